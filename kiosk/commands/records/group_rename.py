"""`kiosk records group-rename GROUP NAME`: a group's new name."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import find_group, named_records
from kiosk.i18n import translate
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    gr = rs.add_parser("group-rename", help=action_summary("group-rename"))
    gr.add_argument("group", metavar="GROUP", help=translate("cli", "group name or id"))
    gr.add_argument("name", help=translate("cli", "the group's new name"))
    gr.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args) as store:
        found = find_group(store, args.group)
        group = store.administer(lambda records: records.rename_group(found.id, args.name))
    print(translate("records", "Group {id}: {name}").format(id=group.id, name=shown(group.name)))
    return 0
