"""Drill 5, spot the misdeal: a finished coup is shown; was it dealt right, and if not, how?"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from random import Random

from kiosk.domain.cards import show_cards
from kiosk.domain.coup import Coup
from kiosk.domain.ids import ItemKey
from kiosk.domain.judge import ErrorKind, Hand, judge
from kiosk.drills.dealing import cell_sentence
from kiosk.drills.irregularities import misdeal_case
from kiosk.drills.planting import plant_error, possible_errors
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, expect_choice
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset
from kiosk.rules.wording import remedy_sentence, source_sentence


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
            if prompt.corrected is not None:
                self.explanation += " " + translate(
                    "Drills", "Dealt right, the same cards give punto {punto}, banco {banco}."
                ).format(
                    punto=show_cards(prompt.corrected.punto),
                    banco=show_cards(prompt.corrected.banco),
                )
            case = misdeal_case(ruleset, error.kind)
            if case is not None:  # what the house does about it, as the Irregularities drill says
                self.explanation += f" {remedy_sentence(case)} {source_sentence(case)}"
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

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        possible = possible_errors(ruleset.tableau)
        self._answers = tuple(
            a for a, error in _ERRORS.items() if error is None or error in possible
        )

    def keys(self) -> tuple[str, ...]:
        return tuple(ItemKey.of("misdeal", answer.value) for answer in self._answers)

    def item_name(self, key: str) -> str:
        (part,) = ItemKey(key).parts
        return {
            MisdealAnswer.CORRECT: translate("Drills", "a coup dealt right"),
            MisdealAnswer.OVER_DRAW_PUNTO: translate("Drills", "an over-draw on punto"),
            MisdealAnswer.UNDER_DRAW_PUNTO: translate("Drills", "an under-draw on punto"),
            MisdealAnswer.OVER_DRAW_BANCO: translate("Drills", "an over-draw on banco"),
            MisdealAnswer.UNDER_DRAW_BANCO: translate("Drills", "an under-draw on banco"),
        }[MisdealAnswer(part)]

    def left_out(self) -> tuple[str, ...]:
        return tuple(
            ItemKey.of("misdeal", answer.value)
            for answer in MisdealAnswer
            if answer not in self._answers
        )

    def make(self, key: str, rng: Random) -> Task:
        (part,) = ItemKey(key).parts
        answer = MisdealAnswer(part)
        coup, corrected = plant_error(self.ruleset.shoe, self.ruleset.tableau, _ERRORS[answer], rng)
        prompt = MisdealPrompt(coup, None if answer is MisdealAnswer.CORRECT else corrected)
        return MisdealTask(key, self.ruleset, prompt)
