"""`kiosk records group-join GROUP ID…`: trainees put in a group, or taken out (--leave)."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import find_group, named_records, trainee_id
from kiosk.i18n import translate
from kiosk.records.store import Administration


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    gj = rs.add_parser("group-join", help=action_summary("group-join"))
    gj.add_argument("group", metavar="GROUP", help=translate("cli", "group name or id"))
    gj.add_argument(
        "trainees", nargs="+", metavar="ID", help=translate("cli", "record id or badge")
    )
    gj.add_argument(
        "--leave", action="store_true", help=translate("cli", "take them out of the group")
    )
    gj.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args) as store:
        group = find_group(store, args.group)
        people = [trainee_id(store, text) for text in args.trainees]

        def join(records: Administration) -> None:
            for person in people:
                assert person is not None
                records.set_member(group.id, person, member=not args.leave)

        store.administer(join)
    return 0
