"""Start-up does only what the first screen needs (the start-up benchmark's target: within 1.6
times a bare window, tests/bench/test_app_startup.py). A watch on imports, so under `make bench`.

From the second start on, the house starts from its checked summary (plain JSON in the cache
folder; no pickle or code is read from a writable folder) and its ruleset and exam are read from
their YAML files right after the first frame. The layers below the screens import what they need
at the top of their modules (PyYAML and the reader with the settings, the XML reader with the
catalogue), but neither the other commands nor pickle, ctypes or socket are imported. The app's
command line is read by the parser of the app alone; the other commands' modules are imported
only when their command runs. The first
screen is built without PySide6's `Qt` namespace (kiosk.ui.app.qt_names), and no event reaches
Python code on the way to the first frame (PySide6's QEvent class is not even made: the screens
hear of a language switch from a signal, kiosk.ui.app.language).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.bench

PROBE = """
import sys
from kiosk.cli import main
status = main()
watched = (
    "pickle", "ctypes", "kiosk.commands.verify", "kiosk.verify", "kiosk.selftest",
    "kiosk.records.export", "socket", "kiosk.commands.records",
)
heavy = [m for m in watched if m in sys.modules]
for name in ("Qt", "QEvent"):  # the Qt namespace; an event handed to Python
    if name in sys.modules["PySide6.QtCore"].__dict__:
        heavy.append(f"PySide6.QtCore.{name}")
print("imported:", ",".join(sorted(heavy)))
sys.exit(status)
"""


def _starts(tmp_path: Path, *args: str, settings: str = "") -> list[str]:
    """What each of two starts in a row imported that the first screen does not need."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))
    command = [sys.executable, "-c", PROBE, *args, "--quit-after-startup"]
    for variable in ("XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"):
        env[variable] = str(tmp_path / variable.lower())  # the app's own folders, no --data-dir
    if settings:  # the kiosk's own settings file, as the supervisor area writes it
        own = tmp_path / "xdg_data_home" / "kiosk" / "settings.yaml"
        own.parent.mkdir(parents=True, exist_ok=True)
        own.write_text(settings, encoding="utf-8")
    runs = [
        subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
        for _ in range(2)
    ]
    for run in runs:
        assert run.returncode == 0, run.stderr
        assert "Traceback" not in run.stderr, run.stderr
    return [run.stdout.strip().rpartition("imported:")[2].strip() for run in runs]


def test_kiosk_alone_starts_the_app_as_lightly(tmp_path: Path) -> None:
    first, second = _starts(tmp_path, "--lang", "de")
    assert first == second == ""
