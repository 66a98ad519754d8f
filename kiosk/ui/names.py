"""Display names of drills, modes and bets, in the UI language.

Kept in one place so the start screen, the drill screen, the felt and the result screen agree.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from kiosk.domain.bets import BetKind
from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.i18n import current_language
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


def _tr(text: str) -> str:
    return QCoreApplication.translate("Names", text)


def drill_title(drill: DrillId) -> str:
    return {
        DrillId.TOTALS: _tr("Totals"),
        DrillId.PUNTO: _tr("Punto: draw or stand?"),
        DrillId.BANCO: _tr("Banco: draw or stand?"),
        DrillId.DEALING: _tr("Deal a coup"),
        DrillId.MISDEAL: _tr("Spot the misdeal"),
        DrillId.PAYOUTS: _tr("Payouts"),
        DrillId.TABLE: _tr("Settle the table"),
        DrillId.ACCEPTANCE: _tr("Bet acceptance"),
    }[drill]


def drill_summary(drill: DrillId) -> str:
    return {
        DrillId.TOTALS: _tr("Tap the point total of the hand."),
        DrillId.PUNTO: _tr("Does punto draw a third card, or is there a natural?"),
        DrillId.BANCO: _tr("Banco's two cards against punto's third card."),
        DrillId.DEALING: _tr("Deal from a shuffled shoe, step by step."),
        DrillId.MISDEAL: _tr("Is this coup correct, or over- or under-drawn?"),
        DrillId.PAYOUTS: _tr("Enter the payout for a winning bet."),
        DrillId.TABLE: _tr("Collect and pay box by box, in the house's order."),
        DrillId.ACCEPTANCE: _tr("May this bet be taken?"),
    }[drill]


def mode_title(mode: Mode) -> str:
    return {
        Mode.PRACTICE: _tr("Practice"),
        Mode.SPEED: _tr("Speed"),
        Mode.EXAM: _tr("Exam"),
    }[mode]


def bet_name(ruleset: Ruleset, bet_id: str) -> str:
    """The house's own name for the bet, else a name from its kind (and a specific tie's total)."""
    named = getattr(ruleset, "bet_names", {}).get(bet_id)
    if named is not None:
        return str(named.get(current_language()))
    bet = ruleset.bet(bet_id)
    if bet.kind is BetKind.PUNTO:
        return _tr("Punto")
    if bet.kind is BetKind.BANCO:
        return _tr("Banco")
    if bet.kind is BetKind.TIE:
        return _tr("Tie")
    if bet.kind is BetKind.EGALITE:
        return _tr("Egalité %1").replace("%1", str(bet.tie_total))
    return _tr("3 gives 8")
