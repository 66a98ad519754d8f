"""Drill "Pay with chips": pay a winning bet, or make change, with the house's chips.

A winning bet lies on the layout as a stack of the house's chips, the way players bet. The trainee
builds the payout from the float (the chip tray) and pushes it. Graded: the amount exactly (the
house's pays, and its commission taken from the payout or collected in chips with change), then the
chips against the fewest the float allows under the house's colour rule, with the extra chips the
house tolerates. With commission collected in chips the item has a second step: the player hands
chips for the commission and the trainee gives the change. Making change items: a buy-in (cash for
chips) or a colour-up (a pile of small chips for the fewest larger ones).

An answer is a stack: a mapping chip value → count (kiosk.domain.chips.Stack).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum
from random import Random

from kiosk.domain.bets import (
    BetKind,
    BetSpec,
    CommissionCollect,
    CommissionSettle,
    Settlement,
    settle,
)
from kiosk.domain.chips import (
    ChipSet,
    Payment,
    Stack,
    amount_text,
    clean,
    colour_for_colour,
    count,
    fewest_chips,
    pay_in_chips,
    payment,
    tender_for,
    total,
)
from kiosk.domain.coup import Coup
from kiosk.domain.ids import ItemKey
from kiosk.drills.generator import house_draws
from kiosk.drills.payouts import (
    PayoutsDrill,
    PayoutTask,
    commission_sentence,
    explain_settlement,
)
from kiosk.drills.stakes import realistic_stake
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, TaskError
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset

# Tries at a stake whose payout the house's chips can make before the item takes the next bet.
_TRIES = 200


class ChipItem(StrEnum):
    PAY = "pay"  # pay a winning bet
    BUY_IN = "buy-in"  # chips for cash
    COLOUR_UP = "colour-up"  # the fewest larger chips for a pile of small ones


class ChipStep(StrEnum):
    PAYOUT = "payout"  # the payout pushed beside the stake (or the chips for cash, colour-up)
    CHANGE = "change"  # the change for the chips the player hands for the commission


def stack_text(stack: Stack) -> str:
    """The stable text of a stack in records: `2x100+1x25`, largest first; `0` when empty."""
    items = sorted(clean(stack).items(), reverse=True)
    return "+".join(f"{n}x{amount_text(v)}" for v, n in items) or "0"


def stack_of_text(text: str) -> dict[Decimal, int]:
    """The stack a `stack_text` names (`2x100+1x25`); empty for `0` or text that names none."""
    out: dict[Decimal, int] = {}
    if text == "0":
        return out
    for part in text.split("+"):
        n, _, value = part.partition("x")
        try:
            out[Decimal(value)] = out.get(Decimal(value), 0) + int(n)
        except (ValueError, ArithmeticError):
            return {}
    return clean(out)


def parse_stack(given: object, key: str) -> dict[Decimal, int]:
    """Read an answer: a mapping of chip value → count (whole, not negative)."""
    if not isinstance(given, Mapping):
        raise TaskError(f"item {key} takes chips (value → count), not {given!r}")
    out: dict[Decimal, int] = {}
    for value, n in given.items():
        if not isinstance(value, Decimal | int | str) or isinstance(value, bool):
            raise TaskError(f"item {key}: {value!r} is not a chip value")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise TaskError(f"item {key}: {n!r} is not a number of chips")
        try:
            out[Decimal(value)] = out.get(Decimal(value), 0) + n
        except ArithmeticError:
            raise TaskError(f"item {key}: {value!r} is not a chip value") from None
    return clean(out)


def player_stack(amount: Decimal, chips: ChipSet, rng: Random) -> dict[Decimal, int]:
    """A stake as a player puts it down: mostly the fewest chips, sometimes one of them broken
    into the next smaller chips (a red and five whites rather than a blue)."""
    stack = dict(chips.fewest(amount) or {})
    values = chips.values
    if stack and rng.random() < 0.4:
        breakable = [v for v in stack if v != values[0]]
        if breakable:
            big = rng.choice(breakable)
            smaller = values[values.index(big) - 1]
            if big % smaller == 0:
                stack[big] -= 1
                stack[smaller] = stack.get(smaller, 0) + int(big / smaller)
    return clean(stack)


def dealer_float(chips: ChipSet, rng: Random) -> dict[Decimal, int]:
    """The chip tray: a good stock of every chip, now and then one running short."""
    out: dict[Decimal, int] = {}
    for i, d in enumerate(chips.denominations):
        full = 5 if d.plaque else max(5, 40 - 6 * i)
        out[d.value] = rng.randint(0, 2) if rng.random() < 0.12 else rng.randint(full // 2, full)
    return out


@dataclass(frozen=True)
class ChipsPrompt:
    """What the screen shows. `stake` is the chips on the layout (the bet, the cash as one amount
    for a buy-in, the pile to colour up)."""

    item: ChipItem
    stake: dict[Decimal, int]
    float_: dict[Decimal, int]
    bet: str | None = None
    coup: Coup | None = None
    cash: Decimal = Decimal(0)  # buy-in: the banknotes' amount
    tendered: dict[Decimal, int] = field(default_factory=dict)  # for the commission


@dataclass(frozen=True, slots=True)
class Expected:
    """The right answer of one step: the amount, and the fewest sensible chips for it."""

    step: ChipStep
    amount: Decimal
    chips: dict[Decimal, int]
    matched: dict[Decimal, int]  # chips the house wants colour for colour


class ChipsTask(Task):
    """One or two steps, each answered with a stack; see the module's docstring."""

    drill = DrillId.CHIPS

    def __init__(
        self,
        key: str,
        ruleset: Ruleset,
        prompt: ChipsPrompt,
        expected: list[Expected],
        explanation: str,
        settlement: Settlement | None = None,
        pay: Payment | None = None,
    ) -> None:
        super().__init__(key)
        self.prompt = prompt
        self.expected = expected
        self.explanation = explanation
        self.settlement = settlement
        self.payment = pay
        self.tolerated = ruleset.chip_rules.tolerated_extra_chips
        self.chips = ruleset.chip_set
        self._float = dict(prompt.float_)

    @property
    def step(self) -> Expected:
        return self.expected[min(len(self.steps), len(self.expected) - 1)]

    @property
    def tray(self) -> dict[Decimal, int]:
        """What the float holds now (the player's chips for the commission go into it)."""
        return dict(self._float)

    def solution(self) -> object:
        return dict(self.step.chips)

    def _grade(self, given: object) -> StepResult:
        stack = parse_stack(given, self.key)
        want = self.step
        for value, n in stack.items():
            if n > self._float.get(value, 0):
                raise TaskError(f"item {self.key}: the float holds no {n} chips of {value}")
        key = self.key if want.step is ChipStep.PAYOUT else f"{self.key}:change"
        expected, text = stack_text(want.chips), stack_text(stack)
        tags: set[ErrorTag] = set()
        if total(stack) != want.amount:
            tags.add(
                ErrorTag.WRONG_PAYOUT if want.step is ChipStep.PAYOUT else ErrorTag.WRONG_CHANGE
            )
        else:
            if count(stack) > count(want.chips) + self.tolerated:
                tags.add(ErrorTag.MESSY_PAYOUT)
            if any(stack.get(v, 0) < n for v, n in want.matched.items()):
                tags.add(ErrorTag.NOT_COLOUR_FOR_COLOUR)
        for value, n in stack.items():
            self._float[value] -= n
        if want.step is ChipStep.PAYOUT:
            if not tags and len(self.expected) > 1:
                self._change_for(stack)
            for value, n in self.prompt.tendered.items():
                self._float[value] = self._float.get(value, 0) + n
        if not tags:
            return StepResult(key, expected, text, True)
        return StepResult(key, expected, text, False, self.explanation, frozenset(tags))

    def _change_for(self, paid: Stack) -> None:
        """The player hands the commission from the chips really paid (a tolerated payout other
        than the fewest chips holds other chips), and the change follows from them."""
        commission = self.settlement.commission if self.settlement else Decimal(0)
        tendered = tender_for(commission, paid, self.chips)
        if tendered is None:
            return
        left = dict(self._float)
        for value, n in tendered.items():
            left[value] = left.get(value, 0) + n
        owed = self.chips.payable(total(tendered) - commission)
        change = fewest_chips(owed, self.chips.values, left)
        if change is None:
            return
        self.prompt = replace(self.prompt, tendered=tendered)
        self.expected[1] = Expected(ChipStep.CHANGE, owed, change, {})

    def _finished_after(self, result: StepResult) -> bool:
        return not result.correct or len(self.steps) >= len(self.expected)


def _chips_words(ruleset: Ruleset, stack: Stack) -> str:
    items = sorted(clean(stack).items(), reverse=True)
    return ", ".join(f"{n}\u00a0×\u00a0{ruleset.number(v)}" for v, n in items) or "0"


def _chips_rule(ruleset: Ruleset, want: Expected) -> str:
    if want.matched:
        return translate(
            "Drills",
            "Fewest chips the float allows: {chips}, paying chips of {colour} and more colour for colour.",
        ).format(
            chips=_chips_words(ruleset, want.chips),
            colour=ruleset.number(ruleset.chip_rules.colour_for_colour_from or Decimal(0)),
        )
    return translate("Drills", "Fewest chips the float allows: {chips}.").format(
        chips=_chips_words(ruleset, want.chips)
    )


class ChipsDrill(Drill):
    """Keys `chips:banco:win`, `chips:banco:win6`, `chips:tie:win`, `chips:egalite-3:win`,
    `chips:change:buy-in`, `chips:change:colour-up`."""

    id = DrillId.CHIPS

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        self.chips = ruleset.chip_set
        self._payouts = PayoutsDrill(ruleset)
        self._items: tuple[tuple[str, ...], tuple[str, ...]] | None = None

    def keys(self) -> tuple[str, ...]:
        keys, _ = self._split()
        change = (ChipItem.BUY_IN.value, ChipItem.COLOUR_UP.value)
        return (*keys, *(f"chips:change:{item}" for item in change))

    def left_out(self) -> tuple[str, ...]:
        return self._split()[1]

    def _split(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The payout items this house can deal and pay in its chips, and those it cannot (a bet
        its tableau never lets win is left out, as the payouts drill leaves it out)."""
        if self._items is None:
            # a bet and outcome the payouts drill deals, with any stake (its keys name the pattern)
            payouts = tuple(self._payouts.keys())
            dealable = {ItemKey.of("payout", *ItemKey(k).parts[:2]) for k in payouts}
            asked: list[str] = []
            left: list[str] = []
            for bet in self.ruleset.bets:
                outcomes = ["win"]
                if bet.kind in (BetKind.PUNTO, BetKind.BANCO):
                    outcomes += [f"win{t}" for t in sorted(bet.win_total_pays)]
                for o in outcomes:
                    key = f"chips:{bet.id}:{o}"
                    if ItemKey.of("payout", bet.id, o) in dealable and self._payable(bet, o):
                        asked.append(key)
                    else:
                        left.append(key)
            self._items = (tuple(asked), tuple(left))
        return self._items

    def _payable(self, bet: BetSpec, outcome: str) -> bool:
        """Whether some stake on this bet wins a payout the house's chips can make."""
        coup = self._coup(bet.id, outcome, house_draws())
        stake = bet.minimum
        for _ in range(50):
            if stake > bet.maximum:
                break
            if self._pay(bet, stake, coup, self.chips.fewest(stake) or {}, None)[1].payable:
                return True
            stake += bet.minimum
        return False

    def _coup(self, bet_id: str, outcome: str, rng: Random) -> Coup:
        """A coup the bet wins this way (the payouts drill deals them)."""
        task = self._payouts.make(f"payout:{bet_id}:{outcome}", rng)
        assert isinstance(task, PayoutTask)
        return task.prompt.coup

    def _pay(
        self,
        bet: BetSpec,
        stake: Decimal,
        coup: Coup,
        stack: Stack,
        float_: Stack | None,
    ) -> tuple[Settlement, Payment]:
        s = settle(bet, stake, coup, self.ruleset.tableau)
        return s, payment(bet, s, stack, self.chips, float_)

    def make(self, key: str, rng: Random) -> Task:
        _, what, outcome = key.split(":")
        if what == "change":
            return self._change(key, ChipItem(outcome), rng)
        bet = self.ruleset.bet(what)
        coup = self._coup(what, outcome, rng)
        for attempt in range(_TRIES):
            if attempt < _TRIES // 2:
                stake = realistic_stake(bet, self.ruleset.chips, rng)
            else:  # a round stake of several minimums
                stake = min(bet.maximum, bet.minimum * rng.randint(1, 20))
            stack = player_stack(stake, self.chips, rng)
            float_ = dealer_float(self.chips, rng)
            s, p = self._pay(bet, stake, coup, stack, float_)
            if p.payable:
                break
        else:
            raise ValueError(f"no stake on {bet.id} wins a payout these chips can make")
        assert p.payout is not None
        even = s.pay is not None and s.pay.win == s.pay.per
        matched = colour_for_colour(stack, self.chips, p.amount) if even else {}
        if matched and not all(p.payout.get(v, 0) >= n for v, n in matched.items()):
            matched = {}  # the float could not match: the fewest chips it holds instead
        expected = [Expected(ChipStep.PAYOUT, p.amount, p.payout, matched)]
        tendered = p.tendered or {}
        if p.tendered is not None and p.change is not None:
            expected.append(Expected(ChipStep.CHANGE, p.change_amount, p.change, {}))
        prompt = ChipsPrompt(ChipItem.PAY, stack, float_, bet.id, coup, tendered=tendered)
        parts = (
            explain_settlement(self.ruleset, bet, s, coup, commission_words=False),
            self._commission_words(bet, p),
            _chips_rule(self.ruleset, expected[0]),
        )
        explanation = " ".join(part for part in parts if part)
        return ChipsTask(key, self.ruleset, prompt, expected, explanation, s, p)

    def _commission_words(self, bet: BetSpec, p: Payment) -> str:
        c = bet.commission
        if c is None or p.commission == 0:
            return ""
        if c.settle is not CommissionSettle.IMMEDIATELY:
            return commission_sentence(self.ruleset, c, p.commission)
        if c.collect is CommissionCollect.IN_CHIPS:
            return translate(
                "Drills",
                "The winnings are paid whole; the player pays the commission of {commission} with {tendered} and gets {change} change.",
            ).format(
                commission=self.ruleset.money(p.commission),
                tendered=self.ruleset.money(total(p.tendered or {})),
                change=self.ruleset.money(p.change_amount),
            )
        return ""

    def _change(self, key: str, item: ChipItem, rng: Random) -> Task:
        values = self.chips.values
        low = max((b.minimum for b in self.ruleset.bets), default=values[0])
        for _ in range(_TRIES):
            float_ = dealer_float(self.chips, rng)
            if item is ChipItem.BUY_IN:
                cash = low * rng.choice((5, 10, 10, 20, 25, 50))
                stake: dict[Decimal, int] = {}
            else:
                small = list(values[:3])
                stake = clean({v: rng.randint(0, 14) for v in small})
                cash = total(stake)
            best = pay_in_chips(cash, self.chips, float_)
            if (
                best is not None
                and cash > 0
                and (item is ChipItem.BUY_IN or count(best) < count(stake))
            ):
                break
        else:
            raise ValueError("these chips cannot make change")
        expected = [Expected(ChipStep.PAYOUT, cash, best, {})]
        prompt = ChipsPrompt(item, stake, float_, cash=cash)
        if item is ChipItem.BUY_IN:
            explanation = translate(
                "Drills",
                "A buy-in of {amount} is given in the fewest chips the float allows: {chips}.",
            )
        else:
            explanation = translate(
                "Drills", "Colouring up {amount}: the fewest chips the float allows are {chips}."
            )
        text = explanation.format(
            amount=self.ruleset.money(cash), chips=_chips_words(self.ruleset, best)
        )
        return ChipsTask(key, self.ruleset, prompt, expected, text)
