"""The record types every store returns: plain frozen dataclasses, no database handles.

The exam results (kiosk.records.results) are apart: they are not needed before an exam or the
supervisor area, and every dataclass costs the app's start-up about a millisecond to build.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum


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


class SessionStatus(StrEnum):
    OPEN = "open"  # being drilled now
    COMPLETED = "completed"
    ABANDONED = "abandoned"  # left, timed out, or the program stopped before the end


@dataclass(frozen=True, slots=True)
class SessionInfo:
    id: int
    trainee_id: int
    drill: str
    mode: str  # practice, speed, exam
    ruleset_id: str
    ruleset_hash: str
    language: str
    started: datetime
    ended: datetime | None
    status: SessionStatus


@dataclass(frozen=True, slots=True)
class AnswerRow:
    """One answer, with the session facts an export or a chart needs beside it."""

    id: int
    session_id: int
    trainee_id: int
    drill: str
    mode: str
    item_key: str
    expected: str
    given: str
    correct: bool
    ms: int
    at: datetime
