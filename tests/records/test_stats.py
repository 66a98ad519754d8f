"""Heat map, trend, answer times and certification status computed from records."""

from __future__ import annotations

from kiosk.records.stats import (
    Certification,
    accuracy_trend,
    banco_cell,
    certification,
    heat_map,
    median_ms,
    time_distribution,
)
from kiosk.records.store import SQLiteStore
from tests.records.conftest import FakeClock
from tests.records.helpers import banco_answer, take_exam


def test_banco_cell_keys() -> None:
    assert banco_cell("banco:5:third=3") == (5, 3)
    assert banco_cell("banco:6:stood") == (6, None)
    assert banco_cell("banco:natural:9") is None
    assert banco_cell("punto:5") is None


def test_heat_map_counts_errors_per_cell(store: SQLiteStore, clock: FakeClock) -> None:
    t = store.add_trainee("Anna")
    sid = store.start_session(t.id, "banco", "practice", "bern", "h", "en")
    plan = [
        ("banco:5:third=3", False),
        ("banco:5:third=3", False),
        ("banco:5:third=3", True),
        ("banco:5:third=3", True),
        ("banco:6:stood", True),
        ("banco:3:third=8", False),
        ("banco:natural:8", False),  # not a tableau cell
        ("punto:5", False),
    ]
    for key, correct in plan:
        clock.advance(3)
        store.add_answer(sid, banco_answer(key, "stand", "x", correct, 1000))
    hm = heat_map(store.answers(trainee_id=t.id))
    assert hm.cell(5, 3).attempts == 4 and hm.cell(5, 3).error_rate == 0.5
    assert hm.cell(6, None).error_rate == 0.0
    assert hm.cell(3, 8).error_rate == 1.0
    assert hm.cell(0, 0).error_rate is None  # never asked
    assert len(hm.cells) == 3
    assert [(c.banco_total, c.punto_third) for c in hm.worst()] == [(3, 8), (5, 3)]
    assert hm.totals == list(range(8))


def test_trend_times_and_status(store: SQLiteStore, clock: FakeClock) -> None:
    t = store.add_trainee("Anna")
    assert certification(store.exam_results(trainee_id=t.id)) is Certification.NONE
    take_exam(store, clock, t.id, right=8, wrong=2)
    assert certification(store.exam_results(trainee_id=t.id)) is Certification.FAILED
    clock.advance(2 * 24 * 3600)
    take_exam(store, clock, t.id, right=10, wrong=0)
    assert certification(store.exam_results(trainee_id=t.id)) is Certification.CERTIFIED
    answers = store.answers(trainee_id=t.id)
    trend = accuracy_trend(answers)
    assert [(d.correct, d.total) for d in trend] == [(8, 10), (10, 10)]
    assert trend[1].accuracy == 1.0
    bins = time_distribution(answers)
    assert sum(b.count for b in bins) == 20
    assert [b.count for b in bins if b.low_ms == 1500] == [20]  # every answer took 1800 ms
    assert bins[-1].high_ms == -1
    assert median_ms(answers) == 1800 and median_ms([]) is None
