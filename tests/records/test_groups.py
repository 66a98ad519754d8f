"""Groups of trainees (a course, an intake) and their view, on both engines."""

from __future__ import annotations

from datetime import date

import pytest

from kiosk.records import RecordsError
from kiosk.records.stats import Certification, heat_map
from kiosk.records.store import SqlStore, stored_answer
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam


def test_a_group_and_its_view(store: SqlStore, clock: FakeClock) -> None:
    anna, bruno, carla = (store.add_trainee(n) for n in ("Anna", "Bruno", "Carla"))
    spring = store.add_group("  Spring   2026 ", date(2026, 3, 2))
    assert spring.name == "Spring 2026" and spring.started == date(2026, 3, 2)
    autumn = store.add_group("Autumn 2025", date(2025, 9, 1))
    assert [g.name for g in store.groups()] == ["Autumn 2025", "Spring 2026"]
    assert store.find_group("Spring 2026") == spring == store.find_group(str(spring.id))
    with pytest.raises(RecordsError, match="already"):
        store.add_group("Spring 2026", date(2026, 4, 1))
    with pytest.raises(RecordsError, match="name"):
        store.add_group("   ", date(2026, 4, 1))
    for t in (anna, bruno, bruno):
        store.set_member(spring.id, t.id)
    store.set_member(autumn.id, carla.id)
    store.set_member(autumn.id, anna.id)
    store.set_member(autumn.id, anna.id, member=False)
    assert [t.name for t in store.group_members(spring.id)] == ["Anna", "Bruno"]
    assert [t.name for t in store.group_members(autumn.id)] == ["Carla"]
    sid = store.start_session(anna.id, "banco", "practice", "bern", "h", "en")
    for key, correct in [("banco:5:third=3", False), ("banco:5:third=3", True), ("punto:4", True)]:
        clock.advance(5)
        store.add_answer(sid, stored_answer("banco", key, "x", "y", correct, 900))
    take_exam(store, clock, bruno.id, wrong=0)
    report = store.group_report(spring.id)
    assert [m.trainee.name for m in report.members] == ["Anna", "Bruno"]
    anna_line, bruno_line = report.members
    assert anna_line.drills == {"banco": (3, 2)} and anna_line.accuracy("banco") == 2 / 3
    assert bruno_line.drills == {"banco": (9, 9)} and bruno_line.accuracy("punto") is None
    assert (anna_line.certification, bruno_line.certification) == (
        Certification.NONE,
        Certification.CERTIFIED,
    )
    both = store.answers(trainee_id=anna.id) + store.answers(trainee_id=bruno.id)
    assert report.heat == heat_map(both)
    assert report.heat.worst(1)[0].banco_total == 5 and report.drills == ["banco"]
    assert store.group_report(autumn.id).members[0].drills == {}


def test_groups_are_kept_from_the_store(store: SqlStore) -> None:
    """What the supervisor area needs to keep groups without the command line."""
    anna, bruno = store.add_trainee("Anna"), store.add_trainee("Bruno")
    spring = store.add_group("Spring 2026", date(2026, 3, 2))
    autumn = store.add_group("Autumn 2025", date(2025, 9, 1))
    renamed = store.rename_group(spring.id, "  Spring\u202e 2026  B ")
    assert renamed.name == "Spring 2026 B" and renamed.started == date(2026, 3, 2)
    assert store.find_group("Spring 2026 B") == renamed and store.find_group("Spring 2026") is None
    assert store.rename_group(spring.id, "Spring 2026 B") == renamed  # its own name: no change
    with pytest.raises(RecordsError, match="already"):
        store.rename_group(spring.id, "Autumn 2025")
    with pytest.raises(RecordsError, match="name"):
        store.rename_group(spring.id, "\u200b ")
    with pytest.raises(RecordsError, match="No group"):
        store.rename_group(9999, "Winter")
    assert len(store.rename_group(autumn.id, "x" * 500).name) == 100
    store.set_member(spring.id, anna.id)
    store.set_member(spring.id, bruno.id)
    store.set_member(spring.id, anna.id, member=False)
    assert store.group_members(spring.id) == [bruno]


def test_group_trend_per_member_and_week(store: SqlStore, clock: FakeClock) -> None:
    anna, bruno, carla = (store.add_trainee(n) for n in ("Anna", "Bruno", "Carla"))
    group = store.add_group("Spring", date(2026, 1, 5))
    for t in (anna, bruno):
        store.set_member(group.id, t.id)
    clock.now = clock.now.replace(year=2026, month=2, day=16, hour=9)  # a Monday

    def practise(trainee: int, drill: str, right: int, wrong: int) -> None:
        sid = store.start_session(trainee, drill, "practice", "bern", "h", "en")
        for i in range(right + wrong):
            clock.advance(3)
            store.add_answer(sid, stored_answer(drill, f"{drill}:{i}", "a", "a", i < right, 800))

    practise(anna.id, "banco", 3, 1)  # week of 16 Feb
    practise(carla.id, "banco", 0, 5)  # not a member
    clock.advance(7 * 86400)
    practise(anna.id, "banco", 1, 1)  # week of 23 Feb
    practise(bruno.id, "payouts", 4, 0)
    clock.advance(40 * 86400)  # 4 April: both weeks are more than 4 weeks ago
    practise(bruno.id, "banco", 2, 0)
    trend = store.group_trend(group.id, weeks=8)
    assert len(trend.weeks) == 8 and trend.weeks[-1] == date(2026, 3, 30)
    assert all(w.weekday() == 0 for w in trend.weeks)
    anna_banco = {w.week: (w.correct, w.total) for w in trend.members[anna.id]["banco"]}
    assert anna_banco[date(2026, 2, 16)] == (3, 4) and anna_banco[date(2026, 2, 23)] == (1, 2)
    assert sum(t for _, t in anna_banco.values()) == 6
    assert [w.accuracy for w in trend.members[bruno.id]["banco"]][-1] == 1.0
    assert set(trend.members) == {anna.id, bruno.id} and carla.id not in trend.members
    group_banco = {w.week: (w.correct, w.total) for w in trend.group["banco"]}
    assert group_banco[date(2026, 2, 23)] == (1, 2) and group_banco[date(2026, 3, 30)] == (2, 2)
    assert sorted(trend.group) == ["banco", "payouts"]
    short = store.group_trend(group.id, weeks=2)
    assert short.weeks == [date(2026, 3, 23), date(2026, 3, 30)]
    assert "payouts" not in short.members[bruno.id]
    assert store.group_trend(group.id, weeks=0).weeks == [date(2026, 3, 30)]
