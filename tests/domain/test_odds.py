"""Exact coup counts and house edges, pinned to the published tables."""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.domain.bets import BetKind, BetSpec, Commission, Ratio, Result
from kiosk.domain.cards import PACK
from kiosk.domain.coup import deal_from
from kiosk.domain.odds import (
    OddsCancelled,
    bet_odds,
    coup_counts,
    odds_for,
    result_on_totals,
    total_sequences,
)
from kiosk.domain.tableau import STANDARD, Action, BancoRow, Tableau
from kiosk.rules.model import Ruleset

EIGHT_PACKS = {
    "banco": 2_292_252_566_437_888,
    "punto": 2_230_518_282_592_256,
    "tie": 475_627_426_473_216,
    "total": 4_998_398_275_503_360,
}
# Computed here and cross-checked by the straightforward enumeration in test_odds_slow.py.
SIX_PACKS = {
    "banco": 403_095_751_234_560,
    "punto": 392_220_492_728_832,
    "tie": 83_552_962_932_288,
    "total": 878_869_206_895_680,
}
# Ties on each total, 8 packs, as published in the tables of specific-total tie bets.
EIGHT_PACK_TIES = {
    0: 28_979_901_420_544,
    1: 20_499_217_668_352,
    2: 20_006_606_104_576,
    3: 22_250_510_129_408,
    4: 36_294_133_463_040,
    5: 39_684_046_743_808,
    6: 96_170_001_308_416,
    7: 101_717_538_899_968,
    8: 54_879_416_675_072,
    9: 55_146_054_060_032,
}


def bet(kind: BetKind, pays: str = "1:1", **extra: object) -> BetSpec:
    return BetSpec(
        id=str(extra.pop("id", kind.value)),
        kind=kind,
        pays=Ratio.parse(pays),
        minimum=Decimal(1),
        maximum=Decimal(100),
        **extra,  # type: ignore[arg-type]
    )


def edge_percent(spec: BetSpec, packs: int = 8, tableau: Tableau = STANDARD) -> float:
    return round(float(bet_odds(coup_counts(tableau, packs), spec).house_edge) * 100, 4)


def modified_tableau() -> Tableau:
    """The standard tableau except that banco 6 draws when punto stood."""
    banco = dict(STANDARD.banco)
    banco[6] = BancoRow(Action.DRAW, banco[6].punto_third)
    return Tableau(naturals=STANDARD.naturals, punto=STANDARD.punto, banco=banco)


@pytest.mark.parametrize(("packs", "expected"), [(8, EIGHT_PACKS), (6, SIX_PACKS)])
def test_counts_are_pinned(packs: int, expected: dict[str, int]) -> None:
    counts = coup_counts(STANDARD, packs)
    assert counts.banco == expected["banco"]
    assert counts.punto == expected["punto"]
    assert counts.tie == expected["tie"]
    assert counts.total == expected["total"] == total_sequences(packs)
    assert counts.banco + counts.punto + counts.tie == counts.total


def test_total_is_six_cards_dealt_without_replacement() -> None:
    n = 8 * 52
    assert total_sequences(8) == n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)


def test_ties_on_each_total() -> None:
    counts = coup_counts(STANDARD, 8)
    assert {t: counts.tie_on(t) for t in range(10)} == EIGHT_PACK_TIES


def test_wins_by_total_add_up() -> None:
    counts = coup_counts(STANDARD, 8)
    assert counts.banco_wins_with(0) == counts.punto_wins_with(0) == 0
    assert sum(counts.banco_wins_with(t) for t in range(10)) == counts.banco
    assert sum(counts.punto_wins_with(t) for t in range(10)) == counts.punto


def test_third_card_event_needs_a_drawing_punto() -> None:
    counts = coup_counts(STANDARD, 8)
    # Banco's two cards 3, punto draws an 8: banco stands on 3 against an 8, so its total stays 3.
    assert counts.punto_third[3][8][3] == counts.punto_third_on(3, 8) > 0
    # Banco two-card totals 8 and 9 are naturals: punto never draws against them.
    assert counts.punto_third_on(8, 0) == counts.punto_third_on(9, 5) == 0


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (bet(BetKind.PUNTO), 1.2351),
        (bet(BetKind.BANCO, commission=Commission(Decimal("0.05"))), 1.0579),
        (bet(BetKind.TIE, "8:1"), 14.3596),
        (bet(BetKind.TIE, "9:1"), 4.8441),
        (bet(BetKind.BANCO, win_total_pays={6: Ratio(1, 2)}), 1.4581),
    ],
    ids=["punto", "banco-5%", "tie-8:1", "tie-9:1", "banco-6-pays-half"],
)
def test_eight_pack_house_edges(spec: BetSpec, expected: float) -> None:
    assert edge_percent(spec) == pytest.approx(expected, abs=1e-4)


def test_even_money_banco_gives_the_player_the_edge() -> None:
    counts = coup_counts(STANDARD, 8)
    odds = bet_odds(counts, bet(BetKind.BANCO))
    assert odds.house_edge == Fraction(counts.punto - counts.banco, counts.total) < 0
    assert float(odds.house_edge) == pytest.approx(-0.012351, abs=1e-6)


def test_house_edge_is_exact_with_nominal_commission() -> None:
    counts = coup_counts(STANDARD, 8)
    spec = bet(
        BetKind.BANCO,
        commission=Commission(Decimal("0.05"), step=Decimal("1")),  # rounding not in the odds
    )
    odds = bet_odds(counts, spec)
    expected = Fraction(counts.punto - Fraction(95, 100) * counts.banco, counts.total)
    assert odds.house_edge == expected
    assert (odds.win, odds.loss, odds.push) == (counts.banco, counts.punto, counts.tie)


def test_six_pays_half_splits_the_pays() -> None:
    counts = coup_counts(STANDARD, 8)
    odds = bet_odds(counts, bet(BetKind.BANCO, win_total_pays={6: Ratio(1, 2)}))
    by_pay = {str(p.pay): p for p in odds.pays}
    assert by_pay["1:2"].totals == (6,)
    assert by_pay["1:2"].count == counts.banco_wins_with(6)
    assert by_pay["1:1"].count == counts.banco - counts.banco_wins_with(6)
    assert 6 not in by_pay["1:1"].totals


def test_egalite_and_three_gives_eight() -> None:
    counts = coup_counts(STANDARD, 8)
    egalite = bet_odds(counts, bet(BetKind.EGALITE, "45:1", tie_total=7))
    assert egalite.win == EIGHT_PACK_TIES[7]
    assert egalite.loss == counts.total - EIGHT_PACK_TIES[7]
    assert float(egalite.house_edge) == pytest.approx(0.063899, abs=1e-6)
    g38 = bet_odds(counts, bet(BetKind.THREE_GIVES_EIGHT, "200:1", banco_total=3, punto_third=8))
    assert g38.win == counts.punto_third_on(3, 8)
    assert g38.house_edge == 1 - Fraction(201 * g38.win, counts.total)
    assert float(g38.house_edge) == pytest.approx(0.086823, abs=1e-6)


SHIPPED_EDGES = {
    # (packs, kind, pays, commission?, pays with 6 differ?) → house edge in per cent
    (6, BetKind.PUNTO): 1.2374,
    (8, BetKind.PUNTO): 1.2351,
    (6, BetKind.BANCO, "commission"): 1.0558,
    (6, BetKind.BANCO, "6 pays 1:2"): 1.4548,
    (8, BetKind.BANCO, "6 pays 1:2"): 1.4581,
    (6, BetKind.TIE, "8:1"): 14.4382,
    (8, BetKind.TIE, "9:1"): 4.8441,
    (8, BetKind.THREE_GIVES_EIGHT, "200:1"): 8.6823,
}
EGALITES_8 = {
    0: 12.4527,
    1: 11.4150,
    2: 9.5412,
    3: 10.5243,
    4: 12.1401,
    5: 11.8732,
    6: 11.4952,
    7: 6.3899,
    8: 11.0669,
    9: 10.6348,
}


def _shipped_key(packs: int, spec: BetSpec) -> tuple[object, ...]:
    if spec.kind is BetKind.PUNTO:
        return (packs, spec.kind)
    if spec.kind is BetKind.BANCO:
        return (packs, spec.kind, "commission" if spec.commission else "6 pays 1:2")
    return (packs, spec.kind, str(spec.pays))


@pytest.mark.slow
def test_shipped_house_edges(shipped_ruleset: Ruleset) -> None:
    packs = shipped_ruleset.packs
    _, odds = odds_for(shipped_ruleset.tableau, packs, shipped_ruleset.bets)
    assert [o.bet_id for o in odds.values()] == [b.id for b in shipped_ruleset.bets]
    for spec in shipped_ruleset.bets:
        got = round(float(odds[spec.id].house_edge) * 100, 4)
        if spec.kind is BetKind.EGALITE:
            assert packs == 8
            want = EGALITES_8[spec.tie_total or 0]
        else:
            want = SHIPPED_EDGES[_shipped_key(packs, spec)]
        assert got == pytest.approx(want, abs=1e-4), spec.id


def test_modified_tableau_changes_the_figures() -> None:
    standard = coup_counts(STANDARD, 8)
    modified = coup_counts(modified_tableau(), 8)
    assert modified.total == standard.total
    assert modified.banco + modified.punto + modified.tie == modified.total
    assert (modified.banco, modified.punto, modified.tie) != (
        standard.banco,
        standard.punto,
        standard.tie,
    )
    # Only coups where punto stood on 6 or 7 against a banco 6 can change.
    assert modified.punto_third == standard.punto_third
    assert modified.tie_on(6) != standard.tie_on(6)
    assert modified.tie_on(1) == standard.tie_on(1)


def test_memoized_per_tableau_and_packs() -> None:
    assert coup_counts(STANDARD, 8) is coup_counts(STANDARD, 8)
    assert coup_counts(modified_tableau(), 8) is not coup_counts(STANDARD, 8)


def test_progress_reports_and_cancels() -> None:
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        seen.append((done, total))
        return True

    coup_counts(STANDARD, 3, progress)
    assert seen[-1][0] == seen[-1][1] > 1
    with pytest.raises(OddsCancelled):
        coup_counts(STANDARD, 5, lambda done, total: done < 10)
    # a cancelled run leaves nothing half-done behind
    assert coup_counts(STANDARD, 5).total == total_sequences(5)


def test_no_packs_is_refused() -> None:
    with pytest.raises(ValueError, match="pack"):
        coup_counts(STANDARD, 0)


SIDE_BETS = [
    bet(BetKind.PUNTO),
    bet(BetKind.PUNTO, push_on_tie=False, id="punto-loses-ties"),
    bet(BetKind.BANCO, win_total_pays={6: Ratio(1, 2)}),
    bet(BetKind.TIE, "8:1", win_total_pays={0: Ratio(10, 1)}),
    *(bet(BetKind.EGALITE, "45:1", tie_total=t, id=f"egalite-{t}") for t in range(10)),
]


@settings(max_examples=200, deadline=None)
@given(st.randoms(use_true_random=False))
@pytest.mark.slow
def test_totals_decide_bets_like_settlement(rng: random.Random) -> None:
    cards = list(PACK)
    rng.shuffle(cards)
    coup, _ = deal_from(cards, STANDARD)
    for spec in SIDE_BETS:
        result, total = result_on_totals(spec, coup.punto_total, coup.banco_total)
        assert result is spec.result(coup, STANDARD)
        if result is Result.WIN:
            assert spec.win_total_pays.get(total, spec.pays) == spec.pay_for(coup)


def test_three_gives_eight_is_not_decided_by_totals() -> None:
    with pytest.raises(ValueError, match="final totals"):
        result_on_totals(bet(BetKind.THREE_GIVES_EIGHT, banco_total=3, punto_third=8), 1, 3)


def test_bets_without_ties_lose_on_a_tie() -> None:
    counts = coup_counts(STANDARD, 8)
    odds = bet_odds(counts, replace(bet(BetKind.PUNTO), push_on_tie=False))
    assert odds.push == 0
    assert odds.loss == counts.banco + counts.tie
