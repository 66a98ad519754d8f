"""Names and badges are plain bounded text wherever they enter the records; exports cannot
smuggle a formula into HR's spreadsheet."""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kiosk.domain.money import decimal_separator
from kiosk.records.export import Selection, rows, safe_cell, to_csv
from kiosk.records.names import NAME_LENGTH, clean_badge, clean_name
from kiosk.ui.app.trainees import sign_in_text
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import take_exam

pytestmark = pytest.mark.slow


def test_a_right_to_left_override_cannot_turn_a_name_around(store: Store) -> None:
    eve = store.add_trainee("Eve\u202eRAM\u202c", "\u2066 10\u200b42 \u2069")
    assert (eve.name, eve.badge) == ("EveRAM", "1042")
    assert store.find_trainee("１０４２") == eve  # full-width digits fold (NFKC)
    assert clean_name("Anna\tBeck\x00\n  \u00a0Jr.") == "Anna Beck Jr."
    assert clean_name("ﬁona") == "fiona"
    assert len(clean_name("x" * 10_000)) == NAME_LENGTH
    assert clean_badge("\u202e") is None
    assert sign_in_text("  Eve\u202egnaM  ") == "EvegnaM"


@given(st.text(max_size=300))
def test_clean_names_hold_no_controls_or_overrides(text: str) -> None:
    import unicodedata

    name = clean_name(text)
    assert len(name) <= NAME_LENGTH and name == name.strip()
    assert "  " not in name
    assert not any(unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") for c in name)
    assert clean_name(name) == name  # once is enough


def test_csv_export_neutralises_formulas(store: Store, clock: FakeClock) -> None:
    names = ['=HYPERLINK("http://x","pass")', "+cmd|' /C calc'!A0", "@SUM(1+1)", "-2+3", "\t=1+1"]
    for i, name in enumerate(names):
        t = store.add_trainee(name, f"b{i}")
        take_exam(store, clock, t.id)
    text = to_csv(store.read(lambda r: rows(r, "results", Selection())), "en")
    cells = [row["trainee"] for row in csv.DictReader(io.StringIO(text))]
    assert all(c.startswith("'") for c in cells), cells
    assert "'=HYPERLINK" in text and "'@SUM" in text and "'+cmd" in text
    assert cells[-1] == "'=1+1"  # the tab went with the name's normalising
    assert safe_cell("\t=1+1", ".") == "'\t=1+1" and safe_cell("\r@x", ",") == "'\r@x"
    assert safe_cell(-2, ".") == -2 and safe_cell("Anna", ".") == "Anna"


def test_csv_follows_the_languages_decimal_separator(store: Store, clock: FakeClock) -> None:
    t = store.add_trainee("Anna Beck", "1042")
    take_exam(store, clock, t.id, right=9, wrong=1)
    german = to_csv(store.read(lambda r: rows(r, "results", Selection())), "de")
    row = next(csv.DictReader(io.StringIO(german), delimiter=";"))
    assert row["score"] == "0,9" and row["pass_mark"] == "0,9" and row["trainee"] == "Anna Beck"
    english = to_csv(store.read(lambda r: rows(r, "results", Selection())), "en")
    assert next(csv.DictReader(io.StringIO(english)))["score"] == "0.9"
    assert decimal_separator("de_AT") == decimal_separator("fr") == ","
    assert (
        decimal_separator("de_CH")
        == decimal_separator("fr_CH")
        == decimal_separator("en-GB")
        == "."
    )
