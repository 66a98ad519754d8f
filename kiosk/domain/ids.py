"""The drills and the kinds of mistake by name: what the start screen's tiles, the records, the
exams and the heat maps call them.

Below the rules and drills layers, so that exam files, drills and screens name them alike.
"""

from __future__ import annotations

from enum import StrEnum


class DrillId(StrEnum):
    TOTALS = "totals"
    PUNTO = "punto"
    BANCO = "banco"
    DEALING = "dealing"
    MISDEAL = "misdeal"
    PAYOUTS = "payouts"
    TABLE = "table"
    ACCEPTANCE = "acceptance"


class ErrorTag(StrEnum):
    """What kind of mistake a wrong step was; exams name red lines by these tags."""

    WRONG_TOTAL = "wrong-total"
    OVER_DRAW = "over-draw"
    UNDER_DRAW = "under-draw"
    DRAW_AFTER_NATURAL = "draw-after-natural"
    MISSED_NATURAL = "missed-natural"
    FALSE_NATURAL = "false-natural"
    WRONG_CALL = "wrong-call"
    MISSED_MISDEAL = "missed-misdeal"
    FALSE_MISDEAL = "false-misdeal"
    WRONG_PAYOUT = "wrong-payout"
    WRONG_ORDER = "wrong-order"
    WRONG_ACCEPTANCE = "wrong-acceptance"
