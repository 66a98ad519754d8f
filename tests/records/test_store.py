"""Trainees, sessions and answers round-trip through the SQLite store."""

from __future__ import annotations

import socket
import sqlite3
from pathlib import Path

import pytest

from kiosk.domain.ids import DrillId
from kiosk.drills.session import AnswerRecord
from kiosk.records import RecordsError, SessionStatus
from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.outbox import OutboxStore
from kiosk.records.session import SessionRecorder
from kiosk.records.store import DB_FILE, kiosk_name
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import banco_answer


def test_trainees_badges_and_archive(store: Store) -> None:
    anna = store.add_trainee("Anna Beck", "1042")
    store.add_trainee("Bruno Frick")
    with pytest.raises(RecordsError):
        store.add_trainee("Someone", "1042")
    with pytest.raises(RecordsError):
        store.add_trainee("  ")
    assert store.find_trainee("1042") == anna
    assert store.find_trainee(str(anna.id)) == anna
    assert store.find_trainee("nobody") is None
    store.administer(lambda r: r.set_trainee_active(anna.id, False))
    assert [t.name for t in store.trainees()] == ["Bruno Frick"]
    assert {t.name for t in store.trainees(include_archived=True)} == {"Anna Beck", "Bruno Frick"}


def test_session_answers_are_recorded(store: Store, clock: FakeClock) -> None:
    t = store.add_trainee("Anna", "7")
    rec = SessionRecorder(store, SessionStart(t.id, "banco", "practice", "bern", "abc", "de"))
    rec.answer(banco_answer("banco:5:third=3", "stand", "draw", False, 2300))
    clock.advance(5)
    rec.answer(banco_answer("banco:6:stood", "stand", "stand", True, 900))
    rec.complete()
    rec.abandon()  # no effect once closed
    [session] = store.read(lambda r: r.sessions(trainee_id=t.id))
    assert session.status is SessionStatus.COMPLETED
    assert (session.ruleset_id, session.ruleset_hash, session.language) == ("bern", "abc", "de")
    answers = store.read(lambda r: r.answers(trainee_id=t.id))
    assert [(a.item_key, a.given, a.correct, a.ms) for a in answers] == [
        ("banco:5:third=3", "draw", False, 2300),
        ("banco:6:stood", "stand", True, 900),
    ]
    assert answers[1].at > answers[0].at
    late = banco_answer("banco:4:stood", "stand", "draw", False, 1)
    if isinstance(store, OutboxStore):  # a kiosk of a room: kept, never raised to the screen
        store.add_answer(rec.session_id, late)
        assert store.flush()
        assert (
            len(store.read(lambda r: r.answers(trainee_id=t.id))) + len(store.outbox.rejected())
            == 3
        )
    else:
        with pytest.raises(RecordsError):
            store.add_answer(rec.session_id, late)
        assert len(store.read(lambda r: r.answers(trainee_id=t.id))) == 2


@pytest.mark.slow
def test_open_sessions_of_a_gone_program_become_abandoned_on_next_start(
    tmp_path: Path, clock: FakeClock
) -> None:
    store = open_store(tmp_path, clock=clock)
    t = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(t.id, "totals", "speed", "uk-2000", "h", "en"))
    live = store.start_session(SessionStart(t.id, "totals", "speed", "uk-2000", "h", "en"))
    store.add_answer(sid, AnswerRecord(DrillId.TOTALS, "totals:7", "7", "7", True, 500, 0, 0))
    # the first session's program ran on this host in an earlier boot
    host = socket.gethostname()
    store.db.execute(
        "UPDATE session_owners SET owner = ? WHERE session_id = ?", (f"{host}|old-boot|1|1", sid)
    )
    store.close()
    again = open_store(tmp_path, clock=clock)
    session = again.session(sid)
    assert session is not None and session.status is SessionStatus.ABANDONED
    assert session.ended is not None
    assert len(again.answers(session_id=sid)) == 1
    # this process still runs: its session stays open
    still = again.session(live)
    assert still is not None and still.status is SessionStatus.OPEN
    again.close()


@pytest.mark.slow
def test_database_is_in_wal_mode(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_FILE)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


@pytest.mark.slow
def test_item_memory_follows_answers(store: Store) -> None:
    t = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(t.id, "banco", "practice", "bern", "h", "en"))
    for correct in (False, True, False):
        store.add_answer(sid, banco_answer("banco:3:third=8", "stand", "x", correct, 100))
    memory = store.read(lambda r: r.item_memories(t.id))[("banco", "banco:3:third=8")]
    assert (memory.reps, memory.lapses, memory.recent) == (3, 2, "010")


@pytest.mark.slow
def test_each_session_names_its_kiosk(
    store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    t = store.add_trainee("Anna")
    store.start_session(SessionStart(t.id, "banco", "practice", "bern", "h", "en"))
    [session] = store.read(lambda r: r.sessions(trainee_id=t.id))
    assert session.kiosk == kiosk_name() != ""
    monkeypatch.setenv("KIOSK_NAME", "  PC 7 " + "x" * 100)
    assert kiosk_name() == "PC 7 " + "x" * 59
    other = open_store(tmp_path / "other")
    other.start_session(
        SessionStart(other.add_trainee("Bruno").id, "banco", "practice", "b", "h", "en")
    )
    assert other.sessions()[0].kiosk == kiosk_name()
    other.close()


def test_the_host_name_is_the_one_the_socket_module_gives() -> None:
    import socket

    from kiosk.records.liveness import host_name

    assert host_name() == socket.gethostname()


def test_the_records_are_the_users_alone(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    (tmp_path / DB_FILE).chmod(0o644)
    open_store(tmp_path).close()
    assert (tmp_path / DB_FILE).stat().st_mode & 0o777 == 0o600
