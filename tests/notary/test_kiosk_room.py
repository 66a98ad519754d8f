"""A room of three kiosks, each logging in as its own role, and one notary serving them: one exam
passed, one with the server stopped mid-exam, one abandoned and retried after an examiner's
decision, one voided; every attempt ends sealed and the chain checks with the pinned key."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import UTC, datetime

import psycopg
import pytest

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import AnswerLog, ExamRun, ServerClock
from kiosk.drills.generator import SealedRandom
from kiosk.drills.session import SessionState
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.service import Kind, Notary
from kiosk.records.attested import (
    ABANDONED,
    HANDED_IN,
    Attempt,
    NotaryDesk,
    Refused,
    RegisteredExam,
)
from kiosk.records.engine import OfflineError
from kiosk.records.ledger import Keyring, Seal, check_chain
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, Serving, code

EXAMINERS = ("Anna", "Bea", "Carla", "Dora", "Emil", "Fritz")


def now() -> datetime:
    return datetime.now(UTC)


@pytest.fixture
def secrets_of(room: Room, home: Home) -> Iterator[dict[str, str]]:
    examiners = Examiners(home.examiners_file)
    made = {name: examiners.add(name, NOW) for name in EXAMINERS}
    with room.connect("notary") as conn:
        notary = Notary(conn, home, now)
        notary.register(BERN, Kind.RULESET, "Anna", code(made["Anna"], now()))
        notary.register(BERN_EXAM, Kind.EXAM, "Bea", code(made["Bea"], now()))
    serving = Serving(room, home)
    yield made
    serving.close()


@pytest.fixture
def desks(room: Room) -> Iterator[dict[str, NotaryDesk]]:
    with room.connect("postgres") as conn:
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = 'kiosk_c'").fetchone() is None:
            conn.execute("CREATE ROLE kiosk_c LOGIN")
        conn.execute("GRANT kiosk TO kiosk_c")
        conn.execute(f"GRANT CONNECT ON DATABASE {room.database} TO kiosk_c")
    made = {k: NotaryDesk.connect(room.url(f"kiosk_{k}")) for k in "abc"}
    yield made
    for desk in made.values():
        desk.close()


def _run(desk: NotaryDesk, attempt: Attempt, exam: RegisteredExam) -> tuple[object, AnswerLog]:
    clock = ServerClock(ManualClock())
    run = ExamRun(exam.exam, exam.ruleset, clock, SealedRandom(attempt.seed))
    run.start()
    clock.align(run, attempt.left_s)
    return run, AnswerLog(run)


def _answer(desk: NotaryDesk, attempt: Attempt, run: object, log: AnswerLog, items: int) -> None:
    """`items` items answered right, each recorded as the kiosk records it."""
    for _ in range(items):
        task = getattr(run, "task", None)
        while getattr(run, "state", None) is SessionState.QUESTION and run.task is task:  # type: ignore[attr-defined]
            assert task is not None
            log.answer(task.solution())
        desk.deliver(attempt.id, log.pending)


def _wait_for_decisions(room: Room, count: int) -> None:
    """Until the notary serving in its thread has sealed `count` decisions."""
    with room.connect("notary") as conn:
        for _ in range(200):
            row = conn.execute(
                "SELECT count(*) FROM notary.replies WHERE kind = 'decision' AND seal IS NOT NULL"
            ).fetchone()
            if row is not None and row[0] >= count:
                return
            time.sleep(0.1)
    raise AssertionError(f"{count} decisions were not sealed")


def _sealed(desk: NotaryDesk, attempt: int) -> object:
    for _ in range(200):
        sealed = desk.sealed_end(attempt)
        if sealed is not None:
            return sealed
        time.sleep(0.1)
    raise AssertionError(f"attempt {attempt} was not sealed")


def _decide(room: Room, attempt: int, decision: str, examiner: str, secret: str) -> None:
    with room.connect("supervisor") as conn:
        conn.execute(
            "SELECT notary.request_decision(%s, %s, 'the examiner said so', %s, %s)",
            (attempt, decision, examiner, code(secret, now(), 1)),
        )


def test_three_kiosks_one_notary_every_attempt_ends_sealed(
    room: Room, home: Home, secrets_of: dict[str, str], desks: dict[str, NotaryDesk]
) -> None:
    a, b, c = desks["a"], desks["b"], desks["c"]
    (exam,) = a.exams()
    # kiosk a: an exam passed
    first = a.start(1, exam.definition, "Carla", code(secrets_of["Carla"], now()))
    run, log = _run(a, first, exam)
    _answer(a, first, run, log, exam.exam.items)
    a.request_end(first.id, HANDED_IN)
    passed = _sealed(a, first.id)
    assert getattr(passed, "passed", None) is True
    # kiosk b: the server stopped mid-exam; the exam goes on with the same seed
    second = b.start(2, exam.definition, "Dora", code(secrets_of["Dora"], now()))
    run, log = _run(b, second, exam)
    _answer(b, second, run, log, 10)
    room.cluster.stop()
    try:
        with pytest.raises(OfflineError):
            _answer(b, second, run, log, 1)
    finally:
        room.cluster.start()
    back = b.attempt(second.id)
    assert back.seed == second.seed and back.left_s < second.left_s
    b.deliver(second.id, log.pending)  # the item the server did not take, recorded now
    _answer(b, second, run, log, 5)
    b.request_end(second.id, HANDED_IN)
    assert getattr(_sealed(b, second.id), "correct", None) == 16
    # kiosk c: abandoned; a new attempt only after an examiner allowed it by TOTP
    third = c.start(3, exam.definition, "Emil", code(secrets_of["Emil"], now()))
    run, log = _run(c, third, exam)
    _answer(c, third, run, log, 2)
    c.request_end(third.id, ABANDONED)
    assert getattr(_sealed(c, third.id), "how", None) == ABANDONED
    with pytest.raises(Refused) as refused:
        c.start(3, exam.definition, "Emil", code(secrets_of["Emil"], now(), 1))
    assert refused.value.word == "used-up"
    _decide(room, third.id, "retry", "Fritz", secrets_of["Fritz"])
    _wait_for_decisions(room, 1)
    fourth = c.start(3, exam.definition, "Anna", code(secrets_of["Anna"], now(), 1))
    assert fourth.seed != third.seed
    run, log = _run(c, fourth, exam)
    _answer(c, fourth, run, log, 3)
    c.request_end(fourth.id, HANDED_IN)
    _sealed(c, fourth.id)
    # the passed exam on kiosk a voided by an examiner
    _decide(room, first.id, "void", "Bea", secrets_of["Bea"])
    _wait_for_decisions(room, 2)
    with room.connect("supervisor") as conn:
        rows = conn.execute("SELECT number, payload, signature FROM notary.seals ORDER BY 1")
        seals = [Seal(n, p, bytes(s)) for n, p, s in rows.fetchall()]
        ended = conn.execute("SELECT count(*) FROM notary.replies WHERE kind = 'end'").fetchone()
        attempts = conn.execute("SELECT count(*) FROM notary.attempts").fetchone()
    kinds = [s.data()["kind"] for s in seals]
    assert kinds.count("started") == 4 and kinds.count("ended") == 4
    assert kinds.count("retry-allowed") == 1 and kinds.count("void") == 1
    assert ended == attempts == (4,)
    assert list(check_chain(seals, Keyring((home.key().trusted(),)))) == []
    # each kiosk sees its own attempts only
    assert [r["id"] for r in c.db.query("SELECT id FROM notary.attempts ORDER BY id")] == [
        third.id,
        fourth.id,
    ]
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        c.record_answer(first.id, 99, "x", '["y"]')
