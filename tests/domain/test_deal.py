"""Coups dealt from real shoes follow the house's tableau: the coup checker finds no error."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kiosk.domain.cards import Card
from kiosk.domain.coup import Winner
from kiosk.domain.judge import judge
from kiosk.domain.shoe import Shoe
from kiosk.rules.model import Ruleset

pytestmark = pytest.mark.slow

SHOES = 200


def test_every_coup_of_many_shoes_is_dealt_correctly(shipped_ruleset: Ruleset) -> None:
    rng = random.Random(f"deal-{shipped_ruleset.id}")
    tableau = shipped_ruleset.tableau
    shapes: Counter[tuple[int, int]] = Counter()
    winners: Counter[Winner] = Counter()
    for _ in range(SHOES):
        shoe = Shoe.from_spec(shipped_ruleset.shoe, rng=rng)
        start = shoe.dealt
        dealt: list[Card] = []
        for coup in shoe.coups(tableau):
            assert judge(coup, tableau) == [], str(coup)
            shapes[len(coup.punto), len(coup.banco)] += 1
            winners[coup.winner] += 1
            dealt.extend(coup.shoe_order())
        assert dealt == list(shoe.cards[start : shoe.dealt])
    # every shape of coup and every result came up, so the checks above saw all branches
    assert set(shapes) == {(2, 2), (2, 3), (3, 2), (3, 3)}
    assert set(winners) == set(Winner)
