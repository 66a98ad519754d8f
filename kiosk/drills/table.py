"""Drill 7, settle the table: several boxes with bets and a finished coup; the trainee settles
bet by bet in the house's order (procedures.settlement_order, e.g. collect every losing bet, then
pay the winners). Order and amounts are graded against kiosk.domain.settlement; within one phase
the boxes may be taken in any order. Stand-offs are left alone. The first mistake ends the item.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from random import Random

from kiosk.domain.acceptance import TableState, check_bet
from kiosk.domain.bets import BetKind, Wager
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.ids import ItemKey
from kiosk.domain.odds import coup_counts
from kiosk.domain.settlement import Phase, SettlementStep, StepKind, phases
from kiosk.drills.betting import bet_name, betting_rules, settle_layout
from kiosk.drills.cardgen import CardPool
from kiosk.drills.payouts import (
    dealable_chance,
    explain_settlement,
    find_coup,
    outcome_key,
    payout_text,
)
from kiosk.drills.stakes import realistic_stake
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, TaskError
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset

_PHASE_OF = {StepKind.COLLECT: Phase.COLLECT_LOSING, StepKind.PAY: Phase.PAY_WINNING}


@dataclass(frozen=True, slots=True)
class SettleMove:
    """One input: the wager (its index in the prompt), collect or pay, and the amount paid."""

    wager: int
    kind: StepKind
    amount: Decimal = Decimal(0)  # net winnings paid beside the stake; ignored when collecting

    def text(self) -> str:
        if self.kind is StepKind.COLLECT:
            return f"collect #{self.wager}"
        return f"pay #{self.wager} {payout_text(self.amount)}"


@dataclass(frozen=True, slots=True)
class TablePrompt:
    wagers: tuple[Wager, ...]
    coup: Coup


def order_sentence(order: tuple[Phase, ...]) -> str:
    if order and order[0] is Phase.COLLECT_LOSING:
        return translate(
            "Drills", "This house collects every losing bet before it pays any winner."
        )
    return translate("Drills", "This house pays every winner before it collects the losing bets.")


class TableTask(Task):
    """Inputs: SettleMove, one per bet to settle; `settled` holds the indices done so far."""

    drill = DrillId.TABLE

    def __init__(self, key: str, ruleset: Ruleset, prompt: TablePrompt) -> None:
        super().__init__(key)
        self.ruleset = ruleset
        self.prompt = prompt
        plan = settle_layout(ruleset, prompt.wagers, prompt.coup)
        self.steps_by_wager: dict[int, SettlementStep] = {
            prompt.wagers.index(step.wager): step for step in plan.steps
        }
        self.stand_offs = frozenset(prompt.wagers.index(w) for w, _ in plan.stand_offs)
        self.order = phases(ruleset.procedures.settlement_order)
        self.settled: list[int] = []

    @property
    def phase(self) -> Phase | None:
        """The phase the table is in: the first with bets still to settle."""
        for phase in self.order:
            if any(
                _PHASE_OF[s.kind] is phase and i not in self.settled
                for i, s in self.steps_by_wager.items()
            ):
                return phase
        return None

    def solution(self) -> object:
        """The right next move (a SettleMove): the first bet left in the current phase."""
        for index, step in sorted(self.steps_by_wager.items()):
            if index not in self.settled and _PHASE_OF[step.kind] is self.phase:
                amount = step.amount if step.kind is StepKind.PAY else Decimal(0)
                return SettleMove(index, step.kind, amount)
        return None

    def _key(self, index: int) -> str:
        wager = self.prompt.wagers[index]
        bet = self.ruleset.bet(wager.bet)
        step = self.steps_by_wager.get(index)
        if step is None:
            return ItemKey.of("table", wager.bet, "stand-off")
        return ItemKey.of("table", wager.bet, outcome_key(bet, step.settlement, self.prompt.coup))

    def _grade(self, given: object) -> StepResult:
        if not isinstance(given, SettleMove):
            raise TaskError(f"item {self.key} takes a SettleMove, not {given!r}")
        if not 0 <= given.wager < len(self.prompt.wagers) or given.wager in self.settled:
            raise TaskError(f"wager #{given.wager} is not on the table to settle")
        wager = self.prompt.wagers[given.wager]
        bet = self.ruleset.bet(wager.bet)
        key = self._key(given.wager)
        step = self.steps_by_wager.get(given.wager)
        if step is None:
            text = translate(
                "Drills", "A tie is a stand-off for {bet}: the stake stays and nothing is paid."
            ).format(bet=bet_name(self.ruleset, wager.bet))
            return StepResult(key, "leave", given.text(), False, text, _PAYOUT_TAGS)
        right = SettleMove(
            given.wager, step.kind, step.amount if step.kind is StepKind.PAY else Decimal(0)
        )
        if _PHASE_OF[step.kind] is not self.phase:
            text = order_sentence(self.order)
            return StepResult(
                ItemKey.of("table", "order"), right.text(), given.text(), False, text, _ORDER_TAGS
            )
        amount_ok = step.kind is StepKind.COLLECT or given.amount == step.amount
        if given.kind is not step.kind or not amount_ok:
            text = explain_settlement(self.ruleset, bet, step.settlement, self.prompt.coup)
            return StepResult(key, right.text(), given.text(), False, text, _PAYOUT_TAGS)
        self.settled.append(given.wager)
        return StepResult(key, right.text(), given.text(), True)

    def _finished_after(self, result: StepResult) -> bool:
        return not result.correct or len(self.settled) == len(self.steps_by_wager)


#: Layouts tried before a table that takes too few bets is settled with fewer.
_LAYOUT_TRIES = 200
_PAYOUT_TAGS = frozenset({ErrorTag.WRONG_PAYOUT})
_ORDER_TAGS = frozenset({ErrorTag.WRONG_ORDER})


class TableDrill(Drill):
    """Keys by the coup's result: `table:punto`, `table:banco`, `table:tie`, and one per total
    that pays differently (`table:banco6`)."""

    id = DrillId.TABLE

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        self.rules = betting_rules(ruleset)

        counts = coup_counts(ruleset.tableau, ruleset.packs)
        wins_with = {
            Winner.PUNTO: counts.punto_wins_with,
            Winner.BANCO: counts.banco_wins_with,
            Winner.TIE: counts.tie_on,
        }
        chances: dict[str, Fraction] = {}
        for winner in Winner:
            special = self._special(winner)
            plain = sum(wins_with[winner](t) for t in range(10) if t not in special)
            chances[ItemKey.of("table", winner.value)] = dealable_chance(counts, plain)
            for t in sorted(special):
                chances[ItemKey.of("table", f"{winner.value}{t}")] = dealable_chance(
                    counts, wins_with[winner](t)
                )
        self._keys = tuple(key for key, chance in chances.items() if chance)
        self._left_out = tuple(key for key, chance in chances.items() if not chance)

    def _special(self, winner: Winner) -> set[int]:
        """The winning totals that pay differently on some bet of the winner's side."""
        return {
            t
            for b in self.ruleset.bets
            if b.kind.value == winner.value and b.kind in (BetKind.PUNTO, BetKind.BANCO)
            for t in b.win_total_pays
        }

    def keys(self) -> tuple[str, ...]:
        return self._keys

    def left_out(self) -> tuple[str, ...]:
        return self._left_out

    def make(self, key: str, rng: Random) -> Task:
        (result,) = ItemKey(key).parts
        winner = Winner(result.rstrip("0123456789"))
        total = int(result[len(winner.value) :]) if result != winner.value else None
        special = self._special(winner)

        def wanted(coup: Coup) -> bool:
            if coup.winner is not winner:
                return False
            final = coup.punto_total if winner is Winner.PUNTO else coup.banco_total
            return final == total if total is not None else final not in special

        coup = find_coup(self.ruleset.tableau, CardPool(self.ruleset.packs, rng), wanted)
        return TableTask(key, self.ruleset, TablePrompt(self._layout(coup, rng), coup))

    def _layout(self, coup: Coup, rng: Random) -> tuple[Wager, ...]:
        """Seated players' bets at a few boxes, each one a bet the house would accept."""
        table = self.ruleset.table
        mains = [b for b in table.box_bets if self.ruleset.bet(b).kind in _MAIN]
        extras = [b for b in (*table.box_bets, *table.shared_bets) if b not in mains]
        for attempt in range(_LAYOUT_TRIES):
            boxes = sorted(
                rng.sample(
                    range(1, table.boxes + 1), rng.randint(min(2, table.boxes), min(5, table.boxes))
                )
            )
            state = TableState(seated={box: f"box {box}" for box in boxes})
            for box in boxes:
                player = f"box {box}"
                wanted = [rng.choice(mains)] if mains else []
                if mains and rng.random() < 0.2:
                    wanted.append(rng.choice(mains))
                if extras and rng.random() < 0.4:
                    wanted.append(rng.choice(extras))
                for bet_id in wanted:
                    bet = self.ruleset.bet(bet_id)
                    spot = box if bet_id in table.box_bets else None
                    wager = Wager(
                        player, bet_id, realistic_stake(bet, self.ruleset.chips, rng), spot
                    )
                    if any((w.player, w.bet) == (player, bet_id) for w in state.wagers):
                        continue
                    if check_bet(self.rules, state, wager).ok:
                        state = state.with_wager(wager)
            plan = settle_layout(self.ruleset, state.wagers, coup)
            # two bets or more make a layout; a one-box table that takes one bet settles one
            enough = 2 if attempt < _LAYOUT_TRIES // 2 else 1
            if len(state.wagers) >= enough and plan.steps:
                return state.wagers
        raise ValueError("this house's table takes no bets that settle on this coup")


_MAIN = (BetKind.PUNTO, BetKind.BANCO)
