"""Item selection: weighted towards recent mistakes, covering every item, never the same twice."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from random import Random

import pytest

from kiosk.drills.selector import RecentMistakes, Selector

KEYS = [f"item:{i}" for i in range(20)]


@pytest.mark.slow
def test_never_the_same_item_twice_in_a_row() -> None:
    selector = Selector(KEYS, Random(1))
    for key in KEYS[:3]:
        for _ in range(5):
            selector.observe(key, False)  # heavy weights make repeats tempting
    picks = [selector.next() for _ in range(3000)]
    assert all(a != b for a, b in pairwise(picks))


@pytest.mark.slow
def test_weak_items_come_up_more_often() -> None:
    history = RecentMistakes()
    for _ in range(5):
        history.observe("item:3", False)
        history.observe("item:4", True)
    selector = Selector(KEYS, Random(2), history)
    counts = Counter(selector.next() for _ in range(4000))
    average = 4000 / len(KEYS)
    assert counts["item:3"] > 3 * average
    assert counts["item:4"] < 1.5 * average


def test_a_wrong_answer_raises_the_weight_and_right_answers_bring_it_back() -> None:
    history = RecentMistakes(window=3)
    history.observe("k", False)
    assert history.weight("k") > 1
    for _ in range(3):
        history.observe("k", True)
    assert history.weight("k") == 1
    assert history.weight("never seen") == 1


class _OnlyOneWeak:
    """A history from elsewhere (the records layer): all weight on one item."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, bool]] = []

    def weight(self, key: str) -> float:
        return 100.0 if key == "item:0" else 0.0

    def observe(self, key: str, correct: bool, ms: int | None = None) -> None:
        self.seen.append((key, correct))


def test_every_item_is_covered_even_against_extreme_weights() -> None:
    selector = Selector(KEYS, Random(3), _OnlyOneWeak())
    picks = [selector.next() for _ in range(400)]
    assert set(picks) == set(KEYS)
    assert Counter(picks)["item:0"] > 100


def test_observations_reach_the_plugged_in_history() -> None:
    history = _OnlyOneWeak()
    selector = Selector(KEYS, Random(3), history)
    selector.observe("item:5", False)
    assert history.seen == [("item:5", False)]


def test_same_seed_same_sequence_and_served_counts_carry_over() -> None:
    a = [Selector(KEYS, Random(9)).next() for _ in range(1)]
    b = [Selector(KEYS, Random(9)).next() for _ in range(1)]
    assert a == b
    served = {k: 10 for k in KEYS if k != "item:7"}
    selector = Selector(KEYS, Random(4), coverage=1.0, served=served)
    assert selector.next() == "item:7"


def test_a_single_item_drill_may_repeat_and_an_empty_one_is_refused() -> None:
    selector = Selector(["only"], Random(0))
    assert [selector.next() for _ in range(3)] == ["only"] * 3
    with pytest.raises(ValueError):
        Selector([], Random(0))
