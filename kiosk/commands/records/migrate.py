"""`kiosk records migrate --to URL`: this PC's records copied into the room's records server."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error, named_records
from kiosk.i18n import translate
from kiosk.records.engine import is_server_url
from kiosk.records.moving import move_records
from kiosk.records.postgres import PostgresStore
from kiosk.records.store import SQLiteStore
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
            "new of {s_all}. Answers: {a} new of {a_all}. Exam results: {r} sealed on the "
            "server, of {r_all}; the server's chain is intact.",
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
