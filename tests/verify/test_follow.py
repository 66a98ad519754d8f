"""`kiosk verify --follow`: a log still being written is judged line by line as it grows, each
finding reported within 100 ms of its line being written, until Ctrl-C."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kiosk.rules.catalog import find_ruleset
from kiosk.verify.findings import Report
from kiosk.verify.verifier import LogFileError, follow_log
from tests.verify.conftest import HEADER

LIMIT_S = 0.100


def _append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as log:
        log.write(text)


def _line(stdout: int, timeout: float) -> tuple[str, float]:
    """The next line the follower writes and when it arrived (monotonic)."""
    data = b""
    end = time.monotonic() + timeout
    while not data.endswith(b"\n"):
        ready, _, _ = select.select([stdout], [], [], max(end - time.monotonic(), 0))
        if not ready:
            raise AssertionError(f"no finding within {timeout} s (so far {data!r})")
        data += os.read(stdout, 1)
    return data.decode("utf-8"), time.monotonic()


@pytest.mark.skipif(sys.platform == "win32", reason="select() on a pipe")
@pytest.mark.slow
def test_findings_come_within_100_ms_of_the_write_and_ctrl_c_ends_it(tmp_path: Path) -> None:
    log = tmp_path / "table-3.csv"
    log.write_text(HEADER, encoding="utf-8")
    follower = subprocess.Popen(
        [sys.executable, "-m", "kiosk", "verify", "--follow", str(log), "--ruleset", "uk-2000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "KIOSK_LANG": "en"},
    )
    assert follower.stdout is not None and follower.stderr is not None
    try:
        # the follower starts: its first finding may take as long as a start takes
        _append(log, "1,1,1,9S KH,2C 3D 5H,punto,no\n")
        first, _ = _line(follower.stdout.fileno(), 30)
        assert "coup 1" in first and "line 2" not in first
        delays = []
        for coup in range(2, 12):
            _append(log, f"1,{coup},1,9S KH,2C 3D,punto,no\n")  # clean: nothing reported
            row = f"1,{coup},2,8S KH,2C 3D 4H,banco,no\n"  # an over-draw, called wrong
            written = time.monotonic()
            _append(log, row)
            found, arrived = _line(follower.stdout.fileno(), 5)
            assert f"shoe {coup}, coup 2" in found
            delays.append(arrived - written)
        assert max(delays) < LIMIT_S, delays
    finally:
        follower.send_signal(signal.SIGINT)
        _, err = follower.communicate(timeout=30)
    assert follower.returncode == 1
    assert "Traceback" not in err.decode()
    assert "coups followed: 21, errors: 11" in err.decode()


@pytest.mark.slow
def test_a_json_lines_log_and_an_under_draw_that_waits_for_the_next_card(tmp_path: Path) -> None:
    log = tmp_path / "table.jsonl"
    log.write_text("", encoding="utf-8")
    lines = [
        '{"table": "1", "shoe": "1", "coup": 1, "punto": "AS 2H", "banco": "KD 6C"}\n',
        '{"table": "1", "shoe": "1", "coup": 2, "punto": "4S 3H", "banco": "KD 7C"}\n',
    ]
    report = Report("uk-2000")
    looks = iter(range(8))

    def stopped() -> bool:
        look = next(looks, None)
        if look is not None and look < len(lines):
            _append(log, lines[look])
        return look is None

    follow_log(log, find_ruleset("uk-2000"), report, stopped=stopped, sleep=lambda _: None)
    assert report.coups == 2
    assert [(e.coup, e.kind.value) for e in report.errors] == [("1", "under-draw")]


def test_a_missing_log_or_a_bad_header_is_told(tmp_path: Path) -> None:
    ruleset = find_ruleset("uk-2000")
    with pytest.raises(LogFileError, match="cannot be read"):
        follow_log(tmp_path / "none.csv", ruleset, Report("uk-2000"), stopped=lambda: False)
    bad = tmp_path / "bad.csv"
    bad.write_text("when,what\n", encoding="utf-8")
    with pytest.raises(LogFileError, match=r"bad\.csv"):
        follow_log(bad, ruleset, Report("uk-2000"), stopped=lambda: False)
    bad.write_bytes(b"t\xe4ble," + HEADER.encode()[6:])
    with pytest.raises(LogFileError, match=r"bad\.csv:1: cannot be decoded as UTF-8"):
        follow_log(bad, ruleset, Report("uk-2000"), stopped=lambda: False)


def test_follow_takes_one_log_and_writes_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kiosk.cli import main

    log = tmp_path / "log.csv"
    log.write_text(HEADER, encoding="utf-8")
    args = ["verify", "--follow", str(log), "--ruleset", "uk-2000"]
    assert main([*args, "--format", "json"]) == 2
    assert "--follow takes one LOG" in capsys.readouterr().err


@pytest.mark.skipif(sys.platform == "win32", reason="select() on a pipe; renaming an open file")
def test_a_rotated_or_truncated_log_is_read_anew_and_bad_bytes_are_a_finding(
    tmp_path: Path,
) -> None:
    log = tmp_path / "table-3.csv"
    log.write_text(HEADER, encoding="utf-8")
    follower = subprocess.Popen(
        [sys.executable, "-m", "kiosk", "verify", "--follow", str(log), "--ruleset", "uk-2000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "KIOSK_LANG": "en"},
    )
    assert follower.stdout is not None and follower.stderr is not None
    out = follower.stdout.fileno()
    over_draw = "8S KH,2C 3D 4H,banco,no\n"
    try:
        _append(log, "1,1,1,9S KH,2C 3D,punto,no\n1,1,2," + over_draw)
        found, _ = _line(out, 30)
        assert "shoe 1, coup 2" in found
        with log.open("ab") as raw:  # a line that is not UTF-8
            raw.write(b"1,1,3,9S KH,2C 3D,p\xfcnto,no\n")
        found, _ = _line(out, 5)
        assert found.endswith("table-3.csv:4: cannot be decoded as UTF-8; the line is not read\n")
        log.rename(tmp_path / "table-3.csv.1")  # rotated: a new log at the same path
        log.write_text(HEADER + "1,2,1," + over_draw, encoding="utf-8")
        found, _ = _line(out, 5)
        assert "shoe 2, coup 1" in found, found
        _append(tmp_path / "table-3.csv.1", "1,9,1," + over_draw)  # the old one: not read
        log.write_text("", encoding="utf-8")  # truncated, then written from its start
        time.sleep(0.3)
        _append(log, HEADER + "1,3,1," + over_draw)
        found, _ = _line(out, 5)
        assert "shoe 3, coup 1" in found
    finally:
        follower.send_signal(signal.SIGINT)
        rest, err = follower.communicate(timeout=30)
    assert "Traceback" not in err.decode()
    assert "shoe 9" not in rest.decode()  # written to the rotated log after the new one began
    assert "coups followed: 4, errors: 3" in err.decode()
