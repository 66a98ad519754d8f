"""The records store: one interface (`RecordStore`), SQLite behind it by default, the room's
PostgreSQL records server (kiosk.records.postgres) when the settings name one.

Every write is its own transaction, committed before the call returns: an answer is on disk when
the trainee sees the next item, so killing the program loses at most the answer being given.
Sessions still open when a store opens were interrupted; they are marked abandoned, never lost.
"""

from __future__ import annotations

import dataclasses
import json
import os
import secrets
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from datetime import date, datetime, timedelta
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from kiosk import __version__
from kiosk.domain.ids import DrillId
from kiosk.drills.schedule import Review, rate
from kiosk.drills.session import AnswerRecord
from kiosk.i18n import translate
from kiosk.records.engine import Database, Row, SQLiteDatabase
from kiosk.records.history import (
    AnswerRow,
    DrillScore,
    ExamDraft,
    ExamResult,
    SessionInfo,
    SessionStart,
)
from kiosk.records.liveness import current_owner, host_name, owner_is_dead
from kiosk.records.memory import ItemMemory, remember
from kiosk.records.migrations import LATEST, SchemaTooNewError, migrate, schema_version
from kiosk.records.model import (
    Group,
    KioskContact,
    RecordsError,
    SessionStatus,
    Trainee,
    from_text,
    to_text,
    utc_now,
)
from kiosk.records.names import clean_badge, clean_group_name, clean_name
from kiosk.records.stats import (
    Counted,
    DayAccuracy,
    GroupReport,
    GroupTrend,
    MemberLine,
    TraineeSummary,
    Trend,
    heat_map_from_counts,
    latest_counted,
)

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    from kiosk.records.stats import HeatMap

DB_FILE = "records.sqlite3"


class RecordsBusyError(RecordsError):
    """Another program held the database for longer than every retry waited: try again."""


# Longer than any session runs (an idle kiosk ends its session within minutes): a session
# started this long before a span of time holds none of its answers.
SESSION_LONGEST = timedelta(days=1)
TREND_DAYS = 14  # the room overview's accuracy per day: each trainee's last days drilled
T = TypeVar("T")
V = TypeVar("V", bound="DataclassInstance")
BUSY_TRIES = 3  # each waits up to BUSY_TIMEOUT_S for the other program's write to end
BUSY_TIMEOUT_S = 10.0


class Reports(Protocol):
    """The read-only queries of the records: what the supervisor area, the exports and the
    commands read (`RecordStore.read`)."""

    def trainees(self, include_archived: bool = False) -> list[Trainee]: ...
    def trainee(self, trainee_id: int) -> Trainee | None: ...
    def reviews(self, trainee_id: int) -> list[Review]: ...
    def item_memories(self, trainee_id: int) -> dict[tuple[str, str], ItemMemory]: ...
    def sessions(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[SessionInfo]: ...
    def answers(
        self,
        trainee_id: int | None = None,
        session_id: int | None = None,
        since: datetime | None = None,
    ) -> list[AnswerRow]: ...
    def heat_map(self, trainee_id: int) -> HeatMap: ...
    def room_summary(
        self, include_archived: bool = False, counted: Mapping[int, Counted] | None = None
    ) -> list[TraineeSummary]: ...
    def groups(self) -> list[Group]: ...
    def find_group(self, id_or_name: str) -> Group | None: ...
    def group_members(self, group_id: int) -> list[Trainee]: ...
    def group_report(
        self, group_id: int, counted: Mapping[int, Counted] | None = None
    ) -> GroupReport: ...
    def group_trend(self, group_id: int, weeks: int = 4) -> GroupTrend: ...
    def exam_results(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[ExamResult]: ...
    def exam_result(self, result_id: int) -> ExamResult | None: ...
    def voided(self) -> dict[int, str]: ...
    def sealed_results(self) -> dict[int, bool]: ...
    def certifications(self) -> dict[int, Counted]: ...


class Administration(Protocol):
    """What a supervisor changes where the records are held, never queued in a kiosk's
    outbox (`RecordStore.administer`)."""

    def set_trainee_active(self, trainee_id: int, active: bool) -> None: ...
    def add_group(self, name: str, started: date) -> Group: ...
    def set_member(self, group_id: int, trainee_id: int, member: bool = True) -> None: ...
    def rename_group(self, group_id: int, name: str) -> Group: ...
    def void_result(self, result_id: int, reason: str) -> None: ...


class RecordStore(Protocol):
    """What the app, the CLI and the supervisor area need from a records database."""

    def read(self, query: Callable[[Reports], T]) -> T:
        """`query` asked of the store that holds the records (a kiosk on a server: the
        server, its outbox delivered first; OfflineError while it is away)."""
        ...

    def administer(self, change: Callable[[Administration], T]) -> T:
        """`change` made on the store that holds the records, as `read` asks it."""
        ...

    def close(self) -> None: ...

    # trainees: a kiosk signs in by the last list seen while its server is away
    def add_trainee(self, name: str, badge: str | None = None) -> Trainee: ...
    def trainees(self, include_archived: bool = False) -> list[Trainee]: ...
    def find_trainee(self, id_or_badge: str) -> Trainee | None: ...

    # what a kiosk queues while its server is away (an exam's never)
    def start_session(self, start: SessionStart) -> int: ...
    def add_answer(self, session_id: int, answer: AnswerRecord) -> None: ...
    def end_session(self, session_id: int, status: SessionStatus) -> None: ...
    def append_exam_result(self, draft: ExamDraft) -> ExamResult: ...


def holder(store: object) -> SqlStore | None:
    """The SqlStore that holds the records `store` reaches: itself, or a kiosk's server with its
    outbox delivered first (OfflineError while it is away); None for anything else."""
    read = getattr(store, "read", None)
    if not isinstance(store, SqlStore) and callable(read):
        store = read(lambda records: records)
    return store if isinstance(store, SqlStore) else None


_ANSWER_SELECT = (
    "SELECT a.id AS id, a.session_id AS session_id, s.trainee_id AS trainee_id, "
    "COALESCE(a.drill, s.drill) AS drill, s.mode AS mode, a.item_key AS item_key, "
    "a.expected AS expected, a.given AS given, a.correct AS correct, a.ms AS ms, a.at AS at "
    "FROM answers a JOIN sessions s ON s.id = a.session_id"
)


def new_uid() -> str:
    """A client-made id: the same write sent twice (lost connection, outbox) is stored once."""

    return secrets.token_hex(16)  # 32 hex digits, as uuid4().hex was, without loading uuid


def stored_answer(
    drill: str, item_key: str, expected: str, given: str, correct: bool, ms: int
) -> AnswerRecord:
    """An answer as the records keep it (outbox, moving), back as the record the store takes."""

    return AnswerRecord(DrillId(drill), item_key, expected, given, bool(correct), int(ms), 0, 0)


def kiosk_name() -> str:
    """Which PC a session was taken on: KIOSK_NAME, else the host name."""

    return (os.environ.get("KIOSK_NAME") or host_name() or "kiosk").strip()[:64]


def _where(select: str, *conditions: tuple[str, object]) -> tuple[str, list[Any]]:
    """`select` with the conditions whose value is given (not None), and their parameters."""
    given = [(sql, value) for sql, value in conditions if value is not None]
    if not given:
        return select, []
    return select + " WHERE " + " AND ".join(sql for sql, _ in given), [v for _, v in given]


_READ: dict[str, Callable[[Any], object]] = {
    "int": int,
    "float": float,
    "bool": bool,
    "datetime": from_text,
    "datetime | None": lambda text: from_text(text) if text else None,
    "date": date.fromisoformat,
    "SessionStatus": SessionStatus,
}


@cache
def _readers(cls: type) -> tuple[tuple[str, Callable[[Any], object]], ...]:
    return tuple((f.name, _READ.get(str(f.type), _same)) for f in dataclasses.fields(cls))


def _same(value: object) -> object:
    return value


def _cols(cls: type[DataclassInstance], table: str = "") -> str:
    """The columns of `cls`'s fields (of `table`, when given)."""
    return ", ".join(table + f.name for f in dataclasses.fields(cls))


def _values(record: DataclassInstance, cls: type[DataclassInstance]) -> tuple[object, ...]:
    """`record`'s values of the columns `_cols(cls)` names, a time stamp as its text."""
    values = (getattr(record, f.name) for f in dataclasses.fields(cls))
    return tuple(to_text(v) if isinstance(v, datetime) else v for v in values)


def made(cls: type[V], row: Row) -> V:
    """The record `cls` from a row whose columns carry its fields' names: numbers and flags as
    Python's, time stamps and dates read back from their text."""
    return cls(**{name: read(row[name]) for name, read in _readers(cls)})


class SqlStore:
    """The records store on any `Database` engine; SQLiteStore and PostgresStore open one.

    The SQL is portable; what differs between the engines (closing sessions, keeping item
    memories, sealing exam results: on the server through its functions) is in the `_close`,
    `_abandon`, `_remember` and `_seal` steps a subclass replaces.
    """

    read_only = False
    room = False  # a room's records server, its exams attested by the notary (not one PC's)

    def files(self) -> list[Path]:
        """The files these records are kept in on this PC (for SQLite, the database and its
        journals): no command writes its output over one."""
        return []

    def __init__(
        self, db: Database, clock: Callable[[], datetime] = utc_now, kiosk: str | None = None
    ) -> None:
        self.db = db
        self._clock = clock
        self.kiosk = kiosk if kiosk is not None else kiosk_name()

    def _migrate(self, where: object) -> None:
        try:
            migrate(self.db)
        except SchemaTooNewError as exc:
            self.db.close()
            raise RecordsError(
                translate("records", "{path}: {problem}").format(path=where, problem=exc)
            ) from None

    def read(self, query: Callable[[Reports], T]) -> T:
        return query(self)

    def administer(self, change: Callable[[Administration], T]) -> T:
        return change(self)

    def close(self) -> None:
        self.db.close()

    def report_contact(self, waiting: int, set_aside: int) -> None:
        """This kiosk's line in `kiosk_contacts()`: heard from now, with its outbox."""
        self.db.run(lambda db: self._contact(db, (self.kiosk, waiting, set_aside, __version__)))

    def _contact(self, db: Database, params: tuple[str, int, int, str]) -> None:
        db.execute(
            f"INSERT INTO kiosk_contacts ({_cols(KioskContact)}) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (kiosk) DO UPDATE SET "
            "last_contact = excluded.last_contact, waiting = excluded.waiting, "
            "set_aside = excluded.set_aside, version = excluded.version",
            (params[0], self._now(), *params[1:]),
        )

    def kiosk_contacts(self) -> list[KioskContact]:
        """Every kiosk that has reported to these records, by name."""
        return self._made(KioskContact, "FROM kiosk_contacts ORDER BY kiosk")

    def _now(self) -> str:
        return to_text(self._clock())

    def _made(self, cls: type[V], sql: str, params: Sequence[object] = ()) -> list[V]:
        """The records `cls` of the rows `sql` (what follows the SELECT of their columns) reads."""
        return [made(cls, r) for r in self.db.query(f"SELECT {_cols(cls)} {sql}", params)]

    def _one(self, cls: type[V], sql: str, value: object) -> V | None:
        """The record `cls` of the first row `sql`, with the one parameter `value`, reads."""
        return next(iter(self._made(cls, sql, (value,))), None)

    # trainees -----------------------------------------------------------------------------

    def add_trainee(
        self, name: str, badge: str | None = None, created_at: datetime | None = None
    ) -> Trainee:
        """`created_at` is given when records are moved in from another store."""

        name = clean_name(name)
        badge = clean_badge(badge)
        if not name:
            raise RecordsError(translate("records", "a trainee needs a name"))
        taken = RecordsError(
            translate("records", "badge {badge} is already taken").format(badge=badge)
        )
        if badge is not None and self.find_trainee(badge) is not None:
            raise taken
        created = to_text(created_at) if created_at is not None else self._now()

        def insert(db: Database) -> int:
            row = db.execute(
                "INSERT INTO trainees (name, badge, active, created) VALUES (?, ?, 1, ?) "
                "RETURNING id",
                (name, badge, created),
            ).fetchone()
            return int(row["id"])

        try:
            trainee_id = self.db.run(insert)
        except self.db.errors:  # the badge taken a moment ago, or a role that may not add
            if badge is not None and self.find_trainee(badge) is not None:
                raise taken from None
            raise RecordsError(
                translate("records", "these records may not register a trainee")
            ) from None
        trainee = self.trainee(trainee_id)
        assert trainee is not None
        return trainee

    def trainees(self, include_archived: bool = False) -> list[Trainee]:
        where = "" if include_archived else " WHERE active = 1"
        return self._made(Trainee, f"FROM trainees{where} ORDER BY name, id")

    def trainee(self, trainee_id: int) -> Trainee | None:
        return self._one(Trainee, "FROM trainees WHERE id = ?", trainee_id)

    def find_trainee(self, id_or_badge: str) -> Trainee | None:
        """By badge first (badges are what people type), then by record id."""

        text = clean_badge(id_or_badge) or ""
        found = self._one(Trainee, "FROM trainees WHERE badge = ?", text)
        if found is None and text.isdigit() and len(text) < 19:
            return self.trainee(int(text))
        return found

    def _supervised(self, sql: str, params: Sequence[object], refused: str) -> None:
        """A supervisor's change; RecordsError `refused` where the role may not make it (a
        kiosk's on the records server)."""
        try:
            self.db.run(lambda db: db.execute(sql, params))
        except self.db.errors:
            raise RecordsError(refused) from None

    def set_trainee_active(self, trainee_id: int, active: bool) -> None:
        self._supervised(
            "UPDATE trainees SET active = ? WHERE id = ?",
            (int(active), trainee_id),
            translate("records", "only a supervisor may archive or restore a trainee"),
        )

    # sessions and answers ----------------------------------------------------------------

    def start_session(
        self, start: SessionStart, uid: str | None = None, started_at: datetime | None = None
    ) -> int:
        """A new open session; `uid` and `started_at` are given when the offline outbox
        delivers one started earlier (kiosk.records.outbox)."""
        if self.trainee(start.trainee_id) is None:
            raise RecordsError(
                translate("records", "no trainee with id {id}").format(id=start.trainee_id)
            )
        uid = uid or new_uid()
        started = to_text(started_at) if started_at is not None else self._now()

        def insert(db: Database) -> int:
            db.execute(
                f"INSERT INTO sessions ({_cols(SessionStart)}, started, status, kiosk, uid) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING",
                (*_values(start, SessionStart), started, SessionStatus.OPEN.value, self.kiosk, uid),
            )
            row = db.execute("SELECT id FROM sessions WHERE uid = ?", (uid,)).fetchone()
            session_id = int(row["id"])

            db.execute(
                "INSERT INTO session_owners (session_id, owner) VALUES (?, ?) "
                "ON CONFLICT (session_id) DO NOTHING",
                (session_id, current_owner()),
            )
            return session_id

        return self.db.run(insert)

    def add_answer(
        self,
        session_id: int,
        answer: AnswerRecord,
        *,
        uid: str | None = None,
        at: datetime | None = None,
        late: bool = False,
    ) -> None:
        """Store one graded input of a session, its item memory updated with it. `uid`, `at` and
        `late` (its session may be closed by now) are given when the offline outbox delivers one
        given earlier; a repeated `uid` is stored once."""
        item_key, correct = answer.key, answer.correct
        session = self.session(session_id)
        if session is None or (session.status is not SessionStatus.OPEN and not late):
            raise RecordsError(
                translate("records", "session {id} is not open").format(id=session_id)
            )

        drill = answer.drill.value
        uid = uid or new_uid()
        now = at if at is not None else self._clock()
        key = (drill, item_key)

        def insert(db: Database) -> None:
            row = db.execute(
                "INSERT INTO answers (session_id, item_key, expected, given, correct, ms, at, "
                "drill, uid, rating) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (uid) DO NOTHING RETURNING id",
                (
                    session_id,
                    item_key,
                    answer.expected,
                    answer.given,
                    int(correct),
                    int(answer.ms),
                    to_text(now),
                    drill,
                    uid,
                    int(rate(drill, correct, answer.ms)),
                ),
            ).fetchone()
            if row is not None:  # stored now, not by an earlier try whose answer was lost
                # read in this transaction, after the lock: another kiosk answering the same
                # item at once is counted before or after this answer, never written over
                self._lock_item(db, session.trainee_id, key)
                previous = self.item_memories(session.trainee_id, key, db).get(key)
                memory = remember(previous, drill, item_key, correct, now)
                self._remember(db, session.trainee_id, memory)

        self.db.run(insert)

    def _lock_item(self, db: Database, trainee_id: int, key: tuple[str, str]) -> None:
        """Nothing to do on SQLite: the answer's INSERT holds the file's one write lock."""

    def _remember(self, db: Database, trainee_id: int, memory: ItemMemory) -> None:
        db.execute(
            f"INSERT INTO item_memory (trainee_id, {_cols(ItemMemory)}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (trainee_id, drill, item_key) DO UPDATE SET "
            "last_seen = excluded.last_seen, reps = excluded.reps, lapses = excluded.lapses, "
            "recent = excluded.recent",
            (trainee_id, *_values(memory, ItemMemory)),
        )

    def end_session(
        self, session_id: int, status: SessionStatus, ended_at: datetime | None = None
    ) -> None:
        ended = to_text(ended_at) if ended_at is not None else self._now()
        self.db.run(lambda db: self._close(db, session_id, status, ended))

    def _close(self, db: Database, session_id: int, status: SessionStatus, ended: str) -> None:
        db.execute(
            "UPDATE sessions SET status = ?, ended = ? WHERE id = ? AND status = ?",
            (status.value, ended, session_id, SessionStatus.OPEN.value),
        )

    def abandon_open_sessions(self) -> int:
        """Mark sessions left open by a program that is provably gone (same host, and no live
        process with its pid and start time, or the machine booted since) as abandoned, ended
        at their last answer (or their start). A session of a live program is left alone."""
        return self.db.run(self._abandon)

    def _abandon(self, db: Database) -> int:

        rows = db.execute(
            "SELECT s.id AS id, o.owner AS owner FROM sessions s LEFT JOIN session_owners o "
            "ON o.session_id = s.id WHERE s.status = ?",
            (SessionStatus.OPEN.value,),
        ).fetchall()
        dead = [int(r["id"]) for r in rows if owner_is_dead(r["owner"])]
        for sid in dead:
            db.execute(
                "UPDATE sessions SET status = ?, ended = COALESCE("
                "(SELECT MAX(at) FROM answers WHERE answers.session_id = sessions.id), "
                "started) WHERE status = ? AND id = ?",
                (SessionStatus.ABANDONED.value, SessionStatus.OPEN.value, sid),
            )
        return len(dead)

    def sessions(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[SessionInfo]:
        sql, params = _where(
            "FROM sessions",
            ("trainee_id = ?", trainee_id),
            ("started >= ?", to_text(since) if since is not None else None),
        )
        return self._made(SessionInfo, sql + " ORDER BY started, id", params)

    def session(self, session_id: int) -> SessionInfo | None:
        return self._one(SessionInfo, "FROM sessions WHERE id = ?", session_id)

    def session_id(self, uid: str) -> int | None:
        """The id of the session made with this client id, if it was stored."""
        row = self.db.one("SELECT id FROM sessions WHERE uid = ?", (uid,))
        return int(row["id"]) if row else None

    def session_uid(self, session_id: int) -> str | None:
        row = self.db.one("SELECT uid FROM sessions WHERE id = ?", (session_id,))
        return str(row["uid"]) if row and row["uid"] else None

    def answers(
        self,
        trainee_id: int | None = None,
        session_id: int | None = None,
        since: datetime | None = None,
    ) -> list[AnswerRow]:
        sql, params = _where(
            _ANSWER_SELECT,
            ("s.trainee_id = ?", trainee_id),
            ("a.session_id = ?", session_id),
            ("a.at >= ?", to_text(since) if since is not None else None),
        )
        return [made(AnswerRow, r) for r in self.db.query(sql + " ORDER BY a.id", params)]

    def reviews(self, trainee_id: int) -> list[Review]:
        """The trainee's rated answers in the order given, the schedule's one source (an answer
        from before ratings were stored is rated from its correctness and time)."""

        rows = self.db.query(
            "SELECT COALESCE(a.drill, s.drill) AS drill, a.item_key AS item_key, "
            "a.rating AS rating, a.correct AS correct, a.ms AS ms, a.at AS at "
            "FROM answers a JOIN sessions s ON s.id = a.session_id "
            "WHERE s.trainee_id = ? ORDER BY a.at, a.id",
            (trainee_id,),
        )
        return [
            Review(
                r["drill"],
                r["item_key"],
                int(r["rating"])
                if r["rating"] is not None
                else int(rate(r["drill"], bool(r["correct"]), int(r["ms"]))),
                from_text(r["at"]),
                int(r["ms"]),
            )
            for r in rows
        ]

    def item_memories(
        self, trainee_id: int, only: tuple[str, str] | None = None, db: Database | None = None
    ) -> dict[tuple[str, str], ItemMemory]:
        sql = f"SELECT {_cols(ItemMemory)} FROM item_memory WHERE trainee_id = ?"
        params: list[Any] = [trainee_id]
        if only is not None:
            sql, params = sql + " AND drill = ? AND item_key = ?", [*params, *only]
        return {
            (r["drill"], r["item_key"]): made(ItemMemory, r)
            for r in (db.execute(sql, params).fetchall() if db else self.db.query(sql, params))
        }

    # the room at a glance: from the item memories, without reading every answer -----------

    def heat_map(self, trainee_id: int) -> HeatMap:
        """The trainee's tableau heat map (as kiosk.records.stats.heat_map over every answer),
        from the item memories: each counts an item's answers (reps) and wrong ones (lapses)."""

        return self._heat("m.trainee_id = ?", trainee_id)

    def _heat(self, whose: str, value: int) -> HeatMap:
        """The heat map of the item memories of the trainees `whose` (a condition on `m`) picks."""
        rows = self.db.query(
            "SELECT m.item_key AS item_key, SUM(m.reps) AS attempts, SUM(m.lapses) AS errors "
            f"FROM item_memory m WHERE {whose} AND m.item_key LIKE 'banco:%' GROUP BY m.item_key",
            (value,),
        )
        counts = ((r["item_key"], int(r["attempts"]), int(r["errors"])) for r in rows)
        return heat_map_from_counts(counts)

    def room_summary(
        self, include_archived: bool = False, counted: Mapping[int, Counted] | None = None
    ) -> list[TraineeSummary]:
        """Every trainee with their answers, right answers, last activity, latest exam that
        counts (`counted`, default certifications(); on a room kiosk.records.attested.
        counted_exams) and accuracy per day over their last TREND_DAYS days drilled, in
        three queries whatever the number of answers (the supervisor's room overview)."""

        where = "" if include_archived else " WHERE t.active = 1"
        rows = self.db.query(
            f"SELECT {_cols(Trainee, 't.')}, "
            "m.answers AS answers, m.wrong AS wrong, m.last_seen AS last_seen "
            "FROM trainees t LEFT JOIN (SELECT trainee_id, SUM(reps) AS answers, "
            "SUM(lapses) AS wrong, MAX(last_seen) AS last_seen FROM item_memory "
            f"GROUP BY trainee_id) m ON m.trainee_id = t.id{where} ORDER BY t.name, t.id"
        )
        latest = self.certifications() if counted is None else counted
        trends: dict[int, list[DayAccuracy]] = {}
        # each trainee's first day of the trend read from the end of their days (the primary
        # key's order), once a trainee; then only the days from it: not a year of every
        # trainee's days sorted to keep 14 of each
        for r in self.db.query(
            "WITH c AS MATERIALIZED (SELECT t.id AS trainee_id, (SELECT DISTINCT b.day "
            "FROM answer_days b WHERE b.trainee_id = t.id ORDER BY b.day DESC "
            "LIMIT 1 OFFSET ?) AS since FROM trainees t) "
            "SELECT a.trainee_id AS trainee_id, a.day AS day, SUM(a.answers) AS answers, "
            "SUM(a.correct) AS correct FROM c JOIN answer_days a "
            "ON a.trainee_id = c.trainee_id AND a.day >= COALESCE(c.since, '') "
            "GROUP BY a.trainee_id, a.day ORDER BY a.trainee_id, a.day",
            (TREND_DAYS - 1,),
        ):
            trends.setdefault(int(r["trainee_id"]), []).append(
                DayAccuracy(date.fromisoformat(r["day"]), int(r["correct"]), int(r["answers"]))
            )
        return [
            TraineeSummary(
                made(Trainee, r),
                int(r["answers"] or 0),
                int(r["answers"] or 0) - int(r["wrong"] or 0),
                from_text(r["last_seen"]) if r["last_seen"] else None,
                latest.get(int(r["id"])),
                tuple(trends.get(int(r["id"]), ())),
            )
            for r in rows
        ]

    # groups: a course or an intake ------------------------------------------------------------

    def _group_name(self, name: str, group_id: int | None = None) -> str:
        """A group's name as typed, normalised and bounded; unique."""

        name = clean_group_name(name)
        if not name:
            raise RecordsError(translate("records", "a group needs a name"))
        other = self.find_group(name)
        if other is not None and other.id != group_id:
            raise RecordsError(
                translate("records", "there is already a group {name}").format(name=name)
            )
        return name

    def add_group(self, name: str, started: date) -> Group:
        name = self._group_name(name)
        self._supervised(
            "INSERT INTO trainee_groups (name, started, created) VALUES (?, ?, ?)",
            (name, started.isoformat(), self._now()),
            translate("records", "only a supervisor may keep the groups"),
        )
        group = self.find_group(name)
        assert group is not None
        return group

    def rename_group(self, group_id: int, name: str) -> Group:
        """Give a group another name (its members and start stay)."""
        if self._group_by_id(group_id) is None:
            raise RecordsError(translate("records", "No group {id}.").format(id=group_id))
        self._supervised(
            "UPDATE trainee_groups SET name = ? WHERE id = ?",
            (self._group_name(name, group_id), group_id),
            translate("records", "only a supervisor may keep the groups"),
        )
        group = self._group_by_id(group_id)
        assert group is not None
        return group

    def _group_by_id(self, group_id: int) -> Group | None:
        return self._one(Group, "FROM trainee_groups WHERE id = ?", group_id)

    def groups(self) -> list[Group]:
        return self._made(Group, "FROM trainee_groups ORDER BY started, name")

    def find_group(self, id_or_name: str) -> Group | None:
        """By name (as people type it), then by record id."""

        text = clean_group_name(id_or_name)
        found = self._one(Group, "FROM trainee_groups WHERE name = ?", text)
        if found is None and text.isdigit() and len(text) < 19:
            return self._group_by_id(int(text))
        return found

    def set_member(self, group_id: int, trainee_id: int, member: bool = True) -> None:
        """Put a trainee in a group (again: no change) or take them out."""
        sql = (
            "INSERT INTO group_members (group_id, trainee_id) VALUES (?, ?) ON CONFLICT DO NOTHING"
            if member
            else "DELETE FROM group_members WHERE group_id = ? AND trainee_id = ?"
        )
        self._supervised(
            sql,
            (group_id, trainee_id),
            translate("records", "only a supervisor may keep the groups"),
        )

    def group_members(self, group_id: int) -> list[Trainee]:
        return self._made(
            Trainee,
            "FROM trainees WHERE id IN (SELECT trainee_id FROM group_members WHERE group_id = ?) "
            "ORDER BY name, id",
            (group_id,),
        )

    def group_report(
        self, group_id: int, counted: Mapping[int, Counted] | None = None
    ) -> GroupReport:
        """Each member's answers per drill and certification status (of the exams `counted`,
        as room_summary), and the group's heat map, from the item memories (a few queries,
        whatever the number of answers)."""

        members = self.group_members(group_id)
        per_drill: dict[int, dict[str, tuple[int, int]]] = {}
        for r in self.db.query(
            "SELECT m.trainee_id AS trainee_id, m.drill AS drill, SUM(m.reps) AS answers, "
            "SUM(m.reps - m.lapses) AS right FROM item_memory m JOIN group_members g "
            "ON g.trainee_id = m.trainee_id WHERE g.group_id = ? GROUP BY m.trainee_id, m.drill",
            (group_id,),
        ):
            per_drill.setdefault(int(r["trainee_id"]), {})[r["drill"]] = (
                int(r["answers"]),
                int(r["right"]),
            )
        status = {
            s.trainee.id: s.certification
            for s in self.room_summary(include_archived=True, counted=counted)
        }
        lines = [MemberLine(t, per_drill.get(t.id, {}), status[t.id]) for t in members]
        whose = "m.trainee_id IN (SELECT trainee_id FROM group_members WHERE group_id = ?)"
        return GroupReport(lines, self._heat(whose, group_id))

    # exam results ------------------------------------------------------------------------

    def append_exam_result(self, draft: ExamDraft) -> ExamResult:
        """Record the result of an exam session, once: a repeated call (a lost answer) gets
        the result recorded the first time."""
        result_id = self.db.run(lambda db: self._record_result(db, _result_params(draft)))
        result = self.exam_result(result_id)
        assert result is not None
        return result

    def _record_result(self, db: Database, params: tuple[Any, ...]) -> int:
        existing = db.execute(
            "SELECT id FROM exam_results WHERE session_id = ?", (params[1],)
        ).fetchone()
        if existing is not None:
            return int(existing["id"])
        last = db.execute("SELECT MAX(id) AS id FROM exam_results").fetchone()
        result_id = int(last["id"] or 0) + 1
        db.execute(
            f"INSERT INTO exam_results (id, {_cols(ExamDraft)}) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (result_id, *params),
        )
        return result_id

    @staticmethod
    def _result(r: Row) -> ExamResult:
        breakdown = tuple(DrillScore.of(f) for f in json.loads(r["breakdown"]))
        failures = tuple(json.loads(r["red_line_failures"]))
        draft = made(ExamDraft, {**r, "red_line_failures": failures, "breakdown": breakdown})
        return ExamResult(int(r["id"]), draft)

    def exam_results(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[ExamResult]:
        sql, params = _where(
            f"SELECT id, {_cols(ExamDraft)} FROM exam_results",
            ("trainee_id = ?", trainee_id),
            ("finished >= ?", to_text(since) if since is not None else None),
        )
        return [self._result(r) for r in self.db.query(sql + " ORDER BY id", params)]

    def exam_result(self, result_id: int) -> ExamResult | None:
        row = self.db.one(
            f"SELECT id, {_cols(ExamDraft)} FROM exam_results WHERE id = ?", (result_id,)
        )
        return self._result(row) if row else None

    def void_result(self, result_id: int, reason: str) -> None:
        """Mark an exam attempt void (a supervisor's decision, with the reason); the result
        itself stays as recorded, and a void cannot be undone."""
        reason = " ".join(reason.split())[:500]
        if not reason:
            raise RecordsError(translate("records", "a void needs a reason"))
        if self.exam_result(result_id) is None:
            raise RecordsError(translate("records", "No exam result {id}.").format(id=result_id))
        if result_id in self.voided():
            raise RecordsError(
                translate("records", "exam result {id} is void already").format(id=result_id)
            )
        self._supervised(
            "INSERT INTO voided_results (result_id, reason, voided, kiosk) VALUES (?, ?, ?, ?)",
            (result_id, reason, self._now(), self.kiosk),
            translate(
                "records",
                "On a records server the notary seals every void: an examiner asks for it "
                "from the supervisor area (docs/notary.md).",
            ),
        )

    def voided(self) -> dict[int, str]:
        """The reason of every voided exam result, by result id."""

        rows = self.db.query("SELECT result_id, reason FROM voided_results")
        out = {int(r["result_id"]): r["reason"] for r in rows}
        # the examiner's signed decisions (kiosk.records.seal) are the authority
        for r in self.db.query(
            "SELECT a.result_id AS result_id, s.payload AS payload FROM seals s "
            "JOIN attempts a ON a.id = s.attempt_id WHERE s.kind = ? AND a.result_id IS NOT NULL",
            ("void",),
        ):
            try:
                reason = str(json.loads(r["payload"]).get("reason", ""))
            except (ValueError, AttributeError):
                reason = ""
            out.setdefault(int(r["result_id"]), reason)
        return out

    def sealed_results(self) -> dict[int, bool]:
        """Whether each exam result that counts passed, by result id: the results sealed at
        their end, as their seal says (not the results' own column, which the seal's text does
        not protect), voided ones left out. A result without a seal counts for nothing."""

        voided = self.voided()
        out: dict[int, bool] = {}
        for r in self.db.query(
            "SELECT payload FROM seals WHERE kind IN (?, ?) ORDER BY id",
            ("result", "offline-result"),
        ):
            try:  # sealed at delivery: the verdict is in what the examiner signed on the kiosk
                data = json.loads(r["payload"])
                signed = json.loads(data["witness"]) if "witness" in data else data
                result_id, outcome = data["result_id"], signed["outcome"]
            except (ValueError, TypeError, KeyError):
                continue
            if isinstance(result_id, int) and result_id not in voided:
                out[result_id] = outcome == "passed"
        return out

    def certifications(self) -> dict[int, Counted]:
        """Each trainee's latest result that counts, passed or not, and when it ended: the
        results sealed at their end and not voided (sealed_results). On a room the notary's
        attempts count too (kiosk.records.attested.certifications)."""
        sealed = self.sealed_results()
        rows = self.db.query("SELECT id, trainee_id, finished FROM exam_results ORDER BY id")
        return latest_counted(
            (int(r["trainee_id"]), Counted(sealed[int(r["id"])], from_text(r["finished"])))
            for r in rows
            if int(r["id"]) in sealed
        )

    # groups kept in the app (the supervisor area) ---------------------------------------------

    def group_trend(self, group_id: int, weeks: int = 4) -> GroupTrend:
        """Each member's answers and right answers in the last `weeks` weeks and in the `weeks`
        before those: one aggregate query."""

        end = self._clock()
        middle = end - timedelta(weeks=weeks)
        start = middle - timedelta(weeks=weeks)
        counts: dict[int, dict[bool, tuple[int, int]]] = {
            t.id: {} for t in self.group_members(group_id)
        }
        for r in self.db.query(
            "SELECT s.trainee_id AS trainee_id, "
            "CASE WHEN a.at >= ? THEN 1 ELSE 0 END AS recent, "
            "COUNT(*) AS answers, SUM(a.correct) AS right_ones "
            "FROM answers a JOIN sessions s ON s.id = a.session_id "
            "JOIN group_members g ON g.trainee_id = s.trainee_id "
            "WHERE g.group_id = ? AND s.started >= ? AND a.at >= ? AND a.at < ? "
            "GROUP BY 1, 2",
            (
                to_text(middle),
                group_id,
                to_text(start - SESSION_LONGEST),  # the sessions index narrows the search
                to_text(start),
                to_text(end),
            ),
        ):
            spans = counts.setdefault(int(r["trainee_id"]), {})
            spans[bool(r["recent"])] = (int(r["answers"]), int(r["right_ones"] or 0))
        members = {
            trainee_id: Trend(spans.get(False, (0, 0)), spans.get(True, (0, 0)))
            for trainee_id, spans in counts.items()
        }
        return GroupTrend(members, weeks)


def _result_params(draft: ExamDraft) -> tuple[Any, ...]:
    """An exam result's columns after its id, in its columns' order."""

    return (
        draft.trainee_id,
        draft.session_id,
        draft.exam_id,
        draft.exam_name,
        draft.ruleset_id,
        draft.ruleset_hash,
        draft.language,
        to_text(draft.started),
        to_text(draft.finished),
        draft.correct,
        draft.total,
        repr(float(draft.pass_mark)),
        int(draft.passed),
        draft.time_limit_s,
        int(draft.timed_out),
        json.dumps(list(draft.red_line_failures)),
        json.dumps([s.fields() for s in draft.breakdown]),
    )


class SQLiteStore(SqlStore):
    """The default store: one SQLite file in WAL mode; `:memory:` works for tests."""

    def __init__(
        self,
        path: Path | str,
        clock: Callable[[], datetime] = utc_now,
        kiosk: str | None = None,
        read_only: bool = False,
    ) -> None:
        self.path = path
        self.read_only = read_only
        if read_only:
            conn = self._read_only(Path(path))
            if schema_version(conn) < LATEST:
                # an older schema is brought up to date first (one short write)
                conn.close()
                SQLiteStore(path, clock, kiosk).close()
                conn = self._read_only(Path(path))
            super().__init__(SQLiteDatabase(conn), clock, kiosk)
            self._migrate(path)  # a newer schema is refused; nothing is written
            return
        database = SQLiteDatabase.open(str(path), timeout=BUSY_TIMEOUT_S)
        super().__init__(database, clock, kiosk)
        try:
            self._migrate(path)
        except sqlite3.Error:
            database.close()
            raise
        for p in self.files():  # the records are the kiosk user's alone, with their journals
            try:
                if p.exists() and p.stat().st_mode & 0o077:
                    os.chmod(p, 0o600)
            except OSError:
                pass

    def files(self) -> list[Path]:
        if str(self.path) == ":memory:":
            return super().files()
        base = Path(self.path)
        journals = [base.with_name(base.name + end) for end in ("-wal", "-shm", "-journal")]
        return [base, *journals]

    @staticmethod
    def _read_only(path: Path) -> sqlite3.Connection:
        uri = path.absolute().as_uri() + "?mode=ro"
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=BUSY_TIMEOUT_S)
        conn.execute("PRAGMA query_only = ON")
        return conn
