"""Compact codes for hands, so the verifier looks up the judge's verdict instead of asking again.

A hand string such as `9S KH 4D` is read once and cached as (code, mask): the code packs all the
judge looks at (card count up to "more than three", two-card total, third-card value, final
total) into a small integer, so the judge's verdict on one coup holds for every coup with the same
pair of codes; the mask adds the hand's cards to a per-shoe counter held in one integer, in which
a field overflows into its top bit as soon as a card appears more often than the shoe's packs hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from kiosk.domain.cards import PACK, Card, CardError, parse_card

# The hand cache stops growing at this many hand strings (a log of odd spellings stays small).
MAX_ENTRIES = 1 << 16
# Codes run from 0 to CODES - 1: 10 two-card hands, 100 three-card hands, 1000 longer hands.
CODES = 1110
# Codes of hands of two or three cards are below this.
THREE_CARD_CODES = 110

CARD_INDEX: dict[Card, int] = {card: i for i, card in enumerate(PACK)}


def _judged(code: int) -> int:
    """What the judge looks at in punto's hand of this code: the code itself for two or three
    cards; for more, the two-card total and the third card (every card beyond the third is an
    over-draw alike)."""
    return code if code < THREE_CARD_CODES else THREE_CARD_CODES + (code - THREE_CARD_CODES) // 10


def _banco_judged(code: int) -> int:
    """What the judge looks at in banco's hand of this code: its two-card total and whether it
    holds two cards, three or more (banco's cards decide no other hand's rule)."""
    if code < 10:
        return code
    if code < THREE_CARD_CODES:
        return 10 + (code - 10) // 10
    return 20 + (code - THREE_CARD_CODES) // 100


def _total(code: int) -> int:
    """The point total of a hand of this code."""
    if code < 10:
        return code
    if code < THREE_CARD_CODES:
        return sum(divmod(code - 10, 10)) % 10
    return code % 10


# By hand code: what the judge looks at in punto's hand (PUNTO_JUDGED of them) and in banco's
# (BANCO_JUDGED), and the hand's point total.
JUDGED = [_judged(code) for code in range(CODES)]
PUNTO_JUDGED = THREE_CARD_CODES + 100
BANCO_JUDGED = [_banco_judged(code) for code in range(CODES)]
TOTALS = [_total(code) for code in range(CODES)]


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


class CardCounter:
    """Card counts of a shoe packed into one integer, with a field of `width` bits per card.

    Each field starts at `bias` so that it reaches its top bit exactly when the count exceeds
    `packs`; `overflow(acc)` then is one AND. Fields are whole bytes, in `PACK` order. A hand's
    mask (`mask`) adds at most `most` of one card: packs + 1 (that many already exceed the
    packs), but four for a shoe of fewer than three packs, so that a hand of up to four cards
    adds each of its cards as it is. A field holds what a shoe's count and two such masks add up
    to (its top bit is at least four times packs + 1, and at least 8), so no field ever carries
    into the next one.
    """

    def __init__(self, packs: int) -> None:
        self.packs = packs
        self.most = max(packs + 1, 4)
        # room for a count up to the packs and two hands' `most` more: twice the top bit
        self.width = -(-(max(packs, 1).bit_length() + 3) // 8) * 8
        top = 1 << (self.width - 1)
        per_field_bias = top - 1 - packs
        self.start = sum(per_field_bias << (self.width * i) for i in range(len(PACK)))
        self.high = sum(top << (self.width * i) for i in range(len(PACK)))
        self.unit = [1 << (self.width * i) for i in range(len(PACK))]
        self._units = {card: self.unit[i] for card, i in CARD_INDEX.items()}

    def mask(self, cards: Sequence[Card]) -> int:
        """What a hand adds to the counts: each card once, but at most `most` of one card."""
        units = self._units
        most = self.most
        seen: dict[Card, int] = {}
        mask = 0
        for card in cards:
            n = seen[card] = seen.get(card, 0) + 1
            if n <= most:
                mask += units[card]
        return mask

    def count(self, acc: int, card: Card) -> int:
        """How many of `card` the counter holds."""
        start = (self.start >> (self.width * CARD_INDEX[card])) & ((1 << self.width) - 1)
        return ((acc >> (self.width * CARD_INDEX[card])) & ((1 << self.width) - 1)) - start

    def too_many(self, acc: int) -> list[Card]:
        """The cards whose count exceeds the packs, in PACK order: those whose field has its top
        bit set (a shoe reused beyond its cards has every row after them say which)."""
        over = acc & self.high
        cards: list[Card] = []
        while over:
            bit = over & -over
            cards.append(PACK[(bit.bit_length() - 1) // self.width])
            over ^= bit
        return cards


def parse_hand(text: str) -> tuple[Card, ...]:
    """The cards of a hand string; raises CardError for a bad card."""
    return tuple(parse_card(token) for token in text.split())


class HandCache:
    """Hand string → (code, mask, cards), filled as hands are met; bad hands are not cached.

    Only two-card hands are cached, so that the cache stays small enough to be quick: a third
    card after a two-card hand in the usual notation ("9S KH 4D") is added to the two-card
    hand's entry (`thirds`), and other hands are read each time.
    """

    def __init__(self, counter: CardCounter) -> None:
        self.counter = counter
        self.entries: dict[str, tuple[int, int, tuple[Card, ...]]] = {}
        # " " + a card's code → (point value, counter unit, card): the third card of
        # "9S KH 4D".
        self.thirds: dict[str, tuple[int, int, Card]] = {
            " " + card.code: (card.value, counter.unit[i], card) for card, i in CARD_INDEX.items()
        }
        # card text → (point value, counter unit, card); filled as card spellings are met
        self._cards: dict[str, tuple[int, int, Card]] = {}

    def _card(self, text: str) -> tuple[int, int, Card] | None:
        found = self._cards.get(text)
        if found is None:
            try:
                card = parse_card(text)
            except CardError:
                return None
            found = (card.value, self.counter.unit[CARD_INDEX[card]], card)
            if len(self._cards) < MAX_ENTRIES:
                self._cards[text] = found
        return found

    def entry(self, text: str) -> tuple[int, int, tuple[Card, ...]] | None:
        """The cached entry, reading the hand on first sight; None when it is not a valid hand."""
        entries = self.entries
        found = entries.get(text)
        if found is not None:
            return found
        if len(text) == 8 and text[5] == " ":
            # a third card after a two-card hand, "9S KH 4D"
            head, third = entries.get(text[:5]), self._cards.get(text[6:8])
            if head is not None and third is not None and head[0] < 10:
                return (10 + head[0] * 10 + third[0], head[1] + third[1], (*head[2], third[2]))
        tokens = text.split()
        if len(tokens) < 2:
            return None
        cards: list[Card] = []
        mask = 0
        for token in tokens:
            card = self._card(token)
            if card is None:
                return None
            mask += card[1]
            cards.append(card[2])
        if len(cards) > self.counter.most:  # it may hold more of one card than `most`
            mask = self.counter.mask(cards)
        found = (hand_code(cards), mask, tuple(cards))
        if len(cards) == 2 and len(entries) < MAX_ENTRIES:
            entries[text] = found
        return found

    def warm(self) -> None:
        """Read every two-card hand in the usual notation up front (they are most of all hands)."""
        for a in PACK:
            for b in PACK:
                self.entry(f"{a.code} {b.code}")
