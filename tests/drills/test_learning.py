"""The supervisor's view of learning and a trainee's readiness for the exam
(kiosk.drills.learning), and the calibration of the schedule's predictions
(kiosk.drills.schedule.calibration)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from fsrs import Rating

from kiosk.domain.ids import DrillId
from kiosk.drills.catalog import make_drill
from kiosk.drills.learning import group_rows, learning, readiness, skill_rows
from kiosk.drills.schedule import Review, calibration
from kiosk.records.export import to_csv
from kiosk.records.history import SessionStart
from kiosk.records.progress import trainee_progress
from kiosk.records.store import SQLiteStore, stored_answer
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import find_exam
from tests.records.conftest import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.mark.slow
def test_each_trainee_and_skill_predicted_recall_now_and_in_a_week(clock: FakeClock) -> None:
    store = SQLiteStore(":memory:", clock=clock)
    anna, ben = store.add_trainee("Anna"), store.add_trainee("Ben")
    sid = store.start_session(SessionStart(anna.id, "punto", "practice", "bern", "f00d", "en"))
    for total in range(8):  # every punto item but natural 8 and 9, twice, right and quick
        for _ in range(2):
            clock.advance(30)
            store.add_answer(sid, stored_answer("punto", f"punto:{total}", "a", "a", True, 1500))
    rows = skill_rows(
        store.reviews, [anna, ben], find_ruleset("bern"), clock.now + timedelta(hours=1)
    )
    assert [(r["trainee"], r["skill"]) for r in rows] == [("Anna", "punto")]  # Ben: nothing yet
    (row,) = rows
    assert row["answers"] == 16 and row["practice_minutes"] == 0.4
    assert row["items"] > 8 and row["items_at_risk"] >= row["items"] - 8
    assert 0 < row["recall_in_a_week"] < row["recall_now"] < 1
    assert row["mastered"] is False
    csv = to_csv(rows, "de")
    assert csv.splitlines()[0].startswith("trainee_id;trainee;skill;recall_now;")
    assert ";punto;0," in csv  # a decimal comma for a German spreadsheet


def test_calibration_sets_predicted_against_observed_recall() -> None:
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    reviews = []
    for n in range(40):
        key = f"banco:{n % 8}:stood"
        at = start + timedelta(days=n // 8 * 3, minutes=n % 8)
        right = n % 5 != 4
        reviews.append(Review("banco", key, int(Rating.Good if right else Rating.Again), at))
    bins = calibration(reviews)
    assert sum(b.answers for b in bins) == 32  # the first answer to each item predicts nothing
    for b in bins:
        assert b.low <= b.predicted < b.high or b.predicted == b.high == 1.0
        assert 0 <= b.observed <= 1
    wrong = sum(b.answers * (1 - b.observed) for b in bins)
    assert round(wrong) == 8 - sum(1 for n in range(8) if n % 5 == 4)


def test_minutes_to_mastery_count_what_is_still_to_learn(clock: FakeClock) -> None:
    store = SQLiteStore(":memory:", clock=clock)
    anna = store.add_trainee("Anna")
    ruleset = find_ruleset("bern")
    before = learning(store.reviews, [anna], ruleset, clock.now).rows
    punto = next(r for r in before if r["skill"] == "punto")
    # nothing practised: every item's first session, 3 answers at 3 s + 3 s of reading
    assert punto["answers"] == 0 and punto["minutes_to_mastery"] == round(punto["items"] * 0.3, 1)
    sid = store.start_session(SessionStart(anna.id, "punto", "practice", "bern", "f00d", "en"))
    for total in range(4):
        clock.advance(30)
        store.add_answer(sid, stored_answer("punto", f"punto:{total}", "a", "a", True, 1500))
    after = learning(store.reviews, [anna], ruleset, clock.now + timedelta(minutes=1)).rows
    row = next(r for r in after if r["skill"] == "punto")
    # four items seen and recalled now: no longer counted
    assert row["minutes_to_mastery"] == round((row["items"] - 4) * 0.3, 1)
    later = learning(store.reviews, [anna], ruleset, clock.now + timedelta(days=30)).rows
    faded = next(r for r in later if r["skill"] == "punto")
    # a month later the four have faded: one answer each, not a first session
    assert faded["minutes_to_mastery"] == round((row["items"] - 4) * 0.3 + 4 * 0.1, 1)


def test_a_group_line_per_skill_from_its_members(clock: FakeClock) -> None:
    store = SQLiteStore(":memory:", clock=clock)
    anna, ben = store.add_trainee("Anna"), store.add_trainee("Ben")
    # Anna: eight items on days 1, 2 and 4, recalled a week on; Ben: two, once, on day 4
    for trainee, totals, days in ((anna, range(8), (1, 2)), (ben, range(2), ())):
        for wait in (*days, 0):
            sid = store.start_session(
                SessionStart(trainee.id, "punto", "practice", "bern", "f00d", "en")
            )
            for total in totals:
                clock.advance(30)
                answer = stored_answer("punto", f"punto:{total}", "a", "a", True, 1500)
                store.add_answer(sid, answer)
            clock.advance(wait * 86400)
    view = learning(store.reviews, [anna, ben], find_ruleset("bern"), clock.now)
    mine = {r["trainee"]: r for r in view.rows if r["skill"] == "punto"}
    (line,) = group_rows("Intake", view.rows)  # no other skill practised by anyone
    assert line["group"] == "Intake" and line["skill"] == "punto" and line["members"] == 2
    assert line["recall_now"] == round(
        (mine["Anna"]["recall_now"] + mine["Ben"]["recall_now"]) / 2, 3
    )
    assert line["answers"] == 26 and line["mastered"] == 0
    # at risk for anyone: Ben's, which include Anna's
    assert line["at_risk"] == " ".join(sorted(mine["Ben"]["at_risk"].split()))
    assert line["items_at_risk"] == mine["Ben"]["items_at_risk"] > mine["Anna"]["items_at_risk"]
    assert to_csv(group_rows("Intake", view.rows), "en").startswith("group,skill,members,")


def test_calibration_over_several_trainees_keeps_their_items_apart() -> None:
    start = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    anna = [Review("punto", "punto:3", int(Rating.Good), start + timedelta(days=d)) for d in (0, 1)]
    ben = [Review("punto", "punto:3", int(Rating.Again), start + timedelta(days=2))]
    # one answer to an item seen before: Anna's second; Ben's first answer predicts nothing
    (point,) = calibration(anna, ben)
    assert point.answers == 1 and point.observed == 1.0
    assert sum(b.answers for b in calibration([*anna, *ben])) == 2


def test_payout_answers_under_the_older_keys_count_for_the_items(clock: FakeClock) -> None:
    store = SQLiteStore(":memory:", clock=clock)
    anna = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(anna.id, "payouts", "practice", "bern", "f00d", "en"))
    older = ("payout:banco:win", "payout:punto:lose", "payout:tie:lose")
    for _ in range(3):
        for key in older:
            clock.advance(30)
            store.add_answer(sid, stored_answer("payouts", key, "1", "1", True, 3000))
        clock.advance(86400)
    (row,) = skill_rows(store.reviews, [anna], find_ruleset("bern"), clock.now)
    assert row["answers"] == 9
    at_risk = set(row["at_risk"].split())
    counted = {k for k in at_risk if k.startswith(older)}
    assert not counted  # every item of those bets and outcomes is recalled
    assert row["items_at_risk"] < row["items"] and row["recall_now"] > 0


def test_each_skill_stands_against_the_marks_and_the_weakest_item_is_named(
    clock: FakeClock,
) -> None:
    store = SQLiteStore(":memory:", clock=clock)
    anna = store.add_trainee("Anna", "1042")
    ruleset, exam = find_ruleset("bern"), find_exam("bern")
    totals = make_drill(DrillId.TOTALS, ruleset).keys()
    for _ in range(2):  # two days, every total right and quick
        sid = store.start_session(SessionStart(anna.id, "totals", "practice", "bern", "f00d", "en"))
        for key in totals:
            clock.advance(2)
            store.add_answer(sid, stored_answer("totals", key, "a", "a", True, 1200))
        clock.advance(86400)
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "f00d", "en"))
    store.add_answer(sid, stored_answer("banco", "banco:3:third=8", "a", "b", False, 900))
    ready = readiness(store.reviews(anna.id), ruleset, exam, clock.now)
    assert ready.skills["totals"].mastered
    assert ready.skills["totals"].recent == 20 and ready.skills["totals"].median_s == 1.2
    banco = ready.skills["banco"]
    assert not banco.mastered and banco.right == 0 and banco.recent == 1
    assert not ready.exam_ready(exam)
    assert ready.weakest is not None and ready.weakest[0] != "totals"
    assert ready.weakest_name
    progress = trainee_progress(store, anna.id, lambda r: readiness(r, ruleset, exam, clock.now))
    assert progress.readiness == ready  # what My progress reads from the records
    assert trainee_progress(store, anna.id).readiness is None  # without a house: no standings
