"""The screenshots' demo records: trainees with answers over several days and exam results."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.records.location import open_store
from kiosk.records.seal import SealBook
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import exams_for
from kiosk.ui.dev.demo_records import DAYS, DEMO_GROUP, DEMO_TRAINEES, DemoClock, fill_demo_records

pytestmark = pytest.mark.slow


def test_demo_records_fill_the_supervisor_views(tmp_path: Path) -> None:
    ruleset = find_ruleset("castle-vaduz")
    exam = exams_for(ruleset.id)[0]
    clock = DemoClock()
    store = open_store(tmp_path, clock=clock)
    try:
        fill_demo_records(store, clock, ruleset, exam, "de")
        people = store.trainees()
        assert [t.name for t in people] == [name for name, *_ in DEMO_TRAINEES]
        for person, (_, _, _, passed) in zip(people, DEMO_TRAINEES, strict=True):
            answers = store.answers(trainee_id=person.id)
            days = {a.at.date() for a in answers}
            assert len(days) >= DAYS - 1
            assert any(not a.correct for a in answers) or passed
            results = store.exam_results(trainee_id=person.id)
            assert [r.draft.passed for r in results] == ([] if passed is None else [passed])
        assert SealBook(store).entries() == []  # the demo signs nothing
        assert store.sealed_results() == {}  # its results are one PC's: not attested
        (group,) = store.groups()
        assert group.name == DEMO_GROUP and store.group_members(group.id) == people
        trend = store.group_trend(group.id)
        assert all(t.before[0] and t.recent[0] for t in trend.members.values())
        assert clock() > max(a.at for a in store.answers())  # real time again
    finally:
        store.close()
