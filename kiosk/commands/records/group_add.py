"""`kiosk records group-add NAME --start DATE`: a new group (a course or an intake)."""

from __future__ import annotations

import argparse
from datetime import date

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error, named_records
from kiosk.i18n import translate
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    ga = rs.add_parser("group-add", help=action_summary("group-add"))
    ga.add_argument("name", help=translate("cli", "the group's name"))
    ga.add_argument(
        "--start", required=True, metavar="DATE", help=translate("cli", "start date (YYYY-MM-DD)")
    )
    ga.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    try:
        started = date.fromisoformat(args.start)
    except ValueError:
        return error(
            translate("records", "--start {value}: expected a date such as 2026-03-01").format(
                value=args.start[:40]
            )
        )
    with named_records(args) as store:
        group = store.administer(lambda records: records.add_group(args.name, started))
    print(translate("records", "Group {id}: {name}").format(id=group.id, name=shown(group.name)))
    return 0
