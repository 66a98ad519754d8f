"""Start-up does only what the first screen needs (issue 5: within 1.3 times a bare window).

With the parse cache warm it reads no YAML: the house and its exam come from the cache (PyYAML,
the ruleset schema and the exam reader are not even imported), and the house's whole ruleset
waits for the first screen that needs it (kiosk.rules.house). Neither the other commands nor
OpenSSL's hashlib, JSON, decimal, ctypes or platformdirs are imported, nor, in German, the XML
reader of the Qt-free layers' catalogue (the command's help texts are not shown); the first
screen is built without PySide6's `Qt` namespace (kiosk.ui.app.qt_names), and no event reaches
Python code on the way to the first frame (PySide6's QEvent class is not even made: the screens
hear of a language switch from a signal, kiosk.ui.app.language).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import sys
from kiosk.cli import main
status = main()
watched = (
    "yaml", "kiosk.rules.loader", "kiosk.rules.exams", "kiosk.rules.model", "kiosk.domain.bets",
    "pickle", "decimal", "hashlib", "json", "ctypes", "platformdirs", "kiosk.commands.verify",
    "xml.etree.ElementTree",
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


def test_second_start_reads_no_yaml(tmp_path: Path) -> None:
    first, second = _starts(tmp_path, "run")
    assert "yaml" in first.split(",")  # the first start reads the files
    assert second == ""


def test_kiosk_alone_starts_the_app_as_lightly(tmp_path: Path) -> None:
    _, second = _starts(tmp_path, "--lang", "de")
    assert second == ""


def test_an_unchanged_settings_file_is_not_parsed_again(tmp_path: Path) -> None:
    settings = "four_colour_suits: true\nsupervisor_pin: scrypt$16384$8$1$00$00\n"
    first, second = _starts(tmp_path, "run", settings=settings)
    assert "yaml" in first.split(",")
    assert second == ""
