"""The `kiosk` command: argparse with one subcommand per job; `kiosk` alone runs the app."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence

from kiosk import __version__
from kiosk.commands import COMMANDS, register
from kiosk.i18n import set_language, source_texts, system_language, translate


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


def _lang_everywhere(parser: argparse.ArgumentParser, help_text: str) -> None:
    """Let --lang also follow a command (`kiosk rules show bern --lang de`).

    Commands with a --lang of their own keep it; the others get one that sets nothing, since
    main() applies the language given wherever it stands.
    """
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        for command in action.choices.values():
            if "--lang" not in command._option_string_actions:
                command.add_argument(
                    "--lang", choices=["en", "de"], default=argparse.SUPPRESS, help=help_text
                )
            _lang_everywhere(command, help_text)


def build_parser(commands: Sequence[str] = COMMANDS) -> argparse.ArgumentParser:
    """The whole `kiosk` parser, or one with only the named subcommands."""
    parser = argparse.ArgumentParser(
        prog="kiosk",
        description=translate("cli", "Punto Banco croupier training and procedure verification."),
    )
    parser.add_argument("--version", action="version", version=f"kiosk {__version__}")
    lang_help = translate("cli", "language of messages and reports (default: from LANG)")
    parser.add_argument("--lang", choices=["en", "de"], help=lang_help)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    register(sub, commands)
    _lang_everywhere(parser, lang_help)
    return parser


def _command_word(argv: Sequence[str], parser: argparse.ArgumentParser) -> str | None:
    """The command the line names: its first word that is no option or option value, None when
    there is none (`kiosk`, `kiosk --lang de`, `kiosk --ruleset bern --kiosk`: the default
    command, `run`), or "" when help or the version is asked for before any command."""
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    with_value = {
        option
        for p in (parser, commands.choices["run"])
        for action in p._actions
        if action.nargs != 0
        for option in action.option_strings
    }
    value_next = False
    for arg in argv:
        if value_next:
            value_next = False
        elif arg in ("-h", "--help", "--version"):
            return ""
        elif arg.startswith("-"):
            value_next = arg in with_value
        else:
            return arg  # a command, or a word argparse will name as no command
    return None


def entry() -> None:
    """The `kiosk` console script and `python -m kiosk`: main() as the whole process."""
    sys.exit(main(standalone=True))


def main(argv: Sequence[str] | None = None, standalone: bool = False) -> int:
    """Run the command line `argv` (default: sys.argv); returns the exit status.

    `standalone`: this call is the whole process, so the app may end it as soon as its window
    has closed (kiosk.ui.app.start.end_process) instead of returning.
    """
    args_list = list(sys.argv[1:] if argv is None else argv)
    given = _given_language(args_list)
    set_language(given or system_language())
    # help texts are read from the catalogue only when help is asked for (kiosk.i18n.source_texts)
    wants_help = bool({"-h", "--help"} & set(args_list))
    with contextlib.nullcontext() if wants_help else source_texts():
        parser = build_parser(["run"])  # enough for the app, the common case, quick to build
        command = _command_word(args_list, parser)
        if command is None:
            args_list = ["run", *args_list]
        elif command != "run":
            parser = build_parser()
    args = parser.parse_args(args_list)
    if not hasattr(args, "handler"):
        parser.print_usage(sys.stderr)
        return 2
    if given is not None:  # a command's own --lang default must not undo `kiosk --lang de run`
        args.lang = given
    args.standalone = standalone
    try:
        status = int(args.handler(args))
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
