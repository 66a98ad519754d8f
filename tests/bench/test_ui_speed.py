"""Speed of the kiosk app: start-up to the first idle frame, and answer to feedback.

Targets (issue 5): start-up within 1.3x of a bare PySide6 window on the same platform plugin;
answer to feedback within one frame (16 ms). RSS of the running kiosk under 120 MB.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from PySide6.QtWidgets import QApplication

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset
from kiosk.ui.demo import right_answer
from kiosk.ui.main_window import MainWindow
from kiosk.ui.style import style_sheet
from kiosk.ui.typeface import install_app_font
from tests.ui.conftest import make_context

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, app.quit)
sys.exit(app.exec())
"""


def _env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))


@pytest.mark.bench
def test_bare_window_start(benchmark: Any, tmp_path: Path) -> None:
    env = _env(tmp_path)
    benchmark.pedantic(
        lambda: subprocess.run([sys.executable, "-c", BARE], env=env, check=True),
        rounds=5,
        warmup_rounds=1,
    )


@pytest.mark.bench
def test_kiosk_start_to_first_idle_frame(benchmark: Any, tmp_path: Path) -> None:
    env = _env(tmp_path)
    command = [sys.executable, "-m", "kiosk", "run", "--quit-after-startup"]
    command += ["--data-dir", str(tmp_path / "data")]

    def run() -> int:
        done = subprocess.run(command, env=env, check=True, capture_output=True)
        return done.returncode

    assert benchmark.pedantic(run, rounds=5, warmup_rounds=1) == 0
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    assert peak_kb < 120 * 1024


@pytest.mark.bench
def test_answer_to_feedback(benchmark: Any, qtbot: Any) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_app_font(app)
    app.setStyleSheet(style_sheet())
    window = MainWindow(make_context(find_ruleset(DEFAULT_RULESET), ManualClock()))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.start_drill(DrillId.BANCO, Mode.PRACTICE)
    screen = window.drill_screen

    def answer() -> None:
        session = screen.session
        assert session is not None and session.task is not None
        screen.on_answered(right_answer(session.task))
        assert session.state is SessionState.FEEDBACK
        window.repaint()
        screen.on_next()

    benchmark(answer)
    assert benchmark.stats.stats.median < 0.016
