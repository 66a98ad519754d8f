"""Exam runs: parts in order under one countdown, no feedback, pass/fail with red lines."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from random import Random

import pytest

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.session import SessionState, WrongState
from kiosk.drills.task import DrillId, ErrorTag
from kiosk.resources import shipped_rulesets_dir
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import load_exam
from kiosk.rules.model import Ruleset

from .answers import play_right, play_wrong

DRAWING = frozenset({ErrorTag.OVER_DRAW, ErrorTag.UNDER_DRAW, ErrorTag.MISSED_NATURAL})


@dataclass(frozen=True)
class Part:
    drill: DrillId
    items: int


@dataclass(frozen=True)
class Spec:
    parts: tuple[Part, ...] = (Part(DrillId.BANCO, 5), Part(DrillId.PAYOUTS, 2))
    time_limit_s: int = 300
    pass_mark: float = 0.8
    red_lines: frozenset[ErrorTag] = field(default=DRAWING)
    red_line_cases: frozenset[str] = frozenset()


def _run(ruleset: Ruleset, spec: Spec = Spec()) -> tuple[ExamRun, ManualClock]:
    clock = ManualClock()
    run = ExamRun(spec, ruleset, clock, Random(12))
    run.start()
    return run, clock


@pytest.mark.slow
def test_items_come_in_part_order_without_feedback(shipped_ruleset: Ruleset) -> None:
    run, clock = _run(shipped_ruleset)
    drills = []
    while run.state is SessionState.QUESTION:
        assert run.task is not None
        drills.append(run.task.drill)
        clock.advance(2)
        play_right(run.session)
        assert run.session.feedback is None
    assert drills == [DrillId.BANCO] * 5 + [DrillId.PAYOUTS] * 2
    result = run.result
    assert result.passed and result.score == 1.0 and result.mistakes == ()
    assert result.parts[DrillId.BANCO].accuracy == 1.0
    assert result.session.median_ms == 2000


@pytest.mark.slow
def test_one_red_line_mistake_fails_a_passing_score(shipped_ruleset: Ruleset) -> None:
    run, _ = _run(shipped_ruleset)
    play_wrong(run.session)  # a wrong draw/stand on the first banco item
    while run.state is SessionState.QUESTION:
        play_right(run.session)
    result = run.result
    assert result.score == pytest.approx(6 / 7) and result.score >= result.pass_mark
    assert not result.passed
    [failure] = result.red_line_failures
    assert failure.item == 0 and failure.step.tags & DRAWING
    assert failure.explanation  # the review quotes the rule
    assert result.parts[DrillId.BANCO].correct == 4


@pytest.mark.slow
def test_a_mistake_outside_the_red_lines_only_costs_score(shipped_ruleset: Ruleset) -> None:
    run, _ = _run(shipped_ruleset)
    for _ in range(6):
        play_right(run.session)
    play_wrong(run.session)  # a wrong payout
    result = run.result
    assert result.red_line_failures == () and result.passed
    [mistake] = result.mistakes
    assert mistake.task.drill is DrillId.PAYOUTS and ErrorTag.WRONG_PAYOUT in mistake.step.tags
    strict = Spec(pass_mark=0.9)
    run, _ = _run(shipped_ruleset, strict)
    for _ in range(6):
        play_right(run.session)
    play_wrong(run.session)
    assert not run.result.passed


@pytest.mark.slow
def test_the_countdown_ends_the_exam_and_unanswered_items_count_as_wrong(
    shipped_ruleset: Ruleset,
) -> None:
    run, clock = _run(shipped_ruleset, Spec(time_limit_s=60))
    assert run.remaining == 60
    play_right(run.session)
    play_right(run.session)
    clock.advance(30)
    assert run.remaining == 30 and not run.tick()
    clock.advance(30)
    assert run.tick() and run.state is SessionState.FINISHED
    result = run.result
    assert result.timed_out and result.planned == 7 and result.correct == 2
    assert result.score == pytest.approx(2 / 7) and not result.passed
    assert result.parts[DrillId.BANCO].answered == 2
    assert result.parts[DrillId.PAYOUTS].answered == 0
    with pytest.raises(WrongState):
        run.answer("draw")


@pytest.mark.slow
def test_finishing_early_gives_the_result(shipped_ruleset: Ruleset) -> None:
    run, _ = _run(shipped_ruleset)
    play_right(run.session)
    result = run.finish()
    assert result.correct == 1 and not result.passed and not result.timed_out


@pytest.mark.parametrize(
    "path", sorted((shipped_rulesets_dir() / "exams").glob("*.yaml")), ids=lambda p: p.stem
)
@pytest.mark.slow
def test_every_shipped_exam_runs_to_a_pass(path: Path) -> None:
    exam = load_exam(path)
    ruleset = find_ruleset(exam.ruleset)
    clock = ManualClock()
    run = ExamRun(exam, ruleset, clock, Random(1))
    run.start()
    while run.state is SessionState.QUESTION:
        clock.advance(1)
        play_right(run.session)
    result = run.result
    assert result.passed and result.planned == exam.items
    assert {p.drill for p in exam.parts} == set(result.parts)


@dataclass(frozen=True)
class PacedPart:
    drill: DrillId
    items: int
    seconds_per_item: Decimal | None = None


def test_pace_standards_report_the_median_time_per_part() -> None:
    spec = Spec(parts=(PacedPart(DrillId.CHIPS, 3, Decimal(8)), PacedPart(DrillId.TOTALS, 2)))  # type: ignore[arg-type]
    run, clock = _run(find_ruleset("bern"), spec)
    for seconds in (6, 11, 7, 3, 30):  # chips: 6, 11, 7 → median 7 s; totals: 3, 30
        clock.advance(seconds)
        play_right(run.session)
    result = run.result
    chips, totals = result.parts[DrillId.CHIPS], result.parts[DrillId.TOTALS]
    assert (chips.median_ms, chips.standard_s, chips.within_standard) == (7000, 8, True)
    assert (totals.median_ms, totals.standard_s, totals.within_standard) == (16500, None, None)


def test_a_pace_standard_is_read_from_the_exam_file(tmp_path: Path) -> None:
    exam = shipped_rulesets_dir() / "exams" / "bern.yaml"
    text = exam.read_text(encoding="utf-8").replace(
        "{drill: payouts, items: 20}", "{drill: chips, items: 5, seconds_per_item: 7.5}"
    )
    path = tmp_path / "exams" / "paced.yaml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    definition = load_exam(path)
    chips = next(p for p in definition.parts if p.drill is DrillId.CHIPS)
    assert chips.seconds_per_item == Decimal("7.5")
    assert all(p.seconds_per_item is None for p in definition.parts if p is not chips)


@pytest.mark.slow
def test_unanswered_items_are_named_before_and_after_hand_in(shipped_ruleset: Ruleset) -> None:
    run, _ = _run(shipped_ruleset)
    assert [u.item for u in run.unanswered()] == list(range(7))  # nothing answered yet
    for _ in range(4):
        play_right(run.session)
    left = run.unanswered()
    assert [(u.item, u.drill) for u in left] == [
        (4, DrillId.BANCO),  # the item on screen counts: it was not answered
        (5, DrillId.PAYOUTS),
        (6, DrillId.PAYOUTS),
    ]
    result = run.finish()
    assert result.unanswered == left
    assert result.score == pytest.approx(4 / 7)  # unanswered items count as wrong
    assert not result.passed and not result.flawless
    assert result.mistakes == ()  # no wrong answer, yet not flawless: items are missing
    assert result.parts[DrillId.PAYOUTS].correct == 0


@pytest.mark.slow
def test_an_exam_answered_right_to_the_end_is_flawless(shipped_ruleset: Ruleset) -> None:
    run, _ = _run(shipped_ruleset)
    while run.state is SessionState.QUESTION:
        play_right(run.session)
    result = run.result
    assert result.flawless and result.unanswered == ()


@pytest.mark.slow
def test_an_empty_hand_in_is_not_flawless(shipped_ruleset: Ruleset) -> None:
    run, _ = _run(shipped_ruleset)
    result = run.finish()
    assert result.correct == 0 and result.mistakes == ()
    assert not result.flawless and not result.passed
    assert len(result.unanswered) == 7


@pytest.mark.slow
def test_a_paused_exam_takes_no_answer_and_its_clock_runs_on(shipped_ruleset: Ruleset) -> None:
    run, clock = _run(shipped_ruleset)
    play_right(run.session)
    run.pause()
    assert run.paused
    with pytest.raises(WrongState):
        run.answer("draw")
    clock.advance(100)
    assert run.remaining == pytest.approx(200)  # the clock did not stop
    run.resume()
    play_right(run.session)
    assert run.session.answered == 2


@pytest.mark.slow
def test_the_time_limit_ends_a_paused_exam_with_a_result(shipped_ruleset: Ruleset) -> None:
    run, clock = _run(shipped_ruleset)
    play_right(run.session)
    run.pause()
    clock.advance(301)
    assert run.tick()  # the UI's timer keeps ticking while paused
    result = run.result
    assert result.timed_out and result.correct == 1 and len(result.unanswered) == 6
    run.resume()  # nothing left to resume; harmless
    with pytest.raises(WrongState):
        run.pause()  # an ended exam cannot be paused


@pytest.mark.slow
def test_a_wrong_remedy_on_a_named_case_fails_the_exam() -> None:
    uk = find_ruleset("uk-2000")
    spec = Spec(
        parts=(Part(DrillId.IRREGULARITIES, 40),),
        red_lines=frozenset(),
        red_line_cases=frozenset({"late-bet"}),
        pass_mark=0.5,
    )
    run, _ = _run(uk, spec)
    while run.state is SessionState.QUESTION:
        task = run.task
        assert task is not None
        if task.key in ("irregularity:late-bet", "irregularity:wrong-cut"):
            play_wrong(run.session)
        else:
            play_right(run.session)
    result = run.result
    assert result.score >= result.pass_mark and not result.passed
    # the wrong cut only costs score
    assert {m.step.key for m in result.mistakes} == {
        "irregularity:late-bet",
        "irregularity:wrong-cut",
    }
    assert {m.step.key for m in result.red_line_failures} == {"irregularity:late-bet"}
    assert result.red_lines_broken == ("wrong-remedy:late-bet",)
