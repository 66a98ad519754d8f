"""Recording one drill session: the records side of a kiosk.drills Session."""

from __future__ import annotations

import logging

from kiosk.drills.session import AnswerRecord
from kiosk.records.history import SessionStart
from kiosk.records.model import SessionStatus
from kiosk.records.store import RecordStore

log = logging.getLogger(__name__)


class SessionRecorder:
    """Opens a session record on creation; each answer is committed before `answer` returns.

    `complete()` when the session finishes; `abandon()` when the trainee leaves early or the idle
    timeout fires; a recorder never closed (the program was killed) is marked abandoned when the
    store next opens.
    """

    def __init__(self, store: RecordStore, start: SessionStart) -> None:
        self._store = store
        self.start = start
        self.session_id = store.start_session(start)
        self.closed = False
        log.info(
            "session %s started: trainee %s, %s, %s, %s",
            self.session_id,
            start.trainee_id,
            start.drill,
            start.mode,
            start.ruleset_id,
        )

    def answer(self, record: AnswerRecord) -> None:
        """Store one graded input, committed before this returns."""
        self._store.add_answer(self.session_id, record)

    def complete(self) -> None:
        self._close(SessionStatus.COMPLETED)

    def abandon(self) -> None:
        self._close(SessionStatus.ABANDONED)

    def _close(self, status: SessionStatus) -> None:
        if not self.closed:
            self._store.end_session(self.session_id, status)
            self.closed = True
            log.info("session %s %s", self.session_id, status.value)
