"""The kiosk's one window: a stack of screens and the navigation between them.

Hooks for the other parts of the app:
- `supervisor_gate` (kiosk.ui.app.supervisor_access.SupervisorGate): asked before the supervisor area
  opens, and so before the kiosk can be left; it refuses until the real gate is wired.
- `supervisor_factory`: builds the supervisor area's screen (it emits `back_requested` and, to
  leave the kiosk, `exit_requested`).
- `rules_factory`: builds the "House rules" screen.
- `exam_factory`: builds the certification exam screen (None: the house has no exam); the start
  screen offers the exam only when this hook is set.

The window and the start screen are built without PySide6's `Qt` namespace (see
kiosk.ui.app.qt_names); the handlers that need it import it when they first run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from kiosk.drills.ids import DrillId
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.language import language_news
from kiosk.ui.app.style import LEAST_SIZE
from kiosk.ui.app.supervisor_access import SupervisorGate, refuse_gate
from kiosk.ui.screens.screen import Screen
from kiosk.ui.screens.start_screen import StartScreen

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QKeyEvent, QShortcut

    from kiosk.drills.session import Mode, SessionResult
    from kiosk.ui.panels.base import DrillPanel
    from kiosk.ui.screens.drill_screen import DrillScreen
    from kiosk.ui.screens.mode_screen import ModeScreen
    from kiosk.ui.screens.result_screen import ResultScreen

ScreenFactory = Callable[[AppContext, QWidget], Screen]
OptionalScreenFactory = Callable[[AppContext, QWidget], Screen | None]


def default_rules_screen(context: AppContext, parent: QWidget) -> Screen:
    """The house rules screen (kiosk.ui.screens.ruleset_screen), or a notice while it is not installed."""
    try:
        from kiosk.ui.screens.ruleset_screen import RulesetScreen
    except ImportError:
        return NoticeScreen(parent)
    screen: Screen = RulesetScreen(context.ruleset, parent)
    return screen


def default_supervisor_screen(context: AppContext, parent: QWidget) -> Screen:
    """No supervisor area is wired: a notice, and no way out of the kiosk."""
    del context
    return NoticeScreen(parent)


class NoticeScreen(Screen):
    """A screen that is not available in this installation yet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt

        super().__init__(parent)
        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        self.text = QLabel(self)
        self.text.setProperty("role", "subtitle")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.text, 1, Qt.AlignmentFlag.AlignCenter)
        self.back_button.clicked.connect(self.back_requested)
        self.retranslate()

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("← Back"))
        self.text.setText(self.tr("Not available yet."))


class MainWindow(QMainWindow):
    """`exit_allowed` is False in kiosk mode until a supervisor lets the kiosk close."""

    language_requested = Signal(str)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if context.kiosk:  # before any child is made: new flags later would restyle them all
            self._make_kiosk_window()
        self.context = context
        self.exit_allowed = not context.kiosk
        self.supervisor_gate: SupervisorGate = refuse_gate
        self.supervisor_factory: ScreenFactory = default_supervisor_screen
        self.rules_factory: ScreenFactory = default_rules_screen
        self._exam_factory: OptionalScreenFactory | None = None
        self.exam_screen: Screen | None = None
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_screen = StartScreen(context, self.stack)
        self._mode_screen: ModeScreen | None = None
        self._drill_screen: DrillScreen | None = None
        self._result_screen: ResultScreen | None = None
        self.rules_screen: Screen | None = None
        self.supervisor_screen: Screen | None = None
        self.stack.addWidget(self.start_screen)
        self.stack.setCurrentWidget(self.start_screen)
        self.setMinimumSize(*LEAST_SIZE)
        self._connect_signals()
        self.retranslate()

    def _make_kiosk_window(self) -> None:
        """Frameless and on top of every other window (kiosk mode)."""
        from PySide6.QtCore import Qt

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
        language_news().changed.connect(self.retranslate)  # see kiosk.ui.app.language

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

    def on_drill_chosen(self, drill: DrillId) -> None:
        self.mode_screen.set_drill(drill)
        self.show_screen(self.mode_screen)

    def on_mode_chosen(self, drill: DrillId, mode: Mode) -> None:
        self.start_drill(drill, mode)

    def start_drill(self, drill: DrillId, mode: Mode, items: int | None = None) -> None:
        self.drill_screen.start(drill, mode, items)
        self.show_screen(self.drill_screen)

    def on_drill_left(self) -> None:
        self.mode_screen.set_drill(self.drill_screen.drill)
        self.show_screen(self.mode_screen)

    def on_drill_finished(self, result: SessionResult, panel: DrillPanel | None) -> None:
        self.result_screen.show_result(self.drill_screen.drill, result, panel)
        self.show_screen(self.result_screen)

    def on_rules_requested(self) -> None:
        if self.rules_screen is None:
            self.rules_screen = self.rules_factory(self.context, self.stack)
            self.rules_screen.back_requested.connect(self.show_start)
            self.stack.addWidget(self.rules_screen)
        self.show_screen(self.rules_screen)

    @property
    def exam_factory(self) -> OptionalScreenFactory | None:
        return self._exam_factory

    @exam_factory.setter
    def exam_factory(self, factory: OptionalScreenFactory | None) -> None:
        self._exam_factory = factory
        self.start_screen.exam_button.setVisible(factory is not None)

    def on_exam_requested(self) -> None:
        """A new exam screen each time: every exam starts from its sign-in."""
        if self._exam_factory is None:
            return
        self._abandon_drill()
        screen = self._exam_factory(self.context, self.stack)
        if screen is None:
            return
        screen.back_requested.connect(lambda s=screen: self.on_exam_left(s))
        self.exam_screen = screen
        self.stack.addWidget(screen)
        self.show_screen(screen)

    def on_exam_left(self, screen: Screen) -> None:
        if screen is self.exam_screen:
            self.exam_screen = None
        self.show_start()
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def on_supervisor_requested(self) -> None:
        if not self.supervisor_gate(self):
            return
        if self.supervisor_screen is None:
            self.supervisor_screen = self.supervisor_factory(self.context, self.stack)
            self.supervisor_screen.back_requested.connect(self.show_start)
            exit_signal = getattr(self.supervisor_screen, "exit_requested", None)
            if exit_signal is not None:
                exit_signal.connect(self.on_exit_requested)
            self.stack.addWidget(self.supervisor_screen)
        self.show_screen(self.supervisor_screen)

    def on_exit_requested(self) -> None:
        """A supervisor leaves the kiosk (only reachable through the supervisor gate)."""
        self.exit_allowed = True
        self.close()

    # -- kiosk mode ----------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.exit_allowed:
            event.ignore()
            return
        self._abandon_drill()
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt

        if event.key() == Qt.Key.Key_Escape and self.stack.currentWidget() is self.start_screen:
            return  # nothing behind the start screen; in kiosk mode Esc never leaves
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Punto Banco training"))


#: Keys that close or leave a window on some platforms; in kiosk mode they do nothing.
KIOSK_BLOCKED_KEYS = ("Alt+F4", "Ctrl+W", "Ctrl+Q")


def block_leaving_keys(window: QWidget) -> list[QShortcut]:
    """Kiosk mode: Alt+F4, Ctrl+W and Ctrl+Q are taken, anywhere in the app, by shortcuts that
    do nothing (the window's closeEvent refuses as well). Shortcuts rather than an event filter
    on the application: a Python filter is called for every event the app handles."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence, QShortcut

    shortcuts = []
    for keys in KIOSK_BLOCKED_KEYS:
        shortcut = QShortcut(QKeySequence(keys), window)
        shortcut.setContext(Qt.ShortcutContext.ApplicationShortcut)
        shortcuts.append(shortcut)
    return shortcuts
