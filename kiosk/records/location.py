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
    from kiosk.records.store import open_store
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
