"""`kiosk rules …`: list, show and validate house rulesets."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kiosk.commands import audit
from kiosk.i18n import translate


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "rules", help=translate("cli", "list, show, validate and audit house rulesets")
    )
    p.add_argument("--site-dir", type=Path, help=translate("cli", "site folder of rulesets"))
    rs = p.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    ls = rs.add_parser("list", help=translate("cli", "list the known rulesets"))
    ls.set_defaults(handler=handle_list)
    va = rs.add_parser(
        "validate", help=translate("cli", "check ruleset files; exit 0 only if all are valid")
    )
    va.add_argument("files", nargs="+", type=Path, metavar="FILE")
    va.set_defaults(handler=handle_validate)
    audit.register(rs)


def handle_list(args: argparse.Namespace) -> int:
    from kiosk.i18n import current_language
    from kiosk.rules.catalog import ruleset_files
    from kiosk.rules.loader import RulesetError, load_ruleset

    for rid, path in ruleset_files(args.site_dir).items():
        try:
            print(f"{rid:15} {load_ruleset(path).name.get(current_language())}")
        except RulesetError:
            print(
                f"{rid:15} "
                + translate("cli", "(invalid: run kiosk rules validate {path})").format(path=path)
            )
    return 0


def handle_validate(args: argparse.Namespace) -> int:
    from kiosk.rules.loader import RulesetError, load_ruleset

    ok = True
    for path in args.files:
        try:
            load_ruleset(path)
            print(translate("cli", "{path}: valid").format(path=path))
        except RulesetError as exc:
            ok = False
            for line in exc.messages:
                print(line, file=sys.stderr)
        except OSError as exc:
            ok = False
            print(f"{path}: {exc.strerror}", file=sys.stderr)
    return 0 if ok else 1
