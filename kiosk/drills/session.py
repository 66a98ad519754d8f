"""A drill session as an explicit state machine: Practice, Speed or Exam.

    IDLE --start--> QUESTION --answer (item done)--> FEEDBACK --next--> QUESTION ...   (Practice)
                    QUESTION --answer (item done)--> QUESTION ...                       (Speed, Exam)
    any state --finish--> FINISHED; the time limit or the item count also ends the session.

Input in the wrong state raises WrongState. Every graded input becomes an AnswerRecord that
subscribers (the records layer) receive the moment it is given.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from random import Random

from kiosk.drills.clock import Clock, SystemClock
from kiosk.drills.selector import History, Selector
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task

# Length of a speed round, in seconds.
SPEED_SECONDS = 60.0
# Items in a single-drill exam when none is given.
EXAM_ITEMS = 20


class Mode(StrEnum):
    PRACTICE = "practice"  # instant feedback with the rule explained
    SPEED = "speed"  # 60 s, as many as possible
    EXAM = "exam"  # fixed number of items, no feedback until the end


class SessionState(StrEnum):
    IDLE = "idle"
    QUESTION = "question"  # an item is shown and takes input
    FEEDBACK = "feedback"  # Practice: the graded item is shown; `next()` moves on
    FINISHED = "finished"


class WrongState(RuntimeError):
    """An input the session cannot take in its current state (e.g. an answer during FEEDBACK)."""


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One graded input, as the records layer stores it."""

    drill: DrillId
    key: str
    expected: str
    given: str
    correct: bool
    ms: int
    item: int  # index of the item within the session
    step: int  # index of the input within the item (dealing and table items take several)
    tags: frozenset[ErrorTag] = frozenset()


@dataclass(frozen=True, slots=True)
class Mistake:
    """A wrongly answered item for the review: the item itself (its prompt) and the first error."""

    item: int
    task: Task
    step: StepResult

    @property
    def explanation(self) -> str:
        return self.step.explanation


@dataclass(frozen=True, slots=True)
class SessionResult:
    mode: Mode
    items: int  # items answered to the end
    correct: int  # of those, answered right in every step
    median_ms: int | None  # median time per item
    mistakes: tuple[Mistake, ...]
    records: tuple[AnswerRecord, ...]
    timed_out: bool
    planned: int | None = None  # items an exam asked for (unanswered ones count as wrong)

    @property
    def score(self) -> int:
        return self.correct

    @property
    def accuracy(self) -> float:
        """Share of answered items that were right (0.0 when none was answered)."""
        return self.correct / self.items if self.items else 0.0


@dataclass(frozen=True, slots=True)
class ItemShown:
    item: int
    task: Task


@dataclass(frozen=True, slots=True)
class Answered:
    record: AnswerRecord


@dataclass(frozen=True, slots=True)
class Finished:
    result: SessionResult


SessionEvent = ItemShown | Answered | Finished


class ItemSource:
    """Gives a session its items: one drill through a Selector, or an exam's parts in order."""

    def __init__(self, plan: Sequence[tuple[Drill, Selector, int | None]], rng: Random) -> None:
        self.rng = rng
        self._plan = list(plan)
        self._iter = self._tasks()

    @classmethod
    def for_drill(
        cls,
        drill: Drill,
        rng: Random,
        history: History | None = None,
        served: Mapping[str, int] | None = None,
    ) -> ItemSource:
        """Items of one drill without end, chosen by a Selector over the trainee's history
        (`served`: how often each item came up before, for coverage across sessions)."""
        selector = Selector(drill.keys(), rng, history, served=served)
        return cls([(drill, selector, None)], rng)

    @property
    def planned(self) -> int | None:
        counts = [count for _, _, count in self._plan]
        return None if any(c is None for c in counts) else sum(c or 0 for c in counts)

    def _tasks(self) -> Iterator[tuple[Task, Selector]]:
        for drill, selector, count in self._plan:
            n = 0
            while count is None or n < count:
                yield drill.make(selector.next(), self.rng), selector
                n += 1

    def next(self) -> tuple[Task, Selector] | None:
        return next(self._iter, None)


class Session:
    """Runs items from an ItemSource in one mode; the UI shows `task` and forwards input."""

    def __init__(
        self,
        source: ItemSource,
        mode: Mode,
        clock: Clock | None = None,
        *,
        items: int | None = None,
        time_limit: float | None = None,
    ) -> None:
        self.source = source
        self.mode = mode
        self.clock: Clock = clock if clock is not None else SystemClock()
        if mode is Mode.SPEED and time_limit is None:
            time_limit = SPEED_SECONDS
        if mode is Mode.EXAM and items is None:
            items = source.planned if source.planned is not None else EXAM_ITEMS
        self.items = items
        self.time_limit = time_limit
        self.state = SessionState.IDLE
        self.task: Task | None = None
        self.index = -1
        self.records: list[AnswerRecord] = []
        self.timed_out = False
        self._selector: Selector | None = None
        self._done: list[tuple[Task, int]] = []  # finished items and their time in ms
        self._item_ms = 0
        self._started = 0.0
        self._step_started = 0.0
        self._last: StepResult | None = None
        self._listeners: list[Callable[[SessionEvent], None]] = []
        self._result: SessionResult | None = None

    # --- observing -----------------------------------------------------------------------
    def subscribe(self, listener: Callable[[SessionEvent], None]) -> None:
        self._listeners.append(listener)

    def _emit(self, event: SessionEvent) -> None:
        for listener in self._listeners:
            listener(event)

    @property
    def remaining(self) -> float | None:
        """Seconds left of the time limit (None without one)."""
        if self.time_limit is None:
            return None
        if self.state is SessionState.IDLE:
            return self.time_limit
        return max(0.0, self.time_limit - (self.clock.now() - self._started))

    @property
    def feedback(self) -> StepResult | None:
        """The last graded input, for Practice and Speed; always None in an Exam."""
        return None if self.mode is Mode.EXAM else self._last

    @property
    def finished_tasks(self) -> tuple[Task, ...]:
        """The items answered to the end, in order."""
        return tuple(task for task, _ in self._done)

    @property
    def finished_times(self) -> tuple[tuple[Task, int], ...]:
        """The items answered to the end, each with the milliseconds it took."""
        return tuple(self._done)

    @property
    def answered(self) -> int:
        return len(self._done)

    @property
    def score(self) -> int:
        return sum(1 for task, _ in self._done if task.correct)

    # --- transitions ---------------------------------------------------------------------
    def _require(self, *states: SessionState) -> None:
        if self.state not in states:
            wanted = " or ".join(s.value for s in states)
            raise WrongState(f"the session is {self.state.value}, not {wanted}")

    def start(self) -> None:
        self._require(SessionState.IDLE)
        self._started = self.clock.now()
        self._show_next()

    def answer(self, given: object) -> StepResult | None:
        """Grade an input for the shown item. Returns None (and finishes) if time ran out."""
        self._require(SessionState.QUESTION)
        if self.tick():
            return None
        assert self.task is not None
        now = self.clock.now()
        result = self.task.submit(given)
        ms = round((now - self._step_started) * 1000)
        self._step_started = now
        self._item_ms += ms
        record = AnswerRecord(
            self.task.drill,
            result.key,
            result.expected,
            result.given,
            result.correct,
            ms,
            self.index,
            len(self.task.steps) - 1,
            result.tags,
        )
        self.records.append(record)
        self._last = result
        self._emit(Answered(record))
        if self.task.done:
            self._done.append((self.task, self._item_ms))
            if self._selector is not None:
                self._selector.observe(self.task.key, self.task.correct, self._item_ms)
            if self.mode is Mode.PRACTICE:
                self.state = SessionState.FEEDBACK
            else:
                self._show_next()
        return result

    def next(self) -> None:
        """Practice: leave the feedback for the next item."""
        self._require(SessionState.FEEDBACK)
        if not self.tick():
            self._show_next()

    def tick(self) -> bool:
        """Check the time limit (the UI calls this on its timer); True once the session is over."""
        if self.state is SessionState.FINISHED:
            return True
        remaining = self.remaining
        if remaining is not None and remaining <= 0 and self.state is not SessionState.IDLE:
            self.timed_out = True
            self.finish()
            return True
        return False

    def finish(self) -> SessionResult:
        """End the session now (also how the trainee leaves Practice); idempotent."""
        if self._result is None:
            self.state = SessionState.FINISHED
            self._result = self._make_result()
            self._emit(Finished(self._result))
        return self._result

    @property
    def result(self) -> SessionResult:
        self._require(SessionState.FINISHED)
        assert self._result is not None
        return self._result

    def _show_next(self) -> None:
        if self.items is not None and len(self._done) >= self.items:
            self.finish()
            return
        picked = self.source.next()
        if picked is None:
            self.finish()
            return
        self.task, self._selector = picked
        self.index += 1
        self._item_ms = 0
        self._step_started = self.clock.now()
        self.state = SessionState.QUESTION
        self._emit(ItemShown(self.index, self.task))

    def _make_result(self) -> SessionResult:
        mistakes = []
        for index, (task, _) in enumerate(self._done):
            step = task.first_mistake
            if step is not None:
                mistakes.append(Mistake(index, task, step))
        times = [ms for _, ms in self._done]
        return SessionResult(
            mode=self.mode,
            items=len(self._done),
            correct=self.score,
            median_ms=round(statistics.median(times)) if times else None,
            mistakes=tuple(mistakes),
            records=tuple(self.records),
            timed_out=self.timed_out,
            planned=self.items if self.mode is Mode.EXAM else None,
        )
