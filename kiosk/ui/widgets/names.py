"""Display names of drills, modes and bets, in the UI language.

Kept in one place so the start screen, the drill screen, the felt and the result screen agree.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from kiosk.domain.ids import DrillId
from kiosk.drills.session import Mode

# The drills in the order of the start screen's tiles.
DRILL_ORDER = (
    DrillId.TOTALS,
    DrillId.PUNTO,
    DrillId.BANCO,
    DrillId.DEALING,
    DrillId.MISDEAL,
    DrillId.PAYOUTS,
    DrillId.TABLE,
    DrillId.ACCEPTANCE,
    DrillId.CHIPS,
    DrillId.IRREGULARITIES,
)


def drill_title(drill: DrillId) -> str:
    return {
        DrillId.TOTALS: QCoreApplication.translate("Names", "Totals"),
        DrillId.PUNTO: QCoreApplication.translate("Names", "Punto: draw or stand?"),
        DrillId.BANCO: QCoreApplication.translate("Names", "Banco: draw or stand?"),
        DrillId.DEALING: QCoreApplication.translate("Names", "Deal a coup"),
        DrillId.MISDEAL: QCoreApplication.translate("Names", "Spot the misdeal"),
        DrillId.PAYOUTS: QCoreApplication.translate("Names", "Payouts"),
        DrillId.TABLE: QCoreApplication.translate("Names", "Settle the table"),
        DrillId.ACCEPTANCE: QCoreApplication.translate("Names", "Bet acceptance"),
        DrillId.CHIPS: QCoreApplication.translate("Names", "Pay with chips"),
        DrillId.IRREGULARITIES: QCoreApplication.translate("Names", "Irregularities"),
    }[drill]


def cell_name(banco_total: int, punto_third: int | None) -> str:
    """A tableau cell in words: "Banco 5, punto's third card 3" or "Banco 6, punto stood"."""
    if punto_third is None:
        return QCoreApplication.translate("Names", "Banco %1, punto stood").replace(
            "%1", str(banco_total)
        )
    return (
        QCoreApplication.translate("Names", "Banco %1, punto's third card %2")
        .replace("%1", str(banco_total))
        .replace("%2", str(punto_third))
    )


def drill_summary(drill: DrillId) -> str:
    return {
        DrillId.TOTALS: QCoreApplication.translate("Names", "Tap the point total of the hand."),
        DrillId.PUNTO: QCoreApplication.translate(
            "Names", "Does punto draw a third card, or is there a natural?"
        ),
        DrillId.BANCO: QCoreApplication.translate(
            "Names", "Banco's two cards against punto's third card."
        ),
        DrillId.DEALING: QCoreApplication.translate(
            "Names", "Deal from a shuffled shoe, step by step."
        ),
        DrillId.MISDEAL: QCoreApplication.translate(
            "Names", "Is this coup correct, or over- or under-drawn?"
        ),
        DrillId.PAYOUTS: QCoreApplication.translate("Names", "Enter the payout for a winning bet."),
        DrillId.TABLE: QCoreApplication.translate(
            "Names", "Collect and pay box by box, in the house's order."
        ),
        DrillId.ACCEPTANCE: QCoreApplication.translate("Names", "May this bet be taken?"),
        DrillId.CHIPS: QCoreApplication.translate(
            "Names", "Build payouts and change from the float, chip by chip."
        ),
        DrillId.IRREGULARITIES: QCoreApplication.translate(
            "Names", "Something went wrong at the table: the house's remedy?"
        ),
    }[drill]


def mode_title(mode: Mode) -> str:
    return {
        Mode.PRACTICE: QCoreApplication.translate("Names", "Practice"),
        Mode.SPEED: QCoreApplication.translate("Names", "Speed"),
        Mode.EXAM: QCoreApplication.translate("Names", "Exam"),
    }[mode]
