"""One coup: two hands dealt from the shoe, and who won.

A Coup holds the cards as they lie on the table, whether or not they were dealt per the tableau
(the verifier and the drills judge recorded coups); `deal_coup` deals one correctly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum

from kiosk.domain.cards import Card, format_cards, hand_total
from kiosk.domain.tableau import Tableau


class Winner(StrEnum):
    PUNTO = "punto"
    BANCO = "banco"
    TIE = "tie"


def winner_of(punto_total: int, banco_total: int) -> Winner:
    if punto_total > banco_total:
        return Winner.PUNTO
    if banco_total > punto_total:
        return Winner.BANCO
    return Winner.TIE


@dataclass(frozen=True, slots=True)
class Coup:
    punto: tuple[Card, ...]
    banco: tuple[Card, ...]

    @property
    def punto_total(self) -> int:
        return hand_total(self.punto)

    @property
    def banco_total(self) -> int:
        return hand_total(self.banco)

    @property
    def punto_two_card_total(self) -> int:
        return hand_total(self.punto[:2])

    @property
    def banco_two_card_total(self) -> int:
        return hand_total(self.banco[:2])

    @property
    def punto_third(self) -> Card | None:
        return self.punto[2] if len(self.punto) > 2 else None

    @property
    def winner(self) -> Winner:
        return winner_of(self.punto_total, self.banco_total)

    def is_natural(self, tableau: Tableau) -> bool:
        return tableau.is_natural(self.punto_two_card_total) or tableau.is_natural(
            self.banco_two_card_total
        )

    def shoe_order(self) -> tuple[Card, ...]:
        """The cards in the order they left the shoe: P1 B1 P2 B2, then punto's and banco's thirds."""
        p, b = self.punto, self.banco
        return (p[0], b[0], p[1], b[1], *p[2:], *b[2:])

    def __str__(self) -> str:
        return f"P[{format_cards(self.punto)}] B[{format_cards(self.banco)}]"


def deal_coup(draw: Callable[[], Card], tableau: Tableau) -> Coup:
    """Deal one coup per the tableau, taking cards from `draw` in dealing order."""
    p1, b1, p2, b2 = draw(), draw(), draw(), draw()
    punto, banco = [p1, p2], [b1, b2]
    pt, bt = hand_total(punto), hand_total(banco)
    if tableau.is_natural(pt) or tableau.is_natural(bt):
        return Coup(tuple(punto), tuple(banco))
    third: int | None = None
    if tableau.punto_draws(pt):
        card = draw()
        punto.append(card)
        third = card.value
    if tableau.banco_draws(bt, third):
        banco.append(draw())
    return Coup(tuple(punto), tuple(banco))


def deal_from(cards: Iterable[Card], tableau: Tableau) -> tuple[Coup, int]:
    """Deal a coup from a card sequence; returns the coup and how many cards it used."""
    it: Iterator[Card] = iter(cards)
    used = 0

    def draw() -> Card:
        nonlocal used
        used += 1
        return next(it)

    coup = deal_coup(draw, tableau)
    return coup, used
