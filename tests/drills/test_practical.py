"""The practical at a real table, driven as the table test screen drives it: coups entered tap by tap
with planted over- and under-draws, wrong calls, wrong payouts and irregularities; two examiners
disagreeing; the evidence rule over sessions; the pace against the house's standard."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from kiosk.domain.bets import Wager
from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.irregularities import Remedy
from kiosk.domain.judge import Hand
from kiosk.drills.clock import ManualClock
from kiosk.drills.practical import (
    Call,
    EntryError,
    Fault,
    TableTest,
    practical_result,
)
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import find_exam
from kiosk.rules.model import Ruleset
from kiosk.rules.practical import Group, Practical, RedLine

D = Decimal


def _test(house: str = "bern", examiners: int = 1, ruleset: Ruleset | None = None) -> TableTest:
    practical = find_exam(house).practical
    assert practical is not None
    practical = replace(practical, examiners=examiners)
    return TableTest(
        ruleset or find_ruleset(house), practical, ManualClock(), ["A", "B"][:examiners]
    )


def _cards(test: TableTest, ranks: str) -> None:
    for rank in ranks:
        test.tap_card(rank)


def test_a_four_card_coup_takes_five_taps_and_a_six_card_coup_seven() -> None:
    test = _test()
    _cards(test, "92K3")  # punto 9 + K: a natural; banco 2 + 3
    assert test.tap_winner(Winner.PUNTO) == []
    four = test.current
    assert four is not None and four.taps == 5 <= 6
    _cards(test, "A32K54")  # punto A 2 (3) draws a 5; banco 3 K (3) draws on a 5: a 4
    assert test.tap_winner(Winner.PUNTO) == []
    six = test.current
    assert six is not None and six.taps == 7 <= 9
    assert [c.rank for c in six.punto] == ["A", "2", "5"]
    assert [c.rank for c in six.banco] == ["3", "K", "4"]


def test_a_planted_over_draw_is_flagged_with_the_house_rule_until_corrected() -> None:
    test = _test()
    _cards(test, "92K3")
    assert test.next_hand() is Hand.PUNTO  # a card after a natural goes to punto unless called
    test.tap_card("5")
    findings = test.tap_winner(Winner.PUNTO)
    assert [f.fault for f in findings] == [Fault.OVER_DRAW]
    assert "natural" in findings[0].text.lower() and "over-drew" in findings[0].text
    assert findings[0].red_line is RedLine.UNCORRECTED_DRAW
    corrected = test.correct()
    assert [(f.fault, f.red_line) for f in corrected] == [(Fault.OVER_DRAW, None)]
    assert "Corrected at the table" in corrected[0].text


def test_a_card_after_a_banco_draw_call_goes_to_banco() -> None:
    test = _test()
    _cards(test, "A36K")  # punto A 6 (7) stands, banco 3 K (3) draws
    assert test.next_hand() is Hand.BANCO
    test.tap_call(Call.PUNTO_DRAWS)  # the candidate wrongly draws for punto
    test.tap_card("2")
    findings = test.tap_winner(Winner.PUNTO)
    assert [f.fault for f in findings] == [Fault.OVER_DRAW, Fault.UNDER_DRAW]


def test_an_under_draw_needs_the_card_that_completes_it_before_the_call_is_judged() -> None:
    test = _test()  # Bern: always corrected
    _cards(test, "AK26")  # punto A 2 (3) must draw; banco K 6 (6)
    test.tap_call(Call.PUNTO_STANDS)
    findings = test.tap_winner(Winner.BANCO)
    assert [f.fault for f in findings] == [Fault.UNDER_DRAW]
    coup = test.current
    assert coup is not None and test.counted_coup(coup) is None
    # dealt right, punto's third is a 4: punto 7, banco 6 stands on a 4: punto wins
    findings = test.correct(Card("4", "H"))
    assert [f.fault for f in findings] == [Fault.UNDER_DRAW, Fault.WRONG_CALL]
    assert findings[0].red_line is None


@pytest.mark.slow
def test_where_the_result_stands_an_uncorrected_error_keeps_the_dealt_coup() -> None:
    test = _test("uk-2000")
    _cards(test, "92K3")
    test.tap_card("5")  # punto over-draws to 4 against banco's 5
    findings = test.tap_winner(Winner.BANCO)
    assert [f.fault for f in findings] == [Fault.OVER_DRAW]
    assert "the result stands" in findings[0].text
    assert findings[0].red_line is RedLine.UNCORRECTED_DRAW
    assert test.correct() and test.current is not None
    assert [f.fault for f in test.findings(test.current)] == [Fault.OVER_DRAW, Fault.WRONG_CALL]


def test_a_wrong_call_is_flagged() -> None:
    test = _test()
    _cards(test, "92K3")
    findings = test.tap_winner(Winner.BANCO)
    assert [f.fault for f in findings] == [Fault.WRONG_CALL]
    assert "Punto wins" in findings[0].text
    assert findings[0].red_line is None  # Bern's practical does not make it a red line


def test_payouts_are_settled_by_the_house_and_a_paid_losing_bet_is_a_red_line() -> None:
    test = _test()
    _cards(test, "K9Q8")  # punto K Q (0) draws, banco 9 8 (7)
    test.tap_call(Call.PUNTO_DRAWS)
    test.tap_card("5")  # punto 5; banco 7 stands
    assert test.tap_winner(Winner.BANCO) == []
    banco = test.add_bet(Wager("p1", "banco", D(100), 1))
    punto = test.add_bet(Wager("p2", "punto", D(50), 2))
    assert test.paid(banco, D(95)) == []
    findings = test.paid(banco, D(100))
    assert [f.fault for f in findings] == [Fault.WRONG_COMMISSION]
    assert "due CHF\u00a095" in findings[0].text
    findings = test.paid(punto, D(50))
    assert [f.fault for f in findings] == [Fault.WRONG_COMMISSION, Fault.PAID_LOSING_BET]
    assert findings[1].red_line is RedLine.PAID_LOSING_BET
    test.paid(banco, D(95))
    test.paid(punto, D(0))
    tie = test.add_bet(Wager("p3", "tie", D(10), 3))
    findings = test.mark_payout(tie, right=False)
    assert [f.fault for f in findings] == [Fault.WRONG_PAYOUT]
    test.mark_payout(tie, right=True)
    assert test.mark_payouts(right=False)[0].text == "The payouts were wrong."
    assert test.mark_payouts(right=True) == []
    with pytest.raises(EntryError, match="no bet"):
        test.add_bet(Wager("p4", "dragon", D(10), 4))


def test_irregularities_are_judged_by_the_house_remedy() -> None:
    test = _test()
    _cards(test, "92K3")
    test.tap_winner(Winner.PUNTO)
    right = test.irregularity("exposed-punto", Remedy.USE_AS_DEALT)
    assert right.right
    wrong = test.irregularity("exposed-from-shoe", Remedy.USE_AS_DEALT)
    assert not wrong.right and wrong.ruling.remedy is Remedy.BURN_AND_CONTINUE
    assert test.current is not None
    faults = [(f.fault, f.red_line) for f in test.findings(test.current)]
    assert faults == [
        (Fault.CARD_OUT_OF_ORDER, RedLine.CARD_OUT_OF_ORDER),
        (Fault.CARD_OUT_OF_ORDER, RedLine.CARD_OUT_OF_ORDER),
        (Fault.WRONG_REMEDY, RedLine.WRONG_REMEDY),
    ]


def test_a_wrong_remedy_is_a_red_line_only_on_the_cases_the_house_names() -> None:
    test = _test("uk-2000")
    _cards(test, "92K3")
    test.tap_winner(Winner.PUNTO)
    test.irregularity("late-bet", Remedy.USE_AS_DEALT)
    assert test.current is not None
    (finding,) = test.findings(test.current)
    assert finding.fault is Fault.WRONG_REMEDY and finding.red_line is None


def test_the_packs_are_checked() -> None:
    one_pack = find_ruleset("bern")
    one_pack = replace(one_pack, shoe=replace(one_pack.shoe, packs=1))
    test = _test(ruleset=one_pack)
    _cards(test, "AAAA")
    test.tap_winner(Winner.TIE)
    with pytest.raises(EntryError, match="only 4 cards of rank A"):
        test.tap_card("A")
    test.tap_card("K", "H")
    with pytest.raises(EntryError, match="only 1 × K♥"):
        test.tap_card("K", "H")
    test.new_shoe()
    test.tap_card("A")


def test_refused_taps() -> None:
    test = _test()
    with pytest.raises(EntryError):
        test.tap_winner(Winner.PUNTO)
    _cards(test, "92K")
    with pytest.raises(EntryError, match="at least four cards"):
        test.tap_winner(Winner.PUNTO)
    with pytest.raises(EntryError):
        test.settled()
    with pytest.raises(EntryError):
        test.tap_card("X")
    test.undo()
    _cards(test, "K3")
    assert test.current is not None and [c.rank for c in test.current.banco] == ["2", "3"]


def test_a_coup_from_a_log_is_judged_alike() -> None:
    test = _test()
    over = Coup((Card("9", "S"), Card("K", "S"), Card("5", "H")), (Card("2", "S"), Card("3", "D")))
    # Bern corrects an over-draw whenever found: the coup that counts is punto 9 against 5
    assert [f.fault for f in test.enter_coup(over, Winner.PUNTO)] == [Fault.OVER_DRAW]
    assert [f.fault for f in test.enter_coup(over)][1:] == [Fault.WRONG_CALL]
    six = Coup(
        (Card("A", "S"), Card("2", "S"), Card("5", "H")),
        (Card("3", "S"), Card("K", "D"), Card("4", "C")),
    )
    assert test.enter_coup(six) == []
    assert test.enter_coup(six, Winner.BANCO)[0].fault is Fault.WRONG_CALL


@pytest.mark.slow
def test_the_clock_gives_coups_per_hour_and_seconds_per_settlement() -> None:
    test = _test()  # Bern: 60 coups an hour, 25 s a settlement
    clock = test.clock
    assert isinstance(clock, ManualClock)
    for _ in range(4):
        _cards(test, "92K3")
        clock.advance(40)
        test.tap_winner(Winner.PUNTO)
        clock.advance(20)
    test.new_shoe()
    pace = test.pace()
    assert pace.coups == 4
    assert pace.coups_per_hour == pytest.approx(4 / (220 / 3600))
    assert pace.seconds_per_settlement == 20  # three timed by the next coup's first card
    assert pace.fast_enough is True
    test.settled()
    slow = _test()
    for _ in range(3):
        _cards(slow, "92K3")
        slow.clock.advance(80)  # type: ignore[attr-defined]
        slow.tap_winner(Winner.PUNTO)
        slow.clock.advance(40)  # type: ignore[attr-defined]
    assert slow.pace().fast_enough is False


def _score_all(test: TableTest, examiner: str, points: int) -> None:
    for criterion in test.practical.criteria:
        test.score(examiner, criterion.id, points)


def test_the_rubric_counts_errors_beside_each_criterion() -> None:
    test = _test()
    _cards(test, "92K35")
    test.tap_winner(Winner.BANCO)
    rows = {row.criterion.group: row.errors for row in test.rubric()}
    assert rows[Group.DRAWING] == 1 and rows[Group.CALLING] == 1
    assert rows[Group.PAYOUTS] == 0 and rows[Group.HOSPITALITY] == 0


def test_two_examiners_beyond_the_tolerance_must_resolve_with_a_reason() -> None:
    test = _test(examiners=2)  # Bern: tolerance 2
    _cards(test, "92K3")
    test.tap_winner(Winner.PUNTO)
    _score_all(test, "A", 8)
    _score_all(test, "B", 7)
    assert test.differences() == []
    test.score("B", "drawing", 4)
    (difference,) = test.differences()
    assert difference.criterion.id == "drawing" and difference.points == 4
    assert test.result().share is None
    with pytest.raises(EntryError, match="reason"):
        test.resolve("drawing", 6, "  ")
    test.resolve("drawing", 6, "the second over-draw was seen by A only")
    assert test.differences() == []
    result = test.result()
    practical = test.practical
    weights = {c.id: c.weight for c in practical.criteria}
    total = sum(weights.values())
    expected = sum(
        (w * (D(6) if cid == "drawing" else D("7.5")) / 10 for cid, w in weights.items()), D(0)
    )
    assert result.share == pytest.approx(float(expected / total))
    assert result.scores["drawing"] == 6 and result.scores["pace"] == D("7.5")
    with pytest.raises(EntryError, match="from 0 to 10"):
        test.score("A", "pace", 11)


@pytest.mark.slow
def test_the_evidence_rule_over_sessions() -> None:
    practical = find_exam("bern").practical
    assert isinstance(practical, Practical)  # 60 coups over 2 sessions, pass mark 70 %
    sessions = []
    for _ in range(2):
        test = _test()
        for _ in range(25):
            _cards(test, "92K3")
            test.tap_winner(Winner.PUNTO)
            test.new_shoe()
        _score_all(test, "A", 8)
        sessions.append(test.result())
    first = practical_result(practical, sessions[:1])
    assert first.evidence.coups == 25 and not first.evidence.met and first.passed is None
    both = practical_result(practical, sessions)
    assert both.evidence.coups == 50 and both.evidence.sessions == 2 and not both.evidence.met
    assert both.passed is None and both.share == pytest.approx(0.8)
    third = practical_result(practical, [*sessions, sessions[0]])
    assert third.evidence.met and third.passed is True
    red = _test()
    _cards(red, "92K35")
    red.tap_winner(Winner.PUNTO)
    _score_all(red, "A", 10)
    failed = practical_result(practical, [*sessions, red.result()])
    assert failed.red_lines == {RedLine.UNCORRECTED_DRAW} and failed.passed is False


def test_a_session_is_judged_again_from_its_record_alone() -> None:
    import json

    test = _test(examiners=2)
    clock = test.clock
    assert isinstance(clock, ManualClock)
    _cards(test, "92K35")
    clock.advance(30)
    test.tap_winner(Winner.BANCO)
    index = test.add_bet(Wager("p1", "banco", D(100), 1))
    test.paid(index, D(100))
    test.irregularity("exposed-from-shoe", Remedy.USE_AS_DEALT)
    clock.advance(20)
    _cards(test, "AK26")
    test.tap_call(Call.PUNTO_STANDS)
    test.tap_winner(Winner.PUNTO)
    test.correct(Card("4", "H"))
    _score_all(test, "A", 8)
    _score_all(test, "B", 7)
    test.score("B", "drawing", 3)
    test.resolve("drawing", 5, "agreed after the session")
    record = json.loads(json.dumps(test.record()))
    again = TableTest.replayed(test.ruleset, test.practical, record)
    assert again.all_findings() == test.all_findings()
    assert again.result() == test.result()
    assert again.pace() == test.pace()
    assert "errors" not in json.dumps(record)  # nothing judged is taken from the record


@pytest.mark.parametrize(
    "spoil",
    [
        lambda r: r.pop("coups"),
        lambda r: r["coups"][0].update(punto=["9S", "XX"]),
        lambda r: r["coups"][0].update(punto=["9S"]),
        lambda r: r["coups"][0].update(called="nobody"),
        lambda r: r["coups"][0].update(bets=[["p1", "dragon", "5", 1, None, None]]),
        lambda r: r["coups"][0].update(irregularities=[["no-such-case", "use-as-dealt"]]),
        lambda r: r["scores"].update(A={"drawing": 11}),
        lambda r: r["scores"].update(Z={"drawing": 1}),
    ],
)
@pytest.mark.slow
def test_a_record_that_is_none_is_refused(spoil) -> None:  # type: ignore[no-untyped-def]
    test = _test()
    _cards(test, "92K3")
    test.tap_winner(Winner.PUNTO)
    record = test.record()
    spoil(record)
    with pytest.raises(ValueError):
        TableTest.replayed(test.ruleset, test.practical, record)


def test_examiners_are_named_with_their_scores_kept() -> None:
    test = _test(examiners=2)
    test.score("A", "pace", 7)
    test.score("B", "pace", 9)
    test.name_examiners([" Ruth ", "Marco"])
    assert test.examiners == ("Ruth", "Marco")
    assert test.scores() == {"Ruth": {"pace": 7}, "Marco": {"pace": 9}}
    for names in (["Ruth", "Ruth"], ["Ruth", " "], ["Ruth"]):
        with pytest.raises(EntryError, match="Name each examiner"):
            test.name_examiners(names)
    assert test.examiners == ("Ruth", "Marco")


def test_undo_takes_back_the_last_tap_card_or_call() -> None:
    test = _test()
    _cards(test, "A36K")
    test.tap_call(Call.PUNTO_DRAWS)
    test.undo()  # the call, not banco's K
    coup = test.current
    assert coup is not None and coup.calls == [] and [c.rank for c in coup.banco] == ["3", "K"]
    assert test.next_hand() is Hand.BANCO
    test.tap_card("2")
    test.undo()
    test.undo()
    assert [c.rank for c in coup.banco] == ["3"] and [c.rank for c in coup.punto] == ["A", "6"]
    _cards(test, "K2")
    assert [f.fault for f in test.tap_winner(Winner.PUNTO)] == []  # 7 against 5: banco drew a 2
