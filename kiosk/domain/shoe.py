"""The shoe: N packs shuffled with a seedable RNG and dealt in order.

A house may place a cut card (the coup in progress when it comes out is finished, then the shoe
ends) and may burn cards after the shuffle. The same class replays a known card order, so tests,
the log simulator and the dealing drill all deal from one thing.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol

from kiosk.domain.cards import PACK, Card
from kiosk.domain.coup import Coup, deal_coup
from kiosk.domain.tableau import Tableau

# The most cards one coup can take (two hands of three); a coup starts only if they are there.
MAX_COUP_CARDS = 6
# Cards burned when the turned card is a ten or a court card (point value 0).
BURN_FOR_ZERO = 10


class ShoeSpec(Protocol):
    """What a house says about its shoe (the ruleset's `shoe:` section)."""

    @property
    def packs(self) -> int: ...

    @property
    def cut_card_from_end(self) -> int | None: ...

    @property
    def burn(self) -> bool: ...


class ShoeExhausted(LookupError):
    """A card was asked for after the last one was dealt."""


def burn_count(card: Card) -> int:
    """How many cards the turned card burns: its point value, a ten or court card burns 10."""
    return card.value or BURN_FOR_ZERO


class Shoe:
    """Cards in dealing order, with an optional cut card and the burn already taken off.

    `cut_card_from_end` is the number of cards left behind the cut card. The cut card comes out
    when a draw takes the first card behind it; that coup is dealt to the end, and no further coup
    starts. Without a cut card a coup starts only while a full coup's cards remain.
    """

    __slots__ = ("_cards", "_cut_at", "_next", "burned")

    def __init__(
        self,
        cards: Iterable[Card],
        *,
        cut_card_from_end: int | None = None,
        burn: bool = False,
    ) -> None:
        self._cards: tuple[Card, ...] = tuple(cards)
        size = len(self._cards)
        if cut_card_from_end is not None and not 0 <= cut_card_from_end <= size:
            raise ValueError(
                f"the cut card must lie within the shoe: 0 to {size} cards from the end, "
                f"not {cut_card_from_end}"
            )
        self._next = 0
        # Cards taken off after the shuffle: the turned card first, then the burned ones.
        self.burned: tuple[Card, ...] = ()
        if burn and size:
            count = 1 + burn_count(self._cards[0])
            self.burned = self._cards[:count]
            self._next = len(self.burned)
        self._cut_at = None if cut_card_from_end is None else size - cut_card_from_end

    @classmethod
    def shuffled(
        cls,
        packs: int,
        rng: random.Random,
        *,
        cut_card_from_end: int | None = None,
        burn: bool = False,
    ) -> Shoe:
        """A freshly shuffled shoe of `packs` complete packs."""
        if packs < 1:
            raise ValueError(f"a shoe needs at least one pack, not {packs}")
        cards = list(PACK) * packs
        rng.shuffle(cards)
        return cls(cards, cut_card_from_end=cut_card_from_end, burn=burn)

    @classmethod
    def from_spec(
        cls, spec: ShoeSpec, seed: int | None = None, *, rng: random.Random | None = None
    ) -> Shoe:
        """A shuffled shoe as the house deals it; the same seed gives the same shoe.

        Pass one `rng` to deal shoe after shoe from a single seeded sequence.
        """
        return cls.shuffled(
            spec.packs,
            rng if rng is not None else random.Random(seed),
            cut_card_from_end=spec.cut_card_from_end,
            burn=spec.burn,
        )

    @classmethod
    def from_cards(
        cls,
        cards: Iterable[Card],
        *,
        cut_card_from_end: int | None = None,
        burn: bool = False,
    ) -> Shoe:
        """A shoe holding exactly these cards in this order (tests, replays of a recorded shoe)."""
        return cls(cards, cut_card_from_end=cut_card_from_end, burn=burn)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card in the order it lies in the shoe, burned cards included."""
        return self._cards

    @property
    def size(self) -> int:
        return len(self._cards)

    @property
    def dealt(self) -> int:
        """Cards out of the shoe so far, burned cards included."""
        return self._next

    @property
    def remaining(self) -> int:
        return len(self._cards) - self._next

    @property
    def cut_card_position(self) -> int | None:
        """How many cards lie in front of the cut card (None: no cut card)."""
        return self._cut_at

    @property
    def cut_card_out(self) -> bool:
        """Whether the cut card has come out: a card behind it has been dealt."""
        return self._cut_at is not None and self._next > self._cut_at

    @property
    def can_start_coup(self) -> bool:
        """A new coup may start: the cut card is still in and a full coup's cards remain."""
        return self._next <= self._last_start()

    def _last_start(self) -> int:
        """The last position a coup may start from."""
        last = len(self._cards) - MAX_COUP_CARDS
        return last if self._cut_at is None else min(last, self._cut_at)

    def draw(self) -> Card:
        """The next card; raises ShoeExhausted when the shoe is empty."""
        i = self._next
        if i >= len(self._cards):
            raise ShoeExhausted("the shoe is empty")
        self._next = i + 1
        return self._cards[i]

    def peek(self, count: int = 1) -> Sequence[Card]:
        """The next `count` cards without dealing them (fewer near the end of the shoe)."""
        return self._cards[self._next : self._next + count]

    def deal_coup(self, tableau: Tableau) -> Coup:
        """Deal one coup per the tableau."""
        return deal_coup(self.draw, tableau)

    def coups(self, tableau: Tableau) -> Iterator[Coup]:
        """Deal coup after coup until the shoe ends (cut card out, or too few cards left)."""
        draw, last = self.draw, self._last_start()
        while self._next <= last:
            yield deal_coup(draw, tableau)
