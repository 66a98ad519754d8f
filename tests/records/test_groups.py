"""Groups of trainees (a course, an intake) and their view, on both engines."""

from __future__ import annotations

from datetime import date

import pytest

from kiosk.records import RecordsError
from kiosk.records.history import SessionStart
from kiosk.records.stats import Certification, heat_map
from kiosk.records.store import stored_answer
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import sealed_exam


def test_a_group_and_its_view(store: Store, clock: FakeClock) -> None:
    anna, bruno, carla = (store.add_trainee(n) for n in ("Anna", "Bruno", "Carla"))
    spring = store.administer(lambda r: r.add_group("  Spring   2026 ", date(2026, 3, 2)))
    assert spring.name == "Spring 2026" and spring.started == date(2026, 3, 2)
    autumn = store.administer(lambda r: r.add_group("Autumn 2025", date(2025, 9, 1)))
    assert [g.name for g in store.read(lambda r: r.groups())] == ["Autumn 2025", "Spring 2026"]
    assert (
        store.read(lambda r: r.find_group("Spring 2026"))
        == spring
        == store.read(lambda r: r.find_group(str(spring.id)))
    )
    with pytest.raises(RecordsError, match="already"):
        store.administer(lambda r: r.add_group("Spring 2026", date(2026, 4, 1)))
    with pytest.raises(RecordsError, match="name"):
        store.administer(lambda r: r.add_group("   ", date(2026, 4, 1)))
    store.administer(lambda r: [r.set_member(spring.id, t.id) for t in (anna, bruno, bruno)])
    store.administer(lambda r: r.set_member(autumn.id, carla.id))
    store.administer(lambda r: r.set_member(autumn.id, anna.id))
    store.administer(lambda r: r.set_member(autumn.id, anna.id, member=False))
    assert [t.name for t in store.read(lambda r: r.group_members(spring.id))] == ["Anna", "Bruno"]
    assert [t.name for t in store.read(lambda r: r.group_members(autumn.id))] == ["Carla"]
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    for key, correct in [("banco:5:third=3", False), ("banco:5:third=3", True), ("punto:4", True)]:
        clock.advance(5)
        store.add_answer(sid, stored_answer("banco", key, "x", "y", correct, 900))
    sealed_exam(store, clock, bruno.id, right=9)
    report = store.read(lambda r: r.group_report(spring.id))
    assert [m.trainee.name for m in report.members] == ["Anna", "Bruno"]
    anna_line, bruno_line = report.members
    assert anna_line.drills == {"banco": (3, 2)} and anna_line.accuracy("banco") == 2 / 3
    assert bruno_line.drills == {"banco": (9, 9)} and bruno_line.accuracy("punto") is None
    assert (anna_line.certification, bruno_line.certification) == (
        Certification.NONE,
        Certification.CERTIFIED,
    )
    both = store.read(lambda r: r.answers(trainee_id=anna.id)) + store.read(
        lambda r: r.answers(trainee_id=bruno.id)
    )
    assert report.heat == heat_map(both)
    assert report.heat.worst(1)[0].banco_total == 5 and report.drills == ["banco"]
    assert store.read(lambda r: r.group_report(autumn.id)).members[0].drills == {}


@pytest.mark.slow
def test_a_group_is_renamed_with_its_name_cleaned(store: Store) -> None:
    spring = store.administer(lambda r: r.add_group("Spring 2026", date(2026, 3, 2)))
    autumn = store.administer(lambda r: r.add_group("Autumn\u202e 2025\u200b", date(2025, 9, 1)))
    assert autumn.name == "Autumn 2025"  # bidi override and zero-width space gone
    assert store.read(lambda r: r.find_group("Autumn 2025\u200b")) == autumn
    renamed = store.administer(lambda r: r.rename_group(spring.id, "  Ｓpring\tintake  2026 "))
    assert renamed == spring.__class__(spring.id, "Spring intake 2026", spring.started)
    assert (
        store.read(lambda r: r.find_group("Spring intake 2026")) == renamed
        and store.read(lambda r: r.find_group("Spring 2026")) is None
    )
    assert (
        store.administer(lambda r: r.rename_group(spring.id, "Spring intake 2026")) == renamed
    )  # its own name again
    with pytest.raises(RecordsError, match="already"):
        store.administer(lambda r: r.rename_group(spring.id, "Autumn 2025"))
    with pytest.raises(RecordsError, match="name"):
        store.administer(lambda r: r.rename_group(spring.id, " \u200b "))
    with pytest.raises(RecordsError, match="No group"):
        store.administer(lambda r: r.rename_group(spring.id + autumn.id + 7, "Winter"))
    long = store.administer(lambda r: r.rename_group(autumn.id, "x" * 500))
    assert long.name == "x" * 100
    assert [g.name for g in store.read(lambda r: r.groups())] == ["x" * 100, "Spring intake 2026"]


@pytest.mark.slow
def test_a_groups_trend_compares_the_last_four_weeks_with_the_four_before(
    store: Store, clock: FakeClock
) -> None:
    from datetime import timedelta

    anna, bruno, carla, dora = (store.add_trainee(n) for n in ("Anna", "Bruno", "Carla", "Dora"))
    spring = store.administer(lambda r: r.add_group("Spring", date(2026, 3, 2)))
    store.administer(lambda r: [r.set_member(spring.id, t.id) for t in (anna, bruno, carla)])
    start = clock.now

    def drill(trainee_id: int, days_ago: float, right: int, wrong: int) -> None:
        clock.now = start - timedelta(days=days_ago)
        sid = store.start_session(SessionStart(trainee_id, "banco", "practice", "bern", "h", "en"))
        for i in range(right + wrong):
            clock.advance(1)
            store.add_answer(sid, stored_answer("banco", "banco:5:stood", "x", "y", i < right, 900))

    drill(anna.id, 40, 6, 4)  # 60 % five to eight weeks ago
    drill(anna.id, 3, 9, 1)  # 90 % this month
    drill(anna.id, 70, 0, 10)  # too long ago: not counted
    drill(bruno.id, 50, 8, 2)  # 80 % before, nothing since
    drill(dora.id, 3, 0, 5)  # not a member
    clock.now = start - timedelta(weeks=8, seconds=5)  # a session begun just before the spans
    sid = store.start_session(SessionStart(carla.id, "banco", "practice", "bern", "h", "en"))
    for _ in range(10):
        clock.advance(1)
        store.add_answer(sid, stored_answer("banco", "banco:5:stood", "x", "x", True, 900))
    clock.now = start
    trend = store.read(lambda r: r.group_trend(spring.id))
    assert trend.weeks == 4 and set(trend.members) == {anna.id, bruno.id, carla.id}
    a, b, c = trend.members[anna.id], trend.members[bruno.id], trend.members[carla.id]
    assert (a.before, a.recent, a.before_accuracy, a.recent_accuracy) == (
        (10, 6),
        (10, 9),
        0.6,
        0.9,
    )
    assert a.direction == 1
    assert (b.before, b.recent, b.recent_accuracy, b.direction) == ((10, 8), (0, 0), None, None)
    assert (c.before, c.recent, c.direction) == ((6, 6), (0, 0), None)  # its last six answers
    assert trend.group.before == (26, 20) and trend.group.recent == (10, 9)
    assert trend.group.direction == 1
    # a moment later in time: this month's answers become the month before
    clock.now = start + timedelta(weeks=4)
    later = store.read(lambda r: r.group_trend(spring.id))
    assert later.members[anna.id].before == (10, 9) and later.members[anna.id].recent == (0, 0)
    clock.now = start
    assert store.read(lambda r: r.group_trend(spring.id, weeks=1)).members[anna.id].recent == (
        10,
        9,
    )
    empty = store.administer(lambda r: r.add_group("Empty", date(2026, 3, 2)))
    assert (
        store.read(lambda r: r.group_trend(empty.id)).members == {}
        and store.read(lambda r: r.group_trend(empty.id)).group.direction is None
    )
