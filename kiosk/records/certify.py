"""Checking a certificate: what a check found and its exit status, and the PDF's metadata.

A certificate PDF carries in its XMP metadata the notary's seals of its attempt
(kiosk.notary.certificates checks them), or says it is not attested (one PC), or (printed before
the notary) carries the entry a PC sealed with its own key. Such an old certificate, by its PDF
or by its code looked up in the records every `kiosk records` command uses (`chosen_store`), is
reported as sealed before the notary with that key: never attested, never forged.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.domain.money import format_percent
from kiosk.i18n import LANGUAGES, current_language, set_language, translate
from kiosk.records.location import chosen_records, open_records
from kiosk.records.model import RecordsError
from kiosk.records.pdftext import pdf_text
from kiosk.records.seal import Entry, SealBook, normal_code, verification_code
from kiosk.records.store import DB_FILE
from kiosk.settings import default_data_dir, load_settings
from kiosk.text import shown

if TYPE_CHECKING:
    from kiosk.records.store import RecordStore
    from kiosk.settings import Settings

MAX_PDF_BYTES = 32 * 1024 * 1024
_SEAL = re.compile(rb"<kiosk-seal>([A-Za-z0-9+/=]{1,200000})</kiosk-seal>")


def seal_blob(entry: Entry) -> str:
    data = {"payload": entry.payload, "signature": entry.signature.hex(), "key": entry.key_id}
    return base64.b64encode(json.dumps(data).encode()).decode()


def xmp_metadata(entry: Entry) -> bytes:
    """The XMP packet a certificate PDF carries its seal in."""
    return _xmp("<kiosk-seal>" + seal_blob(entry) + "</kiosk-seal>")


_NOTARY = re.compile(rb"<kiosk-notary>([A-Za-z0-9+/=]{1,400000})</kiosk-notary>")
_NOT_ATTESTED = b"<kiosk-not-attested/>"


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

    def facts(self) -> dict[str, Any]:
        """The facts in the form a certificate check prints and compares with the page."""
        return {
            "trainee": {"name": self.name, "badge": self.badge},
            "exam": {"name": self.title.get("en", self.exam), "id": self.exam},
            "score": {"passed": self.passed, "correct": self.correct, "total": self.total},
            "finished": self.finished,
            "examiner": self.examiner,
        } | (
            {}
            if self.practical is None
            else {
                "practical": {
                    "coups": self.practical.coups,
                    "sessions": self.practical.sessions,
                    "passed": self.practical.passed,
                }
            }
        )


def notary_metadata(seals: str) -> bytes:
    """The XMP packet a notary's certificate carries its seals in."""
    return _xmp(f"<kiosk-notary>{seals}</kiosk-notary>")


def not_attested_metadata() -> bytes:
    """The XMP packet of a result no notary sealed (one PC, no records server)."""
    return _xmp(_NOT_ATTESTED.decode())


def _xmp(inner: str) -> bytes:
    return (
        '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        f'<x:xmpmeta xmlns:x="adobe:ns:meta/">{inner}</x:xmpmeta><?xpacket end="r"?>'
    ).encode()


def notary_seals(data: bytes) -> str | None:
    """The notary's seals a PDF carries (base64 JSON), None when it carries none."""
    found = _NOTARY.search(data)
    return found.group(1).decode() if found else None


def not_attested(data: bytes) -> bool:
    """Whether a PDF is the certificate of a result no notary sealed (one PC)."""
    return _NOT_ATTESTED in data and _SEAL.search(data) is None and _NOTARY.search(data) is None


def read_pdf(path: Path) -> bytes:
    """The first MAX_PDF_BYTES of a PDF; RecordsError when it cannot be read."""
    try:
        with path.open("rb") as pdf:
            return pdf.read(MAX_PDF_BYTES)
    except OSError as exc:  # not a certificate to judge: the path given cannot be read
        raise RecordsError(f"{path}: {exc.strerror or exc}") from None


def page_texts(data: bytes) -> list[str]:
    """The texts on a PDF's page ([] when its fonts' maps do not decode)."""

    try:
        return pdf_text(data)
    except ValueError:
        return []


class Verdict(IntEnum):
    """What a certificate check found, as `kiosk records check-certificate` exits (2 is kept for
    arguments it cannot use). Only VALID is a certification that counts."""

    VALID = 0  # genuine, passed, not voided, and the records hold it unchanged
    FORGED = 1  # the signature does not hold, or the records or the page say otherwise
    FAILED = 3  # genuine: the exam was not passed
    VOIDED = 4  # genuine, but an examiner voided it
    UNKNOWN = 5  # no such certificate: not in these records, or no seal in the file
    UNCONFIRMED = 6  # genuine and passed, but no records here to ask about a later void
    NOT_ATTESTED = 7  # no notary sealed it (one PC, no records server)
    BEFORE_NOTARY = 8  # sealed by a PC's own key before the notary: not attested by it
    SUPERSEDED = 9  # genuine and passed, but a later certification of the candidate replaces it
    NO_PRACTICAL = 10  # genuine theory, but the practical is missing, unsealed or incomplete


@dataclass
class CertificateCheck:
    """What a check found; `lines()` says it in words, `verdict` as the exit status."""

    genuine: bool = False
    facts: dict[str, Any] = field(default_factory=dict)
    code: str = ""
    record: str = "unknown"  # matches, changed, missing, no-records
    problem: str = ""
    voided: bool = False  # the records hold an examiner's void of it
    superseded_by: int | None = None  # the attempt whose later certification replaces it
    unknown: bool = False  # the problem is that there is no such certificate
    # A PDF's page beside its seal: (what, as sealed, what the page says there or ""); None
    # for a code. Any sealed fact the page does not say makes the certificate forged.
    page: list[tuple[str, str, str]] | None = None
    attested: Attested | None = None  # what the notary sealed, when it sealed it
    legacy_key: str = ""  # the PC's key that sealed it before the notary
    not_attested: bool = False  # a one-PC result: no notary sealed it

    @property
    def page_differs(self) -> bool:
        return self.page is not None and not all(found for _, _, found in self.page)

    @property
    def verdict(self) -> Verdict:
        passed = bool((self.facts.get("score") or {}).get("passed"))
        if self.unknown:
            return Verdict.UNKNOWN
        if self.not_attested:
            return Verdict.NOT_ATTESTED
        if self.legacy_key:
            return Verdict.BEFORE_NOTARY
        if self.problem or not self.genuine or self.record == "changed" or self.page_differs:
            return Verdict.FORGED
        if self.record == "missing":
            return Verdict.UNKNOWN
        if self.voided:
            return Verdict.VOIDED
        if self.superseded_by is not None:
            return Verdict.SUPERSEDED
        practical = self.attested.practical if self.attested else None
        if not passed or (practical is not None and practical.failed):
            return Verdict.FAILED
        if practical is not None and not practical.complete:
            return Verdict.NO_PRACTICAL
        return Verdict.UNCONFIRMED if self.record == "no-records" else Verdict.VALID

    @property
    def ok(self) -> bool:
        """Genuine and held unchanged by the records, whatever the result (see `verdict`)."""
        return self.genuine and self.record == "matches"

    def lines(self) -> list[str]:
        """What the check found, a line each; what the certificate says (which anyone can write
        into a PDF) cannot start a line of its own or reach a terminal as an escape sequence."""
        return [shown(line) for line in self._lines()]

    def _lines(self) -> list[str]:
        if self.problem:
            return [self.problem]
        if self.not_attested:
            return [translate("records", "Not attested (one PC, no records server).")]
        if self.legacy_key:
            return [
                translate("records", "Verification code: {code}").format(code=self.code),
                translate("records", "Sealed before the notary, key {key}: not attested.").format(
                    key=self.legacy_key
                ),
            ]
        assert self.attested is not None
        return self._attested_lines(self.attested)

    def _attested_lines(self, a: Attested) -> list[str]:
        out = [
            translate("records", "Issued to: {name} (badge {badge})").format(
                name=a.name, badge=a.badge or "-"
            ),
            translate("records", "Exam: {name} ({id}), version {version}, attempt {number}").format(
                name=a.title.get(current_language(), a.exam),
                id=a.exam,
                version=a.exam_version,
                number=a.attempt_number,
            ),
            translate("records", "Result: {verdict}, {correct} of {total}, finished {when}").format(
                verdict=(
                    translate("records", "passed") if a.passed else translate("records", "failed")
                ),
                correct=a.correct,
                total=a.total,
                when=a.finished[:16].replace("T", " "),
            ),
            translate("records", "Examiner: {name}").format(name=a.examiner),
        ]
        if a.practical is not None:
            out.append(translate("records", "Practical: {words}").format(words=a.practical.words()))
        out += [
            translate("records", "Verification code: {code}").format(code=a.code),
            translate("records", "Sealed by the notary of {room}, key {fingerprint}.").format(
                room=a.room, fingerprint=a.fingerprint
            ),
        ]
        out.append(
            {
                "matches": translate(
                    "records", "The records server holds this result, sealed as printed."
                ),
                "missing": translate("records", "The records server does not hold this result."),
                "no-records": translate(
                    "records",
                    "OFFLINE CHECK: the records server could not be asked about a later void.",
                ),
            }.get(self.record, "")
        )
        if self.voided:
            out.append(translate("records", "VOID: an examiner voided this result."))
        if self.superseded_by is not None:
            out.append(
                translate(
                    "records",
                    "SUPERSEDED: the candidate's later certification (attempt {attempt}) "
                    "replaces this one.",
                ).format(attempt=self.superseded_by)
            )
        out.extend(self._page_lines())
        return out

    def _page_lines(self) -> list[str]:
        if self.page is None:
            return []
        out = [translate("records", "The page beside its seal:")]
        missing = translate("records", "NOT ON THE PAGE")
        for what, sealed, found in self.page:
            out.append(
                translate("records", "  {what}: sealed {sealed}; on the page: {found}").format(
                    what=what, sealed=sealed, found=found or missing
                )
            )
        if self.page_differs:
            out.append(translate("records", "THE PAGE DIFFERS from its seal: it was edited."))
        return out


# Opens the records a check looks in (the chosen store: --records, KIOSK_RECORDS, the site
# settings, else the data folder's file), or None when there are none here.
RecordsOpener = Callable[[], "RecordStore | None"]


def chosen_store(
    data_dir: Path | None,
    given: str | None = None,
    settings: Settings | None = None,
    needed: bool = False,
) -> RecordsOpener:
    """The records every `kiosk records` command uses, read-only and without the outbox (a
    records server that cannot be reached is OfflineError, chosen records that are not there
    RecordsError); None when no records are chosen and the data folder holds none, unless they
    are `needed` (a code is looked up in them), which is RecordsError then too."""

    def open_chosen() -> RecordStore | None:

        folder = data_dir or default_data_dir()
        site = settings if settings is not None else load_settings(data_dir)
        if not needed and chosen_records(given, site) is None and not (folder / DB_FILE).is_file():
            return None
        return open_records(data_dir, given, site, outbox=False, read_only=True)

    return open_chosen


def check_code(code: str, records: RecordsOpener) -> CertificateCheck:
    """The certificate with this verification code, looked up in the chosen records (one PC):
    a result a PC sealed with its own key before the notary, or none."""

    code = normal_code(code)
    store = records()
    if store is None:
        return CertificateCheck(
            problem=translate(
                "records", "No records here to look the code up in: check the PDF instead."
            )
        )
    try:
        entry = SealBook(store).by_code(code)
    finally:
        store.close()
    if entry is None:
        return CertificateCheck(
            code=code,
            problem=translate(
                "records", "No certificate with the code {code} in these records."
            ).format(code=code),
            unknown=True,
        )
    return CertificateCheck(code=code, legacy_key=entry.key_id)


def _every_language(context: str, text: str) -> set[str]:
    """`text` as each language the app speaks says it."""

    kept, said = current_language(), set()
    try:
        for language in LANGUAGES:
            set_language(language)
            said.add(translate(context, text))
    finally:
        set_language(kept)
    return said


def page_facts(facts: Mapping[str, Any], code: str, texts: list[str]) -> list[tuple[str, str, str]]:
    """The sealed facts a certificate's page prints, each with the text of the page that says
    it ("" when none does): the name, the badge, the verdict, the score, the date (as either
    language writes it, in UTC or this PC's time) and the verification code."""

    trainee = facts.get("trainee") or {}
    score = facts.get("score") or {}
    rows: list[tuple[str, str, str]] = []

    def say(what: str, sealed: str, says: Callable[[str], object]) -> None:
        rows.append((what, sealed, next((t for t in texts if says(t)), "")))

    name, badge = str(trainee.get("name", "")), str(trainee.get("badge") or "")
    say(translate("records", "name"), name, lambda t: t == name)
    if badge:
        say(
            translate("records", "badge"),
            badge,
            lambda t: re.search(rf"(?<!\w){re.escape(badge)}(?!\w)", t),
        )
    passed = bool(score.get("passed"))
    verdicts = _every_language("Certificate", "PASSED" if passed else "NOT PASSED")
    verdict = translate("records", "passed") if passed else translate("records", "failed")
    say(translate("records", "result"), verdict, lambda t: t in verdicts)
    correct, total = score.get("correct"), score.get("total")
    both = rf"(?<!\d){correct}(?!\d)\D+(?<!\d){total}(?!\d)"
    say(translate("records", "score"), f"{correct}/{total}", lambda t: re.search(both, t))
    try:
        finished = datetime.fromisoformat(str(facts.get("finished")))
        days = {finished.date(), finished.astimezone().date()}
    except ValueError:
        days = set()
    dates = {d.strftime(f) for d in days for f in ("%Y-%m-%d", "%d.%m.%Y")}
    when = str(facts.get("finished", "?"))[:10]
    say(translate("records", "date"), when, lambda t: any(d in t for d in dates))
    say(translate("records", "verification code"), code, lambda t: code in t)
    return rows


def check_pdf(path: Path, data: bytes) -> CertificateCheck:
    """A PDF without the notary's seals: not attested (one PC), or sealed before the notary by
    the PC's key it names, or no certificate of ours."""
    if not_attested(data):
        return CertificateCheck(not_attested=True)
    found = _SEAL.search(data)
    if found is None:
        return CertificateCheck(
            problem=translate("records", "{path}: no sealed kiosk certificate in this file").format(
                path=path
            ),
            unknown=True,
        )
    try:
        blob = json.loads(base64.b64decode(found.group(1), validate=True))
        key, signature = str(blob["key"]), bytes.fromhex(str(blob["signature"]))
    except (ValueError, KeyError, TypeError):
        return CertificateCheck(
            problem=translate("records", "{path}: the certificate's seal is damaged").format(
                path=path
            )
        )
    return CertificateCheck(code=verification_code(signature), legacy_key=key)
