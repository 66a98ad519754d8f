"""A real exam run, recorded: every answer stored as given, the result chained at the end."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.task import DrillId
from kiosk.records.exam_record import ExamRecorder
from kiosk.records.store import SqlStore
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import ExamPart, find_exam
from tests.records.conftest import FakeClock


def _short_exam():  # type: ignore[no-untyped-def]
    exam = find_exam("bern")
    return replace(exam, parts=(ExamPart(DrillId.PUNTO, 3), ExamPart(DrillId.BANCO, 5)))


def test_a_recorded_exam(store: SqlStore, clock: FakeClock) -> None:
    ruleset = find_ruleset("bern")
    exam = _short_exam()
    anna = store.add_trainee("Anna")
    run = ExamRun(exam, ruleset, ManualClock(), Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "de", clock)
    run.start()
    answered = 0
    while run.task is not None and recorder.result is None:
        task = run.task
        solution = task.solution()
        if answered == 6:  # one wrong drawing answer: a red line
            solution = "stand" if solution == "draw" else "draw"
        run.answer(solution)
        answered += 1
        assert len(store.answers(trainee_id=anna.id)) == answered  # stored as given
    result = recorder.result
    assert result is not None
    d = result.draft
    assert (d.correct, d.total, d.passed) == (7, 8, False)
    assert d.red_line_failures and set(d.red_line_failures) <= {t.value for t in exam.red_lines}
    assert [(s.drill, s.total) for s in d.breakdown] == [("punto", 3), ("banco", 5)]
    assert d.ruleset_hash == ruleset.content_hash and d.language == "de"
    session = store.session(d.session_id)
    assert session is not None and session.drill == "exam:bern"
    assert {a.drill for a in store.answers(session_id=d.session_id)} == {"punto", "banco"}
    assert store.verify_chain() == []
