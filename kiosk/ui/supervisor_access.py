"""The way to the supervisor area, and through it out of the kiosk.

Two hooks the supervisor area replaces (see `MainWindow`):
- `SupervisorGate`: asked before the area opens; True when a supervisor proved who they are.
  Until the records layer supplies the real PIN check, `placeholder_gate` asks for the PIN in
  KIOSK_SUPERVISOR_PIN (default 0000).
- `SupervisorAreaFactory`: builds the area's screen; `PlaceholderSupervisorScreen` until then.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.ui.screen import Screen
from kiosk.ui.widgets.keypad import Keypad

SupervisorGate = Callable[[QWidget], bool]
PLACEHOLDER_PIN_ENV = "KIOSK_SUPERVISOR_PIN"


class PinDialog(QDialog):
    """Asks for a numeric PIN on the touch keypad."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.label = QLabel(self)
        self.label.setProperty("role", "heading")
        self.label.setWordWrap(True)
        self.error = QLabel(self)
        self.error.setProperty("role", "hint")
        self.keypad = Keypad(self, decimals=False, secret=True)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setProperty("role", "nav")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 24)
        layout.setSpacing(14)
        layout.addWidget(self.label)
        layout.addWidget(self.error)
        layout.addWidget(self.keypad)
        layout.addWidget(self.cancel_button)
        self.pin = ""
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.keypad.submitted.connect(self.on_submitted)
        self.cancel_button.clicked.connect(self.reject)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Supervisor"))
        self.label.setText(self.tr("Supervisor PIN"))
        self.cancel_button.setText(self.tr("Cancel"))

    def on_submitted(self, value: Decimal) -> None:
        del value
        self.pin = self.keypad.text()
        self.accept()

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if not self.keypad.handle_key(event):
            super().keyPressEvent(event)


def placeholder_gate(parent: QWidget) -> bool:
    dialog = PinDialog(parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    return dialog.pin == os.environ.get(PLACEHOLDER_PIN_ENV, "0000")


class PlaceholderSupervisorScreen(Screen):
    """Stands in for the supervisor area: for now it only lets a supervisor leave the kiosk."""

    exit_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.text = QLabel(self)
        self.text.setProperty("role", "subtitle")
        self.text.setWordWrap(True)
        self.exit_button = QPushButton(self)
        self.exit_button.setProperty("role", "primary")
        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        for button in (self.exit_button, self.back_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(20)
        layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.exit_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.exit_button.clicked.connect(self.exit_requested)
        self.back_button.clicked.connect(self.back_requested)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Supervisor area"))
        self.text.setText(self.tr("Trainee records, exams and settings will appear here."))
        self.exit_button.setText(self.tr("Exit the kiosk"))
        self.back_button.setText(self.tr("← Back"))
