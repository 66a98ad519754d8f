"""Stakes a trainee settles look like a real table's: mostly a few small chips, within limits."""

from __future__ import annotations

import statistics
from random import Random

import pytest

from kiosk.drills.stakes import realistic_stake
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
