"""The drawing rules (tableau) as data: which hand draws a third card, and when.

A tableau never comes from code: the ruleset loader builds it from the house's YAML. The only
tableau spelled out here is STANDARD, the published reference that audits compare a house against.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum


class Action(StrEnum):
    DRAW = "draw"
    STAND = "stand"


@dataclass(frozen=True, slots=True)
class BancoRow:
    """Banco's action for one two-card total: when punto stood, and per punto third-card value."""

    punto_stood: Action
    punto_third: tuple[Action, ...]  # indexed by the point value 0–9 of punto's third card

    def action(self, punto_third: int | None) -> Action:
        return self.punto_stood if punto_third is None else self.punto_third[punto_third]


@dataclass(frozen=True)
class Tableau:
    """Naturals, punto's rule per two-card total, banco's rule per two-card total.

    `punto` and `banco` hold every two-card total that is not a natural.
    """

    naturals: frozenset[int]
    punto: Mapping[int, Action]
    banco: Mapping[int, BancoRow]
    _punto_draws: tuple[bool, ...] = field(init=False, repr=False, compare=False)
    _banco_draws: tuple[bool, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        expected = set(range(10)) - set(self.naturals)
        if set(self.punto) != expected or set(self.banco) != expected:
            raise ValueError("tableau must cover every non-natural total for punto and banco")
        punto = tuple(self.punto.get(t) == Action.DRAW for t in range(10))
        # banco lookup: index banco_total * 11 + (punto third value, or 10 when punto stood)
        banco: list[bool] = []
        for total in range(10):
            row = self.banco.get(total)
            for third in range(11):
                if row is None:
                    banco.append(False)
                else:
                    banco.append(row.action(None if third == 10 else third) == Action.DRAW)
        object.__setattr__(self, "_punto_draws", punto)
        object.__setattr__(self, "_banco_draws", tuple(banco))

    def is_natural(self, two_card_total: int) -> bool:
        return two_card_total in self.naturals

    def punto_draws(self, two_card_total: int) -> bool:
        """Whether punto draws on this two-card total (no natural on the table)."""
        return self._punto_draws[two_card_total]

    def banco_draws(self, two_card_total: int, punto_third: int | None) -> bool:
        """Whether banco draws, given punto's third-card value or None when punto stood."""
        return self._banco_draws[two_card_total * 11 + (10 if punto_third is None else punto_third)]

    def banco_action(self, two_card_total: int, punto_third: int | None) -> Action:
        return self.banco[two_card_total].action(punto_third)

    def cells(self) -> list[tuple[int, int | None, Action]]:
        """Every banco cell: (banco total, punto third value or None for "punto stood", action)."""
        out: list[tuple[int, int | None, Action]] = []
        for total in sorted(self.banco):
            row = self.banco[total]
            out.append((total, None, row.punto_stood))
            out.extend((total, third, row.punto_third[third]) for third in range(10))
        return out


def _standard() -> Tableau:
    d, s = Action.DRAW, Action.STAND

    def row(stood: Action, draws_on: set[int]) -> BancoRow:
        return BancoRow(stood, tuple(d if v in draws_on else s for v in range(10)))

    every = set(range(10))
    return Tableau(
        naturals=frozenset({8, 9}),
        punto={t: (d if t <= 5 else s) for t in range(8)},
        banco={
            0: row(d, every),
            1: row(d, every),
            2: row(d, every),
            3: row(d, every - {8}),
            4: row(d, {2, 3, 4, 5, 6, 7}),
            5: row(d, {4, 5, 6, 7}),
            6: row(s, {6, 7}),
            7: row(s, set()),
        },
    )


# The standard Punto Banco tableau, as published; used as the reference in audits.
STANDARD = _standard()
