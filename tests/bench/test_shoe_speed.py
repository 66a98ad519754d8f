"""Speed of dealing from real shoes: the log simulator deals a million coups.

Target: 1,000,000 coups (shuffles included) in a few seconds on the 2-core training-room machine;
a round here deals 100,000 coups, so a round × 10 is the million.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from kiosk.domain.shoe import Shoe
from kiosk.domain.tableau import STANDARD
from kiosk.rules.model import ShoeRules

COUPS = 100_000


@pytest.mark.bench
@pytest.mark.parametrize(
    "spec",
    [ShoeRules(packs=8), ShoeRules(packs=6, cut_card_from_end=16, burn=True)],
    ids=["8-packs", "6-packs-cut-burn"],
)
def test_deal_coups(benchmark: Any, spec: ShoeRules) -> None:
    def run() -> int:
        rng = random.Random(1)
        dealt = 0
        while dealt < COUPS:
            for _ in Shoe.from_spec(spec, rng=rng).coups(STANDARD):
                dealt += 1
        return dealt

    assert benchmark.pedantic(run, rounds=5, iterations=1) >= COUPS


@pytest.mark.bench
def test_shuffle(benchmark: Any) -> None:
    rng = random.Random(1)
    shoe = benchmark(Shoe.shuffled, 8, rng)
    assert shoe.size == 8 * 52
