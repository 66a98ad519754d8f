"""Verifying a 1,000,000-coup CSV log against merely reading it with the csv module.

The target (issue 4): `kiosk verify` takes at most about 1.5 times as long as a plain
`csv.reader` loop over the same file. Both are timed here; the ratio is printed and stored in the
benchmark's extra info (no timed assert: speed is reported, not asserted). The machine may be
shared: the one-process test compares processor time of this process, which load disturbs less
than wall time, and both tests print the load average.
"""

from __future__ import annotations

import csv
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.verify.logfile import LogFormat
from kiosk.verify.simulate import simulate, write_log
from kiosk.verify.verifier import verify_logs

COUPS = int(os.environ.get("KIOSK_BENCH_COUPS", "1000000"))
MISDEAL_RATE = 0.01


@pytest.fixture(scope="module")
def ruleset() -> Ruleset:
    return find_ruleset("uk-2000")


@pytest.fixture(scope="module")
def big_log(tmp_path_factory: pytest.TempPathFactory, ruleset: Ruleset) -> Path:
    """A simulated log of COUPS coups on one table, 1 % of them with a planted error."""
    path = tmp_path_factory.mktemp("bench") / "coups.csv"
    with path.open("w", encoding="utf-8", newline="") as out:
        write_log(simulate(ruleset, COUPS, MISDEAL_RATE, seed=2026), out, LogFormat.CSV)
    return path


def _read_only(path: Path) -> int:
    rows = 0
    with path.open(newline="", encoding="utf-8") as f:
        for _row in csv.reader(f):
            rows += 1
    return rows


def _best_of(runs: int, job: object, clock: Callable[[], float] = time.perf_counter) -> float:
    best = float("inf")
    for _ in range(runs):
        start = clock()
        job()  # type: ignore[operator]
        best = min(best, clock() - start)
    return best


@pytest.mark.bench
def test_verify_vs_csv_read(benchmark, big_log: Path, ruleset: Ruleset) -> None:  # type: ignore[no-untyped-def]
    jobs = min(2, os.cpu_count() or 1)
    report = benchmark.pedantic(
        lambda: verify_logs([big_log], ruleset, jobs=jobs), rounds=3, iterations=1
    )
    assert report.coups == COUPS and report.errors
    read = _best_of(3, lambda: _read_only(big_log))
    verify = benchmark.stats.stats.min
    ratio = verify / read
    load = os.getloadavg()[0]
    benchmark.extra_info.update(
        read_seconds=read, verify_seconds=verify, ratio=ratio, jobs=jobs, load_average=load
    )
    print(
        f"\ncsv.reader loop {read:.3f} s, kiosk verify ({jobs} processes) {verify:.3f} s, "
        f"ratio {ratio:.2f} (load average {load:.1f} on {os.cpu_count()} cores)"
    )


@pytest.mark.bench
def test_verify_one_process(benchmark, big_log: Path, ruleset: Ruleset) -> None:  # type: ignore[no-untyped-def]
    """Processor time of one process: verifying against reading, best of three each."""
    cpu = time.process_time
    report = benchmark.pedantic(
        lambda: verify_logs([big_log], ruleset, jobs=1), rounds=1, iterations=1
    )
    assert report.coups == COUPS
    read = _best_of(3, lambda: _read_only(big_log), cpu)
    verify = _best_of(3, lambda: verify_logs([big_log], ruleset, jobs=1), cpu)
    ratio = verify / read
    load = os.getloadavg()[0]
    benchmark.extra_info.update(
        read_cpu_seconds=read, verify_cpu_seconds=verify, ratio=ratio, load_average=load
    )
    print(
        f"\nprocessor time: csv.reader loop {read:.3f} s, kiosk verify (1 process) {verify:.3f} s, "
        f"ratio {ratio:.2f} (load average {load:.1f} on {os.cpu_count()} cores)"
    )
