"""Every unreadable row is reported with its file, line and reason; the rest are still verified."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kiosk.rules.model import Ruleset
from kiosk.verify.verifier import verify_logs
from tests.verify.conftest import write_csv

GOOD = "1,1,{n},9S KH,2C 3D,punto,no"


@pytest.mark.parametrize(
    ("bad_row", "reason"),
    [
        ("1,1,2,9S XH,2C 3D,punto,no", "'XH' is not a card"),
        ("1,1,2,9S,2C 3D,punto,no", "punto has 1 card"),
        ("1,1,2,9S KH,,punto,no", "banco is missing or empty"),
        ("1,1,2,9S KH", "no banco"),
        (",1,2,9S KH,2C 3D,punto,no", "table is missing or empty"),
        ("1,1,,9S KH,2C 3D,punto,no", "coup is missing or empty"),
        ("1,1,2,9S KH,2C 3D,punto,maybe", "flagged: 'maybe'"),
        ("1,1,2,9S KH,2C 3D,player,no", "result: 'player'"),
    ],
)
def test_bad_row_is_reported_with_its_line(
    tmp_path: Path, uk: Ruleset, bad_row: str, reason: str
) -> None:
    path = write_csv(tmp_path, [GOOD.format(n=1), bad_row, GOOD.format(n=3)])
    report = verify_logs([path], uk)
    assert [(i.line, i.file) for i in report.invalid] == [(3, str(path))]
    assert reason in report.invalid[0].reason
    assert report.coups == 2 and report.data_rows == 3


def test_a_ninth_card_of_a_kind_in_an_eight_pack_shoe(tmp_path: Path, uk: Ruleset) -> None:
    rows = [f"1,1,{n},AS AS,KD QD,banco,no" for n in range(1, 5)]  # 8 aces of spades
    rows.append("1,1,5,AS 7C,KD QD,punto,no")  # the ninth
    rows.append("1,2,1,AS 7C,KD QD,punto,no")  # another shoe: fine
    report = verify_logs([write_csv(tmp_path, rows)], uk)
    assert [i.line for i in report.invalid] == [6]
    assert "AS" in report.invalid[0].reason and "8" in report.invalid[0].reason
    assert report.coups == 5


def test_seventh_card_of_a_kind_in_a_six_pack_shoe(tmp_path: Path, corrected: Ruleset) -> None:
    rows = [f"1,1,{n},AS AS,KD QD,banco,no" for n in range(1, 4)]
    rows.append("1,1,4,7C AS,KD QD,punto,no")
    report = verify_logs([write_csv(tmp_path, rows)], corrected)
    assert [i.line for i in report.invalid] == [5]


def test_columns_in_any_order_extra_columns_and_semicolons(tmp_path: Path, uk: Ruleset) -> None:
    header = "dealer;banco;punto;coup;shoe;table;time\n"
    path = write_csv(tmp_path, ["Anna;2C 3D 4H;9S KH;1;7;T3;2026-03-14T20:00:00"], header=header)
    report = verify_logs([path], uk)
    assert report.invalid == []
    assert [(e.table, e.shoe, e.coup, e.time, e.line) for e in report.errors] == [
        ("T3", "7", "1", "2026-03-14T20:00:00", 2)
    ]


def test_missing_required_column_makes_the_file_unreadable(tmp_path: Path, uk: Ruleset) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH"], header="table,shoe,coup,punto\n")
    report = verify_logs([path], uk)
    assert report.coups == 0 and len(report.unreadable) == 1
    assert "banco" in report.unreadable[0] and "line 1" in report.unreadable[0]


def test_missing_file_is_unreadable(tmp_path: Path, uk: Ruleset) -> None:
    report = verify_logs([tmp_path / "nope.csv"], uk)
    assert len(report.unreadable) == 1 and "nope.csv" in report.unreadable[0]


def test_blank_lines_are_skipped_and_lines_still_count(tmp_path: Path, uk: Ruleset) -> None:
    path = write_csv(tmp_path, [GOOD.format(n=1), "", "1,1,3,9S ZZ,2C 3D,,"])
    report = verify_logs([path], uk)
    assert [i.line for i in report.invalid] == [4]


def test_jsonl_invalid_records(tmp_path: Path, uk: Ruleset) -> None:
    good = {"table": 1, "shoe": 1, "coup": 1, "punto": ["9S", "KH"], "banco": "2C 3D"}
    lines = [
        json.dumps(good),
        "{not json",
        json.dumps([1, 2]),
        json.dumps(good | {"punto": [9, "KH"]}),
        json.dumps({k: v for k, v in good.items() if k != "banco"}),
        json.dumps(good | {"flagged": "perhaps"}),
        "",
        json.dumps(good | {"coup": 2, "flagged": True, "result": "B"}),
    ]
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = verify_logs([path], uk)
    assert [i.line for i in report.invalid] == [2, 3, 4, 5, 6]
    assert "not valid JSON" in report.invalid[0].reason
    assert "banco" in report.invalid[3].reason
    assert report.coups == 2 and report.data_rows == 7
    assert [(e.line, e.kind.value) for e in report.errors] == [(8, "wrong-call")]


def test_undecodable_bytes_are_a_bad_card_not_a_crash(tmp_path: Path, uk: Ruleset) -> None:
    path = tmp_path / "log.csv"
    path.write_bytes(b"table,shoe,coup,punto,banco\n1,1,1,9S \xff\xfe,2C 3D\n1,1,2,9S KH,2C 3D\n")
    report = verify_logs([path], uk)
    assert [i.line for i in report.invalid] == [2] and report.coups == 1


def test_line_numbers_count_line_breaks_inside_quoted_fields(tmp_path: Path, uk: Ruleset) -> None:
    path = write_csv(tmp_path, ['1,1,1,9S KH,2C 3D,punto,"maybe\nnot"', "1,1,2,9S ZZ,2C 3D,,"])
    report = verify_logs([path], uk)
    assert [i.line for i in report.invalid] == [2, 4]


def test_json_line_numbers_ignore_line_breaks_in_strings(tmp_path: Path, uk: Ruleset) -> None:
    record = {"table": "a\nb", "shoe": 1, "coup": 1, "punto": "9S ZZ", "banco": "2C 3D"}
    path = tmp_path / "log.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    assert [i.line for i in verify_logs([path], uk).invalid] == [1]
