"""Drill 5, spot the misdeal: a finished coup is shown; was it dealt right, and if not, how?"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from random import Random

from kiosk.domain.coup import Coup
from kiosk.domain.judge import ErrorKind, Hand, judge, rebuild
from kiosk.drills.dealing import cell_sentence
from kiosk.drills.planting import plant_error
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, expect_choice
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset


class MisdealAnswer(StrEnum):
    CORRECT = "correct"
    OVER_DRAW_PUNTO = "over-draw-punto"
    UNDER_DRAW_PUNTO = "under-draw-punto"
    OVER_DRAW_BANCO = "over-draw-banco"
    UNDER_DRAW_BANCO = "under-draw-banco"


_ERRORS: dict[MisdealAnswer, tuple[ErrorKind, Hand] | None] = {
    MisdealAnswer.CORRECT: None,
    MisdealAnswer.OVER_DRAW_PUNTO: (ErrorKind.OVER_DRAW, Hand.PUNTO),
    MisdealAnswer.UNDER_DRAW_PUNTO: (ErrorKind.UNDER_DRAW, Hand.PUNTO),
    MisdealAnswer.OVER_DRAW_BANCO: (ErrorKind.OVER_DRAW, Hand.BANCO),
    MisdealAnswer.UNDER_DRAW_BANCO: (ErrorKind.UNDER_DRAW, Hand.BANCO),
}


@dataclass(frozen=True, slots=True)
class MisdealPrompt:
    coup: Coup  # as it was dealt
    corrected: Coup | None  # as it should have been dealt (None if it was right)


class MisdealTask(Task):
    """Answer: a MisdealAnswer."""

    drill = DrillId.MISDEAL

    def __init__(self, key: str, ruleset: Ruleset, prompt: MisdealPrompt) -> None:
        super().__init__(key)
        self.prompt = prompt
        errors = judge(prompt.coup, ruleset.tableau)
        self.expected = MisdealAnswer.CORRECT
        if errors:
            error = errors[0]
            assert error.hand is not None and error.rule is not None
            self.expected = next(a for a, e in _ERRORS.items() if e == (error.kind, error.hand))
            fact = {
                MisdealAnswer.OVER_DRAW_PUNTO: translate(
                    "Drills", "Punto was given a card it must not have: an over-draw."
                ),
                MisdealAnswer.UNDER_DRAW_PUNTO: translate(
                    "Drills", "Punto was not given the third card it must have: an under-draw."
                ),
                MisdealAnswer.OVER_DRAW_BANCO: translate(
                    "Drills", "Banco was given a card it must not have: an over-draw."
                ),
                MisdealAnswer.UNDER_DRAW_BANCO: translate(
                    "Drills", "Banco was not given the third card it must have: an under-draw."
                ),
            }[self.expected]
            self.explanation = f"{cell_sentence(ruleset, error.rule, prompt.coup)} {fact}"
        else:
            self.explanation = translate(
                "Drills", "Both hands were dealt as the tableau says: the coup is correct."
            )

    def solution(self) -> object:
        return self.expected

    def _grade(self, given: object) -> StepResult:
        answer = expect_choice(given, MisdealAnswer, self.key)
        if answer is self.expected:
            return StepResult(self.key, self.expected.value, answer.value, True)
        tag = ErrorTag.MISSED_MISDEAL
        if self.expected is MisdealAnswer.CORRECT:
            tag = ErrorTag.FALSE_MISDEAL
        return StepResult(
            self.key,
            self.expected.value,
            answer.value,
            False,
            self.explanation,
            frozenset({tag}),
        )


class MisdealDrill(Drill):
    """Keys `misdeal:correct`, `misdeal:over-draw-punto`, … one per answer."""

    id = DrillId.MISDEAL

    def keys(self) -> tuple[str, ...]:
        return tuple(f"misdeal:{answer.value}" for answer in MisdealAnswer)

    def make(self, key: str, rng: Random) -> Task:
        answer = MisdealAnswer(key.removeprefix("misdeal:"))
        coup, next_card = plant_error(self.ruleset.tableau, _ERRORS[answer], rng)
        corrected = None
        if answer is not MisdealAnswer.CORRECT:
            corrected = rebuild(coup, self.ruleset.tableau, next_card).coup
        return MisdealTask(key, self.ruleset, MisdealPrompt(coup, corrected))
