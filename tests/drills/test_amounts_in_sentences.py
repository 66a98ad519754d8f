"""Every amount in a drill's sentence is written as the house writes it (kiosk.domain.money):
a Swiss house's German feedback says "CHF 1'088" and "CHF 0.80", as its labels and its keypad
do, never "1088" or "0,80"."""

from __future__ import annotations

import re
from collections.abc import Iterator
from random import Random

import pytest

from kiosk.domain.ids import DrillId
from kiosk.drills.catalog import make_drill
from kiosk.i18n import set_language
from kiosk.rules.catalog import find_ruleset

#: A German decimal comma between digits, a run of four digits or more with no thousands
#: separator, and an amount with cents: how a stray formatter gives itself away.
COMMA = re.compile(r"\d,\d")
UNGROUPED = re.compile(r"(?<![\d'.])\d{4,}")
CENTS = re.compile(r"(\S*\s?)\d+(?:'\d{3})*\.\d{2}\b")


def _sentences(drill_id: DrillId, items: int = 400) -> Iterator[str]:
    drill = make_drill(drill_id, find_ruleset("bern"))
    rng = Random(7)
    keys = drill.keys()
    for n in range(items):
        text = getattr(drill.make(keys[n % len(keys)], rng), "explanation", "")
        if text:
            yield text


def _strays(text: str) -> list[str]:
    found = COMMA.findall(text) + UNGROUPED.findall(text)
    found += [m.group(0) for m in CENTS.finditer(text) if m.group(1) != "CHF\u00a0"]
    return found


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


@pytest.mark.parametrize("drill_id", [DrillId.PAYOUTS, DrillId.CHIPS, DrillId.ACCEPTANCE])
@pytest.mark.usefixtures("german")
@pytest.mark.slow
def test_a_swiss_houses_german_sentences_write_amounts_as_the_house(drill_id: DrillId) -> None:
    texts = list(_sentences(drill_id))
    assert texts
    assert [(text, _strays(text)) for text in texts if _strays(text)] == []
    assert any("CHF\u00a0" in text for text in texts)


@pytest.mark.usefixtures("german")
@pytest.mark.slow
def test_the_payouts_show_thousands_and_cents_the_swiss_way() -> None:
    texts = " ".join(_sentences(DrillId.PAYOUTS))
    assert re.search(r"CHF\u00a0\d{1,3}'\d{3}\b", texts), "no amount of CHF 1'000 or more was drawn"
    assert re.search(r"CHF\u00a0\d+\.\d{2}\b", texts), "no amount with cents was drawn"


@pytest.mark.parametrize(
    ("text", "stray"),
    [
        ("ein Einsatz von 136 gewinnt 1088.", "1088"),
        ("abzüglich 0,80 Kommission", "0,8"),
        ("abzüglich 0.80 Kommission", "0.80"),
    ],
)
def test_a_stray_amount_is_caught(text: str, stray: str) -> None:
    assert any(stray in found for found in _strays(text))
    assert (
        _strays("ein Einsatz von CHF\u00a0136 gewinnt CHF\u00a01'088, abzüglich CHF\u00a00.80")
        == []
    )
