"""The item generator of certification exams: every draw an exam makes, from its seed alone, the
same on every Python version, on the kiosk that shows the items and for the notary that judges
them; and the recorded form of the answers given to them (`encode`, `decode`).

`SealedRandom` is a `random.Random` whose draws all come from HMAC-SHA256 keyed by the seed over
a counter, with our own algorithms for every method the drills use (choice, choices, randint,
randrange, random, sample, shuffle): the standard library's algorithms may change between
Python versions, ours change only with GENERATOR, which every seal names.

A kiosk records each answer as the item's key (as shown) and, as JSON, the inputs given to it,
one per step (`encode`); the notary reads them back (`decode`) to judge them again.
"""

from __future__ import annotations

import bisect
import hashlib
import hmac
import itertools
import json
from collections.abc import Iterable, Mapping, MutableSequence, Sequence
from decimal import Decimal
from enum import Enum
from fractions import Fraction
from random import Random
from typing import Any, NoReturn, TypeVar

from kiosk.domain.settlement import StepKind
from kiosk.drills.table import BoxAction, BoxMove, SettleMove
from kiosk.i18n import translate

# The version of the generator below; a seal names the one its attempt's items came from.
GENERATOR = "hmac-sha256/1"

T = TypeVar("T")


class SealedRandom(Random):
    def __init__(self, seed: str) -> None:
        try:
            self._key = bytes.fromhex(seed)
        except ValueError:
            self._key = b""
        if len(self._key) < 16:
            raise ValueError(
                translate("notary", "a seed is at least 32 hex digits, not {seed!r}").format(
                    seed=seed
                )
            )
        self._blocks = itertools.count()
        self._pool = 0
        self._pool_bits = 0
        super().__init__()

    def seed(self, a: Any = None, version: int = 2) -> None:
        """The seed is given once, to the constructor (Random.__init__ calls this)."""

    def getstate(self) -> NoReturn:
        raise NotImplementedError("a SealedRandom is drawn from its seed, not from a state")

    def setstate(self, state: Any) -> NoReturn:
        raise NotImplementedError("a SealedRandom is drawn from its seed, not from a state")

    def getrandbits(self, k: int, /) -> int:
        if k < 0:
            raise ValueError("the number of bits must be 0 or more")
        while self._pool_bits < k:
            block = hmac.new(
                self._key, next(self._blocks).to_bytes(8, "big"), hashlib.sha256
            ).digest()
            self._pool = (self._pool << 256) | int.from_bytes(block, "big")
            self._pool_bits += 256
        self._pool_bits -= k
        value = self._pool >> self._pool_bits
        self._pool &= (1 << self._pool_bits) - 1
        return value

    def _below(self, n: int) -> int:
        """A whole number from 0 to n - 1, each as likely (rejection of the excess)."""
        if n <= 0:
            raise ValueError("nothing to choose from")
        bits = n.bit_length()
        while True:
            value = self.getrandbits(bits)
            if value < n:
                return value

    def random(self) -> float:
        return self.getrandbits(53) / (1 << 53)

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None:
            start, stop = 0, start
        if step == 0:
            raise ValueError("a step of 0")
        count = len(range(start, stop, step))
        return start + step * self._below(count)

    def randint(self, a: int, b: int) -> int:
        return a + self._below(b - a + 1)

    def choice(self, seq: Any) -> Any:
        return seq[self._below(len(seq))]

    def choices(
        self,
        population: Any,
        weights: Sequence[float | Fraction] | None = None,
        *,
        cum_weights: Sequence[float | Fraction] | None = None,
        k: int = 1,
    ) -> list[Any]:
        if weights is None and cum_weights is None:
            return [self.choice(population) for _ in range(k)]
        if cum_weights is None:
            cum_weights = list(itertools.accumulate(weights or ()))
        if len(cum_weights) != len(population):
            raise ValueError("the number of weights does not match the population")
        total = float(cum_weights[-1])
        if total <= 0:
            raise ValueError("the weights add up to nothing")
        return [
            population[bisect.bisect_right(cum_weights, self.random() * total)] for _ in range(k)
        ]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        for i in range(len(x) - 1, 0, -1):  # Fisher–Yates
            j = self._below(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(
        self, population: Sequence[T], k: int, *, counts: Iterable[int] | None = None
    ) -> list[T]:
        if counts is not None:
            population = [v for v, n in zip(population, counts, strict=True) for _ in range(n)]
        if not 0 <= k <= len(population):
            raise ValueError("sample larger than the population, or negative")
        pool = list(population)
        for i in range(k):  # a partial Fisher–Yates from the front
            j = i + self._below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]


def house_draws() -> SealedRandom:
    """The draws that find which items a house's rules can produce at all: always the same, so
    that the items an exam offers are a function of its ruleset alone, on every Python version
    and whatever was drawn before (never the exam's own draws)."""
    return SealedRandom("00" * 32)


def _plain(value: object) -> Any:
    if isinstance(value, bool | int | str) or value is None:
        return value
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, SettleMove):
        return {"wager": value.wager, "kind": value.kind.value, "amount": str(value.amount)}
    if isinstance(value, BoxMove):
        return {"box": value.box, "action": value.action.value, "amount": str(value.amount)}
    if isinstance(value, Mapping):
        return {str(_plain(k)): _plain(v) for k, v in value.items()}
    raise TypeError(f"an answer of type {type(value).__name__} has no recorded form")


def encode(steps: Sequence[object]) -> str:
    """The inputs given to one item, one per step, as the kiosk records them."""
    return json.dumps([_plain(step) for step in steps], sort_keys=True, separators=(",", ":"))


def _input(value: Any) -> object:
    if isinstance(value, dict) and "wager" in value:
        return SettleMove(int(value["wager"]), StepKind(value["kind"]), Decimal(value["amount"]))
    if isinstance(value, dict) and "box" in value:
        return BoxMove(int(value["box"]), BoxAction(value["action"]), Decimal(value["amount"]))
    return value


def decode(text: str) -> list[object]:
    """The inputs `encode` recorded; ValueError when they are no such record."""
    steps = json.loads(text)
    if not isinstance(steps, list):
        raise ValueError("expected a list of inputs")
    try:
        return [_input(step) for step in steps]
    except (KeyError, TypeError, ArithmeticError) as exc:
        raise ValueError(str(exc)) from None
