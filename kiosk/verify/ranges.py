"""A big log verified in byte ranges, a process each, joined into the one scan's report.

A regular UTF-8 CSV or JSON Lines file of at least two ranges (MIN_RANGE bytes each) whose
first line ends in LF or CRLF is cut at line ends into at most `jobs` ranges (a CSV log's first
range begins after its header line). This process scans the first range into the report while
a forked process scans each of the others from no state, into a part of the report's writer
(`Writer.part`). The scans are then joined in order (`Scanner.join`). Where the one scan from
the top would have found the same, a range's findings and counts are added after those before
it. Where it might not - a shoe going on across the cut whose coup numbers do not follow on, a
card beyond the packs, too many findings held back for a coup waiting across the cut, a process
that failed - this process reads that range again itself.

A quoted CSV field may hold a line break, so a cut may lie inside a row (a JSON Lines record is
one line). A range's first line is where a row begins when the range before it ended where a
row ends, which its scan knows: its reader wants no more lines there. A scan whose last row is
still open at its range's end (a quote is open) reads on past the end to the end of the log, as
the one scan would, and the ranges after it are not used. Either way the report is the one
scan's, byte for byte; the differential test holds the ranges to the one scan with cuts
everywhere.

Each range is read once (os.preadv, so the processes share no file offset); a range's first line
number is the count of line ends before it (LF, CRLF or CR alone, as the reader counts them),
which its own process works out.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from kiosk.verify.findings import Report
from kiosk.verify.logfile import Columns, LogFormat
from kiosk.verify.report import Writer
from kiosk.verify.scan import Context, Scanner, Tail
from kiosk.verify.source import MAX_LINE, Source, log_rows, open_range, read_on

# A range holds at least this many bytes (a smaller file is read in one pass).
MIN_RANGE = 8 << 20
# What a range's process does beyond scanning its range (counting the line ends before it,
# sending its shoes), as a share of the scan, by the first line's end: measured on
# 1,000,000-coup logs cut in two.
LF_OVERHEAD = 0.05
CRLF_OVERHEAD = 0.10
# Bytes read at a time to count line ends.
CHUNK = 1 << 20
# UTF-8's byte order mark.
_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True, slots=True)
class Plan:
    """Where a log's ranges begin (the first after a CSV log's header line, or after a JSON
    Lines log's byte order mark), its size last; its format, and the columns and delimiter
    (CSV) its header names."""

    cuts: tuple[int, ...]
    format: LogFormat
    columns: Columns
    delimiter: str


def plan(source: Source, jobs: int, columns: Columns, delimiter: str) -> Plan | None:
    """Cuts for up to `jobs` ranges of a source, or None when it is read in one pass."""
    size = source.size
    if jobs < 2 or size is None:
        return None
    if "fork" not in multiprocessing.get_all_start_methods():
        return None  # the range processes are forks of this one
    if source.encoding != "UTF-8" or size < 2 * MIN_RANGE:
        return None
    fd = source.binary.fileno()
    head = os.pread(fd, MAX_LINE + 4, 0)
    end = head.find(b"\n")
    if end < 0 or b"\r" in head[: max(end - 1, 0)]:
        return None  # the first line ends in CR alone, or is too long
    if source.format is LogFormat.CSV:
        cuts = [end + 1]
    else:  # JSON Lines: no header; a byte order mark is not text
        cuts = [len(_BOM) if head.startswith(_BOM) else 0]
    ranges = min(jobs, (size - cuts[0]) // MIN_RANGE)
    # range k's process also counts the line ends before it and sends its shoes back: each
    # range is smaller than the one before by that share, so that the processes end together
    share = 1 - (CRLF_OVERHEAD if head[end - 1 : end] == b"\r" else LF_OVERHEAD)
    weights = [share**k for k in range(ranges)]
    done = 0.0
    for k in range(1, ranges):
        done += weights[k - 1]
        nominal = cuts[0] + int((size - cuts[0]) * done / sum(weights))
        after = os.pread(fd, MAX_LINE, nominal - 1).find(b"\n")
        if after >= 0 and nominal + after - cuts[-1] >= MIN_RANGE:
            cuts.append(nominal + after)  # the byte after the line end
    cuts.append(size)
    if len(cuts) < 3:
        return None
    return Plan(tuple(cuts), source.format, columns, delimiter)


def _line_ends(fd: int, start: int, end: int) -> int:
    """The line ends from byte `start` to `end`: LF, CRLF and CR alone, one each."""
    buffer = bytearray(CHUNK)
    count = 0
    while start < end:
        n = os.preadv(fd, [memoryview(buffer)[: min(CHUNK, end - start)]], start)
        if not n:
            break
        if buffer[n - 1] == 13 and n > 1 and start + n < end:
            n -= 1  # a CR that may begin a CRLF: counted with the next bytes
        count += buffer.count(b"\n", 0, n)
        if buffer.find(b"\r", 0, n) >= 0:
            count += buffer.count(b"\r", 0, n) - buffer.count(b"\r\n", 0, n)
        start += n
    return count


@dataclass(frozen=True, slots=True)
class _Ended:
    """How a range's scan ended: a line with no end stopped it (`stopped`), or it read on past
    its range to the end of the log (`beyond`); either way the ranges after it are not used."""

    stopped: bool
    beyond: bool

    @property
    def log(self) -> bool:
        """The scan read to the end of the log (or as far as it can be read)."""
        return self.stopped or self.beyond


@dataclass(slots=True)
class _Result:
    """What a range's process sends back: its scan, its report's counts, and how it ended."""

    tail: Tail
    report: Report
    ended: _Ended


def _scan(
    scanner: Scanner,
    source: Source,
    plan: Plan,
    k: int,
    blocks: bool,
    progress: Callable[[int], None] | None = None,
    reading_on: Callable[[], None] | None = None,
) -> _Ended:
    """Scan range `k` with `scanner`, and on to the end of the log when its last row is still
    open at the range's end.

    `progress(bytes)`: how much is read from the range's start, before each block.
    `reading_on()`: called when the scan goes on past its range (the ranges after it are then
    of no use).
    """
    start, end = plan.cuts[k], plan.cuts[k + 1]
    # the lines of rows before the range (a CSV log's header line is counted by log_rows)
    before = _line_ends(source.binary.fileno(), plan.cuts[0], start) if k else 0
    part = open_range(source, start, end)
    beyond = False

    def more() -> bool:  # a quote is open at the range's end (or, once read on, the log's)
        nonlocal beyond
        went_on = read_on(part, plan.cuts[-1])
        if went_on and reading_on is not None:
            reading_on()
        beyond = beyond or went_on
        return went_on

    def tick(_line: int) -> None:
        if progress is not None:
            progress(part.position())

    try:
        lines, rows = log_rows(
            part,
            plan.format,
            plan.delimiter,
            scanner.reasons,
            start=before,
            blocks=blocks,
            more=more,
        )
        scanner.run(rows, tick)
        return _Ended(lines.ended, beyond)
    finally:
        part.close()


def _range_process(
    send: Connection,
    source: Source,
    plan: Plan,
    k: int,
    ctx: Context,
    part: Writer,
    ruleset: str,
    fast: bool,
    blocks: bool,
) -> None:
    """In a forked process: scan range `k` from no state into `part`, and send what it found
    (None when anything failed: the first process then reads the range itself, and says what
    is wrong). An interrupt is the first process's to answer."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    result: _Result | None = None
    try:
        report = Report(ruleset, keep=False, forward=part)
        scanner = Scanner(ctx, source.file, plan.columns, report.sink(), {}, fast=fast)
        ended = _scan(scanner, source, plan, k, blocks)
        part.flush()
        report.forward = None
        result = _Result(scanner.tail(), report, ended)
    except Exception:  # the first process reads the range again, and reports what is wrong
        result = None
    with contextlib.suppress(OSError):  # the first process has gone
        send.send(result)
        send.close()


def _received(receive: Connection) -> _Result | None:
    try:
        result: Any = receive.recv()
    except (EOFError, OSError):  # the process died
        return None
    return result if isinstance(result, _Result) else None


def verify_in_ranges(
    source: Source,
    plan: Plan,
    ctx: Context,
    report: Report,
    *,
    progress: Callable[[int], None] | None = None,
    fast: bool = True,
    blocks: bool = True,
) -> None:
    """Verify a log in ranges into `report`, whose findings go to a writer (`report.forward`).

    `progress(position)` says about how many bytes of the log are done, before each block.
    """
    writer: Writer = report.forward
    writer.flush()
    sys.stdout.flush()  # nothing buffered here may be written again by a forked process
    sys.stderr.flush()
    forks = multiprocessing.get_context("fork")
    workers: list[tuple[Any, Connection, Writer]] = []
    scanner = Scanner(ctx, source.file, plan.columns, report.sink(), {}, fast=fast)
    first, total = plan.cuts[1] - plan.cuts[0], plan.cuts[-1] - plan.cuts[0]
    scanning = False

    def stop_workers() -> None:  # their ranges will not be used
        for process, _, _ in workers:
            if process.is_alive():
                process.terminate()

    def first_done(done: int) -> None:
        # the first range's share of the whole log (all of it once it reads on past its end)
        if progress is not None:
            progress(plan.cuts[0] + min(done, first) * total // first)

    try:
        for k in range(1, len(plan.cuts) - 1):
            receive, send = forks.Pipe(duplex=False)
            part = writer.part()
            process = forks.Process(
                target=_range_process,
                args=(send, source, plan, k, ctx, part, report.ruleset, fast, blocks),
                daemon=True,
            )
            process.start()
            send.close()
            workers.append((process, receive, part))
        scanning = True
        ended = _scan(scanner, source, plan, 0, blocks, first_done, stop_workers)
        for k, (_, receive, part) in enumerate(workers, 1):
            result = None if ended.log else _received(receive)
            if result is not None and scanner.join(result.tail):
                report.add(result.report)
                writer.extend(part)
                ended = result.ended
            else:
                part.discard()
                if not ended.log:
                    ended = _scan(scanner, source, plan, k, blocks, reading_on=stop_workers)
    finally:
        for process, receive, _ in workers:
            if process.is_alive():
                process.terminate()
            process.join()
            receive.close()
        if scanning:
            scanner.finish()
            report.shoes.extend(st.summary for st in scanner.shoes.values())
            report.coups += scanner.coups
