"""`kiosk notary serve` and `register`: the notary's work on the records server.

One notary runs at a time (a PostgreSQL advisory lock). It wakes on NOTIFY and also polls, and
answers every request that has no reply yet, in order:

- an exam start: the examiner's code, checked once at the time the request was committed; the
  registered exam and its registered ruleset; no open attempt of the candidate or the kiosk;
  the candidate's last attempt not abandoned, unless an examiner allowed a new one; no more
  attempts at the exam in its period than it allows (voided and abandoned ones count).
  Then it draws the seed, seals "started" and adds the attempt, whose end time is the start plus
  the exam's time limit.
- a decision (void an attempt, allow a new one): the examiner's code, the attempt, the reason;
  sealed with the examiner's name and who asked.
- an attempt's end (handed in, timed out, abandoned), and every attempt past its end time and
  GRACE that no one ended: sealed "ended" with how, every answer committed by the end time
  and GRACE (item, as shown, as answered, commit time; later ones are counted, not kept), the
  items answered implausibly fast, and the result of judging them again (kiosk.notary.judge).
- a practical session at a training table: the examiner's code, and when the session's record
  names two examiners, a code of each of them, both checked once at the request's commit time
  (the names in the record must be the two who typed them); the registered exam with a
  practical and its registered ruleset; the session's record judged again from its cards,
  calls, payouts and irregularities with the drills' judges (kiosk.drills.practical). Sealed
  "practical" with the coups observed, the pace, the examiners and their scores, the red lines
  crossed and the weighted result.

A request it refuses gets a reply naming why (a word the kiosk translates), and no seal.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Any

from kiosk.drills.practical import TableTest
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.examiners import Examiners, Verdict
from kiosk.notary.home import Home
from kiosk.notary.judge import Judgement, judge
from kiosk.notary.keys import create_key, handover_facts, load_key
from kiosk.notary.schema import CHANNEL
from kiosk.notary.sealer import Sealer
from kiosk.records.attested import registered_exam
from kiosk.records.ledger import HANDOVER, Seal
from kiosk.records.model import RecordsError
from kiosk.rules.exams import ExamDefinition
from kiosk.rules.loader import RulesetError, parse_ruleset
from kiosk.rules.reader import MAX_BYTES, cannot_read, read_bytes

# The advisory lock only one running notary holds.
SERVE_LOCK = 7346003
# How old a request may be when the notary first sees it: its code is refused after that.
REQUEST_TTL = timedelta(minutes=2)
# How long after its end time an attempt's answers still count (a slow network, a busy server).
GRACE = timedelta(seconds=30)
# An answer committed sooner than this after the one before (or the start) is implausible: it is
# flagged in the end's seal for the examiner, and judged as any other.
FAST = timedelta(seconds=1)


class Kind(StrEnum):
    EXAM = "exam"
    RULESET = "ruleset"


class Refusal(StrEnum):
    """Why the notary refused a request (stored in its reply; the kiosk says it in words)."""

    CODE_WRONG = "code-wrong"
    CODE_USED = "code-used"
    EXAMINER_LOCKED = "examiner-locked"
    EXAMINER_UNKNOWN = "examiner-unknown"
    STALE = "stale"
    NOT_REGISTERED = "not-registered"
    OPEN_ATTEMPT = "open-attempt"
    USED_UP = "used-up"  # the last attempt was abandoned; only an examiner allows a new one
    NO_ATTEMPT = "no-attempt"
    VOIDED = "voided"
    TOO_MANY_ATTEMPTS = "too-many-attempts"  # the exam's cap of attempts per period is reached
    NO_PRACTICAL = "no-practical"  # the registered exam defines no practical
    MALFORMED = "malformed"  # the session's record is not one
    # the session names two examiners: the request does not come with a code of each of them
    TWO_EXAMINERS = "two-examiners"
    SECOND_CODE = "second-code"  # the second examiner's code is not taken (wrong, used, unknown)
    NOT_NAMED = "not-named"  # the examiner confirming is not the one the session names


_VERDICT_REFUSAL = {
    Verdict.WRONG: Refusal.CODE_WRONG,
    Verdict.USED: Refusal.CODE_USED,
    Verdict.LOCKED: Refusal.EXAMINER_LOCKED,
    Verdict.UNKNOWN: Refusal.EXAMINER_UNKNOWN,
}


def content_hash(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def read_definition(path: Path, kind: Kind, rulesets: dict[str, bytes]) -> tuple[str, bytes]:
    """The name and content of the exam or ruleset file `path`, read once and checked; an exam
    must be for one of `rulesets` (registered ruleset name -> content). NotaryError lists every
    problem with its line."""
    try:
        content = read_bytes(path, MAX_BYTES)
    except OSError as exc:
        raise NotaryError(cannot_read(path, exc)) from None
    if kind is Kind.RULESET:
        try:
            return parse_ruleset(content, path).id, content
        except RulesetError as exc:
            raise NotaryError("\n".join(exc.messages)) from None
    exam = parsed_exam(content, path.stem, rulesets, path)
    return exam.id, content


def parsed_exam(
    content: bytes, name: str, rulesets: dict[str, bytes], shown_as: Path | None = None
) -> ExamDefinition:
    """An exam read from its registered text, for the registered rulesets only (as a kiosk
    reads it: kiosk.records.attested)."""
    try:
        return registered_exam(content, name, rulesets, shown_as)
    except RecordsError as exc:
        raise NotaryError(str(exc)) from None


@dataclass(frozen=True)
class Outcome:
    """What became of one request: its seal, or why it was refused."""

    kind: str
    request: int
    seal: Seal | None
    refused: Refusal | None


class Notary:
    def __init__(self, conn: Any, home: Home, clock: Callable[[], datetime]) -> None:
        self.conn = conn
        self.home = home
        self.clock = clock
        self.examiners = Examiners(home.examiners_file)
        self.sealer = Sealer(conn, home.key(), home.head_file, clock)

    # -- registration, at the server's console -------------------------------------------

    def _rulesets(self) -> dict[str, bytes]:
        rows = self.conn.execute(
            "SELECT DISTINCT ON (name) name, content FROM notary.definitions"
            " WHERE kind = 'ruleset' ORDER BY name, seal DESC"
        ).fetchall()
        return {str(name): str(content).encode() for name, content in rows}

    def register(self, path: Path, kind: Kind, examiner: str, code: str) -> Seal:
        """Register the exam or ruleset file `path`, confirmed by `examiner`'s code."""
        name, content = read_definition(path, kind, self._rulesets())
        try:
            text = content.decode("utf-8")
        except UnicodeDecodeError:
            raise NotaryError(
                translate("notary", "{path}: not UTF-8 text").format(path=path)
            ) from None
        digest = content_hash(content)
        known = self.conn.execute(
            "SELECT seal FROM notary.definitions WHERE hash = %s", (digest,)
        ).fetchone()
        if known is not None:
            raise NotaryError(
                translate("notary", "{path}: registered already (seal {seal})").format(
                    path=path, seal=known[0]
                )
            )
        verdict = self.examiners.check(examiner, code, self.clock())
        if verdict is not Verdict.ACCEPTED:
            raise NotaryError(verdict.words())

        def write(conn: Any, seal: Seal) -> None:
            conn.execute(
                "INSERT INTO notary.definitions (hash, kind, name, content, seal)"
                " VALUES (%s, %s, %s, %s, %s)",
                (digest, kind.value, name, text, seal.number),
            )

        facts = {"kind": kind.value, "name": name, "hash": digest, "examiner": examiner}
        return self.sealer.seal("registered", facts, write)

    def hand_over(self) -> Seal:
        """Rotate the room's key: make the next one, seal the hand-over to it with the current
        one, and sign with the next one from then on; the current one is gone from the folder.
        Refused while a notary serves (its key would be the old one). A hand-over cut short
        (no seal, or the key file not yet replaced) is finished with the same next key."""
        self.hold_lock()
        pending = self.home.next_key_file
        old = self.sealer.key
        new = (
            load_key(pending)
            if pending.exists()
            else create_key(pending, old.room, self.clock().replace(microsecond=0))
        )
        seal = self._sealed_handover(old.key_id, new.key_id) or self.sealer.seal(
            HANDOVER, handover_facts(old, new)
        )
        self.home.keep_handover(seal)  # for the new key's entry (kiosk notary public-key --entry)
        os.replace(pending, self.home.key_file)
        self.sealer.key = new
        return seal

    def _sealed_handover(self, old: str, new: str) -> Seal | None:
        """The newest seal, when it is the hand-over from key `old` to `new` (sealed before the
        key file could be replaced)."""
        row = self.conn.execute(
            "SELECT number, payload, signature FROM notary.seals ORDER BY number DESC LIMIT 1"
        ).fetchone()
        if row is None:
            return None
        last = Seal(int(row[0]), str(row[1]), bytes(row[2]))
        try:
            data = last.data()
            ours = data["kind"] == HANDOVER and data["key_id"] == old
            return last if ours and data["facts"]["new_key"] == new else None
        except (ValueError, KeyError, TypeError):
            return None

    # -- requests ----------------------------------------------------------------------------

    def _refuse(self, kind: str, request: int, refused: Refusal) -> Outcome:
        """Reply to a request with why it is refused (a sealed one's reply is written in its
        seal's transaction)."""
        self.conn.execute(
            "INSERT INTO notary.replies (kind, request, refused) VALUES (%s, %s, %s)",
            (kind, request, refused.value),
        )
        return Outcome(kind, request, None, refused)

    def _seal(
        self,
        kind: str,
        request: int,
        sealed_as: str,
        facts: Mapping[str, Any],
        first: Callable[[Any, Seal], None] = lambda conn, seal: None,
    ) -> Outcome:
        """Seal `facts` as `sealed_as` and reply to the request with the seal, in the seal's
        transaction (after what `first` writes there)."""

        def write(conn: Any, seal: Seal) -> None:
            first(conn, seal)
            conn.execute(
                "INSERT INTO notary.replies (kind, request, seal) VALUES (%s, %s, %s)",
                (kind, request, seal.number),
            )

        return Outcome(kind, request, self.sealer.seal(sealed_as, facts, write), None)

    def _code(self, examiner: str, code: str, committed: datetime | None) -> Refusal | None:
        """Why the code is not taken (None: taken), checked at the request's commit time."""
        now = self.clock()
        if committed is None or now - committed > REQUEST_TTL:
            return Refusal.STALE
        verdict = self.examiners.check(examiner, code, committed)
        return _VERDICT_REFUSAL.get(verdict)

    def work(self) -> list[Outcome]:
        """Answer every request without a reply; returns what became of each."""
        return [
            *self._exam_requests(),
            *self._decision_requests(),
            *self._ends(),
            *self._practical_requests(),
        ]

    def _exam_requests(self) -> list[Outcome]:
        rows = self.conn.execute(
            "SELECT r.id, r.kiosk, r.trainee_id, r.definition, r.examiner, r.code,"
            " pg_xact_commit_timestamp(r.xmin), d.name, d.content"
            " FROM notary.exam_requests r JOIN notary.definitions d ON d.hash = r.definition"
            " WHERE NOT EXISTS (SELECT 1 FROM notary.replies p"
            " WHERE p.kind = 'exam' AND p.request = r.id) ORDER BY r.id"
        ).fetchall()
        return [self._start(*row) for row in rows]

    def _start(
        self,
        request: int,
        kiosk: str,
        trainee: int,
        definition: str,
        examiner: str,
        code: str,
        committed: datetime | None,
        name: str,
        content: str,
    ) -> Outcome:
        refused = self._code(examiner, code, committed)
        if refused is not None:
            return self._refuse("exam", request, refused)
        try:
            exam = parsed_exam(content.encode(), name, self._rulesets())
        except NotaryError:
            return self._refuse("exam", request, Refusal.NOT_REGISTERED)
        (ruleset,) = self.conn.execute(  # parsed_exam() found it registered
            "SELECT hash FROM notary.definitions WHERE kind = 'ruleset' AND name = %s"
            " ORDER BY seal DESC LIMIT 1",
            (exam.ruleset,),
        ).fetchone()
        open_attempt = self.conn.execute(
            "SELECT 1 FROM notary.attempts a WHERE (a.trainee_id = %s OR a.kiosk = %s)"
            " AND NOT EXISTS (SELECT 1 FROM notary.replies p"
            " WHERE p.kind = 'end' AND p.request = a.id AND p.seal IS NOT NULL)"
            " AND NOT EXISTS (SELECT 1 FROM notary.decision_requests d JOIN notary.replies p"
            " ON p.kind = 'decision' AND p.request = d.id AND p.seal IS NOT NULL"
            " WHERE d.attempt = a.id AND d.decision = 'void')",
            (trainee, kiosk),
        ).fetchone()
        if open_attempt is not None:
            return self._refuse("exam", request, Refusal.OPEN_ATTEMPT)
        used_up = self.conn.execute(  # the candidate's last attempt, abandoned, and no retry
            "SELECT 1 FROM (SELECT id FROM notary.attempts WHERE trainee_id = %s"
            " ORDER BY id DESC LIMIT 1) a JOIN notary.end_requests e ON e.attempt = a.id"
            " WHERE e.how = 'abandoned' AND NOT EXISTS (SELECT 1 FROM notary.decision_requests d"
            " JOIN notary.replies p ON p.kind = 'decision' AND p.request = d.id"
            " AND p.seal IS NOT NULL WHERE d.attempt = a.id AND d.decision = 'retry')",
            (trainee,),
        ).fetchone()
        if used_up is not None:
            return self._refuse("exam", request, Refusal.USED_UP)
        now = self.clock()
        if (
            exam.attempts is not None
            and self._started_since(trainee, name, now - timedelta(days=exam.attempts.days))
            >= exam.attempts.most
        ):
            return self._refuse("exam", request, Refusal.TOO_MANY_ATTEMPTS)
        seed = secrets.token_hex(32)
        ends = now + timedelta(seconds=exam.time_limit_s)
        (earlier,) = self.conn.execute(  # every attempt counts, voided and abandoned too
            "SELECT count(*) FROM notary.attempts a JOIN notary.definitions d"
            " ON d.hash = a.definition WHERE a.trainee_id = %s AND d.name = %s",
            (trainee, name),
        ).fetchone()
        person = self.conn.execute(  # as registered now: the certificate prints these
            "SELECT name, badge FROM public.trainees WHERE id = %s", (trainee,)
        ).fetchone() or (None, None)
        facts = {
            "attempt": request,
            "kiosk": kiosk,
            "trainee": trainee,
            "name": person[0],
            "badge": person[1],
            "exam": name,
            "title": {"en": exam.name.en, "de": exam.name.de},
            "definition": definition,
            "ruleset": exam.ruleset,
            "ruleset_hash": ruleset,
            "examiner": examiner,
            "attempt_number": int(earlier) + 1,
            # the practical's rule, which the certificate checks its sealed sessions against
            "practical": None
            if exam.practical is None
            else {
                "coups": exam.practical.coups,
                "sessions": exam.practical.sessions,
                "pass_mark": exam.practical.pass_mark,
            },
            "seed": seed,
            "ends": ends.isoformat(),
        }

        def write(conn: Any, seal: Seal) -> None:
            conn.execute(
                "INSERT INTO notary.attempts"
                " (id, kiosk, trainee_id, definition, seed, examiner, seal, ends)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                (request, kiosk, trainee, definition, seed, examiner, seal.number, ends),
            )

        return self._seal("exam", request, "started", facts, write)

    def _started_since(self, trainee: int, exam: str, since: datetime) -> int:
        """How many attempts at `exam` (any registered version) the candidate started since
        `since`, as their sealed starts say: voided and abandoned ones too."""
        rows = self.conn.execute(
            "SELECT s.payload FROM notary.attempts a"
            " JOIN notary.definitions d ON d.hash = a.definition"
            " JOIN notary.seals s ON s.number = a.seal WHERE a.trainee_id = %s AND d.name = %s",
            (trainee, exam),
        ).fetchall()
        return sum(datetime.fromisoformat(json.loads(p)["sealed"]) >= since for (p,) in rows)

    def _decision_requests(self) -> list[Outcome]:
        rows = self.conn.execute(
            "SELECT r.id, r.attempt, r.decision, r.reason, r.examiner, r.code, r.asked_by,"
            " pg_xact_commit_timestamp(r.xmin) FROM notary.decision_requests r"
            " WHERE NOT EXISTS (SELECT 1 FROM notary.replies p"
            " WHERE p.kind = 'decision' AND p.request = r.id) ORDER BY r.id"
        ).fetchall()
        return [self._decide(*row) for row in rows]

    def _decide(
        self,
        request: int,
        attempt: int,
        decision: str,
        reason: str,
        examiner: str,
        code: str,
        asked_by: str,
        committed: datetime | None,
    ) -> Outcome:
        refused = self._code(examiner, code, committed)
        if refused is not None:
            return self._refuse("decision", request, refused)
        voided = self.conn.execute(
            "SELECT 1 FROM notary.decision_requests d JOIN notary.replies p"
            " ON p.kind = 'decision' AND p.request = d.id AND p.seal IS NOT NULL"
            " WHERE d.attempt = %s AND d.decision = 'void'",
            (attempt,),
        ).fetchone()
        if voided is not None:
            return self._refuse("decision", request, Refusal.VOIDED)
        facts = {
            "attempt": attempt,
            "decision": decision,
            "reason": reason,
            "examiner": examiner,
            "asked_by": asked_by,
        }
        sealed_as = "void" if decision == "void" else "retry-allowed"
        return self._seal("decision", request, sealed_as, facts)

    def _ends(self) -> list[Outcome]:
        """End requests without a reply, and overdue attempts no one asked to end."""
        rows = self.conn.execute(
            "SELECT a.id, a.ends, COALESCE(e.how, 'timed-out') FROM notary.attempts a"
            " LEFT JOIN notary.end_requests e ON e.attempt = a.id"
            " WHERE NOT EXISTS (SELECT 1 FROM notary.replies p"
            " WHERE p.kind = 'end' AND p.request = a.id)"
            " AND (e.attempt IS NOT NULL OR a.ends + %s < %s) ORDER BY a.id",
            (GRACE, self.clock()),
        ).fetchall()
        return [self._end(*row) for row in rows]

    def _end(self, attempt: int, ends: datetime, how: str) -> Outcome:
        answers = self.conn.execute(
            "SELECT item, shown, given, pg_xact_commit_timestamp(xmin) FROM notary.answers"
            " WHERE attempt = %s ORDER BY item",
            (attempt,),
        ).fetchall()
        deadline = ends + GRACE
        counted = [
            [item, shown, given, committed.isoformat()]
            for item, shown, given, committed in answers
            if committed is not None and committed <= deadline
        ]
        (payload,) = self.conn.execute(
            "SELECT s.payload FROM notary.attempts a JOIN notary.seals s ON s.number = a.seal"
            " WHERE a.id = %s",
            (attempt,),
        ).fetchone()
        previous = datetime.fromisoformat(json.loads(payload)["sealed"])
        fast = []
        for item, _, _, committed in counted:
            at = datetime.fromisoformat(committed)
            if at - previous < FAST:
                fast.append(item)
            previous = at
        facts = {
            "attempt": attempt,
            "how": how,
            "answers": counted,
            "late": len(answers) - len(counted),
            "fast": fast,
            "result": self._judged(attempt, {a[0]: (a[1], a[2]) for a in counted}).facts(),
        }
        return self._seal("end", attempt, "ended", facts)

    def _judged(self, attempt: int, answers: dict[int, tuple[str, str]]) -> Judgement:
        """The attempt's answers judged against its registered exam and ruleset and its seed."""
        row = self.conn.execute(
            "SELECT a.seed, d.name, d.content, s.payload FROM notary.attempts a"
            " JOIN notary.definitions d ON d.hash = a.definition"
            " JOIN notary.seals s ON s.number = a.seal WHERE a.id = %s",
            (attempt,),
        ).fetchone()
        seed, name, content, payload = row
        started = json.loads(payload)["facts"]
        (ruleset_content,) = self.conn.execute(  # registered before the start, never deleted
            "SELECT content FROM notary.definitions WHERE hash = %s", (started["ruleset_hash"],)
        ).fetchone()
        rulesets = {started["ruleset"]: str(ruleset_content).encode()}
        exam = parsed_exam(str(content).encode(), str(name), rulesets)
        ruleset = parse_ruleset(rulesets[started["ruleset"]])
        return judge(exam, ruleset, str(seed), answers)

    def _practical_requests(self) -> list[Outcome]:
        rows = self.conn.execute(
            "SELECT r.id, r.kiosk, r.trainee_id, r.definition, r.session, r.examiner, r.code,"
            " r.second_examiner, r.second_code, pg_xact_commit_timestamp(r.xmin), d.name,"
            " d.content"
            " FROM notary.practical_requests r JOIN notary.definitions d"
            " ON d.hash = r.definition WHERE NOT EXISTS (SELECT 1 FROM notary.replies p"
            " WHERE p.kind = 'practical' AND p.request = r.id) ORDER BY r.id"
        ).fetchall()
        return [self._practical(*row) for row in rows]

    def _practical(
        self,
        request: int,
        kiosk: str,
        trainee: int,
        definition: str,
        session: str,
        examiner: str,
        code: str,
        second_examiner: str | None,
        second_code: str | None,
        committed: datetime | None,
        name: str,
        content: str,
    ) -> Outcome:
        rulesets = self._rulesets()
        try:
            exam = parsed_exam(content.encode(), name, rulesets)
        except NotaryError:
            return self._refuse("practical", request, Refusal.NOT_REGISTERED)
        if exam.practical is None:
            return self._refuse("practical", request, Refusal.NO_PRACTICAL)
        (ruleset_hash,) = self.conn.execute(  # parsed_exam() found it registered
            "SELECT hash FROM notary.definitions WHERE kind = 'ruleset' AND name = %s"
            " ORDER BY seal DESC LIMIT 1",
            (exam.ruleset,),
        ).fetchone()
        try:
            record = json.loads(session)
            if not isinstance(record, dict):
                raise ValueError("not a JSON object")
            test = TableTest.replayed(parse_ruleset(rulesets[exam.ruleset]), exam.practical, record)
        except ValueError:
            return self._refuse("practical", request, Refusal.MALFORMED)
        # the examiners the session names confirm it, each with a code of their own; what needs
        # no code is checked first, so that a request refused for it uses up no one's code
        if len(test.examiners) == 2:
            if second_examiner is None or second_code is None:
                return self._refuse("practical", request, Refusal.TWO_EXAMINERS)
            if {examiner, second_examiner} != set(test.examiners):
                return self._refuse("practical", request, Refusal.TWO_EXAMINERS)
        elif (examiner,) != test.examiners or second_examiner is not None:
            return self._refuse("practical", request, Refusal.NOT_NAMED)
        refused = self._code(examiner, code, committed)
        if refused is not None:
            return self._refuse("practical", request, refused)
        if (
            second_examiner is not None
            and second_code is not None
            and self._code(second_examiner, second_code, committed) is not None
        ):
            return self._refuse("practical", request, Refusal.SECOND_CODE)
        result = test.result()
        facts = {
            "request": request,
            "kiosk": kiosk,
            "trainee": trainee,
            "exam": name,
            "definition": definition,
            "ruleset": exam.ruleset,
            "ruleset_hash": ruleset_hash,
            "examiner": examiner,
            "second_examiner": second_examiner if len(test.examiners) == 2 else None,
            "examiners": list(test.examiners),
            "coups": result.coups,
            "coups_per_hour": result.pace.coups_per_hour,
            "seconds_per_settlement": result.pace.seconds_per_settlement,
            "scores": {k: str(v) for k, v in result.scores.items()},
            "resolutions": {k: [r.score, r.reason] for k, r in test.resolutions.items()},
            "findings": [
                [coup.number, f.fault.value, None if f.red_line is None else f.red_line.value]
                for coup in test.coups
                for f in test.findings(coup)
            ],
            "red_lines": sorted(line.value for line in result.red_lines),
            "share": result.share,
        }
        return self._seal("practical", request, "practical", facts)

    # -- serving -------------------------------------------------------------------------------

    def hold_lock(self) -> None:
        """Take the lock only one running notary holds (for as long as the connection lives)."""
        row = self.conn.execute("SELECT pg_try_advisory_lock(%s)", (SERVE_LOCK,)).fetchone()
        if not row[0]:
            raise NotaryError(
                translate("notary", "another notary is serving this records server already")
            )

    def serve(
        self,
        poll_seconds: float,
        keep_going: Callable[[], bool],
        report: Callable[[Outcome], None] = lambda outcome: None,
    ) -> None:
        """Answer requests until `keep_going()` is false: on each NOTIFY, and every
        `poll_seconds` whatever came (a NOTIFY is only a wake-up); `report` hears of each."""
        self.hold_lock()
        self.conn.execute(f"LISTEN {CHANNEL}")
        while keep_going():
            for outcome in self.work():
                report(outcome)
            for _ in self.conn.notifies(timeout=poll_seconds, stop_after=1):
                pass
