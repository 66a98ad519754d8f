"""Settling a whole table after a coup, in the house's order.

Houses settle in a fixed order (procedures.settlement_order, e.g. collect every losing bet first,
then pay the winners), box by box. The "settle the table" drill grades a trainee against the steps
made here; each step carries the single bet's Settlement from `bets.settle`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from kiosk.domain.bets import BetSpec, Result, Settlement, Wager, settle
from kiosk.domain.coup import Coup
from kiosk.domain.tableau import Tableau


class Phase(StrEnum):
    """One pass over the table, as named in a ruleset's settlement_order."""

    COLLECT_LOSING = "collect-losing"
    PAY_WINNING = "pay-winning"


class StepKind(StrEnum):
    COLLECT = "collect"  # the croupier takes the stake
    PAY = "pay"  # the croupier pays the net winnings beside the stake


_PHASE_RESULT = {Phase.COLLECT_LOSING: Result.LOSE, Phase.PAY_WINNING: Result.WIN}
_PHASE_STEP = {Phase.COLLECT_LOSING: StepKind.COLLECT, Phase.PAY_WINNING: StepKind.PAY}


@dataclass(frozen=True, slots=True)
class SettlementStep:
    kind: StepKind
    wager: Wager
    settlement: Settlement

    @property
    def box(self) -> int | None:
        return self.wager.box

    @property
    def amount(self) -> Decimal:
        """Chips moved: the stake collected, or the net winnings paid (commission taken off)."""
        if self.kind is StepKind.COLLECT:
            return self.settlement.stake
        return self.settlement.net_winnings


@dataclass(frozen=True, slots=True)
class TableSettlement:
    """Every bet on the layout settled: the croupier's steps in order, and the stand-offs."""

    steps: tuple[SettlementStep, ...]
    stand_offs: tuple[tuple[Wager, Settlement], ...]

    @property
    def collected(self) -> Decimal:
        return sum((s.amount for s in self.steps if s.kind is StepKind.COLLECT), Decimal(0))

    @property
    def paid(self) -> Decimal:
        return sum((s.amount for s in self.steps if s.kind is StepKind.PAY), Decimal(0))

    @property
    def commission(self) -> Decimal:
        return sum((s.settlement.commission for s in self.steps), Decimal(0))

    @property
    def house_net(self) -> Decimal:
        """What the house gains from the coup (negative when it pays out more than it takes)."""
        return self.collected - self.paid

    def player_net(self, player: str) -> Decimal:
        return sum(
            (s.settlement.player_net for s in self.steps if s.wager.player == player), Decimal(0)
        )


def phases(order: Sequence[str]) -> tuple[Phase, ...]:
    """The house's settlement order; a phase the house does not name comes last."""
    named: list[Phase] = []
    for text in order:
        try:
            named.append(Phase(text))
        except ValueError:
            expected = ", ".join(p.value for p in Phase)
            raise ValueError(
                f"settlement order {text!r} is unknown: expected one of {expected}"
            ) from None
    return (*named, *(p for p in Phase if p not in named))


def settle_table(
    wagers: Iterable[Wager],
    coup: Coup,
    *,
    bets: Mapping[str, BetSpec],
    tableau: Tableau,
    order: Sequence[str],
) -> TableSettlement:
    """Settle every wager; steps go phase by phase, and within a phase box by box (box 1 first,
    shared fields last), each box's bets in the house's bet order."""
    bet_rank = {bet_id: i for i, bet_id in enumerate(bets)}
    settled = [(w, settle(bets[w.bet], w.stake, coup, tableau)) for w in wagers]

    def place(item: tuple[int, tuple[Wager, Settlement]]) -> tuple[int, int, int, int]:
        index, (wager, _) = item
        box = wager.box
        return (box is None, box or 0, bet_rank[wager.bet], index)

    ordered = [pair for _, pair in sorted(enumerate(settled), key=place)]
    steps = tuple(
        SettlementStep(_PHASE_STEP[phase], wager, s)
        for phase in phases(order)
        for wager, s in ordered
        if s.result is _PHASE_RESULT[phase]
    )
    stand_offs = tuple((w, s) for w, s in ordered if s.result is Result.PUSH)
    return TableSettlement(steps, stand_offs)
