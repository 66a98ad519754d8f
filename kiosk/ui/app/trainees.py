"""Who is training, and where their sessions go: the two interfaces the records layer backs.

The app talks only to `TraineeDirectory` and `SessionJournal`. `MemoryTrainees` keeps both in
memory (no records database); a records-backed implementation replaces it in `AppContext`. A
trainee is the records' Trainee either way (kiosk.records.model).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from kiosk.drills.selector import History
from kiosk.records import Trainee, clean_name, utc_now

if TYPE_CHECKING:
    from kiosk.drills.schedule import ItemSchedule
    from kiosk.drills.session import AnswerRecord


def trainee_label(trainee: Trainee) -> str:
    """How a trainee is listed: the name, and the badge when it says something more."""
    badge = trainee.badge
    return f"{trainee.name} ({badge})" if badge and badge != trainee.name else trainee.name


def sign_in_text(text: str) -> str:
    """What a trainee typed to sign in as plain, bounded text (kiosk.records.names: NFKC, no
    control or bidi-override characters, one space between words); ValueError when nothing is
    left."""
    text = clean_name(text)
    if not text:
        raise ValueError("empty name")
    return text


class SessionLog(Protocol):
    """One drill session being recorded; each answer is stored the moment it is given."""

    def answer(self, record: AnswerRecord) -> None: ...
    def complete(self) -> None: ...
    def abandon(self) -> None: ...


class TraineeDirectory(Protocol):
    # True when its calls read or write the records (a server may be slow or far): the screens
    # then call it off the UI thread (kiosk.ui.app.jobs); False for one kept in memory
    reads_records: bool

    def trainees(self) -> list[Trainee]:
        """Active trainees for the sign-in list."""
        ...

    def sign_in(self, text: str) -> Trainee:
        """Find a trainee by badge or name, or register a new one under that name."""
        ...

    def find(self, text: str) -> Trainee | None:
        """An active trainee by badge, record id or name (case-insensitive)."""
        ...

    def find_archived(self, text: str) -> Trainee | None:
        """An archived trainee by badge, record id or name (case-insensitive)."""
        ...

    def register(self, text: str) -> Trainee:
        """A new trainee under this name (digits only: the badge as well)."""
        ...

    def restore(self, trainee: Trainee) -> Trainee:
        """Make an archived trainee active again (their records were kept)."""
        ...


@runtime_checkable
class ScheduleSource(Protocol):
    """A trainee directory that knows each trainee's practice schedule (Due today)."""

    def schedule(self, trainee: Trainee) -> ItemSchedule: ...


@runtime_checkable
class HistorySource(Protocol):
    """A trainee directory that knows each trainee's record per drill (adaptive practice)."""

    def history(self, trainee: Trainee, drill: str) -> History: ...

    def has_history(self, trainee: Trainee) -> bool:
        """Whether the trainee's record is read already (`history` then does not read)."""
        ...


class SessionJournal(Protocol):
    def open(
        self,
        trainee: Trainee,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
    ) -> SessionLog: ...


@dataclass
class MemorySessionLog:
    trainee: Trainee
    drill: str
    mode: str
    answers: list[AnswerRecord] = field(default_factory=list)
    status: str = "open"

    def answer(self, record: AnswerRecord) -> None:
        self.answers.append(record)

    def complete(self) -> None:
        if self.status == "open":
            self.status = "completed"

    def abandon(self) -> None:
        if self.status == "open":
            self.status = "abandoned"


class MemoryTrainees:
    """Trainees and sessions kept for as long as the app runs."""

    reads_records = False

    def __init__(self, names: list[str] | None = None) -> None:
        self._trainees: list[Trainee] = []
        self.archived: list[Trainee] = []
        self.sessions: list[MemorySessionLog] = []
        for name in names or []:
            self.sign_in(name)

    def trainees(self) -> list[Trainee]:
        return sorted(self._trainees, key=lambda t: t.name.casefold())

    @staticmethod
    def _match(people: list[Trainee], text: str) -> Trainee | None:
        text = sign_in_text(text)
        for trainee in people:
            known = (trainee.badge, str(trainee.id))
            if text in known or trainee.name.casefold() == text.casefold():
                return trainee
        return None

    def find(self, text: str) -> Trainee | None:
        return self._match(self._trainees, text)

    def find_archived(self, text: str) -> Trainee | None:
        return self._match(self.archived, text)

    def register(self, text: str) -> Trainee:
        text = sign_in_text(text)
        badge = text if text.isdigit() else None
        number = len(self._trainees) + len(self.archived) + 1
        trainee = Trainee(number, text, badge, True, utc_now())
        self._trainees.append(trainee)
        return trainee

    def archive(self, trainee: Trainee) -> None:
        self._trainees.remove(trainee)
        self.archived.append(trainee)

    def restore(self, trainee: Trainee) -> Trainee:
        if trainee in self.archived:
            self.archived.remove(trainee)
            self._trainees.append(trainee)
        return trainee

    def sign_in(self, text: str) -> Trainee:
        return self.find(text) or self.register(text)

    def open(
        self,
        trainee: Trainee,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
    ) -> MemorySessionLog:
        del ruleset_id, ruleset_hash, language
        log = MemorySessionLog(trainee, drill, mode)
        self.sessions.append(log)
        return log
