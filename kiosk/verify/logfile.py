"""Coup logs on disk: CSV with a header or JSON Lines, read into rows of field strings.

Both formats come out as lists of strings in the same column order, so one verifier serves both.
A CSV row keeps its fields by the header's positions; a JSON Lines record is laid out in the
order of `FIELDS`, and a line that is not a JSON object of the expected kind becomes an empty row
with its reason filed under its line number.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from kiosk.domain.coup import Winner
from kiosk.i18n import translate

# Rows handed on at a time by a JsonLinesReader.
BLOCK_ROWS = 16384
REQUIRED = ("table", "shoe", "coup", "punto", "banco")
OPTIONAL = ("result", "flagged", "time")
FIELDS = REQUIRED + OPTIONAL
_HANDS = frozenset(("punto", "banco"))


class _NamedTwice(ValueError):
    """A JSON object names a field twice: JSON takes the last value, other readers the first."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's fields, refused when a name comes twice (_NamedTwice)."""
    record = dict(pairs)
    if len(record) != len(pairs):
        seen: set[str] = set()
        for name, _ in pairs:
            if name in seen:
                raise _NamedTwice(name)
            seen.add(name)
    return record


_TRUE = ("true", "1", "yes")
_FALSE = ("false", "0", "no")
# Every accepted spelling of the `flagged` column (after lower-casing), "" meaning not flagged.
FLAGS: dict[str, bool] = {"": False} | dict.fromkeys(_TRUE, True) | dict.fromkeys(_FALSE, False)

RESULTS = {
    "punto": Winner.PUNTO,
    "p": Winner.PUNTO,
    "banco": Winner.BANCO,
    "b": Winner.BANCO,
    "tie": Winner.TIE,
    "t": Winner.TIE,
}


class LogFormat(StrEnum):
    CSV = "csv"
    JSONL = "jsonl"


class LogFileError(Exception):
    """The file cannot be read as a coup log at all; the message says why."""


def parse_flag(text: str) -> bool | None:
    """The `flagged` value, or None when it is not one of the accepted spellings."""
    return FLAGS.get(text.strip().lower())


def parse_result(text: str) -> Winner | None:
    """The announced winner (punto/banco/tie, P/B/T, any case), or None when unreadable."""
    return RESULTS.get(text.strip().lower())


@dataclass(frozen=True, slots=True)
class Columns:
    """Where each known field sits in a row; -1 for an optional field the log does not have."""

    table: int
    shoe: int
    coup: int
    punto: int
    banco: int
    result: int
    flagged: int
    time: int
    width: int  # fields in a complete row


# The row layout of JSON Lines records.
JSONL_COLUMNS = Columns(**{name: i for i, name in enumerate(FIELDS)}, width=len(FIELDS))


def sniff_delimiter(header: str) -> str:
    """Comma, semicolon (spreadsheets in German locales) or tab: whichever splits the header most."""
    return max((",", ";", "\t"), key=header.count)


def read_header(fields: list[str], file: str) -> Columns:
    """Columns from a CSV header; raises LogFileError naming the missing required columns."""
    names = [name.strip().lower() for name in fields]
    twice = sorted({name for name in names if name and names.count(name) > 1})
    if twice:
        raise LogFileError(
            translate(
                "verify",
                "{file}: line 1 (the header) names the column {columns} more than once; "
                "each column may appear only once",
            ).format(file=file, columns=", ".join(twice))
        )
    missing = [name for name in REQUIRED if name not in names]
    if missing:
        raise LogFileError(
            translate(
                "verify",
                "{file}: line 1 (the header) has no column {columns}; a coup log needs the "
                "columns table, shoe, coup, punto and banco",
            ).format(file=file, columns=", ".join(missing))
        )
    where = {name: names.index(name) if name in names else -1 for name in FIELDS}
    return Columns(**where, width=len(names))


class JsonLinesReader:
    """Iterates a JSON Lines source as rows laid out like JSONL_COLUMNS.

    Behaves like a csv reader (`line_num`); a record that cannot be used becomes an empty row,
    and `reasons[line]` says why.
    """

    def __init__(self, lines: Iterator[str], reasons: dict[int, str] | None = None) -> None:
        self._lines = lines
        self.line_num = 0
        self.reasons: dict[int, str] = {} if reasons is None else reasons

    def __iter__(self) -> JsonLinesReader:
        return self

    def blocks(self) -> Iterator[Iterable[tuple[int, list[str]]]]:
        """The rows with their lines, BLOCK_ROWS at a time (read as the block is)."""
        for first in self:
            more = ((self.line_num, row) for row in itertools.islice(self, BLOCK_ROWS - 1))
            yield itertools.chain(((self.line_num, first),), more)

    def __next__(self) -> list[str]:
        text = next(self._lines)
        self.line_num += 1
        return self._row(text) if text.strip() else []

    def _row(self, text: str) -> list[str]:
        try:
            record = json.loads(text, object_pairs_hook=_object)
        except _NamedTwice as exc:
            return self._bad(
                translate(
                    "verify",
                    "the record names {name} more than once; each name may appear only once",
                ).format(name=cut(json.dumps(exc.name)))
            )
        except ValueError as exc:
            return self._bad(translate("verify", "not valid JSON: {error}").format(error=exc))
        except RecursionError:
            return self._bad(translate("verify", "not a coup record: JSON nested too deeply"))
        return self._fields(record)

    def _fields(self, record: Any) -> list[str]:
        """The row of a record as json.loads reads it."""
        if type(record) is not dict:
            return self._bad(translate("verify", "not a JSON object with the coup's fields"))
        row: list[str] = []
        append = row.append
        get = record.get
        for name in FIELDS:
            value: Any = get(name)
            kind = type(value)  # JSON gives these types exactly, never a subclass
            if kind is str:
                append(value)
            elif value is None:
                append("")
            elif kind is list and name in _HANDS:
                try:
                    append(" ".join(value))
                except TypeError:  # not every card is a string
                    return self._bad(
                        translate(
                            "verify",
                            '{field}: expected a list of card strings such as ["9S", "KH"]',
                        ).format(field=name)
                    )
            elif kind is int and name not in _HANDS:
                append(str(value))
            elif kind is bool:
                append("true" if value else "false")
            else:
                return self._bad(
                    translate("verify", "{field}: {value} is not text").format(
                        field=name, value=cut(json.dumps(value))
                    )
                )
        return row

    def _bad(self, reason: str) -> list[str]:
        self.reasons[self.line_num] = reason
        return []


def cut(text: str, limit: int = 40) -> str:
    """A text for a message, cut short when long."""
    return text if len(text) <= limit else text[:limit] + "…"
