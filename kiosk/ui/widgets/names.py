"""Display names of drills, modes and bets, in the UI language.

Kept in one place so the start screen, the drill screen, the felt and the result screen agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from kiosk.drills.ids import DrillId
from kiosk.i18n import current_language

if TYPE_CHECKING:  # sessions and rulesets load with the first drill: a faster start
    from kiosk.drills.session import Mode
    from kiosk.rules.model import Ruleset

#: The drills in the order of the start screen's tiles.
DRILL_ORDER = (
    DrillId.TOTALS,
    DrillId.PUNTO,
    DrillId.BANCO,
    DrillId.DEALING,
    DrillId.MISDEAL,
    DrillId.PAYOUTS,
    DrillId.TABLE,
    DrillId.ACCEPTANCE,
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
    }[drill]


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
    }[drill]


def mode_title(mode: Mode) -> str:
    from kiosk.drills.session import Mode

    return {
        Mode.PRACTICE: QCoreApplication.translate("Names", "Practice"),
        Mode.SPEED: QCoreApplication.translate("Names", "Speed"),
        Mode.EXAM: QCoreApplication.translate("Names", "Exam"),
    }[mode]


def bet_name(ruleset: Ruleset, bet_id: str) -> str:
    """The house's own name for the bet, else a name from its kind (and a specific tie's total)."""
    from kiosk.domain.bets import BetKind

    named = getattr(ruleset, "bet_names", {}).get(bet_id)
    if named is not None:
        return str(named.get(current_language()))
    bet = ruleset.bet(bet_id)
    if bet.kind is BetKind.PUNTO:
        return QCoreApplication.translate("Names", "Punto")
    if bet.kind is BetKind.BANCO:
        return QCoreApplication.translate("Names", "Banco")
    if bet.kind is BetKind.TIE:
        return QCoreApplication.translate("Names", "Tie")
    if bet.kind is BetKind.EGALITE:
        return QCoreApplication.translate("Names", "Egalité %1").replace("%1", str(bet.tie_total))
    return QCoreApplication.translate("Names", "3 gives 8")
