"""Verify whole coup-log files against a house ruleset, with progress and cancellation.

`verify_logs` is what the CLI and the app call. A CSV file is verified a chunk of lines at a time
(`bulk.ChunkScanner`) up to its first quote character, from there on through the csv module. A
large CSV file can be split at line boundaries across processes (this one verifies the first
part, workers the others, each with its own Scanner); the parts are then joined:
line numbers shifted, errors that waited for the next coup's first card resolved with the first
card of the following part, card counts of a shoe that spans parts added up. Whenever joining
could differ from one pass over the file (a quoted field that might hold a line break, a shoe whose
cards only overflow across parts) the file is verified again in one pass. A file whose lines end
in CR alone is read in one csv pass with universal newlines; a line the csv module cannot split
becomes an unreadable row that says so.
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import gc
import io
import itertools
import multiprocessing
import os
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Protocol

from kiosk.i18n import translate
from kiosk.rules.model import Ruleset
from kiosk.verify.bulk import UTF8_BOM, ChunkScanner, chunks
from kiosk.verify.findings import CoupError, InvalidRow, Report
from kiosk.verify.logfile import (
    JSONL_COLUMNS,
    Columns,
    JsonLinesReader,
    LogFileError,
    LogFormat,
    detect_format,
    read_header,
    sniff_delimiter,
)
from kiosk.verify.scan import Cancelled, Context, Scanner, ShoeState

#: progress(done, total) in bytes over all files.
Progress = Callable[[int, int], None]
#: Polled during the scan; True stops it with Cancelled.
IsCancelled = Callable[[], bool]

#: Files smaller than this are verified in one process (starting workers costs more).
PARALLEL_MIN_BYTES = 8 << 20
#: How much larger the part verified in this process is than a worker's part.
FIRST_PART_WEIGHT = 1.2
#: A worker reads its part in blocks of this size.
PART_BLOCK_BYTES = 4 << 20
#: Lines are verified in chunks of about this size (small enough for the processor's cache).
CHUNK_BYTES = 64 << 10
ENCODING = "utf-8-sig"

__all__ = ["Cancelled", "LogFileError", "verify_logs"]


@dataclass(frozen=True, slots=True)
class _CsvLayout:
    columns: Columns
    delimiter: str
    data_start: int  # byte offset of the first data row


#: A carriage return not followed by a line feed. In the header line it means the lines end in CR
#: alone (old Mac spreadsheets); in a row of a file with LF line ends it is part of that row.
_LONE_CR = re.compile(rb"\r(?!\n)")


def _csv_header(first: str, file: str) -> tuple[Columns, str]:
    """The columns and delimiter named by a CSV file's first line."""
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
    except csv.Error as exc:
        raise LogFileError(
            translate("verify", "{file}:{line}: {problem}").format(
                file=file, line=1, problem=_csv_problem(exc)
            )
        ) from None
    return read_header(header, file), delimiter


def _csv_problem(exc: csv.Error) -> str:
    return translate(
        "verify", "cannot be read as CSV ({problem}); the rows from here on are not verified"
    ).format(problem=exc)


def _csv_layout(path: Path, file: str) -> _CsvLayout:
    with path.open("rb") as raw:
        first = raw.readline()
        data_start = raw.tell()
    columns, delimiter = _csv_header(first.decode(ENCODING, errors="replace"), file)
    return _CsvLayout(columns, delimiter, data_start)


def verify_file(
    path: Path,
    ctx: Context,
    *,
    progress: Callable[[int], None] | None = None,
    cancelled: IsCancelled | None = None,
    jobs: int = 1,
) -> Scanner:
    """Verify one file; raises LogFileError when it cannot be read as a coup log at all."""
    file = str(path)
    try:
        size = path.stat().st_size
        with path.open("rb") as raw:
            head = raw.read(4096)
    except OSError as exc:
        raise LogFileError(
            translate("verify", "{file}: cannot be read ({error})").format(
                file=file, error=exc.strerror or exc
            )
        ) from exc
    fmt = detect_format(path, head)
    if fmt is LogFormat.CSV and _LONE_CR.search(head.partition(b"\n")[0]):
        return _verify_any_newlines(path, ctx, file, progress, cancelled)
    layout = _csv_layout(path, file) if fmt is LogFormat.CSV else None
    if layout is not None and jobs > 1 and size >= PARALLEL_MIN_BYTES and _can_fork():
        scanner = _verify_parallel(path, ctx, layout, jobs, progress, cancelled)
        if scanner is not None:
            return scanner
    with path.open("rb") as raw:
        tick = _ticker(raw, progress, cancelled)
        if layout is not None:
            scanner = Scanner(ctx, file, layout.columns, line_offset=1)
            _scan_csv(scanner, raw, layout, tick)
        else:
            text = io.TextIOWrapper(raw, encoding=ENCODING, errors="replace", newline="")
            reader = JsonLinesReader(text)
            scanner = Scanner(ctx, file, JSONL_COLUMNS, reader.reasons)
            scanner.run(reader, tick)
    scanner.finish()
    return scanner


def _verify_any_newlines(
    path: Path,
    ctx: Context,
    file: str,
    progress: Callable[[int], None] | None,
    cancelled: IsCancelled | None,
) -> Scanner:
    """A CSV file whose lines end in CR alone (or mix CR, LF, CRLF), read in one csv pass.

    Python's universal newlines turn every line end into LF; the byte-chunk path splits at LF only.
    """
    with path.open("rb") as raw:
        tick = _ticker(raw, progress, cancelled)
        text = io.TextIOWrapper(raw, encoding=ENCODING, errors="replace", newline=None)
        columns, delimiter = _csv_header(text.readline(), file)
        scanner = Scanner(ctx, file, columns, line_offset=1)
        _run_csv(scanner, csv.reader(text, delimiter=delimiter), tick)
    scanner.finish()
    return scanner


class _Tick(Protocol):
    """Called by the scanner with the line number, or by the chunk reader without."""

    def __call__(self, _line: int = 0) -> None: ...


def _ticker(
    raw: BinaryIO, progress: Callable[[int], None] | None, cancelled: IsCancelled | None
) -> _Tick:
    """What the scanner calls every so many rows: stop when cancelled, report the bytes read."""

    def tick(_line: int = 0) -> None:
        if cancelled is not None and cancelled():
            raise Cancelled
        if progress is not None:
            progress(raw.tell())

    return tick


def _run_csv(scanner: Scanner, reader: Any, tick: Callable[[int], None]) -> None:
    """Verify the rows of a csv reader; a line the csv module cannot split ends the file as an
    unreadable row saying so (the rows before it keep their findings)."""
    try:
        scanner.run(reader, tick)
    except csv.Error as exc:
        line = scanner.line_offset + reader.line_num
        scanner.invalid.append(InvalidRow(scanner.file, line, _csv_problem(exc)))


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while verifying.

    A big log makes many short-lived objects but no reference cycles; collections triggered by
    their number would find nothing and cost a tenth of the time.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _scan_csv(
    scanner: Scanner, raw: BinaryIO, layout: _CsvLayout, tick: Callable[[], None]
) -> None:
    """Verify a CSV file's rows a chunk at a time; from the first quote on, with the csv module.

    A quoted field may hold the delimiter or a line break, so the rest of the file is then read
    as one csv stream.
    """
    rows = ChunkScanner(scanner, layout.delimiter)
    size = os.fstat(raw.fileno()).st_size
    line = 2
    for offset, data in chunks(raw, layout.data_start, size, CHUNK_BYTES):
        if b'"' in data:
            raw.seek(offset)
            encoding = ENCODING if offset == layout.data_start else "utf-8"
            text = io.TextIOWrapper(raw, encoding=encoding, errors="replace", newline="")
            scanner.line_offset = line - 1
            try:
                _run_csv(
                    scanner, csv.reader(text, delimiter=layout.delimiter), lambda _line: tick()
                )
            finally:
                text.detach()
            return
        if offset == layout.data_start and data.startswith(UTF8_BOM):
            data = data[len(UTF8_BOM) :]
        line += rows.scan(data, line)
        tick()


def verify_logs(
    paths: Sequence[Path],
    ruleset: Ruleset,
    *,
    progress: Progress | None = None,
    cancelled: IsCancelled | None = None,
    jobs: int = 1,
) -> Report:
    """Verify each log; a file that cannot be read at all is listed in `Report.unreadable`."""
    ctx = Context(ruleset)
    report = Report(ruleset.id)
    sizes = []
    for path in paths:
        try:
            sizes.append(path.stat().st_size)
        except OSError:
            sizes.append(0)
    total = sum(sizes)
    done = 0
    with _collector_paused():
        for path, size in zip(paths, sizes, strict=True):
            if cancelled is not None and cancelled():
                raise Cancelled
            report.files.append(str(path))

            def on_progress(position: int, before: int = done) -> None:
                if progress is not None:
                    progress(before + position, total)

            try:
                scanner = verify_file(
                    path, ctx, progress=on_progress, cancelled=cancelled, jobs=jobs
                )
            except LogFileError as exc:
                report.unreadable.append(str(exc))
                continue
            finally:
                done += size
            report.errors.extend(scanner.errors)
            report.invalid.extend(scanner.invalid)
            report.shoes.extend(st.summary for st in scanner.shoes.values())
            report.coups += scanner.coups
    if progress is not None:
        progress(total, total)
    return report


# -- one file across processes ----------------------------------------------------------------


def _can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods() and (os.cpu_count() or 1) > 1


def _split(path: Path, start: int, parts: int) -> list[tuple[int, int]]:
    """Byte ranges, each ending at a line break; the first is FIRST_PART_WEIGHT times larger.

    The first part is verified in this process, the others in workers, whose findings then
    still have to be sent back.
    """
    size = path.stat().st_size
    total = FIRST_PART_WEIGHT + parts - 1
    bounds = [start]
    with path.open("rb") as raw:
        for i in range(1, parts):
            share = (FIRST_PART_WEIGHT + i - 1) / total
            raw.seek(max(start + int((size - start) * share), bounds[-1]))
            raw.readline()
            bounds.append(min(raw.tell(), size))
    bounds.append(size)
    return [(a, b) for a, b in itertools.pairwise(bounds) if b > a]


@dataclass(slots=True)
class _Part:
    """What a worker found in its part of the file (line numbers relative to the part's start)."""

    errors: list[CoupError]
    invalid: list[InvalidRow]
    shoes: dict[tuple[str, str], ShoeState]
    lines: int
    quoted: bool


#: Set in the parent before the workers fork: what they verify, and where they report progress.
_job: dict[str, Any] = {}


def _scan_part(index: int, tick: Callable[[], None] | None = None) -> _Part:
    """Verify one byte range of the file, a chunk at a time (memory stays flat)."""
    ctx: Context = _job["ctx"]
    path: Path = _job["path"]
    layout: _CsvLayout = _job["layout"]
    start, end = _job["ranges"][index]
    done = _job["done"]
    first = 1 if start == layout.data_start else 0
    scanner = Scanner(ctx, str(path), layout.columns, line_offset=first)
    rows = ChunkScanner(scanner, layout.delimiter)
    lines = 0
    with path.open("rb") as raw:
        for offset, data in chunks(raw, start, end, min(PART_BLOCK_BYTES, CHUNK_BYTES)):
            if b'"' in data:  # a quoted field might hold a line break: one pass is needed
                return _Part([], [], {}, 0, True)
            if offset == layout.data_start and data.startswith(UTF8_BOM):
                data = data[len(UTF8_BOM) :]
            lines += rows.scan(data, first + lines + 1)
            done[index] = offset + len(data) - start
            if tick is not None:
                tick()
    return _Part(scanner.errors, scanner.invalid, scanner.shoes, lines, False)


def _verify_parallel(
    path: Path,
    ctx: Context,
    layout: _CsvLayout,
    jobs: int,
    progress: Callable[[int], None] | None,
    cancelled: IsCancelled | None,
) -> Scanner | None:
    """Verify across processes; None when one pass is needed (the caller then does it)."""
    ranges = _split(path, layout.data_start, jobs)
    if len(ranges) < 2:
        return None
    mp = multiprocessing.get_context("fork")
    done = mp.Array("q", len(ranges), lock=False)
    _job.update(ctx=ctx, path=path, layout=layout, ranges=ranges, done=done)
    try:
        # this process verifies the first part while workers do the others
        with mp.Pool(len(ranges) - 1) as pool:
            waiting = pool.map_async(_scan_part, range(1, len(ranges)))

            def tick() -> None:
                if cancelled is not None and cancelled():
                    raise Cancelled
                if progress is not None:
                    progress(layout.data_start + sum(done))

            first = _scan_part(0, tick)
            if first.quoted:
                return None
            while not waiting.ready():
                waiting.wait(0.05)
                if cancelled is not None and cancelled():
                    pool.terminate()
                    raise Cancelled
                if progress is not None:
                    progress(layout.data_start + sum(done))
            parts = [first, *waiting.get()]
    finally:
        _job.clear()
    if any(part.quoted for part in parts):
        return None
    return _join(Scanner(ctx, str(path), layout.columns), parts)


def _join(joined: Scanner, parts: list[_Part]) -> Scanner | None:
    """One scanner as if the parts had been verified in one pass; None if that is not certain."""
    counter = joined.ctx.counter
    offset = 0
    for part in parts:
        for key, st in part.shoes.items():
            _shift_pending(st, offset)
            earlier = joined.shoes.get(key)
            if earlier is None:
                joined.shoes[key] = st
                continue
            acc = earlier.acc + st.acc - counter.start
            if acc & counter.high or st.overflowed:
                return None
            joined.resolve(earlier, st.first_card)
            earlier.acc = acc
            earlier.pending = st.pending
            earlier.summary.coups += st.summary.coups
            earlier.summary.invalid += st.summary.invalid
            for kind, n in st.summary.errors.items():
                earlier.summary.errors[kind] += n
        if offset:
            joined.errors.extend(dataclasses.replace(e, line=e.line + offset) for e in part.errors)
            joined.invalid.extend(
                dataclasses.replace(i, line=i.line + offset) for i in part.invalid
            )
        else:
            joined.errors.extend(part.errors)
            joined.invalid.extend(part.invalid)
        offset += part.lines + (1 if not offset else 0)
    joined.finish()
    return joined


def _shift_pending(st: ShoeState, offset: int) -> None:
    if offset:
        st.pending = [dataclasses.replace(p, line=p.line + offset) for p in st.pending]
