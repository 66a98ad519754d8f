"""--kiosk: the window cannot be closed or left by a trainee; idle returns to the start screen."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.rules.model import Ruleset
from kiosk.ui.app.idle import IdleWatch
from kiosk.ui.app.main_window import MainWindow, block_leaving_keys
from kiosk.ui.app.start import watch_idle
from kiosk.ui.app.trainees import MemoryTrainees
from kiosk.ui.screens.screen import Screen, SupervisorScreen
from tests.ui.conftest import make_context
from tests.ui.probe import run_probe


def _kiosk_window(qtbot, ruleset: Ruleset, clock: ManualClock) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(make_context(ruleset, clock, kiosk=True))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


@pytest.mark.slow
def test_the_kiosk_window_is_frameless_and_on_top(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    kiosk = _kiosk_window(qtbot, ruleset, clock)
    plain = MainWindow(make_context(ruleset, clock))
    qtbot.addWidget(plain)
    wanted = Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint
    assert kiosk.windowFlags() & wanted == wanted
    assert kiosk.windowHandle().flags() & wanted == wanted  # as the window system is told
    assert not plain.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert not plain.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
    assert kiosk.isWindow() and kiosk.start_screen.isVisible()


@pytest.mark.slow
def test_close_is_refused(qtbot, ruleset: Ruleset, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    win = _kiosk_window(qtbot, ruleset, clock)
    assert not win.close()
    assert win.isVisible()
    event = QCloseEvent()
    QApplication.sendEvent(win, event)
    assert not event.isAccepted()
    assert win.isVisible()


@pytest.mark.slow
def test_alt_f4_ctrl_w_and_ctrl_q_are_swallowed(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win = _kiosk_window(qtbot, ruleset, clock)
    shortcuts = block_leaving_keys(win)
    taken: list[str] = []
    for shortcut in shortcuts:
        shortcut.activated.connect(lambda s=shortcut: taken.append(s.key().toString()))
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)  # application shortcuts act in an active window
    win.start_screen.name_edit.setFocus()  # also while typing a name
    for key, modifier in (
        (Qt.Key.Key_F4, Qt.KeyboardModifier.AltModifier),
        (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier),
    ):
        qtbot.keyClick(win.start_screen.name_edit, key, modifier)
    assert taken == ["Alt+F4", "Ctrl+W", "Ctrl+Q"]
    qtbot.keyClick(win.start_screen.name_edit, Qt.Key.Key_D)  # ordinary keys still type
    assert win.start_screen.name_edit.text() == "d"
    assert win.isVisible()


@pytest.mark.slow
def test_escape_never_leaves_the_start_screen(qtbot, ruleset: Ruleset, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    win = _kiosk_window(qtbot, ruleset, clock)
    qtbot.keyClick(win, Qt.Key.Key_Escape)
    assert win.isVisible()
    assert win.stack.currentWidget() is win.start_screen
    win.start_drill(DrillId.PUNTO, Mode.PRACTICE)
    qtbot.keyClick(win.drill_screen, Qt.Key.Key_Escape)  # Esc is "back", inside the app
    assert win.stack.currentWidget() is win.mode_screen
    assert win.isVisible()


class _ExitScreen(SupervisorScreen):
    """A supervisor area with nothing in it."""


@pytest.mark.slow
def test_without_a_wired_gate_nobody_gets_in(qtbot, ruleset: Ruleset, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    win = _kiosk_window(qtbot, ruleset, clock)
    win.start_screen.supervisor_button.click()
    assert win.supervisor_screen is None
    assert win.stack.currentWidget() is win.start_screen
    win.supervisor_gate = lambda parent: True  # even past a gate: no area is wired, none opens
    win.start_screen.supervisor_button.click()
    assert win.supervisor_screen is None
    assert win.stack.currentWidget() is win.start_screen
    assert not win.close() and win.isVisible()


@pytest.mark.slow
def test_supervisor_gate_guards_the_exit(qtbot, ruleset: Ruleset, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    win = _kiosk_window(qtbot, ruleset, clock)
    win.supervisor_factory = lambda context, parent: _ExitScreen(parent)
    asked: list[bool] = []
    win.supervisor_gate = lambda parent: asked.append(True) or False
    win.start_screen.supervisor_button.click()
    assert asked == [True]
    assert win.stack.currentWidget() is win.start_screen
    win.supervisor_gate = lambda parent: True
    win.start_screen.supervisor_button.click()
    screen = win.supervisor_screen
    assert screen is not None and win.stack.currentWidget() is screen
    screen.exit_requested.emit()
    assert not win.isVisible()


def _watched_kiosk(qtbot, ruleset: Ruleset, clock: ManualClock) -> tuple[MainWindow, IdleWatch]:  # type: ignore[no-untyped-def]
    """A kiosk window and a five-minute idle watch on the app, as `kiosk run --kiosk` has."""
    win = _kiosk_window(qtbot, ruleset, clock)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    watch = watch_idle(app, win, 5)
    assert isinstance(watch, IdleWatch)
    return win, watch


@pytest.mark.slow
def test_idle_abandons_the_session_and_signs_out(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win, watch = _watched_kiosk(qtbot, ruleset, clock)
    assert watch.timer.interval() == 5 * 60_000 and watch.timer.isActive()
    win.start_drill(DrillId.BANCO, Mode.PRACTICE)
    trainees = win.context.trainees
    assert isinstance(trainees, MemoryTrainees)
    assert trainees.sessions[-1].status == "open"
    watch.timer.timeout.emit()  # what five idle minutes do
    assert win.stack.currentWidget() is win.start_screen
    assert trainees.sessions[-1].status == "abandoned"
    assert win.context.trainee is None
    watch.deleteLater()


@pytest.mark.slow
def test_input_to_any_window_restarts_the_idle_wait(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win, watch = _watched_kiosk(qtbot, ruleset, clock)
    dialog = QDialog(win)  # e.g. the supervisor PIN: a window of its own, shown later
    qtbot.addWidget(dialog)
    dialog.show()
    watch.watch(dialog.windowHandle())  # what focusWindowChanged does when it takes the focus
    for window in (win.windowHandle(), dialog.windowHandle()):
        watch.timer.stop()
        press = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_5, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(window, press)
        assert watch.timer.isActive()
    watch.timer.stop()
    QApplication.sendEvent(win.windowHandle(), QEvent(QEvent.Type.UpdateRequest))  # no input
    assert not watch.timer.isActive()
    watch.deleteLater()


@pytest.mark.slow
def test_exam_entry_and_idle_leave_the_exam(qtbot, ruleset: Ruleset, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    win = _kiosk_window(qtbot, ruleset, clock)
    assert not win.start_screen.exam_button.isVisibleTo(win)
    win.exam_factory = lambda context, parent, who: Screen(parent)
    assert win.start_screen.exam_button.isVisibleTo(win)
    win.start_screen.exam_button.click()
    exam = win.exam_screen
    assert exam is not None and win.stack.currentWidget() is exam
    win.go_home()  # what the idle timeout does
    assert win.exam_screen is None
    assert win.stack.indexOf(exam) == -1
    assert win.stack.currentWidget() is win.start_screen


@pytest.mark.parametrize("mode", [("--kiosk",), ()], ids=["kiosk", "windowed"])
@pytest.mark.slow
def test_kiosk_run_watches_idle_from_a_second_after_the_start(tmp_path, mode, examiner) -> None:  # type: ignore[no-untyped-def]
    """The idle watch is there in kiosk mode and in a window, from a second after the start
    (kiosk.ui.app.start); before then the window gets its first frame without a Python event
    filter."""
    probe = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from kiosk.cli import main\n"
        "from kiosk.ui.app.idle import IdleWatch\n"
        "exec_ = QApplication.exec\n"
        "def report(app):\n"
        "    watches = app.findChildren(IdleWatch)\n"
        "    print('watches:', len(watches), watches[0].timer.interval() if watches else 0)\n"
        "    app.exit(0)\n"
        "def run():\n"
        "    app = QApplication.instance()\n"
        "    print('at start:', len(app.findChildren(IdleWatch)))\n"
        "    QTimer.singleShot(1500, lambda: report(app))\n"
        "    return exec_()\n"
        "QApplication.exec = staticmethod(run)\n"
        "sys.exit(main())\n"
    )
    done = run_probe(tmp_path, probe, *mode)
    assert "at start: 0" in done.stdout
    assert "watches: 1 300000" in done.stdout  # the house's five minutes


def test_a_new_idle_setting_applies_at_the_next_touch(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    """The watch reads the settings in force at each restart; None turns the return off."""
    app = QApplication.instance()
    minutes: list[int | None] = [5]
    watch = IdleWatch(app, lambda: minutes[-1])
    assert watch.timer.isActive() and watch.timer.interval() == 300_000
    minutes.append(2)  # the supervisor saved 2 minutes
    watch.restart()  # what the next touch does
    assert watch.timer.interval() == 120_000
    minutes.append(None)
    watch.restart()
    assert not watch.timer.isActive()
    watch.deleteLater()
