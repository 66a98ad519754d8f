"""The practical's sessions in the records (`practical_sessions`), per trainee, and how well two
examiners agree (the evidence toward the exam's rule is kiosk.drills.practical's).

A kept session is attested only once the notary's seal of the request it names is there, signed
by a key of the pinned keyring, whatever its `attested` column says (a kiosk writes that); the
seal's coups, result and red lines are then the session's. On one PC nothing is attested.

On a room, two examiners may score one session on two devices: `share` gives it a code, the
second examiner `join`s with it, and each device writes its examiner's scores as marks
(`practical_marks`) and `pull`s the other's into its table test, so a difference beyond the
tolerance shows on both. No one-time code goes into a mark (anyone with the session's code may
write one): both codes are typed on the device that sends `request_sealing`.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kiosk.i18n import translate
from kiosk.records.engine import Database, Row
from kiosk.records.ledger import Keyring, Seal, problem, read_keyring, site_keyring_path
from kiosk.records.model import RecordsError, from_text, to_text

if TYPE_CHECKING:
    from kiosk.drills.practical import TableTest
    from kiosk.rules.practical import Practical

_COLUMNS = (
    "id, trainee_id, exam_id, ruleset_id, started, ended, coups, coups_per_hour, "
    "seconds_per_settlement, examiners, scores, resolutions, red_lines, share, kiosk, request"
)


@dataclass(frozen=True, slots=True)
class PracticalSession:
    id: int
    trainee_id: int
    exam_id: str
    ruleset_id: str
    started: datetime
    ended: datetime
    coups: int
    coups_per_hour: float | None
    seconds_per_settlement: float | None
    examiners: tuple[str, ...]
    scores: dict[str, dict[str, int]]  # examiner → criterion → points
    resolutions: dict[str, tuple[int, str]]  # criterion → (agreed points, reason)
    red_lines: tuple[str, ...]
    share: float | None
    attested: bool  # the notary sealed it, with a key the pinned keyring trusts
    kiosk: str
    request: int | None = None  # the notary's request that seals it
    refused: str | None = None  # why the notary refused that request (attested.refusal_sentence)


@dataclass(frozen=True, slots=True)
class Agreement:
    """How two examiners' scores of the same criteria compare over the sessions."""

    compared: int  # criteria scored by both
    beyond_tolerance: int  # of them, how many differed by more than the tolerance
    mean_difference: float | None  # points, over the criteria compared


def save_session(
    db: Database,
    test: TableTest,
    *,
    trainee_id: int,
    exam_id: str,
    started: datetime,
    ended: datetime,
    kiosk: str,
    request: int | None = None,
) -> int:
    """Keep a finished session; its id, RecordsError when these records may not keep it."""
    result = test.result()
    pace = result.pace
    params = (
        trainee_id,
        exam_id,
        test.ruleset.id,
        to_text(started),
        to_text(ended),
        result.coups,
        pace.coups_per_hour,
        pace.seconds_per_settlement,
        json.dumps(list(test.examiners)),
        json.dumps(test.scores(), sort_keys=True),
        json.dumps(
            {k: [r.score, r.reason] for k, r in test.resolutions.items()},
            sort_keys=True,
            ensure_ascii=False,
        ),
        json.dumps(sorted(line.value for line in result.red_lines)),
        result.share,
        0,
        kiosk,
        request,
    )

    sql = (
        "INSERT INTO practical_sessions (trainee_id, exam_id, ruleset_id, started, ended, "
        "coups, coups_per_hour, seconds_per_settlement, examiners, scores, resolutions, "
        "red_lines, share, attested, kiosk, request) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"
    )
    try:
        return int(db.run(lambda d: d.execute(sql, params).fetchone())["id"])
    except db.errors:
        raise RecordsError(
            translate("records", "these records may not keep a practical session")
        ) from None


def _session(r: Row, sealed: dict[str, Any] | None, refused: str | None) -> PracticalSession:
    """A kept session; `sealed`: the facts the notary sealed of it (None: not attested)."""
    resolutions = json.loads(r["resolutions"])
    return PracticalSession(
        id=int(r["id"]),
        trainee_id=int(r["trainee_id"]),
        exam_id=r["exam_id"],
        ruleset_id=r["ruleset_id"],
        started=from_text(r["started"]),
        ended=from_text(r["ended"]),
        coups=int((sealed or r)["coups"]),
        coups_per_hour=_real(r["coups_per_hour"]),
        seconds_per_settlement=_real(r["seconds_per_settlement"]),
        examiners=tuple(json.loads(r["examiners"])),
        scores=json.loads(r["scores"]),
        resolutions={k: (int(v[0]), str(v[1])) for k, v in resolutions.items()},
        red_lines=tuple(
            str(x) for x in (sealed or {}).get("red_lines", json.loads(r["red_lines"]))
        ),
        share=_real((sealed or r)["share"]),
        attested=sealed is not None,
        kiosk=str(r["kiosk"]),
        request=None if r["request"] is None else int(r["request"]),
        refused=refused,
    )


def _sealed(
    db: Database, trainee_id: int, requests: Sequence[int], keyring: Keyring | None
) -> tuple[dict[int, dict[str, Any]], dict[int, str]]:
    """The facts of the notary's seals answering these practical requests of the trainee, by
    request: only seals a key of `keyring` made (none without a keyring, or on one PC); and
    the requests it refused, with why."""
    if not requests or db.dialect != "postgresql" or not db.has_table("notary.replies"):
        return {}, {}
    rows = db.query(
        "SELECT r.request, r.refused, s.number, s.payload, s.signature FROM notary.replies r "
        "LEFT JOIN notary.seals s ON s.number = r.seal WHERE r.kind = 'practical' AND "
        f"r.request IN ({', '.join('?' for _ in requests)})",
        tuple(requests),
    )
    refused = {int(r["request"]): str(r["refused"]) for r in rows if r["refused"] is not None}
    found: dict[int, dict[str, Any]] = {}
    for r in rows:
        if r["number"] is None or keyring is None:
            continue
        seal = Seal(int(r["number"]), str(r["payload"]), bytes(r["signature"]))
        if problem(seal, keyring) is not None:
            continue
        data = seal.data()
        facts = data.get("facts")
        if (
            data.get("kind") == "practical"
            and isinstance(facts, dict)
            and facts.get("request") == r["request"]
            and facts.get("trainee") == trainee_id
        ):
            found[int(r["request"])] = facts
    return found, refused


def request_sealing(
    db: Database,
    test: TableTest,
    *,
    trainee_id: int,
    exam_content: bytes,
    examiner: str,
    code: str,
    second: tuple[str, str] | None = None,
) -> int:
    """Ask the room's notary to judge the session again and seal it, confirmed by `examiner`'s
    one-time code and `second`'s (name, code) for a session two examiners scored; the request's
    id, RecordsError when the server refuses it (no notary, an exam not registered, a bad code)."""
    if db.dialect != "postgresql":
        raise RecordsError(translate("records", "only a room's records server has a notary"))
    import psycopg  # the room's engine alone

    definition = hashlib.sha256(exam_content).hexdigest()
    session = json.dumps(test.record(), sort_keys=True, ensure_ascii=False)
    params: tuple[object, ...] = (trainee_id, definition, session, examiner, code)
    if second is not None:
        params += second
    marks = ", ".join("?" for _ in params)
    try:
        row = db.run(lambda d: d.one(f"SELECT notary.request_practical({marks}) AS id", params))
    except psycopg.Error as exc:  # the server's refusal: no notary, no such exam, a bad code
        raise RecordsError(
            translate("records", "the notary's server refused the request: {problem}").format(
                problem=str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            )
        ) from None
    assert row is not None
    return int(row["id"])


CODE_LETTERS = "ACDEFHJKMNPRTUVWXY3479"  # none read as another aloud or on a small screen
CODE_LENGTH = 6


@dataclass
class SharedSession:
    """One device's seat in a session two examiners score on their own devices: seat 1 is the
    device the coups are entered on, seat 2 the second examiner's."""

    db: Database
    code: str
    seat: int
    examiner: str
    kiosk: str
    # the marks taken into the table test: a mark is numbered when written and may commit after
    # a later one was read, so every mark not taken yet is read again
    seen: set[int] = field(default_factory=set)
    # the errors counted in each criterion's group on the device the coups are entered on
    counted: dict[str, int] = field(default_factory=dict)

    def mark(self, kind: str, criterion: str = "", points: int = 0, reason: str = "") -> None:
        """This seat's examiner `open`ed the session, gave a `score` or `agreed` on one."""
        params = (self.code, kind, self.seat, self.examiner, criterion, points, reason)
        try:
            self.db.run(
                lambda d: d.execute(
                    "INSERT INTO practical_marks (code, kind, seat, examiner, criterion, points, "
                    "reason, at, kiosk) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (*params, to_text(datetime.now(UTC)), self.kiosk),
                )
            )
        except self.db.errors:
            raise RecordsError(
                translate("records", "these records may not keep a practical session")
            ) from None

    def count(self, test: TableTest) -> None:
        """Seat 1: the errors counted in each criterion's group, where they changed, for the
        second examiner's rubric."""
        for row in test.rubric():
            if self.counted.get(row.criterion.id) != row.errors:
                self.mark("counted", row.criterion.id, row.errors)
                self.counted[row.criterion.id] = row.errors

    def marks(self) -> list[Row]:
        return self.db.query(
            "SELECT id, kind, seat, examiner, criterion, points, reason FROM practical_marks "
            "WHERE code = ? ORDER BY id",
            (self.code,),
        )

    def pull(self, test: TableTest, marks: list[Row] | None = None) -> bool:
        """Take the marks written since the last pull (`marks`, read before, else read now)
        into `test` and `counted`; whether there were any."""
        rows = [
            r for r in (self.marks() if marks is None else marks) if int(r["id"]) not in self.seen
        ]
        for r in rows:
            self.seen.add(int(r["id"]))
            kind, criterion, points = str(r["kind"]), str(r["criterion"]), int(r["points"])
            if kind == "counted":
                self.counted[criterion] = points
            else:
                test.take_mark(
                    int(r["seat"]), kind, str(r["examiner"]), criterion, points, str(r["reason"])
                )
        return bool(rows)


def share(db: Database, examiner: str, kiosk: str) -> SharedSession:
    """Open the session on this device (seat 1) for a second examiner to join by its code."""
    _named(examiner)
    code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
    shared = SharedSession(db, code, 1, examiner, kiosk)
    shared.mark("open")
    return shared


def join(db: Database, code: str, examiner: str, kiosk: str) -> SharedSession:
    """The second examiner's device takes seat 2 of the session shared under `code`. Raises
    RecordsError when no session has that code or another examiner holds the seat."""
    code = code.strip().upper()
    _named(examiner)
    seats = {
        int(r["seat"]): str(r["examiner"])
        for r in db.query(
            "SELECT seat, examiner FROM practical_marks WHERE code = ? AND kind = 'open'", (code,)
        )
    }
    if 1 not in seats:
        raise RecordsError(
            translate("records", "No practical session is shared under the code {code}").format(
                code=code
            )
        )
    if seats[1] == examiner:
        raise RecordsError(
            translate("records", "{name} scores session {code} on the other device").format(
                name=examiner, code=code
            )
        )
    if seats.get(2, examiner) != examiner:
        raise RecordsError(
            translate("records", "{name} scores session {code} as the second examiner").format(
                name=seats[2], code=code
            )
        )
    shared = SharedSession(db, code, 2, examiner, kiosk)
    shared.mark("open")
    return shared


def _named(examiner: str) -> None:
    if not examiner.strip():
        raise RecordsError(
            translate("Practical", "Name each examiner, each with a name of their own")
        )


def _real(value: object) -> float | None:
    return None if value is None else float(str(value))


def pinned_keyring(path: Path | None = None) -> Keyring | None:
    """The pinned keyring of the site folder (or `path`); None where there is none to read: then
    no session counts as attested."""
    try:
        return read_keyring(path or site_keyring_path())
    except RecordsError:
        return None


def sessions_of(
    db: Database, trainee_id: int, keyring: Keyring | None = None
) -> list[PracticalSession]:
    rows = db.query(
        f"SELECT {_COLUMNS} FROM practical_sessions WHERE trainee_id = ? ORDER BY started, id",
        (trainee_id,),
    )
    requests = [int(r["request"]) for r in rows if r["request"] is not None]
    sealed, refused = _sealed(db, trainee_id, requests, keyring)
    return [_session(r, sealed.get(r["request"]), refused.get(r["request"])) for r in rows]


def agreement(practical: Practical, sessions: Sequence[PracticalSession]) -> Agreement:
    differences: list[int] = []
    for session in sessions:
        if len(session.examiners) < 2:
            continue
        first, second = (session.scores.get(name, {}) for name in session.examiners[:2])
        differences += [abs(first[c] - second[c]) for c in first if c in second]
    beyond = sum(1 for d in differences if d > practical.tolerance)
    mean = sum(differences) / len(differences) if differences else None
    return Agreement(len(differences), beyond, mean)
