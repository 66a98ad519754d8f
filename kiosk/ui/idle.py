"""Idle timeout: after N minutes without a touch or key, the kiosk goes back to the start screen.

A trainee who walks away must not leave a session open for the next person.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

_INPUT = {
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseMove,
    QEvent.Type.KeyPress,
    QEvent.Type.TouchBegin,
    QEvent.Type.TouchUpdate,
    QEvent.Type.Wheel,
}


class IdleWatch(QObject):
    """Emits `idle` once the app has had no input for `minutes`; any input restarts the wait."""

    idle = Signal()

    def __init__(self, app: QApplication, minutes: float) -> None:
        super().__init__(app)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(round(minutes * 60_000))
        self.timer.timeout.connect(self.idle)
        app.installEventFilter(self)
        self.timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _INPUT:
            self.timer.start()
        return False
