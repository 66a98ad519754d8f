"""A trainee's own progress, as the start screen's "My progress" shows it: right answers per
drill, the best Speed round per drill, the tableau cells missed most, each skill's standing
against the certification's marks (kiosk.drills.schedule.Standing) and where they stand with the
certification exam."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.schedule import Standing, standings
from kiosk.records.attested import counted_exams
from kiosk.records.model import utc_now
from kiosk.records.stats import Certification, HeatCell
from kiosk.records.store import Reports

if TYPE_CHECKING:
    from kiosk.rules.exams import ExamDefinition
    from kiosk.rules.model import Ruleset

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
    skills: dict[str, Standing] = field(default_factory=dict)  # by drill, with a house given
    weakest: tuple[str, str] | None = None  # the weakest item (drill, key) of the exam's skills
    weakest_name: str = ""  # … in words

    def exam_ready(self, exam: ExamDefinition | None) -> bool:
        """Every skill the exam asks (every skill, without an exam) is mastered."""
        drills = [str(p.drill) for p in exam.parts] if exam is not None else list(self.skills)
        return bool(drills) and all(
            (s := self.skills.get(d)) is not None and s.mastered for d in drills
        )


def trainee_progress(
    store: Reports,
    trainee_id: int,
    ruleset: Ruleset | None = None,
    exam: ExamDefinition | None = None,
    now: datetime | None = None,
) -> TraineeProgress:
    """Read from the trainee's answers, heat map and exams that count; with the house's `ruleset`
    also each skill's standing against the `exam`'s marks."""
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
    skills: dict[str, Standing] = {}
    weakest: tuple[str, str] | None = None
    weakest_name = ""
    if ruleset is not None:
        made = {drill.value: make_drill(drill, ruleset) for drill in DRILLS}
        targets = {
            str(p.drill): float(p.seconds_per_item)
            for p in (exam.parts if exam is not None else ())
            if p.seconds_per_item is not None
        }
        skills = standings(
            store.reviews(trainee_id),
            {d: made[d].keys() for d in made},
            now if now is not None else utc_now(),
            targets,
        )
        asked = [str(p.drill) for p in exam.parts] if exam is not None else list(skills)
        open_ = [skills[d] for d in asked if d in skills and not skills[d].mastered]
        if open_:
            worst = min(open_, key=lambda s: s.weakest_recall)
            if worst.weakest is not None:
                weakest = (worst.drill, worst.weakest)
                weakest_name = made[worst.drill].item_name(worst.weakest)
    return TraineeProgress(drills, weak, status, passed_on, skills, weakest, weakest_name)
