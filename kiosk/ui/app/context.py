"""What every screen needs to know about the running kiosk, passed down instead of globals."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kiosk.drills.clock import Clock, SystemClock
from kiosk.i18n import current_language
from kiosk.records import Trainee
from kiosk.rules.catalog import House
from kiosk.settings import Settings
from kiosk.ui.app.trainees import MemoryTrainees, SessionJournal, TraineeDirectory

if TYPE_CHECKING:
    from decimal import Decimal

    from kiosk.rules.model import Ruleset


@dataclass
class AppContext:
    """`house` is the house the app runs on (kiosk.rules.catalog.House)."""

    house: House
    settings: Settings = field(default_factory=Settings)
    trainees: TraineeDirectory = field(default_factory=MemoryTrainees)
    journal: SessionJournal | None = None  # None: the trainee directory also keeps the sessions
    clock: Clock = field(default_factory=SystemClock)
    kiosk: bool = False
    seed: int | None = None  # fixed item order (screenshots, tests); None: random
    trainee: Trainee | None = None

    @property
    def ruleset(self) -> Ruleset:
        return self.house.ruleset

    @property
    def four_colour(self) -> bool:
        return self.settings.four_colour_suits

    @property
    def language(self) -> str:
        return current_language()

    def session_journal(self) -> SessionJournal:
        if self.journal is not None:
            return self.journal
        if isinstance(self.trainees, MemoryTrainees):
            return self.trainees
        raise TypeError("no session journal configured")

    def money(self, amount: Decimal) -> str:
        """An amount as the house writes it (its locale: CHF 1'000.50, £1,000.50)."""
        return self.ruleset.money(amount)

    def number(self, amount: Decimal) -> str:
        return self.ruleset.number(amount)

    def idle_minutes(self) -> int | None:
        return self.settings.idle_minutes or self.house.idle_minutes
