"""glibc takes the fixed mmap threshold (elsewhere the call is a harmless no-op)."""

from __future__ import annotations

import platform
import sys

import pytest

from kiosk.ui.app.heap import return_large_blocks


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
    reason="glibc only",
)
def test_glibc_takes_the_threshold() -> None:
    assert return_large_blocks() is True
