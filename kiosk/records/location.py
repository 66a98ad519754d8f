"""Which records a kiosk uses: `--records PATH|URL` on the command line, else the environment
variable KIOSK_RECORDS, else `records:` in the site settings, else the SQLite file in the data
folder.

A server's password comes from a libpq password file (`records_passfile` in the site settings,
or PGPASSFILE) or from the URL in the site settings, never from a kiosk user's own settings
(kiosk.settings refuses `records` there). On the command line PGPASSFILE wins over the site's
file: a supervisor at a kiosk PC reaches the server with their own role's password file.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from kiosk.i18n import translate
from kiosk.records.engine import PostgresDatabase, is_server_url, redact
from kiosk.records.model import RecordsError, utc_now
from kiosk.records.server import role_url
from kiosk.records.store import BUSY_TRIES, DB_FILE, RecordsBusyError, SQLiteStore
from kiosk.settings import default_data_dir, load_settings

if TYPE_CHECKING:
    from kiosk.records.store import RecordStore
    from kiosk.settings import Settings

ENV = "KIOSK_RECORDS"
MAX_LENGTH = 1000


def signed_in(records: str, role: str, password: str, kiosk: str | None = None) -> RecordStore:
    """The room's records server (`records`, its URL) as the database role `role`, signed in
    with its password: a supervisor at any PC of the room acts as their own role, whatever
    password file the PC's site settings name (the kiosk role's on a kiosk). The password is
    handed to the driver only, never to a file, a URL or the log; a wrong one is RecordsError
    saying so."""

    from kiosk.records.postgres import PostgresStore

    role = role.strip()
    if not is_server_url(records):
        raise RecordsError(
            translate("records", "the records are not on a server: there is nobody to sign in to")
        )
    if not role or not password:
        raise RecordsError(translate("records", "Type the name and the password of your role."))
    url = role_url(records, quote(role, safe=""))
    try:
        return PostgresStore(url, kiosk=kiosk, db=PostgresDatabase(url, password=password))
    except RecordsError as exc:
        if "authentication failed" not in str(exc):
            raise
        raise RecordsError(
            translate(
                "records",
                "The records server did not accept the role {role} with this password.",
            ).format(role=role)
        ) from None


def chosen_records(given: str | None, settings: Settings) -> str | None:
    """The records named by the command line, the environment or the site settings; None for
    the data folder's own file."""
    for value in (given, os.environ.get(ENV), settings.records):
        if value is not None and value.strip():
            return value.strip()[:MAX_LENGTH]
    return None


def open_records(
    data_dir: Path | None,
    given: str | None = None,
    settings: Settings | None = None,
    clock: Callable[[], datetime] = utc_now,
    outbox: bool = True,
    read_only: bool = False,
    on_busy: Callable[[str], None] | None = None,
) -> RecordStore:
    """The store in force for this kiosk (with a server: through the offline outbox unless
    `outbox` is false, as for the command line); raises SettingsError, RecordsError or OfflineError
    (kiosk.records.engine) with a message for the person at the kiosk."""

    settings = settings if settings is not None else load_settings(data_dir)
    return open_store(
        data_dir,
        clock=clock,
        records=chosen_records(given, settings),
        passfile=None if os.environ.get("PGPASSFILE") and not outbox else settings.records_passfile,
        outbox=outbox,
        read_only=read_only,
        on_busy=on_busy,
    )


def open_store(
    data_dir: Path | None = None,
    clock: Callable[[], datetime] = utc_now,
    records: str | None = None,
    passfile: str | None = None,
    outbox: bool = True,
    read_only: bool = False,
    on_busy: Callable[[str], None] | None = None,
) -> RecordStore:
    """The records in force, migrated, with sessions this kiosk left open when it was
    interrupted marked abandoned.

    `records` (kiosk.records.location chooses it: --records, KIOSK_RECORDS, the site settings)
    is a postgresql:// URL of the room's records server (the store then keeps an offline outbox
    in `data_dir`, kiosk.records.outbox, unless `outbox` is false), or the path of a SQLite
    file or of a folder holding one; without it, the SQLite file in `data_dir` (default: the
    user data folder).

    A SQLite file is opened read-only when `read_only` (verify, results, export: nothing is
    marked; an older schema is migrated first; one that is not there is RecordsError, never
    made), and while another program holds it for longer
    than the lock timeout it is tried BUSY_TRIES times, each retry announced through `on_busy`,
    then RecordsBusyError. Sessions are marked abandoned only when their program is provably
    gone (kiosk.records.liveness)."""

    folder = data_dir or default_data_dir()
    path = folder / DB_FILE
    if records:
        if is_server_url(records):
            from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
            from kiosk.records.postgres import PostgresStore

            url = records
            if not outbox:  # the command line: the server itself, or a clear "unreachable"
                return PostgresStore(url, clock=clock, passfile=passfile)
            return OutboxStore(  # a kiosk waits at most 2 s (libpq's least) for an away server
                lambda: PostgresStore(url, clock=clock, passfile=passfile, connect_timeout=2),
                folder / OUTBOX_FILE,
                clock=clock,
                courier=True,
            )
        path = Path(records).expanduser()
        if path.suffix not in (".sqlite3", ".sqlite", ".db"):
            path = path / DB_FILE
    if read_only and not path.is_file():
        raise missing_records(records or str(folder))
    path.parent.mkdir(parents=True, exist_ok=True)
    return _open_sqlite(path, clock, read_only, on_busy)


def missing_records(given: str) -> RecordsError:
    """What a reading command says of records that are not there: it makes none (a mistyped
    --records would otherwise become an empty database named like the text)."""

    return RecordsError(
        translate(
            "records",
            "{path}: no records here; expected an existing records file, a folder holding "
            "{file}, or a postgresql:// URL",
        ).format(path=redact(given), file=DB_FILE)
    )


def _open_sqlite(
    path: Path,
    clock: Callable[[], datetime],
    read_only: bool,
    on_busy: Callable[[str], None] | None,
) -> SQLiteStore:
    for attempt in range(BUSY_TRIES):
        try:
            if read_only and path.exists():
                return SQLiteStore(path, clock=clock, read_only=True)
            store = SQLiteStore(path, clock=clock)
            if not read_only:
                store.abandon_open_sessions()
            return store
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise
            if attempt + 1 == BUSY_TRIES:
                raise RecordsBusyError(
                    translate(
                        "records",
                        "{path}: the records database stayed busy; close the other program "
                        "using it and start again",
                    ).format(path=path)
                ) from None
            if on_busy is not None:
                on_busy(
                    translate(
                        "records",
                        "{path}: the records database is busy (another program is writing); "
                        "trying again ({n} of {max})",
                    ).format(path=path, n=attempt + 1, max=BUSY_TRIES)
                )
            time.sleep(0.5)
    raise AssertionError("unreachable")
