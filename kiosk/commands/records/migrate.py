"""`kiosk records migrate --to URL`: this PC's records copied into the room's records server.

Only this command moves records, so the moving is here. Trainees are merged by badge (a trainee
without one by name and registration time); sessions and answers keep their times and are sent
under ids made from the source, so running the move again adds nothing; the practical sessions
kept on the PC follow, each once; exam results are recorded again on the server, one per exam
session, and each moved result's session must hold the same answers there as here. Nothing moved
is attested: one PC's records are the kiosk user's files (docs/security.md). The exam attempts
follow with their seals, made by the PC's own key before the notary: each seal keeps its text,
signature, code and key, and is added after the server's last one under the number of its moved
attempt; an attempt whose first seal the server holds already was moved before.
"""

from __future__ import annotations

import argparse
import hashlib
from dataclasses import dataclass, field, replace
from typing import Any

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error, named_records
from kiosk.i18n import translate
from kiosk.records.engine import Database, is_server_url
from kiosk.records.model import RecordsError, SessionStatus
from kiosk.records.postgres import PostgresStore
from kiosk.records.seal import SEAL_LOCK
from kiosk.records.store import SQLiteStore, SqlStore, stored_answer
from kiosk.settings import default_data_dir, load_settings


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    mv = rs.add_parser(
        "migrate",
        help=action_summary("migrate"),
        epilog=translate(
            "cli",
            "Trainees are merged by badge; running it again adds nothing. The exam results are "
            "verified here before and on the server after; the exam attempts follow with their "
            "seals, each keeping its PC's key. Exit status: 0 done; 2 the records or the server "
            "refused (the reason on stderr).",
        ),
    )
    mv.add_argument(
        "--to",
        required=True,
        metavar="URL",
        help=translate("cli", "postgresql:// URL of the server"),
    )
    mv.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    if not is_server_url(args.to):
        return error(
            translate("records", "{url}: expected a postgresql:// URL").format(url=args.to[:200])
        )
    if getattr(args, "records", None) is None:  # this PC's own file, whatever the settings say
        args.records = str(args.data_dir or default_data_dir())
    with named_records(args, read_only=True) as source:
        if not isinstance(source, SQLiteStore):
            return error(translate("records", "migrate copies a records file, not a server"))
        passfile = load_settings(args.data_dir).records_passfile
        target = PostgresStore(args.to, passfile=passfile)
        try:
            report = move_records(source, target)
        finally:
            target.close()
    print(
        translate(
            "records",
            "Trainees: {added} added, {merged} already on the server (by badge). Sessions: {s} "
            "new of {s_all}. Answers: {a} new of {a_all}. Exam results: {r} new of {r_all}, "
            "not attested by the notary, which seals only what it saw.",
        ).format(
            added=report.trainees_added,
            merged=report.trainees_merged,
            s=report.added["sessions"],
            s_all=report.source["sessions"],
            a=report.added["answers"],
            a_all=report.source["answers"],
            r=report.added["exam_results"],
            r_all=report.source["exam_results"],
        )
    )
    print(
        translate(
            "records",
            "Exam attempts: {a} new of {a_all}. Seals from before the notary: {s} new of "
            "{s_all}, each with its PC's key.",
        ).format(
            a=report.added["attempts"],
            a_all=report.source["attempts"],
            s=report.added["seals"],
            s_all=report.source["seals"],
        )
    )
    return 0


_COUNTED = ("trainees", "sessions", "answers", "exam_results", "attempts", "seals")


@dataclass
class MoveReport:
    trainees_added: int = 0
    trainees_merged: int = 0
    added: dict[str, int] = field(default_factory=dict)  # table -> rows new on the server
    source: dict[str, int] = field(default_factory=dict)  # table -> rows in the source


def _uid(*parts: object) -> str:
    return "m-" + hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()[:32]


def _counts(store: SqlStore) -> dict[str, int]:
    out = {}
    for table in _COUNTED:
        row = store.db.one(f"SELECT count(*) AS n FROM {table}")
        out[table] = int(row["n"]) if row else 0
    return out


def _answers(store: SqlStore, session_id: int) -> list[tuple[str, str, str, bool, int]]:
    return [
        (a.item_key, a.expected, a.given, a.correct, a.ms)
        for a in store.answers(session_id=session_id)
    ]


def move_records(source: SqlStore, target: SqlStore) -> MoveReport:
    """Copy everything in `source` into `target`; raises RecordsError when a moved exam result's
    answers differ on the server or the server does not take the attempts."""
    if (
        target.db.dialect == "postgresql"
        and source.db.one("SELECT 1 FROM attempts")
        and not target.db.one("SELECT 1 WHERE has_table_privilege('attempts', 'INSERT')")
    ):  # only the notary seals on a room: the old attempts are the server administrator's to add
        raise RecordsError(
            translate(
                "records",
                "this PC has exam attempts sealed before the notary, which only the records "
                "server's administrator may move in: copy this PC's records file to the server "
                "and run there, as postgres, kiosk records --records FILE migrate --to "
                "postgresql:///kiosk; nothing was moved",
            )
        )
    report = MoveReport(source=_counts(source))
    before = _counts(target)
    people: dict[int, int] = {}
    for t in source.trainees(include_archived=True):
        found = target.find_trainee(t.badge) if t.badge else None
        if found is None and not t.badge:
            found = next(
                (
                    o
                    for o in target.trainees(include_archived=True)
                    if o.badge is None and o.name == t.name and o.created == t.created
                ),
                None,
            )
        if found is None:
            found = target.add_trainee(t.name, t.badge, created_at=t.created)
            report.trainees_added += 1
        else:
            report.trainees_merged += 1
        people[t.id] = found.id
    sessions: dict[int, int] = {}
    for s in source.sessions():
        trainee = source.trainee(s.trainee_id)
        uid = source.session_uid(s.id) or _uid(
            "session", trainee.name if trainee else "", trainee.badge if trainee else "",
            s.started.isoformat(), s.drill, s.mode, s.id,
        )  # fmt: skip
        start = replace(s, trainee_id=people[s.trainee_id])
        sid = target.start_session(start, uid=uid, started_at=s.started)
        sessions[s.id] = sid
        for a in source.answers(session_id=s.id):
            target.add_answer(
                sid,
                stored_answer(a.drill, a.item_key, a.expected, a.given, a.correct, a.ms),
                uid=_uid(uid, "answer", a.id),
                at=a.at,
                late=True,
            )
        status = SessionStatus.ABANDONED if s.status is SessionStatus.OPEN else s.status
        target.end_session(sid, status, s.ended or s.started)
    results: dict[int, int] = {}
    for result in source.exam_results():
        draft = replace(
            result.draft,
            trainee_id=people[result.draft.trainee_id],
            session_id=sessions[result.draft.session_id],
        )
        moved = target.append_exam_result(draft)
        results[result.id] = moved.id
        if _answers(target, draft.session_id) != _answers(source, result.draft.session_id):
            raise RecordsError(
                translate(
                    "records", "exam result {id} arrived with other answers than it has here"
                ).format(id=result.id)
            )
    _move_attempts(source, target, people, sessions, results)
    _move_practical(source, target, people)
    after = _counts(target)
    report.added = {table: after[table] - before[table] for table in _COUNTED}
    return report


def _move_attempts(
    source: SqlStore,
    target: SqlStore,
    people: dict[int, int],
    sessions: dict[int, int],
    results: dict[int, int],
) -> None:
    """Each attempt of `source` not on `target` yet, with its seals (see the module's text)."""

    for a in source.db.query("SELECT * FROM attempts ORDER BY id"):
        seals = source.db.query(
            "SELECT kind, payload, hash, key_id, signature, code FROM seals"
            " WHERE attempt_id = ? ORDER BY id",
            (a["id"],),
        )
        if seals and target.db.one(
            "SELECT 1 FROM seals WHERE key_id = ? AND signature = ?",
            (seals[0]["key_id"], seals[0]["signature"]),
        ):
            continue
        with target.db.transaction() as db:
            if db.dialect == "postgresql":  # kiosks sealing at once take turns
                db.execute("SELECT pg_advisory_xact_lock(?)", (SEAL_LOCK,))
            row = db.one(
                "INSERT INTO attempts (trainee_id, session_id, exam_id, started, status, reason,"
                " owner, result_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    people[a["trainee_id"]],
                    sessions[a["session_id"]],
                    a["exam_id"],
                    a["started"],
                    a["status"],
                    a["reason"],
                    a["owner"],
                    results.get(a["result_id"]) if a["result_id"] is not None else None,
                ),
            )
            assert row is not None
            last = db.one("SELECT COALESCE(MAX(id), 0) AS n FROM seals")
            number = int(last["n"]) if last else 0
            for seal in seals:
                number += 1
                db.execute(
                    "INSERT INTO seals (id, kind, attempt_id, payload, hash, key_id, signature,"
                    " code) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        number,
                        seal["kind"],
                        row["id"],
                        seal["payload"],
                        seal["hash"],
                        seal["key_id"],
                        seal["signature"],
                        seal["code"],
                    ),
                )


_PRACTICAL = (
    "exam_id",
    "ruleset_id",
    "started",
    "ended",
    "coups",
    "coups_per_hour",
    "seconds_per_settlement",
    "examiners",
    "scores",
    "resolutions",
    "red_lines",
    "share",
    "kiosk",
)


def _move_practical(source: SqlStore, target: SqlStore, people: dict[int, int]) -> None:
    """The practical sessions the PC kept, each once (known by its trainee, start and kiosk),
    as they were kept: what one PC kept is not attested on the server either."""
    columns = ", ".join(_PRACTICAL)
    for r in source.db.query(f"SELECT trainee_id, {columns} FROM practical_sessions ORDER BY id"):
        trainee = people[int(r["trainee_id"])]
        if target.db.one(
            "SELECT 1 FROM practical_sessions WHERE trainee_id = ? AND started = ? AND kiosk = ?",
            (trainee, r["started"], r["kiosk"]),
        ):
            continue
        values = (trainee, *(r[c] for c in _PRACTICAL))
        insert = (
            f"INSERT INTO practical_sessions (trainee_id, {columns}) VALUES "
            f"({', '.join('?' * len(values))})"
        )

        def add(db: Database, values: tuple[Any, ...] = values, insert: str = insert) -> None:
            db.execute(insert, values)

        target.db.run(add)
