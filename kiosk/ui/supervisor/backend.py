"""The records database behind the app's trainee directory, session journal and item history."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kiosk.drills.selector import History
from kiosk.records.store import RecordStore
from kiosk.ui.app.trainees import TraineeRef, sign_in_text

if TYPE_CHECKING:  # sessions and item memories load with the first drill: a faster start
    from kiosk.drills.session import AnswerRecord
    from kiosk.records.memory import MemoryModel
    from kiosk.records.session import SessionRecorder


class RecordedSession:
    """kiosk.ui.app.trainees.SessionLog on the records: every answer committed as it is given."""

    def __init__(self, recorder: SessionRecorder, history: History | None) -> None:
        self.recorder = recorder
        self._history = history

    @property
    def session_id(self) -> int:
        return self.recorder.session_id

    def answer(self, record: AnswerRecord) -> None:
        self.recorder.answer(
            record.key,
            record.expected,
            record.given,
            record.correct,
            record.ms,
            drill=record.drill.value,
        )

    def complete(self) -> None:
        self.recorder.complete()

    def abandon(self) -> None:
        self.recorder.abandon()


class RecordsTrainees:
    """TraineeDirectory + SessionJournal backed by a RecordStore, plus each trainee's History."""

    def __init__(self, store: RecordStore) -> None:
        self.store = store
        self._models: dict[int, MemoryModel] = {}

    @staticmethod
    def _ref(trainee_id: int, name: str, badge: str | None) -> TraineeRef:
        return TraineeRef(str(trainee_id), name, badge)

    def trainees(self) -> list[TraineeRef]:
        people = sorted(self.store.trainees(), key=lambda t: t.name.casefold())
        return [self._ref(t.id, t.name, t.badge) for t in people]

    def sign_in(self, text: str) -> TraineeRef:
        """By badge, record id or name (case-insensitive); a new name registers a trainee."""
        text = sign_in_text(text)
        found = self.store.find_trainee(text)
        if found is None:
            found = next(
                (t for t in self.store.trainees() if t.name.casefold() == text.casefold()), None
            )
        if found is None:
            found = self.store.add_trainee(text, text if text.isdigit() else None)
        return self._ref(found.id, found.name, found.badge)

    def model(self, trainee: TraineeRef) -> MemoryModel:
        from kiosk.records.memory import MemoryModel

        tid = int(trainee.id)
        if tid not in self._models:
            self._models[tid] = MemoryModel(self.store.item_memories(tid))
        return self._models[tid]

    def history(self, trainee: TraineeRef, drill: str) -> History:
        """The selector's History for this trainee and drill (spaced-repetition weights)."""
        return self.model(trainee).history(drill)

    def open(
        self,
        trainee: TraineeRef,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
    ) -> RecordedSession:
        from kiosk.records.session import SessionRecorder

        recorder = SessionRecorder(
            self.store, int(trainee.id), drill, mode, ruleset_id, ruleset_hash, language
        )
        return RecordedSession(recorder, None)
