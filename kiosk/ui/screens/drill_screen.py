"""A drill session on screen: header with progress or countdown, the drill's panel, feedback.

The session (kiosk.drills.session) decides everything; this screen shows its state and forwards
input. Its timer only asks the session whether time is up (`Session.tick`); the clock the session
reads comes from the AppContext, so tests move time with a ManualClock instead of sleeping.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.drills.catalog import make_drill
from kiosk.drills.schedule import DUE_SESSION, DueSource, items_of, today
from kiosk.drills.selector import History
from kiosk.drills.session import (
    Answered,
    Finished,
    ItemShown,
    ItemSource,
    Mode,
    Session,
    SessionEvent,
    SessionResult,
    SessionState,
)
from kiosk.drills.task import DrillId, StepResult
from kiosk.records import utc_now
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.jobs import run_in_background
from kiosk.ui.app.trainees import HistorySource, SessionLog
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.panels.catalog import make_panel
from kiosk.ui.screens.screen import Screen
from kiosk.ui.widgets.cards import HandView
from kiosk.ui.widgets.names import DRILL_ORDER, drill_title, mode_title

if TYPE_CHECKING:
    from datetime import datetime

    from kiosk.drills.schedule import ItemSchedule
    from kiosk.drills.task import Drill

if TYPE_CHECKING:
    from kiosk.ui.app.jobs import Job

# How often the countdown is redrawn, in ms.
TICK_MS = 200
# Lines of feedback the screen keeps room for under the panel; on a screen less tall than
# ROOMY_HEIGHT the panel's keys need the room, and two lines are kept.
FEEDBACK_LINES = 3
ROOMY_HEIGHT = 740
# The most of the screen's height feedback takes (a house rule quoted at length scrolls).
FEEDBACK_SHARE = 0.18


class DrillScreen(Screen):
    """`finished(result, panel)` when the session ends (time, item count, or Finish)."""

    finished = Signal(object, object)  # SessionResult, DrillPanel

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.session: Session | None = None
        self.log: SessionLog | None = None
        self.drill = DrillId.TOTALS
        self.panels: dict[DrillId, DrillPanel] = {}
        self._drills: dict[DrillId, Drill] = {}  # the session's drills, made for the house
        self.panel: DrillPanel | None = None
        self._notice: str | None = None  # items this house leaves out, shown until the first answer
        self.last_verdict = ""  # Speed mode: ✓ or ✗ for the item just answered
        self._loading: Job | None = None  # the trainee's record read before the first start

        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setProperty("role", "status")
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.timer_label = QLabel(self)
        self.timer_label.setProperty("role", "timer")
        self.finish_button = QPushButton(self)
        self.finish_button.setProperty("role", "nav")
        self.question = QLabel(self)
        self.question.setProperty("role", "prompt")
        self.question.setWordWrap(True)
        self.question.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)
        self.stack.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.feedback_room = QScrollArea(self)
        self.feedback_room.setWidgetResizable(True)
        self.feedback_room.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.feedback = QLabel(self.feedback_room)
        self.feedback.setWordWrap(True)
        self.feedback.setProperty("role", "feedback-neutral")
        self.feedback_room.setWidget(self.feedback)
        self.next_button = QPushButton(self)
        self.next_button.setProperty("role", "primary")
        for button in (self.back_button, self.finish_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        for widget in (self.feedback_room, self.next_button):
            # The panel keeps its size when feedback comes and goes (up to FEEDBACK_LINES of it):
            # nothing jumps, and the felt need not be laid out and painted anew on each answer.
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)

        header = QHBoxLayout()
        header.setSpacing(10)
        header.addWidget(self.back_button)
        header.addWidget(self.title, 1)
        header.addWidget(self.status)
        header.addWidget(self.timer_label)
        header.addWidget(self.finish_button)
        bottom = QHBoxLayout()
        bottom.setSpacing(16)
        bottom.addWidget(self.feedback_room, 1)
        bottom.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 22)
        layout.setSpacing(14)
        layout.addLayout(header)
        layout.addWidget(self.question)
        layout.addWidget(self.stack, 1)
        layout.addLayout(bottom)

        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.on_back)
        self.finish_button.clicked.connect(self.on_finish)
        self.next_button.clicked.connect(self.on_next)
        self.timer.timeout.connect(self.on_tick)

    # -- session -------------------------------------------------------------------------------

    def start(self, drill: DrillId, mode: Mode, items: int | None = None) -> None:
        """Open a new session of `drill` in `mode` (any running one is abandoned). The trainee's
        record is read first when it is not yet (off the UI thread: the screen says it is
        loading meanwhile)."""
        self.abandon()
        drill_items = make_drill(drill, self.context.ruleset)
        self._drills = {drill: drill_items}
        self._use_panel(drill)
        directory, trainee = self.context.trainees, self.context.trainee
        if (
            trainee is not None
            and isinstance(directory, HistorySource)
            and not directory.has_history(trainee)
        ):
            panel = self.panel
            assert panel is not None
            self.feedback.hide()
            self.next_button.hide()
            panel.set_input_enabled(False)
            self.question.setText(self.tr("Loading your practice record …"))
            self._loading = run_in_background(
                lambda control: directory.history(trainee, drill.value),
                owner=self,
                on_success=lambda history: self._start_with(drill_items, mode, items, history),
                on_failure=lambda error: self._start_with(drill_items, mode, items, None),
            )
            return
        self._start_with(drill_items, mode, items, self._history(drill))

    def _start_with(
        self, drill_items: Drill, mode: Mode, items: int | None, history: History | None
    ) -> None:
        """Run `drill_items` with the trainee's record read (None: none, or it could not be)."""
        self._loading = None
        if self.panel is not None:
            self.panel.set_input_enabled(True)
        source = ItemSource.for_drill(drill_items, Random(self.context.seed), history)
        self._begin(source, mode, items, self.drill.value)
        self._notice = drill_items.left_out_notice()
        if self._notice is not None:  # said once, at the start; the first answer clears it
            self.feedback.setProperty("role", "feedback-neutral")
            self.feedback.setText(self._notice)
            self.feedback.style().unpolish(self.feedback)
            self.feedback.style().polish(self.feedback)
            self.feedback.show()
            self._reserve_feedback()

    def due_today(self, schedule: ItemSchedule, at: datetime) -> tuple[int, int, float]:
        """Due today before it starts (the start screen's button): the items due and new over
        the house's drills, and the minutes they take (run off the UI thread)."""
        return today(
            schedule, items_of(make_drill(d, self.context.ruleset) for d in DRILL_ORDER), at
        )

    def start_due(self, schedule: ItemSchedule) -> None:
        """Open a Due today session: the trainee's due items and a block of new ones, mixed
        across the drills (kiosk.drills.schedule.DueSource), each on its drill's panel."""
        self.abandon()
        self._drills = {d: make_drill(d, self.context.ruleset) for d in DRILL_ORDER}
        rng = Random(self.context.seed)
        source = DueSource(self._drills.values(), schedule, rng, utc_now)
        self._begin(source, Mode.PRACTICE, None, DUE_SESSION)

    def _use_panel(self, drill: DrillId) -> None:
        """Show `drill`'s panel (made on first use) for the items to come."""
        self.drill = drill
        panel = self.panels.get(drill)
        if panel is None:
            panel = make_panel(drill, self.context, self.stack)
            panel.answered.connect(self.on_answered)
            self.panels[drill] = panel
            self.stack.addWidget(panel)
        panel.set_drill(self._drills[drill])
        self.panel = panel
        for view in panel.findChildren(HandView):
            view.four_colour = self.context.four_colour
        self.stack.setCurrentWidget(panel)

    def _begin(self, source: ItemSource, mode: Mode, items: int | None, recorded: str) -> None:
        """Run a session of `source`'s items, recorded under the drill `recorded`."""
        self.session = Session(source, mode, self.context.clock, items=items)
        if self.context.trainee is not None:
            self.log = self.context.session_journal().open(
                self.context.trainee,
                recorded,
                mode.value,
                self.context.ruleset.id,
                self.context.ruleset.content_hash,
                self.context.language,
            )
        self.session.subscribe(self.on_session_event)
        self.last_verdict = ""
        self.feedback.clear()
        self._reserve_feedback()
        self.feedback.hide()
        self.next_button.hide()
        self._notice = None
        self.session.start()
        if self.session.time_limit is not None:
            self.timer.start()
        self.retranslate()

    def _history(self, drill: DrillId) -> History | None:
        """The trainee's record of this drill, so practice favours their weak items."""
        directory = self.context.trainees
        trainee = self.context.trainee
        if trainee is None or not isinstance(directory, HistorySource):
            return None
        return directory.history(trainee, drill.value)

    def drop_panel(self, drill: DrillId) -> None:
        """Let the drill's panel go (it draws the house it was built for); the next start of
        the drill builds it for the house then in use."""
        panel = self.panels.pop(drill, None)
        if panel is None:
            return
        if self.panel is panel:
            self.abandon()
            self.panel = None
        self.stack.removeWidget(panel)
        panel.deleteLater()

    def abandon(self) -> None:
        """Leave the session unfinished (Back, idle timeout, language of a new trainee …)."""
        self.timer.stop()
        if self._loading is not None:  # the trainee's record being read: not needed any more
            self._loading.cancel()
            self._loading = None
        if self.log is not None:
            self.log.abandon()
        self.log = None
        self.session = None

    def on_session_event(self, event: SessionEvent) -> None:
        if isinstance(event, Answered) and self.log is not None:
            self.log.answer(event.record)
        elif isinstance(event, ItemShown):
            if event.task.drill is not self.drill or self.panel is None:
                self._use_panel(event.task.drill)  # Due today: the next item's drill
                self.retranslate()  # the title names it
            if self.panel is not None:
                self.panel.show_task(event.task)
        elif isinstance(event, Finished):
            self.timer.stop()
            if self.log is not None:
                self.log.complete()
                self.log = None
            QTimer.singleShot(0, lambda r=event.result: self._emit_finished(r))

    def _emit_finished(self, result: SessionResult) -> None:
        self.finished.emit(result, self.panel)

    # -- input ---------------------------------------------------------------------------------

    def on_answered(self, value: object) -> None:
        session = self.session
        if session is None or session.state is not SessionState.QUESTION:
            return
        if self._notice is not None:
            self._notice = None
            self.feedback.hide()
        task = session.task
        result = session.answer(value)
        if result is None or self.panel is None:
            return
        state: SessionState = session.state  # answer() moved it on
        if state is SessionState.FEEDBACK:
            self.panel.reveal(result)
            self._show_feedback(task_result=result)
        elif state is SessionState.QUESTION and task is not None and session.task is task:
            self.panel.show_task(task)  # next step of the same item
            if not result.correct:
                self._show_feedback(task_result=result)
        elif session.mode is Mode.SPEED:
            # the next item is already up: its verdict goes to the header, not under the new
            # cards (the mistakes are reviewed on the result page)
            self.last_verdict = "✓" if result.correct else "✗"
        self._refresh_header()

    def _reserve_feedback(self) -> None:
        """Room for FEEDBACK_LINES of feedback at the current look, taken while it is hidden
        too: an answer and the rule it is explained by (three lines at 1024 x 768) leave the
        panel, and its answer buttons, where they were. Longer feedback takes more, up to
        FEEDBACK_SHARE of the screen, and scrolls beyond."""
        self.feedback.ensurePolished()
        margins = self.feedback.contentsMargins()
        kept = FEEDBACK_LINES if self.height() >= ROOMY_HEIGHT else FEEDBACK_LINES - 1
        lines = self.feedback.fontMetrics().boundingRect(
            QRect(0, 0, 1000, 1000), 0, "\n".join("X" * kept)
        )
        reserved = margins.top() + margins.bottom() + lines.height()
        needed = 0
        if not self.feedback.isHidden() and self.feedback.text():
            needed = self.feedback.heightForWidth(self.feedback_room.width())
        most = max(reserved, round(self.height() * FEEDBACK_SHARE))
        self.feedback_room.setFixedHeight(min(max(reserved, needed), most))
        # a scroll bar only for feedback shown (a long one hidden left its bar in the room)
        bar = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if needed
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self.feedback_room.setVerticalScrollBarPolicy(bar)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reserve_feedback()

    def _show_feedback(self, task_result: StepResult, brief: bool = False) -> None:
        if self.panel is None:
            return
        if task_result.correct:
            self.feedback.setProperty("role", "feedback-good")
            text = self.tr("Right, well done: %1.").replace(
                "%1", self.panel.answer_text(task_result.expected)
            )
        else:
            self.feedback.setProperty("role", "feedback-bad")
            right = self.panel.answer_text(task_result.expected)
            if task_result.given == task_result.expected:  # right move, wrong moment
                text = self.tr("%1 is right, but not yet: wrong order.").replace("%1", right)
            elif mistake := self.panel.mistake_name():
                text = self.tr("%1. Right answer: %2.").replace("%1", mistake).replace("%2", right)
            else:
                text = self.tr("Not quite. Right answer: %1.").replace("%1", right)
            if task_result.explanation and not brief:
                text += "\n" + task_result.explanation
        self.feedback.setText(text)
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)
        self.feedback.show()
        self._reserve_feedback()

    def on_next(self) -> None:
        session = self.session
        if session is None or session.state is not SessionState.FEEDBACK:
            return
        self.feedback.hide()
        self._reserve_feedback()
        session.next()
        self._refresh_header()

    def on_finish(self) -> None:
        if self.session is not None and self.session.state is not SessionState.FINISHED:
            self.session.finish()

    def on_back(self) -> None:
        self.abandon()
        self.back_requested.emit()

    def on_tick(self) -> None:
        session = self.session
        if session is None:
            return
        session.tick()
        self._refresh_header()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        session = self.session
        if event.key() == Qt.Key.Key_Escape:
            self.on_back()
            return
        next_keys = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if (
            session is not None
            and session.state is SessionState.FEEDBACK
            and event.key() in next_keys
        ):
            self.on_next()
            return
        if (
            session is not None
            and session.state is SessionState.QUESTION
            and self.panel is not None
            and self.panel.handle_key(event)
        ):
            return
        super().keyPressEvent(event)

    # -- texts ---------------------------------------------------------------------------------

    def _refresh_header(self) -> None:
        session = self.session
        if session is None:
            return
        if session.time_limit is not None:
            remaining = session.remaining or 0.0
            seconds = int(remaining + 0.999)
            self.timer_label.setText(f"{seconds // 60}:{seconds % 60:02d}")
            self.timer_label.show()
        else:
            self.timer_label.hide()
        if session.mode is Mode.EXAM and session.items is not None:
            shown = min(session.answered + 1, session.items)
            self.status.setText(
                self.tr("Item %1 of %2").replace("%1", str(shown)).replace("%2", str(session.items))
            )
        else:
            self.status.setText(
                (f"{self.last_verdict}  " if self.last_verdict else "")
                + self.tr("%n right", "", session.score)
                + "  ·  "
                + self.tr("%n answered", "", session.answered)
            )
        asking = session.state is SessionState.QUESTION
        if self.panel is not None:
            self.panel.set_input_enabled(asking)
            self.question.setText(self.panel.prompt())
        feedback = session.state is SessionState.FEEDBACK
        self.next_button.setVisible(feedback)

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("← Back"))
        mode = self.session.mode if self.session is not None else Mode.PRACTICE
        self.title.setText(
            self.tr("%1 · %2")
            .replace("%1", drill_title(self.drill))
            .replace("%2", mode_title(mode))
        )
        self.finish_button.setText(self.tr("Finish"))
        self.next_button.setText(self.tr("Next"))
        self._refresh_header()

    def on_language_changed(self) -> None:
        super().on_language_changed()
        if self.feedback.isVisible():
            self.feedback.hide()
            self._reserve_feedback()
