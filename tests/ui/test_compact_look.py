"""On a screen smaller than 1280 x 800 the look is the compact one: smaller type and paddings,
tap targets still at least 48 px; on a large screen type and tap targets grow (kiosk.ui.app.style.
scale_for). The app picks the look from its screen."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QPushButton

from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.start import first_window_size
from kiosk.ui.app.style import (
    BODY_PX,
    COMPACT,
    FULL_SIZE,
    KEY_MIN,
    LARGE,
    LARGE_SIZE,
    LEAST_SIZE,
    TAP,
    apply_look,
    scale_for,
    scaled,
    style_sheet,
)
from kiosk.ui.app.typeface import BASE_POINT_SIZE


def test_the_look_is_compact_below_the_full_size_and_large_on_a_large_screen() -> None:
    assert scale_for(*FULL_SIZE) == 1.0
    assert scale_for(1440, 900) == 1.0
    assert scale_for(1920, 1080) == LARGE == scale_for(*LARGE_SIZE)
    assert scale_for(1920, 900) == 1.0  # wide but short: the full look
    assert scale_for(1366, 768) == COMPACT  # a common laptop: too short
    assert scale_for(1024, 768) == COMPACT
    assert scale_for(*LEAST_SIZE) == COMPACT


def test_the_large_sheet_grows_type_and_tap_targets() -> None:
    large = style_sheet(scale=LARGE)
    assert "font-size: 47px" in large  # the 28pt title, 37 px at full size
    heights = [int(n) for n in re.findall(r"QPushButton \{[^}]*min-height: (\d+)px", large)]
    assert heights == [round(TAP * LARGE)]


def test_the_compact_sheet_shrinks_type_and_paddings_but_not_tap_targets() -> None:
    full, compact = style_sheet(), style_sheet(scale=COMPACT)
    assert style_sheet(scale=1.0) == full
    assert re.search(r"font-size: 37px", full) and re.search(r"font-size: 32px", compact)
    type_sizes = [int(n) for n in re.findall(r"font-size: (\d+)px", compact)]
    assert max(type_sizes) < max(int(n) for n in re.findall(r"font-size: (\d+)px", full))
    assert min(type_sizes) == BODY_PX
    assert "padding: 8px 16px" in full and "padding: 7px 14px" in compact
    assert f"min-height: {TAP}px" in full
    heights = [int(n) for n in re.findall(r"QPushButton \{[^}]*min-height: (\d+)px", compact)]
    assert heights == [max(KEY_MIN, round(TAP * COMPACT))] and heights[0] >= 48
    # the colours stay as they are
    assert re.findall(r"#[0-9a-f]{6}", full) == re.findall(r"#[0-9a-f]{6}", compact)


@pytest.fixture
def compact(qapp: QApplication) -> Iterator[None]:
    apply_look(qapp, COMPACT)
    yield
    apply_look(qapp)


def test_widgets_with_a_sheet_of_their_own_follow_the_look(compact: None) -> None:
    assert scaled("QLabel { font-size: 20pt; padding: 10px 20px; }") == (
        "QLabel { font-size: 23px; padding: 8px 17px; }"
    )
    assert scaled("QLabel { font-size: 11pt; }") == f"QLabel {{ font-size: {BODY_PX}px; }}"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.font().pixelSize() == BODY_PX > round(BASE_POINT_SIZE * 4 / 3 * COMPACT)


def test_a_full_look_keeps_own_sheets_but_in_pixels() -> None:
    assert scaled("QLabel { font-size: 21pt; padding: 10px; }") == (
        "QLabel { font-size: 28px; padding: 10px; }"
    )


@pytest.mark.slow
def test_tap_targets_stay_large_on_a_small_screen(qtbot, compact: None, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.resize(*LEAST_SIZE)
    for drill in (DrillId.TOTALS, DrillId.MISDEAL, DrillId.ACCEPTANCE, DrillId.PAYOUTS):
        window.start_drill(drill, Mode.PRACTICE)
        buttons = [b for b in window.findChildren(QPushButton) if b.isVisible()]
        assert buttons
        small = [b.text() for b in buttons if min(b.width(), b.height()) < 48]
        assert small == [], drill


class _Screen:
    def __init__(self, width: int, height: int, panel: int = 40) -> None:
        self.whole = QRect(0, 0, width, height)
        self.free = QRect(0, 0, width, height - panel)

    def geometry(self) -> QRect:
        return self.whole

    def availableGeometry(self) -> QRect:
        return self.free


class _App:
    def __init__(self, screen: _Screen | None) -> None:
        self.screen = screen

    def primaryScreen(self) -> _Screen | None:
        return self.screen


@pytest.mark.parametrize(
    ("screen", "kiosk", "size"),
    [
        ((1920, 1080), False, (1280, 800)),
        ((1920, 1080), True, (1920, 1080)),
        ((1366, 768), False, (1280, 728)),
        ((1024, 768), True, (1024, 768)),
        ((1024, 768), False, (1024, 728)),
        ((800, 600), False, (1024, 700)),  # never below the window's least size
    ],
)
@pytest.mark.slow
def test_the_first_window_size_comes_from_the_screen(
    screen: tuple[int, int], kiosk: bool, size: tuple[int, int]
) -> None:
    app = _App(_Screen(*screen))
    assert first_window_size(app, kiosk) == size  # type: ignore[arg-type]


def test_without_a_screen_the_window_has_the_full_size() -> None:
    assert first_window_size(_App(None), False) == FULL_SIZE  # type: ignore[arg-type]


@pytest.mark.slow
def test_shots_at_the_least_size_show_the_compact_look(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "kiosk",
            "shots",
            str(tmp_path),
            "--lang",
            "de",
            "--size",
            "1024x700",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(tmp_path / "02-start-signed-in-de.png"))
    assert (image.width(), image.height()) == (1024, 700)


@pytest.mark.parametrize("size", ["1024", "1024x", "axb", "800x600"])
@pytest.mark.slow
def test_shots_refuse_a_size_that_is_no_window_size(size: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "shots", str(tmp_path), "--size", size],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "--size" in done.stderr and "Traceback" not in done.stderr
