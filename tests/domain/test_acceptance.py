"""Bet acceptance: every house rule that can refuse a bet, named, for the shipped houses."""

from __future__ import annotations

from decimal import Decimal
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.domain.acceptance import (
    Acceptance,
    BettingRules,
    Reason,
    Rule,
    TableState,
    check_bet,
)
from kiosk.domain.bets import BetKind, Wager
from kiosk.domain.money import format_money
from kiosk.drills.betting import betting_rules, refusal_sentence
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
from kiosk.rules.model import Ruleset


def say(reason: Reason) -> str:
    """A refusal with bet ids as they are and amounts as a Swiss house writes them."""
    return refusal_sentence(reason, str, lambda amount: format_money(amount, "CHF", "de_CH"))


@cache
def rules(ruleset_id: str) -> BettingRules:
    return betting_rules(load_ruleset(ruleset_files()[ruleset_id]))


def full_table(boxes: int = 7) -> dict[int, str]:
    return {b: f"seat{b}" for b in range(1, boxes + 1)}


def bet(player: str, bet_id: str, stake: int | str | Decimal, box: int | None = None) -> Wager:
    return Wager(player, bet_id, Decimal(stake), box)


def refusals(acceptance: Acceptance) -> set[Rule]:
    return set(acceptance.rules)


# -- limits and chips (every house) ---------------------------------------------------------


def test_limits_and_chip_unit(shipped_ruleset: Ruleset) -> None:
    r = betting_rules(shipped_ruleset)
    state = TableState(seated={1: "ann"})
    punto = shipped_ruleset.bet("punto")
    unit = shipped_ruleset.chip_unit
    assert check_bet(r, state, bet("ann", "punto", punto.minimum, 1)).ok
    assert check_bet(r, state, bet("ann", "punto", punto.maximum, 1)).ok
    below = check_bet(r, state, bet("ann", "punto", punto.minimum - unit, 1))
    assert refusals(below) == {Rule.BELOW_MINIMUM}
    assert below.reasons[0].params == {
        "bet": "punto",
        "minimum": punto.minimum,
        "stake": punto.minimum - unit,
    }
    above = check_bet(r, state, bet("ann", "punto", punto.maximum + unit, 1))
    assert Rule.ABOVE_MAXIMUM in refusals(above)
    assert refusals(above) <= {Rule.ABOVE_MAXIMUM, Rule.BOX_OVER_TABLE_MAXIMUM}
    odd = check_bet(r, state, Wager("ann", "punto", punto.minimum + unit / 2, 1))
    assert refusals(odd) == {Rule.CHIP_UNIT}
    assert refusals(check_bet(r, state, bet("ann", "punto", 0, 1))) == {Rule.STAKE_NOT_POSITIVE}
    assert refusals(check_bet(r, state, bet("ann", "punto", -5, 1))) == {Rule.STAKE_NOT_POSITIVE}


def test_stake_added_to_an_existing_bet_is_judged_as_the_total() -> None:
    r = rules("uk-2000")
    state = TableState(seated={1: "ann"}, wagers=(bet("ann", "punto", 1500, 1),))
    assert check_bet(r, state, bet("ann", "punto", 500, 1)).ok
    assert refusals(check_bet(r, state, bet("ann", "punto", 501, 1))) == {Rule.ABOVE_MAXIMUM}
    small = TableState(seated={1: "ann"}, wagers=(bet("ann", "tie", 1, 1),))
    assert check_bet(r, small, bet("ann", "tie", 1, 1)).ok  # tie minimum 1: 2 in all


def test_unknown_bet_and_places(shipped_ruleset: Ruleset) -> None:
    r = betting_rules(shipped_ruleset)
    state = TableState(seated={1: "ann"})
    assert refusals(check_bet(r, state, bet("ann", "roulette", 10, 1))) == {Rule.UNKNOWN_BET}
    assert refusals(check_bet(r, state, bet("ann", "punto", 10, None))) == {
        Rule.BOX_BET_OUTSIDE_BOX
    }
    nowhere = check_bet(r, state, bet("ann", "punto", 10, r.boxes + 1))
    assert refusals(nowhere) == {Rule.NO_SUCH_BOX}
    assert refusals(check_bet(r, state, bet("ann", "punto", 10, 0))) == {Rule.NO_SUCH_BOX}
    for shared in r.shared_bets:
        assert refusals(check_bet(r, state, bet("ann", shared, 5, 1))) == {Rule.SHARED_BET_IN_BOX}
        assert check_bet(r, state, bet("ann", shared, 5, None)).ok


@pytest.mark.slow
def test_seated_player_bets_in_their_own_box(shipped_ruleset: Ruleset) -> None:
    r = betting_rules(shipped_ruleset)
    state = TableState(seated={1: "ann", 2: "bob"})
    assert refusals(check_bet(r, state, bet("ann", "banco", 10, 2))) == {Rule.OWN_BOX_ONLY}
    assert check_bet(r, state, bet("ann", "banco", 10, 1)).ok


# -- UK: not both sides; egalités only alongside a main bet; nobody standing ---------------


def test_uk_may_not_bet_on_both_sides() -> None:
    r = rules("uk-2000")
    state = TableState(seated={1: "ann"}, wagers=(bet("ann", "punto", 10, 1),))
    refused = check_bet(r, state, bet("ann", "banco", 10, 1))
    assert refusals(refused) == {Rule.BOTH_SIDES}
    assert refused.reasons[0].params == {"bet": "punto", "other": "banco"}
    assert say(refused.reasons[0]) == "A player may not bet on both punto and banco"
    assert check_bet(r, state, bet("ann", "punto", 10, 1)).ok  # more on the same side
    assert check_bet(r, state, bet("ann", "tie", 5, 1)).ok


def test_both_sides_allowed_where_the_house_allows_it() -> None:
    r = rules("castle-vaduz")
    state = TableState(seated={1: "ann"}, wagers=(bet("ann", "punto", 10, 1),))
    assert check_bet(r, state, bet("ann", "banco", 10, 1)).ok


@pytest.mark.parametrize("companion", ["punto", "banco", "tie"])
def test_uk_egalite_only_alongside_a_main_bet(companion: str) -> None:
    r = rules("uk-2000")
    alone = check_bet(r, TableState(seated={1: "ann"}), bet("ann", "egalite-3", 1, 1))
    assert refusals(alone) == {Rule.REQUIRES_ONE_OF}
    assert alone.reasons[0].params["bets"] == ("punto", "banco", "tie")
    with_main = TableState(seated={1: "ann"}, wagers=(bet("ann", companion, 5, 1),))
    assert check_bet(r, with_main, bet("ann", "egalite-3", 1, 1)).ok


def test_uk_egalite_needs_the_players_own_main_bet() -> None:
    r = rules("uk-2000")
    state = TableState(seated={1: "ann", 2: "bob"}, wagers=(bet("bob", "banco", 5, 2),))
    refused = check_bet(r, state, bet("ann", "egalite-0", 1, 1))
    assert refusals(refused) == {Rule.REQUIRES_ONE_OF}
    # another egalité is no main bet
    only_side = TableState(seated={1: "ann"}, wagers=(bet("ann", "egalite-1", 1, 1),))
    assert refusals(check_bet(r, only_side, bet("ann", "egalite-0", 1, 1))) == {
        Rule.REQUIRES_ONE_OF
    }


def test_uk_3g8_stands_alone() -> None:
    assert check_bet(rules("uk-2000"), TableState(seated={1: "ann"}), bet("ann", "3g8", 1, 1)).ok


def test_uk_no_standing_players() -> None:
    r = rules("uk-2000")
    refused = check_bet(r, TableState(seated=full_table()), bet("walker", "punto", 10, 1))
    assert refusals(refused) == {Rule.STANDING_NOT_ALLOWED}


# -- Castle Vaduz: seated boxes and standing players ---------------------------------------


def test_vaduz_standing_only_when_every_box_is_taken() -> None:
    r = rules("castle-vaduz")
    six = {b: f"seat{b}" for b in range(1, 7)}
    refused = check_bet(r, TableState(seated=six), bet("walker", "punto", 10, 1))
    assert refusals(refused) == {Rule.STANDING_WHILE_BOX_FREE}
    assert say(refused.reasons[0]) == (
        "Standing players may play only when every seated box is taken"
    )
    on_tie = check_bet(r, TableState(seated=six), bet("walker", "tie", 5))
    assert refusals(on_tie) == {Rule.STANDING_WHILE_BOX_FREE}
    assert check_bet(r, TableState(seated=full_table()), bet("walker", "punto", 10, 1)).ok
    assert check_bet(r, TableState(seated=full_table()), bet("walker", "tie", 5)).ok


def test_vaduz_one_standing_player_per_box() -> None:
    r = rules("castle-vaduz")
    state = TableState(seated=full_table(), wagers=(bet("walker", "punto", 10, 3),))
    refused = check_bet(r, state, bet("stroller", "banco", 10, 3))
    assert refusals(refused) == {Rule.STANDING_PER_BOX}
    assert refused.reasons[0].params == {"box": 3, "limit": 1}
    assert check_bet(r, state, bet("walker", "banco", 10, 3)).ok  # the same standing player
    assert check_bet(r, state, bet("stroller", "banco", 10, 4)).ok  # another box
    assert check_bet(r, state, bet("stroller", "tie", 5)).ok  # the tie field is shared
    assert check_bet(r, state, bet("seat3", "banco", 10, 3)).ok  # the seated player


def test_vaduz_box_total_within_table_maximum() -> None:
    r = rules("castle-vaduz")
    assert r.table_maximum == 5000
    state = TableState(seated=full_table(), wagers=(bet("seat1", "punto", 4000, 1),))
    refused = check_bet(r, state, bet("walker", "banco", 1500, 1))
    assert refusals(refused) == {Rule.BOX_OVER_TABLE_MAXIMUM}
    assert say(refused.reasons[0]) == (
        "The box's combined bets would exceed the table maximum of CHF\u00a05'000"
    )
    assert check_bet(r, state, bet("walker", "banco", 1000, 1)).ok
    assert refusals(check_bet(r, state, bet("seat1", "banco", 1001, 1))) == {
        Rule.BOX_OVER_TABLE_MAXIMUM
    }
    # the tie field is no box: it does not count towards a box's total
    assert check_bet(r, state, bet("seat1", "tie", 500)).ok


def test_box_total_is_not_checked_where_the_house_does_not_ask() -> None:
    r = rules("schaanwald")
    state = TableState(seated={1: "ann"}, wagers=(bet("ann", "punto", 5000, 1),))
    assert check_bet(r, state, bet("ann", "banco", 5000, 1)).ok


def test_standing_players_bet_only_on_a_seated_players_box() -> None:
    r = rules("bern")  # standing allowed with boxes free
    state = TableState(seated={1: "ann"})
    refused = check_bet(r, state, bet("walker", "punto", 10, 2))
    assert refusals(refused) == {Rule.STANDING_ON_SEATED_BOX_ONLY}
    assert say(refused.reasons[0]) == (
        "Standing players bet only on a seated player's box (or on tie)"
    )
    assert check_bet(r, state, bet("walker", "punto", 10, 1)).ok
    assert check_bet(r, state, bet("walker", "tie", 5)).ok


def test_standing_players_only_on_their_open_shared_fields() -> None:
    r = betting_rules(load_ruleset(ruleset_files()["castle-vaduz"]))
    closed = BettingRules(**{**r.__dict__, "standing_on_shared_fields": ()})
    refused = check_bet(closed, TableState(seated=full_table()), bet("walker", "tie", 5))
    assert refusals(refused) == {Rule.STANDING_FIELD_CLOSED}


def test_all_refusals_are_reported_together() -> None:
    r = rules("castle-vaduz")
    state = TableState(
        seated={b: f"seat{b}" for b in range(1, 7)},
        wagers=(bet("seat1", "punto", 4990, 1), bet("walker", "punto", 10, 1)),
    )
    refused = check_bet(r, state, Wager("stroller", "banco", Decimal("10000.5"), 1))
    assert refusals(refused) == {
        Rule.CHIP_UNIT,
        Rule.ABOVE_MAXIMUM,
        Rule.STANDING_WHILE_BOX_FREE,
        Rule.STANDING_PER_BOX,
        Rule.BOX_OVER_TABLE_MAXIMUM,
    }


# -- sentences ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reason", "text"),
    [
        (
            Reason(Rule.BELOW_MINIMUM, {"bet": "punto", "minimum": Decimal(10)}),
            "Below the table minimum of CHF\u00a010 for punto",
        ),
        (
            Reason(Rule.ABOVE_MAXIMUM, {"bet": "tie", "maximum": Decimal("500.00")}),
            "Above the table maximum of CHF\u00a0500 for tie",
        ),
        (
            Reason(Rule.CHIP_UNIT, {"unit": Decimal("0.5")}),
            "Not a multiple of the smallest chip (CHF\u00a00.50)",
        ),
        (
            Reason(Rule.REQUIRES_ONE_OF, {"bet": "egalite-3", "bets": ("punto", "banco", "tie")}),
            "A bet on egalite-3 is taken only alongside a bet on one of: punto, banco, tie",
        ),
        (
            Reason(Rule.STANDING_PER_BOX, {"box": 2, "limit": 1}),
            "At most 1 standing player per box",
        ),
        (
            Reason(Rule.NO_SUCH_BOX, {"box": 9, "boxes": 7}),
            "There is no box 9 at this table (boxes 1 to 7)",
        ),
    ],
)
def test_sentences(reason: Reason, text: str) -> None:
    assert say(reason) == text


def test_sentence_uses_the_callers_names_and_money() -> None:
    reason = Reason(Rule.BELOW_MINIMUM, {"bet": "punto", "minimum": Decimal(10)})
    text = refusal_sentence(reason, bet_name=str.capitalize, money=lambda m: f"<{m}>")
    assert text == "Below the table minimum of <10> for Punto"


# -- properties -----------------------------------------------------------------------------

HOUSE_RULES = [rules(rid) for rid in sorted(ruleset_files())]
PLAYERS = ["ann", "bob", "cid", "walker", "stroller"]


@st.composite
def wagers(draw: st.DrawFn, r: BettingRules) -> Wager:
    bet_id = draw(st.sampled_from([*sorted(r.bets), "baccarat"]))
    usual_place = st.integers(1, r.boxes) if bet_id in r.box_bets else st.none()
    place = draw(st.one_of(usual_place, usual_place, st.none(), st.integers(0, r.boxes + 1)))
    stake = draw(
        st.one_of(
            st.integers(1, 60).map(lambda n: Decimal(n * 5)),  # stakes a table sees
            st.decimals(min_value=-10, max_value=12000, places=1),
        )
    )
    return Wager(draw(st.sampled_from(PLAYERS)), bet_id, stake, place)


@st.composite
def situations(draw: st.DrawFn) -> tuple[BettingRules, TableState, Wager]:
    r = draw(st.sampled_from(HOUSE_RULES))
    boxes = draw(st.one_of(st.just(set(range(1, r.boxes + 1))), st.sets(st.integers(1, r.boxes))))
    seated = {box: draw(st.sampled_from(PLAYERS)) + str(box) for box in boxes}
    if draw(st.booleans()):
        seated[min(boxes, default=1)] = "ann"
    layout = draw(st.lists(wagers(r), max_size=8))
    return r, TableState(seated=seated, wagers=tuple(layout)), draw(wagers(r))


@settings(max_examples=200)
@given(situations())
@pytest.mark.slow
def test_every_refusal_names_its_rule_and_accepted_bets_keep_the_rules(
    situation: tuple[BettingRules, TableState, Wager],
) -> None:
    r, state, wager = situation
    answer = check_bet(r, state, wager)
    for reason in answer.reasons:
        assert isinstance(reason.rule, Rule)
        assert say(reason)
    if not answer.ok:
        return
    spec = r.bets[wager.bet]
    total = wager.stake + sum(
        (
            w.stake
            for w in state.wagers
            if (w.player, w.bet, w.box) == (wager.player, wager.bet, wager.box)
        ),
        Decimal(0),
    )
    assert spec.minimum <= total <= spec.maximum
    assert wager.stake > 0 and wager.stake % r.chip_unit == 0
    assert (wager.box is not None) == (wager.bet in r.box_bets)
    own = [w for w in state.wagers if w.player == wager.player]
    if spec.requires_one_of:
        assert any(w.bet in spec.requires_one_of for w in own)
    if not r.may_bet_both_sides and spec.kind in (BetKind.PUNTO, BetKind.BANCO):
        assert all(
            r.bets[w.bet].kind
            in (spec.kind, BetKind.TIE, BetKind.EGALITE, BetKind.THREE_GIVES_EIGHT)
            for w in own
            if w.bet in r.bets
        )
    seat = state.box_of(wager.player)
    if seat is not None:
        assert wager.box in (None, seat)
    else:
        assert r.standing_allowed
        if r.standing_only_when_all_boxes_taken:
            assert len(state.seated) == r.boxes
        if wager.box is not None:
            assert wager.box in state.seated
    if r.box_total_within_table_maximum and r.table_maximum is not None and wager.box is not None:
        assert (
            wager.stake + sum((w.stake for w in state.wagers if w.box == wager.box), Decimal(0))
            <= r.table_maximum
        )


def test_with_wager_adds_onto_the_same_spot() -> None:
    state = TableState(seated={1: "ann"}).with_wager(bet("ann", "punto", 10, 1))
    state = state.with_wager(bet("ann", "punto", 15, 1)).with_wager(bet("ann", "tie", 5, 1))
    assert state.wagers == (bet("ann", "punto", 25, 1), bet("ann", "tie", 5, 1))
