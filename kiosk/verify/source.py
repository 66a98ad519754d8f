"""Where a coup log's rows come from: one pass over a file, a pipe or standard input.

A source is read once, front to back, never seeked: a regular file, a named pipe, `-` (standard
input) or /dev/stdin all work the same way. The encoding is taken from a byte order mark (UTF-8,
UTF-16 LE/BE), else UTF-16 is recognised by its zero bytes, else the text is UTF-8. Lines may end
in LF, CRLF or CR alone (universal newlines). Every line is bounded: a line longer than
`MAX_LINE` characters, or one that cannot be decoded, becomes an unreadable row with a short
reason (never the line itself); a line with no end within `MAX_SKIP` characters ends the source.
A CSV row whose quoted field is not closed within `MAX_ROW` characters is reported at the line
where the quote opened, and the lines after it are read again as rows of their own.
"""

from __future__ import annotations

import csv
import io
import os
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from kiosk.i18n import translate
from kiosk.verify.logfile import LogFileError, LogFormat

#: A line (or a CSV row across lines) may hold at most this many characters.
MAX_LINE = 64 << 10
MAX_ROW = MAX_LINE
#: An over-long line is skipped to its end, but not beyond this many characters.
MAX_SKIP = 16 << 20
#: What a path argument of "-" means.
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
    """An open log: its text, format and encoding; `size` in bytes when known (else None)."""

    file: str
    binary: IO[bytes]
    text: io.TextIOWrapper
    format: LogFormat
    encoding: str
    size: int | None
    owned: bool

    def position(self) -> int:
        """Bytes read so far (0 when the source cannot tell, as a pipe)."""
        try:
            return self.binary.tell() if self.size is not None else 0
        except OSError:
            return 0

    def close(self) -> None:
        self.text.detach()
        if self.owned:
            self.binary.close()


def open_source(path: Path | str) -> Source:
    """Open a log for one pass; raises LogFileError for what cannot be a coup log at all."""
    file = str(path)
    size: int | None = None
    binary: Any
    if file == STDIN:
        binary, owned = sys.stdin.buffer, False
    else:
        try:
            info = os.stat(file)
        except OSError as exc:
            raise _cannot_read(file, exc.strerror or exc) from None
        mode = info.st_mode
        if stat.S_ISDIR(mode):
            raise _cannot_read(file, translate("verify", "it is a folder"))
        try:
            binary, owned = open(file, "rb"), True  # noqa: SIM115 - closed by Source.close
        except OSError as exc:
            raise _cannot_read(file, exc.strerror or exc) from None
        if not (stat.S_ISREG(mode) or stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)) and not (
            binary.isatty()
        ):
            binary.close()
            raise _cannot_read(
                file, translate("verify", "a device, not a file or a pipe; it is not read")
            )
        if stat.S_ISREG(mode):
            size = info.st_size
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
    return Source(file, binary, text, fmt, name, size, owned)


class RowTooLong(Exception):
    """A CSV row held open by a quote has grown past MAX_ROW."""


class Lines:
    """The text lines of a source, numbered and bounded, with the reasons for lines replaced.

    Iterating yields each line; a line that is too long or cannot be decoded is yielded as an
    empty line and `reasons[line]` says why. With `quotes`, the lines of a row that opened a quote
    are held until the row is complete (the reader then sets `held` to None), so that they can be
    read again when the quote is never closed.
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
        self._ended = False

    def __iter__(self) -> Iterator[str]:
        return self._lines()

    def _lines(self) -> Iterator[str]:
        read = self.source.text.readline
        back = self._back
        quotes = self.quotes
        while True:
            if back:
                line = back.pop()
            else:
                if self._ended:
                    return
                line = read(MAX_LINE)
                if not line:
                    return
                if len(line) == MAX_LINE and line[-1] != "\n":
                    line = self._skip(read)
            n = self.line_num = self.line_num + 1
            if "\ufffd" in line:
                self.reasons[n] = translate(
                    "verify", "cannot be decoded as {encoding}; the line is not read"
                ).format(encoding=self.source.encoding)
                line = "\n"
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

    def _skip(self, read: Any) -> str:
        """Read an over-long line to its end (or give up); it becomes an empty line."""
        skipped = MAX_LINE
        while True:
            part = read(MAX_LINE)
            skipped += len(part)
            if not part or part[-1] == "\n":
                reason = translate(
                    "verify", "the line is longer than {limit} characters; it is not read"
                ).format(limit=MAX_LINE)
                break
            if skipped > MAX_SKIP:
                self._ended = True
                reason = translate(
                    "verify",
                    "the line has no end within {limit} characters; the rest of the file is "
                    "not read",
                ).format(limit=MAX_SKIP)
                break
        self.reasons[self.line_num + 1] = reason
        return "\n"

    def reread(self) -> int:
        """Give back the held lines after the first; returns the line where the row began."""
        held = self.held or []
        start = self.held_at
        self._back.extend(reversed(held[1:]))
        self.line_num = start
        self.held = None
        return start


class CsvRows:
    """Rows of a CSV source as lists of fields; `line_num` is the line a row ended on.

    A row whose quote is never closed (the csv module reaches the end of the file inside it, or
    it grows past MAX_ROW) becomes an empty row at the line where it began, with its reason; the
    lines after that are read again. Any other line the csv module cannot split is reported the
    same way and reading goes on.
    """

    def __init__(self, lines: Lines, delimiter: str) -> None:
        self.lines = lines
        self.delimiter = delimiter
        self.reasons = lines.reasons
        self._it = iter(lines)
        self._reader = csv.reader(self._it, delimiter=delimiter, strict=True)

    @property
    def line_num(self) -> int:
        return self.lines.line_num

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
