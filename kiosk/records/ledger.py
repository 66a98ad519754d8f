"""The notary's seals read with the pinned keyring alone: the one verifier of its chain.

A seal is canonical JSON (`payload`: its number, the previous seal's hash, its key's id, the item
generator's version, when, its kind and its facts), an Ed25519 signature over it, and a hash
(SHA-256 over both). Only keys of the pinned keyring count, a JSON file the administrator
installs by the fingerprint the notary's console shows: nothing read from the database, the
network or a certificate adds a key. A chain of any length is read in one pass that keeps
nothing but the last seal. Only the notary (kiosk.notary) makes seals.

A room's key is rotated by a sealed hand-over (`HANDOVER`): the outgoing key seals the incoming
key's public key, and the incoming key signs its acceptance. Pinning the incoming key trusts the
outgoing one for the seals made until the hand-over (`handed_down`); the hand-overs kept in the
keyring let it read the older seals offline too.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from kiosk.i18n import translate
from kiosk.records.certify import Attested, PracticalFacts
from kiosk.records.engine import Database
from kiosk.records.model import RecordsError
from kiosk.records.seal import GENESIS, canonical, verification_code
from kiosk.records.stats import Counted, latest_counted
from kiosk.rules.reader import QT_TRANSLATE_NOOP, cannot_read
from kiosk.settings import site_config_dir

KEYRING_FORMAT = "kiosk-keyring/1"  # written by kiosk.notary.keys
KEYRING_FILE = "notary-keyring.json"  # in the site folder of every kiosk
HANDOVER = "hand-over"  # the kind of the seal that hands a room over to its next key
# The channel the notary NOTIFYs each new seal on (its number), for screens that show seals.
SEALED_CHANNEL = "notary_sealed"


def key_id(public: bytes) -> str:
    """A short name of a public key (each seal says which key made it)."""
    return hashlib.sha256(public).hexdigest()[:16]


def fingerprint(public: bytes) -> str:
    """SHA-256 of the raw public key, in groups of four hex digits (read aloud, compared)."""
    digest = hashlib.sha256(public).hexdigest()
    return " ".join(digest[i : i + 4] for i in range(0, len(digest), 4))


def stamp(when: datetime) -> str:  # as a keyring and a hand-over write a time
    return when.isoformat(timespec="seconds")


def json_object(text: str, path: Path) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordsError(
            translate("notary", "{path}:{line}: not valid JSON ({error})").format(
                path=path, line=exc.lineno, error=exc.msg
            )
        ) from None
    if not isinstance(data, dict):
        raise RecordsError(translate("notary", "{path}: expected a JSON object").format(path=path))
    return data


@dataclass(frozen=True)
class TrustedKey:
    """One keyring entry: a public key trusted for the seals made from `valid_from` until
    `revoked_from` (None: not revoked)."""

    key_id: str
    room: str
    public: bytes
    valid_from: datetime
    revoked_from: datetime | None

    def covers(self, when: datetime) -> bool:
        return self.valid_from <= when and (self.revoked_from is None or when < self.revoked_from)


def trusted_key(item: object, where: str) -> TrustedKey:
    """A keyring entry from its JSON; ValueError naming `where` and what was expected."""
    if not isinstance(item, dict):
        raise ValueError(f"{where}: expected an object with key_id, room, public_key, valid_from")
    try:
        public = base64.b64decode(str(item["public_key"]), validate=True)
        if len(public) != 32:
            raise ValueError("public_key: expected 32 bytes of an Ed25519 key in base64")
        revoked = item.get("revoked_from")
        key = TrustedKey(
            str(item["key_id"]),
            str(item["room"]),
            public,
            datetime.fromisoformat(str(item["valid_from"])),
            None if revoked is None else datetime.fromisoformat(str(revoked)),
        )
    except KeyError as exc:
        raise ValueError(f"{where}: {exc.args[0]} is missing") from None
    except (ValueError, binascii.Error) as exc:
        raise ValueError(f"{where}: {exc}") from None
    if key.key_id != key_id(public):
        raise ValueError(f"{where}: key_id {key.key_id} is not the id of its public_key")
    if key.valid_from.tzinfo is None:
        raise ValueError(f"{where}: valid_from needs a time zone (…+00:00)")
    return key


@dataclass(frozen=True)
class Keyring:
    keys: tuple[TrustedKey, ...] = ()
    # the sealed hand-overs that handed keys down to it (`handed_down`); in a keyring as its
    # file holds it (`read_pinned`), the hand-overs kept there, not yet checked
    handovers: tuple[Seal, ...] = ()

    def get(self, kid: str) -> TrustedKey | None:
        return next((k for k in self.keys if k.key_id == kid), None)


def read_keyring(path: Path) -> Keyring:
    """The pinned keyring in `path` with the keys its genuine hand-overs hand down to it;
    RecordsError naming the file and what is wrong."""
    pinned = read_pinned(path)
    return handed_down(Keyring(pinned.keys), pinned.handovers)


def handovers_of(items: object, where: str) -> tuple[Seal, ...]:
    """The hand-overs kept in a keyring (`where`), unchecked; ValueError naming what is wrong."""
    if items is None:
        return ()
    if not isinstance(items, list):
        raise ValueError(
            translate("notary", "{where}: expected a list of sealed hand-overs").format(where=where)
        )
    seals = []
    for i, item in enumerate(items):
        try:
            seals.append(seal_of(item))
        except ValueError:
            raise ValueError(
                translate(
                    "notary", "{where}[{index}]: expected a seal (number, payload, signature)"
                ).format(where=where, index=i)
            ) from None
    return tuple(seals)


def read_pinned(path: Path) -> Keyring:
    """The keyring in `path` as the file holds it: its pinned keys and the hand-overs kept
    with them, unchecked (to be written back; verifiers use `read_keyring`)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordsError(cannot_read(path, exc)) from None
    data = json_object(text, path)
    if data.get("format") != KEYRING_FORMAT or not isinstance(data.get("keys"), list):
        raise RecordsError(
            translate("notary", "{path}: expected a keyring ({format}) with a list of keys").format(
                path=path, format=KEYRING_FORMAT
            )
        )
    try:
        keys = tuple(trusted_key(k, f"keys[{i}]") for i, k in enumerate(data["keys"]))
        return Keyring(keys, handovers_of(data.get("handovers"), "handovers"))
    except ValueError as exc:
        raise RecordsError(f"{path}: {exc}") from None


def site_keyring_path() -> Path:
    return site_config_dir() / KEYRING_FILE


@dataclass(frozen=True)
class Seal:
    number: int
    payload: str
    signature: bytes

    @property
    def hash(self) -> str:
        return hashlib.sha256(self.payload.encode() + self.signature).hexdigest()

    def data(self) -> dict[str, Any]:
        """The payload's fields (ValueError when it is no JSON object)."""
        data = json.loads(self.payload)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        return data

    def entry(self) -> dict[str, Any]:
        """The seal as a certificate or a keyring carries it (`seal_of`)."""
        return {"number": self.number, "payload": self.payload, "signature": self.signature.hex()}


def seal_of(item: object) -> Seal:
    """A seal from its `Seal.entry`; ValueError when it is not one."""
    if not isinstance(item, dict):
        raise ValueError("not an object")
    try:
        return Seal(
            int(item["number"]), str(item["payload"]), bytes.fromhex(str(item["signature"]))
        )
    except (ValueError, KeyError, TypeError) as exc:
        raise ValueError(str(exc)) from None


@dataclass(frozen=True)
class Finding:
    number: int
    text: str


def problem(seal: Seal, keyring: Keyring) -> str | None:
    """What is wrong with one seal on its own (None: signed by a trusted key in its validity)."""
    try:
        data = seal.data()
        number, kid = data["number"], str(data["key_id"])
        sealed = datetime.fromisoformat(str(data["sealed"]))
    except (ValueError, KeyError):
        return translate("notary", "unreadable payload")
    if number != seal.number:
        return translate("notary", "its payload says number {number}").format(number=number)
    key = keyring.get(kid)
    if key is None:
        return translate(
            "notary", "signed by key {key_id}, which the keyring does not trust"
        ).format(key_id=kid)
    try:
        Ed25519PublicKey.from_public_bytes(key.public).verify(seal.signature, seal.payload.encode())
    except InvalidSignature:
        return translate("notary", "the signature does not match its payload")
    if sealed.tzinfo is None or not key.covers(sealed):
        return translate("notary", "sealed at {when}, when key {key_id} was not valid").format(
            when=sealed.isoformat(), key_id=kid
        )
    return None


def _checked(seals: Iterable[Seal], keyring: Keyring) -> Iterator[tuple[Seal, bool, list[Finding]]]:
    """Each seal of a chain read in number order, whether a trusted key signed it in its
    validity, and what is wrong: a bad seal, a seal that does not follow the one before it, a
    gap in the numbers (said once per gap). Keeps only the last seal read."""
    last_number, last_hash = 0, GENESIS
    for seal in seals:
        found = []
        if seal.number != last_number + 1:
            found.append(
                Finding(
                    seal.number,
                    translate("notary", "seals {first} to {last} are missing").format(
                        first=last_number + 1, last=seal.number - 1
                    )
                    if seal.number > last_number + 1
                    else translate("notary", "out of order after seal {number}").format(
                        number=last_number
                    ),
                )
            )
        bad = problem(seal, keyring)
        if bad is not None:
            found.append(Finding(seal.number, bad))
        else:
            previous = seal.data()["previous"]
            if seal.number == last_number + 1 and previous != last_hash:
                found.append(
                    Finding(seal.number, translate("notary", "does not follow the seal before it"))
                )
        yield seal, bad is None, found
        last_number, last_hash = seal.number, seal.hash


def check_chain(seals: Iterable[Seal], keyring: Keyring) -> Iterator[Finding]:
    for _, _, found in _checked(seals, keyring):
        yield from found


def handover_terms(facts: Mapping[str, Any]) -> bytes:
    return canonical({k: v for k, v in facts.items() if k != "accepted"}).encode()


def _handed(seal: Seal, ring: Mapping[str, TrustedKey]) -> TrustedKey | None:
    """The outgoing key a genuine hand-over seal hands down to a key of `ring`, trusted until
    right after the hand-over (the seal itself is its last); None for any other seal."""
    try:
        data = seal.data()
        facts = data["facts"]
        if data.get("kind") != HANDOVER or not isinstance(facts, dict):
            return None
        if data.get("number") != seal.number:  # a number its carrier gave it, not its seal's
            return None
        sealed = datetime.fromisoformat(str(data["sealed"]))
        new = ring.get(str(facts["new_key"]))
        old_public = base64.b64decode(str(facts["old_public_key"]), validate=True)
        if (
            new is None
            or sealed.tzinfo is None
            or not new.covers(sealed)
            or base64.b64decode(str(facts["new_public_key"]), validate=True) != new.public
            or facts["fingerprint"] != fingerprint(new.public)
            or key_id(old_public) != data["key_id"]
            or data["key_id"] != facts["old_key"]
        ):
            return None
        accepted = bytes.fromhex(str(facts["accepted"]))
        Ed25519PublicKey.from_public_bytes(new.public).verify(accepted, handover_terms(facts))
        Ed25519PublicKey.from_public_bytes(old_public).verify(seal.signature, seal.payload.encode())
        valid_from = datetime.fromisoformat(str(facts["old_valid_from"]))
    except (ValueError, KeyError, TypeError, binascii.Error, InvalidSignature):
        return None
    until = sealed + timedelta(microseconds=1)
    pinned = ring.get(key_id(old_public))
    if pinned is not None:  # a pinned outgoing key counts no longer than its hand-over either
        if pinned.revoked_from is not None:
            until = min(until, pinned.revoked_from)
        return TrustedKey(pinned.key_id, pinned.room, pinned.public, pinned.valid_from, until)
    return TrustedKey(key_id(old_public), new.room, old_public, valid_from, until)


def handed_down(keyring: Keyring, handovers: Iterable[Seal]) -> Keyring:
    """The pinned `keyring` with every outgoing key a genuine hand-over hands down to a key it
    trusts, newest hand-over first, so a chain of rotations leads back to the room's first key."""
    ring = {k.key_id: k for k in keyring.keys}
    used = {s.number: s for s in keyring.handovers}
    for seal in sorted(handovers, key=lambda s: -s.number):
        handed = _handed(seal, ring)
        if handed is not None:
            ring[handed.key_id] = handed
            used[seal.number] = seal
    return Keyring(tuple(ring.values()), tuple(used[n] for n in sorted(used)))


def _rows(conn: Any, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The rows of `sql` (written with `?`) as tuples, on a records `Database` or on the
    notary's own psycopg connection (kiosk.notary.db)."""
    if isinstance(conn, Database):
        return [
            tuple(r.values()) if isinstance(r, dict) else tuple(r) for r in conn.query(sql, params)
        ]
    return [tuple(r) for r in conn.execute(sql.replace("?", "%s"), params).fetchall()]


def _seals(conn: Any, where: str, params: tuple[Any, ...]) -> list[Seal]:
    sql = f"SELECT number, payload, signature FROM notary.seals WHERE {where}"
    return [Seal(int(n), str(p), bytes(s)) for n, p, s in _rows(conn, sql, params)]


def stored_seals(conn: Any, batch: int = 500) -> Iterator[Seal]:
    after = -(2**63)  # the least BIGINT: a forged row with any number is read too
    while True:
        seals = _seals(conn, "number > ? ORDER BY number LIMIT ?", (after, batch))
        yield from seals
        if len(seals) < batch:
            return
        after = seals[-1].number


def room_keyring(conn: Any, keyring: Keyring) -> Keyring:
    return handed_down(keyring, _seals(conn, "strpos(payload, ?) > 0", (f'"kind":"{HANDOVER}"',)))


class State(StrEnum):
    """An attempt's state, read from its seals alone; its value is its name in words."""

    OPEN = QT_TRANSLATE_NOOP("notary", "open")
    PASSED = QT_TRANSLATE_NOOP("notary", "passed")
    FAILED = QT_TRANSLATE_NOOP("notary", "failed")
    ABANDONED = QT_TRANSLATE_NOOP("notary", "abandoned")
    INTERRUPTED = QT_TRANSLATE_NOOP("notary", "interrupted")
    VOIDED = QT_TRANSLATE_NOOP("notary", "voided")
    RETRY_ALLOWED = QT_TRANSLATE_NOOP("notary", "retry allowed")
    # passed, and a later certification of its candidate replaces it
    SUPERSEDED = QT_TRANSLATE_NOOP("notary", "superseded")

    def words(self) -> str:
        return translate("notary", self.value)


@dataclass
class Attempt:
    number: int
    started: dict[str, Any]
    start_seal: Seal
    ended: dict[str, Any] | None = None
    end_seal: Seal | None = None
    voided: dict[str, Any] | None = None
    retry: dict[str, Any] | None = None
    sealed: dict[str, str] = field(default_factory=dict)  # kind -> when
    superseded_by: int | None = None  # the later certification that replaces this one
    # the practical sessions sealed for its candidate and its registered exam
    practicals: list[Seal] = field(default_factory=list)

    @property
    def certification(self) -> tuple[str, str]:
        """Whose certification at which exam (any registered version) a pass of it is."""
        return str(self.started.get("trainee")), str(self.started.get("exam"))

    def sealed_at(self, kind: str) -> str:
        return self.sealed.get(kind, "")

    @property
    def judged_passed(self) -> bool:  # whatever was decided later
        if self.ended is None or self.ended.get("how") in ("abandoned", "interrupted"):
            return False
        return bool((self.ended.get("result") or {}).get("passed"))

    @property
    def counted(self) -> Counted | None:
        """What it counts for its candidate, with when its end was sealed: a pass (its practical,
        if any, passed too) or an end without one; None while open, voided, superseded, given
        back by a retry, or passed with its practical's evidence still to come."""
        state = self.state
        if state not in (State.PASSED, State.FAILED, State.ABANDONED, State.INTERRUPTED):
            return None
        try:
            ended = datetime.fromisoformat(self.sealed_at("ended"))
        except ValueError:
            return None
        if ended.tzinfo is None:
            return None
        practical = practical_facts(self) if state is State.PASSED else None
        if practical is not None and not practical.passed:
            return Counted(False, ended) if practical.failed else None
        return Counted(state is State.PASSED, ended)

    @property
    def state(self) -> State:
        if self.voided is not None:
            return State.VOIDED
        if self.ended is None:
            return State.OPEN
        how = self.ended.get("how")
        if how in ("abandoned", "interrupted"):
            if self.retry is not None:
                return State.RETRY_ALLOWED
            return State.INTERRUPTED if how == "interrupted" else State.ABANDONED
        if not self.judged_passed:
            return State.FAILED
        return State.PASSED if self.superseded_by is None else State.SUPERSEDED


class Ledger:
    """The attempts of a chain, read from the seals a trusted key made and nothing else:
    `read(seals)` yields the chain's findings as it goes. Of a candidate's passes at one exam
    not voided, the one sealed last is the certification; it supersedes each earlier one."""

    def __init__(self, keyring: Keyring) -> None:
        self.keyring = keyring
        self.attempts: dict[int, Attempt] = {}
        self.read_count = 0
        self._certifications: dict[tuple[str, str], list[Attempt]] = {}
        # the practical sessions sealed, by candidate and registered exam (definition hash)
        self.practicals: dict[tuple[int, str], list[Seal]] = {}

    def read(self, seals: Iterable[Seal]) -> Iterator[Finding]:
        for seal, trusted, found in _checked(seals, self.keyring):
            self.read_count += 1
            yield from found
            stray = self.take(seal) if trusted else None  # a forged row tells nothing
            if stray is not None:
                yield stray

    def take(self, seal: Seal) -> Finding | None:
        """Take the facts of a seal a trusted key made; a finding when it names no attempt, or
        one no seal started (a registration, a practical session and a hand-over are of none)."""
        data = seal.data()
        kind, facts = data.get("kind"), data.get("facts")
        if not isinstance(facts, dict) or kind in ("registered", HANDOVER):
            return None
        if kind == "practical":
            key = _candidate(facts)
            if key is None:
                return Finding(seal.number, translate("notary", "names no candidate and exam"))
            self.practicals.setdefault(key, []).append(seal)  # and so to its attempts
            return None
        try:
            number = int(facts["attempt"])
        except (KeyError, TypeError, ValueError):
            return Finding(seal.number, translate("notary", "names no attempt"))
        if kind == "started":
            key = _candidate(facts)
            started = Attempt(number, facts, seal, sealed={"started": str(data.get("sealed", ""))})
            if key is not None:  # the one list of its candidate's practicals, also those to come
                started.practicals = self.practicals.setdefault(key, [])
            self.attempts[number] = started
            self._certifications.setdefault(started.certification, []).append(started)
            return None
        attempt = self.attempts.get(number)
        if attempt is None:
            return Finding(
                seal.number,
                translate("notary", "seals attempt {attempt}, which no seal started").format(
                    attempt=number
                ),
            )
        if kind == "ended":
            attempt.ended, attempt.end_seal = facts, seal
        elif kind == "void":
            attempt.voided = facts
        elif kind == "retry-allowed":
            attempt.retry = facts
        attempt.sealed[str(kind)] = str(data.get("sealed", ""))
        self._supersede(attempt.certification)
        return None

    def _supersede(self, certification: tuple[str, str]) -> None:
        attempts = self._certifications.get(certification, [])
        passes = [a for a in attempts if a.voided is None and a.judged_passed and a.end_seal]
        last = max(passes, key=lambda a: a.end_seal.number if a.end_seal else 0, default=None)
        for attempt in attempts:
            attempt.superseded_by = None
        for attempt in passes:
            if last is not None and attempt is not last:
                attempt.superseded_by = last.number


def read_ledger(conn: Any, keyring: Keyring) -> tuple[Ledger, list[Finding]]:
    """The attempts on the records server `conn` read with the pinned `keyring` alone (and the
    keys its sealed hand-overs hand down), and every finding of the chain."""
    ledger = Ledger(room_keyring(conn, keyring))
    return ledger, list(ledger.read(stored_seals(conn)))


def certifications(ledger: Ledger) -> dict[int, Counted]:
    """Per candidate, the latest attempt that counts (`Attempt.counted`) and when it ended."""
    counted = ((a.started.get("trainee"), a.counted) for a in ledger.attempts.values())
    return latest_counted((int(t), c) for t, c in counted if c is not None and isinstance(t, int))


def _candidate(facts: dict[str, Any]) -> tuple[int, str] | None:
    try:
        return int(facts["trainee"]), str(facts["definition"])
    except (KeyError, TypeError, ValueError):
        return None


def practical_facts(attempt: Attempt) -> PracticalFacts | None:
    """The practical of an attempt's exam as sealed: the rule its start sealed and the sessions
    sealed for its candidate and exam (None: no practical rule sealed with its start)."""
    rule = attempt.started.get("practical")
    if not isinstance(rule, dict):
        return None
    sessions = [s.data()["facts"] for s in attempt.practicals]
    shares = [f.get("share") for f in sessions]
    known = [float(x) for x in shares if isinstance(x, int | float)]
    return PracticalFacts(
        needed_coups=int(rule.get("coups") or 0),
        needed_sessions=int(rule.get("sessions") or 0),
        pass_mark=float(rule.get("pass_mark") or 1),
        coups=sum(int(f.get("coups") or 0) for f in sessions),
        sessions=len(sessions),
        share=sum(known) / len(known) if known and len(known) == len(shares) else None,
        red_lines=tuple(sorted({str(line) for f in sessions for line in f.get("red_lines", ())})),
    )


def code_of(attempt: Attempt) -> str:
    return verification_code(attempt.end_seal.signature) if attempt.end_seal else ""


def attested(attempt: Attempt, keyring: Keyring) -> Attested | None:
    """What the certificate of an attempt prints (None while it is open): its seals' facts."""
    if attempt.ended is None or attempt.end_seal is None:
        return None
    start, result = attempt.started, attempt.ended.get("result") or {}
    key = keyring.get(str(attempt.end_seal.data().get("key_id")))
    title = start.get("title") if isinstance(start.get("title"), dict) else {}
    later = [h for h in keyring.handovers if h.number > attempt.end_seal.number]
    seals = [  # and the hand-overs from its key to the room's key now, for an offline check
        s.entry() for s in (attempt.start_seal, attempt.end_seal, *attempt.practicals, *later)
    ]
    return Attested(
        code=code_of(attempt),
        name=str(start.get("name") or "?"),
        badge=str(start.get("badge") or ""),
        exam=str(start.get("exam", "?")),
        title={str(k): str(v) for k, v in (title or {}).items()},
        exam_version=str(start.get("definition", ""))[:12],
        attempt=attempt.number,
        attempt_number=int(start.get("attempt_number") or 0),
        passed=attempt.judged_passed,
        correct=int(result.get("correct") or 0),
        total=int(result.get("planned") or 0),
        finished=attempt.sealed_at("ended"),
        examiner=str(start.get("examiner", "?")),
        room=key.room if key else "?",
        fingerprint=fingerprint(key.public) if key else "?",
        seals=base64.b64encode(json.dumps(seals).encode()).decode(),
        practical=practical_facts(attempt),
    )


def legacy_seals(conn: Any) -> list[tuple[int, str, str]]:
    """Each attempt a PC sealed with its own key before the notary, in attempt order, with its
    last entry's kind and key: neither forged nor attested by the notary."""
    return _rows(
        conn,
        "SELECT DISTINCT ON (attempt_id) attempt_id, kind, key_id FROM public.seals"
        " ORDER BY attempt_id, id DESC",
    )


def legacy_key_of(conn: Any, code: str) -> str | None:
    rows = _rows(
        conn, "SELECT key_id FROM public.seals WHERE code = ? ORDER BY id LIMIT 1", (code,)
    )
    return str(rows[0][0]) if rows else None
