"""Per-item memory of one trainee: its answers and lapses (the heat map and the room overview
count them), and which items are leeches.

Each item (a tableau cell such as
`banco:5:third=3`, a payout type …) keeps a stability: the time after which the trainee still
answers it right with 90 % probability, on the power forgetting curve of FSRS
(R = (1 + 19/81 · t/S) ^ −0.5). A right answer stretches the stability, the more so the longer
it was since the last sight; a mistake shrinks it.

An item is a leech once it has lapsed often and is still being missed: the supervisor sees it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime

FIRST_STABILITY_S = 120.0  # a first right answer holds for two minutes
MIN_STABILITY_S = 30.0
_F, _C = 19 / 81, -0.5
RECENT = 8  # answers kept per item for the recent error rate
LEECH_LAPSES = 4
LEECH_RECENT_ERROR = 0.375  # 3 of the last 8


@dataclass(frozen=True, slots=True)
class ItemMemory:
    drill: str
    item_key: str
    stability_s: float
    last_seen: datetime
    reps: int
    lapses: int
    recent: str  # the last answers, oldest first: "1" right, "0" wrong

    def retrievability(self, now: datetime) -> float:
        elapsed = max(0.0, (now - self.last_seen).total_seconds())
        return float((1 + _F * elapsed / self.stability_s) ** _C)

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
        stability = FIRST_STABILITY_S if correct else MIN_STABILITY_S
        return ItemMemory(
            drill, item_key, stability, at, 1, 0 if correct else 1, "1" if correct else "0"
        )
    recent = (previous.recent + ("1" if correct else "0"))[-RECENT:]
    if correct:
        r = previous.retrievability(at)
        stability = previous.stability_s * (1.5 + 3.0 * (1.0 - r))
        lapses = previous.lapses
    else:
        stability = max(MIN_STABILITY_S, previous.stability_s * 0.2)
        lapses = previous.lapses + 1
    return replace(
        previous,
        stability_s=stability,
        last_seen=at,
        reps=previous.reps + 1,
        lapses=lapses,
        recent=recent,
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
