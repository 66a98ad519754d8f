"""Every command, subcommand and argument of `kiosk` says in its --help what it is for."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

from kiosk.cli import build_parser
from kiosk.i18n import set_language


def _undocumented(parser: argparse.ArgumentParser, path: str) -> Iterator[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            described = {a.dest: a.help for a in action._choices_actions}
            for name, command in action.choices.items():
                if not described.get(name):
                    yield f"{path} {name}"
                yield from _undocumented(command, f"{path} {name}")
        elif not action.help:
            yield f"{path} {'/'.join(action.option_strings) or action.dest}"


def _commands(parser: argparse.ArgumentParser, path: str) -> Iterator[tuple[str, str]]:
    """(command line, epilog) of every command that runs something."""
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not actions:
        yield path, parser.epilog or ""
    for action in actions:
        for name, command in action.choices.items():
            yield from _commands(command, f"{path} {name}")


def test_every_command_names_its_exit_codes() -> None:
    set_language("en")
    unnamed = {
        path
        for path, epilog in _commands(build_parser(), "kiosk")
        if "Exit status: 0" not in epilog
    }
    assert sorted(unnamed) == []


def test_every_argument_and_subcommand_has_help() -> None:
    set_language("en")
    assert sorted(_undocumented(build_parser(), "kiosk")) == []


def test_the_walk_finds_a_bare_argument_and_subcommand() -> None:
    parser = argparse.ArgumentParser(prog="demo")
    parser.add_argument("--told", help="said")
    parser.add_argument("--bare")
    sub = parser.add_subparsers()
    sub.add_parser("quiet").add_argument("thing")
    sub.add_parser("loud", help="said")
    assert list(_undocumented(parser, "demo")) == ["demo --bare", "demo quiet", "demo quiet thing"]
