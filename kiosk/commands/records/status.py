"""`kiosk records status`: the room's kiosks, their last contact and what they hold back."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import named_records
from kiosk.i18n import translate
from kiosk.records.model import utc_now
from kiosk.records.outbox import CONTACT_S
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    st = rs.add_parser(
        "status",
        help=action_summary("status"),
    )
    st.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args, read_only=True) as store:
        contacts = store.kiosk_contacts()
    if not contacts:
        print(translate("records", "No kiosk has reported to these records yet."))
    now = utc_now()
    for c in contacts:
        silent = (now - c.last_contact).total_seconds() > 3 * CONTACT_S
        print(
            f"{shown(c.kiosk):20.20}  {c.last_contact.astimezone().strftime('%Y-%m-%d %H:%M:%S')}  "
            + translate(
                "records", "{waiting} waiting, {aside} set aside, version {version}"
            ).format(waiting=c.waiting, aside=c.set_aside, version=shown(c.version))
            + ("  " + translate("records", "(not heard from since)") if silent else "")
        )
    return 0
