"""The schema migrates from every earlier version, keeping what was recorded."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import psycopg
import pytest

from kiosk.records.engine import PostgresDatabase
from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.migrations import LATEST, migrate, schema_version
from kiosk.records.model import RecordsError
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server
from kiosk.records.store import DB_FILE, stored_answer
from tests.pgserver import Cluster

#: Data as each version stored it: inserted right after migrating to that version.
SAMPLE_V1 = [
    "INSERT INTO trainees (id, name, badge, active, created) "
    "VALUES (1, 'Anna', '1042', 1, '2026-01-05T09:00:00.000+00:00')",
    "INSERT INTO sessions VALUES (1, 1, 'banco', 'practice', 'bern', 'abc', 'de', "
    "'2026-01-05T09:00:00.000+00:00', NULL, 'open')",
    "INSERT INTO answers (session_id, item_key, expected, given, correct, ms, at) VALUES "
    "(1, 'banco:5:third=3', 'stand', 'draw', 0, 2100, '2026-01-05T09:00:05.000+00:00'), "
    "(1, 'banco:5:third=3', 'stand', 'stand', 1, 1500, '2026-01-05T09:00:15.000+00:00'), "
    "(1, 'banco:3:third=8', 'stand', 'stand', 1, 900, '2026-01-05T09:00:20.000+00:00')",
]


def _database_at(path: Path, version: int) -> None:
    """A database left at `version` by an older kiosk, holding what v1 recorded."""
    conn = sqlite3.connect(path, isolation_level=None)
    if version >= 1:
        migrate(conn, target=1)
        for sql in SAMPLE_V1:
            conn.execute(sql)
    migrate(conn, target=version)
    conn.close()


def test_latest_is_at_least_two() -> None:
    assert LATEST >= 2


@pytest.mark.parametrize("version", range(LATEST + 1))
@pytest.mark.slow
def test_opening_migrates_from(tmp_path: Path, version: int) -> None:
    _database_at(tmp_path / DB_FILE, version)
    store = open_store(tmp_path)
    conn = sqlite3.connect(tmp_path / DB_FILE)
    assert schema_version(conn) == LATEST
    conn.close()
    if version == 0:
        assert store.trainees() == []
        store.close()
        return
    anna = store.find_trainee("1042")
    assert anna is not None and anna.name == "Anna"
    answers = store.answers(trainee_id=anna.id)
    assert [(a.drill, a.item_key, a.correct) for a in answers] == [
        ("banco", "banco:5:third=3", False),
        ("banco", "banco:5:third=3", True),
        ("banco", "banco:3:third=8", True),
    ]
    session = store.session(1)
    assert session is not None and session.status.value == "abandoned"
    memory = store.item_memories(anna.id)[("banco", "banco:5:third=3")]
    assert (memory.reps, memory.lapses, memory.recent) == (2, 1, "01")
    # version 5: the answers already there are counted per day, and new ones as they come
    (line,) = [s for s in store.room_summary() if s.trainee.id == anna.id]
    assert [(d.correct, d.total) for d in line.trend] == [(2, 3)]
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    store.add_answer(sid, stored_answer("banco", "banco:1:stood", "draw", "draw", True, 700))
    (line,) = [s for s in store.room_summary() if s.trainee.id == anna.id]
    assert sum(d.total for d in line.trend) == 4 and sum(d.correct for d in line.trend) == 3
    store.close()


def test_migrating_twice_changes_nothing(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_FILE, isolation_level=None)
    assert migrate(conn) == LATEST
    conn.close()


def test_a_newer_database_is_refused(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_FILE, isolation_level=None)
    conn.execute("UPDATE schema_version SET version = 99")
    with pytest.raises(RuntimeError, match="newer"):
        migrate(conn)
    conn.close()


def test_opening_a_newer_database_says_where_and_what_to_do(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    conn = sqlite3.connect(tmp_path / DB_FILE, isolation_level=None)
    conn.execute("UPDATE schema_version SET version = 99")
    conn.close()
    with pytest.raises(RecordsError) as exc:
        open_store(tmp_path)
    message = str(exc.value)
    assert message.startswith(f"{tmp_path / DB_FILE}: the records database has schema version 99")
    assert "newer kiosk" in message
    with pytest.raises(RecordsError) as exc:
        open_store(tmp_path, read_only=True)  # a reading command alike
    assert str(exc.value) == message


def _pg_schema(url: str) -> list[tuple[object, ...]]:
    """The columns, constraints, indexes, triggers and functions of a server's schema."""
    with psycopg.connect(url) as conn:
        return [
            tuple(row)
            for sql in (
                "SELECT table_name, column_name, data_type, is_nullable, column_default "
                "FROM information_schema.columns WHERE table_schema = 'public'",
                "SELECT conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint "
                "WHERE connamespace = 'public'::regnamespace",
                "SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'",
                "SELECT tgrelid::regclass::text, pg_get_triggerdef(oid) FROM pg_trigger "
                "WHERE NOT tgisinternal",
                "SELECT pg_get_functiondef(oid) FROM pg_proc "
                "WHERE pronamespace = 'public'::regnamespace",
            )
            for row in sorted(conn.execute(sql).fetchall(), key=repr)
        ]


def test_a_server_at_the_oldest_version_upgrades_to_the_schema_of_a_new_one(
    pg_url: str, pg_cluster: Cluster
) -> None:
    db = PostgresDatabase(pg_url)
    migrate(db, target=1)
    for sql in SAMPLE_V1:
        db.execute(sql)
    db.close()
    init_server(pg_url)  # the administrator's upgrade
    pg_cluster.admin("CREATE DATABASE kiosk_new_server")
    try:
        init_server(pg_cluster.url("kiosk_new_server"))
        assert _pg_schema(pg_url) == _pg_schema(pg_cluster.url("kiosk_new_server"))
    finally:
        pg_cluster.admin("DROP DATABASE kiosk_new_server WITH (FORCE)")
    store = PostgresStore(pg_url)
    anna = store.find_trainee("1042")
    assert anna is not None and anna.name == "Anna"
    assert [(a.drill, a.correct) for a in store.answers(trainee_id=anna.id)] == [
        ("banco", False),
        ("banco", True),
        ("banco", True),
    ]
    memory = store.item_memories(anna.id)[("banco", "banco:5:third=3")]
    assert (memory.reps, memory.lapses, memory.recent) == (2, 1, "01")
    (line,) = [s for s in store.room_summary() if s.trainee.id == anna.id]
    assert [(d.correct, d.total) for d in line.trend] == [(2, 3)]
    store.close()
