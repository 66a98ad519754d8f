"""Settlement of every bet of every shipped house, with payouts worked out by hand."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kiosk.domain.bets import BetSpec, Commission, Ratio, Result, Rounding, settle
from kiosk.domain.cards import PACK, Card
from kiosk.domain.coup import Coup, Winner, deal_from
from kiosk.domain.tableau import STANDARD
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
from kiosk.rules.model import Ruleset
from tests.domain.coups import COUPS

W, L, P = Result.WIN, Result.LOSE, Result.PUSH


def test_coups_are_what_their_names_say() -> None:
    for t in range(10):
        coup = COUPS[f"tie-{t}"]
        assert coup.winner is Winner.TIE and coup.punto_total == t
    assert COUPS["banco-6"].winner is Winner.BANCO and COUPS["banco-6"].banco_total == 6
    assert COUPS["banco-6-3-cards"].banco_total == 6 and len(COUPS["banco-6-3-cards"].banco) == 3
    assert COUPS["3g8"].winner is Winner.BANCO and COUPS["3g8"].banco_total == 3
    assert COUPS["banco-2-punto-8"].banco_total == 3 and COUPS["banco-2-punto-8"].punto_third


# (bet, coup, stake, result, paid to the player, commission) per house; paid = stake + winnings
# − commission on a win, the stake on a stand-off, nothing on a loss.
EVEN = [
    ("punto", "punto-natural-9", "100", W, "200", "0"),
    ("punto", "punto-3-cards", "15", W, "30", "0"),
    ("punto", "banco-7", "100", L, "0", "0"),
    ("punto", "tie-7", "100", P, "100", "0"),
    ("punto", "tie-0", "10", P, "10", "0"),
]
TIE_8 = [
    ("tie", "tie-7", "10", W, "90", "0"),
    ("tie", "tie-0", "25", W, "225", "0"),
    ("tie", "punto-natural-9", "10", L, "0", "0"),
    ("tie", "banco-6", "10", L, "0", "0"),
]
# Punto Banco 2000: banco even money, but a banco win with 6 pays 1 to 2 (half the stake)
BANCO_SIX_PAYS_HALF = [
    ("banco", "banco-7", "100", W, "200", "0"),
    ("banco", "banco-natural-8", "10", W, "20", "0"),
    ("banco", "banco-6", "100", W, "150", "0"),
    ("banco", "banco-6", "25", W, "37.5", "0"),
    ("banco", "banco-6", "5", W, "7.5", "0"),
    ("banco", "banco-6-3-cards", "40", W, "60", "0"),
    ("banco", "punto-natural-9", "100", L, "0", "0"),
    ("banco", "tie-6", "100", P, "100", "0"),
    ("banco", "tie-7", "50", P, "50", "0"),
]
# banco 1 to 1 less 5 %, commission rounded half-up to CHF 0.05
BANCO_COMMISSION = [
    ("banco", "banco-7", "100", W, "195", "5"),
    ("banco", "banco-6", "100", W, "195", "5"),  # no 6-pays-half rule here
    ("banco", "banco-7", "25", W, "48.75", "1.25"),
    ("banco", "banco-7", "13", W, "25.35", "0.65"),
    ("banco", "banco-7", "17", W, "33.15", "0.85"),
    ("banco", "banco-natural-8", "10", W, "19.5", "0.5"),
    ("banco", "banco-7", "1", W, "1.95", "0.05"),
    ("banco", "punto-natural-9", "100", L, "0", "0"),
    ("banco", "tie-7", "100", P, "100", "0"),
]
UK_PAYS = {0: 150, 1: 215, 2: 225, 3: 200, 4: 120, 5: 110, 6: 45, 7: 45, 8: 80, 9: 80}
EGALITES = [
    case
    for t, pays in UK_PAYS.items()
    for case in [
        (f"egalite-{t}", f"tie-{t}", "1", W, str(1 + pays), "0"),
        (f"egalite-{t}", f"tie-{t}", "5", W, str(5 + 5 * pays), "0"),
        (f"egalite-{t}", f"tie-{(t + 1) % 10}", "5", L, "0", "0"),  # a tie on another total
        (f"egalite-{t}", "banco-7", "5", L, "0", "0"),
    ]
]
THREE_GIVES_EIGHT = [
    ("3g8", "3g8", "1", W, "201", "0"),
    ("3g8", "3g8", "10", W, "2010", "0"),
    ("3g8", "banco-3-punto-natural", "10", L, "0", "0"),  # punto natural: no third card due
    ("3g8", "banco-3-punto-stood", "10", L, "0", "0"),  # punto stands: not entitled to a card
    ("3g8", "banco-3-punto-7", "10", L, "0", "0"),  # punto's third card is not an 8
    ("3g8", "banco-2-punto-8", "10", L, "0", "0"),  # banco's 3 is not on two cards
    ("3g8", "tie-3", "10", L, "0", "0"),
    ("3g8", "punto-natural-9", "10", L, "0", "0"),
]
EXPECTED = {
    "schaanwald": EVEN + TIE_8 + BANCO_SIX_PAYS_HALF,
    "castle-vaduz": EVEN + TIE_8 + BANCO_COMMISSION,
    "bern": EVEN + TIE_8 + BANCO_COMMISSION,
    "uk-2000": [
        *EVEN,
        *BANCO_SIX_PAYS_HALF,
        ("tie", "tie-7", "10", W, "100", "0"),  # any tie 9 to 1
        ("tie", "tie-0", "1", W, "10", "0"),
        ("tie", "banco-7", "10", L, "0", "0"),
        *EGALITES,
        *THREE_GIVES_EIGHT,
    ],
}
CASES = [(house, *case) for house, cases in EXPECTED.items() for case in cases]


@cache
def house(ruleset_id: str) -> Ruleset:
    return load_ruleset(ruleset_files()[ruleset_id])


@pytest.mark.slow
def test_every_bet_of_every_house_is_covered(shipped_ruleset: Ruleset) -> None:
    cases = EXPECTED.get(shipped_ruleset.id)
    assert cases is not None, f"add hand-worked settlement cases for {shipped_ruleset.id}"
    for bet in shipped_ruleset.bets:
        results = {case[3] for case in cases if case[0] == bet.id}
        assert {W, L} <= results, f"{shipped_ruleset.id}: {bet.id} needs a win and a loss"
    assert {case[0] for case in cases} == {bet.id for bet in shipped_ruleset.bets}


@pytest.mark.parametrize(
    ("ruleset_id", "bet_id", "coup", "stake", "result", "paid", "commission"),
    CASES,
    ids=[f"{c[0]}:{c[1]}:{c[2]}:{c[3]}" for c in CASES],
)
def test_settlement_worked_by_hand(
    ruleset_id: str,
    bet_id: str,
    coup: str,
    stake: str,
    result: Result,
    paid: str,
    commission: str,
) -> None:
    ruleset = house(ruleset_id)
    s = settle(ruleset.bet(bet_id), Decimal(stake), COUPS[coup], ruleset.tableau)
    assert s.result is result
    assert s.paid_to_player == Decimal(paid)
    assert s.commission == Decimal(commission)
    assert s.player_net == Decimal(paid) - Decimal(stake)
    if result is W:
        assert s.net_winnings == Decimal(paid) - Decimal(stake)
    else:
        assert s.winnings == 0 and s.pay is None


@pytest.mark.slow
def test_punto_and_banco_stand_off_on_every_tie(shipped_ruleset: Ruleset) -> None:
    for bet in shipped_ruleset.bets:
        if bet.id in ("punto", "banco"):
            for t in range(10):
                s = settle(bet, Decimal(20), COUPS[f"tie-{t}"], shipped_ruleset.tableau)
                assert (s.result, s.paid_to_player, s.player_net) == (P, Decimal(20), Decimal(0))


@pytest.mark.parametrize(
    ("rounding", "winnings", "commission"),
    [
        (Rounding.HALF_UP, "10.50", "0.55"),  # 0.525
        (Rounding.HALF_UP, "11.50", "0.60"),  # 0.575
        (Rounding.HALF_UP, "10.40", "0.50"),  # 0.52
        (Rounding.HALF_EVEN, "10.50", "0.50"),  # 0.525: 10.5 steps → 10
        (Rounding.HALF_EVEN, "11.50", "0.60"),  # 0.575: 11.5 steps → 12
        (Rounding.DOWN, "10.50", "0.50"),
        (Rounding.DOWN, "11.90", "0.55"),  # 0.595
        (Rounding.UP, "10.10", "0.55"),  # 0.505
        (Rounding.UP, "10", "0.50"),  # exact: no rounding
    ],
)
def test_commission_rounding_to_five_centimes(
    rounding: Rounding, winnings: str, commission: str
) -> None:
    rule = Commission(Decimal("0.05"), rounding, Decimal("0.05"))
    assert rule.on(Decimal(winnings)) == Decimal(commission)


def test_commission_to_the_cent() -> None:
    assert Commission(Decimal("0.05")).on(Decimal("13.33")) == Decimal("0.66")  # 0.6665 down


def test_commission_never_exceeds_a_tiny_win() -> None:
    bet = house("bern").bet("banco")
    assert bet.commission is not None and bet.commission.rounding is Rounding.HALF_UP
    up = replace(bet, commission=Commission(Decimal("0.05"), Rounding.UP, Decimal("0.05")))
    s = settle(up, Decimal("0.01"), COUPS["banco-7"], STANDARD)
    assert s.commission == Decimal("0.01") and s.net_winnings == 0


@pytest.mark.parametrize(
    ("text", "ratio"), [("8:1", Ratio(8, 1)), ("1 to 2", Ratio(1, 2)), ("150-1", Ratio(150, 1))]
)
def test_ratio_parse(text: str, ratio: Ratio) -> None:
    assert Ratio.parse(text) == ratio


# -- invariants ----------------------------------------------------------------------------

HOUSES = [house(rid) for rid in sorted(ruleset_files())]
BETS = [(r, bet) for r in HOUSES for bet in r.bets]


@st.composite
def coups(draw: st.DrawFn) -> Coup:
    cards: list[Card] = draw(st.lists(st.sampled_from(PACK), min_size=6, max_size=6))
    return deal_from(cards, STANDARD)[0]


stakes = st.decimals(min_value=Decimal("0.01"), max_value=Decimal(100000), places=2)


@given(st.sampled_from(BETS), coups(), stakes)
@pytest.mark.slow
def test_settlement_invariants(
    house_bet: tuple[Ruleset, BetSpec], coup: Coup, stake: Decimal
) -> None:
    ruleset, bet = house_bet
    s = settle(bet, stake, coup, ruleset.tableau)
    assert isinstance(s.paid_to_player, Decimal)
    assert s.paid_to_player >= 0
    if s.result is L:
        assert s.player_net == -stake and s.paid_to_player == 0
    elif s.result is P:
        assert s.paid_to_player == stake and s.player_net == 0
    else:
        assert s.pay is not None
        assert s.winnings * s.pay.per == stake * s.pay.win  # exact, no float rounding
        assert 0 <= s.commission <= s.winnings
        assert s.player_net == s.winnings - s.commission
        assert s.paid_to_player == stake + s.winnings - s.commission


@given(
    st.decimals(min_value=Decimal("0.01"), max_value=Decimal("0.2"), places=3),
    st.sampled_from(list(Rounding)),
    st.sampled_from([Decimal("0.01"), Decimal("0.05"), Decimal("0.1"), Decimal(1)]),
    st.decimals(min_value=Decimal(0), max_value=Decimal(100000), places=2),
)
@pytest.mark.slow
def test_commission_is_a_whole_number_of_steps_within_one_step(
    rate: Decimal, rounding: Rounding, step: Decimal, winnings: Decimal
) -> None:
    taken = Commission(rate, rounding, step).on(winnings)
    assert taken % step == 0
    assert abs(taken - winnings * rate) < step
