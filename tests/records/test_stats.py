"""Heat map, trend, answer times and certification status computed from records."""

from __future__ import annotations

from datetime import UTC, date

import pytest

from kiosk.records.history import SessionStart
from kiosk.records.stats import (
    Certification,
    DayAccuracy,
    heat_map,
    median_ms,
    time_distribution,
)
from kiosk.records.store import stored_answer
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import banco_answer, sealed_exam


def test_heat_map_counts_errors_per_cell(store: Store, clock: FakeClock) -> None:
    t = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(t.id, "banco", "practice", "bern", "h", "en"))
    plan = [
        ("banco:5:third=3", False),
        ("banco:5:third=3", False),
        ("banco:5:third=3", True),
        ("banco:5:third=3", True),
        ("banco:6:stood", True),
        ("banco:3:third=8", False),
        ("banco:natural:8", False),  # not a tableau cell
        ("punto:5", False),
        ("deal:banco:3:third=8", False),  # the dealing drill asks the same cell
        ("deal:banco:6:stood", True),
        ("deal:punto:5", False),
    ]
    for key, correct in plan:
        clock.advance(3)
        store.add_answer(sid, banco_answer(key, "stand", "x", correct, 1000))
    hm = heat_map(store.read(lambda r: r.answers(trainee_id=t.id)))
    assert hm.cell(5, 3).attempts == 4 and hm.cell(5, 3).error_rate == 0.5
    assert hm.cell(6, None).error_rate == 0.0 and hm.cell(6, None).attempts == 2
    assert hm.cell(3, 8).error_rate == 1.0 and hm.cell(3, 8).attempts == 2
    assert hm.cell(0, 0).error_rate is None  # never asked
    assert len(hm.cells) == 3
    assert [(c.banco_total, c.punto_third) for c in hm.worst()] == [(3, 8), (5, 3)]
    assert hm.totals == list(range(8))


@pytest.mark.slow
def test_trend_times_and_status(store: Store, clock: FakeClock) -> None:
    t = store.add_trainee("Anna")

    def status() -> Certification:
        counted = store.read(lambda r: r.certifications()).get(t.id)
        return Certification.NONE if counted is None else counted.certification

    assert status() is Certification.NONE
    sealed_exam(store, clock, t.id, right=8, wrong=2)
    assert status() is Certification.FAILED
    clock.advance(2 * 24 * 3600)
    sealed_exam(store, clock, t.id, right=10, wrong=0)
    assert status() is Certification.CERTIFIED
    answers = store.read(lambda r: r.answers(trainee_id=t.id))
    bins = time_distribution(answers)
    assert sum(b.count for b in bins) == 20
    assert [b.count for b in bins if b.low_ms == 1500] == [20]  # every answer took 1800 ms
    assert bins[-1].high_ms == -1
    assert median_ms(answers) == 1800 and median_ms([]) is None


@pytest.mark.slow
def test_heat_map_and_room_summary_from_item_memories(store: Store, clock: FakeClock) -> None:
    import random

    rng = random.Random(7)
    anna, bruno = store.add_trainee("Anna"), store.add_trainee("Bruno")
    store.add_trainee("Carla")  # nothing drilled yet
    for trainee in (anna, bruno):
        for drill in ("banco", "table"):
            sid = store.start_session(
                SessionStart(trainee.id, drill, "practice", "bern", "h", "en")
            )
            for _ in range(40):
                clock.advance(rng.randint(1, 400))
                key = rng.choice(["banco:5:third=3", "banco:6:stood", "banco:3:third=8", "punto:4"])
                store.add_answer(
                    sid, stored_answer("banco", key, "x", "y", rng.random() < 0.7, 900)
                )
    sealed_exam(store, clock, bruno.id, right=9)
    for trainee in (anna, bruno):
        assert store.read(lambda r, t=trainee.id: r.heat_map(t)) == heat_map(
            store.read(lambda r, t=trainee.id: r.answers(trainee_id=t))
        )
    summary = {s.trainee.name: s for s in store.read(lambda r: r.room_summary())}
    assert list(summary) == ["Anna", "Bruno", "Carla"]
    for trainee in (anna, bruno):
        answers = store.read(lambda r, t=trainee.id: r.answers(trainee_id=t))
        line = summary[trainee.name]
        assert (line.answers, line.correct) == (len(answers), sum(a.correct for a in answers))
        assert line.last_activity == max(a.at for a in answers)
    assert summary["Anna"].certification is Certification.NONE
    assert summary["Bruno"].certification is Certification.CERTIFIED
    assert summary["Carla"].accuracy is None and summary["Carla"].last_activity is None


def test_payout_speed_and_chip_accuracy_week_by_week() -> None:
    from datetime import date, datetime, timedelta

    from kiosk.records.history import AnswerRow
    from kiosk.records.stats import PayoutWeek, payout_weeks

    monday = datetime(2026, 11, 9, 12, tzinfo=UTC)

    def row(key: str, ms: int, correct: bool, days: int, drill: str = "chips") -> AnswerRow:
        at = monday + timedelta(days=days)
        return AnswerRow(0, 1, 1, drill, "practice", key, "1x25", "1x25", correct, ms, at)

    answers = [
        row("chips:banco:win", 4000, True, 0),
        row("chips:punto:win", 6000, False, 2),  # messy chips: wrong
        row("chips:tie:win", 5000, True, 6),  # Sunday: still the first week
        row("chips:change:buy-in", 100, False, 1),  # making change: not a payout
        row("payout:banco:win", 900, False, 1, drill="payouts"),  # another drill
        row("chips:banco:win", 3000, True, 7),  # the next Monday
        row("chips:banco:win", 2000, True, 8),
    ]
    weeks = payout_weeks(reversed(answers))
    assert weeks == [
        PayoutWeek(date(2026, 11, 9), 3, 5000, 2 / 3),
        PayoutWeek(date(2026, 11, 16), 2, 2500, 1.0),
    ]
    assert payout_weeks([]) == []


@pytest.mark.slow
def test_room_trend_without_every_answer(store: Store, clock: FakeClock) -> None:
    """The room overview's trend per day, from the store's aggregates, agrees with the same
    figures computed from every answer (the accuracy per UTC day, the last 14 days drilled)."""

    anna = store.add_trainee("Anna", "1042")
    bruno = store.add_trainee("Bruno", "1077")
    clock.now = clock.now.replace(hour=12)
    for day in range(20):
        sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
        for i in range(day % 4 + 1):
            clock.advance(5)
            drill = "banco" if i % 2 == 0 else "payouts"
            store.add_answer(
                sid,
                stored_answer(drill, f"{drill}:{i}", "a", "b", (day + i) % 3 > 0, 300 * i + day),
            )
        clock.advance(86400 if day % 5 else 3 * 86400)
    answers = store.read(lambda r: r.answers(trainee_id=anna.id))
    lines = {s.trainee.id: s for s in store.read(lambda r: r.room_summary())}
    days: dict[date, list[int]] = {}
    for answer in answers:
        tally = days.setdefault(answer.at.astimezone(UTC).date(), [0, 0])
        tally[0] += int(answer.correct)
        tally[1] += 1
    expected = [DayAccuracy(d, c, t) for d, (c, t) in sorted(days.items())[-14:]]
    assert [(d.day, d.correct, d.total) for d in lines[anna.id].trend] == [
        (d.day, d.correct, d.total) for d in expected
    ]
    assert lines[bruno.id].trend == () and lines[bruno.id].recent_accuracy is None
    recent = lines[anna.id].recent_accuracy
    assert recent == sum(d.correct for d in expected) / sum(d.total for d in expected)


@pytest.mark.slow
def test_room_overview_certification_skips_voided_results(store: Store, clock: FakeClock) -> None:
    """A pass voided by the examiner's sealed decision (or a supervisor's void) no longer
    certifies in the room overview: the latest result that counts decides."""
    from kiosk.records.seal import SealBook
    from tests.records.helpers import old_seal, sealed_exam

    anna = store.add_trainee("Anna", "1042")
    sealed_exam(store, clock, anna.id, right=5, wrong=5)  # failed
    passed, _ = sealed_exam(store, clock, anna.id)
    (line,) = store.read(lambda r: r.room_summary())
    assert line.certification is Certification.CERTIFIED
    book = SealBook(store)
    (attempt,) = [a for a in book.attempts() if a.result_id == passed.id]
    old_seal(store, "void", attempt.id, {"reason": "seen using notes"})
    (line,) = store.read(lambda r: r.room_summary())
    assert line.certification is Certification.FAILED
