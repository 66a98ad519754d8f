"""The practical test at a real table, as a house's exam defines it under `practical:`.

The examiner scores criteria (each in a group, on its own scale, with its weight) after watching a
candidate deal real shoes; the kiosk counts the errors the judges find beside each criterion.
Red lines fail the practical whatever the score; the evidence rule asks for a number of coups
over a number of sessions; with two examiners, a difference beyond the tolerance on any criterion
must be resolved with a reason. The format is declared in kiosk.rules.exams with the rest of the
exam file.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from kiosk.rules.model import Text


class Group(StrEnum):
    """What a criterion is about; the kiosk shows a group's counted errors and pace beside it."""

    PROCEDURE = "game-procedure"
    CALLING = "calling"  # calling the hands and the winner
    DRAWING = "drawing"
    PAYOUTS = "payouts"  # payouts and chip handling
    COMMISSION = "commission"
    IRREGULARITIES = "irregularities"
    PACE = "pace"
    HOSPITALITY = "hospitality"  # hospitality and control of the table


class RedLine(StrEnum):
    """An error at the table that fails the practical on its own."""

    UNCORRECTED_DRAW = "uncorrected-draw"  # an over- or under-draw not corrected
    PAID_LOSING_BET = "paid-losing-bet"
    WRONG_PAYOUT = "wrong-payout"  # any payout paid wrong
    WRONG_CALL = "wrong-call"  # the winner called wrong
    WRONG_REMEDY = "wrong-remedy"  # a wrong remedy on one of `red_line_cases` (or any, if none)
    CARD_OUT_OF_ORDER = "card-out-of-order"  # a card exposed or dealt out of order


@dataclass(frozen=True, slots=True)
class Criterion:
    id: str
    group: Group
    name: Text
    scale: int  # scored 0..scale
    weight: Decimal


@dataclass(frozen=True, slots=True)
class Pace:
    coups_per_hour: int
    seconds_per_settlement: Decimal


@dataclass(frozen=True, slots=True)
class Practical:
    criteria: tuple[Criterion, ...]
    red_lines: frozenset[RedLine]
    pass_mark: float  # the weighted share of the scores needed, 0–1
    coups: int  # the evidence rule: at least this many coups …
    sessions: int  # … over at least this many sessions
    examiners: int  # 1 or 2 examiners score
    tolerance: int  # points two examiners' scores of a criterion may differ by
    pace: Pace
    # Irregularity cases (by id) of which a wrong remedy is a red line (empty: every case).
    red_line_cases: frozenset[str] = frozenset()

    def criterion(self, criterion_id: str) -> Criterion:
        return next(c for c in self.criteria if c.id == criterion_id)
