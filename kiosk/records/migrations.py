"""The schema of the records database, version by version.

Each migration takes the database from version N-1 to N and is never edited once shipped; a new
need is a new migration at the end. They run together in one immediate transaction when a store
opens, the version read inside it: two programs opening a new data folder at once do not race (the
second waits, then finds the work done), and a kiosk updated in the field upgrades its records on
its next start. The DDL here is SQLite's; the
statements the store runs against these tables are portable SQL.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import datetime

from kiosk.i18n import translate
from kiosk.records.model import from_text, to_text

V1 = """
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version (version) VALUES (0);
CREATE TABLE trainees (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    badge TEXT UNIQUE,
    active INTEGER NOT NULL DEFAULT 1,
    created TEXT NOT NULL
);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    trainee_id INTEGER NOT NULL REFERENCES trainees (id),
    drill TEXT NOT NULL,
    mode TEXT NOT NULL,
    ruleset_id TEXT NOT NULL,
    ruleset_hash TEXT NOT NULL,
    language TEXT NOT NULL,
    started TEXT NOT NULL,
    ended TEXT,
    status TEXT NOT NULL
);
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    item_key TEXT NOT NULL,
    expected TEXT NOT NULL,
    given TEXT NOT NULL,
    correct INTEGER NOT NULL,
    ms INTEGER NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX answers_by_session ON answers (session_id);
CREATE TABLE exam_results (
    id INTEGER PRIMARY KEY,
    trainee_id INTEGER NOT NULL REFERENCES trainees (id),
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    exam_id TEXT NOT NULL,
    exam_name TEXT NOT NULL,
    ruleset_id TEXT NOT NULL,
    ruleset_hash TEXT NOT NULL,
    language TEXT NOT NULL,
    started TEXT NOT NULL,
    finished TEXT NOT NULL,
    correct INTEGER NOT NULL,
    total INTEGER NOT NULL,
    pass_mark TEXT NOT NULL,
    passed INTEGER NOT NULL,
    time_limit_s INTEGER NOT NULL,
    timed_out INTEGER NOT NULL,
    red_line_failures TEXT NOT NULL,
    breakdown TEXT NOT NULL,
    answers_hash TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE TRIGGER exam_results_no_update BEFORE UPDATE ON exam_results
BEGIN SELECT RAISE(ABORT, 'exam results are append-only'); END;
CREATE TRIGGER exam_results_no_delete BEFORE DELETE ON exam_results
BEGIN SELECT RAISE(ABORT, 'exam results are append-only'); END;
"""

V2 = """
ALTER TABLE answers ADD COLUMN drill TEXT;
UPDATE answers SET drill = (SELECT drill FROM sessions WHERE sessions.id = answers.session_id);
CREATE INDEX sessions_by_trainee ON sessions (trainee_id, started);
CREATE TABLE item_memory (
    trainee_id INTEGER NOT NULL REFERENCES trainees (id),
    drill TEXT NOT NULL,
    item_key TEXT NOT NULL,
    stability_s REAL NOT NULL,
    last_seen TEXT NOT NULL,
    reps INTEGER NOT NULL,
    lapses INTEGER NOT NULL,
    recent TEXT NOT NULL,
    PRIMARY KEY (trainee_id, drill, item_key)
);
"""


def _v2_backfill(conn: sqlite3.Connection) -> None:
    """Per-answer drills (exam sessions span drills) and item memories built from old answers."""
    from kiosk.records.memory import replay

    rows = conn.execute(
        "SELECT s.trainee_id, a.drill, a.item_key, a.correct, a.at FROM answers a "
        "JOIN sessions s ON s.id = a.session_id ORDER BY a.id"
    ).fetchall()
    by_trainee: dict[int, list[tuple[str, str, bool, datetime]]] = {}
    for trainee, drill, key, correct, at in rows:
        by_trainee.setdefault(trainee, []).append((drill, key, bool(correct), from_text(at)))
    for trainee, answers in by_trainee.items():
        for m in replay(answers).values():
            conn.execute(
                "INSERT INTO item_memory VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    trainee,
                    m.drill,
                    m.item_key,
                    m.stability_s,
                    to_text(m.last_seen),
                    m.reps,
                    m.lapses,
                    m.recent,
                ),
            )


V3 = """
CREATE TABLE session_owners (
    session_id INTEGER PRIMARY KEY REFERENCES sessions (id),
    owner TEXT NOT NULL
);
CREATE TABLE attempts (
    id INTEGER PRIMARY KEY,
    trainee_id INTEGER NOT NULL REFERENCES trainees (id),
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    exam_id TEXT NOT NULL,
    started TEXT NOT NULL,
    status TEXT NOT NULL,
    reason TEXT NOT NULL,
    owner TEXT NOT NULL,
    result_id INTEGER REFERENCES exam_results (id)
);
CREATE TABLE seals (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    attempt_id INTEGER NOT NULL,
    payload TEXT NOT NULL,
    hash TEXT NOT NULL,
    key_id TEXT NOT NULL,
    signature TEXT NOT NULL,
    code TEXT NOT NULL
);
CREATE INDEX seals_by_code ON seals (code);
CREATE TRIGGER seals_no_update BEFORE UPDATE ON seals
BEGIN SELECT RAISE(ABORT, 'seals are append-only'); END;
CREATE TRIGGER seals_no_delete BEFORE DELETE ON seals
BEGIN SELECT RAISE(ABORT, 'seals are append-only'); END;
CREATE TABLE seal_meta (legacy_results INTEGER NOT NULL);
INSERT INTO seal_meta (legacy_results) SELECT COALESCE(MAX(id), 0) FROM exam_results;
"""


Migration = tuple[str, Callable[[sqlite3.Connection], None] | None]

#: MIGRATIONS[n] takes the schema from version n to n + 1.
MIGRATIONS: list[Migration] = [(V1, None), (V2, _v2_backfill), (V3, None)]
LATEST = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    if not exists:
        return 0
    return int(conn.execute("SELECT version FROM schema_version").fetchone()[0])


class SchemaTooNewError(RuntimeError):
    """The database was written by a newer kiosk: this one must not touch it."""

    def __init__(self, found: int) -> None:
        super().__init__(
            translate(
                "records",
                "the records database has schema version {found}, newer than {latest} which "
                "this kiosk reads; use the newer kiosk or restore a backup",
            ).format(found=found, latest=LATEST)
        )
        self.found = found


def migrate(conn: sqlite3.Connection, target: int = LATEST) -> int:
    """Run every migration the database lacks up to `target`, all in one immediate transaction
    (the version is read after the write lock is taken); returns the version before."""
    before = schema_version(conn)
    if before > LATEST:
        raise SchemaTooNewError(before)
    if before >= target:
        return before
    conn.execute("BEGIN IMMEDIATE")
    try:
        before = schema_version(conn)  # another program may have migrated meanwhile
        if before > LATEST:
            raise SchemaTooNewError(before)
        for version in range(before, target):
            script, backfill = MIGRATIONS[version]
            for statement in _statements(script):
                conn.execute(statement)
            if backfill is not None:
                backfill(conn)
            conn.execute("UPDATE schema_version SET version = ?", (version + 1,))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return before


def _statements(script: str) -> list[str]:
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
