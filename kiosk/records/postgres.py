"""The records store on the room's PostgreSQL server: every kiosk of a training room on one set
of records.

The store's SQL is the same as on SQLite (kiosk.records.store); what the server guards itself
goes through the functions its schema holds (kiosk.records.migrations): a session is closed,
an item memory kept and an exam result recorded by `kiosk_end_session`, `kiosk_remember` and
`kiosk_seal_result`, so the `kiosk` role needs no right to change or delete a row. Sessions are
tagged with the kiosk they were taken on; only this kiosk's interrupted sessions are abandoned
when it starts. The server refuses to delete an exam result.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import psycopg

from kiosk.i18n import translate
from kiosk.records.engine import Database, PostgresDatabase, redact
from kiosk.records.memory import ItemMemory
from kiosk.records.model import RecordsError, SessionStatus, utc_now
from kiosk.records.store import SqlStore, _values


class PostgresStore(SqlStore):
    room = True

    def __init__(
        self,
        url: str,
        clock: Callable[[], datetime] = utc_now,
        kiosk: str | None = None,
        passfile: str | None = None,
        db: Database | None = None,
        connect_timeout: int = 5,
    ) -> None:
        self.url = url
        if db is None:
            db = PostgresDatabase(url, connect_timeout=connect_timeout, passfile=passfile)
        super().__init__(db, clock, kiosk)
        self._migrate(redact(url))

    def _migrate(self, where: object) -> None:

        try:
            super()._migrate(where)
        except psycopg.errors.InsufficientPrivilege:
            self.db.close()
            raise RecordsError(
                translate(
                    "records",
                    "{url}: the records server's schema is missing or older than this kiosk; "
                    "the administrator runs `kiosk records init-server` on it",
                ).format(url=where)
            ) from None

    def _lock_item(self, db: Database, trainee_id: int, key: tuple[str, str]) -> None:
        """One kiosk at a time updates a trainee's item, until its transaction ends."""
        item = f"item_memory {trainee_id} {key[0]} {key[1]}"
        db.execute("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", (item,))

    def _remember(self, db: Database, trainee_id: int, memory: ItemMemory) -> None:
        db.execute(
            "SELECT kiosk_remember(?, ?, ?, ?, ?, ?, ?)",
            (trainee_id, *_values(memory, ItemMemory)),
        )

    def _contact(self, db: Database, params: tuple[str, int, int, str]) -> None:
        db.execute("SELECT kiosk_contact(?, ?, ?, ?)", params)  # at the server's time

    def _close(self, db: Database, session_id: int, status: SessionStatus, ended: str) -> None:
        db.execute("SELECT kiosk_end_session(?, ?, ?)", (session_id, status.value, ended))

    def _abandon(self, db: Database) -> int:
        row = db.execute("SELECT kiosk_abandon_sessions(?) AS n", (self.kiosk,)).fetchone()
        return int(row["n"])

    def _record_result(self, db: Database, params: tuple[Any, ...]) -> int:
        row = db.execute(
            "SELECT kiosk_seal_result(" + ", ".join("?" * len(params)) + ") AS id", params
        ).fetchone()
        return int(row["id"])
