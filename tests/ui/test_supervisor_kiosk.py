"""The kiosk window with the records and the supervisor area wired in, in --kiosk mode: a
trainee cannot close it, leave it with Esc or Alt+F4, or reach the supervisor area without the
PIN; their answers land in the records; a supervisor with the PIN can leave the kiosk."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.records.location import open_store
from kiosk.records.store import SQLiteStore
from kiosk.rules.catalog import House, find_ruleset
from kiosk.settings import Settings, load_settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.main_window import MainWindow, block_leaving_keys
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.supervisor.hooks import SupervisorHooks
from kiosk.ui.supervisor.pin import PinDialog
from tests.conftest import EXAMINER_CODE
from tests.ui.supervisor_data import loaded

pytestmark = pytest.mark.slow

offscreen_dialog = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = open_store(tmp_path)
    yield s
    s.close()


@pytest.fixture
def kiosk_window(qtbot: QtBot, tmp_path: Path, store: SQLiteStore, examiner: str) -> MainWindow:
    hooks = SupervisorHooks(store, load_settings(tmp_path), tmp_path)
    context = AppContext(
        house=House.of(find_ruleset("schaanwald")),
        trainees=hooks.directory,
        journal=hooks.directory,
        clock=ManualClock(),
        seed=3,
        kiosk=True,
    )
    window = MainWindow(context)
    window.supervisor_gate = hooks.gate
    window.supervisor_factory = hooks.screen
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _type_pin_then(qtbot: QtBot, digits: str | None) -> None:
    """Answer the PIN dialog that is about to open: type `digits`, or press Esc."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PinDialog)
        if digits is None:
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
            return
        for digit in digits:
            qtbot.keyClick(dialog, getattr(Qt.Key, f"Key_{digit}"))
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.reject()

    QTimer.singleShot(0, answer)


def test_close_esc_and_alt_f4_do_not_leave(qtbot: QtBot, kiosk_window: MainWindow) -> None:
    kiosk_window.close()
    assert kiosk_window.isVisible()
    qtbot.keyClick(kiosk_window, Qt.Key.Key_Escape)
    assert kiosk_window.isVisible()
    assert kiosk_window.stack.currentWidget() is kiosk_window.start_screen
    block_leaving_keys(kiosk_window)
    qtbot.keyClick(kiosk_window, Qt.Key.Key_F4, Qt.KeyboardModifier.AltModifier)
    assert kiosk_window.isVisible()


@offscreen_dialog
def test_no_supervisor_area_without_the_pin(qtbot: QtBot, kiosk_window: MainWindow) -> None:
    _type_pin_then(qtbot, None)
    kiosk_window.on_supervisor_requested()
    assert kiosk_window.supervisor_screen is None
    _type_pin_then(qtbot, "1234")
    kiosk_window.on_supervisor_requested()
    assert kiosk_window.supervisor_screen is None
    assert kiosk_window.isVisible()


@offscreen_dialog
def test_the_supervisor_leaves_the_kiosk(qtbot: QtBot, kiosk_window: MainWindow) -> None:
    _type_pin_then(qtbot, EXAMINER_CODE)
    kiosk_window.on_supervisor_requested()
    area = kiosk_window.supervisor_screen
    assert isinstance(area, SupervisorArea)
    assert kiosk_window.stack.currentWidget() is area
    qtbot.mouseClick(area.back_button, Qt.MouseButton.LeftButton)
    assert kiosk_window.stack.currentWidget() is kiosk_window.start_screen
    asked: list[str] = []
    area.ask = lambda parent, title, text, action: asked.append(title) is not None  # "no"
    qtbot.mouseClick(area.exit_button, Qt.MouseButton.LeftButton)
    assert asked == ["Exit the kiosk?"] and kiosk_window.isVisible()
    area.ask = lambda parent, title, text, action: True
    qtbot.mouseClick(area.exit_button, Qt.MouseButton.LeftButton)
    assert not kiosk_window.isVisible()


def test_a_trainees_answers_land_in_the_records(
    qtbot: QtBot, kiosk_window: MainWindow, store: SQLiteStore
) -> None:
    directory = kiosk_window.context.trainees
    trainee = directory.sign_in("2044")
    kiosk_window.context.trainee = trainee
    kiosk_window.start_drill(DrillId.BANCO, Mode.PRACTICE)
    qtbot.waitUntil(lambda: kiosk_window.drill_screen.session is not None)  # her record read
    session = kiosk_window.drill_screen.session
    assert session is not None and session.task is not None
    session.answer(session.task.solution())
    kiosk_window.go_home()
    answers = store.answers(trainee_id=trainee.id)
    assert len(answers) == 1 and answers[0].correct and answers[0].drill == "banco"
    sessions = store.sessions(trainee_id=trainee.id)
    assert [s.status.value for s in sessions] == ["abandoned"]


@offscreen_dialog
def test_start_exam_in_the_area_opens_the_exam_for_that_trainee(
    qtbot: QtBot, kiosk_window: MainWindow, store: SQLiteStore
) -> None:
    from kiosk.ui.supervisor.exam_screen import ExamScreen
    from kiosk.ui.supervisor.hooks import SupervisorHooks

    store.add_trainee("Anna Beck", "1042")
    hooks = SupervisorHooks(store, Settings(), None)
    kiosk_window.exam_factory = hooks.exam_screen  # schaanwald has an exam
    _type_pin_then(qtbot, EXAMINER_CODE)
    kiosk_window.on_supervisor_requested()
    area = kiosk_window.supervisor_screen
    assert isinstance(area, SupervisorArea)
    page = area.trainees_page
    page.refresh()
    page.list.on_cell_clicked(0, 0)
    loaded(qtbot, area)  # the trainee read off the UI thread
    qtbot.mouseClick(page.detail.exam_button, Qt.MouseButton.LeftButton)
    exam = kiosk_window.exam_screen
    assert isinstance(exam, ExamScreen) and kiosk_window.stack.currentWidget() is exam
    assert exam.who.text() == "1042"  # the examiner confirms the candidate on Start (own tests)
    exam.abandon()
