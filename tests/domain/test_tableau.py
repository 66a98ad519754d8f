"""Every cell of every house's tableau: the standard drawing rules, and deal_coup obeys each cell."""

from __future__ import annotations

import pytest

from kiosk.domain.cards import Card, parse_card
from kiosk.domain.coup import deal_from
from kiosk.domain.tableau import STANDARD, Action, Tableau
from kiosk.rules.model import Ruleset

D, S = Action.DRAW, Action.STAND
# banco's action by two-card total: (punto stood, then punto's third card 0 … 9), as published
STANDARD_BANCO = {
    0: (D, [D, D, D, D, D, D, D, D, D, D]),
    1: (D, [D, D, D, D, D, D, D, D, D, D]),
    2: (D, [D, D, D, D, D, D, D, D, D, D]),
    3: (D, [D, D, D, D, D, D, D, D, S, D]),
    4: (D, [S, S, D, D, D, D, D, D, S, S]),
    5: (D, [S, S, S, S, D, D, D, D, S, S]),
    6: (S, [S, S, S, S, S, S, D, D, S, S]),
    7: (S, [S, S, S, S, S, S, S, S, S, S]),
}


def card(value: int, suit: str = "D") -> Card:
    return parse_card({0: "K", 1: "A"}.get(value, str(value)) + suit)


@pytest.mark.parametrize("tableau", [STANDARD], ids=["STANDARD"])
def test_reference_tableau(tableau: Tableau) -> None:
    check_standard(tableau)


@pytest.mark.slow
def test_every_house_deals_the_standard_tableau(shipped_ruleset: Ruleset) -> None:
    check_standard(shipped_ruleset.tableau)


def check_standard(tableau: Tableau) -> None:
    assert tableau.naturals == {8, 9}
    assert {t: tableau.punto[t] for t in range(8)} == {t: D if t <= 5 else S for t in range(8)}
    for total, (stood, thirds) in STANDARD_BANCO.items():
        assert tableau.banco_action(total, None) is stood, (total, "stood")
        for third, action in enumerate(thirds):
            assert tableau.banco_action(total, third) is action, (total, third)


@pytest.mark.slow
def test_deal_coup_obeys_every_punto_cell(shipped_ruleset: Ruleset) -> None:
    tableau = shipped_ruleset.tableau
    for punto in range(10):
        for banco in range(10):
            # P1 B1 P2 B2 then spare cards: the hands' two-card totals are exactly punto, banco
            cards = [card(0, "S"), card(0, "C"), card(punto, "H"), card(banco, "D")]
            coup, _ = deal_from([*cards, card(1, "S"), card(1, "C")], tableau)
            natural = punto in tableau.naturals or banco in tableau.naturals
            draws = not natural and tableau.punto[punto] is D
            assert len(coup.punto) == (3 if draws else 2), (punto, banco)
            if natural:
                assert len(coup.banco) == 2


def test_deal_coup_obeys_every_banco_cell(shipped_ruleset: Ruleset) -> None:
    tableau = shipped_ruleset.tableau
    for total, row in tableau.banco.items():
        for third in [None, *range(10)]:
            punto = [card(0, "S"), card(6 if third is None else 5, "H")]
            extra = [] if third is None else [card(third, "C")]
            cards = [punto[0], card(0, "C"), punto[1], card(total, "D"), *extra, card(2, "S")]
            coup, _ = deal_from(cards, tableau)
            assert (coup.punto_third.value if coup.punto_third else None) == third
            expected = row.punto_stood if third is None else row.punto_third[third]
            assert len(coup.banco) == (3 if expected is D else 2), (total, third)
