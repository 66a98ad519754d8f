"""`kiosk verify` and `kiosk simulate-log`: outputs and exit codes."""

from __future__ import annotations

import csv
import errno
import itertools
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.verify import report, simulate
from tests.verify.conftest import write_csv


def test_clean_log_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,punto,no"])
    assert main(["verify", str(path), "--ruleset", "uk-2000"]) == 0
    assert "1 coup verified" in capsys.readouterr().out  # English plural from kiosk_en.ts


def test_misdeal_exits_1_with_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D 5H,punto,no", "1,1,2,9S XX,2C 3D,,"])
    assert main(["verify", str(path), "--ruleset", "uk-2000", "--format", "json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"ruleset", "coups", "errors", "invalid", "summary"}
    (error,) = out["errors"]
    assert error["line"] == 2 and error["kind"] == "over-draw" and error["hand"] == "banco"
    assert error["rule"] == "natural: no third card" and error["stands"] is True
    assert error["correct"]["banco"] == ["2C", "3D"] and error["file"] == str(path)
    assert out["invalid"][0]["line"] == 3
    assert out["summary"]["data_rows"] == 2


def test_csv_output_one_row_per_error(tmp_path: Path) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D 4H,banco,yes"])
    out = tmp_path / "errors.csv"
    args = ["verify", str(path), "--ruleset", "uk-2000", "--format", "csv", "--output", str(out)]
    assert main(args) == 1
    rows = list(csv.DictReader(out.read_text().splitlines()))
    assert [(r["kind"], r["hand"], r["stands"]) for r in rows] == [
        ("over-draw", "banco", "false"),
        ("wrong-call", "", "false"),
    ]


def test_unreadable_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH"], header="table,shoe,coup,punto\n")
    assert main(["verify", str(path), "--ruleset", "uk-2000"]) == 2
    assert "no column banco" in capsys.readouterr().err


def test_only_invalid_rows_exits_2(tmp_path: Path) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,ZZ,,"])
    assert main(["verify", str(path), "--ruleset", "uk-2000"]) == 2


def test_unknown_ruleset_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,,"])
    assert main(["verify", str(path), "--ruleset", "no-such-house"]) == 2
    assert "no-such-house" in capsys.readouterr().err


@pytest.mark.slow
def test_simulate_then_verify(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log, key = tmp_path / "sim.jsonl", tmp_path / "key.json"
    args = ["simulate-log", "--ruleset", "bern", "--coups", "400", "--misdeal-rate", "0.1"]
    args += ["--seed", "2", "--format", "jsonl", "--output", str(log), "--planted", str(key)]
    assert main(args) == 0
    planted = json.loads(key.read_text())
    assert planted
    assert main(["verify", str(log), "--ruleset", "bern", "--format", "json"]) == 1
    found = json.loads(capsys.readouterr().out)["errors"]
    assert [(e["line"], e["kind"]) for e in found] == [(p["line"], p["kind"]) for p in planted]


def test_simulate_rejects_a_bad_rate(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate-log", "--ruleset", "bern", "--coups", "4", "--misdeal-rate", "2"]
    assert main([*args, "--seed", "1"]) == 2
    assert "--misdeal-rate" in capsys.readouterr().err


def test_progress_goes_to_stderr_and_json_stays_clean(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from kiosk.commands import verify

    monkeypatch.setattr(verify, "PROGRESS_AFTER", 0.0)
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,punto,no"])
    assert main(["verify", str(path), "--ruleset", "uk-2000", "--format", "json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["coups"] == 1
    assert "verifying: 100 %" in captured.err


@pytest.mark.parametrize("fmt", ["json", "csv", "text"])
@pytest.mark.slow
def test_the_report_on_standard_output_is_the_one_written_to_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    log = tmp_path / "log.csv"
    assert main(["simulate-log", "--ruleset", "uk-2000", "--coups", "600", "--misdeal-rate",
                 "0.3", "--seed", "5", "--output", str(log)]) == 0  # fmt: skip
    args = ["verify", str(log), "--ruleset", "uk-2000", "--format", fmt]
    assert main(args) == 1
    one = capsys.readouterr().out
    out = tmp_path / "out"
    assert main([*args, "--output", str(out)]) == 1
    assert out.read_text(encoding="utf-8") == one


def test_the_report_never_overwrites_a_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,punto,no"])
    before = path.read_bytes()
    assert main(["verify", str(path), "--ruleset", "uk-2000", "--output", str(path)]) == 2
    assert path.read_bytes() == before and "overwrite" in capsys.readouterr().err


@pytest.mark.slow
def test_the_report_never_overwrites_a_log_read_from_standard_input(tmp_path: Path) -> None:
    """`kiosk verify - --output log.csv < log.csv` would empty the log before reading it."""
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,punto,no"])
    before = path.read_bytes()
    command = [sys.executable, "-m", "kiosk", "verify", "-", "--ruleset", "uk-2000",
               "--output", str(path)]  # fmt: skip
    with path.open("rb") as log:
        result = subprocess.run(command, stdin=log, capture_output=True, text=True, check=False)
    assert result.returncode == 2 and path.read_bytes() == before
    assert "is one of the logs" in result.stderr
    other = tmp_path / "report.txt"  # a log through a pipe, or another file, is no such log
    with path.open("rb") as log:
        done = subprocess.run([*command[:-1], str(other)], stdin=log, check=False)
    assert done.returncode == 0 and "1 coup verified" in other.read_text()


@pytest.mark.slow
def test_output_dash_is_standard_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D 5H,punto,no"])
    monkeypatch.chdir(tmp_path)
    args = ["verify", str(path), "--ruleset", "uk-2000", "--format", "json", "--output", "-"]
    assert main(args) == 1
    assert json.loads(capsys.readouterr().out)["errors"][0]["kind"] == "over-draw"
    args = ["simulate-log", "--ruleset", "bern", "--coups", "3", "--misdeal-rate", "0"]
    assert main([*args, "--seed", "1", "--output", "-"]) == 0
    assert capsys.readouterr().out.startswith("table,shoe,coup,")
    assert not (tmp_path / "-").exists()
    # a file of that name is still written when the path says it is one
    assert main([*args, "--seed", "1", "--output", "./-"]) == 0
    assert (tmp_path / "-").read_text(encoding="utf-8").startswith("table,shoe,coup,")


@pytest.fixture(scope="module")
def wordy_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A log whose report runs past every buffer (about 3,000 errors)."""
    log = tmp_path_factory.mktemp("wordy") / "log.csv"
    assert main(["simulate-log", "--ruleset", "uk-2000", "--coups", "8000", "--misdeal-rate",
                 "0.3", "--seed", "8", "--output", str(log)]) == 0  # fmt: skip
    return log


@pytest.mark.slow
def test_an_output_that_fills_up_is_named_not_the_log(
    wordy_log: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A report that cannot be written while the log is read says so (exit 2), naming the
    output: the log was readable."""
    args = ["verify", str(wordy_log), "--ruleset", "uk-2000", "--format", "json"]
    assert main([*args, "--output", "/dev/full"]) == 2
    err = capsys.readouterr().err
    assert "/dev/full: cannot write" in err and "cannot be read" not in err


@pytest.mark.slow
def test_a_reader_that_goes_away_ends_the_command_quietly(wordy_log: Path) -> None:
    """`kiosk verify LOG --format csv | head`: exit 141 as for SIGPIPE, nothing on stderr."""
    command = [sys.executable, "-m", "kiosk", "verify", str(wordy_log), "--ruleset", "uk-2000",
               "--format", "csv"]  # fmt: skip
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.read(100)
        process.stdout.close()
        err = process.stderr.read().decode()
    assert process.returncode == 141, err
    assert "Traceback" not in err and "cannot" not in err


@pytest.mark.slow
def test_a_log_still_being_written_is_named_and_exits_2(wordy_log: Path, tmp_path: Path) -> None:
    """A table's system appends to the log all the while `kiosk verify` reads it: the report
    covers the rows the log held when reading began, and the command says the log changed."""
    log = tmp_path / "live.csv"
    log.write_bytes(wordy_log.read_bytes())
    rows = wordy_log.read_bytes().partition(b"\n")[2].splitlines(keepends=True)
    done = threading.Event()

    def table_system() -> None:
        with log.open("ab", buffering=0) as out:
            for row in itertools.cycle(rows):
                if done.is_set():
                    return
                out.write(row)
                time.sleep(0.001)

    command = [sys.executable, "-m", "kiosk", "verify", str(log), "--ruleset", "uk-2000",
               "--format", "json"]  # fmt: skip
    writer = threading.Thread(target=table_system)
    writer.start()
    try:
        result = subprocess.run(command, capture_output=True, text=True, check=False)
    finally:
        done.set()
        writer.join()
    assert result.returncode == 2, result.stderr
    assert f"{log}: was written to while it was read (it held " in result.stderr
    assert "Traceback" not in result.stderr
    report = json.loads(result.stdout)
    (said,) = report["summary"]["unreadable"]
    held = int(said.split("it held ")[1].split()[0])
    assert held >= len(wordy_log.read_bytes())
    # what it held then is what was verified: its rows, and nothing written after
    assert report["summary"]["data_rows"] == log.read_bytes()[:held].count(b"\n") - 1


@pytest.mark.parametrize(
    "stop", [KeyboardInterrupt(), OSError(errno.ENOSPC, "No space left on device")]
)
@pytest.mark.parametrize("command", ["verify", "simulate-log"])
@pytest.mark.slow
def test_a_cut_off_report_or_log_is_not_left_behind(
    wordy_log: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    stop: BaseException,
    command: str,
) -> None:
    """Interrupted (Ctrl-C) or out of room part way, the command removes the file it was
    writing: a CSV report cut off after its first rows would pass for a whole one. An output
    that was there before is gone too (it was emptied as writing began)."""
    out = tmp_path / "out.csv"
    out.write_text("yesterday's report\n", encoding="utf-8")
    rows = 0

    def cut(*_args: object) -> None:
        nonlocal rows
        rows += 1
        if rows == 200:
            raise stop

    if command == "verify":
        write = report.CsvWriter.error
        monkeypatch.setattr(report.CsvWriter, "error", lambda self, e: (cut(), write(self, e)))
        args = ["verify", str(wordy_log), "--ruleset", "uk-2000", "--format", "csv"]
    else:  # each row's two hands
        cards = simulate.format_cards
        monkeypatch.setattr(simulate, "format_cards", lambda hand: (cut(), cards(hand))[1])
        args = ["simulate-log", "--ruleset", "uk-2000", "--coups", "2000", "--misdeal-rate", "0.1",
                "--seed", "1"]  # fmt: skip
    status = main([*args, "--output", str(out)])
    assert status == (130 if isinstance(stop, KeyboardInterrupt) else 2)
    assert not out.exists() and rows == 200
    err = capsys.readouterr().err
    assert "Traceback" not in err and ("Interrupted" in err or "No space" in err)
    monkeypatch.undo()
    assert main([*args, "--output", str(out)]) in (0, 1) and out.stat().st_size > 1000


@pytest.mark.slow
def test_a_log_that_cannot_be_written_is_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "no such folder" / "log.csv"
    args = ["simulate-log", "--ruleset", "uk-2000", "--coups", "20", "--misdeal-rate", "0.1",
            "--seed", "1"]  # fmt: skip
    assert main([*args, "--output", str(target)]) == 2
    assert capsys.readouterr().err == f"{target}: cannot write (No such file or directory)\n"
    key = tmp_path / "no such folder" / "key.json"
    assert main([*args, "--output", str(tmp_path / "log.csv"), "--planted", str(key)]) == 2
    assert capsys.readouterr().err == f"{key}: cannot write (No such file or directory)\n"


@pytest.mark.parametrize(
    ("closed", "command", "said"),
    [
        ("<&-", ["verify", "-"], "-: cannot be read (Bad file descriptor)"),
        (">&-", ["verify", "LOG"], "-: cannot write (Bad file descriptor)"),
        (">&-", ["rules", "list"], "-: cannot write (Bad file descriptor)"),
    ],
    ids=["stdin", "stdout", "stdout-rules"],
)
@pytest.mark.slow
def test_a_closed_standard_stream_is_a_message_and_exit_2(
    tmp_path: Path, closed: str, command: list[str], said: str
) -> None:
    """`kiosk verify - <&-`, `kiosk verify LOG >&-`, `kiosk rules list >&-`."""
    log = write_csv(tmp_path, ["1,1,1,9S KH,2C 3D,punto,no"])
    args = [str(log) if arg == "LOG" else arg for arg in command]
    if args[0] == "verify":
        args += ["--ruleset", "uk-2000"]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run(
        ["sh", "-c", f'exec "$@" {closed}', "sh", sys.executable, "-m", "kiosk", *args],
        stdin=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
        timeout=120,
        check=False,
    )
    err = done.stderr.decode()
    assert done.returncode == 2, err
    assert said in err and "Traceback" not in err
