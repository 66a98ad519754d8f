"""The notary's schema on a real PostgreSQL cluster, attacked as each role."""

from __future__ import annotations

from typing import Any

import psycopg
import pytest

from kiosk.cli import main
from kiosk.notary import NotaryError
from kiosk.notary.schema import TABLES, init_server
from kiosk.records.server import init_server as init_records
from tests.notary.conftest import Room
from tests.pgserver import Cluster

#: A column of each table, for an UPDATE that changes nothing but is still refused.
COLUMN = {
    "schema_version": "version",
    "seals": "payload",
    "definitions": "content",
    "exam_requests": "code",
    "attempts": "seed",
    "answers": "given",
    "end_requests": "how",
    "decision_requests": "reason",
    "replies": "refused",
    "practical_requests": "session",
}
ROLES = ("kiosk_a", "supervisor", "hr", "notary")


def _scene(room: Room) -> dict[str, int]:
    """One registered exam, and an attempt of kiosk_a started by the notary."""
    with room.connect("notary") as notary:
        notary.execute(
            "INSERT INTO notary.seals VALUES (1, 'registered', '\\x00', 'h1'),"
            " (2, 'started', '\\x00', 'h2')"
        )
        notary.execute(
            "INSERT INTO notary.definitions VALUES ('exam-hash', 'exam', 'bern', 'content', 1)"
        )
    with room.connect("kiosk_a") as kiosk:
        row = kiosk.execute(
            "SELECT notary.request_exam(7, 'exam-hash', 'Anna Muster', '123456')"
        ).fetchone()
    assert row is not None
    request = int(row[0])
    with room.connect("notary") as notary:
        notary.execute(
            "INSERT INTO notary.attempts VALUES (%s, 'kiosk_a', 7, 'exam-hash', 'seed',"
            " 'Anna Muster', 2, now() + interval '1 hour')",
            (request,),
        )
    return {"attempt": request}


def _refused(room: Room, role: str, sql: str, params: tuple[Any, ...] = ()) -> None:
    with (
        room.connect(role) as conn,
        pytest.raises((psycopg.errors.InsufficientPrivilege, psycopg.errors.CheckViolation)),
    ):
        conn.execute(sql, params)


def test_every_object_belongs_to_an_owner_no_one_logs_in_as(room: Room) -> None:
    with room.connect("postgres") as conn:
        owners = conn.execute(
            "SELECT DISTINCT pg_get_userbyid(relowner) FROM pg_class c"
            " JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = 'notary'"
            " UNION SELECT DISTINCT pg_get_userbyid(proowner) FROM pg_proc p"
            " JOIN pg_namespace n ON n.oid = p.pronamespace WHERE nspname = 'notary'"
            " UNION SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'notary'"
        ).fetchall()
        assert owners == [("notary_owner",)]
        login = conn.execute("SELECT rolcanlogin FROM pg_roles WHERE rolname = 'notary_owner'")
        assert login.fetchone() == (False,)


def test_every_function_sets_its_search_path_and_public_may_run_none(room: Room) -> None:
    with room.connect("postgres") as conn:
        conn.execute("CREATE ROLE intruder LOGIN")
        functions = conn.execute(
            "SELECT proname, prosecdef, proconfig, has_function_privilege('intruder', p.oid,"
            " 'EXECUTE') FROM pg_proc p"
            " JOIN pg_namespace n ON n.oid = p.pronamespace WHERE nspname = 'notary'"
        ).fetchall()
    assert len(functions) == 6
    for name, definer, config, anyone_may_run in functions:
        assert definer, name
        assert any(c.startswith("search_path=pg_catalog") for c in config), name
        assert not anyone_may_run, name
    try:
        _refused(room, "intruder", "SELECT notary.request_exam(1, 'exam-hash', 'a', '123456')")
        _refused(room, "intruder", "SELECT * FROM notary.seals")
    finally:
        room.cluster.admin("DROP ROLE intruder")


@pytest.mark.parametrize("role", ROLES)
def test_no_role_changes_or_deletes_a_row(room: Room, role: str) -> None:
    _scene(room)
    for table in TABLES:
        column = COLUMN[table]
        _refused(room, role, f"UPDATE notary.{table} SET {column} = {column}")
        _refused(room, role, f"DELETE FROM notary.{table}")
        _refused(room, role, f"TRUNCATE notary.{table}")


@pytest.mark.parametrize("role", ("kiosk_a", "supervisor", "hr"))
def test_only_the_notary_writes_seals_attempts_and_replies(room: Room, role: str) -> None:
    _scene(room)
    _refused(room, role, "INSERT INTO notary.seals VALUES (3, 'forged', '\\x00', 'h3')")
    _refused(
        room,
        role,
        "INSERT INTO notary.attempts VALUES (99, 'kiosk_a', 7, 'exam-hash', 's', 'x', 1, now())",
    )
    _refused(room, role, "INSERT INTO notary.replies VALUES ('exam', 1, 1, NULL)")
    _refused(room, role, "INSERT INTO notary.definitions VALUES ('h', 'exam', 'x', 'y', 1)")
    _refused(room, role, "CREATE TABLE notary.mine (x INTEGER)")
    _refused(room, role, "SELECT code FROM notary.exam_requests")
    _refused(room, role, "SELECT code FROM notary.practical_requests")
    _refused(room, role, "SELECT second_code FROM notary.practical_requests")


def test_supervisor_and_hr_cannot_ask_for_an_exam_nor_the_kiosk_decide(room: Room) -> None:
    scene = _scene(room)
    for role in ("supervisor", "hr"):
        _refused(room, role, "SELECT notary.request_exam(7, 'exam-hash', 'Anna', '123456')")
        _refused(room, role, "SELECT notary.record_answer(%s, 0, 'a', 'b')", (scene["attempt"],))
    for role in ("kiosk_a", "hr"):
        _refused(
            room,
            role,
            "SELECT notary.request_decision(%s, 'void', 'why', 'Anna', '123456')",
            (scene["attempt"],),
        )
    with room.connect("supervisor") as conn:
        conn.execute(
            "SELECT notary.request_decision(%s, 'void', 'wrong candidate', 'Anna', '123456')",
            (scene["attempt"],),
        )
        rows = conn.execute("SELECT decision, reason, asked_by FROM notary.decision_requests")
        assert rows.fetchall() == [("void", "wrong candidate", "supervisor")]
    _refused(room, "supervisor", "SELECT code FROM notary.decision_requests")


def test_a_kiosk_sees_and_writes_only_its_own_attempt(room: Room) -> None:
    attempt = _scene(room)["attempt"]
    with room.connect("kiosk_a") as conn:
        conn.execute("SELECT notary.record_answer(%s, 0, 'B 7', 'banco')", (attempt,))
        assert conn.execute("SELECT count(*) FROM notary.attempts").fetchone() == (1,)
    with room.connect("kiosk_b") as conn:
        assert conn.execute("SELECT count(*) FROM notary.attempts").fetchone() == (0,)
        assert conn.execute("SELECT count(*) FROM notary.answers").fetchone() == (0,)
    _refused(room, "kiosk_b", "SELECT notary.record_answer(%s, 1, 'x', 'y')", (attempt,))
    _refused(room, "kiosk_b", "SELECT notary.request_end(%s, 'abandoned')", (attempt,))


def test_no_answer_after_the_end_is_asked_for_and_none_twice(room: Room) -> None:
    attempt = _scene(room)["attempt"]
    with room.connect("kiosk_a") as conn:
        conn.execute("SELECT notary.record_answer(%s, 0, 'B 7', 'banco')", (attempt,))
        with pytest.raises(psycopg.errors.UniqueViolation):
            conn.execute("SELECT notary.record_answer(%s, 0, 'B 7', 'punto')", (attempt,))
        conn.execute("SELECT notary.request_end(%s, 'handed-in')", (attempt,))
    _refused(room, "kiosk_a", "SELECT notary.record_answer(%s, 1, 'x', 'y')", (attempt,))
    with room.connect("notary") as conn:
        timed = conn.execute(
            "SELECT pg_xact_commit_timestamp(xmin) IS NOT NULL FROM notary.answers"
        ).fetchall()
    assert timed == [(True,)]


def test_an_exam_request_names_a_registered_exam_and_six_digits(room: Room) -> None:
    _scene(room)
    _refused(room, "kiosk_a", "SELECT notary.request_exam(7, 'forged-hash', 'Anna', '123456')")
    _refused(room, "kiosk_a", "SELECT notary.request_exam(7, 'exam-hash', 'Anna', '12345')")
    with room.connect("kiosk_a") as conn:
        conn.execute("SELECT notary.request_exam(8, 'exam-hash', 'Anna', '654321')")
    with room.connect("notary") as conn:
        rows = conn.execute("SELECT kiosk, trainee_id FROM notary.exam_requests ORDER BY id")
        assert rows.fetchall() == [("kiosk_a", 7), ("kiosk_a", 8)]


def test_init_server_again_changes_nothing_and_needs_a_superuser(
    room: Room, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["notary", "init-server", room.url()]) == 0
    assert "version 3 (was 3)" in capsys.readouterr().out
    with room.connect("notary") as conn, pytest.raises(NotaryError, match="superuser"):
        init_server(conn)


def test_init_server_says_when_it_cannot_connect(capsys: pytest.CaptureFixture[str]) -> None:
    url = "postgresql://notary:secret-word@127.0.0.1:1/kiosk"
    assert main(["notary", "init-server", url]) == 1
    err = capsys.readouterr().err
    assert "cannot connect" in err and "secret-word" not in err


def test_a_kiosk_writes_nothing_oversized(room: Room) -> None:
    attempt = _scene(room)["attempt"]
    for item, shown, given in ((10_001, "k", "[]"), (0, "k" * 201, "[]"), (0, "k", "x" * 20_001)):
        _refused(
            room,
            "kiosk_a",
            "SELECT notary.record_answer(%s, %s, %s, %s)",
            (attempt, item, shown, given),
        )
    _refused(
        room, "kiosk_a", "SELECT notary.request_exam(7, 'exam-hash', %s, '123456')", ("x" * 81,)
    )


def test_a_version_1_server_is_taken_to_version_2_and_3(notary_cluster: Cluster) -> None:
    notary_cluster.admin("CREATE DATABASE notary_upgrade")
    room = Room(notary_cluster, "notary_upgrade")
    try:
        init_records(room.url())
        with room.connect("postgres") as conn:
            assert init_server(conn, target=1) == (0, 1)
            assert conn.execute("SELECT to_regclass('notary.practical_requests')").fetchone() == (
                None,
            )
            assert init_server(conn, target=2) == (1, 2)
            assert init_server(conn) == (2, 3)
            assert init_server(conn) == (3, 3)  # again: nothing to change
            conn.execute("GRANT kiosk TO kiosk_a")
            conn.execute("GRANT CONNECT ON DATABASE notary_upgrade TO kiosk_a")
        with room.connect("kiosk_a") as conn, pytest.raises(psycopg.errors.CheckViolation):
            conn.execute("SELECT notary.request_practical(7, 'no-exam', '{}', 'Anna', '123456')")
        for second, typed in (("Bea", "12345"), ("Anna", "654321")):  # a short code; one person
            with room.connect("postgres") as conn:
                conn.execute(
                    "INSERT INTO notary.seals VALUES (1, 'r', '\\x00', 'h1') ON CONFLICT DO NOTHING"
                )
                conn.execute(
                    "INSERT INTO notary.definitions VALUES ('exam-hash', 'exam', 'bern', 'c', 1)"
                    " ON CONFLICT DO NOTHING"
                )
            with room.connect("kiosk_a") as conn, pytest.raises(psycopg.errors.CheckViolation):
                conn.execute(
                    "SELECT notary.request_practical(7, 'exam-hash', '{}', 'Anna', '123456',"
                    " %s, %s)",
                    (second, typed),
                )
        with (
            room.connect("supervisor") as conn,
            pytest.raises(psycopg.errors.InsufficientPrivilege),
        ):
            conn.execute("SELECT second_code FROM notary.practical_requests")
    finally:
        notary_cluster.admin("DROP DATABASE notary_upgrade WITH (FORCE)")
