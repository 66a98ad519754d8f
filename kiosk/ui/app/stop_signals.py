"""SIGTERM and SIGHUP end the app in order, as a window manager's close does.

A PC shutting down, a logout or `systemctl --user stop` sends SIGTERM (a closed terminal
SIGHUP). Python runs a signal handler only when the interpreter gets control, which Qt's event
loop does not give it while it waits; so the C-level handler writes to a pipe (Python's
`signal.set_wakeup_fd`) whose notifier wakes the event loop, and the handler's work is done
there: a running drill session ends as abandoned, a running exam as interrupted ("stopped"),
the records are closed, and the process exits 128 + the signal's number, as a shell reports it.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class StopSignals(QObject):
    """Calls `on_stop(status)` on the UI thread when one of STOP_SIGNALS arrives."""

    def __init__(self, on_stop: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._on_stop = on_stop
        self._reader, self._writer = os.pipe()
        for end in (self._reader, self._writer):
            os.set_blocking(end, False)
        self._previous_fd = signal.set_wakeup_fd(self._writer, warn_on_full_buffer=False)
        self._previous = {sig: signal.signal(sig, self._note) for sig in STOP_SIGNALS}
        self._notifier = QSocketNotifier(self._reader, QSocketNotifier.Type.Read, self)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self._notifier.activated.connect(self.on_wake)

    def _note(self, signum: int, frame: object) -> None:
        """The Python-level handler: nothing to do, the wake-up byte carries the signal."""
        del signum, frame

    def on_wake(self) -> None:
        """The wake-up pipe holds one byte per signal received: its number."""
        received = b""
        try:
            while chunk := os.read(self._reader, 64):
                received += chunk
        except BlockingIOError:
            pass
        stops = [n for n in received if n in {int(s) for s in STOP_SIGNALS}]
        if stops:
            self._on_stop(128 + stops[0])

    def restore(self) -> None:
        """Put back the handlers found at the start (tests; the app keeps them to its end)."""
        self._notifier.setEnabled(False)
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        signal.set_wakeup_fd(self._previous_fd)
        os.close(self._reader)
        os.close(self._writer)
