"""Stakes a player at this house would really place: a few of its chips, within the bet's limits."""

from __future__ import annotations

from decimal import Decimal
from random import Random

from kiosk.domain.bets import BetSpec


def realistic_stake(bet: BetSpec, chips: tuple[Decimal, ...], rng: Random) -> Decimal:
    """One to four chips of the house's denominations, summing to within the bet's min and max.

    Denominations at or below a quarter of the maximum are used, smaller ones more often, so
    stakes look like a table's (15, 35, 120 …) and commission rounding has work to do.
    """
    usable = sorted(c for c in chips if c <= max(bet.minimum, bet.maximum / 4))
    if not usable:
        return bet.minimum
    weights = [1.0 / (i + 1) for i in range(len(usable))]  # the smallest chip weighs most
    for _ in range(200):
        stake = sum((rng.choices(usable, weights)[0] for _ in range(rng.randint(1, 4))), Decimal(0))
        if bet.minimum <= stake <= bet.maximum:
            return stake
    return bet.minimum
