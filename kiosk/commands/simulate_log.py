"""`kiosk simulate-log`: a realistic coup log with planted dealing errors."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from kiosk.commands import (
    add_output_argument,
    add_site_dir_argument,
    cannot_write,
    output_file,
    summary,
)
from kiosk.i18n import translate
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.loader import RulesetError
from kiosk.verify.logfile import LogFormat
from kiosk.verify.simulate import simulate, write_log


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    p = sub.add_parser(
        "simulate-log",
        help=summary("simulate-log"),
        epilog=translate(
            "cli",
            "Exit status: 0 the log was written; 2 the ruleset could not be found or read, a "
            "number was out of range, a file could not be written, or the arguments were wrong.",
        ),
    )
    p.add_argument(
        "--ruleset", required=True, metavar="ID|PATH", help=translate("cli", "house ruleset")
    )
    add_site_dir_argument(p)
    p.add_argument(
        "--coups",
        type=int,
        required=True,
        metavar="N",
        help=translate("cli", "number of coups, shared out over the tables"),
    )
    p.add_argument(
        "--misdeal-rate",
        type=float,
        required=True,
        metavar="R",
        help=translate("cli", "share of coups with a planted error, 0 to 1"),
    )
    p.add_argument(
        "--seed",
        type=int,
        required=True,
        metavar="S",
        help=translate("cli", "random seed: the same seed writes the same log"),
    )
    p.add_argument(
        "--tables",
        type=int,
        default=1,
        metavar="T",
        help=translate("cli", "number of tables, their rows interleaved by time (default: 1)"),
    )
    p.add_argument(
        "--format",
        choices=["csv", "jsonl"],
        default="csv",
        help=translate("cli", "csv: a header row, then one coup a line; jsonl: JSON Lines"),
    )
    add_output_argument(p, translate("cli", "write the log here (- or left out: standard output)"))
    p.add_argument(
        "--planted",
        type=Path,
        metavar="FILE",
        help=translate("cli", "also write the planted errors (the answer key) as JSON"),
    )
    p.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    problems = []
    if args.coups < 0:
        problems.append(translate("cli", "--coups must be 0 or more"))
    if not 0 <= args.misdeal_rate <= 1:
        problems.append(translate("cli", "--misdeal-rate must lie between 0 and 1"))
    if args.tables < 1:
        problems.append(translate("cli", "--tables must be 1 or more"))
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    try:
        ruleset = find_ruleset(args.ruleset, args.site_dir)
    except RulesetError as exc:
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    records = simulate(ruleset, args.coups, args.misdeal_rate, args.seed, args.tables)
    fmt = LogFormat(args.format)
    try:
        if args.output is None:
            planted = write_log(records, sys.stdout, fmt)
        else:
            with output_file(args.output) as out:
                planted = write_log(records, out, fmt)
        if args.planted is not None:
            key = [
                {
                    "line": p.line,
                    "table": p.table,
                    "shoe": p.shoe,
                    "coup": p.coup,
                    "kind": p.kind.value,
                    "hand": None if p.hand is None else p.hand.value,
                    "plant": p.plant.value,
                    "flagged": p.flagged,
                }
                for p in planted
            ]
            args.planted.write_text(json.dumps(key, indent=1) + "\n", encoding="utf-8")
    except OSError as exc:  # the log, or the answer key
        return cannot_write(exc.filename or args.output, exc)
    return 0
