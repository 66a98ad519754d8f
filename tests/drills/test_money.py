"""Payouts and settling the table: amounts from settle, the house's order, stand-offs."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.domain.bets import CommissionCollect, CommissionSettle, Result, Wager, settle
from kiosk.domain.cards import parse_cards
from kiosk.domain.chips import payment
from kiosk.domain.coup import Coup
from kiosk.domain.judge import judge
from kiosk.domain.settlement import StepKind
from kiosk.drills.payouts import Payout, PayoutPrompt, PayoutsDrill, PayoutTask, parse_payout
from kiosk.drills.table import LeaveMove, SettleMove, TableDrill, TablePrompt, TableTask
from kiosk.drills.task import ErrorTag, TaskError
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset


def _coup(punto: str, banco: str) -> Coup:
    return Coup(parse_cards(punto), parse_cards(banco))


BANCO_WINS_7 = _coup("2H KD", "3S 4C")
BANCO_WINS_6 = _coup("2H KD", "3S 3C")
TIE_5 = _coup("2H 3D", "KS 5C")


def test_commission_with_the_house_rounding_is_paid_net() -> None:
    ruleset = find_ruleset("bern")  # 5 %, rounded half-up to 0.05; cents to the nearest CHF 1
    task = PayoutTask("payout:banco:win", ruleset, PayoutPrompt("banco", Decimal(35), BANCO_WINS_7))
    assert task.solution() == Decimal(33)
    assert task.submit("33").correct
    task = PayoutTask("payout:banco:win", ruleset, PayoutPrompt("banco", Decimal(35), BANCO_WINS_7))
    result = task.submit(Decimal("33.25"))
    assert not result.correct and result.tags == {ErrorTag.WRONG_PAYOUT}
    assert (result.expected, result.given) == ("33", "33.25")
    assert "5 % commission, rounded half-up to CHF\u00a00.05" in result.explanation
    assert (
        "a stake of CHF\u00a035 wins CHF\u00a035, less CHF\u00a01.75 commission, so CHF\u00a033.25 is paid."
        in result.explanation
    )
    assert (
        "The smallest chip is CHF\u00a01: the house pays CHF\u00a033.25 as CHF\u00a033."
        in result.explanation
    )


def test_banco_six_pays_half() -> None:
    ruleset = find_ruleset("schaanwald")
    task = PayoutTask(
        "payout:banco:win6", ruleset, PayoutPrompt("banco", Decimal(25), BANCO_WINS_6)
    )
    result = task.submit(25)
    assert result.expected == "13"  # 12.50, paid to the nearest chip of 1
    assert (
        "wins with 6, which pays 1:2: a stake of CHF\u00a025 wins CHF\u00a012.50."
        in result.explanation
    )


def test_a_tie_is_a_stand_off_for_punto_and_banco_and_pays_the_tie_bet() -> None:
    ruleset = find_ruleset("uk-2000")
    task = PayoutTask("payout:punto:stand-off", ruleset, PayoutPrompt("punto", Decimal(50), TIE_5))
    assert task.solution() is Payout.STAND_OFF
    result = task.submit(Decimal(0))
    assert not result.correct and "stand-off" in result.explanation
    tie = PayoutTask("payout:tie:win", ruleset, PayoutPrompt("tie", Decimal(10), TIE_5))
    assert tie.submit(90).correct  # any tie 9:1 at this house
    egalite = PayoutTask(
        "payout:egalite-5:win", ruleset, PayoutPrompt("egalite-5", Decimal(2), TIE_5)
    )
    assert egalite.solution() == Decimal(220)  # 110:1


@pytest.mark.slow
def test_a_losing_bet_is_answered_with_zero() -> None:
    ruleset = find_ruleset("uk-2000")
    task = PayoutTask(
        "payout:punto:lose", ruleset, PayoutPrompt("punto", Decimal(50), BANCO_WINS_7)
    )
    result = task.submit(Payout.STAND_OFF)
    assert result.expected == "0" and "nothing is paid (0)" in result.explanation
    with pytest.raises(TaskError):
        PayoutTask("payout:punto:lose", ruleset, PayoutPrompt("punto", Decimal(5), TIE_5)).submit(
            "twelve"
        )


@pytest.mark.slow
def test_every_payout_item_fits_its_key_and_stakes_are_real(shipped_ruleset: Ruleset) -> None:
    drill = PayoutsDrill(shipped_ruleset)
    rng = Random(8)
    unit = shipped_ruleset.chip_unit
    keys = drill.keys()
    assert any(k.split(":")[2] == "stand-off" for k in keys)
    for key in keys:
        task = drill.make(key, rng)
        assert isinstance(task, PayoutTask)
        bet = shipped_ruleset.bet(task.prompt.bet)
        assert bet.minimum <= task.prompt.stake <= bet.maximum
        assert task.prompt.stake % unit == 0
        outcome = key.split(":")[2]
        expected = {"lose": Result.LOSE, "stand-off": Result.PUSH}.get(outcome, Result.WIN)
        assert task.settlement.result is expected
        assert judge(task.prompt.coup, shipped_ruleset.tableau) == []  # dealt per the tableau
        assert task.submit(task.solution()).correct


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=600).map(lambda n: Decimal(n) * 5))
@pytest.mark.slow
def test_the_expected_payout_is_settle_s_net_winnings(stake: Decimal) -> None:
    ruleset = find_ruleset("castle-vaduz")
    task = PayoutTask("payout:banco:win", ruleset, PayoutPrompt("banco", stake, BANCO_WINS_7))
    net = settle(ruleset.bet("banco"), stake, BANCO_WINS_7, ruleset.tableau).net_winnings
    assert task.solution() == net.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def test_parse_payout_reads_amounts_and_stand_off() -> None:
    assert parse_payout("12.50", "k") == Decimal("12.5")
    assert parse_payout(3, "k") == Decimal(3)
    assert parse_payout("stand-off", "k") is Payout.STAND_OFF
    for bad in (True, 1.5, None, "x"):
        with pytest.raises(TaskError):
            parse_payout(bad, "k")


def _table(ruleset: Ruleset, key: str, seed: int = 3) -> TableTask:
    task = TableDrill(ruleset).make(key, Random(seed))
    assert isinstance(task, TableTask)
    return task


@pytest.mark.slow
def test_settling_the_table_in_the_house_order(shipped_ruleset: Ruleset) -> None:
    drill = TableDrill(shipped_ruleset)
    keys = drill.keys()
    for key in keys:
        task = _table(shipped_ruleset, key)
        kinds = []
        while not task.done:
            move = task.solution()
            assert isinstance(move, SettleMove)
            kinds.append(move.kind)
            assert task.submit(move).correct
        assert task.correct
        assert kinds == sorted(kinds, key=lambda k: k is StepKind.PAY)  # collect first
        assert set(task.settled) == set(task.steps_by_wager)


def test_paying_before_every_loser_is_collected_is_an_order_mistake() -> None:
    ruleset = find_ruleset("schaanwald")
    for seed in range(50):
        task = _table(ruleset, "table:punto", seed)
        kinds = {s.kind for s in task.steps_by_wager.values()}
        if kinds == {StepKind.COLLECT, StepKind.PAY}:
            break
    else:
        pytest.fail("no table with losers and winners")
    index, step = next((i, s) for i, s in task.steps_by_wager.items() if s.kind is StepKind.PAY)
    result = task.submit(SettleMove(index, StepKind.PAY, step.amount))
    assert not result.correct and result.key == "table:order"
    assert result.tags == {ErrorTag.WRONG_ORDER}
    assert "collects every losing bet before it pays" in result.explanation
    assert task.done


def test_a_stand_off_is_left_with_its_own_answer() -> None:
    ruleset = find_ruleset("castle-vaduz")
    task = _table(ruleset, "table:tie")
    for standing in sorted(task.stand_offs):
        result = task.submit(LeaveMove(standing))
        assert result.correct and result.key.endswith(":stand-off")
        assert standing in task.left
    with pytest.raises(TaskError):
        task.submit(LeaveMove(min(task.stand_offs)))  # left already
    while not task.done:
        assert task.submit(task.solution()).correct


@pytest.mark.slow
def test_leaving_a_bet_that_wins_or_loses_is_a_mistake() -> None:
    task = _table(find_ruleset("castle-vaduz"), "table:banco")
    index = min(task.steps_by_wager)
    result = task.submit(LeaveMove(index))
    assert not result.correct and result.tags == {ErrorTag.WRONG_PAYOUT}
    assert task.done


def test_a_wrong_amount_and_a_touched_stand_off_are_mistakes() -> None:
    ruleset = find_ruleset("castle-vaduz")
    task = _table(ruleset, "table:tie")
    assert task.stand_offs, "a tie leaves punto and banco bets standing"
    standing = min(task.stand_offs)
    result = task.submit(SettleMove(standing, StepKind.COLLECT))
    assert not result.correct and result.key.endswith(":stand-off")
    assert result.expected == LeaveMove(standing).text()
    task = _table(ruleset, "table:banco")
    while True:
        move = task.solution()
        assert isinstance(move, SettleMove)
        if move.kind is StepKind.PAY:
            break
        task.submit(move)
    result = task.submit(SettleMove(move.wager, StepKind.PAY, move.amount + Decimal("0.05")))
    assert not result.correct and "commission" in result.explanation
    with pytest.raises(TaskError):
        task.submit(move)  # the item is over


def test_the_explanation_writes_money_with_cents() -> None:
    """ "less 2.8 commission, so 53.2 is paid" reads wrong to a croupier: CHF 2.80 and CHF 53.20."""
    ruleset = find_ruleset("castle-vaduz")  # 5 %, rounded half-up to 0.05
    task = PayoutTask("payout:banco:win", ruleset, PayoutPrompt("banco", Decimal(56), BANCO_WINS_7))
    assert task.solution() == Decimal(53)  # 53.20 paid to the nearest chip of 1
    assert (
        "a stake of CHF\u00a056 wins CHF\u00a056, less CHF\u00a02.80 commission, so CHF\u00a053.20 is paid."
        in task.explanation
    )


@pytest.mark.parametrize(
    ("collect", "when"),
    [
        (CommissionCollect.FROM_PAYOUT, CommissionSettle.IMMEDIATELY),
        (CommissionCollect.IN_CHIPS, CommissionSettle.IMMEDIATELY),
        (CommissionCollect.FROM_PAYOUT, CommissionSettle.AT_SHOE_END),
    ],
)
@pytest.mark.slow
def test_the_three_payout_drills_pay_one_amount(
    collect: CommissionCollect, when: CommissionSettle
) -> None:
    """Bern, a stake of 102 on banco: 5.10 commission. Payouts, Settle the table and Pay with
    chips push the same amount beside the stake, however the house takes the commission."""
    ruleset = find_ruleset("bern").with_banco_commission(
        collect,
        when,
        find_ruleset("bern").bet("banco").commission,  # type: ignore[arg-type]
    )
    stake = Decimal(102)
    payout = PayoutTask("payout:banco:win", ruleset, PayoutPrompt("banco", stake, BANCO_WINS_7))
    table = TableTask(
        "table:banco", ruleset, TablePrompt((Wager("box 1", "banco", stake, 1),), BANCO_WINS_7)
    )
    settled = settle(ruleset.bet("banco"), stake, BANCO_WINS_7, ruleset.tableau)
    chips = payment(
        ruleset.bet("banco"), settled, {Decimal(100): 1, Decimal(1): 2}, ruleset.chip_set
    )
    right = table.solution()
    assert isinstance(right, SettleMove)
    whole = when is not CommissionSettle.IMMEDIATELY or collect is CommissionCollect.IN_CHIPS
    assert payout.solution() == right.amount == chips.amount == (102 if whole else 97)


@pytest.mark.slow
def test_every_bern_banco_win_is_paid_in_its_chips() -> None:
    """Most Bern stakes win an amount in cents: every drill asks them, paid in whole chips."""
    ruleset = find_ruleset("bern")
    rng = Random(4)
    unit = ruleset.chip_set.unit
    cents = 0
    for _ in range(60):
        payout = PayoutsDrill(ruleset).make("payout:banco:win", rng)
        assert isinstance(payout, PayoutTask)
        cents += bool(payout.settlement.net_winnings % unit)
        assert payout.solution() % unit == 0  # type: ignore[operator]
        table = _table(ruleset, "table:banco", rng.randrange(1000))
        while not table.done:
            move = table.solution()
            assert not isinstance(move, SettleMove) or move.amount % unit == 0
            table.submit(move)
    assert cents > 30


def test_a_payout_item_is_a_pattern_of_bet_stake_class_and_commission_handling() -> None:
    """The schedule learns a payout pattern: bet and how it ends × the stake's class (one kind
    of chip or several) × how commission is settled; the item made keeps to it."""
    bern = PayoutsDrill(find_ruleset("bern"))
    keys = set(bern.keys())
    assert {"payout:banco:win:one-kind:taken", "payout:banco:win:mixed:taken"} <= keys
    assert {"payout:punto:win:mixed:none", "payout:banco:lose:any:none"} <= keys
    assert not any(k.startswith("payout:banco:lose:mixed") for k in keys)  # nothing to pay
    chips = find_ruleset("bern").chips
    rng = Random(5)
    for key, mixed in (
        ("payout:banco:win:mixed:taken", True),
        ("payout:banco:win:one-kind:taken", False),
    ):
        for _ in range(20):
            task = bern.make(key, rng)
            assert isinstance(task, PayoutTask) and task.key == key
            stake = task.prompt.stake
            alone = any(stake % chip == 0 and stake <= 4 * chip for chip in chips)
            assert alone or mixed
    assert bern.item_name("payout:banco:win:mixed:taken") == (
        "Banco wins, a stake of several kinds of chip"
    )
    assert isinstance(bern.make("payout:banco:win", rng), PayoutTask)  # an older key still makes
