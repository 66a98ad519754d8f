"""Large freed blocks (pixmaps, window grabs) handed back to the system at once.

glibc's malloc raises its mmap threshold each time it frees a large mmapped block; from then on
blocks of that size come from the heap and stay with the process when freed, so a kiosk that
goes from screen to screen keeps growing (issue 5: RSS under 120 MB). Fixing the threshold at
glibc's initial 128 KiB keeps every pixmap-sized block mmapped, and the resident size follows
what is in use. Elsewhere (Windows, macOS, musl) this does nothing. The app calls it whenever
the screen changes; only the first call does anything.
"""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3  # mallopt() parameter, from glibc's malloc.h
THRESHOLD = 128 * 1024

_taken: bool | None = None  # what the first call found


def return_large_blocks() -> bool:
    """Fix glibc's mmap threshold (once); True when the C library took it."""
    global _taken
    if _taken is None:
        _taken = _fix_threshold()
    return _taken


def _fix_threshold() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # a C library without mallopt
        return False
    return bool(mallopt(M_MMAP_THRESHOLD, THRESHOLD))
