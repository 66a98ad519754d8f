"""`kiosk rules audit`: exact odds and house edges of a ruleset, and what looks wrong in it.

Exit status 0 when every ruleset asked for could be audited (warnings do not change it), 2 when one
could not be found or loaded (its errors go to stderr and the others are still audited) or the
arguments are wrong, as for every command given input it cannot use.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from kiosk.domain.money import plain_spaces
from kiosk.i18n import translate
from kiosk.rules.audit import audit_ruleset, render_text
from kiosk.rules.catalog import find_ruleset, ruleset_files
from kiosk.rules.loader import RulesetError, load_ruleset


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "audit",
        help=translate("cli", "exact odds and house edges of a ruleset, with warnings"),
        description=translate(
            "cli",
            "Compute the exact probability of every outcome and the house edge of every bet from "
            "the ruleset's own tableau, packs and pays, and warn about a bet the player has the "
            "edge on, tableau cells that differ from the standard, and published figures that do "
            "not match.",
        ),
        epilog=translate(
            "cli",
            "Exit status: 0 every ruleset asked for was audited (warnings do not change it); 2 one "
            "could not be found or read (its errors on stderr, the others are still audited), or "
            "the arguments were wrong.",
        ),
    )
    p.add_argument(
        "ruleset", nargs="?", metavar="ID|PATH", help=translate("cli", "ruleset id or YAML file")
    )
    p.add_argument(
        "--all",
        action="store_true",
        help=translate("cli", "audit every known ruleset (shipped and site folder)"),
    )
    p.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help=translate(
            "cli", "text: a table in the UI language; json: one object, or a list with --all"
        ),
    )
    p.set_defaults(handler=handle, audit_parser=p)


def handle(args: argparse.Namespace) -> int:
    if args.all and args.ruleset is not None:
        args.audit_parser.error(
            translate("cli", "give either a ruleset (ID or PATH) or --all, not both")
        )
    if not args.all and args.ruleset is None:
        args.audit_parser.error(translate("cli", "name one ruleset (ID or PATH) or give --all"))
    status = 0
    reports: list[Any] = []
    targets = (
        [path for _, path in sorted(ruleset_files(args.site_dir).items())]
        if args.all
        else [args.ruleset]
    )
    for target in targets:
        try:
            ruleset = load_ruleset(target) if args.all else find_ruleset(str(target), args.site_dir)
        except RulesetError as exc:
            status = 2
            for line in exc.messages:
                print(line, file=sys.stderr)
            continue
        except OSError as exc:
            status = 2
            print(f"{target}: {exc.strerror}", file=sys.stderr)
            continue
        audit = audit_ruleset(ruleset)
        reports.append(audit.to_json() if args.format == "json" else render_text(audit))
    if args.format == "json" and (args.all or reports):
        report = json.dumps(reports if args.all else reports[0], ensure_ascii=False, indent=2)
        print(plain_spaces(report))
    elif reports:
        print(plain_spaces("\n\n".join(reports)))
    return status
