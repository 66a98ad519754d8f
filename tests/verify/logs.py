"""Generated coup logs in every form a reader meets: line ends, encodings, quoting, delimiters.

A log is a list of logical rows (lists of field strings, the header first); `render` writes it
as CSV or JSON Lines bytes in one of the forms, so that every form of one log must give the same
report.
"""

from __future__ import annotations

import csv
import io
import json
import random

from kiosk.rules.model import Ruleset
from kiosk.verify.logfile import LogFormat
from kiosk.verify.simulate import COLUMNS, simulate, write_log

#: name → (format, delimiter, quote every field, line end, encoding, byte order mark)
FORMS: dict[str, tuple[LogFormat, str, bool, str, str, bytes]] = {
    "lf": (LogFormat.CSV, ",", False, "\n", "utf-8", b""),
    "crlf": (LogFormat.CSV, ",", False, "\r\n", "utf-8", b""),
    "cr": (LogFormat.CSV, ",", False, "\r", "utf-8", b""),
    "bom": (LogFormat.CSV, ",", False, "\r\n", "utf-8", b"\xef\xbb\xbf"),
    "utf16": (LogFormat.CSV, "\t", False, "\r\n", "utf-16-le", b"\xff\xfe"),
    "quoted": (LogFormat.CSV, ",", True, "\n", "utf-8", b""),
    "semicolon": (LogFormat.CSV, ";", True, "\r\n", "utf-8", b""),
    "jsonl": (LogFormat.JSONL, "", False, "\n", "utf-8", b""),
    "jsonl-crlf-bom": (LogFormat.JSONL, "", False, "\r\n", "utf-8", b"\xef\xbb\xbf"),
}

#: A bad row of every kind the verifier reports (table, shoe and coup are filled in).
BAD_ROWS: list[dict[str, str]] = [
    {"punto": "9S XH", "banco": "2C 3D"},  # not a card
    {"punto": "9S", "banco": "2C 3D"},  # one card
    {"banco": ""},  # empty banco
    {"table": ""},  # no table
    {"coup": ""},  # no coup number
    {"coup": "   "},  # a blank coup number
    {"coup": "-3"},  # a negative coup number
    {"coup": "7b"},  # not a number
    {"flagged": "maybe"},
    {"result": "player"},
    {"punto": "9S " + "KH" * 40_000},  # a line over the length limit
    {"time": "\ufffd"},  # cannot be decoded
]


def simulated_rows(ruleset: Ruleset, coups: int, seed: int, tables: int) -> list[list[str]]:
    out = io.StringIO()
    write_log(simulate(ruleset, coups, 0.1, seed=seed, tables=tables), out, LogFormat.CSV)
    return [row for row in csv.reader(io.StringIO(out.getvalue()))]


def mangle(rows: list[list[str]], seed: int) -> list[list[str]]:
    """Every bad-row kind, repeated and out-of-order coup numbers, a shoe reused for long, shoes
    numbered past 4096 and past nine digits, fields that hold line breaks."""
    rng = random.Random(seed)
    header, data = rows[0], [list(r) for r in rows[1:]]
    col = {name: i for i, name in enumerate(header)}
    shoes = list(dict.fromkeys((row[col["table"]], row[col["shoe"]]) for row in data))
    for shoe, offset in zip(shoes[:2], (4090, 999_999_950), strict=False):
        for row in data:
            if (row[col["table"]], row[col["shoe"]]) == shoe:
                row[col["coup"]] = str(int(row[col["coup"]]) + offset)
    other = {"punto": "banco", "banco": "tie", "tie": "punto"}
    for text in ("20:01\n20:02", "a\nb\n\nc", "\n", "x\ny"):  # quoted over lines in CSV
        row = data[rng.randrange(len(data))]
        row[col["time"]] = text
        row[col["result"]] = other[row[col["result"]]]  # a wrong call, so that it is reported
    for bad in BAD_ROWS:
        at = rng.randrange(len(data))
        row = list(data[at])
        for name, value in bad.items():
            row[col[name]] = value
        data.insert(at, row)
    for _ in range(5):  # a row repeated: a repeated coup number, maybe an impossible card
        at = rng.randrange(len(data))
        data.insert(at + 1, list(data[at]))
    for _ in range(5):  # a row dropped: a gap
        del data[rng.randrange(len(data))]
    for _ in range(3):  # two coups of one shoe swapped: out of order
        at = rng.randrange(len(data) // 2)
        key = (data[at][col["table"]], data[at][col["shoe"]])
        later = [
            j
            for j in range(at + 1, min(at + 20, len(data)))
            if (data[j][col["table"]], data[j][col["shoe"]]) == key
        ]
        if later:
            data[at], data[later[0]] = data[later[0]], data[at]
    for blank in ([], ["   "]):  # lines with nothing to read
        data.insert(rng.randrange(len(data)), blank)
    reused = list(data[-1])
    for n in range(2000):  # the last shoe goes on for thousands of rows beyond its cards
        row = list(reused)
        row[col["coup"]] = (
            str(int(reused[col["coup"]]) + 1 + n) if reused[col["coup"]].isdigit() else "1"
        )
        data.append(row)
    return [header, *data]


def render(rows: list[list[str]], form: str) -> bytes:
    fmt, delimiter, quote_all, newline, encoding, bom = FORMS[form]
    out = io.StringIO(newline="")
    if fmt is LogFormat.CSV:
        quoting = csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL
        writer = csv.writer(out, delimiter=delimiter, quoting=quoting, lineterminator=newline)
        # the csv module quotes a line break only if it is in the line terminator
        quoted = csv.writer(out, delimiter=delimiter, quoting=csv.QUOTE_ALL, lineterminator=newline)
        for row in rows:
            (quoted if any("\n" in field for field in row) else writer).writerow(row)
    else:
        header = rows[0]
        for row in rows[1:]:
            if len(row) < 2:  # a blank line
                out.write("".join(row) + newline)
                continue
            record = dict(zip(header, row, strict=True))
            out.write(json.dumps(record, ensure_ascii=False) + newline)
    return bom + out.getvalue().encode(encoding)


__all__ = ["BAD_ROWS", "COLUMNS", "FORMS", "mangle", "render", "simulated_rows"]
