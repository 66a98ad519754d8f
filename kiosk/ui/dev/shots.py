"""Render every screen and drill state offscreen to PNG (README gallery, translation review).

`walk(window, context, app)` drives a real MainWindow through every screen, drill and mode with
scripted answers and yields a name at each state; `render_all` saves a PNG per state and
language. The selftest and the layout tests reuse the same walk.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QMessageLogContext,
    QRect,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QTabBar,
    QTableView,
    QWidget,
)

from kiosk.domain.bets import Commission, CommissionCollect, CommissionSettle
from kiosk.domain.coup import Winner
from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.irregularities import IrregularityTask
from kiosk.drills.schedule import ItemSchedule
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.table import TableTask
from kiosk.drills.task import DrillId
from kiosk.i18n import LANGUAGES, current_language, set_language
from kiosk.records import PinLock, hash_pin, open_store
from kiosk.rules.catalog import DEFAULT_RULESET, House, find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.settings import Settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.jobs import running_jobs
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import BODY_PX, FELT_PX, FULL_SIZE, apply_look, scale_for
from kiosk.ui.app.trainees import MemoryTrainees
from kiosk.ui.dev.demo import right_answer, wrong_answer
from kiosk.ui.dev.demo_records import DemoClock, fill_demo_records
from kiosk.ui.panels.table_panel import TablePanel
from kiosk.ui.screens.progress_screen import ProgressScreen, read_progress
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.supervisor.exam_screen import ExamScreen
from kiosk.ui.supervisor.hooks import SupervisorHooks
from kiosk.ui.supervisor.pin import PinDialog
from kiosk.ui.widgets.names import DRILL_ORDER
from kiosk.ui.widgets.onscreen_keyboard import KeyboardHost

if TYPE_CHECKING:
    from kiosk.records import RecordStore, Trainee, TraineeProgress
    from kiosk.rules.exams import ExamDefinition

# Size of the screenshots: a common training-room touch screen (kiosk.ui.app.style.FULL_SIZE).
SIZE = FULL_SIZE
SEED = 7
SAMPLE_TRAINEES = ["Anna Meier", "Luca Rossi", "Sophie Frick", "1042"]


def _quiet_offscreen(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Drop the offscreen plugin's note that dialogs cannot size the (absent) screen window."""
    del kind, context
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def application(scale: float = 1.0) -> QApplication:
    """The running QApplication, or a new offscreen one, with the app's font and style at
    `scale` (kiosk.ui.app.style.scale_for)."""
    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        qInstallMessageHandler(_quiet_offscreen)
        app = QApplication(["kiosk-shots"])
    assert isinstance(app, QApplication)
    apply_look(app, scale)
    return app


def settle(app: QApplication) -> None:
    """Let background reads (kiosk.ui.app.jobs), layouts, deferred deletes and polish requests
    run before a grab."""

    deadline = time.monotonic() + 60
    while running_jobs() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()


class DemoTrainees(MemoryTrainees):
    """The sample trainees; with demo records (`store`), each one's practice schedule (Due
    today) is that of the demo trainee of the same name, else a new trainee's."""

    def __init__(self, names: list[str], store: RecordStore | None = None) -> None:
        super().__init__(names)
        self.store = store

    def schedule(self, trainee: Trainee) -> ItemSchedule:

        named = {t.name: t.id for t in self.store.trainees()} if self.store else {}
        if self.store is None or trainee.name not in named:
            return ItemSchedule()
        return ItemSchedule.of(self.store.read(lambda r: r.reviews(named[trainee.name])))


def make_window(
    ruleset: Ruleset,
    clock: ManualClock | None = None,
    data_dir: Path | None = None,
    size: tuple[int, int] = SIZE,
) -> tuple[MainWindow, AppContext]:
    """A window of `size` on sample trainees; with `data_dir`, also the records-backed supervisor
    area, on demo records (kiosk.ui.dev.demo_records) when the folder holds none yet."""
    context = AppContext(
        house=House.of(ruleset),
        settings=Settings(),
        trainees=DemoTrainees(SAMPLE_TRAINEES),
        clock=clock or ManualClock(),
        seed=SEED,
    )
    window = MainWindow(context)
    if data_dir is not None:
        records_clock = DemoClock()
        store = open_store(data_dir, clock=records_clock)
        hooks = SupervisorHooks(store, context.settings, data_dir)
        window.supervisor_factory = hooks.screen
        exam = hooks.exam_for(ruleset.id)
        if exam is not None:
            window.exam_factory = hooks.exam_screen
        if not store.trainees(include_archived=True):
            fill_demo_records(store, records_clock, ruleset, exam, current_language())
        assert isinstance(context.trainees, DemoTrainees)
        context.trainees.store = store  # Due today from the demo trainee's answers
        window.progress_factory = lambda context, parent: _demo_progress(
            store, exam, parent, context.ruleset
        )
        window.destroyed.connect(store.close)
    window.resize(*size)
    window.show()
    return window, context


def _answer(window: MainWindow, value: object) -> None:
    window.drill_screen.on_answered(value)


def _scroll_to(widget: QWidget) -> None:
    """Scroll the scroll area holding `widget` so that it is in sight."""

    holder = widget.parentWidget()
    while holder is not None and not isinstance(holder, QScrollArea):
        holder = holder.parentWidget()
    if holder is not None:
        holder.ensureWidgetVisible(widget)


def _demo_progress(
    store: RecordStore, exam: ExamDefinition | None, parent: QWidget, ruleset: Ruleset
) -> ProgressScreen:
    """My progress of the sample trainee of the same name in the demo records."""

    read = read_progress(store, ruleset)

    def source(trainee: Trainee, exam: ExamDefinition | None) -> TraineeProgress:
        named = {t.name: t.id for t in store.trainees()}
        return read(replace(trainee, id=named.get(trainee.name, trainee.id)), exam)

    return ProgressScreen(source, exam, parent)


def walk(window: MainWindow, context: AppContext, app: QApplication) -> Iterator[str]:
    """Drive the window through every screen; yields a file-friendly name at each state."""
    clock = context.clock
    assert isinstance(clock, ManualClock)
    screen = window.drill_screen
    window.go_home()
    settle(app)
    yield "01-start"
    yield from _keyboard_up(window, app)
    window.start_screen.sign_in(context.trainees.sign_in(SAMPLE_TRAINEES[0]))
    settle(app)
    yield "02-start-signed-in"
    if window.progress_factory is not None:
        window.on_progress_requested()
        settle(app)
        yield "04-my-progress"
        window.show_start()
        settle(app)
    window.on_drill_chosen(DrillId.BANCO)
    settle(app)
    yield "03-modes"
    yield from _commission_box(window, context, app)
    for number, drill in enumerate(DRILL_ORDER, start=1):
        prefix = f"1{number}-{drill.value}"
        window.start_drill(drill, Mode.PRACTICE)
        settle(app)
        yield f"{prefix}-practice-question"
        session = screen.session
        assert session is not None and session.task is not None
        choose = getattr(screen.panel, "on_chip_clicked", None)
        if choose is not None:  # settle the table: a bet chosen, the keypad shown
            choose(0)
            settle(app)
            yield f"{prefix}-practice-bet-chosen"
        task = session.task
        while session.state is SessionState.QUESTION and session.task is task:
            clock.advance(2.5)  # multi-step items: every step right
            _answer(window, right_answer(task))
        settle(app)
        yield f"{prefix}-practice-right"
        if drill is DrillId.IRREGULARITIES:
            yield from _bet_amount(window, clock, app, prefix)
        screen.on_next()
        clock.advance(3.0)
        _answer(window, wrong_answer(session.task))
        settle(app)
        yield f"{prefix}-practice-wrong"
        window.start_drill(drill, Mode.SPEED)
        clock.advance(17.0)
        for _ in range(2):
            session = screen.session
            if session and session.task is not None and session.state is SessionState.QUESTION:
                _answer(window, right_answer(session.task))
        screen.on_tick()
        settle(app)
        yield f"{prefix}-speed"
        window.start_drill(drill, Mode.EXAM, items=4)
        settle(app)
        yield f"{prefix}-exam"
    window.start_drill(DrillId.BANCO, Mode.EXAM, items=5)
    session = screen.session
    assert session is not None
    for i in range(5):
        assert session.task is not None
        clock.advance(1.0 + i)
        _answer(window, (wrong_answer if i % 2 else right_answer)(session.task))
    settle(app)
    yield "20-result-exam"
    window.start_drill(DrillId.PAYOUTS, Mode.SPEED)
    session = screen.session
    assert session is not None
    for i in range(6):
        assert session.task is not None
        clock.advance(4.0)
        _answer(window, (wrong_answer if i == 2 else right_answer)(session.task))
    clock.advance(60.0)
    screen.on_tick()
    settle(app)
    yield "21-result-speed"
    window.go_home()
    window.on_rules_requested()
    rules = window.rules_screen
    deadline = time.monotonic() + 60
    while getattr(rules, "busy", False) and time.monotonic() < deadline:
        app.processEvents()  # the odds come from a pool thread: the page with them in place
        time.sleep(0.01)
    settle(app)
    yield "30-house-rules"
    window.show_start()
    dialog = PinDialog(PinLock(hash_pin("4711")), window)
    dialog.resize(460, 640)
    dialog.show()
    settle(app)
    yield "31-supervisor-pin"
    dialog.close()
    dialog.deleteLater()
    window.supervisor_gate = lambda parent: True
    window.on_supervisor_requested()
    settle(app)
    yield "32-supervisor"
    area = window.supervisor_screen
    yield from _trainee_tabs(area, app)
    tabs = getattr(area, "tabs", None)
    if tabs is not None:  # the records-backed area: every page
        for number, button in enumerate(tabs.buttons()[1:], start=1):
            button.click()
            settle(app)
            yield f"32-supervisor-page{number}"

        if isinstance(area, SupervisorArea):  # a group being made: its name and start date
            area.groups_tab.click()
            area.groups_page.on_new()
            settle(app)
            yield "32-supervisor-group-new"
            area.groups_page.on_cancel()
            area.records_tab.click()  # the exam attempts, under the Records page's panels
            settle(app)
            _scroll_to(area.records_page.attempts)
            settle(app)
            yield "32-supervisor-attempts"
            yield from _table_test(area, app)
            area.learning_tab.click()  # the demo group's learning figures, read off the UI thread
            settle(app)
            yield "36-supervisor-learning"
        tabs.buttons()[0].click()
        settle(app)
    window.show_start()
    if window.exam_factory is not None:
        window.on_exam_requested()
        settle(app)
        yield "33-exam-sign-in"
        yield from _hand_in(window, context, app)
        window.show_start()


def _keyboard_up(window: MainWindow, app: QApplication) -> Iterator[str]:
    """The start screen with the on-screen keyboard up for the name (as in kiosk mode)."""
    host = window.keyboard_host or KeyboardHost(app, window)
    host.show_for(window.start_screen.name_edit)
    settle(app)
    yield "01-start-keyboard"
    host.hide()
    settle(app)


def _table_test(area: QWidget, app: QApplication) -> Iterator[str]:
    """The table test: a coup with a planted over-draw judged, then the rubric scored."""

    if not isinstance(area, SupervisorArea) or area.table_test_page.test is None:
        return
    page = area.table_test_page
    area.table_test_tab.click()
    page.start()
    for rank in "92K35":
        page.rank_keys[rank].click()
    page.winners[Winner.BANCO].click()
    settle(app)
    yield "35-table-test"
    page.tabs.setCurrentIndex(2)
    for boxes in page.score_boxes:
        for box in boxes:
            box.setValue(8)
    if page.score_boxes and len(page.score_boxes[0]) > 1:
        page.score_boxes[2][1].setValue(4)
    settle(app)
    yield "35-table-test-rubric"
    page.tabs.setCurrentIndex(0)
    page.start()


def _bet_amount(
    window: MainWindow, clock: ManualClock, app: QApplication, prefix: str
) -> Iterator[str]:
    """Irregularities: items answered right until a bet's remedy leaves an amount standing;
    that step shown, with the bets as chips on the felt."""
    screen = window.drill_screen
    for _ in range(100):
        screen.on_next()
        session = screen.session
        assert session is not None and session.task is not None
        task = session.task
        asks = isinstance(task, IrregularityTask) and bool(task.amounts)
        clock.advance(2.5)
        _answer(window, right_answer(task))  # the remedy
        if asks:
            settle(app)
            yield f"{prefix}-practice-amount"
        while session.state is SessionState.QUESTION and session.task is task:
            clock.advance(2.5)
            _answer(window, right_answer(task))
        if asks:
            return


def _trainee_tabs(area: QWidget | None, app: QApplication) -> Iterator[str]:
    """A trainee with an exam result, tab by tab; on the Exams tab their certificate saved."""

    if not isinstance(area, SupervisorArea):
        return
    detail = area.trainees_page.detail
    store = area.trainees_page.list.store
    passed = next((r for r in store.read(lambda r: r.exam_results()) if r.draft.passed), None)
    if passed is None:
        return
    detail.show_trainee(passed.draft.trainee_id)
    for index in range(detail.tabs.count()):
        detail.tabs.setCurrentIndex(index)
        settle(app)
        yield f"32-supervisor-trainee-tab{index}"
        if detail.tabs.currentWidget() is detail.results.parentWidget():
            detail.results.setCurrentCell(0, 0)
            detail.on_certificate()
            settle(app)
            yield "32-supervisor-certificate-saved"
    detail.tabs.setCurrentIndex(0)


def _hand_in(window: MainWindow, context: AppContext, app: QApplication) -> Iterator[str]:
    """The question before an exam is handed in, every item still to answer."""

    screen = window.exam_screen
    if not isinstance(screen, ExamScreen):
        return
    run = ExamRun(screen.exam, context.ruleset, context.clock, Random(SEED))
    dialog = screen.hand_in_dialog(run.unanswered())
    dialog.show()
    settle(app)
    yield "34-exam-hand-in"
    dialog.close()
    dialog.deleteLater()


def _commission_box(window: MainWindow, context: AppContext, app: QApplication) -> Iterator[str]:
    """Settling the table in the house made to mark banco's commission and collect it at the
    shoe's end: a commission being marked, then the boxes collected after the shoe's last coup."""

    clock = context.clock
    assert isinstance(clock, ManualClock)
    screen = window.drill_screen
    house = context.house
    context.house = House.of(
        house.ruleset.with_banco_commission(
            CommissionCollect.FROM_PAYOUT,
            CommissionSettle.AT_SHOE_END,
            Commission(Decimal("0.05"), step=Decimal("0.05")),
        )
    )
    screen.drop_panel(DrillId.TABLE)
    try:
        window.start_drill(DrillId.TABLE, Mode.EXAM, items=20)
        panel = screen.panel
        session = screen.session
        assert isinstance(panel, TablePanel) and session is not None
        shown: set[str] = set()
        while session.state is SessionState.QUESTION and len(shown) < 2:
            task = session.task
            assert isinstance(task, TableTask)
            clock.advance(2.0)
            if task.to_mark is not None and "mark" not in shown and session.index >= 2:
                seat, commission = task.to_mark
                panel.on_commission_box_clicked(seat)
                for key in format(commission.normalize(), "f"):
                    if key == ".":
                        panel.keypad.on_separator()
                    else:
                        panel.keypad.on_digit(key)
                settle(app)
                shown.add("mark")
                yield "17-table-commission-mark"
            elif task.phase is None and task.boxes_to_collect and "collect" not in shown:
                panel.on_commission_box_clicked(task.boxes_to_collect[0])
                settle(app)
                shown.add("collect")
                yield "17-table-commission-collect"
            _answer(window, right_answer(task))
    finally:
        screen.drop_panel(DrillId.TABLE)
        context.house = house


def visible_windows(window: MainWindow) -> list[QWidget]:
    """The window and any dialog shown over it (what a screenshot should capture)."""
    out: list[QWidget] = [window]
    out.extend(
        w
        for w in QApplication.topLevelWidgets()
        if w is not window and w.isVisible() and w.isWindow()
    )
    return out


def grab(window: MainWindow, path: Path) -> Path:
    top = visible_windows(window)[-1]
    if not top.grab().save(str(path)):
        raise OSError(f"{path}: cannot write the screenshot")
    return path


def clipped_texts(root: QWidget) -> list[str]:
    """Visible labels and buttons whose text does not fit (elided, cut off, or wrapped away), and
    labels a painted widget (felt, chips) wrote cut off at the edge of their place."""
    problems: list[str] = []
    widgets: list[QWidget] = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisibleTo(root) or not widget.isVisible():
            continue
        painted = getattr(widget, "painted_text", None)
        if callable(painted) and not widget.size().isEmpty():
            widget.grab()  # a fresh paint notes what it wrote where
            problems.extend(
                f"{_described(widget)}: painted text cut off: {text.text!r}"
                for text in painted()
                if text.cut
            )
        elif isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull() is not False:
            text = widget.text()
            rect = widget.contentsRect()
            metrics = widget.fontMetrics()
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())  # margins are the label's to take
                if needed > widget.height() + 2:
                    problems.append(f"{type(widget.window()).__name__}: label cut off: {text!r}")
            else:
                for line in text.split("\n"):
                    if metrics.horizontalAdvance(line) > rect.width() + 1:
                        problems.append(f"label too narrow: {line!r}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1:
                problems.append(f"button too narrow: {widget.text()!r}")
        elif isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Horizontal:
            problems.extend(_clipped_sections(widget))
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            problems.extend(_clipped_cells(widget))
    return problems


def small_texts(root: QWidget) -> list[str]:
    """Visible text below the type scale's floor (kiosk.ui.app.style): BODY_PX on a widget,
    FELT_PX for a label a painted widget (felt, chips) drew in its last paint."""
    problems: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.size().isEmpty():
            continue
        painted = getattr(widget, "painted_text", None)
        if callable(painted):
            problems.extend(
                f"{_described(widget)}: {text.text!r} painted at {text.px} px"
                for text in painted()
                if text.px < FELT_PX
            )
            continue
        text = ""
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.pixmap().isNull()
        ):
            text = widget.text()
        elif isinstance(widget, QLineEdit):
            text = widget.text() or widget.placeholderText()
        elif isinstance(widget, (QAbstractItemView, QTabBar, QComboBox)):
            text = _described(widget)
        if not text:
            continue
        px = QFontInfo(widget.font()).pixelSize()
        if px < BODY_PX:
            problems.append(f"{_described(widget)} at {px} px")
    return problems


def _shown_children(widget: QWidget) -> list[QWidget]:
    return [
        c
        for c in widget.children()
        if isinstance(c, QWidget) and not c.isWindow() and c.isVisible() and not c.size().isEmpty()
    ]


def _described(widget: QWidget) -> str:
    text = ""
    for attr in ("text", "title", "windowTitle"):
        method = getattr(widget, attr, None)
        if callable(method):
            try:
                value = method()
            except TypeError:
                continue
            if isinstance(value, str) and value:
                text = value.replace("\n", " ")[:40]
                break
    name = widget.objectName() or type(widget).__name__
    return f"{name} {text!r}" if text else name


def _box(rect: QRect) -> str:
    return f"[{rect.x()},{rect.y()} {rect.width()}x{rect.height()}]"


def overlapping_widgets(root: QWidget) -> list[str]:
    """Visible widgets that overlap a sibling or reach outside their parent (or the window).

    Checked level by level: every shown child must lie inside its parent, and no two shown
    children of one parent may intersect; together that means no two widgets that are not
    parent and child overlap anywhere on the screen. The content of a scroll area's viewport is
    exempt from the inside-the-parent rule (it is meant to be larger and scroll)."""
    problems: list[str] = []
    pending = [root]
    while pending:
        parent = pending.pop()
        kids = _shown_children(parent)
        pending.extend(kids)
        scroller = parent.parent()
        scrolled = isinstance(scroller, QAbstractScrollArea) and parent is scroller.viewport()
        inside = parent.rect()
        for kid in kids:
            if not scrolled and not inside.contains(kid.geometry()):
                problems.append(
                    f"{_described(kid)} {_box(kid.geometry())} reaches outside "
                    f"{_described(parent)} {_box(inside)}"
                )
        for i, first in enumerate(kids):
            for second in kids[i + 1 :]:
                if first.geometry().intersects(second.geometry()):
                    problems.append(
                        f"{_described(first)} {_box(first.geometry())} overlaps "
                        f"{_described(second)} {_box(second.geometry())}"
                    )
    return problems


def _clipped_sections(header: QHeaderView) -> list[str]:
    """Column headings wider than their column (a header view elides or cuts them)."""
    model = header.model()
    if model is None:
        return []
    problems = []
    for section in range(header.count()):
        text = model.headerData(section, Qt.Orientation.Horizontal)
        if not text or header.isSectionHidden(section):
            continue
        if header.sectionSizeHint(section) > header.sectionSize(section) + 1:
            problems.append(f"column heading too narrow: {text!r}")
    return problems


def _clipped_cells(view: QAbstractItemView) -> list[str]:
    """Cells of a table or list whose text is wider than the cell (elided with …)."""
    model = view.model()
    problems = []
    root = view.rootIndex()
    columns = view.horizontalHeader().count() if isinstance(view, QTableView) else 1
    for row in range(min(model.rowCount(root), 200)):
        for column in range(columns):
            index = model.index(row, column, root)
            text = index.data()
            if not isinstance(text, str) or not text or view.indexWidget(index) is not None:
                continue
            cell = view.visualRect(index)
            if cell.isEmpty():
                continue
            hint = view.sizeHintForIndex(index)
            if isinstance(view, QTableView) and view.wordWrap():
                # a wrapping table breaks lines between words: each word must fit, and the
                # wrapped lines the cell's height (cell padding is the hint's less the text's)
                metrics = view.fontMetrics()
                pad = hint.width() - max(metrics.horizontalAdvance(x) for x in text.split("\n"))
                words = max(metrics.horizontalAdvance(w) for w in text.split())
                room = cell.width() - pad
                lines = metrics.boundingRect(
                    0, 0, max(1, room + 2), 10000, Qt.TextFlag.TextWordWrap, text
                )
                if words > room + 1 or lines.height() > cell.height() + 1:
                    problems.append(f"cell too small: {text!r}")
            elif hint.width() > cell.width() + 1 or hint.height() > cell.height() + 1:
                problems.append(f"cell too small: {text!r}")
    return problems


def render_all(
    out_dir: Path,
    langs: tuple[str, ...] = LANGUAGES,
    ruleset_id: str | None = None,
    size: tuple[int, int] = SIZE,
) -> list[Path]:
    """Write one PNG per screen state and language to `out_dir`, the window at `size` with the
    look for that size (kiosk.ui.app.style.scale_for); returns the files."""
    scale = scale_for(*size)
    app = application(scale)
    previous = current_language(), QLocale()
    switch = LanguageSwitch(app)
    ruleset = find_ruleset(ruleset_id or DEFAULT_RULESET)
    out_dir.mkdir(parents=True, exist_ok=True)
    files: list[Path] = []
    records = Path(tempfile.mkdtemp(prefix="kiosk-shots-"))
    for lang in langs:
        switch.set_language(lang)
        window, context = make_window(ruleset, data_dir=records / lang, size=size)
        try:
            for name in walk(window, context, app):
                files.append(grab(window, out_dir / f"{name}-{lang}.png"))
        finally:
            window.exit_allowed = True
            window.close()
            window.deleteLater()
            settle(app)
    switch.uninstall()
    switch.deleteLater()
    if scale != 1.0:  # the app may be borrowed: leave it with the full-size look
        application()
    shutil.rmtree(records, ignore_errors=True)
    set_language(previous[0])
    QLocale.setDefault(previous[1])
    return files
