"""The irregularity judge: each remedy, and the coup that counts, worked out by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from kiosk.domain.cards import parse_cards
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.irregularities import (
    STEPS,
    Case,
    CaseSource,
    CoupStep,
    Family,
    Remedy,
    Scene,
    SceneBet,
    Situation,
    allowed_remedies,
    family,
    rule,
)
from kiosk.domain.tableau import STANDARD

ASSUMED = CaseSource(assumption="to be confirmed")


def case(situation: Situation, remedy: Remedy, burn: int = 1) -> Case:
    return Case("c", situation, STEPS[situation][0], remedy, False, ASSUMED, burn=burn)


# Punto's first card, then the loose card (meant for banco), then what follows in the shoe.
DRAWN = parse_cards("4S")
LOOSE = parse_cards("5H")[0]
FOLLOWING = parse_cards("KD 2C 3S 9H 7D AC 6S")


def scene() -> Scene:
    return Scene(Coup(DRAWN, ()), DRAWN, LOOSE, FOLLOWING)


def test_a_card_used_as_dealt_takes_its_place_in_the_coup() -> None:
    ruling = rule(case(Situation.CARD_EXPOSED_BANCO, Remedy.USE_AS_DEALT), scene(), STANDARD)
    # P 4 K → 4 draws the 3 → 7; B 5 2 → 7 stands: a tie
    assert ruling.coup == Coup(parse_cards("4S KD 3S"), parse_cards("5H 2C"))
    assert ruling.result is Winner.TIE


def test_a_burned_card_is_left_out_and_the_deal_goes_on() -> None:
    ruling = rule(case(Situation.CARD_DROPPED, Remedy.BURN_AND_CONTINUE), scene(), STANDARD)
    # P 4 2 → 6 stands; B K 3 → 3 draws (punto stood) 9 → 2: punto wins
    assert ruling.coup == Coup(parse_cards("4S 2C"), parse_cards("KD 3S 9H"))
    assert ruling.result is Winner.PUNTO


def test_a_burn_of_two_takes_the_next_card_too() -> None:
    ruling = rule(case(Situation.CARD_DROPPED, Remedy.BURN_AND_CONTINUE, 2), scene(), STANDARD)
    assert ruling.coup is not None and ruling.coup.shoe_order()[:4] == parse_cards("4S 2C 3S 9H")


def test_a_void_coup_is_dealt_again_from_the_cards_behind() -> None:
    ruling = rule(case(Situation.TOO_MANY_CARDS, Remedy.VOID_AND_REDEAL), scene(), STANDARD)
    # P K 3 → 3 draws 7 → 0; B 2 9 → 1 draws A → 2: banco wins
    assert ruling.coup == Coup(parse_cards("KD 3S 7D"), parse_cards("2C 9H AC"))
    assert ruling.result is Winner.BANCO


def test_cards_in_the_wrong_hands_are_put_right_in_shoe_order() -> None:
    felt = Coup(parse_cards("KD 2C"), parse_cards("4S 5H"))  # the first card went to banco
    drawn = parse_cards("4S KD 5H 2C")
    ruling = rule(
        case(Situation.WRONG_ORDER, Remedy.CORRECT_AND_CONTINUE),
        Scene(felt, drawn, None, parse_cards("9S 3D")),
        STANDARD,
    )
    # P 4 5 → 9, a natural: banco's K 2 stays on 2
    assert ruling.coup == Coup(parse_cards("4S 5H"), parse_cards("KD 2C"))
    assert ruling.result is Winner.PUNTO


def test_an_over_draw_corrected_before_the_next_coup_and_one_that_stands() -> None:
    felt = Coup(parse_cards("KS 7H 2D"), parse_cards("KC 5D"))  # punto drew on 7
    drawn = felt.shoe_order()
    found = Scene(felt, drawn, None, parse_cards("4C 8S"))
    corrected = rule(
        case(Situation.OVER_DRAW_BEFORE_NEXT, Remedy.CORRECT_AND_CONTINUE), found, STANDARD
    )
    # punto stands on 7; banco 5 draws (punto stood) the 2 → 7: a tie
    assert corrected.coup == Coup(parse_cards("KS 7H"), parse_cards("KC 5D 2D"))
    assert corrected.result is Winner.TIE
    stands = rule(case(Situation.OVER_DRAW_AFTER_NEXT, Remedy.RESULT_STANDS), found, STANDARD)
    assert stands.coup == felt and stands.result is Winner.PUNTO  # 9 against 5, as dealt


def test_a_wrong_call_is_corrected_from_the_cards() -> None:
    felt = Coup(parse_cards("KS 6H"), parse_cards("KC 7D"))
    ruling = rule(
        case(Situation.WRONG_CALL, Remedy.CORRECT_AND_CONTINUE),
        Scene(felt, felt.shoe_order(), None, (), Winner.PUNTO),
        STANDARD,
    )
    assert ruling.result is Winner.BANCO


@pytest.mark.parametrize(
    ("situation", "remedy"),
    [
        (Situation.LATE_BET, Remedy.BET_REFUSED),
        (Situation.BET_BOTH_SIDES, Remedy.BET_RETURNED),
        (Situation.BET_OVER_MAXIMUM, Remedy.BET_REDUCED),
        (Situation.WRONG_CUT, Remedy.RESHUFFLE),
        (Situation.OVER_DRAW_AFTER_NEXT, Remedy.CALL_INSPECTOR),
        (Situation.CARD_EXPOSED_PUNTO, Remedy.CALL_INSPECTOR),
    ],
)
def test_remedies_that_deal_no_coup_decide_no_result(situation: Situation, remedy: Remedy) -> None:
    ruling = rule(case(situation, remedy), scene(), STANDARD)
    assert ruling.remedy is remedy and ruling.coup is None and ruling.result is None


def test_a_bet_reduced_to_the_limit_stands_at_the_limit() -> None:
    over = Scene(bets=(SceneBet(3, "banco", Decimal(3150)),), limit=Decimal(3000))
    ruling = rule(case(Situation.BET_OVER_MAXIMUM, Remedy.BET_REDUCED), over, STANDARD)
    assert ruling.stands == Decimal(3000) and ruling.coup is None


def test_of_a_wager_on_both_sides_the_first_bet_stands() -> None:
    both = Scene(bets=(SceneBet(2, "punto", Decimal(40)), SceneBet(2, "banco", Decimal(10))))
    for remedy in (Remedy.BET_RETURNED, Remedy.BET_REFUSED):
        assert rule(case(Situation.BET_BOTH_SIDES, remedy), both, STANDARD).stands == 40
    inspector = rule(case(Situation.BET_BOTH_SIDES, Remedy.CALL_INSPECTOR), both, STANDARD)
    assert inspector.stands is None  # the inspector decides


def test_a_bet_refused_whole_leaves_nothing_standing() -> None:
    late = Scene(bets=(SceneBet(1, "punto", Decimal(50)),))
    assert rule(case(Situation.LATE_BET, Remedy.BET_REFUSED), late, STANDARD).stands is None


def test_a_reduction_without_a_limit_is_refused() -> None:
    over = Scene(bets=(SceneBet(3, "banco", Decimal(3150)),))
    with pytest.raises(ValueError, match="limit"):
        rule(case(Situation.BET_OVER_MAXIMUM, Remedy.BET_REDUCED), over, STANDARD)


def test_every_remedy_answers_some_situation_and_only_fitting_ones() -> None:
    offered = {r for s in Situation for r in allowed_remedies(s)}
    assert offered == set(Remedy)
    assert Remedy.USE_AS_DEALT not in allowed_remedies(Situation.WRONG_ORDER)
    assert Remedy.BET_REDUCED not in allowed_remedies(Situation.BET_UNDER_MINIMUM)
    assert Remedy.RESULT_STANDS not in allowed_remedies(Situation.WRONG_CALL)
    assert family(Situation.LATE_BET) is Family.BET
    assert STEPS[Situation.OVER_DRAW_AFTER_NEXT] == (CoupStep.NEXT_COUP,)
    assert set(STEPS) == set(Situation)
