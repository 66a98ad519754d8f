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
import os
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from kiosk.domain.cards import CardError, parse_cards
from kiosk.domain.coup import Coup, Winner
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset
from kiosk.verify.findings import Report
from kiosk.verify.logfile import (
    JSONL_COLUMNS,
    Columns,
    JsonLinesReader,
    LogFileError,
    LogFormat,
    parse_result,
    read_header,
    sniff_delimiter,
)
from kiosk.verify.scan import Cancelled, Context, Scanner
from kiosk.verify.source import (
    BLOCK,
    MAX_LINE,
    STDIN,
    Source,
    log_rows,
    open_source,
    sniff_format,
)

# Errors only writing gives (the report's output), never reading a log.
WRITE_ERRORS = frozenset({errno.EPIPE, errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
# progress(done, total) in bytes over all files; total 0 while a source's size is unknown.
Progress = Callable[[int, int], None]
# Polled during the scan; True stops it with Cancelled.
IsCancelled = Callable[[], bool]

# A followed log is looked at again this often (seconds) while nothing new is written.
FOLLOW_POLL = 0.01

__all__ = [
    "STDIN",
    "Cancelled",
    "LogFileError",
    "LogTail",
    "follow_log",
    "verify_file",
    "verify_logs",
]


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
        scanner.finish(report)


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


class _Batch:
    """The rows read since the last look at a followed log, as the scanner takes rows."""

    def __init__(self, rows: list[tuple[int, list[str]]], line: int) -> None:
        self.rows = rows
        self.line_num = line

    def blocks(self) -> Iterator[Iterable[tuple[int, list[str]]]]:
        yield self.rows


class _Fed:
    """An iterator of the lines read so far; it ends for now when they are used up."""

    def __init__(self) -> None:
        self.lines: deque[str] = deque()

    def __iter__(self) -> _Fed:
        return self

    def __next__(self) -> str:
        if not self.lines:
            raise StopIteration
        return self.lines.popleft()


class LogTail:
    """The new complete rows of a log that is still being written, each time it is looked at.

    UTF-8 (a byte order mark is skipped); a CSV log's header comes first and names the columns,
    a JSON Lines log's records are laid out as JSONL_COLUMNS. A line that is not UTF-8 comes
    out empty, its reason in `reasons`. When the log is rotated (another file put at its path,
    once the old one is read to its end) or truncated, it is read again from its start, a new
    header first, its lines counted afresh. Raises LogFileError when the log cannot be opened
    or its header read.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.file = str(path)
        self._log = self._open()
        self.columns: Columns | None = None  # known once the first line is in
        self.reasons: dict[int, str] = {}
        self.line = 0
        self._rest = b""
        self._delimiter = ""
        self._fed = _Fed()
        self._jsonl: JsonLinesReader | None = None

    def _open(self) -> BinaryIO:
        try:
            return self.path.open("rb")
        except OSError as exc:
            raise LogFileError(
                translate("verify", "{file}: cannot be read ({error})").format(
                    file=self.file, error=exc.strerror or exc
                )
            ) from None

    def close(self) -> None:
        self._log.close()

    def _started_again(self) -> bool:
        """Whether the log was rotated or truncated; if so it is read from its start again."""
        try:
            there = os.stat(self.path)
        except OSError:  # between moving the old log away and making the new one
            return False
        here = os.fstat(self._log.fileno())
        if (there.st_ino, there.st_dev) != (here.st_ino, here.st_dev):
            try:
                log = self._open()
            except LogFileError:
                return False
            self._log.close()
            self._log = log
        elif there.st_size < self._log.tell():
            self._log.seek(0)
        else:
            return False
        self.line, self._rest, self._jsonl, self._fed = 0, b"", None, _Fed()
        self.reasons.clear()
        return True

    def coups(self) -> list[tuple[int, Coup | None, Winner | None]]:
        """The coups written since the last look: each with its line, the coup (None: its cards
        cannot be read as two hands of two or three cards) and the winner called, if logged."""
        found: list[tuple[int, Coup | None, Winner | None]] = []
        for line, row in self.rows():
            c = self.columns
            assert c is not None
            if max(c.punto, c.banco) >= len(row):
                found.append((line, None, None))
                continue
            try:
                punto, banco = parse_cards(row[c.punto]), parse_cards(row[c.banco])
            except CardError:
                found.append((line, None, None))
                continue
            if not (2 <= len(punto) <= 3 and 2 <= len(banco) <= 3):
                found.append((line, None, None))
                continue
            called = parse_result(row[c.result]) if 0 <= c.result < len(row) else None
            found.append((line, Coup(punto, banco), called))
        return found

    def rows(self) -> list[tuple[int, list[str]]]:
        """The rows written since the last look, with their lines (none: nothing new)."""
        data = self._log.read(BLOCK)
        if not data and self._started_again():
            data = self._log.read(BLOCK)
        if not data:
            return []
        *complete, self._rest = (self._rest + data).split(b"\n")
        rows: list[tuple[int, list[str]]] = []
        for raw in complete:
            self.line += 1
            try:
                text = raw.decode("utf-8").removesuffix("\r")
            except UnicodeDecodeError:
                reason = translate(
                    "verify", "cannot be decoded as {encoding}; the line is not read"
                ).format(encoding="UTF-8")
                if self.line == 1:
                    raise LogFileError(f"{self.file}:1: {reason}") from None
                self.reasons[self.line] = reason
                rows.append((self.line, []))
                continue
            if self.line == 1:
                text = text.removeprefix("\ufeff")
                if sniff_format(self.file, text) is not LogFormat.JSONL:
                    self.columns, self._delimiter = _csv_header(text + "\n", self.file)
                    continue
                self.columns = JSONL_COLUMNS
                self._jsonl = JsonLinesReader(self._fed, self.reasons)
            if self._jsonl is not None:
                self._fed.lines.append(text)
                rows += [(self.line, row) for row in self._jsonl]
            else:
                rows.append((self.line, _csv_row(text, self._delimiter, self.line, self.reasons)))
        return rows


def follow_log(
    path: Path,
    ruleset: Ruleset,
    report: Report,
    *,
    stopped: IsCancelled,
    poll: float = FOLLOW_POLL,
    sleep: Callable[[float], None] = time.sleep,
) -> Report:
    """Verify a log that is still being written (a LogTail): each complete line is judged as it
    arrives and its findings go to `report` at once (an under-draw's once the next coup gives its
    first card), until `stopped()`; then what waits is judged without a next coup."""
    tail = LogTail(path)
    ctx = Context(ruleset)
    scanner: Scanner | None = None
    report.files.append(tail.file)

    try:
        while not stopped():
            rows = tail.rows()
            if not rows:
                sleep(poll)
                continue
            if scanner is not None and scanner.cols != tail.columns:  # rotated, laid out anew
                scanner.finish(report)
                scanner = None
            if scanner is None:
                assert tail.columns is not None
                scanner = Scanner(ctx, tail.file, tail.columns, report, tail.reasons)
            scanner.run(_Batch(rows, tail.line))
    finally:
        tail.close()
        if scanner is not None:
            scanner.finish(report)
    return report


def _csv_row(text: str, delimiter: str, line: int, reasons: dict[int, str]) -> list[str]:
    try:
        return next(csv.reader([text], delimiter=delimiter), [])
    except csv.Error as exc:
        reasons[line] = translate("verify", "cannot be read as CSV ({problem})").format(problem=exc)
        return []
