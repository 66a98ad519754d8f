"""Every cell of every shipped ruleset's tableau against the standard tableau, spelled out here."""

from __future__ import annotations

import pytest

from kiosk.domain.tableau import Action
from kiosk.rules.model import Ruleset

D, S = Action.DRAW, Action.STAND

#: The standard tableau as published: banco total → (punto stood, punto's third card 0 … 9).
STANDARD_BANCO: dict[int, tuple[Action, tuple[Action, ...]]] = {
    0: (D, (D, D, D, D, D, D, D, D, D, D)),
    1: (D, (D, D, D, D, D, D, D, D, D, D)),
    2: (D, (D, D, D, D, D, D, D, D, D, D)),
    3: (D, (D, D, D, D, D, D, D, D, S, D)),
    4: (D, (S, S, D, D, D, D, D, D, S, S)),
    5: (D, (S, S, S, S, D, D, D, D, S, S)),
    6: (S, (S, S, S, S, S, S, D, D, S, S)),
    7: (S, (S, S, S, S, S, S, S, S, S, S)),
}
STANDARD_PUNTO = {0: D, 1: D, 2: D, 3: D, 4: D, 5: D, 6: S, 7: S}
NATURALS = {8, 9}

BANCO_CELLS = [
    (total, third)
    for total in range(8)
    for third in (None, *range(10))  # None: punto stood
]


def _standard(total: int, third: int | None) -> Action:
    stood, by_third = STANDARD_BANCO[total]
    return stood if third is None else by_third[third]


@pytest.mark.parametrize(("total", "third"), BANCO_CELLS)
@pytest.mark.slow
def test_banco_cell(shipped_ruleset: Ruleset, total: int, third: int | None) -> None:
    tableau = shipped_ruleset.tableau
    expected = _standard(total, third)
    assert tableau.banco_action(total, third) is expected
    assert tableau.banco_draws(total, third) is (expected is D)


@pytest.mark.parametrize("total", range(10))
@pytest.mark.slow
def test_punto_total_and_naturals(shipped_ruleset: Ruleset, total: int) -> None:
    tableau = shipped_ruleset.tableau
    assert tableau.is_natural(total) is (total in NATURALS)
    if total in NATURALS:
        assert total not in tableau.punto and total not in tableau.banco
    else:
        assert tableau.punto[total] is STANDARD_PUNTO[total]
        assert tableau.punto_draws(total) is (STANDARD_PUNTO[total] is D)


def test_no_cell_beyond_the_standard(shipped_ruleset: Ruleset) -> None:
    tableau = shipped_ruleset.tableau
    assert set(tableau.banco) == set(STANDARD_BANCO)
    assert set(tableau.punto) == set(STANDARD_PUNTO)
    assert len(tableau.cells()) == len(BANCO_CELLS)
    for row in tableau.banco.values():
        assert len(row.punto_third) == 10
