"""Moving a PC's SQLite records into the room's server: merged, verified, harmless to repeat."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import psycopg
import pytest

from kiosk.cli import main
from kiosk.records import SessionStatus
from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from kiosk.records.store import DB_FILE, stored_answer
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam


@pytest.fixture
def pc(tmp_path: Path) -> Path:
    """A PC's records: two trainees (one on the server already), practice, two exams."""
    clock = FakeClock()
    store = open_store(tmp_path, clock=clock)
    anna = store.add_trainee("Anna Beck", "1042")
    store.add_trainee("Dora Vogt")
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    for i in range(3):
        clock.advance(3)
        store.add_answer(
            sid, stored_answer("banco", "banco:5:third=3", "stand", "draw", i == 2, 2000 + i)
        )
    store.end_session(sid, SessionStatus.COMPLETED)
    take_exam(store, clock, anna.id)
    take_exam(store, clock, anna.id, wrong=0)
    store.close()
    return tmp_path


def _migrate(capsys: pytest.CaptureFixture[str], pc: Path, url: str) -> tuple[int, str, str]:
    code = main(["records", "--data-dir", str(pc), "migrate", "--to", url])
    out, err = capsys.readouterr()
    return code, out, err


def test_moving_in_merges_by_badge_and_repeats_harmlessly(
    pc: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    init_server(pg_url)
    kiosk = role_url(pg_url, "kiosk")
    room = PostgresStore(kiosk, kiosk="pc-7")
    room.add_trainee("Anna B.", "1042")  # registered on another kiosk already
    take_exam(room, FakeClock(), room.trainees()[0].id)
    room.close()
    code, out, err = _migrate(capsys, pc, kiosk)
    assert code == 0, err
    assert "Trainees: 1 added, 1 already on the server" in out
    assert "Answers: 22 new of 22" in out and "Exam results: 2 new of 2, not attested" in out
    code, out, _ = _migrate(capsys, pc, kiosk)
    assert code == 0
    assert "Trainees: 0 added, 2 already" in out and "Answers: 0 new of 22" in out
    assert "Sessions: 0 new" in out and "Exam results: 0 new of 2" in out
    room = PostgresStore(role_url(pg_url, "supervisor"), kiosk="office")
    try:
        anna = room.find_trainee("1042")
        assert anna is not None and anna.name == "Anna B."
        assert len(room.answers(trainee_id=anna.id)) == 10 + 22
        assert [r.id for r in room.exam_results(trainee_id=anna.id)] == [1, 2, 3]
        practice = [a for a in room.answers(trainee_id=anna.id) if a.mode == "practice"]
        assert [a.ms for a in practice] == [2000, 2001, 2002]
        memory = room.item_memories(anna.id)[("banco", "banco:5:third=3")]
        assert (memory.reps, memory.lapses) == (3, 2)
        dora = [t for t in room.trainees() if t.name == "Dora Vogt"]
        assert len(dora) == 1 and dora[0].badge is None
    finally:
        room.close()


def test_records_move_only_to_a_records_server(
    pc: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _migrate(capsys, pc, str(pc))
    assert code == 2 and "postgresql://" in err


def test_a_pc_already_pointed_at_the_server_moves_its_own_records(
    pc: Path, pg_url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The room's set-up order: the kiosk's settings name the server first, then it migrates."""
    init_server(pg_url)
    kiosk = role_url(pg_url, "kiosk")
    monkeypatch.setenv("KIOSK_RECORDS", kiosk)
    code, out, err = _migrate(capsys, pc, kiosk)
    assert code == 0, err
    assert "Trainees: 2 added" in out and "Answers: 22 new of 22" in out
    code, _, err = _migrate(capsys, pc / "empty", kiosk)
    assert code == 2 and "no records here" in err and str(pc / "empty") in err
    assert not (pc / "empty").exists()  # nothing made where nothing was


def test_the_practical_sessions_kept_on_a_pc_move_once_and_not_attested(
    pc: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A practical session kept on the PC moves with its trainee, as it was kept; moving again
    adds none, and what one PC kept stays not attested on the server."""
    conn = sqlite3.connect(pc / DB_FILE)
    conn.execute(
        "INSERT INTO practical_sessions (trainee_id, exam_id, ruleset_id, started, ended, coups, "
        "coups_per_hour, seconds_per_settlement, examiners, scores, resolutions, red_lines, "
        "share, attested, kiosk) VALUES (2, 'bern', 'bern', '2026-11-02T09:00:00+00:00', "
        "'2026-11-02T10:00:00+00:00', 30, 55.0, 21.5, '[\"Ruth\"]', '{}', '{}', '[]', 0.8, 1, "
        "'pc-3')"
    )
    conn.commit()
    conn.close()
    init_server(pg_url)
    kiosk = role_url(pg_url, "kiosk")
    room = PostgresStore(kiosk, kiosk="pc-7")
    room.add_trainee("Someone first", "0001")  # the server's ids differ from the PC's
    room.close()
    for _ in range(2):
        code, _, err = _migrate(capsys, pc, kiosk)
        assert code == 0, err
    with psycopg.connect(pg_url) as server:
        rows = server.execute(
            "SELECT t.name, p.coups, p.kiosk, p.attested, p.request FROM practical_sessions p "
            "JOIN trainees t ON t.id = p.trainee_id"
        ).fetchall()
    assert rows == [("Dora Vogt", 30, "pc-3", 0, None)]
