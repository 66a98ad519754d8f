"""The payout keypad fits its screen: no key overlaps another or leaves the window, and every
key stays a tap target, with the feedback shown, at the kiosk's size and at the smallest."""

from __future__ import annotations

import itertools

import pytest

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.dev.demo import wrong_answer
from kiosk.ui.panels.payout_panel import PayoutPanel

pytestmark = pytest.mark.slow

TAP_MIN = 48


def key_rects(window: MainWindow, panel: PayoutPanel) -> list[tuple[str, QRect]]:
    keypad = panel.keypad
    keys = [*keypad.digit_buttons.values(), keypad.backspace_button, keypad.enter_button]
    keys += [keypad.separator_button, panel.stand_off_button]
    return [(k.text(), QRect(k.mapTo(window, k.rect().topLeft()), k.size())) for k in keys]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_keys_never_overlap(qtbot, context: AppContext, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start_drill(DrillId.PAYOUTS, Mode.PRACTICE)
    screen = window.drill_screen
    assert screen.session is not None and screen.session.task is not None
    screen.on_answered(wrong_answer(screen.session.task))
    QApplication.processEvents()
    assert screen.feedback.isVisible()
    panel = screen.panel
    assert isinstance(panel, PayoutPanel)
    rects = key_rects(window, panel)
    inside = QRect(0, 0, window.width(), window.height())
    for text, rect in rects:
        assert rect.height() >= TAP_MIN, text
        assert inside.contains(rect), (text, rect)
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        assert not ra.intersects(rb), (a, b)
    feedback = screen.feedback
    bottom = QRect(feedback.mapTo(window, feedback.rect().topLeft()), feedback.size())
    assert not any(rect.intersects(bottom) for _, rect in rects)
