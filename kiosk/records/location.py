"""Which records a kiosk uses: `--records PATH|URL` on the command line, else the environment
variable KIOSK_RECORDS, else `records:` in the site settings, else the SQLite file in the data
folder.

A server's password comes from a libpq password file (`records_passfile` in the site settings,
or PGPASSFILE) or from the URL in the site settings, never from a kiosk user's own settings
(kiosk.settings refuses `records` there).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.records.model import utc_now
from kiosk.records.store import DB_FILE, HEAD_FILE, SQLiteStore

if TYPE_CHECKING:
    from kiosk.records.store import RecordStore
    from kiosk.settings import Settings

ENV = "KIOSK_RECORDS"
MAX_LENGTH = 1000


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
) -> RecordStore:
    """The store in force for this kiosk (with a server: through the offline outbox unless
    `outbox` is false, as for the command line); raises SettingsError, RecordsError or OfflineError
    (kiosk.records.engine) with a message for the person at the kiosk."""
    from kiosk.settings import load_settings

    settings = settings if settings is not None else load_settings(data_dir)
    return open_store(
        data_dir,
        clock=clock,
        records=chosen_records(given, settings),
        passfile=settings.records_passfile,
        offline_exam_start=settings.offline_exam_start,
        outbox=outbox,
    )


def open_store(
    data_dir: Path | None = None,
    clock: Callable[[], datetime] = utc_now,
    records: str | None = None,
    passfile: str | None = None,
    offline_exam_start: bool = False,
    outbox: bool = True,
) -> RecordStore:
    """The records in force, migrated, with sessions this kiosk left open when it was
    interrupted marked abandoned.

    `records` (kiosk.records.location chooses it: --records, KIOSK_RECORDS, the site settings)
    is a postgresql:// URL of the room's records server (the store then keeps an offline outbox
    in `data_dir`, kiosk.records.outbox, unless `outbox` is false), or the path of a SQLite
    file or of a folder holding one; without it, the SQLite file in `data_dir` (default: the
    user data folder)."""
    from kiosk.settings import default_data_dir

    folder = data_dir or default_data_dir()
    if records:
        from kiosk.records.engine import is_server_url

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
                offline_exam_start=offline_exam_start,
            )
        target = Path(records).expanduser()
        if target.suffix not in (".sqlite3", ".sqlite", ".db"):
            folder = target
        else:
            folder = target.parent
            target.parent.mkdir(parents=True, exist_ok=True)
            store = SQLiteStore(target, head_file=target.with_suffix(".head"), clock=clock)
            store.abandon_open_sessions()
            return store
    folder.mkdir(parents=True, exist_ok=True)
    store = SQLiteStore(folder / DB_FILE, head_file=folder / HEAD_FILE, clock=clock)
    store.abandon_open_sessions()
    return store
