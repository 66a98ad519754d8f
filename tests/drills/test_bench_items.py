"""Answer to next item: grading an answer and making the next item fits well inside one frame."""

from __future__ import annotations

from random import Random

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.clock import ManualClock
from kiosk.drills.session import ItemSource, Mode, Session
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import find_ruleset

from .answers import play_right


@pytest.mark.bench
@pytest.mark.parametrize("drill", sorted(DRILLS))
def test_answer_and_next_item(benchmark: BenchmarkFixture, drill: DrillId) -> None:
    """A speed round: every answer grades the item and deals the next one (uk-2000 has the most
    bets, egalités and 3g8 included)."""
    ruleset = find_ruleset("uk-2000")
    session = Session(
        ItemSource.for_drill(make_drill(drill, ruleset), Random(1)),
        Mode.EXAM,
        ManualClock(),
        items=10**9,
    )
    session.start()
    benchmark(play_right, session)
    assert benchmark.stats.stats.median < 0.016
