"""The drills and the kinds of mistake by name: what the start screen's tiles, the records, the
exams and the heat maps call them.

Below the rules and drills layers, so that exam files, drills and screens name them alike.
"""

from __future__ import annotations

from enum import StrEnum


class DrillId(StrEnum):
    TOTALS = "totals"
    PUNTO = "punto"
    BANCO = "banco"
    DEALING = "dealing"
    MISDEAL = "misdeal"
    PAYOUTS = "payouts"
    TABLE = "table"
    ACCEPTANCE = "acceptance"
    CHIPS = "chips"
    IRREGULARITIES = "irregularities"


class ErrorTag(StrEnum):
    """What kind of mistake a wrong step was; exams name red lines by these tags."""

    WRONG_TOTAL = "wrong-total"
    OVER_DRAW = "over-draw"
    UNDER_DRAW = "under-draw"
    DRAW_AFTER_NATURAL = "draw-after-natural"
    MISSED_NATURAL = "missed-natural"
    FALSE_NATURAL = "false-natural"
    WRONG_CALL = "wrong-call"
    MISSED_MISDEAL = "missed-misdeal"
    FALSE_MISDEAL = "false-misdeal"
    WRONG_PAYOUT = "wrong-payout"
    WRONG_ORDER = "wrong-order"
    WRONG_ACCEPTANCE = "wrong-acceptance"
    WRONG_CHANGE = "wrong-change"  # change for the commission, or a buy-in, not the amount due
    MESSY_PAYOUT = "messy-payout"  # the right amount in more chips than the house tolerates
    NOT_COLOUR_FOR_COLOUR = "not-colour-for-colour"  # high chips not matched as the house pays
    COMMISSION_BOX = "commission-box"  # a commission unmarked, marked or collected wrong, or twice
    WRONG_REMEDY = "wrong-remedy"  # not the house's remedy for an irregularity


class ItemKey(str):
    """The stable key of one kind of item: what the selector covers and the records and heat maps
    count answers by, e.g. `banco:5:third=3`, `deal:banco:6:stood`, `payout:tie:win`.

    A key is its text (records store it as it is); build and read keys only through this type.
    """

    __slots__ = ()

    @classmethod
    def of(cls, kind: str, *parts: object) -> ItemKey:
        """`ItemKey.of("payout", "tie", "win")` is `payout:tie:win`."""
        return cls(":".join([kind, *(str(p) for p in parts)]))

    @classmethod
    def banco_cell_key(
        cls, total: int, punto_third: int | None, *, dealing: bool = False
    ) -> ItemKey:
        """A banco tableau cell: `banco:5:third=3`, `banco:6:stood` (`deal:banco:…` when dealt)."""
        third = "stood" if punto_third is None else f"third={punto_third}"
        return cls.of("deal", "banco", total, third) if dealing else cls.of("banco", total, third)

    @property
    def kind(self) -> str:
        """The first part: `total`, `punto`, `banco`, `deal`, `misdeal`, `payout`, `table` …"""
        return self.split(":", 1)[0]

    @property
    def parts(self) -> tuple[str, ...]:
        """The parts after the kind."""
        return tuple(self.split(":")[1:])

    def asked_cell(self) -> tuple[int, int | None] | None:
        """The banco cell (banco total, punto's third card or None) the key asks about, whichever
        drill asked it; None for keys of anything else."""
        parts = self.split(":")
        if parts[0] == "deal":
            parts = parts[1:]
        if len(parts) != 3 or parts[0] != "banco" or not _digit(parts[1]):
            return None
        if parts[2] == "stood":
            return int(parts[1]), None
        third = parts[2].removeprefix("third=")
        if third == parts[2] or not _digit(third):
            return None
        return int(parts[1]), int(third)


def _digit(text: str) -> bool:
    return len(text) == 1 and text in "0123456789"
