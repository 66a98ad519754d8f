"""Supervisor PIN: scrypt hash, never the PIN; lockout grows with wrong tries."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.records.access import (
    FREE_TRIES,
    MAX_DELAY_S,
    MIN_N,
    Outcome,
    PinLock,
    check_pin,
    hash_pin,
    valid_new_code,
)


class Ticks:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.slow
def test_hash_is_salted_and_checks() -> None:
    a, b = hash_pin("4711", n=MIN_N), hash_pin("4711", n=MIN_N)
    assert a != b and "4711" not in a and a.startswith("scrypt$")
    assert check_pin("4711", a) and check_pin("4711", b)
    assert not check_pin("4712", a)
    assert not check_pin("4711", "garbage") and not check_pin("4711", "md5$1$1$1$00$00")


def test_new_gate_codes_must_be_reasonable() -> None:
    assert valid_new_code("4711209386") and valid_new_code("20481632" * 4)
    for bad in ("4711", "123456789", "0000000000", "9876543210", "47112093a6", "1" * 33):
        assert not valid_new_code(bad), bad
    assert not valid_new_code("1212121212") and not valid_new_code("４７１１２０９３８６")


@pytest.mark.slow
def test_lockout_grows_and_resets() -> None:
    ticks = Ticks()
    lock = PinLock(hash_pin("4711", n=MIN_N), clock=ticks)
    for _ in range(2):
        assert lock.attempt("1111") is Outcome.WRONG
        assert lock.wait_seconds() == 0
    assert lock.attempt("1111") is Outcome.WRONG
    assert lock.wait_seconds() == 5
    assert lock.attempt("4711") is Outcome.LOCKED  # even the right PIN waits
    ticks.now += 5
    assert lock.attempt("2222") is Outcome.WRONG
    assert lock.wait_seconds() == 10
    ticks.now += 10
    assert lock.attempt("3333") is Outcome.WRONG
    assert lock.wait_seconds() == 20
    ticks.now += 20
    assert lock.attempt("4711") is Outcome.OPEN
    assert lock.failures == 0 and lock.wait_seconds() == 0


@pytest.mark.slow
def test_lockout_is_capped() -> None:
    ticks = Ticks()
    lock = PinLock(hash_pin("4711", n=MIN_N), clock=ticks)
    for _ in range(12):  # 5 s doubled eight times passes the cap
        ticks.now += lock.wait_seconds()
        lock.attempt("0000")
    assert lock.wait_seconds() == MAX_DELAY_S


@pytest.mark.slow
def test_a_truncated_hash_opens_nothing() -> None:
    """Cutting hex digits off the stored hash used to shorten the comparison to match."""
    stored = hash_pin("4711", n=MIN_N)
    assert check_pin("4711", stored)
    for cut in (2, 10, 62):
        assert not check_pin("4711", stored[:-cut])
    assert not check_pin("4711", stored.upper())
    assert not check_pin("4711", stored.replace("$8$", "$1$"))  # cost out of bounds


@pytest.mark.slow
def test_the_lockout_survives_a_restart(tmp_path: Path) -> None:
    now = [1000.0]
    state = tmp_path / "lock.json"
    stored = hash_pin("4711", n=MIN_N)
    lock = PinLock(stored, clock=lambda: now[0], state_file=state)
    for _ in range(FREE_TRIES):
        assert lock.attempt("0000") is Outcome.WRONG
    assert lock.wait_seconds() > 0
    assert state.stat().st_mode & 0o777 == 0o600
    again = PinLock(stored, clock=lambda: now[0], state_file=state)  # the kiosk restarted
    assert again.failures == FREE_TRIES and again.wait_seconds() == lock.wait_seconds()
    assert again.attempt("4711") is Outcome.LOCKED
    now[0] += again.wait_seconds()
    assert again.attempt("4711") is Outcome.OPEN
    assert PinLock(stored, clock=lambda: now[0], state_file=state).failures == 0
    state.write_text("garbage")  # a damaged state locks at the longest, never opens it up
    assert PinLock(stored, clock=lambda: now[0], state_file=state).wait_seconds() == MAX_DELAY_S
