"""Compact codes for hands, so the verifier judges a clean coup with a few table lookups.

A hand string such as `9S KH 4D` is read once and cached as (code, mask): the code packs what the
tableau cares about (card count, two-card total, third-card value, final total) into a small
integer, so one list lookup on (punto code, banco code) answers "dealt per the tableau, and who
won"; the mask adds the hand's cards to a per-shoe counter held in one integer, in which a field
overflows into its top bit as soon as a card appears more often than the shoe's packs hold.
The codes only decide whether a coup is clean; a coup that is not goes to `check.judge`.
"""

from __future__ import annotations

from collections.abc import Sequence

from kiosk.domain.cards import PACK, Card, CardError, parse_card
from kiosk.domain.tableau import Tableau

#: Codes run from 0 to CODES - 1: 10 two-card hands, 100 three-card hands, 1000 longer hands.
CODES = 1110
#: The verdict table covers two- and three-card hands; every longer hand shares the code SHORT
#: there, whose verdict is always DRAWING_ERROR (a fourth card is an over-draw).
SHORT = 110
FAST_CODES = SHORT + 1
#: Verdict bits: the winner of a clean coup (an error-free coup has exactly one bit set).
PUNTO_WINS, BANCO_WINS, TIE = 1, 2, 4
#: Verdict of a coup with a drawing error.
DRAWING_ERROR = 0

CARD_INDEX: dict[Card, int] = {card: i for i, card in enumerate(PACK)}


def hand_code(cards: Sequence[Card]) -> int:
    """The code of a hand of at least two cards."""
    two = (cards[0].value + cards[1].value) % 10
    if len(cards) == 2:
        return two
    third = cards[2].value
    if len(cards) == 3:
        return 10 + two * 10 + third
    total = sum(card.value for card in cards) % 10
    return 110 + two * 100 + third * 10 + total


def verdict_table(tableau: Tableau) -> list[int]:
    """The verdict of every (fast punto code, fast banco code), at index p × FAST_CODES + b."""
    return [verdict(p, b, tableau) for p in range(FAST_CODES) for b in range(FAST_CODES)]


def decode(code: int) -> tuple[int, int, int | None, int]:
    """(cards: 2, 3 or 4 meaning "more than three", two-card total, third value, final total)."""
    if code < 10:
        return 2, code, None, code
    if code < 110:
        two, third = divmod(code - 10, 10)
        return 3, two, third, (two + third) % 10
    two, rest = divmod(code - 110, 100)
    third, total = divmod(rest, 10)
    return 4, two, third, total


def verdict(punto_code: int, banco_code: int, tableau: Tableau) -> int:
    """DRAWING_ERROR, or the winner bit of a coup dealt per the tableau."""
    if punto_code >= SHORT or banco_code >= SHORT:
        return DRAWING_ERROR
    pn, pt, p3, ptotal = decode(punto_code)
    bn, bt, _, btotal = decode(banco_code)
    if tableau.is_natural(pt) or tableau.is_natural(bt):
        clean = pn == 2 and bn == 2
    else:
        punto_ok = pn == (3 if tableau.punto_draws(pt) else 2)
        banco_ok = bn == (3 if tableau.banco_draws(bt, p3) else 2)
        clean = punto_ok and banco_ok
    if not clean:
        return DRAWING_ERROR
    if ptotal > btotal:
        return PUNTO_WINS
    return BANCO_WINS if btotal > ptotal else TIE


class CardCounter:
    """Card counts of a shoe packed into one integer, with a field of `width` bits per card.

    Each field starts at `bias` so that it reaches its top bit exactly when the count exceeds
    `packs`; `overflow(acc)` then is one AND.
    """

    def __init__(self, packs: int) -> None:
        self.packs = packs
        self.width = max(packs, 1).bit_length() + 1
        top = 1 << (self.width - 1)
        per_field_bias = top - 1 - packs
        self.start = sum(per_field_bias << (self.width * i) for i in range(len(PACK)))
        self.high = sum(top << (self.width * i) for i in range(len(PACK)))
        self.unit = [1 << (self.width * i) for i in range(len(PACK))]
        self._units = {card: self.unit[i] for card, i in CARD_INDEX.items()}

    def mask(self, cards: Sequence[Card]) -> int:
        units = self._units
        mask = 0
        for card in cards:
            mask += units[card]
        return mask

    def count(self, acc: int, card: Card) -> int:
        """How many of `card` the counter holds."""
        start = (self.start >> (self.width * CARD_INDEX[card])) & ((1 << self.width) - 1)
        return ((acc >> (self.width * CARD_INDEX[card])) & ((1 << self.width) - 1)) - start

    def too_many(self, acc: int) -> list[Card]:
        """The cards whose count exceeds the packs."""
        return [card for card in PACK if self.count(acc, card) > self.packs]


def parse_hand(text: str) -> tuple[Card, ...]:
    """The cards of a hand string; raises CardError for a bad card."""
    return tuple(parse_card(token) for token in text.split())


class HandCache:
    """Hand string → (code, mask, fast code × FAST_CODES, fast code), filled as hands are met.

    The fast code is the code, or SHORT for a hand of more than three cards. Bad hands are not
    cached.
    """

    def __init__(self, counter: CardCounter) -> None:
        self.counter = counter
        self.entries: dict[str, tuple[int, int, int, int]] = {}
        # card text → (point value, counter unit); filled as card spellings are met
        self._cards: dict[str, tuple[int, int]] = {}

    def _card(self, text: str) -> tuple[int, int] | None:
        found = self._cards.get(text)
        if found is None:
            try:
                card = parse_card(text)
            except CardError:
                return None
            found = (card.value, self.counter.unit[CARD_INDEX[card]])
            self._cards[text] = found
        return found

    def entry(self, text: str) -> tuple[int, int, int, int] | None:
        """The cached entry, reading the hand on first sight; None when it is not a valid hand."""
        found = self.entries.get(text)
        if found is not None:
            return found
        tokens = text.split()
        if len(tokens) < 2:
            return None
        values = []
        mask = 0
        for token in tokens:
            card = self._card(token)
            if card is None:
                return None
            values.append(card[0])
            mask += card[1]
        two = (values[0] + values[1]) % 10
        if len(values) == 2:
            code = two
        elif len(values) == 3:
            code = 10 + two * 10 + values[2]
        else:
            code = 110 + two * 100 + values[2] * 10 + sum(values) % 10
        fast = min(code, SHORT)
        found = (code, mask, fast * FAST_CODES, fast)
        self.entries[text] = found
        return found

    def warm(self) -> None:
        """Read every two-card hand in the usual notation up front (they are most of all hands)."""
        for a in PACK:
            for b in PACK:
                self.entry(f"{a.code} {b.code}")
