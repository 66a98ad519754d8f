"""Drill 7, settle the table: several boxes with bets and a finished coup; the trainee settles
bet by bet in the house's order (procedures.settlement_order, e.g. collect every losing bet, then
pay the winners). Order and amounts are graded against kiosk.domain.settlement; within one phase
the boxes may be taken in any order. Stand-offs are left alone. The first mistake ends the item.

In a house that marks commission (banco's `commission.settle` is `at-shoe-end` or `on-leaving`)
the table keeps a commission box per seat across the drill's shoe. A banco win is paid whole, and
the next input marks its commission in that seat's box (BoxMove MARK); anything else leaves it
unmarked. When the coup is the shoe's last (at-shoe-end), or a player leaves after it, the trainee
then collects each box due (BoxMove COLLECT with the box's total). The ledger and its errors are
kiosk.domain.chips.CommissionBox's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from random import Random

from kiosk.domain.acceptance import TableState, check_bet
from kiosk.domain.bets import BetKind, BetSpec, CommissionSettle, Wager
from kiosk.domain.chips import (
    BoxError,
    BoxEvent,
    CommissionBox,
    commission_is_marked,
    paid_beside_stake,
)
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.ids import ItemKey
from kiosk.domain.odds import coup_counts
from kiosk.domain.settlement import Phase, SettlementStep, StepKind, phases
from kiosk.drills.betting import betting_rules, settle_layout
from kiosk.drills.cardgen import CardPool
from kiosk.drills.payouts import (
    dealable_chance,
    explain_settlement,
    find_coup,
    marked_sentence,
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
class LeaveMove:
    """Leave a bet where it is: a stand-off's stake stays and nothing is paid."""

    wager: int

    def text(self) -> str:
        return f"leave #{self.wager}"


class BoxAction(StrEnum):
    MARK = "mark"  # mark a banco win's commission in the seat's box
    COLLECT = "collect"  # collect the box's total


@dataclass(frozen=True, slots=True)
class BoxMove:
    """One commission box input: mark `amount` in the box of seat `box`, or collect `amount`
    (the box's total) from it."""

    box: int
    action: BoxAction
    amount: Decimal

    def text(self) -> str:
        return f"{self.action.value}-box {self.box} {payout_text(self.amount)}"


@dataclass(frozen=True, slots=True)
class TablePrompt:
    wagers: tuple[Wager, ...]
    coup: Coup
    # Commission marked in each seat's box earlier in the shoe, mark by mark (houses that mark).
    boxes: Mapping[int, tuple[Decimal, ...]] = field(default_factory=dict)
    # Seats whose player leaves after this coup: their boxes are collected.
    leaving: frozenset[int] = frozenset()
    # The shoe's last coup: every box is collected (houses that settle at the shoe's end).
    shoe_end: bool = False


def seat_of(wager: Wager) -> int | None:
    """The seat a wager belongs to: its box, or for a shared field the box its player sits at
    (the drill seats its players as `box N`)."""
    if wager.box is not None:
        return wager.box
    number = wager.player.removeprefix("box ")
    return int(number) if number.isdigit() else None


def marked_commission(bet: BetSpec, step: SettlementStep) -> Decimal:
    """The commission a paid step leaves to mark in the seat's box (0: none)."""
    if step.kind is not StepKind.PAY or not commission_is_marked(bet):
        return Decimal(0)
    return step.settlement.commission


def order_sentence(order: tuple[Phase, ...]) -> str:
    if order and order[0] is Phase.COLLECT_LOSING:
        return translate(
            "Drills", "This house collects every losing bet before it pays any winner."
        )
    return translate("Drills", "This house pays every winner before it collects the losing bets.")


class TableTask(Task):
    """Inputs: SettleMove, one per bet to settle (LeaveMove for a stand-off, which may also be
    left without an input); `settled` holds the indices done so far, `left` the stand-offs."""

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
        self.left: list[int] = []  # stand-offs the trainee left alone
        # the commission boxes: what each seat owes from earlier coups, and this coup's marks
        self.ledger = CommissionBox()
        self.marks: dict[int, list[Decimal]] = {}
        for seat, marks in prompt.boxes.items():
            self.marks[seat] = list(marks)
            self.ledger.owe(seat, sum(marks, Decimal(0)))
        self.to_mark: tuple[int, Decimal] | None = None  # (seat, commission) to mark next
        self.collected: list[int] = []  # boxes collected in this item
        owed = {seat: sum(marks, Decimal(0)) for seat, marks in prompt.boxes.items()}
        for step in self.steps_by_wager.values():
            commission = marked_commission(ruleset.bet(step.wager.bet), step)
            at = seat_of(step.wager)
            if commission and at is not None:
                owed[at] = owed.get(at, Decimal(0)) + commission
        # The boxes to collect once the coup is settled, with their totals.
        self.due: dict[int, Decimal] = {
            seat: amount
            for seat, amount in sorted(owed.items())
            if amount and (prompt.shoe_end or seat in prompt.leaving)
        }

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

    def _right(self, index: int) -> SettleMove:
        step = self.steps_by_wager[index]
        if step.kind is StepKind.COLLECT:
            return SettleMove(index, step.kind)
        bet = self.ruleset.bet(step.wager.bet)
        return SettleMove(
            index, step.kind, paid_beside_stake(bet, step.settlement, self.ruleset.chip_set)
        )

    def solution(self) -> object:
        """The right next move: the commission to mark, else a SettleMove for the first bet left
        in the current phase, else a box to collect (BoxMove)."""
        if self.to_mark is not None:
            return BoxMove(self.to_mark[0], BoxAction.MARK, self.to_mark[1])
        for index, step in sorted(self.steps_by_wager.items()):
            if index not in self.settled and _PHASE_OF[step.kind] is self.phase:
                return self._right(index)
        for seat, amount in self.due.items():
            if seat not in self.collected:
                return BoxMove(seat, BoxAction.COLLECT, amount)
        return None

    @property
    def boxes_to_collect(self) -> tuple[int, ...]:
        """Due boxes not collected yet (once the coup is settled, the trainee collects them)."""
        return tuple(seat for seat in self.due if seat not in self.collected)

    def _key(self, index: int) -> str:
        wager = self.prompt.wagers[index]
        bet = self.ruleset.bet(wager.bet)
        step = self.steps_by_wager.get(index)
        if step is None:
            return ItemKey.of("table", wager.bet, "stand-off")
        return ItemKey.of("table", wager.bet, outcome_key(bet, step.settlement, self.prompt.coup))

    def _grade(self, given: object) -> StepResult:
        if isinstance(given, BoxMove):
            if given.box not in range(1, self.ruleset.table.boxes + 1):
                raise TaskError(f"there is no box {given.box} at this table")
        elif not isinstance(given, SettleMove | LeaveMove):
            raise TaskError(
                f"item {self.key} takes a SettleMove, a LeaveMove or a BoxMove, not {given!r}"
            )
        elif not 0 <= given.wager < len(self.prompt.wagers) or given.wager in (
            *self.settled,
            *self.left,
        ):
            raise TaskError(f"wager #{given.wager} is not on the table to settle")
        if self.to_mark is not None:
            return self._grade_mark(given)
        if isinstance(given, BoxMove):
            return self._grade_box(given)
        if isinstance(given, LeaveMove):
            return self._grade_leave(given)
        return self._grade_settle(given)

    def _expected_now(self) -> str:
        """The right input now, as records store it (`done` when the coup needs none)."""
        right = self.solution()
        return right.text() if isinstance(right, (SettleMove, BoxMove)) else DONE

    def _box_result(self, key: str, right: BoxMove, given: object, event: BoxEvent) -> StepResult:
        assert isinstance(given, SettleMove | LeaveMove | BoxMove)
        if event.error is None:
            return StepResult(key, right.text(), given.text(), True)
        return StepResult(key, right.text(), given.text(), False, self._box_words(right), _BOX_TAGS)

    def _box_words(self, right: BoxMove) -> str:
        if right.action is BoxAction.MARK:
            return marked_sentence(self.ruleset, right.amount)
        marks = self.marks.get(right.box, [])
        return translate(
            "Drills",
            "Box {box}'s commission box holds {marks}: {total} is collected, once.",
        ).format(
            box=right.box,
            marks=" + ".join(self.ruleset.money(m) for m in marks)
            or self.ruleset.money(Decimal(0)),
            total=self.ruleset.money(right.amount),
        )

    def _grade_mark(self, given: SettleMove | LeaveMove | BoxMove) -> StepResult:
        """The input after a banco win whose commission is to be marked."""
        assert self.to_mark is not None
        seat, commission = self.to_mark
        self.to_mark = None
        right = BoxMove(seat, BoxAction.MARK, commission)
        if isinstance(given, BoxMove) and given.action is BoxAction.MARK and given.box == seat:
            event = self.ledger.mark(seat, commission, given.amount)
            self.marks.setdefault(seat, []).append(given.amount)
        else:
            event = self.ledger.mark(seat, commission, None)
        return self._box_result(_MARK_KEY, right, given, event)

    def _grade_box(self, given: BoxMove) -> StepResult:
        expected = self._expected_now()
        if given.action is BoxAction.MARK:  # nothing is owed: any mark is wrong
            text = translate("Drills", "No commission is owed now: nothing is marked.")
            return StepResult(_MARK_KEY, expected, given.text(), False, text, _BOX_TAGS)
        if self.phase is not None:
            text = translate(
                "Drills",
                "The commission boxes are collected once every bet of the coup is settled.",
            )
            return StepResult(_COLLECT_KEY, expected, given.text(), False, text, _BOX_TAGS)
        if given.box in self.collected:
            event = self.ledger.collect(given.box, given.amount)
            assert event.error is BoxError.COLLECTED_TWICE
            text = translate("Drills", "Box {box}'s commission box is already collected.").format(
                box=given.box
            )
            return StepResult(_COLLECT_KEY, expected, given.text(), False, text, _BOX_TAGS)
        if given.box not in self.due:
            owes = self.ledger.owed.get(given.box, Decimal(0))
            if owes:
                text = translate(
                    "Drills",
                    "Box {box}'s commission is collected at the end of the shoe or when the "
                    "player leaves, not now.",
                ).format(box=given.box)
            else:
                text = translate("Drills", "Box {box} owes no commission.").format(box=given.box)
            return StepResult(_COLLECT_KEY, expected, given.text(), False, text, _BOX_TAGS)
        right = BoxMove(given.box, BoxAction.COLLECT, self.due[given.box])
        event = self.ledger.collect(given.box, given.amount)
        self.collected.append(given.box)
        return self._box_result(_COLLECT_KEY, right, given, event)

    def _grade_leave(self, given: LeaveMove) -> StepResult:
        """A stand-off left alone is right in any phase; any other bet is to be settled."""
        key = self._key(given.wager)
        step = self.steps_by_wager.get(given.wager)
        if step is None:
            self.left.append(given.wager)
            return StepResult(key, given.text(), given.text(), True)
        bet = self.ruleset.bet(step.wager.bet)
        text = explain_settlement(self.ruleset, bet, step.settlement, self.prompt.coup)
        right = self._right(given.wager).text()
        return StepResult(key, right, given.text(), False, text, _PAYOUT_TAGS)

    def _grade_settle(self, given: SettleMove) -> StepResult:
        wager = self.prompt.wagers[given.wager]
        bet = self.ruleset.bet(wager.bet)
        key = self._key(given.wager)
        step = self.steps_by_wager.get(given.wager)
        if step is None:
            text = translate(
                "Drills", "A tie is a stand-off for {bet}: the stake stays and nothing is paid."
            ).format(bet=self.ruleset.bet_name(wager.bet))
            leave = LeaveMove(given.wager).text()
            return StepResult(key, leave, given.text(), False, text, _PAYOUT_TAGS)
        right = self._right(given.wager)
        if _PHASE_OF[step.kind] is not self.phase:
            text = order_sentence(self.order)
            return StepResult(
                ItemKey.of("table", "order"), right.text(), given.text(), False, text, _ORDER_TAGS
            )
        amount_ok = step.kind is StepKind.COLLECT or given.amount == right.amount
        commission = marked_commission(bet, step)
        if given.kind is not step.kind or not amount_ok:
            text = explain_settlement(self.ruleset, bet, step.settlement, self.prompt.coup)
            return StepResult(key, right.text(), given.text(), False, text, _PAYOUT_TAGS)
        self.settled.append(given.wager)
        seat = seat_of(step.wager)
        if commission and seat is not None:
            self.ledger.owe(seat, commission)
            self.to_mark = (seat, commission)
        return StepResult(key, right.text(), given.text(), True)

    def _finished_after(self, result: StepResult) -> bool:
        return not result.correct or (
            len(self.settled) == len(self.steps_by_wager)
            and self.to_mark is None
            and not self.boxes_to_collect
        )


# Layouts tried before a table that takes too few bets is settled with fewer.
_LAYOUT_TRIES = 200
_PAYOUT_TAGS = frozenset({ErrorTag.WRONG_PAYOUT})
_ORDER_TAGS = frozenset({ErrorTag.WRONG_ORDER})
# The expected input when the coup needs none any more (a box collected a second time).
DONE = "done"
_BOX_TAGS = frozenset({ErrorTag.COMMISSION_BOX})
_MARK_KEY = ItemKey.of("table", "commission", "mark")
_COLLECT_KEY = ItemKey.of("table", "commission", "collect")
# Coups in the drill's shoe of a house that collects commission at the shoe's end: short, so a
# session collects the boxes every few items.
SHOE_COUPS = 8
# The chance that a player who owes commission leaves after a coup.
LEAVING_CHANCE = {CommissionSettle.AT_SHOE_END: 0.1, CommissionSettle.ON_LEAVING: 0.3}


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
        # A house that marks commission: the commission boxes of the drill's shoe, mark by mark
        # as a dealer who marked right would have them, and the coups dealt from the shoe.
        self.marking: CommissionSettle | None = next(
            (b.commission.settle for b in ruleset.bets if commission_is_marked(b) and b.commission),
            None,
        )
        self.boxes: dict[int, tuple[Decimal, ...]] = {}
        self.coups = 0

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
        wagers = self._layout(coup, rng)
        return TableTask(key, self.ruleset, self._next_coup(wagers, coup, rng))

    def _next_coup(self, wagers: tuple[Wager, ...], coup: Coup, rng: Random) -> TablePrompt:
        """The coup on the table with the shoe's commission boxes: whether it is the shoe's last
        or a player leaves after it; the boxes move on as a dealer who marks right leaves them."""
        if self.marking is None:
            return TablePrompt(wagers, coup)
        before = dict(self.boxes)
        after = {seat: list(marks) for seat, marks in before.items()}
        for step in settle_layout(self.ruleset, wagers, coup).steps:
            commission = marked_commission(self.ruleset.bet(step.wager.bet), step)
            seat = seat_of(step.wager)
            if commission and seat is not None:
                after.setdefault(seat, []).append(commission)
        self.coups += 1
        shoe_end = self.marking is CommissionSettle.AT_SHOE_END and self.coups >= SHOE_COUPS
        owing = sorted(seat for seat, marks in after.items() if marks)
        leaving: frozenset[int] = frozenset()
        if owing and not shoe_end and rng.random() < LEAVING_CHANCE[self.marking]:
            leaving = frozenset({rng.choice(owing)})
        if shoe_end:
            after, self.coups = {}, 0
        self.boxes = {
            seat: tuple(marks) for seat, marks in after.items() if marks and seat not in leaving
        }
        return TablePrompt(wagers, coup, before, leaving, shoe_end)

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
