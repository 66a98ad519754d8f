"""Base of every full-window screen: retranslates itself when the language changes."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from kiosk.ui.app.language import language_news


class Screen(QWidget):
    """A page of the main window's stack. Subclasses build widgets, then call `retranslate()`.

    `back_requested` asks the window to leave the screen (Back button or Esc).
    """

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        language_news().changed.connect(self.on_language_changed)  # see kiosk.ui.app.language

    def retranslate(self) -> None:
        """Set every visible text; called at build time and on each language change."""

    def on_language_changed(self) -> None:
        """The app's language was switched (kiosk.ui.app.language): set every text again."""
        self.retranslate()
