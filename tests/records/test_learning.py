"""The supervisor's view of learning (kiosk.records.learning) and the calibration of the
schedule's predictions (kiosk.drills.schedule.calibration)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from fsrs import Rating

from kiosk.drills.schedule import Review, calibration
from kiosk.records.export import to_csv
from kiosk.records.learning import skill_rows
from kiosk.records.store import SQLiteStore, stored_answer
from kiosk.rules.catalog import find_ruleset
from tests.records.conftest import FakeClock


@pytest.mark.slow
def test_each_trainee_and_skill_predicted_recall_now_and_in_a_week(clock: FakeClock) -> None:
    store = SQLiteStore(":memory:", clock=clock)
    anna, ben = store.add_trainee("Anna"), store.add_trainee("Ben")
    sid = store.start_session(anna.id, "punto", "practice", "bern", "f00d", "en")
    for total in range(8):  # every punto item but natural 8 and 9, twice, right and quick
        for _ in range(2):
            clock.advance(30)
            store.add_answer(sid, stored_answer("punto", f"punto:{total}", "a", "a", True, 1500))
    rows = skill_rows(store, [anna, ben], find_ruleset("bern"), clock.now + timedelta(hours=1))
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
