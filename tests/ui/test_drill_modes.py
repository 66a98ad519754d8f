"""Every drill in every mode, for every shipped house: right and wrong answers, timer, review."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import SPEED_SECONDS, Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.rules.model import Ruleset
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.trainees import MemoryTrainees
from kiosk.ui.dev.demo import right_answer, wrong_answer
from kiosk.ui.widgets.names import DRILL_ORDER
from tests.ui.conftest import make_context

pytestmark = pytest.mark.slow


@pytest.fixture
def house_window(qtbot, shipped_ruleset: Ruleset, clock: ManualClock, languages) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(make_context(shipped_ruleset, clock))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def _finish_item_right(win: MainWindow) -> None:
    session = win.drill_screen.session
    assert session is not None
    task = session.task
    assert task is not None
    while session.state is SessionState.QUESTION and session.task is task:
        win.drill_screen.on_answered(right_answer(task))


@pytest.mark.parametrize("drill", DRILL_ORDER)
def test_practice_right_then_wrong_with_explanation(
    qtbot, house_window: MainWindow, clock: ManualClock, drill: DrillId
) -> None:  # type: ignore[no-untyped-def]
    win = house_window
    win.on_drill_chosen(drill)
    qtbot.mouseClick(win.mode_screen.tiles[Mode.PRACTICE], Qt.MouseButton.LeftButton)
    screen = win.drill_screen
    assert win.stack.currentWidget() is screen
    session = screen.session
    assert session is not None and session.mode is Mode.PRACTICE
    clock.advance(2)
    _finish_item_right(win)
    assert session.state is SessionState.FEEDBACK
    assert screen.feedback.isVisible()
    assert screen.feedback.property("role") == "feedback-good"
    assert screen.next_button.isVisible()
    screen.on_next()
    assert session.state is SessionState.QUESTION
    assert session.task is not None
    screen.on_answered(wrong_answer(session.task))
    assert session.state is SessionState.FEEDBACK
    assert screen.feedback.property("role") == "feedback-bad"
    step = session.feedback
    assert step is not None and not step.correct and step.explanation
    assert step.explanation in screen.feedback.text()
    assert "Right answer" in screen.feedback.text()
    log = win.context.session_journal()
    assert isinstance(log, MemoryTrainees)
    assert [r.correct for r in log.sessions[-1].answers][-1] is False
    screen.on_finish()
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.result_screen)
    assert log.sessions[-1].status == "completed"
    assert len(win.result_screen.rows) == 1


@pytest.mark.parametrize("drill", DRILL_ORDER)
def test_speed_round_ends_on_the_clock(
    qtbot, house_window: MainWindow, clock: ManualClock, drill: DrillId
) -> None:  # type: ignore[no-untyped-def]
    win = house_window
    win.start_drill(drill, Mode.SPEED)
    screen = win.drill_screen
    session = screen.session
    assert session is not None
    screen.on_tick()
    assert screen.timer_label.text() == "1:00"
    clock.advance(10)
    _finish_item_right(win)
    assert session.state is SessionState.QUESTION  # speed moves straight on
    assert session.score == 1
    screen.on_tick()
    assert screen.timer_label.text() == "0:50"
    clock.advance(SPEED_SECONDS)
    screen.on_tick()
    assert session.state is SessionState.FINISHED
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.result_screen)
    result = win.result_screen.result
    assert result is not None and result.timed_out and result.score == 1
    assert "time is up" in win.result_screen.subtitle.text()


@pytest.mark.parametrize("drill", DRILL_ORDER)
def test_exam_gives_no_feedback_then_reviews_mistakes(
    qtbot, house_window: MainWindow, clock: ManualClock, drill: DrillId
) -> None:  # type: ignore[no-untyped-def]
    win = house_window
    win.start_drill(drill, Mode.EXAM, items=3)
    screen = win.drill_screen
    session = screen.session
    assert session is not None
    assert screen.status.text() == "Item 1 of 3"
    for i in range(3):
        assert session.task is not None
        clock.advance(1.5)
        if i == 1:
            _finish_item_right(win)
        else:
            screen.on_answered(wrong_answer(session.task))
        assert not screen.feedback.isVisible()
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.result_screen)
    result_screen = win.result_screen
    assert result_screen.score.value.text() == "1 / 3"
    assert len(result_screen.rows) == 2
    for row in result_screen.rows:
        assert row.explanation.text() == row.mistake.explanation != ""
        assert "Your answer" in row.answers.text()
    assert result_screen.median.value.text().endswith(" s")
    labels = [w.text() for w in result_screen.findChildren(QLabel)]
    assert "2 mistakes" in labels


def test_items_a_house_makes_impossible_are_named_once(
    qtbot, clock: ManualClock, languages
) -> None:  # type: ignore[no-untyped-def]
    """Punto always stands: 3g8 can never win. The payouts drill says so at its start, and the
    first answer clears the notice."""
    from tests.drills.test_any_ruleset import _load, _punto_always_stands_with_3g8

    win = MainWindow(make_context(_load(_punto_always_stands_with_3g8()), clock))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.on_drill_chosen(DrillId.PAYOUTS)
    qtbot.mouseClick(win.mode_screen.tiles[Mode.EXAM], Qt.MouseButton.LeftButton)
    screen = win.drill_screen
    assert screen.feedback.isVisible()
    assert screen.feedback.text().endswith("left out: 3 giving 8 (3g8) wins.")
    _finish_item_right(win)
    assert not screen.feedback.isVisible()
