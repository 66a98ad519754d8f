"""Coup logs with any line ends (CR alone from old Mac spreadsheets, CRLF, LF) read alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.rules.model import Ruleset
from kiosk.verify.verifier import verify_logs

ROWS = [
    "table,shoe,coup,punto,banco,result,flagged",
    "1,1,1,9S KH,2C 3D,punto,no",
    "1,1,2,9S KH,2C 3D 5H,punto,no",  # banco drew on a natural: an over-draw on line 3
    "1,1,3,9S XX,2C 3D,,",  # unreadable card on line 4
    "1,1,4,8S KH,2C 3D,punto,no",
]


def _summary(path: Path, ruleset: Ruleset) -> tuple[object, ...]:
    report = verify_logs([path], ruleset)
    return (
        report.coups,
        [(e.line, e.kind.value) for e in report.errors],
        [r.line for r in report.invalid],
        report.unreadable,
    )


@pytest.mark.parametrize("end", ["\r", "\r\n", "\n"])
def test_every_line_end_gives_the_same_findings(tmp_path: Path, uk: Ruleset, end: str) -> None:
    path = tmp_path / "log.csv"
    path.write_bytes(end.join(ROWS).encode() + end.encode())
    coups, errors, invalid, unreadable = _summary(path, uk)
    assert (coups, errors, invalid, unreadable) == (3, [(3, "over-draw")], [4], [])


def test_cr_only_log_from_the_command_line_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mac.csv"
    path.write_bytes(b"table,shoe,coup,punto,banco\r1,1,1,9S KH,2C 3D\r")
    assert main(["verify", "--ruleset", "bern", str(path)]) == 0
    out = capsys.readouterr()
    assert "1 coup verified." in out.out and out.err == ""
