"""A trainee's own progress, as the start screen's "My progress" shows it: right answers per
drill, the best Speed round per drill, the tableau cells missed most, and where they stand with
the certification exam."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from kiosk.records.stats import Certification, HeatCell, certification
from kiosk.records.store import RecordStore

WEAK_CELLS = 5  # the cells listed as missed most


@dataclass(frozen=True, slots=True)
class DrillProgress:
    drill: str
    answers: int
    correct: int
    best_speed: int | None  # most right answers in one Speed round; None: no round yet

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answers if self.answers else None


@dataclass(frozen=True, slots=True)
class TraineeProgress:
    drills: dict[str, DrillProgress]  # by drill id, only drills answered
    weak: list[HeatCell]  # missed at least once, worst first
    certification: Certification
    exams: int  # exam results counted (sealed at their end, not voided)
    certified_on: datetime | None  # when the passed exam ended, if the latest counts as passed


def trainee_progress(store: RecordStore, trainee_id: int) -> TraineeProgress:
    """Read from the trainee's answers, heat map and exam results."""
    totals: dict[str, list[int]] = {}
    speed: dict[tuple[str, int], int] = {}
    for answer in store.answers(trainee_id=trainee_id):
        tally = totals.setdefault(answer.drill, [0, 0])
        tally[0] += 1
        tally[1] += answer.correct
        if answer.mode == "speed":
            key = (answer.drill, answer.session_id)
            speed[key] = speed.get(key, 0) + answer.correct
    best: dict[str, int] = {}
    for (drill, _), right in speed.items():
        best[drill] = max(best.get(drill, 0), right)
    drills = {
        drill: DrillProgress(drill, answers, correct, best.get(drill))
        for drill, (answers, correct) in totals.items()
    }
    weak = [c for c in store.heat_map(trainee_id).worst(WEAK_CELLS) if c.errors]
    sealed = store.sealed_results()
    results = [r for r in store.exam_results(trainee_id=trainee_id) if r.id in sealed]
    status = certification(results, sealed)
    latest = max(results, key=lambda r: r.id) if results else None
    passed_on = latest.draft.finished if latest is not None and sealed[latest.id] else None
    return TraineeProgress(drills, weak, status, len(results), passed_on)
