"""Kiosk mode: the window stays full screen, shown and in front.

A window manager can still minimise, hide or unfocus a frameless window (a key binding, the window
menu on Alt+Space, a pager). The watchdog notices, on the window's own state change and hide
events and on a slow poll for what arrives as no event at all, and brings the kiosk window back
full screen with the focus; a modal dialog open at the time is shown and raised again above it.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog, QWidget

# How often the watchdog looks, in ms, besides reacting to the window's own events.
POLL_MS = 500
# After bringing the window back, how long (ms) the window system has to show it again before
# the watchdog looks again: a window shown again is not on screen at once.
SETTLE_MS = 1000

_WATCHED = {QEvent.Type.WindowStateChange, QEvent.Type.Hide, QEvent.Type.WindowDeactivate}


class KioskWatchdog(QObject):
    """Keeps `window` full screen and focused until `stop()` (the kiosk is being left)."""

    restored = Signal()

    def __init__(self, window: QWidget, poll_ms: int = POLL_MS) -> None:
        super().__init__(window)
        self.window = window
        self.active = True
        self.settling = QElapsedTimer()  # since the last restore; invalid: none yet
        self.timer = QTimer(self)
        self.timer.setInterval(poll_ms)
        self.timer.timeout.connect(self.check)
        self.soon = QTimer(self)  # a look once the window system has finished its change
        self.soon.setSingleShot(True)
        self.soon.setInterval(0)
        self.soon.timeout.connect(self.check)
        window.installEventFilter(self)
        self.timer.start()

    def stop(self) -> None:
        self.active = False
        self.timer.stop()
        self.soon.stop()
        self.window.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.active and event.type() in _WATCHED:
            self.soon.start()
        return False

    def window_lost(self) -> bool:
        """Whether the window is minimised, hidden, not full screen or not on screen."""
        window = self.window
        return _lost(window) or not window.isFullScreen()

    def check(self) -> bool:
        """Restore what was lost; True when something had to be restored."""
        if not self.active:
            return False
        if self.settling.isValid() and not self.settling.hasExpired(SETTLE_MS):
            return False
        window = self.window
        restored = False
        if self.window_lost():
            if not window.isMinimized() and not _exposed(window):
                window.hide()  # sent away (another desktop): shown again it comes back here
            window.setWindowState(
                window.windowState() & ~Qt.WindowState.WindowMinimized
                | Qt.WindowState.WindowFullScreen
            )
            window.showFullScreen()
            restored = True
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not window and _lost(modal):
            if modal.isMinimized():
                modal.setWindowState(modal.windowState() & ~Qt.WindowState.WindowMinimized)
                modal.show()
            elif isinstance(modal, QDialog):
                modal.reject()  # out of reach (another desktop): as if cancelled
                modal = None
            restored = True
        front = modal if modal is not None else window
        if restored:
            front.raise_()
        if restored or QApplication.activeWindow() is None:  # the focus went elsewhere
            front.activateWindow()
        if restored:
            self.settling.start()
            self.restored.emit()
        return restored


def _exposed(widget: QWidget) -> bool:
    handle = widget.windowHandle()
    return handle is None or handle.isExposed()


def _lost(widget: QWidget) -> bool:
    return not widget.isVisible() or widget.isMinimized() or not _exposed(widget)
