"""A real exam run on one PC, recorded: every answer stored as given, the result at the end,
nothing signed."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.task import DrillId
from kiosk.records.exam_record import ExamRecorder
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import ExamPart, find_exam
from tests.records.conftest import FakeClock, Store


def _short_exam():  # type: ignore[no-untyped-def]
    exam = find_exam("bern")
    return replace(exam, parts=(ExamPart(DrillId.PUNTO, 3), ExamPart(DrillId.BANCO, 5)))


def test_a_recorded_exam(store: Store, clock: FakeClock) -> None:
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
        assert (
            len(store.read(lambda r: r.answers(trainee_id=anna.id))) == answered
        )  # stored as given
    result = recorder.result
    assert result is not None
    d = result.draft
    assert (d.correct, d.total, d.passed) == (7, 8, False)
    assert d.red_line_failures and set(d.red_line_failures) <= {t.value for t in exam.red_lines}
    assert [(s.drill, s.total) for s in d.breakdown] == [("punto", 3), ("banco", 5)]
    assert d.ruleset_hash == ruleset.content_hash and d.language == "de"
    [session] = store.read(lambda r: r.sessions(trainee_id=d.trainee_id))
    assert session.drill == "exam:bern"
    assert {a.drill for a in store.read(lambda r: r.answers(session_id=d.session_id))} == {
        "punto",
        "banco",
    }


@pytest.mark.slow
def test_a_pace_standard_is_recorded_with_the_median_time(store: Store, clock: FakeClock) -> None:
    """A part with a pace standard keeps the candidate's median time beside it in the recorded
    result; a part without one keeps the three figures results always had."""
    from decimal import Decimal

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
    [stored] = store.read(lambda r: r.exam_results(trainee_id=anna.id))
    punto, banco = stored.draft.breakdown
    assert (punto.median_ms, punto.standard_s) == (None, None)
    assert (banco.median_ms, banco.standard_s) == (3000, Decimal("2.5"))
    assert [s.fields() for s in stored.draft.breakdown] == [
        ["punto", 2, 2],
        ["banco", 3, 3, 3000, "2.5"],
    ]


@pytest.mark.slow
def test_an_exam_with_irregularities_and_a_red_line_case(store: Store, clock: FakeClock) -> None:
    ruleset = find_ruleset("uk-2000")
    shipped = find_exam("uk-2000")
    assert shipped.red_line_cases and DrillId.IRREGULARITIES in {p.drill for p in shipped.parts}
    exam = replace(shipped, parts=(ExamPart(DrillId.IRREGULARITIES, 12),))
    anna = store.add_trainee("Anna", "1042")
    run = ExamRun(exam, ruleset, ManualClock(), Random(11))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock)
    run.start()
    named = None
    while run.task is not None and recorder.result is None:
        task = run.task
        case = task.key.split(":")[1]
        if named is None and case in exam.red_line_cases and not task.steps:
            named = case
            run.answer("call-inspector")  # not the house's remedy for a misdeal
        else:
            run.answer(task.solution())
    result = recorder.result
    assert named is not None and result is not None
    assert result.draft.red_line_failures == (f"wrong-remedy:{named}",)
    assert not result.draft.passed


@pytest.mark.slow
def test_an_exam_left_mid_way_leaves_its_session_abandoned_and_no_result(
    store: Store, clock: FakeClock
) -> None:
    ruleset = find_ruleset("bern")
    exam = _short_exam()
    anna = store.add_trainee("Anna")
    run = ExamRun(exam, ruleset, ManualClock(), Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock)
    run.start()
    assert run.task is not None
    run.answer(run.task.solution())
    recorder.abandon()  # the exam screen was left
    [session] = store.read(lambda r: r.sessions(trainee_id=anna.id))
    assert session.status.value == "abandoned"
    assert (
        store.read(lambda r: r.exam_results()) == []
        and len(store.read(lambda r: r.answers(trainee_id=anna.id))) == 1
    )
