"""The two database engines behind the records store, as one small interface.

The store writes its SQL once, with `?` placeholders and named result columns; a `Database`
runs it on SQLite (sqlite3, rows as sqlite3.Row) or on PostgreSQL (psycopg 3, rows as dicts,
`?` turned into `%s`). Each `run(work)` is one transaction; on PostgreSQL a connection lost
before the commit was acknowledged is opened again and the work run once more, so every write
the store makes there is idempotent (client-made ids, unique keys).
"""

from __future__ import annotations

import re
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar
from urllib.parse import unquote

from kiosk.i18n import translate
from kiosk.records.model import RecordsError

T = TypeVar("T")
Row = Mapping[str, Any]


class OfflineError(ConnectionError):
    """The records server cannot be reached; the message says which and why."""


class Database:
    """One connection to a records database; subclasses are the engines."""

    dialect = ""
    # what a broken unique key or a refused change raises on this engine
    errors: tuple[type[Exception], ...] = ()

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        raise NotImplementedError

    @contextmanager
    def transaction(self) -> Iterator[Database]:
        raise NotImplementedError
        yield self

    def run(self, work: Callable[[Database], T]) -> T:
        """`work` in one transaction, committed before this returns."""
        with self.transaction() as db:
            return work(db)

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(self.execute(sql, params).fetchall())

    def one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = self.query(sql, params)
        return rows[0] if rows else None

    def script(self, script: str) -> None:
        """Several DDL statements, inside the caller's transaction."""
        raise NotImplementedError

    def has_table(self, name: str) -> bool:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


class SQLiteDatabase(Database):
    """A SQLite file with one connection per thread that uses it (a connection is never shared
    between threads): the app reads the records off its UI thread (kiosk.ui.app.jobs) while the
    UI thread writes answers. Closing closes every one of them."""

    dialect = "sqlite"
    errors = (sqlite3.IntegrityError,)

    def __init__(
        self, conn: sqlite3.Connection, reopen: Callable[[], sqlite3.Connection] | None = None
    ) -> None:
        """`reopen` opens the same database for another thread (None: this thread's alone)."""
        conn.row_factory = sqlite3.Row
        self._first = conn
        self._reopen = reopen
        self._conns: dict[int, sqlite3.Connection] = {threading.get_ident(): conn}
        self._lock = threading.Lock()
        self._closed = False

    @property
    def conn(self) -> sqlite3.Connection:
        """This thread's connection."""
        ident = threading.get_ident()
        conn = self._conns.get(ident)
        if conn is None:
            if self._closed:  # never the first thread's connection, which may be closing now
                raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
            if self._reopen is None:
                return self._first  # sqlite3 refuses it on another thread, as it should
            conn = self._reopen()
            conn.row_factory = sqlite3.Row
            with self._lock:
                self._conns[ident] = conn
        return conn

    @classmethod
    def open(cls, path: str, timeout: float = 10.0) -> SQLiteDatabase:
        def connect() -> sqlite3.Connection:
            # each connection is used by its own thread only; any thread may close it
            conn = sqlite3.connect(
                path, isolation_level=None, timeout=timeout, check_same_thread=path == ":memory:"
            )
            conn.execute("PRAGMA foreign_keys = ON")
            if path != ":memory:":
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")
            return conn

        return cls(connect(), None if path == ":memory:" else connect)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, tuple(params))

    @contextmanager
    def transaction(self) -> Iterator[Database]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def script(self, script: str) -> None:
        for statement in _sqlite_statements(script):
            self.conn.execute(statement)

    def has_table(self, name: str) -> bool:
        return (
            self.conn.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)
            ).fetchone()
            is not None
        )

    def close(self) -> None:
        """Close this thread's connection. Another thread's is let go, not closed from here: a
        read still running there (a job the screen no longer waits for) keeps it until its
        statement is done, and closing it under that statement would crash the process."""
        with self._lock:
            conns, self._conns, self._closed = self._conns, {}, True
        mine = conns.pop(threading.get_ident(), None)
        if mine is not None:
            mine.close()


def _sqlite_statements(script: str) -> list[str]:
    """Split a script on `;` at line ends, keeping trigger bodies (`…; END;`) whole."""
    out: list[str] = []
    current: list[str] = []
    for line in script.strip().splitlines():
        current.append(line)
        text = "\n".join(current).strip()
        if text.endswith(";") and sqlite3.complete_statement(text):
            out.append(text)
            current = []
    return out


def is_server_url(target: str) -> bool:
    return target.startswith(("postgresql://", "postgres://"))


# The password of a URL's user part (`scheme://user:password@host`, or a path typed in its
# place), and a `password=` in its query.
_USER_PASSWORD = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*:/*[^:/@?#]*:)([^/]*)@")
_QUERY_PASSWORD = re.compile(r"([?&]password=)([^&#]*)", re.IGNORECASE)


def redact(url: str) -> str:
    """The URL without a password (of its user, or `password=` in its query), for messages and
    logs; a text that is no valid URL loses its password too."""
    url = _USER_PASSWORD.sub(r"\1***@", url, count=1)
    return _QUERY_PASSWORD.sub(r"\1***", url)


def without_password(text: str, url: str) -> str:
    """`text`, what the driver or the server said about `url`, with the URL's passwords (as
    typed and decoded) starred out."""

    found = _USER_PASSWORD.match(url)
    secrets = [found.group(2)] if found else []
    secrets += [m.group(2) for m in _QUERY_PASSWORD.finditer(url)]
    for secret in sorted({s for raw in secrets for s in (raw, unquote(raw)) if s}, key=len)[::-1]:
        text = text.replace(secret, "***")
    return text


# What a server that answered says when it will not let this kiosk in, and what libpq says of a
# URL it cannot use (neither is "offline").
_REFUSALS = (
    "fe_sendauth",
    "authentication failed",
    "does not exist",
    "no pg_hba.conf entry",
    "permission denied",
    "SSL",
    "invalid",
)


# What the server answers when it cannot store anything now, though the work itself is fine:
# insufficient resources (disk full, out of memory), operator intervention (a statement timeout,
# a shutdown), a system error, a connection exception, a read-only standby after a fail-over.
# The work waits (the kiosk's outbox) and is tried again.
CANNOT_STORE_NOW = ("53", "57", "58", "08", "25006")


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0][:500]


class PostgresDatabase(Database):
    """PostgreSQL through psycopg 3: autocommit outside `transaction()`, dict rows, reconnecting
    once when the connection was lost (server restarted, network cut)."""

    dialect = "postgresql"

    def __init__(
        self,
        url: str,
        connect_timeout: int = 5,
        passfile: str | None = None,
        retries: int = 1,
        password: str | None = None,
    ) -> None:
        """`password`: a role's password as typed (a supervisor's sign-in), held in memory only
        and handed to libpq alone, before any password file."""
        import psycopg

        self.url = url
        self.connect_timeout = connect_timeout
        self.passfile = passfile
        self._password = password
        self.retries = retries
        self.errors = (psycopg.errors.IntegrityError, psycopg.errors.InsufficientPrivilege)
        self._conn: Any = None
        self._listening: Any = None  # the connection wait_notify LISTENs on
        self._closed = False  # closed for good: a job still running does not connect again
        # the app's threads share the connection: one transaction (or statement) at a time
        self._lock = threading.RLock()
        self._connect()

    def _connect(self) -> None:
        import psycopg
        from psycopg.rows import dict_row

        if self._closed:
            raise self._unreachable(ConnectionError("closed"))
        extra: dict[str, Any] = {}
        if self.passfile:
            extra["passfile"] = self.passfile
        if self._password is not None:
            extra["password"] = self._password
        try:
            self._conn = psycopg.connect(
                self.url,
                autocommit=True,
                row_factory=dict_row,
                connect_timeout=self.connect_timeout,
                application_name="kiosk",
                **extra,
            )
        except psycopg.Error as exc:  # a URL libpq cannot read is a ProgrammingError
            self._conn = None
            reason = without_password(" ".join(str(exc).split())[:500], self.url)
            if (
                not isinstance(exc, psycopg.OperationalError)
                or exc.sqlstate is not None
                or any(m in reason for m in _REFUSALS)
            ):
                raise RecordsError(
                    translate(
                        "records",
                        "records server {url} refused the connection: {reason} (check the URL "
                        "and records_passfile in the site settings)",
                    ).format(url=redact(self.url), reason=reason)
                ) from None
            raise self._unreachable(exc) from None

    def _unreachable(self, exc: BaseException) -> OfflineError:
        """Which server, what failed (libpq's words, without its hint lines) and what to check."""
        said = " ".join(str(exc).split()) or type(exc).__name__
        reason = said.split("failed: ")[-1].split(" Is the server running")[0].strip(" .")
        return OfflineError(
            translate(
                "records",
                "records server {url} cannot be reached ({reason}): check that it is running "
                "and that the host and port of the records URL in the site settings are right",
            ).format(url=redact(self.url), reason=without_password(reason or said, self.url))
        )

    @property
    def connected(self) -> bool:
        return self._conn is not None and not self._conn.closed

    def _open(self) -> Any:
        """The connection, opened (again) when there is none."""
        if not self.connected:
            self._connect()
        return self._conn

    def wait_notify(self, channel: str, timeout_s: float) -> bool:
        """Whether a NOTIFY on `channel` (one of the program's own names) came within
        `timeout_s`, LISTENing on this connection from the first call on; True too when it has
        just begun to listen (again, after the connection was lost), since one may have come
        before. It holds the connection meanwhile: give it a database of its own. OfflineError
        while the server is away."""
        import psycopg

        with self._lock:
            try:
                conn = self._open()
                if self._listening is not conn:
                    conn.execute(f"LISTEN {channel}")
                    self._listening = conn
                    return True
                return bool(list(conn.notifies(timeout=timeout_s, stop_after=1)))
            except psycopg.OperationalError as exc:
                raise self._unreachable(exc) from None

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        # the store writes `?` for parameters and means `%` literally (LIKE 'banco:%')
        with self._lock:
            return self._open().execute(sql.replace("%", "%%").replace("?", "%s"), tuple(params))

    @contextmanager
    def transaction(self) -> Iterator[Database]:
        with self._lock, self._open().transaction():
            yield self

    def run(self, work: Callable[[Database], T]) -> T:
        import psycopg

        for attempt in range(self.retries + 1):
            try:
                with self.transaction() as db:
                    return work(db)
            except psycopg.Error as exc:
                if self._conn is not None and not self._conn.broken and not self._conn.closed:
                    if exc.sqlstate is not None and exc.sqlstate.startswith(CANNOT_STORE_NOW):
                        raise OfflineError(
                            translate(
                                "records", "records server {url} cannot store now: {reason}"
                            ).format(url=redact(self.url), reason=_first_line(exc))
                        ) from None
                    raise  # the server refused the work (a rule, a conflict): not a fault
                if not isinstance(exc, psycopg.OperationalError):
                    raise
                if attempt == self.retries:
                    raise self._unreachable(exc) from None
                self._conn.close()
                self._connect()
        raise AssertionError("unreachable")  # pragma: no cover

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return self.run(lambda db: list(db.execute(sql, params).fetchall()))

    def script(self, script: str) -> None:
        self._conn.execute(script)  # no parameters: several statements in one go

    def has_table(self, name: str) -> bool:
        row = self.execute("SELECT to_regclass(?) AS t", (name,)).fetchone()
        return row is not None and row["t"] is not None

    def close(self) -> None:
        with self._lock:
            self._closed = True
            if self._conn is not None:
                self._conn.close()
