"""`kiosk records init-server URL`: the room's records server set up, schema and roles."""

from __future__ import annotations

import argparse
from pathlib import Path

import psycopg

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error
from kiosk.i18n import translate
from kiosk.records.engine import is_server_url, redact
from kiosk.records.server import ROLES, init_server, role_url


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    init = rs.add_parser(
        "init-server",
        help=action_summary("init-server"),
        epilog=translate(
            "cli",
            "Run once, as the database's owner, e.g. postgresql://kiosk_owner@server/kiosk. "
            "Creates the roles kiosk, supervisor and hr; running it again changes nothing that "
            "is right. Exit status: 0 done; 2 the server refused or cannot be reached.",
        ),
    )
    init.add_argument(
        "url", metavar="URL", help=translate("cli", "postgresql:// URL of the database")
    )
    init.add_argument(
        "--passwords",
        type=Path,
        metavar="FOLDER",
        help=translate(
            "cli", "give each role a new password, written to FOLDER/<role>.pgpass (mode 0600)"
        ),
    )
    init.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    if not is_server_url(args.url):
        return error(
            translate("records", "{url}: expected a postgresql:// URL").format(url=args.url[:200])
        )
    try:
        setup = init_server(args.url, args.passwords)
    except psycopg.Error as exc:
        return error(
            translate("records", "{url}: the server refused: {reason}").format(
                url=redact(args.url), reason=str(exc).strip().splitlines()[0]
            )
        )
    print(
        translate(
            "records", "Records server ready: database {db}, schema version {now} (was {before})."
        ).format(db=setup.database, now=setup.schema_now, before=setup.schema_before)
    )
    if setup.created_roles:
        print(
            translate("records", "Roles created: {roles}.").format(
                roles=", ".join(setup.created_roles)
            )
        )
    print(translate("records", "Roles: {roles}.").format(roles=", ".join(ROLES)))
    print(translate("records", "Lines for each kiosk's site settings (settings.yaml):"))
    print(f"records: {role_url(args.url, 'kiosk')}")
    if setup.passwords is not None:
        print(f"records_passfile: {setup.passwords / 'kiosk.pgpass'}")
    return 0
