"""`kiosk records archive ID` and `restore ID`: a trainee archived (records kept) or active
again."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import named_records, trainee_id
from kiosk.i18n import translate


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    for name, active in (("archive", False), ("restore", True)):
        a = rs.add_parser(name, help=action_summary(name))
        a.add_argument("trainee", metavar="ID", help=translate("cli", "record id or badge"))
        a.set_defaults(handler=handle, active=active)


def handle(args: argparse.Namespace) -> int:
    with named_records(args) as store:
        found = trainee_id(store, args.trainee)
        assert found is not None
        store.administer(lambda records: records.set_trainee_active(found, args.active))
    return 0
