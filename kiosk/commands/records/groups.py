"""`kiosk records groups`: the groups (courses, intakes) and how many trainees each holds."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import named_records
from kiosk.i18n import translate
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    gl = rs.add_parser("groups", help=action_summary("groups"))
    gl.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args, read_only=True) as store:
        groups = store.groups()
        if not groups:
            print(translate("records", "No groups yet."))
        for g in groups:
            members = len(store.group_members(g.id))
            print(f"{g.id:>4}  {g.started.isoformat()}  {shown(g.name):30.30}  {members:>3}")
    return 0
