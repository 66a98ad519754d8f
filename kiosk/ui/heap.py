"""Large freed blocks (pixmaps, window grabs) handed back to the system at once.

glibc's malloc raises its mmap threshold each time it frees a large mmapped block; from then on
blocks of that size come from the heap and stay with the process when freed, so a kiosk that
goes from screen to screen keeps growing (issue 5: RSS under 120 MB). Fixing the threshold at
glibc's initial 128 KiB keeps every pixmap-sized block mmapped, and the resident size follows
what is in use. Elsewhere (Windows, macOS, musl) this does nothing.
"""

from __future__ import annotations

import sys

M_MMAP_THRESHOLD = -3  # mallopt() parameter, from glibc's malloc.h
THRESHOLD = 128 * 1024


def return_large_blocks() -> bool:
    """Fix glibc's mmap threshold; True when the C library took it."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # a C library without mallopt
        return False
    return bool(mallopt(M_MMAP_THRESHOLD, THRESHOLD))
