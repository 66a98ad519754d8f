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

    @property
    def verdict(self) -> Verdict:
        passed = bool((self.facts.get("score") or {}).get("passed"))
        if self.unknown:
            return Verdict.UNKNOWN
        if self.problem or not self.genuine or self.record == "changed":
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
        return self.verdict is Verdict.VALID

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
        return out


#: Opens the records a check looks in (the chosen store: --records, KIOSK_RECORDS, the site
#: settings, else the data folder's file), or None when there are none here.
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
    check = CertificateCheck(genuine, facts if isinstance(facts, dict) else {}, code)
    check.record, check.voided = _record_state(payload, code, keys, records)
    return check


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
    return _check(payload, signature, key, keys, records)
