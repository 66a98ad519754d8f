"""The records store: one interface (`RecordStore`), SQLite behind it by default.

Every write is its own transaction, committed before the call returns: an answer is on disk when
the trainee sees the next item, so killing the program loses at most the answer being given.
Sessions still open when a store opens were interrupted; they are marked abandoned, never lost.

Opening the store and listing the trainees is on the app's way to its first screen; what only
answers and exam results need (their record types, item memories, JSON, the hash chain and
OpenSSL's hashlib under it) is imported when first used.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from kiosk.i18n import translate
from kiosk.records.migrations import LATEST, SchemaTooNewError, migrate, schema_version
from kiosk.records.model import SessionStatus, Trainee, from_text, to_text, utc_now

if TYPE_CHECKING:
    from kiosk.records.chain import ChainProblem
    from kiosk.records.history import AnswerRow, ExamDraft, ExamResult, SessionInfo
    from kiosk.records.memory import ItemMemory

DB_FILE = "records.sqlite3"
HEAD_FILE = "exam-chain.head"


class RecordsError(ValueError):
    """A request the records cannot honour (unknown trainee, duplicate badge …)."""


class RecordsBusyError(RecordsError):
    """Another program held the database for longer than every retry waited: try again."""


BUSY_TRIES = 3  # each waits up to BUSY_TIMEOUT_S for the other program's write to end
BUSY_TIMEOUT_S = 10.0


class RecordStore(Protocol):
    """What the app, the CLI and the supervisor area need from a records database."""

    def close(self) -> None: ...

    # trainees
    def add_trainee(self, name: str, badge: str | None = None) -> Trainee: ...
    def trainees(self, include_archived: bool = False) -> list[Trainee]: ...
    def trainee(self, trainee_id: int) -> Trainee | None: ...
    def find_trainee(self, id_or_badge: str) -> Trainee | None: ...
    def set_trainee_active(self, trainee_id: int, active: bool) -> None: ...

    # sessions and answers
    def start_session(
        self,
        trainee_id: int,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
    ) -> int: ...
    def add_answer(
        self,
        session_id: int,
        item_key: str,
        expected: str,
        given: str,
        correct: bool,
        ms: int,
        drill: str | None = None,
    ) -> None: ...
    def end_session(self, session_id: int, status: SessionStatus) -> None: ...
    def abandon_open_sessions(self) -> int: ...
    def sessions(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[SessionInfo]: ...
    def session(self, session_id: int) -> SessionInfo | None: ...
    def answers(
        self,
        trainee_id: int | None = None,
        session_id: int | None = None,
        since: datetime | None = None,
        drill: str | None = None,
    ) -> list[AnswerRow]: ...
    def item_memories(self, trainee_id: int) -> dict[tuple[str, str], ItemMemory]: ...

    # exam results (append-only, hash-chained)
    def append_exam_result(self, draft: ExamDraft) -> ExamResult: ...
    def exam_results(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[ExamResult]: ...
    def exam_result(self, result_id: int) -> ExamResult | None: ...
    def verify_chain(self) -> list[ChainProblem]: ...


def open_store(
    data_dir: Path | None = None,
    clock: Callable[[], datetime] = utc_now,
    read_only: bool = False,
    on_busy: Callable[[str], None] | None = None,
) -> SQLiteStore:
    """The records in `data_dir` (default: the user data folder), migrated, with sessions whose
    program is provably gone (kiosk.records.liveness) marked abandoned.

    `read_only` (verify, results, export): the database is opened read-only and nothing is
    marked; a database of an older schema is migrated first. A database busy for longer than
    the lock timeout is retried BUSY_TRIES times, each retry announced through `on_busy`, then
    RecordsBusyError."""
    import time

    from kiosk.settings import default_data_dir

    folder = data_dir or default_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / DB_FILE
    for attempt in range(BUSY_TRIES):
        try:
            if read_only and path.exists():
                store = SQLiteStore(path, head_file=folder / HEAD_FILE, clock=clock, read_only=True)
            else:
                store = SQLiteStore(path, head_file=folder / HEAD_FILE, clock=clock)
                if not read_only:
                    store.abandon_open_sessions()
            return store
        except sqlite3.OperationalError as exc:
            if not _busy(exc):
                raise
            text = translate(
                "records",
                "{path}: the records database is busy (another program is writing); "
                "trying again ({n} of {max})",
            ).format(path=path, n=attempt + 1, max=BUSY_TRIES)
            if attempt + 1 == BUSY_TRIES:
                raise RecordsBusyError(
                    translate(
                        "records",
                        "{path}: the records database stayed busy; close the other program "
                        "using it and start again",
                    ).format(path=path)
                ) from None
            if on_busy is not None:
                on_busy(text)
            time.sleep(0.5)
    raise AssertionError("unreachable")


def _private(path: Path) -> None:
    """The records are the kiosk user's alone (0600), with their WAL files."""
    import os

    for p in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        try:
            if p.exists() and p.stat().st_mode & 0o077:
                os.chmod(p, 0o600)
        except OSError:
            pass


def _busy(exc: sqlite3.OperationalError) -> bool:
    return "locked" in str(exc) or "busy" in str(exc)


_SESSION_COLS = (
    "id, trainee_id, drill, mode, ruleset_id, ruleset_hash, language, started, ended, status"
)
_ANSWER_SELECT = (
    "SELECT a.id, a.session_id, s.trainee_id, COALESCE(a.drill, s.drill), s.mode, a.item_key, "
    "a.expected, a.given, a.correct, a.ms, a.at FROM answers a "
    "JOIN sessions s ON s.id = a.session_id"
)
_RESULT_COLS = (
    "id, trainee_id, session_id, exam_id, exam_name, ruleset_id, ruleset_hash, language, "
    "started, finished, correct, total, pass_mark, passed, time_limit_s, timed_out, "
    "red_line_failures, breakdown, answers_hash, prev_hash, hash"
)


class SQLiteStore:
    """The default store: one SQLite file in WAL mode; `:memory:` works for tests."""

    def __init__(
        self,
        path: Path | str,
        head_file: Path | None = None,
        clock: Callable[[], datetime] = utc_now,
        read_only: bool = False,
    ) -> None:
        self.path = path
        self.head_file = head_file
        self.read_only = read_only
        self._clock = clock
        if read_only:
            self._conn = self._read_only(Path(path))
            found = schema_version(self._conn)
            if found > LATEST:
                self._conn.close()
                raise RecordsError(
                    translate("records", "{path}: {problem}").format(
                        path=path, problem=SchemaTooNewError(found)
                    )
                )
            if found < LATEST:
                # an older schema is brought up to date first (one short write)
                self._conn.close()
                SQLiteStore(path, head_file, clock).close()
                self._conn = self._read_only(Path(path))
            return
        self._conn = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT_S)
        try:
            self._conn.execute("PRAGMA foreign_keys = ON")
            if str(path) != ":memory:":
                self._conn.execute("PRAGMA journal_mode = WAL")
                self._conn.execute("PRAGMA synchronous = FULL")
            migrate(self._conn)
        except SchemaTooNewError as exc:
            self._conn.close()
            raise RecordsError(
                translate("records", "{path}: {problem}").format(path=path, problem=exc)
            ) from None
        except sqlite3.Error:
            self._conn.close()
            raise
        if str(path) != ":memory:":
            _private(Path(path))

    @staticmethod
    def _read_only(path: Path) -> sqlite3.Connection:
        uri = path.absolute().as_uri() + "?mode=ro"
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=BUSY_TIMEOUT_S)
        conn.execute("PRAGMA query_only = ON")
        return conn

    def close(self) -> None:
        self._conn.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def _now(self) -> str:
        return to_text(self._clock())

    # trainees -----------------------------------------------------------------------------

    def add_trainee(self, name: str, badge: str | None = None) -> Trainee:
        from kiosk.records.names import clean_badge, clean_name

        name = clean_name(name)
        badge = clean_badge(badge)
        if not name:
            raise RecordsError(translate("records", "a trainee needs a name"))
        if badge is not None and self.find_trainee(badge) is not None:
            raise RecordsError(
                translate("records", "badge {badge} is already taken").format(badge=badge)
            )
        with self._tx() as conn:
            cur = conn.execute(
                "INSERT INTO trainees (name, badge, active, created) VALUES (?, ?, 1, ?)",
                (name, badge, self._now()),
            )
        trainee = self.trainee(int(cur.lastrowid or 0))
        assert trainee is not None
        return trainee

    @staticmethod
    def _trainee(row: tuple[Any, ...]) -> Trainee:
        return Trainee(row[0], row[1], row[2], bool(row[3]), from_text(row[4]))

    def trainees(self, include_archived: bool = False) -> list[Trainee]:
        where = "" if include_archived else " WHERE active = 1"
        rows = self._conn.execute(
            f"SELECT id, name, badge, active, created FROM trainees{where} ORDER BY name, id"
        ).fetchall()
        return [self._trainee(r) for r in rows]

    def trainee(self, trainee_id: int) -> Trainee | None:
        row = self._conn.execute(
            "SELECT id, name, badge, active, created FROM trainees WHERE id = ?", (trainee_id,)
        ).fetchone()
        return self._trainee(row) if row else None

    def find_trainee(self, id_or_badge: str) -> Trainee | None:
        """By badge first (badges are what people type), then by record id."""
        from kiosk.records.names import clean_badge

        text = clean_badge(id_or_badge) or ""
        row = self._conn.execute(
            "SELECT id, name, badge, active, created FROM trainees WHERE badge = ?", (text,)
        ).fetchone()
        if row:
            return self._trainee(row)
        return self.trainee(int(text)) if text.isdigit() else None

    def set_trainee_active(self, trainee_id: int, active: bool) -> None:
        with self._tx() as conn:
            conn.execute("UPDATE trainees SET active = ? WHERE id = ?", (int(active), trainee_id))

    # sessions and answers ----------------------------------------------------------------

    def start_session(
        self,
        trainee_id: int,
        drill: str,
        mode: str,
        ruleset_id: str,
        ruleset_hash: str,
        language: str,
    ) -> int:
        if self.trainee(trainee_id) is None:
            raise RecordsError(
                translate("records", "no trainee with id {id}").format(id=trainee_id)
            )
        with self._tx() as conn:
            cur = conn.execute(
                "INSERT INTO sessions (trainee_id, drill, mode, ruleset_id, ruleset_hash, "
                "language, started, ended, status) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)",
                (
                    trainee_id,
                    drill,
                    mode,
                    ruleset_id,
                    ruleset_hash,
                    language,
                    self._now(),
                    SessionStatus.OPEN.value,
                ),
            )
            from kiosk.records.liveness import current_owner

            conn.execute(
                "INSERT INTO session_owners (session_id, owner) VALUES (?, ?)",
                (cur.lastrowid, current_owner()),
            )
        return int(cur.lastrowid or 0)

    def add_answer(
        self,
        session_id: int,
        item_key: str,
        expected: str,
        given: str,
        correct: bool,
        ms: int,
        drill: str | None = None,
    ) -> None:
        session = self.session(session_id)
        if session is None or session.status is not SessionStatus.OPEN:
            raise RecordsError(
                translate("records", "session {id} is not open").format(id=session_id)
            )
        from kiosk.records.memory import remember

        drill = drill or session.drill
        now = self._clock()
        key = (drill, item_key)
        previous = self._memories(session.trainee_id, key).get(key)
        memory = remember(previous, drill, item_key, correct, now)
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO answers (session_id, item_key, expected, given, correct, ms, at, "
                "drill) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (session_id, item_key, expected, given, int(correct), int(ms), to_text(now), drill),
            )
            conn.execute(
                "DELETE FROM item_memory WHERE trainee_id = ? AND drill = ? AND item_key = ?",
                (session.trainee_id, drill, item_key),
            )
            conn.execute(
                "INSERT INTO item_memory (trainee_id, drill, item_key, stability_s, last_seen, "
                "reps, lapses, recent) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    session.trainee_id,
                    drill,
                    item_key,
                    memory.stability_s,
                    to_text(memory.last_seen),
                    memory.reps,
                    memory.lapses,
                    memory.recent,
                ),
            )

    def end_session(self, session_id: int, status: SessionStatus) -> None:
        with self._tx() as conn:
            conn.execute(
                "UPDATE sessions SET status = ?, ended = ? WHERE id = ? AND status = ?",
                (status.value, self._now(), session_id, SessionStatus.OPEN.value),
            )

    def abandon_open_sessions(self) -> int:
        """Mark sessions left open by a program that is provably gone (same host, and no live
        process with its pid and start time, or the machine booted since) as abandoned, ended
        at their last answer (or their start). A session of a live program is left alone."""
        from kiosk.records.liveness import owner_is_dead

        rows = self._conn.execute(
            "SELECT s.id, o.owner FROM sessions s LEFT JOIN session_owners o "
            "ON o.session_id = s.id WHERE s.status = ?",
            (SessionStatus.OPEN.value,),
        ).fetchall()
        dead = [sid for sid, owner in rows if owner_is_dead(owner)]
        if not dead:
            return 0
        with self._tx() as conn:
            for sid in dead:
                conn.execute(
                    "UPDATE sessions SET status = ?, ended = COALESCE("
                    "(SELECT MAX(at) FROM answers WHERE answers.session_id = sessions.id), "
                    "started) WHERE status = ? AND id = ?",
                    (SessionStatus.ABANDONED.value, SessionStatus.OPEN.value, sid),
                )
        return len(dead)

    @staticmethod
    def _session(row: tuple[Any, ...]) -> SessionInfo:
        from kiosk.records.history import SessionInfo

        return SessionInfo(
            row[0],
            row[1],
            row[2],
            row[3],
            row[4],
            row[5],
            row[6],
            from_text(row[7]),
            from_text(row[8]) if row[8] else None,
            SessionStatus(row[9]),
        )

    def sessions(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[SessionInfo]:
        sql = f"SELECT {_SESSION_COLS} FROM sessions WHERE 1 = 1"
        params: list[Any] = []
        if trainee_id is not None:
            sql, params = sql + " AND trainee_id = ?", [*params, trainee_id]
        if since is not None:
            sql, params = sql + " AND started >= ?", [*params, to_text(since)]
        rows = self._conn.execute(sql + " ORDER BY started, id", params).fetchall()
        return [self._session(r) for r in rows]

    def session(self, session_id: int) -> SessionInfo | None:
        row = self._conn.execute(
            f"SELECT {_SESSION_COLS} FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()
        return self._session(row) if row else None

    def answers(
        self,
        trainee_id: int | None = None,
        session_id: int | None = None,
        since: datetime | None = None,
        drill: str | None = None,
    ) -> list[AnswerRow]:
        sql = _ANSWER_SELECT + " WHERE 1 = 1"
        params: list[Any] = []
        if trainee_id is not None:
            sql, params = sql + " AND s.trainee_id = ?", [*params, trainee_id]
        if session_id is not None:
            sql, params = sql + " AND a.session_id = ?", [*params, session_id]
        if since is not None:
            sql, params = sql + " AND a.at >= ?", [*params, to_text(since)]
        if drill is not None:
            sql, params = sql + " AND COALESCE(a.drill, s.drill) = ?", [*params, drill]
        rows = self._conn.execute(sql + " ORDER BY a.id", params).fetchall()
        from kiosk.records.history import AnswerRow

        return [
            AnswerRow(
                r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], bool(r[8]), r[9], from_text(r[10])
            )
            for r in rows
        ]

    def _memories(
        self, trainee_id: int, only: tuple[str, str] | None = None
    ) -> dict[tuple[str, str], ItemMemory]:
        from kiosk.records.memory import ItemMemory

        sql = (
            "SELECT drill, item_key, stability_s, last_seen, reps, lapses, recent "
            "FROM item_memory WHERE trainee_id = ?"
        )
        params: list[Any] = [trainee_id]
        if only is not None:
            sql, params = sql + " AND drill = ? AND item_key = ?", [*params, *only]
        return {
            (r[0], r[1]): ItemMemory(r[0], r[1], r[2], from_text(r[3]), r[4], r[5], r[6])
            for r in self._conn.execute(sql, params).fetchall()
        }

    def item_memories(self, trainee_id: int) -> dict[tuple[str, str], ItemMemory]:
        return self._memories(trainee_id)

    # exam results ------------------------------------------------------------------------

    def _answers_hash(self, session_id: int) -> str:
        from kiosk.records import chain

        rows = self._conn.execute(
            "SELECT item_key, expected, given, correct, ms FROM answers WHERE session_id = ? "
            "ORDER BY id",
            (session_id,),
        ).fetchall()
        return chain.answers_digest(rows)

    def append_exam_result(self, draft: ExamDraft) -> ExamResult:
        import json

        from kiosk.records import chain

        with self._tx() as conn:
            last = conn.execute(
                "SELECT id, hash FROM exam_results ORDER BY id DESC LIMIT 1"
            ).fetchone()
            result_id = (last[0] + 1) if last else 1
            prev = last[1] if last else chain.GENESIS
            answers_hash = self._answers_hash(draft.session_id)
            digest = chain.link_hash(prev, result_id, draft, answers_hash)
            conn.execute(
                f"INSERT INTO exam_results ({_RESULT_COLS}) VALUES "
                "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    result_id,
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
                    json.dumps([[s.drill, s.correct, s.total] for s in draft.breakdown]),
                    answers_hash,
                    prev,
                    digest,
                ),
            )
        self._write_head(result_id, digest)
        result = self.exam_result(result_id)
        assert result is not None
        return result

    def _write_head(self, last_id: int, digest: str) -> None:
        if self.head_file is None:
            return
        import json

        tmp = self.head_file.with_suffix(".tmp")
        tmp.write_text(json.dumps({"last_id": last_id, "hash": digest}) + "\n", encoding="utf-8")
        tmp.replace(self.head_file)

    @staticmethod
    def _result(r: tuple[Any, ...]) -> ExamResult:
        import json

        from kiosk.records.history import DrillScore, ExamDraft, ExamResult

        draft = ExamDraft(
            trainee_id=r[1],
            session_id=r[2],
            exam_id=r[3],
            exam_name=r[4],
            ruleset_id=r[5],
            ruleset_hash=r[6],
            language=r[7],
            started=from_text(r[8]),
            finished=from_text(r[9]),
            correct=r[10],
            total=r[11],
            pass_mark=float(r[12]),
            passed=bool(r[13]),
            time_limit_s=r[14],
            timed_out=bool(r[15]),
            red_line_failures=tuple(json.loads(r[16])),
            breakdown=tuple(DrillScore(d, c, t) for d, c, t in json.loads(r[17])),
        )
        return ExamResult(r[0], draft, r[18], r[19], r[20])

    def exam_results(
        self, trainee_id: int | None = None, since: datetime | None = None
    ) -> list[ExamResult]:
        sql = f"SELECT {_RESULT_COLS} FROM exam_results WHERE 1 = 1"
        params: list[Any] = []
        if trainee_id is not None:
            sql, params = sql + " AND trainee_id = ?", [*params, trainee_id]
        if since is not None:
            sql, params = sql + " AND finished >= ?", [*params, to_text(since)]
        return [self._result(r) for r in self._conn.execute(sql + " ORDER BY id", params)]

    def exam_result(self, result_id: int) -> ExamResult | None:
        row = self._conn.execute(
            f"SELECT {_RESULT_COLS} FROM exam_results WHERE id = ?", (result_id,)
        ).fetchone()
        return self._result(row) if row else None

    def verify_chain(self) -> list[ChainProblem]:
        """Every exam result whose content or answers no longer match its hash ("edited"),
        whose link no longer matches the result before it ("relinked": that one was replaced),
        every result missing between the first and the head ("deleted"), and a head file that
        is missing ("head-missing") or names an earlier result than the newest ("head-lags")."""
        from kiosk.records import chain

        found: dict[int, str] = {}
        prev_hash, expected_id = chain.GENESIS, 1
        for result in self.exam_results():
            for missing in range(expected_id, result.id):
                found[missing] = "deleted"
            answers_hash = self._answers_hash(result.draft.session_id)
            recomputed = chain.link_hash(result.prev_hash, result.id, result.draft, answers_hash)
            if recomputed != result.hash or answers_hash != result.answers_hash:
                found[result.id] = "edited"
            elif result.prev_hash != prev_hash and result.id == expected_id:
                found[result.id] = "relinked"
            prev_hash, expected_id = result.hash, result.id + 1
        head = self._read_head()
        if head is None and self.head_file is not None and expected_id > 1:
            found.setdefault(expected_id - 1, "head-missing")
        if head is not None:
            last_id, last_hash = head
            for missing in range(expected_id, last_id + 1):
                found[missing] = "deleted"
            if last_id == expected_id - 1 and last_id > 0 and prev_hash != last_hash:
                found.setdefault(last_id, "edited")
            if last_id < expected_id - 1:
                found.setdefault(expected_id - 1, "head-lags")
        return [chain.ChainProblem(i, kind) for i, kind in sorted(found.items())]

    def _read_head(self) -> tuple[int, str] | None:
        if self.head_file is None or not self.head_file.is_file():
            return None
        import json

        try:
            data = json.loads(self.head_file.read_text(encoding="utf-8"))
            return int(data["last_id"]), str(data["hash"])
        except (ValueError, KeyError, TypeError):
            return (0, "")
