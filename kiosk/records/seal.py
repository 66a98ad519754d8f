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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from kiosk.i18n import translate
from kiosk.records.liveness import owner_is_dead
from kiosk.records.names import clean_text
from kiosk.records.store import SqlStore, holder

if TYPE_CHECKING:
    from kiosk.records.engine import Database

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


class AttemptStatus(StrEnum):
    OPEN = "open"
    PASSED = "passed"
    FAILED = "failed"
    INTERRUPTED = "interrupted"
    # What the records hold is none of these (written there by hand): never written by kiosk.
    UNKNOWN = "unknown"

    @classmethod
    def of(cls, text: str) -> AttemptStatus:
        """The status as the records hold it; one no kiosk writes is UNKNOWN."""
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
        value = json.loads(self.payload)
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


@dataclass(frozen=True, slots=True)
class AttemptWords:
    """An attempt in the words of the UI language: what the CLI prints and the supervisor area
    lists (attempt_words)."""

    status: str
    reason: str  # why it was interrupted ("" for one that ended with a result)
    decision: str  # the supervisor's decisions on it ("" for none)


def attempt_words(attempt: Attempt) -> AttemptWords:
    """How an attempt ended and what was decided on it, in words (translate, context records)."""
    statuses = {
        AttemptStatus.OPEN: translate("records", "open"),
        AttemptStatus.PASSED: translate("records", "passed"),
        AttemptStatus.FAILED: translate("records", "failed"),
        AttemptStatus.INTERRUPTED: translate("records", "interrupted"),
        AttemptStatus.UNKNOWN: translate("records", "unknown status (the records were edited)"),
    }
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
    return AttemptWords(statuses[attempt.status], reason, ", ".join(decisions))


def _tuples(rows: Iterable[Any]) -> list[tuple[Any, ...]]:
    """Rows of either engine (sqlite3.Row or psycopg's dicts) as plain tuples, in column order."""
    return [tuple(r.values()) if isinstance(r, dict) else tuple(r) for r in rows]


def _all(db: Database, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
    return _tuples(db.execute(sql, tuple(params)).fetchall())


def _first(db: Database, sql: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
    rows = _all(db, sql, params)
    return rows[0] if rows else None


SEAL_LOCK = 7346002  # PostgreSQL advisory lock held while old seals are moved in


def _decision_reason(payload: str) -> str:
    """The reason a sealed decision gives ("" when its payload is damaged: verify reports it)."""

    try:
        data = json.loads(payload)
    except (TypeError, ValueError):
        return ""
    reason = data.get("reason") if isinstance(data, dict) else None
    return clean_text(reason, DECISION_REASON_LENGTH) if isinstance(reason, str) else ""


class SealBook:
    """The sealed entries of one SQLite store (its tables `seals` and `attempts`)."""

    def __init__(self, store: object) -> None:
        found = holder(store)
        if found is None:
            raise TypeError(f"no sealed records in {type(store).__name__}")
        self.store = found

    # reading ---------------------------------------------------------------------------------

    def entries(self) -> list[Entry]:
        rows = _all(
            self.store.db,
            "SELECT id, kind, attempt_id, payload, hash, key_id, signature, code FROM seals "
            "ORDER BY id",
        )
        out = []
        for r in rows:
            try:
                signature = bytes.fromhex(r[6])
            except (ValueError, TypeError):
                signature = b""
            out.append(Entry(r[0], r[1], r[2], r[3], r[4], r[5], signature, r[7]))
        return out

    def attempts(self, trainee_id: int | None = None) -> list[Attempt]:
        """Every attempt with how it ended and the supervisor's decisions on it (the API the
        supervisor area lists and decides on, with `decide`)."""

        decisions: dict[int, dict[str, str]] = {}
        for seq_kind, attempt_id, payload in _all(
            self.store.db,
            "SELECT kind, attempt_id, payload FROM seals WHERE kind IN (?, ?) ORDER BY id",
            (Kind.VOID.value, Kind.NEW_ATTEMPT.value),
        ):
            decisions.setdefault(attempt_id, {})[seq_kind] = _decision_reason(payload)
        sql = (
            "SELECT id, trainee_id, session_id, exam_id, started, status, reason, result_id, "
            "owner FROM attempts"
        )
        params: list[Any] = []
        if trainee_id is not None:
            sql, params = sql + " WHERE trainee_id = ?", [trainee_id]
        return [
            Attempt(
                r[0],
                r[1],
                r[2],
                r[3],
                r[4],
                AttemptStatus.of(r[5]),
                r[6],
                r[7],
                Kind.VOID.value in decisions.get(r[0], {}),
                Kind.NEW_ATTEMPT.value in decisions.get(r[0], {}),
                r[5] == AttemptStatus.OPEN.value and owner_is_dead(r[8]),
                decisions.get(r[0], {}).get(Kind.VOID.value, ""),
                decisions.get(r[0], {}).get(Kind.NEW_ATTEMPT.value, ""),
            )
            for r in _all(self.store.db, sql + " ORDER BY id", params)
        ]

    def attempt(self, attempt_id: int) -> Attempt | None:
        return next((a for a in self.attempts() if a.id == attempt_id), None)

    def by_code(self, code: str) -> Entry | None:
        """The sealed result with this verification code, as its certificate carries it."""
        row = _first(
            self.store.db,
            "SELECT id FROM seals WHERE code = ? AND kind IN (?, ?)",
            (normal_code(code), Kind.RESULT.value, Kind.OFFLINE_RESULT.value),
        )
        found = next((e for e in self.entries() if row and e.seq == row[0]), None)
        return _certificate(found) if found is not None else None

    def for_result(self, result_id: int) -> Entry | None:
        """The seal of exam result `result_id`, as its certificate carries it."""
        for e in self.entries():
            sealed = e.kind in (Kind.RESULT.value, Kind.OFFLINE_RESULT.value)
            if sealed and self._data(e).get("result_id") == result_id:
                return _certificate(e)
        return None

    @staticmethod
    def _data(e: Entry) -> dict[str, Any]:
        try:
            return e.data
        except ValueError:
            return {}


def _witness_text(payload: str) -> str:
    """The text the examiner signed on the kiosk, from an offline entry's payload ("" if none)."""
    try:
        witness = json.loads(payload).get("witness")
    except (ValueError, AttributeError):
        return ""
    return witness if isinstance(witness, str) else ""


def _certificate(e: Entry) -> Entry:
    """The entry as a certificate carries it: the text the examiner signed (for an entry sealed
    at delivery, the signed text made on the kiosk, not the chain's wrapper around it)."""
    if e.kind not in OFFLINE_KINDS:
        return e
    return dataclasses.replace(e, payload=_witness_text(e.payload))


def result_seal(store: object, result_id: int) -> Entry | None:
    """The sealed entry of exam result `result_id` (None: unsealed, or a store without seals)."""

    if not isinstance(store, SqlStore):
        return None
    return SealBook(store).for_result(result_id)
