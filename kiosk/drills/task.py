"""One item being answered: the question, its expected answer, and the grading of each input.

Most items take one answer; the dealing and table-settling items take several steps. Either way
a Task turns each input into a StepResult (what a recorder stores) and says when it is done.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import StrEnum
from random import Random
from typing import TYPE_CHECKING, ClassVar, TypeVar

from kiosk.domain.ids import DrillId as DrillId
from kiosk.domain.ids import ErrorTag as ErrorTag
from kiosk.domain.ids import ItemKey
from kiosk.i18n import translate

if TYPE_CHECKING:
    from kiosk.rules.model import Ruleset

T = TypeVar("T")


class TaskError(RuntimeError):
    """Input a task cannot take: it is already done, or the answer is of the wrong type."""


@dataclass(frozen=True, slots=True)
class StepResult:
    """One graded input. `key` is the stable item key the records and heat maps count by."""

    key: str
    expected: str
    given: str
    correct: bool
    explanation: str = ""  # the house's rule in words; empty when the input was right
    tags: frozenset[ErrorTag] = field(default_factory=frozenset)


class Task(ABC):
    """One item of a drill. `prompt` is what the screen shows; `submit` grades an input."""

    drill: ClassVar[DrillId]

    def __init__(self, key: str) -> None:
        self.key = key
        self.steps: list[StepResult] = []
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    @property
    def correct(self) -> bool:
        """Every step of the item was right (meaningful once done)."""
        return all(step.correct for step in self.steps)

    @property
    def first_mistake(self) -> StepResult | None:
        return next((step for step in self.steps if not step.correct), None)

    def submit(self, given: object) -> StepResult:
        if self._done:
            raise TaskError(f"item {self.key} is already answered")
        result = self._grade(given)
        self.steps.append(result)
        self._done = self._finished_after(result)
        return result

    @abstractmethod
    def solution(self) -> object:
        """The right input now (for a multi-step item: the right next step)."""

    @abstractmethod
    def _grade(self, given: object) -> StepResult:
        """Grade one input; raise TaskError for input of the wrong type."""

    def _finished_after(self, result: StepResult) -> bool:
        """Single-answer items end after one input; multi-step items override this."""
        del result
        return True


class Drill(ABC):
    """A kind of question for one ruleset: the item keys it can ask, and how to make an item."""

    id: ClassVar[DrillId]

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset

    @abstractmethod
    def keys(self) -> tuple[str, ...]:
        """Every item key that can come up (the cells a selector must cover over time)."""

    @abstractmethod
    def make(self, key: str, rng: Random) -> Task:
        """A fresh item for this key (random cards, stakes … from `rng`)."""

    def left_out(self) -> tuple[str, ...]:
        """Item keys this drill asks elsewhere that this ruleset makes impossible (a bet that can
        never win, an error the tableau leaves no room for); `keys` does not offer them."""
        return ()

    def item_name(self, key: str) -> str:
        """An item key in words, for a trainee (`misdeal:under-draw-punto` → under draw punto)."""
        return " ".join(ItemKey(key).parts).replace("-", " ")

    def left_out_notice(self) -> str | None:
        """The one sentence a session shows at its start when items are left out, else None."""
        left = self.left_out()
        if not left:
            return None
        return translate(
            "Drills",
            "This house's rules make some items of this drill impossible, so they are left out: "
            "{items}.",
        ).format(items="; ".join(self.item_name(key) for key in left))


E = TypeVar("E", bound=StrEnum)


def expect_choice(given: object, kind: type[E], key: str) -> E:
    """Read an answer that must be one of an enum's values (the enum itself or its text)."""
    if isinstance(given, str):
        try:
            return kind(given)
        except ValueError:
            pass
    choices = ", ".join(str(v) for v in kind)
    raise TaskError(f"item {key} takes one of {choices}, not {given!r}")


def expect_type(given: object, kind: type[T], key: str) -> T:
    if not isinstance(given, kind):
        raise TaskError(f"item {key} takes a {kind.__name__}, not {given!r}")
    return given
