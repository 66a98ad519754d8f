"""Paying with chips: the fewest-chips solver against brute force, payouts with commission taken
and collected, the commission box over a whole shoe."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from decimal import Decimal

import pytest

from kiosk.domain.bets import (
    BetKind,
    Commission,
    CommissionCollect,
    CommissionSettle,
    Result,
    Rounding,
    settle,
)
from kiosk.domain.chips import (
    BoxError,
    ChipRules,
    ChipSet,
    CommissionBox,
    Denomination,
    count,
    fewest_chips,
    pay_in_chips,
    payment,
    total,
)
from kiosk.domain.shoe import Shoe
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
from kiosk.rules.model import Ruleset
from tests.domain.coups import COUPS

D = Decimal
LIMIT = 100_000


def chip_set(*values: str, **rules: object) -> ChipSet:
    return ChipSet(
        tuple(Denomination(D(v), "#000000", "#ffffff") for v in values),
        ChipRules(**rules),  # type: ignore[arg-type]
    )


def brute_force(units: list[int], top: int) -> list[int]:
    """Fewest chips for every amount 0..top (in units), -1 where none: plain dynamic programming."""
    inf = top + 1
    best = [0] + [inf] * top
    for amount in range(1, top + 1):
        fewest = inf
        for u in units:
            if u <= amount and best[amount - u] + 1 < fewest:
                fewest = best[amount - u] + 1
        best[amount] = fewest
    return [-1 if b == inf else b for b in best]


def shipped_sets() -> dict[str, ChipSet]:
    return {rid: load_ruleset(path).chip_set for rid, path in sorted(ruleset_files().items())}


SETS = {
    **shipped_sets(),
    "no-greedy": chip_set("1", "20", "25"),  # 40 = 20 + 20, not 25 + 15 × 1
    "fractions": chip_set("0.5", "2.5", "5", "20", "25", "100"),
    "no-unit": chip_set("5", "25", "100", "500"),
}


@pytest.mark.parametrize("name", sorted(SETS))
@pytest.mark.slow
def test_fewest_chips_is_the_fewest_for_amounts_up_to_100000(name: str) -> None:
    chips = SETS[name]
    unit = chips.unit
    units = [int(v / unit) for v in chips.values]
    top = int(LIMIT / unit)
    best = brute_force(units, top)
    rng = random.Random(name)
    amounts = list(range(0, min(top, 3000) + 1))  # every small amount, where the structure is
    amounts += [rng.randrange(top + 1) for _ in range(400)]  # and a spread up to the limit
    amounts += [top, top - 1, *(u * k - 1 for u in units for k in (1, 2, 7) if 0 < u * k <= top)]
    for a in amounts:
        found = chips.fewest(a * unit)
        if best[a] < 0:
            assert found is None, (name, a)
            continue
        assert found is not None, (name, a)
        assert total(found) == a * unit
        assert count(found) == best[a], (name, a * unit, found)


def test_fewest_chips_keeps_to_the_float() -> None:
    chips = SETS["no-greedy"]
    rng = random.Random(7)
    values = chips.values
    for _ in range(300):
        float_ = {v: rng.randrange(0, 6) for v in values}
        amount = D(rng.randrange(0, 160))
        # brute force over every combination the float holds
        fewest: int | None = None
        for a in range(float_[values[0]] + 1):
            for b in range(float_[values[1]] + 1):
                for c in range(float_[values[2]] + 1):
                    made = a * values[0] + b * values[1] + c * values[2]
                    if made == amount and (fewest is None or a + b + c < fewest):
                        fewest = a + b + c
        found = chips.fewest(amount, float_)
        if fewest is None:
            assert found is None
        else:
            assert found is not None and total(found) == amount and count(found) == fewest
            assert all(found[v] <= float_[v] for v in found)


def test_amounts_the_chips_cannot_make_have_no_payout() -> None:
    assert fewest_chips(D("0.75"), (D(1), D(5))) is None
    assert fewest_chips(D("3"), (D(5),)) is None
    assert fewest_chips(D("0"), (D(5),)) == {}
    with pytest.raises(ValueError):
        fewest_chips(D("-1"), (D(5),))


def test_a_chip_set_must_be_sorted_and_distinct() -> None:
    with pytest.raises(ValueError):
        chip_set("5", "1")
    with pytest.raises(ValueError):
        chip_set("5", "5.0")


def test_high_chips_are_paid_colour_for_colour() -> None:
    chips = chip_set("1", "5", "25", "100", "500", colour_for_colour_from=D(100))
    stake = {D(100): 5, D(25): 1}
    assert pay_in_chips(D(525), chips, matched={D(100): 5}) == {D(100): 5, D(25): 1}
    plain = chip_set("1", "5", "25", "100", "500")
    assert plain.fewest(D(525)) == {D(500): 1, D(25): 1}
    # the float holds too few 100s to match: the fewest chips it can make instead
    assert pay_in_chips(D(525), chips, {D(100): 2, D(500): 1, D(25): 4}, stake) == {
        D(500): 1,
        D(25): 1,
    }


# -- payouts --------------------------------------------------------------------------------


def houses() -> list[Ruleset]:
    return [load_ruleset(p) for _, p in sorted(ruleset_files().items())]


def with_commission(rs: Ruleset, collect: CommissionCollect, when: CommissionSettle) -> Ruleset:
    bets = tuple(
        replace(
            b,
            commission=replace(b.commission, collect=collect, settle=when)
            if b.commission
            else (
                Commission(D("0.05"), Rounding.UP, D("1"), collect, when)
                if b.kind is BetKind.BANCO
                else None
            ),
        )
        for b in rs.bets
    )
    return replace(rs, bets=bets)


@pytest.mark.parametrize("collect", list(CommissionCollect))
@pytest.mark.parametrize("rs", houses(), ids=lambda r: r.id)
@pytest.mark.slow
def test_every_winning_bet_is_paid_in_the_house_chips(
    rs: Ruleset, collect: CommissionCollect
) -> None:
    rs = with_commission(rs, collect, CommissionSettle.IMMEDIATELY)
    chips = rs.chip_set
    rng = random.Random(rs.id)
    shoe = Shoe.from_spec(rs.shoe, rng=rng)
    paid = Counter[str]()
    for c in shoe.coups(rs.tableau):
        for bet in rs.bets:
            stake = D(rng.choice((20, 40, 100, 200, 500)))
            stake = max(bet.minimum, min(bet.maximum, stake))
            s = settle(bet, stake, c, rs.tableau)
            stack = chips.fewest(stake) or {}
            p = payment(bet, s, stack, chips)
            if s.result is not Result.WIN:
                assert p.amount == 0 and p.payout == {}
                continue
            paid[bet.kind] += 1
            if not p.payable:
                continue  # the house's chips cannot make this amount (e.g. a commission of 0.75)
            assert p.payout is not None
            assert total(p.payout) == p.amount
            if bet.commission is None or s.commission == 0:
                assert p.amount == s.winnings
            elif collect is CommissionCollect.FROM_PAYOUT:
                paid["commission"] += 1
                assert p.amount == s.winnings - s.commission
                assert p.tendered is None and p.change is None
            else:
                paid["commission"] += 1
                assert p.amount == s.winnings
                assert p.tendered is not None and p.change is not None
                assert total(p.tendered) - total(p.change) == s.commission
                assert all(p.payout.get(v, 0) >= n for v, n in p.tendered.items())
    assert {BetKind.PUNTO, BetKind.BANCO, BetKind.TIE, "commission"} <= set(paid)


@pytest.mark.slow
def test_commission_in_chips_with_change() -> None:
    chips = chip_set("0.25", "1", "5", "25", "100")
    banco = replace(
        houses()[0].bet("banco"),
        commission=Commission(D("0.05"), Rounding.HALF_UP, D("0.25"), CommissionCollect.IN_CHIPS),
    )
    s = settle(banco, D(25), COUPS["banco-7"], houses()[0].tableau)
    assert s.result is Result.WIN and s.commission == D("1.25")
    p = payment(banco, s, {D(25): 1}, chips)
    assert p.payout == {D(25): 1}  # the winnings whole
    assert p.tendered == {D(25): 1}  # the player hands the 25 for the 1.25
    assert p.change == {D(5): 4, D(1): 3, D("0.25"): 3}
    assert p.change_amount == D("23.75")


def test_commission_marked_for_later_is_not_taken_from_the_payout() -> None:
    rs = with_commission(houses()[0], CommissionCollect.FROM_PAYOUT, CommissionSettle.AT_SHOE_END)
    banco = rs.bet("banco")
    s = settle(banco, D(100), COUPS["banco-7"], rs.tableau)
    assert s.result is Result.WIN
    p = payment(banco, s, {D(100): 1}, rs.chip_set)
    assert p.amount == D(100) and p.mark == s.commission == D(5)


# -- the commission box ---------------------------------------------------------------------


@pytest.mark.slow
def test_the_commission_box_over_a_shoe() -> None:
    rs = with_commission(houses()[0], CommissionCollect.FROM_PAYOUT, CommissionSettle.AT_SHOE_END)
    banco = rs.bet("banco")
    rng = random.Random(19)
    box = CommissionBox()
    owed: Counter[int] = Counter()
    mistakes: list[tuple[int, BoxError]] = []
    shoe = Shoe.from_spec(rs.shoe, rng=rng)
    for n, c in enumerate(shoe.coups(rs.tableau)):
        for seat in range(1, 8):
            stake = D(rng.choice((20, 40, 60, 100, 300)))
            s = settle(banco, stake, c, rs.tableau)
            if s.result is not Result.WIN:
                continue
            box.owe(seat, s.commission)
            owed[seat] += s.commission
            if n == 5 and seat == 2:
                event = box.mark(seat, s.commission, None)  # forgotten
                mistakes.append((seat, BoxError.UNMARKED))
            elif n == 9 and seat == 4:
                event = box.mark(seat, s.commission, s.commission + 1)
                mistakes.append((seat, BoxError.WRONG_MARK))
            else:
                event = box.mark(seat, s.commission, s.commission)
            assert (event.error is None) == ((seat, event.error) not in mistakes)
    assert sum(owed.values()) > 0 and box.open_boxes() == dict(owed)
    # the end of the shoe: each box collected once; seat 3 collected short, seat 5 twice
    for seat in sorted(owed):
        given = owed[seat] - 1 if seat == 3 else owed[seat]
        event = box.collect(seat, given)
        assert event.expected == owed[seat]
        assert (event.error is BoxError.WRONG_COLLECTION) == (seat == 3)
    assert box.collect(5, owed[5]).error is BoxError.COLLECTED_TWICE
    assert box.open_boxes() == {}
    assert [(e.seat, e.error) for e in box.errors] == [
        *mistakes,
        (3, BoxError.WRONG_COLLECTION),
        (5, BoxError.COLLECTED_TWICE),
    ]


def test_a_new_win_after_collection_opens_the_box_again() -> None:
    box = CommissionBox()
    box.owe(1, D(5))
    assert box.collect(1, D(5)).error is None
    box.owe(1, D(2))
    assert box.collect(1, D(2)).error is None


def test_the_solver_stays_fast_on_a_large_odd_chip_set_with_a_short_float() -> None:
    """24 denominations (the most a ruleset may list), a float with gaps, amounts it often cannot
    make: each answer still comes at once, and is a payout the float holds."""
    import time

    values = [D(v) for v in (1, 3, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61)]
    values += [D(v) for v in (67, 71, 73, 79, 83, 89, 97)]
    rng = random.Random(24)
    started = time.perf_counter()
    for _ in range(60):
        float_ = {v: rng.choice((0, 0, 1, 2, 3)) for v in values}
        amount = D(rng.randrange(1, 2500))
        found = fewest_chips(amount, values, float_)
        if found is not None:
            assert total(found) == amount
            assert all(found[v] <= float_[v] for v in found)
    assert time.perf_counter() - started < 5
    # an amount none of the chips can make is known at once, however large
    assert fewest_chips(D(100_001), (D(5), D(25), D(100))) is None
    assert fewest_chips(D(100_000), (D(5), D(25), D(100)), {D(5): 2}) is None
