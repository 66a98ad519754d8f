"""A records store in a temporary folder with a clock the test moves."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from kiosk.records.location import open_store
from kiosk.records.outbox import OutboxStore
from kiosk.records.store import SQLiteStore


class FakeClock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


#: The records store as open_store opens it for a kiosk: its SQLite file, or on a records server
#: the outbox store the kiosk writes through.
Store = SQLiteStore | OutboxStore

# the PostgreSQL server is started for the full suite only (`slow`)
ENGINES = ["sqlite", pytest.param("postgresql", marks=pytest.mark.slow)]


@pytest.fixture(params=ENGINES)
def store(request: pytest.FixtureRequest, tmp_path: Path, clock: FakeClock) -> Iterator[Store]:
    """The records store on each engine in turn: a SQLite file, then a fresh database on the
    test PostgreSQL server through a kiosk's outbox store."""
    records = None if request.param == "sqlite" else request.getfixturevalue("pg_url")
    s = open_store(tmp_path, clock=clock, records=records)
    assert isinstance(s, Store)
    yield s
    s.close()
