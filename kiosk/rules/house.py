"""The house ruleset as the app holds it: what the first screen shows at once, the rest on demand.

A Ruleset holds the tableau, every bet and payout, the table and its procedures; reading one from
the parse cache imports every class it is made of, a tenth of the app's start-up. The start
screen needs only the house's id and name (and the kiosk's idle time), so the app starts with a
House whose `ruleset` is loaded the first time a drill, the house rules or the supervisor area
asks for it (kiosk.rules.parse_cache.remembered_with_summary).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kiosk.rules.model import Ruleset

#: What the start screen shows of a house: id, English name, German name, idle minutes.
Summary = tuple[str, str, str, int | None]


def in_language(en: str, de: str, lang: str) -> str:
    """The text of a house in the UI language `lang` (de, de_CH … → German, else English)."""
    return de if lang.startswith("de") else en


def summary(ruleset: Ruleset) -> Summary:
    return (ruleset.id, ruleset.name.en, ruleset.name.de, ruleset.idle_minutes)


class House:
    """A house: its id, name and idle time, and its whole Ruleset when first asked for."""

    __slots__ = ("_load", "_names", "_ruleset", "id", "idle_minutes")

    def __init__(self, summary: Summary, load: Callable[[], Ruleset]) -> None:
        self.id, en, de, self.idle_minutes = summary
        self._names = (en, de)
        self._load = load
        self._ruleset: Ruleset | None = None

    @classmethod
    def of(cls, ruleset: Ruleset) -> House:
        """A house whose ruleset is already loaded."""
        house = cls(summary(ruleset), lambda: ruleset)
        house._ruleset = ruleset
        return house

    def name(self, lang: str) -> str:
        return in_language(*self._names, lang)

    @property
    def loaded(self) -> bool:
        return self._ruleset is not None

    @property
    def ruleset(self) -> Ruleset:
        if self._ruleset is None:
            self._ruleset = self._load()
        return self._ruleset
