"""The commission box in the settle-the-table drill, for houses that mark banco's commission and
collect it at the end of the shoe or when the player leaves. No shipped house does, so the drill
is played on shipped houses made to mark it (tests.drills.houses)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from random import Random

import pytest

from kiosk.domain.bets import BetKind, CommissionCollect, CommissionSettle, Result, settle
from kiosk.domain.chips import BoxError
from kiosk.domain.settlement import StepKind
from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.session import Answered, ItemShown, ItemSource, Mode, Session, SessionEvent
from kiosk.drills.table import (
    DONE,
    SHOE_COUPS,
    BoxAction,
    BoxMove,
    SettleMove,
    TableDrill,
    TablePrompt,
    TableTask,
    seat_of,
)
from kiosk.drills.task import DrillId, ErrorTag, TaskError
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from tests.drills.houses import house

from .answers import play_right

D = Decimal
HOUSES = ("bern", "castle-vaduz", "schaanwald", "uk-2000")
MARKING = (CommissionSettle.AT_SHOE_END, CommissionSettle.ON_LEAVING)


def marking(rid: str, when: CommissionSettle = CommissionSettle.AT_SHOE_END) -> Ruleset:
    return house(rid, CommissionCollect.FROM_PAYOUT, when)


def owed_by_coup(rs: Ruleset, prompt: TablePrompt) -> dict[int, Decimal]:
    """The commission each seat's banco wins owe in this coup, worked out from the stake and the
    house's rate and rounding, not through the drill's settlement plan."""
    owed: dict[int, Decimal] = {}
    for wager in prompt.wagers:
        bet = rs.bet(wager.bet)
        if bet.kind is not BetKind.BANCO or bet.commission is None:
            continue
        s = settle(bet, wager.stake, prompt.coup, rs.tableau)
        if s.result is not Result.WIN or s.pay is None:
            continue
        commission = bet.commission.on(wager.stake * s.pay.win / s.pay.per)
        seat = seat_of(wager)
        if commission and seat is not None:
            owed[seat] = owed.get(seat, D(0)) + commission
    return owed


@pytest.mark.parametrize("rid", HOUSES)
@pytest.mark.slow
def test_no_shipped_house_marks_commission(rid: str) -> None:
    """The shipped houses take banco's commission with the payout: their table has no boxes."""
    drill = TableDrill(find_ruleset(rid))
    assert drill.marking is None
    task = drill.make("table:banco", Random(1))
    assert isinstance(task, TableTask)
    assert task.prompt.boxes == {} and not task.prompt.shoe_end and not task.due


@dataclass
class Ledger:
    """What each seat's box holds, kept by the test from the coups shown."""

    rs: Ruleset
    boxes: dict[int, Decimal]
    collected: list[tuple[int, Decimal]]
    shoe_ends: int = 0
    leavings: int = 0
    marks: int = 0

    def on_event(self, event: SessionEvent) -> None:
        if isinstance(event, ItemShown):
            task = event.task
            assert isinstance(task, TableTask)
            shown = {seat: sum(m, D(0)) for seat, m in task.prompt.boxes.items()}
            assert shown == {seat: v for seat, v in self.boxes.items() if v}
            for seat, amount in owed_by_coup(self.rs, task.prompt).items():
                self.boxes[seat] = self.boxes.get(seat, D(0)) + amount
            self.shoe_ends += task.prompt.shoe_end
            self.leavings += len(task.prompt.leaving)
            due = set(self.boxes) if task.prompt.shoe_end else set(task.prompt.leaving)
            assert task.due == {seat: self.boxes[seat] for seat in sorted(due) if self.boxes[seat]}
        elif isinstance(event, Answered):
            record = event.record
            assert record.correct, record
            if record.key == "table:commission:mark":
                self.marks += 1
            if record.key == "table:commission:collect":
                _, seat, amount = record.given.split()
                self.collected.append((int(seat), D(amount)))
                assert self.boxes.pop(int(seat)) == D(amount)


@pytest.mark.parametrize("when", MARKING)
@pytest.mark.parametrize("rid", HOUSES)
@pytest.mark.slow
def test_the_ledger_over_a_simulated_shoe(rid: str, when: CommissionSettle) -> None:
    """Two shoes and more played right through the drill: every banco win's commission is marked
    in its seat's box, and each box is collected for its total, once, at the shoe's end or when
    its player leaves."""
    rs = marking(rid, when)
    drill = TableDrill(rs)
    assert drill.marking is when
    source = ItemSource.for_drill(drill, Random(5))
    items = 3 * SHOE_COUPS
    session = Session(source, Mode.EXAM, ManualClock(), items=items)
    ledger = Ledger(rs, {}, [])
    session.subscribe(ledger.on_event)
    session.start()
    while session.state.value == "question":
        play_right(session)
    result = session.result
    assert result.items == items and result.correct == items
    assert ledger.marks > 0 and ledger.collected
    if when is CommissionSettle.AT_SHOE_END:
        assert ledger.shoe_ends == 3
        assert set(drill.boxes) == set()  # the last coup ended the third shoe
    else:
        assert ledger.shoe_ends == 0 and ledger.leavings == len(ledger.collected)
    assert {seat: sum(m, D(0)) for seat, m in drill.boxes.items()} == ledger.boxes


def banco_task(rs: Ruleset, **prompt: object) -> TableTask:
    """A table with a banco win whose commission is to be marked (and the prompt's boxes)."""
    drill = TableDrill(rs)
    rng = Random(3)
    for _ in range(200):
        task = drill.make("table:banco", rng)
        assert isinstance(task, TableTask)
        if owed_by_coup(rs, task.prompt):
            fresh = replace(task.prompt, **prompt)  # type: ignore[arg-type]
            return TableTask(task.key, rs, fresh)
    raise AssertionError("no banco win owes commission")


def settle_until_mark(task: TableTask) -> tuple[int, Decimal]:
    """Settle right until a commission is to be marked: (seat, commission)."""
    while task.to_mark is None:
        move = task.solution()
        assert isinstance(move, SettleMove)
        assert task.submit(move).correct
    return task.to_mark


def test_a_banco_win_is_paid_whole_and_its_commission_marked() -> None:
    rs = marking("uk-2000")
    task = banco_task(rs)
    pays = [s for s in task.steps_by_wager.values() if s.kind is StepKind.PAY]
    banco = [s for s in pays if rs.bet(s.wager.bet).kind is BetKind.BANCO]
    for step in banco:
        index = task.prompt.wagers.index(step.wager)
        right = task._right(index)
        assert right.amount == step.settlement.winnings  # not less the commission
    seat, commission = settle_until_mark(task)
    assert task.solution() == BoxMove(seat, BoxAction.MARK, commission)
    result = task.submit(BoxMove(seat, BoxAction.MARK, commission))
    assert result.correct and result.key == "table:commission:mark"
    assert task.marks[seat][-1] == commission and task.ledger.errors == []


@pytest.mark.parametrize(
    ("what", "error"),
    [
        ("other-move", BoxError.UNMARKED),
        ("other-box", BoxError.UNMARKED),
        ("wrong-amount", BoxError.WRONG_MARK),
    ],
)
@pytest.mark.slow
def test_a_commission_not_marked_right_is_wrong(what: str, error: BoxError) -> None:
    rs = marking("bern")
    task = banco_task(rs)
    seat, commission = settle_until_mark(task)
    if what == "other-move":  # the trainee goes on settling (or collects) instead
        left = [i for i in task.steps_by_wager if i not in task.settled]
        given: object = (
            SettleMove(left[0], StepKind.COLLECT)
            if left
            else BoxMove(seat, BoxAction.COLLECT, commission)
        )
    elif what == "other-box":
        other = seat % rs.table.boxes + 1
        given = BoxMove(other, BoxAction.MARK, commission)
    else:
        given = BoxMove(seat, BoxAction.MARK, commission + D("0.5"))
    result = task.submit(given)
    assert not result.correct and result.tags == {ErrorTag.COMMISSION_BOX}
    assert result.expected == BoxMove(seat, BoxAction.MARK, commission).text()
    assert result.explanation  # the house's rule in words
    assert task.done and [e.error for e in task.ledger.errors] == [error]


def settle_all(task: TableTask) -> None:
    while task.phase is not None or task.to_mark is not None:
        assert task.submit(task.solution()).correct


def test_the_boxes_are_collected_at_the_shoe_end_for_their_totals_once() -> None:
    rs = marking("castle-vaduz")
    boxes = {1: (D("2.5"), D("1.25")), 2: (D(5),)}
    task = banco_task(rs, boxes=boxes, shoe_end=True)
    owed = owed_by_coup(rs, task.prompt)
    settle_all(task)
    want = {seat: sum(boxes.get(seat, ()), D(0)) + owed.get(seat, D(0)) for seat in {1, 2, *owed}}
    assert task.due == dict(sorted(want.items()))
    assert task.boxes_to_collect == tuple(sorted(want))
    first = min(want)
    assert task.submit(BoxMove(first, BoxAction.COLLECT, want[first])).correct
    again = task.submit(BoxMove(first, BoxAction.COLLECT, want[first]))
    assert not again.correct and again.tags == {ErrorTag.COMMISSION_BOX}
    assert task.done and task.ledger.errors[-1].error is BoxError.COLLECTED_TWICE


def test_a_box_collected_for_a_wrong_total_is_wrong() -> None:
    rs = marking("schaanwald")
    task = banco_task(rs, boxes={3: (D(2), D(3))}, shoe_end=True)
    settle_all(task)
    right = task.solution()
    assert isinstance(right, BoxMove) and right.action is BoxAction.COLLECT
    result = task.submit(BoxMove(right.box, BoxAction.COLLECT, right.amount - D("0.25")))
    assert not result.correct and result.expected == right.text()
    assert task.ledger.errors[-1].error is BoxError.WRONG_COLLECTION
    assert "+" in result.explanation or len(task.marks[right.box]) == 1


def test_collecting_too_early_or_a_box_not_due_or_marking_nothing_is_wrong() -> None:
    rs = marking("uk-2000", CommissionSettle.ON_LEAVING)
    # before the coup is settled
    task = banco_task(rs, boxes={1: (D(2),)}, leaving=frozenset({1}))
    early = task.submit(BoxMove(1, BoxAction.COLLECT, D(2)))
    assert not early.correct and early.tags == {ErrorTag.COMMISSION_BOX} and task.done
    # a box whose player stays, and one that owes nothing
    for box in (2, 7):
        task = banco_task(rs, boxes={1: (D(2),), 2: (D(3),)}, leaving=frozenset({1}))
        settle_all(task)
        if box in task.due:
            continue
        result = task.submit(BoxMove(box, BoxAction.COLLECT, D(3)))
        assert not result.correct and result.tags == {ErrorTag.COMMISSION_BOX}
    # a mark where no commission is owed
    task = banco_task(rs)
    first = task.solution()
    assert isinstance(first, SettleMove)
    result = task.submit(BoxMove(1, BoxAction.MARK, D(1)))
    assert not result.correct and result.expected == first.text()


def test_what_a_box_input_may_be() -> None:
    rs = marking("bern")
    task = banco_task(rs)
    with pytest.raises(TaskError):
        task.submit(BoxMove(0, BoxAction.MARK, D(1)))
    with pytest.raises(TaskError):
        task.submit(BoxMove(rs.table.boxes + 1, BoxAction.COLLECT, D(1)))
    with pytest.raises(TaskError):
        task.submit("mark-box 1 5")
    assert not task.steps  # nothing was graded
    assert DONE == "done"


@dataclass(frozen=True)
class Part:
    drill: DrillId
    items: int


@dataclass(frozen=True)
class Spec:
    parts: tuple[Part, ...] = (Part(DrillId.TABLE, SHOE_COUPS),)
    time_limit_s: int = 900
    pass_mark: float = 0.5
    red_lines: frozenset[ErrorTag] = frozenset({ErrorTag.COMMISSION_BOX})


def test_an_unmarked_commission_is_a_red_line_in_an_exam() -> None:
    rs = marking("bern")
    run = ExamRun(Spec(), rs, ManualClock(), Random(4))
    run.start()
    missed = False
    while run.state.value == "question":
        task = run.task
        assert isinstance(task, TableTask)
        while not task.done:
            move = task.solution()
            if isinstance(move, BoxMove) and move.action is BoxAction.MARK and not missed:
                missed = True
                left = [i for i in task.steps_by_wager if i not in task.settled]
                move = BoxMove(move.box, BoxAction.MARK, D(0)) if not left else task._right(left[0])
            run.answer(move)
    result = run.result
    assert missed and not result.passed and result.score >= 0.5
    [failure] = result.red_line_failures
    assert failure.step.tags == {ErrorTag.COMMISSION_BOX}
