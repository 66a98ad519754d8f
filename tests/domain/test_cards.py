from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kiosk.domain.cards import (
    PACK,
    RANKS,
    SUITS,
    Card,
    CardError,
    format_cards,
    hand_total,
    parse_card,
    parse_cards,
    show_cards,
)


@pytest.mark.parametrize(
    ("text", "value"),
    [("AS", 1), ("2h", 2), ("9D", 9), ("TD", 0), ("10D", 0), ("jc", 0), ("QS", 0), ("KH", 0)],
)
def test_point_values(text: str, value: int) -> None:
    assert parse_card(text).value == value


def test_ten_spellings_are_the_same_card() -> None:
    assert parse_card("10D") == parse_card("TD") == parse_card("td")


def test_hand_total_is_units_digit() -> None:
    assert hand_total(parse_cards("9S 5H")) == 4
    assert hand_total(parse_cards("6C 4D")) == 0
    assert hand_total(parse_cards("JC 3H")) == 3
    assert hand_total(parse_cards(["7S", "8H", "9D"])) == 4


@given(st.lists(st.sampled_from(PACK), max_size=7), st.sampled_from([" ", '", "', ""]))
@pytest.mark.slow
def test_format_and_show_cards_join_the_cards(cards: list[Card], between: str) -> None:
    # hands of two and three cards are put together without a loop: held to the join
    assert format_cards(tuple(cards), between) == between.join(card.code for card in cards)
    assert parse_cards(format_cards(tuple(cards))) == tuple(cards)
    assert show_cards(tuple(cards)) == " ".join(card.face for card in cards)


@pytest.mark.parametrize("bad", ["", "1S", "11H", "AX", "ZZ", "9", "S9", "10", "A S"])
def test_bad_cards_say_what_was_expected(bad: str) -> None:
    with pytest.raises(CardError, match="is not a card"):
        parse_card(bad)


def test_pack_has_52_distinct_cards() -> None:
    assert len(set(PACK)) == 52


@given(st.sampled_from(RANKS), st.sampled_from(SUITS), st.booleans())
@pytest.mark.slow
def test_notation_round_trips(rank: str, suit: str, lower: bool) -> None:
    card = Card(rank, suit)
    text = card.code.lower() if lower else card.code
    assert parse_card(text) == card


@given(st.text(max_size=5))
@pytest.mark.slow
def test_parse_never_raises_anything_but_card_error(text: str) -> None:
    try:
        card = parse_card(text)
    except CardError:
        return
    assert card.code in {c.code for c in PACK}
