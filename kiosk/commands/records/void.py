"""`kiosk records void RESULT --reason TEXT`: on one PC, an exam result void (not attested); a
room's examiners void through the notary instead."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error, named_records
from kiosk.commands.records.room import server
from kiosk.i18n import translate


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    vo = rs.add_parser(
        "void",
        help=action_summary("void"),
    )
    vo.add_argument("result_id", type=int, metavar="RESULT", help=translate("cli", "result id"))
    vo.add_argument("--reason", required=True, help=translate("cli", "why (kept with the void)"))
    vo.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    """One PC: a void of an exam result, kept with its reason by whoever holds the records (the
    gate's holder); like the result itself it is not attested. On a room's records server the
    notary seals an examiner's void instead."""
    if server(args) is not None:
        return error(
            translate(
                "records",
                "On a records server the notary seals every void: an examiner asks for it from "
                "the supervisor area (docs/notary.md).",
            )
        )
    with named_records(args) as store:
        store.administer(lambda records: records.void_result(args.result_id, args.reason))
    print(
        translate("records", "Exam result {id} is void (not attested: one PC).").format(
            id=args.result_id
        )
    )
    return 0
