"""`kiosk records …`: trainees, exam results, export for HR, certificates, verification.

One module per action, each with a register() that adds its parser and a handle() that runs it
against the records the command line names: this PC's file or the room's server alike
(common.named_records). The actions shared by several modules are in common (the records, a
trainee, a group, --output) and room (the room's server with its notary).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from kiosk.commands import summary
from kiosk.commands.records import (
    add_trainee,
    archive,
    attempts,
    certificate,
    check_certificate,
    exams,
    export,
    gate_code,
    group,
    group_add,
    group_join,
    group_rename,
    groups,
    init_server,
    learning,
    leeches,
    migrate,
    results,
    status,
    trainees,
    verify,
    void,
)
from kiosk.commands.records.common import refusing
from kiosk.i18n import translate

# The action modules, in the order `kiosk records --help` lists them.
ACTIONS = (
    trainees,
    add_trainee,
    archive,  # and restore
    results,
    leeches,
    learning,
    export,
    certificate,
    verify,
    check_certificate,
    attempts,
    void,
    exams,
    init_server,
    status,
    groups,
    group_add,
    group_rename,
    group_join,
    group,
    migrate,
    gate_code,
)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("records", help=summary("records"))
    p.add_argument(
        "--data-dir", type=Path, help=translate("cli", "folder for records and settings")
    )
    rs = p.add_subparsers(dest="records_command", metavar="ACTION", required=True)
    for action in ACTIONS:
        action.register(rs)
    done = translate(
        "cli",
        "Exit status: 0 done; 2 a trainee, exam result or value it cannot use (the reason on "
        "stderr), or the arguments were wrong.",
    )
    records_help = translate(
        "cli",
        "records file or postgresql:// URL of the room's server (default: KIOSK_RECORDS, "
        "else the site settings, else the data folder)",
    )
    p.add_argument("--records", metavar="PATH|URL", help=records_help)
    for parser in rs.choices.values():  # --data-dir and --records also after the action
        parser.epilog = parser.epilog or done
        parser.add_argument(
            "--data-dir",
            type=Path,
            default=argparse.SUPPRESS,
            help=translate("cli", "folder for records and settings"),
        )
        parser.add_argument(
            "--records", metavar="PATH|URL", default=argparse.SUPPRESS, help=records_help
        )
        parser.set_defaults(handler=refusing(parser.get_default("handler")))
