"""Keep Python alive on PySide6 builds that drop a reference to None on every void call.

PySide6 6.12.0 on Python 3.11 returns None from void methods without taking a reference, so each
`setText`, `setPen` … lowers None's count by one until Python aborts ("deallocating None").
Python 3.12+ (immortal None) and PySide6 <= 6.11 are not affected. Where the probe below finds the
leak, a timer puts the lost references back (None is never freed anyway, so the count only has
to stay positive). The real fix is a PySide6 without the bug.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, QTimer

#: Keep at least this many references to None in hand (a heavy repaint makes a few thousand).
FLOOR = 200_000
CHECK_MS = 50


def leaks_none() -> bool:
    """True when void PySide6 calls drop a reference to None (measured, not guessed)."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(50):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 25


def top_up() -> None:
    """Raise None's reference count back to twice the floor when it has fallen below it."""
    count = sys.getrefcount(None)
    if count < FLOOR:
        ctypes.c_ssize_t.from_address(id(None)).value += FLOOR * 2 - count
    # The same build returns True from Signal.emit() and Signal.connect() without a reference.
    count = sys.getrefcount(True)
    if count < FLOOR:
        ctypes.c_ssize_t.from_address(id(True)).value += FLOOR * 2 - count


def install(parent: QObject) -> QTimer | None:
    """Start the guard if this PySide6 leaks; returns its timer (None when not needed)."""
    if not leaks_none():
        return None
    top_up()
    timer = QTimer(parent)
    timer.setInterval(CHECK_MS)
    timer.timeout.connect(top_up)
    timer.start()
    return timer
