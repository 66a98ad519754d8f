"""Exam attempts sealed by a PC's own key before the notary: read, never written any more.

Before the notary (kiosk.notary) each kiosk sealed its certification attempts itself: a start,
an end (a result or interrupted, with its reason) and a supervisor's decisions (void, a new
attempt), each an entry of canonical JSON signed with that PC's key. Those entries stay in the
records (`records migrate` carries them to a room's server) and are read here: each attempt
with how it ended, and a result's entry by its verification code for its certificate. They are
reported as "sealed before the notary, key X": never as attested, and never as forged.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from kiosk.i18n import translate
from kiosk.records.liveness import owner_is_dead
from kiosk.records.names import clean_text
from kiosk.records.store import holder
from kiosk.rules.reader import QT_TRANSLATE_NOOP

GENESIS = "0" * 64
DECISION_REASON_LENGTH = 200  # characters of a supervisor's reason for a decision


class Kind(StrEnum):
    START = "start"
    RESULT = "result"
    OFFLINE_RESULT = "offline-result"  # finished while the records server was away
    OFFLINE_START = "offline-start"  # started while the records server was away
    OFFLINE_INTERRUPTED = "offline-interrupted"  # interrupted while the server was away
    INTERRUPTED = "interrupted"
    VOID = "void"
    NEW_ATTEMPT = "new-attempt"


# Entries an older kiosk signed while the records server was away, sealed when they reached it:
# the entry's signature is over that signed text, its `witness` (read, never made any more).
OFFLINE_KINDS = frozenset(
    {Kind.OFFLINE_START.value, Kind.OFFLINE_RESULT.value, Kind.OFFLINE_INTERRUPTED.value}
)
RESULTS = (Kind.RESULT.value, Kind.OFFLINE_RESULT.value)  # the entries a certificate carries


class AttemptStatus(StrEnum):
    """An attempt's status as the records hold it; its value is its name in words."""

    OPEN = QT_TRANSLATE_NOOP("records", "open")
    PASSED = QT_TRANSLATE_NOOP("records", "passed")
    FAILED = QT_TRANSLATE_NOOP("records", "failed")
    INTERRUPTED = QT_TRANSLATE_NOOP("records", "interrupted")
    # What the records hold is none of these (written there by hand): never written by kiosk.
    UNKNOWN = "unknown"

    @classmethod
    def of(cls, text: str) -> AttemptStatus:
        try:
            return cls(text)
        except ValueError:
            return cls.UNKNOWN


class Reason(StrEnum):
    """Why an attempt was interrupted."""

    CRASH = "crash"  # the program ended without closing it (kill, crash, power cut)
    IDLE = "idle"  # nobody touched the kiosk during the exam
    LEFT = "left"  # the exam screen was left (language switch, supervisor)
    STOPPED = "stopped"  # the kiosk was stopped: shut down, logged out, its window closed
    VOID = "examiner-void"


def canonical(payload: Mapping[str, Any]) -> str:
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def verification_code(signature: bytes) -> str:
    """16 characters (A–Z, 2–7) in groups of four: 80 bits taken from the signature."""
    raw = base64.b32encode(hashlib.sha256(signature).digest()[:10]).decode()
    return "-".join(raw[i : i + 4] for i in range(0, 16, 4))


def normal_code(text: str) -> str:
    """A code as someone types it (any case, spaces, missing dashes) in its printed form."""
    raw = "".join(c for c in text.upper() if c.isalnum())
    return "-".join(raw[i : i + 4] for i in range(0, len(raw), 4))


@dataclass(frozen=True, slots=True)
class Entry:
    seq: int
    kind: str
    attempt_id: int
    payload: str  # canonical JSON as signed
    hash: str
    key_id: str
    signature: bytes
    code: str

    @property
    def data(self) -> dict[str, Any]:
        """The payload's fields ({} when it is damaged: verify reports it)."""
        try:
            value = json.loads(self.payload)
        except (TypeError, ValueError):
            return {}
        return value if isinstance(value, dict) else {}


@dataclass(frozen=True, slots=True)
class Attempt:
    id: int
    trainee_id: int
    session_id: int
    exam_id: str
    started: str
    status: AttemptStatus
    reason: str
    result_id: int | None
    voided: bool
    new_attempt_allowed: bool
    program_gone: bool = False  # open, but its program is provably gone: it never ended sealed
    void_reason: str = ""  # the supervisor's reason, as sealed with the decision
    new_attempt_reason: str = ""


def attempt_words(attempt: Attempt) -> tuple[str, str, str]:
    """An attempt's status, why it was interrupted and the decisions on it ("" for none), in
    the words of the UI language."""
    status = translate("records", attempt.status.value)
    if attempt.status is AttemptStatus.UNKNOWN:
        status = translate("records", "unknown status (the records were edited)")
    reasons = {
        Reason.CRASH.value: translate("records", "crash or power cut"),
        Reason.IDLE.value: translate("records", "nobody at the kiosk (idle)"),
        Reason.LEFT.value: translate("records", "exam screen left"),
        Reason.STOPPED.value: translate("records", "kiosk stopped"),
        Reason.VOID.value: translate("records", "voided by the examiner"),
    }
    reason = reasons.get(attempt.reason, attempt.reason)
    if attempt.program_gone:
        gone = translate("records", "its program ended before the notary: its end was never sealed")
        reason = f"{reason}, {gone}" if reason else gone
    decisions = []
    if attempt.voided:
        decisions.append(
            translate("records", "void ({reason})").format(reason=attempt.void_reason)
            if attempt.void_reason
            else translate("records", "void")
        )
    if attempt.new_attempt_allowed:
        decisions.append(
            translate("records", "new attempt allowed ({reason})").format(
                reason=attempt.new_attempt_reason
            )
            if attempt.new_attempt_reason
            else translate("records", "new attempt allowed")
        )
    return status, reason, ", ".join(decisions)


SEAL_LOCK = 7346002  # PostgreSQL advisory lock held while old seals are moved in


def _decision_reason(data: dict[str, Any]) -> str:
    reason = data.get("reason")
    return clean_text(reason, DECISION_REASON_LENGTH) if isinstance(reason, str) else ""


class SealBook:
    """The sealed entries of one SQLite store (its tables `seals` and `attempts`)."""

    def __init__(self, store: object) -> None:
        found = holder(store)
        if found is None:
            raise TypeError(f"no sealed records in {type(store).__name__}")
        self.db = found.db

    def entries(self, where: str = "", params: tuple[Any, ...] = ()) -> list[Entry]:
        """The entries, in the order they were sealed (`where`: an SQL condition on them)."""
        rows = self.db.query(
            "SELECT id AS seq, kind, attempt_id, payload, hash, key_id, signature, code FROM seals "
            f"{where} ORDER BY id",
            params,
        )
        return [Entry(**{**dict(r), "signature": _signature(r["signature"])}) for r in rows]

    def attempts(self, trainee_id: int | None = None) -> list[Attempt]:
        decisions: dict[int, dict[str, str]] = {}
        for e in self.entries("WHERE kind IN (?, ?)", (Kind.VOID.value, Kind.NEW_ATTEMPT.value)):
            decisions.setdefault(e.attempt_id, {})[e.kind] = _decision_reason(e.data)
        sql = (
            "SELECT id, trainee_id, session_id, exam_id, started, status, reason, result_id, "
            "owner FROM attempts"
        )
        mine = (" WHERE trainee_id = ?", (trainee_id,)) if trainee_id is not None else ("", ())
        out = []
        for r in self.db.query(sql + mine[0] + " ORDER BY id", mine[1]):
            decided = decisions.get(r["id"], {})
            out.append(
                Attempt(
                    id=r["id"],
                    trainee_id=r["trainee_id"],
                    session_id=r["session_id"],
                    exam_id=r["exam_id"],
                    started=r["started"],
                    status=AttemptStatus.of(r["status"]),
                    reason=r["reason"],
                    result_id=r["result_id"],
                    voided=Kind.VOID.value in decided,
                    new_attempt_allowed=Kind.NEW_ATTEMPT.value in decided,
                    program_gone=r["status"] == AttemptStatus.OPEN.value
                    and owner_is_dead(r["owner"]),
                    void_reason=decided.get(Kind.VOID.value, ""),
                    new_attempt_reason=decided.get(Kind.NEW_ATTEMPT.value, ""),
                )
            )
        return out

    def by_code(self, code: str) -> Entry | None:
        found = self.entries("WHERE code = ? AND kind IN (?, ?)", (normal_code(code), *RESULTS))
        return _certificate(found[0]) if found else None

    def for_result(self, result_id: int) -> Entry | None:
        found = self.entries("WHERE kind IN (?, ?)", RESULTS)
        return next((_certificate(e) for e in found if e.data.get("result_id") == result_id), None)


def _signature(text: object) -> bytes:
    try:
        return bytes.fromhex(str(text))
    except ValueError:
        return b""


def _certificate(e: Entry) -> Entry:
    """The entry as a certificate carries it: the text the examiner signed (for an entry sealed
    at delivery, the signed text made on the kiosk, its `witness`, not the chain's wrapper)."""
    if e.kind not in OFFLINE_KINDS:
        return e
    witness = e.data.get("witness")
    return dataclasses.replace(e, payload=witness if isinstance(witness, str) else "")


def result_seal(store: object, result_id: int) -> Entry | None:
    """The sealed entry of exam result `result_id` (None: unsealed, or a store without seals)."""
    return SealBook(store).for_result(result_id) if holder(store) is not None else None
