"""Turning a finished exam run (kiosk.drills.exam) into a stored, hash-chained exam result."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from kiosk.drills.exam import ExamOutcome as RunResult
from kiosk.drills.exam import ExamRun
from kiosk.drills.session import Answered, Finished, SessionEvent
from kiosk.records.history import DrillScore, ExamDraft, ExamResult
from kiosk.records.model import utc_now
from kiosk.records.session import SessionRecorder
from kiosk.records.store import RecordStore, ResultWaiting
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


class ExamRecorder:
    """Records a certification exam while it runs and stores its chained result at the end.

    Create it before `run.start()`: it opens an exam session (drill `exam:<id>`, mode `exam`),
    stores every answer the moment it is given (with the drill it belongs to) and, when the
    run finishes — last item, time out or `finish()` — appends the result; `result` is then the
    stored ExamResult whose id and hash the certificate prints.
    """

    def __init__(
        self,
        store: RecordStore,
        run: ExamRun,
        exam: ExamDefinition,
        ruleset: Ruleset,
        trainee_id: int,
        language: str,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self.store = store
        self.run = run
        self.exam = exam
        self.ruleset = ruleset
        self.trainee_id = trainee_id
        self.language = language
        self._clock = clock
        self.recorder = SessionRecorder(
            store, trainee_id, f"exam:{exam.id}", "exam", ruleset.id, ruleset.content_hash, language
        )
        self.started = clock()
        self.result: ExamResult | None = None
        self.waiting: str | None = None  # why the result is not sealed yet (server away)
        run.subscribe(self.on_event)

    def on_event(self, event: SessionEvent) -> None:
        if isinstance(event, Answered):
            self.recorder.answer(event.record)
        elif isinstance(event, Finished) and self.result is None:
            self.recorder.complete()
            # The time used is the run's own (its clock drives the countdown).
            used = self.exam.time_limit_s - (self.run.remaining or 0.0)
            draft = exam_draft(
                self.run.result,
                self.exam,
                self.ruleset,
                self.trainee_id,
                self.recorder.session_id,
                self.language,
                self.started,
                self.started + timedelta(seconds=used),
            )
            try:
                self.result = store_exam(self.store, draft)
            except ResultWaiting as exc:
                self.waiting = str(exc)

    def abandon(self) -> None:
        """The candidate left (idle timeout): the session is abandoned, no result is stored."""
        if self.result is None:
            self.recorder.abandon()
