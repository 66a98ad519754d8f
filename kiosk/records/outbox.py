"""Offline is normal: a kiosk on the room's records server keeps working while the server is away.

`OutboxStore` is the store a kiosk uses with a server. What the trainee does (sessions started,
answers given, sessions closed) is written to a local SQLite outbox (`outbox.sqlite3` in the data
folder), in order, each under a client-made id, and delivered from there in that order; the
server stores each id once, so an outbox delivered twice (a cut connection, a crash between the
server's commit and the outbox's) stores every answer exactly once. Everything else goes straight
to the server, the outbox delivered first.

While offline the kiosk shows the trainees it last saw (a copy kept in the outbox), drills with
fresh item weights, and tells how many answers are waiting (`waiting()`). A practice session may
start offline, an exam never (a certification exam is the notary's: kiosk.records.attested). A
server that was away is tried again at most every `retry_s` seconds, so a drill does not wait on
it per answer.

The app's store has a `Courier`, a thread with its own connections that delivers each write at
once, so the screen never waits on the server, however slow or far it is (a store without one
delivers before it returns). While the server is away the courier tries again after 0.25 s,
doubling to at most `COURIER_MAX_S`: the outbox drains within that time of the server's return.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import threading
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from kiosk.i18n import translate
from kiosk.records.engine import Database, OfflineError, SQLiteDatabase
from kiosk.records.history import SessionStart
from kiosk.records.model import (
    RecordsError,
    SessionStatus,
    Trainee,
    from_text,
    to_text,
    utc_now,
)
from kiosk.records.store import Administration, Reports, SqlStore, made, new_uid, stored_answer

if TYPE_CHECKING:
    from kiosk.drills.session import AnswerRecord
    from kiosk.records.history import ExamDraft, ExamResult

T = TypeVar("T")
OUTBOX_FILE = "outbox.sqlite3"
RETRY_S = 30.0
COURIER_MIN_S = 0.25
log = logging.getLogger(__name__)
COURIER_MAX_S = 2.0
CONTACT_S = 30.0  # how often a kiosk tells the server it is there (kiosk records status)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    uid TEXT NOT NULL UNIQUE,
    body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rejected (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    uid TEXT NOT NULL,
    body TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS local_sessions (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    server_id INTEGER,
    body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS trainees_seen (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    badge TEXT,
    active INTEGER NOT NULL,
    created TEXT NOT NULL
);
"""


class Outbox:
    """The local file of writes waiting for the server."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = SQLiteDatabase.open(str(path))
        with self.db.transaction():
            self.db.script(_SCHEMA)

    def push(self, kind: str, uid: str, body: dict[str, Any]) -> None:
        self.db.run(
            lambda db: db.execute(
                "INSERT INTO outbox (kind, uid, body) VALUES (?, ?, ?)",
                (kind, uid, json.dumps(body)),
            )
        )

    def pending(self) -> list[tuple[int, str, str, dict[str, Any]]]:
        rows = self.db.query("SELECT seq, kind, uid, body FROM outbox ORDER BY seq")
        return [(r["seq"], r["kind"], r["uid"], json.loads(r["body"])) for r in rows]

    def done(self, seq: int) -> None:
        self.db.run(lambda db: db.execute("DELETE FROM outbox WHERE seq = ?", (seq,)))

    def reject(self, seq: int, reason: str) -> None:
        """Set aside a write the server refuses (kept in the file, for the supervisor), so the
        writes after it still arrive."""
        log.warning("set aside: outbox entry %s refused by the records server: %s", seq, reason)

        def move(db: Database) -> None:
            db.execute(
                "INSERT INTO rejected (seq, kind, uid, body, reason) "
                "SELECT seq, kind, uid, body, ? FROM outbox WHERE seq = ?",
                (reason[:1000], seq),
            )
            db.execute("DELETE FROM outbox WHERE seq = ?", (seq,))

        self.db.run(move)

    def rejected(self) -> list[tuple[str, str, str]]:
        """(kind, client id, reason) of every write the server refused."""
        rows = self.db.query("SELECT kind, uid, reason FROM rejected ORDER BY seq")
        return [(r["kind"], r["uid"], r["reason"]) for r in rows]

    def count(self, kind: str | None = None) -> int:
        sql = "SELECT count(*) AS n FROM outbox"
        params: tuple[str, ...] = ()
        if kind is not None:
            sql, params = sql + " WHERE kind = ?", (kind,)
        row = self.db.one(sql, params)
        return int(row["n"]) if row else 0

    def close(self) -> None:
        self.db.close()


class OutboxStore:
    """The RecordStore of a kiosk on a records server, with the outbox for when it is away."""

    room = True

    def __init__(
        self,
        connect: Callable[[], SqlStore],
        outbox_path: Path,
        clock: Callable[[], datetime] = utc_now,
        retry_s: float = RETRY_S,
        monotonic: Callable[[], float] = time.monotonic,
        courier: bool = False,
        abandon: bool = True,
    ) -> None:
        """`courier`: practice is delivered in the background (the app); `abandon`: this
        kiosk's sessions left open by an interrupted program are closed at the first contact
        (not by the courier's own store, which starts while the app's sessions are open)."""
        self._connect = connect
        self.outbox = Outbox(outbox_path)
        self._clock = clock
        self.retry_s = retry_s
        self._monotonic = monotonic
        self._server: SqlStore | None = None
        self._next_try = 0.0
        self._opened = not abandon
        # the server's ids of sessions by client id, as delivering found them (one look-up a
        # session, not one an answer); forgotten with the connection
        self._server_ids: dict[str, int] = {}
        # the app reads through this store off its UI thread (kiosk.ui.app.jobs): one thread at a
        # time talks to the server; the outbox file has a connection per thread
        self._serving = threading.RLock()
        self._courier: Courier | None = None
        try:
            self.server()  # connects now when it can; offline is not an error
        except BaseException:  # a server that refuses this kiosk (RecordsError)
            self.outbox.close()
            raise
        if courier:
            self._courier = Courier(connect, outbox_path, clock, online=self._server is not None)
            self._courier.start()

    # the server ---------------------------------------------------------------------------

    def server(self) -> SqlStore | None:
        """The server store, connected; None while it is away (tried again after retry_s)."""
        with self._serving:
            if self._server is not None or self._monotonic() < self._next_try:
                return self._server
            try:
                self._server = self._connect()
                if not self._opened:  # this kiosk's sessions left open by an interrupted program
                    self._server.abandon_open_sessions()
                    self._opened = True
            except OfflineError:
                self._went_away()
            return self._server

    def _went_away(self) -> None:
        if self._server is not None:
            self._server.close()
        self._server = None
        self._server_ids.clear()
        self._next_try = self._monotonic() + self.retry_s

    @property
    def online(self) -> bool:
        if self._courier is not None:
            return self._courier.online
        return self._server is not None

    def _on_server(self, work: Callable[[SqlStore], T]) -> T:
        """`work` on the server, delivering the outbox first; OfflineError when it is away."""
        with self._serving:
            server = self.server()
            if server is None or not self.flush():
                raise OfflineError(translate("records", "the records server cannot be reached"))
            assert self._server is not None
            try:
                return work(self._server)
            except OfflineError:
                self._went_away()
                raise
            except server.db.errors as exc:  # a rule of the server's broken: no use trying again
                raise RecordsError(
                    translate("records", "the records server refused it: {reason}").format(
                        reason=(str(exc).strip().splitlines() or [type(exc).__name__])[0][:500]
                    )
                ) from None

    @property
    def db(self) -> Database:
        """The server's database (OfflineError while it is away), as a SqlStore's."""
        server = self.server()
        if server is None:
            raise OfflineError(translate("records", "the records server cannot be reached"))
        return server.db

    def offline_waiting(self) -> int | None:
        """For the app's banner: the answers waiting while offline; None while online."""
        return None if self.online else self.waiting()

    def waiting(self) -> int:
        """Answers given while offline that the server has not yet got (for the banner)."""
        return self.outbox.count("answer")

    def flush(self) -> bool:
        """Deliver the outbox in order; True when it is empty. A write the server refuses is
        set aside (Outbox.rejected) rather than holding up the rest."""
        with self._serving:
            if self.outbox.count() == 0:
                return True
            server = self.server()
            if server is None:
                return False
            refusals: tuple[type[Exception], ...] = (RecordsError, *server.db.errors)
            try:
                for seq, kind, uid, body in self.outbox.pending():
                    try:
                        self._deliver(server, kind, uid, body)
                    except refusals as exc:  # e.g. a session the server never got
                        self.outbox.reject(seq, str(exc))
                        continue
                    except (KeyError, TypeError, ValueError) as exc:  # an outbox edited by hand
                        problem = translate(
                            "records", "the outbox entry is not well formed ({error})"
                        )
                        self.outbox.reject(seq, problem.format(error=repr(exc)[:200]))
                        continue
                    self.outbox.done(seq)
            except OfflineError:
                self._went_away()
                return False
            return True

    def _deliver(self, server: SqlStore, kind: str, uid: str, body: dict[str, Any]) -> None:
        if kind == "session":
            start = SessionStart(*(body[f.name] for f in dataclasses.fields(SessionStart)))
            server_id = server.start_session(start, uid=uid, started_at=from_text(body["started"]))
            self.outbox.db.run(
                lambda db: db.execute(
                    "UPDATE local_sessions SET server_id = ? WHERE uid = ?", (server_id, uid)
                )
            )
            self._server_ids[uid] = server_id
            return
        if kind not in ("answer", "end"):  # an exam kept by an older kiosk: start, end, result
            raise RecordsError(
                translate(
                    "records",
                    "an exam kept on a kiosk is not delivered: certification exams are the "
                    "notary's",
                )
            )
        session_id = self._server_ids.get(body["session"]) or server.session_id(body["session"])
        if session_id is None:
            raise RecordsError(
                translate("records", "the outbox names a session the server does not hold")
            )
        self._server_ids[body["session"]] = session_id
        if kind == "answer":
            server.add_answer(
                session_id,
                stored_answer(
                    body["drill"],
                    body["item_key"],
                    body["expected"],
                    body["given"],
                    body["correct"],
                    body["ms"],
                ),
                uid=uid,
                at=from_text(body["at"]),
                late=True,  # its session may have been closed meanwhile (abandoned at a start)
            )
        else:
            server.end_session(session_id, SessionStatus(body["status"]), from_text(body["at"]))

    # practice is written to the outbox and delivered from there: by the courier, or at once ------

    def _queue(self, kind: str, body: dict[str, Any]) -> None:
        self.outbox.push(kind, new_uid(), body)
        self._sent()

    def _sent(self) -> None:
        if self._courier is not None:
            self._courier.wake.set()
        else:
            self.flush()

    def start_session(self, start: SessionStart) -> int:
        """An exam on the server (never offline); practice in the outbox, under a negative id
        (its id here, the server's once it is delivered). Either is kept with its client id."""
        uid = new_uid()
        body = json.dumps({**dataclasses.asdict(start), "started": to_text(self._clock())})
        if start.mode == "exam":
            try:
                server_id = self._on_server(lambda s: s.start_session(start, uid=uid))
            except OfflineError:
                raise RecordsError(
                    translate(
                        "records",
                        "The records server cannot be reached, and this room starts exams only "
                        "when it can: please wait or call the supervisor.",
                    )
                ) from None
            self.outbox.db.run(
                lambda db: db.execute(
                    "INSERT INTO local_sessions (uid, server_id, body) VALUES (?, ?, ?)",
                    (uid, server_id, body),
                )
            )
            return server_id

        def remember(db: Database) -> int:
            db.execute("INSERT INTO outbox (kind, uid, body) VALUES ('session', ?, ?)", (uid, body))
            row = db.execute(
                "INSERT INTO local_sessions (uid, body) VALUES (?, ?) RETURNING id", (uid, body)
            ).fetchone()
            return -int(row["id"])

        local = self.outbox.db.run(remember)
        self._sent()
        return local

    def add_answer(self, session_id: int, answer: AnswerRecord) -> None:
        """Kept in the outbox until the server stores it, or sets it aside for the supervisor
        when it refuses it for good: never lost, and nothing raised to the screen but a session
        this kiosk never had."""
        body = {
            "session": self.session_uid(session_id),
            "item_key": answer.key,
            "expected": answer.expected,
            "given": answer.given,
            "correct": bool(answer.correct),
            "ms": int(answer.ms),
            "drill": answer.drill.value,
            "at": to_text(self._clock()),
        }
        self._queue("answer", body)

    def end_session(self, session_id: int, status: SessionStatus) -> None:
        body = {"session": self.session_uid(session_id), "status": status.value}
        self._queue("end", {**body, "at": to_text(self._clock())})

    def session_uid(self, session_id: int) -> str:
        """The client id of a session this kiosk started (by its negative id here, or an exam's
        on the server)."""
        column = "id" if session_id < 0 else "server_id"
        row = self.outbox.db.one(
            f"SELECT uid FROM local_sessions WHERE {column} = ?", (abs(session_id),)
        )
        if row is None:
            raise RecordsError(
                translate("records", "session {id} is not open").format(id=session_id)
            )
        return str(row["uid"])

    # trainees: the last list seen is kept for offline sign-in ------------------------------

    def add_trainee(self, name: str, badge: str | None = None) -> Trainee:
        try:
            trainee = self._on_server(lambda s: s.add_trainee(name, badge))
        except OfflineError:
            raise RecordsError(
                translate(
                    "records",
                    "The records server cannot be reached: new trainees are registered when "
                    "it is back.",
                )
            ) from None
        self._keep([trainee])
        return trainee

    def _keep(self, trainees: list[Trainee], replace: bool = False) -> None:
        def write(db: Database) -> None:
            if replace:
                db.execute("DELETE FROM trainees_seen")
            for t in trainees:
                db.execute(
                    "INSERT OR REPLACE INTO trainees_seen (id, name, badge, active, created) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (t.id, t.name, t.badge, int(t.active), to_text(t.created)),
                )

        self.outbox.db.run(write)

    def _seen(self) -> list[Trainee]:
        rows = self.outbox.db.query(
            "SELECT id, name, badge, active, created FROM trainees_seen ORDER BY name, id"
        )
        return [made(Trainee, r) for r in rows]

    def trainees(self, include_archived: bool = False) -> list[Trainee]:
        try:
            everyone = self._on_server(lambda s: s.trainees(include_archived=True))
            self._keep(everyone, replace=True)
        except OfflineError:
            everyone = self._seen()
        return [t for t in everyone if include_archived or t.active]

    def find_trainee(self, id_or_badge: str) -> Trainee | None:
        try:
            return self._on_server(lambda s: s.find_trainee(id_or_badge))
        except OfflineError:
            text, seen = id_or_badge.strip(), self._seen()
            by_badge = next((t for t in seen if t.badge == text), None)
            return by_badge or next((t for t in seen if str(t.id) == text), None)

    # reading and administering the records need the server -------------------------------

    def read(self, query: Callable[[Reports], T]) -> T:
        return self._on_server(query)

    def administer(self, change: Callable[[Administration], T]) -> T:
        return self._on_server(change)

    # exam results --------------------------------------------------------------------------

    def append_exam_result(self, draft: ExamDraft) -> ExamResult:
        """The result stored on the server (OfflineError while it is away: nothing of an exam
        waits in the outbox)."""
        return self._on_server(lambda s: s.append_exam_result(draft))

    def close(self) -> None:
        if self._courier is not None:
            self._courier.stop()
        if self._server is not None:
            self._server.close()
            self._server = None
        self.outbox.close()


class Courier(threading.Thread):
    """Delivers a kiosk's outbox in the background, through a store of its own (its own outbox
    and server connections): woken by each write, and while the server is away tried again after
    a back-off from COURIER_MIN_S to COURIER_MAX_S."""

    def __init__(
        self,
        connect: Callable[[], SqlStore],
        outbox_path: Path,
        clock: Callable[[], datetime],
        online: bool = False,
    ) -> None:
        super().__init__(name="kiosk-outbox", daemon=True)
        self._connect = connect
        self._path = outbox_path
        self._clock = clock
        self.wake = threading.Event()
        self._stopping = threading.Event()
        self.online = online  # as the app's store found the server, until the first delivery

    def run(self) -> None:
        store: OutboxStore | None = None
        delay = COURIER_MIN_S
        reported = -CONTACT_S
        while not self._stopping.is_set():
            self.wake.clear()  # a write from now on wakes the wait below
            was_online = self.online
            try:
                if store is None:
                    store = OutboxStore(
                        self._connect, self._path, self._clock, retry_s=0.0, abandon=False
                    )
                waiting = store.outbox.count()
                delivered = store.flush()
                self.online = delivered and store.online
                if self.online and time.monotonic() - reported >= CONTACT_S:
                    server = store.server()
                    if server is not None:
                        server.report_contact(store.outbox.count(), len(store.outbox.rejected()))
                        reported = time.monotonic()
            except Exception as exc:  # a server that refuses this kiosk now: as away, tried again
                log.error("the outbox could not be delivered: %s", exc)
                delivered = self.online = False
                waiting = 0
            if self.online != was_online:
                if self.online:
                    log.info("records server reached")
                else:
                    log.warning(
                        "records server lost; %d outbox entries waiting",
                        0 if store is None else store.outbox.count(),
                    )
            if delivered and waiting:
                log.info("delivered %d outbox entries", waiting)
            if delivered:
                delay = COURIER_MIN_S
                self.wake.wait(COURIER_MAX_S)
            else:
                self.wake.wait(delay)
                delay = min(2 * delay, COURIER_MAX_S)
        if store is not None:
            store.close()

    def stop(self, timeout: float = 5.0) -> None:
        self._stopping.set()
        self.wake.set()
        self.join(timeout)
