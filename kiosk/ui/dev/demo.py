"""Scripted answers for screenshots and GUI tests: a right one from the task, a wrong one beside it.

The right answer is the task's own `solution()`; a wrong one is any other answer the same buttons
could give. Nothing here grades: the session does that as for a trainee.
"""

from __future__ import annotations

from decimal import Decimal

from kiosk.domain.coup import Winner
from kiosk.domain.irregularities import Remedy
from kiosk.domain.settlement import StepKind
from kiosk.drills.acceptance import ACCEPT, AcceptanceTask
from kiosk.drills.chips import ChipsTask
from kiosk.drills.dealing import DealMove, DealTask
from kiosk.drills.drawing import DrawAnswer, DrawTask
from kiosk.drills.irregularities import IrregularityTask
from kiosk.drills.misdeal import MisdealAnswer, MisdealTask
from kiosk.drills.payouts import Payout, PayoutTask
from kiosk.drills.table import BoxMove, SettleMove, TableTask
from kiosk.drills.task import Task
from kiosk.drills.totals import TotalsTask


def right_answer(task: Task) -> object:
    """What the panel would emit for the right answer."""
    solution = task.solution()
    if isinstance(solution, DrawAnswer | DealMove | MisdealAnswer | Payout | Remedy | Winner):
        return solution.value
    return solution


def wrong_answer(task: Task) -> object:
    """What the panel would emit for a plausible wrong answer."""
    right = task.solution()
    if isinstance(task, TotalsTask):
        assert isinstance(right, int)
        return (right + 3) % 10
    if isinstance(task, DrawTask):
        return next(a for a in (DrawAnswer.STAND, DrawAnswer.DRAW) if a != right).value
    if isinstance(task, DealTask):
        if right is DealMove.DRAW_PUNTO:
            return DealMove.STAND.value  # an under-draw
        if right is DealMove.DRAW_BANCO:
            return DealMove.CALL_PUNTO.value  # calling before banco's card: an under-draw
        return next(m for m in (DealMove.CALL_TIE, DealMove.CALL_PUNTO) if m != right).value
    if isinstance(task, MisdealTask):
        return next(a for a in MisdealAnswer if a != right).value
    if isinstance(task, PayoutTask):
        if isinstance(right, Decimal):
            return right + Decimal(5)
        return Decimal(0)
    if isinstance(task, TableTask):
        if isinstance(right, BoxMove):  # a commission marked or collected one unit short
            return BoxMove(right.box, right.action, right.amount - Decimal(1))
        assert isinstance(right, SettleMove)
        if right.kind is StepKind.PAY:
            return SettleMove(right.wager, StepKind.PAY, right.amount + Decimal(1))
        return SettleMove(right.wager, StepKind.PAY, Decimal(10))
    if isinstance(task, AcceptanceTask):
        return "below-minimum" if right == ACCEPT else ACCEPT
    if isinstance(task, ChipsTask):
        short = dict(task.step.chips)  # one chip short of the amount
        short[max(short)] -= 1
        return short
    if isinstance(task, IrregularityTask):
        if task.asks_result:
            return next(w for w in Winner if w != right).value
        if task.asks_amount:
            return str(next(a for a in task.amounts if a != right))
        return next(r for r in task.choices if r != right).value
    raise TypeError(f"no scripted answer for {type(task).__name__}")
