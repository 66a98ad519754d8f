"""Right and wrong inputs for any drill item, so tests can play every drill the same way."""

from __future__ import annotations

from decimal import Decimal

from kiosk.domain.settlement import StepKind
from kiosk.drills.acceptance import ACCEPT, AcceptanceTask
from kiosk.drills.chips import ChipsTask
from kiosk.drills.dealing import DealMove, DealTask
from kiosk.drills.drawing import DrawAnswer, DrawTask
from kiosk.drills.irregularities import IrregularityTask
from kiosk.drills.misdeal import MisdealAnswer, MisdealTask
from kiosk.drills.payouts import Payout, PayoutTask
from kiosk.drills.session import Session, SessionState
from kiosk.drills.table import BoxMove, SettleMove, TableTask
from kiosk.drills.task import StepResult, Task
from kiosk.drills.totals import TotalsTask


def wrong(task: Task) -> object:
    """An input that is wrong for the item's next step (for multi-step items: an error now)."""
    right = task.solution()
    if isinstance(task, TotalsTask):
        assert isinstance(right, int)
        return (right + 1) % 10
    if isinstance(task, DrawTask):
        return DrawAnswer.STAND if right is not DrawAnswer.STAND else DrawAnswer.DRAW
    if isinstance(task, MisdealTask):
        return (
            MisdealAnswer.CORRECT
            if right is not MisdealAnswer.CORRECT
            else MisdealAnswer.OVER_DRAW_BANCO
        )
    if isinstance(task, PayoutTask):
        return Decimal(7) if right == Payout.STAND_OFF else Payout.STAND_OFF
    if isinstance(task, AcceptanceTask):
        return "below-minimum" if right == ACCEPT else ACCEPT
    if isinstance(task, DealTask):
        return DealMove.STAND if right is DealMove.DRAW_PUNTO else DealMove.DRAW_PUNTO
    if isinstance(task, TableTask):
        if isinstance(right, BoxMove):  # a commission marked or collected one unit short
            return BoxMove(right.box, right.action, right.amount - 1)
        assert isinstance(right, SettleMove)
        if right.kind is StepKind.PAY:
            return SettleMove(right.wager, StepKind.PAY, right.amount + 1)
        return SettleMove(right.wager, StepKind.PAY, Decimal(10))
    if isinstance(task, ChipsTask):
        short = dict(task.step.chips)  # one chip short of the amount
        short[max(short)] -= 1
        return short
    if isinstance(task, IrregularityTask):
        if task.asks_result:
            return next(w for w in ("punto", "banco", "tie") if w != right)
        if task.asks_amount:
            return next(a for a in task.amounts if a != right)
        return next(r for r in task.choices if r is not right)
    raise AssertionError(f"no wrong answer for {task!r}")


def play_right(session: Session) -> list[StepResult]:
    """Answer the shown item right, step by step, until it is done."""
    task = session.task
    assert task is not None
    results = []
    while not task.done:
        result = session.answer(task.solution())
        assert result is not None
        results.append(result)
    return results


def play_wrong(session: Session) -> StepResult:
    """Answer the shown item wrong (multi-step items end at the first mistake)."""
    task = session.task
    assert task is not None
    result = session.answer(wrong(task))
    assert result is not None
    assert task.done
    return result


def in_question(session: Session) -> bool:
    return session.state is SessionState.QUESTION
