"""The Irregularities drill's panel: the bets lie as chips on the house's felt, and a bet reduced
to the limit asks what stands on it, in the house's money."""

from __future__ import annotations

from random import Random

import pytest

from kiosk.domain.irregularities import Remedy
from kiosk.drills.catalog import make_drill
from kiosk.drills.clock import ManualClock
from kiosk.drills.irregularities import IrregularityTask
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import find_ruleset
from kiosk.ui.panels.irregularities_panel import IrregularitiesPanel
from kiosk.ui.widgets.felt import ChipState
from tests.ui.conftest import make_context

pytestmark = pytest.mark.slow


def _panel_and_task(qtbot, house: str, key: str) -> tuple[IrregularitiesPanel, IrregularityTask]:  # type: ignore[no-untyped-def]
    ruleset = find_ruleset(house)
    panel = IrregularitiesPanel(make_context(ruleset, ManualClock()))
    qtbot.addWidget(panel)
    panel.resize(1000, 600)
    task = make_drill(DrillId.IRREGULARITIES, ruleset).make(key, Random(12))
    assert isinstance(task, IrregularityTask)
    panel.show_task(task)
    return panel, task


def test_a_wager_on_both_sides_lies_as_chips_on_the_felt(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, task = _panel_and_task(qtbot, "uk-2000", "irregularity:both-sides")
    assert not panel.felt.isHidden() and panel.coup.isHidden()  # no cards are out yet
    chips = panel.felt.chips()
    assert [(c.box, c.bet, c.stake) for c in chips] == [
        (b.box, b.bet, b.amount) for b in task.scene.bets
    ]
    assert [c.state for c in chips] == [ChipState.OPEN, ChipState.OFFERED]  # the later bet


def test_a_late_bet_shows_the_cards_out_and_the_chip(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, task = _panel_and_task(qtbot, "bern", "irregularity:late-bet")
    assert not panel.felt.isHidden() and not panel.coup.isHidden()
    assert len(panel.felt.chips()) == len(task.scene.bets) == 1


def test_a_card_case_keeps_the_felt_of_cards_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, _ = _panel_and_task(qtbot, "bern", "irregularity:exposed-punto")
    assert not panel.coup.isHidden() and panel.felt.isHidden()


def test_a_bet_reduced_to_the_limit_offers_amounts_in_the_house_s_money(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, task = _panel_and_task(qtbot, "bern", "irregularity:over-maximum")
    panel.set_input_enabled(True)
    assert not panel.results.isHidden() and not panel.results.buttons[0].isEnabled()
    task.submit(Remedy.BET_REDUCED)
    panel.show_task(task)
    panel.set_input_enabled(True)
    assert panel.prompt() == "Remedy right. What stands on the layout?"
    texts = [c.text for c in panel.results.choices()]
    assert texts == [panel.context.money(a) for a in task.amounts]
    assert panel.context.money(task.ruling.stands) in texts  # type: ignore[arg-type]
    assert not panel.remedies.buttons[0].isEnabled() and panel.results.buttons[0].isEnabled()
    given: list[object] = []
    panel.answered.connect(given.append)
    right = next(
        b
        for b, c in zip(panel.results.buttons, panel.results.choices(), strict=True)
        if c.value == str(task.ruling.stands)
    )
    right.click()
    assert given == [str(task.ruling.stands)]
    assert task.submit(given[0]).correct and task.done


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_late_bet_gives_the_felt_more_height_than_the_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, _ = _panel_and_task(qtbot, "uk-2000", "irregularity:late-bet")
    panel.resize(1870, 820)  # a drill screen's panel at 1920 × 1080
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.felt.height() > 1.5 * panel.coup.height()
