"""Judging an attempt again: its items drawn from the seed, its answers by the drills' judges."""

from __future__ import annotations

from decimal import Decimal

import pytest

from kiosk.domain.settlement import StepKind
from kiosk.drills.clock import ManualClock
from kiosk.drills.drawing import DrawAnswer
from kiosk.drills.exam import ExamRun
from kiosk.drills.generator import SealedRandom, decode, encode
from kiosk.drills.session import SessionState
from kiosk.drills.table import BoxAction, BoxMove, SettleMove
from kiosk.drills.task import DrillId
from kiosk.notary.judge import judge
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.exams import load_exam
from kiosk.rules.loader import load_ruleset
from tests.notary.conftest import BERN_EXAM

SEED = "5a" * 32
EXAM = load_exam(BERN_EXAM)
UK_EXAM = BERN_EXAM.with_name("uk-2000.yaml")
RULESET = load_ruleset(ruleset_files()["bern"])


def _answers(wrong_at: int | None = None) -> tuple[dict[int, tuple[str, str]], int]:
    """A candidate's answers to the Bern exam drawn from SEED, as a kiosk records them: all right
    but, when `wrong_at` names one, the first punto draw from that item on, answered wrongly;
    and the index of that item."""
    run = ExamRun(EXAM, RULESET, ManualClock(), SealedRandom(SEED))
    run.start()
    answers: dict[int, tuple[str, str]] = {}
    wrong = -1
    while run.state is SessionState.QUESTION and run.task is not None:
        task = run.task
        steps: list[object] = []
        item = len(answers)
        if wrong_at is not None and wrong < 0 and item >= wrong_at and task.drill == DrillId.PUNTO:
            right = task.solution()
            steps.append(next(a for a in DrawAnswer if a != right))
            run.answer(steps[-1])
            wrong = item
        while run.task is task and run.state is SessionState.QUESTION:
            steps.append(task.solution())
            run.answer(steps[-1])
        answers[item] = (task.key, encode(steps))
    return answers, wrong


@pytest.mark.slow
def test_every_answer_right_passes() -> None:
    answers, _ = _answers()
    judged = judge(EXAM, RULESET, SEED, answers)
    assert (judged.correct, judged.planned, judged.passed) == (EXAM.items, EXAM.items, True)
    assert judged.findings == () and judged.red_lines == ()


def test_a_wrong_draw_fails_on_its_red_line_whatever_the_score() -> None:
    answers, wrong = _answers(wrong_at=10)
    judged = judge(EXAM, RULESET, SEED, answers)
    assert judged.correct == EXAM.items - 1 and judged.red_lines == (wrong,)
    assert not judged.passed and judged.findings == ()


@pytest.mark.slow
def test_an_item_that_is_not_the_one_drawn_is_a_finding_never_a_point() -> None:
    answers, _ = _answers()
    key, given = answers[3]
    answers[3] = (answers[4][0], given)  # the kiosk says it showed another item
    judged = judge(EXAM, RULESET, SEED, answers)
    assert judged.findings == ({"item": 3, "shown": answers[4][0], "drawn": key},)
    assert judged.correct == 3 and not judged.passed


@pytest.mark.slow
def test_an_unreadable_answer_is_a_finding() -> None:
    answers, _ = _answers()
    answers[0] = (answers[0][0], '["seven"]')
    judged = judge(EXAM, RULESET, SEED, answers)
    assert judged.correct == 0 and not judged.passed
    assert [sorted(f) for f in judged.findings] == [["item", "unreadable"]]


@pytest.mark.slow
def test_unanswered_items_count_as_wrong() -> None:
    answers, _ = _answers()
    judged = judge(EXAM, RULESET, SEED, {i: answers[i] for i in range(10)})
    assert (judged.correct, judged.passed, judged.findings) == (10, False, ())


@pytest.mark.parametrize(
    "steps",
    [
        [7],
        ["stand-off"],
        [{Decimal("25"): 2, Decimal("5"): 1}],
        [SettleMove(1, StepKind.PAY, Decimal("47.50")), BoxMove(2, BoxAction.MARK, Decimal("1"))],
    ],
)
def test_recorded_inputs_read_back_as_given(steps: list[object]) -> None:
    back = decode(encode(steps))
    if isinstance(steps[0], dict):
        assert back == [{str(k): v for k, v in steps[0].items()}]
    else:
        assert back == steps


def test_a_record_that_is_no_list_of_inputs_is_refused() -> None:
    for bad in ('{"a": 1}', '[{"wager": 1}]'):
        with pytest.raises(ValueError):
            decode(bad)


@pytest.mark.slow
def test_a_wrong_remedy_on_a_red_line_case_fails_the_uk_exam_as_judged_again() -> None:
    """The irregularities drill in an exam is judged again like every other item: a wrong remedy
    on one of the exam's red-line cases fails it whatever the score."""
    exam = load_exam(UK_EXAM)
    ruleset = load_ruleset(ruleset_files()["uk-2000"])
    run = ExamRun(exam, ruleset, ManualClock(), SealedRandom(SEED))
    run.start()
    answers: dict[int, tuple[str, str]] = {}
    wrong = -1
    while run.state is SessionState.QUESTION and run.task is not None:
        task = run.task
        steps: list[object] = []
        case = getattr(task, "case", None)
        if wrong < 0 and case is not None and case.id in exam.red_line_cases:
            right = task.solution()
            steps.append(next(c for c in task.choices if c != right))
            run.answer(steps[-1])
            wrong = len(answers)
        while run.task is task and run.state is SessionState.QUESTION:
            steps.append(task.solution())
            run.answer(steps[-1])
        answers[len(answers)] = (task.key, encode(steps))
    assert wrong >= 0, "the seed drew no red-line case: pick another"
    judged = judge(exam, ruleset, SEED, answers)
    assert judged.red_lines == (wrong,)
    assert judged.correct == exam.items - 1 and not judged.passed and judged.findings == ()
