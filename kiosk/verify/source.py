"""Where a coup log's rows come from: one pass over a file, a pipe or standard input.

A source is read once, front to back, never seeked: a regular file, a named pipe, `-` (standard
input) or /dev/stdin all work the same way. A regular file is read as it was when it was opened:
its bytes up to its size then, on every read path; `Source.changed` tells when it was written
to meanwhile (a table's system may still be writing today's log). The encoding is taken from a
byte order mark (UTF-8, UTF-16 LE/BE), else UTF-16 is recognised by its zero bytes, else the
text is UTF-8. Lines may end in LF, CRLF or CR alone (universal newlines). Every line is bounded:
a line longer than `MAX_LINE` characters, or one that cannot be decoded, becomes an unreadable
row with a short reason (never the line itself); a line with no end within `MAX_SKIP`
characters ends the source.
A CSV row whose quoted field is not closed within `MAX_ROW` characters is reported at the line
where the quote opened, and the lines after it are read again as rows of their own.

The text is read BLOCK characters at a time and split into whole lines (`LineBlocks`). A block
of CSV lines with no quote and no NUL character goes to csv.reader as it is, one row a line;
the lines of any other block, and of JSON Lines, are read one by one (`Lines`), which holds the
lines of a quoted field that spans lines (and blocks) until its row is complete. Either way the
limits and reasons above are the same; the differential test holds the block reader to the
line-by-line one on every form of a log, with blocks small enough to split anything.
"""

from __future__ import annotations

import csv
import errno
import io
import itertools
import operator
import os
import stat
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from kiosk.i18n import translate
from kiosk.verify.logfile import JsonLinesReader, LogFileError, LogFormat

# A line (or a CSV row across lines) may hold at most this many characters.
MAX_LINE = 64 << 10
MAX_ROW = MAX_LINE
# An over-long line is skipped to its end, but not beyond this many characters.
MAX_SKIP = 16 << 20
# Characters read at a time.
BLOCK = 1 << 20
# What a path argument of "-" means.
STDIN = "-"

_BOMS = (
    (b"\xef\xbb\xbf", "utf-8-sig", "UTF-8"),
    (b"\xff\xfe", "utf-16", "UTF-16"),
    (b"\xfe\xff", "utf-16", "UTF-16"),
)


def sniff_encoding(head: bytes) -> tuple[str, str]:
    """(codec, name for messages) from the first bytes of a source."""
    for bom, codec, name in _BOMS:
        if head.startswith(bom):
            return codec, name
    sample = head[:512]
    if len(sample) >= 4:
        even, odd = sample[0::2].count(0), sample[1::2].count(0)
        if odd > len(sample) // 4 and even == 0:
            return "utf-16-le", "UTF-16LE"
        if even > len(sample) // 4 and odd == 0:
            return "utf-16-be", "UTF-16BE"
    return "utf-8", "UTF-8"


def sniff_format(name: str, text_head: str) -> LogFormat:
    """By extension (.csv; .jsonl, .ndjson, .json), else by the first character of the text."""
    suffix = Path(name).suffix.lower()
    if suffix == ".csv":
        return LogFormat.CSV
    if suffix in (".jsonl", ".ndjson", ".json"):
        return LogFormat.JSONL
    return LogFormat.JSONL if text_head.lstrip().startswith("{") else LogFormat.CSV


def _cannot_read(file: str, error: object) -> LogFileError:
    return LogFileError(
        translate("verify", "{file}: cannot be read ({error})").format(file=file, error=error)
    )


@dataclass(slots=True)
class Source:
    """An open log: its text, format and encoding; `size` in bytes when known (else None).

    `stamp`: a regular file's size and modification time when it was opened (else None).
    """

    file: str
    binary: IO[bytes]
    text: io.TextIOWrapper
    format: LogFormat
    encoding: str
    size: int | None
    owned: bool
    stamp: tuple[int, int] | None = None

    def position(self) -> int:
        """Bytes read so far (0 when the source cannot tell, as a pipe)."""
        try:
            return self.binary.tell() if self.size is not None else 0
        except OSError:
            return 0

    def changed(self) -> str | None:
        """Why the report may not match a regular file that was written to since it was opened
        (its size or modification time is not what it was); None when it was not."""
        if self.stamp is None:
            return None
        try:
            info = os.fstat(self.binary.fileno())
        except OSError:
            return None
        if (info.st_size, info.st_mtime_ns) == self.stamp:
            return None
        return translate(
            "verify",
            "{file}: was written to while it was read (it held {before} bytes when reading "
            "began and holds {after} now); the report may not match it: verify it again when "
            "nothing writes to it",
        ).format(file=self.file, before=self.stamp[0], after=info.st_size)

    def close(self) -> None:
        self.text.detach()
        if self.owned:
            self.binary.close()


def open_source(path: Path | str) -> Source:
    """Open a log for one pass; raises LogFileError for what cannot be a coup log at all."""
    file = str(path)
    size: int | None = None
    stamp: tuple[int, int] | None = None
    binary: Any
    if file == STDIN:
        if sys.stdin is None:  # closed (`<&-`)
            raise _cannot_read(file, os.strerror(errno.EBADF))
        binary, owned = sys.stdin.buffer, False
    else:
        try:
            is_folder = stat.S_ISDIR(os.stat(file).st_mode)
        except OSError as exc:
            raise _cannot_read(file, exc.strerror or exc) from None
        if is_folder:
            raise _cannot_read(file, translate("verify", "it is a folder"))
        try:
            raw = open(file, "rb", buffering=0)  # noqa: SIM115 - closed by Source.close
        except OSError as exc:
            raise _cannot_read(file, exc.strerror or exc) from None
        owned = True
        info = os.fstat(raw.fileno())  # the file opened, as it is now
        mode = info.st_mode
        if not (stat.S_ISREG(mode) or stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)) and not (
            raw.isatty()
        ):
            raw.close()
            raise _cannot_read(
                file, translate("verify", "a device, not a file or a pipe; it is not read")
            )
        if stat.S_ISREG(mode) and info.st_size:
            # read up to its size now, whatever is written to it later (a file that says it
            # holds nothing, as those of /proc do, is read to its end as a pipe is)
            size, stamp = info.st_size, (info.st_size, info.st_mtime_ns)
            binary = io.BufferedReader(_Upto(raw, size), BLOCK)
        else:
            binary = io.BufferedReader(raw)
    if not hasattr(binary, "peek"):
        binary = io.BufferedReader(binary)
    try:
        head = binary.peek(4096)[:4096]
    except OSError as exc:
        if owned:
            binary.close()
        raise _cannot_read(file, exc.strerror or exc) from None
    codec, name = sniff_encoding(head)
    text = io.TextIOWrapper(binary, encoding=codec, errors="replace", newline=None)
    fmt = sniff_format(file, head.decode(codec, errors="ignore"))
    return Source(file, binary, text, fmt, name, size, owned, stamp)


class _Upto(io.RawIOBase):
    """The first `size` bytes of a file open for reading, read in turn; the file is closed with
    it."""

    def __init__(self, file: io.FileIO, size: int) -> None:
        super().__init__()
        self.file = file
        self.left = size

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        want = min(len(buffer), self.left)
        if want <= 0:
            return 0
        got = self.file.readinto(memoryview(buffer)[:want]) or 0  # (None: never, not blocking)
        self.left -= got
        return got

    def fileno(self) -> int:
        return self.file.fileno()

    def tell(self) -> int:
        return self.file.tell()

    def close(self) -> None:
        self.file.close()
        super().close()


class RowTooLong(Exception):
    """A CSV row held open by a quote has grown past MAX_ROW."""


class LineBlocks:
    """The text of a source in blocks of whole lines, each line numbered and bounded.

    Iterating yields (lines, clean): the lines of about BLOCK characters of text, without their
    line ends. A line that is too long or cannot be decoded is handed on as an empty line and
    `reasons[line]` says why; a line with no end within MAX_SKIP characters is the last one.
    `clean`: the block holds no quote and no NUL character, so csv.reader reads each of its lines
    as one row. `open_end`: the source's last line had no line end (known after the last block).
    """

    def __init__(self, source: Source, reasons: dict[int, str], start: int) -> None:
        self.source = source
        self.reasons = reasons
        # The number of the last line handed on.
        self.line = start
        self.open_end = False
        # A line this long has no end within MAX_SKIP characters, as a line read MAX_LINE
        # characters at a time finds: the first whole MAX_LINE beyond MAX_SKIP has no line end.
        # (At the end of the source, a line longer than MAX_SKIP.)
        self._endless_at = (MAX_SKIP // MAX_LINE + 1) * MAX_LINE

    def __iter__(self) -> Iterator[tuple[list[str], bool]]:
        read = self.source.text.read
        tail = ""
        chunk = read(BLOCK)
        while chunk:
            lines = chunk.split("\n")
            head = lines[0] = tail + lines[0]
            tail = lines.pop()
            clean = not ('"' in chunk or '"' in head or "\0" in chunk or "\0" in head)
            ended = False
            if "\ufffd" in chunk or "\ufffd" in head or max(map(len, lines), default=0) >= MAX_LINE:
                ended = self._replace(lines)
            if lines:
                self.line += len(lines)
                yield lines, clean
            if ended:
                return
            if len(tail) < MAX_LINE:
                chunk = read(BLOCK)
                continue
            # the line being read is too long: it is skipped to its end
            rest = self._skip(read, len(tail))
            tail = ""
            yield [""], True
            if rest is None:
                return
            chunk = rest or read(BLOCK)
        if tail:
            lines = [tail]
            if "\ufffd" in tail:
                self._replace(lines)
            self.line += 1
            self.open_end = True
            yield lines, not ('"' in tail or "\0" in tail)

    def _replace(self, lines: list[str]) -> bool:
        """Empty the lines that are too long or cannot be decoded, each with its reason; True
        when one has no end within MAX_SKIP characters (the lines after it are dropped)."""
        for i, line in enumerate(lines):
            if len(line) >= self._endless_at:
                self.reasons[self.line + i + 1] = self._endless()
                lines[i:] = [""]
                return True
            if len(line) >= MAX_LINE:
                self.reasons[self.line + i + 1] = self._too_long()
                lines[i] = ""
            elif "\ufffd" in line:
                self.reasons[self.line + i + 1] = translate(
                    "verify", "cannot be decoded as {encoding}; the line is not read"
                ).format(encoding=self.source.encoding)
                lines[i] = ""
        return False

    @staticmethod
    def _endless() -> str:
        return translate(
            "verify",
            "the line has no end within {limit} characters; the rest of the file is not read",
        ).format(limit=MAX_SKIP)

    @staticmethod
    def _too_long() -> str:
        return translate(
            "verify", "the line is longer than {limit} characters; it is not read"
        ).format(limit=MAX_LINE)

    def _skip(self, read: Any, skipped: int) -> str | None:
        """Read an over-long line of `skipped` characters so far to its end (it is handed on as
        an empty line); the text after it, or None when nothing is read after it."""
        self.line += 1
        while True:
            chunk = read(BLOCK)
            end = chunk.find("\n")
            skipped += len(chunk) if end < 0 else end
            if chunk and skipped < self._endless_at and end < 0:
                continue
            if (skipped > MAX_SKIP) if not chunk else (skipped >= self._endless_at):
                self.reasons[self.line] = self._endless()
                return None
            self.reasons[self.line] = self._too_long()
            return chunk[end + 1 :] if chunk else None


class Lines:
    """The text lines of a source one by one, numbered, with their line ends.

    The lines come from a LineBlocks, which also says why a line was replaced. A consumer that
    reads whole blocks itself takes them from `blocks` when `idle`. With `quotes`, the lines of a
    row that opened a quote are held until the row is complete (the reader then sets `held` to
    None), so that they can be read again when the quote is never closed.
    """

    def __init__(self, source: Source, reasons: dict[int, str], quotes: bool, start: int = 0):
        self.source = source
        self.reasons = reasons
        self.quotes = quotes
        self.line_num = start
        self.held: list[str] | None = None
        self.held_at = 0
        self._held_chars = 0
        self._back: list[str] = []
        # Lines of the block being read, last first.
        self._queue: list[str] = []
        self._blocks = LineBlocks(source, reasons, start)
        self.blocks = iter(self._blocks)

    def __iter__(self) -> Iterator[str]:
        return self._lines()

    def idle(self) -> bool:
        """No line taken from `blocks` waits to be read."""
        return not self._queue and not self._back

    def put(self, block: list[str]) -> None:
        """Read the lines of a block taken from `blocks` one by one."""
        queue = [line + "\n" for line in reversed(block)]
        if self._blocks.open_end:
            queue[0] = block[-1]  # the source's last line, which had no line end
        self._queue = queue

    def _lines(self) -> Iterator[str]:
        back = self._back
        quotes = self.quotes
        while True:
            if back:
                line = back.pop()
            elif self._queue:
                line = self._queue.pop()
            else:
                block = next(self.blocks, None)
                if block is None:
                    return
                self.put(block[0])
                continue
            n = self.line_num = self.line_num + 1
            if quotes:
                held = self.held
                if held is None:
                    if '"' in line:
                        self.held = [line]
                        self.held_at = n
                        self._held_chars = len(line)
                else:
                    held.append(line)
                    self._held_chars += len(line)
                    if self._held_chars > MAX_ROW:
                        raise RowTooLong
            yield line

    def reread(self) -> int:
        """Give back the held lines after the first; returns the line where the row began."""
        held = self.held or []
        start = self.held_at
        self._back.extend(reversed(held[1:]))
        self.line_num = start
        self.held = None
        return start


class CsvRows:
    """Rows of a CSV source as lists of fields; `line_num` is the last line read.

    `blocks()` hands on the rows a block of lines at a time, each with the line it starts on. A
    block with no quote (and no NUL) is split at the delimiter line by line, which is what
    csv.reader makes of such a line (an empty line gives [""], which a scan takes as it takes
    []); the lines of any other block are read one by one by csv.reader, so that a quoted field
    may span lines and blocks. With `whole_blocks` False every line is read one by one (the
    reference the differential test holds the blocks to). A row whose quote is never closed (the
    csv module reaches the end of the file inside it, or it grows past MAX_ROW) becomes an empty
    row at the line where it began, with its reason; the lines after that are read again. Any
    other line the csv module cannot split is reported the same way and reading goes on.
    """

    def __init__(self, lines: Lines, delimiter: str, *, whole_blocks: bool = True) -> None:
        self.lines = lines
        self.delimiter = delimiter
        self.whole_blocks = whole_blocks
        self.reasons = lines.reasons
        self._it = iter(lines)
        self._reader = csv.reader(self._it, delimiter=delimiter, strict=True)

    @property
    def line_num(self) -> int:
        return self.lines.line_num

    def blocks(self) -> Iterator[Iterable[tuple[int, list[str]]]]:
        """The rows with the line each starts on, a block of lines at a time."""
        lines = self.lines
        rows = iter(self)
        split = operator.methodcaller("split", self.delimiter)
        for block, clean in lines.blocks:
            if self.whole_blocks and clean and lines.idle():
                yield zip(itertools.count(lines.line_num + 1), map(split, block))
                lines.line_num += len(block)
                continue
            lines.put(block)
            yield self._until_idle(rows)
        yield self._until_idle(rows)  # lines given back after the last block

    def _until_idle(self, rows: Iterator[list[str]]) -> Iterator[tuple[int, list[str]]]:
        """Rows read line by line until no line taken from a block waits to be read."""
        lines = self.lines
        for row in rows:
            # a quoted field may span lines: the row started that many lines before its end
            yield lines.line_num - "".join(row).count("\n"), row
            if lines.idle():
                return

    def __iter__(self) -> Iterator[list[str]]:
        lines = self.lines
        while True:
            try:
                for row in self._reader:
                    if lines.held is not None:
                        lines.held = None
                    yield row
                return
            except (csv.Error, RowTooLong) as exc:
                unclosed = isinstance(exc, RowTooLong) or "unexpected end of data" in str(exc)
                if lines.held is not None and unclosed:
                    start = lines.reread()
                    reason = translate(
                        "verify",
                        "a quote opened on this line is not closed within {limit} characters or "
                        "by the end of the file; the row is not read",
                    ).format(limit=MAX_ROW)
                else:
                    start = lines.reread() if lines.held is not None else lines.line_num
                    reason = translate("verify", "cannot be read as CSV ({problem})").format(
                        problem=exc
                    )
                self.reasons[start] = reason
                self._it = iter(lines)
                self._reader = csv.reader(self._it, delimiter=self.delimiter, strict=True)
                yield []


def log_rows(
    source: Source, log_format: LogFormat, delimiter: str, reasons: dict[int, str], blocks: bool
) -> CsvRows | JsonLinesReader:
    """The rows of a log: a CSV log's through csv.reader (`blocks`: CsvRows' whole blocks; its
    header line, read already, is counted), a JSON Lines log's a record a line."""
    if log_format is LogFormat.CSV:
        return CsvRows(Lines(source, reasons, quotes=True, start=1), delimiter, whole_blocks=blocks)
    return JsonLinesReader(iter(Lines(source, reasons, quotes=False)), reasons)
