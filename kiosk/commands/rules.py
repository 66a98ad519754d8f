"""`kiosk rules …`: list, show and validate house rulesets.

A ruleset that cannot be found or read is input the command cannot use: exit status 2, as for
`rules audit`, `verify`, `simulate-log` and `shots`. `validate` reports a file with problems with
1, since judging files is its job.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from kiosk.commands import add_site_dir_argument, audit, summary
from kiosk.domain.money import plain_spaces
from kiosk.i18n import current_language, translate
from kiosk.rules.audit import WarningCode, validation_warnings
from kiosk.rules.catalog import file_name_problem, find_ruleset, ruleset_files
from kiosk.rules.loader import RulesetError, load_ruleset
from kiosk.rules.model import Ruleset
from kiosk.rules.sheet import rule_sheet


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    p = sub.add_parser("rules", help=summary("rules"))
    add_site_dir_argument(p)
    rs = p.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    ls = rs.add_parser(
        "list",
        help=translate("cli", "list the known rulesets"),
        epilog=translate(
            "cli", "Exit status: 0; a ruleset that cannot be read is listed as invalid."
        ),
    )
    ls.set_defaults(handler=handle_list)
    va = rs.add_parser(
        "validate",
        help=translate("cli", "check ruleset files; exit 0 only if all are valid"),
        epilog=translate(
            "cli",
            "Exit status: 0 every file is valid; 1 a file has a problem (each one on stderr as "
            "FILE:LINE: key), or with --strict a warning; 2 the arguments were wrong. Warnings "
            "(a bet that can never win or always wins) are shown without failing; --strict also "
            "lists every assumption still to be confirmed by the house.",
        ),
    )
    va.add_argument(
        "--strict",
        action="store_true",
        help=translate(
            "cli",
            "fail while a file has a warning or an assumption to be confirmed by the house",
        ),
    )
    va.add_argument(
        "files",
        nargs="+",
        type=Path,
        metavar="FILE",
        help=translate("cli", "ruleset YAML file; every problem is reported as FILE:LINE: key"),
    )
    va.set_defaults(handler=handle_validate)
    sh = rs.add_parser(
        "show",
        help=translate("cli", "show a ruleset: tableau, pays, limits, table and notes"),
        description=translate(
            "cli",
            "Show a house ruleset in the UI language: the drawing rules as a grid and in words, "
            "every bet with its pay and limits, the table layout, the procedures and the notes.",
        ),
        epilog=translate(
            "cli",
            "Exit status: 0 the ruleset is shown; 2 it could not be found or read (the reason on "
            "stderr), or the arguments were wrong.",
        ),
    )
    sh.add_argument("ruleset", metavar="ID|PATH", help=translate("cli", "ruleset id or YAML file"))
    sh.set_defaults(handler=handle_show)
    audit.register(rs)


def handle_list(args: argparse.Namespace) -> int:
    for rid, path in ruleset_files(args.site_dir).items():
        try:
            print(f"{rid:15} {find_ruleset(rid, args.site_dir).name.get(current_language())}")
        except RulesetError:
            print(
                f"{rid:15} "
                + translate("cli", "(invalid: run kiosk rules validate {path})").format(path=path)
            )
    return 0


def _warning_lines(path: Path, ruleset: Ruleset, strict: bool) -> list[str]:
    """Validation warnings as FILE:LINE: key: warning; assumptions only when `strict`."""

    text = ruleset.content.decode("utf-8", errors="replace").splitlines()
    seen: dict[str, int] = {}
    lines = []
    for warning in validation_warnings(ruleset):
        if warning.code is WarningCode.ASSUMPTION:
            if not strict:
                continue
            about = str(warning.details["about"])
            key, needle = about, f"about: {about}"
            if "case" in warning.details:
                needle = f"id: {warning.details['case']}"
        else:
            bet = str(warning.details["bet"])
            key, needle = f"bets.{bet}", f"id: {bet}"
        nth = seen.get(needle, 0)
        seen[needle] = nth + 1
        found = [i for i, row in enumerate(text, 1) if row.strip().lstrip("- ") == needle]
        line = found[nth] if nth < len(found) else 1
        lines.append(
            translate("cli", "{file}:{line}: {key}: warning: {message}").format(
                file=path, line=line, key=key, message=plain_spaces(warning.message)
            )
        )
    return lines


def handle_validate(args: argparse.Namespace) -> int:
    ok = True
    for path in args.files:
        try:
            ruleset = load_ruleset(path)
        except RulesetError as exc:
            ok = False
            for line in exc.messages:
                print(line, file=sys.stderr)
            continue
        mismatch = file_name_problem(ruleset)
        if mismatch is not None:
            ok = False
            print(mismatch, file=sys.stderr)
            continue
        warnings = _warning_lines(path, ruleset, args.strict)
        for line in warnings:
            print(line, file=sys.stderr)
        if warnings and args.strict:
            ok = False
        else:
            print(translate("cli", "{path}: valid").format(path=path))
    return 0 if ok else 1


def handle_show(args: argparse.Namespace) -> int:
    try:
        ruleset = find_ruleset(args.ruleset, args.site_dir)
    except RulesetError as exc:
        for line in exc.messages:
            print(line, file=sys.stderr)
        return 2
    print(plain_spaces(rule_sheet(ruleset, current_language())))
    return 0
