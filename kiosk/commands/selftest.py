"""`kiosk selftest`: check that this installation can run (rulesets, translations, database, screens)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from kiosk.commands import summary
from kiosk.i18n import tr, translate
from kiosk.selftest import SelfTest


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    p = sub.add_parser(
        "selftest",
        help=summary("selftest"),
        epilog=translate(
            "cli",
            "Exit status: 0 every check passed; 1 a check failed (each check is listed with OK or "
            "FAIL and the reason); 2 the arguments were wrong.",
        ),
    )
    p.add_argument(
        "--data-dir",
        type=Path,
        help=translate("cli", "open the records in this folder (default: a temporary one)"),
    )
    # Internal: the checks that need Qt, run by selftest in a child process (JSON lines).
    p.add_argument("--qt-checks", action="store_true", help=argparse.SUPPRESS)
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    if args.qt_checks:
        for result in SelfTest(args.data_dir).run_qt():
            print(json.dumps(asdict(result)), flush=True)
        return 0
    failed = total = 0
    for result in SelfTest(args.data_dir).run():
        total += 1
        failed += not result.ok
        print(result.line(), flush=True)
    print(
        tr("%n check(s) failed", None, failed)
        if failed
        else tr("all %n check(s) passed", None, total)
    )
    return 1 if failed else 0
