"""The kiosk's side of an attested exam (kiosk.records.attested) against a real cluster and a
notary worked in the test: refused and accepted starts, answers recorded as shown, the sealed
result read back, and the server stopped mid-exam."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from kiosk.drills.clock import ManualClock
from kiosk.drills.drawing import DrawAnswer
from kiosk.drills.exam import AnswerLog, ExamRun, ServerClock
from kiosk.drills.generator import SealedRandom
from kiosk.drills.session import SessionState
from kiosk.drills.task import DrillId
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.service import Kind, Notary, Refusal
from kiosk.records.attested import (
    HANDED_IN,
    NotaryDesk,
    Refused,
    RegisteredExam,
    refusal_sentence,
)
from kiosk.records.engine import OfflineError
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, code


def now() -> datetime:
    return datetime.now(UTC)


@pytest.fixture
def secrets_of(home: Home) -> dict[str, str]:
    examiners = Examiners(home.examiners_file)
    return {name: examiners.add(name, NOW) for name in ("Anna", "Bea", "Carla")}


@pytest.fixture
def notary(room: Room, home: Home, secrets_of: dict[str, str]) -> Iterator[Notary]:
    with room.connect("notary") as conn:
        made = Notary(conn, home, now)
        made.register(BERN, Kind.RULESET, "Anna", code(secrets_of["Anna"], now()))
        made.register(BERN_EXAM, Kind.EXAM, "Bea", code(secrets_of["Bea"], now()))
        yield made


@pytest.fixture
def desk(room: Room) -> Iterator[NotaryDesk]:
    made = NotaryDesk.connect(room.url("kiosk_a"))
    yield made
    made.close()


def _start(desk: NotaryDesk, notary: Notary, trainee: int, examiner: str, typed: str) -> int:
    request = desk.request_exam(trainee, _bern(desk).definition, examiner, typed)
    notary.work()
    return desk.wait_reply("exam", request, wait_s=1)


def _bern(desk: NotaryDesk) -> RegisteredExam:
    (exam,) = desk.exams()
    return exam


def test_the_kiosk_offers_the_registered_exam_read_with_its_registered_ruleset(
    notary: Notary, desk: NotaryDesk
) -> None:
    assert desk.has_notary()
    exam = _bern(desk)
    assert (exam.exam.id, exam.exam.ruleset, exam.ruleset.id) == ("bern", "bern", "bern")
    assert exam.ruleset.content_hash  # read from the registered text, not a file here


def test_a_wrong_code_is_refused_in_words_and_a_right_one_starts_the_attempt(
    notary: Notary, desk: NotaryDesk, secrets_of: dict[str, str]
) -> None:
    with pytest.raises(Refused, match="The code is wrong") as refused:
        _start(desk, notary, 7, "Carla", "000000")
    assert refused.value.word == "code-wrong"
    with pytest.raises(Refused, match="no examiner by this name"):
        _start(desk, notary, 7, "Nobody", "123456")
    seal = _start(desk, notary, 7, "Carla", code(secrets_of["Carla"], now()))
    assert seal > 2
    (attempt_id,) = [r["id"] for r in desk.db.query("SELECT id FROM notary.attempts")]
    attempt = desk.attempt(attempt_id)
    assert attempt.trainee_id == 7 and len(attempt.seed) == 64
    assert 0 < attempt.left_s <= _bern(desk).exam.time_limit_s


def test_every_refusal_the_notary_can_write_is_a_sentence() -> None:
    words = tuple(Refusal)  # every word the notary writes in a reply
    sentences = {refusal_sentence(w) for w in words}
    assert len(sentences) == len(words)
    assert not any(f"({w})" in s for w in words for s in sentences)  # none left unsaid
    assert "(frozen)" in refusal_sentence("frozen")


def test_answers_recorded_as_shown_are_judged_by_the_notary_as_the_kiosk_saw_them(
    notary: Notary, desk: NotaryDesk, secrets_of: dict[str, str]
) -> None:
    _start(desk, notary, 7, "Carla", code(secrets_of["Carla"], now()))
    (attempt_id,) = [r["id"] for r in desk.db.query("SELECT id FROM notary.attempts")]
    attempt, exam = desk.attempt(attempt_id), _bern(desk)
    clock = ServerClock(ManualClock())
    run = ExamRun(exam.exam, exam.ruleset, clock, SealedRandom(attempt.seed))
    run.start()
    clock.align(run, attempt.left_s)
    log = AnswerLog(run)
    wrong = 0
    while run.state is SessionState.QUESTION and run.task is not None:
        task = run.task
        if task.drill == DrillId.PUNTO and not wrong:  # one draw answered wrongly
            log.answer(next(a for a in DrawAnswer if a != task.solution()))
            wrong = 1
        while run.task is task and run.state is SessionState.QUESTION:
            log.answer(task.solution())
        desk.deliver(attempt.id, log.pending)
    kiosk = run.result
    assert wrong and kiosk.correct == kiosk.planned - 1 and not kiosk.passed
    assert desk.sealed_end(attempt.id) is None  # "result pending"
    desk.request_end(attempt.id, HANDED_IN)
    notary.work()
    sealed = desk.sealed_end(attempt.id)
    assert sealed is not None
    assert (sealed.how, sealed.correct, sealed.planned, sealed.findings) == (
        HANDED_IN,
        kiosk.correct,
        kiosk.planned,
        0,
    )
    assert sealed.passed is kiosk.passed
    assert sealed.red_lines == tuple(m.item for m in kiosk.red_line_failures)


def test_with_the_server_away_answers_wait_and_the_exam_goes_on_with_the_server_s_time(
    notary: Notary, room: Room, desk: NotaryDesk, secrets_of: dict[str, str]
) -> None:
    _start(desk, notary, 8, "Carla", code(secrets_of["Carla"], now()))
    (attempt_id,) = [r["id"] for r in desk.db.query("SELECT id FROM notary.attempts")]
    attempt = desk.attempt(attempt_id)
    room.cluster.stop()
    try:
        with pytest.raises(OfflineError):
            desk.record_answer(attempt.id, 0, "x", '["y"]')
        with pytest.raises(OfflineError):
            desk.attempt(attempt.id)
    finally:
        room.cluster.start()
    again = desk.attempt(attempt.id)  # the desk connects again by itself
    assert again.seed == attempt.seed and again.left_s < attempt.left_s
    clock = ServerClock(ManualClock())
    exam = _bern(desk)
    run = ExamRun(exam.exam, exam.ruleset, clock, SealedRandom(again.seed))
    run.start()
    clock.align(run, again.left_s)
    assert run.remaining == pytest.approx(again.left_s)
    desk.record_answer(attempt.id, 0, run.task.key if run.task else "", '["y"]')
