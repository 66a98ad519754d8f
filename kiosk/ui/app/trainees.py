"""Who is training, and where their sessions go: the two interfaces the records layer backs.

The app talks only to `TraineeDirectory` and `SessionJournal`. `MemoryTrainees` keeps both in
memory (no records database); a records-backed implementation replaces it in `AppContext`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from kiosk.drills.selector import History

if TYPE_CHECKING:  # the drill sessions load with the first drill: a faster start
    from kiosk.drills.session import AnswerRecord


@dataclass(frozen=True)
class TraineeRef:
    id: str
    name: str
    badge: str | None = None

    def display(self) -> str:
        return (
            f"{self.name} ({self.badge})" if self.badge and self.badge != self.name else self.name
        )


def sign_in_text(text: str) -> str:
    """What a trainee typed to sign in as plain, bounded text (kiosk.records.names: NFKC, no
    control or bidi-override characters, one space between words); ValueError when nothing is
    left."""
    from kiosk.records.names import clean_name

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
    def trainees(self) -> list[TraineeRef]:
        """Active trainees for the sign-in list."""
        ...

    def sign_in(self, text: str) -> TraineeRef:
        """Find a trainee by badge or name, or register a new one under that name."""
        ...


@runtime_checkable
class HistorySource(Protocol):
    """A trainee directory that knows each trainee's record per drill (adaptive practice)."""

    def history(self, trainee: TraineeRef, drill: str) -> History: ...


class SessionJournal(Protocol):
    def open(
        self,
        trainee: TraineeRef,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
    ) -> SessionLog: ...


@dataclass
class MemorySessionLog:
    trainee: TraineeRef
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

    def __init__(self, names: list[str] | None = None) -> None:
        self._trainees: list[TraineeRef] = []
        self.sessions: list[MemorySessionLog] = []
        for name in names or []:
            self.sign_in(name)

    def trainees(self) -> list[TraineeRef]:
        return sorted(self._trainees, key=lambda t: t.name.casefold())

    def sign_in(self, text: str) -> TraineeRef:
        text = sign_in_text(text)
        for trainee in self._trainees:
            if text in (trainee.badge, trainee.id) or trainee.name.casefold() == text.casefold():
                return trainee
        badge = text if text.isdigit() else None
        trainee = TraineeRef(str(len(self._trainees) + 1), text, badge)
        self._trainees.append(trainee)
        return trainee

    def open(
        self,
        trainee: TraineeRef,
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
