"""`kiosk verify` as a whole process against a plain `csv.reader` loop over the same file.

Targets (issue 16): on a 1,000,000-coup log, LF and CRLF each, `kiosk verify LOG --format json
--output F` takes at most 2x the time of the csv.reader loop; on a log of 1,000,000 coups with
about 300,000 errors at most 4x, with a peak resident set of at most 200 MB in every output
format. `kiosk verify` runs with its default --jobs (one process per processor reads a range of
the log). Each run is a separate process, timed by wall clock. Its peak RSS is the process's own
high-water mark (VmHWM, read as it exits): wait4() would also count this process's memory, which
a spawned child's figure inherits on Linux; the range processes' largest is read from
getrusage(RUSAGE_CHILDREN) as it exits. Speed is printed, not asserted (the machine may be
shared); memory is asserted for each process.
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
#: Peak resident set allowed to one verification process.
MAX_RSS_MB = 200
#: Runs `kiosk` and writes its peak resident set (kB) to the file named by KIOSK_BENCH_HWM.
KIOSK_WITH_PEAK = (
    "import atexit, os, resource, runpy, sys\n"
    "def _peak():\n"
    "    with open('/proc/self/status') as f:\n"
    "        kb = next(int(l.split()[1]) for l in f if l.startswith('VmHWM:'))\n"
    "    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "    with open(os.environ['KIOSK_BENCH_HWM'], 'w') as out:\n"
    "        out.write(f'{kb} {children}')\n"
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
    """Run a process to its end: (wall seconds, its peak RSS and its children's largest, in MB;
    0 without `peak_file`)."""
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
            _, status = os.waitpid(pid, 0)
            elapsed = time.perf_counter() - start
            errors.seek(0)
            said = errors.read().decode(errors="replace")
    finally:
        os.close(devnull)
    # 1: misdeals found (an uncaught exception would also exit 1: its traceback tells)
    assert os.waitstatus_to_exitcode(status) in (0, 1) and "Traceback" not in said, said
    if peak_file is None:
        return elapsed, 0.0, 0.0
    own, children = (int(kb) / 1024 for kb in peak_file.read_text().split())
    return elapsed, own, children


def _log(folder: Path, name: str, rate: float, newline: str) -> Path:
    path = folder / name
    with path.open("w", encoding="utf-8", newline=newline) as out:
        write_log(
            simulate(find_ruleset("uk-2000"), COUPS, rate, seed=2026, tables=4), out, LogFormat.CSV
        )
    return path


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("bench")


def _compare(log: Path, fmt: str, out: Path) -> tuple[float, float, float, float, float, str]:
    """(csv.reader loop seconds, kiosk verify seconds, their ratio, verify's peak RSS and its
    range processes' largest, a word on --jobs 1), the fastest of three runs each, in turns."""
    args = ["-c", KIOSK_WITH_PEAK, "verify", str(log), "--ruleset", "uk-2000", "--format", fmt]
    peak = out.with_suffix(".peak")
    reads, verifies, one_pass = [], [], []
    for _ in range(3):
        reads.append(_process(["-c", READ_LOOP, str(log)])[0])
        verifies.append(_process([*args, "--output", str(out)], peak))
        one_pass.append(_process([*args, "--output", str(out), "--jobs", "1"], peak)[0])
    read = min(reads)
    verify, rss, children = min(verifies)
    single = f"with --jobs 1 {min(one_pass):.2f} s, ratio {min(one_pass) / read:.2f}"
    return read, verify, verify / read, rss, children, single


def _cores() -> str:
    return f"load average {os.getloadavg()[0]:.1f} on {len(os.sched_getaffinity(0))} processors"


@pytest.mark.bench
@pytest.mark.parametrize("newline", ["\n", "\r\n"], ids=["LF", "CRLF"])
def test_clean_log_against_csv_reader(folder: Path, newline: str) -> None:
    log = _log(folder, f"clean-{len(newline)}.csv", 0.01, newline)
    read, verify, ratio, rss, children, single = _compare(log, "json", folder / "out.json")
    name = "LF" if newline == "\n" else "CRLF"
    print(
        f"\n{COUPS} coups, {name}: csv.reader loop {read:.2f} s, kiosk verify --format json "
        f"{verify:.2f} s, ratio {ratio:.2f} (target 2), peak RSS {rss:.0f} MB, range "
        f"processes {children:.0f} MB; {single} ({_cores()})"
    )
    assert rss <= MAX_RSS_MB and children <= MAX_RSS_MB


@pytest.fixture(scope="module")
def erroneous(folder: Path) -> Path:
    """About 30 % of the coups with a planted error (and some with two)."""
    return _log(folder, "errors.csv", 0.3, "\n")


@pytest.mark.bench
@pytest.mark.parametrize("fmt", ["json", "csv", "text"])
def test_log_with_many_errors(folder: Path, erroneous: Path, fmt: str) -> None:
    out = folder / f"out.{fmt}"
    read, verify, ratio, rss, children, single = _compare(erroneous, fmt, out)
    if fmt == "csv":
        with out.open(encoding="utf-8") as lines:
            errors = sum(1 for line in lines if line.startswith("error,"))
        count = f", {errors} errors"
    else:
        count = ""
    print(
        f"\n{COUPS} coups{count}, --format {fmt}: csv.reader loop {read:.2f} s, kiosk verify "
        f"{verify:.2f} s, ratio {ratio:.2f} (target 4), peak RSS {rss:.0f} MB, range "
        f"processes {children:.0f} MB (target {MAX_RSS_MB} each); {single} ({_cores()})"
    )
    assert rss <= MAX_RSS_MB and children <= MAX_RSS_MB
