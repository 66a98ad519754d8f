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
