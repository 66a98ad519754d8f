"""Base of every full-window screen: retranslates itself when the language changes."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget

from kiosk.ui.app.kiosk_mode import in_kiosk
from kiosk.ui.app.language import language_news
from kiosk.ui.widgets.plain_text import plain_labels


class Screen(QWidget):
    """A page of the main window's stack. Subclasses build widgets, then call `retranslate()`.

    `back_requested` asks the window to leave the screen (Back button or Esc).
    """

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        language_news().changed.connect(self.on_language_changed)  # see kiosk.ui.app.language

    def showEvent(self, event: QShowEvent) -> None:
        """Every label of a screen shows plain text (kiosk.ui.widgets.plain_text); in kiosk mode
        every list and scroll area follows a finger's drag (kiosk.ui.widgets.kinetic)."""
        plain_labels(self)
        if in_kiosk(self):
            from kiosk.ui.widgets.kinetic import kinetic_scrolling

            kinetic_scrolling(self)
        super().showEvent(event)

    def retranslate(self) -> None:
        """Set every visible text; called at build time and on each language change."""

    def on_language_changed(self) -> None:
        """The app's language was switched (kiosk.ui.app.language): set every text again."""
        self.retranslate()
