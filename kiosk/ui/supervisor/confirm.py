"""Asking a supervisor to confirm an action that cannot simply be undone (exit, archive)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

# How a screen asks: `ask(parent, title, text, action) -> bool` (a test answers instead).
Asker = Callable[[QWidget, str, str, str], bool]


def ask_in_a_box(parent: QWidget, title: str, text: str, action: str) -> bool:
    """A modal message box with the action's own wording on the confirming button."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(title)
    box.setInformativeText(text)
    yes = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    no = box.addButton(
        QCoreApplication.translate("confirm", "Cancel"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(no)
    box.setEscapeButton(no)
    box.exec()
    answered = box.clickedButton() is yes
    box.deleteLater()
    return answered
