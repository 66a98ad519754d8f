"""Issue 16: each defect the reader had, on the input that showed it."""

from __future__ import annotations

import csv
import io
import json
import os
import sys
import threading
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from kiosk.cli import main
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.verify import source
from kiosk.verify.findings import Report
from kiosk.verify.report import JsonWriter
from kiosk.verify.verifier import verify_logs
from tests.verify.conftest import HEADER, fed_fifo, write_csv


@pytest.mark.slow
def test_1_a_shoe_holds_no_more_than_its_packs_however_often_a_row_repeats(
    tmp_path: Path, uk: Ruleset
) -> None:
    rows = ["T1,1,1,9S KH,2C 3D,punto,no"] * 150
    report = verify_logs([write_csv(tmp_path, rows)], uk)
    assert report.coups == 8 and len(report.invalid) == 142
    assert all("impossible card" in i.reason for i in report.invalid)
    numbered = [f"T1,1,{n},9S KH,2C 3D,punto,no" for n in range(1, 3001)]
    report = verify_logs([write_csv(tmp_path, numbered, name="long.csv")], uk)
    assert report.coups == 8 and len(report.invalid) == 2992


@pytest.mark.parametrize("fast", [True, False])
@pytest.mark.parametrize("copies", [9, 10, 127, 128, 129, 255, 256, 300, 2000])
@pytest.mark.slow
def test_1_one_hand_holds_no_more_of_a_card_than_the_packs(
    tmp_path: Path, uk: Ruleset, copies: int, fast: bool
) -> None:
    """However many copies of one card a single hand names, that card is beyond the packs (a
    count that ran into the next card's count would hide it)."""
    hand = " ".join(["9S"] * copies)
    rows = [f"T1,1,1,{hand},KH KD,,", f"T1,1,2,{hand},{hand},,", "T1,1,3,2C 3D,KH KD,,"]
    report = verify_logs([write_csv(tmp_path, rows)], uk, fast=fast)
    assert [i.line for i in report.invalid] == [2, 3]
    assert all(i.reason.startswith("impossible card 9S:") for i in report.invalid)
    assert report.coups == 1


def test_2_crlf_reads_like_lf(tmp_path: Path, uk: Ruleset) -> None:
    rows = [
        "1,1,1,9S KH,2C 3D,punto,no",
        '1,1,2,"9S KH","2C 3D 5H",punto,no',
        "1,1,3,9S XX,2C 3D,,",
    ]
    lf = tmp_path / "lf.csv"
    crlf = tmp_path / "crlf.csv"
    lf.write_bytes((HEADER + "\n".join(rows) + "\n").encode())
    crlf.write_bytes((HEADER.replace("\n", "\r\n") + "\r\n".join(rows) + "\r\n").encode())
    a, b = verify_logs([lf], uk), verify_logs([crlf], uk)
    assert (
        [(e.line, e.kind) for e in a.errors]
        == [(e.line, e.kind) for e in b.errors]
        == [(3, a.errors[0].kind)]
    )
    assert [(i.line, i.reason) for i in a.invalid] == [(i.line, i.reason) for i in b.invalid]
    assert a.coups == b.coups == 2


@pytest.mark.slow
def test_3_standard_input_is_read_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = (HEADER + "1,1,1,9S KH,2C 3D,punto,no\n1,1,2,9S KH,2C 3D 5H,punto,no\n").encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert main(["verify", "-", "--ruleset", "uk-2000", "--format", "json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["coups"] == 2 and out["summary"]["files"] == ["-"]
    # a named pipe (what `<(...)` gives) is read once, front to back, without seeking
    fifo = tmp_path / "log.fifo"
    os.mkfifo(fifo)
    feeder = threading.Thread(target=lambda: fifo.write_bytes(data))
    feeder.start()
    assert main(["verify", str(fifo), "--ruleset", "uk-2000"]) == 1
    feeder.join()
    assert "2 coups verified" in capsys.readouterr().out


@pytest.mark.parametrize("punto", ["9S KH", "9S KH 4D"])
def test_4_a_blank_coup_number_is_refused_on_any_row(
    tmp_path: Path, uk: Ruleset, punto: str
) -> None:
    report = verify_logs([write_csv(tmp_path, [f"1,1,  ,{punto},2C 3D,punto,no"])], uk)
    assert report.coups == 0
    assert [i.reason for i in report.invalid] == ["coup is missing or empty"]


@pytest.mark.slow
def test_5_huge_fields_and_deep_json_are_rows_with_a_short_reason(
    tmp_path: Path, uk: Ruleset, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = ["1,1,1,9S KH,2C 3D,punto,no", "1,1,2,9S " + "K" * 10_000_000 + ",2C 3D,,"]
    rows += ["1,1,3,9S KH,2C 3D 5H,punto,no"]
    report = verify_logs([write_csv(tmp_path, rows)], uk)
    (row,) = report.invalid
    assert row.line == 3 and "longer than" in row.reason and len(row.reason) < 200
    assert report.coups == 2 and [e.line for e in report.errors] == [4]  # later rows verified
    deep = tmp_path / "deep.jsonl"
    good = '{"table": "1", "shoe": "1", "coup": 1, "punto": "9S KH", "banco": "2C 3D"}\n'
    deep.write_text(good + "[" * 30_000 + "\n", encoding="utf-8")
    report = verify_logs([deep], uk)
    assert report.coups == 1 and "nested too deeply" in report.invalid[0].reason
    assert main(["verify", "/dev/zero", "--ruleset", "uk-2000"]) == 2
    err = capsys.readouterr().err
    assert "/dev/zero" in err and "device" in err and "Traceback" not in err


def test_5_an_endless_line_from_a_pipe_is_bounded(tmp_path: Path, uk: Ruleset) -> None:
    with fed_fifo(tmp_path, b"", 64) as fifo:  # 32 MB of zero bytes, no line end
        report = verify_logs([fifo], uk)
    assert report.coups == 0 and report.unreadable


@pytest.mark.slow
def test_6_csv_output_has_the_unreadable_rows(tmp_path: Path) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D 5H,punto,yes", "1,1,2,9S XX,2C 3D,,"])
    out = tmp_path / "out.csv"
    args = ["verify", str(path), "--ruleset", "uk-2000", "--format", "csv", "--output", str(out)]
    assert main(args) == 1
    rows = list(csv.DictReader(out.read_text(encoding="utf-8").splitlines()))
    assert [(r["row"], r["line"]) for r in rows] == [("error", "2"), ("invalid", "3")]
    assert "XX" in rows[1]["reason"] and rows[0]["reason"] == ""


def test_7_and_8_an_unclosed_quote_is_located_and_the_rows_after_it_are_verified(
    tmp_path: Path, uk: Ruleset
) -> None:
    rows = ["1,1,1,9S KH,2C 3D,punto,no", '1,1,2,"9S KH,2C 3D,punto,no']
    rows += [f"1,1,{n},9S KH,2C 3D 5H,punto,no" for n in range(3, 6)]
    report = verify_logs([write_csv(tmp_path, rows)], uk)
    (row,) = report.invalid
    assert row.line == 3 and "quote" in row.reason
    assert report.coups == 4 and [e.line for e in report.errors] == [4, 5, 6]
    # a quote that stays open for more than a row may hold: reported, the rest still read
    rows = ['1,1,1,"9S KH'] + ["x" * 1000] * 100 + ["1,1,2,9S KH,2C 3D 5H,punto,no"]
    report = verify_logs([write_csv(tmp_path, rows, name="b.csv")], uk)
    assert report.invalid[0].line == 2 and "quote" in report.invalid[0].reason
    assert [e.line for e in report.errors] == [103]


def test_9_a_column_named_twice_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,1"], header="table,shoe,coup,punto,banco,coup\n")
    assert main(["verify", str(path), "--ruleset", "uk-2000"]) == 2
    err = capsys.readouterr().err
    assert "line 1" in err and "coup" in err and "more than once" in err


def test_9_a_field_named_twice_in_a_json_record_makes_it_unreadable(tmp_path: Path) -> None:
    """JSON takes the last of two values of one name, other readers the first: a record that
    names "banco" twice (the first with a third card, the second without) is not read, with
    its line and the name; the records around it are."""
    path = tmp_path / "log.jsonl"
    records = [
        '{"table": "T1", "shoe": "1", "coup": 1, "punto": "9S KH", "banco": "2C 3D"}',
        '{"table": "T1", "shoe": "1", "coup": 2, "punto": "9S KH", "banco": "2C 3D 5H", '
        '"banco": "2C 3D"}',
        '{"table": "T1", "shoe": "1", "coup": 3, "punto": "9S KH", "banco": "2C 3D", '
        '"note": {"by": "a", "by": "b"}}',
        '{"table": "T1", "shoe": "1", "coup": 4, "punto": "9S KH", "banco": "2C 3D", '
        '"x\\u001b[2J": 1, "x\\u001b[2J": 2}',
        '{"table": "T1", "shoe": "1", "coup": 5, "punto": "9S KH", "banco": "2C 3D"}',
    ]
    path.write_text("\n".join(records) + "\n", encoding="utf-8")
    report = verify_logs([path], find_ruleset("uk-2000"))
    assert report.coups == 2 and not report.errors
    assert [(row.line, row.reason) for row in report.invalid] == [
        (2, 'the record names "banco" more than once; each name may appear only once'),
        (3, 'the record names "by" more than once; each name may appear only once'),
        (4, 'the record names "x\\u001b[2J" more than once; each name may appear only once'),
    ]


def test_a_header_cannot_write_to_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A column named twice is named in the message with a terminal's escape sequence in it
    written as its escape."""
    header = "table,shoe,coup,punto,banco,x\x1b[2J\u2028,x\x1b[2J\u2028\n"
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,a,b"], header=header)
    assert main(["verify", str(path), "--ruleset", "uk-2000"]) == 2
    err = capsys.readouterr().err
    assert "the column x\\x1b[2j more than once" in err  # (names are read in lower case)
    assert err.endswith("\n") and err[:-1].isprintable()


def test_10_coup_numbers_are_checked(tmp_path: Path, uk: Ruleset) -> None:
    rows = [
        "1,1,1,9S KH,2C 3D,,",
        "1,1,x,9S KH,2C 3D,,",  # not a number
        "1,1,-2,9S KH,2C 3D,,",  # negative
        "1,1,2,9S KH,2C 3D,,",
        "1,1,2,9S KH,2C 3D,,",  # repeated
        "1,1,5,9S KH,2C 3D,,",  # a gap
        "1,1,4,9S KH,2C 3D,,",  # out of order
    ]
    report = verify_logs([write_csv(tmp_path, rows)], uk)
    assert [i.line for i in report.invalid] == [3, 4]
    assert all("not a coup number" in i.reason for i in report.invalid)
    (shoe,) = report.shoes
    assert (shoe.repeated, shoe.gaps, shoe.disorder, shoe.first_sequence_line) == (1, 1, 1, 6)


@pytest.mark.parametrize(("next_no", "used"), [("2", True), ("3", False)])
def test_10_the_next_card_comes_only_from_the_coup_that_directly_follows(
    tmp_path: Path, uk: Ruleset, next_no: str, used: bool
) -> None:
    # punto 5 stood (an under-draw); banco 7 stands anyway: the correction needs one more card
    rows = ["1,1,1,2C 3D,4C 3S,banco,no", f"1,1,{next_no},9S KH,2H 3H,punto,no"]
    report = verify_logs([write_csv(tmp_path, rows)], uk)
    (error,) = report.errors
    if used:
        assert error.correct is not None and error.used_next_card
        assert [c.code for c in error.correct.punto] == ["2C", "3D", "9S"]
    else:
        assert error.correct is None


def test_11_utf16_logs_are_read_and_bad_bytes_name_the_encoding(
    tmp_path: Path, uk: Ruleset
) -> None:
    text = HEADER.replace(",", "\t") + "1\t1\t1\t9S KH\t2C 3D 5H\tpunto\tno\n"
    unicode_text = tmp_path / "excel.txt"
    unicode_text.write_bytes(b"\xff\xfe" + text.replace("\n", "\r\n").encode("utf-16-le"))
    report = verify_logs([unicode_text], uk)
    assert report.unreadable == [] and report.coups == 1 and len(report.errors) == 1
    latin = write_csv(tmp_path, [])
    latin.write_bytes(HEADER.encode() + "1,1,1,9S KH,2C 3D,punto,nö\n".encode("latin-1"))
    report = verify_logs([latin], uk)
    assert "cannot be decoded as UTF-8" in report.invalid[0].reason


@pytest.mark.parametrize("name", ["empty.csv", "empty.jsonl", "header-only.csv"])
@pytest.mark.slow
def test_12_no_coups_is_one_rule_for_every_format(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    path = tmp_path / name
    path.write_text(HEADER if name.startswith("header") else "", encoding="utf-8")
    assert main(["verify", str(path), "--ruleset", "uk-2000"]) == 2
    assert "no coup could be read" in capsys.readouterr().err


def _peak(tmp_path: Path, uk: Ruleset, errors: int) -> int:
    # every coup over-drawn; a new shoe every 8 coups so that no card runs out
    rows = [f"1,{n // 8},{n % 8 + 1},9S KH,2C 3D 5H,punto,no" for n in range(errors)]
    path = write_csv(tmp_path, rows, name=f"e{errors}.csv")
    with open(os.devnull, "w", encoding="utf-8") as out:
        writer = JsonWriter(out, uk.id)
        report = Report(uk.id, keep=False, forward=writer)
        tracemalloc.start()
        verify_logs([path], uk, report=report)
        writer.finish(report)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert report.error_total == errors
    return peak


@pytest.mark.slow
def test_13_memory_does_not_grow_with_the_errors(tmp_path: Path, uk: Ruleset) -> None:
    small, large = _peak(tmp_path, uk, 2_000), _peak(tmp_path, uk, 20_000)
    # per-shoe summaries remain (one per 8 coups here); the errors themselves are not kept
    assert (large - small) / 18_000 < 400


def test_source_limits_are_what_the_messages_say() -> None:
    assert source.MAX_LINE < 131072  # below the csv module's own field limit


def test_13_errors_held_for_line_order_are_bounded(
    tmp_path: Path, uk: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table leaves a coup waiting for its next card and never comes back."""
    from kiosk.verify import scan

    monkeypatch.setattr(scan, "MAX_HELD", 50)
    rows = ["A,1,1,2C 3D,4C 3S,banco,no"]  # punto under-drew: the correction needs a card
    rows += [f"B,{n // 8},{n % 8 + 1},9S KH,2C 3D 5H,punto,no" for n in range(200)]
    report = verify_logs([write_csv(tmp_path, rows)], uk)
    lines = [e.line for e in report.errors]
    assert len(lines) == 201 and lines[0] == 3 and lines.index(2) > 50  # it came when resolved
    assert sorted(e.line for e in report.errors) == list(range(2, 203))


@pytest.mark.slow
def test_13_a_table_on_every_row_each_leaving_a_coup_waiting(tmp_path: Path, uk: Ruleset) -> None:
    """A log whose table column changes on every row (a row number, say): every coup waits for
    its table's next coup, which never comes. Each is settled at the end of the log without
    looking again at all the lines still waiting (that took hours for a million rows)."""
    tables = 30_000
    rows = [f"T{n},1,1,2C 3D,4C 3S,banco,no" for n in range(tables)]  # punto under-drew
    out = io.StringIO()
    writer = JsonWriter(out, uk.id)
    report = Report(uk.id, keep=False, forward=writer)
    verify_logs([write_csv(tmp_path, rows)], uk, report=report)
    writer.finish(report)
    errors = json.loads(out.getvalue())["errors"]
    assert [e["line"] for e in errors] == list(range(2, tables + 2))
    assert all(e["correct"] is None for e in errors)


@pytest.mark.slow
def test_13_lines_no_longer_waiting_do_not_pile_up(uk: Ruleset) -> None:
    """Table A leaves a coup waiting and never comes back; table B's coups each wait for its
    next one and are settled by it. The lines that waited do not stay behind A's."""
    from kiosk.verify import scan
    from kiosk.verify.logfile import read_header

    class Rows:
        line_num = 1

        def blocks(self):  # type: ignore[no-untyped-def]
            rows = [["A", "1", "1", "2C 3D", "4C 3S", "banco", "no"]]
            # punto under-drew in each, from a new shoe every 8 coups so no card runs out
            rows += [
                ["B", str(n // 8), str(n % 8 + 1), "2C 3D", "4C 3S", "banco", "no"]
                for n in range(5_000)
            ]
            yield enumerate(rows, 2)

    found = Report(uk.id)
    columns = read_header(HEADER.strip().split(","), "log.csv")
    scanner = scan.Scanner(scan.Context(uk), "log.csv", columns, found)
    scanner.run(Rows())
    assert len(scanner._held) <= scan.MAX_HELD + 2  # A's coup and B's last one wait
    assert not found.errors or found.errors[0].line > 2
    scanner.finish(found)
    assert sorted(e.line for e in found.errors) == list(range(2, 5_003))


@pytest.mark.slow
def test_a_folder_or_a_missing_file_is_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["verify", str(tmp_path), str(tmp_path / "gone.csv"), "--ruleset", "uk-2000"]) == 2
    err = capsys.readouterr().err
    assert "folder" in err and "gone.csv" in err and "Traceback" not in err


@pytest.mark.skipif(not Path("/proc/self/mounts").is_file(), reason="no /proc")
@pytest.mark.slow
def test_a_file_that_says_it_is_empty_is_read_to_its_end(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A file of /proc says it holds 0 bytes and still has lines: it is read as a pipe is (here,
    its first line is no coup log's header), not taken for an empty file."""
    assert os.stat("/proc/self/mounts").st_size == 0
    assert main(["verify", "/proc/self/mounts", "--ruleset", "uk-2000"]) == 2
    err = capsys.readouterr().err
    assert "(the header) has no column table" in err and "no coup could be read" not in err


def _grow(path: Path) -> None:
    """The log's rows written again after its end."""
    with path.open("ab") as log:
        log.write(path.read_bytes().partition(b"\n")[2])


def _shrink(path: Path) -> None:
    os.truncate(path, path.stat().st_size // 2)


def _rewrite(path: Path) -> None:
    """The same size, other bytes, written a second later (the clock's tick may be coarse)."""
    path.write_bytes(path.read_bytes().replace(b"T1,", b"T7,"))
    later = path.stat().st_mtime_ns + 1_000_000_000
    os.utime(path, ns=(later, later))


@pytest.mark.parametrize(
    "change", [_grow, _shrink, _rewrite], ids=["grows", "shrinks", "rewritten"]
)
@pytest.mark.slow
def test_a_log_written_to_while_it_is_read_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uk: Ruleset, change: Any
) -> None:
    """A table's system may still write today's log while a supervisor verifies it. The bytes
    the file held when reading began are read, and the report says the file changed (the
    command exits 2): its findings may not be those of the file as it is now."""
    monkeypatch.setattr(source, "BLOCK", 4096)
    rows = [f"T1,{n // 8},{n % 8 + 1},9S KH,2C 3D 5H,punto,no" for n in range(2000)]
    path = write_csv(tmp_path, rows)
    size = path.stat().st_size
    pending = [change]

    def progress(_done: int, _total: int) -> None:
        if pending:
            pending.pop()(path)

    untouched = verify_logs([path], uk)
    found = verify_logs([write_csv(tmp_path, rows)], uk, progress=progress)
    assert found.unreadable == [
        f"{path}: was written to while it was read (it held {size} bytes when reading began and "
        f"holds {path.stat().st_size} now); the report may not match it: verify it again when "
        "nothing writes to it"
    ]
    if change is _grow:  # the rows written after reading began are not read
        assert found.errors == untouched.errors and found.coups == untouched.coups


def test_a_row_refused_for_a_card_beyond_the_packs_gives_no_next_card(
    tmp_path: Path, corrected: Ruleset
) -> None:
    """Coup 3 waits for the next coup's first card; coup 4 would deal a seventh 3H from six
    packs and is refused: its cards are not taken, so the correction is unknown, as after any
    other refused row."""
    rows = ["T1,1,1,3H 3H,3H 3H", "T1,1,2,3H 3H,KD 7S", "T1,1,3,9H 7C,KD 2S", "T1,1,4,3H 4C,5D 2S"]
    report = verify_logs([write_csv(tmp_path, rows, "table,shoe,coup,punto,banco\n")], corrected)
    assert [(i.line, i.reason[:18]) for i in report.invalid] == [(5, "impossible card 3H")]
    assert [e.line for e in report.errors] == [4]
    assert report.errors[0].correct is None and not report.errors[0].used_next_card
