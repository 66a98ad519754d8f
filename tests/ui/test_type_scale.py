"""The type scale's floor: at 1024 x 768 every screen, drill state, supervisor tab and dialog of
the `kiosk shots` walk, in English and German, writes its text at BODY_PX at least and the labels
painted on the felt and the chips at FELT_PX at least; a larger screen scales up."""

from __future__ import annotations

import pytest

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from kiosk.drills.clock import ManualClock
from kiosk.rules.catalog import find_ruleset
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import (
    BODY_PX,
    COMPACT,
    FELT_PX,
    LARGE,
    apply_look,
    look_scale,
    scale_for,
    type_px,
)
from kiosk.ui.app.typeface import BASE_POINT_SIZE
from kiosk.ui.dev.shots import make_window, small_texts, visible_windows, walk
from kiosk.ui.widgets.chips import ChipTray
from tests.ui.conftest import make_context

pytestmark = pytest.mark.slow


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_no_text_below_the_floor_at_1024(
    qtbot, tmp_path, languages: LanguageSwitch, lang: str
) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    size = (1024, 768)
    apply_look(app, scale_for(*size))
    try:
        languages.set_language(lang)
        window, context = make_window(find_ruleset("castle-vaduz"), data_dir=tmp_path, size=size)
        qtbot.addWidget(window)
        problems: set[str] = set()
        painted = 0
        for name in walk(window, context, app):
            for top in visible_windows(window):
                top.grab()  # the painted widgets note what they wrote as they paint
                painted += sum(
                    len(w.painted_text())
                    for w in top.findChildren(QWidget)
                    if w.isVisible() and hasattr(w, "painted_text")
                )
                problems.update(f"{name}: {p}" for p in small_texts(top))
        window.exit_allowed = True
    finally:
        apply_look(app)
    assert painted > 100  # the felt and the chips were looked at
    assert sorted(problems) == []


def test_the_scale_has_a_floor_and_grows_on_a_large_screen() -> None:
    compact, full, large = (scale_for(*s) for s in ((1024, 768), (1280, 800), (1920, 1080)))
    assert type_px(10, scale=compact) == BODY_PX
    assert type_px(10, scale=compact, floor=FELT_PX) == FELT_PX
    assert type_px(16, scale=compact) < type_px(16, scale=full) < type_px(16, scale=large)


def test_small_text_is_found(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("Egalité 8:1", root)
    font = label.font()
    font.setPixelSize(BODY_PX - 1)
    label.setFont(font)
    tray = ChipTray(find_ruleset("castle-vaduz").chip_set, root)
    tray.setGeometry(0, 40, 400, 100)
    root.resize(400, 140)
    root.show()
    root.grab()
    assert QFontInfo(label.font()).pixelSize() == BODY_PX - 1
    assert any("Egalité" in p for p in small_texts(root))
    font.setPixelSize(BODY_PX)
    label.setFont(font)
    assert small_texts(root) == []
    assert tray.painted_text() and min(t.px for t in tray.painted_text()) >= FELT_PX


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_scale_follows_the_window_as_it_is_resized(qtbot, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    """A window started at 1024 x 768 and enlarged to 1920 x 1080 gets the large screen's type,
    and the small type again once made small."""
    apply_look(qapp, scale_for(1024, 768))
    try:
        window = MainWindow(make_context(find_ruleset("bern"), ManualClock()))
        qtbot.addWidget(window)
        window.resize(1024, 768)
        window.show()
        QApplication.processEvents()
        title = window.start_screen.findChild(QLabel)
        assert title is not None
        small = QFontInfo(title.font()).pixelSize()
        for size, scale in (((1920, 1080), LARGE), ((1024, 768), COMPACT)):
            window.resize(*size)
            QApplication.processEvents()
            assert look_scale() == scale
            assert QFontInfo(qapp.font()).pixelSize() == type_px(BASE_POINT_SIZE, scale=scale)
            assert (QFontInfo(title.font()).pixelSize() > small) is (scale == LARGE)
    finally:
        apply_look(qapp)
