"""The supervisor's view of learning: per trainee and skill the predicted recall now and in a
week, the items at risk, the practice so far and whether the skill is mastered; and how well the
predictions hold (kiosk.drills.schedule.calibration). As rows for a table or a CSV export."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.schedule import MASTERED_RECALL, ItemSchedule, standings
from kiosk.records.model import Trainee
from kiosk.records.store import RecordStore

if TYPE_CHECKING:
    from kiosk.rules.model import Ruleset

WEEK = timedelta(days=7)


def skill_rows(
    store: RecordStore, trainees: Iterable[Trainee], ruleset: Ruleset, now: datetime
) -> list[dict[str, Any]]:
    """One row per trainee and skill practised: predicted recall (the mean over the skill's
    items, an unseen one counting 0) now and a week from now, the items whose predicted recall
    is below 90 % a week from now, answers and practice minutes so far, and mastery."""
    items = {d.value: make_drill(d, ruleset).keys() for d in DRILLS}
    out: list[dict[str, Any]] = []
    for trainee in trainees:
        reviews = store.reviews(trainee.id)
        schedule = ItemSchedule.of(reviews)
        skills = standings(reviews, items, now)
        for drill, keys in items.items():
            mine = [r for r in reviews if r.drill == drill]
            if not mine or not keys:
                continue
            later = [schedule.recall(drill, key, now + WEEK) for key in keys]
            out.append(
                {
                    "trainee_id": trainee.id,
                    "trainee": trainee.name,
                    "skill": drill,
                    "recall_now": round(
                        sum(schedule.recall(drill, k, now) for k in keys) / len(keys), 3
                    ),
                    "recall_in_a_week": round(sum(later) / len(keys), 3),
                    "items": len(keys),
                    "items_at_risk": sum(1 for value in later if value < MASTERED_RECALL),
                    "answers": len(mine),
                    "practice_minutes": round(sum(r.ms or 0 for r in mine) / 60000, 1),
                    "mastered": skills[drill].mastered,
                }
            )
    return out
