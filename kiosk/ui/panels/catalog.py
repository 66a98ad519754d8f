"""Which panel shows each drill (kiosk.drills.catalog knows which drill asks the questions)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from kiosk.drills.task import DrillId
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.acceptance_panel import AcceptancePanel
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.panels.chips_panel import ChipsPanel
from kiosk.ui.panels.dealing_panel import DealingPanel
from kiosk.ui.panels.draw_panel import DrawPanel
from kiosk.ui.panels.irregularities_panel import IrregularitiesPanel
from kiosk.ui.panels.misdeal_panel import MisdealPanel
from kiosk.ui.panels.payout_panel import PayoutPanel
from kiosk.ui.panels.table_panel import TablePanel
from kiosk.ui.panels.totals_panel import TotalsPanel


def make_panel(drill: DrillId, context: AppContext, parent: QWidget) -> DrillPanel:
    if drill in (DrillId.PUNTO, DrillId.BANCO):
        return DrawPanel(context, drill, parent)
    panels: dict[DrillId, type[DrillPanel]] = {
        DrillId.TOTALS: TotalsPanel,
        DrillId.DEALING: DealingPanel,
        DrillId.MISDEAL: MisdealPanel,
        DrillId.PAYOUTS: PayoutPanel,
        DrillId.TABLE: TablePanel,
        DrillId.ACCEPTANCE: AcceptancePanel,
        DrillId.CHIPS: ChipsPanel,
        DrillId.IRREGULARITIES: IrregularitiesPanel,
    }
    return panels[drill](context, parent)
