"""Sealed exam attempts: an append-only chain of entries signed with the examiner's key.

Every certification attempt is sealed when it starts (who, which exam under which ruleset, when)
and again when it ends: as a result (every answer, the score, passed or failed) or as interrupted
(crash, power cut, idle, examiner void) with its reason. A supervisor's later decision (void an
attempt, allow a new attempt) is one more entry. Each entry is canonical JSON holding its place
(`seq`) and the previous entry's hash (`prev`); its hash is SHA-256 of that JSON and its signature
is Ed25519 over it, made with the examiner's private key (kiosk.records.credential), which is
never on disk in usable form. The head (last seq and hash, signed too) is also kept outside the
database. Whoever can write the database and the head but has not the examiner's code can delete,
edit, reorder or add entries only in ways `verify` reports.

A result's verification code (printed on the certificate) is derived from its signature.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.files import write_whole
from kiosk.i18n import translate
from kiosk.records.model import SessionStatus, to_text
from kiosk.records.store import SEAL_HEAD_FILE

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from kiosk.records.engine import Database
    from kiosk.records.history import ExamDraft, ExamResult
    from kiosk.records.store import SqlStore

GENESIS = "0" * 64
HEAD_FILE = SEAL_HEAD_FILE
FORMAT = 1
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


class Signer:
    """The examiner's unlocked private key, for one exam or one command."""

    def __init__(self, private: Ed25519PrivateKey) -> None:
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        from kiosk.records.credential import key_id

        self._private = private
        self.public_key = private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
        self.key_id = key_id(self.public_key)

    def sign(self, data: bytes) -> bytes:
        return self._private.sign(data)


def canonical(payload: Mapping[str, Any]) -> str:
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def entry_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def verification_code(signature: bytes) -> str:
    """16 characters (A–Z, 2–7) in groups of four: 80 bits taken from the signature."""
    raw = base64.b32encode(hashlib.sha256(signature).digest()[:10]).decode()
    return "-".join(raw[i : i + 4] for i in range(0, 16, 4))


def normal_code(text: str) -> str:
    """A code as someone types it (any case, spaces, missing dashes) in its printed form."""
    raw = "".join(c for c in text.upper() if c.isalnum())
    return "-".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def signature_ok(keys: Mapping[str, bytes], key: str, signature: bytes, text: str) -> bool:
    from cryptography.exceptions import InvalidSignature

    from kiosk.records.credential import public_key_object

    raw = keys.get(key)
    if raw is None:
        return False
    try:
        public_key_object(raw).verify(signature, text.encode())
    except InvalidSignature:
        return False
    return True


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
    program_gone: bool = False  # open, but its program is provably gone: interrupted, to be sealed
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
        gone = translate("records", "its program ended: sealed as interrupted at the next exam")
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


@dataclass(frozen=True, slots=True)
class Problem:
    """One finding of `verify`: `seq` is the entry (or result id for `unsealed`), text says
    what is wrong in words a supervisor reads."""

    seq: int
    text: str


def _tuples(rows: Iterable[Any]) -> list[tuple[Any, ...]]:
    """Rows of either engine (sqlite3.Row or psycopg's dicts) as plain tuples, in column order."""
    return [tuple(r.values()) if isinstance(r, dict) else tuple(r) for r in rows]


def _all(db: Database, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
    return _tuples(db.execute(sql, tuple(params)).fetchall())


def _first(db: Database, sql: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
    rows = _all(db, sql, params)
    return rows[0] if rows else None


SEAL_LOCK = 7346002  # PostgreSQL advisory lock held while an entry is appended


def answers_of(store: SqlStore, session_id: int) -> list[list[Any]]:
    rows = _all(
        store.db,
        "SELECT drill, item_key, expected, given, correct, ms FROM answers WHERE session_id = ? "
        "ORDER BY id",
        (session_id,),
    )
    return [[d, k, e, g, bool(c), int(ms)] for d, k, e, g, c, ms in rows]


def _trainee(store: SqlStore, trainee_id: int) -> dict[str, Any]:
    t = store.trainee(trainee_id)
    return {"id": trainee_id, "name": t.name if t else "", "badge": t.badge if t else None}


def rescore(
    answers: Iterable[list[Any]], total: int, pass_mark: float, red_lines: list[str], done: int
) -> dict[str, Any]:
    """The score from the answers alone. Each answer row ends with its item's index; an item is
    right when every one of its inputs is right and it was answered to the end (the first
    `done` items were); every item not answered counts as wrong."""
    by_item: dict[int, bool] = {}
    for row in answers:
        item = int(row[6])
        by_item[item] = by_item.get(item, True) and bool(row[4])
    correct = sum(1 for item, right in by_item.items() if right and 0 <= item < done)
    passed = total > 0 and correct / total >= pass_mark and not red_lines
    return {"correct": correct, "total": total, "passed": passed, "done": done}


def result_body(
    trainee: dict[str, Any],
    exam: Mapping[str, Any],
    draft: ExamDraft,
    rows: list[list[Any]],
    items: list[int] | None,
    done: int | None,
) -> dict[str, Any]:
    """What a result's seal says: the trainee, the exam, every answer (`rows` as `answers_of`
    gives them, with the index of its item: `items`, default one item per answer), how many
    items were answered to the end (`done`), and the score computed from them."""
    if items is None or len(items) != len(rows):
        items, done = list(range(len(rows))), len(rows)
    answers = [[*row, item] for row, item in zip(rows, items, strict=True)]
    d = draft
    score = rescore(answers, d.total, d.pass_mark, list(d.red_line_failures), int(done or 0))
    return {
        "trainee": trainee,
        "exam": dict(exam),
        "session": d.session_id,
        "started": to_text(d.started),
        "finished": to_text(d.finished),
        "answers": answers,
        "score": {**score, "timed_out": d.timed_out, "red_lines": list(d.red_line_failures)},
        "outcome": "passed" if d.passed else "failed",
    }


def _decision_reason(payload: str) -> str:
    """The reason a sealed decision gives ("" when its payload is damaged: verify reports it)."""
    from kiosk.records.names import clean_text

    try:
        data = json.loads(payload)
    except (TypeError, ValueError):
        return ""
    reason = data.get("reason") if isinstance(data, dict) else None
    return clean_text(reason, DECISION_REASON_LENGTH) if isinstance(reason, str) else ""


def seal_decision(store: Any, signer: Signer, attempt_id: int, kind: Kind, reason: str) -> Entry:
    """`_seal_decision`, where this role may still write seals: on a records server the notary
    seals every decision, and RecordsError says so before anything is written."""
    from kiosk.records.model import RecordsError

    db = sealing_store(store).db
    if db.dialect == "postgresql":
        row = db.one("SELECT has_table_privilege('seals', 'INSERT') AS may")
        if row is None or not row["may"]:
            raise RecordsError(
                translate(
                    "records",
                    "On a records server the notary seals every decision: an examiner asks for "
                    "it with their code (docs/notary.md).",
                )
            )
    return _seal_decision(store, signer, attempt_id, kind, reason)


def _seal_decision(store: Any, signer: Signer, attempt_id: int, kind: Kind, reason: str) -> Entry:
    """A supervisor's decision on an attempt, as the CLI (`records void`, `allow-retry`) and the
    supervisor area take it: dead attempts are closed first; a void also voids the attempt's
    result in `store` (on a records server only a supervisor's role may); then the decision is
    sealed (SealBook.decide). Everything is checked before anything is written: an empty
    reason, an unknown attempt, a decision taken already, or a new attempt while this one still
    runs raise RecordsError and change nothing."""
    from kiosk.records.model import RecordsError
    from kiosk.records.names import clean_text

    if kind not in (Kind.VOID, Kind.NEW_ATTEMPT):
        raise ValueError(kind)
    reason = clean_text(reason, DECISION_REASON_LENGTH)
    if not reason:
        raise RecordsError(translate("records", "Give the reason for the decision."))
    book = SealBook(store)
    if book.attempt(attempt_id) is None:
        raise RecordsError(translate("records", "No exam attempt {id}.").format(id=attempt_id))
    book.close_dead(signer)
    attempt = book.attempt(attempt_id)
    assert attempt is not None
    if kind is Kind.VOID and attempt.voided:
        raise RecordsError(
            translate("records", "Exam attempt {id} is void already.").format(id=attempt_id)
        )
    if kind is Kind.NEW_ATTEMPT and attempt.new_attempt_allowed:
        raise RecordsError(
            translate("records", "A new attempt after attempt {id} is allowed already.").format(
                id=attempt_id
            )
        )
    if kind is Kind.NEW_ATTEMPT and attempt.status is AttemptStatus.OPEN:
        raise RecordsError(
            translate(
                "records", "Exam attempt {id} is still running: void it, or wait for its end."
            ).format(id=attempt_id)
        )
    result = attempt.result_id
    if kind is Kind.VOID and result is not None and result not in store.voided():
        store.void_result(result, reason)
    return book.decide(signer, attempt_id, kind, reason)


def sealing_store(store: object) -> SqlStore:
    """The database the seals go to: the store itself, or a kiosk's records server behind its
    outbox (sealing needs the server: OfflineError while it is away)."""
    from kiosk.records.store import SqlStore

    if isinstance(store, SqlStore):
        return store
    on_server = getattr(store, "server_store", None)  # kiosk.records.outbox.OutboxStore
    if callable(on_server):
        server = on_server()
        if isinstance(server, SqlStore):
            return server
    raise TypeError(f"no sealed records in {type(store).__name__}")


class SealBook:
    """The sealed entries of one SQLite store (its tables `seals` and `attempts`)."""

    def __init__(self, store: object, head_file: Path | None = None) -> None:
        self.store = sealing_store(store)
        store = self.store
        self.head_file = head_file
        if head_file is None and store.head_file is not None:
            self.head_file = store.head_file.with_name(HEAD_FILE)

    # writing ---------------------------------------------------------------------------------

    def legacy_results(self) -> int:
        """How many exam results were recorded before this kiosk sealed them (kept, checked by
        their hash chain only)."""
        row = _first(self.store.db, "SELECT legacy_results FROM seal_meta")
        return int(row[0]) if row else 0

    def _append(
        self,
        conn: Database,
        signer: Signer,
        kind: Kind,
        attempt_id: int,
        body: dict[str, Any],
    ) -> Entry:
        """Append an entry the examiner signs now."""
        return self._link(
            conn, kind, attempt_id, signer.key_id, body, lambda text: signer.sign(text.encode())
        )

    def _link(
        self,
        conn: Database,
        kind: Kind,
        attempt_id: int,
        key: str,
        body: dict[str, Any],
        signature_of: Callable[[str], bytes],
    ) -> Entry:
        """Append the next entry of the chain, linked to the newest one, with the signature
        `signature_of` gives for its canonical text."""
        if conn.dialect == "postgresql":  # kiosks sealing at once take turns
            conn.execute("SELECT pg_advisory_xact_lock(?)", (SEAL_LOCK,))
        last = _first(conn, "SELECT id, hash FROM seals ORDER BY id DESC LIMIT 1")
        seq = (last[0] + 1) if last else 1
        payload = {
            "format": FORMAT,
            "seq": seq,
            "prev": last[1] if last else GENESIS,
            "kind": kind.value,
            "attempt": attempt_id,
            "key": key,
            "legacy_results": self.legacy_results(),
            **body,
        }
        text = canonical(payload)
        signature = signature_of(text)
        entry = Entry(
            seq,
            kind.value,
            attempt_id,
            text,
            entry_hash(text),
            key,
            signature,
            verification_code(signature),
        )
        conn.execute(
            "INSERT INTO seals (id, kind, attempt_id, payload, hash, key_id, signature, code) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (seq, entry.kind, attempt_id, text, entry.hash, key, signature.hex(), entry.code),
        )
        return entry

    def _write_head(self, signer: Signer) -> None:
        if self.head_file is None:
            return
        last = _first(self.store.db, "SELECT id, hash FROM seals ORDER BY id DESC LIMIT 1")
        if last is None:
            return
        text = f"{last[0]}:{last[1]}"
        data = {
            "seq": last[0],
            "hash": last[1],
            "key": signer.key_id,
            "signature": signer.sign(text.encode()).hex(),
        }
        write_whole(self.head_file, json.dumps(data) + "\n")

    def begin(
        self,
        signer: Signer,
        trainee_id: int,
        session_id: int,
        exam: dict[str, Any],
        started: datetime,
    ) -> int:
        """Record and seal the start of an attempt; returns its id. Dead attempts are closed
        first (sealed as interrupted)."""
        from kiosk.records.liveness import current_owner

        self.close_dead(signer)
        with self.store.db.transaction() as conn:
            cur = conn.execute(
                "INSERT INTO attempts (trainee_id, session_id, exam_id, started, status, reason, "
                "owner) VALUES (?, ?, ?, ?, ?, '', ?) RETURNING id",
                (
                    trainee_id,
                    session_id,
                    exam["id"],
                    to_text(started),
                    AttemptStatus.OPEN.value,
                    current_owner(),
                ),
            )
            attempt_id = int(_tuples([cur.fetchone()])[0][0])
            self._append(
                conn,
                signer,
                Kind.START,
                attempt_id,
                {
                    "trainee": _trainee(self.store, trainee_id),
                    "exam": exam,
                    "session": session_id,
                    "started": to_text(started),
                },
            )
        self._write_head(signer)
        return attempt_id

    def finish(
        self,
        signer: Signer,
        attempt_id: int,
        result: ExamResult,
        exam: dict[str, Any],
        items: list[int] | None = None,
        done: int | None = None,
    ) -> Entry:
        """Seal the result of an attempt: every answer (with the index of its item: `items`,
        default one item per answer), how many items were answered to the end (`done`), and
        the score computed from them."""
        d = result.draft
        rows = answers_of(self.store, d.session_id)
        body = result_body(_trainee(self.store, d.trainee_id), exam, d, rows, items, done)
        with self.store.db.transaction() as conn:
            entry = self._append(
                conn, signer, Kind.RESULT, attempt_id, {**body, "result_id": result.id}
            )
            self._close_attempt(conn, attempt_id, result)
        self._write_head(signer)
        return entry

    @staticmethod
    def _close_attempt(conn: Database, attempt_id: int, result: ExamResult) -> None:
        status = AttemptStatus.PASSED if result.draft.passed else AttemptStatus.FAILED
        conn.execute(
            "UPDATE attempts SET status = ?, result_id = ? WHERE id = ?",
            (status.value, result.id, attempt_id),
        )

    def interrupt(self, signer: Signer, attempt_id: int, reason: Reason, at: datetime) -> Entry:
        """Seal an attempt as interrupted with its reason (the answers given so far included)."""
        row = _first(
            self.store.db,
            "SELECT trainee_id, session_id, exam_id, started, status FROM attempts WHERE id = ?",
            (attempt_id,),
        )
        if row is None or row[4] != AttemptStatus.OPEN.value:
            from kiosk.records.model import RecordsError

            raise RecordsError(
                translate("records", "attempt {id} is not open").format(id=attempt_id)
            )
        with self.store.db.transaction() as conn:
            entry = self._append(
                conn,
                signer,
                Kind.INTERRUPTED,
                attempt_id,
                {
                    "trainee": _trainee(self.store, row[0]),
                    "exam": {"id": row[2]},
                    "session": row[1],
                    "started": row[3],
                    "ended": to_text(at),
                    "reason": reason.value,
                    "answers": answers_of(self.store, row[1]),
                },
            )
            conn.execute(
                "UPDATE attempts SET status = ?, reason = ? WHERE id = ?",
                (AttemptStatus.INTERRUPTED.value, reason.value, attempt_id),
            )
            self.store._close(conn, row[1], SessionStatus.ABANDONED, to_text(at))
        self._write_head(signer)
        return entry

    def close_dead(self, signer: Signer) -> list[int]:
        """Seal every open attempt whose program is provably gone as interrupted (crash)."""
        from kiosk.records.liveness import owner_is_dead

        closed = []
        rows = _all(
            self.store.db,
            "SELECT id, owner FROM attempts WHERE status = ?",
            (AttemptStatus.OPEN.value,),
        )
        for attempt_id, owner in rows:
            if owner_is_dead(owner):
                self.interrupt(signer, attempt_id, Reason.CRASH, self.store._clock())
                closed.append(attempt_id)
        return closed

    def decide(self, signer: Signer, attempt_id: int, kind: Kind, reason: str) -> Entry:
        """A supervisor's decision on an attempt, sealed: VOID (it does not count; an open
        attempt is interrupted first) or NEW_ATTEMPT (the trainee may sit the exam again)."""
        from kiosk.records.model import RecordsError
        from kiosk.records.names import clean_text

        if kind not in (Kind.VOID, Kind.NEW_ATTEMPT):
            raise ValueError(kind)
        if self.attempt(attempt_id) is None:
            raise RecordsError(translate("records", "No exam attempt {id}.").format(id=attempt_id))
        reason = clean_text(reason, DECISION_REASON_LENGTH)
        if not reason:
            raise RecordsError(translate("records", "Give the reason for the decision."))
        now = self.store._clock()
        current = self.attempt(attempt_id)
        if kind is Kind.VOID and current is not None and current.status is AttemptStatus.OPEN:
            self.interrupt(signer, attempt_id, Reason.VOID, now)
        with self.store.db.transaction() as conn:
            entry = self._append(
                conn, signer, kind, attempt_id, {"reason": reason, "at": to_text(now)}
            )
        self._write_head(signer)
        return entry

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
        from kiosk.records.liveness import owner_is_dead

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

    # checking --------------------------------------------------------------------------------

    def verify(
        self, keys: Mapping[str, bytes], sealing_since: datetime | None = None
    ) -> list[Problem]:
        """Every way the sealed entries, the head, the results and the answers disagree.
        `sealing_since` (the credential's creation, outside the database): every result
        finished from then on must be sealed, whatever the database says of older results."""
        problems: list[Problem] = []

        def bad(seq: int, text: str) -> None:
            problems.append(Problem(seq, text.replace("{seq}", str(seq))))

        entries = self.entries()
        prev, expected = GENESIS, 1
        sealed_results: set[int] = set()
        legacy = None
        ends: dict[int, str] = {}  # attempt → its status as sealed at its end
        starts: dict[int, int] = {}
        begun_offline: dict[str, int] = {}  # client id of an attempt begun offline → its id
        for e in entries:
            if e.seq != expected:
                for missing in range(expected, e.seq):
                    bad(missing, translate("records", "Sealed entry {seq} was deleted."))
            data = self._data(e)
            offline = e.kind in OFFLINE_KINDS
            signed = str(data.get("witness", "")) if offline else e.payload
            if entry_hash(e.payload) != e.hash or not signature_ok(
                keys, e.key_id, e.signature, signed
            ):
                bad(
                    e.seq,
                    translate(
                        "records",
                        "Sealed entry {seq} does not carry the examiner's signature: it was "
                        "changed or forged.",
                    ),
                )
                prev, expected = e.hash, e.seq + 1
                continue
            if (
                data.get("seq") != e.seq
                or data.get("kind") != e.kind
                or data.get("attempt") != e.attempt_id
            ):
                bad(e.seq, translate("records", "Sealed entry {seq} was moved or relabelled."))
            elif data.get("prev") != prev:
                bad(
                    e.seq,
                    translate(
                        "records",
                        "Sealed entry {seq} no longer follows the one before it: entries were "
                        "deleted, replaced or reordered.",
                    ),
                )
            if verification_code(e.signature) != e.code:
                bad(
                    e.seq, translate("records", "The verification code of entry {seq} was changed.")
                )
            legacy = data.get("legacy_results", legacy)
            if e.kind == Kind.START.value:
                starts[e.attempt_id] = e.seq
            elif e.kind in (Kind.RESULT.value, Kind.INTERRUPTED.value):
                ends[e.attempt_id] = str(data.get("outcome", AttemptStatus.INTERRUPTED.value))
            if offline:  # sealed at delivery: what the examiner signed on the kiosk
                witness = _witness_data(e.payload)
                ref = witness.get("attempt")
                if e.kind == Kind.OFFLINE_START.value and isinstance(ref, str):
                    begun_offline.setdefault(ref, e.attempt_id)
                # the attempt and session as the server numbered them (client ids when offline)
                attempt = begun_offline.get(ref) if isinstance(ref, str) else ref
                session = witness.get("session")
                if isinstance(session, str):
                    session = self.store.session_id(session)
                moved = witness.get("kind") != e.kind or attempt != e.attempt_id
                if e.kind != Kind.OFFLINE_RESULT.value and session != data.get("session"):
                    moved = True
                if moved:
                    bad(e.seq, translate("records", "Sealed entry {seq} was moved or relabelled."))
                witness = {**witness, "session": session}
                if e.kind == Kind.OFFLINE_START.value:
                    starts[e.attempt_id] = e.seq
                elif e.kind == Kind.OFFLINE_INTERRUPTED.value:
                    ends[e.attempt_id] = AttemptStatus.INTERRUPTED.value
                    self._check_answers(e, witness, bad)
                else:
                    ends[e.attempt_id] = str(witness.get("outcome"))
                    self._check_result(e, {**witness, "result_id": data.get("result_id")}, bad)
                    if isinstance(data.get("result_id"), int):
                        sealed_results.add(data["result_id"])
            if e.kind == Kind.RESULT.value:
                self._check_result(e, data, bad)
                if isinstance(data.get("result_id"), int):
                    sealed_results.add(data["result_id"])
            elif e.kind == Kind.INTERRUPTED.value:
                self._check_answers(e, data, bad)
            prev, expected = e.hash, e.seq + 1
        self._check_head(entries, keys, bad)
        # the signed count of results from before sealing; without any seal, the database's own
        boundary = legacy if isinstance(legacy, int) else self.legacy_results()
        since = to_text(sealing_since) if sealing_since is not None else None
        for result_id, finished in _all(
            self.store.db, "SELECT id, finished FROM exam_results ORDER BY id"
        ):
            late = since is not None and finished >= since
            if (result_id > boundary or late) and result_id not in sealed_results:
                bad(
                    result_id,
                    translate(
                        "records",
                        "Exam result {seq} has no examiner's seal: it was added afterwards.",
                    ),
                )
        for a in self.attempts():
            if a.id not in starts:
                bad(a.id, translate("records", "Exam attempt {seq} was not sealed at its start."))
            elif a.status is not AttemptStatus.OPEN and a.id not in ends:
                bad(a.id, translate("records", "Exam attempt {seq} lost its sealed end."))
            elif a.id in ends and ends[a.id] != a.status.value:
                bad(
                    a.id,
                    translate(
                        "records",
                        "The status of exam attempt {seq} in the records is not the one sealed "
                        "at its end: it was changed.",
                    ),
                )
        return sorted(problems, key=lambda p: p.seq)

    @staticmethod
    def _data(e: Entry) -> dict[str, Any]:
        try:
            return e.data
        except ValueError:
            return {}

    def _check_answers(self, e: Entry, data: dict[str, Any], bad: Any) -> None:
        session = data.get("session")
        sealed = [row[:6] for row in data.get("answers") or [] if isinstance(row, list)]
        if isinstance(session, int) and answers_of(self.store, session) != sealed:
            bad(
                e.seq,
                translate(
                    "records", "The answers of sealed entry {seq} were changed in the records."
                ),
            )

    def _check_result(self, e: Entry, data: dict[str, Any], bad: Any) -> None:
        score = data.get("score") or {}
        exam = data.get("exam") or {}
        answers = data.get("answers") or []
        try:
            again = rescore(
                answers,
                int(score["total"]),
                float(exam["pass_mark"]),
                list(score["red_lines"]),
                int(score["done"]),
            )
        except (KeyError, TypeError, ValueError):
            again = {}
        if any(again.get(k) != score.get(k) for k in ("correct", "total", "passed")) or (
            data.get("outcome") != ("passed" if score.get("passed") else "failed")
        ):
            bad(
                e.seq,
                translate(
                    "records", "The sealed score of entry {seq} does not follow from its answers."
                ),
            )
        self._check_answers(e, data, bad)
        result = self.store.exam_result(int(data.get("result_id") or 0))
        if result is None:
            bad(
                e.seq,
                translate(
                    "records", "The exam result sealed in entry {seq} was deleted from the records."
                ),
            )
            return
        d = result.draft
        trainee = self.store.trainee(d.trainee_id)
        sealed_trainee = data.get("trainee") or {}
        if (
            d.correct != score.get("correct")
            or d.total != score.get("total")
            or d.passed != score.get("passed")
            or d.session_id != data.get("session")
            or d.trainee_id != sealed_trainee.get("id")
            or to_text(d.started) != data.get("started")
            or to_text(d.finished) != data.get("finished")
            or d.exam_id != exam.get("id")
            or d.ruleset_hash != exam.get("ruleset_hash")
        ):
            bad(
                e.seq,
                translate(
                    "records", "Exam result {id} no longer matches its seal (entry {seq})."
                ).replace("{id}", str(result.id)),
            )
        if (
            trainee is None
            or trainee.name != sealed_trainee.get("name")
            or trainee.badge != sealed_trainee.get("badge")
        ):
            bad(
                e.seq,
                translate(
                    "records",
                    "The trainee of exam result {id} was renamed or swapped since it was sealed "
                    "(entry {seq}).",
                ).replace("{id}", str(result.id)),
            )

    def _check_head(self, entries: list[Entry], keys: Mapping[str, bytes], bad: Any) -> None:
        if self.head_file is None:
            return
        last = entries[-1] if entries else None
        if not self.head_file.exists():
            if last is not None:
                bad(
                    last.seq,
                    translate(
                        "records",
                        "The seal head file {path} is missing: the newest entries cannot be "
                        "vouched for.",
                    ).replace("{path}", str(self.head_file)),
                )
            return
        try:
            head = json.loads(self.head_file.read_text(encoding="utf-8")[:4096])
            seq, digest, key = int(head["seq"]), str(head["hash"]), str(head["key"])
            signature = bytes.fromhex(str(head["signature"]))
        except (OSError, ValueError, KeyError, TypeError):
            bad(
                last.seq if last else 0,
                translate("records", "The seal head file {path} is damaged.").replace(
                    "{path}", str(self.head_file)
                ),
            )
            return
        if not signature_ok(keys, key, signature, f"{seq}:{digest}"):
            bad(
                seq,
                translate(
                    "records", "The seal head file {path} does not carry the examiner's signature."
                ).replace("{path}", str(self.head_file)),
            )
            return
        count = last.seq if last else 0
        if seq > count:
            for missing in range(count + 1, seq + 1):
                bad(missing, translate("records", "Sealed entry {seq} was deleted."))
        elif seq < count:
            bad(
                count,
                translate(
                    "records",
                    "The seal head file lags behind the records (entry {head} of {seq}): entries "
                    "were added without the examiner, or the head was replaced.",
                ).replace("{head}", str(seq)),
            )
        elif last is not None and last.hash != digest:
            bad(seq, translate("records", "Sealed entry {seq} was replaced."))


def _witness_text(payload: str) -> str:
    """The text the examiner signed on the kiosk, from an offline entry's payload ("" if none)."""
    try:
        witness = json.loads(payload).get("witness")
    except (ValueError, AttributeError):
        return ""
    return witness if isinstance(witness, str) else ""


def _witness_data(payload: str) -> dict[str, Any]:
    """What the examiner signed on the kiosk, from an offline entry's payload ({} if unreadable)."""
    try:
        data = json.loads(_witness_text(payload))
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _certificate(e: Entry) -> Entry:
    """The entry as a certificate carries it: the text the examiner signed (for an entry sealed
    at delivery, the signed text made on the kiosk, not the chain's wrapper around it)."""
    if e.kind not in OFFLINE_KINDS:
        return e
    return dataclasses.replace(e, payload=_witness_text(e.payload))


def draft_facts(draft: ExamDraft) -> dict[str, Any]:
    """The exam facts a seal can give from a stored draft alone (tests and the CLI)."""
    return {
        "id": draft.exam_id,
        "name": draft.exam_name,
        "definition_hash": "",
        "ruleset_id": draft.ruleset_id,
        "ruleset_hash": draft.ruleset_hash,
        "pass_mark": float(draft.pass_mark),
        "time_limit_s": int(draft.time_limit_s),
        "items": int(draft.total),
    }


def result_seal(store: object, result_id: int) -> Entry | None:
    """The sealed entry of exam result `result_id` (None: unsealed, or a store without seals)."""
    from kiosk.records.store import SqlStore

    if not isinstance(store, SqlStore):
        return None
    return SealBook(store).for_result(result_id)
