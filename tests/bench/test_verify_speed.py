"""`kiosk verify` as a whole process against a plain `csv.reader` loop over the same file.

Targets (issue 33): on a 1,000,000-coup log, LF and CRLF each, `kiosk verify LOG --format json
--output F` takes at most 4x the time of the csv.reader loop; on a log of 1,000,000 coups of
which 37 % have an error at most 11x, in every output format; the process's peak resident set
at most 100 MB. Each run is a separate process (one process verifies), timed by wall clock
with its report written; its peak RSS is the process's own high-water mark (VmHWM, read as it
exits). Speed is printed, not asserted (the machine may be shared); memory is asserted.
Set KIOSK_BENCH_COUPS for a smaller run.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

import pytest

from kiosk.rules.catalog import find_ruleset
from kiosk.verify.logfile import LogFormat
from kiosk.verify.simulate import simulate, write_log

COUPS = int(os.environ.get("KIOSK_BENCH_COUPS", "1000000"))
ROOT = Path(__file__).resolve().parents[2]
#: Peak resident set allowed to the verifying process.
MAX_RSS_MB = 100
#: Runs `kiosk` and writes its peak resident set (kB) to the file named by KIOSK_BENCH_HWM.
KIOSK_WITH_PEAK = (
    "import atexit, os, runpy, sys\n"
    "def _peak():\n"
    "    with open('/proc/self/status') as f:\n"
    "        kb = next(int(l.split()[1]) for l in f if l.startswith('VmHWM:'))\n"
    "    with open(os.environ['KIOSK_BENCH_HWM'], 'w') as out:\n"
    "        out.write(str(kb))\n"
    "atexit.register(_peak)\n"
    "sys.argv = ['kiosk', *sys.argv[1:]]\n"
    "runpy.run_module('kiosk', run_name='__main__', alter_sys=True)\n"
)
READ_LOOP = (
    "import csv, sys\n"
    "with open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
    "    for _row in csv.reader(f):\n"
    "        pass\n"
)


def _process(args: list[str], peak_file: Path | None = None) -> tuple[float, float, float]:
    """Run a process to its end: (wall seconds, processor seconds (user and system), its peak
    RSS in MB; 0 without `peak_file`)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    # as installed: byte code is written once and read after (a shell may say otherwise)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if peak_file is not None:
        env["KIOSK_BENCH_HWM"] = str(peak_file)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        with tempfile.TemporaryFile() as errors:
            start = time.perf_counter()
            actions = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, errors.fileno(), 2)]
            pid = os.posix_spawn(sys.executable, [sys.executable, *args], env, file_actions=actions)
            _, status, usage = os.wait4(pid, 0)
            elapsed = time.perf_counter() - start
            errors.seek(0)
            said = errors.read().decode(errors="replace")
    finally:
        os.close(devnull)
    # 1: misdeals found (an uncaught exception would also exit 1: its traceback tells)
    assert os.waitstatus_to_exitcode(status) in (0, 1) and "Traceback" not in said, said
    cpu = usage.ru_utime + usage.ru_stime
    if peak_file is None:
        return elapsed, cpu, 0.0
    return elapsed, cpu, int(peak_file.read_text()) / 1024


def _log(folder: Path, name: str, rate: float, newline: str) -> tuple[Path, float]:
    """A simulated log and the share of its coups with a planted error."""
    path = folder / name
    with path.open("w", encoding="utf-8", newline=newline) as out:
        planted = write_log(
            simulate(find_ruleset("uk-2000"), COUPS, rate, seed=2026, tables=4), out, LogFormat.CSV
        )
    return path, len({error.line for error in planted}) / COUPS


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("bench")


def _compare(log: Path, fmt: str, out: Path) -> tuple[float, float, float, float]:
    """(csv.reader loop seconds, kiosk verify seconds, their ratio, verify's peak RSS), the
    fastest of three runs each, in turns; the ratio of their processor times is printed too (on
    a shared machine wall clock moves with the others' work)."""
    args = ["-c", KIOSK_WITH_PEAK, "verify", str(log), "--ruleset", "uk-2000", "--format", fmt]
    peak = out.with_suffix(".peak")
    reads, verifies = [], []
    for _ in range(3):
        reads.append(_process(["-c", READ_LOOP, str(log)]))
        verifies.append(_process([*args, "--output", str(out)], peak))
    read = min(reads)[0]
    verify, _, rss = min(verifies)
    cpu = min(run[1] for run in verifies) / min(run[1] for run in reads)
    print(f"\nprocessor time: kiosk verify {cpu:.2f} times the csv.reader loop", end="")
    return read, verify, verify / read, rss


def _machine() -> str:
    return f"load average {os.getloadavg()[0]:.1f} on {len(os.sched_getaffinity(0))} processors"


@pytest.mark.bench
@pytest.mark.parametrize("newline", ["\n", "\r\n"], ids=["LF", "CRLF"])
def test_clean_log_against_csv_reader(folder: Path, newline: str) -> None:
    log, _ = _log(folder, f"clean-{len(newline)}.csv", 0.01, newline)
    read, verify, ratio, rss = _compare(log, "json", folder / "out.json")
    name = "LF" if newline == "\n" else "CRLF"
    print(
        f"\n{COUPS} coups, {name}: csv.reader loop {read:.2f} s, kiosk verify --format json "
        f"{verify:.2f} s, ratio {ratio:.2f} (target 4), peak RSS {rss:.0f} MB "
        f"(target {MAX_RSS_MB}; {_machine()})"
    )
    assert rss <= MAX_RSS_MB


@pytest.fixture(scope="module")
def erroneous(folder: Path) -> tuple[Path, float]:
    """About 37 % of the coups with a planted error (and some with two)."""
    return _log(folder, "errors.csv", 0.37, "\n")


@pytest.mark.bench
@pytest.mark.parametrize("fmt", ["json", "csv", "text"])
def test_log_with_many_errors(folder: Path, erroneous: tuple[Path, float], fmt: str) -> None:
    log, share = erroneous
    read, verify, ratio, rss = _compare(log, fmt, folder / f"out.{fmt}")
    print(
        f"\n{COUPS} coups, {share:.0%} with errors, --format {fmt}: csv.reader loop {read:.2f} s, "
        f"kiosk verify {verify:.2f} s, ratio {ratio:.2f} (target 11), peak RSS {rss:.0f} MB "
        f"(target {MAX_RSS_MB}; {_machine()})"
    )
    assert rss <= MAX_RSS_MB
