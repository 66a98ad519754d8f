"""`kiosk verify LOG...`: check recorded coups for over-draws, under-draws and wrong calls."""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, TextIO

from kiosk.commands import (
    add_output_argument,
    cannot_write,
    output_file,
    same_file,
    site_dir_argument,
    summary,
)
from kiosk.i18n import current_language, translate
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.loader import RulesetError
from kiosk.rules.model import MisdealRule, Ruleset
from kiosk.text import shown
from kiosk.verify import report as render
from kiosk.verify.findings import CoupError, InvalidRow, Report
from kiosk.verify.report import error_line
from kiosk.verify.verifier import LogFileError, follow_log, verify_logs

# Progress shows once verifying has taken this long (seconds)...
PROGRESS_AFTER = 1.0
# ...and then, when stderr is not a terminal, at most this often.
PROGRESS_LOG_EVERY = 10.0


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    p = sub.add_parser(
        "verify",
        help=summary("verify"),
        description=translate(
            "cli",
            "Check coup logs (CSV or JSON Lines) against a house ruleset. A CSV log starts with "
            "a header naming at least the columns table, shoe, coup, punto and banco; its lines "
            "may end in LF, CRLF or CR alone; it may be UTF-8 or UTF-16 (with a byte order "
            "mark, as spreadsheets write it). LOG may be - for standard input, or a pipe. Rows "
            "that cannot be read are listed with their line and the rest is still checked.",
        ),
        epilog=translate(
            "cli",
            "Exit status: 0 no misdeal found; 1 misdeals found; 2 a log or the ruleset could not "
            "be read, a log was written to while it was read, the logs hold no coup that could "
            "be read, the output could not be written, or the arguments were wrong.",
        ),
    )
    p.add_argument(
        "logs",
        nargs="+",
        type=Path,
        metavar="LOG",
        help=translate("cli", "coup log, or - for standard input"),
    )
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
            "row per error or unreadable row for a spreadsheet",
        ),
    )
    p.add_argument(
        "--follow",
        action="store_true",
        help=translate(
            "cli",
            "follow one log that is still being written (UTF-8): report each error as its coup "
            "arrives, until Ctrl-C",
        ),
    )
    add_output_argument(
        p, translate("cli", "write the report here (- or left out: standard output)")
    )
    p.set_defaults(handler=handle)


class _Live:
    """Each finding of a followed log written and flushed as it is found."""

    def __init__(self, out: TextIO, misdeal: MisdealRule) -> None:
        self.out = out
        self.misdeal = misdeal

    def error(self, error: CoupError) -> None:
        self.out.write(error_line(error, self.misdeal) + "\n")
        self.out.flush()

    def invalid_row(self, row: InvalidRow) -> None:
        self.out.write(
            translate("verify", "{file}:{line}: {reason}").format(
                file=shown(row.file), line=row.line, reason=shown(row.reason)
            )
            + "\n"
        )
        self.out.flush()


def _follow(args: argparse.Namespace, ruleset: Ruleset) -> int:
    """`--follow`: one log, text to standard output, until interrupted."""

    if len(args.logs) != 1 or args.format != "text" or args.output is not None:
        print(
            translate("cli", "--follow takes one LOG and writes text to standard output"),
            file=sys.stderr,
        )
        return 2
    report = Report(ruleset.id, keep=False, forward=_Live(sys.stdout, ruleset.procedures.misdeal))
    try:
        follow_log(args.logs[0], ruleset, report, stopped=lambda: False)
    except KeyboardInterrupt:
        pass
    except LogFileError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(
        translate("cli", "coups followed: {coups}, errors: {errors}").format(
            coups=report.coups, errors=report.error_total
        ),
        file=sys.stderr,
    )
    return 1 if report.error_total else 0


class _Progress:
    """Progress on stderr once verifying takes longer than PROGRESS_AFTER seconds.

    Percent done for files of known size, lines read for standard input or a pipe; rewritten in
    place on a terminal, a line every PROGRESS_LOG_EVERY seconds otherwise.
    """

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.tty = stream.isatty()
        self.start = time.monotonic()
        self.shown = ""
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self.start < PROGRESS_AFTER:
            return
        if not self.tty and now - self.last < PROGRESS_LOG_EVERY and done != total:
            return
        if total:
            text = translate("cli", "verifying: {percent} %").format(percent=100 * done // total)
        else:
            text = translate("cli", "verifying: {lines} lines read").format(lines=done)
        if text == self.shown:
            return
        self.shown, self.last = text, now
        self.stream.write(("\r" + text) if self.tty else text + "\n")
        self.stream.flush()

    def end(self) -> None:
        if self.tty and self.shown:
            self.stream.write("\n")
            self.stream.flush()


def handle(args: argparse.Namespace) -> int:
    try:
        ruleset = find_ruleset(args.ruleset, args.site_dir)
    except RulesetError as exc:
        print("\n".join(exc.messages), file=sys.stderr)
        return 2
    if args.follow:
        return _follow(args, ruleset)
    if args.output is not None and any(same_file(args.output, log) for log in args.logs):
        print(
            translate("cli", "{path}: is one of the logs; the report would overwrite it").format(
                path=args.output
            ),
            file=sys.stderr,
        )
        return 2
    result = Report(ruleset.id, keep=False)
    try:
        with contextlib.ExitStack() as stack:
            out: IO[str] = (
                sys.stdout
                if args.output is None
                else stack.enter_context(output_file(args.output, render.BUFFER))
            )
            writer: render.Writer
            if args.format == "json":
                writer = render.JsonWriter(out, ruleset.id)
            elif args.format == "csv":
                writer = render.CsvWriter(out)
            else:
                writer = render.TextWriter(out, ruleset, current_language())
            result.forward = writer
            progress = _Progress(sys.stderr)
            try:
                verify_logs(args.logs, ruleset, progress=progress, report=result)
                writer.finish(result)
                out.flush()
            finally:
                writer.discard()  # what it still holds back (nothing once finished)
                progress.end()
    except BrokenPipeError:
        raise  # the reader went away: the command ends quietly, as every command does
    except OSError as exc:  # the output could not be opened or written (it is not left cut off)
        return cannot_write(args.output or "-", exc)
    for message in result.unreadable:  # it may quote the log's header
        print(shown(message), file=sys.stderr)
    if result.unreadable:
        return 2
    if not result.coups:
        print(
            translate("cli", "no coup could be read from {files}").format(
                files=", ".join(str(p) for p in args.logs)
            ),
            file=sys.stderr,
        )
        return 2
    return 1 if result.error_total else 0
