"""Verify coup logs against a house ruleset, with progress and cancellation.

`verify_logs` is what the command and the app call. Each log is read once, front to back, by one
reader (`kiosk.verify.source`): a regular file, a pipe or standard input (`-`); CSV with any line
ends, UTF-8 or UTF-16, or JSON Lines. Its rows go to one `Scanner`, which asks the domain's judge.
Findings go to the report as they are found; with `keep=False` the report only counts them and
forwards them (to an output being written), so memory stays flat however many there are.
"""

from __future__ import annotations

import csv
import errno
from collections.abc import Callable, Sequence
from pathlib import Path

from kiosk.i18n import translate
from kiosk.rules.model import Ruleset
from kiosk.verify.findings import Report
from kiosk.verify.logfile import (
    JSONL_COLUMNS,
    Columns,
    LogFileError,
    LogFormat,
    read_header,
    sniff_delimiter,
)
from kiosk.verify.scan import Cancelled, Context, Scanner
from kiosk.verify.source import MAX_LINE, STDIN, Source, log_rows, open_source

# Errors only writing gives (the report's output), never reading a log.
WRITE_ERRORS = frozenset({errno.EPIPE, errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
# progress(done, total) in bytes over all files; total 0 while a source's size is unknown.
Progress = Callable[[int, int], None]
# Polled during the scan; True stops it with Cancelled.
IsCancelled = Callable[[], bool]

__all__ = ["STDIN", "Cancelled", "LogFileError", "verify_file", "verify_logs"]


def _csv_header(first: str, file: str) -> tuple[Columns, str]:
    """The columns and delimiter named by a CSV file's first line."""
    if len(first) >= MAX_LINE and not first.endswith("\n"):
        raise LogFileError(
            translate(
                "verify",
                "{file}: line 1 is longer than {limit} characters; a CSV coup log starts with "
                "a header such as table,shoe,coup,punto,banco",
            ).format(file=file, limit=MAX_LINE)
        )
    if not first.strip():
        raise LogFileError(
            translate(
                "verify",
                "{file}: line 1 is empty; a CSV coup log starts with a header such as "
                "table,shoe,coup,punto,banco",
            ).format(file=file)
        )
    delimiter = sniff_delimiter(first)
    try:
        header = next(csv.reader([first], delimiter=delimiter))
    except (csv.Error, StopIteration) as exc:
        raise LogFileError(
            translate("verify", "{file}:{line}: cannot be read as CSV ({problem})").format(
                file=file, line=1, problem=exc
            )
        ) from None
    return read_header(header, file), delimiter


def verify_file(
    source: Source,
    ctx: Context,
    report: Report,
    *,
    tick: Callable[[int], None] | None = None,
    fast: bool = True,
    blocks: bool = True,
) -> None:
    """Verify one open source into `report`; raises LogFileError when it is no coup log.

    `tick(line)` before each block of rows.
    `fast` False sends every row through the scanner's careful path, `blocks` False has every
    line of a CSV log read one by one: the references the differential test compares with.
    """
    file = source.file
    reasons: dict[int, str] = {}
    if source.format is LogFormat.CSV:
        first = source.text.readline(MAX_LINE)
        if not first:
            report.files.append(file)
            return
        columns, delimiter = _csv_header(first, file)
    else:
        columns, delimiter = JSONL_COLUMNS, ""
    rows = log_rows(source, source.format, delimiter, reasons, blocks)
    scanner = Scanner(ctx, file, columns, report, reasons, fast=fast)
    report.files.append(file)
    try:
        scanner.run(rows, tick)
    finally:
        scanner.finish()
        report.shoes.extend(st.summary for st in scanner.shoes.values())
        report.coups += scanner.coups


def _size(path: Path) -> int:
    if str(path) == STDIN:
        return 0
    try:
        return path.stat().st_size if path.is_file() else 0
    except OSError:
        return 0


def verify_logs(
    paths: Sequence[Path],
    ruleset: Ruleset,
    *,
    progress: Progress | None = None,
    cancelled: IsCancelled | None = None,
    report: Report | None = None,
    fast: bool = True,
    blocks: bool = True,
) -> Report:
    """Verify each log; a file that cannot be read at all, or that was written to while it was
    read, is listed in `Report.unreadable`.

    `report`: where findings go (by default a new report that keeps them all).
    """
    ctx = Context(ruleset)
    if report is None:
        report = Report(ruleset.id)
    sizes = [_size(path) for path in paths]
    total = sum(sizes)
    done = 0
    for path, size in zip(paths, sizes, strict=True):
        if cancelled is not None and cancelled():
            raise Cancelled
        try:
            source = open_source(path)
        except LogFileError as exc:
            report.unreadable.append(str(exc))
            continue

        def tick(line: int, source: Source = source, before: int = done) -> None:
            if cancelled is not None and cancelled():
                raise Cancelled
            if progress is not None:
                if source.size is None:
                    progress(line, 0)
                else:
                    progress(before + source.position(), total)

        try:
            verify_file(source, ctx, report, tick=tick, fast=fast, blocks=blocks)
        except LogFileError as exc:
            report.unreadable.append(str(exc))
        except OSError as exc:  # the file or pipe failed part way
            if exc.errno in WRITE_ERRORS:
                raise  # writing the report failed, not reading the log
            report.unreadable.append(
                translate("verify", "{file}: cannot be read ({error})").format(
                    file=source.file, error=exc.strerror or exc
                )
            )
        else:
            changed = source.changed()
            if changed is not None:
                report.unreadable.append(changed)
        finally:
            source.close()
            done += size
    if progress is not None and total:
        progress(total, total)
    return report
