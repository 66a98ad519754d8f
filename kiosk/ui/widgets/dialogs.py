"""Dialogs of the app: questions, notices, and the kiosk's rule for every dialog.

In kiosk mode (the main window carries the `kiosk` property) a dialog is a frameless, modal child
of the kiosk window: without a title bar there is no minimise button and no window menu, and
being the window's child it stays above it (kiosk.ui.app.watchdog restores both if the window
manager hides them anyway). Every text shown here is plain text: names come from people.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.ui.app.kiosk_mode import KIOSK_PROPERTY, in_kiosk
from kiosk.ui.widgets.kinetic import kinetic_scrolling

__all__ = ["KIOSK_PROPERTY", "MessageDialog", "ask", "fit_to_kiosk", "in_kiosk", "tell"]


def fit_to_kiosk(dialog: QDialog, parent: QWidget | None) -> None:
    """Kiosk mode: make `dialog` a frameless modal child of the kiosk window (call it before the
    dialog is shown); otherwise leave it as it is."""
    if not in_kiosk(parent):
        return
    assert parent is not None
    owner = parent.window()
    if dialog.parentWidget() is not owner:
        dialog.setParent(owner)
    dialog.setWindowFlags(
        Qt.WindowType.Dialog
        | Qt.WindowType.FramelessWindowHint
        | Qt.WindowType.WindowStaysOnTopHint
    )
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.setProperty(KIOSK_PROPERTY, True)  # framed by the style sheet instead
    kinetic_scrolling(dialog)


class MessageDialog(QDialog):
    """A title, a plain text and a row of large buttons; `chosen` is the index of the button
    pressed (None: closed without an answer). The last button is the default and Esc's; the
    first is the one primary (the action asked about, or a notice's only button)."""

    def __init__(
        self, parent: QWidget | None, title: str, text: str, buttons: Sequence[str]
    ) -> None:
        super().__init__(parent)
        fit_to_kiosk(self, parent)
        self.setModal(True)
        self.setWindowTitle(title)
        self.chosen: int | None = None
        self.title = QLabel(title, self)
        self.title.setProperty("role", "heading")
        self.text = QLabel(text, self)
        self.text.setProperty("role", "explanation")
        self.text.setWordWrap(True)
        for label in (self.title, self.text):
            label.setTextFormat(Qt.TextFormat.PlainText)
        row = QHBoxLayout()
        row.setSpacing(14)
        self.buttons: list[QPushButton] = []
        for index, caption in enumerate(buttons):
            button = QPushButton(self)
            button.setText(caption)
            button.setProperty("role", "primary" if index == 0 else "nav")
            button.setMinimumHeight(64)
            button.clicked.connect(lambda _=False, i=index: self.on_chosen(i))
            row.addWidget(button)
            self.buttons.append(button)
        if self.buttons:
            self.buttons[-1].setDefault(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 24)
        layout.setSpacing(16)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addLayout(row)
        self.setMinimumWidth(520)

    def showEvent(self, event: QShowEvent) -> None:
        # a wrapped text's height follows its width, which a dialog's size hint does not ask:
        # the text gets the lines it needs at the width it has, and the dialog grows to them
        self.text.setMinimumHeight(self.text.heightForWidth(self.text.width()))
        super().showEvent(event)

    def on_chosen(self, index: int) -> None:
        self.chosen = index
        self.accept()


def ask(parent: QWidget | None, title: str, text: str, yes: str, no: str) -> bool:
    """A question with two answers; True when `yes` was chosen. `no` is the default (Return,
    Esc, or the window closed): a careless tap does nothing it cannot undo."""
    dialog = MessageDialog(parent, title, text, [yes, no])
    dialog.exec()
    return dialog.chosen == 0


def tell(parent: QWidget | None, title: str, text: str, ok: str) -> None:
    """A notice with one button."""
    MessageDialog(parent, title, text, [ok]).exec()
