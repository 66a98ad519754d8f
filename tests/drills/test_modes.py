"""Every drill in every mode for every shipped ruleset: right and wrong answers, the speed timer
with a manual clock, and the exam review."""

from __future__ import annotations

from random import Random

import pytest

from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.clock import ManualClock
from kiosk.drills.session import (
    SPEED_SECONDS,
    Answered,
    Finished,
    ItemShown,
    ItemSource,
    Mode,
    Session,
    SessionEvent,
    SessionState,
    WrongState,
)
from kiosk.drills.task import DrillId
from kiosk.rules.model import Ruleset

from .answers import play_right, play_wrong

ALL_DRILLS = sorted(DRILLS)


def _session(
    ruleset: Ruleset, drill: DrillId, mode: Mode, clock: ManualClock, **kw: int
) -> Session:
    source = ItemSource.for_drill(make_drill(drill, ruleset), Random(7))
    return Session(source, mode, clock, **kw)


@pytest.mark.parametrize("drill", ALL_DRILLS)
def test_practice_right_then_wrong_with_explanation(
    shipped_ruleset: Ruleset, drill: DrillId
) -> None:
    clock = ManualClock()
    session = _session(shipped_ruleset, drill, Mode.PRACTICE, clock)
    session.start()
    assert session.state is SessionState.QUESTION
    clock.advance(2)
    results = play_right(session)
    assert all(r.correct and r.explanation == "" for r in results)
    assert session.state is SessionState.FEEDBACK
    assert session.feedback is not None and session.feedback.correct
    session.next()
    clock.advance(3)
    result = play_wrong(session)
    assert not result.correct
    assert result.expected != result.given
    assert len(result.explanation) > 20 and result.explanation.endswith((".", ")"))
    assert session.feedback == result
    assert session.state is SessionState.FEEDBACK
    outcome = session.finish()
    assert session.state is SessionState.FINISHED
    assert (outcome.items, outcome.correct, outcome.accuracy) == (2, 1, 0.5)
    assert outcome.median_ms == 2500
    assert [m.item for m in outcome.mistakes] == [1]
    assert outcome.mistakes[0].explanation == result.explanation


@pytest.mark.parametrize("drill", ALL_DRILLS)
@pytest.mark.slow
def test_speed_round_ends_on_the_clock(shipped_ruleset: Ruleset, drill: DrillId) -> None:
    clock = ManualClock(1000.0)
    session = _session(shipped_ruleset, drill, Mode.SPEED, clock)
    assert session.remaining == SPEED_SECONDS
    session.start()
    for _ in range(3):
        clock.advance(5)
        play_right(session)
        assert session.state is SessionState.QUESTION  # no feedback stop in a speed round
        assert session.feedback is not None and session.feedback.correct
    clock.advance(5)
    play_wrong(session)
    assert session.remaining == pytest.approx(SPEED_SECONDS - 20)
    assert not session.tick()
    clock.advance(SPEED_SECONDS - 20)
    assert session.tick()
    assert session.state is SessionState.FINISHED
    outcome = session.result
    assert outcome.timed_out
    assert (outcome.score, outcome.items, outcome.accuracy) == (3, 4, 0.75)
    with pytest.raises(WrongState):
        session.answer(0)


@pytest.mark.parametrize("drill", ALL_DRILLS)
@pytest.mark.slow
def test_exam_hides_feedback_then_reviews_mistakes(
    shipped_ruleset: Ruleset, drill: DrillId
) -> None:
    clock = ManualClock()
    session = _session(shipped_ruleset, drill, Mode.EXAM, clock, items=3)
    events: list[SessionEvent] = []
    session.subscribe(events.append)
    session.start()
    play_right(session)
    assert session.feedback is None
    assert session.state is SessionState.QUESTION
    wrong_result = play_wrong(session)
    assert session.feedback is None
    assert session.state is SessionState.QUESTION
    play_right(session)
    assert session.state is SessionState.FINISHED
    outcome = session.result
    assert (outcome.items, outcome.correct, outcome.planned) == (3, 2, 3)
    [mistake] = outcome.mistakes
    assert mistake.item == 1 and mistake.step == wrong_result
    assert mistake.task.key == mistake.step.key or drill in (DrillId.DEALING, DrillId.TABLE)
    assert mistake.explanation
    shown = [e for e in events if isinstance(e, ItemShown)]
    answered = [e.record for e in events if isinstance(e, Answered)]
    assert [e.item for e in shown] == [0, 1, 2]
    assert [r.correct for r in answered].count(False) == 1
    assert all(r.drill is drill for r in answered)
    assert isinstance(events[-1], Finished) and events[-1].result is outcome
