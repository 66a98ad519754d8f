"""The notary's tests: a notary folder with a signing key, codes of its examiners, a room's
records server and a notary serving it."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psycopg
import pyotp
import pytest

from kiosk.notary.examiners import STEP_SECONDS, Examiners
from kiosk.notary.home import Home
from kiosk.notary.keys import create_key
from kiosk.notary.schema import init_server as init_notary
from kiosk.notary.service import Notary
from kiosk.records.server import init_server
from tests.pgserver import Cluster, ServerMissing

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
RULESETS = Path(__file__).resolve().parents[2] / "rulesets"
BERN = RULESETS / "bern.yaml"
BERN_EXAM = RULESETS / "exams" / "bern.yaml"


@pytest.fixture
def home(tmp_path: Path) -> Home:
    made = Home(tmp_path / "notary")
    create_key(made.key_file, "Castle Vaduz", NOW)
    return made


def code(secret: str, when: datetime, steps: int = 0) -> str:
    """The examiner's code at `when`, `steps` time-steps later."""
    return pyotp.TOTP(secret).at(when.timestamp() + steps * STEP_SECONDS)


@pytest.fixture
def anna(home: Home) -> str:
    """The secret of examiner "Anna Muster"."""
    return Examiners(home.examiners_file).add("Anna Muster", NOW)


@pytest.fixture(scope="session")
def notary_cluster() -> Iterator[Cluster]:
    """A throwaway PostgreSQL server that keeps commit times (answers are timed by them)."""
    try:
        cluster = Cluster()
    except ServerMissing as exc:
        pytest.fail(str(exc), pytrace=False)
    try:
        cluster.admin("ALTER SYSTEM SET track_commit_timestamp = on")
        cluster.stop()
        cluster.start()
        for role in ("kiosk_a", "kiosk_b"):  # each kiosk logs in as a role of its own
            cluster.admin(f"CREATE ROLE {role} LOGIN")
        yield cluster
    finally:
        cluster.destroy()


_databases = itertools.count(1)


@dataclass(frozen=True)
class Room:
    """A records database set up for the notary: `url(role)` connects as that role."""

    cluster: Cluster
    database: str

    def url(self, role: str = "postgres") -> str:
        return self.cluster.url(self.database, role)

    def connect(self, role: str) -> psycopg.Connection[tuple[Any, ...]]:
        return psycopg.connect(self.url(role), autocommit=True)


@pytest.fixture
def room(notary_cluster: Cluster) -> Iterator[Room]:
    name = f"notary_test_{next(_databases)}"
    notary_cluster.admin(f"CREATE DATABASE {name}")
    made = Room(notary_cluster, name)
    init_server(made.url())
    with psycopg.connect(made.url(), autocommit=True) as conn:
        init_notary(conn)
        conn.execute("GRANT kiosk TO kiosk_a, kiosk_b")
        conn.execute(f"GRANT CONNECT ON DATABASE {name} TO kiosk_a, kiosk_b")
    yield made
    notary_cluster.admin(f"DROP DATABASE {name} WITH (FORCE)")


class Serving:
    """A notary answering requests in a thread, connecting again after the server was away."""

    def __init__(self, room: Room, home: Home) -> None:
        self.room, self.home = room, home
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self) -> None:
        while not self.stop.is_set():
            try:
                with self.room.connect("notary") as conn:
                    notary = Notary(conn, self.home, lambda: datetime.now(UTC))
                    while not self.stop.is_set():
                        notary.work()
                        time.sleep(0.1)
            except psycopg.OperationalError:
                time.sleep(0.2)

    def close(self) -> None:
        self.stop.set()
        self.thread.join(10)
