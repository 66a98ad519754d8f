"""Cards, the card notation used everywhere (`AS 9H TD 10D KC`) and hand totals."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from kiosk.i18n import translate

RANKS = "A23456789TJQK"
SUITS = "SHDC"
#: Point value of each rank: ace 1, 2–9 face value, ten and court cards 0.
RANK_VALUES = {"A": 1, "T": 0, "J": 0, "Q": 0, "K": 0} | {str(n): n for n in range(2, 10)}


class CardError(ValueError):
    """A card could not be read; the message says what was expected."""


@dataclass(frozen=True, slots=True, order=True)
class Card:
    rank: str
    suit: str

    def __post_init__(self) -> None:
        if self.rank not in RANKS or self.suit not in SUITS:
            raise CardError(
                translate(
                    "cards",
                    "not a card: rank {rank}, suit {suit}; expected a rank of {ranks} "
                    "and a suit of {suits}",
                ).format(
                    rank=repr(self.rank),
                    suit=repr(self.suit),
                    ranks=", ".join(RANKS),
                    suits=", ".join(SUITS),
                )
            )

    @property
    def value(self) -> int:
        return RANK_VALUES[self.rank]

    @property
    def code(self) -> str:
        """Canonical notation: `AS`, `TD`, `KC`."""
        return self.rank + self.suit

    def __str__(self) -> str:
        return self.code


def _build_table() -> dict[str, Card]:
    table: dict[str, Card] = {}
    for rank in RANKS:
        for suit in SUITS:
            card = Card(rank, suit)
            spellings = [rank] + (["10"] if rank == "T" else [])
            for r in spellings:
                for text in (
                    r + suit,
                    r.lower() + suit.lower(),
                    r + suit.lower(),
                    r.lower() + suit,
                ):
                    table[text] = card
    return table


_CARDS = _build_table()
#: Every distinct card of one pack, in rank-then-suit order.
PACK: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS)


def parse_card(text: str) -> Card:
    """Read one card such as `9H`, `td`, `10D`; raises CardError saying what was expected."""
    card = _CARDS.get(text.strip())
    if card is None:
        raise CardError(
            translate(
                "cards",
                "{text} is not a card: expected a rank (A, 2–9, T or 10, J, Q, K) "
                "followed by a suit (S, H, D, C), e.g. 9H or 10D",
            ).format(text=repr(text.strip()))
        )
    return card


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read a hand written as `9S KH` (or a list of card strings)."""
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(parse_card(item) for item in items)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(card.code for card in cards)


_SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def readable_cards(cards: Iterable[Card]) -> str:
    """Cards as people write them: 8♣ 7♦ K♥ 10♠ (format_cards gives the log's codes)."""
    return " ".join(
        ("10" if c.rank == "T" else c.rank) + _SUIT_SIGNS.get(c.suit, c.suit) for c in cards
    )


def hand_total(cards: Iterable[Card]) -> int:
    """Point total of a hand: the units digit of the sum of point values."""
    return sum(card.value for card in cards) % 10
