"""The room's records server: roles and what the database itself refuses them."""

from __future__ import annotations

import stat
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from kiosk.cli import main
from kiosk.records import RecordsError
from kiosk.records.migrations import LATEST
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam


@pytest.fixture
def server(pg_url: str) -> str:
    init_server(pg_url)
    return pg_url


@pytest.fixture
def kiosk(server: str, clock: FakeClock) -> Iterator[PostgresStore]:
    store = PostgresStore(role_url(server, "kiosk"), clock=clock, kiosk="pc-3")
    yield store
    store.close()


def _as(url: str, role: str) -> psycopg.Connection:
    return psycopg.connect(role_url(url, role), autocommit=True)


def test_a_kiosk_records_a_whole_exam_through_its_role(
    kiosk: PostgresStore, clock: FakeClock
) -> None:
    anna = kiosk.add_trainee("Anna", "1042")
    first = take_exam(kiosk, clock, anna.id)
    second = take_exam(kiosk, clock, anna.id, wrong=0)
    assert (first.id, second.id) == (1, 2)
    assert len(kiosk.answers(trainee_id=anna.id)) == 19
    assert kiosk.item_memories(anna.id)
    assert {s.status.value for s in kiosk.sessions()} == {"completed"}
    with pytest.raises(RecordsError, match="supervisor"):
        kiosk.set_trainee_active(anna.id, False)


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE answers SET correct = 1",
        "DELETE FROM answers",
        "UPDATE exam_results SET passed = 1",
        "DELETE FROM exam_results",
        "TRUNCATE exam_results",
        "UPDATE trainees SET name = 'Someone else'",
        "UPDATE trainees SET active = 0",
        "DELETE FROM trainees",
        "UPDATE sessions SET status = 'completed'",
        "DELETE FROM item_memory",
        "UPDATE item_memory SET lapses = 0",
        "DROP TABLE exam_results",
        "DROP TRIGGER exam_results_no_change ON exam_results",
        "ALTER TABLE answers DISABLE TRIGGER answers_no_change",
        "CREATE TABLE mine (x INTEGER)",
        "INSERT INTO exam_results (id, trainee_id, session_id, exam_id, exam_name, ruleset_id, "
        "ruleset_hash, language, started, finished, correct, total, pass_mark, passed, "
        "time_limit_s, timed_out, red_line_failures, breakdown) "
        "SELECT id + 100, trainee_id, session_id, exam_id, exam_name, ruleset_id, ruleset_hash, "
        "language, started, finished, total, total, pass_mark, 1, time_limit_s, timed_out, "
        "'[]', breakdown FROM exam_results",
    ],
)
def test_the_kiosk_role_may_not_change_what_is_recorded(
    kiosk: PostgresStore, clock: FakeClock, server: str, sql: str
) -> None:
    anna = kiosk.add_trainee("Anna", "1042")
    take_exam(kiosk, clock, anna.id)
    with _as(server, "kiosk") as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute(sql)
    assert [r.draft.passed for r in kiosk.exam_results()] == [False]
    assert len(kiosk.answers()) == 10 and kiosk.trainee(anna.id) == anna


def test_a_session_has_one_result_whatever_a_kiosk_sends_again(
    kiosk: PostgresStore, clock: FakeClock, server: str
) -> None:
    anna = kiosk.add_trainee("Anna", "1042")
    result = take_exam(kiosk, clock, anna.id)
    args = [anna.id, result.draft.session_id, "bern", "B", "bern", "f00d", "en", "t", "t"]
    args += [10, 10, "0.9", 1, 1500, 0, "[]", "[]"]  # the same session, now "passed"
    with _as(server, "kiosk") as conn:
        row = conn.execute("SELECT kiosk_seal_result(" + ", ".join(["%s"] * 17) + ")", args)
        assert row.fetchone() == (result.id,)
    assert [(r.id, r.draft.passed) for r in kiosk.exam_results()] == [(1, False)]


@pytest.mark.parametrize("role", ["kiosk", "supervisor"])
@pytest.mark.parametrize(
    "sql",
    [
        "INSERT INTO seals (kind, attempt_id, payload, hash, key_id, signature, code) "
        "VALUES ('result', 1, '{}', 'h', 'k', 's', 'c')",
        "INSERT INTO attempts (trainee_id, session_id, exam_id, started, status, reason, owner) "
        "VALUES (1, 1, 'bern', 't', 'open', '', 'me')",
        "UPDATE attempts SET status = 'passed', reason = '', result_id = NULL",
        "DELETE FROM attempts",
        "INSERT INTO voided_results (result_id, reason, voided, kiosk) VALUES (1, 'x', 't', 'k')",
    ],
)
def test_no_kiosk_or_supervisor_writes_the_seals_or_attempts_of_old_exams(
    kiosk: PostgresStore, clock: FakeClock, server: str, role: str, sql: str
) -> None:
    """The notary seals every exam and every void (docs/notary.md): the tables of the seals made
    before it are read only, and no role records a void itself, also on a server set up before
    (the grants it had are revoked by a migration)."""
    with psycopg.connect(server, autocommit=True) as conn:  # as a server set up before had them
        conn.execute("GRANT INSERT ON attempts, seals TO kiosk, supervisor")
        conn.execute("GRANT UPDATE (status, reason, result_id) ON attempts TO kiosk, supervisor")
        conn.execute("GRANT INSERT ON voided_results TO supervisor")
        conn.execute("DROP TABLE practical_marks")  # version 11 came after
        conn.execute("ALTER TABLE practical_sessions DROP COLUMN request")
        conn.execute("UPDATE schema_version SET version = 8")  # before the revoke
    init_server(server)  # the administrator's upgrade: the migration and the grants
    anna = kiosk.add_trainee("Anna", "1042")
    take_exam(kiosk, clock, anna.id)
    with _as(server, role) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute(sql)


def test_the_owner_too_meets_the_triggers(pg_url: str, server: str) -> None:
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO trainees (name, badge, active, created) VALUES ('A', '1', 1, 'x')"
        )
        for sql in ("DELETE FROM trainees", "UPDATE trainees SET badge = '2'"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
                conn.execute(sql)


def test_supervisor_archives_and_reads_hr_reads_results(
    kiosk: PostgresStore, clock: FakeClock, server: str
) -> None:
    anna = kiosk.add_trainee("Anna", "1042")
    take_exam(kiosk, clock, anna.id)
    supervisor = PostgresStore(role_url(server, "supervisor"), kiosk="office")
    try:
        supervisor.set_trainee_active(anna.id, False)
        assert supervisor.trainees() == [] and len(supervisor.answers()) == 10
        for badge in (None, "2077"):  # a refusal, not a badge said to be taken
            with pytest.raises(RecordsError, match="may not register a trainee"):
                supervisor.add_trainee("Bruno", badge)
    finally:
        supervisor.close()
    with _as(server, "hr") as conn:
        assert conn.execute("SELECT count(*) FROM exam_results").fetchone() == (1,)
        assert conn.execute("SELECT name FROM trainees").fetchone() == ("Anna",)
        for sql in (
            "SELECT * FROM answers",
            "INSERT INTO trainees (name, created) VALUES ('x', 'y')",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
        for fn in ("kiosk_end_session(1, 'completed', 'x')", "kiosk_abandon_sessions('pc-3')"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(f"SELECT {fn}")


def test_init_server_twice_and_passwords(
    pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["records", "init-server", pg_url, "--passwords", str(tmp_path / "pw")]) == 0
    out = capsys.readouterr().out
    assert f"records: {role_url(pg_url, 'kiosk')}" in out
    assert f"records_passfile: {tmp_path / 'pw' / 'kiosk.pgpass'}" in out
    line = (tmp_path / "pw" / "kiosk.pgpass").read_text(encoding="utf-8").strip()
    host, port, database, role, password = line.split(":")
    assert (role, database, len(password) >= 24) == ("kiosk", pg_url.rsplit("/", 1)[1], True)
    assert (host, port) == ("*", "*")  # the kiosks name the server in their own settings
    assert stat.S_IMODE((tmp_path / "pw" / "kiosk.pgpass").stat().st_mode) == 0o600
    assert password not in out
    assert main(["records", "init-server", pg_url]) == 0
    assert f"schema version {LATEST} (was {LATEST})" in capsys.readouterr().out


def test_a_kiosk_on_an_empty_server_is_told_to_run_init_server(
    pg_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    init_server(pg_url.rsplit("/", 1)[0] + "/postgres")  # the roles exist, this database is bare
    code = main(
        ["records", "--data-dir", str(tmp_path), "--records", role_url(pg_url, "kiosk"), "trainees"]
    )
    err = capsys.readouterr().err
    assert code == 2 and "init-server" in err and "Traceback" not in err
    assert main(["records", "init-server", "mysql://x"]) == 2


def test_groups_are_the_supervisors(kiosk: PostgresStore, server: str) -> None:
    from datetime import date

    anna = kiosk.add_trainee("Anna", "1042")
    with pytest.raises(RecordsError, match="supervisor"):
        kiosk.add_group("Spring", date(2026, 3, 2))
    supervisor = PostgresStore(role_url(server, "supervisor"), kiosk="office")
    try:
        spring = supervisor.add_group("Spring", date(2026, 3, 2))
        supervisor.set_member(spring.id, anna.id)
    finally:
        supervisor.close()
    with pytest.raises(RecordsError, match="supervisor"):
        kiosk.set_member(spring.id, anna.id, member=False)
    with pytest.raises(RecordsError, match="supervisor"):
        kiosk.rename_group(spring.id, "Autumn")
    assert kiosk.group_members(spring.id) == [anna]
    supervisor = PostgresStore(role_url(server, "supervisor"), kiosk="office")
    try:
        assert supervisor.rename_group(spring.id, "Spring B").name == "Spring B"
    finally:
        supervisor.close()


def test_answers_are_counted_per_day_for_the_kiosk_role_which_cannot_touch_the_counts(
    kiosk: PostgresStore, clock: FakeClock, server: str
) -> None:
    anna = kiosk.add_trainee("Anna", "1042")
    take_exam(kiosk, clock, anna.id)
    (line,) = kiosk.room_summary()
    assert [(d.correct, d.total) for d in line.trend] == [(9, 10)]
    with _as(server, "kiosk") as conn:
        for sql in (
            "UPDATE answer_days SET correct = answers",
            "INSERT INTO answer_days VALUES (1, '2026-01-01', 'banco', 5, 5, 0, 'x')",
            "DELETE FROM answer_days",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
    with _as(server, "hr") as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("SELECT * FROM answer_days")


@pytest.mark.parametrize("role", ["kiosk", "supervisor"])
def test_no_role_voids_a_result_on_a_server(
    kiosk: PostgresStore, clock: FakeClock, server: str, role: str
) -> None:
    """On a room the notary seals an examiner's void; no kiosk or supervisor records one."""
    anna = kiosk.add_trainee("Anna", "1042")
    result = take_exam(kiosk, clock, anna.id)
    store = PostgresStore(role_url(server, role), kiosk="office")
    try:
        with pytest.raises(RecordsError, match="notary seals every void"):
            store.void_result(result.id, "fire alarm")
    finally:
        store.close()
    assert kiosk.voided() == {}
    with _as(server, "hr") as conn:
        assert conn.execute("SELECT count(*) FROM voided_results").fetchone() == (0,)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO voided_results VALUES (1, 'x', 'y', 'z')")


def test_the_supervisor_renames_a_group_and_a_kiosk_may_not(
    kiosk: PostgresStore, server: str
) -> None:
    from datetime import date

    supervisor = PostgresStore(role_url(server, "supervisor"), kiosk="office")
    try:
        spring = supervisor.add_group("Spring", date(2026, 3, 2))
        with pytest.raises(RecordsError, match="supervisor"):
            kiosk.rename_group(spring.id, "Spring intake")
        assert supervisor.rename_group(spring.id, "Spring intake").name == "Spring intake"
    finally:
        supervisor.close()
    assert [g.name for g in kiosk.groups()] == ["Spring intake"]
    with _as(server, "supervisor") as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("UPDATE trainee_groups SET started = '2020-01-01'")
