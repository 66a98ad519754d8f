"""The supervisor PIN: a salted scrypt hash in the settings, and a lockout that grows.

The stored form is `scrypt$N$r$p$salt$hash` (hex), so the cost can rise later without breaking
PINs already set. From the FREE_TRIES-th wrong PIN on, each one locks the entry for twice as long
as the last (5 s, 10 s, 20 s … at most 15 minutes); a right PIN resets the count.

hashlib and hmac (OpenSSL's libcrypto) are loaded when a PIN is hashed or checked, not when the
app starts.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from enum import StrEnum

_N, _R, _P = 2**14, 8, 1
PIN_LENGTHS = range(4, 9)
FREE_TRIES = 3
FIRST_DELAY_S = 5.0
MAX_DELAY_S = 15 * 60.0


def valid_new_pin(pin: str) -> bool:
    """4 to 8 digits, not all the same digit and not a plain run like 1234."""
    if not pin.isdigit() or len(pin) not in PIN_LENGTHS or len(set(pin)) == 1:
        return False
    return pin not in "0123456789012345" and pin not in "9876543210987654"


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    import hashlib

    salt = salt if salt is not None else os.urandom(16)
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=32)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def check_pin(pin: str, stored: str) -> bool:
    import hashlib
    import hmac

    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        computed = hashlib.scrypt(
            pin.encode(),
            salt=bytes.fromhex(salt),
            n=int(n),
            r=int(r),
            p=int(p),
            dklen=len(digest) // 2,
        )
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(computed.hex(), digest)


class Outcome(StrEnum):
    OPEN = "open"
    WRONG = "wrong"
    LOCKED = "locked"  # not even checked: still waiting out an earlier lockout


class PinLock:
    """Checks PIN entries against the stored hash with a growing lockout; clock injectable."""

    def __init__(self, stored: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.stored = stored
        self._clock = clock
        self.failures = 0
        self._locked_until = 0.0

    def wait_seconds(self) -> float:
        """Seconds until the next try is taken (0 when it is taken now)."""
        return max(0.0, self._locked_until - self._clock())

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
            return Outcome.OPEN
        delay = self.next_delay()
        self.failures += 1
        self._locked_until = self._clock() + delay
        return Outcome.WRONG
