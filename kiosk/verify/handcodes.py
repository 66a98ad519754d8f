"""Compact codes for hands, so the verifier judges a clean coup with a few table lookups.

A hand string such as `9S KH 4D` is read once and cached as (code, mask): the code packs what the
tableau cares about (card count, two-card total, third-card value, final total) into a small
integer, so one list lookup on (punto code, banco code) answers "dealt per the tableau, and who
won"; the mask adds the hand's cards to a per-shoe counter held in one integer, in which a field
overflows into its top bit as soon as a card appears more often than the shoe's packs hold.
The codes only decide whether a coup is clean; a coup that is not goes to `check.judge`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
    `packs`; `overflow(acc)` then is one AND. Fields are whole bytes, in `PACK` order, so that
    the counts of many coups, as bytes, become an addend with one `int.from_bytes`.
    """

    def __init__(self, packs: int) -> None:
        self.packs = packs
        self.width = -(-(max(packs, 1).bit_length() + 1) // 8) * 8
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

    def addend(self, counts: bytes) -> int:
        """What adding `counts[i]` cards of PACK[i] (for each i) adds to a counter."""
        if self.width == 8:
            return int.from_bytes(counts, "little")
        return sum(n * unit for n, unit in zip(counts, self.unit, strict=False))

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


def byte_table(value: Callable[[int], int]) -> bytes:
    """A `bytes.translate` table: byte b becomes value(b)."""
    return bytes(value(b) for b in range(256))


class VerdictLanes:
    """Byte tables of a tableau over a hand's lane `(v1 + v2) × 11 + t`.

    v1, v2 are the point values of the first two cards, t is 1 + the third card's value or 0
    when there is none. Every table maps any byte to a small value, so that sums of lanes never
    carry into the next lane, whatever an unreadable hand put in its lane.
    """

    def __init__(self, tableau: Tableau) -> None:
        def part(raw: int) -> tuple[int, bool, int | None, int]:
            s, t = divmod(raw, 11)
            two = s % 10
            third = t - 1 if t else None
            return two, third is not None, third, (two + (third or 0)) % 10

        def punto(raw: int) -> int:
            if raw > 208:
                return 0
            two, drew, _, _ = part(raw)
            per_rule = drew == tableau.punto_draws(two)
            return tableau.is_natural(two) | (not drew) << 1 | per_rule << 2

        def banco(raw: int) -> int:
            if raw > 208:
                return 0
            two, drew, _, _ = part(raw)
            return (tableau.is_natural(two) | (not drew) << 1) << 3

        def banco_key(raw: int) -> int:
            if raw > 208:
                return 0
            two, drew, _, _ = part(raw)
            return two * 22 + drew * 11

        def banco_ok(key: int) -> int:
            if key >= 220:
                return 0
            two, rest = divmod(key, 22)
            drew, punto_t = divmod(rest, 11)
            third = punto_t - 1 if punto_t else None
            return (bool(drew) == tableau.banco_draws(two, third)) << 5

        def clean(x: int) -> int:
            natural = x & 0b1001
            both_two = x & 0b10 and x & 0b10000
            rules = x & 0b100 and x & 0b100000
            return 0xFF if (both_two if natural else rules) else 0

        def winner(key: int) -> int:
            if key >= 100:
                return 0
            p, b = divmod(key, 10)
            return 1 if p > b else 2 if b > p else 4

        #: bits 0-2: punto natural, punto two cards, punto's draw per the tableau.
        self.punto = byte_table(punto)
        #: bits 3-4: banco natural, banco two cards.
        self.banco = byte_table(banco)
        #: banco two-card total × 22 + drew × 11, to which punto's t is added.
        self.banco_key = byte_table(banco_key)
        #: bit 5: banco's draw per the tableau given punto's hand.
        self.banco_ok = byte_table(banco_ok)
        #: 0xFF when the coup was dealt per the tableau.
        self.clean = byte_table(clean)
        self.punto_total = byte_table(lambda raw: part(raw)[3] * 10 if raw <= 208 else 0)
        self.banco_total = byte_table(lambda raw: part(raw)[3] if raw <= 208 else 0)
        #: Winner bit of (punto total × 10 + banco total).
        self.winner = byte_table(winner)
