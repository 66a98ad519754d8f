"""Every screen and drill state (the `kiosk shots` walk: supervisor pages and a trainee's tabs,
the PIN and hand-in dialogs, the start screen with the on-screen keyboard up included) at 1024 x 768,
1280 x 800 and 1920 x 1080, in English and German: no two shown widgets that are not parent and
child overlap, none reaches outside its parent or the window, and no text is cut off (a label's,
a button's, or one painted on the felt)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from kiosk.rules.catalog import find_ruleset
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.style import apply_look, scale_for
from kiosk.ui.dev.shots import (
    clipped_texts,
    make_window,
    overlapping_widgets,
    visible_windows,
    walk,
)

pytestmark = pytest.mark.slow

SIZES = [(1024, 768), (1280, 800), (1920, 1080)]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def size(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[tuple[int, int]]:
    size: tuple[int, int] = request.param
    apply_look(qapp, scale_for(*size))
    yield size
    apply_look(qapp)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_no_widget_overlaps_another(
    qtbot, tmp_path, languages: LanguageSwitch, size: tuple[int, int], lang: str
) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    languages.set_language(lang)
    window, context = make_window(find_ruleset("castle-vaduz"), data_dir=tmp_path, size=size)
    qtbot.addWidget(window)
    problems: list[str] = []
    states = set()
    for name in walk(window, context, app):
        states.add(name)
        for top in visible_windows(window):
            problems.extend(f"{name}: {p}" for p in overlapping_widgets(top))
            problems.extend(f"{name}: {p}" for p in clipped_texts(top))
    window.exit_allowed = True
    assert "17-table-practice-bet-chosen" in states  # the keypad is on screen
    assert "01-start-keyboard" in states  # the on-screen keyboard takes the screen's lower part
    assert {"32-supervisor-page1", "32-supervisor-page3"} <= states
    # the dialogs and every tab of a trainee's page, a certificate just saved among them
    assert {"31-supervisor-pin", "34-exam-hand-in", "32-supervisor-certificate-saved"} <= states
    assert {f"32-supervisor-trainee-tab{i}" for i in range(5)} <= states
    assert problems == []


def test_overlapping_siblings_are_found(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(300, 200)
    first, second = QPushButton("7", root), QPushButton("8", root)
    first.setGeometry(0, 0, 120, 50)
    second.setGeometry(100, 0, 120, 50)
    root.show()
    assert any("overlaps" in p and "'7'" in p for p in overlapping_widgets(root))
    second.move(130, 0)
    assert overlapping_widgets(root) == []


def test_a_child_reaching_outside_its_parent_is_found(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(300, 200)
    pad = QWidget(root)
    pad.setGeometry(0, 0, 200, 100)
    key = QPushButton("9", pad)
    key.setGeometry(150, 0, 100, 50)
    root.show()
    assert any("'9'" in p and "outside" in p for p in overlapping_widgets(root))
    key.setGeometry(100, 0, 100, 50)
    assert overlapping_widgets(root) == []


def test_hidden_and_parent_child_widgets_do_not_count(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(300, 200)
    shown, hidden = QPushButton("a", root), QPushButton("b", root)
    shown.setGeometry(0, 0, 100, 50)
    hidden.setGeometry(0, 0, 100, 50)
    hidden.hide()
    inner = QPushButton("c", shown)
    inner.setGeometry(0, 0, 100, 50)
    root.show()
    assert overlapping_widgets(root) == []
