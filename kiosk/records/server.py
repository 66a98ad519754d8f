"""Setting up the room's records server: schema and roles (`kiosk records init-server URL`).

Run once by the administrator as the database's owner. It migrates the schema (the tables, the
triggers that keep records append-only and the functions kiosks write through) and creates three
login roles, granting each only what it needs:

- `kiosk` reads the records, adds trainees, sessions and answers, and closes sessions, keeps item
  memories and seals exam results through the schema's functions; it may not change or delete a
  row, nor create or drop anything.
- `supervisor` reads everything, voids exam attempts (a void is added beside the result, which
  stays), archives trainees (the `active` column only) and keeps the groups (courses, intakes: adds
  and renames them, puts trainees in and takes them out).
- `hr` reads trainees, exam results (the certificates) and which were voided.

Running it again changes nothing that is already right. With a password file, each role gets a
new random password, written to `<role>.pgpass` in the folder given (libpq password files, mode
0600): a kiosk gets kiosk.pgpass as its `records_passfile`, the supervisors' and HR's PCs theirs.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from kiosk.records.engine import PostgresDatabase
from kiosk.records.migrations import LATEST, migrate

ROLES = ("kiosk", "supervisor", "hr")
TABLES = (
    "schema_version",
    "trainees",
    "sessions",
    "answers",
    "exam_results",
    "item_memory",
    "trainee_groups",
    "group_members",
    "voided_results",
    "session_owners",
    "attempts",
    "seals",
    "answer_days",
    "kiosk_contacts",
    "practical_sessions",
    "practical_marks",
)
KIOSK_FUNCTIONS = (
    "kiosk_end_session(BIGINT, TEXT, TEXT)",
    "kiosk_abandon_sessions(TEXT)",
    "kiosk_remember(BIGINT, TEXT, TEXT, TEXT, INTEGER, INTEGER, TEXT)",
    "kiosk_contact(TEXT, BIGINT, BIGINT, TEXT)",
    "kiosk_seal_result(BIGINT, BIGINT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, TEXT, INTEGER, "
    "INTEGER, TEXT, INTEGER, INTEGER, INTEGER, TEXT, TEXT)",
)

GRANTS = f"""
REVOKE ALL ON {", ".join(TABLES)} FROM PUBLIC;
REVOKE ALL ON {", ".join(TABLES)} FROM kiosk, supervisor, hr;
{"".join(f"REVOKE ALL ON FUNCTION {f} FROM PUBLIC;" for f in KIOSK_FUNCTIONS)}
GRANT USAGE ON SCHEMA public TO kiosk, supervisor, hr;
GRANT SELECT ON {", ".join(TABLES)} TO kiosk;
GRANT INSERT (name, badge, active, created) ON trainees TO kiosk;
GRANT INSERT (trainee_id, drill, mode, ruleset_id, ruleset_hash, language, started, status,
    kiosk, uid) ON sessions TO kiosk;
GRANT INSERT (session_id, item_key, expected, given, correct, ms, at, drill, uid, rating)
    ON answers TO kiosk;
GRANT INSERT ON session_owners TO kiosk, supervisor;
GRANT INSERT ON practical_sessions TO kiosk, supervisor;
GRANT INSERT (code, kind, seat, examiner, criterion, points, reason, at, kiosk)
    ON practical_marks TO kiosk, supervisor;
GRANT SELECT ON attempts, seals TO hr;
{"".join(f"GRANT EXECUTE ON FUNCTION {f} TO kiosk;" for f in KIOSK_FUNCTIONS)}
GRANT SELECT ON {", ".join(TABLES)} TO supervisor;
GRANT UPDATE (active) ON trainees TO supervisor;
GRANT INSERT (name, started, created), UPDATE (name) ON trainee_groups TO supervisor;
GRANT INSERT, DELETE ON group_members TO supervisor;
GRANT SELECT ON schema_version, trainees, exam_results, voided_results TO hr;
"""


@dataclass(frozen=True)
class ServerSetup:
    database: str
    created_roles: tuple[str, ...]
    schema_before: int
    schema_now: int
    passwords: Path | None  # the folder of the roles' password files, when written


def init_server(url: str, passwords: Path | None = None) -> ServerSetup:
    """Schema, roles and privileges on the server at `url` (connected as the database owner)."""

    db = PostgresDatabase(url)
    try:
        before = migrate(db)
        database = db.one("SELECT current_database() AS name")
        assert database is not None
        name = str(database["name"])
        created: list[str] = []
        secret: dict[str, str] = {}
        with db.transaction():
            for role in ROLES:
                exists = db.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (role,)).fetchone()
                if exists is None:
                    db.execute(f"CREATE ROLE {role} LOGIN")
                    created.append(role)
                if passwords is not None:
                    secret[role] = secrets.token_urlsafe(24)  # letters, digits, - and _ only
                    db.execute(f"ALTER ROLE {role} LOGIN PASSWORD '{secret[role]}'")
            db.execute(f'GRANT CONNECT ON DATABASE "{name}" TO kiosk, supervisor, hr')
            db.script(GRANTS)
        if passwords is not None:
            for role, password in secret.items():
                _write_passfile(passwords / f"{role}.pgpass", name, role, password)
        return ServerSetup(name, tuple(created), before, LATEST, passwords)
    finally:
        db.close()


def _write_passfile(path: Path, database: str, role: str, password: str) -> None:
    """One libpq password-file line, in a file only its owner reads (libpq ignores others). Any
    host and port: the kiosks reach the server by a name of their own, which the site settings'
    URL gives."""

    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(f"*:*:{database}:{role}:{password}\n")
    tmp.replace(path)


def role_url(url: str, role: str) -> str:
    """`url` with `role` as the user and no password (the password file holds it)."""
    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    if ":" in host:
        host = f"[{host}]"
    if parts.port:
        host = f"{host}:{parts.port}"
    return parts._replace(netloc=f"{role}@{host}").geturl()
