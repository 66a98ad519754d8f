"""Start-up: the real font is in use, --quit-after-startup exits 0, a bad ruleset gets a message,
the records are closed when the process ends, and the first screen works without the `Qt`
namespace at build time (kiosk.ui.app.qt_names)."""

from __future__ import annotations

import gc
import os
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
from tests.ui.probe import run_probe


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


def test_the_records_are_closed_when_the_app_process_ends(tmp_path: Path) -> None:
    """The app ends its process without Python's teardown, after the records are closed: SQLite
    folds its write-ahead log back into the database and removes it on the last close."""
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


def test_boot_spares_pyside_the_reading_of_the_qt_free_modules() -> None:
    from PySide6.support import feature

    from kiosk.ui.app.boot import prepare

    prepare()
    table = feature.pyside_feature_dict
    for name in ("kiosk.records.store", "kiosk.rules.house", "kiosk.settings", "argparse"):
        assert table.get(name) in (-1, 0)  # entered: PySide6 will not read its source
    assert table.get("kiosk.records.store") != 1  # no feature switched on


def test_boot_does_without_pysides_table(monkeypatch: pytest.MonkeyPatch) -> None:
    import PySide6.support

    from kiosk.ui.app.boot import prepare

    monkeypatch.setattr(PySide6.support, "feature", object())  # a PySide6 without the table
    prepare()  # nothing to enter: no error


def test_the_app_keeps_fills_on_the_gui_thread(tmp_path: Path) -> None:
    probe = (
        "import os, sys\n"
        "from kiosk.cli import main\n"
        "status = main()\n"
        "print('serial fills:', os.environ.get('QT_NO_GUI_THREADPOOL'))\n"
        "sys.exit(status)\n"
    )
    done = run_probe(tmp_path, probe, "--quit-after-startup", drop_env=("QT_NO_GUI_THREADPOOL",))
    assert "serial fills: 1" in done.stdout


def test_garbage_collection_waits_for_the_first_frame(tmp_path: Path) -> None:
    probe = (
        "import gc, sys\n"
        "import kiosk.ui.app.main_window as screens\n"
        "from kiosk.cli import main\n"
        "seen = []\n"
        "class Window(screens.MainWindow):\n"
        "    def __init__(self, *args, **kwargs):\n"
        "        seen.append(gc.isenabled())\n"
        "        super().__init__(*args, **kwargs)\n"
        "import kiosk.ui.app.start\n"
        "kiosk.ui.app.start.MainWindow = Window\n"
        "status = main()\n"
        "print('while building:', seen, 'after:', gc.isenabled())\n"
        "sys.exit(status)\n"
    )
    done = run_probe(tmp_path, probe, "--quit-after-startup")
    assert "while building: [False] after: True" in done.stdout


def test_collection_is_back_when_the_app_cannot_start(tmp_path: Path) -> None:
    from kiosk.cli import main

    (tmp_path / "settings.yaml").write_text("idle_minutes: [\n", encoding="utf-8")
    assert gc.isenabled()
    assert main(["run", "--quit-after-startup", "--data-dir", str(tmp_path)]) == 2
    assert gc.isenabled()


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


def test_pausing_collection_leaves_a_collector_stopped_by_others_stopped() -> None:
    from kiosk.ui.app.boot import pause_collection, resume_collection

    pause_collection()
    assert not gc.isenabled()
    resume_collection()
    assert gc.isenabled()
    gc.disable()  # stopped by someone else (kiosk verify does, while it verifies)
    try:
        pause_collection()
        resume_collection()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_without_dejavu_on_the_system_the_shipped_files_are_registered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kiosk.ui.app import typeface

    monkeypatch.setattr(typeface, "_loaded", None)
    monkeypatch.setattr(typeface, "system_has_family", lambda: False)
    assert typeface.load_app_fonts() == FAMILY
    assert QFontInfo(typeface.app_font(bold=True)).family() == FAMILY


def test_a_tile_tapped_with_nobody_signed_in_says_to_sign_in(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start = window.start_screen
    start.sign_in(None)
    window.go_home()
    with qtbot.assertNotEmitted(start.drill_chosen):
        qtbot.mouseClick(start.tiles[DrillId.TOTALS], Qt.MouseButton.LeftButton)
    assert start.hint.property("role") == "error" and "Sign in first" in start.hint.text()
    assert window.stack.currentWidget() is start
