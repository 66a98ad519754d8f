"""Settling the whole table in the house's order: losing bets collected first, then winners paid,
box by box."""

from __future__ import annotations

from decimal import Decimal

import pytest

from kiosk.domain.bets import Result, Wager
from kiosk.domain.settlement import Phase, StepKind, phases, settle_table
from kiosk.drills.betting import settle_layout
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
from kiosk.rules.model import Ruleset
from tests.domain.coups import COUPS


def house(ruleset_id: str) -> Ruleset:
    return load_ruleset(ruleset_files()[ruleset_id])


def w(player: str, bet: str, stake: str, box: int | None = None) -> Wager:
    return Wager(player, bet, Decimal(stake), box)


def test_uk_tie_on_seven() -> None:
    layout = [
        w("cid", "3g8", "1", 3),
        w("cid", "tie", "5", 3),
        w("ann", "egalite-7", "1", 1),
        w("ann", "punto", "10", 1),
        w("bob", "banco", "20", 2),
        w("bob", "egalite-0", "2", 2),
    ]
    table = settle_layout(house("uk-2000"), layout, COUPS["tie-7"])
    got = [(s.kind, s.box, s.wager.bet, s.amount) for s in table.steps]
    assert got == [
        (StepKind.COLLECT, 2, "egalite-0", Decimal(2)),
        (StepKind.COLLECT, 3, "3g8", Decimal(1)),
        (StepKind.PAY, 1, "egalite-7", Decimal(45)),
        (StepKind.PAY, 3, "tie", Decimal(45)),
    ]
    assert [(wager.bet, s.result) for wager, s in table.stand_offs] == [
        ("punto", Result.PUSH),
        ("banco", Result.PUSH),
    ]
    assert table.collected == 3 and table.paid == 90 and table.house_net == -87
    assert table.player_net("ann") == 45 and table.player_net("cid") == 44
    assert table.player_net("bob") == -2


def test_vaduz_banco_wins_with_commission_and_shared_tie_field_last() -> None:
    layout = [
        w("walker", "tie", "5"),
        w("seat2", "punto", "100", 2),
        w("seat1", "banco", "25", 1),
        w("walker", "banco", "13", 1),
        w("seat1", "tie", "10"),
    ]
    table = settle_layout(house("castle-vaduz"), layout, COUPS["banco-7"])
    got = [(s.kind, s.box, s.wager.player, s.amount) for s in table.steps]
    assert got == [
        (StepKind.COLLECT, 2, "seat2", Decimal(100)),
        (StepKind.COLLECT, None, "walker", Decimal(5)),
        (StepKind.COLLECT, None, "seat1", Decimal(10)),
        (StepKind.PAY, 1, "seat1", Decimal("23.75")),  # 25 less 1.25 commission
        (StepKind.PAY, 1, "walker", Decimal("12.35")),  # 13 less 0.65
    ]
    assert table.commission == Decimal("1.90")
    assert table.house_net == Decimal(115) - Decimal("36.10")
    assert table.stand_offs == ()


@pytest.mark.slow
def test_every_house_collects_before_it_pays(shipped_ruleset: Ruleset) -> None:
    assert phases(shipped_ruleset.procedures.settlement_order) == (
        Phase.COLLECT_LOSING,
        Phase.PAY_WINNING,
    )
    layout = [
        w(f"p{box}", bet, "10", box) for box, bet in [(3, "punto"), (1, "banco"), (2, "punto")]
    ]
    table = settle_layout(shipped_ruleset, layout, COUPS["punto-natural-9"])
    assert [(s.kind, s.box) for s in table.steps] == [
        (StepKind.COLLECT, 1),
        (StepKind.PAY, 2),
        (StepKind.PAY, 3),
    ]


def test_order_comes_from_the_house() -> None:
    ruleset = house("schaanwald")
    layout = [w("ann", "punto", "10", 1), w("bob", "banco", "10", 2)]
    table = settle_table(
        layout,
        COUPS["banco-6"],
        bets=ruleset.bets_by_id,
        tableau=ruleset.tableau,
        order=["pay-winning", "collect-losing"],
    )
    assert [(s.kind, s.amount) for s in table.steps] == [
        (StepKind.PAY, Decimal(5)),  # banco wins with 6: 1 to 2
        (StepKind.COLLECT, Decimal(10)),
    ]


def test_unknown_settlement_step_is_refused_with_what_is_expected() -> None:
    with pytest.raises(ValueError, match="collect-losing, pay-winning"):
        phases(["pay-everyone"])
