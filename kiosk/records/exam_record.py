"""Turning a finished exam run (kiosk.drills.exam) into a stored, hash-chained exam result."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from kiosk.drills.exam import ExamOutcome as RunResult
from kiosk.drills.exam import ExamRun
from kiosk.drills.session import Answered, Finished, SessionEvent
from kiosk.records.history import DrillScore, ExamDraft, ExamResult
from kiosk.records.model import utc_now
from kiosk.records.session import SessionRecorder
from kiosk.records.store import RecordStore, ResultWaiting
from kiosk.rules.exams import ExamDefinition
from kiosk.rules.model import Ruleset

if TYPE_CHECKING:
    from kiosk.records.seal import Entry, Reason, SealBook, Signer


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
            DrillScore(
                p.drill.value,
                p.correct,
                p.planned,
                p.median_ms if p.standard_s is not None else None,
                p.standard_s,
            )
            for p in run.parts.values()
        ),
    )


def store_exam(
    store: RecordStore, draft: ExamDraft, witness: dict[str, str] | None = None
) -> ExamResult:
    """Append the result to the chain; the session's answers are already stored one by one.
    With a records server away, the result waits in the outbox (ResultWaiting) with the
    examiner's `witness` signature (kiosk.records.seal sign_offline) that seals it on delivery."""
    from kiosk.records.outbox import OutboxStore

    if isinstance(store, OutboxStore):
        return store.append_exam_result(draft, witness)
    return store.append_exam_result(draft)


class ExamRecorder:
    """Records a certification exam while it runs and stores its chained result at the end.

    Create it before `run.start()`: it opens an exam session (drill `exam:<id>`, mode `exam`),
    stores every answer the moment it is given (with the drill it belongs to) and, when the
    run finishes — last item, time out or `finish()` — appends the result; `result` is then the
    stored ExamResult whose id and hash the certificate prints.

    With the examiner's `signer` (kiosk.records.seal) the attempt is sealed at its start and at
    its end (the result, or `interrupt(reason)`); `seal` is then the result's sealed entry whose
    verification code the certificate prints. An attempt whose program dies stays open in the
    records and is sealed as interrupted when the examiner next starts an exam.
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
        signer: Signer | None = None,
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
        self.signer = signer
        self.attempt_id: int | None = None
        self.seal: Entry | None = None
        self._facts: dict[str, object] = {}
        if signer is not None:
            from kiosk.records.seal import SealBook, exam_definition_hash, exam_facts

            self._facts = exam_facts(exam, ruleset, exam_definition_hash(exam), language)
            self.book: SealBook = SealBook(store)
            self.attempt_id = self.book.begin(
                signer, trainee_id, self.recorder.session_id, self._facts, self.started
            )
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
            session = self.run.result.session
            items = [r.item for r in session.records]
            witness = None
            if self.signer is not None and self.attempt_id is not None:
                from kiosk.records.seal import sign_offline

                trainee = self.store.trainee(self.trainee_id)
                if trainee is not None:  # signed now, in case the server is away
                    witness = sign_offline(
                        self.signer,
                        self.attempt_id,
                        trainee,
                        self._facts,
                        draft,
                        session.records,
                        items,
                        session.items,
                    )
            try:
                self.result = store_exam(self.store, draft, witness)
            except ResultWaiting as exc:
                self.waiting = str(exc)
            if self.signer is not None and self.attempt_id is not None and self.result is not None:
                self.seal = self.book.finish(
                    self.signer,
                    self.attempt_id,
                    self.result,
                    self._facts,
                    items=items,
                    done=session.items,
                )

    def interrupt(self, reason: Reason) -> None:
        """The attempt ends without a result (idle, screen left, examiner void): the session is
        abandoned and the attempt sealed as interrupted with `reason`."""
        if self.result is not None or self.waiting is not None:
            return  # ended with a result (waiting in the outbox: sealed when delivered)
        if self.signer is not None and self.attempt_id is not None:
            attempt = self.book.attempt(self.attempt_id)
            if attempt is not None and attempt.status.value == "open":
                self.book.interrupt(self.signer, self.attempt_id, reason, self._clock())
        self.recorder.abandon()

    def abandon(self, reason: Reason | None = None) -> None:
        """The attempt ends unfinished: sealed as interrupted with `reason` (by default the
        candidate left the exam screen)."""
        from kiosk.records.seal import Reason

        self.interrupt(reason or Reason.LEFT)
