"""Stakes a player at this house would really place: a few of its chips, within the bet's limits."""

from __future__ import annotations

from decimal import Decimal
from itertools import combinations_with_replacement
from random import Random

from kiosk.domain.bets import BetSpec

# A stake's class, as the payouts drill's items name it: one kind of chip (4 × 25) or several
# (25 + 10): the sum to multiply and take commission on is harder with several.
ONE_KIND = "one-kind"
MIXED = "mixed"


def _usable(bet: BetSpec, chips: tuple[Decimal, ...]) -> list[Decimal]:
    return sorted(c for c in chips if c <= max(bet.minimum, bet.maximum / 4))


def stake_classes(bet: BetSpec, chips: tuple[Decimal, ...]) -> tuple[str, ...]:
    """The stake classes a realistic stake on `bet` can have at this house."""
    usable = _usable(bet, chips)
    found = {ONE_KIND}
    for n in range(2, 5):
        for drawn in combinations_with_replacement(usable, n):
            if len(set(drawn)) > 1 and bet.minimum <= sum(drawn) <= bet.maximum:
                found.add(MIXED)
    return tuple(c for c in (ONE_KIND, MIXED) if c in found)


def realistic_stake(
    bet: BetSpec, chips: tuple[Decimal, ...], rng: Random, kind: str | None = None
) -> Decimal:
    """One to four chips of the house's denominations, summing to within the bet's min and max;
    of one kind of chip or several when `kind` says (`ONE_KIND`, `MIXED`).

    Denominations at or below a quarter of the maximum are used, smaller ones more often, so
    stakes look like a table's (15, 35, 120 …) and commission rounding has work to do.
    """
    usable = _usable(bet, chips)
    if not usable:
        return bet.minimum
    weights = [1.0 / (i + 1) for i in range(len(usable))]  # the smallest chip weighs most
    for _ in range(400):
        drawn = [rng.choices(usable, weights)[0] for _ in range(rng.randint(1, 4))]
        if kind is not None and (MIXED if len(set(drawn)) > 1 else ONE_KIND) != kind:
            continue
        stake = sum(drawn, Decimal(0))
        if bet.minimum <= stake <= bet.maximum:
            return stake
    return bet.minimum
