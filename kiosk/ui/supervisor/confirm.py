"""Asking a supervisor to confirm an action that cannot simply be undone (exit, archive)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from kiosk.ui.widgets.dialogs import ask

# How a screen asks: `ask(parent, title, text, action) -> bool` (a test answers instead).
Asker = Callable[[QWidget, str, str, str], bool]


def ask_in_a_box(parent: QWidget, title: str, text: str, action: str) -> bool:
    """The app's question dialog (kiosk.ui.widgets.dialogs.ask: a frameless child in kiosk
    mode) with the action's own wording on the confirming button; Cancel is the default."""
    return ask(parent, title, text, action, QCoreApplication.translate("confirm", "Cancel"))
