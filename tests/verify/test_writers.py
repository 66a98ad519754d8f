"""Each report writer puts an error the way its reference wording does, for every kind of error.

The writers put a line together from pieces worked out once per rule cell; `error_json`,
`format_cards`/`rule_words` and `error_line` say what each line must be.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import itertools
import json
from pathlib import Path

import pytest

from kiosk.domain.cards import format_cards
from kiosk.domain.coup import Coup
from kiosk.i18n import set_language, translate
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.verify import report as render
from kiosk.verify.findings import CoupError, InvalidRow, Report
from kiosk.verify.verifier import verify_logs
from tests.verify.logs import render as render_log
from tests.verify.logs import simulated_rows


def _errors(ruleset_id: str, tmp_path: Path) -> tuple[Report, list[CoupError]]:
    ruleset = find_ruleset(ruleset_id)
    rows = simulated_rows(ruleset, 1500, 7, 3)
    col = {name: i for i, name in enumerate(rows[0])}
    for n, row in enumerate(rows[1:]):  # strings that JSON and CSV must escape
        row[col["table"]] = ['T "1"', "T,2", "Tisch ü"][n % 3]
        row[col["time"]] = ["", "20:01\u2028", 'a\\b"c'][n % 3]
    path = tmp_path / 'log "ü".csv'
    path.write_bytes(render_log(rows, "lf"))
    report = verify_logs([path], ruleset)
    kinds = {(e.kind, e.hand, e.correct is None, e.used_next_card) for e in report.errors}
    assert len(kinds) >= 7  # every kind, on both hands, with and without a correction
    return report, report.errors


@pytest.mark.slow
def test_a_report_keeps_at_most_its_limit_and_counts_all(tmp_path: Path) -> None:
    """The app's screen keeps a log's first findings only (a log of millions would fill the
    memory); the counts are those of every finding, as the report that keeps all has them."""
    ruleset = find_ruleset("uk-2000")
    rows = simulated_rows(ruleset, 1500, 7, 3)
    for row in rows[1::50]:
        row[0] = ""  # an unreadable row: no table
    path = tmp_path / "log.csv"
    path.write_bytes(render_log(rows, "lf"))
    whole = verify_logs([path], ruleset)
    assert whole.all_kept and len(whole.errors) > 5 and len(whole.invalid) > 5
    cut = verify_logs([path], ruleset, report=Report(ruleset.id, limit=5))
    assert cut.errors == whole.errors[:5] and cut.invalid == whole.invalid[:5]
    assert not cut.all_kept
    assert (cut.error_total, cut.invalid_total, cut.coups) == (
        whole.error_total,
        whole.invalid_total,
        whole.coups,
    )
    most = max(len(whole.errors), len(whole.invalid))
    assert verify_logs([path], ruleset, report=Report(ruleset.id, limit=most)).all_kept


@pytest.mark.parametrize("ruleset_id", ["uk-2000", "schaanwald"])
@pytest.mark.slow
def test_json_errors_are_what_error_json_says(ruleset_id: str, tmp_path: Path) -> None:
    report, errors = _errors(ruleset_id, tmp_path)
    out = io.StringIO()
    writer = render.JsonWriter(out, report.ruleset)
    for error in errors:
        writer.error(error)
    writer.finish(report)
    lines = out.getvalue().split("\n")
    start = lines.index('"errors": [') + 1
    expected = [json.dumps(render.error_json(e), ensure_ascii=False) for e in errors]
    assert [line.rstrip(",") for line in lines[start : start + len(errors)]] == expected


@pytest.mark.slow
def test_json_invalid_rows_are_what_invalid_json_says(tmp_path: Path) -> None:
    """Unreadable rows of every kind, with reasons and file names that JSON must escape."""
    path = tmp_path / 'log "\u00fc\\".csv'
    rows = [f"T{n},1,{n},{punto},2C 3D" for n, punto in enumerate(["9S XX", "9S", "", '"'])]
    path.write_text("table,shoe,coup,punto,banco\n" + "\n".join(rows) + "\n", "utf-8")
    report = verify_logs([path], find_ruleset("uk-2000"))
    report.invalid.append(InvalidRow(str(path), 99, 'a "quote", a tab\t, \x1b and \u202e'))
    out = io.StringIO()
    writer = render.JsonWriter(out, report.ruleset)
    for row in report.invalid:
        writer.invalid_row(row)
    writer.finish(report)
    lines = out.getvalue().split("\n")
    start = lines.index('"invalid": [') + 1
    expected = [json.dumps(render.invalid_json(row), ensure_ascii=False) for row in report.invalid]
    assert len(expected) == 5
    assert [line.rstrip(",") for line in lines[start : start + len(expected)]] == expected


@pytest.mark.slow
def test_json_summary_lists_every_shoe(tmp_path: Path) -> None:
    """The shoes' summaries are written one at a time (a log may hold a million shoes), and
    the summary says what summary_json and shoe_json say."""
    report, errors = _errors("uk-2000", tmp_path)
    assert len(report.shoes) > 2
    out = io.StringIO()
    writer = render.JsonWriter(out, report.ruleset)
    for error in errors:
        writer.error(error)
    writer.finish(report)
    summary = json.loads(out.getvalue())["summary"]
    shoes = summary.pop("shoes")
    assert summary == json.loads(json.dumps(render.summary_json(report)))
    assert shoes == [render.shoe_json(shoe) for shoe in report.shoes]


def _cell(text: str) -> str:
    """A log's string as a CSV cell: a character that is not printable is written as its escape,
    and text that a spreadsheet would take for a formula is kept as text by a leading
    apostrophe."""
    text = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def _csv_fields(e: CoupError) -> list[str]:
    """What the CSV report's row of an error says, field by field."""
    return [
        render.ERROR_ROW,
        _cell(e.file),
        str(e.line),
        _cell(e.table),
        _cell(e.shoe),
        _cell(e.coup),
        _cell(e.time),
        e.kind.value,
        "" if e.hand is None else e.hand.value,
        render.rule_words(e.rule),
        format_cards(e.punto),
        format_cards(e.banco),
        Coup(e.punto, e.banco).winner.value,
        "" if e.announced is None else e.announced.value,
        "" if e.correct is None else format_cards(e.correct.punto),
        "" if e.correct is None else format_cards(e.correct.banco),
        "" if e.correct is None else e.correct.winner.value,
        "" if e.winner_differs is None else str(e.winner_differs).lower(),
        str(e.flagged).lower(),
        str(e.stands).lower(),
        "",
    ]


@pytest.mark.parametrize("ruleset_id", ["uk-2000", "schaanwald"])
@pytest.mark.slow
def test_csv_errors_are_the_errors_fields(ruleset_id: str, tmp_path: Path) -> None:
    _, errors = _errors(ruleset_id, tmp_path)
    out = io.StringIO()
    writer = render.CsvWriter(out)
    for error in errors:
        writer.error(error)
    rows = list(csv.reader(io.StringIO(out.getvalue())))[1:]
    assert rows == [_csv_fields(e) for e in errors]


@pytest.mark.parametrize("ruleset_id", ["uk-2000", "schaanwald"])
@pytest.mark.slow
def test_csv_error_rows_are_what_csv_writer_writes(ruleset_id: str, tmp_path: Path) -> None:
    """A row with nothing to quote in the log's strings is joined by the writer itself: byte
    for byte what csv.writer writes, with every string a log may hold."""
    _, errors = _errors(ruleset_id, tmp_path)
    odd = [
        "a\rb",
        " x ",
        "",
        '"',
        ",",
        "ü",
        "\n",
        "t\u2028",
        "a;b",
        "'",
        "\t",
        "x\\y",
        "\0",
        "\x85",
        "=1",
        "-2",
        "@x",
        "+3",
        "\r=",
    ]
    errors += [
        dataclasses.replace(errors[n % len(errors)], table=t, time=x, coup=c, file=f)
        for n, (t, x, c, f) in enumerate(
            itertools.product(odd[:6], odd, odd[::3], ["f.csv", "f,1"])
        )
    ]
    out, reference = io.StringIO(), io.StringIO()
    writer, rows = render.CsvWriter(out), csv.writer(reference, lineterminator="\n")
    rows.writerow(render.CSV_COLUMNS)
    for error in errors:
        writer.error(error)
        rows.writerow(_csv_fields(error))
    assert out.getvalue() == reference.getvalue()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("ruleset_id", ["uk-2000", "schaanwald"])
@pytest.mark.slow
def test_text_errors_are_what_error_line_says(ruleset_id: str, lang: str, tmp_path: Path) -> None:
    report, errors = _errors(ruleset_id, tmp_path)
    ruleset = find_ruleset(ruleset_id)
    out = io.StringIO()
    set_language(lang)
    try:
        writer = render.TextWriter(out, ruleset, lang)
        for error in errors:
            writer.error(error)
        writer.finish(report)
        heading = "\n" + translate("verify", "Errors:") + "\n"
        misdeal = ruleset.procedures.misdeal
        expected = [render.error_line(e, misdeal) for e in errors]
    finally:
        set_language("en")
    text = out.getvalue()
    body = text[text.index(heading) + len(heading) :].split("\n")
    assert body[: len(errors)] == expected
    assert (heading == "\nErrors:\n") == (lang == "en")  # the German templates were used


def _fed(writer: render.Writer, report: Report) -> None:
    """Hand a writer a report's errors, then its unreadable rows."""
    for error in report.errors:
        writer.error(error)
    for row in report.invalid:
        writer.invalid_row(row)


@pytest.mark.slow
def test_a_log_cannot_write_lines_of_its_own_into_the_text_report(tmp_path: Path) -> None:
    """A table, shoe or card field holding a line break, a terminal's escape or a direction
    override shows in the text report as its escape, on its own line; JSON keeps it as it is."""
    forged = "1\nlog.csv:99 table T9, shoe 1, coup 1: Banco drew a third card"
    rows = [
        '"T\x1b[31mRED\x07",1,1,9S KH,2C 3D 5H,punto,no',  # a natural with a third card
        f'T2,"{forged}",1,9S KH,2C 3D 5H,punto,no',
        "T3\u202e1,1,1,9S KH,2C 3D 5H,punto,no",
        "T4,1,1,9S \x1bKH,2C 3D,punto,no",  # not a card: the reason quotes it
        "T4,1,2,9S KH,2C 3D,punto,\u2028",  # white space: not flagged
    ]
    path = tmp_path / "log\r.csv"
    path.write_text(
        "table,shoe,coup,punto,banco,result,flagged\n" + "\n".join(rows) + "\n", "utf-8"
    )
    ruleset = find_ruleset("uk-2000")
    report = verify_logs([path], ruleset)
    out = io.StringIO()
    writer = render.TextWriter(out, ruleset, "en")
    _fed(writer, report)
    writer.finish(report)
    lines = out.getvalue().split("\n")
    assert all(line.isprintable() for line in lines)
    start = lines.index("Errors:") + 1
    errors = lines[start : lines.index("", start)]
    assert len(errors) == 3  # the forged one is inside the second, not a line of its own
    assert "table T\\x1b[31mRED\\x07, shoe 1" in errors[0]
    assert "shoe 1\\nlog.csv:99 table T9, shoe 1, coup 1: Banco drew" in errors[1]
    assert "table T3\\u202e1" in errors[2] and all("log\\r.csv:" in e for e in errors)
    assert [line[line.index("log\\r") :] for line in lines if "is not a card" in line] == [
        "log\\r.csv:6: punto: '\\x1bKH' is not a card: expected a rank (A, 2–9, T or 10, J, Q, K)"
        " followed by a suit (S, H, D, C), e.g. 9H or 10D"
    ]
    assert any("table T\\x1b[31mRED\\x07: 1 shoe" in line for line in lines)
    assert json.loads(_json(report, ruleset))["errors"][1]["shoe"] == forged


@pytest.mark.slow
def test_a_log_cannot_put_a_formula_into_the_csv_report(tmp_path: Path) -> None:
    """A log's field a spreadsheet would take for a formula (= + - @) is written as text, with a
    leading apostrophe, as the records export writes its cells; a tab that starts one is written
    as its escape, as every character that is not printable."""
    rows = [
        '"=HYPERLINK(""http://x"")",+1,1,2026,9S KH,2C 3D 5H,punto',
        "T2,-1,1,@SUM(1),9S KH,2C 3D 5H,punto",
        "T2,1,1,\t=1,9S KH,2C 3D 5H,punto",
        "T3,1,1,20:01,9S KH,2C 3D 5H,punto",
        "T3,1,2,20:02,9S XX,2C 3D,punto",
    ]
    path = tmp_path / "log.csv"
    path.write_text("table,shoe,coup,time,punto,banco,result\n" + "\n".join(rows) + "\n", "utf-8")
    ruleset = find_ruleset("uk-2000")
    report = verify_logs([path], ruleset)
    out = io.StringIO()
    _fed(render.CsvWriter(out), report)
    read = list(csv.reader(io.StringIO(out.getvalue())))
    cells = [(row[3], row[4], row[6]) for row in read[1:5]]
    assert cells == [
        ('\'=HYPERLINK("http://x")', "'+1", "2026"),
        ("T2", "'-1", "'@SUM(1)"),
        ("T2", "1", "\\t=1"),
        ("T3", "1", "20:01"),
    ]
    assert read[5][0] == "invalid" and read[5][-1].startswith("punto:")
    assert all(not cell.startswith(("=", "+", "-", "@", "\t")) for row in read for cell in row)


def test_a_log_cannot_hide_characters_in_the_csv_report(tmp_path: Path) -> None:
    """A spreadsheet shows a direction override, a terminal runs an escape: a log's field, or its
    file's name, that holds one is written with its escape, on every path of the CSV writer, and
    a line break cannot start a row of its own; JSON keeps each value as it is."""
    forged = "1\nerror,log.csv,99,T9,1,1,,over-draw"
    rows = [
        '"T\x1b[31mRED\x07",1,1,9S KH,2C 3D 5H,punto,no',
        f'T2,"{forged}",1,9S KH,2C 3D 5H,punto,no',
        "T3\u202e1,1,1,9S KH,2C 3D 5H,punto,no",
        "T4\u200b,1,1,9S KH,2C 3D 5H,punto,no",  # a zero-width space, alone on the fast path
        "T5,1,1,9S \x1bKH,2C 3D,punto,no",  # not a card: the reason quotes it
    ]
    ruleset = find_ruleset("uk-2000")

    def written(name: str) -> tuple[Report, str]:
        path = tmp_path / name
        path.write_text(
            "table,shoe,coup,punto,banco,result,flagged\n" + "\n".join(rows) + "\n", "utf-8"
        )
        report = verify_logs([path], ruleset)
        out = io.StringIO()
        _fed(render.CsvWriter(out), report)
        text = out.getvalue()
        assert all(line.isprintable() for line in text.split("\n"))
        return report, text

    # each string may take the fast path by itself, and a file's name sends every row off it
    report, text = written("log.csv")
    assert written("log\x1b.csv")[1] == text.replace(
        str(tmp_path / "log.csv"), str(tmp_path / "log\\x1b.csv")
    )
    read = list(csv.reader(io.StringIO(text)))[1:]
    assert [row[3] for row in read if row[0] == "error"] == [
        "T\\x1b[31mRED\\x07",
        "T2",
        "T3\\u202e1",
        "T4\\u200b",
    ]
    assert [row[4] for row in read if row[3] == "T2"] == ["1\\nerror,log.csv,99,T9,1,1,,over-draw"]
    assert read[-1][0] == "invalid" and read[-1][-1].startswith("punto: '\\x1bKH' is not a card")
    assert json.loads(_json(report, ruleset))["errors"][1]["shoe"] == forged


def _json(report: Report, ruleset: Ruleset) -> str:
    out = io.StringIO()
    writer = render.JsonWriter(out, ruleset.id)
    for error in report.errors:
        writer.error(error)
    writer.finish(report)
    return out.getvalue()
