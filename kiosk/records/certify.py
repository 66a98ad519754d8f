"""What a certificate PDF prints and carries: the facts the notary sealed, and its metadata.

A certificate PDF carries in its XMP metadata the notary's seals of its attempt, or says it is
not attested (one PC), or (printed before the notary) carries the entry a PC sealed with its own
key. kiosk.notary.certificates checks them.
"""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass

from kiosk.domain.money import format_percent
from kiosk.i18n import current_language, translate
from kiosk.records.seal import Entry

SEAL = re.compile(rb"<kiosk-seal>([A-Za-z0-9+/=]{1,200000})</kiosk-seal>")
NOTARY = re.compile(rb"<kiosk-notary>([A-Za-z0-9+/=]{1,400000})</kiosk-notary>")
NOT_ATTESTED = b"<kiosk-not-attested/>"


def xmp_metadata(entry: Entry) -> bytes:
    """The XMP packet a certificate PDF carries its seal in."""
    data = {"payload": entry.payload, "signature": entry.signature.hex(), "key": entry.key_id}
    return _xmp(f"<kiosk-seal>{base64.b64encode(json.dumps(data).encode()).decode()}</kiosk-seal>")


@dataclass(frozen=True)
class PracticalFacts:
    """The practical at a real table as the notary sealed it: the rule its exam's start sealed,
    and what the sessions it sealed for the candidate and that exam add up to."""

    needed_coups: int
    needed_sessions: int
    pass_mark: float
    coups: int = 0
    sessions: int = 0
    share: float | None = None  # the mean of the sessions' weighted results
    red_lines: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        """Whether the sealed sessions meet the evidence rule."""
        return (
            self.sessions > 0
            and self.coups >= self.needed_coups
            and self.sessions >= self.needed_sessions
        )

    @property
    def passed(self) -> bool:
        return (
            self.complete
            and not self.red_lines
            and self.share is not None
            and self.share >= self.pass_mark
        )

    @property
    def failed(self) -> bool:
        """A red line crossed, or the rule met below the pass mark (else not passed yet)."""
        return bool(self.red_lines) or (self.complete and not self.passed)

    def words(self) -> str:
        """The practical in a line, as check-certificate and the page say it."""
        state = (
            translate("records", "passed")
            if self.passed
            else translate("records", "failed")
            if self.failed
            else translate("records", "incomplete")
        )
        return translate(
            "records",
            "{coups} of {needed} coups over {sessions} of {needed_sessions} sealed sessions, "
            "{result}: {state}",
        ).format(
            coups=self.coups,
            needed=self.needed_coups,
            sessions=self.sessions,
            needed_sessions=self.needed_sessions,
            result="–" if self.share is None else format_percent(self.share, current_language()),
            state=state,
        )


@dataclass(frozen=True)
class Attested:
    """A result as the notary sealed it: every fact its certificate prints, each read from the
    attempt's seals (its start and its end), and those seals as the PDF carries them."""

    code: str
    name: str
    badge: str
    exam: str  # the registered exam's name
    title: dict[str, str]  # the exam's title in each language
    exam_version: str  # the start of the registered definition's hash
    attempt: int
    attempt_number: int  # the candidate's how-manieth attempt at this exam
    passed: bool
    correct: int
    total: int
    finished: str  # when the end was sealed (ISO 8601)
    examiner: str
    room: str
    fingerprint: str  # of the notary's key
    seals: str = ""  # base64 JSON of the seals, for the PDF's metadata
    practical: PracticalFacts | None = None  # None: the exam has no practical


def notary_metadata(seals: str) -> bytes:
    """The XMP packet a notary's certificate carries its seals in."""
    return _xmp(f"<kiosk-notary>{seals}</kiosk-notary>")


def not_attested_metadata() -> bytes:
    """The XMP packet of a result no notary sealed (one PC, no records server)."""
    return _xmp(NOT_ATTESTED.decode())


def _xmp(inner: str) -> bytes:
    return (
        '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        f'<x:xmpmeta xmlns:x="adobe:ns:meta/">{inner}</x:xmpmeta><?xpacket end="r"?>'
    ).encode()
