"""Keep Python alive on PySide6 builds that drop a reference to None on every void call.

PySide6 6.12.0 on Python 3.11 returns None from void methods without taking a reference, so each
`setText`, `setPen` … lowers None's count by one until Python aborts ("deallocating None").
Python 3.12+ (immortal None) and PySide6 <= 6.11 are not affected. Where the probe below finds the
leak, None's count is raised once by far more than a run can lose (None is never freed anyway, so
the count only has to stay positive). The real fix is a PySide6 without the bug.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject

#: References put back at once: more than any program run can drop.
RESERVE = 1 << 40


def leaks_none() -> bool:
    """True when void PySide6 calls drop a reference to None (measured, not guessed)."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(50):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 25


_installed = False


def install() -> bool:
    """Put the reserve back once if this PySide6 leaks; True when it was needed."""
    global _installed
    if _installed or not leaks_none():
        return _installed
    ctypes.c_ssize_t.from_address(id(None)).value += RESERVE
    _installed = True
    return True
