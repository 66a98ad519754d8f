"""A certificate of the notary, and the check of any certificate of ours.

A certificate is printed from the seals of one attempt alone: the start (who, which registered
exam, which examiner, the how-manieth attempt) and the end (the notary's judgement). Its code is
taken from the end's signature; its PDF carries those seals in its XMP metadata
(kiosk.records.certify). `check` verifies them with the pinned keyring, asks the records server
(when it can) whether the result is still there and not voided, and compares the sealed facts
with the text found on the page (kiosk.notary.pdftext). A PDF of one PC says it is not attested;
one printed before the notary carries the entry a PC sealed with its own key, and such a
certificate, by its PDF or by its code in the records, is reported as sealed before the notary
with that key: never attested, never forged.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum
from pathlib import Path

from kiosk.i18n import LANGUAGES, current_language, set_language, translate
from kiosk.notary.pdftext import pdf_text
from kiosk.records.certify import NOT_ATTESTED, NOTARY, SEAL, Attested
from kiosk.records.ledger import (
    Attempt,
    Keyring,
    Ledger,
    Seal,
    State,
    attested,
    code_of,
    handed_down,
    problem,
    seal_of,
)
from kiosk.records.model import RecordsError
from kiosk.records.seal import SealBook, normal_code, verification_code
from kiosk.text import shown

MAX_PDF_BYTES = 32 * 1024 * 1024


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

    code: str = ""
    record: str = "unknown"  # matches, missing, no-records
    problem: str = ""
    voided: bool = False  # the records hold an examiner's void of it
    superseded_by: int | None = None  # the attempt whose later certification replaces it
    unknown: bool = False  # the problem is that there is no such certificate
    # A PDF's page beside its seal: (what, as sealed, what the page says there or ""); None
    # for a code. Any sealed fact the page does not say makes the certificate forged.
    page: list[tuple[str, str, str]] | None = None
    attested: Attested | None = None  # what the notary sealed: genuine, its seals hold
    legacy_key: str = ""  # the PC's key that sealed it before the notary
    not_attested: bool = False  # a one-PC result: no notary sealed it

    @property
    def page_differs(self) -> bool:
        return self.page is not None and not all(found for _, _, found in self.page)

    @property
    def verdict(self) -> Verdict:
        if self.unknown:
            return Verdict.UNKNOWN
        if self.not_attested:
            return Verdict.NOT_ATTESTED
        if self.legacy_key:
            return Verdict.BEFORE_NOTARY
        if self.problem or self.attested is None or self.page_differs:
            return Verdict.FORGED
        if self.record == "missing":
            return Verdict.UNKNOWN
        if self.voided:
            return Verdict.VOIDED
        if self.superseded_by is not None:
            return Verdict.SUPERSEDED
        practical = self.attested.practical
        if not self.attested.passed or (practical is not None and practical.failed):
            return Verdict.FAILED
        if practical is not None and not practical.complete:
            return Verdict.NO_PRACTICAL
        return Verdict.UNCONFIRMED if self.record == "no-records" else Verdict.VALID

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


def read_pdf(path: Path) -> tuple[bytes, str | None]:
    """The first MAX_PDF_BYTES of a PDF and the notary's seals it carries (base64 JSON, None
    when it carries none); RecordsError when it cannot be read."""
    try:
        with path.open("rb") as pdf:
            data = pdf.read(MAX_PDF_BYTES)
    except OSError as exc:  # not a certificate to judge: the path given cannot be read
        raise RecordsError(f"{path}: {exc.strerror or exc}") from None
    found = NOTARY.search(data)
    return data, found.group(1).decode() if found else None


def not_attested(data: bytes) -> bool:
    """Whether a PDF is the certificate of a result no notary sealed (one PC)."""
    return NOT_ATTESTED in data and SEAL.search(data) is None and NOTARY.search(data) is None


def page_texts(data: bytes) -> list[str]:
    """The texts on a PDF's page ([] when its fonts' maps do not decode)."""
    try:
        return pdf_text(data)
    except ValueError:
        return []


def unknown_code(code: str) -> CertificateCheck:
    return CertificateCheck(
        code=code,
        problem=translate(
            "records", "No certificate with the code {code} in these records."
        ).format(code=code),
        unknown=True,
    )


def check_code(code: str, store: object) -> CertificateCheck:
    """The certificate with this verification code, looked up in the records `store` (one PC):
    a result a PC sealed with its own key before the notary, or none."""
    code = normal_code(code)
    entry = SealBook(store).by_code(code)
    return (
        unknown_code(code)
        if entry is None
        else CertificateCheck(code=code, legacy_key=entry.key_id)
    )


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


def page_facts(a: Attested, texts: list[str]) -> list[tuple[str, str, str]]:
    """The sealed facts a certificate's page prints, each with the text of the page that says
    it ("" when none does): the name, the badge, the verdict, the score, the date (as either
    language writes it, in UTC or this PC's time), the verification code, the exam, the
    examiner and the practical's four numbers in their order."""
    rows: list[tuple[str, str, str]] = []

    def say(what: str, sealed: str, says: Callable[[str], object]) -> None:
        rows.append((what, sealed, next((t for t in texts if says(t)), "")))

    def word(text: str) -> Callable[[str], object]:
        return lambda t: re.search(rf"(?<!\w){re.escape(text)}(?!\w)", t)

    say(translate("records", "name"), a.name, lambda t: t == a.name)
    if a.badge:
        say(translate("records", "badge"), a.badge, word(a.badge))
    verdicts = _every_language("Certificate", "PASSED" if a.passed else "NOT PASSED")
    verdict = translate("records", "passed") if a.passed else translate("records", "failed")
    say(translate("records", "result"), verdict, lambda t: t in verdicts)
    both = rf"(?<!\d){a.correct}(?!\d)\D+(?<!\d){a.total}(?!\d)"
    say(translate("records", "score"), f"{a.correct}/{a.total}", lambda t: re.search(both, t))
    try:
        finished = datetime.fromisoformat(a.finished)
        days = {finished.date(), finished.astimezone().date()}
    except ValueError:
        days = set()
    dates = {d.strftime(f) for d in days for f in ("%Y-%m-%d", "%d.%m.%Y")}
    say(translate("records", "date"), a.finished[:10], lambda t: any(d in t for d in dates))
    say(translate("records", "verification code"), a.code, lambda t: a.code in t)
    titles = {t for t in a.title.values() if t} or {a.exam}
    say(translate("records", "exam"), sorted(titles)[0], lambda t: t in titles)
    say(translate("records", "examiner"), a.examiner, word(a.examiner))
    if a.practical is not None:  # its four numbers in their order, in either language
        p = a.practical
        numbers = (p.coups, p.needed_coups, p.sessions, p.needed_sessions)
        pattern = r"\D+".join(rf"(?<!\d){n}(?!\d)" for n in numbers)
        say(translate("records", "practical"), p.words(), lambda t: re.search(pattern, t))
    return rows


def check_pdf(path: Path, data: bytes) -> CertificateCheck:
    """A PDF without the notary's seals: not attested (one PC), or sealed before the notary by
    the PC's key it names, or no certificate of ours."""
    if not_attested(data):
        return CertificateCheck(not_attested=True)
    found = SEAL.search(data)
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


def by_code(ledger: Ledger, code: str) -> Attempt | None:
    """The ended attempt whose certificate carries `code`, as typed."""
    wanted = normal_code(code)
    return next((a for a in ledger.attempts.values() if code_of(a) == wanted), None)


def carried(blob: str) -> list[Seal]:
    """The seals a certificate PDF carries; ValueError when they are damaged."""
    try:
        return [seal_of(i) for i in json.loads(base64.b64decode(blob, validate=True))]
    except (ValueError, TypeError) as exc:
        raise ValueError(str(exc)) from None


def from_seals(seals: Iterable[Seal], keyring: Keyring) -> tuple[Attempt | None, str, Keyring]:
    """The attempt the carried seals (its start and its end, and the hand-overs from its key
    on) tell, after checking each with the keyring and the keys those hand-overs hand down to
    it; (None, why, …) when they are not genuine or not one attempt's start and end."""
    seals = list(seals)
    keyring = handed_down(keyring, seals)
    ledger = Ledger(keyring)
    for seal in seals:
        bad = problem(seal, keyring)
        if bad is not None:
            return (
                None,
                translate("records", "Seal {number}: {text}").format(number=seal.number, text=bad),
                keyring,
            )
        if ledger.take(seal) is not None:
            break
    ended = [a for a in ledger.attempts.values() if a.end_seal is not None]
    practicals = sum(len(found) for found in ledger.practicals.values())
    if len(ended) != 1 or len(ended[0].practicals) != practicals:
        why = translate("records", "the certificate's seals are not one ended attempt")
        return None, why, keyring
    return ended[0], "", keyring


def check(
    attempt: Attempt,
    keyring: Keyring,
    server: Ledger | None,
    texts: list[str] | None = None,
) -> CertificateCheck:
    """The check of the certificate of `attempt` (genuine: its seals are the keyring's):
    `server` is the records server's ledger, read just now (None: offline); `texts` the
    page's texts for a PDF."""
    facts = attested(attempt, keyring)
    assert facts is not None
    result = CertificateCheck(facts.code, attested=facts)
    result.record = "no-records"
    if server is not None:
        held = server.attempts.get(attempt.number)
        ends = [a.end_seal.hash if a and a.end_seal else None for a in (held, attempt)]
        holds = {s.hash for s in held.practicals} if held else set()
        practicals = all(s.hash in holds for s in attempt.practicals)
        same = ends[0] is not None and ends[0] == ends[1] and practicals
        result.record = "matches" if same else "missing"
        result.voided = held is not None and held.state is State.VOIDED
        result.superseded_by = None if held is None else held.superseded_by
    if texts is not None:
        result.page = page_facts(facts, texts)
    return result
