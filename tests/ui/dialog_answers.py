"""Answering the app's modal dialogs (kiosk.ui.widgets.dialogs) from a test."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from kiosk.ui.widgets.dialogs import MessageDialog


class DialogAnswers:
    """Answers the next dialogs, in order, with the button at each index (0: yes, 1: no), and
    keeps each dialog's title and text; a dialog with no answer left is refused (the last
    button), so a test never hangs on one it did not expect."""

    def __init__(self, *choices: int) -> None:
        self.choices = list(choices)
        self.seen: list[tuple[str, str]] = []
        self.dialogs: list[MessageDialog] = []
        self.timer = QTimer()
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.on_tick)
        self.timer.start()

    def on_tick(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, MessageDialog) or not dialog.isVisible():
            return
        if any(d is dialog for d in self.dialogs):
            return
        self.dialogs.append(dialog)
        self.seen.append((dialog.title.text(), dialog.text.text()))
        index = self.choices.pop(0) if self.choices else len(dialog.buttons) - 1
        dialog.buttons[index].click()

    def stop(self) -> None:
        self.timer.stop()
