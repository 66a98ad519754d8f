"""Cards for building the exact situation an item asks about, taken from the house's shoe.

A CardPool holds the cards of the ruleset's shoe (its packs) that are not yet on the table; an
item takes its cards from it without replacement, so a one-pack house never shows the same card
twice in a coup, and a card comes up as often as the shoe gives it.
"""

from __future__ import annotations

from random import Random

from kiosk.domain.cards import PACK, Card, hand_total

# Tries at a hand with a wanted total before the pool is judged unable to give one.
_HAND_TRIES = 200


class NoCard(LookupError):
    """The pool holds no card of the wanted value any more."""


class CardPool:
    """The cards one item may still take: `packs` complete packs less those already taken.

    Taken cards lie at the end of one list, so `reset` and `put_back` cost nothing and a search
    that deals coup after coup allocates nothing.
    """

    __slots__ = ("_cards", "_left", "rng")

    def __init__(self, packs: int, rng: Random) -> None:
        if packs < 1:
            raise ValueError(f"a shoe needs at least one pack, not {packs}")
        self._cards = list(PACK) * packs
        self._left = len(self._cards)
        self.rng = rng

    @property
    def left(self) -> int:
        return self._left

    def reset(self) -> None:
        """Every card back in the pool (a fresh coup)."""
        self._left = len(self._cards)

    def put_back(self, count: int) -> None:
        """Return the last `count` cards taken."""
        self._left = min(len(self._cards), self._left + count)

    def _take(self, index: int) -> Card:
        last = self._left - 1
        cards = self._cards
        cards[index], cards[last] = cards[last], cards[index]
        self._left = last
        return cards[last]

    def card(self) -> Card:
        """A random card out of the pool."""
        if not self._left:
            raise NoCard("the pool is empty")
        return self._take(self.rng.randrange(self._left))

    def count_of_value(self, value: int) -> int:
        value %= 10
        return sum(1 for i in range(self._left) if self._cards[i].value == value)

    def of_value(self, value: int) -> Card:
        """A random card of this point value out of the pool."""
        value %= 10
        found = [i for i in range(self._left) if self._cards[i].value == value]
        if not found:
            raise NoCard(f"no card of value {value} is left")
        return self._take(self.rng.choice(found))

    def hand_with_total(self, total: int, cards: int) -> tuple[Card, ...]:
        """`cards` cards out of the pool whose point total is `total`, in random order."""
        for _ in range(_HAND_TRIES):
            hand = [self.card() for _ in range(cards - 1)]
            if self.count_of_value(total - hand_total(hand)):
                hand.append(self.of_value(total - hand_total(hand)))
                self.rng.shuffle(hand)
                return tuple(hand)
            self.put_back(len(hand))
        raise NoCard(f"the pool gives no {cards} cards totalling {total}")
