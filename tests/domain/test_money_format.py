"""One formatter for numbers, money and percentages, by the house's locale."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kiosk.domain.money import (
    FORMATS,
    decimal_separator,
    format_money,
    format_number,
    format_percent,
    locale_for_currency,
    percent_number,
)
from kiosk.rules.catalog import find_ruleset


@pytest.mark.parametrize(
    ("locale", "currency", "expected"),
    [
        ("de_CH", "CHF", "CHF\u00a01'000.50"),
        ("en_GB", "GBP", "£1,000.50"),
        ("de_DE", "EUR", "EUR\u00a01.000,50"),
        ("de-CH", "CHF", "CHF\u00a01'000.50"),
        ("fr_FR", "EUR", "EUR\u00a01.000,50"),  # unknown, of a language with a decimal comma
        ("it_CH", "CHF", "CHF\u00a01'000.50"),  # unknown, of a region with a decimal point
        ("ja_JP", "JPY", "JPY\u00a01,000.50"),  # unknown: the default's way
    ],
)
def test_money_by_locale(locale: str, currency: str, expected: str) -> None:
    assert format_money(Decimal("1000.5"), currency, locale) == expected


def test_an_amount_has_no_space_a_line_may_break_at() -> None:
    """On screen "CHF 1'030" wrapped between "CHF" and the amount."""
    for locale in FORMATS:
        for currency in ("CHF", "EUR", "GBP"):
            text = format_money(Decimal("-1234567.5"), currency, locale)
            assert " " not in text, (locale, text)


def test_numbers_percentages_and_the_keypad_separator() -> None:
    assert format_number(Decimal("1234567"), "de_CH") == "1'234'567"
    assert format_number(Decimal("97.5"), "en_GB") == "97.50"
    assert format_number(-1500, "de_DE") == "-1.500"
    assert format_money(Decimal("-25"), "GBP", "en_GB") == "-£25"
    assert format_percent(0.9, "de_CH") == "90\u202f%"
    assert format_percent(0.9, "en_GB") == "90%"
    assert decimal_separator("de_CH") == "." and decimal_separator("de_DE") == ","


def test_an_amount_keeps_its_cents_and_any_finer_digit() -> None:
    assert format_number(Decimal(56), "de_CH") == "56"
    assert format_number(Decimal("2.8"), "de_CH") == "2.80"
    assert format_number(Decimal("2.800"), "de_CH") == "2.80"
    assert format_number(Decimal("0.125"), "de_DE") == "0,125"
    assert format_number(Decimal("1E+3"), "de_CH") == "1'000"
    assert format_money(Decimal("1088"), "CHF", "de_CH") == "CHF\u00a01'088"


def test_a_percentage_in_a_sentence_has_the_digits_of_its_share() -> None:
    assert percent_number(Decimal("0.05"), "de_CH") == "5"
    assert percent_number(Decimal("0.025"), "de_DE") == "2,5"
    assert percent_number(Fraction(1, 3), "en_GB", 3) == "33.333"
    assert format_percent(Fraction(1, 8), "de", 1) == "12,5\u202f%"  # a language is a locale too


def test_the_house_locale_follows_the_currency_unless_named() -> None:
    assert locale_for_currency("CHF") == "de_CH" and locale_for_currency("gbp") == "en_GB"
    assert find_ruleset("castle-vaduz").locale == "de_CH"
    assert find_ruleset("uk-2000").locale == "en_GB"


@given(st.decimals(min_value=-(10**9), max_value=10**9, places=2))
@pytest.mark.slow
def test_the_digits_read_back(value: Decimal) -> None:
    text = format_number(value, "de_CH", places=2)
    assert Decimal(text.replace("'", "")) == value


def test_cards_read_as_people_write_them() -> None:
    from kiosk.domain.cards import Card, show_cards

    cards = (Card("8", "C"), Card("7", "D"), Card("K", "H"), Card("T", "S"))
    assert show_cards(cards) == "8♣ 7♦ K♥ 10♠"
