"""Taking a certification exam: sign-in, the items in order with a countdown, no feedback until
the end, then the verdict, the per-drill breakdown and a review of every mistake.

The exam's state machine is kiosk.drills.exam.ExamRun; each item is shown by the drill's own panel
(kiosk.ui.panels.catalog), so an exam item looks exactly like the practice item.

On a room's records server the exam is attested by the notary (kiosk.records.attested): only a
registered exam, read with its registered ruleset; the examiner's name and current six digits
start it, the items come from the seed the notary drew, every item is recorded as shown and as
answered, and the result shown is the one the notary sealed. Every call to the server runs off
the UI thread, one at a time; with the server away the exam pauses and goes on, when it is back,
with the time the server's clock leaves. On one PC an exam starts after the supervisor gate's
code; ExamRecorder stores every answer as it is given and the result when the run ends, not
attested (no records server, no notary), as the result page says.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from random import Random

from PySide6.QtCore import Qt, QThreadPool, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.drills.catalog import make_drill
from kiosk.drills.exam import (
    AnswerLog,
    ExamRun,
    PartResult,
    ServerClock,
    Unanswered,
    red_line_case,
)
from kiosk.drills.generator import SealedRandom
from kiosk.drills.session import Finished, ItemShown, SessionEvent, SessionState
from kiosk.drills.task import DrillId
from kiosk.records import (
    ABANDONED,
    HANDED_IN,
    TIMED_OUT,
    ExamRecorder,
    NotaryDesk,
    OfflineError,
    RecordsError,
    RecordStore,
    RegisteredExam,
    SealedEnd,
    Trainee,
    clean_name,
)
from kiosk.records import NotaryAttempt as Attempt
from kiosk.rules.exams import ExamDefinition
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.jobs import JobControl, run_in_background
from kiosk.ui.app.language import language_news
from kiosk.ui.app.style import COLOURS, scaled
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.panels.catalog import make_panel
from kiosk.ui.reports.certificate import red_line_name
from kiosk.ui.screens.result_screen import MistakeRow, Stat
from kiosk.ui.screens.screen import Screen
from kiosk.ui.widgets.dialogs import MessageDialog, ask
from kiosk.ui.widgets.money import format_number
from kiosk.ui.widgets.names import drill_title
from kiosk.ui.widgets.plain_text import plain

TICK_MS = 200
# With the records server away, how often (ms) the kiosk looks whether it is back; and how often
# it looks for the sealed result.
RETRY_MS = 2000
# After the idle warning, how long (ms) the candidate has to tap before the exam is paused.
IDLE_GRACE_MS = 60_000


def item_ranges(items: tuple[Unanswered, ...]) -> list[tuple[int, int, DrillId]]:
    """Consecutive items of one drill as (first, last, drill), numbered from 1 as on screen."""
    ranges: list[tuple[int, int, DrillId]] = []
    for item in items:
        number = item.item + 1
        if ranges and ranges[-1][2] is item.drill and ranges[-1][1] == number - 1:
            ranges[-1] = (ranges[-1][0], number, item.drill)
        else:
            ranges.append((number, number, item.drill))
    return ranges


def items_text(items: tuple[Unanswered, ...]) -> str:
    """ "5 (Banco: draw or stand?), 6–7 (Payouts)": the items by number, with their drill."""
    return ", ".join(
        (f"{first}" if first == last else f"{first}–{last}") + f" ({drill_title(drill)})"
        for first, last, drill in item_ranges(items)
    )


def _seconds_text(value: Decimal) -> str:
    """Seconds in the UI's number format, with tenths where there are any: 8, 6,5."""
    whole = value == value.to_integral_value()
    return format_number(value, places=0 if whole else 1)


def _clock_text(seconds: float) -> str:
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


class ExamScreen(Screen):
    """`back_requested` when the candidate is done (or cancels before starting).

    On one PC `authorise` asks for the supervisor gate's code (kiosk.ui.supervisor.gate.PinGate):
    an exam starts only once an examiner confirmed the candidate with it. On a room `desk` and
    `registered` (kiosk.records.attested) make it the notary's exam.
    """

    def __init__(
        self,
        context: AppContext,
        store: RecordStore,
        exam: ExamDefinition,
        parent: QWidget | None = None,
        authorise: Callable[[QWidget], bool] | None = None,
        desk: NotaryDesk | None = None,
        registered: RegisteredExam | None = None,
    ) -> None:
        super().__init__(parent)
        self.authorise = authorise  # one PC: the gate's code confirms the candidate
        self.context = context
        self.store = store
        # On a room: the notary's desk and the registered exam, read with its registered ruleset
        self.desk = desk
        self.registered = registered
        self.exam = registered.exam if registered is not None else exam
        self.ruleset = registered.ruleset if registered is not None else context.ruleset
        self.attempt: Attempt | None = None
        self.log: AnswerLog | None = None
        self.sealed: SealedEnd | None = None
        self.ending: str | None = None  # how the attempt ends (room)
        self.end_asked = False  # the notary was asked to end it (room)
        self.away = False  # the records server went away mid-exam (room)
        self.busy = False  # a call to the server is running (room)
        self.pool = QThreadPool(self)  # the server's calls, one at a time and in order
        self.pool.setMaxThreadCount(1)
        self.retry = QTimer(self)
        self.retry.setSingleShot(True)
        self.retry.setInterval(RETRY_MS)
        self.run: ExamRun | None = None
        self.recorder: ExamRecorder | None = None
        self.trainee: Trainee | None = None
        self.panels: dict[DrillId, DrillPanel] = {}
        self.panel: DrillPanel | None = None
        self.pages = QStackedWidget(self)
        self._build_intro()
        self._build_run()
        self._build_result()
        for page in (self.intro, self.running, self.result_page):
            self.pages.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 24)
        layout.addWidget(self.pages)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.idle_grace = QTimer(self)  # from the idle warning to the pause
        self.idle_grace.setSingleShot(True)
        self.idle_grace.setInterval(IDLE_GRACE_MS)
        self._connect_signals()
        signed_in = context.trainee
        if signed_in is not None:
            self.who.setText(signed_in.badge or signed_in.name)
        self.retranslate()

    # -- building ------------------------------------------------------------------------------

    def _build_intro(self) -> None:
        self.intro = QWidget(self)
        self.intro_title = QLabel(self.intro)
        self.intro_title.setProperty("role", "title")
        self.intro_title.setWordWrap(True)
        self.facts = QLabel(self.intro)
        self.facts.setProperty("role", "subtitle")
        self.facts.setWordWrap(True)
        self.rules_text = QLabel(self.intro)
        self.rules_text.setProperty("role", "explanation")
        self.rules_text.setWordWrap(True)
        self.who_label = QLabel(self.intro)
        self.who_label.setProperty("role", "heading")
        self.who = QLineEdit(self.intro)
        self.who.setMinimumHeight(56)
        self.who.setStyleSheet(
            scaled(
                f"QLineEdit {{ background: {COLOURS.button}; color: {COLOURS.button_ink};"
                " border-radius: 10px; padding: 6px 14px; font-size: 18pt; }"
            )
        )
        self.examiner_label = QLabel(self.intro)  # on a room: the examiner's name and code
        self.examiner_label.setProperty("role", "heading")
        self.examiner = QLineEdit(self.intro)
        self.code = QLineEdit(self.intro)
        self.code.setEchoMode(QLineEdit.EchoMode.Password)
        self.code.setMaxLength(6)
        examiner_row = QHBoxLayout()
        examiner_row.addWidget(self.examiner, 2)
        examiner_row.addWidget(self.code, 1)
        for widget in (self.examiner_label, self.examiner, self.code):
            widget.setVisible(self.desk is not None)
        self.sign_in_error = QLabel(self.intro)
        self.sign_in_error.setProperty("role", "feedback-bad")
        self.sign_in_error.setWordWrap(True)
        self.sign_in_error.hide()
        self.waiting = QLabel(self.intro)  # waiting for the notary's reply
        self.waiting.setProperty("role", "hint")
        self.waiting.hide()
        self.cancel_button = QPushButton(self.intro)
        self.cancel_button.setProperty("role", "nav")
        self.start_button = QPushButton(self.intro)
        self.start_button.setProperty("role", "primary")
        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self.intro)
        layout.setSpacing(16)
        layout.addWidget(self.intro_title)
        layout.addWidget(self.facts)
        layout.addWidget(self.rules_text)
        layout.addSpacing(12)
        layout.addWidget(self.who_label)
        layout.addWidget(self.who)
        layout.addWidget(self.examiner_label)
        layout.addLayout(examiner_row)
        layout.addWidget(self.sign_in_error)
        layout.addWidget(self.waiting)
        layout.addStretch(1)
        layout.addLayout(buttons)

    def _build_run(self) -> None:
        self.running = QWidget(self)
        self.progress = QLabel(self.running)
        self.progress.setProperty("role", "prompt")
        self.countdown = QLabel(self.running)
        self.countdown.setProperty("role", "timer")
        self.hand_in_button = QPushButton(self.running)
        self.hand_in_button.setProperty("role", "nav")
        self.question = QLabel(self.running)
        self.question.setProperty("role", "prompt")
        self.question.setWordWrap(True)
        self.question.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.panel_stack = QStackedWidget(self.running)
        self.pause_box = QFrame(self.running)  # the idle warning, then the pause
        self.pause_box.setProperty("role", "panel")
        self.pause_text = QLabel(self.pause_box)
        self.pause_text.setProperty("role", "prompt")
        self.pause_text.setWordWrap(True)
        self.continue_button = QPushButton(self.pause_box)
        self.continue_button.setProperty("role", "primary")
        pause_row = QHBoxLayout(self.pause_box)
        pause_row.setContentsMargins(20, 14, 20, 14)
        pause_row.addWidget(self.pause_text, 1)
        pause_row.addWidget(self.continue_button)
        self.pause_box.hide()
        header = QHBoxLayout()
        header.setSpacing(16)
        header.addWidget(self.progress, 1)
        header.addWidget(self.countdown)
        header.addWidget(self.hand_in_button)
        layout = QVBoxLayout(self.running)
        layout.setSpacing(14)
        layout.addLayout(header)
        layout.addWidget(self.question)
        layout.addWidget(self.pause_box)
        layout.addWidget(self.panel_stack, 1)

    def _build_result(self) -> None:
        self.result_page = QWidget(self)
        self.verdict = QLabel(self.result_page)
        self.verdict.setProperty("role", "title")
        self.result_subtitle = QLabel(self.result_page)
        self.result_subtitle.setProperty("role", "subtitle")
        self.result_subtitle.setWordWrap(True)
        plain(self.result_subtitle)  # the candidate's name
        self.score = Stat(self.result_page)
        self.time_used = Stat(self.result_page)
        self.red_lines = Stat(self.result_page)
        self.breakdown = QLabel(self.result_page)
        self.breakdown.setProperty("role", "explanation")
        self.breakdown.setWordWrap(True)
        self.review_heading = QLabel(self.result_page)
        self.review_heading.setProperty("role", "heading")
        self.review_heading.setWordWrap(True)
        self.unanswered_note = QLabel(self.result_page)
        self.unanswered_note.setProperty("role", "feedback-bad")
        self.unanswered_note.setWordWrap(True)
        self.unanswered_note.hide()
        self.review_box = QWidget()
        self.review_layout = QVBoxLayout(self.review_box)
        self.review_layout.setContentsMargins(0, 0, 8, 0)
        self.review_layout.setSpacing(10)
        self.rows: list[MistakeRow] = []
        self.scroll_area = QScrollArea(self.result_page)
        self.scroll_area.setMinimumHeight(120)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.review_box)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.record = QLabel(self.result_page)
        self.record.setProperty("role", "hint")
        self.done_button = QPushButton(self.result_page)
        self.done_button.setProperty("role", "primary")
        stats = QHBoxLayout()
        stats.setSpacing(18)
        for stat in (self.score, self.time_used, self.red_lines):
            stats.addWidget(stat)
        bottom = QHBoxLayout()
        bottom.addWidget(self.record, 1)
        bottom.addWidget(self.done_button)
        layout = QVBoxLayout(self.result_page)
        layout.setSpacing(14)
        layout.addWidget(self.verdict)
        layout.addWidget(self.result_subtitle)
        layout.addLayout(stats)
        layout.addWidget(self.breakdown)
        layout.addWidget(self.review_heading)
        layout.addWidget(self.unanswered_note)
        layout.addWidget(self.scroll_area, 1)
        layout.addLayout(bottom)

    def _connect_signals(self) -> None:
        self.start_button.clicked.connect(self.on_start)
        self.who.returnPressed.connect(self.on_start)
        self.cancel_button.clicked.connect(self.back_requested)
        self.hand_in_button.clicked.connect(self.on_hand_in)
        self.done_button.clicked.connect(self.on_done)
        self.timer.timeout.connect(self.on_tick)
        self.idle_grace.timeout.connect(self.on_idle_grace_over)
        self.continue_button.clicked.connect(self.on_continue)
        self.retry.timeout.connect(self.on_retry)
        self.code.returnPressed.connect(self.on_start)

    # -- flow ----------------------------------------------------------------------------------

    def prepare(self, badge_or_name: str = "") -> None:
        """Show the sign-in page (a signed-in trainee's badge or name already filled in)."""
        self.abandon()
        self.trainee = None
        self.who.setText(badge_or_name)
        self.sign_in_error.hide()
        self.pages.setCurrentWidget(self.intro)
        self.retranslate()

    def find_trainee(self, text: str) -> Trainee | None:
        text = clean_name(text)
        if not text:
            return None
        found = self.store.find_trainee(text)
        if found is None:
            found = next(
                (t for t in self.store.trainees() if t.name.casefold() == text.casefold()), None
            )
        return found

    def _refuse(self, text: str) -> None:
        self.sign_in_error.setText(text)
        self.sign_in_error.show()

    def on_start(self) -> None:
        """The candidate looked up (on a room off the UI thread, the screen waiting), then the
        exam started for them."""
        if self.busy:
            return
        text = self.who.text()
        if self.desk is None:
            self._start(self.find_trainee(text))
            return
        self.waiting.setText(self.tr("Waiting for the notary to start the exam …"))
        self.waiting.show()
        self.start_button.setEnabled(False)
        self._call(lambda desk, control: self.find_trainee(text), self._start, self.on_start_failed)

    def _start(self, found: object) -> None:
        self.waiting.hide()
        self.start_button.setEnabled(True)
        trainee = found if isinstance(found, Trainee) else None
        if trainee is None or not trainee.active:
            self._refuse(
                self.tr("No trainee with this badge or name. Ask the supervisor to register you.")
            )
            return
        if self.desk is not None:
            self.start_attested(trainee)
            return
        if not self.confirm_candidate(trainee):
            return
        self.trainee = trainee
        self.run = ExamRun(
            self.exam, self.context.ruleset, self.context.clock, Random(self.context.seed)
        )
        try:
            self.recorder = ExamRecorder(
                self.store,
                self.run,
                self.exam,
                self.context.ruleset,
                trainee.id,
                self.context.language,
            )
        except (RecordsError, OSError) as exc:  # e.g. the records cannot be written
            self.run = None
            self.sign_in_error.setText(str(exc))
            self.sign_in_error.show()
            return
        self.run.subscribe(self.on_run_event)
        self.pages.setCurrentWidget(self.running)
        self.run.start()
        self.timer.start()
        self.retranslate()

    # -- on a room: attested by the notary -----------------------------------------------------

    def _call(
        self,
        work: Callable[[NotaryDesk, JobControl], object],
        on_success: Callable[[object], object],
        on_failure: Callable[[Exception], object],
    ) -> None:
        """`work(desk, control)` off the UI thread, after every call started before it (the
        control says when the screen has gone)."""
        desk = self.desk
        assert desk is not None
        self.busy = True

        def done(result: object) -> None:
            self.busy = False
            on_success(result)

        def failed(error: Exception) -> None:
            self.busy = False
            on_failure(error)

        run_in_background(
            lambda control: work(desk, control),
            owner=self,
            on_success=done,
            on_failure=failed,
            pool=self.pool,
        )

    def start_attested(self, trainee: Trainee) -> None:
        """The examiner's name and six digits, the candidate confirmed, then the notary asked to
        start the registered exam; the screen waits for its reply."""
        examiner, typed = self.examiner.text().strip(), self.code.text().strip()
        if not examiner or not (typed.isascii() and typed.isdigit() and len(typed) == 6):
            self._refuse(
                self.tr("The examiner types their name and the six digits their app shows now.")
            )
            return
        if not self.confirm_attested(trainee):
            return
        registered = self.registered
        assert registered is not None
        self.trainee = trainee
        self.code.clear()
        self.sign_in_error.hide()
        self.waiting.setText(self.tr("Waiting for the notary to start the exam …"))
        self.waiting.show()
        self.start_button.setEnabled(False)

        def work(desk: NotaryDesk, control: JobControl) -> Attempt:
            return desk.start(  # the screen may go while the notary is awaited
                trainee.id, registered.definition, examiner, typed, lambda: not control.cancelled()
            )

        self._call(work, self.on_attempt_started, self.on_start_failed)

    def confirm_attested(self, trainee: Trainee) -> bool:
        who = trainee.name + (f" · {trainee.badge}" if trainee.badge else "")
        text = (
            self.tr("Candidate: %1\nExam: %2\n\nThe notary starts the exam for this candidate.")
            .replace("%1", who)
            .replace("%2", self.exam.name.get(self.context.language))
        )
        yes, no = self.tr("Confirm as examiner"), self.tr("Cancel")
        return ask(self, self.tr("Examiner: confirm the candidate"), text, yes, no)

    def on_start_failed(self, error: Exception) -> None:
        self.trainee = None
        self.waiting.hide()
        self.start_button.setEnabled(True)
        self._refuse(str(error) if isinstance(error, RecordsError | OSError) else repr(error))

    def on_attempt_started(self, attempt: object) -> None:
        assert isinstance(attempt, Attempt) and self.registered is not None
        self.waiting.hide()
        self.start_button.setEnabled(True)
        self.attempt = attempt
        clock = ServerClock(self.context.clock)
        registered = self.registered
        self.run = ExamRun(registered.exam, registered.ruleset, clock, SealedRandom(attempt.seed))
        self.log = AnswerLog(self.run)
        self.run.subscribe(self.on_run_event)
        self.pages.setCurrentWidget(self.running)
        self.run.start()
        clock.align(self.run, attempt.left_s)
        self.timer.start()
        self.retranslate()

    def deliver(self) -> None:
        """Record the items done and not yet recorded, then (once asked) the attempt's end;
        with the server away the exam pauses (`on_server_away`)."""
        log, attempt = self.log, self.attempt
        if self.busy or self.away or log is None or attempt is None:
            return
        how = None if self.end_asked else self.ending
        if not log.pending and how is None:
            return

        def work(desk: NotaryDesk, _: JobControl) -> str | None:
            # what is left is recorded when the server is back
            desk.deliver(attempt.id, log.pending)
            if how is not None:
                desk.request_end(attempt.id, how)
            return how

        self._call(work, self.on_delivered, self.on_delivery_failed)

    def on_delivered(self, how: object) -> None:
        self.end_asked = self.end_asked or how is not None
        if (self.log is not None and self.log.pending) or (self.ending and not self.end_asked):
            self.deliver()
        elif self.end_asked and self.sealed is None:
            self.retry.start()  # look for the sealed result

    def on_delivery_failed(self, error: Exception) -> None:
        if isinstance(error, OfflineError):
            self.on_server_away()
            return
        self.ending = self.ending or ABANDONED
        self._refuse(str(error))  # refused by the server: the notary ends the attempt

    def on_server_away(self) -> None:
        """The exam pauses on screen until the server is back (its clock keeps running)."""
        self.away = True
        run = self.run
        if run is not None and run.state is SessionState.QUESTION:
            run.pause()
            self.question.hide()
            self.panel_stack.hide()
            self.continue_button.hide()
            self.pause_text.setText(
                self.tr(
                    "The records server cannot be reached: the exam is paused and goes on when "
                    "it is back. The clock keeps running."
                )
            )
            self.pause_box.show()
        self.retry.start()

    def on_retry(self) -> None:
        attempt = self.attempt
        if attempt is None or self.busy:
            return
        if self.away:
            self._call(lambda desk, _: desk.attempt(attempt.id), self.on_server_back, self._away)
        elif self.end_asked and self.sealed is None:
            self._call(lambda desk, _: desk.sealed_end(attempt.id), self.on_sealed, self._away)

    def _away(self, error: Exception) -> None:
        self.retry.start()

    def on_server_back(self, attempt: object) -> None:
        """Back: the same attempt (the same seed) with the time the server's clock leaves."""
        assert isinstance(attempt, Attempt)
        self.away = False
        self.attempt = attempt
        run = self.run
        if run is not None and run.state is SessionState.QUESTION:
            clock = run.session.clock
            if isinstance(clock, ServerClock):
                clock.align(run, attempt.left_s)
            self.continue_button.show()
            self.on_continue()
            run.tick()
        self.deliver()

    def on_sealed(self, sealed: object) -> None:
        if sealed is None:
            self.retry.start()
            return
        assert isinstance(sealed, SealedEnd)
        self.sealed = sealed
        self.retranslate()

    def confirm_candidate(self, trainee: Trainee) -> bool:
        """The examiner sees who is to sit the exam, then types the gate's code (`authorise`);
        False: no exam starts."""
        who = trainee.name + (f" · {trainee.badge}" if trainee.badge else "")
        text = (
            self.tr("Candidate: %1\nExam: %2\n\nAn examiner confirms this candidate next.")
            .replace("%1", who)
            .replace("%2", self.exam.name.get(self.context.language))
        )
        yes, no = self.tr("Confirm as examiner"), self.tr("Cancel")
        if not ask(self, self.tr("Examiner: confirm the candidate"), text, yes, no):
            return False
        confirmed = self.authorise is not None and self.authorise(self)
        if not confirmed:
            self.sign_in_error.setText(
                self.tr("The examiner confirms the candidate with the examiner code.")
            )
            self.sign_in_error.show()
        return confirmed

    def _panel_for(self, drill: DrillId) -> DrillPanel:
        panel = self.panels.get(drill)
        if panel is None:
            panel = make_panel(drill, self.context, self.panel_stack)
            panel.answered.connect(self.on_answered)
            panel.set_drill(make_drill(drill, self.ruleset))
            # One panel per drill shares the stack: let none of them size the whole screen.
            panel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            self.panels[drill] = panel
            self.panel_stack.addWidget(panel)
        return panel

    def on_run_event(self, event: SessionEvent) -> None:
        if isinstance(event, ItemShown):
            drill = event.task.drill
            panel = self._panel_for(drill)
            self.panel = panel
            self.panel_stack.setCurrentWidget(panel)
            panel.show_task(event.task)
            self._refresh_header()
        elif isinstance(event, Finished):
            if self.desk is not None and self.ending is None:
                self.ending = TIMED_OUT if event.result.timed_out else HANDED_IN
                self.deliver()
            self.timer.stop()
            self.idle_grace.stop()
            self.pause_box.hide()
            self.question.show()
            self.panel_stack.show()
            QTimer.singleShot(0, self.show_result)

    def on_answered(self, value: object) -> None:
        run = self.run
        if run is None or run.state is not SessionState.QUESTION or self.panel is None:
            return
        if run.paused:
            return
        self.on_continue()  # an answer is a sign of life
        task = run.task
        answered = self.log.answer(value) if self.log is not None else run.answer(value)
        self.deliver()
        if answered is None:
            return
        if run.state is SessionState.QUESTION and run.task is task and task is not None:
            self.panel.show_task(task)  # the next step of a multi-step item, still no feedback
        self._refresh_header()

    def on_tick(self) -> None:
        if self.run is not None:
            self.run.tick()
            self._refresh_header()
            self._refresh_pause()

    def on_hand_in(self) -> None:
        """Asks first, naming the items not answered (they count as wrong)."""
        run = self.run
        if run is None or run.state is SessionState.FINISHED:
            return
        dialog = self.hand_in_dialog(run.unanswered())
        dialog.exec()
        handed_in = dialog.chosen == 0
        if handed_in and self.run is run and not run.tick():  # tick: the time may be up
            run.finish()

    def hand_in_dialog(self, left: tuple[Unanswered, ...]) -> MessageDialog:
        """The question before handing in, naming the items `left` (they count as wrong)."""
        return HandInDialog(self, left)

    # -- nobody at the screen -------------------------------------------------------------------

    def running_exam(self) -> bool:
        return self.run is not None and self.run.state is SessionState.QUESTION

    def on_idle(self) -> bool:
        """The kiosk's idle time is up. A running exam is never left: it warns, then (after
        IDLE_GRACE_MS without an answer or a tap on Continue) pauses with its clock running.
        False when no exam is running (the window may go back to its start screen)."""
        run = self.run
        if run is None or run.state is not SessionState.QUESTION:
            return False
        if self.away:
            return True  # paused already, until the records server is back
        if not run.paused and not self.idle_grace.isActive():
            self.pause_text.setText(
                self.tr(
                    "Are you still there? Tap Continue, or the exam pauses in a minute. "
                    "The clock keeps running."
                )
            )
            self.pause_box.show()
            self.idle_grace.start()
        return True

    def on_idle_grace_over(self) -> None:
        run = self.run
        if run is None or run.state is not SessionState.QUESTION:
            return
        run.pause()
        self.question.hide()
        self.panel_stack.hide()
        self._refresh_pause()

    def _refresh_pause(self) -> None:
        run = self.run
        if run is None or not run.paused or self.away:
            return
        self.pause_text.setText(
            self.tr("The exam is paused. The clock keeps running: %1 left. Tap Continue.").replace(
                "%1", _clock_text(run.remaining or 0.0)
            )
        )

    def on_continue(self) -> None:
        self.idle_grace.stop()
        self.pause_box.hide()
        if self.run is not None:
            self.run.resume()
        self.question.show()
        self.panel_stack.show()

    def abandon(self, reason: object = None) -> None:
        """The exam screen is left mid-exam (language switch, a new sign-in, the kiosk
        stopped, whatever the `reason`): the attempt ends abandoned (on a room, sealed so by the
        notary)."""
        self.timer.stop()
        self.idle_grace.stop()
        self.retry.stop()
        if self.recorder is not None:
            self.recorder.abandon()
        self._abandon_attempt()
        self.run = None
        self.recorder = None

    def _abandon_attempt(self) -> None:
        """An attempt left before its end was asked for ends abandoned: asked for here and now
        (the app may be stopping), and by the notary itself when the server cannot be reached."""
        attempt, desk, log = self.attempt, self.desk, self.log
        if attempt is not None and desk is not None and not self.end_asked:
            self.ending = self.ending or ABANDONED
            self.end_asked = True
            self.pool.waitForDone(5000)
            try:
                if log is not None:
                    desk.deliver(attempt.id, log.pending)
                desk.request_end(attempt.id, self.ending)
            except (OfflineError, RecordsError, OSError):
                pass  # the notary ends an overdue attempt itself
        self.attempt = None
        self.log = None

    def on_done(self) -> None:
        self.retry.stop()
        self.attempt = None
        self.log = None
        self.run = None
        self.recorder = None
        self.back_requested.emit()

    def show_result(self) -> None:
        if self.run is None:
            return
        for row in self.rows:
            self.review_layout.removeWidget(row)
            row.deleteLater()
        self.rows = []
        while self.review_layout.count():
            self.review_layout.takeAt(0)
        for mistake in self.run.result.mistakes:
            panel = self.panels.get(mistake.task.drill)
            row = MistakeRow(mistake, panel, self.review_box)
            self.rows.append(row)
            self.review_layout.addWidget(row)
        self.review_layout.addStretch(1)
        self.pages.setCurrentWidget(self.result_page)
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.pages.currentWidget() is self.intro:
                self.back_requested.emit()
            return  # an exam is never left with Esc
        run = self.run
        if (
            run is not None
            and run.state is SessionState.QUESTION
            and self.panel is not None
            and self.panel.handle_key(event)
        ):
            return
        super().keyPressEvent(event)

    # -- texts ---------------------------------------------------------------------------------

    def _refresh_header(self) -> None:
        run = self.run
        if run is None:
            return
        remaining = run.remaining or 0.0
        self.countdown.setText(_clock_text(remaining))
        shown = min(run.session.answered + 1, run.planned)
        drill = run.task.drill if run.task is not None else None
        text = self.tr("Item %1 of %2").replace("%1", str(shown)).replace("%2", str(run.planned))
        if drill is not None:
            text += "  ·  " + drill_title(drill)
        self.progress.setText(text)
        asking = run.state is SessionState.QUESTION
        if self.panel is not None:
            self.panel.set_input_enabled(asking)
            self.question.setText(self.panel.prompt())

    def retranslate(self) -> None:
        lang = self.context.language
        exam = self.exam
        self.intro_title.setText(exam.name.get(lang))
        self.facts.setText(
            self.tr("%1 items · %2 minutes · pass mark %3 %")
            .replace("%1", str(exam.items))
            .replace("%2", str(exam.time_limit_s // 60))
            .replace("%3", str(round(exam.pass_mark * 100)))
        )
        red = ", ".join(
            [red_line_name(t.value) for t in sorted(exam.red_lines)]
            + [red_line_name(red_line_case(c)) for c in sorted(exam.red_line_cases)]
        )
        self.rules_text.setText(
            self.tr(
                "The items come in order and are not marked until the end; the clock runs from "
                "the first item. One mistake of these kinds fails the exam: %1."
            ).replace("%1", red)
        )
        self.who_label.setText(self.tr("Your badge number or name"))
        self.examiner_label.setText(self.tr("Examiner: name and the six digits of the app"))
        self.examiner.setPlaceholderText(self.tr("Examiner's name"))
        self.code.setPlaceholderText(self.tr("Code"))
        self.cancel_button.setText(self.tr("← Back"))
        self.start_button.setText(self.tr("Start the exam"))
        self.hand_in_button.setText(self.tr("Hand in"))
        self.done_button.setText(self.tr("Done"))
        self.continue_button.setText(self.tr("Continue"))
        self._refresh_header()
        self._retranslate_result()

    def _part_text(self, part: PartResult) -> str:
        """`Payouts: 18/20`, and with a pace standard `· median 6.5 s (standard 8 s)`."""
        text = f"{drill_title(part.drill)}: {part.correct}/{part.planned}"
        if part.standard_s is None or part.median_ms is None:
            return text
        median = (Decimal(part.median_ms) / 1000).quantize(Decimal("0.1"))
        pace = (
            self.tr("median %1 s (standard %2 s)")
            .replace("%1", _seconds_text(median))
            .replace("%2", _seconds_text(part.standard_s))
        )
        return f"{text} · {pace}"

    def _retranslate_result(self) -> None:
        run, recorder = self.run, self.recorder
        if run is None or run.state is not SessionState.FINISHED:
            return
        result = run.result
        passed = result.passed
        self.verdict.setText(self.tr("Passed") if passed else self.tr("Not passed"))
        colour = COLOURS.good if passed else COLOURS.bad
        self.verdict.setStyleSheet(f"color: {colour};")
        name = self.trainee.name if self.trainee is not None else ""
        sub = (
            self.tr("%1 · %2")
            .replace("%1", name)
            .replace("%2", self.exam.name.get(self.context.language))
        )
        if result.timed_out:
            sub = self.tr("%1 · time is up").replace("%1", sub)
        self.result_subtitle.setText(sub)
        self.score.value.setText(f"{result.correct} / {result.planned}")
        self.score.caption.setText(
            self.tr("Score · pass mark %1 %").replace("%1", str(round(self.exam.pass_mark * 100)))
        )
        stored = recorder.result if recorder is not None else None
        used = (
            stored.draft.duration_s
            if stored is not None
            else self.exam.time_limit_s - (run.remaining or 0.0)
        )
        self.time_used.value.setText(_clock_text(used))
        self.time_used.caption.setText(
            self.tr("Time used of %1").replace("%1", _clock_text(self.exam.time_limit_s))
        )
        broken = result.red_lines_broken
        self.red_lines.value.setText(str(len(result.red_line_failures)))
        self.red_lines.caption.setText(
            ", ".join(red_line_name(t) for t in broken) if broken else self.tr("Red lines broken")
        )
        self.breakdown.setText("   ".join(self._part_text(p) for p in result.parts.values()))
        count, left = len(result.mistakes), result.unanswered
        if result.flawless:
            heading = self.tr("No mistakes. Well dealt!")
        elif not result.session.items:
            heading = self.tr("Nothing was answered.")
        else:
            parts = [self.tr("%n mistake(s)", "", count)] if count else []
            if left:
                parts.append(self.tr("%n item(s) not answered", "", len(left)))
            heading = "  ·  ".join(parts)
        self.review_heading.setText(heading)
        self.unanswered_note.setVisible(bool(left))
        if left:
            self.unanswered_note.setText(
                self.tr("Not answered, counted as wrong: items %1").replace("%1", items_text(left))
            )
        if stored is not None:
            self.record.setText(
                self.tr("Record %1 · not attested (one PC, no records server)").replace(
                    "%1", str(stored.id)
                )
            )
        if self.desk is not None:
            self._retranslate_sealed()
        for row in self.rows:
            row.retranslate()

    def _retranslate_sealed(self) -> None:
        """On a room the verdict, the score and the red lines are the notary's, read from its
        seal: "result pending" until it is there."""
        sealed = self.sealed
        if sealed is None:
            self.verdict.setText(self.tr("Result pending"))
            self.verdict.setStyleSheet("")
            self.score.value.setText("…")
            self.red_lines.value.setText("…")
            self.record.setText(
                self.tr("The notary judges the answers and seals the result; it appears here.")
            )
            return
        self.verdict.setText(self.tr("Passed") if sealed.passed else self.tr("Not passed"))
        colour = COLOURS.good if sealed.passed else COLOURS.bad
        self.verdict.setStyleSheet(f"color: {colour};")
        self.score.value.setText(f"{sealed.correct} / {sealed.planned}")
        self.red_lines.value.setText(str(len(sealed.red_lines)))
        self.record.setText(
            self.tr("Sealed by the notary: attempt %1, seal %2")
            .replace("%1", str(sealed.attempt))
            .replace("%2", str(sealed.seal))
        )


class HandInDialog(MessageDialog):
    """Hand in now? naming the items left (they count as wrong), in the language shown."""

    def __init__(self, parent: QWidget, left: tuple[Unanswered, ...]) -> None:
        super().__init__(parent, "", "", ["", ""])
        self.left = left
        self.retranslate()
        language_news().changed.connect(self.retranslate)

    def retranslate(self) -> None:
        text = self.tr("Hand in now and end the exam?")
        if self.left:
            text += "\n\n" + self.tr(
                "%n item(s) not answered, counted as wrong: %1", "", len(self.left)
            ).replace("%1", items_text(self.left))
        self.setWindowTitle(self.tr("Hand in"))
        self.title.setText(self.tr("Hand in"))
        self.text.setText(text)
        self.buttons[0].setText(self.tr("Hand in"))
        self.buttons[1].setText(self.tr("Keep going"))
