"""--kiosk: dialogs are frameless modal children of the kiosk window, a watchdog brings the
window back when it is minimised or hidden, and a window-manager close ends the process with a
status the autostart restarts."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QDialog

from kiosk.domain.ids import DrillId
from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode
from kiosk.records.access import MIN_N, PinLock, hash_pin
from kiosk.rules.model import Ruleset
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.supervisor.pin import PinDialog
from kiosk.ui.widgets.dialogs import MessageDialog, ask
from tests.ui.conftest import make_context

FRAMELESS = Qt.WindowType.FramelessWindowHint

# The offscreen platform has no window manager to pass size hints or a raise to.
pytestmark = pytest.mark.qt_log_ignore("does not support (propagateSizeHints|raise)")


def _stop_watchdog(win: MainWindow) -> None:
    if win.watchdog is not None:
        win.watchdog.stop()


def _window(qtbot, ruleset: Ruleset, clock: ManualClock, kiosk: bool = True) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(make_context(ruleset, clock, kiosk=kiosk))
    # a kiosk window refuses to close: its watchdog is stopped before pytest-qt deletes it
    qtbot.addWidget(win, before_close_func=_stop_watchdog)
    win.ended: list[int] = []  # type: ignore[attr-defined]
    win.end_process = win.ended.append  # type: ignore[attr-defined]
    if kiosk:
        win.showFullScreen()
    else:
        win.resize(1280, 800)
        win.show()
    qtbot.waitExposed(win)
    if kiosk:  # its guards start once the window is up
        qtbot.waitUntil(lambda: win.watchdog is not None)
    return win


@pytest.mark.slow
def test_kiosk_pin_dialogs_are_frameless_modal_children(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, ruleset, clock)
    for dialog in (PinDialog(PinLock(hash_pin("4711", n=MIN_N)), win),):
        qtbot.addWidget(dialog)
        flags = dialog.windowFlags()
        assert flags & FRAMELESS
        assert flags & Qt.WindowType.WindowType_Mask == Qt.WindowType.Dialog
        assert not flags & Qt.WindowType.WindowMinimizeButtonHint
        assert dialog.parentWidget() is win
        assert dialog.windowModality() == Qt.WindowModality.ApplicationModal
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.windowHandle().flags() & FRAMELESS  # as the window system is told
        assert dialog.windowHandle().transientParent() is win.windowHandle()
        dialog.reject()


@pytest.mark.slow
def test_a_dialog_of_a_screen_deep_in_the_window_is_a_child_of_the_window(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, ruleset, clock)
    seen: list[MessageDialog] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, MessageDialog)
        seen.append(box)
        assert box.windowFlags() & FRAMELESS and box.parentWidget() is win
        box.buttons[0].click()  # the "yes" button

    QTimer.singleShot(0, answer)
    assert ask(win.start_screen.sign_in_panel, "Title", "Really?", "Yes", "No")
    (box,) = seen
    assert box.text.textFormat() == Qt.TextFormat.PlainText
    assert box.title.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.slow
def test_dialogs_keep_their_frame_outside_kiosk_mode(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, ruleset, clock, kiosk=False)
    dialog = PinDialog(PinLock(hash_pin("4711", n=MIN_N)), win)
    qtbot.addWidget(dialog)
    assert not dialog.windowFlags() & FRAMELESS
    assert win.watchdog is None


@pytest.mark.slow
def test_a_minimised_kiosk_window_comes_back_full_screen(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, ruleset, clock)
    assert win.watchdog is not None
    with qtbot.waitSignal(win.watchdog.restored, timeout=3000):
        win.showMinimized()
    qtbot.waitUntil(lambda: win.isFullScreen() and not win.isMinimized() and win.isVisible())


@pytest.mark.slow
def test_a_hidden_kiosk_window_is_shown_again(qtbot, ruleset: Ruleset, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, ruleset, clock)
    assert win.watchdog is not None
    with qtbot.waitSignal(win.watchdog.restored, timeout=3000):
        win.hide()
    qtbot.waitUntil(lambda: win.isVisible() and win.isFullScreen())


@pytest.mark.slow
def test_a_minimised_pin_dialog_is_shown_again(qtbot, ruleset: Ruleset, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, ruleset, clock)
    dialog = PinDialog(PinLock(hash_pin("4711", n=MIN_N)), win)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    assert win.watchdog is not None
    with qtbot.waitSignal(win.watchdog.restored, timeout=3000):
        dialog.showMinimized()
    qtbot.waitUntil(lambda: not dialog.isMinimized() and dialog.isVisible())
    assert dialog.result() != QDialog.DialogCode.Accepted  # nothing let through
    dialog.reject()


class WindowManagerClose(QCloseEvent):
    """A close the window system delivers (Alt+F4, the window manager's menu): spontaneous. The
    offscreen platform cannot deliver one; on X with openbox `xdotool key alt+F4` does."""

    def spontaneous(self) -> bool:
        return True


@pytest.mark.slow
def test_a_window_manager_close_does_nothing_in_kiosk_mode(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    """Alt+F4 neither ends the process (no exit status for a restart loop) nor the drill or the
    exam running: only the supervisor gate leaves kiosk mode."""
    win = _window(qtbot, ruleset, clock)
    reasons: list[object] = []

    class Exam(QDialog):  # what the main window asks of its exam screen
        def abandon(self, reason: object = None) -> None:
            reasons.append(reason)

    win.exam_screen = Exam(win)  # type: ignore[assignment]
    assert not win.close()  # the app's own close is refused too
    win.start_drill(DrillId.TOTALS, Mode.PRACTICE)
    log = win.context.trainees.sessions[-1]  # type: ignore[attr-defined]
    for event in (QCloseEvent(), WindowManagerClose()):
        win.closeEvent(event)
        assert not event.isAccepted()
    assert win.ended == [] and reasons == [] and log.status == "open"  # type: ignore[attr-defined]
    assert win.isVisible() and win.isFullScreen()
    assert win.watchdog is not None and win.watchdog.active


def test_the_autostart_restarts_only_a_crash() -> None:
    """No exit status of the kiosk asks for a restart: a supervisor leaving exits 0, a start-up
    error 2, a shutdown 143; the autostart starts it again only after a crash."""
    from pathlib import Path

    linux = Path(__file__).parents[2] / "packaging/linux"
    unit = (linux / "kiosk-session.service").read_text()
    assert "Restart=on-failure" in unit and "RestartPreventExitStatus=2" in unit
    assert "75" not in unit
    assert "0|2) exit" in (linux / "kiosk-session").read_text()


@pytest.mark.slow
def test_a_supervisor_leaving_stops_the_watchdog(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, ruleset, clock)
    watchdog = win.watchdog
    assert watchdog is not None
    win.on_exit_requested()
    assert not win.isVisible()
    assert not watchdog.check()  # nothing brought back
    assert not win.isVisible()
    assert win.ended == []  # type: ignore[attr-defined]


@pytest.mark.slow
def test_a_shutdown_signal_ends_a_drill_first_and_exits_as_a_shell_reports_it(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    import os
    import signal

    from kiosk.ui.app.stop_signals import StopSignals

    win = _window(qtbot, ruleset, clock)
    stops = StopSignals(win.on_stop)
    try:
        win.start_drill(DrillId.TOTALS, Mode.PRACTICE)
        log = win.context.trainees.sessions[-1]  # type: ignore[attr-defined]
        os.kill(os.getpid(), signal.SIGTERM)  # as systemd does at a shutdown
        qtbot.waitUntil(lambda: win.ended != [], timeout=3000)  # type: ignore[attr-defined]
        assert win.ended == [128 + signal.SIGTERM]  # type: ignore[attr-defined]
        assert log.status == "abandoned"
        assert win.watchdog is not None and not win.watchdog.active
    finally:
        stops.restore()
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


@pytest.mark.slow
def test_a_stopped_kiosk_ends_its_exam_as_interrupted_stopped(
    qtbot, ruleset: Ruleset, clock: ManualClock
) -> None:  # type: ignore[no-untyped-def]
    from kiosk.records.seal import Reason

    win = _window(qtbot, ruleset, clock)
    reasons: list[object] = []

    class Exam(QDialog):  # what the main window asks of its exam screen
        def abandon(self, reason: object = None) -> None:
            reasons.append(reason)

    win.exam_screen = Exam(win)  # type: ignore[assignment]
    win.on_stop(143)
    assert reasons == [Reason.STOPPED] and win.ended == [143]  # type: ignore[attr-defined]
