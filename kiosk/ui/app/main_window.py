"""The kiosk's one window: a stack of screens and the navigation between them.

Hooks for the other parts of the app:
- `supervisor_gate` (kiosk.ui.app.supervisor_access.SupervisorGate): asked before the supervisor area
  opens, and so before the kiosk can be left; it refuses until the real gate is wired.
- `supervisor_factory`: builds the supervisor area's screen, a SupervisorScreen: it emits
  `back_requested`, `exit_requested` to leave the kiosk, and `exam_requested(badge or name)` to
  open the exam for a trainee. Without one the area does not open.
- `rules_factory`: builds the "House rules" screen.
- `exam_factory(context, parent, badge or name)`: builds the certification exam screen, its
  sign-in filled in with the trainee given ("" for none), or None when the house has no exam;
  the start screen offers the exam only when this hook is set.
- `exam_reader(context)`: when set, what the exam needs is read off the UI thread first (a room's
  registered exam, from its records server); it returns the function that builds the exam screen
  (parent, badge or name) on the UI thread, instead of `exam_factory`.
- `progress_factory(context, parent)`: builds the signed-in trainee's "My progress" screen; the
  start screen offers it only when this hook is set (it reads the records).

The screens other than the start screen are imported when first shown: the mode, drill and result
screens here, the house rules from `default_rules_screen`, and the supervisor area, My progress and
the exam screen from the factories of kiosk.ui.supervisor.hooks. The drill screen is also built
when a trainee signs in: it counts their Due today for the start screen's button, over the drills
it runs.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from kiosk.domain.ids import DrillId
from kiosk.records import Reason
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.jobs import run_in_background
from kiosk.ui.app.kiosk_mode import KIOSK_PROPERTY
from kiosk.ui.app.language import language_news
from kiosk.ui.app.style import LEAST_SIZE, apply_look, look_scale, scale_for
from kiosk.ui.app.supervisor_access import SupervisorGate, refuse_gate
from kiosk.ui.app.watchdog import KioskWatchdog
from kiosk.ui.screens.screen import Screen, SupervisorScreen
from kiosk.ui.screens.start_screen import StartScreen
from kiosk.ui.widgets.kinetic import kinetic_scrolling
from kiosk.ui.widgets.onscreen_keyboard import KeyboardHost
from kiosk.ui.widgets.plain_text import plain_labels

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent

    from kiosk.drills.session import Mode, SessionResult
    from kiosk.ui.panels.base import DrillPanel
    from kiosk.ui.screens.drill_screen import DrillScreen
    from kiosk.ui.screens.mode_screen import ModeScreen
    from kiosk.ui.screens.progress_screen import ProgressScreen
    from kiosk.ui.screens.result_screen import ResultScreen

# How long after the window is made its kiosk guards start (MainWindow.on_kiosk_started).
KIOSK_GUARD_DELAY_MS = 300

ScreenFactory = Callable[[AppContext, QWidget], Screen]
SupervisorFactory = Callable[[AppContext, QWidget], SupervisorScreen]
# (context, parent, the trainee's badge or name or "") -> the exam screen, or None
ExamFactory = Callable[[AppContext, QWidget, str], Screen | None]
# (context) -> off the UI thread: what builds the exam screen (parent, badge or name) on it
ExamReader = Callable[[AppContext], Callable[[QWidget, str], Screen | None]]
ProgressFactory = Callable[[AppContext, QWidget], "ProgressScreen"]


def default_rules_screen(context: AppContext, parent: QWidget) -> Screen:
    """The house rules screen (kiosk.ui.screens.ruleset_screen)."""
    from kiosk.ui.screens.ruleset_screen import RulesetScreen

    return RulesetScreen(context.ruleset, parent)


class MainWindow(QMainWindow):
    """`exit_allowed` is False in kiosk mode until a supervisor lets the kiosk close."""

    language_requested = Signal(str)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if context.kiosk:  # before any child is made: new flags later would restyle them all
            self._make_kiosk_window()
        self.context = context
        self.end_process: Callable[[int], None] = _exit_event_loop
        self.watchdog: KioskWatchdog | None = None
        self.keyboard_host: KeyboardHost | None = None
        self.exit_allowed = not context.kiosk
        self.supervisor_gate: SupervisorGate = refuse_gate
        self.supervisor_factory: SupervisorFactory | None = None
        self.rules_factory: ScreenFactory = default_rules_screen
        self._exam_factory: ExamFactory | None = None
        self.exam_reader: ExamReader | None = None
        self.exam_reading = False  # the exam_reader runs (the exam button waits)
        self.exam_screen: Screen | None = None
        self._progress_factory: ProgressFactory | None = None
        self.progress_screen: ProgressScreen | None = None
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen(context, self.stack)
        self.start_screen.due_counter = lambda: self.drill_screen.due_today
        self._mode_screen: ModeScreen | None = None
        self._drill_screen: DrillScreen | None = None
        self._result_screen: ResultScreen | None = None
        self.rules_screen: Screen | None = None
        self.supervisor_screen: SupervisorScreen | None = None
        self.stack.addWidget(self.start_screen)
        self.stack.setCurrentWidget(self.start_screen)
        # "Offline — N answers waiting" over the top edge while the records server is away
        self.offline_banner = QLabel(self)
        self.offline_banner.setProperty("role", "feedback-bad")
        self.offline_banner.hide()
        self._records_waiting: Callable[[], int | None] = lambda: None
        self._records_timer = QTimer(self)
        self.setMinimumSize(*LEAST_SIZE)
        self._connect_signals()
        self.retranslate()
        if context.kiosk:
            QTimer.singleShot(KIOSK_GUARD_DELAY_MS, self, self.on_kiosk_started)

    def _make_kiosk_window(self) -> None:
        """Frameless and on top of every other window (kiosk mode); its dialogs follow
        (kiosk.ui.widgets.dialogs)."""
        self.setProperty(KIOSK_PROPERTY, True)

        self.setWindowFlags(
            self.windowFlags()
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
        )

    def _connect_signals(self) -> None:
        self.start_screen.drill_chosen.connect(self.on_drill_chosen)
        self.start_screen.language_chosen.connect(self.language_requested)
        self.start_screen.rules_requested.connect(self.on_rules_requested)
        self.start_screen.supervisor_requested.connect(self.on_supervisor_requested)
        self.start_screen.exam_requested.connect(self.on_exam_requested)
        self.start_screen.progress_requested.connect(self.on_progress_requested)
        self.start_screen.due_requested.connect(self.on_due_requested)
        language_news().changed.connect(self.retranslate)  # see kiosk.ui.app.language
        self._records_timer.timeout.connect(self.on_records_tick)

    def watch_records(self, waiting: Callable[[], int | None], every_ms: int = 1000) -> None:
        """Show the offline banner while `waiting()` gives a count (the answers kept on this
        kiosk while the records server is away, kiosk.records.outbox); None hides it."""
        self._records_waiting = waiting
        self._records_timer.start(every_ms)
        self.on_records_tick()

    def on_records_tick(self) -> None:
        count = self._records_waiting()
        if count is None:
            self.offline_banner.hide()
            return
        self.offline_banner.setText(self.tr("Offline — %n answer(s) waiting", "", count))
        self.offline_banner.adjustSize()
        self.offline_banner.move(max(0, (self.width() - self.offline_banner.width()) // 2), 0)
        self.offline_banner.show()
        self.offline_banner.raise_()

    # -- screens built on first use: a faster start --------------------------------------------

    @property
    def mode_screen(self) -> ModeScreen:
        if self._mode_screen is None:
            from kiosk.ui.screens.mode_screen import ModeScreen

            self._mode_screen = ModeScreen(self.stack)
            self._mode_screen.back_requested.connect(self.show_start)
            self._mode_screen.mode_chosen.connect(self.on_mode_chosen)
            self.stack.addWidget(self._mode_screen)
        return self._mode_screen

    @property
    def drill_screen(self) -> DrillScreen:
        if self._drill_screen is None:
            from kiosk.ui.screens.drill_screen import DrillScreen

            self._drill_screen = DrillScreen(self.context, self.stack)
            self._drill_screen.back_requested.connect(self.on_drill_left)
            self._drill_screen.finished.connect(self.on_drill_finished)
            self.stack.addWidget(self._drill_screen)
        return self._drill_screen

    @property
    def result_screen(self) -> ResultScreen:
        if self._result_screen is None:
            from kiosk.ui.screens.result_screen import ResultScreen

            self._result_screen = ResultScreen(self.stack)
            self._result_screen.again_requested.connect(self.on_mode_chosen)
            self._result_screen.home_requested.connect(self.show_start)
            self.stack.addWidget(self._result_screen)
        return self._result_screen

    def _abandon_drill(self) -> None:
        """Leave an open drill session, if a drill screen was ever built."""
        if self._drill_screen is not None:
            self._drill_screen.abandon()

    # -- navigation ----------------------------------------------------------------------------

    def show_screen(self, screen: QWidget) -> None:
        self.prepare_screen(screen)
        self.stack.setCurrentWidget(screen)
        screen.setFocus()

    def show_start(self) -> None:
        self._abandon_drill()
        self.start_screen.refresh()
        self.show_screen(self.start_screen)

    def go_home(self) -> None:
        """Back to the start screen with nobody signed in; an open session or exam is abandoned."""
        self._abandon_drill()
        if self.exam_screen is not None:
            self.on_exam_left(self.exam_screen)
        self.start_screen.sign_in(None)
        self.show_start()

    def on_idle(self) -> None:
        """Nobody touched the kiosk for its idle time (kiosk.ui.app.idle): back to the start
        screen, except from a running exam, which is never discarded (it warns, then pauses)."""
        screen = self.exam_screen
        if screen is not None and self.stack.currentWidget() is screen:
            on_idle = getattr(screen, "on_idle", None)
            if on_idle is not None and on_idle():
                return
        self.go_home()

    def on_drill_chosen(self, drill: DrillId) -> None:
        self.mode_screen.set_drill(drill)
        self.show_screen(self.mode_screen)

    def on_mode_chosen(self, drill: DrillId, mode: Mode) -> None:
        self.start_drill(drill, mode)

    def on_due_requested(self) -> None:
        """Due today: the signed-in trainee's due and new items, mixed across the drills."""
        trainee = self.context.trainee
        schedule = None if trainee is None else self.start_screen.due_schedule(trainee)
        if schedule is None:  # the button shows only once the schedule is read
            return
        self.drill_screen.start_due(schedule)
        self.show_screen(self.drill_screen)

    def start_drill(self, drill: DrillId, mode: Mode, items: int | None = None) -> None:
        self.drill_screen.start(drill, mode, items)
        self.show_screen(self.drill_screen)

    def on_drill_left(self) -> None:
        self.mode_screen.set_drill(self.drill_screen.drill)
        self.show_screen(self.mode_screen)

    def on_drill_finished(self, result: SessionResult, panel: DrillPanel | None) -> None:
        screen = self.drill_screen
        self.result_screen.show_result(screen.drill, result, panel, screen.panels)
        self.show_screen(self.result_screen)

    def on_rules_requested(self) -> None:
        if self.rules_screen is None:
            self.rules_screen = self.rules_factory(self.context, self.stack)
            self.rules_screen.back_requested.connect(self.show_start)
            self.stack.addWidget(self.rules_screen)
        self.show_screen(self.rules_screen)

    @property
    def exam_factory(self) -> ExamFactory | None:
        return self._exam_factory

    @exam_factory.setter
    def exam_factory(self, factory: ExamFactory | None) -> None:
        self._exam_factory = factory
        self.start_screen.exam_button.setVisible(factory is not None)

    @property
    def progress_factory(self) -> ProgressFactory | None:
        return self._progress_factory

    @progress_factory.setter
    def progress_factory(self, factory: ProgressFactory | None) -> None:
        self._progress_factory = factory
        self.start_screen.has_progress = factory is not None
        self.start_screen.refresh()

    def on_progress_requested(self) -> None:
        """The signed-in trainee's own progress, read anew each time it is opened."""
        trainee = self.context.trainee
        if self._progress_factory is None or trainee is None:
            return
        if self.progress_screen is None:
            self.progress_screen = self._progress_factory(self.context, self.stack)
            self.progress_screen.back_requested.connect(self.show_start)
            self.stack.addWidget(self.progress_screen)
        self.progress_screen.show_trainee(trainee)
        self.show_screen(self.progress_screen)

    def on_exam_requested(self, who: str = "") -> None:
        """A new exam screen each time: every exam starts from its sign-in, filled in with the
        trainee `who` (badge or name) when a supervisor chose one. With an `exam_reader` the
        exam is read off the UI thread first; the exam button waits meanwhile."""
        factory, reader = self._exam_factory, self.exam_reader
        if factory is None or self.exam_reading:
            return
        if reader is None:
            self._open_exam(lambda parent, who: factory(self.context, parent, who), who)
            return

        context = self.context
        self._exam_read(True)
        run_in_background(
            lambda control: reader(context),
            owner=self,
            on_success=lambda build: self._open_exam(build, who),
            on_failure=self._exam_read_failed,
        )

    def _exam_read(self, reading: bool) -> None:
        self.exam_reading = reading
        self.start_screen.exam_button.setEnabled(not reading)

    def _exam_read_failed(self, error: Exception) -> None:

        self._exam_read(False)
        logging.getLogger(__name__).error("the exam could not be read: %s", error)

    def _open_exam(self, build: Callable[[QWidget, str], Screen | None], who: str) -> None:
        self._exam_read(False)
        self._abandon_drill()
        screen = build(self.stack, who)
        if screen is None:
            return
        screen.back_requested.connect(lambda s=screen: self.on_exam_left(s))
        self.exam_screen = screen
        self.stack.addWidget(screen)
        self.show_screen(screen)

    def on_exam_left(self, screen: Screen) -> None:
        """The exam screen goes (done, or the candidate signed out): an exam still running on it
        ends abandoned."""
        abandon = getattr(screen, "abandon", None)
        if abandon is not None:
            abandon()
        if screen is self.exam_screen:
            self.exam_screen = None
        self.show_start()
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def on_supervisor_requested(self) -> None:
        if self.supervisor_factory is None or not self.supervisor_gate(self):
            return
        if self.supervisor_screen is None:
            self.supervisor_screen = self.supervisor_factory(self.context, self.stack)
            self.supervisor_screen.back_requested.connect(self.show_start)
            self.supervisor_screen.exit_requested.connect(self.on_exit_requested)
            self.supervisor_screen.exam_requested.connect(self.on_exam_requested)
            self.stack.addWidget(self.supervisor_screen)
        self.show_screen(self.supervisor_screen)

    def on_exit_requested(self) -> None:
        """A supervisor leaves the kiosk (only reachable through the supervisor gate)."""
        self.exit_allowed = True
        self.close()

    # -- kiosk mode ----------------------------------------------------------------------------

    def watch_kiosk(self) -> KioskWatchdog:
        """Keep the window full screen, shown and focused (kiosk.ui.app.watchdog)."""
        if self.watchdog is None:
            self.watchdog = KioskWatchdog(self)
        return self.watchdog

    def on_kiosk_started(self) -> None:
        """Kiosk mode, once the window is up (KIOSK_GUARD_DELAY_MS): its watchdog keeps it full
        screen (kiosk.ui.app.watchdog), text fields bring up the on-screen keyboard
        (kiosk.ui.widgets.onscreen_keyboard), lists drag-scroll. After the first frame: the
        watchdog's filter hands the window's events to Python, which the way to the first
        frame does without (kiosk.ui.app.qt_names)."""
        if self.watchdog is None and self.isFullScreen():
            self.watch_kiosk()
        if self.keyboard_host is None:
            app = QApplication.instance()
            assert isinstance(app, QApplication)
            self.keyboard_host = KeyboardHost(app, self)
        current = self.stack.currentWidget()
        if current is not None:
            self.prepare_screen(current)

    def prepare_screen(self, screen: QWidget) -> None:
        """Before a screen is shown: every label plain text (kiosk.ui.widgets.plain_text); in
        kiosk mode every list and scroll area drag-scrolls (kiosk.ui.widgets.kinetic)."""
        plain_labels(screen)
        if self.context.kiosk:
            kinetic_scrolling(screen)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.exit_allowed:  # kiosk mode: only the supervisor gate leaves it
            event.ignore()  # the window manager's close (Alt+F4) too: nothing ends, nothing exits
            return
        if self.watchdog is not None:
            self.watchdog.stop()
        self._abandon_drill()
        if self.exam_screen is not None:
            self.on_exam_left(self.exam_screen)
        super().closeEvent(event)

    def on_stop(self, status: int) -> None:
        """End the process with `status` (SIGTERM at a shutdown, kiosk.ui.app.stop_signals): a
        running drill session ends as abandoned and a running exam as interrupted, "stopped",
        first."""
        if self.watchdog is not None:
            self.watchdog.stop()
        self._abandon_drill()
        if self.exam_screen is not None:
            abandon = getattr(self.exam_screen, "abandon", None)
            if abandon is not None:
                abandon(Reason.STOPPED)
        self.end_process(status)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A shown window made larger or smaller takes the look of its new size: a window
        started small and then enlarged to 1920 x 1080 has that screen's type, not its first."""
        super().resizeEvent(event)
        app = QApplication.instance()
        scale = scale_for(self.width(), self.height())
        if event.oldSize().isValid() and scale != look_scale() and isinstance(app, QApplication):
            apply_look(app, scale)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.stack.currentWidget() is self.start_screen:
            return  # nothing behind the start screen; in kiosk mode Esc never leaves
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Punto Banco training"))
        self.on_records_tick()


def _exit_event_loop(status: int) -> None:
    QCoreApplication.exit(status)


# Keys that close or leave a window on some platforms; in kiosk mode they do nothing.
KIOSK_BLOCKED_KEYS = ("Alt+F4", "Ctrl+W", "Ctrl+Q")


def block_leaving_keys(window: QWidget) -> list[QShortcut]:
    """Kiosk mode: Alt+F4, Ctrl+W and Ctrl+Q are taken, anywhere in the app, by shortcuts that
    do nothing (the window's closeEvent refuses as well). Shortcuts rather than an event filter
    on the application: a Python filter is called for every event the app handles."""
    shortcuts = []
    for keys in KIOSK_BLOCKED_KEYS:
        shortcut = QShortcut(QKeySequence(keys), window)
        shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
        shortcuts.append(shortcut)
    return shortcuts
