"""`kiosk verify LOG...`: check recorded coups for over-draws, under-draws and wrong calls."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from pathlib import Path
from typing import TextIO

from kiosk.commands.rules import site_dir_argument
from kiosk.i18n import translate

#: Progress goes to a terminal for files from this size, to a non-terminal stderr from the next.
PROGRESS_TTY_BYTES = 1 << 20
PROGRESS_LOG_BYTES = 64 << 20


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "verify",
        help=translate("cli", "check recorded coups for over-draws, under-draws and wrong calls"),
        description=translate(
            "cli",
            "Check coup logs (CSV or JSON Lines) against a house ruleset. A CSV log starts with "
            "a header naming at least the columns table, shoe, coup, punto and banco; its lines "
            "may end in LF, CRLF or CR alone. Rows that cannot be read are listed with their line "
            "and the rest is still checked.",
        ),
        epilog=translate(
            "cli",
            "Exit status: 0 no misdeal found; 1 misdeals found; 2 a log or the ruleset could not "
            "be read, no row of the logs could be read, the output could not be written, or the "
            "arguments were wrong.",
        ),
    )
    p.add_argument("logs", nargs="+", type=Path, metavar="LOG", help=translate("cli", "coup log"))
    p.add_argument(
        "--ruleset", required=True, metavar="ID|PATH", help=translate("cli", "house ruleset")
    )
    p.add_argument(
        "--site-dir",
        type=site_dir_argument,
        default="",
        help=translate("cli", "site folder of rulesets (default: the one in the settings)"),
    )
    p.add_argument(
        "--format",
        choices=["text", "json", "csv"],
        default="text",
        help=translate(
            "cli",
            "text: a report to read (default); json: findings and summary for programs; csv: one "
            "row per error for a spreadsheet",
        ),
    )
    p.add_argument("--output", type=Path, metavar="FILE", help=translate("cli", "write here"))
    p.add_argument(
        "--jobs",
        type=int,
        default=min(2, os.cpu_count() or 1),
        metavar="N",
        help=translate("cli", "processes for a large CSV log (default: %(default)s)"),
    )
    p.set_defaults(handler=handle)


class _Progress:
    """Percent done on stderr: rewritten in place on a terminal, a line per quarter otherwise."""

    def __init__(self, stream: TextIO, tty: bool) -> None:
        self.stream = stream
        self.tty = tty
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        percent = 100 * done // total if total else 100
        step = percent if self.tty else percent // 25 * 25
        if step == self.shown:
            return
        self.shown = step
        text = translate("cli", "verifying: {percent} %").format(percent=step)
        if self.tty:
            self.stream.write("\r" + text + ("\n" if step >= 100 else ""))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()


def _progress(paths: list[Path]) -> _Progress | None:
    total = 0
    for path in paths:
        with contextlib.suppress(OSError):
            total += path.stat().st_size
    tty = sys.stderr.isatty()
    if total >= (PROGRESS_TTY_BYTES if tty else PROGRESS_LOG_BYTES):
        return _Progress(sys.stderr, tty)
    return None


def handle(args: argparse.Namespace) -> int:
    from kiosk.i18n import current_language
    from kiosk.rules.catalog import find_ruleset
    from kiosk.rules.loader import RulesetError
    from kiosk.verify import report as render
    from kiosk.verify.verifier import verify_logs

    try:
        ruleset = find_ruleset(args.ruleset, args.site_dir)
    except RulesetError as exc:
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    result = verify_logs(args.logs, ruleset, progress=_progress(args.logs), jobs=max(1, args.jobs))
    if args.format == "json":
        text = json.dumps(render.to_json(result), ensure_ascii=False, indent=1) + "\n"
    elif args.format == "csv":
        text = render.to_csv(result)
    else:
        text = render.to_text(result, ruleset, current_language())
    if args.output is not None:
        try:
            args.output.write_text(text, encoding="utf-8")
        except OSError as exc:
            print(
                translate("cli", "{path}: cannot write ({error})").format(
                    path=args.output, error=exc.strerror
                ),
                file=sys.stderr,
            )
            return 2
    else:
        sys.stdout.write(text)
    for message in result.unreadable:
        print(message, file=sys.stderr)
    if result.unreadable or (result.data_rows and not result.coups):
        return 2
    return 1 if result.errors else 0
