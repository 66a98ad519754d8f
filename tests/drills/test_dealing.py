"""Dealing a coup live: every step checked by the shared checker, errors flagged at once."""

from __future__ import annotations

from random import Random

import pytest

from kiosk.domain.cards import parse_cards
from kiosk.domain.judge import ErrorKind, Hand
from kiosk.domain.shoe import Shoe
from kiosk.drills.dealing import DealingDrill, DealMove, DealState, DealTask
from kiosk.drills.task import ErrorTag, TaskError
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset


def _task(cards: str, ruleset: Ruleset | None = None) -> DealTask:
    """Cards in shoe order: P1 B1 P2 B2, then the cards a third-card draw would take."""
    ruleset = ruleset or find_ruleset("schaanwald")
    return DealTask("deal:coup", ruleset, Shoe.from_cards(parse_cards(cards)))


def test_a_coup_dealt_right_step_by_step() -> None:
    # punto 2+K = 2 draws; banco 3+T = 3; punto's third 4; banco 3 draws on 4
    task = _task("2H 3S KD TC 4C 5D 9S 9S")
    assert task.state is DealState.PUNTO_TURN
    assert task.submit(DealMove.DRAW_PUNTO).key == "deal:punto:2"
    assert task.state is DealState.BANCO_TURN
    assert task.submit(DealMove.DRAW_BANCO).key == "deal:banco:3:third=4"
    assert task.state is DealState.CALL
    # punto 2+0+4 = 6, banco 3+0+5 = 8
    result = task.submit(DealMove.CALL_BANCO)
    assert result.correct and task.state is DealState.DONE and task.done and task.correct
    assert task.corrected is None


def test_under_draw_is_flagged_and_the_coup_corrected() -> None:
    task = _task("2H 3S KD TC 4C 5D 9S 9S")
    result = task.submit(DealMove.STAND)
    assert not result.correct
    assert task.state is DealState.FLAGGED and task.done
    assert task.error is not None
    assert (task.error.kind, task.error.hand) == (ErrorKind.UNDER_DRAW, Hand.PUNTO)
    assert result.tags == {ErrorTag.UNDER_DRAW}
    assert result.explanation.endswith("Punto has 2: punto draws.")
    assert task.corrected is not None
    assert str(task.corrected) == "P[2H KD 4C] B[3S TC 5D]"
    assert task.shoe.dealt == 6  # the corrected coup's cards left the shoe
    with pytest.raises(TaskError):
        task.submit(DealMove.CALL_BANCO)


def test_over_draw_of_banco_is_flagged_the_moment_it_happens() -> None:
    # punto 7 stands; banco 7 stands: drawing banco is an over-draw
    task = _task("7H 7S KD TC 4C 5D")
    assert task.submit(DealMove.STAND).correct
    result = task.submit(DealMove.DRAW_BANCO)
    assert result.key == "deal:banco:7:stood"
    assert result.tags == {ErrorTag.OVER_DRAW}
    assert task.corrected is not None and str(task.corrected) == "P[7H KD] B[7S TC]"


def test_drawing_after_a_natural_is_a_red_line_mistake() -> None:
    task = _task("9H 2S KD TC 4C 5D")
    result = task.submit(DealMove.DRAW_PUNTO)
    assert result.tags == {ErrorTag.OVER_DRAW, ErrorTag.DRAW_AFTER_NATURAL}
    assert result.key == "deal:natural"
    assert "Punto has a natural 9" in result.explanation


def test_a_natural_is_called_at_once_and_a_wrong_call_is_flagged() -> None:
    task = _task("9H 2S KD TC 4C 5D")
    result = task.submit(DealMove.CALL_BANCO)
    assert result.tags == {ErrorTag.WRONG_CALL}
    assert result.expected == "call-punto"
    assert "the winner is punto" in result.explanation
    task = _task("9H 2S KD TC 4C 5D")
    assert task.submit(DealMove.CALL_PUNTO).correct and task.state is DealState.DONE


def test_calling_before_banco_has_drawn_is_an_under_draw() -> None:
    # punto 6 stands, banco 3 draws when punto stood
    task = _task("6H 3S KD TC 4C 5D")
    result = task.submit(DealMove.CALL_PUNTO)
    assert task.error is not None
    assert (task.error.kind, task.error.hand) == (ErrorKind.UNDER_DRAW, Hand.BANCO)
    assert result.key == "deal:banco:3:stood"


def test_stand_when_both_hands_are_complete_is_refused() -> None:
    task = _task("7H 7S KD TC 4C 5D")
    task.submit(DealMove.STAND)
    task.submit(DealMove.STAND)
    assert task.state is DealState.CALL
    with pytest.raises(TaskError):
        task.submit(DealMove.STAND)


def test_the_drill_deals_consecutive_coups_from_one_shoe(shipped_ruleset: Ruleset) -> None:
    drill = DealingDrill(shipped_ruleset)
    rng = Random(4)
    first = drill.make("deal:coup", rng)
    shoe = drill.shoe
    assert shoe is not None and shoe.size == 52 * shipped_ruleset.packs
    while not first.done:
        first.submit(first.solution())
    second = drill.make("deal:coup", rng)
    assert drill.shoe is shoe
    assert second.punto[0] == shoe.cards[shoe.dealt - 4]
