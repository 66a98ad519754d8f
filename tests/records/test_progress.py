"""A trainee's own progress (kiosk.records.progress): right answers per drill, the best Speed
round, the cells missed most, and the certification, on both engines."""

from __future__ import annotations

import pytest

from kiosk.records.history import SessionStart
from kiosk.records.progress import trainee_progress
from kiosk.records.stats import Certification
from kiosk.records.store import stored_answer
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import sealed_exam

pytestmark = pytest.mark.slow


def _session(
    store: Store, trainee: int, drill: str, mode: str, answers: list[tuple[str, bool]]
) -> None:
    sid = store.start_session(SessionStart(trainee, drill, mode, "bern", "f00d", "en"))
    for key, right in answers:
        store.add_answer(sid, stored_answer(drill, key, "a", "a" if right else "b", right, 900))


def test_progress_per_drill_best_speed_and_weak_cells(store: Store, clock: FakeClock) -> None:
    anna = store.add_trainee("Anna", "1042")
    other = store.add_trainee("Bruno", "1077")
    _session(
        store,
        anna.id,
        "banco",
        "practice",
        [("banco:5:third=3", False), ("banco:5:third=3", True), ("banco:6:stood", True)],
    )
    _session(
        store,
        anna.id,
        "banco",
        "speed",
        [("banco:4:third=2", True)] * 7 + [("banco:4:third=2", False)],
    )
    _session(store, anna.id, "banco", "speed", [("banco:3:stood", True)] * 4)
    _session(store, anna.id, "totals", "practice", [("total:2:7", True)])
    _session(store, other.id, "banco", "speed", [("banco:3:stood", True)] * 30)  # not Anna's
    progress = store.read(lambda r: trainee_progress(r, anna.id))
    banco, totals = progress.drills["banco"], progress.drills["totals"]
    assert (banco.answers, banco.correct, banco.best_speed) == (15, 13, 7)
    assert (totals.answers, totals.correct, totals.best_speed, totals.accuracy) == (1, 1, None, 1.0)
    assert set(progress.drills) == {"banco", "totals"}
    assert [(c.banco_total, c.punto_third) for c in progress.weak] == [(5, 3), (4, 2)]
    assert all(c.errors for c in progress.weak)
    assert progress.certification is Certification.NONE
    assert progress.certified_on is None


def test_a_trainee_without_answers_has_an_empty_progress(store: Store) -> None:
    carla = store.add_trainee("Carla")
    progress = store.read(lambda r: trainee_progress(r, carla.id))
    assert progress.drills == {} and progress.weak == [] and progress.certified_on is None


def test_a_pass_sealed_before_the_notary_still_certifies_from_its_end(
    store: Store, clock: FakeClock
) -> None:
    anna = store.add_trainee("Anna", "1042")
    sealed_exam(store, clock, anna.id, right=5, wrong=5)
    assert store.read(lambda r: trainee_progress(r, anna.id)).certification is Certification.FAILED
    passed, _ = sealed_exam(store, clock, anna.id)
    progress = store.read(lambda r: trainee_progress(r, anna.id))
    assert progress.certification is Certification.CERTIFIED
    assert progress.certified_on == passed.draft.finished
