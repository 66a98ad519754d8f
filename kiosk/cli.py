"""The `kiosk` command: argparse with one subcommand per job; `kiosk` alone runs the app."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from kiosk import __version__
from kiosk.commands import COMMANDS
from kiosk.i18n import set_language, system_language, translate


def _early_language(argv: Sequence[str]) -> str:
    """--lang is needed before the parser exists, since the help texts are translated."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return system_language()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kiosk",
        description=translate("cli", "Punto Banco croupier training and procedure verification."),
    )
    parser.add_argument("--version", action="version", version=f"kiosk {__version__}")
    parser.add_argument(
        "--lang",
        choices=["en", "de"],
        help=translate("cli", "language of messages and reports (default: from LANG)"),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for register in COMMANDS:
        register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    set_language(_early_language(args_list))
    parser = build_parser()
    if not any(a for a in args_list if not a.startswith("-")) and not {
        "-h",
        "--help",
        "--version",
    } & set(args_list):
        args_list = ["run", *args_list]
    args = parser.parse_args(args_list)
    try:
        return int(args.handler(args))
    except KeyboardInterrupt:
        print(translate("cli", "Interrupted."), file=sys.stderr)
        return 130
