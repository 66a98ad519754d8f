"""Drills 2 and 3, draw or stand: punto's decision, and banco's against punto's third card.

Every non-natural total of the house's tableau is an item, and so is every banco cell (banco total
× punto's third card, or punto stood); naturals on either side come up too.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from random import Random

from kiosk.domain.cards import Card
from kiosk.domain.ids import ItemKey
from kiosk.domain.tableau import Tableau
from kiosk.drills.cardgen import CardPool
from kiosk.drills.explain import banco_sentence, natural_sentence, punto_sentence
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, expect_choice


class DrawAnswer(StrEnum):
    DRAW = "draw"
    STAND = "stand"
    NATURAL = "natural"  # "no card: natural"


_TAGS: dict[tuple[DrawAnswer, DrawAnswer], frozenset[ErrorTag]] = {
    (DrawAnswer.NATURAL, DrawAnswer.DRAW): frozenset(
        {ErrorTag.OVER_DRAW, ErrorTag.DRAW_AFTER_NATURAL}
    ),
    (DrawAnswer.NATURAL, DrawAnswer.STAND): frozenset({ErrorTag.MISSED_NATURAL}),
    (DrawAnswer.DRAW, DrawAnswer.STAND): frozenset({ErrorTag.UNDER_DRAW}),
    (DrawAnswer.DRAW, DrawAnswer.NATURAL): frozenset({ErrorTag.UNDER_DRAW, ErrorTag.FALSE_NATURAL}),
    (DrawAnswer.STAND, DrawAnswer.DRAW): frozenset({ErrorTag.OVER_DRAW}),
    (DrawAnswer.STAND, DrawAnswer.NATURAL): frozenset({ErrorTag.FALSE_NATURAL}),
}


@dataclass(frozen=True, slots=True)
class HandsPrompt:
    """The cards on the table: punto's two (or, for banco's decision, three) and banco's two."""

    punto: tuple[Card, ...]
    banco: tuple[Card, ...]

    @property
    def punto_stood(self) -> bool:
        return len(self.punto) == 2


class DrawTask(Task):
    """Answer: a DrawAnswer (draw, stand, or no card because of a natural)."""

    def __init__(
        self, key: str, prompt: HandsPrompt, expected: DrawAnswer, explanation: str
    ) -> None:
        super().__init__(key)
        self.prompt = prompt
        self.expected = expected
        self.explanation = explanation

    def solution(self) -> object:
        return self.expected

    def _grade(self, given: object) -> StepResult:
        answer = expect_choice(given, DrawAnswer, self.key)
        if answer is self.expected:
            return StepResult(self.key, self.expected.value, answer.value, True)
        tags = _TAGS[(self.expected, answer)]
        return StepResult(
            self.key, self.expected.value, answer.value, False, self.explanation, tags
        )


class PuntoTask(DrawTask):
    drill = DrillId.PUNTO


class BancoTask(DrawTask):
    drill = DrillId.BANCO


def _non_natural(tableau: Tableau, pool: CardPool) -> tuple[Card, ...]:
    return pool.hand_with_total(pool.rng.choice(sorted(tableau.punto)), 2)


class PuntoDrill(Drill):
    """Keys `punto:5`, `punto:natural:8` (punto's natural), `punto:banco-natural:9`."""

    id = DrillId.PUNTO

    def keys(self) -> tuple[str, ...]:
        t = self.ruleset.tableau
        return (
            *(ItemKey.of("punto", total) for total in sorted(t.punto)),
            *(ItemKey.of("punto", "natural", total) for total in sorted(t.naturals)),
            *(ItemKey.of("punto", "banco-natural", total) for total in sorted(t.naturals)),
        )

    def make(self, key: str, rng: Random) -> Task:
        t = self.ruleset.tableau
        parts = ItemKey(key).parts
        pool = CardPool(self.ruleset.packs, rng)
        total = int(parts[-1])
        if len(parts) == 1:
            prompt = HandsPrompt(pool.hand_with_total(total, 2), _non_natural(t, pool))
            expected = DrawAnswer.DRAW if t.punto_draws(total) else DrawAnswer.STAND
            return PuntoTask(key, prompt, expected, punto_sentence(t, total))
        if parts[0] == "natural":
            prompt = HandsPrompt(
                pool.hand_with_total(total, 2), pool.hand_with_total(rng.randrange(10), 2)
            )
            return PuntoTask(key, prompt, DrawAnswer.NATURAL, natural_sentence(t, "punto", total))
        prompt = HandsPrompt(_non_natural(t, pool), pool.hand_with_total(total, 2))
        return PuntoTask(key, prompt, DrawAnswer.NATURAL, natural_sentence(t, "banco", total))


class BancoDrill(Drill):
    """Keys `banco:5:third=3`, `banco:6:stood`, `banco:natural:9`, `banco:punto-natural:8`.

    The prompt holds punto's hand as dealt (three cards when punto drew) and banco's two cards.
    """

    id = DrillId.BANCO

    def keys(self) -> tuple[str, ...]:
        t = self.ruleset.tableau
        punto_can_stand = any(not t.punto_draws(p) for p in t.punto)
        punto_can_draw = any(t.punto_draws(p) for p in t.punto)
        keys: list[str] = []
        for total, third, _ in t.cells():
            if third is None and punto_can_stand:
                keys.append(ItemKey.banco_cell_key(total, None))
            elif third is not None and punto_can_draw:
                keys.append(ItemKey.banco_cell_key(total, third))
        keys.extend(ItemKey.of("banco", "natural", total) for total in sorted(t.naturals))
        keys.extend(ItemKey.of("banco", "punto-natural", total) for total in sorted(t.naturals))
        return tuple(keys)

    def make(self, key: str, rng: Random) -> Task:
        t = self.ruleset.tableau
        first, second = ItemKey(key).parts
        pool = CardPool(self.ruleset.packs, rng)
        if first == "natural":
            total = int(second)
            prompt = HandsPrompt(_non_natural(t, pool), pool.hand_with_total(total, 2))
            return BancoTask(key, prompt, DrawAnswer.NATURAL, natural_sentence(t, "banco", total))
        if first == "punto-natural":
            total = int(second)
            prompt = HandsPrompt(pool.hand_with_total(total, 2), _non_natural(t, pool))
            return BancoTask(key, prompt, DrawAnswer.NATURAL, natural_sentence(t, "punto", total))
        cell = ItemKey(key).asked_cell()
        if cell is None:
            raise ValueError(f"not a banco item key: {key}")
        total, third = cell
        wanted = third is not None
        punto_total = rng.choice([p for p in sorted(t.punto) if t.punto_draws(p) == wanted])
        third_card = None if third is None else pool.of_value(third)  # the scarcest card first
        punto = pool.hand_with_total(punto_total, 2)
        if third_card is not None:
            punto = (*punto, third_card)
        prompt = HandsPrompt(punto, pool.hand_with_total(total, 2))
        expected = DrawAnswer.DRAW if t.banco_draws(total, third) else DrawAnswer.STAND
        return BancoTask(key, prompt, expected, banco_sentence(t, total, third))
