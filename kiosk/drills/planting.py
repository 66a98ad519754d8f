"""Coups with one planted drawing error, for the "spot the misdeal" drill.

The errors are planted by kiosk.domain.plant, the same code that makes `kiosk simulate-log`
logs; a drawing error may be a plain over- or under-draw, a fourth card, or a card drawn after a
natural. Each coup is dealt at a position of a real shuffled shoe of the house, so the coup as
it should have been dealt always exists: the same cards from the same position, dealt right.
Only coups that the checker (kiosk.domain.judge.judge) finds exactly that error in are asked.
"""

from __future__ import annotations

from random import Random

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, deal_from
from kiosk.domain.judge import ErrorKind, Hand, judge
from kiosk.domain.plant import MAX_PLANTED_CARDS, Plant, possible_plants
from kiosk.domain.plant import plan as plant_plan
from kiosk.domain.shoe import Shoe, ShoeSpec
from kiosk.domain.tableau import Tableau

# Shoes shuffled in search of a position that allows the error before giving up.
_SHOES = 40

DealingError = tuple[ErrorKind, Hand]


def plants_for(error: DealingError) -> tuple[Plant, ...]:
    """The simulator's plants that the checker reports as this error."""
    kind, hand = error
    return tuple(p for p in Plant if p.hand is hand and p.kind is kind)


def _planted(
    cards: list[Card], tableau: Tableau, error: DealingError | None, rng: Random
) -> Coup | None:
    """The coup dealt from `cards` (in shoe order) with exactly this error, or None."""
    if error is None:
        return deal_from(cards, tableau)[0]
    wanted = plants_for(error)
    allowed = [p for p in possible_plants(cards, tableau) if p in wanted]
    if not allowed:
        return None
    coup = plant_plan(cards, tableau, {rng.choice(allowed)})
    if coup is None or [(e.kind, e.hand) for e in judge(coup, tableau)] != [error]:
        return None
    return coup


def plant_error(
    shoe: ShoeSpec, tableau: Tableau, error: DealingError | None, rng: Random
) -> tuple[Coup, Coup]:
    """A coup dealt at a random position of a freshly shuffled shoe of the house with exactly
    this error (None: dealt right), and the coup the same cards give when dealt right."""
    coup, window = planted_window(shoe, tableau, error, rng)
    return coup, deal_from(window, tableau)[0]


def planted_window(
    shoe: ShoeSpec, tableau: Tableau, error: DealingError | None, rng: Random
) -> tuple[Coup, tuple[Card, ...]]:
    """As `plant_error`, with the shoe's cards from the coup's first card to the end (the coup
    takes the first of them in shoe order, the rest follow)."""
    for _ in range(_SHOES):
        cards = Shoe.from_spec(shoe, rng=rng)
        first = len(cards.burned)
        last = cards.size - MAX_PLANTED_CARDS
        if cards.cut_card_position is not None:
            last = min(last, cards.cut_card_position)  # no coup starts behind the cut card
        starts = list(range(first, last + 1))
        rng.shuffle(starts)
        for start in starts:
            window = list(cards.cards[start : start + MAX_PLANTED_CARDS])
            coup = _planted(window, tableau, error, rng)
            if coup is not None:
                return coup, cards.cards[start:]
    raise ValueError(f"this tableau allows no coup with {error}")


_POSSIBLE: dict[object, frozenset[DealingError]] = {}


def possible_errors(tableau: Tableau) -> frozenset[DealingError]:
    """The drawing errors this tableau lets a croupier make at all (worked out once per tableau).

    Which errors a coup allows depends only on the two-card totals and punto's third card, so
    one coup per combination of those point values (tens for the other cards) shows them all.
    """
    known = (
        tableau.naturals,
        tuple(sorted(tableau.punto.items())),
        tuple(sorted(tableau.banco.items())),
    )
    if known not in _POSSIBLE:
        _POSSIBLE[known] = _possible_errors(tableau)
    return _POSSIBLE[known]


def _possible_errors(tableau: Tableau) -> frozenset[DealingError]:
    found: set[DealingError] = set()
    values = [Card(rank, "S") for rank in "TA23456789"]  # values[v] has point value v
    ten = values[0]
    for pt in range(10):
        for bt in range(10):
            for third in range(10):
                cards = [values[pt], values[bt], ten, ten, values[third], ten, ten, ten]
                for plant in possible_plants(cards, tableau):
                    coup = plant_plan(cards, tableau, {plant})
                    if coup is not None:
                        errors = judge(coup, tableau)
                        if len(errors) == 1 and errors[0].hand is not None:
                            found.add((errors[0].kind, errors[0].hand))
    return frozenset(found)
