"""`kiosk run`: start the training app."""

from __future__ import annotations

import argparse
from pathlib import Path

from kiosk.i18n import translate


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "run",
        help=translate("cli", "start the training app (the default)"),
        epilog=translate(
            "cli",
            "Exit status: 0 the app was closed; 2 the settings, the house ruleset or the records "
            "database could not be opened (the reason is shown), or the arguments were wrong; "
            "130 interrupted.",
        ),
    )
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
        "--quit-after-startup",
        action="store_true",
        help=translate("cli", "exit once the first screen is shown (start-up check)"),
    )
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    _import_the_qt_free_layers()
    from kiosk.ui.app import run_app

    return run_app(args)


def _import_the_qt_free_layers() -> None:
    """Import what the app's start needs of the Qt-free layers before PySide6.

    Once imported, PySide6 reads the source of every module imported after it, to see whether it
    uses PySide's `__feature__` switches (snake_case, true_property). These modules never do;
    importing them first spares the app's start that reading (about 2 ms).
    """
    import sqlite3  # noqa: F401

    import kiosk.drills.ids
    import kiosk.drills.selector
    import kiosk.records.store
    import kiosk.rules.catalog
    import kiosk.rules.house
    import kiosk.rules.parse_cache
    import kiosk.settings  # noqa: F401
