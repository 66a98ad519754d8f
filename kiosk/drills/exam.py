"""A certification exam run: the exam's parts in order, one countdown, no feedback, then the
result with pass/fail, red-line failures, a per-drill breakdown and the review of every mistake.

The definition comes from the exam YAML (kiosk.rules.exams.ExamDefinition); the runner needs
only what ExamSpec names. States are the session's: IDLE → QUESTION … → FINISHED, and the
exam ends when the last item is answered, the time runs out, or `finish()` is called (the
candidate hands in). An exam left alone is paused, not ended: `pause()` takes no input until
`resume()`, while the clock runs on, so the time limit still ends it with a result. Items not
answered when it ends count as wrong and are listed (`ExamOutcome.unanswered`).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from random import Random
from typing import Protocol

from kiosk.domain.ids import ItemKey
from kiosk.drills.catalog import make_drill
from kiosk.drills.clock import Clock
from kiosk.drills.generator import encode
from kiosk.drills.selector import Selector
from kiosk.drills.session import (
    ItemSource,
    Mistake,
    Mode,
    Session,
    SessionEvent,
    SessionResult,
    SessionState,
    WrongState,
)
from kiosk.drills.task import DrillId, ErrorTag, StepResult, Task
from kiosk.rules.model import Ruleset


def red_line_case(case_id: str) -> str:
    """The red line of a named irregularity case, as results and certificates name it."""
    return f"{ErrorTag.WRONG_REMEDY.value}:{case_id}"


class ExamPartSpec(Protocol):
    @property
    def drill(self) -> DrillId: ...

    @property
    def items(self) -> int: ...


class ExamSpec(Protocol):
    """What an exam definition gives the runner (kiosk.rules.exams.ExamDefinition has it)."""

    @property
    def parts(self) -> Iterable[ExamPartSpec]: ...

    @property
    def time_limit_s(self) -> int: ...

    @property
    def pass_mark(self) -> float: ...  # share of all items that must be right, 0–1

    @property
    def red_lines(self) -> Iterable[ErrorTag]: ...  # one such mistake fails the exam


@dataclass(frozen=True, slots=True)
class PartResult:
    drill: DrillId
    planned: int
    answered: int
    correct: int
    median_ms: int | None = None  # median time per answered item
    standard_s: Decimal | None = None  # the exam's pace standard for this part, if it sets one

    @property
    def within_standard(self) -> bool | None:
        """Whether the median time per item meets the standard (None: no standard or no item)."""
        if self.standard_s is None or self.median_ms is None:
            return None
        return Decimal(self.median_ms) <= self.standard_s * 1000

    @property
    def accuracy(self) -> float:
        """Share of the part's planned items answered right (unanswered ones count as wrong)."""
        return self.correct / self.planned if self.planned else 0.0


@dataclass(frozen=True, slots=True)
class Unanswered:
    """An item of the exam that was not answered to the end (it counts as wrong)."""

    item: int  # counted from 0 across all parts, as Mistake.item
    drill: DrillId


@dataclass(frozen=True, slots=True)
class ExamOutcome:
    """How an exam run went, as its end computes it (kept in the records as an ExamResult)."""

    session: SessionResult
    planned: int
    pass_mark: float
    red_line_failures: tuple[Mistake, ...]
    parts: Mapping[DrillId, PartResult]
    unanswered: tuple[Unanswered, ...] = ()
    # The red lines broken, by name: error tags, and `wrong-remedy:<case id>` for a named case.
    red_lines_broken: tuple[str, ...] = ()

    @property
    def correct(self) -> int:
        return self.session.correct

    @property
    def score(self) -> float:
        """Share of all planned items answered right; unanswered items count as wrong."""
        return self.session.correct / self.planned if self.planned else 0.0

    @property
    def passed(self) -> bool:
        return self.score >= self.pass_mark and not self.red_line_failures

    @property
    def mistakes(self) -> tuple[Mistake, ...]:
        """The review: every wrongly answered item with the right answer and the rule."""
        return self.session.mistakes

    @property
    def timed_out(self) -> bool:
        return self.session.timed_out

    @property
    def flawless(self) -> bool:
        """Every planned item answered, and every one right."""
        return self.planned > 0 and self.correct == self.planned


class ExamRun:
    """Runs an exam for one ruleset; the UI shows `task` and the countdown `remaining`."""

    def __init__(
        self,
        spec: ExamSpec,
        ruleset: Ruleset,
        clock: Clock | None = None,
        rng: Random | None = None,
    ) -> None:
        self.spec = spec
        self.rng = rng if rng is not None else Random()
        plan = []
        for part in spec.parts:
            drill = make_drill(part.drill, ruleset)
            plan.append((drill, Selector(drill.keys(), self.rng), part.items))
        self.parts: tuple[tuple[DrillId, int], ...] = tuple((d.id, n or 0) for d, _, n in plan)
        self.standards: dict[DrillId, Decimal] = {}
        for part in spec.parts:
            standard = getattr(part, "seconds_per_item", None)  # exam definitions may set one
            if isinstance(standard, Decimal):
                self.standards[part.drill] = standard
        self.red_lines = frozenset(spec.red_lines)
        # irregularity cases (by id) of which a wrong remedy fails the exam, where it names any
        self.red_line_cases: frozenset[str] = frozenset(getattr(spec, "red_line_cases", ()))
        self.paused = False
        self.session = Session(
            ItemSource(plan, self.rng),
            Mode.EXAM,
            clock,
            items=sum(n for _, n in self.parts),
            time_limit=float(spec.time_limit_s),
        )

    # The exam's state machine is its session's; these pass through.
    @property
    def state(self) -> SessionState:
        return self.session.state

    @property
    def task(self) -> Task | None:
        return self.session.task

    @property
    def index(self) -> int:
        """The item shown, counted from 0 across all parts."""
        return self.session.index

    @property
    def planned(self) -> int:
        return sum(n for _, n in self.parts)

    @property
    def remaining(self) -> float | None:
        return self.session.remaining

    def subscribe(self, listener: Callable[[SessionEvent], None]) -> None:
        self.session.subscribe(listener)

    def start(self) -> None:
        self.session.start()

    def answer(self, given: object) -> StepResult | None:
        """Grade an input; nothing is shown to the candidate until the end."""
        if self.paused:
            raise WrongState("the exam is paused")
        return self.session.answer(given)

    def pause(self) -> None:
        """Nobody is at the screen: take no input until `resume()`; the clock runs on."""
        if self.state is not SessionState.QUESTION:
            raise WrongState(f"the exam is {self.state.value}, not running")
        self.paused = True

    def resume(self) -> None:
        """The candidate is back (or the exam ended while paused: nothing to resume)."""
        self.paused = False

    def unanswered(self) -> tuple[Unanswered, ...]:
        """The planned items not answered to the end so far, in order (the one shown included)."""
        done = self.session.answered
        plan = [drill for drill, count in self.parts for _ in range(count)]
        return tuple(Unanswered(i, drill) for i, drill in enumerate(plan) if i >= done)

    def tick(self) -> bool:
        return self.session.tick()

    def finish(self) -> ExamOutcome:
        self.session.finish()
        return self.result

    @property
    def result(self) -> ExamOutcome:
        session = self.session.result
        broken: set[str] = set()
        red = []
        for m in session.mistakes:
            tags = {t.value for t in m.step.tags & self.red_lines}
            case = ItemKey(m.step.key).parts[-1]
            if ErrorTag.WRONG_REMEDY in m.step.tags and case in self.red_line_cases:
                tags.add(red_line_case(case))
            if tags:
                red.append(m)
                broken |= tags
        answered: dict[DrillId, int] = {}
        correct: dict[DrillId, int] = {}
        times: dict[DrillId, list[int]] = {}
        for task, ms in self.session.finished_times:
            answered[task.drill] = answered.get(task.drill, 0) + 1
            correct[task.drill] = correct.get(task.drill, 0) + int(task.correct)
            times.setdefault(task.drill, []).append(ms)
        parts: dict[DrillId, PartResult] = {}
        for drill, planned in self.parts:
            before = parts.get(drill)
            total = planned + (before.planned if before else 0)
            taken = times.get(drill)
            parts[drill] = PartResult(
                drill,
                total,
                answered.get(drill, 0),
                correct.get(drill, 0),
                int(statistics.median(taken)) if taken else None,
                self.standards.get(drill),
            )
        return ExamOutcome(
            session,
            self.planned,
            self.spec.pass_mark,
            tuple(red),
            parts,
            self.unanswered(),
            tuple(sorted(broken)),
        )


class ServerClock:
    """An exam's clock kept to the time left by the server's clock: `align` moves it on (never
    back) so that the run has no more time left than the server gives."""

    def __init__(self, base: Clock) -> None:
        self.base = base
        self.offset = 0.0

    def now(self) -> float:
        return self.base.now() + self.offset

    def align(self, run: ExamRun, left_s: float) -> None:
        remaining = run.remaining
        if remaining is not None and remaining > left_s:
            self.offset += remaining - left_s


class AnswerLog:
    """Gives a running exam its inputs and keeps each item once it is done, as the notary reads
    it: (index, key as shown, every input given to it, encoded), pending until recorded."""

    def __init__(self, run: ExamRun) -> None:
        self.run = run
        self.pending: list[tuple[int, str, str]] = []
        self.items = 0
        self._steps: list[object] = []

    def answer(self, given: object) -> StepResult | None:
        task = self.run.task
        self._steps.append(given)
        result = self.run.answer(given)
        if task is not None and result is not None and task.done:
            self.pending.append((self.items, task.key, encode(self._steps)))
            self.items += 1
            self._steps = []
        return result
