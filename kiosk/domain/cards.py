"""Cards, the card notation used everywhere (`AS 9H TD 10D KC`) and hand totals."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

RANKS = "A23456789TJQK"
SUITS = "SHDC"
# Point value of each rank: ace 1, 2–9 face value, ten and court cards 0.
RANK_VALUES = {"A": 1, "T": 0, "J": 0, "Q": 0, "K": 0} | {str(n): n for n in range(2, 10)}
# How a card's suit and rank are shown to a person (the card faces and sentences alike).
SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_TEXT = {"T": "10"}


class CardError(ValueError):
    """A card could not be read: `text` is what was given. (The domain builds no sentences for
    people: kiosk.verify.scan.card_problem says it in the reader's language.)"""

    def __init__(self, text: str) -> None:
        super().__init__(f"{text!r} is not a card")
        self.text = text


@dataclass(frozen=True, slots=True, order=True)
class Card:
    rank: str
    suit: str
    # Point value (0-9), the canonical notation (`AS`, `TD`, `KC`) and the card as a person
    # reads it (`10♥`, show_cards): worked out once, as they are read for every card of
    # millions of coups.
    value: int = field(init=False, repr=False, compare=False)
    code: str = field(init=False, repr=False, compare=False)
    face: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank not in RANKS or self.suit not in SUITS:
            raise CardError(f"{self.rank}{self.suit}")
        object.__setattr__(self, "value", RANK_VALUES[self.rank])
        object.__setattr__(self, "code", self.rank + self.suit)
        object.__setattr__(
            self, "face", RANK_TEXT.get(self.rank, self.rank) + SUIT_GLYPHS[self.suit]
        )

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
# Every distinct card of one pack, in rank-then-suit order.
PACK: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS)


def parse_card(text: str) -> Card:
    """Read one card such as `9H`, `td`, `10D`; raises CardError naming the text."""
    card = _CARDS.get(text.strip())
    if card is None:
        raise CardError(text.strip())
    return card


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read a hand written as `9S KH` (or a list of card strings)."""
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(parse_card(item) for item in items)


def format_cards(cards: Sequence[Card], between: str = " ") -> str:
    """Cards in the notation a log uses: `AS 9H TD` (`between`: what stands between two cards).

    A hand of two or three cards (nearly every hand) is put together without a loop: a report
    may write the hands of hundreds of thousands of coups.
    """
    n = len(cards)
    if n == 2:
        return cards[0].code + between + cards[1].code
    if n == 3:
        return cards[0].code + between + cards[1].code + between + cards[2].code
    return between.join([card.code for card in cards])


def show_cards(cards: Sequence[Card]) -> str:
    """Cards as a person reads them: `A♦ 10♥ 9♣` (two or three put together as by
    `format_cards`)."""
    n = len(cards)
    if n == 2:
        return cards[0].face + " " + cards[1].face
    if n == 3:
        return cards[0].face + " " + cards[1].face + " " + cards[2].face
    return " ".join([card.face for card in cards])


def hand_total(cards: Iterable[Card]) -> int:
    """Point total of a hand: the units digit of the sum of point values."""
    return sum([card.value for card in cards]) % 10
