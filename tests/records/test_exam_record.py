"""A real exam run, recorded: every answer stored as given, the result chained at the end."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.task import DrillId
from kiosk.records.exam_record import ExamRecorder
from kiosk.records.store import SqlStore
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import ExamPart, find_exam
from tests.records.conftest import FakeClock


def _short_exam():  # type: ignore[no-untyped-def]
    exam = find_exam("bern")
    return replace(exam, parts=(ExamPart(DrillId.PUNTO, 3), ExamPart(DrillId.BANCO, 5)))


def test_a_recorded_exam(store: SqlStore, clock: FakeClock) -> None:
    ruleset = find_ruleset("bern")
    exam = _short_exam()
    anna = store.add_trainee("Anna")
    run = ExamRun(exam, ruleset, ManualClock(), Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "de", clock)
    run.start()
    answered = 0
    while run.task is not None and recorder.result is None:
        task = run.task
        solution = task.solution()
        if answered == 6:  # one wrong drawing answer: a red line
            solution = "stand" if solution == "draw" else "draw"
        run.answer(solution)
        answered += 1
        assert len(store.answers(trainee_id=anna.id)) == answered  # stored as given
    result = recorder.result
    assert result is not None
    d = result.draft
    assert (d.correct, d.total, d.passed) == (7, 8, False)
    assert d.red_line_failures and set(d.red_line_failures) <= {t.value for t in exam.red_lines}
    assert [(s.drill, s.total) for s in d.breakdown] == [("punto", 3), ("banco", 5)]
    assert d.ruleset_hash == ruleset.content_hash and d.language == "de"
    session = store.session(d.session_id)
    assert session is not None and session.drill == "exam:bern"
    assert {a.drill for a in store.answers(session_id=d.session_id)} == {"punto", "banco"}
    assert store.verify_chain() == []


def test_a_sealed_exam_with_multi_step_items_and_an_early_hand_in(
    store: SqlStore, clock: FakeClock
) -> None:
    """The seal's score is recomputed from the answers: items of several inputs count once, an
    item left half done and the items never reached count as wrong."""
    from kiosk.records.seal import SealBook
    from tests.records.helpers import signer

    key = signer()
    ruleset = find_ruleset("bern")
    exam = replace(
        find_exam("bern"),
        parts=(
            ExamPart(DrillId.DEALING, 4),
            ExamPart(DrillId.TABLE, 2),
            ExamPart(DrillId.BANCO, 3),
        ),
    )
    anna = store.add_trainee("Anna", "1042")
    run = ExamRun(exam, ruleset, ManualClock(), Random(7))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=key)
    run.start()
    inputs = 0
    while run.task is not None and inputs < 9:
        run.answer(run.task.solution())
        inputs += 1
    run.finish()  # hand in: one item may be half done, the rest never shown
    result, entry = recorder.result, recorder.seal
    assert result is not None and entry is not None
    assert inputs > result.draft.correct  # some items took more than one input
    assert entry.data["score"]["correct"] == result.draft.correct
    assert entry.data["score"]["total"] == 9 and entry.data["outcome"] == "failed"
    book = SealBook(store)
    assert book.verify({key.key_id: key.public_key}) == []
    assert [e.kind for e in book.entries()] == ["start", "result"]
    attempt = book.attempt(recorder.attempt_id or 0)
    assert attempt is not None and attempt.status.value == "failed"


def test_an_idle_exam_is_sealed_as_interrupted(store: SqlStore, clock: FakeClock) -> None:
    from kiosk.records.seal import SealBook
    from tests.records.helpers import signer

    key = signer()
    ruleset = find_ruleset("bern")
    exam = _short_exam()
    anna = store.add_trainee("Anna")
    run = ExamRun(exam, ruleset, ManualClock(), Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=key)
    run.start()
    assert run.task is not None
    given = run.task.solution()
    run.answer(given)
    recorder.abandon()  # the exam screen was left
    book = SealBook(store)
    attempt = book.attempt(recorder.attempt_id or 0)
    assert attempt is not None and (attempt.status.value, attempt.reason) == ("interrupted", "left")
    assert book.entries()[-1].data["answers"][0][3] == str(given)
    assert book.verify({key.key_id: key.public_key}) == []


def test_a_pace_standard_is_recorded_with_the_median_time(
    store: SqlStore, clock: FakeClock
) -> None:
    """A part with a pace standard keeps the candidate's median time beside it in the chained
    result; a part without one keeps the three figures results always had."""
    from decimal import Decimal

    from kiosk.records.chain import content

    ruleset = find_ruleset("bern")
    exam = replace(
        find_exam("bern"),
        parts=(ExamPart(DrillId.PUNTO, 2), ExamPart(DrillId.BANCO, 3, Decimal("2.5"))),
    )
    anna = store.add_trainee("Anna")
    manual = ManualClock()
    run = ExamRun(exam, ruleset, manual, Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock)
    run.start()
    step = 0
    while run.task is not None and recorder.result is None:
        manual.advance(2 if step < 2 else 3)  # banco items take 3 s: over the standard
        run.answer(run.task.solution())
        step += 1
    assert recorder.result is not None
    [stored] = store.exam_results(trainee_id=anna.id)
    punto, banco = stored.draft.breakdown
    assert (punto.median_ms, punto.standard_s) == (None, None)
    assert (banco.median_ms, banco.standard_s) == (3000, Decimal("2.5"))
    data = content(stored.id, stored.draft, stored.answers_hash)
    assert data["breakdown"] == [["punto", 2, 2], ["banco", 3, 3, 3000, "2.5"]]
    assert store.verify_chain() == []


def test_a_sealed_exam_that_ends_while_the_server_is_away(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    """A real run with multi-step items on a kiosk whose records server stops mid-exam: the result
    waits in the outbox signed by the examiner, leaving the screen does not interrupt it, and once
    delivered it is sealed, verifies and its certificate checks."""
    from pathlib import Path

    from kiosk.records.certify import check_code
    from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
    from kiosk.records.postgres import PostgresStore
    from kiosk.records.seal import Kind, Reason, SealBook
    from kiosk.records.server import init_server, role_url
    from tests.pgserver import Cluster
    from tests.records.helpers import signer

    assert isinstance(pg_cluster, Cluster) and isinstance(tmp_path, Path)
    init_server(pg_url)
    url = role_url(pg_url, "kiosk")
    key = signer()
    keys = {key.key_id: key.public_key}
    store = OutboxStore(
        lambda: PostgresStore(url, clock=clock, kiosk="pc-3"),
        tmp_path / OUTBOX_FILE,
        clock=clock,
        retry_s=0.0,
    )
    ruleset = find_ruleset("bern")
    exam = replace(
        find_exam("bern"), parts=(ExamPart(DrillId.DEALING, 2), ExamPart(DrillId.BANCO, 4))
    )
    anna = store.add_trainee("Anna", "1042")
    run = ExamRun(exam, ruleset, ManualClock(), Random(3))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=key)
    run.start()
    inputs = 0
    try:
        while run.task is not None and recorder.result is None and recorder.waiting is None:
            if inputs == 3:
                pg_cluster.stop()
            clock.advance(2)
            solution = run.task.solution()
            if inputs == 5:
                solution = "stand" if solution == "draw" else "draw"
            run.answer(solution)
            inputs += 1
        if recorder.waiting is None:
            run.finish()
        assert recorder.result is None and recorder.waiting is not None
        assert store.outbox.count("seal") == 1
        recorder.interrupt(Reason.LEFT)  # the screen left: the result stands, nothing sealed
    finally:
        pg_cluster.ensure_running()
    assert store.flush()
    office = PostgresStore(url, kiosk="office")
    try:
        book = SealBook(office)
        assert book.verify(keys) == []
        (result,) = office.exam_results(trainee_id=anna.id)
        entry = book.for_result(result.id)
        assert entry is not None and entry.kind == Kind.OFFLINE_RESULT.value
        assert entry.data["score"]["correct"] == result.draft.correct
        (attempt,) = book.attempts()
        assert attempt.status.value in ("passed", "failed") and attempt.result_id == result.id
        assert check_code(entry.code, keys, lambda: PostgresStore(url, kiosk="office")).ok
    finally:
        office.close()
        store.close()
