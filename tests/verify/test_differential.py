"""Every form of a log, through every reader and both paths of the scanner, gives one report.

The reference is the LF CSV form read line by line (`blocks=False`) and sent row by row through
the scanner's careful path (`fast=False`: every row read field by field and judged by the
domain's judge). Each form - LF, CRLF, CR, byte order marks, UTF-16, quoted fields,
semicolons, JSON Lines, standard input - is read by the one reader: in blocks of lines handed to
csv.reader as they are (of the usual size, and small enough that a log spans many blocks, a line
break, a quoted field over lines and an over-long line lie across block boundaries) and line by
line; on the fast path and on the careful path. Each must find exactly the same: errors,
unreadable rows, per-shoe counts.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import threading
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.verify import source
from kiosk.verify.findings import Report
from kiosk.verify.logfile import LogFormat
from kiosk.verify.verifier import verify_logs
from tests.verify.conftest import fed_fifo
from tests.verify.logs import BAD_ROWS, FORMS, mangle, render, simulated_rows

pytestmark = pytest.mark.slow

#: reader → (blocks handed to csv.reader as they are, characters read at a time)
READERS: dict[str, tuple[bool, int]] = {
    "blocks": (True, source.BLOCK),
    "blocks-4096": (True, 4096),
    "blocks-333": (True, 333),
    "lines": (False, 1000),
}


def csv_lines(rows: list[list[str]]) -> list[int]:
    """The CSV line each data row starts on (a quoted field may hold line breaks)."""
    starts, line = [], 2
    for row in rows[1:]:
        starts.append(line)
        line += 1 + sum(field.count("\n") for field in row)
    return starts


def normal(report: Report, lines: list[int] | None = None) -> dict[str, Any]:
    """The report without file names; `lines`: the CSV line of each JSON Lines line."""

    def at(line: int) -> int:
        return line if lines is None else lines[line - 1]

    return {
        "coups": report.coups,
        "errors": [dataclasses.replace(e, file="", line=at(e.line)) for e in report.errors],
        # the one reason that names the file's encoding
        "invalid": [(at(i.line), i.reason.replace("UTF-16", "UTF-8")) for i in report.invalid],
        "shoes": [
            (
                s.table,
                s.shoe,
                s.coups,
                s.invalid,
                s.errors,
                s.error_coups,
                s.gaps,
                s.repeated,
                s.disorder,
                None if s.first_sequence_line is None else at(s.first_sequence_line),
            )
            for s in report.shoes
        ],
    }


def _verify(path: Path, ruleset: Ruleset, fast: bool = True, blocks: bool = True) -> Report:
    report = verify_logs([path], ruleset, fast=fast, blocks=blocks)
    assert report.unreadable == []
    return report


@pytest.fixture(
    scope="module",
    params=[("uk-2000", 1, 1), ("uk-2000", 3, 2), ("schaanwald", 2, 3)],
    ids=["uk-1-table", "uk-3-tables", "schaanwald-2-tables"],
)
def log(request: pytest.FixtureRequest) -> tuple[Ruleset, list[list[str]]]:
    ruleset_id, tables, seed = request.param
    ruleset = find_ruleset(ruleset_id)
    return ruleset, mangle(simulated_rows(ruleset, 900, seed, tables), seed)


@pytest.fixture(scope="module")
def reference(
    log: tuple[Ruleset, list[list[str]]], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    ruleset, rows = log
    path = tmp_path_factory.mktemp("ref") / "log.csv"
    path.write_bytes(render(rows, "lf"))
    return normal(_verify(path, ruleset, fast=False, blocks=False))


def test_the_reference_meets_every_kind_of_finding(reference: dict[str, Any]) -> None:
    reasons = " | ".join(reason for _, reason in reference["invalid"])
    for needle in (
        "not a card",
        "1 card",
        "banco is missing",
        "table is missing",
        "coup is missing",
        "'-3' is not a coup number",
        "'7b' is not a coup number",
        "'1000000000' is not a coup number",
        "flagged:",
        "result:",
        "longer than",
        "cannot be decoded",
        "impossible card",
    ):
        assert needle in reasons
    assert len(reference["invalid"]) >= len(BAD_ROWS) + 1900  # the reused shoe's rows
    assert reference["errors"]
    assert any(s[6] for s in reference["shoes"]) and any(s[7] for s in reference["shoes"])
    assert any(s[8] for s in reference["shoes"])
    assert any(int(e.coup) > 4096 for e in reference["errors"])
    assert any("\n" in e.time for e in reference["errors"])


@pytest.mark.parametrize("reader", list(READERS))
@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("fast", [True, False], ids=["fast", "careful"])
def test_every_form_reader_and_path_agrees(
    log: tuple[Ruleset, list[list[str]]],
    reference: dict[str, Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    form: str,
    reader: str,
    fast: bool,
) -> None:
    ruleset, rows = log
    blocks, size = READERS[reader]
    monkeypatch.setattr(source, "BLOCK", size)
    fmt = FORMS[form][0]
    path = tmp_path / ("log.jsonl" if fmt is LogFormat.JSONL else "log.csv")
    path.write_bytes(render(rows, form))
    jsonl = fmt is LogFormat.JSONL
    found = normal(_verify(path, ruleset, fast, blocks), csv_lines(rows) if jsonl else None)
    if jsonl:
        # a JSON record has no "row too short" and no stray delimiters: compare what both have
        assert found["errors"] == reference["errors"]
        assert found["coups"] == reference["coups"]
        assert [line for line, _ in found["invalid"]] == [line for line, _ in reference["invalid"]]
    else:
        assert found == reference


#: A log whose every line is an edge for the reader: quoted fields over lines (one never
#: closed, at the end), CRLF and CR, an over-long line, bytes that are not UTF-8.
EDGES = (
    b"table,shoe,coup,time,punto,banco,result\r\n"
    b'1,1,1,"20:01\n20:02\r\n20:03",9S KH,2C 3D 5H,punto\r\n'
    b"1,1,2,,2C 3D,4C 3S,banco\r"
    b'1,1,3,"x",AC 6D,4S AH,\n'
    b"\n   \r"
    b"1,1,4,," + b"K" * 70_000 + b",2C 3D,\n"
    b"1,1,5,\xff\xfe,AC 6D,4S AH 2C,\n"
    b'2,1,1,"a ""quoted"" time",9S KH,2C 3D,punto\n'
    + b"".join(b"2,1,%d,,AC 6D,4S AH 2C,banco\n" % n for n in range(2, 40))
    + b'1,1,6,"never closed,AC 6D,4S AH 2C,\n'
    + b"".join(b"3,1,%d,,2C 3D 4H,5S KH 9D,\r\n" % n for n in range(1, 30))
)


@pytest.mark.parametrize("size", [64, 100, 333, 1000, 4096, 1 << 20])
@pytest.mark.parametrize("fast", [True, False], ids=["fast", "careful"])
def test_block_boundaries_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uk: Ruleset, size: int, fast: bool
) -> None:
    path = tmp_path / "edges.csv"
    path.write_bytes(EDGES)
    expected = normal(_verify(path, uk, fast=False, blocks=False))
    monkeypatch.setattr(source, "BLOCK", size)
    assert normal(_verify(path, uk, fast)) == expected
    assert normal(_verify(path, uk, fast, blocks=False)) == expected
    reasons = {line: reason for line, reason in expected["invalid"]}
    assert "longer than" in reasons[9] and "decoded" in reasons[10] and "quote" in reasons[50]
    assert expected["coups"] == 19 and [e.line for e in expected["errors"]][:2] == [2, 5]


#: MAX_SKIP in the test below; a line of ENDLESS characters or more has no end within it, as
#: a line read MAX_LINE characters at a time finds (a whole MAX_LINE beyond MAX_SKIP without an
#: end); at the end of the file, a line longer than MAX_SKIP.
SKIP = 200_000
ENDLESS = (SKIP // source.MAX_LINE + 1) * source.MAX_LINE
LONGER, NO_END = "the line is longer than 65536 characters", "the line has no end within 200000"


@pytest.mark.parametrize("size", [100, 4096, 1 << 20])
@pytest.mark.parametrize("blocks", [True, False], ids=["blocks", "lines"])
@pytest.mark.parametrize(
    ("length", "after", "coups", "reason"),
    [
        (ENDLESS, b"\n1,1,4,9S KH,2C 3D\n", 1, NO_END),
        (ENDLESS - 1, b"\n1,1,4,9S KH,2C 3D\n", 2, LONGER),
        (SKIP + 1, b"", 1, NO_END),
        (SKIP, b"", 1, LONGER),
        (source.MAX_LINE, b"", 1, LONGER),
        (source.MAX_LINE, b"\n1,1,4,9S KH,2C 3D\n", 2, LONGER),
    ],
    ids=["endless", "just-ends", "endless-at-eof", "ends-at-eof", "long-at-eof", "long"],
)
def test_an_over_long_line_is_skipped_and_an_endless_one_ends_the_log(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    uk: Ruleset,
    size: int,
    blocks: bool,
    length: int,
    after: bytes,
    coups: int,
    reason: str,
) -> None:
    """Each reader finds what a line read MAX_LINE characters at a time finds."""
    monkeypatch.setattr(source, "MAX_SKIP", SKIP)
    monkeypatch.setattr(source, "BLOCK", size)
    long = b"1,1,3," + b"9" * (length - 6)
    path = tmp_path / "long.csv"
    path.write_bytes(b"table,shoe,coup,punto,banco\n1,1,1,9S KH,2C 3D\n" + long + after)
    report = _verify(path, uk, blocks=blocks)
    assert [(i.line, i.reason[: len(reason)]) for i in report.invalid] == [(3, reason)]
    assert report.coups == coups


def test_an_endless_line_from_a_pipe_is_read_in_bounded_memory(tmp_path: Path, uk: Ruleset) -> None:
    head = b"table,shoe,coup,punto,banco\n1,1,1,9S KH,2C 3D\n"
    with fed_fifo(tmp_path, head, 40) as fifo:  # then 20 MB of zero bytes, no line end
        tracemalloc.start()
        report = verify_logs([fifo], uk)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert report.coups == 1 and "no end within" in report.invalid[0].reason
    assert peak < 3 * source.BLOCK * 4  # a few blocks of characters at most


@pytest.mark.parametrize("form", ["crlf", "utf16", "jsonl"])
def test_standard_input_and_a_named_pipe_agree(
    log: tuple[Ruleset, list[list[str]]], reference: dict[str, Any], tmp_path: Path, form: str
) -> None:
    """The same log through a pipe (no size, no seeking) as from a file."""
    ruleset, rows = log
    data = render(rows, form)
    fifo = tmp_path / "log.pipe"
    os.mkfifo(fifo)

    def feed() -> None:
        with fifo.open("wb") as pipe:
            pipe.write(data)

    writer = threading.Thread(target=feed)
    writer.start()
    found = _verify(fifo, ruleset, fast=True)
    writer.join()
    lines = csv_lines(rows) if FORMS[form][0] is LogFormat.JSONL else None
    assert normal(found, lines)["errors"] == reference["errors"]
    assert normal(found, lines)["coups"] == reference["coups"]


def test_cli_reads_standard_input(tmp_path: Path) -> None:
    ruleset = find_ruleset("uk-2000")
    rows = simulated_rows(ruleset, 300, 5, 1)
    data = render(rows, "jsonl")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    for arg in ("-", "/dev/stdin"):
        done = subprocess.run(
            [sys.executable, "-m", "kiosk", "verify", arg, "--ruleset", "uk-2000"],
            input=data,
            capture_output=True,
            env=env,
            timeout=120,
            check=False,
        )
        assert done.returncode in (0, 1), done.stderr
        assert b"300 coups verified" in done.stdout
        assert b"Traceback" not in done.stderr
