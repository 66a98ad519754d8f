"""Coups with one planted drawing error, for the "spot the misdeal" drill.

The errors are planted by kiosk.verify.plant, the same code that makes `kiosk simulate-log`
logs; a drawing error may be a plain over- or under-draw, a fourth card, or a card drawn after a
natural. Only coups that the checker (kiosk.domain.judge.judge) finds exactly that error in are
asked.
"""

from __future__ import annotations

from random import Random

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, deal_from
from kiosk.domain.judge import ErrorKind, Hand, judge
from kiosk.domain.tableau import Tableau
from kiosk.drills.cardgen import random_card
from kiosk.verify.plant import MAX_PLANTED_CARDS, Plant, possible_plants
from kiosk.verify.plant import plan as plant_plan

#: Attempts before giving up on an error that the tableau makes impossible.
_ATTEMPTS = 2000


def plants_for(error: tuple[ErrorKind, Hand]) -> tuple[Plant, ...]:
    """The simulator's plants that the checker reports as this error."""
    kind, hand = error
    return tuple(p for p in Plant if p.hand is hand and p.kind is kind)


def plant_error(
    tableau: Tableau, error: tuple[ErrorKind, Hand] | None, rng: Random
) -> tuple[Coup, Card]:
    """A coup dealt from random cards with exactly this error (None: dealt right), and the card
    that would come next out of the shoe (needed to rebuild the correct coup)."""
    wanted = () if error is None else plants_for(error)
    for _ in range(_ATTEMPTS):
        cards = [random_card(rng) for _ in range(MAX_PLANTED_CARDS + 1)]
        if error is None:
            coup, used = deal_from(cards, tableau)
        else:
            allowed = [p for p in possible_plants(cards, tableau) if p in wanted]
            if not allowed:
                continue
            planted = plant_plan(cards, tableau, {rng.choice(allowed)})
            if planted is None:
                continue
            coup, used = planted, len(planted.punto) + len(planted.banco)
        found = [(e.kind, e.hand) for e in judge(coup, tableau)]
        if found == ([] if error is None else [error]):
            return coup, cards[used]
    raise ValueError(f"this tableau allows no coup with {error}")
