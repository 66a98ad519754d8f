"""Rulesets and small log helpers for the verifier tests."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset

HEADER = "table,shoe,coup,punto,banco,result,flagged\n"


@pytest.fixture(scope="session")
def uk() -> Ruleset:
    """Misdeal clause: stands unless flagged; 8 packs."""
    return find_ruleset("uk-2000")


@pytest.fixture(scope="session")
def corrected() -> Ruleset:
    """Misdeal clause: always corrected; 6 packs."""
    return find_ruleset("schaanwald")


def write_csv(tmp_path: Path, rows: list[str], header: str = HEADER, name: str = "log.csv") -> Path:
    path = tmp_path / name
    path.write_text(header + "".join(row + "\n" for row in rows), encoding="utf-8")
    return path


@contextlib.contextmanager
def fed_fifo(folder: Path, head: bytes, zero_blocks: int) -> Iterator[Path]:
    """A named pipe that a thread writes `head` into, then `zero_blocks` half-megabytes of zero
    bytes with no line end (until the reader closes it)."""
    fifo = folder / "zeros.fifo"
    os.mkfifo(fifo)

    def feed() -> None:
        with fifo.open("wb") as pipe:
            try:
                pipe.write(head)
                for _ in range(zero_blocks):
                    pipe.write(bytes(1 << 19))
            except BrokenPipeError:
                pass

    feeder = threading.Thread(target=feed)
    feeder.start()
    try:
        yield fifo
    finally:
        feeder.join()
