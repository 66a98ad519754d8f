"""Coups with one planted drawing error, for the "spot the misdeal" drill.

Kept in this one function so it can give way to the log simulator's planting
(`kiosk simulate-log`) once that exists in kiosk.verify; the contract is: a coup whose only error,
as kiosk.verify.check.judge sees it, is the requested one (or none).
"""

from __future__ import annotations

from random import Random

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, deal_from
from kiosk.domain.tableau import Action, Tableau
from kiosk.drills.cardgen import random_card
from kiosk.verify.check import ErrorKind, Hand, banco_cell, judge, punto_cell

#: Attempts before giving up on a planting that the tableau makes impossible.
_ATTEMPTS = 2000


def plant_error(
    tableau: Tableau, error: tuple[ErrorKind, Hand] | None, rng: Random
) -> tuple[Coup, Card]:
    """A coup dealt from random cards with exactly this error (None: dealt right), and the card
    that would come next out of the shoe (needed to rebuild the correct coup)."""
    for _ in range(_ATTEMPTS):
        cards = [random_card(rng) for _ in range(8)]
        planted = _deal_with_error(cards, tableau, error)
        if planted is None:
            continue
        coup, used = planted
        found = [(e.kind, e.hand) for e in judge(coup, tableau)]
        if found == ([] if error is None else [error]):
            return coup, cards[used]
    raise ValueError(f"this tableau allows no coup with {error}")


def _deal_with_error(
    cards: list[Card], tableau: Tableau, error: tuple[ErrorKind, Hand] | None
) -> tuple[Coup, int] | None:
    """Deal like a dealer who makes this one mistake and otherwise follows the table."""
    if error is None:
        return deal_from(cards, tableau)
    kind, hand = error
    it = iter(cards)
    punto = [next(it), next(it)]
    banco = [next(it), next(it)]
    used = 4
    p_cell = punto_cell(punto, banco, tableau)
    p_draw = p_cell.action is Action.DRAW
    if hand is Hand.PUNTO:
        if (kind is ErrorKind.OVER_DRAW) == p_draw:
            return None
        p_draw = not p_draw
    if p_draw:
        punto.append(next(it))
        used += 1
    b_cell = banco_cell(punto, banco, tableau)
    b_draw = b_cell.action is Action.DRAW
    if hand is Hand.BANCO:
        if (kind is ErrorKind.OVER_DRAW) == b_draw:
            return None
        b_draw = not b_draw
    if b_draw:
        banco.append(next(it))
        used += 1
    return Coup(tuple(punto), tuple(banco)), used
