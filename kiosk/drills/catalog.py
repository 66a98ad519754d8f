"""Every drill by its id: the one place that knows which class asks which kind of question."""

from __future__ import annotations

from kiosk.drills.acceptance import AcceptanceDrill
from kiosk.drills.chips import ChipsDrill
from kiosk.drills.dealing import DealingDrill
from kiosk.drills.drawing import BancoDrill, PuntoDrill
from kiosk.drills.irregularities import IrregularitiesDrill
from kiosk.drills.misdeal import MisdealDrill
from kiosk.drills.payouts import PayoutsDrill
from kiosk.drills.table import TableDrill
from kiosk.drills.task import Drill, DrillId
from kiosk.drills.totals import TotalsDrill
from kiosk.rules.model import Ruleset

DRILLS: dict[DrillId, type[Drill]] = {
    DrillId.TOTALS: TotalsDrill,
    DrillId.PUNTO: PuntoDrill,
    DrillId.BANCO: BancoDrill,
    DrillId.DEALING: DealingDrill,
    DrillId.MISDEAL: MisdealDrill,
    DrillId.PAYOUTS: PayoutsDrill,
    DrillId.TABLE: TableDrill,
    DrillId.ACCEPTANCE: AcceptanceDrill,
    DrillId.CHIPS: ChipsDrill,
    DrillId.IRREGULARITIES: IrregularitiesDrill,
}


def make_drill(drill: DrillId, ruleset: Ruleset) -> Drill:
    return DRILLS[drill](ruleset)
