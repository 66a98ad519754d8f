"""A trainee's own progress, as the start screen's "My progress" shows it: right answers per
drill, the best Speed round per drill, the tableau cells missed most and where they stand with
the certification exam; with their readiness for it (kiosk.drills.learning.Readiness) worked out
from their reviews where asked."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from kiosk.records.attested import counted_exams
from kiosk.records.stats import Certification, HeatCell
from kiosk.records.store import Reports

if TYPE_CHECKING:
    from kiosk.drills.learning import Readiness
    from kiosk.drills.schedule import Review

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
    certified_on: datetime | None  # when the passed exam ended, if the latest counts as passed
    # (kiosk.records.attested.counted_exams: on a room, from the notary's seals)
    readiness: Readiness | None = None  # with a house given


def trainee_progress(
    store: Reports,
    trainee_id: int,
    readiness: Callable[[Sequence[Review]], Readiness] | None = None,
) -> TraineeProgress:
    """Read from the trainee's answers, heat map and exams that count; with `readiness` also
    what it makes of their reviews (kiosk.drills.learning.readiness, for the house and exam)."""
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
    latest = counted_exams(store).get(trainee_id)  # on a room, the notary's seals
    status = Certification.NONE if latest is None else latest.certification
    passed_on = latest.ended if latest is not None and latest.passed else None
    ready = readiness(store.reviews(trainee_id)) if readiness is not None else None
    return TraineeProgress(drills, weak, status, passed_on, ready)
