"""How coups are judged: naturals, punto's rule, banco given punto's hand as dealt, corrections."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.domain.cards import parse_cards
from kiosk.domain.judge import ErrorKind, Hand
from kiosk.rules.model import Ruleset
from kiosk.verify.findings import CoupError
from kiosk.verify.verifier import verify_logs
from tests.verify.conftest import write_csv


def _errors(tmp_path: Path, ruleset: Ruleset, rows: list[str]) -> list[CoupError]:
    report = verify_logs([write_csv(tmp_path, rows)], ruleset)
    assert report.invalid == []
    return report.errors


def _kinds(errors: list[CoupError]) -> list[tuple[ErrorKind, Hand | None]]:
    return [(e.kind, e.hand) for e in errors]


@pytest.mark.parametrize(
    ("punto", "banco"),
    [
        ("9S KH", "2C 3D"),  # punto natural, both stand
        ("2C 3D", "8S KH"),  # banco natural
        ("4C 2D", "3S 3H"),  # punto 6 stands, banco 6 stands when punto stood
        ("2C 3D 4H", "5S KH 9D"),  # punto 5 draws a 4, banco 5 draws on 4
        ("2C 3D 8H", "3S KH"),  # banco 3 stands on punto's third card 8
        ("AC 6D", "4S AH 2C"),  # punto 7 stands, banco 5 draws when punto stood
    ],
)
def test_coups_dealt_per_the_tableau_pass(
    tmp_path: Path, uk: Ruleset, punto: str, banco: str
) -> None:
    assert _errors(tmp_path, uk, [f"1,1,1,{punto},{banco},,"]) == []


def test_third_card_after_a_natural_is_an_over_draw(tmp_path: Path, uk: Ruleset) -> None:
    errors = _errors(tmp_path, uk, ["1,1,1,9S KH,2C 3D 4H,,"])
    assert _kinds(errors) == [(ErrorKind.OVER_DRAW, Hand.BANCO)]
    assert errors[0].rule is not None and errors[0].rule.natural


def test_punto_stood_on_five_is_an_under_draw(tmp_path: Path, uk: Ruleset) -> None:
    # banco 6 stood correctly given that punto stood: only punto is wrong
    errors = _errors(tmp_path, uk, ["1,1,1,2C 3D,3S 3H,,", "1,1,2,8H AS,TD KC,,"])
    assert _kinds(errors) == [(ErrorKind.UNDER_DRAW, Hand.PUNTO)]
    # correct: punto draws the next card in shoe order, which is the next coup's first card
    assert errors[0].correct is not None and errors[0].used_next_card
    assert errors[0].correct.punto == parse_cards("2C 3D 8H")
    assert errors[0].correct.banco == parse_cards("3S 3H")  # banco 6 stands on an 8


def test_banco_judged_with_punto_hand_as_dealt(tmp_path: Path, uk: Ruleset) -> None:
    # punto 7 wrongly drew a 6; banco 6 must then draw on punto's third card 6 - and did
    errors = _errors(tmp_path, uk, ["1,1,1,AC 6D 6S,3S 3H 2C,,"])
    assert _kinds(errors) == [(ErrorKind.OVER_DRAW, Hand.PUNTO)]
    assert errors[0].rule is not None and errors[0].rule.total == 7
    # correct coup: punto stands; banco 6 stands when punto stood; cards 6S 2C unused
    assert errors[0].correct is not None
    assert errors[0].correct.punto == parse_cards("AC 6D")
    assert errors[0].correct.banco == parse_cards("3S 3H")


def test_an_error_on_each_hand_and_a_fourth_card(tmp_path: Path, uk: Ruleset) -> None:
    errors = _errors(tmp_path, uk, ["1,1,1,2C 3D 4H AS,4S KH,,"])
    assert _kinds(errors) == [
        (ErrorKind.OVER_DRAW, Hand.PUNTO),
        (ErrorKind.UNDER_DRAW, Hand.BANCO),  # banco 4 draws on punto's third card 4
    ]


def test_wrong_call_and_rule_words(tmp_path: Path, uk: Ruleset) -> None:
    errors = _errors(tmp_path, uk, ["1,1,1,2C 3D 8H,3S KH 2C,P,"])
    assert _kinds(errors) == [(ErrorKind.OVER_DRAW, Hand.BANCO), (ErrorKind.WRONG_CALL, None)]
    from kiosk.verify.report import rule_words

    assert rule_words(errors[0].rule) == "banco 3, punto's third card 8: stand"
    # dealt: punto 3, banco 5 → banco; called P → wrong call
    assert errors[1].winner_differs is True


def test_correction_unknown_when_two_cards_are_missing(tmp_path: Path, uk: Ruleset) -> None:
    # punto 5 stood (should draw); banco 0 stood (must draw either way): two cards missing
    errors = _errors(tmp_path, uk, ["1,1,1,2C 3D,KS KH,,", "1,1,2,9H KS,2D 2C,,"])
    assert _kinds(errors) == [
        (ErrorKind.UNDER_DRAW, Hand.PUNTO),
        (ErrorKind.UNDER_DRAW, Hand.BANCO),
    ]
    assert all(e.correct is None and e.winner_differs is None for e in errors)


def test_correction_unknown_at_the_end_of_the_shoe(tmp_path: Path, uk: Ruleset) -> None:
    errors = _errors(tmp_path, uk, ["1,1,1,2C 3D,3S 3H,,", "1,2,1,9H KS,2D 2C,,"])
    assert errors[0].correct is None  # the next row is another shoe


@pytest.mark.parametrize(("flagged", "stands"), [("yes", False), ("no", True), ("", True)])
def test_misdeal_clause_stands_unless_flagged(
    tmp_path: Path, uk: Ruleset, flagged: str, stands: bool
) -> None:
    errors = _errors(tmp_path, uk, [f"1,1,1,9S KH,2C 3D 4H,,{flagged}"])
    assert errors[0].stands is stands


def test_misdeal_clause_always_corrected(tmp_path: Path, corrected: Ruleset) -> None:
    errors = _errors(tmp_path, corrected, ["1,1,1,9S KH,2C 3D 4H,,no"])
    assert errors[0].stands is False


def test_wrong_call_never_stands(tmp_path: Path, uk: Ruleset) -> None:
    errors = _errors(tmp_path, uk, ["1,1,1,9S KH,2C 3D,banco,no"])
    assert _kinds(errors) == [(ErrorKind.WRONG_CALL, None)]
    assert errors[0].stands is False


def test_interleaved_tables_keep_their_own_shoes(tmp_path: Path, uk: Ruleset) -> None:
    rows = [
        "A,1,1,2C 3D,3S 3H,,",  # punto under-draw: the next card of table A's shoe is 8H
        "B,1,1,5H 5D,KS KC,,",
        "A,1,2,8H AS,TD KC,,",
    ]
    errors = _errors(tmp_path, uk, rows)
    assert errors[0].table == "A" and errors[0].correct is not None
    assert errors[0].correct.punto == parse_cards("2C 3D 8H")
