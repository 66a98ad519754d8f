"""The learning-efficiency bench (tests/bench/learning.py, docs/learning.md; `make bench` runs it
in full): a two-day run of two trainees checks the harness itself in the ordinary test run."""

from __future__ import annotations

import pytest

from tests.bench.learning import SCHEDULERS, house_items, run, simulate, table

pytestmark = pytest.mark.slow  # the bench's harness, a two-day run of two trainees


def test_every_scheduler_practises_the_same_trainees_for_their_minutes() -> None:
    outcomes = run(2, workers=1, max_days=2)
    assert sorted((o.trainee, o.scheduler) for o in outcomes) == sorted(
        (n, s) for n in range(2) for s in SCHEDULERS
    )
    for o in outcomes:
        assert not o.mastered  # two days are too few for every item of a house
        assert 40 <= o.minutes < 41  # two sessions of 20 minutes, the last answer finished
        assert 100 < o.answers < 1200
        assert 0 < o.recall_30 < o.recall_7 < 1  # what was learnt fades
    assert "fsrs" in table(outcomes)


def test_a_trainee_is_the_same_under_every_scheduler() -> None:
    """Same seeds: under the same scheduler the same trainee answers the same; the items are the
    house's every drill item."""
    assert simulate("uk-2000", "fsrs", 3, 1) == simulate("uk-2000", "fsrs", 3, 1)
    drills = {drill for drill, _ in house_items("schaanwald")}
    assert {"banco", "payouts", "chips", "misdeal", "irregularities"} <= drills
