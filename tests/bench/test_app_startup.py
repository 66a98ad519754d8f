"""Start-up of `kiosk run --quit-after-startup` against a bare PySide6 window.

Target: the whole process, from its start to its end after the first painted frame,
within 2.5 times a bare window (QApplication + QMainWindow, shown, quit from a zero timer) on the
same interpreter and platform plugin. Both processes end as any Python program does, teardown
included. `kiosk run --kiosk` (the mode the training PCs start in) is timed against the same bare
window set up as the kiosk's: frameless, on top, full screen (app_probe.py bare-kiosk). All run
on the offscreen plugin with a 1920 x 1080 screen. Each round starts the four as new processes,
one after the other, so all see the same machine load; the wall-time ratios per round and the
ratio of CPU times go to extra_info and are printed (memory is test_app_memory's), with whether
the ratio of the fastest runs meets the target. The kiosk runs as installed, with its records,
settings and site folder where the XDG variables point: a fresh temporary folder.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.ui.probe import system_site

PROBE = Path(__file__).with_name("app_probe.py")
ROUNDS = int(os.environ.get("KIOSK_BENCH_STARTUP_ROUNDS", "9"))
#: The most `kiosk run` may take, as a multiple of the bare window's time (median of the rounds).
TARGET_RATIO = 2.5


#: The offscreen plugin's screen: a training-room monitor (its own default is 800 x 800, where
#: the kiosk would take its compact look and a smaller window than the bare one).
SCREEN = {
    "synchronousWindowSystemEvents": False,
    "windowFrameMargins": False,
    "screens": [
        {"name": "training-room", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96}
    ],
}


def isolated_env(root: Path) -> dict[str, str]:
    """The offscreen plugin on a 1920 x 1080 screen, the machine's XDG folders and site folder
    kept out, and byte code cached as in an installed app (the first, warm-up round compiles
    it)."""
    root.mkdir(parents=True, exist_ok=True)
    screen = root / "screen.json"
    screen.write_text(json.dumps(SCREEN), encoding="utf-8")
    platform = f"offscreen:configfile={screen}"
    env = dict(os.environ, QT_QPA_PLATFORM=platform, KIOSK_SITE_DIR=str(root / "site"))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[var] = str(root / var.lower())
    env.pop("KIOSK_QUIT_AFTER_STARTUP", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def kiosk_command(env: dict[str, str], *args: str) -> list[str]:
    """`kiosk ARGS` as the installed script runs it, with the site folder of `env` as the
    system's own: kiosk mode reads no other (KIOSK_SITE_DIR counts only outside it), so the
    examiner credential and a room PC's site settings are found there."""
    site = Path(env["KIOSK_SITE_DIR"])
    return [
        sys.executable,
        "-c",
        system_site(site) + "from kiosk.cli import entry\nentry()\n",
        *args,
    ]


def timed_run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) in seconds of one process, which must exit 0
    without a traceback. CPU time is steadier than wall time on a machine others are loading."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    assert proc.stderr is not None
    with proc.stderr:
        errors = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    assert proc.returncode == 0, errors
    assert "Traceback" not in errors, errors
    return seconds, usage.ru_utime + usage.ru_stime


@pytest.mark.bench
def test_startup_against_bare_window(
    benchmark: Any, tmp_path: Path, examiner: str, capsys: pytest.CaptureFixture[str]
) -> None:
    env = isolated_env(tmp_path)
    # a training-room PC: the site's settings file is there, so the start reads it (PyYAML)
    room_env = isolated_env(tmp_path / "room")
    site = Path(room_env["KIOSK_SITE_DIR"])
    shutil.copytree(Path(env["KIOSK_SITE_DIR"]), site)  # its settings file holds the gate code
    settings = site / "settings.yaml"
    settings.write_text(
        settings.read_text(encoding="utf-8") + "language: de\nidle_minutes: 5\n", encoding="utf-8"
    )
    bare = [sys.executable, str(PROBE), "bare"]
    bare_kiosk = [sys.executable, str(PROBE), "bare-kiosk"]
    kiosk = kiosk_command(env, "run", "--quit-after-startup")
    # as the training PCs start it: full screen, frameless, reading the system's site folder
    kiosk_mode = [*kiosk, "--kiosk"]
    room = [*kiosk_command(room_env, "run", "--quit-after-startup"), "--kiosk"]
    bare_runs: list[tuple[float, float]] = []
    bare_kiosk_runs: list[tuple[float, float]] = []
    kiosk_runs: list[tuple[float, float]] = []
    kiosk_mode_runs: list[tuple[float, float]] = []
    room_runs: list[tuple[float, float]] = []

    def run_bare() -> None:
        bare_runs.append(timed_run(bare, env))
        bare_kiosk_runs.append(timed_run(bare_kiosk, env))
        kiosk_mode_runs.append(timed_run(kiosk_mode, env))
        room_runs.append(timed_run(room, room_env))

    def run_kiosk() -> None:
        kiosk_runs.append(timed_run(kiosk, env))

    # warm-up: the first kiosk run creates the records database and caches byte code
    benchmark.pedantic(run_kiosk, setup=run_bare, rounds=ROUNDS, iterations=1, warmup_rounds=1)
    bare_seconds = [wall for wall, _ in bare_runs[-ROUNDS:]]
    kiosk_seconds = [wall for wall, _ in kiosk_runs[-ROUNDS:]]
    bare_cpu = [cpu for _, cpu in bare_runs[-ROUNDS:]]
    kiosk_cpu = [cpu for _, cpu in kiosk_runs[-ROUNDS:]]
    ratios = [k / b for k, b in zip(kiosk_seconds, bare_seconds, strict=True)]
    kiosk_mode_seconds = [wall for wall, _ in kiosk_mode_runs[-ROUNDS:]]
    bare_kiosk_seconds = [wall for wall, _ in bare_kiosk_runs[-ROUNDS:]]
    mode_ratios = [k / b for k, b in zip(kiosk_mode_seconds, bare_kiosk_seconds, strict=True)]
    room_seconds = [wall for wall, _ in room_runs[-ROUNDS:]]
    room_ratios = [k / b for k, b in zip(room_seconds, bare_kiosk_seconds, strict=True)]
    load = os.getloadavg()
    info = {
        "bare_median_s": statistics.median(bare_seconds),
        "kiosk_median_s": statistics.median(kiosk_seconds),
        "ratio_median": statistics.median(ratios),
        "ratio_min": min(ratios),
        "ratio_max": max(ratios),
        "ratio_of_minima": min(kiosk_seconds) / min(bare_seconds),
        "bare_cpu_median_s": statistics.median(bare_cpu),
        "kiosk_cpu_median_s": statistics.median(kiosk_cpu),
        "cpu_ratio_median": statistics.median(kiosk_cpu) / statistics.median(bare_cpu),
        "bare_kiosk_median_s": statistics.median(bare_kiosk_seconds),
        "kiosk_mode_median_s": statistics.median(kiosk_mode_seconds),
        "kiosk_mode_ratio_median": statistics.median(mode_ratios),
        "room_median_s": statistics.median(room_seconds),
        "room_ratio_median": statistics.median(room_ratios),
        "target_ratio": TARGET_RATIO,
        "load_average_1m": load[0],
        "cores": os.cpu_count(),
    }
    benchmark.extra_info.update(info)
    with capsys.disabled():  # shown in every run, not only with -s
        print(
            f"\nbare window {info['bare_median_s'] * 1000:.0f} ms, kiosk run "
            f"{info['kiosk_median_s'] * 1000:.0f} ms (medians of {ROUNDS}); ratio of the fastest "
            f"runs {info['ratio_of_minima']:.2f}, ratio median "
            f"{info['ratio_median']:.2f} (min {info['ratio_min']:.2f}, max {info['ratio_max']:.2f}); "
            f"CPU time {info['bare_cpu_median_s'] * 1000:.0f} ms against "
            f"{info['kiosk_cpu_median_s'] * 1000:.0f} ms, ratio {info['cpu_ratio_median']:.2f}; "
            f"with --kiosk {info['kiosk_mode_median_s'] * 1000:.0f} ms against a bare kiosk window's "
            f"{info['bare_kiosk_median_s'] * 1000:.0f} ms, ratio median "
            f"{info['kiosk_mode_ratio_median']:.2f}; a room PC (--kiosk, German, a site settings "
            f"file) {info['room_median_s'] * 1000:.0f} ms, ratio median "
            f"{info['room_ratio_median']:.2f}; target {TARGET_RATIO} (load average {load[0]:.2f} on "
            f"{os.cpu_count()} cores)"
        )
    # A benchmark reports; it does not fail on a time (the machine may be shared). The fastest
    # run of each is the one least disturbed by whatever else runs: its ratio is printed beside
    # the medians, with the target and whether it was met.
    met = info["ratio_of_minima"] <= TARGET_RATIO
    print(f"target {TARGET_RATIO}: {'met' if met else 'NOT met'}")
