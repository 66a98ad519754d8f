"""Checking a certificate: by the verification code printed on it, or by its PDF.

The certificate PDF carries the sealed entry of its result (the signed JSON, the signature and the
key's id) in its XMP metadata, so any PC with the examiner's public key can say who it was issued
to, for which exam and with which result, and whether the signature holds; with the records at
hand it also says whether the record still matches. A code alone is looked up in the records:
the records every `kiosk records` command uses (`chosen_store`), so with a room's records server
any PC of the room finds every certificate.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.i18n import translate
from kiosk.records.seal import Entry, normal_code, signature_ok, verification_code
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
    return (
        '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><kiosk-seal>'
        + seal_blob(entry)
        + '</kiosk-seal></x:xmpmeta><?xpacket end="r"?>'
    ).encode()


class Verdict(IntEnum):
    """What a certificate check found, as `kiosk records check-certificate` exits (2 is kept for
    arguments it cannot use). Only VALID is a certification that counts."""

    VALID = 0  # genuine, passed, not voided, and the records hold it unchanged
    FORGED = 1  # the signature does not hold, or the records or the page say otherwise
    FAILED = 3  # genuine: the exam was not passed
    VOIDED = 4  # genuine, but an examiner voided it
    UNKNOWN = 5  # no such certificate: not in these records, or no seal in the file
    UNCONFIRMED = 6  # genuine and passed, but no records here to ask about a later void
    NOT_ATTESTED = 7  # kept for the notary: sealed without one (one PC, no records server)
    BEFORE_NOTARY = 8  # kept for the notary: sealed by a PC's own key before the notary


@dataclass
class CertificateCheck:
    """What a check found; `lines()` says it in words, `verdict` as the exit status."""

    genuine: bool = False
    facts: dict[str, Any] = field(default_factory=dict)
    code: str = ""
    record: str = "unknown"  # matches, changed, missing, no-records
    problem: str = ""
    voided: bool = False  # the records hold an examiner's void of it
    unknown: bool = False  # the problem is that there is no such certificate
    # A PDF's page beside its seal: (what, as sealed, what the page says there or ""); None
    # for a code. Any sealed fact the page does not say makes the certificate forged.
    page: list[tuple[str, str, str]] | None = None
    key: str = ""  # the id of the examiner's key that sealed it

    @property
    def page_differs(self) -> bool:
        return self.page is not None and not all(found for _, _, found in self.page)

    @property
    def verdict(self) -> Verdict:
        passed = bool((self.facts.get("score") or {}).get("passed"))
        if self.unknown:
            return Verdict.UNKNOWN
        if self.problem or not self.genuine or self.record == "changed" or self.page_differs:
            return Verdict.FORGED
        if self.record == "missing":
            return Verdict.UNKNOWN
        if self.voided:
            return Verdict.VOIDED
        if not passed:
            return Verdict.FAILED
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
        f = self.facts
        trainee = f.get("trainee") or {}
        exam = f.get("exam") or {}
        score = f.get("score") or {}
        verdict = (
            translate("records", "passed")
            if score.get("passed")
            else translate("records", "failed")
        )
        out = [
            translate("records", "Issued to: {name} (badge {badge})").format(
                name=trainee.get("name", "?"), badge=trainee.get("badge") or "-"
            ),
            translate("records", "Exam: {name} ({id}), ruleset {ruleset}").format(
                name=exam.get("name", "?"), id=exam.get("id", "?"), ruleset=exam.get("ruleset_id")
            ),
            translate("records", "Result: {verdict}, {correct} of {total}, finished {when}").format(
                verdict=verdict,
                correct=score.get("correct"),
                total=score.get("total"),
                when=str(f.get("finished", "?"))[:16].replace("T", " "),
            ),
            translate("records", "Verification code: {code}").format(code=self.code),
            translate("records", "Examiner's key: {key}").format(key=self.key or "?"),
        ]
        out.append(
            translate("records", "The examiner's signature is valid.")
            if self.genuine
            else translate("records", "NOT GENUINE: the examiner's signature does not match.")
        )
        out.append(
            {
                "matches": translate("records", "The records hold this result unchanged."),
                "changed": translate(
                    "records", "THE RECORDS DIFFER: this result was changed since it was sealed."
                ),
                "missing": translate("records", "These records do not hold this certificate."),
                "no-records": translate(
                    "records", "No records here: only the signature was checked."
                ),
            }.get(self.record, "")
        )
        if self.voided:
            out.append(translate("records", "VOID: an examiner voided this result."))
        if self.page is not None:
            out.append(translate("records", "The page beside its seal:"))
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
        from kiosk.records.location import chosen_records, open_records
        from kiosk.records.store import DB_FILE
        from kiosk.settings import default_data_dir, load_settings

        folder = data_dir or default_data_dir()
        site = settings if settings is not None else load_settings(data_dir)
        if not needed and chosen_records(given, site) is None and not (folder / DB_FILE).is_file():
            return None
        return open_records(data_dir, given, site, outbox=False, read_only=True)

    return open_chosen


def _record_state(
    entry_payload: str, code: str, keys: Mapping[str, bytes], records: RecordsOpener
) -> tuple[str, bool]:
    """What the records say of the sealed entry: matches, changed, missing or no-records; and
    whether its attempt or result was voided."""
    from kiosk.records.seal import SealBook

    store = records()
    if store is None:
        return "no-records", False
    try:
        book = SealBook(store)
        entry = book.by_code(code)
        if entry is None:
            return "missing", False
        attempt = book.attempt(entry.attempt_id)
        voided = attempt is not None and (attempt.voided or attempt.result_id in store.voided())
        if entry.payload != entry_payload:
            return "changed", voided
        problems = [p for p in book.verify(keys) if p.seq == entry.seq]
        return "changed" if problems else "matches", voided
    finally:
        store.close()


def check_code(code: str, keys: Mapping[str, bytes], records: RecordsOpener) -> CertificateCheck:
    """The certificate with this verification code, looked up in the chosen records."""
    from kiosk.records.seal import SealBook

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
    return _check(entry.payload, entry.signature, entry.key_id, keys, records)


def _check(
    payload: str,
    signature: bytes,
    key: str,
    keys: Mapping[str, bytes],
    records: RecordsOpener,
) -> CertificateCheck:
    try:
        facts = json.loads(payload)
    except ValueError:
        facts = {}
    code = verification_code(signature)
    genuine = signature_ok(keys, key, signature, payload) and isinstance(facts, dict)
    check = CertificateCheck(genuine, facts if isinstance(facts, dict) else {}, code, key=key)
    check.record, check.voided = _record_state(payload, code, keys, records)
    return check


def _every_language(context: str, text: str) -> set[str]:
    """`text` as each language the app speaks says it."""
    from kiosk.i18n import LANGUAGES, current_language, set_language

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
    from datetime import datetime

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


def check_pdf(path: Path, keys: Mapping[str, bytes], records: RecordsOpener) -> CertificateCheck:
    try:
        with path.open("rb") as pdf:
            data = pdf.read(MAX_PDF_BYTES)
    except OSError as exc:  # not a certificate to judge: the path given cannot be read
        from kiosk.records.model import RecordsError

        raise RecordsError(f"{path}: {exc.strerror or exc}") from None
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
        payload, key = str(blob["payload"]), str(blob["key"])
        signature = bytes.fromhex(str(blob["signature"]))
    except (ValueError, KeyError, TypeError):
        return CertificateCheck(
            problem=translate("records", "{path}: the certificate's seal is damaged").format(
                path=path
            )
        )
    check = _check(payload, signature, key, keys, records)
    from kiosk.records.pdftext import pdf_text

    try:
        texts = pdf_text(data)
    except ValueError:  # a font's map that does not decode: nothing on the page can be read
        texts = []
    check.page = page_facts(check.facts, check.code, texts)
    return check
