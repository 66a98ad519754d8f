"""`kiosk records add-trainee NAME`: register a trainee."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import named_records
from kiosk.i18n import translate
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    add = rs.add_parser("add-trainee", help=action_summary("add-trainee"))
    add.add_argument("name", help=translate("cli", "the trainee's full name"))
    add.add_argument("--badge", help=translate("cli", "badge number"))
    add.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args) as store:
        t = store.add_trainee(args.name, args.badge)
    print(translate("records", "Trainee {id}: {name}").format(id=t.id, name=shown(t.name)))
    return 0
