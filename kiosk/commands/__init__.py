"""Handlers of the `kiosk` subcommands; each module registers its own argparse subparser.

A module is imported only when its command is wanted: `kiosk` alone (the app) builds a parser
with `run` alone, so starting the app does not pay for the imports of every other command.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

#: The module of every top-level subcommand, in the order `kiosk --help` lists them: each
#: kiosk.commands.<name> has a register() that adds it. (`kiosk rules audit` is registered by
#: kiosk.commands.rules from kiosk.commands.audit.)
COMMANDS: tuple[str, ...] = ("run", "rules", "verify", "simulate", "records", "shots", "selftest")


def register(sub: argparse._SubParsersAction[Any], names: Iterable[str] = COMMANDS) -> None:
    """Add the subparsers of the named commands to `sub`, in the given order."""
    for name in names:
        importlib.import_module(f"kiosk.commands.{name}").register(sub)


#: What --output takes for standard output, as the logs of `kiosk verify` take "-" for standard
#: input.
STDOUT = "-"


def output_argument(value: str) -> Path | None:
    """--output of a command that writes text: the file, or None for standard output (left out,
    or "-")."""
    return None if value == STDOUT else Path(value)


def add_output_argument(parser: argparse.ArgumentParser, help: str) -> None:
    """--output, the same for every command that writes its text to standard output unless told
    otherwise."""
    parser.add_argument("--output", type=output_argument, metavar="FILE", help=help)
