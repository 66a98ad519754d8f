"""`kiosk run`: start the training app."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from kiosk.commands import summary
from kiosk.i18n import translate


def add_options(p: argparse.ArgumentParser) -> None:
    """The options of the app, for `kiosk run` and for `kiosk` alone (kiosk.cli.build_parser)."""
    p.add_argument("--ruleset", help=translate("cli", "house ruleset id or YAML path"))
    p.add_argument("--lang", choices=["en", "de"], help=translate("cli", "UI language"))
    p.add_argument(
        "--kiosk",
        action="store_true",
        help=translate("cli", "full screen, no way out without a supervisor"),
    )
    p.add_argument(
        "--data-dir", type=Path, help=translate("cli", "folder for records and settings")
    )
    p.add_argument(
        "--records",
        metavar="PATH|URL",
        help=translate(
            "cli",
            "records file or postgresql:// URL of the room's server (default: KIOSK_RECORDS, "
            "else the site settings, else the data folder)",
        ),
    )
    p.add_argument(
        "--quit-after-startup",
        action="store_true",
        help=translate("cli", "exit once the first screen is shown (start-up check)"),
    )


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    p = sub.add_parser(
        "run",
        help=summary("run"),
        epilog=translate(
            "cli",
            "Exit status: 0 the app was closed; 2 the settings, the house ruleset or the records "
            "database could not be opened (the reason is shown), or the arguments were wrong; "
            "130 interrupted; 143 stopped (SIGTERM, as at a shutdown; 129 for SIGHUP): a running "
            "drill or exam was ended first.",
        ),
    )
    add_options(p)
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from kiosk.ui.app.start import run_app

    return run_app(args)
