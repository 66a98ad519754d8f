"""`kiosk records export`: the records as CSV (one table) or JSON, for HR."""

from __future__ import annotations

import argparse
from datetime import UTC, datetime

from kiosk.commands import add_output_argument
from kiosk.commands.records import action_summary
from kiosk.commands.records.common import (
    add_trainee_option,
    error,
    named_records,
    put,
    refuse_records_file,
    trainee_id,
)
from kiosk.i18n import translate
from kiosk.records.export import TABLES, Selection, rows, to_csv, to_json


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    ex = rs.add_parser("export", help=action_summary("export"))
    ex.add_argument(
        "--format",
        choices=["csv", "json"],
        default="csv",
        help=translate(
            "cli", "csv: one table (default); json: every table, or the one --table names"
        ),
    )
    ex.add_argument(
        "--table",
        choices=["results", "sessions", "answers", "trainees"],
        help=translate("cli", "what to export (CSV default: results; JSON default: all)"),
    )
    add_trainee_option(ex)
    ex.add_argument("--since", metavar="DATE", help=translate("cli", "from this date (YYYY-MM-DD)"))
    add_output_argument(
        ex, translate("cli", "write the export here (- or left out: standard output)")
    )
    ex.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    since = None
    if args.since:
        try:
            since = datetime.fromisoformat(args.since)
        except ValueError:
            return error(
                translate("records", "--since {value}: expected a date such as 2026-03-01").format(
                    value=args.since
                )
            )
        if since.tzinfo is None:
            since = since.astimezone()
        since = since.astimezone(UTC)
    with named_records(args, read_only=True) as store:
        refuse_records_file(args.output, store)
        sel = Selection(trainee_id(store, args.trainee), since)
        if args.format == "csv":
            text = to_csv(rows(store, args.table or "results", sel))
        else:
            text = to_json(store, [args.table] if args.table else list(TABLES), sel)
    return put(text, args.output)
