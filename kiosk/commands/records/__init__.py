"""`kiosk records …`: trainees, exam results, export for HR, certificates, verification.

One module per action, each with a register() that adds its parser and a handle() that runs it
against the records the command line names: this PC's file or the room's server alike
(common.named_records). What several actions share is in common (the records, a trainee, a
group, --output) and room (the room's server with its notary). As kiosk.cli does with the
command word, register() finds the action word first and imports that one action's module;
`kiosk records --help` lists every action by its summary.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence
from pathlib import Path

from kiosk.commands import chosen, summary
from kiosk.commands.records.common import refusing
from kiosk.i18n import translate


def action_summary(name: str) -> str:
    """The line of the action `name` in `kiosk records --help`."""
    return {
        "trainees": translate("cli", "list trainees with their status"),
        "add-trainee": translate("cli", "register a trainee"),
        "archive": translate("cli", "archive a trainee (records are kept)"),
        "restore": translate("cli", "make an archived trainee active again"),
        "results": translate("cli", "list exam results"),
        "leeches": translate("cli", "items trainees keep getting wrong"),
        "learning": translate(
            "cli", "predicted recall per trainee and skill, now and in a week, as CSV"
        ),
        "export": translate("cli", "export records as CSV or JSON"),
        "certificate": translate("cli", "write an exam result as PDF"),
        "verify": translate(
            "cli", "check every seal of the room's notary with the pinned keyring; exit 1 if not"
        ),
        "check-certificate": translate("cli", "check a certificate's verification code or PDF"),
        "attempts": translate("cli", "list exam attempts and how they ended"),
        "void": translate(
            "cli",
            "one PC: mark an exam result void, not attested (a room's examiners void through the notary)",
        ),
        "exams": translate("cli", "list exams, or check exam files"),
        "init-server": translate("cli", "set up the room's records server: schema and roles"),
        "status": translate(
            "cli", "the room's kiosks: last contact, answers waiting, set aside, program version"
        ),
        "groups": translate("cli", "list the groups (courses, intakes)"),
        "group-add": translate("cli", "add a group (a course or an intake)"),
        "group-rename": translate("cli", "give a group a new name"),
        "group-join": translate("cli", "put trainees in a group"),
        "group": translate(
            "cli", "a group's members: accuracy per drill, certification, worst cells"
        ),
        "migrate": translate("cli", "copy this PC's records into the room's records server"),
        "gate-code": translate(
            "cli", "make the supervisor gate's code: prints the line for the site settings file"
        ),
    }[name]


# The actions, in the order `kiosk records --help` lists them.
ACTIONS: tuple[str, ...] = (
    "trainees",
    "add-trainee",
    "archive",
    "restore",
    "results",
    "leeches",
    "learning",
    "export",
    "certificate",
    "verify",
    "check-certificate",
    "attempts",
    "void",
    "exams",
    "init-server",
    "status",
    "groups",
    "group-add",
    "group-rename",
    "group-join",
    "group",
    "migrate",
    "gate-code",
)


def _module(action: str) -> str:
    """The module of an action: archive.py also restores."""
    return "archive" if action == "restore" else action.replace("-", "_")


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    """The records command, with the action `rest` (the line after `records`) names; None:
    every action."""
    p = sub.add_parser("records", help=summary("records"))
    p.add_argument(
        "--data-dir", type=Path, help=translate("cli", "folder for records and settings")
    )
    records_help = translate(
        "cli",
        "records file or postgresql:// URL of the room's server (default: KIOSK_RECORDS, "
        "else the site settings, else the data folder)",
    )
    p.add_argument("--records", metavar="PATH|URL", help=records_help)
    rs = p.add_subparsers(dest="records_command", metavar="ACTION", required=True)
    found = None if rest is None else chosen(rest, p, ACTIONS)
    if rest is not None and found is None:  # help, or a word that is no action: the list
        for name in ACTIONS:
            rs.add_parser(name, help=action_summary(name))
        return
    for module in dict.fromkeys(
        _module(name) for name in (ACTIONS if found is None else [found[1]])
    ):
        importlib.import_module(f"kiosk.commands.records.{module}").register(rs)
    done = translate(
        "cli",
        "Exit status: 0 done; 2 a trainee, exam result or value it cannot use (the reason on "
        "stderr), or the arguments were wrong.",
    )
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
