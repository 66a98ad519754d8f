"""The supervisor gate's code: a salted scrypt hash (the site settings' `supervisor_pin`), and a
lockout that grows and survives a restart.

The stored form is `scrypt$N$r$p$salt$hash` (kiosk.settings.PIN_HASH, which the settings file is
read with too), so the cost can rise later without breaking codes already set; anything else (a
truncated hash, a cost out of bounds) is refused, never taken as a match. From the FREE_TRIES-th wrong PIN on, each one locks the entry for twice as long
as the last (5 s, 10 s, 20 s … at most 15 minutes); a right PIN resets the count.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import time
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

from kiosk.files import write_whole
from kiosk.settings import PIN_HASH

_N, _R, _P = 2**16, 8, 1  # the cost of every hash the kiosk writes
MIN_N = 2**14  # the least cost PIN_HASH takes (the tests hash at it)
_HASH = re.compile(PIN_HASH)
LOCK_FILE = "supervisor-lockout.json"
FREE_TRIES = 3
FIRST_DELAY_S = 5.0
MAX_DELAY_S = 15 * 60.0


def valid_new_code(code: str) -> bool:
    """A gate code: 10 to 32 digits (the kiosk's keypad types digits), at least 4 different
    digits, not a plain run like 0123456789. The hash is readable by the kiosk's user: 10 random
    digits behind scrypt at this cost take a single computer decades to search."""
    if not code.isascii() or not code.isdigit() or not 10 <= len(code) <= 32:
        return False
    runs = "01234567890123456789" * 4
    return len(set(code)) >= 4 and code not in runs and code not in runs[::-1]


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(
        pin.encode(), salt=salt, n=n, r=r, p=p, dklen=32, maxmem=256 * n * r + 2**24
    )


def hash_pin(pin: str, salt: bytes | None = None, n: int = _N) -> str:
    salt = salt if salt is not None else os.urandom(16)
    digest = _scrypt(pin, salt, n, _R, _P)
    return f"scrypt${n}${_R}${_P}${salt.hex()}${digest.hex()}"


def check_pin(pin: str, stored: str) -> bool:
    """Whether `pin` matches; a hash that is not strictly PIN_HASH matches nothing."""
    m = _HASH.fullmatch(stored)
    if m is None or len(pin) > 256:
        return False
    computed = _scrypt(pin, bytes.fromhex(m[4]), int(m[1]), int(m[2]), int(m[3]))
    return hmac.compare_digest(computed.hex(), m[5])


class Outcome(StrEnum):
    OPEN = "open"
    WRONG = "wrong"
    LOCKED = "locked"  # not even checked: still waiting out an earlier lockout


class PinLock:
    """Checks PIN entries against the stored hash with a growing lockout; clock injectable.

    With a `state_file` the count of wrong tries and the end of the lockout (wall-clock time)
    are written after every try and read back at start, so a restart does not reset them; an
    unreadable state file counts as a lockout at its longest (deleting it is the way to clear it).
    """

    def __init__(
        self,
        stored: str,
        clock: Callable[[], float] = time.time,
        state_file: Path | None = None,
    ) -> None:
        self.stored = stored
        self._clock = clock
        self.state_file = state_file
        self.failures = 0
        self._locked_until = 0.0
        self._load()

    def _load(self) -> None:
        if self.state_file is None or not self.state_file.exists():
            return
        try:
            data = json.loads(self.state_file.read_text(encoding="utf-8")[:4096])
            failures, until = data["failures"], data["locked_until"]
            if not isinstance(failures, int) or not isinstance(until, (int, float)):
                raise TypeError
            self.failures = max(0, min(failures, 1000))
            # never longer than the longest lockout, whatever the clock did meanwhile
            self._locked_until = min(float(until), self._clock() + MAX_DELAY_S)
        except (OSError, ValueError, KeyError, TypeError):
            self.failures = FREE_TRIES + 10
            self._locked_until = self._clock() + MAX_DELAY_S

    def _save(self) -> None:
        if self.state_file is None:
            return
        text = json.dumps({"failures": self.failures, "locked_until": self._locked_until})
        write_whole(self.state_file, text + "\n")

    def wait_seconds(self) -> float:
        """Seconds until the next try is taken (0 when it is taken now)."""
        return max(0.0, min(MAX_DELAY_S, self._locked_until - self._clock()))

    def next_delay(self) -> float:
        """The lockout the next wrong PIN will bring."""
        wrong = self.failures + 1
        if wrong < FREE_TRIES:
            return 0.0
        return float(min(MAX_DELAY_S, FIRST_DELAY_S * 2 ** (wrong - FREE_TRIES)))

    def attempt(self, pin: str) -> Outcome:
        if self.wait_seconds() > 0:
            return Outcome.LOCKED
        if check_pin(pin, self.stored):
            self.failures = 0
            self._locked_until = 0.0
            self._save()
            return Outcome.OPEN
        delay = self.next_delay()
        self.failures += 1
        self._locked_until = self._clock() + delay
        self._save()
        return Outcome.WRONG
