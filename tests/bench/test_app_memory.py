"""Resident memory of the running kiosk after a tour of every screen.

Target (issue 5): RSS under 120 MB. The probe (app_probe.py `tour`) starts the app the way
`kiosk run` does (records in a temporary folder, offscreen), then opens every drill in every mode
with answers rendered, the house rules, the supervisor area and the exam sign-in, twice over, and
reads VmRSS/VmHWM from /proc. Peak RSS (VmHWM) is the figure held against the target; it and
the RSS after start-up go to extra_info with a bare window's peak for scale (reported, not
asserted).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.bench.test_app_startup import PROBE, isolated_env

TARGET_MB = 120
TOUR_ROUNDS = int(os.environ.get("KIOSK_BENCH_TOUR_ROUNDS", "2"))


@pytest.mark.bench
@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="reads /proc (Linux)")
def test_rss_after_touring_every_screen(benchmark: Any, tmp_path: Path) -> None:
    command = [sys.executable, str(PROBE), "tour", "--data-dir", str(tmp_path / "data")]
    command += ["--rounds", str(TOUR_ROUNDS)]
    env = isolated_env(tmp_path)

    def tour() -> dict[str, Any]:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr, done.stderr
        report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
        return report

    report = benchmark.pedantic(tour, rounds=1, iterations=1)
    assert report["answers"] > 0
    bare = subprocess.run(
        [sys.executable, str(PROBE), "bare"], env=env, capture_output=True, text=True, check=True
    )
    bare_mib = json.loads(bare.stdout.strip().splitlines()[-1])["VmHWM"] / 1024
    mib = {
        "bare_window_peak_rss_mib": bare_mib,
        "startup_rss_mib": report["startup"]["VmRSS"] / 1024,
        "tour_rss_mib": report["tour"]["VmRSS"] / 1024,
        "peak_rss_mib": report["tour"]["VmHWM"] / 1024,
    }
    peak_mb = report["tour"]["VmHWM"] * 1024 / 1e6
    load = os.getloadavg()[0]
    benchmark.extra_info.update(
        mib,
        peak_rss_mb=peak_mb,
        target_mb=TARGET_MB,
        answers=report["answers"],
        tour_seconds=report["tour_seconds"],
        load_average_1m=load,
    )
    print(
        f"\nbare window peak {bare_mib:.1f} MiB; kiosk RSS after start-up {mib['startup_rss_mib']:.1f} MiB, after the tour "
        f"{mib['tour_rss_mib']:.1f} MiB, peak {mib['peak_rss_mib']:.1f} MiB = {peak_mb:.1f} MB "
        f"(target {TARGET_MB} MB; {report['answers']} answers; load average {load:.2f})"
    )
