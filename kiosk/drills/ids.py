"""The drills by name: what the start screen's tiles, the records and the exams call them.

Apart from kiosk.drills.task so that the start screen can name the drills without loading the
grading machinery.
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
    CHIPS = "chips"
