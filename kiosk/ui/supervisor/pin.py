"""The supervisor code dialog on the touch keypad: checks the examiner code with a lockout
(kiosk.ui.supervisor.gate opens it; this module is loaded when a supervisor asks). The code is
set in the site settings by an administrator (`kiosk records gate-code`), never at the kiosk."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.records import Outcome, PinLock
from kiosk.ui.app.language import language_news
from kiosk.ui.app.style import show_note
from kiosk.ui.widgets.dialogs import fit_to_kiosk
from kiosk.ui.widgets.keypad import Keypad

if TYPE_CHECKING:
    from decimal import Decimal


class _KeypadDialog(QDialog):
    """A modal dialog around the touch keypad: a title, a message line and Cancel."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        fit_to_kiosk(self, parent)
        self.setModal(True)
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.message = QLabel(self)
        self.message.setProperty("role", "hint")
        self.message.setWordWrap(True)
        self.keypad = Keypad(self, decimals=False, secret=True)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setProperty("role", "nav")
        # Return belongs to the keypad (submit), never to Cancel as the dialog's default button.
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.setDefault(False)
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 24)
        layout.setSpacing(14)
        for widget in (self.title, self.message, self.keypad, self.cancel_button):
            layout.addWidget(widget)
        language_news().changed.connect(self.retranslate)

    def retranslate(self) -> None:
        """Set every text (at build time and on a language switch)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keypad.handle_key(event):
            super().keyPressEvent(event)


class PinDialog(_KeypadDialog):
    """Checks a PIN against `lock`; stays open (with the wait shown) after a wrong one."""

    def __init__(self, lock: PinLock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lock = lock
        self.code: str | None = None  # the code that opened it (to unlock the examiner's key)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self._connect_signals()
        self.retranslate()
        self.on_tick()

    def _connect_signals(self) -> None:
        self.keypad.submitted.connect(self.on_submitted)
        self.cancel_button.clicked.connect(self.reject)
        self.timer.timeout.connect(self.on_tick)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Supervisor"))
        self.title.setText(self.tr("Examiner code"))
        self.cancel_button.setText(self.tr("Cancel"))
        if not self.lock.failures and self.lock.wait_seconds() <= 0:
            show_note(self.message, self.tr("Type the examiner code, then Enter."), "hint")

    def on_tick(self) -> None:
        wait = self.lock.wait_seconds()
        self.keypad.setEnabled(wait <= 0)
        if wait > 0:
            show_note(
                self.message,
                self.tr("Too many wrong codes. Try again in %n second(s).", "", int(wait + 0.999)),
                "error",
            )
            self.timer.start()
        else:
            self.timer.stop()
            if self.lock.failures:
                show_note(self.message, self.tr("Wrong examiner code."), "error")

    def on_submitted(self, value: Decimal) -> None:
        del value
        self.try_pin(self.keypad.text())

    def try_pin(self, pin: str) -> Outcome:
        outcome = self.lock.attempt(pin)
        self.keypad.clear()
        if outcome is Outcome.OPEN:
            self.code = pin
            self.accept()
        else:
            self.on_tick()
        return outcome
