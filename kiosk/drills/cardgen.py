"""Random cards with a wanted point total, for building the exact situation an item asks about."""

from __future__ import annotations

from random import Random

from kiosk.domain.cards import PACK, RANK_VALUES, SUITS, Card, hand_total

_RANKS_BY_VALUE: dict[int, tuple[str, ...]] = {
    v: tuple(r for r, value in RANK_VALUES.items() if value == v) for v in range(10)
}


def card_of_value(value: int, rng: Random) -> Card:
    return Card(rng.choice(_RANKS_BY_VALUE[value % 10]), rng.choice(SUITS))


def random_card(rng: Random) -> Card:
    """A card as a shuffled pack gives it: tens and court cards (0) four times as often."""
    return rng.choice(PACK)


def hand_with_total(total: int, cards: int, rng: Random) -> tuple[Card, ...]:
    """`cards` random cards whose point total is `total`."""
    hand = [random_card(rng) for _ in range(cards - 1)]
    hand.append(card_of_value(total - hand_total(hand), rng))
    rng.shuffle(hand)
    return tuple(hand)
