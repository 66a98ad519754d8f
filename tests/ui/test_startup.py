"""Start-up: the real font is in use, --quit-after-startup exits 0, a bad ruleset gets a message,
the records are closed when the process ends, and the first screen works without the `Qt`
namespace at build time (kiosk.ui.app.qt_names)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from kiosk.drills.task import DrillId
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.qt_names import set_by_name
from kiosk.ui.app.typeface import FAMILY, FONTS_DIR
from tests.ui.probe import run_probe, system_site


def _kiosk(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """`kiosk ARGS` with <tmp>/site its site folder (in kiosk mode as the system's)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))
    boot = system_site(tmp_path / "site") + "from kiosk.cli import entry\nentry()\n"
    return subprocess.run(
        [sys.executable, "-c", boot, *args, "--data-dir", str(tmp_path / "data")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.slow
def test_the_shipped_font_is_the_one_in_use(window: MainWindow) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert QFontInfo(app.font()).family() == FAMILY
    label = window.start_screen.house
    assert isinstance(label, QLabel)
    assert QFontInfo(label.font()).family() == FAMILY
    assert (FONTS_DIR / "LICENSE").is_file()


@pytest.mark.slow
def test_quit_after_startup_exits_zero(tmp_path: Path, examiner: str) -> None:
    done = _kiosk("run", "--quit-after-startup", "--lang", "de", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    kiosk = _kiosk("run", "--kiosk", "--quit-after-startup", tmp_path=tmp_path)
    assert kiosk.returncode == 0, kiosk.stderr


@pytest.mark.slow
def test_kiosk_mode_refuses_to_start_without_a_gate_code(tmp_path: Path) -> None:
    """Else nobody could open the supervisor area, and the kiosk could not be left."""
    kiosk = _kiosk("run", "--kiosk", "--quit-after-startup", tmp_path=tmp_path)
    assert kiosk.returncode == 2 and "kiosk records gate-code" in kiosk.stderr
    assert "Traceback" not in kiosk.stderr
    (tmp_path / "site").mkdir()
    site = tmp_path / "site" / "settings.yaml"
    site.write_text("supervisor_pin: 4711\n")  # a code, not its hash
    kiosk = _kiosk("run", "--kiosk", "--quit-after-startup", tmp_path=tmp_path)
    assert kiosk.returncode == 2 and f"{site}:1: supervisor_pin" in kiosk.stderr


@pytest.mark.slow
def test_bad_ruleset_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("id: broken\nname: [\n", encoding="utf-8")
    done = _kiosk("run", "--quit-after-startup", "--ruleset", str(bad), tmp_path=tmp_path)
    assert done.returncode == 2
    assert "broken.yaml" in done.stderr
    assert "Traceback" not in done.stderr
    unknown = _kiosk("run", "--quit-after-startup", "--ruleset", "nowhere", tmp_path=tmp_path)
    assert unknown.returncode == 2 and "nowhere" in unknown.stderr


@pytest.mark.slow
def test_the_records_are_closed_when_the_app_process_ends(tmp_path: Path) -> None:
    """The records are closed when the app quits: SQLite folds its write-ahead log back into the
    database and removes it on the last close."""
    done = _kiosk("--quit-after-startup", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    records = tmp_path / "data" / "records.sqlite3"
    assert records.is_file()
    assert not records.with_name("records.sqlite3-wal").exists()


def test_a_press_on_a_tiles_texts_presses_the_tile(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for drill, part in ((DrillId.BANCO, "title"), (DrillId.PAYOUTS, "detail")):
        window.show_start()
        tile = window.start_screen.tiles[drill]
        label = getattr(tile, part)
        with qtbot.waitSignal(tile.clicked, timeout=1000):
            qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=label.rect().center())
        assert window.stack.currentWidget() is window.mode_screen
        assert window.mode_screen.drill is drill


@pytest.mark.slow
def test_properties_named_at_build_time_are_the_ones_in_force(window: MainWindow) -> None:
    start = window.start_screen
    assert start.rules_button.focusPolicy() == Qt.FocusPolicy.NoFocus
    for button in start.language_buttons.values():
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus
    tile = start.tiles[DrillId.TOTALS]
    assert tile.detail.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    assert tile.badge is None  # made for the first badge
    window.on_drill_chosen(DrillId.TOTALS)
    badges = [t.badge for t in window.mode_screen.tiles.values() if t.badge is not None]
    assert badges and all(b.alignment() == Qt.AlignmentFlag.AlignCenter for b in badges)


def test_a_property_named_wrong_is_an_error_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    button = QPushButton()
    qtbot.addWidget(button)
    with pytest.raises(ValueError, match="focusPolicy"):
        set_by_name(button, focusPolicy="NoFokus")
    with pytest.raises(ValueError, match="focusPolizy"):
        set_by_name(button, focusPolizy="NoFocus")


@pytest.mark.slow
def test_bad_settings_are_a_message_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kiosk.cli import main

    (tmp_path / "settings.yaml").write_text("idle_minutes: [\n", encoding="utf-8")
    assert main(["run", "--quit-after-startup", "--data-dir", str(tmp_path)]) == 2
    assert "settings.yaml" in capsys.readouterr().err


@pytest.mark.slow
def test_a_data_folder_that_is_a_file_is_named(tmp_path: Path) -> None:
    taken = tmp_path / "records"
    taken.write_text("not a folder", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "run", "--quit-after-startup", "--data-dir", str(taken)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2
    assert f"{taken} is a file, expected a folder" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_without_dejavu_on_the_system_the_shipped_files_are_registered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kiosk.ui.app import typeface

    monkeypatch.setattr(typeface, "_loaded", None)
    monkeypatch.setattr(typeface, "system_has_family", lambda: False)
    assert typeface.load_app_fonts() == FAMILY
    assert QFontInfo(typeface.app_font(bold=True)).family() == FAMILY


@pytest.mark.slow
def test_quitting_stops_work_running_off_the_ui_thread(tmp_path: Path) -> None:
    """The app ends as any Python program does: work still running (a coup-log verification)
    is cancelled and waited for when it quits, not cut off or left hanging."""
    probe = (
        "import sys, threading, time\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from kiosk.cli import main\n"
        "from kiosk.ui.app.jobs import run_in_background\n"
        "app = QApplication(sys.argv[:1])\n"
        "ended = []\n"
        "running = threading.Event()\n"
        "def work(control):\n"
        "    running.set()\n"
        "    while not control.cancelled():\n"
        "        time.sleep(0.005)\n"
        "    ended.append('stopped')\n"
        "def start():\n"
        "    run_in_background(work, owner=app, on_success=print, on_failure=print)\n"
        "    running.wait(10)  # the work is under way before the app is asked to quit\n"
        "QTimer.singleShot(0, start)\n"
        "status = main()\n"
        "print('work:', ended)\n"
        "sys.exit(status)\n"
    )
    done = run_probe(tmp_path, probe, "--quit-after-startup")
    assert "work: ['stopped']" in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_a_tile_tapped_with_nobody_signed_in_says_to_sign_in(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start = window.start_screen
    start.sign_in(None)
    window.go_home()
    with qtbot.assertNotEmitted(start.drill_chosen):
        qtbot.mouseClick(start.tiles[DrillId.TOTALS], Qt.MouseButton.LeftButton)
    assert start.hint.property("role") == "error" and "Sign in first" in start.hint.text()
    assert window.stack.currentWidget() is start


_READY_THEN_RUN = (
    "import sys\n"
    "from PySide6.QtCore import QTimer\n"
    "from PySide6.QtWidgets import QApplication\n"
    "from kiosk.cli import main\n"
    "app = QApplication(sys.argv[:1])\n"
    "QTimer.singleShot(0, lambda: print('ready', flush=True))  # the event loop runs\n"
    "sys.exit(main())\n"
)


@pytest.mark.slow
def test_sigterm_ends_the_app_with_143_and_its_records_closed(tmp_path: Path) -> None:
    """A shutdown's SIGTERM reaches the app through the event loop (kiosk.ui.app.stop_signals):
    the whole process ends in order, not killed mid-write."""
    import selectors
    import signal

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KIOSK_SITE_DIR=str(tmp_path / "site"))
    process = subprocess.Popen(
        [sys.executable, "-c", _READY_THEN_RUN, "run", "--data-dir", str(tmp_path / "data")],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        with selectors.DefaultSelector() as waiting:
            waiting.register(process.stdout, selectors.EVENT_READ)
            assert waiting.select(timeout=60), "the app's event loop did not start"
        assert process.stdout.readline() == "ready\n"
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 128 + signal.SIGTERM, err
    assert "Traceback" not in err
    assert (tmp_path / "data" / "records.sqlite3").is_file()
    assert not (tmp_path / "data" / "records.sqlite3-wal").exists()  # closed, checkpointed


# Looks as soon as the house's exam is offered (after 30 s at the latest, when that never
# comes), not after a fixed wait.
_LOOK_AFTER_START = (
    "import sys, time\n"
    "from PySide6.QtCore import QTimer\n"
    "from PySide6.QtWidgets import QApplication\n"
    "from kiosk.cli import main\n"
    "from kiosk.ui.app.main_window import MainWindow\n"
    "app = QApplication(sys.argv[:1])\n"
    "until = time.monotonic() + 30\n"
    "def look():\n"
    "    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]\n"
    "    offered = windows and windows[0].start_screen.exam_button.isVisibleTo(windows[0])\n"
    "    if not offered and time.monotonic() < until:\n"
    "        return\n"
    "    (window,) = windows\n"
    "    print('exam:', window.start_screen.exam_button.isVisibleTo(window))\n"
    "    print('house:', window.start_screen.house.text())\n"
    "    timer.stop()\n"
    "    app.exit(0)\n"
    "timer = QTimer(interval=10, timeout=look)\n"
    "timer.start()\n"
    "sys.exit(main())\n"
)


@pytest.mark.slow
def test_the_house_s_exam_is_offered_right_after_the_first_frame(tmp_path: Path) -> None:
    from kiosk.rules.catalog import find_ruleset

    done = run_probe(tmp_path, _LOOK_AFTER_START, "--ruleset", "bern", "--lang", "en")
    assert "exam: True" in done.stdout, done.stderr
    assert f"house: {find_ruleset('bern').name.en}" in done.stdout, done.stdout + done.stderr
    assert not (tmp_path / "data" / "cache").exists()


@pytest.mark.slow
def test_kiosk_mode_takes_its_site_folder_from_the_system_alone(
    tmp_path: Path, examiner: str
) -> None:
    """A site folder of the kiosk user's own (KIOSK_SITE_DIR, XDG_CONFIG_DIRS), with a code it
    chose, does not open kiosk mode: it refuses to start as with no gate code at all."""
    mine = tmp_path / "site"  # the examiner fixture's gate code, where KIOSK_SITE_DIR points
    (tmp_path / "xdg" / "kiosk").mkdir(parents=True)
    shutil.copy(mine / "settings.yaml", tmp_path / "xdg" / "kiosk" / "settings.yaml")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        KIOSK_SITE_DIR=str(mine),
        XDG_CONFIG_DIRS=str(tmp_path / "xdg"),
    )
    boot = system_site(tmp_path / "etc-xdg-kiosk") + "from kiosk.cli import entry\nentry()\n"
    data = str(tmp_path / "data")
    done = subprocess.run(
        [sys.executable, "-c", boot, "run", "--kiosk", "--quit-after-startup", "--data-dir", data],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 2 and "kiosk records gate-code" in done.stderr, done.stderr
    assert str(tmp_path / "etc-xdg-kiosk" / "settings.yaml") in done.stderr


@pytest.mark.slow
def test_kiosk_mode_refuses_a_gate_file_others_may_write(tmp_path: Path, examiner: str) -> None:
    gate = tmp_path / "site" / "settings.yaml"
    gate.chmod(0o666)
    kiosk = _kiosk("run", "--kiosk", "--quit-after-startup", tmp_path=tmp_path)
    assert kiosk.returncode == 2 and "root alone may write" in kiosk.stderr, kiosk.stderr
    assert str(gate) in kiosk.stderr and "Traceback" not in kiosk.stderr
    gate.chmod(0o644)
    assert _kiosk("run", "--kiosk", "--quit-after-startup", tmp_path=tmp_path).returncode == 0
