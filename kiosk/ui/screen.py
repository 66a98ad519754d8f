"""Base of every full-window screen: retranslates itself when the language changes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget


class Screen(QWidget):
    """A page of the main window's stack. Subclasses build widgets, then call `retranslate()`.

    `back_requested` asks the window to leave the screen (Back button or Esc).
    """

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")

    def retranslate(self) -> None:
        """Set every visible text; called at build time and on each language change."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
