from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kiosk.domain.cards import PACK, Card, parse_cards
from kiosk.domain.shoe import MAX_COUP_CARDS, Shoe, ShoeExhausted, burn_count
from kiosk.domain.tableau import STANDARD
from kiosk.rules.model import Ruleset, ShoeRules

KINGS = parse_cards("KS KH KD KC") * 5  # 20 cards; every coup of kings takes all six cards


@pytest.mark.slow
def test_same_seed_same_shoe(shipped_ruleset: Ruleset) -> None:
    a = Shoe.from_spec(shipped_ruleset.shoe, seed=42)
    b = Shoe.from_spec(shipped_ruleset.shoe, seed=42)
    c = Shoe.from_spec(shipped_ruleset.shoe, seed=43)
    assert a.cards == b.cards
    assert a.cards != c.cards


def test_one_rng_deals_different_shoes_reproducibly() -> None:
    spec = ShoeRules(packs=6)
    first = [Shoe.from_spec(spec, rng=random.Random(5)).cards for _ in range(2)]
    rng = random.Random(5)
    again = Shoe.from_spec(spec, rng=rng).cards, Shoe.from_spec(spec, rng=rng).cards
    assert first[0] == again[0]
    assert again[0] != again[1]


@pytest.mark.slow
def test_shoe_holds_exactly_n_packs(shipped_ruleset: Ruleset) -> None:
    shoe = Shoe.from_spec(shipped_ruleset.shoe, seed=1)
    packs = shipped_ruleset.shoe.packs
    assert shoe.size == 52 * packs
    assert Counter(shoe.cards) == Counter({card: packs for card in PACK})


@pytest.mark.parametrize("packs", [1, 2, 8])
def test_pack_counts(packs: int) -> None:
    shoe = Shoe.shuffled(packs, random.Random(0))
    assert Counter(shoe.cards) == Counter({card: packs for card in PACK})
    assert shoe.remaining == 52 * packs


def test_shuffle_is_not_the_pack_order() -> None:
    assert Shoe.shuffled(1, random.Random(0)).cards != PACK


def test_a_shoe_needs_a_pack() -> None:
    with pytest.raises(ValueError, match="at least one pack"):
        Shoe.shuffled(0, random.Random(0))


def test_draws_in_order_then_runs_out() -> None:
    shoe = Shoe.from_cards(parse_cards("AS 2H 3D"))
    assert [shoe.draw(), shoe.draw()] == list(parse_cards("AS 2H"))
    assert shoe.dealt == 2
    assert shoe.remaining == 1
    assert list(shoe.peek(5)) == list(parse_cards("3D"))
    assert shoe.draw() == parse_cards("3D")[0]
    with pytest.raises(ShoeExhausted):
        shoe.draw()


def test_without_cut_card_coups_start_while_a_full_coup_remains() -> None:
    shoe = Shoe.from_cards(KINGS)
    coups = list(shoe.coups(STANDARD))
    assert len(coups) == 3  # 18 cards used; 2 left are too few for a coup
    assert shoe.remaining == 2
    assert not shoe.can_start_coup


@pytest.mark.parametrize(
    ("from_end", "coups", "dealt"),
    [
        (10, 2, 12),  # cut card behind card 10: comes out in coup 2, which finishes
        (14, 2, 12),  # exactly 6 cards in front: coup 1 ends at the cut card, coup 2 draws it
        (15, 1, 6),  # 5 cards in front: coup 1 draws past it and finishes
        (0, 3, 18),  # cut card at the very end: never reached, the cards run short first
    ],
)
def test_cut_card_finishes_the_coup_then_ends_the_shoe(
    from_end: int, coups: int, dealt: int
) -> None:
    shoe = Shoe.from_cards(KINGS, cut_card_from_end=from_end)
    assert shoe.cut_card_position == 20 - from_end
    assert len(list(shoe.coups(STANDARD))) == coups
    assert shoe.dealt == dealt
    assert shoe.cut_card_out is (from_end > 2)


def test_coup_in_progress_is_completed_behind_the_cut_card() -> None:
    # punto 0 draws, banco 0 draws: the coup needs all six cards though the cut card lies after 4
    shoe = Shoe.from_cards(parse_cards("KS KH KD KC 5S 6H 9D 9C"), cut_card_from_end=4)
    coup = shoe.deal_coup(STANDARD)
    assert len(coup.punto) == 3 and len(coup.banco) == 3
    assert shoe.cut_card_out
    assert not shoe.can_start_coup


def test_cut_card_must_lie_in_the_shoe() -> None:
    with pytest.raises(ValueError, match="cut card"):
        Shoe.from_cards(KINGS, cut_card_from_end=21)


def test_cut_card_from_ruleset_spec() -> None:
    shoe = Shoe.from_spec(ShoeRules(packs=6, cut_card_from_end=16), seed=3)
    assert shoe.cut_card_position == 6 * 52 - 16
    list(shoe.coups(STANDARD))
    assert shoe.cut_card_out
    # the last coup took at most six cards, of which at least one lay behind the cut card
    assert 16 - MAX_COUP_CARDS < shoe.remaining < 16


@pytest.mark.parametrize(
    ("first", "burned"), [("AS", 1), ("5H", 5), ("9D", 9), ("TC", 10), ("JS", 10), ("KH", 10)]
)
def test_burn_turns_the_first_card_and_burns_its_value(first: str, burned: int) -> None:
    cards = [*parse_cards(first), *parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")]
    shoe = Shoe.from_cards(cards, burn=True)
    assert burn_count(cards[0]) == burned
    assert shoe.burned == tuple(cards[: 1 + burned])
    assert shoe.dealt == 1 + burned
    assert shoe.draw() == cards[1 + burned]


def test_burn_from_ruleset_spec() -> None:
    shoe = Shoe.from_spec(ShoeRules(packs=8, burn=True), seed=9)
    first = shoe.cards[0]
    assert shoe.burned[0] == first
    assert len(shoe.burned) == 1 + (first.value or 10)
    assert shoe.remaining == 8 * 52 - len(shoe.burned)


def test_no_burn_by_default() -> None:
    shoe = Shoe.from_spec(ShoeRules(packs=1), seed=9)
    assert shoe.burned == ()
    assert shoe.dealt == 0


@given(st.lists(st.sampled_from(PACK), min_size=6, max_size=120), st.booleans())
@pytest.mark.slow
def test_coups_use_the_shoe_in_order(cards: list[Card], burn: bool) -> None:
    shoe = Shoe.from_cards(cards, burn=burn)
    start = shoe.dealt
    used = [card for coup in shoe.coups(STANDARD) for card in coup.shoe_order()]
    assert used == cards[start : start + len(used)]
    assert shoe.dealt == start + len(used)
    assert shoe.remaining < MAX_COUP_CARDS
