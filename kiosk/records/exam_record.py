"""Turning a finished exam run (kiosk.drills.exam) into a stored, hash-chained exam result."""

from __future__ import annotations

from datetime import datetime

from kiosk.drills.exam import ExamResult as RunResult
from kiosk.records.model import DrillScore, ExamDraft, ExamResult
from kiosk.records.store import RecordStore
from kiosk.rules.exams import ExamDefinition
from kiosk.rules.model import Ruleset


def exam_draft(
    run: RunResult,
    exam: ExamDefinition,
    ruleset: Ruleset,
    trainee_id: int,
    session_id: int,
    language: str,
    started: datetime,
    finished: datetime,
) -> ExamDraft:
    broken = sorted(
        {tag.value for m in run.red_line_failures for tag in m.step.tags & exam.red_lines}
    )
    return ExamDraft(
        trainee_id=trainee_id,
        session_id=session_id,
        exam_id=exam.id,
        exam_name=exam.name.get(language),
        ruleset_id=ruleset.id,
        ruleset_hash=ruleset.content_hash,
        language=language,
        started=started,
        finished=finished,
        correct=run.correct,
        total=run.planned,
        pass_mark=exam.pass_mark,
        passed=run.passed,
        time_limit_s=exam.time_limit_s,
        timed_out=run.timed_out,
        red_line_failures=tuple(broken),
        breakdown=tuple(
            DrillScore(p.drill.value, p.correct, p.planned) for p in run.parts.values()
        ),
    )


def store_exam(store: RecordStore, draft: ExamDraft) -> ExamResult:
    """Append the result to the chain; the session's answers are already stored one by one."""
    return store.append_exam_result(draft)
