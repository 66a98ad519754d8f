"""Drill "Pay with chips": every bet kind of every shipped house, commission taken from the payout
and collected in chips with change, making change; what a trainee can enter."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from random import Random

import pytest

from kiosk.domain.bets import CommissionCollect, CommissionSettle, Result, Rounding
from kiosk.domain.chips import count, total
from kiosk.drills.catalog import make_drill
from kiosk.drills.chips import (
    ChipsDrill,
    ChipsTask,
    ChipStep,
    parse_stack,
    stack_of_text,
    stack_text,
)
from kiosk.drills.session import ItemSource, Mode, Session, SessionState
from kiosk.drills.task import DrillId, ErrorTag, TaskError
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from tests.drills.houses import house

D = Decimal
HOUSES = ("bern", "castle-vaduz", "schaanwald", "uk-2000")


def independent_amount(task: ChipsTask, rs: Ruleset) -> Decimal:
    """The payout from the stake and the pay, written out again (not through the drill)."""
    s = task.settlement
    assert s is not None and s.result is Result.WIN and s.pay is not None
    bet = rs.bet(task.prompt.bet or "")
    stake = total(task.prompt.stake)
    winnings = stake * s.pay.win / s.pay.per
    c = bet.commission
    # every shipped house pays cents rounded to its smallest chip of 1, a half up
    assert rs.chip_rules.cents is Rounding.HALF_UP and rs.chip_set.unit == 1
    if c is None:
        return winnings.quantize(D(1), ROUND_HALF_UP)
    step_count = winnings * c.rate / c.step
    rounding = {"half-up": ROUND_HALF_UP}.get(c.rounding.value)
    commission = (
        step_count.to_integral_value(rounding=rounding) if rounding else s.commission / c.step
    ) * c.step
    assert commission == s.commission
    taken_now = (
        c.collect is CommissionCollect.FROM_PAYOUT and c.settle is CommissionSettle.IMMEDIATELY
    )
    return (winnings - commission if taken_now else winnings).quantize(D(1), ROUND_HALF_UP)


CASES = [
    (rid, collect, when)
    for rid in HOUSES
    for collect, when in (
        (CommissionCollect.FROM_PAYOUT, CommissionSettle.IMMEDIATELY),
        (CommissionCollect.IN_CHIPS, CommissionSettle.IMMEDIATELY),
        (CommissionCollect.FROM_PAYOUT, CommissionSettle.AT_SHOE_END),
    )
]


@pytest.mark.parametrize(("rid", "collect", "when"), CASES, ids=lambda v: str(v))
@pytest.mark.slow
def test_every_bet_kind_is_graded(
    rid: str, collect: CommissionCollect, when: CommissionSettle
) -> None:
    rs = house(rid, collect, when)
    drill = ChipsDrill(rs)
    keys = drill.keys()
    kinds = {rs.bet(k.split(":")[1]).kind for k in keys if not k.startswith("chips:change")}
    assert kinds == {b.kind for b in rs.bets}, "every kind of bet the house offers is asked"
    rng = Random(rid)
    change_steps = 0
    for key in keys:
        for _ in range(3):
            task = drill.make(key, rng)
            assert isinstance(task, ChipsTask)
            if task.settlement is not None:
                assert task.expected[0].amount == independent_amount(task, rs)
                commission = task.settlement.commission
                if len(task.expected) == 2:
                    change_steps += 1
                    change = task.expected[1]
                    assert change.step is ChipStep.CHANGE
                    assert abs(total(task.prompt.tendered) - commission - change.amount) < 1
            # right answers, step by step
            while not task.done:
                want = task.step
                result = task.submit(task.solution())
                assert result.correct, (key, result)
                assert total(task.solution() if not task.done else want.chips) >= 0
            assert task.correct
    if collect is CommissionCollect.IN_CHIPS:
        assert change_steps > 0


@pytest.mark.parametrize("rid", HOUSES)
@pytest.mark.slow
def test_wrong_amount_messy_chips_and_colour(rid: str) -> None:
    rs = find_ruleset(rid)
    drill = ChipsDrill(rs)
    rng = Random(5)
    seen: set[ErrorTag] = set()
    keys = drill.keys()
    for key in keys:
        for _ in range(6):
            task = drill.make(key, rng)
            assert isinstance(task, ChipsTask)
            want = task.step
            tray = task.tray
            smallest = min(v for v, n in tray.items() if n)
            # one chip short: the wrong amount
            short = dict(want.chips)
            top = max(short)
            short[top] -= 1
            result = task.submit(short)
            assert (not result.correct and ErrorTag.WRONG_PAYOUT in result.tags) or (
                ErrorTag.WRONG_CHANGE in result.tags
            )
            seen |= result.tags
            # the amount in the smallest chips, when the float has them: too many chips
            task = drill.make(key, rng)
            assert isinstance(task, ChipsTask)
            want = task.step
            n = want.amount / smallest
            if n == int(n) and task.tray.get(smallest, 0) >= n:
                result = task.submit({smallest: int(n)})
                if int(n) > count(want.chips) + rs.chip_rules.tolerated_extra_chips:
                    assert ErrorTag.MESSY_PAYOUT in result.tags
                    seen |= result.tags
                if want.matched and smallest not in want.matched:
                    assert ErrorTag.NOT_COLOUR_FOR_COLOUR in result.tags
    assert {ErrorTag.WRONG_PAYOUT, ErrorTag.MESSY_PAYOUT} <= seen


@pytest.mark.slow
def test_colour_for_colour_is_asked_of_high_stakes() -> None:
    rs = find_ruleset("bern")
    drill = ChipsDrill(rs)
    rng = Random(1)
    for _ in range(400):
        task = drill.make("chips:punto:win", rng)
        assert isinstance(task, ChipsTask)
        if task.step.matched.get(D(100), 0) >= 5 and task.tray.get(D(500), 0):
            break
    else:
        pytest.skip("no stake of five 100s came up")
    want = task.step
    swapped = dict(want.chips)
    swapped[D(100)] -= 5
    swapped[D(500)] = swapped.get(D(500), 0) + 1
    result = task.submit(swapped)
    assert result.tags == {ErrorTag.NOT_COLOUR_FOR_COLOUR}


@pytest.mark.slow
def test_making_change_buy_in_and_colour_up() -> None:
    rs = find_ruleset("uk-2000")
    drill = ChipsDrill(rs)
    rng = Random(2)
    for key in ("chips:change:buy-in", "chips:change:colour-up"):
        for _ in range(20):
            task = drill.make(key, rng)
            assert isinstance(task, ChipsTask)
            want = task.step
            if key.endswith("colour-up"):
                assert want.amount == total(task.prompt.stake)
                assert count(want.chips) < count(task.prompt.stake)
            else:
                assert want.amount == task.prompt.cash > 0
            assert total(want.chips) == want.amount
            assert all(want.chips[v] <= task.prompt.float_[v] for v in want.chips)
            assert task.submit(dict(want.chips)).correct


def test_what_a_trainee_can_enter() -> None:
    rs = find_ruleset("bern")
    drill = ChipsDrill(rs)
    task = drill.make("chips:punto:win", Random(3))
    for bad in ("25", 25, None, {D(5): -1}, {D(5): 1.5}, {D(5): True}, {"x": 1}, {object(): 1}):
        with pytest.raises(TaskError):
            task.submit(bad)
    with pytest.raises(TaskError):  # more chips than the float holds
        task.submit({D(1): 10_000})
    assert not task.done
    assert parse_stack({"25": 1, D("25.0"): 1, 5: 0}, "k") == {D(25): 2}
    assert stack_text({D(25): 1, D(100): 2, D(5): 0}) == "2x100+1x25"
    assert stack_text({}) == "0"


def test_the_drill_runs_as_an_exam_from_the_catalog() -> None:
    rs = find_ruleset("schaanwald")
    drill = make_drill(DrillId.CHIPS, rs)
    source = ItemSource.for_drill(drill, Random(4))
    session = Session(source, Mode.EXAM, items=5)
    session.start()
    while session.task is not None and session.state is SessionState.QUESTION:
        session.answer(session.task.solution())
    result = session.result
    assert result.items == result.correct == 5
    assert all(r.drill is DrillId.CHIPS for r in result.records)


def test_a_stack_text_reads_back() -> None:

    stack = {D(100): 2, D("0.5"): 3}
    assert stack_of_text(stack_text(stack)) == stack
    assert stack_of_text("0") == {}
    assert stack_of_text("2xabc") == {} and stack_of_text("x") == {}


@pytest.mark.slow
def test_the_commission_is_handed_from_the_chips_really_paid() -> None:
    """A tolerated payout other than the fewest chips: the player hands chips of that payout."""
    rs = house("bern", CommissionCollect.IN_CHIPS, CommissionSettle.IMMEDIATELY)
    drill = ChipsDrill(rs)
    values = rs.chip_set.values
    rng = Random(7)
    checked = 0
    for _ in range(300):
        task = drill.make("chips:banco:win", rng)
        assert isinstance(task, ChipsTask)
        if len(task.expected) != 2:
            continue
        want = task.step.chips
        (handed,) = task.prompt.tendered
        lower = [v for v in values if v < handed and handed % v == 0 and handed / v == 2]
        if handed not in want or want[handed] != 1 or not lower or task.step.matched:
            continue
        other = dict(want)
        del other[handed]
        other[lower[0]] = other.get(lower[0], 0) + 2
        if task.tray.get(lower[0], 0) < other[lower[0]]:
            continue
        assert task.submit(other).correct
        assert all(other.get(v, 0) >= n for v, n in task.prompt.tendered.items())
        change = task.step
        owed = total(task.prompt.tendered) - task.settlement.commission  # type: ignore[union-attr]
        assert change.amount == rs.chip_set.payable(owed)
        assert task.submit(task.solution()).correct
        checked += 1
    assert checked


def test_pay_with_chips_trains_the_stakes_that_win_cents() -> None:
    """Most Bern banco wins are in cents: they are asked, paid as the house pays cents."""
    rs = find_ruleset("bern")
    drill = ChipsDrill(rs)
    rng = Random(3)
    cents = 0
    for _ in range(40):
        task = drill.make("chips:banco:win", rng)
        assert isinstance(task, ChipsTask) and task.settlement is not None
        cents += bool(task.settlement.net_winnings % 1)
        assert task.submit(task.solution()).correct
    assert cents > 20
