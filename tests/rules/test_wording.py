"""Rule sentences: cells, rows and pays in words."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from decimal import Decimal

import pytest

from kiosk.domain.bets import BetKind, BetSpec, Commission, Ratio, Rounding
from kiosk.domain.tableau import STANDARD, Action, BancoRow
from kiosk.i18n import set_language
from kiosk.rules import wording

D, S = Action.DRAW, Action.STAND


@pytest.fixture(autouse=True)
def english() -> None:
    set_language("en")


def test_cells() -> None:
    assert wording.cell_words(5, 3, S) == "banco 5, punto's third card 3: stand"
    assert wording.cell_words(4, None, D) == "banco 4, punto stood: draw"
    assert wording.punto_cell(5, D) == "punto 5: draw"
    assert wording.punto_cell(6, S) == "punto 6: stand"
    assert wording.natural_cell() == "natural: no third card"


def test_standard_banco_rows() -> None:
    rows = [wording.banco_row(t, STANDARD.banco[t]) for t in range(8)]
    assert rows == [
        "Banco 0 always draws.",
        "Banco 1 always draws.",
        "Banco 2 always draws.",
        "Banco 3 draws unless punto's third card is 8.",
        "Banco 4 draws when punto's third card is 2–7 or when punto stood.",
        "Banco 5 draws when punto's third card is 4–7 or when punto stood.",
        "Banco 6 draws only when punto's third card is 6 or 7.",
        "Banco 7 always stands.",
    ]


def row(stood: Action, draws: set[int]) -> BancoRow:
    return BancoRow(stood, tuple(D if v in draws else S for v in range(10)))


@pytest.mark.parametrize(
    ("banco_row", "sentence"),
    [
        (row(D, set()), "Banco 5 draws only when punto stood."),
        (
            row(S, set(range(10))),
            "Banco 5 draws on any third card of punto and stands when punto stood.",
        ),
        (
            row(S, set(range(10)) - {9}),
            "Banco 5 draws only when punto's third card is 0–8.",
        ),
        (
            row(S, {0, 2, 3, 5, 6, 8, 9}),
            "Banco 5 stands when punto stood or when punto's third card is 1, 4 or 7.",
        ),
        (row(D, {0, 1, 4, 5, 6, 9}), "Banco 5 draws unless punto's third card is 2, 3, 7 or 8."),
    ],
)
def test_unusual_banco_rows(banco_row: BancoRow, sentence: str) -> None:
    assert wording.banco_row(5, banco_row) == sentence


def read_values(text: str) -> set[int]:
    values: set[int] = set()
    for part in re.split(r", | or ", text):
        low, _, high = part.partition("–")
        values.update(range(int(low), int(high or low) + 1))
    return values


def read_row(sentence: str) -> BancoRow:
    """Read a banco row back from its sentence, as a trainee would."""
    every = set(range(10))
    patterns: list[tuple[str, Callable[[set[int]], tuple[Action, set[int]]]]] = [
        (r"always draws\.", lambda _: (D, every)),
        (r"always stands\.", lambda _: (S, set())),
        (r"draws only when punto stood\.", lambda _: (D, set())),
        (r"draws unless punto's third card is (.+)\.", lambda v: (D, every - v)),
        (r"draws when punto's third card is (.+) or when punto stood\.", lambda v: (D, v)),
        (r"draws on any third card of punto and stands when punto stood\.", lambda _: (S, every)),
        (r"stands when punto stood or when punto's third card is (.+)\.", lambda v: (S, every - v)),
        (r"draws only when punto's third card is (.+)\.", lambda v: (S, v)),
    ]
    for pattern, meaning in patterns:
        m = re.fullmatch(r"Banco 5 " + pattern, sentence)
        if m:
            stood, draws = meaning(read_values(m.group(1)) if m.groups() else set())
            return row(stood, draws)
    raise AssertionError(f"unreadable: {sentence}")


@pytest.mark.slow
def test_every_possible_row_reads_back_from_its_sentence() -> None:
    """All 2 × 2¹⁰ banco rows: the sentence says exactly the row, no more, no less."""
    for stood in (D, S):
        for draws in itertools.chain.from_iterable(
            itertools.combinations(range(10), n) for n in range(11)
        ):
            banco_row = row(stood, set(draws))
            assert read_row(wording.banco_row(5, banco_row)) == banco_row


def test_ranges_and_lists() -> None:
    assert wording.ranges([0, 1, 4, 5, 6, 7, 9]) == ["0", "1", "4–7", "9"]
    assert wording.value_set({4, 5, 6, 7}) == "4–7"
    assert wording.value_set({0, 1, 8, 9}) == "0, 1, 8 or 9"
    assert wording.value_set({8}) == "8"
    assert wording.punto_rule(STANDARD.punto) == "Punto draws on 0–5 and stands on 6 or 7."
    assert wording.naturals_rule([8, 9]) == "A two-card 8 or 9 is a natural: nobody draws."


def bet(**kw: object) -> BetSpec:
    base: dict[str, object] = {
        "id": "banco",
        "kind": BetKind.BANCO,
        "pays": Ratio(1, 1),
        "minimum": Decimal(10),
        "maximum": Decimal(100),
    }
    base.update(kw)
    return BetSpec(**base)  # type: ignore[arg-type]


def test_pays() -> None:
    assert wording.pay_description(bet(pays=Ratio(8, 1)), "de_CH") == "8:1"
    assert (
        wording.pay_description(bet(win_total_pays={6: Ratio(1, 2)}), "de_CH")
        == "1:1, a win with 6 pays 1:2"
    )
    five = Commission(Decimal("0.05"), Rounding.HALF_UP, Decimal("0.05"))
    assert wording.pay_description(bet(commission=five), "de_CH") == "1:1 less 5 % commission"
    assert (
        wording.commission_rule(five, "CHF", "de_CH")
        == "5 % commission, rounded half-up to CHF\u00a00.05"
    )
    both = bet(win_total_pays={6: Ratio(1, 2), 7: Ratio(1, 2)})
    assert wording.pay_description(both, "de_CH") == "1:1, a win with 6 or 7 pays 1:2"


def test_a_commission_is_worded_in_the_houses_locale_whatever_the_language() -> None:
    fine = Commission(Decimal("0.025"), Rounding.DOWN, Decimal("0.5"))
    set_language("de")
    try:
        text = wording.commission_rule(fine, "EUR", "de_DE")
        assert text == "2,5 % Kommission, abgerundet auf EUR\u00a00,50", text
        assert wording.commission_rule(fine, "CHF", "de_CH").startswith("2.5 % Kommission")
    finally:
        set_language("en")
