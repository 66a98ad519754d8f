"""Supervisor PIN: scrypt hash, never the PIN; lockout grows with wrong tries."""

from __future__ import annotations

from kiosk.records.access import (
    MAX_DELAY_S,
    Outcome,
    PinLock,
    check_pin,
    hash_pin,
    valid_new_pin,
)


class Ticks:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_hash_is_salted_and_checks() -> None:
    a, b = hash_pin("4711"), hash_pin("4711")
    assert a != b and "4711" not in a and a.startswith("scrypt$")
    assert check_pin("4711", a) and check_pin("4711", b)
    assert not check_pin("4712", a)
    assert not check_pin("4711", "garbage") and not check_pin("4711", "md5$1$1$1$00$00")


def test_new_pins_must_be_reasonable() -> None:
    assert valid_new_pin("4711") and valid_new_pin("20481632")
    for bad in ("123", "1234", "0000", "98765", "12a4", "123456789"):
        assert not valid_new_pin(bad), bad


def test_lockout_grows_and_resets() -> None:
    ticks = Ticks()
    lock = PinLock(hash_pin("4711"), clock=ticks)
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


def test_lockout_is_capped() -> None:
    ticks = Ticks()
    lock = PinLock(hash_pin("4711"), clock=ticks)
    for _ in range(12):  # 5 s doubled eight times passes the cap
        ticks.now += lock.wait_seconds()
        lock.attempt("0000")
    assert lock.wait_seconds() == MAX_DELAY_S
