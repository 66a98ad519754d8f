"""`kiosk records gate-code`: a new code for the supervisor gate, as the site settings' line."""

from __future__ import annotations

import argparse
import getpass
import sys

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error
from kiosk.i18n import translate
from kiosk.records.access import hash_pin, valid_new_code
from kiosk.settings import site_settings_file


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    gate = rs.add_parser(
        "gate-code",
        help=action_summary("gate-code"),
    )
    gate.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    """Ask for a new gate code twice (never on the command line, where it would stay in the
    history) and print its salted hash as the site settings' line."""
    code = getpass.getpass(translate("records", "New gate code: "))
    if not valid_new_code(code):
        return error(
            translate(
                "records",
                "A gate code is 10 to 32 digits, at least 4 different ones, not a plain run; "
                "nothing was made.",
            )
        )
    if getpass.getpass(translate("records", "The same code again: ")) != code:
        return error(translate("records", "The two codes differ; nothing was made."))
    print(f"supervisor_pin: {hash_pin(code)}")
    print(
        translate("records", "Put this line in {path} (root's alone to write).").format(
            path=site_settings_file()
        ),
        file=sys.stderr,
    )
    return 0
