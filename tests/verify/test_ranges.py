"""A log read in ranges, a process each, gives the one scan's report, byte for byte.

The reference is one pass (`jobs=1`). The same log is then cut into ranges as small as a few
hundred bytes, so that cuts fall everywhere: inside a shoe, next to a coup whose correction
waits for the next coup, before a gap or a repeated number, inside a shoe reused beyond its
cards. Every output format must come out the same. The joins are counted, so that a test
cannot pass only because every range was read again by the first process.
"""

from __future__ import annotations

import csv
import io
import itertools
import json
import os
import random
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.domain.judge import ErrorKind
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.verify import ranges, report, scan, source
from kiosk.verify.findings import Report
from kiosk.verify.logfile import LogFormat
from kiosk.verify.simulate import simulate, write_log
from kiosk.verify.verifier import verify_logs
from tests.verify.logs import mangle, render

FORMATS = ("json", "csv", "text")


def _writer(fmt: str, out: io.StringIO, ruleset: Ruleset) -> report.Writer:
    if fmt == "json":
        return report.JsonWriter(out, ruleset.id)
    if fmt == "csv":
        return report.CsvWriter(out)
    return report.TextWriter(out, ruleset, "en")


def written(path: Path, ruleset: Ruleset, fmt: str, jobs: int) -> str:
    """What `kiosk verify PATH --format FMT --jobs JOBS` writes."""
    out = io.StringIO()
    writer = _writer(fmt, out, ruleset)
    result = Report(ruleset.id, keep=False, forward=writer)
    verify_logs([path], ruleset, report=result, jobs=jobs)
    writer.finish(result)
    assert result.unreadable == []
    return out.getvalue()


@pytest.fixture
def joins(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[bool]]:
    """What each join of two scans answered."""
    answers: list[bool] = []
    join = scan.Scanner.join

    def counted(self: scan.Scanner, tail: scan.Tail) -> bool:
        answers.append(join(self, tail))
        return answers[-1]

    monkeypatch.setattr(scan.Scanner, "join", counted)
    yield answers


@pytest.fixture(
    scope="module",
    params=[("uk-2000", 1, 0.1, True), ("uk-2000", 4, 0.3, False), ("schaanwald", 3, 0.5, True)],
    ids=["uk-1-table-mangled", "uk-4-tables-30%", "schaanwald-3-tables-50%-mangled"],
)
def log(request: pytest.FixtureRequest) -> tuple[Ruleset, list[list[str]], bool]:
    """Logs with many errors whose correction waits for the next coup; mangled ones also hold
    every bad-row kind, gaps, repeats, disorder, a shoe reused beyond its cards, numbers past
    4096 and nine digits."""
    ruleset_id, tables, rate, mangled = request.param
    ruleset = find_ruleset(ruleset_id)
    text = io.StringIO()
    write_log(simulate(ruleset, 700, rate, seed=tables, tables=tables), text, LogFormat.CSV)
    rows = [line.split(",") for line in text.getvalue().splitlines()]
    return ruleset, mangle(rows, tables) if mangled else rows, mangled


@pytest.mark.parametrize("form", ["lf", "crlf", "quoted", "bom", "jsonl", "jsonl-crlf-bom"])
@pytest.mark.parametrize(("size", "jobs"), [(2000, 2), (700, 5), (250, 16)])
def test_ranges_give_the_one_scans_report(
    log: tuple[Ruleset, list[list[str]], bool],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    joins: list[bool],
    form: str,
    size: int,
    jobs: int,
) -> None:
    ruleset, rows, mangled = log
    path = tmp_path / ("log.jsonl" if form.startswith("jsonl") else "log.csv")
    path.write_bytes(render(rows, form))
    expected = {fmt: written(path, ruleset, fmt, 1) for fmt in FORMATS}
    assert joins == []
    monkeypatch.setattr(ranges, "MIN_RANGE", size)
    for fmt in FORMATS:
        assert written(path, ruleset, fmt, jobs) == expected[fmt], fmt
    if not mangled:  # (a mangled log's cuts may all fall where one pass would find otherwise)
        assert any(joins), "no range was joined"


@pytest.mark.parametrize("jobs", [1, 5])
def test_the_summary_counts_what_was_written(
    log: tuple[Ruleset, list[list[str]], bool],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    jobs: int,
) -> None:
    """The errors go straight to the writer and the shoes count them: the summary's counts are
    those of the errors written, with one process or several."""
    ruleset, rows, _ = log
    path = tmp_path / "log.csv"
    path.write_bytes(render(rows, "lf"))
    monkeypatch.setattr(ranges, "MIN_RANGE", 700)
    out = json.loads(written(path, ruleset, "json", jobs))
    errors, summary = out["errors"], out["summary"]
    assert errors and summary["errors"] == len(errors)
    for kind in ErrorKind:
        assert summary[kind.value] == sum(e["kind"] == kind.value for e in errors), kind
    assert summary["stands"] == sum(e["stands"] for e in errors)
    assert 0 < summary["stands"] < len(errors) or ruleset.id != "uk-2000"
    assert summary["coups_with_errors"] == len({e["line"] for e in errors})
    assert summary["invalid"] == len(out["invalid"])
    assert sum(shoe["errors"] for shoe in summary["shoes"]) == len(errors)


def _log(tmp_path: Path, lines: list[str], name: str = "log.csv") -> Path:
    path = tmp_path / name
    path.write_text("table,shoe,coup,punto,banco,result\n" + "".join(lines), encoding="utf-8")
    return path


def _plan(path: Path, jobs: int) -> ranges.Plan | None:
    """The ranges the command would cut the log at `path` into (columns left out)."""
    opened = source.open_source(path)
    try:
        return ranges.plan(opened, jobs, object(), ",")  # type: ignore[arg-type]
    finally:
        opened.close()


class Dealer:
    """Cards from one shuffled shoe of eight packs per table and shoe, so that no card turns up
    more often than the packs hold; a hand of two or three of them (not always per the
    tableau: some coups hold a drawing error)."""

    def __init__(self, seed: object) -> None:
        self.rng = random.Random(str(seed))
        self.shoes: dict[tuple[str, str], list[str]] = {}

    def hand(self, table: str, shoe: str) -> str:
        cards = self.shoes.get((table, shoe))
        if cards is None:
            pack = [rank + suit for rank in "A23456789TJQK" for suit in "SHDC"]
            cards = self.shoes[(table, shoe)] = pack * 8
            self.rng.shuffle(cards)
        return " ".join(cards.pop() for _ in range(self.rng.choice((2, 2, 3))))

    def coups(self, table: str, shoe: str, numbers: range | list[int]) -> list[str]:
        return [
            f"{table},{shoe},{n},{self.hand(table, shoe)},{self.hand(table, shoe)},\n"
            for n in numbers
        ]


@pytest.mark.parametrize(
    "case", ["gap", "repeat", "back", "reopened", "reopened-next", "goes-on", "new-shoe"]
)
def test_a_shoe_across_a_cut_is_joined_only_where_one_scan_agrees(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    uk: Ruleset,
    joins: list[bool],
    case: str,
) -> None:
    deal = Dealer(case).coups
    before = deal("T1", "1", range(1, 30)) + deal("T2", "1", range(1, 40))
    after = {
        "gap": lambda: deal("T1", "1", range(32, 55)),
        "repeat": lambda: deal("T1", "1", range(20, 45)),
        "back": lambda: deal("T1", "1", [28, *range(30, 50)]),
        "reopened": lambda: deal("T1", "2", range(1, 30)) + deal("T1", "1", range(30, 50)),
        "reopened-next": lambda: deal("T1", "2", range(1, 30)) + deal("T1", "1", [29, 31]),
        "goes-on": lambda: deal("T1", "1", range(30, 55)),
        "new-shoe": lambda: deal("T1", "2", range(1, 30)),
    }[case]()
    after = deal("T2", "2", range(1, 40)) + after
    path = _log(tmp_path, before + after)
    size = path.stat().st_size
    monkeypatch.setattr(ranges, "MIN_RANGE", size // 3)
    plan = _plan(path, 2)
    assert plan is not None
    text = path.read_bytes()
    # the cut lies among table T2's rows: T1's shoe goes on across it
    assert b"\nT1," not in text[plan.cuts[1] - 300 : plan.cuts[1] + 300]
    expected = {fmt: written(path, uk, fmt, 1) for fmt in FORMATS}
    for fmt in FORMATS:
        assert written(path, uk, fmt, 2) == expected[fmt], fmt
    # where one scan would have found otherwise, the range is read again
    assert joins == [case in ("goes-on", "new-shoe", "reopened")] * 3


@pytest.mark.parametrize(
    ("where", "quote", "joined"),
    [
        (0.35, "closed", []),
        (0.68, "closed", [True]),
        (None, "closed", [True, True]),
        (0.35, "too-long", []),
        (0.68, "too-long", [True]),
        (0.35, "to-the-end", []),
        (0.68, "to-the-end", [True]),
    ],
    ids=[
        "cut-in-first-range",
        "cut-in-second-range",
        "no-cut-inside",
        "never-closed-in-first-range",
        "never-closed-in-second-range",
        "open-to-the-end-in-first-range",
        "open-to-the-end-in-second-range",
    ],
)
def test_a_cut_inside_a_quoted_field_reads_on_to_the_end(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    uk: Ruleset,
    joins: list[bool],
    where: float | None,
    quote: str,
    joined: list[bool],
) -> None:
    """A quoted field may hold line breaks, so a cut may lie inside its row: the scan of the
    range before the cut finds its last row still open at its end and reads on to the end of
    the log (where a quote never closed is reported, when its row grows too long or at the end
    of the log, and the lines after it read again); the ranges after it are not used. Ranges
    whose cuts lie between rows are joined, quotes or not."""
    closed = quote == "closed"
    deal = Dealer(7).coups
    lines = [line for shoe in range(1, 7) for line in deal("T1", str(shoe), range(1, 50))]
    at = len(lines) if where is None else int(len(lines) * where) - 25
    # quoted fields within a line, and a quote in a field (none after a quote never closed)
    for n in range(0, len(lines) if closed else at, 9):
        fields = lines[n].split(",")
        fields[3] = f'"{fields[3]}"'
        fields[5] = 'say "banco"\n' if n % 2 else fields[5]
        lines[n] = ",".join(fields)
    long_field = '"' + "a line of a remark a dealer wrote\n" * 60 + ('"' if closed else "")
    span = None
    if where is not None:
        lines[at] = lines[at][:-1] + long_field + "\n"
        start = len("table,shoe,coup,punto,banco,result\n") + sum(map(len, lines[:at]))
        span = (start, start + len(lines[at]))
    path = _log(tmp_path, lines)
    monkeypatch.setattr(ranges, "MIN_RANGE", 2000)
    plan = _plan(path, 3)
    assert plan is not None and len(plan.cuts) == 4
    if where is not None and span is not None:  # the cut of the case is inside that row
        inside = [k for k, cut in enumerate(plan.cuts[1:-1], 1) if span[0] < cut < span[1]]
        assert inside == [1 if where < 0.5 else 2]
    if quote == "too-long":
        monkeypatch.setattr(source, "MAX_ROW", 4000)  # its row ends here, before the log
    expected = {fmt: written(path, uk, fmt, 1) for fmt in FORMATS}
    assert ("not closed within" in expected["text"]) is not closed
    for fmt in FORMATS:
        assert written(path, uk, fmt, 3) == expected[fmt]
    assert joins == joined * len(FORMATS)


def test_a_range_process_that_fails_has_its_range_read_again(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    uk: Ruleset,
    joins: list[bool],
) -> None:
    """Whatever goes wrong in a range's process, the first process reads the range itself; no
    traceback shows."""
    deal = Dealer(9).coups
    path = _log(tmp_path, [line for s in range(1, 7) for line in deal("T1", str(s), range(1, 50))])
    expected = {fmt: written(path, uk, fmt, 1) for fmt in FORMATS}
    first = os.getpid()
    line_ends = ranges._line_ends

    def failing(fd: int, start: int, end: int) -> int:
        if os.getpid() != first:
            raise OSError(5, "Input/output error")
        return line_ends(fd, start, end)

    monkeypatch.setattr(ranges, "_line_ends", failing)
    monkeypatch.setattr(ranges, "MIN_RANGE", 2000)
    for fmt in FORMATS:
        assert written(path, uk, fmt, 3) == expected[fmt]
    assert joins == []
    assert "Traceback" not in capfd.readouterr().err


def test_line_numbers_after_cr_line_ends(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uk: Ruleset, joins: list[bool]
) -> None:
    """CR alone, CRLF and LF in one log: a later range's lines are numbered as one scan does."""
    deal = Dealer(5).coups
    ends = ["\n", "\r\n", "\r"]
    coups = [line for shoe in range(1, 9) for line in deal("T1", str(shoe), range(1, 51))]
    lines = [line[:-1] + ends[i % 3] for i, line in enumerate(coups)]
    lines[350] = "T1,1,351,9S XH,2C 3D,\n"  # a bad card: reported with its line
    path = _log(tmp_path, lines)
    monkeypatch.setattr(ranges, "MIN_RANGE", 3000)
    expected = {fmt: written(path, uk, fmt, 1) for fmt in FORMATS}
    assert ":352:" in expected["text"].replace("log.csv:", ":")
    for fmt in FORMATS:
        assert written(path, uk, fmt, 4) == expected[fmt]
    assert any(joins)


def test_many_findings_held_for_a_coup_waiting_across_a_cut(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uk: Ruleset, joins: list[bool]
) -> None:
    """A table leaves a coup waiting for its next card and comes back only later: one scan
    holds the findings of the other tables meanwhile, and lets them out early past MAX_HELD."""
    waiting = "T1,1,1,2C 3D,4C 3S,\n"  # punto 5 stands, banco 7 stands: fine; then an error:
    waiting += "T1,1,2,9S KH,2C 3D,\n"  # banco 5 against a natural 9: must not draw... it did not
    waiting += "T1,1,3,2C 3D 5H 6H,AC 6D,\n"  # an over-draw: the correction needs the next card
    deal = Dealer(7).coups
    others = [line for shoe in range(1, 9) for line in deal("T2", str(shoe), range(1, 50))]
    lines = [waiting, *others, "T1,1,4,KH 9H,6C AC,\n"]
    path = _log(tmp_path, lines)
    monkeypatch.setattr(scan, "MAX_HELD", 40)
    monkeypatch.setattr(ranges, "MIN_RANGE", 1500)
    expected = {fmt: written(path, uk, fmt, 1) for fmt in FORMATS}
    for fmt in FORMATS:
        assert written(path, uk, fmt, 5) == expected[fmt]


@pytest.mark.parametrize("where", [0.3, 0.7])
def test_an_endless_line_ends_the_log_in_whichever_range(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uk: Ruleset, where: float
) -> None:
    deal = Dealer(11).coups
    lines = [line for shoe in range(1, 11) for line in deal("T1", str(shoe), range(1, 50))]
    at = int(len(lines) * where)
    lines[at] = "T1,1,x," + "9" * 300_000 + "\n"
    path = _log(tmp_path, lines)
    monkeypatch.setattr(source, "MAX_SKIP", 100_000)
    monkeypatch.setattr(ranges, "MIN_RANGE", 4000)
    expected = {fmt: written(path, uk, fmt, 1) for fmt in FORMATS}
    assert "no end within" in expected["text"]
    for fmt in FORMATS:
        assert written(path, uk, fmt, 6) == expected[fmt]


def test_a_small_or_unusual_log_is_read_in_one_pass(tmp_path: Path, uk: Ruleset) -> None:
    small = _log(tmp_path, Dealer(13).coups("T1", "1", range(1, 50)))
    assert _plan(small, 8) is None


@st.composite
def logs(draw: st.DrawFn) -> str:
    """A log of a few tables whose dealers do everything: change and reuse shoes, skip, repeat
    and go back in coup numbers, deal too many of a card, write bad rows and blank lines; and
    in some logs quote fields, break lines inside them and leave a quote open."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    quotes = draw(st.booleans())
    deal = Dealer(rng.random())
    tables = [f"T{n}" for n in range(1, draw(st.integers(1, 4)) + 1)]
    shoe = dict.fromkeys(tables, 1)
    number = dict.fromkeys(tables, 0)
    lines = []
    for _ in range(draw(st.integers(50, 400))):
        table = rng.choice(tables)
        roll = rng.random()
        if roll < 0.03:
            shoe[table] += 1
            number[table] = 0
        elif roll < 0.04:
            shoe[table] = max(1, shoe[table] - 1)  # an earlier shoe again
        elif roll < 0.06:
            number[table] += 2  # a gap
        elif roll < 0.08:
            number[table] -= 1  # a repeated number
        elif roll < 0.09:
            number[table] -= 3  # back
        number[table] += 1
        if len(deal.shoes.get((table, str(shoe[table])), "x" * 30)) < 30:
            shoe[table] += 1  # the shoe is nearly dealt
            number[table] = 1
        punto, banco = deal.hand(table, str(shoe[table])), deal.hand(table, str(shoe[table]))
        if rng.random() < 0.03:
            punto = "9S 9S 9S"  # more of a card than a shoe may hold, in time
        result = rng.choice(["", "punto", "banco", "tie", "P", "b"])
        if quotes and rng.random() < 0.1:  # quoted fields, a quote in a field, line breaks
            punto = f'"{punto}"'
            result = rng.choice(['"banco"', 'say "banco"', '"pun\nto"', '"a\n\nremark\n"'])
        line = f"{table},{shoe[table]},{number[table]},{punto},{banco},{result}\n"
        if rng.random() < 0.03:
            line = rng.choice(["\n", "   \n", f"{table},,{number[table]},9S KH,2C 3D,\n", "x\n"])
        lines.append(line)
    if quotes and rng.random() < 0.2:  # a quote never closed
        lines.insert(rng.randrange(len(lines) + 1), 'T1,1,1,9S KH,2C 3D,"open\n')
    return "".join(lines)


def _as_json_lines(text: str, newline: str) -> bytes:
    """A CSV log's rows as JSON Lines (a row of two fields or more as a record of the header's
    fields; a line of less as it is)."""
    header, *rows = csv.reader(io.StringIO("table,shoe,coup,punto,banco,result\n" + text))
    lines = []
    for row in rows:
        if len(row) < 2:
            lines.append("".join(row))
            continue
        row = (row + [""] * len(header))[: len(header)]
        lines.append(json.dumps(dict(zip(header, row, strict=True)), ensure_ascii=False))
    return "".join(line + newline for line in lines).encode()


@given(
    logs(),
    st.integers(60, 1500),
    st.integers(2, 6),
    st.sampled_from(["\n", "\r\n"]),
    st.sampled_from(["csv", "jsonl"]),
)
@settings(max_examples=40, deadline=None)
def test_any_log_cut_anywhere_gives_the_one_scans_report(
    uk: Ruleset, text: str, size: int, jobs: int, newline: str, form: str
) -> None:
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        path = Path(folder) / f"log.{form}"
        if form == "jsonl":
            path.write_bytes(_as_json_lines(text, newline))
        else:
            path.write_bytes(
                ("table,shoe,coup,punto,banco,result\n" + text).replace("\n", newline).encode()
            )
        expected = {fmt: written(path, uk, fmt, 1) for fmt in ("json", "csv")}
        patch.setattr(ranges, "MIN_RANGE", size)
        for fmt in ("json", "csv"):
            assert written(path, uk, fmt, jobs) == expected[fmt], fmt


@given(st.binary().map(lambda b: bytes(b"ab\r\n"[x % 4] for x in b)), st.data())
@settings(max_examples=300, deadline=None)
def test_line_ends_are_counted_as_the_reader_counts_them(data: bytes, pick: st.DataObject) -> None:
    """LF, CRLF and CR alone, however the bytes fall into the chunks they are read in."""
    start = pick.draw(st.integers(0, len(data)))
    end = pick.draw(st.integers(start, len(data)))
    expected = len(io.StringIO(data[start:end].decode(), newline=None).readlines())
    if data[start:end] and data[start:end].decode()[-1:] not in "\r\n":
        expected -= 1  # the last line has no end
    with tempfile.TemporaryFile() as file, pytest.MonkeyPatch.context() as patch:
        file.write(data)
        file.flush()
        patch.setattr(ranges, "CHUNK", pick.draw(st.integers(2, 9)))
        assert ranges._line_ends(file.fileno(), start, end) == expected


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_later_ranges_are_smaller_by_what_their_processes_do_besides(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, newline: str
) -> None:
    """Range k's process also counts the line ends before it (CRLF costs more to count), so
    the cuts leave each range a little smaller than the one before; each cut is a line start."""
    deal = Dealer(6).coups
    lines = [line for s in range(1, 21) for line in deal("T1", str(s), range(1, 40))]
    path = tmp_path / "log.csv"
    header = "table,shoe,coup,punto,banco,result\n"
    path.write_bytes((header + "".join(lines)).replace("\n", newline).encode())
    monkeypatch.setattr(ranges, "MIN_RANGE", 1000)
    plan = _plan(path, 4)
    assert plan is not None and len(plan.cuts) == 5
    sizes = [b - a for a, b in itertools.pairwise(plan.cuts)]
    assert sizes == sorted(sizes, reverse=True) and sizes[0] > sizes[-1]
    overhead = ranges.CRLF_OVERHEAD if newline == "\r\n" else ranges.LF_OVERHEAD
    assert sizes[-1] / sizes[0] == pytest.approx((1 - overhead) ** 3, abs=0.03)
    text = path.read_bytes()
    assert all(text[cut - 1 : cut] == b"\n" for cut in plan.cuts[1:-1])


def _verified(
    path: Path, ruleset: Ruleset, jobs: int, meddle: Callable[[Path], None] | None = None
) -> tuple[str, Report]:
    """The JSON report of `path` and the report, `meddle(path)` called once as verifying goes."""
    out = io.StringIO()
    writer = report.JsonWriter(out, ruleset.id)
    result = Report(ruleset.id, keep=False, forward=writer)
    pending = [meddle] if meddle is not None else []

    def progress(_done: int, _total: int) -> None:
        if pending:
            pending.pop()(path)

    verify_logs([path], ruleset, report=result, jobs=jobs, progress=progress)
    writer.finish(result)
    return out.getvalue(), result


def _grow(path: Path) -> None:
    """The log's rows written again after its end."""
    rows = path.read_bytes().partition(b"\n")[2]
    with path.open("ab") as log:
        log.write(rows)


def _shrink(path: Path) -> None:
    os.truncate(path, path.stat().st_size // 2)


def _rewrite(path: Path) -> None:
    """The same size, other bytes, written a second later (the clock's tick may be coarse)."""
    data = path.read_bytes()
    path.write_bytes(data.replace(b"PB1", b"PB7"))
    later = path.stat().st_mtime_ns + 1_000_000_000
    os.utime(path, ns=(later, later))


@pytest.mark.parametrize(
    "change", [_grow, _shrink, _rewrite], ids=["grows", "shrinks", "rewritten"]
)
@pytest.mark.parametrize("jobs", [1, 5])
def test_a_log_written_to_while_it_is_read_is_named(
    log: tuple[Ruleset, list[list[str]], bool],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    jobs: int,
    change: Callable[[Path], None],
) -> None:
    """A table's system may still write today's log while a supervisor verifies it. Every read
    path reads the bytes the file held when reading began, and the report says the file changed
    (the command exits 2): its findings may not be those of the file as it is now."""
    ruleset, rows, _ = log
    path = tmp_path / "log.csv"
    path.write_bytes(render(rows, "lf"))
    size = path.stat().st_size
    monkeypatch.setattr(ranges, "MIN_RANGE", 700)
    expected, untouched = _verified(path, ruleset, jobs)
    assert untouched.unreadable == []
    got, result = _verified(path, ruleset, jobs, change)
    now = path.stat().st_size
    assert result.unreadable == [
        f"{path}: was written to while it was read (it held {size} bytes when reading began and "
        f"holds {now} now); the report may not match it: verify it again when nothing writes "
        "to it"
    ]
    assert json.loads(got)["summary"]["unreadable"] == result.unreadable
    if change is _grow:  # the rows written after reading began are not read, by any path
        assert got.replace(json.dumps(result.unreadable), "[]") == expected
    path.write_bytes(render(rows, "lf"))
    assert _verified(path, ruleset, jobs)[1].unreadable == []


def test_one_pass_reads_with_what_every_platform_has(
    log: tuple[Ruleset, list[list[str]], bool], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows has no os.pread or os.preadv (nor fork, so no ranges): one pass over a file,
    bounded by its size, does without them and gives the same report."""
    ruleset, rows, _ = log
    path = tmp_path / "log.csv"
    path.write_bytes(render(rows, "crlf"))
    expected = written(path, ruleset, "json", 1)
    monkeypatch.delattr(os, "pread")
    monkeypatch.delattr(os, "preadv")
    assert written(path, ruleset, "json", 1) == expected
