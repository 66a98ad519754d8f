"""Which item comes next: weighted towards the trainee's recent mistakes, covering every cell.

The weights come from a History, an interface the records layer implements with its own memory
model (spaced repetition); RecentMistakes is the in-memory default. Coverage is deficit-based:
every few picks go to the item served least so far, so every cell comes up over time. The same
item is never served twice in a row (unless the drill has only one).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from random import Random
from typing import Protocol


class History(Protocol):
    def weight(self, key: str) -> float:
        """How much this trainee needs the item now: 1 is normal, more is weaker, ≥ 0."""
        ...

    def observe(self, key: str, correct: bool, ms: int | None = None) -> None:
        """An item was answered, right or not, in `ms` milliseconds (the records layer may
        ignore this and read its database)."""
        ...


class RecentMistakes:
    """Weight 1 + boost × the share of mistakes in the item's last `window` answers."""

    def __init__(self, window: int = 5, boost: float = 6.0) -> None:
        self.window = window
        self.boost = boost
        self._recent: dict[str, deque[bool]] = {}

    def weight(self, key: str) -> float:
        recent = self._recent.get(key)
        if not recent:
            return 1.0
        return 1.0 + self.boost * sum(1 for ok in recent if not ok) / len(recent)

    def observe(self, key: str, correct: bool, ms: int | None = None) -> None:
        del ms
        self._recent.setdefault(key, deque(maxlen=self.window)).append(correct)


class Selector:
    """Picks item keys. `coverage` is the share of picks that go to the least-served item."""

    def __init__(
        self,
        keys: Sequence[str],
        rng: Random,
        history: History | None = None,
        coverage: float = 0.25,
        served: Mapping[str, int] | None = None,
    ) -> None:
        if not keys:
            raise ValueError("a selector needs at least one item key")
        self.keys = tuple(dict.fromkeys(keys))
        self.rng = rng
        self.history: History = history if history is not None else RecentMistakes()
        self.coverage = coverage
        self.served = {key: 0 for key in self.keys}
        for key, count in (served or {}).items():
            if key in self.served:
                self.served[key] = count
        self.last: str | None = None

    def next(self) -> str:
        candidates = [k for k in self.keys if k != self.last] or list(self.keys)
        if self.rng.random() < self.coverage:
            fewest = min(self.served[k] for k in candidates)
            key = self.rng.choice([k for k in candidates if self.served[k] == fewest])
        else:
            weights = [max(0.0, self.history.weight(k)) for k in candidates]
            if sum(weights) <= 0:
                weights = [1.0] * len(candidates)
            key = self.rng.choices(candidates, weights)[0]
        self.served[key] += 1
        self.last = key
        return key

    def observe(self, key: str, correct: bool, ms: int | None = None) -> None:
        self.history.observe(key, correct, ms)
