"""The session state machine: guarded transitions, timing, records and the time limit."""

from __future__ import annotations

import re
from random import Random

import pytest

from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.clock import ManualClock
from kiosk.drills.drawing import DrawAnswer
from kiosk.drills.session import (
    EXAM_ITEMS,
    Answered,
    ItemSource,
    Mode,
    Session,
    SessionEvent,
    SessionState,
    WrongState,
)
from kiosk.drills.task import DrillId, TaskError
from kiosk.rules.model import Ruleset

from .answers import play_right, play_wrong

KEY = re.compile(r"^[a-z]+(:[a-z0-9=\-]+)+$")


def _session(ruleset: Ruleset, mode: Mode, clock: ManualClock, **kw: float) -> Session:
    source = ItemSource.for_drill(make_drill(DrillId.BANCO, ruleset), Random(3))
    return Session(source, mode, clock, **kw)  # type: ignore[arg-type]


def test_input_in_the_wrong_state_raises(shipped_ruleset: Ruleset) -> None:
    session = _session(shipped_ruleset, Mode.PRACTICE, ManualClock())
    assert session.state is SessionState.IDLE
    with pytest.raises(WrongState):
        session.answer(DrawAnswer.DRAW)
    with pytest.raises(WrongState):
        session.next()
    with pytest.raises(WrongState):
        session.result  # noqa: B018
    session.start()
    with pytest.raises(WrongState):
        session.start()
    with pytest.raises(WrongState):
        session.next()  # no feedback to leave yet
    play_right(session)
    assert session.state is SessionState.FEEDBACK
    with pytest.raises(WrongState):
        session.answer(DrawAnswer.DRAW)  # the answer is in; only `next` moves on
    first = session.finish()
    assert session.finish() is first  # idempotent
    for action in (session.start, session.next):
        with pytest.raises(WrongState):
            action()


@pytest.mark.slow
def test_an_answer_of_the_wrong_type_is_refused_and_changes_nothing(
    shipped_ruleset: Ruleset,
) -> None:
    session = _session(shipped_ruleset, Mode.PRACTICE, ManualClock())
    session.start()
    for bad in (5, "maybe", None):
        with pytest.raises(TaskError):
            session.answer(bad)
    assert session.state is SessionState.QUESTION and session.records == []


@pytest.mark.slow
def test_an_answer_after_the_time_limit_is_not_counted(shipped_ruleset: Ruleset) -> None:
    clock = ManualClock()
    session = _session(shipped_ruleset, Mode.SPEED, clock)
    session.start()
    play_right(session)
    clock.advance(61)
    task = session.task
    assert task is not None
    assert session.answer(task.solution()) is None
    assert session.state is SessionState.FINISHED
    assert session.result.items == 1 and session.result.timed_out


@pytest.mark.slow
def test_records_carry_stable_keys_and_milliseconds(shipped_ruleset: Ruleset) -> None:
    clock = ManualClock()
    session = _session(shipped_ruleset, Mode.PRACTICE, clock)
    got: list[SessionEvent] = []
    session.subscribe(got.append)
    session.start()
    clock.advance(1.25)
    play_wrong(session)
    [record] = [e.record for e in got if isinstance(e, Answered)]
    assert record.ms == 1250
    assert KEY.match(record.key) and record.key.startswith("banco:")
    assert record.expected != record.given and not record.correct
    assert record.tags  # an over- or under-draw, or a missed natural


@pytest.mark.slow
def test_exam_mode_defaults_and_never_enters_feedback(shipped_ruleset: Ruleset) -> None:
    session = _session(shipped_ruleset, Mode.EXAM, ManualClock())
    assert session.items == EXAM_ITEMS
    session.start()
    states = set()
    while session.state is SessionState.QUESTION:
        play_right(session)
        states.add(session.state)
    assert SessionState.FEEDBACK not in states
    assert session.result.items == EXAM_ITEMS


@pytest.mark.slow
def test_practice_with_an_item_count_finishes_after_the_last_feedback(
    shipped_ruleset: Ruleset,
) -> None:
    session = _session(shipped_ruleset, Mode.PRACTICE, ManualClock(), items=2)
    session.start()
    play_right(session)
    session.next()
    play_right(session)
    session.next()
    assert session.state is SessionState.FINISHED


@pytest.mark.parametrize("drill", sorted(DRILLS))
@pytest.mark.slow
def test_every_item_key_is_a_stable_string(shipped_ruleset: Ruleset, drill: DrillId) -> None:
    d = make_drill(drill, shipped_ruleset)
    keys = d.keys()
    assert keys and len(set(keys)) == len(keys)
    assert all(KEY.match(k) for k in keys), keys
    assert make_drill(drill, shipped_ruleset).keys() == keys  # same ruleset, same keys
