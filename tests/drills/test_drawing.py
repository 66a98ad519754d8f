"""Totals, punto and banco drills: every tableau cell can come up and is graded by the ruleset."""

from __future__ import annotations

from random import Random

import pytest

from kiosk.domain.cards import hand_total, parse_cards
from kiosk.domain.tableau import Action
from kiosk.drills.drawing import BancoDrill, BancoTask, DrawAnswer, PuntoDrill, PuntoTask
from kiosk.drills.selector import Selector
from kiosk.drills.task import ErrorTag
from kiosk.drills.totals import TotalsDrill, TotalsTask
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset


@pytest.mark.slow
def test_banco_drill_reaches_every_cell(shipped_ruleset: Ruleset) -> None:
    tableau = shipped_ruleset.tableau
    drill = BancoDrill(shipped_ruleset)
    cells = {
        f"banco:{total}:{'stood' if third is None else f'third={third}'}"
        for total, third, _ in tableau.cells()
    }
    assert cells <= set(drill.keys())
    keys = drill.keys()
    naturals = {k for k in keys if "natural" in k}
    assert len(naturals) == 2 * len(tableau.naturals)
    rng = Random(11)
    selector = Selector(drill.keys(), rng)
    served = {selector.next() for _ in range(8 * len(drill.keys()))}
    assert served == set(drill.keys())


@pytest.mark.slow
def test_banco_items_deal_the_cell_their_key_names(shipped_ruleset: Ruleset) -> None:
    tableau = shipped_ruleset.tableau
    drill = BancoDrill(shipped_ruleset)
    rng = Random(5)
    keys = drill.keys()
    for key in keys:
        task = drill.make(key, rng)
        assert isinstance(task, BancoTask)
        punto, banco = task.prompt.punto, task.prompt.banco
        assert len(banco) == 2
        pt, bt = hand_total(punto[:2]), hand_total(banco)
        if "natural" in key:
            assert task.expected is DrawAnswer.NATURAL
            assert tableau.is_natural(pt) or tableau.is_natural(bt)
            continue
        assert not tableau.is_natural(pt) and not tableau.is_natural(bt)
        _, total, where = key.split(":")
        assert bt == int(total)
        if where == "stood":
            assert len(punto) == 2 and not tableau.punto_draws(pt)
            third = None
        else:
            assert len(punto) == 3 and tableau.punto_draws(pt)
            third = punto[2].value
            assert f"third={third}" == where
        action = tableau.banco_action(bt, third)
        assert task.expected.value == action.value


def test_wrong_banco_answer_quotes_the_rule_and_applies_it() -> None:
    ruleset = find_ruleset("schaanwald")
    task = BancoDrill(ruleset).make("banco:5:third=3", Random(1))
    result = task.submit(DrawAnswer.DRAW)
    assert not result.correct and result.expected == "stand"
    assert "Banco 5 draws when punto's third card is 4–7" in result.explanation
    assert result.explanation.endswith("Punto's third card was 3: banco stands.")
    assert result.tags == {ErrorTag.OVER_DRAW}


def test_banco_after_punto_stood_is_explained() -> None:
    ruleset = find_ruleset("schaanwald")
    task = BancoDrill(ruleset).make("banco:6:stood", Random(1))
    result = task.submit("draw")
    assert result.explanation.endswith("Punto stood: banco stands.")


@pytest.mark.slow
def test_drawing_after_a_natural_is_its_own_mistake(shipped_ruleset: Ruleset) -> None:
    punto = PuntoDrill(shipped_ruleset)
    task = punto.make("punto:banco-natural:9", Random(2))
    result = task.submit(DrawAnswer.DRAW)
    assert result.tags == {ErrorTag.OVER_DRAW, ErrorTag.DRAW_AFTER_NATURAL}
    assert "Banco has a natural 9: no card is drawn." in result.explanation
    task = punto.make("punto:natural:8", Random(2))
    assert task.submit(DrawAnswer.STAND).tags == {ErrorTag.MISSED_NATURAL}


@pytest.mark.slow
def test_punto_items_follow_the_ruleset(shipped_ruleset: Ruleset) -> None:
    tableau = shipped_ruleset.tableau
    drill = PuntoDrill(shipped_ruleset)
    for total, action in tableau.punto.items():
        task = drill.make(f"punto:{total}", Random(total))
        assert isinstance(task, PuntoTask)
        assert hand_total(task.prompt.punto) == total
        wrong = DrawAnswer.STAND if action is Action.DRAW else DrawAnswer.DRAW
        result = task.submit(wrong)
        assert not result.correct
        assert f"Punto has {total}: punto {'draws' if action is Action.DRAW else 'stands'}." in (
            result.explanation
        )


def test_totals_items_have_the_total_and_card_count_of_their_key() -> None:
    drill = TotalsDrill(find_ruleset("bern"))
    rng = Random(3)
    keys = drill.keys()
    for key in keys:
        task = drill.make(key, rng)
        assert isinstance(task, TotalsTask)
        _, count, total = key.split(":")
        assert len(task.prompt.cards) == int(count)
        assert hand_total(task.prompt.cards) == int(total) == task.solution()


def test_wrong_total_is_explained_with_the_card_values() -> None:
    task = TotalsTask("total:3:3", parse_cards("9H KD 4S"))
    result = task.submit(13 % 10 + 1)
    assert "9 + 0 + 4 = 13" in result.explanation
    assert result.explanation.endswith("the total is 3.")
