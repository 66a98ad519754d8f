"""Per-item memory of one trainee: its answers and lapses (the heat map and the room overview
count them), and which items are leeches. Each item is a tableau cell such as
`banco:5:third=3`, a payout type …; when it is due again is the schedule's (kiosk.drills.schedule).

An item is a leech once it has lapsed often and is still being missed: the supervisor sees it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime

RECENT = 8  # answers kept per item for the recent error rate
LEECH_LAPSES = 4
LEECH_RECENT_ERROR = 0.375  # 3 of the last 8


@dataclass(frozen=True, slots=True)
class ItemMemory:
    drill: str
    item_key: str
    last_seen: datetime
    reps: int
    lapses: int
    recent: str  # the last answers, oldest first: "1" right, "0" wrong

    @property
    def recent_error_rate(self) -> float:
        return self.recent.count("0") / len(self.recent) if self.recent else 0.0

    @property
    def is_leech(self) -> bool:
        return self.lapses >= LEECH_LAPSES and self.recent_error_rate >= LEECH_RECENT_ERROR


def remember(
    previous: ItemMemory | None, drill: str, item_key: str, correct: bool, at: datetime
) -> ItemMemory:
    """The item's memory after one more answer."""
    if previous is None:
        return ItemMemory(drill, item_key, at, 1, 0 if correct else 1, "1" if correct else "0")
    return replace(
        previous,
        last_seen=at,
        reps=previous.reps + 1,
        lapses=previous.lapses + (0 if correct else 1),
        recent=(previous.recent + ("1" if correct else "0"))[-RECENT:],
    )


def replay(answers: Iterable[tuple[str, str, bool, datetime]]) -> dict[tuple[str, str], ItemMemory]:
    """Memories built from (drill, item key, correct, when) answers in the order given."""
    memories: dict[tuple[str, str], ItemMemory] = {}
    for drill, key, correct, at in answers:
        memories[(drill, key)] = remember(memories.get((drill, key)), drill, key, correct, at)
    return memories


def leeches(memories: Iterable[ItemMemory]) -> list[ItemMemory]:
    """The leeches among `memories`, the most lapsed first (the supervisor's list)."""
    return sorted(
        (m for m in memories if m.is_leech), key=lambda m: (-m.lapses, m.drill, m.item_key)
    )
