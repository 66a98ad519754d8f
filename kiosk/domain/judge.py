"""Judge a coup against the tableau: which hand over- or under-drew, under which rule cell.

This is the one coup judge: every coup-log reader, the drills and the live dealing drill ask it.
`required_step` tells what the tableau demands given the cards on the table now; `judge` replays
a finished coup. It needs only the Tableau, not a whole ruleset.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from kiosk.domain.cards import Card, hand_total
from kiosk.domain.coup import Coup, deal_from
from kiosk.domain.tableau import Action, Tableau


class Hand(StrEnum):
    PUNTO = "punto"
    BANCO = "banco"


class ErrorKind(StrEnum):
    OVER_DRAW = "over-draw"
    UNDER_DRAW = "under-draw"
    WRONG_CALL = "wrong-call"


@dataclass(frozen=True, slots=True)
class RuleCell:
    """One decision of the tableau: whose, on which total, and what it says.

    `natural` is set when a two-card 8 or 9 on either side ends the coup; then `action` is STAND.
    For banco, `punto_third` is punto's third-card value, or None when punto stood.
    """

    hand: Hand
    total: int
    action: Action
    punto_third: int | None = None
    natural: bool = False


class Step(StrEnum):
    DRAW_PUNTO = "draw-punto"
    DRAW_BANCO = "draw-banco"
    FINISHED = "finished"  # no more cards: call the winner


@dataclass(frozen=True, slots=True)
class DealError:
    kind: ErrorKind
    hand: Hand | None  # None for a wrong call
    rule: RuleCell | None  # the cell that was broken (None for a wrong call)


def punto_cell(punto: Sequence[Card], banco: Sequence[Card], tableau: Tableau) -> RuleCell:
    pt, bt = hand_total(punto[:2]), hand_total(banco[:2])
    if tableau.is_natural(pt) or tableau.is_natural(bt):
        return RuleCell(Hand.PUNTO, pt, Action.STAND, natural=True)
    return RuleCell(Hand.PUNTO, pt, tableau.punto[pt])


def banco_cell(punto: Sequence[Card], banco: Sequence[Card], tableau: Tableau) -> RuleCell:
    """Banco's rule given punto's hand as actually dealt (its third card, or punto stood)."""
    pt, bt = hand_total(punto[:2]), hand_total(banco[:2])
    if tableau.is_natural(pt) or tableau.is_natural(bt):
        return RuleCell(Hand.BANCO, bt, Action.STAND, natural=True)
    third = punto[2].value if len(punto) > 2 else None
    return RuleCell(Hand.BANCO, bt, tableau.banco_action(bt, third), punto_third=third)


def required_step(
    punto: Sequence[Card], banco: Sequence[Card], punto_done: bool, tableau: Tableau
) -> tuple[Step, RuleCell]:
    """What the tableau demands next, once both hands hold two cards.

    `punto_done` is True once punto has drawn or stood; banco's turn comes after.
    """
    if not punto_done:
        cell = punto_cell(punto, banco, tableau)
        if cell.natural:
            return Step.FINISHED, cell
        if cell.action is Action.DRAW and len(punto) == 2:
            return Step.DRAW_PUNTO, cell
    cell = banco_cell(punto, banco, tableau)
    if not cell.natural and cell.action is Action.DRAW and len(banco) == 2:
        return Step.DRAW_BANCO, cell
    return Step.FINISHED, cell


def _hand_errors(cards: Sequence[Card], cell: RuleCell) -> list[DealError]:
    extra = len(cards) - 2
    if cell.action is Action.DRAW:
        if extra == 0:
            return [DealError(ErrorKind.UNDER_DRAW, cell.hand, cell)]
        if extra > 1:
            return [DealError(ErrorKind.OVER_DRAW, cell.hand, cell)]
    elif extra > 0:
        return [DealError(ErrorKind.OVER_DRAW, cell.hand, cell)]
    return []


def judge(coup: Coup, tableau: Tableau) -> list[DealError]:
    """Every drawing error in a dealt coup (at most one per hand). Hands hold ≥ 2 cards."""
    return _hand_errors(coup.punto, punto_cell(coup.punto, coup.banco, tableau)) + _hand_errors(
        coup.banco, banco_cell(coup.punto, coup.banco, tableau)
    )


@dataclass(frozen=True, slots=True)
class Rebuilt:
    """The coup as it should have been dealt; `coup` is None when a needed card is unknown."""

    coup: Coup | None
    used_next_card: bool


def rebuild(coup: Coup, tableau: Tableau, next_card: Card | None = None) -> Rebuilt:
    """Deal the correct coup from the same cards in shoe order (plus the next coup's first card)."""
    cards = list(coup.shoe_order())
    available = len(cards)
    if next_card is not None:
        cards.append(next_card)
    try:
        correct, used = deal_from(cards, tableau)
    except StopIteration:
        return Rebuilt(None, False)
    return Rebuilt(correct, used > available)
