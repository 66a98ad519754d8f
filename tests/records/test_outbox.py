"""Offline is normal: answers wait in the local outbox and reach the server exactly once."""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import ClassVar

import pytest

from kiosk.cli import main
from kiosk.records import RecordsError, SessionStatus
from kiosk.records.engine import OfflineError
from kiosk.records.history import SessionStart
from kiosk.records.outbox import COURIER_MAX_S, OUTBOX_FILE, OutboxStore
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from kiosk.records.store import SqlStore, stored_answer
from kiosk.ui.app.start import LOG_FILE, keep_log
from kiosk.ui.supervisor.backend import RecordsTrainees
from tests.pgserver import Cluster
from tests.records.conftest import FakeClock
from tests.records.helpers import SlowLink


class Ticks:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def kiosk_url(pg_url: str) -> str:
    init_server(pg_url)
    return role_url(pg_url, "kiosk")


@pytest.fixture
def server(pg_cluster: Cluster) -> Iterator[Cluster]:
    """The test server, started again after a test that stopped it."""
    yield pg_cluster
    pg_cluster.ensure_running()


def _kiosk(url: str, folder: Path, clock: FakeClock, **options: object) -> OutboxStore:
    return OutboxStore(
        lambda: PostgresStore(url, clock=clock, kiosk="pc-3"),
        folder / OUTBOX_FILE,
        clock=clock,
        retry_s=0.0,
        **options,  # type: ignore[arg-type]
    )


def _on_server(url: str) -> SqlStore:
    return PostgresStore(url, kiosk="office")


def test_practice_goes_on_offline_and_arrives_once(
    kiosk_url: str, server: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    store = _kiosk(kiosk_url, tmp_path, clock)
    anna = store.add_trainee("Anna", "1042")
    online = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    for i in range(2):
        clock.advance(2)
        store.add_answer(
            online, stored_answer("banco", f"banco:{i}:stood", "draw", "draw", True, 700 + i)
        )
    server.stop()
    for i in range(2, 5):
        clock.advance(2)
        store.add_answer(
            online, stored_answer("banco", f"banco:{i}:stood", "draw", "stand", False, 700 + i)
        )
    store.end_session(online, SessionStatus.COMPLETED)
    assert not store.online and store.waiting() == 3
    assert store.trainees() == [anna] and store.find_trainee("1042") == anna
    assert RecordsTrainees(store).schedule(anna).cards == {}  # every item new until it is back
    offline = store.start_session(SessionStart(anna.id, "totals", "speed", "bern", "h", "en"))
    assert offline < 0
    for i in range(2):
        clock.advance(2)
        store.add_answer(offline, stored_answer("totals", f"totals:{i}", "7", "7", True, 800 + i))
    store.end_session(offline, SessionStatus.COMPLETED)
    assert store.waiting() == 5
    with pytest.raises(RecordsError, match="starts exams only when"):
        store.start_session(SessionStart(anna.id, "exam:bern", "exam", "bern", "h", "en"))
    with pytest.raises(RecordsError, match="registered when it is back"):
        store.add_trainee("Bruno")
    with pytest.raises(OfflineError):
        store.read(lambda r: r.answers())
    backup = sqlite3.connect(":memory:")
    with closing(sqlite3.connect(tmp_path / OUTBOX_FILE)) as live:
        live.backup(backup)
    server.start()
    assert store.flush() and store.waiting() == 0 and store.online
    store.close()
    # A kiosk killed between the server's commit and the outbox's: it delivers it all again.
    with closing(sqlite3.connect(tmp_path / OUTBOX_FILE)) as live:
        backup.backup(live)
    backup.close()
    again = _kiosk(kiosk_url, tmp_path, clock)
    assert again.waiting() == 5 and again.flush() and again.waiting() == 0
    again.close()
    check = _on_server(role_url(kiosk_url, "supervisor"))
    try:
        answers = check.answers(trainee_id=anna.id)
        assert [a.ms for a in answers] == [700, 701, 702, 703, 704, 800, 801]
        assert [a.correct for a in answers] == [True, True, False, False, False, True, True]
        assert answers[4].at < answers[5].at  # the time each answer was given
        sessions = check.sessions(trainee_id=anna.id)
        assert [(s.drill, s.status) for s in sessions] == [
            ("banco", SessionStatus.COMPLETED),
            ("totals", SessionStatus.COMPLETED),
        ]
        memory = check.item_memories(anna.id)[("banco", "banco:2:stood")]
        assert (memory.reps, memory.lapses) == (1, 1)
    finally:
        check.close()


def test_a_kiosk_started_offline_delivers_when_the_server_returns(
    kiosk_url: str, server: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    first = _kiosk(kiosk_url, tmp_path, clock)
    anna = first.add_trainee("Anna", "1042")
    assert [t.name for t in first.trainees()] == ["Anna"]
    first.close()
    server.stop()
    store = _kiosk(kiosk_url, tmp_path, clock)
    assert not store.online and store.trainees() == [anna]
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    store.add_answer(sid, stored_answer("banco", "banco:5:third=3", "stand", "draw", False, 2100))
    store.close()  # the program ends offline; its session stays open in the outbox
    server.start()
    store = _kiosk(kiosk_url, tmp_path, clock)
    assert store.online and store.waiting() == 1
    store.add_trainee("Bruno", "1077")  # any call delivers what waits first
    assert store.waiting() == 0
    assert [a.given for a in store.read(lambda r: r.answers(trainee_id=anna.id))] == ["draw"]
    store.close()


def test_no_exam_starts_or_waits_on_a_kiosk_while_the_server_is_away(
    kiosk_url: str, server: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    """A certification exam is the notary's: nothing of an exam waits in the outbox, and an exam
    an older kiosk kept there is set aside on delivery, never stored."""
    store = _kiosk(kiosk_url, tmp_path, clock)
    anna = store.add_trainee("Anna", "1042")
    server.stop()
    with pytest.raises(RecordsError, match="starts exams only when it can"):
        store.start_session(SessionStart(anna.id, "exam:bern", "exam", "bern", "f00d", "en"))
    store.outbox.push("seal", "old-1", {"session": "s-1", "draft": {}, "witness": {}})
    server.start()
    assert store.flush()
    ((kind, _, reason),) = store.outbox.rejected()
    assert kind == "seal" and "certification exams are the notary's" in reason
    assert store.read(lambda r: r.exam_results()) == []
    store.close()


def test_an_away_server_is_not_asked_at_every_answer(tmp_path: Path, clock: FakeClock) -> None:
    tries: list[float] = []
    ticks = Ticks()

    def unreachable() -> SqlStore:
        tries.append(ticks.now)
        raise OfflineError("records server cannot be reached")

    store = OutboxStore(unreachable, tmp_path / OUTBOX_FILE, clock=clock, monotonic=ticks)
    for second in range(0, 70, 5):
        ticks.now = float(second)
        store.trainees()
    assert tries == [0.0, 30.0, 60.0]
    store.close()


class LookUps(PostgresStore):
    """The server's store, counting how often a session is looked up by its client id."""

    asked: ClassVar[list[str]] = []

    def session_id(self, uid: str) -> int | None:
        LookUps.asked.append(uid)
        return super().session_id(uid)


def test_answers_delivered_look_their_session_up_once(
    kiosk_url: str, server: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    """Each statement is a round trip the answer waits on: the outbox asks the server for a
    session's id once, not at every answer it delivers (again after the server was away)."""
    LookUps.asked = []
    store = OutboxStore(
        lambda: LookUps(kiosk_url, clock=clock, kiosk="pc-3"),
        tmp_path / OUTBOX_FILE,
        clock=clock,
        retry_s=0.0,
    )
    anna = store.add_trainee("Anna", "1042")
    session = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    for round_ in range(2):
        server.stop()
        for i in range(4):
            clock.advance(2)
            store.add_answer(
                session, stored_answer("banco", f"banco:{i}:stood", "draw", "draw", True, 700)
            )
        server.start()
        assert store.flush() and store.waiting() == 0
        assert LookUps.asked == [store.session_uid(session)] * (round_ + 1)
    store.close()
    check = _on_server(role_url(kiosk_url, "supervisor"))
    try:
        assert len(check.answers(trainee_id=anna.id)) == 8
    finally:
        check.close()


def test_a_write_the_server_refuses_is_set_aside(
    kiosk_url: str, server: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    store = _kiosk(kiosk_url, tmp_path, clock)
    anna = store.add_trainee("Anna", "1042")
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    server.stop()
    store.add_answer(sid, stored_answer("banco", "banco:1:stood", "draw", "draw", True, 700))
    store.outbox.push("answer", "forged", {"session": "no-such-session", "item_key": "x"})
    # an entry edited by hand: its session is real, its fields are not all there
    store.outbox.push("answer", "cut", {"session": store.session_uid(sid), "item_key": "x"})
    store.outbox.push("attempt", "unsigned", {"session": store.session_uid(sid)})
    store.add_answer(sid, stored_answer("banco", "banco:2:stood", "draw", "draw", True, 701))
    server.start()
    assert store.flush() and store.waiting() == 0
    assert [a.ms for a in store.read(lambda r: r.answers())] == [700, 701]
    rejected = store.outbox.rejected()
    assert [(kind, uid) for kind, uid, _ in rejected] == [
        ("answer", "forged"),
        ("answer", "cut"),
        ("attempt", "unsigned"),
    ]
    assert "not well formed" in rejected[1][2] and "the notary's" in rejected[2][2]
    store.close()


def test_an_exam_outlives_a_server_restart_with_answers_given_meanwhile(
    kiosk_url: str, server: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    from datetime import timedelta

    from kiosk.records.history import DrillScore, ExamDraft

    store = _kiosk(kiosk_url, tmp_path, clock)
    anna = store.add_trainee("Anna", "1042")
    started = clock.now
    sid = store.start_session(SessionStart(anna.id, "exam:bern", "exam", "bern", "f00d", "en"))
    for i in range(10):
        if i == 3:
            server.stop()
        if i == 7:
            server.start()
        clock.advance(2)
        store.add_answer(
            sid, stored_answer("banco", f"banco:{i % 8}:stood", "draw", "draw", True, 1000 + i)
        )
    store.end_session(sid, SessionStatus.COMPLETED)
    draft = ExamDraft(
        trainee_id=anna.id,
        session_id=sid,
        exam_id="bern",
        exam_name="Bern certification",
        ruleset_id="bern",
        ruleset_hash="f00d",
        language="en",
        started=started,
        finished=started + timedelta(seconds=21),
        correct=10,
        total=10,
        pass_mark=0.9,
        passed=True,
        time_limit_s=1500,
        timed_out=False,
        red_line_failures=(),
        breakdown=(DrillScore("banco", 10, 10),),
    )
    result = store.append_exam_result(draft)
    assert store.waiting() == 0
    assert [a.ms for a in store.read(lambda r: r.answers(session_id=sid))] == [
        1000 + i for i in range(10)
    ]
    assert result.id == 1 and store.read(lambda r: r.exam_results()) == [result]
    [session] = store.read(lambda r: r.sessions(trainee_id=anna.id))
    assert session.status is SessionStatus.COMPLETED
    store.close()


FAULTS = {
    "disk full": "disk_full",
    "read-only standby after a fail-over": "read_only_sql_transaction",
    "statement timeout": "query_canceled",
    "out of memory": "out_of_memory",
}


@pytest.mark.parametrize(
    "fault",  # one fault in the fast loop; the others alike, in the full suite
    [f if f == "disk full" else pytest.param(f, marks=pytest.mark.slow) for f in FAULTS],
)
def test_a_server_that_cannot_store_keeps_every_answer_on_the_kiosk(
    fault: str, pg_url: str, tmp_path: Path, clock: FakeClock
) -> None:
    """The server answers but cannot store (the error it sends is raised by a trigger, as the
    fault itself would): answers 51–300 and a session started meanwhile wait in the outbox and
    arrive once, in order, when the server stores again."""
    init_server(pg_url)
    admin = PostgresStore(pg_url, kiosk="admin")
    admin.db.script(
        "CREATE TABLE fault (on_ BOOLEAN NOT NULL);"
        "INSERT INTO fault VALUES (false);"
        "CREATE FUNCTION fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        "IF (SELECT on_ FROM fault) THEN "
        f"RAISE EXCEPTION 'injected: {fault}' USING ERRCODE = '{FAULTS[fault]}'; END IF; "
        "RETURN NEW; END $$;"
        "CREATE TRIGGER fail_answers BEFORE INSERT ON answers FOR EACH ROW EXECUTE FUNCTION fail();"
        "CREATE TRIGGER fail_sessions BEFORE INSERT ON sessions "
        "FOR EACH ROW EXECUTE FUNCTION fail();"
        "GRANT SELECT ON fault TO kiosk;"
    )
    ticks = Ticks()
    url = role_url(pg_url, "kiosk")
    store = OutboxStore(
        lambda: PostgresStore(url, clock=clock, kiosk="pc-3"),
        tmp_path / OUTBOX_FILE,
        clock=clock,
        monotonic=ticks,
    )
    anna = store.add_trainee("Anna", "1042")
    first = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))

    def answer(session: int, i: int) -> None:
        clock.advance(2)
        key = f"banco:{i % 7}:stood"
        store.add_answer(session, stored_answer("banco", key, "draw", "draw", True, 700 + i))

    for i in range(50):
        answer(first, i)
    admin.db.script("UPDATE fault SET on_ = true")
    for i in range(50, 300):
        answer(first, i)  # nothing raised: the screen goes on
    store.end_session(first, SessionStatus.COMPLETED)
    second = store.start_session(SessionStart(anna.id, "totals", "practice", "bern", "h", "en"))
    answer(second, 300)
    assert store.waiting() == 251 and not store.outbox.rejected()
    assert not store.online  # the banner says so
    admin.db.script("UPDATE fault SET on_ = false")
    ticks.now += store.retry_s
    assert store.flush() and store.waiting() == 0 and not store.outbox.rejected()
    stored = admin.answers(trainee_id=anna.id)
    assert len(stored) == 301
    assert [a.ms for a in stored] == [700 + i for i in range(301)]
    assert sum(m.reps for m in admin.item_memories(anna.id).values()) == 301
    admin.close()
    store.close()


def test_an_answer_the_server_refuses_for_good_is_set_aside_not_raised(
    pg_url: str, tmp_path: Path, clock: FakeClock
) -> None:
    init_server(pg_url)
    admin = PostgresStore(pg_url, kiosk="admin")
    admin.db.script(
        "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        "IF NEW.item_key = 'banco:3:stood' THEN "
        "RAISE EXCEPTION 'no such cell' USING ERRCODE = 'check_violation'; END IF; "
        "RETURN NEW; END $$;"
        "CREATE TRIGGER refuse BEFORE INSERT ON answers FOR EACH ROW EXECUTE FUNCTION refuse();"
    )
    store = _kiosk(role_url(pg_url, "kiosk"), tmp_path, clock)
    anna = store.add_trainee("Anna", "1042")
    session = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    for i in range(6):
        clock.advance(2)
        store.add_answer(
            session, stored_answer("banco", f"banco:{i}:stood", "draw", "draw", True, 700 + i)
        )
    assert store.online and store.waiting() == 0
    [(kind, _uid, reason)] = store.outbox.rejected()
    assert kind == "answer" and "no such cell" in reason
    assert [a.item_key for a in admin.answers(trainee_id=anna.id)] == [
        f"banco:{i}:stood" for i in (0, 1, 2, 4, 5)
    ]
    admin.close()
    store.close()


def _until(done: Callable[[], bool], seconds: float) -> float:
    """Seconds until `done()` held (polled), failing after `seconds`."""
    start = time.monotonic()
    while not done():
        assert time.monotonic() - start < seconds, "not within the time allowed"
        time.sleep(0.02)
    return time.monotonic() - start


@pytest.mark.slow
def test_practice_never_waits_on_a_server_half_a_second_away(
    pg_url: str, pg_cluster: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    init_server(pg_url)
    with SlowLink(pg_cluster.port, 0.25) as link:
        far = role_url(pg_url, "kiosk").replace(f":{pg_cluster.port}/", f":{link.port}/")
        store = OutboxStore(
            lambda: PostgresStore(far, clock=clock, kiosk="pc-3"),
            tmp_path / OUTBOX_FILE,
            clock=clock,
            courier=True,
        )
        anna = store.add_trainee("Anna", "1042")
        slowest = 0.0
        started = time.perf_counter()
        session = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
        slowest = time.perf_counter() - started
        for i in range(6):
            clock.advance(2)
            answer = stored_answer("banco", f"banco:{i % 7}:stood", "draw", "draw", True, 700 + i)
            started = time.perf_counter()
            store.add_answer(session, answer)
            slowest = max(slowest, time.perf_counter() - started)
        started = time.perf_counter()
        store.end_session(session, SessionStatus.COMPLETED)
        slowest = max(slowest, time.perf_counter() - started)
        assert slowest < 0.25  # one round trip to this server takes 0.5 s
        _until(lambda: store.waiting() == 0 and store.outbox.count() == 0, 120)
        store.close()
    office = _on_server(pg_url)
    assert [a.ms for a in office.answers(trainee_id=anna.id)] == [700 + i for i in range(6)]
    [info] = office.sessions(trainee_id=anna.id)
    assert info.status is SessionStatus.COMPLETED
    office.close()


@pytest.mark.slow  # the courier's longest back-off waited out, three times
def test_the_outbox_drains_within_seconds_of_the_servers_return(
    kiosk_url: str, server: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    """… and the kiosk's log tells IT when it was lost, when it came back and what arrived,
    without the password of the records URL."""
    keep_log(tmp_path)
    url = kiosk_url.replace("kiosk@", "kiosk:hunter2@")  # the test server does not ask for it
    store = OutboxStore(
        lambda: PostgresStore(url, clock=clock, kiosk="pc-3", connect_timeout=2),
        tmp_path / OUTBOX_FILE,
        clock=clock,
        courier=True,
    )
    anna = store.add_trainee("Anna", "1042")
    session = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    server.stop()
    for i in range(5):
        clock.advance(2)
        answer = stored_answer("banco", f"banco:{i}:stood", "draw", "draw", True, 700 + i)
        store.add_answer(session, answer)
    _until(lambda: not store.online, 30)
    assert store.offline_waiting() == 5
    time.sleep(3 * COURIER_MAX_S)  # the back-off at its longest
    server.start()
    back = _until(lambda: store.offline_waiting() is None, 30)
    print(f"drained {back:.2f} s after the server's return")
    assert back < 4 * COURIER_MAX_S  # within COURIER_MAX_S on an idle machine
    assert store.waiting() == 0
    store.close()
    log = (tmp_path / LOG_FILE).read_text(encoding="utf-8")
    lost = log.index("records server lost")
    reached = log.index("records server reached", lost)
    # "delivered N outbox entries", not "the outbox could not be delivered" while it was away
    delivered = re.compile(r"delivered \d+ outbox entries").search(log, lost)
    assert delivered is not None and lost < reached < delivered.start()
    assert "hunter2" not in log


def test_the_room_status_lists_each_kiosk_with_its_outbox(
    pg_url: str, tmp_path: Path, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    init_server(pg_url)
    url = role_url(pg_url, "kiosk")
    kiosks = [
        OutboxStore(
            lambda name=name: PostgresStore(url, clock=clock, kiosk=name),  # type: ignore[misc]
            tmp_path / name / OUTBOX_FILE,
            clock=clock,
            courier=True,
        )
        for name in ("pc-1", "pc-2")
    ]
    office = _on_server(role_url(pg_url, "supervisor"))
    _until(lambda: len(office.kiosk_contacts()) == 2, 60)
    office.close()
    for kiosk in kiosks:
        kiosk.close()
    supervisor = role_url(pg_url, "supervisor")
    code = main(["records", "--data-dir", str(tmp_path), "--records", supervisor, "status"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0 and [line.split()[0] for line in lines] == ["pc-1", "pc-2"]
    assert all("0 waiting, 0 set aside, version " in line for line in lines)
