"""Start-up: the real font is in use, --quit-after-startup exits 0, a bad ruleset gets a message."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel

from kiosk.ui.main_window import MainWindow
from kiosk.ui.typeface import FAMILY, FONTS_DIR


def _kiosk(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))
    return subprocess.run(
        [sys.executable, "-m", "kiosk", *args, "--data-dir", str(tmp_path / "data")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_the_shipped_font_is_the_one_in_use(window: MainWindow) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert QFontInfo(app.font()).family() == FAMILY
    label = window.start_screen.house
    assert isinstance(label, QLabel)
    assert QFontInfo(label.font()).family() == FAMILY
    assert (FONTS_DIR / "LICENSE").is_file()


def test_quit_after_startup_exits_zero(tmp_path: Path) -> None:
    done = _kiosk("run", "--quit-after-startup", "--lang", "de", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    kiosk = _kiosk("run", "--kiosk", "--quit-after-startup", tmp_path=tmp_path)
    assert kiosk.returncode == 0, kiosk.stderr


def test_bad_ruleset_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("id: broken\nname: [\n", encoding="utf-8")
    done = _kiosk("run", "--quit-after-startup", "--ruleset", str(bad), tmp_path=tmp_path)
    assert done.returncode == 2
    assert "broken.yaml" in done.stderr
    assert "Traceback" not in done.stderr
    unknown = _kiosk("run", "--quit-after-startup", "--ruleset", "nowhere", tmp_path=tmp_path)
    assert unknown.returncode == 2 and "nowhere" in unknown.stderr
