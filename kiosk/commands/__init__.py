"""Handlers of the `kiosk` subcommands; each module registers its own argparse subparser."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from kiosk.commands import records, rules, run, selftest, shots, simulate, verify

Register = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]

#: Every top-level subcommand, in the order `kiosk --help` lists them.
#: (`kiosk rules audit` is registered by kiosk.commands.rules from kiosk.commands.audit.)
COMMANDS: list[Register] = [
    run.register,
    rules.register,
    verify.register,
    simulate.register,
    records.register,
    shots.register,
    selftest.register,
]
