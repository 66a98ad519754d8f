"""The Irregularities drill: its coups, its two steps, and its right answers checked by an oracle.

The oracle deals from the cards with the drawing rules as the house documents print them
(tests/drills/test_house_answers.py), and reads each remedy from its meaning: a card used as
dealt takes its turn, a burned card is skipped, a void coup is dealt again from the cards behind,
a correction deals the same cards in shoe order, a result that stands is the felt's. What stands
of a bet is read from the house's file as it is written: its limits, and which case reduces a bet
to which of them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from decimal import Decimal
from pathlib import Path
from random import Random
from typing import Any

import pytest
import yaml

from kiosk.domain.cards import Card
from kiosk.domain.irregularities import Family, Remedy, Situation, is_misdeal
from kiosk.drills.catalog import make_drill
from kiosk.drills.irregularities import IrregularitiesDrill, IrregularityTask
from kiosk.drills.task import DrillId, ErrorTag
from kiosk.rules.catalog import find_ruleset, ruleset_files
from kiosk.rules.model import Ruleset
from tests.conftest import SHIPPED_IDS
from tests.drills.answers import wrong
from tests.drills.test_house_answers import (
    _VALUE,
    _banco_draws,
    _dealt_right,
    _natural,
    _punto_draws,
    _total,
    _winner,
)

#: Items of every case of every house: a few thousand in all.
PER_CASE = 60


def _oracle_deal(cards: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    it: Iterator[Card] = iter(cards)
    punto = [next(it)]
    banco = [next(it)]
    punto.append(next(it))
    banco.append(next(it))
    if _natural(punto, banco):
        return punto, banco
    third = None
    if _punto_draws(_total(punto)):
        punto.append(next(it))
        third = _VALUE[punto[2].rank]
    if _banco_draws(_total(banco), third):
        banco.append(next(it))
    return punto, banco


def _oracle_result(task: IrregularityTask) -> str | None:
    """The result that counts, from the remedy's meaning, or None where the remedy deals none."""
    scene, case = task.scene, task.case
    loose = [scene.loose] if scene.loose is not None else []
    drawn, following = list(scene.drawn), list(scene.following)
    remedy = case.remedy
    if case.family is Family.DRAW:
        if remedy is Remedy.RESULT_STANDS:
            assert scene.felt is not None
            return _winner(scene.felt.punto, scene.felt.banco)
        cards = {
            Remedy.CORRECT_AND_CONTINUE: drawn + following,
            Remedy.VOID_AND_REDEAL: following,
        }.get(remedy)
    elif case.family is Family.CARD:
        cards = {
            Remedy.USE_AS_DEALT: drawn + loose + following,
            Remedy.BURN_AND_CONTINUE: drawn + following[case.burn - 1 :],
            Remedy.CORRECT_AND_CONTINUE: drawn + loose + following,
            Remedy.VOID_AND_REDEAL: following,
        }.get(remedy)
    else:
        cards = None
    if cards is None:
        return None
    return _winner(*_oracle_deal(cards))


def _house_file(house_id: str) -> dict[str, Any]:
    data = yaml.safe_load(Path(ruleset_files()[house_id]).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _oracle_stands(task: IrregularityTask, data: dict[str, Any]) -> Decimal | None:
    """What stands of the bets, from the house's file: a bet reduced stands at the limit the case
    names; of punto and banco at once, refused or returned, the first placed stands."""
    case = next(c for c in data["irregularities"] if c["id"] == task.case.id)
    action = case["remedy"]["action"]
    bets = task.scene.bets
    if action == "bet-reduced-to-limit":
        (bet,) = bets
        if case["remedy"].get("limit", "bet-maximum") == "table-maximum":
            limit = Decimal(data["table"]["table_maximum"])
        else:
            limit = Decimal(next(b["max"] for b in data["bets"] if b["id"] == bet.bet))
        assert bet.amount > limit
        return limit
    if case["situation"]["what"] == "bet-both-sides" and action in ("bet-refused", "bet-returned"):
        first, second = bets
        assert {first.bet, second.bet} == {"punto", "banco"} and first.box == second.box
        return first.amount
    return None


@pytest.mark.slow
def test_every_bet_item_s_amount_is_the_oracle_s(house: Ruleset) -> None:
    drill = make_drill(DrillId.IRREGULARITIES, house)
    data = _house_file(house.id)
    rng = Random(36)
    asked = 0
    keys = set(drill.keys())
    for case in house.irregularities:
        key = f"irregularity:{case.id}"
        if case.family is not Family.BET or key not in keys:
            continue
        for _ in range(PER_CASE):
            task = drill.make(key, rng)
            assert isinstance(task, IrregularityTask)
            expected = _oracle_stands(task, data)
            assert task.ruling.stands == expected, (key, task.scene)
            if expected is not None:
                asked += 1
                assert expected in task.amounts and len(task.amounts) >= 2
    assert asked >= PER_CASE  # every house reduces a bet over the maximum


def test_a_bet_reduced_to_the_limit_asks_what_stands() -> None:
    bern = find_ruleset("bern")
    task = make_drill(DrillId.IRREGULARITIES, bern).make("irregularity:over-maximum", Random(7))
    assert isinstance(task, IrregularityTask)
    (bet,) = task.scene.bets
    limit = bern.bet(bet.bet).maximum
    first = task.submit(Remedy.BET_REDUCED)
    assert first.correct and not task.done and task.asks_amount and not task.asks_result
    assert task.solution() == limit
    result = task.submit(str(bet.amount))  # the bet as it was placed: wrong
    assert not result.correct and task.done
    assert result.tags == frozenset({ErrorTag.WRONG_PAYOUT})
    assert (result.expected, result.given) == (str(limit), str(bet.amount))
    assert f"What stands: {bern.money(limit)}." in result.explanation


def test_the_first_of_a_wager_on_both_sides_stands() -> None:
    uk = find_ruleset("uk-2000")
    task = make_drill(DrillId.IRREGULARITIES, uk).make("irregularity:both-sides", Random(8))
    assert isinstance(task, IrregularityTask)
    task.submit(task.solution())
    assert task.asks_amount
    result = task.submit(task.scene.bets[0].amount)
    assert result.correct and task.done and task.correct


def test_a_bet_refused_whole_ends_on_the_remedy() -> None:
    bern = find_ruleset("bern")
    task = make_drill(DrillId.IRREGULARITIES, bern).make("irregularity:under-minimum", Random(9))
    assert isinstance(task, IrregularityTask)
    assert task.submit(Remedy.BET_REFUSED).correct and task.done and not task.amounts


@pytest.fixture(params=SHIPPED_IDS)
def house(request: pytest.FixtureRequest) -> Ruleset:
    return find_ruleset(request.param)


@pytest.mark.slow
def test_every_item_s_result_is_the_oracle_s(house: Ruleset) -> None:
    drill = make_drill(DrillId.IRREGULARITIES, house)
    assert isinstance(drill, IrregularitiesDrill)
    rng = Random(35)
    results = 0
    keys = drill.keys()
    assert len(keys) >= 12
    for key in keys:
        for _ in range(PER_CASE):
            task = drill.make(key, rng)
            assert isinstance(task, IrregularityTask)
            expected = _oracle_result(task)
            got = task.ruling.result
            assert (got.value if got is not None else None) == expected, (key, task.scene)
            results += expected is not None
            felt = task.scene.felt
            if is_misdeal(task.case.situation):  # the felt holds a real over- or under-draw
                assert felt is not None and not _dealt_right(felt.punto, felt.banco)
                assert task.scene.drawn == felt.shoe_order()
            if task.case.situation is Situation.WRONG_CALL:
                assert felt is not None and _dealt_right(felt.punto, felt.banco)
                assert task.scene.called is not None
                assert task.scene.called.value != _winner(felt.punto, felt.banco)
    assert results >= 8 * PER_CASE


@pytest.mark.slow
def test_the_shipped_houses_use_every_remedy() -> None:
    used = {c.remedy for rid in SHIPPED_IDS for c in find_ruleset(rid).irregularities}
    assert used == set(Remedy)


def test_a_right_remedy_then_the_right_result_completes_the_item() -> None:
    uk = find_ruleset("uk-2000")
    drill = make_drill(DrillId.IRREGULARITIES, uk)
    task = drill.make("irregularity:exposed-banco", Random(1))
    assert isinstance(task, IrregularityTask)
    first = task.submit(task.solution())
    assert first.correct and not task.done and task.asks_result
    second = task.submit(task.solution())
    assert second.correct and task.done and task.correct


def test_a_wrong_remedy_ends_the_item_and_quotes_the_house() -> None:
    uk = find_ruleset("uk-2000")
    drill = make_drill(DrillId.IRREGULARITIES, uk)
    task = drill.make("irregularity:over-draw-after-next", Random(2))
    assert isinstance(task, IrregularityTask)
    result = task.submit(Remedy.CORRECT_AND_CONTINUE)
    assert not result.correct and task.done
    assert result.tags == frozenset({ErrorTag.WRONG_REMEDY})
    assert result.expected == Remedy.RESULT_STANDS.value
    assert "no right of redress" in result.explanation  # the poster's misdeal clause


def test_a_wrong_result_is_a_wrong_call() -> None:
    uk = find_ruleset("uk-2000")
    task = make_drill(DrillId.IRREGULARITIES, uk).make("irregularity:wrong-call", Random(3))
    assert isinstance(task, IrregularityTask)
    task.submit(task.solution())
    result = task.submit(wrong(task))
    assert not result.correct and result.tags == frozenset({ErrorTag.WRONG_CALL})
    assert "The coup that counts" in result.explanation


def test_an_assumed_remedy_says_so_and_cites_the_regulation() -> None:
    bern = find_ruleset("bern")
    task = make_drill(DrillId.IRREGULARITIES, bern).make("irregularity:late-bet", Random(4))
    assert isinstance(task, IrregularityTask)
    result = task.submit(wrong(task))
    assert "to be confirmed by the house" in result.explanation
    assert "N.J.A.C. 13:69F" in result.explanation
    assert task.scene.bets and task.scene.felt is not None  # the cards are out already


def test_a_bet_item_shows_a_bet_that_breaks_the_limit() -> None:
    bern = find_ruleset("bern")
    drill = make_drill(DrillId.IRREGULARITIES, bern)
    rng = Random(5)
    for _ in range(50):
        over = drill.make("irregularity:over-maximum", rng)
        under = drill.make("irregularity:under-minimum", rng)
        assert isinstance(over, IrregularityTask) and isinstance(under, IrregularityTask)
        (bet,) = over.scene.bets
        over_by = bet.amount - bern.bet(bet.bet).maximum
        assert over_by > 0 and over_by % 100 == 0  # a few 100s on a maximum of 3,000
        (bet,) = under.scene.bets
        assert 0 < bet.amount < bern.bet(bet.bet).minimum


def _in_chips(amount: Decimal, chips: Sequence[Decimal], most: int) -> bool:
    """The amount is made of at most `most` of the chips."""
    if amount == 0:
        return True
    return most > 0 and any(_in_chips(amount - c, chips, most - 1) for c in chips if c <= amount)


def test_a_late_bet_is_made_of_a_few_of_the_house_s_chips() -> None:
    bern = find_ruleset("bern")
    drill = make_drill(DrillId.IRREGULARITIES, bern)
    rng = Random(10)
    for _ in range(30):
        task = drill.make("irregularity:late-bet", rng)
        assert isinstance(task, IrregularityTask)
        (bet,) = task.scene.bets
        assert _in_chips(bet.amount, bern.chips, 4), bet.amount


def test_the_misdeal_drill_gives_the_house_s_remedy_for_the_error_it_asks() -> None:
    uk = find_ruleset("uk-2000")
    task = make_drill(DrillId.MISDEAL, uk).make("misdeal:over-draw-banco", Random(6))
    result = task.submit(wrong(task))
    assert "The house's remedy: Correct it, play on." in result.explanation
    assert "prior to cards being drawn for the next coup" in result.explanation
