"""The practical's sessions in the records, on both engines: kept, listed per trainee, the
evidence gathered toward the rule and the examiners' agreement."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from kiosk.domain.coup import Winner
from kiosk.drills.clock import ManualClock
from kiosk.drills.practical import TableTest, evidence
from kiosk.records.practical import agreement, save_session, sessions_of
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import find_exam
from kiosk.rules.practical import Practical, RedLine
from tests.records.conftest import FakeClock, Store


def _practical() -> Practical:
    practical = find_exam("bern").practical
    assert practical is not None  # two examiners, tolerance 2, 60 coups over 2 sessions
    return practical


def _session(coups: int, second: int, over_draw: bool = False) -> TableTest:
    test = TableTest(find_ruleset("bern"), _practical(), ManualClock(), ["Ruth", "Marco"])
    for _ in range(coups):
        for rank in "92K3":
            test.tap_card(rank)
        test.tap_winner(Winner.PUNTO)
        test.new_shoe()
    if over_draw:
        for rank in "92K35":
            test.tap_card(rank)
        test.tap_winner(Winner.PUNTO)
    for criterion in _practical().criteria:
        test.score("Ruth", criterion.id, 8)
        test.score("Marco", criterion.id, second)
    if second < 6:
        test.resolve("drawing", 7, "Marco saw the second over-draw; Ruth did not")
    return test


@pytest.mark.slow
def test_sessions_are_kept_and_summed_up(store: Store, clock: FakeClock) -> None:
    anna = store.add_trainee("Anna Meier", "1042")
    other = store.add_trainee("Ben Keller", "1043")
    start = clock()
    first = save_session(
        store.db,
        _session(25, 7),
        trainee_id=anna.id,
        exam_id="bern",
        started=start,
        ended=start + timedelta(minutes=30),
        kiosk="table-1",
    )
    second = save_session(
        store.db,
        _session(30, 8, over_draw=True),
        trainee_id=anna.id,
        exam_id="bern",
        started=start + timedelta(days=1),
        ended=start + timedelta(days=1, minutes=40),
        kiosk="table-1",
    )
    assert second > first
    kept = sessions_of(store.db, anna.id)
    assert [s.id for s in kept] == [first, second]
    assert sessions_of(store.db, other.id) == []
    one, two = kept
    assert (one.coups, two.coups) == (25, 31)
    assert one.examiners == ("Ruth", "Marco") and one.scores["Marco"]["pace"] == 7
    assert one.share == pytest.approx(0.75) and one.red_lines == ()
    assert two.red_lines == (RedLine.UNCORRECTED_DRAW.value,)
    assert not one.attested and one.started == start and one.kiosk == "table-1"
    assert evidence(_practical(), kept).sessions == 0  # no notary sealed them
    gathered = evidence(_practical(), kept, sealed_only=False)
    assert (gathered.coups, gathered.sessions, gathered.met) == (56, 2, False)
    assert evidence(_practical(), kept[:1], sealed_only=False).sessions == 1
    agreed = agreement(_practical(), kept)
    assert agreed.compared == 16 and agreed.beyond_tolerance == 0
    assert agreed.mean_difference == pytest.approx(0.5)


def test_a_resolved_difference_is_kept_with_its_reason(store: Store, clock: FakeClock) -> None:
    anna = store.add_trainee("Anna Meier", "1042")
    save_session(
        store.db,
        _session(3, 4),
        trainee_id=anna.id,
        exam_id="bern",
        started=clock(),
        ended=clock(),
        kiosk="table-1",
    )
    (kept,) = sessions_of(store.db, anna.id)
    assert kept.resolutions == {"drawing": (7, "Marco saw the second over-draw; Ruth did not")}
    agreed = agreement(replace(_practical(), tolerance=3), [kept])
    assert agreed.beyond_tolerance == 8 and agreed.mean_difference == pytest.approx(4)
    assert kept.share is None  # seven differences were left open
