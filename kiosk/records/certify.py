"""Checking a certificate: by the verification code printed on it, or by its PDF.

The certificate PDF carries the sealed entry of its result (the signed JSON, the signature and the
key's id) in its XMP metadata, so any PC with the examiner's public key can say who it was issued
to, for which exam and with which result, and whether the signature holds; with the records at
hand it also says whether the record still matches. A code alone is looked up in the records.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kiosk.i18n import translate
from kiosk.records.seal import Entry, normal_code, signature_ok, verification_code

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


@dataclass
class CertificateCheck:
    """What a check found; `lines()` says it in words, `ok` only when genuine and matching."""

    genuine: bool = False
    facts: dict[str, Any] = field(default_factory=dict)
    code: str = ""
    record: str = "unknown"  # matches, changed, missing, no-records
    problem: str = ""

    @property
    def ok(self) -> bool:
        return self.genuine and self.record == "matches"

    def lines(self) -> list[str]:
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
        return out


def _record_state(
    entry_payload: str, code: str, keys: Mapping[str, bytes], data_dir: Path | None
) -> str:
    from kiosk.records.location import open_store
    from kiosk.records.seal import SealBook
    from kiosk.records.store import DB_FILE
    from kiosk.settings import default_data_dir

    folder = data_dir or default_data_dir()
    if not (folder / DB_FILE).is_file():
        return "no-records"
    store = open_store(folder, read_only=True)
    try:
        book = SealBook(store)
        entry = book.by_code(code)
        if entry is None:
            return "missing"
        if entry.payload != entry_payload:
            return "changed"
        problems = [p for p in book.verify(keys) if p.seq == entry.seq]
        return "changed" if problems else "matches"
    finally:
        store.close()


def check_code(code: str, keys: Mapping[str, bytes], data_dir: Path | None) -> CertificateCheck:
    from kiosk.records.location import open_store
    from kiosk.records.seal import SealBook
    from kiosk.records.store import DB_FILE
    from kiosk.settings import default_data_dir

    code = normal_code(code)
    folder = data_dir or default_data_dir()
    if not (folder / DB_FILE).is_file():
        return CertificateCheck(
            problem=translate(
                "records", "No records here to look the code up in: check the PDF instead."
            )
        )
    store = open_store(folder, read_only=True)
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
        )
    return _check(entry.payload, entry.signature, entry.key_id, keys, data_dir)


def _check(
    payload: str,
    signature: bytes,
    key: str,
    keys: Mapping[str, bytes],
    data_dir: Path | None,
) -> CertificateCheck:
    try:
        facts = json.loads(payload)
    except ValueError:
        facts = {}
    code = verification_code(signature)
    genuine = signature_ok(keys, key, signature, payload) and isinstance(facts, dict)
    check = CertificateCheck(genuine, facts if isinstance(facts, dict) else {}, code)
    check.record = _record_state(payload, code, keys, data_dir)
    return check


def check_pdf(path: Path, keys: Mapping[str, bytes], data_dir: Path | None) -> CertificateCheck:
    try:
        with path.open("rb") as pdf:
            data = pdf.read(MAX_PDF_BYTES)
    except OSError as exc:
        return CertificateCheck(problem=f"{path}: {exc.strerror or exc}")
    found = _SEAL.search(data)
    if found is None:
        return CertificateCheck(
            problem=translate("records", "{path}: no sealed kiosk certificate in this file").format(
                path=path
            )
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
    return _check(payload, signature, key, keys, data_dir)
