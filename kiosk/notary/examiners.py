"""The examiners and their one-time codes (RFC 6238), checked by the notary alone.

Each examiner has a TOTP secret, shown once at enrolment (as a QR code for an authenticator app
and as text) and kept in a file only the notary's user reads, never in the database. A code is
taken once: the notary keeps the last time-step it accepted for each examiner and refuses that
step and any before it. Five wrong codes within ten minutes lock the examiner until enrolled
anew (`kiosk notary add-examiner NAME --replace`), which also gives a new secret.
"""

from __future__ import annotations

import contextlib
import fcntl
import hmac
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Any

import pyotp

from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.private import read_private, write_private

FORMAT = "kiosk-examiners/1"
STEP_SECONDS = 30
# Steps on either side of the current one a code may come from (a clock a little off).
DRIFT_STEPS = 1
LOCK_AFTER = 5
LOCK_WINDOW = timedelta(minutes=10)
NAME_LENGTH = 80


class Verdict(StrEnum):
    ACCEPTED = "accepted"
    WRONG = "wrong"  # not the examiner's code now
    USED = "used"  # a code of a time-step already taken
    LOCKED = "locked"
    UNKNOWN = "unknown"  # no such examiner

    def words(self) -> str:
        return {
            Verdict.ACCEPTED: translate("notary", "the code is accepted"),
            Verdict.WRONG: translate("notary", "the code is wrong"),
            Verdict.USED: translate("notary", "the code was used already"),
            Verdict.LOCKED: translate(
                "notary", "the examiner is locked after too many wrong codes"
            ),
            Verdict.UNKNOWN: translate("notary", "no such examiner"),
        }[self]


@dataclass
class Examiner:
    secret: str
    enrolled: str
    last_step: int | None = None
    failures: list[str] = field(default_factory=list)
    locked: bool = False


def _step(when: datetime) -> int:
    return int(when.timestamp()) // STEP_SECONDS


def provisioning_uri(name: str, secret: str, room: str) -> str:
    """The otpauth:// address an authenticator app reads from the QR code."""
    return pyotp.TOTP(secret).provisioning_uri(name=name, issuer_name=f"kiosk {room}")


class Examiners:
    """The examiners' file; each change is made under a lock and written whole."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @contextlib.contextmanager
    def _held(self) -> Iterator[dict[str, Examiner]]:
        """The examiners, locked against every other notary process, written back after the
        block."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path.with_name(self.path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            examiners = self._read() if self.path.exists() else {}
            yield examiners
            write_private(
                self.path,
                json.dumps(
                    {
                        "format": FORMAT,
                        "examiners": {n: e.__dict__ for n, e in sorted(examiners.items())},
                    },
                    indent=1,
                )
                + "\n",
            )
        finally:
            os.close(fd)

    def _read(self) -> dict[str, Examiner]:
        try:
            data: Any = json.loads(read_private(self.path))
            if data.get("format") != FORMAT:
                raise ValueError(f"format: expected {FORMAT}")
            return {str(n): Examiner(**e) for n, e in data["examiners"].items()}
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise NotaryError(
                translate("notary", "{path}: not the notary's examiners ({error})").format(
                    path=self.path, error=exc
                )
            ) from None

    def names(self) -> list[str]:
        return sorted(self._read()) if self.path.exists() else []

    def add(self, name: str, now: datetime, replace: bool = False) -> str:
        """Enrol `name` with a new secret, returned (to be shown once)."""
        name = name.strip()
        if not name or len(name) > NAME_LENGTH or not name.isprintable():
            raise NotaryError(
                translate(
                    "notary", "an examiner's name is 1 to {most} printable characters"
                ).format(most=NAME_LENGTH)
            )
        with self._held() as examiners:
            if name in examiners and not replace:
                raise NotaryError(
                    translate(
                        "notary", "{name} is enrolled already (--replace gives a new secret)"
                    ).format(name=name)
                )
            secret = pyotp.random_base32()
            examiners[name] = Examiner(secret, now.isoformat(timespec="seconds"))
        return secret

    def check(self, name: str, code: str, now: datetime) -> Verdict:
        """Whether `code` is `name`'s code now and not taken before; an accepted code's
        time-step is taken, a wrong one counted."""
        with self._held() as examiners:
            examiner = examiners.get(name)
            if examiner is None:
                return Verdict.UNKNOWN
            if examiner.locked:
                return Verdict.LOCKED
            totp = pyotp.TOTP(examiner.secret)
            now_step = _step(now)
            matched = [
                step
                for step in range(now_step - DRIFT_STEPS, now_step + DRIFT_STEPS + 1)
                if hmac.compare_digest(totp.at(step * STEP_SECONDS).encode(), code.strip().encode())
            ]
            if matched and (examiner.last_step is None or matched[-1] > examiner.last_step):
                examiner.last_step = matched[-1]
                return Verdict.ACCEPTED
            since = now - LOCK_WINDOW
            examiner.failures = [
                t for t in examiner.failures if datetime.fromisoformat(t) > since
            ] + [now.isoformat()]
            examiner.locked = len(examiner.failures) >= LOCK_AFTER
            return Verdict.USED if matched else Verdict.WRONG
