"""Turning a finished exam run (kiosk.drills.exam) into a stored, hash-chained exam result."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from kiosk.drills.exam import ExamOutcome as RunResult
from kiosk.drills.exam import ExamRun
from kiosk.drills.session import Answered, Finished, SessionEvent
from kiosk.i18n import translate
from kiosk.records.engine import OfflineError
from kiosk.records.history import DrillScore, ExamDraft, ExamResult
from kiosk.records.model import RecordsError, utc_now
from kiosk.records.session import SessionRecorder
from kiosk.records.store import RecordStore, ResultWaiting
from kiosk.rules.exams import ExamDefinition
from kiosk.rules.model import Ruleset

if TYPE_CHECKING:
    from kiosk.records.outbox import OutboxStore
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
        # The client id of an attempt begun while the records server was away (the site
        # allows it); the server numbers it when the outbox is delivered.
        self.offline_uid: str | None = None
        self._facts: dict[str, object] = {}
        if signer is not None:
            from kiosk.records.seal import exam_definition_hash, exam_facts

            self._facts = exam_facts(exam, ruleset, exam_definition_hash(exam), language)
            try:
                self.attempt_id = self._book().begin(
                    signer, trainee_id, self.recorder.session_id, self._facts, self.started
                )
            except OfflineError:
                self._begin_offline(signer)
        run.subscribe(self.on_event)

    def _book(self) -> SealBook:
        """The seals, on the records server as it is connected now."""
        from kiosk.records.seal import SealBook

        return SealBook(self.store)

    def _outbox(self) -> OutboxStore | None:
        """The store as a kiosk of a records server (None for a store on this PC)."""
        from kiosk.records.outbox import OutboxStore

        return self.store if isinstance(self.store, OutboxStore) else None

    def _begin_offline(self, signer: Signer) -> None:
        """The records server is away: where the site allows it (`offline_exam_start`), the
        attempt's start is signed here and waits in the outbox; otherwise OfflineError."""
        from kiosk.records.liveness import current_owner
        from kiosk.records.seal import sign_offline_start
        from kiosk.records.store import new_uid

        outbox = self._outbox()
        if outbox is None or not outbox.offline_exam_start:
            self.recorder.abandon()
            raise OfflineError(translate("records", "the records server cannot be reached"))
        trainee = outbox.trainee(self.trainee_id)
        if trainee is None:
            self.recorder.abandon()
            raise RecordsError(
                translate("records", "no trainee with id {id}").format(id=self.trainee_id)
            )
        uid = new_uid()
        session = outbox.session_uid(self.recorder.session_id)
        witness = sign_offline_start(signer, uid, trainee, self._facts, session, self.started)
        outbox.queue_attempt(uid, self.recorder.session_id, witness, current_owner())
        self.offline_uid = uid

    def _attempt(self) -> int | None:
        """The attempt's id; for one begun offline, once the server has it (None before)."""
        outbox = self._outbox()
        if self.attempt_id is None and self.offline_uid is not None and outbox is not None:
            self.attempt_id = outbox.offline_attempt(self.offline_uid)
        return self.attempt_id

    def _session_ref(self) -> int | str:
        """The session as a seal signed on the kiosk names it: the server's id, or its client id
        while it has none."""
        outbox, sid = self._outbox(), self.recorder.session_id
        return outbox.session_uid(sid) if outbox is not None and sid < 0 else sid

    @property
    def sealed(self) -> bool:
        """Whether the attempt was begun with the examiner's seal (on the server or offline)."""
        return self.attempt_id is not None or self.offline_uid is not None

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
            if self.signer is not None and self.sealed:
                from kiosk.records.seal import sign_offline

                attempt = self._attempt()
                ref = self._session_ref()
                trainee = self.store.trainee(self.trainee_id)
                if trainee is not None:  # signed now, in case the server is away
                    witness = sign_offline(
                        self.signer,
                        attempt if attempt is not None else str(self.offline_uid),
                        trainee,
                        self._facts,
                        draft,
                        session.records,
                        items,
                        session.items,
                        session=ref if isinstance(ref, str) else None,
                    )
            try:
                self.result = store_exam(self.store, draft, witness)
            except ResultWaiting as exc:
                self.waiting = str(exc)
            if self.signer is not None and self.result is not None and self.sealed:
                attempt = self._attempt()
                if attempt is not None:
                    self.seal = self._book().finish(
                        self.signer,
                        attempt,
                        self.result,
                        self._facts,
                        items=items,
                        done=session.items,
                    )

    def interrupt(self, reason: Reason) -> None:
        """The attempt ends without a result (idle, screen left, examiner void): the session is
        abandoned and the attempt sealed as interrupted with `reason` (with the records server
        away, signed here and sealed when the outbox is delivered)."""
        if self.result is not None or self.waiting is not None:
            return  # ended with a result (waiting in the outbox: sealed when delivered)
        if self.signer is not None and self.sealed:
            try:
                attempt_id = self._attempt()
                if attempt_id is None:
                    raise OfflineError(translate("records", "the records server cannot be reached"))
                book = self._book()
                attempt = book.attempt(attempt_id)
                if attempt is not None and attempt.status.value == "open":
                    book.interrupt(self.signer, attempt_id, reason, self._clock())
            except OfflineError:
                self._interrupt_offline(self.signer, reason)
        self.recorder.abandon()

    def _interrupt_offline(self, signer: Signer, reason: Reason) -> None:
        from kiosk.records.seal import sign_offline_interrupt

        outbox = self._outbox()
        trainee = outbox.trainee(self.trainee_id) if outbox is not None else None
        if outbox is None or trainee is None:
            raise OfflineError(translate("records", "the records server cannot be reached"))
        attempt = self.attempt_id if self.attempt_id is not None else str(self.offline_uid)
        witness = sign_offline_interrupt(
            signer,
            attempt,
            trainee,
            self.exam.id,
            self._session_ref(),
            self.started,
            self._clock(),
            reason,
            self.run.session.records,
        )
        outbox.queue_interrupt(self.recorder.session_id, witness)

    def abandon(self, reason: Reason | None = None) -> None:
        """The attempt ends unfinished: sealed as interrupted with `reason` (by default the
        candidate left the exam screen)."""
        from kiosk.records.seal import Reason

        self.interrupt(reason or Reason.LEFT)
