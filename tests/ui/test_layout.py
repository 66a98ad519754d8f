"""Every screen state, in English and German, at the look's full size, on a 1024 x 768 screen and
on a 1920 x 1080 one: no label or button text is cut off or elided."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QApplication

from kiosk.rules.catalog import find_ruleset
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.style import FULL_SIZE, LEAST_SIZE, apply_look, scale_for
from kiosk.ui.dev.shots import clipped_texts, make_window, visible_windows, walk


@pytest.fixture(params=["full", "compact", "large"])
def look(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[tuple[int, int]]:
    """The window size to check, with the look it gets (kiosk.ui.app.style.scale_for): the look's
    full size, the window's least size (a 1024 x 768 screen, compact look) and a 1920 x 1080
    screen (large look)."""
    size = {"full": FULL_SIZE, "compact": LEAST_SIZE, "large": (1920, 1080)}[request.param]
    apply_look(qapp, scale_for(*size))
    yield size
    apply_look(qapp)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("house", ["castle-vaduz", "uk-2000"])
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_no_text_is_clipped(
    qtbot, tmp_path, languages: LanguageSwitch, look: tuple[int, int], lang: str, house: str
) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    languages.set_language(lang)
    window, context = make_window(find_ruleset(house), data_dir=tmp_path, size=look)
    assert (window.width(), window.height()) == look
    qtbot.addWidget(window)
    problems: list[str] = []
    states = 0
    for name in walk(window, context, app):
        states += 1
        for top in visible_windows(window):
            problems.extend(f"{name}: {p}" for p in clipped_texts(top))
    window.exit_allowed = True
    assert states > 40
    assert problems == []


def test_clipping_check_catches_a_narrow_label(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("A rather long text that cannot fit", root)
    label.setGeometry(0, 0, 40, 20)
    root.show()
    assert clipped_texts(root)


def test_clipping_check_catches_wrapped_lines_cut_off(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("A rather long text that wraps onto several lines in a narrow label", root)
    label.setWordWrap(True)
    label.setProperty("role", "feedback-bad")  # padding and a border, as the feedback has
    label.setGeometry(0, 0, 160, 40)
    root.show()
    assert any("label cut off" in p for p in clipped_texts(root))
    label.setGeometry(0, 0, 160, label.heightForWidth(160))
    assert clipped_texts(root) == []
