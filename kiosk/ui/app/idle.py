"""Idle timeout: after N minutes without a touch or key, the kiosk goes back to the start screen.

A trainee who walks away must not leave a session open for the next person.

The watch listens to the app's windows (each as it becomes the focus window, so a PIN dialog as
well as the main window) rather than to every event of the application: a Python event filter
on the application runs for each of the thousands of events the app handles (paints, layouts,
timers), which made the kiosk's start some 15 ms slower. Input reaches a window before its
widgets, so the windows see all of it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QWindow

_INPUT = {
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
    QEvent.Type.KeyPress,
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.Wheel,
}


class IdleWatch(QObject):
    """Emits `idle` once the app has had no input for `minutes`; any input restarts the wait.

    `minutes` may be a function, asked again at each restart: a supervisor's new idle setting
    applies from the next touch, with no restart of the app (None or 0: no idle return)."""

    idle = Signal()

    def __init__(self, app: QGuiApplication, minutes: float | Callable[[], float | None]) -> None:
        super().__init__(app)
        self._minutes = minutes if callable(minutes) else (lambda: minutes)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.idle)
        app.focusWindowChanged.connect(self.watch)
        for window in app.topLevelWindows():
            self.watch(window)
        self.restart()

    def restart(self) -> None:
        """Wait the minutes in force now, from now (none: no wait)."""
        minutes = self._minutes()
        if not minutes:
            self.timer.stop()
            return
        self.timer.start(round(minutes * 60_000))

    def watch(self, window: QWindow | None) -> None:
        """Listen to this window's input too (installing twice listens once)."""
        if window is not None:
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _INPUT:
            self.restart()
        return False
