"""Per-item memory of one trainee: how likely a mistake is now, and which items are leeches.

The model is spaced repetition in miniature. Each item (a tableau cell such as
`banco:5:third=3`, a payout type …) keeps a stability: the time after which the trainee still
answers it right with 90 % probability, on the power forgetting curve of FSRS
(R = (1 + 19/81 · t/S) ^ −0.5). A right answer stretches the stability, the more so the longer
it was since the last sight; a mistake shrinks it. The chance of a mistake now is the larger of
the forgetting (1 − R) and the error rate of the last few answers, so an item failed a minute ago
comes back soon even though little time has passed.

The drills' selector takes weights where 1 is normal: the weight is four times the chance of a
mistake, so an unseen item (taken as a 25 % chance) weighs 1, an item just missed up to 4, and a
mastered one falls to a floor of 0.2 — it still comes up, just rarely.

An item is a leech once it has lapsed often and is still being missed: the supervisor sees it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime

from kiosk.records.model import utc_now

FIRST_STABILITY_S = 120.0  # a first right answer holds for two minutes
MIN_STABILITY_S = 30.0
_F, _C = 19 / 81, -0.5
RECENT = 8  # answers kept per item for the recent error rate
UNSEEN_CHANCE = 0.25
FLOOR_CHANCE = 0.05
WEIGHT_PER_CHANCE = 4.0
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

    def mistake_chance(self, now: datetime) -> float:
        return max(1.0 - self.retrievability(now), self.recent_error_rate)

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


class MemoryModel:
    """Weights for the drills' item selector, from one trainee's item memories.

    `weight(drill, key)` is the chance of a mistake now (see the module text); `record` updates
    the in-memory copy when an answer is given (the store keeps the lasting copy).
    """

    def __init__(
        self,
        memories: Mapping[tuple[str, str], ItemMemory],
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self._memories = dict(memories)
        self._clock = clock

    def weight(self, drill: str, item_key: str) -> float:
        memory = self._memories.get((drill, item_key))
        chance = UNSEEN_CHANCE if memory is None else memory.mistake_chance(self._clock())
        return WEIGHT_PER_CHANCE * max(FLOOR_CHANCE, chance)

    def weights(self, drill: str, item_keys: Iterable[str]) -> dict[str, float]:
        return {key: self.weight(drill, key) for key in item_keys}

    def record(self, drill: str, item_key: str, correct: bool) -> None:
        key = (drill, item_key)
        self._memories[key] = remember(
            self._memories.get(key), drill, item_key, correct, self._clock()
        )

    def history(self, drill: str) -> DrillHistory:
        """The drills' History interface for one drill's selector."""
        return DrillHistory(self, drill)

    def leeches(self, drill: str | None = None) -> list[ItemMemory]:
        found = [
            m for m in self._memories.values() if m.is_leech and (drill is None or m.drill == drill)
        ]
        return sorted(found, key=lambda m: (-m.lapses, m.drill, m.item_key))

    def memory(self, drill: str, item_key: str) -> ItemMemory | None:
        return self._memories.get((drill, item_key))


class DrillHistory:
    """kiosk.drills.selector.History for one drill, backed by a trainee's MemoryModel."""

    def __init__(self, model: MemoryModel, drill: str) -> None:
        self._model = model
        self._drill = drill

    def weight(self, key: str) -> float:
        return self._model.weight(self._drill, key)

    def observe(self, key: str, correct: bool, ms: int | None = None) -> None:
        del ms
        self._model.record(self._drill, key, correct)
