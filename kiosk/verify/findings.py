"""What verifying a coup log finds: errors with their correction, unreadable rows, per-shoe counts."""

from __future__ import annotations

from dataclasses import dataclass, field

from kiosk.domain.cards import Card, hand_total
from kiosk.domain.coup import Coup, Winner, winner_of
from kiosk.domain.judge import ErrorKind, Hand, RuleCell


@dataclass(frozen=True, slots=True)
class InvalidRow:
    file: str
    line: int
    reason: str


@dataclass(frozen=True, slots=True)
class CoupError:
    """One error in one coup, with the coup as it should have been and the house's verdict.

    `correct` is None when rebuilding the coup needs a card the log does not show (more than the
    next coup's first card, or the shoe ended). For a wrong call `correct` is the dealt coup: its
    cards decide, and `announced` is what was called.
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

    @property
    def dealt_winner(self) -> Winner:
        return winner_of(hand_total(self.punto), hand_total(self.banco))

    @property
    def correct_winner(self) -> Winner | None:
        return None if self.correct is None else self.correct.winner

    @property
    def winner_differs(self) -> bool | None:
        """Whether the correct winner differs from the one paid (the call, for a wrong call)."""
        if self.correct is None:
            return None
        paid = self.announced if self.kind is ErrorKind.WRONG_CALL else self.dealt_winner
        return self.correct.winner != paid

    @property
    def dealt(self) -> Coup:
        return Coup(self.punto, self.banco)


@dataclass(slots=True)
class ShoeSummary:
    file: str
    table: str
    shoe: str
    coups: int = 0
    invalid: int = 0
    errors: dict[ErrorKind, int] = field(default_factory=lambda: dict.fromkeys(ErrorKind, 0))

    @property
    def error_count(self) -> int:
        return sum(self.errors.values())


@dataclass(slots=True)
class Report:
    """Everything found in one or more logs, errors and invalid rows in file and line order."""

    ruleset: str
    files: list[str] = field(default_factory=list)
    coups: int = 0
    errors: list[CoupError] = field(default_factory=list)
    invalid: list[InvalidRow] = field(default_factory=list)
    shoes: list[ShoeSummary] = field(default_factory=list)
    unreadable: list[str] = field(default_factory=list)  # files that could not be read at all

    @property
    def data_rows(self) -> int:
        return self.coups + len(self.invalid)

    @property
    def error_coups(self) -> int:
        return len({(e.file, e.line) for e in self.errors})

    def count(self, kind: ErrorKind) -> int:
        return sum(1 for e in self.errors if e.kind is kind)
