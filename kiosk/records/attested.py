"""A certification exam on a room's records server, attested by the notary (docs/notary.md).

The kiosk is a terminal: it offers the exams registered with the notary, asks the notary to
start one with the examiner's six digits, draws the items from the attempt's seed as the notary
does, records every item as shown and answered and asks for the attempt's end; the notary judges
and seals. Nothing is signed here and nothing waits in an outbox: with the server away the exam
pauses and each call (one short transaction, off the UI thread) raises OfflineError.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, cast

from kiosk.i18n import translate
from kiosk.records.certify import Attested
from kiosk.records.engine import Database, OfflineError, PostgresDatabase, Row
from kiosk.records.ledger import (
    SEALED_CHANNEL,
    Finding,
    Keyring,
    Ledger,
    State,
    attested,
    certifications,
    read_keyring,
    read_ledger,
    site_keyring_path,
)
from kiosk.records.model import RecordsError
from kiosk.records.stats import Counted, latest_counted
from kiosk.records.store import Reports, holder
from kiosk.rules.exams import ExamError, read_exam
from kiosk.rules.loader import RulesetError, parse_ruleset

if TYPE_CHECKING:
    from kiosk.records.postgres import PostgresStore
    from kiosk.rules.exams import ExamDefinition
    from kiosk.rules.model import Ruleset

# How the kiosk ends an attempt (notary.end_requests).
HANDED_IN, TIMED_OUT, ABANDONED = "handed-in", "timed-out", "abandoned"
# A supervisor's decision on an attempt (notary.decision_requests): void it, allow a new one.
VOID, RETRY = "void", "retry"
# How long a kiosk waits for the notary's reply to a request before it says so.
REPLY_WAIT_S = 30.0
UNIQUE_VIOLATION = "23505"  # PostgreSQL's SQLSTATE for a row the server holds already


def refusal_sentence(word: str) -> str:
    """The notary's reason for refusing a request, said to the examiner at the kiosk."""
    sentences = {
        "code-wrong": translate("records", "The code is wrong. Type the six digits shown now."),
        "code-used": translate(
            "records", "This code was used already. Wait for the next code and type it."
        ),
        "examiner-locked": translate(
            "records",
            "This examiner is locked after too many wrong codes; the notary's administrator "
            "ends the lock.",
        ),
        "examiner-unknown": translate("records", "The notary knows no examiner by this name."),
        "stale": translate(
            "records", "The notary answered too late; type the code shown now and try again."
        ),
        "not-registered": translate("records", "This exam is not registered with the notary."),
        "open-attempt": translate(
            "records", "The candidate or this kiosk has an attempt that has not ended yet."
        ),
        "used-up": translate(
            "records",
            "The candidate's last attempt was abandoned; only an examiner's decision allows a "
            "new one.",
        ),
        "no-attempt": translate("records", "There is no such attempt."),
        "voided": translate("records", "This attempt has been voided already."),
        "too-many-attempts": translate(
            "records",
            "The candidate has had as many attempts at this exam as it allows in its period.",
        ),
        "no-practical": translate("records", "This registered exam has no practical part."),
        "malformed": translate(
            "records", "The notary could not read the session's record; nothing was sealed."
        ),
        "two-examiners": translate(
            "records",
            "Two examiners scored this session: it is sealed only with a one-time code of each, "
            "under the names the session gives them.",
        ),
        "second-code": translate(
            "records",
            "The second examiner's code is not taken (wrong, used already, or not an examiner "
            "the notary knows); nothing was sealed.",
        ),
        "not-named": translate(
            "records",
            "The examiner who confirms this session must be the one it names; nothing was sealed.",
        ),
    }
    return sentences.get(
        word, translate("records", "The notary refused the request ({word}).").format(word=word)
    )


class Refused(RecordsError):
    def __init__(self, word: str) -> None:
        super().__init__(refusal_sentence(word))
        self.word = word


def registered_exam(
    content: bytes, name: str, rulesets: Mapping[str, bytes], shown_as: Path | None = None
) -> ExamDefinition:
    """An exam read from its registered text, for the registered rulesets (name -> content)
    only; RecordsError lists every problem with its line."""
    with tempfile.TemporaryDirectory(prefix="kiosk-exam-") as folder:
        for ruleset in rulesets:
            (Path(folder) / f"{ruleset}.yaml").touch()  # known_rulesets() reads names only
        (Path(folder) / "exams").mkdir()
        where = Path(folder) / "exams" / f"{name}.yaml"
        try:
            exam = read_exam(content, where, Path(folder))
        except ExamError as exc:
            raise RecordsError(
                "\n".join(m.replace(str(where), str(shown_as or name)) for m in exc.messages)
            ) from None
    if exam.ruleset not in rulesets:
        raise RecordsError(
            translate(
                "records", "{path}: ruleset {ruleset} is not registered; register it first"
            ).format(path=shown_as or name, ruleset=exam.ruleset)
        )
    return exam


@dataclass(frozen=True)
class RegisteredExam:
    definition: str  # the SHA-256 the notary registered it under
    exam: ExamDefinition
    ruleset: Ruleset


@dataclass(frozen=True)
class Attempt:
    id: int
    trainee_id: int
    definition: str
    seed: str
    ends: datetime
    left_s: float  # the time left by the server's clock when it was read


@dataclass(frozen=True)
class SealedEnd:
    """An attempt's end as the notary sealed it: how, and its result judged again."""

    attempt: int
    seal: int
    how: str
    correct: int
    planned: int
    passed: bool
    red_lines: tuple[int, ...]
    findings: int


class NotaryDesk:
    """The kiosk's requests to the notary, on a connection of their own (see the module)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def _row(self, sql: str, params: tuple[object, ...]) -> Row | None:
        return self.db.run(lambda db: db.one(sql, params))

    @classmethod
    def connect(cls, url: str, passfile: str | None = None, timeout: int = 2) -> NotaryDesk:
        return cls(PostgresDatabase(url, connect_timeout=timeout, passfile=passfile))

    def close(self) -> None:
        self.db.close()

    def has_notary(self) -> bool:
        return self.db.run(lambda db: db.has_table("notary.definitions"))

    def exams(self) -> list[RegisteredExam]:
        """The exams registered with the notary (a name's latest registration), each read with
        its registered ruleset; an unreadable one is left out."""
        if not self.has_notary():
            return []
        rulesets: dict[str, bytes] = {}
        exams: dict[str, tuple[str, str, bytes]] = {}
        for row in self.db.query(
            "SELECT hash, kind, name, content FROM notary.definitions ORDER BY seal"
        ):
            content = str(row["content"]).encode()
            if row["kind"] == "ruleset":
                rulesets[str(row["name"])] = content
            else:
                exams[str(row["name"])] = (str(row["hash"]), str(row["name"]), content)
        found = []
        for definition, name, content in exams.values():
            try:
                exam = registered_exam(content, name, rulesets)
                ruleset = parse_ruleset(rulesets[exam.ruleset], f"{exam.ruleset}.yaml")
            except (RecordsError, RulesetError):
                continue
            found.append(RegisteredExam(definition, exam, ruleset))
        return found

    def request_exam(self, trainee_id: int, definition: str, examiner: str, code: str) -> int:
        params = (trainee_id, definition, examiner, code)
        row = self._row("SELECT notary.request_exam(?, ?, ?, ?) AS id", params)
        assert row is not None
        return int(row["id"])

    def wait_reply(
        self,
        kind: str,
        request: int,
        keep_going: Callable[[], bool] = lambda: True,
        wait_s: float = REPLY_WAIT_S,
        poll_s: float = 0.2,
    ) -> int:
        """The seal that answered the request; Refused when the notary refused it, OfflineError
        when it did not answer within `wait_s` (no notary serving) or the server is away."""
        deadline = time.monotonic() + wait_s
        while keep_going():
            reply = self.db.one(
                "SELECT seal, refused FROM notary.replies WHERE kind = ? AND request = ?",
                (kind, request),
            )
            if reply is not None:
                if reply["refused"] is not None:
                    raise Refused(reply["refused"])
                return int(reply["seal"])
            if time.monotonic() > deadline:
                break
            time.sleep(poll_s)
        raise OfflineError(
            translate("records", "the notary did not answer; no certification exam now")
        )

    def start(
        self,
        trainee_id: int,
        definition: str,
        examiner: str,
        code: str,
        keep_going: Callable[[], bool] = lambda: True,
        wait_s: float = REPLY_WAIT_S,
    ) -> Attempt:
        request = self.request_exam(trainee_id, definition, examiner, code)
        self.wait_reply("exam", request, keep_going, wait_s)
        return self.attempt(request)

    def attempt(self, attempt: int) -> Attempt:
        """This kiosk's attempt, with the time left by the server's clock."""
        row = self._row(
            "SELECT id, trainee_id, definition, seed, ends,"
            " EXTRACT(EPOCH FROM ends - clock_timestamp()) AS left_s"
            " FROM notary.attempts WHERE id = ?",
            (attempt,),
        )
        if row is None:
            raise Refused("no-attempt")
        return Attempt(
            int(row["id"]),
            int(row["trainee_id"]),
            str(row["definition"]),
            str(row["seed"]),
            row["ends"],
            max(0.0, float(row["left_s"])),
        )

    def record_answer(self, attempt: int, item: int, shown: str, given: str) -> None:
        """One item as shown and the inputs given to it (kiosk.drills.generator.encode)."""
        try:
            self.db.run(
                lambda db: db.execute(
                    "SELECT notary.record_answer(?, ?, ?, ?)", (attempt, item, shown, given)
                )
            )
        except self.db.errors as exc:
            # an item recorded before the connection was lost, its confirmation with it: done
            if getattr(exc, "sqlstate", None) != UNIQUE_VIOLATION:
                raise

    def deliver(self, attempt: int, pending: list[tuple[int, str, str]]) -> None:
        """Record the pending items (kiosk.drills.exam.AnswerLog) in order; what the server did
        not take stays pending."""
        while pending:
            self.record_answer(attempt, *pending[0])
            pending.pop(0)

    def request_end(self, attempt: int, how: str) -> None:
        self.db.run(lambda db: db.execute("SELECT notary.request_end(?, ?)", (attempt, how)))

    def sealed_end(self, attempt: int) -> SealedEnd | None:
        """The attempt's end as sealed; None while the notary has not sealed it."""
        row = self._row(
            "SELECT s.number, s.payload FROM notary.replies p"
            " JOIN notary.seals s ON s.number = p.seal WHERE p.kind = 'end' AND p.request = ?",
            (attempt,),
        )
        if row is None:
            return None
        facts = json.loads(str(row["payload"]))["facts"]
        result = facts["result"]
        return SealedEnd(
            attempt,
            int(row["number"]),
            str(facts["how"]),
            int(result["correct"]),
            int(result["planned"]),
            bool(result["passed"]),
            tuple(int(i) for i in result["red_lines"]),
            len(result["findings"]),
        )

    def last_seal(self) -> int:
        row = self.db.one("SELECT COALESCE(MAX(number), 0) AS n FROM notary.seals")
        return 0 if row is None else int(row["n"])

    def wait_for_seal(self, keep_going: Callable[[], bool], tick_s: float = 0.5) -> bool:
        """Wait for the notary's NOTIFY of a new seal (on a desk of its own: the wait holds the
        connection); True when one came, or listening has just begun and one may have come
        before; False once `keep_going()` is false, asked every `tick_s`."""
        assert isinstance(self.db, PostgresDatabase)
        while keep_going():
            if self.db.wait_notify(SEALED_CHANNEL, tick_s):
                return True
        return False

    def ledger(self, keyring: Keyring) -> tuple[Ledger, list[Finding]]:
        return read_ledger(self.db, keyring)

    def decide(
        self,
        attempt: int,
        decision: str,
        reason: str,
        examiner: str,
        code: str,
        keep_going: Callable[[], bool] = lambda: True,
        wait_s: float = REPLY_WAIT_S,
    ) -> int:
        """Ask the notary to void `attempt` or allow a new one (VOID, RETRY); the seal of its
        decision, Refused with its reason."""
        params = (attempt, decision, reason, examiner, code)
        row = self._row("SELECT notary.request_decision(?, ?, ?, ?, ?) AS id", params)
        assert row is not None
        return self.wait_reply("decision", int(row["id"]), keep_going, wait_s)


def is_room(store: object) -> bool:
    """Whether `store` is a room's records server (exams attested by its notary), not one PC's."""
    return getattr(store, "room", False) is True


def _server(store: object) -> PostgresStore | None:
    """The room's records server `store` is on, its outbox delivered first (OfflineError while
    it is away); None on one PC."""
    server = holder(store) if is_room(store) else None
    on_server = server is not None and server.db.dialect == "postgresql"
    return cast("PostgresStore", server) if on_server else None


def desk_for(store: object) -> NotaryDesk | None:
    server = _server(store)
    if server is None:
        return None
    db = server.db
    return NotaryDesk.connect(server.url, db.passfile if isinstance(db, PostgresDatabase) else None)


def room_ledger(store: object, keyring: Path | None = None) -> Ledger | None:
    """On a room: its attempts read from the notary's seals with the pinned keyring (the site
    folder's unless `keyring` is given; RecordsError when it cannot be read); None on one PC or
    on a server without the notary."""
    server = _server(store)
    if server is None or not server.db.run(lambda db: db.has_table("notary.seals")):
        return None
    return read_ledger(server.db, read_keyring(keyring or site_keyring_path()))[0]


def counted_ledger(store: object, keyring: Path | None = None) -> Ledger | None:
    """room_ledger as the figures read it: without a pinned keyring to read the seals with,
    nothing on the room is attested (None), as for the commands on a room without one."""
    try:
        return room_ledger(store, keyring)
    except RecordsError:
        return None


def counted_exams(store: Reports, keyring: Path | None = None) -> dict[int, Counted]:
    """Each trainee's latest exam that counts, passed or not, and when it ended: the results
    sealed before the notary and, on a room, the notary's attempts read from its seals."""
    ledger = counted_ledger(store, keyring)
    room = certifications(ledger) if ledger is not None else {}
    return latest_counted([*store.certifications().items(), *room.items()])


def sealed_certificates(
    store: object, trainee_id: int, keyring: Path
) -> list[tuple[State, Attested]]:
    """On a room: the trainee's ended attempts, newest first, each with its state and what its
    certificate prints (see room_ledger); [] on one PC."""
    ledger = room_ledger(store, keyring)
    if ledger is None:
        return []
    newest = sorted(ledger.attempts.values(), key=lambda a: -a.number)
    mine = [a for a in newest if str(a.started.get("trainee")) == str(trainee_id)]
    return [(a.state, facts) for a in mine if (facts := attested(a, ledger.keyring)) is not None]
