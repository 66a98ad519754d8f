"""Recording one drill session: what a drill screen calls as the trainee works."""

from __future__ import annotations

from kiosk.records.memory import MemoryModel
from kiosk.records.model import SessionStatus
from kiosk.records.store import RecordStore


class SessionRecorder:
    """Opens a session on creation; each `answer` is committed before it returns.

    Call `complete()` when the drill ends normally and `abandon()` when the trainee leaves or
    the idle timeout fires; a recorder never closed is marked abandoned on the next start.
    A `memory` model, when given, is updated with each answer so the next pick sees it.
    """

    def __init__(
        self,
        store: RecordStore,
        trainee_id: int,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
        memory: MemoryModel | None = None,
    ) -> None:
        self._store = store
        self._memory = memory
        self.drill = drill
        self.session_id = store.start_session(
            trainee_id, drill, mode, ruleset_id, ruleset_hash, language
        )
        self.closed = False

    def answer(
        self,
        item_key: str,
        expected: str,
        given: str,
        correct: bool,
        ms: int,
        drill: str | None = None,
    ) -> None:
        self._store.add_answer(
            self.session_id, item_key, expected, given, correct, ms, drill=drill or self.drill
        )
        if self._memory is not None:
            self._memory.record(drill or self.drill, item_key, correct)

    def complete(self) -> None:
        self._close(SessionStatus.COMPLETED)

    def abandon(self) -> None:
        self._close(SessionStatus.ABANDONED)

    def _close(self, status: SessionStatus) -> None:
        if not self.closed:
            self._store.end_session(self.session_id, status)
            self.closed = True
