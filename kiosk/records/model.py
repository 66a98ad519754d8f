"""Who trains, and the time stamps every record carries: plain frozen dataclasses.

What the records hold of past training (sessions, answers, exam results) is in
kiosk.records.history: the app's first screen needs the trainees only, and every dataclass
costs the start-up about a millisecond to build.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime
from enum import StrEnum


class RecordsError(ValueError):
    """A request the records cannot honour (unknown trainee, duplicate badge …)."""


def utc_now() -> datetime:
    return datetime.now(UTC)


def to_text(moment: datetime) -> str:
    """Timestamps are stored as UTC ISO 8601 text: sortable, portable, readable in an export."""
    return moment.astimezone(UTC).isoformat(timespec="milliseconds")


def from_text(text: str) -> datetime:
    return datetime.fromisoformat(text)


@dataclass(frozen=True, slots=True)
class Trainee:
    id: int
    name: str
    badge: str | None
    active: bool
    created: datetime


@dataclass(frozen=True, slots=True)
class Group:
    """A course or an intake: trainees who started together."""

    id: int
    name: str
    started: date


@dataclass(frozen=True, slots=True)
class KioskContact:
    """A kiosk of the room as the server last heard from it."""

    kiosk: str
    last_contact: datetime
    waiting: int  # outbox entries not yet delivered
    set_aside: int  # writes the server refused, kept on the kiosk
    version: str


class SessionStatus(StrEnum):
    OPEN = "open"  # being drilled now
    COMPLETED = "completed"
    ABANDONED = "abandoned"  # left, timed out, or the program stopped before the end
