"""What verifying a coup log finds: errors with their correction, unreadable rows, per-shoe counts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.judge import ErrorKind, Hand, RuleCell

# Every kind of error, in the order reports list them.
KINDS: tuple[ErrorKind, ...] = tuple(ErrorKind)


@dataclass(frozen=True, slots=True)
class InvalidRow:
    file: str
    line: int
    reason: str


@dataclass(slots=True, unsafe_hash=True)
class CoupError:
    """One error in one coup, with the coup as it should have been and the house's verdict.

    A value like a frozen dataclass (compared and hashed by its fields, and nothing changes one
    once made), but not frozen: a log may hold a million errors, and a frozen one takes several
    times as long to make.

    `correct` is None when rebuilding the coup needs a card the log does not show (more than the
    next coup's first card, or the shoe ended). For a wrong call `correct` is the dealt coup: its
    cards decide, and `announced` is what was called. `dealt_winner` is the winner of the cards
    dealt, `correct_winner` that of `correct` (None when it is unknown).
    """

    file: str
    line: int
    table: str
    shoe: str
    coup: str
    time: str
    kind: ErrorKind
    hand: Hand | None
    rule: RuleCell | None
    punto: tuple[Card, ...]
    banco: tuple[Card, ...]
    announced: Winner | None
    flagged: bool
    correct: Coup | None
    used_next_card: bool
    stands: bool
    dealt_winner: Winner
    correct_winner: Winner | None

    @property
    def winner_differs(self) -> bool | None:
        """Whether the correct winner differs from the one paid (the call, for a wrong call)."""
        if self.correct_winner is None:
            return None
        paid = self.announced if self.kind is ErrorKind.WRONG_CALL else self.dealt_winner
        return self.correct_winner != paid


@dataclass(slots=True)
class ShoeSummary:
    """One table's shoe: coups, unreadable rows, errors, and the order of its coup numbers.

    `gaps`: coups whose number skips ahead; `repeated`: numbers met before in the shoe;
    `disorder`: numbers lower than one met before; `first_sequence_line`: the first such coup;
    `stands`: errors whose dealt result stands.
    """

    file: str
    table: str
    shoe: str
    coups: int = 0
    invalid: int = 0
    errors: dict[ErrorKind, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    error_coups: int = 0
    gaps: int = 0
    repeated: int = 0
    disorder: int = 0
    first_sequence_line: int | None = None
    stands: int = 0

    @property
    def error_count(self) -> int:
        return sum(self.errors.values())

    @property
    def sequence_count(self) -> int:
        return self.gaps + self.repeated + self.disorder


class Sink(Protocol):
    """Where a scanner sends its findings as it finds them."""

    def error(self, error: CoupError) -> None: ...

    def invalid_row(self, row: InvalidRow) -> None: ...


class Report:
    """What was found in one or more logs: counts and per-shoe summaries.

    Findings arrive one at a time (`error`, `invalid`), in line order per file. With `keep` the
    report holds them in `errors` and `invalid` (the app's screen browses them), at most `limit`
    of each when given, so that a log with millions of findings cannot fill the memory; without,
    it hands each to `forward` (the command streams them to its output), so memory does not grow
    with the findings. The shoes count the errors (every error is in a shoe); the report counts
    the unreadable rows, some of which are in none: the counts are whole either way.
    """

    def __init__(
        self, ruleset: str, *, keep: bool = True, forward: Any = None, limit: int | None = None
    ) -> None:
        self.ruleset = ruleset
        self.keep = keep
        self.forward = forward
        self.limit = limit
        self.files: list[str] = []
        self.coups = 0
        self.errors: list[CoupError] = []
        self.invalid: list[InvalidRow] = []
        self.shoes: list[ShoeSummary] = []
        # Why a file could not be read at all, or not as it is now (written to while read).
        self.unreadable: list[str] = []
        self.invalid_total = 0

    def error(self, error: CoupError) -> None:
        if self.keep and (self.limit is None or len(self.errors) < self.limit):
            self.errors.append(error)
        if self.forward is not None:
            self.forward.error(error)

    def invalid_row(self, row: InvalidRow) -> None:
        self.invalid_total += 1
        if self.keep and (self.limit is None or len(self.invalid) < self.limit):
            self.invalid.append(row)
        if self.forward is not None:
            self.forward.invalid_row(row)

    @property
    def all_kept(self) -> bool:
        """The report keeps every error and unreadable row found (not cut short by `limit`)."""
        return self.keep and (
            len(self.errors) == self.error_total and len(self.invalid) == self.invalid_total
        )

    @property
    def error_total(self) -> int:
        return sum(s.error_count for s in self.shoes)

    @property
    def stands(self) -> int:
        """Errors whose dealt result stands."""
        return sum(s.stands for s in self.shoes)

    @property
    def data_rows(self) -> int:
        return self.coups + self.invalid_total

    @property
    def error_coups(self) -> int:
        return sum(s.error_coups for s in self.shoes)

    @property
    def sequence_problems(self) -> int:
        return sum(s.sequence_count for s in self.shoes)

    def count(self, kind: ErrorKind) -> int:
        return sum(s.errors[kind] for s in self.shoes)
