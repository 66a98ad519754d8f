"""What the records hold of past training: drill sessions, their answers, and certification exam
results (the draft an exam hands over, and the stored result). Plain frozen dataclasses, no
database handles."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from kiosk.records.model import SessionStatus


@dataclass(frozen=True, slots=True)
class SessionStart:
    """What a session is started with: whose it is, the drill and mode, the house rules it is
    judged by (the ruleset's id and content hash) and the language it is taken in."""

    trainee_id: int
    drill: str
    mode: str  # practice, speed, exam
    ruleset_id: str
    ruleset_hash: str
    language: str


@dataclass(frozen=True, slots=True)
class SessionInfo(SessionStart):
    """A session as the records keep it: what it was started with, and how it went."""

    id: int
    started: datetime
    ended: datetime | None
    status: SessionStatus
    kiosk: str | None = None  # the PC it was taken on (a room on a records server)


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


@dataclass(frozen=True, slots=True)
class DrillScore:
    """One exam part's figures; with the exam's pace standard for the part (seconds per item)
    also the candidate's median time per item."""

    drill: str
    correct: int
    total: int
    median_ms: int | None = None
    standard_s: Decimal | None = None

    def fields(self) -> list[object]:
        """As kept in the records: [drill, correct, total], and [median ms, standard] after them
        when the part had a standard (results without one keep their three fields, and hash)."""
        out: list[object] = [self.drill, self.correct, self.total]
        if self.standard_s is not None:
            out += [self.median_ms, str(self.standard_s)]
        return out

    @classmethod
    def of(cls, fields: Sequence[Any]) -> DrillScore:
        drill, correct, total = str(fields[0]), int(fields[1]), int(fields[2])
        if len(fields) < 5 or fields[4] is None:
            return cls(drill, correct, total)
        median = None if fields[3] is None else int(fields[3])
        try:
            standard = Decimal(str(fields[4]))
        except ArithmeticError:
            raise ValueError(
                f"breakdown {list(fields)!r}: the pace standard is no number"
            ) from None
        return cls(drill, correct, total, median, standard)


@dataclass(frozen=True, slots=True)
class ExamDraft:
    """What the exam flow hands over when an exam ends; the store adds id, chain and hashes."""

    trainee_id: int
    session_id: int
    exam_id: str
    exam_name: str
    ruleset_id: str
    ruleset_hash: str
    language: str
    started: datetime
    finished: datetime
    correct: int
    total: int
    pass_mark: float
    passed: bool
    time_limit_s: int
    timed_out: bool
    red_line_failures: tuple[str, ...]  # ids of the red lines broken
    breakdown: tuple[DrillScore, ...]

    @property
    def duration_s(self) -> float:
        return (self.finished - self.started).total_seconds()


@dataclass(frozen=True, slots=True)
class ExamResult:
    """A stored exam result: the draft and the number the records gave it."""

    id: int
    draft: ExamDraft

    @property
    def score(self) -> float:
        return self.draft.correct / self.draft.total if self.draft.total else 0.0
