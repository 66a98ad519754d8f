"""Deal a coup with a chosen dealing error: for simulated logs and the "Spot the misdeal" drill.

Every error a croupier can make with the cards is a Plant. `possible_plants` says which of them
the next cards of a shoe allow, `deal_planted` deals one coup with the chosen ones. Banco's move
follows the tableau given punto's hand as actually dealt, so a punto error never makes banco look
wrong, exactly as the verifier judges it.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from kiosk.domain.cards import Card, hand_total
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.judge import ErrorKind, Hand
from kiosk.domain.shoe import Shoe
from kiosk.domain.tableau import Tableau

# The most cards a planted coup can take: both hands with a fourth card.
MAX_PLANTED_CARDS = 8


class Plant(StrEnum):
    PUNTO_OVER_DRAW = "punto-over-draw"  # punto draws where the tableau says stand
    PUNTO_UNDER_DRAW = "punto-under-draw"  # punto stands where the tableau says draw
    PUNTO_FOURTH_CARD = "punto-fourth-card"
    PUNTO_DRAWS_ON_NATURAL = "punto-draws-on-natural"
    BANCO_OVER_DRAW = "banco-over-draw"
    BANCO_UNDER_DRAW = "banco-under-draw"
    BANCO_FOURTH_CARD = "banco-fourth-card"
    BANCO_DRAWS_ON_NATURAL = "banco-draws-on-natural"
    WRONG_CALL = "wrong-call"  # the wrong winner is announced

    @property
    def hand(self) -> Hand | None:
        if self is Plant.WRONG_CALL:
            return None
        return Hand.PUNTO if self.value.startswith("punto") else Hand.BANCO

    @property
    def kind(self) -> ErrorKind:
        """The error the verifier reports for this plant."""
        if self is Plant.WRONG_CALL:
            return ErrorKind.WRONG_CALL
        if self in (Plant.PUNTO_UNDER_DRAW, Plant.BANCO_UNDER_DRAW):
            return ErrorKind.UNDER_DRAW
        return ErrorKind.OVER_DRAW


PUNTO_PLANTS = tuple(p for p in Plant if p.hand is Hand.PUNTO)
BANCO_PLANTS = tuple(p for p in Plant if p.hand is Hand.BANCO)
# The plants a coup with a natural allows.
ON_NATURAL = frozenset(
    {Plant.PUNTO_DRAWS_ON_NATURAL, Plant.BANCO_DRAWS_ON_NATURAL, Plant.WRONG_CALL}
)


@dataclass(frozen=True, slots=True)
class PlantedCoup:
    """A coup dealt with planted errors; `announced` is the winner called at the table."""

    coup: Coup
    announced: Winner
    plants: frozenset[Plant]
    cards_used: int


def _hand_cards(
    plants: Collection[Plant],
    over: Plant,
    under: Plant,
    fourth: Plant,
    draws: bool,
    cards: Iterator[Card],
) -> list[Card] | None:
    """The extra cards one hand takes under its plant, or None if the plant cannot apply."""
    if over in plants:
        return None if draws else [next(cards)]
    if under in plants:
        return None if not draws else []
    if fourth in plants:
        return None if not draws else [next(cards), next(cards)]
    return [next(cards)] if draws else []


def plan(cards: Sequence[Card], tableau: Tableau, plants: Collection[Plant]) -> Coup | None:
    """The coup dealt from `cards` (in shoe order) with the plants; None if they cannot apply."""
    if sum(p in plants for p in PUNTO_PLANTS) > 1 or sum(p in plants for p in BANCO_PLANTS) > 1:
        return None
    it = iter(cards)
    try:
        p1, b1, p2, b2 = next(it), next(it), next(it), next(it)
        punto, banco = [p1, p2], [b1, b2]
        pt, bt = hand_total(punto), hand_total(banco)
        if tableau.is_natural(pt) or tableau.is_natural(bt):
            if set(plants) - ON_NATURAL:
                return None
            if Plant.PUNTO_DRAWS_ON_NATURAL in plants:
                punto.append(next(it))
            if Plant.BANCO_DRAWS_ON_NATURAL in plants:
                banco.append(next(it))
            return Coup(tuple(punto), tuple(banco))
        if Plant.PUNTO_DRAWS_ON_NATURAL in plants or Plant.BANCO_DRAWS_ON_NATURAL in plants:
            return None
        extra = _hand_cards(
            plants,
            Plant.PUNTO_OVER_DRAW,
            Plant.PUNTO_UNDER_DRAW,
            Plant.PUNTO_FOURTH_CARD,
            tableau.punto_draws(pt),
            it,
        )
        if extra is None:
            return None
        punto += extra
        third = punto[2].value if len(punto) > 2 else None
        extra = _hand_cards(
            plants,
            Plant.BANCO_OVER_DRAW,
            Plant.BANCO_UNDER_DRAW,
            Plant.BANCO_FOURTH_CARD,
            tableau.banco_draws(bt, third),
            it,
        )
        if extra is None:
            return None
        banco += extra
    except StopIteration:
        return None
    return Coup(tuple(punto), tuple(banco))


def possible_plants(cards: Sequence[Card], tableau: Tableau) -> list[Plant]:
    """The single plants the coming `cards` (a shoe's `peek(MAX_PLANTED_CARDS)`) allow."""
    return [p for p in Plant if plan(cards, tableau, {p}) is not None]


def deal_planted(
    shoe: Shoe,
    tableau: Tableau,
    plants: Plant | Collection[Plant],
    rng: random.Random,
) -> PlantedCoup | None:
    """Deal ONE coup from `shoe` with the chosen error(s) planted.

    `plants` is one Plant or a set of them (at most one per hand, plus WRONG_CALL). Returns None,
    and deals nothing, when the coming cards do not allow them (see `possible_plants`). For a
    wrong call the announced winner is one of the two others, chosen with `rng`.
    """
    chosen = frozenset({plants} if isinstance(plants, Plant) else plants)
    coup = plan(shoe.peek(MAX_PLANTED_CARDS), tableau, chosen)
    if coup is None:
        return None
    used = len(coup.punto) + len(coup.banco)
    for _ in range(used):
        shoe.draw()
    announced = coup.winner
    if Plant.WRONG_CALL in chosen:
        announced = rng.choice([w for w in Winner if w is not coup.winner])
    return PlantedCoup(coup, announced, chosen, used)
