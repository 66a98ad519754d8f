"""The `kiosk` command: argparse with one subcommand per job; `kiosk` alone runs the app.

The command word is found first and the parser is built with that one command: its module
(kiosk.commands.<word>) is the only one imported. `kiosk --help`, and a word that is no
command, take a parser that lists every command by its summary, importing none."""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from kiosk import __version__
from kiosk.commands import (
    COMMANDS,
    STDOUT,
    cannot_write,
    chosen,
    command_word,
    list_commands,
    register,
    run,
)
from kiosk.i18n import normalize_language, set_language, source_texts, system_language, translate


def _given_language(argv: Sequence[str]) -> str | None:
    """The last --lang on the command line, wherever it stands (None: not given).

    It is needed before the parser exists, since the help texts are translated.
    """
    given = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            given = argv[i + 1]
        elif arg.startswith("--lang="):
            given = arg.split("=", 1)[1]
    return given


LANGUAGE_CHOICES = ("en", "de")


def _lang_help() -> str:
    return translate("cli", "language of messages and reports (default: from LANG)")


class _CommandParser(argparse.ArgumentParser):
    """The parser of a subcommand: it takes --lang too (`kiosk rules show bern --lang de`).

    main() applies the language given wherever it stands, so this --lang sets nothing; a command
    that declares a --lang of its own replaces it (conflict_handler="resolve").
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("conflict_handler", "resolve")
        super().__init__(*args, **kwargs)
        self.add_argument(
            "--lang", choices=LANGUAGE_CHOICES, default=argparse.SUPPRESS, help=_lang_help()
        )


def build_parser(commands: Iterable[str] = COMMANDS) -> argparse.ArgumentParser:
    """The `kiosk` parser with the subcommands `commands` (default: all). `kiosk` without a
    command runs the app: the top level takes the options of `kiosk run`
    (kiosk.commands.run.add_options) and runs its handler."""
    return _with_commands(_top_parser(), commands)


def _with_commands(
    parser: argparse.ArgumentParser,
    commands: Iterable[str] | None,
    rest: Sequence[str] | None = None,
) -> argparse.ArgumentParser:
    """`parser` with the subcommands `commands`, for the rest of the line `rest` after the command
    word (None: every action of theirs); `commands` None: every command by its name and summary
    alone (kiosk.commands.list_commands), for the help of the top level or a word that is no
    command."""
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_CommandParser)
    if commands is None:
        list_commands(sub)
    else:
        register(sub, commands, rest)
    parser.set_defaults(handler=run.handle, command="run")  # after the subparsers: both kept
    return parser


def _top_parser() -> argparse.ArgumentParser:
    """The top level alone: the app's options, --version and --lang."""
    parser = argparse.ArgumentParser(
        prog="kiosk",
        description=translate("cli", "Punto Banco croupier training and procedure verification."),
        conflict_handler="resolve",  # the top level's own --lang replaces the app's
    )
    run.add_options(parser)
    parser.add_argument("--version", action="version", version=f"kiosk {__version__}")
    parser.add_argument("--lang", choices=LANGUAGE_CHOICES, help=_lang_help())
    return parser


def parser_for(args_list: Sequence[str]) -> argparse.ArgumentParser:
    """The parser of the one command `args_list` names (`run` for the app): building every
    command's parser would import every command's module. Help asked for before any command,
    or a word that is no command, takes a parser that lists every command by its summary."""
    helps = [i for i, arg in enumerate(args_list) if arg in ("-h", "--help")]
    # help texts are read from the catalogue only when help is asked for (kiosk.i18n.source_texts)
    with contextlib.nullcontext() if helps else source_texts():
        parser = _top_parser()
        found = chosen(args_list, parser, COMMANDS)
        if found is not None:
            return _with_commands(parser, (found[1],), args_list[found[0] + 1 :])
        if command_word(args_list, parser) is None and not helps:
            return _with_commands(parser, ("run",), ())
        return _with_commands(parser, None)


def parse(args_list: list[str]) -> argparse.Namespace:
    """Read the command line with the parser of its command."""
    return parser_for(args_list).parse_args(args_list)


def entry() -> None:
    """The `kiosk` console script and `python -m kiosk`."""
    sys.exit(main())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line `argv` (default: sys.argv); returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    given = _given_language(args_list)
    set_language(normalize_language(given) if given else system_language())
    args = parse(args_list)
    if given is not None:  # a command's own --lang default must not undo `kiosk --lang de run`
        args.lang = given
    if sys.stdout is None and args.command != "run" and getattr(args, "output", None) is None:
        # standard output is closed (`>&-`): what the command writes there cannot be written
        return cannot_write(STDOUT, OSError(errno.EBADF, os.strerror(errno.EBADF)))
    try:
        status = int(args.handler(args))
        if sys.stdout is not None:
            sys.stdout.flush()  # a closed pipe is found here, not in the flush at exit
        return status
    except KeyboardInterrupt:
        print(translate("cli", "Interrupted."), file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (`kiosk rules show uk-2000 | head`)
        _silence_stdout()
        return 141  # as a shell reports a command ended by SIGPIPE


def _silence_stdout() -> None:
    """Send what is left of stdout nowhere, so the flush at exit does not fail once more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is no file (captured, replaced)
        pass
