"""Cross-check of the fast enumeration by a straightforward one.

The straightforward way: every ordered sequence of six card values, all six positions, weighted by
how many card sequences of a 6-pack shoe have those values (drawn without replacement), each coup
decided by the tableau's own methods. About a million sequences: well under a second.
"""

from __future__ import annotations

import pytest

from kiosk.domain.odds import coup_counts, shoe_value_counts
from kiosk.domain.tableau import STANDARD, Tableau

from .test_odds import SIX_PACKS, modified_tableau

pytestmark = pytest.mark.slow


def straightforward(tableau: Tableau, packs: int) -> tuple[list[list[int]], list[list[list[int]]]]:
    """Final-totals table and punto-third-card table, from all 10^6 value sequences."""
    left = list(shoe_value_counts(packs))
    finals = [[0] * 10 for _ in range(10)]
    third = [[[0] * 10 for _ in range(10)] for _ in range(10)]
    values = range(10)
    for p1 in values:
        w1 = left[p1]
        left[p1] -= 1
        for b1 in values:
            w2 = w1 * left[b1]
            left[b1] -= 1
            for p2 in values:
                w3 = w2 * left[p2]
                left[p2] -= 1
                for b2 in values:
                    w4 = w3 * left[b2]
                    left[b2] -= 1
                    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
                    natural = tableau.is_natural(pt) or tableau.is_natural(bt)
                    punto_draws = not natural and tableau.punto_draws(pt)
                    for c5 in values:
                        w5 = w4 * left[c5]
                        left[c5] -= 1
                        for c6 in values:
                            w6 = w5 * left[c6]
                            if not w6:
                                continue
                            if natural:
                                pf, bf = pt, bt
                            elif punto_draws:
                                pf = (pt + c5) % 10
                                bf = (bt + c6) % 10 if tableau.banco_draws(bt, c5) else bt
                                third[bt][c5][bf] += w6
                            else:
                                pf = pt
                                bf = (bt + c5) % 10 if tableau.banco_draws(bt, None) else bt
                            finals[pf][bf] += w6
                        left[c5] += 1
                    left[b2] += 1
                left[p2] += 1
            left[b1] += 1
        left[p1] += 1
    return finals, third


@pytest.mark.parametrize("tableau", [STANDARD, modified_tableau()], ids=["standard", "modified"])
def test_fast_enumeration_matches_the_straightforward_one(tableau: Tableau) -> None:
    finals, third = straightforward(tableau, 6)
    counts = coup_counts(tableau, 6)
    assert [list(row) for row in counts.finals] == finals
    assert [[list(r) for r in rows] for rows in counts.punto_third] == third
    if tableau is STANDARD:
        banco = sum(finals[p][b] for p in range(10) for b in range(10) if b > p)
        punto = sum(finals[p][b] for p in range(10) for b in range(10) if p > b)
        tie = sum(finals[t][t] for t in range(10))
        assert (banco, punto, tie) == (SIX_PACKS["banco"], SIX_PACKS["punto"], SIX_PACKS["tie"])
        assert banco + punto + tie == SIX_PACKS["total"]
