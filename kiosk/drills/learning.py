"""Learning figures from a trainee's answers as the schedule's reviews (the records' `reviews`).

The supervisor's view: per trainee (or group) and skill the predicted recall now and in a week,
the items at risk, the practice minutes still needed to master the skill, the practice so far
and whether the skill is mastered; and how well the predictions hold
(kiosk.drills.schedule.calibration). As rows for a table or a CSV export.

A trainee's own readiness for the exam ("My progress"): each skill's standing against the
certification's marks (kiosk.drills.schedule.Standing) and the weakest item of those it asks."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from statistics import fmean
from typing import TYPE_CHECKING, Any, Protocol

from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.schedule import (
    MASTERED_RECALL,
    CalibrationBin,
    ItemSchedule,
    Review,
    Standing,
    calibration,
    minutes_to_mastery,
    standings,
)

if TYPE_CHECKING:
    from kiosk.rules.exams import ExamDefinition
    from kiosk.rules.model import Ruleset

WEEK = timedelta(days=7)

Reviews = Callable[[int], Sequence[Review]]  # a trainee's id -> their answers as reviews


class Trainee(Protocol):
    """A trainee as the records keep one (kiosk.records.Trainee)."""

    @property
    def id(self) -> int: ...

    @property
    def name(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Learning:
    """What the supervisor's learning page shows of some trainees: one row per trainee and
    skill practised (`rows`), and the calibration of the predictions over all their answers."""

    rows: list[dict[str, Any]]
    calibration: list[CalibrationBin]


def _rows(
    trainee: Trainee, reviews: Sequence[Review], items: Mapping[str, Sequence[str]], now: datetime
) -> list[dict[str, Any]]:
    """One row per skill of the house, practised or not."""
    schedule = ItemSchedule.of(reviews)
    skills = standings(reviews, items, now)
    out: list[dict[str, Any]] = []
    for drill, keys in items.items():
        if not keys:
            continue
        mine = [r for r in reviews if r.drill == drill]
        later = {key: schedule.recall(drill, key, now + WEEK) for key in keys}
        at_risk = sorted((k for k in keys if later[k] < MASTERED_RECALL), key=later.__getitem__)
        out.append(
            {
                "trainee_id": trainee.id,
                "trainee": trainee.name,
                "skill": drill,
                "recall_now": round(fmean(schedule.recall(drill, k, now) for k in keys), 3),
                "recall_in_a_week": round(fmean(later.values()), 3),
                "items": len(keys),
                "items_at_risk": len(at_risk),
                "minutes_to_mastery": round(minutes_to_mastery(schedule, drill, keys, now), 1),
                "answers": len(mine),
                "practice_minutes": round(sum(r.ms or 0 for r in mine) / 60000, 1),
                "mastered": skills[drill].mastered,
                "at_risk": " ".join(at_risk),
            }
        )
    return out


def learning(
    reviews_of: Reviews, trainees: Iterable[Trainee], ruleset: Ruleset, now: datetime
) -> Learning:
    """Every skill of the house for each trainee (`rows`, a skill not practised yet included:
    its answers are 0), and the calibration over all their answers."""
    items = {d.value: tuple(make_drill(d, ruleset).keys()) for d in DRILLS}
    rows: list[dict[str, Any]] = []
    histories = []
    for trainee in trainees:
        reviews = reviews_of(trainee.id)
        histories.append(reviews)
        rows += _rows(trainee, reviews, items, now)
    return Learning(rows, calibration(*histories))


def skill_rows(
    reviews_of: Reviews, trainees: Iterable[Trainee], ruleset: Ruleset, now: datetime
) -> list[dict[str, Any]]:
    """One row per trainee and skill practised: predicted recall (the mean over the skill's
    items, an unseen one counting 0) now and a week from now, the items whose predicted recall
    is below 90 % a week from now (their number, and their keys the weakest first), the
    practice minutes still needed to master the skill, answers and practice minutes so far,
    and mastery."""
    return [r for r in learning(reviews_of, trainees, ruleset, now).rows if r["answers"]]


def group_rows(group: str, rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """A group's line per skill some member practised, from its members' rows (`learning`,
    every skill of each member): the members' mean predicted recall and mean minutes to
    mastery, the items at risk for any member, the answers and minutes of all of them, and
    how many members mastered the skill."""
    skills: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        skills.setdefault(row["skill"], []).append(row)
    out: list[dict[str, Any]] = []
    for skill, members in skills.items():
        if not any(m["answers"] for m in members):
            continue
        at_risk = sorted({k for m in members for k in m["at_risk"].split()})
        out.append(
            {
                "group": group,
                "skill": skill,
                "members": len(members),
                "recall_now": round(fmean(m["recall_now"] for m in members), 3),
                "recall_in_a_week": round(fmean(m["recall_in_a_week"] for m in members), 3),
                "items": members[0]["items"],
                "items_at_risk": len(at_risk),
                "minutes_to_mastery": round(fmean(m["minutes_to_mastery"] for m in members), 1),
                "answers": sum(m["answers"] for m in members),
                "practice_minutes": round(sum(m["practice_minutes"] for m in members), 1),
                "mastered": sum(1 for m in members if m["mastered"]),
                "at_risk": " ".join(at_risk),
            }
        )
    return out


@dataclass(frozen=True, slots=True)
class Readiness:
    """Each skill's standing (by drill) and the weakest item (drill, key) of the exam's skills
    not mastered yet, with its name in words."""

    skills: dict[str, Standing]
    weakest: tuple[str, str] | None = None
    weakest_name: str = ""

    def exam_ready(self, exam: ExamDefinition | None) -> bool:
        """Every skill the exam asks (every skill, without an exam) is mastered."""
        drills = [str(p.drill) for p in exam.parts] if exam is not None else list(self.skills)
        return bool(drills) and all(
            (s := self.skills.get(d)) is not None and s.mastered for d in drills
        )


def readiness(
    reviews: Sequence[Review], ruleset: Ruleset, exam: ExamDefinition | None, now: datetime
) -> Readiness:
    """Each skill of the house `ruleset` standing against the `exam`'s marks at `now`."""
    made = {drill.value: make_drill(drill, ruleset) for drill in DRILLS}
    targets = {
        str(p.drill): float(p.seconds_per_item)
        for p in (exam.parts if exam is not None else ())
        if p.seconds_per_item is not None
    }
    skills = standings(reviews, {d: made[d].keys() for d in made}, now, targets)
    asked = [str(p.drill) for p in exam.parts] if exam is not None else list(skills)
    open_ = [skills[d] for d in asked if d in skills and not skills[d].mastered]
    worst = min(open_, key=lambda s: s.weakest_recall) if open_ else None
    if worst is None or worst.weakest is None:
        return Readiness(skills)
    return Readiness(
        skills, (worst.drill, worst.weakest), made[worst.drill].item_name(worst.weakest)
    )
