"""What the supervisor sees, computed from the records: heat map, trends, times, status.

Pure functions over AnswerRow lists and exams that count, so they are tested without a database or Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import StrEnum

from kiosk.domain.ids import ItemKey
from kiosk.records.history import AnswerRow
from kiosk.records.model import Trainee


@dataclass(frozen=True, slots=True)
class HeatCell:
    banco_total: int
    punto_third: int | None  # None: punto stood
    attempts: int
    errors: int

    @property
    def error_rate(self) -> float | None:
        return self.errors / self.attempts if self.attempts else None


@dataclass(frozen=True, slots=True)
class HeatMap:
    """Error rate per tableau cell: banco two-card total × punto's third card (or punto stood)."""

    cells: dict[tuple[int, int | None], HeatCell]

    def cell(self, banco_total: int, punto_third: int | None) -> HeatCell:
        return self.cells.get((banco_total, punto_third), HeatCell(banco_total, punto_third, 0, 0))

    @property
    def totals(self) -> list[int]:
        """Banco totals with a row; 0–7 for every shipped tableau."""
        return sorted({t for t, _ in self.cells} | set(range(8)))

    def worst(self, count: int = 5) -> list[HeatCell]:
        seen = [c for c in self.cells.values() if c.errors]
        return sorted(seen, key=lambda c: (-(c.error_rate or 0), -c.attempts))[:count]


def heat_map_from_counts(counts: Iterable[tuple[str, int, int]]) -> HeatMap:
    """The heat map from (item key, attempts, errors) counts, as the item memories keep them."""
    cells: dict[tuple[int, int | None], list[int]] = {}
    for item_key, attempts, errors in counts:
        cell = ItemKey(item_key).asked_cell()
        if cell is not None:
            tally = cells.setdefault(cell, [0, 0])
            tally[0] += attempts
            tally[1] += errors
    return HeatMap({k: HeatCell(k[0], k[1], a, e) for k, (a, e) in cells.items()})


def heat_map(answers: Iterable[AnswerRow]) -> HeatMap:
    """The heat map of the tableau cells `answers` asked (banco drill and dealing drill alike)."""
    return heat_map_from_counts((a.item_key, 1, 0 if a.correct else 1) for a in answers)


@dataclass(frozen=True, slots=True)
class DayAccuracy:
    day: date
    correct: int
    total: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class TimeBin:
    low_ms: int
    high_ms: int  # exclusive; the last bin holds everything slower
    count: int


# Bin edges for answer times (ms): fine where dealers answer, coarse beyond.
TIME_EDGES = (0, 500, 1000, 1500, 2000, 3000, 4000, 6000, 10000)


def time_distribution(
    answers: Iterable[AnswerRow], edges: Sequence[int] = TIME_EDGES
) -> list[TimeBin]:
    """Answer times (ms) counted into the bins of `edges`."""
    counts = [0] * len(edges)
    for ms in (a.ms for a in answers):
        index = max(i for i, edge in enumerate(edges) if ms >= edge) if ms >= 0 else 0
        counts[index] += 1
    highs = [*edges[1:], -1]
    return [TimeBin(lo, hi, n) for lo, hi, n in zip(edges, highs, counts, strict=True)]


def median_ms(answers: Sequence[AnswerRow]) -> int | None:
    times = sorted(a.ms for a in answers)
    if not times:
        return None
    mid = len(times) // 2
    return times[mid] if len(times) % 2 else (times[mid - 1] + times[mid]) // 2


@dataclass(frozen=True, slots=True)
class PayoutWeek:
    """One week of a trainee's Pay with chips answers: payout speed and chip accuracy."""

    week: date  # the Monday the week starts (local time)
    payouts: int  # answers to payout items (making change not counted)
    median_ms: int | None  # median time per payout answer
    right_chips: float  # share of payout answers right in amount and chips (0–1)


def payout_weeks(answers: Iterable[AnswerRow], drill: str = "chips") -> list[PayoutWeek]:
    """Week by week, oldest first, the `drill`'s payout answers (`chips:<bet>:<outcome>`; the
    `chips:change:…` items of making change are left out): how fast and how often right."""
    weeks: dict[date, list[AnswerRow]] = {}
    for answer in answers:
        item = ItemKey(answer.item_key)
        if answer.drill != drill or item.kind != drill or item.parts[:1] == ("change",):
            continue
        day = answer.at.astimezone().date()
        weeks.setdefault(day - timedelta(days=day.weekday()), []).append(answer)
    return [
        PayoutWeek(week, len(rows), median_ms(rows), sum(a.correct for a in rows) / len(rows))
        for week, rows in sorted(weeks.items())
    ]


class Certification(StrEnum):
    CERTIFIED = "certified"  # the latest exam was passed
    FAILED = "failed"  # the latest exam was failed
    NONE = "none"  # no exam yet


@dataclass(frozen=True, slots=True)
class Counted:
    """A trainee's exam that counts (RecordStore.certifications): passed or not, and when it
    ended."""

    passed: bool
    ended: datetime

    @property
    def certification(self) -> Certification:
        return Certification.CERTIFIED if self.passed else Certification.FAILED


def latest_counted(exams: Iterable[tuple[int, Counted]]) -> dict[int, Counted]:
    """Per trainee, the latest of `exams` (trainee id, exam that counts) by its end; of two
    that ended at once, the one given later."""
    latest: dict[int, Counted] = {}
    for trainee_id, exam in exams:
        known = latest.get(trainee_id)
        if known is None or exam.ended >= known.ended:
            latest[trainee_id] = exam
    return latest


@dataclass(frozen=True, slots=True)
class TraineeSummary:
    """One line of the room overview (RecordStore.room_summary): `trend` is the accuracy per
    day of the trainee's most recent days drilled (UTC days), oldest first."""

    trainee: Trainee
    answers: int
    correct: int
    last_activity: datetime | None
    exam: Counted | None  # the latest that counts; None: no exam yet
    trend: tuple[DayAccuracy, ...] = ()

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answers if self.answers else None

    @property
    def recent_accuracy(self) -> float | None:
        """The accuracy over the days of `trend`."""
        total = sum(d.total for d in self.trend)
        return sum(d.correct for d in self.trend) / total if total else None

    @property
    def certification(self) -> Certification:
        return Certification.NONE if self.exam is None else self.exam.certification


@dataclass(frozen=True, slots=True)
class MemberLine:
    """One member in a group's view: answers and right answers per drill, certification."""

    trainee: Trainee
    drills: dict[str, tuple[int, int]]  # drill -> (answers, right)
    certification: Certification

    def accuracy(self, drill: str) -> float | None:
        answers, right = self.drills.get(drill, (0, 0))
        return right / answers if answers else None


@dataclass(frozen=True, slots=True)
class GroupReport:
    """A group's view (RecordStore.group_report): each member, and the tableau cells the group
    as a whole misses most."""

    members: list[MemberLine]
    heat: HeatMap

    @property
    def drills(self) -> list[str]:
        return sorted({d for m in self.members for d in m.drills})


@dataclass(frozen=True, slots=True)
class Trend:
    """Answers and right answers in a span of recent weeks and in the span before it."""

    before: tuple[int, int]  # (answers, right)
    recent: tuple[int, int]

    @staticmethod
    def _share(span: tuple[int, int]) -> float | None:
        answers, right = span
        return right / answers if answers else None

    @property
    def before_accuracy(self) -> float | None:
        return self._share(self.before)

    @property
    def recent_accuracy(self) -> float | None:
        return self._share(self.recent)

    @property
    def direction(self) -> int | None:
        """+1 better, -1 worse, 0 the same in whole percent; None without both spans."""
        before, recent = self.before_accuracy, self.recent_accuracy
        if before is None or recent is None:
            return None
        change = round(recent * 100) - round(before * 100)
        return (change > 0) - (change < 0)

    def __add__(self, other: Trend) -> Trend:
        return Trend(
            (self.before[0] + other.before[0], self.before[1] + other.before[1]),
            (self.recent[0] + other.recent[0], self.recent[1] + other.recent[1]),
        )


@dataclass(frozen=True, slots=True)
class GroupTrend:
    """Each member's trend by trainee id (RecordStore.group_trend), over spans of `weeks`."""

    members: dict[int, Trend]
    weeks: int

    @property
    def group(self) -> Trend:
        """The group's: every member's answers together."""
        total = Trend((0, 0), (0, 0))
        for trend in self.members.values():
            total = total + trend
        return total


def last_activity(answers: Sequence[AnswerRow]) -> datetime | None:
    return max((a.at for a in answers), default=None)
