"""Turning a finished exam run on one PC (kiosk.drills.exam) into a stored exam result, not
attested (no records server, no notary)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from kiosk.drills.session import Answered, Finished, SessionEvent
from kiosk.records.history import DrillScore, ExamDraft, ExamResult, SessionStart
from kiosk.records.model import utc_now
from kiosk.records.session import SessionRecorder
from kiosk.records.store import RecordStore

if TYPE_CHECKING:
    from kiosk.drills.exam import ExamRun
    from kiosk.rules.exams import ExamDefinition
    from kiosk.rules.model import Ruleset


class ExamRecorder:
    """Records a certification exam on one PC while it runs and stores its result at the end.

    Create it before `run.start()`: it opens an exam session (drill `exam:<id>`, mode `exam`),
    stores every answer the moment it is given (with the drill it belongs to) and, when the
    run finishes — last item, time out or `finish()` — stores the result; `result` is then the
    stored ExamResult. Nothing is signed: a result taken on one PC, without a records server and
    its notary, is not attested (kiosk.records.attested is the room's exam).
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
        self.recorder = SessionRecorder(
            store,
            SessionStart(
                trainee_id, f"exam:{exam.id}", "exam", ruleset.id, ruleset.content_hash, language
            ),
        )
        self.started = clock()
        self.result: ExamResult | None = None
        run.subscribe(self.on_event)

    def on_event(self, event: SessionEvent) -> None:
        if isinstance(event, Answered):
            self.recorder.answer(event.record)
        elif isinstance(event, Finished) and self.result is None:
            self.recorder.complete()
            done, exam, start = self.run.result, self.exam, self.recorder.start
            # The time used is the run's own (its clock drives the countdown).
            used = exam.time_limit_s - (self.run.remaining or 0.0)
            draft = ExamDraft(
                trainee_id=start.trainee_id,
                session_id=self.recorder.session_id,
                exam_id=exam.id,
                exam_name=exam.name.get(start.language),
                ruleset_id=start.ruleset_id,
                ruleset_hash=start.ruleset_hash,
                language=start.language,
                started=self.started,
                finished=self.started + timedelta(seconds=used),
                correct=done.correct,
                total=done.planned,
                pass_mark=exam.pass_mark,
                passed=done.passed,
                time_limit_s=exam.time_limit_s,
                timed_out=done.timed_out,
                red_line_failures=done.red_lines_broken,
                breakdown=tuple(
                    DrillScore(
                        p.drill.value,
                        p.correct,
                        p.planned,
                        p.median_ms if p.standard_s is not None else None,
                        p.standard_s,
                    )
                    for p in done.parts.values()
                ),
            )
            self.result = self.store.append_exam_result(draft)

    def abandon(self) -> None:
        """The exam ends unfinished (the screen left, the app stopped): its session is
        abandoned; no result."""
        if self.result is None:
            self.recorder.abandon()
