"""Stakes a trainee settles look like a real table's: mostly a few small chips, within limits."""

from __future__ import annotations

import statistics
from random import Random

import pytest

from kiosk.drills.stakes import MIXED, ONE_KIND, realistic_stake, stake_classes
from kiosk.rules.model import Ruleset

pytestmark = pytest.mark.slow


def test_stakes_are_within_limits_and_chip_unit(shipped_ruleset: Ruleset) -> None:
    rng = Random(7)
    for bet in shipped_ruleset.bets:
        for _ in range(200):
            stake = realistic_stake(bet, shipped_ruleset.chips, rng)
            assert bet.minimum <= stake <= bet.maximum
            assert stake % shipped_ruleset.chip_unit == 0


def test_smaller_chips_come_more_often(shipped_ruleset: Ruleset) -> None:
    """A banco stake is typically a few of the smaller chips, far below the maximum."""
    rng = Random(8)
    banco = shipped_ruleset.bet("banco")
    stakes = [realistic_stake(banco, shipped_ruleset.chips, rng) for _ in range(2000)]
    assert statistics.median(stakes) <= banco.maximum / 20


def test_a_stake_of_the_class_asked(shipped_ruleset: Ruleset) -> None:
    rng = Random(9)
    for bet in shipped_ruleset.bets:
        classes = stake_classes(bet, shipped_ruleset.chips)
        assert ONE_KIND in classes
        for kind in classes:
            for _ in range(30):
                stake = realistic_stake(bet, shipped_ruleset.chips, rng, kind)
                assert bet.minimum <= stake <= bet.maximum
                # one kind of chip: a whole number of one of the house's chips
                whole = any(
                    stake % chip == 0 and stake <= 4 * chip for chip in shipped_ruleset.chips
                )
                assert whole or kind == MIXED
