"""The records database behind the app's trainee directory, session journal and item history."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from kiosk.drills.schedule import ItemSchedule
from kiosk.drills.selector import History
from kiosk.records import (
    OfflineError,
    RecordStore,
    SessionRecorder,
    SessionStart,
    Trainee,
    utc_now,
)
from kiosk.ui.app.trainees import sign_in_text

if TYPE_CHECKING:
    from kiosk.drills.session import AnswerRecord


class RecordedSession:
    """kiosk.ui.app.trainees.SessionLog on the records: every answer committed as it is given."""

    def __init__(self, recorder: SessionRecorder, history: History | None) -> None:
        self.recorder = recorder
        self._history = history

    @property
    def session_id(self) -> int:
        return self.recorder.session_id

    def answer(self, record: AnswerRecord) -> None:
        self.recorder.answer(record)

    def complete(self) -> None:
        self.recorder.complete()

    def abandon(self) -> None:
        self.recorder.abandon()


class RecordsTrainees:
    """TraineeDirectory + SessionJournal backed by a RecordStore, plus each trainee's History."""

    reads_records = True

    def __init__(self, store: RecordStore) -> None:
        self.store = store

    def trainees(self) -> list[Trainee]:
        return sorted(self.store.trainees(), key=lambda t: t.name.casefold())

    def _lookup(self, text: str, active: bool) -> Trainee | None:
        text = sign_in_text(text)
        found = self.store.find_trainee(text)
        if found is None or found.active != active:
            people = self.store.trainees(include_archived=True)
            found = next(
                (t for t in people if t.active == active and t.name.casefold() == text.casefold()),
                None,
            )
        return found

    def find(self, text: str) -> Trainee | None:
        """An active trainee by badge, record id or name (case-insensitive)."""
        return self._lookup(text, active=True)

    def find_archived(self, text: str) -> Trainee | None:
        return self._lookup(text, active=False)

    def register(self, text: str) -> Trainee:
        text = sign_in_text(text)
        return self.store.add_trainee(text, text if text.isdigit() else None)

    def restore(self, trainee: Trainee) -> Trainee:
        self.store.administer(lambda records: records.set_trainee_active(trainee.id, True))
        return replace(trainee, active=True)

    def sign_in(self, text: str) -> Trainee:
        """By badge, record id or name (case-insensitive); a new name registers a trainee."""
        return self.find(text) or self.register(text)

    def schedule(self, trainee: Trainee) -> ItemSchedule:
        """The trainee's practice schedule, from every answer they have given (while a kiosk's
        records server is away, every item new)."""
        try:
            return ItemSchedule.of(self.store.read(lambda r: r.reviews(trainee.id)))
        except OfflineError:
            return ItemSchedule()

    def has_history(self, trainee: Trainee) -> bool:
        """Never at hand: the schedule is read anew at each start, from every answer (another
        kiosk may have answered for the trainee meanwhile), off the UI thread."""
        del trainee
        return False

    def history(self, trainee: Trainee, drill: str) -> History:
        """The selector's History for this trainee and drill: the practice schedule's weights."""
        return self.schedule(trainee).history(drill, utc_now)

    def open(
        self,
        trainee: Trainee,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
    ) -> RecordedSession:
        recorder = SessionRecorder(
            self.store, SessionStart(trainee.id, drill, mode, ruleset_id, ruleset_hash, language)
        )
        return RecordedSession(recorder, None)
