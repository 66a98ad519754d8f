"""The records server under faults: restarts, cut connections, kiosks racing each other."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
import pytest

from kiosk.records import RecordsError, SessionStatus
from kiosk.records.engine import Database, OfflineError, PostgresDatabase
from kiosk.records.history import SessionStart
from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from kiosk.records.session import SessionRecorder
from kiosk.records.store import stored_answer
from tests.pgserver import Cluster
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam


@pytest.fixture
def kiosk_url(pg_url: str) -> str:
    init_server(pg_url)
    return role_url(pg_url, "kiosk")


def _in_threads(count: int, work: Callable[[int], Any]) -> list[Any]:
    """`work(i)` in `count` threads started together; each result or exception."""
    barrier = threading.Barrier(count)
    out: list[Any] = [None] * count

    def run(i: int) -> None:
        barrier.wait()
        try:
            out[i] = work(i)
        except Exception as exc:
            out[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    return out


def test_two_kiosks_add_the_same_new_trainee_at_once(kiosk_url: str) -> None:
    stores = [PostgresStore(kiosk_url, kiosk=f"pc-{i}") for i in range(2)]
    try:
        for badge in ("1100", "1101", "1102", "1103"):
            got = _in_threads(2, lambda i, b=badge: stores[i].add_trainee("Carla Marxer", b))
            added = [g for g in got if not isinstance(g, Exception)]
            refused = [g for g in got if isinstance(g, Exception)]
            assert len(added) == 1 and len(refused) == 1
            assert isinstance(refused[0], RecordsError) and "taken" in str(refused[0])
        assert sorted(t.badge or "" for t in stores[0].trainees()) == [
            "1100",
            "1101",
            "1102",
            "1103",
        ]
    finally:
        for s in stores:
            s.close()


def test_two_kiosks_record_exams_at_once_each_under_its_own_number(kiosk_url: str) -> None:
    stores = [PostgresStore(kiosk_url, kiosk=f"pc-{i}") for i in range(3)]
    try:
        people = [s.add_trainee(f"T{i}", f"b{i}") for i, s in enumerate(stores)]
        results = _in_threads(3, lambda i: take_exam(stores[i], FakeClock(), people[i].id))
        assert sorted(r.id for r in results) == [1, 2, 3]
        assert sorted(r.draft.trainee_id for r in stores[0].exam_results()) == [
            p.id for p in people
        ]
    finally:
        for s in stores:
            s.close()


def test_server_restarted_mid_practice_and_mid_exam(
    kiosk_url: str, pg_cluster: Cluster, clock: FakeClock
) -> None:
    store = PostgresStore(kiosk_url, clock=clock, kiosk="pc-3")
    try:
        anna = store.add_trainee("Anna", "1042")
        practice = SessionRecorder(
            store, SessionStart(anna.id, "banco", "practice", "bern", "h", "en")
        )
        exam_sid = store.start_session(
            SessionStart(anna.id, "exam:bern", "exam", "bern", "h", "en")
        )
        for i in range(6):
            if i == 3:
                pg_cluster.stop()
                pg_cluster.start()
            clock.advance(2)
            practice.answer(
                stored_answer("banco", f"banco:{i}:stood", "draw", "draw", True, 700 + i)
            )
            store.add_answer(
                exam_sid, stored_answer("banco", f"banco:{i}:stood", "draw", "draw", True, 900 + i)
            )
        practice.complete()
        assert [a.ms for a in store.answers(session_id=practice.session_id)] == [
            700,
            701,
            702,
            703,
            704,
            705,
        ]
        assert [a.ms for a in store.answers(session_id=exam_sid)] == [900 + i for i in range(6)]
        memory = store.item_memories(anna.id)[("banco", "banco:0:stood")]
        assert memory.reps == 2  # once in practice, once in the exam: nothing doubled
        session = store.session(exam_sid)
        assert session is not None and session.status is SessionStatus.OPEN
    finally:
        store.close()


def test_a_server_that_stays_away_is_an_offline_error(kiosk_url: str, pg_cluster: Cluster) -> None:
    store = PostgresStore(kiosk_url, kiosk="pc-3")
    pg_cluster.stop()
    try:
        with pytest.raises(OfflineError, match="cannot be reached"):
            store.add_trainee("Anna")
    finally:
        pg_cluster.start()
        store.close()


class CuttingDatabase(PostgresDatabase):
    """Loses its connection once, at `cut`: "before" the commit, or "after" it (the commit went
    through, its acknowledgement did not arrive)."""

    def __init__(self, url: str, cluster: Cluster) -> None:
        super().__init__(url)
        self.cluster = cluster
        self.cut: str | None = None

    def _lose_connection(self) -> None:
        self.cluster.admin(f"SELECT pg_terminate_backend({self._conn.info.backend_pid})")

    @contextmanager
    def transaction(self) -> Iterator[Database]:
        cut, self.cut = self.cut, None
        with super().transaction() as db:
            yield db
            if cut == "before":
                self._lose_connection()
        if cut == "after":
            self._lose_connection()
            self.execute("SELECT 1")  # the client learns of it: OperationalError


@pytest.mark.parametrize("cut", ["before", "after"])
def test_a_connection_cut_around_the_commit(
    kiosk_url: str, pg_cluster: Cluster, clock: FakeClock, cut: str
) -> None:
    db = CuttingDatabase(kiosk_url, pg_cluster)
    store = PostgresStore(kiosk_url, clock=clock, kiosk="pc-3", db=db)
    try:
        anna = store.add_trainee("Anna", "1042")
        db.cut = cut
        sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
        for i in range(3):
            db.cut = cut
            clock.advance(1)
            store.add_answer(
                sid, stored_answer("banco", "banco:5:third=3", "stand", "stand", True, 800 + i)
            )
        assert len(store.sessions()) == 1
        assert [a.ms for a in store.answers()] == [800, 801, 802]
        assert store.item_memories(anna.id)[("banco", "banco:5:third=3")].reps == 3
        db.cut = cut
        result = take_exam(store, clock, anna.id)
        assert [r.id for r in store.exam_results()] == [result.id] == [1]
    finally:
        store.close()


def test_psycopg_marks_a_killed_connection_broken(kiosk_url: str, pg_cluster: Cluster) -> None:
    """What the retry relies on: a lost connection is `broken`, a refusal is not."""
    db = PostgresDatabase(kiosk_url)
    try:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute("DELETE FROM answers")
        assert not db._conn.broken
        pg_cluster.admin(f"SELECT pg_terminate_backend({db._conn.info.backend_pid})")
        with pytest.raises(psycopg.OperationalError):
            db.execute("SELECT 1")
        assert db._conn.broken
    finally:
        db.close()


def _answers_on(pg_url: str) -> list[int]:
    office = PostgresStore(role_url(pg_url, "supervisor"), kiosk="office")
    try:
        return [a.ms for a in office.answers()]
    finally:
        office.close()


def _wait(done: Callable[[], bool], seconds: float = 30.0) -> bool:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            return False
        time.sleep(0.05)
    return True


def test_a_fail_over_to_a_read_only_server_keeps_every_answer(
    kiosk_url: str, pg_url: str, pg_cluster: Cluster, tmp_path: Path
) -> None:
    """A fail-over as it happens: every connection is cut and the server found anew accepts no
    writes (a standby, SQLSTATE 25006) until the primary is back. The kiosk (its courier, as the
    app runs it) keeps answers 51–300 and delivers each once, in order."""
    database = pg_url.rsplit("/", 1)[1]
    cut = (
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        f"WHERE datname = '{database}' AND pid <> pg_backend_pid()"
    )
    store = OutboxStore(
        lambda: PostgresStore(kiosk_url, kiosk="pc-3"), tmp_path / OUTBOX_FILE, courier=True
    )
    try:
        anna = store.add_trainee("Anna", "1042")
        session = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))

        def answer(i: int) -> None:
            key = f"banco:{i % 7}:stood"
            store.add_answer(session, stored_answer("banco", key, "draw", "draw", True, 700 + i))

        for i in range(50):
            answer(i)
        assert _wait(lambda: store.outbox.count() == 0)
        assert _answers_on(pg_url) == [700 + i for i in range(50)]
        pg_cluster.admin(f"ALTER DATABASE {database} SET default_transaction_read_only = on")
        pg_cluster.admin(cut)
        for i in range(50, 300):
            answer(i)  # nothing raised: the screen goes on
        assert _wait(lambda: not store.online)  # the courier has tried the read-only server
        assert store.waiting() == 250 and not store.outbox.rejected()
        assert _answers_on(pg_url) == [700 + i for i in range(50)]
        pg_cluster.admin(f"ALTER DATABASE {database} SET default_transaction_read_only = off")
        pg_cluster.admin(cut)  # the primary back
        assert _wait(lambda: store.outbox.count() == 0)
        assert not store.outbox.rejected()
        assert _answers_on(pg_url) == [700 + i for i in range(300)]
    finally:
        store.close()


def test_a_closed_server_connection_is_not_opened_again(pg_url: str) -> None:
    """A store closed while a background read is still to run (the supervisor area left, the app
    stopped): the read fails instead of opening a connection nobody will close."""
    db = PostgresDatabase(pg_url)
    db.close()
    with pytest.raises(OfflineError):
        db.query("SELECT 1 AS one")
    assert not db.connected
