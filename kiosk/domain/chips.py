"""The house's chips and how a dealer pays with them: fewest chips for an amount from the float,
the house's colour rule, payouts with commission taken or collected with change, and the
commission box of houses that mark commission and settle it later. Money is Decimal.

A payout is a `Stack`: how many chips of each value (a mapping value → count). The solver finds
the fewest chips that make an amount exactly, within what the float (the dealer's chip tray) holds;
an amount the chips cannot make has no payout (None).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from math import gcd

from kiosk.domain.bets import (
    BetKind,
    BetSpec,
    CommissionCollect,
    CommissionSettle,
    Result,
    Rounding,
    Settlement,
    round_to,
)

# How many chips of each value: a stake on the layout, a payout, the float.
Stack = Mapping[Decimal, int]


# Standard colours of common chip values, for a ruleset that gives a value alone.
STANDARD_COLOURS: Mapping[Decimal, tuple[str, str]] = {
    Decimal("0.5"): ("#9e9e9e", "#ffffff"),
    Decimal("1"): ("#f5f5f5", "#1565c0"),
    Decimal("2"): ("#f8bbd0", "#ffffff"),
    Decimal("2.5"): ("#f8bbd0", "#ffffff"),
    Decimal("5"): ("#c62828", "#ffffff"),
    Decimal("10"): ("#1565c0", "#ffffff"),
    Decimal("20"): ("#fbc02d", "#ffffff"),
    Decimal("25"): ("#2e7d32", "#ffffff"),
    Decimal("50"): ("#ef6c00", "#ffffff"),
    Decimal("100"): ("#212121", "#ffffff"),
    Decimal("250"): ("#ad1457", "#ffffff"),
    Decimal("500"): ("#6a1b9a", "#ffffff"),
    Decimal("1000"): ("#f9a825", "#212121"),
    Decimal("5000"): ("#6d4c41", "#ffffff"),
    Decimal("10000"): ("#546e7a", "#ffffff"),
}
OTHER_COLOURS: tuple[str, str] = ("#78909c", "#ffffff")


def standard_colours(value: Decimal) -> tuple[str, str]:
    """(colour, spots) of a chip value the house gives no colour for."""
    return STANDARD_COLOURS.get(value.normalize(), OTHER_COLOURS)


@dataclass(frozen=True, slots=True)
class Denomination:
    """One chip (or plaque) of the house: its value and how it looks."""

    value: Decimal
    colour: str  # "#rrggbb"
    spots: str  # "#rrggbb", the edge spots
    label: str | None = None  # printed on the chip instead of the value
    plaque: bool = False  # a rectangular plaque rather than a round chip

    @property
    def text(self) -> str:
        """What is printed on the chip: its label, or its value without trailing zeros."""
        return self.label if self.label else amount_text(self.value)


def amount_text(value: Decimal) -> str:
    """`25`, `0.5`, `1000`: a value as printed on a chip."""
    text = format(value.normalize(), "f")
    return text


@dataclass(frozen=True, slots=True)
class ChipRules:
    """How the house wants payouts made in chips."""

    # Winnings on stake chips of this value or more are paid colour for colour (a stake of five
    # 100s wins five 100s, not one 500). None: no such rule.
    colour_for_colour_from: Decimal | None = None
    # Chips more than the fewest a payout may take and still count as sensible.
    tolerated_extra_chips: int = 1
    # How an amount the chips cannot make (cents below the smallest chip) is paid: rounded to
    # the chips' unit this way. None: the house names no way.
    cents: Rounding | None = None


def count(stack: Stack) -> int:
    return sum(stack.values())


def total(stack: Stack) -> Decimal:
    return sum((value * n for value, n in stack.items()), Decimal(0))


def clean(stack: Stack) -> dict[Decimal, int]:
    """The stack without empty entries, values normalised (`25.0` and `25` are one chip)."""
    out: Counter[Decimal] = Counter()
    for value, n in stack.items():
        if n < 0:
            raise ValueError(f"a stack cannot hold {n} chips of {value}")
        if n:
            out[Decimal(value).normalize()] += n
    return dict(out)


@dataclass(frozen=True)
class ChipSet:
    """The house's denominations, smallest first, and its rules for paying with them."""

    denominations: tuple[Denomination, ...]
    rules: ChipRules = field(default_factory=ChipRules)

    def __post_init__(self) -> None:
        values = [d.value for d in self.denominations]
        if not values or values != sorted(set(values)) or values[0] <= 0:
            raise ValueError("a chip set needs distinct positive values, smallest first")

    @property
    def values(self) -> tuple[Decimal, ...]:
        return tuple(d.value for d in self.denominations)

    @property
    def unit(self) -> Decimal:
        """The largest amount every chip value is a whole number of (all amounts the chips make
        are multiples of it)."""
        exponent = min(v.normalize().as_tuple().exponent for v in self.values)
        scale = Decimal(1).scaleb(min(int(exponent), 0))
        g = 0
        for v in self.values:
            g = gcd(g, int(v / scale))
        return scale * g

    def payable(self, amount: Decimal) -> Decimal:
        """`amount` as the house pays it: rounded to the chips' unit the house's way when the
        chips cannot make it (as it is when they can, or the house names no way)."""
        cents = self.rules.cents
        unit = self.unit
        if cents is None or not amount % unit:
            return amount
        return round_to(amount, unit, cents)

    def of(self, value: Decimal) -> Denomination:
        for d in self.denominations:
            if d.value == value:
                return d
        raise KeyError(f"no chip of {value}")

    def fewest(self, amount: Decimal, float_: Stack | None = None) -> dict[Decimal, int] | None:
        """The fewest chips that make `amount` exactly, within `float_` (None: unlimited); None
        when the chips (or the float) cannot make it."""
        return fewest_chips(amount, self.values, float_)


def fewest_chips(
    amount: Decimal, values: Iterable[Decimal], float_: Stack | None = None
) -> dict[Decimal, int] | None:
    """The fewest chips of `values` summing to `amount`, at most `float_[v]` of each value.

    Exact branch and bound, largest value first: a branch stops when even the largest chip left
    cannot finish it within the best count found. Fast for a casino's 5–12 denominations at any
    amount, and exact for chip sets where taking the largest chip is not always right (20 and 25).
    """
    if amount < 0:
        raise ValueError(f"cannot pay a negative amount {amount}")
    chips = sorted({Decimal(v) for v in values}, reverse=True)
    if float_ is not None:
        limit = {Decimal(v).normalize(): n for v, n in float_.items()}
        avail = [limit.get(v.normalize(), 0) for v in chips]
    else:
        avail = [-1] * len(chips)
    # Work in whole units of the finest value so the search adds integers.
    exponent = min([int(v.normalize().as_tuple().exponent) for v in chips] + [0])
    scale = Decimal(1).scaleb(exponent)
    if (amount / scale) != (amount / scale).to_integral_value():
        return None
    target = int(amount / scale)
    units = [int(v / scale) for v in chips]
    # An amount that is no multiple of what the chips at hand have in common has no payout (and
    # would make the search below try every combination to find that out).
    common = 0
    for u, a in zip(units, avail, strict=True):
        if a != 0:
            common = gcd(common, u)
    if target and (common == 0 or target % common):
        return None
    # Start from the greedy payout, when it works: a tight bound from the first branch on.
    best: list[int] | None = None
    best_count = [target // units[-1] + 1 if units else 1]
    greedy, rest = [], target
    for u, a in zip(units, avail, strict=True):
        n = rest // u if a < 0 else min(rest // u, a)
        greedy.append(n)
        rest -= n * u
    if rest == 0:
        best, best_count[0] = greedy, sum(greedy)
    current = [0] * len(units)
    # What the chips from position i on can make at most (None: unlimited), to drop branches the
    # float cannot finish.
    reach: list[int | None] = [None] * (len(units) + 1)
    reach[len(units)] = 0
    for i in range(len(units) - 1, -1, -1):
        after = reach[i + 1]
        reach[i] = None if avail[i] < 0 or after is None else after + avail[i] * units[i]

    def search(i: int, rest: int, used: int) -> None:
        nonlocal best
        if rest == 0:
            if used < best_count[0]:
                best_count[0] = used
                best = current.copy()
            return
        if i == len(units) or used + -(-rest // units[i]) >= best_count[0]:
            return
        most_made = reach[i]
        if most_made is not None and rest > most_made:
            return
        unit = units[i]
        most = rest // unit if avail[i] < 0 else min(rest // unit, avail[i])
        for n in range(most, -1, -1):
            current[i] = n
            search(i + 1, rest - n * unit, used + n)
        current[i] = 0

    search(0, target, 0)
    if best is None:
        return None
    return {chips[i].normalize(): n for i, n in enumerate(best) if n}


# -- payouts --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Payment:
    """What the dealer does for one winning bet, in amounts and chips.

    `payout` is pushed beside the stake. With commission collected in chips the player then hands
    `tendered` (chips of the winnings) and gets `change` back; with commission settled later it is
    marked (`mark`) in the seat's commission box instead."""

    settlement: Settlement
    collect: CommissionCollect
    settle: CommissionSettle
    amount: Decimal  # pushed beside the stake
    payout: dict[Decimal, int] | None  # the fewest sensible chips for it; None: not payable
    tendered: dict[Decimal, int] | None = None  # the player's chips for the commission
    change: dict[Decimal, int] | None = None  # the change given for them
    change_amount: Decimal = Decimal(0)  # what the change comes to, as the chips pay it
    mark: Decimal = Decimal(0)  # the commission marked in the box

    @property
    def commission(self) -> Decimal:
        return self.settlement.commission

    @property
    def payable(self) -> bool:
        return self.payout is not None and (self.tendered is None or self.change is not None)


def colour_for_colour(stake: Stack, chips: ChipSet, limit: Decimal) -> dict[Decimal, int]:
    """The stake's chips the house pays colour for colour on a 1:1 win, at most `limit` in all
    (largest first)."""
    threshold = chips.rules.colour_for_colour_from
    if threshold is None:
        return {}
    matched: dict[Decimal, int] = {}
    left = limit
    for value in sorted(stake, reverse=True):
        if value < threshold:
            continue
        n = min(stake[value], int(left // value))
        if n:
            matched[value.normalize()] = n
            left -= n * value
    return matched


def pay_in_chips(
    amount: Decimal,
    chips: ChipSet,
    float_: Stack | None = None,
    matched: Stack | None = None,
) -> dict[Decimal, int] | None:
    """`amount` in chips: the `matched` chips first (colour for colour), the rest in the fewest
    chips the float allows; None when it cannot be made."""
    fixed = clean(matched or {})
    rest = amount - total(fixed)
    left: dict[Decimal, int] | None = None
    if float_ is not None:
        left = dict(clean(float_))
        for value, n in fixed.items():
            if left.get(value, 0) < n:
                fixed = {}  # the float cannot match: pay the fewest chips instead
                rest = amount
                left = dict(clean(float_))
                break
        else:
            for value, n in fixed.items():
                left[value] -= n
    if rest < 0:
        fixed, rest = {}, amount
    extra = fewest_chips(rest, chips.values, left)
    if extra is None:
        return None
    out: Counter[Decimal] = Counter(fixed)
    out.update(extra)
    return dict(out)


def tender_for(commission: Decimal, winnings: Stack, chips: ChipSet) -> dict[Decimal, int] | None:
    """The chips a player hands for the commission: the smallest single chip of the winnings
    that covers it, else the fewest of them that do (None: the winnings do not cover it)."""
    if commission <= 0:
        return {}
    for value in sorted(winnings):
        if value >= commission and winnings[value]:
            return {value.normalize(): 1}
    given: dict[Decimal, int] = {}
    left = commission
    for value in sorted(winnings, reverse=True):
        while left > 0 and given.get(value, 0) < winnings[value]:
            given[value.normalize()] = given.get(value.normalize(), 0) + 1
            left -= value
    return given if left <= 0 else None


def payment(
    bet: BetSpec,
    settlement: Settlement,
    stake: Stack,
    chips: ChipSet,
    float_: Stack | None = None,
) -> Payment:
    """How the dealer pays a settled bet with the house's chips and commission procedure."""
    commission = bet.commission
    collect = commission.collect if commission else CommissionCollect.FROM_PAYOUT
    when = commission.settle if commission else CommissionSettle.IMMEDIATELY
    if settlement.result is not Result.WIN:
        return Payment(settlement, collect, when, Decimal(0), {})
    take_now = commission is None or commission.taken_from_payout
    amount = paid_beside_stake(bet, settlement, chips)
    even = settlement.pay is not None and settlement.pay.win == settlement.pay.per
    matched = colour_for_colour(stake, chips, amount) if even else {}
    payout = pay_in_chips(amount, chips, float_, matched)
    if settlement.commission == 0 or take_now:
        return Payment(settlement, collect, when, amount, payout)
    if when is not CommissionSettle.IMMEDIATELY:
        return Payment(settlement, collect, when, amount, payout, mark=settlement.commission)
    tendered = tender_for(settlement.commission, payout or {}, chips)
    change = None
    if tendered is not None and payout is not None:
        left: Counter[Decimal] | None = None
        if float_ is not None:
            left = Counter(clean(float_))
            left.subtract(payout)
            left.update(tendered)  # the player's chip goes into the float first
        owed = chips.payable(total(tendered) - settlement.commission)
        change = fewest_chips(owed, chips.values, left)
        return Payment(settlement, collect, when, amount, payout, tendered, change, owed)
    return Payment(settlement, collect, when, amount, payout, tendered, change)


def paid_beside_stake(bet: BetSpec, settlement: Settlement, chips: ChipSet) -> Decimal:
    """What the dealer pushes beside a winning stake, in every drill: the net winnings when the
    commission is taken from the payout, else the whole winnings (the player pays the
    commission in chips, or it is marked); as the house pays an amount its chips cannot make.
    0 when the bet does not win."""
    if settlement.result is not Result.WIN:
        return Decimal(0)
    if bet.commission is None or bet.commission.taken_from_payout:
        return chips.payable(settlement.net_winnings)
    return chips.payable(settlement.winnings)


def commission_is_marked(bet: BetSpec) -> bool:
    return (
        bet.kind is BetKind.BANCO
        and bet.commission is not None
        and bet.commission.settle is not CommissionSettle.IMMEDIATELY
    )


# -- the commission box ---------------------------------------------------------------------


class BoxError(StrEnum):
    UNMARKED = "commission-unmarked"  # a commission owed was not marked
    WRONG_MARK = "commission-wrong-mark"  # marked, but not the commission owed
    WRONG_COLLECTION = "commission-wrong-collection"  # collected a total other than the box's
    COLLECTED_TWICE = "commission-collected-twice"  # a box collected that was already settled


@dataclass(frozen=True, slots=True)
class BoxEvent:
    seat: int
    error: BoxError | None
    expected: Decimal
    given: Decimal


class CommissionBox:
    """Commission owed per seat, marked after each banco win and collected at the end of the shoe
    or when the player leaves. Compares the trainee's marks and collections with what is owed."""

    def __init__(self) -> None:
        self.owed: dict[int, Decimal] = {}  # what each seat really owes
        self.marked: dict[int, Decimal] = {}  # what the trainee marked
        self.collected: dict[int, Decimal] = {}  # settled boxes: what was collected
        self.events: list[BoxEvent] = []

    def owe(self, seat: int, commission: Decimal) -> None:
        """A banco win on `seat` owes `commission` (the dealer is to mark it)."""
        self.owed[seat] = self.owed.get(seat, Decimal(0)) + commission
        self.collected.pop(seat, None)

    def mark(self, seat: int, expected: Decimal, given: Decimal | None) -> BoxEvent:
        """The trainee marks `given` (None: marks nothing) for a commission of `expected`."""
        if given is None:
            event = BoxEvent(seat, BoxError.UNMARKED, expected, Decimal(0))
        else:
            self.marked[seat] = self.marked.get(seat, Decimal(0)) + given
            error = None if given == expected else BoxError.WRONG_MARK
            event = BoxEvent(seat, error, expected, given)
        self.events.append(event)
        return event

    def collect(self, seat: int, given: Decimal) -> BoxEvent:
        """The trainee collects `given` from the seat's box (at shoe end or on leaving)."""
        if seat in self.collected:
            event = BoxEvent(seat, BoxError.COLLECTED_TWICE, Decimal(0), given)
        else:
            owed = self.owed.get(seat, Decimal(0))
            error = None if given == owed else BoxError.WRONG_COLLECTION
            event = BoxEvent(seat, error, owed, given)
            self.collected[seat] = given
            self.owed.pop(seat, None)
            self.marked.pop(seat, None)
        self.events.append(event)
        return event

    def open_boxes(self) -> dict[int, Decimal]:
        """Seats that owe commission not yet collected."""
        return {seat: amount for seat, amount in self.owed.items() if amount}

    @property
    def errors(self) -> list[BoxEvent]:
        return [e for e in self.events if e.error is not None]
