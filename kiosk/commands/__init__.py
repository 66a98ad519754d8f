"""Handlers of the `kiosk` subcommands; each module registers its own argparse subparser."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from kiosk.commands import rules, run

Register = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]

#: Every subcommand, in the order `kiosk --help` lists them.
COMMANDS: list[Register] = [run.register, rules.register]
