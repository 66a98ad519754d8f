"""Spot the misdeal and bet acceptance: the planted error and the refusing rule are the answers."""

from __future__ import annotations

from random import Random

import pytest

from kiosk.domain.acceptance import Rule, check_bet
from kiosk.domain.cards import show_cards
from kiosk.domain.judge import judge
from kiosk.drills.acceptance import ACCEPT, AcceptanceDrill, AcceptanceTask
from kiosk.drills.betting import betting_rules
from kiosk.drills.misdeal import MisdealAnswer, MisdealDrill, MisdealTask
from kiosk.drills.task import ErrorTag
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset


@pytest.mark.slow
def test_every_misdeal_item_holds_exactly_its_planted_error(shipped_ruleset: Ruleset) -> None:
    drill = MisdealDrill(shipped_ruleset)
    rng = Random(6)
    keys = drill.keys()
    assert len(keys) == len(MisdealAnswer)
    for key in keys:
        for _ in range(5):
            task = drill.make(key, rng)
            assert isinstance(task, MisdealTask)
            errors = judge(task.prompt.coup, shipped_ruleset.tableau)
            assert key == f"misdeal:{task.expected.value}"
            assert len(errors) == (0 if task.expected is MisdealAnswer.CORRECT else 1)
            if errors:
                assert task.prompt.corrected is not None
                assert judge(task.prompt.corrected, shipped_ruleset.tableau) == []
                assert task.prompt.corrected.shoe_order()[:4] == task.prompt.coup.shoe_order()[:4]


def test_a_missed_misdeal_is_explained_by_the_broken_rule() -> None:
    task = MisdealDrill(find_ruleset("schaanwald")).make("misdeal:under-draw-banco", Random(2))
    result = task.submit(MisdealAnswer.CORRECT)
    assert result.tags == {ErrorTag.MISSED_MISDEAL}
    assert "Banco was not given the third card it must have: an under-draw." in result.explanation
    corrected = task.prompt.corrected  # type: ignore[attr-defined]
    assert (
        f"Dealt right, the same cards give punto {show_cards(corrected.punto)}, "
        f"banco {show_cards(corrected.banco)}. The house's remedy: Correct it, play on."
    ) in result.explanation
    assert "Banco " in result.explanation and "banco draws." in result.explanation
    ok = MisdealDrill(find_ruleset("schaanwald")).make("misdeal:correct", Random(2))
    assert ok.submit(MisdealAnswer.OVER_DRAW_PUNTO).tags == {ErrorTag.FALSE_MISDEAL}


@pytest.mark.slow
def test_acceptance_items_are_refused_by_exactly_their_rule(shipped_ruleset: Ruleset) -> None:
    drill = AcceptanceDrill(shipped_ruleset)
    rules = betting_rules(shipped_ruleset)
    rng = Random(4)
    keys = drill.keys()
    assert keys[0] == f"accept:{ACCEPT}"
    assert {"accept:below-minimum", "accept:above-maximum", "accept:chip-unit"} <= set(keys)
    for key in keys:
        task = drill.make(key, rng)
        assert isinstance(task, AcceptanceTask)
        verdict = check_bet(rules, task.prompt.state, task.prompt.wager)
        if task.expected == ACCEPT:
            assert verdict.ok
        else:
            assert verdict.rules == {Rule(task.expected)}
        assert key == f"accept:{task.expected}"
    assert drill.choices() == tuple(k.removeprefix("accept:") for k in keys)


@pytest.mark.slow
def test_acceptance_follows_the_house_data() -> None:
    uk = set(AcceptanceDrill(find_ruleset("uk-2000")).choices())
    vaduz = set(AcceptanceDrill(find_ruleset("castle-vaduz")).choices())
    assert {"both-sides", "requires-one-of", "standing-not-allowed"} <= uk
    assert {"standing-per-box", "box-over-table-maximum"} <= vaduz
    assert "both-sides" not in vaduz and "standing-per-box" not in uk


def test_a_wrong_acceptance_answer_names_the_rule() -> None:
    ruleset = find_ruleset("uk-2000")
    task = AcceptanceDrill(ruleset).make("accept:both-sides", Random(1))
    result = task.submit(ACCEPT)
    assert result.tags == {ErrorTag.WRONG_ACCEPTANCE}
    assert result.explanation.startswith("This bet cannot be taken. A player may not bet on both")
    task = AcceptanceDrill(ruleset).make("accept:accept", Random(1))
    assert "it is taken" in task.submit("chip-unit").explanation


@pytest.mark.slow
def test_an_under_drawn_punto_always_shows_the_corrected_coup(shipped_ruleset: Ruleset) -> None:
    """When punto under-drew and banco would then draw too, the corrected coup needs a card after
    the next one: planted at a real shoe position, it is always there, and in the explanation."""
    drill, rng = MisdealDrill(shipped_ruleset), Random(18)
    both_draw = 0
    for _ in range(300):
        task = drill.make("misdeal:under-draw-punto", rng)
        assert isinstance(task, MisdealTask)
        corrected = task.prompt.corrected
        assert corrected is not None
        assert judge(corrected, shipped_ruleset.tableau) == []
        assert corrected.shoe_order()[:4] == task.prompt.coup.shoe_order()[:4]
        both_draw += len(corrected.banco) == 3
        shown = f"punto {show_cards(corrected.punto)}, banco {show_cards(corrected.banco)}."
        assert f"{shown} The house's remedy: Correct it, play on." in task.explanation
    assert both_draw  # the case that had no corrected coup came up
