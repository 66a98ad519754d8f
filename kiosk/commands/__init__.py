"""Handlers of the `kiosk` subcommands; each module registers its own argparse subparser.

A module is imported only when its command is wanted (register(), the command-dispatch seam):
kiosk.cli finds the command word first and builds the parser of that one command, so a command
does not pay for the imports of every other, and each module imports what it needs at its top.
Only what needs Qt is imported where it runs: a command that opens no window never loads PySide6.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import stat
import sys
from collections.abc import Collection, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from kiosk.i18n import translate
from kiosk.settings import Settings, SettingsError, site_rulesets_dir

# Every top-level subcommand, in the order `kiosk --help` lists them: each has a module
# kiosk.commands.<name> (`-` written `_`) with a register() that adds it. (`kiosk rules audit` is
# registered by kiosk.commands.rules from kiosk.commands.audit.)
COMMANDS: tuple[str, ...] = (
    "run",
    "rules",
    "verify",
    "simulate-log",
    "records",
    "notary",
    "shots",
    "selftest",
)


def summary(name: str) -> str:
    """The line of the command `name` in `kiosk --help`: the listing is made from these alone,
    without importing any command's module (list_commands)."""
    return {
        "run": translate("cli", "start the training app (the default)"),
        "rules": translate("cli", "list, show, validate and audit house rulesets"),
        "verify": translate(
            "cli", "check recorded coups for over-draws, under-draws and wrong calls"
        ),
        "simulate-log": translate("cli", "write a realistic coup log with planted dealing errors"),
        "records": translate("cli", "trainees, exam results, export, certificates, verify"),
        "notary": translate("cli", "the room's notary: signing key, examiners, registered exams"),
        "shots": translate("cli", "render every screen to PNG (README gallery, translations)"),
        "selftest": translate("cli", "check this installation; exit 0 only if every check passes"),
    }[name]


def register(
    sub: argparse._SubParsersAction[Any],
    names: Iterable[str] = COMMANDS,
    rest: Sequence[str] | None = None,
) -> None:
    """Add the subparsers of the named commands to `sub`, in the given order: the one seam
    where a command's module is imported, when its command is wanted. `rest` is the line after
    the command word, from which a command with actions finds its action the same way (None:
    every action is built, as for the parser of every command)."""
    for name in names:
        importlib.import_module(f"kiosk.commands.{name.replace('-', '_')}").register(sub, rest)


def command_word(
    args_list: Sequence[str], parser: argparse.ArgumentParser
) -> tuple[int, str] | None:
    """Where the command word of a line stands, and the word: the first argument that is not an
    option of `parser` or an option's value (`kiosk --ruleset rules` names no command). None:
    the line names none (for the top level: the app)."""
    options = parser._option_string_actions  # every spelling of every option
    i = 0
    while i < len(args_list):
        arg = args_list[i]
        if arg == "--":
            return (i + 1, args_list[i + 1]) if i + 1 < len(args_list) else None
        if not arg.startswith("-") or arg == "-":
            return i, arg
        if "=" not in arg:
            spelled = [name for name in options if name == arg] or [
                name for name in options if arg.startswith("--") and name.startswith(arg)
            ]
            if len(spelled) == 1 and options[spelled[0]].nargs != 0:
                i += 1  # the option's value
        i += 1
    return None


def chosen(
    args_list: Sequence[str], parser: argparse.ArgumentParser, names: Collection[str]
) -> tuple[int, str] | None:
    """Where the word of `names` that `args_list` runs with `parser` stands, and the word; None
    when it names none of them, or asks for help before it (then every name is listed)."""
    found = command_word(args_list, parser)
    helps = [i for i, arg in enumerate(args_list) if arg in ("-h", "--help")]
    if found is None or found[1] not in names or (helps and helps[0] < found[0]):
        return None
    return found


def list_commands(sub: argparse._SubParsersAction[Any]) -> None:
    """Add every command to `sub` by its name and summary alone: enough for `kiosk --help` and
    for naming the choices of a word that is no command, and no command's module imported."""
    for name in COMMANDS:
        sub.add_parser(name, help=summary(name))


# What --output takes for standard output, as the logs of `kiosk verify` take "-" for standard
# input.
STDOUT = "-"


def output_argument(value: str) -> Path | None:
    """--output of a command that writes text: the file, or None for standard output (left out,
    or "-")."""
    return None if value == STDOUT else Path(value)


def add_output_argument(parser: argparse.ArgumentParser, help: str) -> None:
    """--output, the same for every command that writes its text to standard output unless told
    otherwise."""
    parser.add_argument("--output", type=output_argument, metavar="FILE", help=help)


def same_file(output: Path, other: Path) -> bool:
    """Whether a command's output is the file `other` (`-`: the file standard input reads, if
    any), by any path: writing it would lose what it holds."""
    try:
        held = os.fstat(sys.stdin.fileno()) if str(other) == "-" else os.stat(other)
        return os.path.samestat(os.stat(output), held)
    except (OSError, ValueError, AttributeError):  # not there; no standard input, or closed
        return False


@contextlib.contextmanager
def output_file(path: Path, buffering: int = -1) -> Iterator[TextIO]:
    """A command's --output file, open for writing UTF-8 text for the `with` block (OSError when
    it cannot be). A regular file is removed again when the block does not end normally (the
    command was interrupted, or writing failed): a cut-off report or log would pass for a
    whole one. A device or a pipe named by --output is only closed."""
    out = path.open("w", buffering, encoding="utf-8", newline="")
    finished = False
    try:
        yield out
        out.flush()
        finished = True
    finally:
        try:
            regular = stat.S_ISREG(os.fstat(out.fileno()).st_mode)
        except OSError:
            regular = False
        with contextlib.suppress(OSError):  # what could not be written is said by the command
            out.close()
        if not finished and regular:
            with contextlib.suppress(OSError):
                os.unlink(path)


def cannot_write(path: object, exc: OSError) -> int:
    """Say that a command's output (or another file it writes) could not be written; exit status
    2."""
    print(
        translate("cli", "{path}: cannot write ({error})").format(
            path=path, error=exc.strerror or exc
        ),
        file=sys.stderr,
    )
    return 2


def site_dir_argument(value: str) -> Path:
    """--site-dir: the folder given, or (left out) the site rulesets folder the settings name."""
    if value:
        folder = Path(value)
        if not folder.is_dir():  # a mistyped folder must not pass for an empty one
            message = translate(
                "cli", "{folder}: no such folder; only the shipped rulesets are known"
            )
            print(message.format(folder=folder), file=sys.stderr)
        return folder

    try:
        return site_rulesets_dir()
    except SettingsError as exc:  # still usable: say so, and take the default site folder
        print(exc, file=sys.stderr)
        return Settings().site_rulesets_dir()


def add_site_dir_argument(parser: argparse.ArgumentParser) -> None:
    """--site-dir, the same for every command that finds house files by id."""
    parser.add_argument(
        "--site-dir",
        type=site_dir_argument,
        default="",
        help=translate("cli", "site folder of rulesets (default: the one in the settings)"),
    )
