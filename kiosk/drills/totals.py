"""Drill 1, totals: two or three cards are shown; the answer is the hand's point total 0–9."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from kiosk.domain.cards import Card, hand_total
from kiosk.domain.ids import ItemKey
from kiosk.drills.cardgen import CardPool
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, expect_type
from kiosk.i18n import translate


@dataclass(frozen=True, slots=True)
class TotalsPrompt:
    cards: tuple[Card, ...]


class TotalsTask(Task):
    """Answer: an int 0–9."""

    drill = DrillId.TOTALS

    def __init__(self, key: str, cards: tuple[Card, ...]) -> None:
        super().__init__(key)
        self.prompt = TotalsPrompt(cards)
        self.expected = hand_total(cards)

    def solution(self) -> object:
        return self.expected

    def _grade(self, given: object) -> StepResult:
        answer = expect_type(given, int, self.key)
        if answer == self.expected:
            return StepResult(self.key, str(self.expected), str(answer), True)
        values = " + ".join(str(c.value) for c in self.prompt.cards)
        points = sum(c.value for c in self.prompt.cards)
        text = translate(
            "Drills",
            "Tens and court cards count 0, aces 1; {values} = {points}, and only the last digit counts: the total is {total}.",
        ).format(values=values, points=points, total=self.expected)
        return StepResult(
            self.key,
            str(self.expected),
            str(answer),
            False,
            text,
            frozenset({ErrorTag.WRONG_TOTAL}),
        )


class TotalsDrill(Drill):
    """Keys `total:2:7`, `total:3:0` … (number of cards, total)."""

    id = DrillId.TOTALS

    def keys(self) -> tuple[str, ...]:
        return tuple(ItemKey.of("total", n, t) for n in (2, 3) for t in range(10))

    def make(self, key: str, rng: Random) -> Task:
        n, t = ItemKey(key).parts
        return TotalsTask(key, CardPool(self.ruleset.packs, rng).hand_with_total(int(t), int(n)))
