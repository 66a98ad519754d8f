"""Drill items take their cards from the house's shoe: without replacement within a coup, and
the dealing drill from a real shoe."""

from __future__ import annotations

import dataclasses
from collections import Counter
from random import Random

import pytest

from kiosk.domain.cards import PACK, Card
from kiosk.domain.ids import DrillId
from kiosk.drills.cardgen import CardPool, NoCard
from kiosk.drills.catalog import make_drill
from kiosk.drills.dealing import DealingDrill, DealTask
from kiosk.drills.drawing import DrawTask
from kiosk.drills.misdeal import MisdealTask
from kiosk.drills.payouts import PayoutTask
from kiosk.drills.table import TableTask
from kiosk.drills.task import Task
from kiosk.drills.totals import TotalsTask
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset, ShoeRules


def _one_pack(house: str) -> Ruleset:
    ruleset = find_ruleset(house)
    return dataclasses.replace(ruleset, shoe=ShoeRules(packs=1, burn=ruleset.shoe.burn))


def _cards(task: Task) -> list[Card]:
    if isinstance(task, TotalsTask):
        return list(task.prompt.cards)
    if isinstance(task, DrawTask):
        return [*task.prompt.punto, *task.prompt.banco]
    assert isinstance(task, MisdealTask | PayoutTask | TableTask)
    return list(task.prompt.coup.shoe_order())


@pytest.mark.parametrize(
    "drill",
    [DrillId.TOTALS, DrillId.PUNTO, DrillId.BANCO, DrillId.MISDEAL, DrillId.PAYOUTS, DrillId.TABLE],
)
@pytest.mark.parametrize("house", ["schaanwald", "uk-2000"])
@pytest.mark.slow
def test_a_one_pack_house_never_shows_a_card_twice_in_a_coup(drill: DrillId, house: str) -> None:
    made = make_drill(drill, _one_pack(house))
    rng, keys = Random(3), made.keys()
    for i in range(400):
        cards = Counter(_cards(made.make(keys[i % len(keys)], rng)))
        assert max(cards.values()) == 1, cards


@pytest.mark.slow
def test_cards_come_as_often_as_the_shoe_gives_them() -> None:
    """Tens and court cards are 4 of 13 ranks: a pool gives point value 0 four times as often."""
    pool, values = CardPool(2, Random(5)), Counter[int]()
    for _ in range(4000):
        pool.reset()
        values.update(pool.card().value for _ in range(6))
    assert 3.4 < values[0] / values[5] < 4.6


def test_a_pool_runs_out_of_a_value_and_says_so() -> None:
    pool = CardPool(1, Random(1))
    assert sorted(pool.of_value(7).rank for _ in range(4)) == ["7", "7", "7", "7"]
    with pytest.raises(NoCard):
        pool.of_value(7)
    assert pool.left == len(PACK) - 4
    assert len({*(pool.hand_with_total(7, 3) for _ in range(5))}) == 5  # no 7 needed for a 7
    pool.reset()
    assert pool.count_of_value(7) == 4


def test_the_dealing_drill_deals_a_real_shoe_to_its_end() -> None:
    """Coup after coup comes out of one shuffled shoe of the house's packs, no card more often
    than the shoe holds it, until the shoe ends and a fresh one is shuffled."""
    ruleset = _one_pack("bern")
    drill, rng = DealingDrill(ruleset), Random(9)
    seen: Counter[Card] = Counter()
    task = drill.make("deal:coup", rng)
    assert isinstance(task, DealTask)
    shoe = task.shoe
    while task.shoe is shoe:
        while not task.done:
            task.submit(task.solution())
        seen.update(task.coup.shoe_order())
        task = drill.make("deal:coup", rng)
        assert isinstance(task, DealTask)
    assert max(seen.values()) == 1 and sum(seen.values()) > 30
