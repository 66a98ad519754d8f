"""Verifying a CSV log a chunk of lines at a time finds exactly what one csv pass finds."""

from __future__ import annotations

import csv
import io
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiosk.domain.cards import PACK
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.verify import verifier
from kiosk.verify.findings import Report
from kiosk.verify.logfile import LogFormat
from kiosk.verify.scan import Context, Scanner
from kiosk.verify.simulate import simulate, write_log
from kiosk.verify.verifier import verify_logs

UK = find_ruleset("uk-2000")


def one_pass(path: Path, ruleset: Ruleset) -> Scanner:
    """The reference: every row read by the csv module and fed to Scanner.run."""
    layout = verifier._csv_layout(path, str(path))
    text = path.read_bytes()[layout.data_start :].decode("utf-8", errors="replace")
    scanner = Scanner(Context(ruleset), str(path), layout.columns, line_offset=1)
    scanner.run(csv.reader(io.StringIO(text, newline=""), delimiter=layout.delimiter))
    scanner.finish()
    return scanner


def assert_same(report: Report, scanner: Scanner) -> None:
    assert report.errors == scanner.errors
    assert report.invalid == scanner.invalid
    assert report.coups == scanner.coups
    assert [(s.table, s.shoe, s.coups, s.invalid, s.errors) for s in report.shoes] == [
        (s.table, s.shoe, s.summary.coups, s.summary.invalid, s.summary.errors)
        for s in scanner.shoes.values()
    ]


@pytest.fixture(params=[200, 4096, 1 << 20], ids=["tiny", "small", "whole"])
def chunk_bytes(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(verifier, "CHUNK_BYTES", request.param)
    return int(request.param)


def _simulated(tmp_path: Path, ruleset: Ruleset, tables: int, seed: int) -> str:
    out = io.StringIO()
    write_log(simulate(ruleset, 1200, 0.1, seed=seed, tables=tables), out, LogFormat.CSV)
    return out.getvalue()


@pytest.mark.parametrize("tables", [1, 3])
@pytest.mark.parametrize("ruleset_id", ["uk-2000", "schaanwald"])
def test_simulated_logs(tmp_path: Path, chunk_bytes: int, tables: int, ruleset_id: str) -> None:
    ruleset = find_ruleset(ruleset_id)
    path = tmp_path / "log.csv"
    path.write_text(_simulated(tmp_path, ruleset, tables, seed=tables), encoding="utf-8")
    report = verify_logs([path], ruleset)
    assert report.errors and report.coups == 1200
    assert_same(report, one_pass(path, ruleset))


def _mangle(text: str, rng: random.Random) -> str:
    """Spellings the fast path does not take, bad rows of every kind, blank lines."""
    lines = text.split("\n")
    out = [lines[0]]
    for line in lines[1:]:
        if not line:
            continue
        fields = line.split(",")
        roll = rng.random()
        if roll < 0.03:
            fields[4] = fields[4].lower()
        elif roll < 0.05:
            fields[5] = fields[5].replace("T", "10")
        elif roll < 0.06:
            fields[6] = fields[6].upper()
        elif roll < 0.07:
            fields[7] = rng.choice(["TRUE", "Yes", "maybe", " no", "1"])
        elif roll < 0.08:
            fields[4] = fields[4] + " " + rng.choice(PACK).code
        elif roll < 0.09:
            fields[5] = rng.choice(["", "9S", "9S XH", "9S  KH", " 9S KH", "AS AS"])
        elif roll < 0.10:
            fields[2] = rng.choice(["", " "])
        elif roll < 0.11:
            fields[rng.choice([0, 1])] = rng.choice(["", " ", "X"])
        elif roll < 0.12:
            fields = fields[: rng.randrange(len(fields))]
        elif roll < 0.13:
            out.append("")
        elif roll < 0.14:
            fields[6] = rng.choice(["P", "b", "Tie", "player", "pUnTo", "  "])
        out.append(",".join(fields))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("seed", [1, 2])
def test_mangled_logs(tmp_path: Path, chunk_bytes: int, seed: int) -> None:
    rng = random.Random(seed)
    path = tmp_path / "log.csv"
    path.write_text(_mangle(_simulated(tmp_path, UK, 2, seed), rng), encoding="utf-8")
    report = verify_logs([path], UK)
    assert report.invalid
    assert_same(report, one_pass(path, UK))


def test_crlf_lines_and_a_byte_order_mark(tmp_path: Path, chunk_bytes: int) -> None:
    path = tmp_path / "log.csv"
    text = _simulated(tmp_path, UK, 2, 5).replace("\n", "\r\n")
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    assert_same(verify_logs([path], UK), one_pass(path, UK))


def test_a_quote_half_way_reads_the_rest_with_the_csv_module(
    tmp_path: Path, chunk_bytes: int
) -> None:
    lines = _simulated(tmp_path, UK, 1, 6).split("\n")
    lines[600] = lines[600].rsplit(",", 1)[0] + ',"maybe\nnot"'
    path = tmp_path / "log.csv"
    path.write_text("\n".join(lines), encoding="utf-8")
    report = verify_logs([path], UK)
    assert [i.line for i in report.invalid] == [601]
    assert_same(report, one_pass(path, UK))


def test_cards_beyond_the_packs_across_chunks(tmp_path: Path, chunk_bytes: int) -> None:
    rows = [f"1,1,{n},AS AS,KD QD,banco,no" for n in range(1, 9)]
    rows += [f"2,1,{n},2C 3C,4C 5C,banco,no" for n in range(1, 4)]
    rows += [f"1,1,{n},AS 7C,KD QD,punto,no" for n in range(9, 40)]
    rows += [f"1,2,{n},AS AS,QH 7S,punto,no" for n in range(1, 40)]
    path = tmp_path / "log.csv"
    path.write_text("table,shoe,coup,punto,banco,result,flagged\n" + "\n".join(rows) + "\n")
    report = verify_logs([path], UK)
    assert report.invalid
    assert_same(report, one_pass(path, UK))


def test_semicolons_and_columns_in_another_order(tmp_path: Path, chunk_bytes: int) -> None:
    records = list(csv.reader(io.StringIO(_simulated(tmp_path, UK, 2, 7))))
    order = [5, 7, 0, 4, 2, 1, 6, 3]
    text = "\n".join(";".join(r[i] for i in order) for r in records) + "\n"
    path = tmp_path / "log.csv"
    path.write_text(text, encoding="utf-8")
    assert_same(verify_logs([path], UK), one_pass(path, UK))


field = st.one_of(
    st.sampled_from(["", " ", "1", "2", "yes", "no", "P", "banco", "tie", "TRUE", "x"]),
    st.lists(st.sampled_from([c.code for c in PACK[:6]] + ["as", "10H", "ZZ"]), max_size=4).map(
        " ".join
    ),
    st.text(alphabet='AS 2K,;\t\r\n"é', max_size=6),
)


@given(st.lists(st.lists(field, min_size=5, max_size=8), max_size=30))
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=60)
def test_arbitrary_rows_agree(tmp_path: Path, rows: list[list[str]]) -> None:
    """Fields written as they are (no quoting): stray delimiters, line breaks, quotes."""
    text = "table,shoe,coup,punto,banco,result,flagged\n"
    text += "".join(",".join(row) + "\n" for row in rows)
    path = tmp_path / "log.csv"
    path.write_bytes(text.encode())
    default = verifier.CHUNK_BYTES
    for size in (64, 1 << 20):
        verifier.CHUNK_BYTES = size
        try:
            report = verify_logs([path], UK)
        finally:
            verifier.CHUNK_BYTES = default
        assert_same(report, one_pass(path, UK))
