"""Trainees at a glance, and one trainee in depth: heat map, answer times, exams, history."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime, time
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.ids import DrillId, ItemKey
from kiosk.drills.session import Mode
from kiosk.i18n import current_language
from kiosk.records import (
    AnswerRow,
    Attested,
    Certification,
    ExamResult,
    ItemMemory,
    OfflineError,
    RecordsError,
    RecordStore,
    SessionInfo,
    State,
    Trainee,
    TraineeSummary,
    clean_text,
    counted_exams,
    heat_map,
    holder,
    is_room,
    leeches,
    median_ms,
    payout_weeks,
    pinned_keyring,
    result_seal,
    sealed_certificates,
    sessions_of,
    site_keyring_path,
    time_distribution,
    trainee_progress,
)
from kiosk.settings import default_data_dir, site_rulesets_dir
from kiosk.ui.app.jobs import JobControl, run_in_background
from kiosk.ui.app.language import language_news
from kiosk.ui.app.style import COLOURS, look_scale, show_note
from kiosk.ui.reports.certificate import (
    certificate_data,
    exam_title,
    house_name,
    paint_attested,
    practical_line,
    write_certificate,
)
from kiosk.ui.reports.certificate import drill_name as _drill_name
from kiosk.ui.reports.printing import (
    allowed_folders,
    has_printer,
    is_allowed,
    print_certificate,
    print_pages,
    save_certificate_to,
)
from kiosk.ui.reports.trainee_report import (
    TraineeReportData,
    paint_trainee_report,
    write_trainee_report,
)
from kiosk.ui.supervisor.attempts_panel import BAD, write_attempt_certificate
from kiosk.ui.supervisor.charts import HeatMapView, TimeChart, TrendLine
from kiosk.ui.supervisor.confirm import Asker, ask_in_a_box
from kiosk.ui.widgets.file_chooser import choose_folder
from kiosk.ui.widgets.money import format_number, format_percent
from kiosk.ui.widgets.names import cell_name, drill_title, mode_title
from kiosk.ui.widgets.plain_text import plain

if TYPE_CHECKING:
    from kiosk.ui.app.jobs import Job


def _when(moment) -> str:  # type: ignore[no-untyped-def]
    """Day and time in the UI's language (23 Nov 14:05 / 23.11. 14:05)."""
    if not moment:
        return "–"
    pattern = "dd.MM. HH:mm" if current_language() == "de" else "d MMM HH:mm"
    return QLocale().toString(QDateTime(moment.astimezone().replace(tzinfo=None)), pattern)


def _day(moment) -> str:  # type: ignore[no-untyped-def]
    pattern = "dd.MM." if current_language() == "de" else "d MMM"
    return QLocale().toString(QDateTime(moment.astimezone().replace(tzinfo=None)), pattern)


def _table(parent: QWidget, columns: int) -> QTableWidget:
    table = QTableWidget(0, columns, parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(round(48 * look_scale()))  # two lines of text
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


STATUS_COLUMN = 3  # the trainee list's last column
TREND_COLUMN = 2  # the right answers per day, drawn
PAGE_FRAME = 4  # a tab page's frame, both sides
KIOSK_NAME_LENGTH = 64  # as a kiosk records its name (kiosk.records.store.kiosk_name)
KIOSKS_NAMED = 12  # a room has up to 30 PCs: the rest are counted

_PREFIX_DRILL = {
    "total": DrillId.TOTALS,
    "punto": DrillId.PUNTO,
    "banco": DrillId.BANCO,
    "deal": DrillId.DEALING,
    "misdeal": DrillId.MISDEAL,
    "payout": DrillId.PAYOUTS,
    "table": DrillId.TABLE,
    "accept": DrillId.ACCEPTANCE,
    "chips": DrillId.CHIPS,
    "irregularity": DrillId.IRREGULARITIES,
}


def item_label(widget: QWidget, key: str) -> str:
    """An item key in words: `banco:5:third=3` (or `deal:banco:5:third=3`) → "Banco 5, punto's
    third card 3"."""
    item = ItemKey(key)
    tr = widget.tr
    cell = item.asked_cell()
    if cell is not None:
        return cell_name(*cell)
    kind, parts = item.kind, item.parts
    if kind == "deal" and parts[:1] == ("punto",) and len(parts) == 2:
        kind, parts = "punto", parts[1:]
    if kind in ("banco", "punto") and len(parts) == 2:
        hand = tr("Banco") if kind == "banco" else tr("Punto")
        return tr("%1: natural %2").replace("%1", hand).replace("%2", parts[1])
    if kind == "punto" and len(parts) == 1:
        return tr("Punto %1").replace("%1", parts[0])
    if kind == "total" and len(parts) == 2:
        return tr("%1 cards totalling %2").replace("%1", parts[0]).replace("%2", parts[1])
    drill = _PREFIX_DRILL.get(kind)
    if drill is not None and parts:
        return f"{drill_title(drill)}: {' '.join(parts)}"
    return key


def _natural(name: str) -> list[int | str]:
    """PC-3 before PC-10."""
    return [int(p) if p.isdigit() else p.casefold() for p in re.split(r"(\d+)", name)]


@dataclass(frozen=True)
class TraineeRecords:
    """What the detail shows of one trainee, read in one go (off the UI thread: load)."""

    trainee: Trainee | None
    answers: list[AnswerRow]
    results: list[ExamResult]
    voided: dict[int, str]
    sessions: list[SessionInfo]
    memories: dict[tuple[str, str], ItemMemory]
    # on a room: the notary's ended attempts, newest first, with their states and certificates'
    # facts from the seals alone; why they could not be read ("" when they could)
    sealed: list[tuple[State, Attested]] = field(default_factory=list)
    sealed_problem: str = ""


def read_trainee(
    store: RecordStore, trainee_id: int, keyring: Path | None = None
) -> TraineeRecords:
    records = store.read(
        lambda r: TraineeRecords(
            r.trainee(trainee_id),
            r.answers(trainee_id=trainee_id),
            r.exam_results(trainee_id=trainee_id),
            r.voided(),
            r.sessions(trainee_id=trainee_id),
            r.item_memories(trainee_id),
        )
    )
    if records.trainee is None or not is_room(store):
        return records
    try:
        sealed = sealed_certificates(store, trainee_id, keyring or site_keyring_path())
    except (RecordsError, OfflineError) as exc:  # no keyring here, or the server away
        return replace(records, sealed_problem=str(exc))
    return replace(records, sealed=sealed)


@dataclass(frozen=True)
class RoomRecords:
    """What the trainees page shows, read in one go off the UI thread (TraineesPage.load)."""

    lines: list[TraineeSummary]
    today: list[SessionInfo] | None  # None: the server is away
    chosen: TraineeRecords | None


def sessions_today(store: RecordStore) -> list[SessionInfo] | None:
    """The sessions started since midnight (local time); None while the server is away."""
    midnight = datetime.now().astimezone().replace(hour=0, minute=0, second=0, microsecond=0)
    try:
        return store.read(lambda r: r.sessions(since=midnight))
    except (RecordsError, OfflineError):
        return None


class TraineeList(QWidget):
    """Name, badge, last activity, accuracy trend and certification status of every trainee."""

    trainee_chosen = Signal(int)

    def __init__(self, store: RecordStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.table = _table(self, 4)
        self.table.setObjectName("trainee-list")  # its cells keep a gap (kiosk.ui.app.style)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Every column as wide as its contents, the name column taking what room is left
        # (fit_columns); on a small screen, where they do not all fit, the table scrolls sideways.
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(TREND_COLUMN, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(STATUS_COLUMN, QHeaderView.ResizeMode.Interactive)
        self.ids: list[int] = []
        self.lines: list[TraineeSummary] = []  # as last read: a language switch reads nothing
        self.show_archived = False  # archived trainees listed too (their status says so)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.table.cellClicked.connect(self.on_cell_clicked)

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Last active"),
                self.tr("Right, by day"),
                self.tr("Status"),
            ]
        )
        self.show_lines(self.lines)

    def status_text(self, status: Certification) -> str:
        return {
            Certification.CERTIFIED: self.tr("Certified"),
            Certification.FAILED: self.tr("Not passed"),
            Certification.NONE: "–",
        }[status]

    def refresh(self) -> None:
        # the store's room overview: counts kept as answers come, never every answer
        archived = self.show_archived
        self.show_lines(
            self.store.read(lambda r: r.room_summary(archived, counted=counted_exams(r)))
        )

    def show_lines(self, lines: list[TraineeSummary]) -> None:
        """The room overview as read (TraineesPage.load reads it off the UI thread)."""
        self.lines = lines
        self.ids = [line.trainee.id for line in lines]
        self.table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            t, accuracy = line.trainee, line.recent_accuracy
            status, last = line.certification, line.last_activity
            cells = [
                t.name + (f"\n{t.badge}" if t.badge else ""),  # two lines: a narrow column
                _day(last) if last else "–",
                "",
                self.status_text(status) if t.active else self.tr("Archived"),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == STATUS_COLUMN:  # under its heading, clear of the trend line
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    if status is Certification.CERTIFIED:
                        item.setForeground(QColor(COLOURS.good))
                self.table.setItem(row, col, item)
            label = format_percent(accuracy) if accuracy is not None else "–"
            trend = TrendLine(list(line.trend), label, self.table)
            self.table.setCellWidget(row, 2, trend)
        # room for the trend line, and for the heading (German is the longer)
        self.table.setColumnWidth(2, max(140, self.table.horizontalHeader().sectionSizeHint(2)))
        self.fit_columns()

    def fit_columns(self) -> None:
        """The name column takes whatever room the others leave; a long name wraps in it rather
        than pushing the status out of sight behind a sideways scroll bar. Where even then they
        do not fit (German on a 1024 px screen), the status wraps too ("Nicht / bestanden")."""
        header = self.table.horizontalHeader()
        # on a small screen the figures' trend gives way to the status (the trainee's page
        # shows the figures)
        self.table.setColumnHidden(TREND_COLUMN, look_scale() < 1.0)
        self.table.resizeColumnToContents(STATUS_COLUMN)
        whole = header.sectionSize(STATUS_COLUMN)
        middle = sum(header.sectionSize(col) for col in range(1, STATUS_COLUMN))
        name = self._least_width(0, self.tr("Name"))
        room = self.table.viewport().width() - middle
        status = whole if room - whole >= name else self._least_width(STATUS_COLUMN, "")
        self.table.setColumnWidth(STATUS_COLUMN, status)
        self.table.setColumnWidth(0, max(name, room - status))
        self.table.resizeRowsToContents()  # a name or status that now wraps gets its lines

    def _least_width(self, column: int, heading: str) -> int:
        """As wide as the column's longest word (and its heading) with the cell padding."""
        if not heading:
            item = self.table.horizontalHeaderItem(column)
            heading = item.text() if item is not None else ""
        metrics = self.table.fontMetrics()
        words = [w for r in range(self.table.rowCount()) for w in self._words(r, column)]
        widest = max([metrics.horizontalAdvance(w) for w in words] or [0])
        titled = self.table.horizontalHeader().fontMetrics().horizontalAdvance(heading)
        pad = round(36 * look_scale())  # the cell padding of the list (kiosk.ui.app.style)
        return max(widest, titled) + pad

    def _words(self, row: int, column: int) -> list[str]:
        item = self.table.item(row, column)
        return item.text().split() if item is not None else []

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def on_cell_clicked(self, row: int, column: int) -> None:
        del column
        if 0 <= row < len(self.ids):
            self.table.selectRow(row)
            self.trainee_chosen.emit(self.ids[row])


class TraineeDetail(QWidget):
    """One trainee: heat map of the tableau, answer times, exam results with certificates,
    recent sessions and leeches. `exam_requested(badge or name)` starts the certification exam
    for them; `archived` after the trainee was archived (their records stay)."""

    exam_requested = Signal(str)
    archived = Signal()

    def __init__(self, store: RecordStore, data_dir: Path | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.store = store
        self.data_dir = data_dir
        self.trainee: Trainee | None = None
        self.records: TraineeRecords | None = None  # the trainee's records as last read
        self.archiving = False  # a trainee being archived or restored off the UI thread
        self.reporting = False  # the trainee's report being read off the UI thread
        self.answers: list[AnswerRow] = []
        self.name = QLabel(self)
        self.name.setProperty("role", "heading")
        plain(self.name)  # the name and badge as typed
        self.summary = QLabel(self)
        self.summary.setProperty("role", "hint")
        self.tabs = QTabWidget(self)
        self.tabs.setUsesScrollButtons(False)
        self.tabs.tabBar().setExpanding(False)
        self.heat = HeatMapView(self)
        self.times = TimeChart(self)
        self.time_drill = QComboBox(self)
        self.time_drill.setMinimumHeight(44)
        times_page = QWidget(self)
        times_layout = QVBoxLayout(times_page)
        times_layout.addWidget(self.time_drill, 0, Qt.AlignmentFlag.AlignLeft)
        times_layout.addWidget(self.times, 1)
        # Pay with chips, week by week: payout speed and chip accuracy (shown when there are any)
        self.payout_caption = QLabel(self)
        self.payout_caption.setProperty("role", "hint")
        self.payout_weeks = _table(self, 4)
        self.payout_weeks.setMaximumHeight(round(200 * look_scale()))
        times_layout.addWidget(self.payout_caption)
        times_layout.addWidget(self.payout_weeks)
        self.results = _table(self, 5)
        # the exam's title whole: a narrow table scrolls sideways rather than cut it
        self.results.horizontalHeader().setStretchLastSection(False)
        self.certificate_button = QPushButton(self)
        self.certificate_button.setProperty("role", "primary")
        self.print_button = QPushButton(self)  # preview, then print
        self.print_button.setProperty("role", "nav")
        self.save_to_button = QPushButton(self)  # a copy to a chosen folder or USB stick
        self.save_to_button.setProperty("role", "nav")
        self.certificate_note = QLabel(self)
        self.certificate_note.setProperty("role", "hint")
        self.certificate_note.setWordWrap(True)
        # the trainee's report: every drill, the cells missed most, every exam (one A4 page)
        self.report_button = QPushButton(self)
        self.report_button.setProperty("role", "nav")
        self.report_print_button = QPushButton(self)
        self.report_print_button.setProperty("role", "nav")
        self.report_note = QLabel(self)
        self.report_note.setProperty("role", "hint")
        self.report_note.setWordWrap(True)
        exams = QWidget(self)
        exams_layout = QVBoxLayout(exams)
        exams_layout.addWidget(self.results)
        # the certificate's actions in one column, the report's in the next: whole at 1024 px
        # in German beside the trainee list; the notes (a folder's path) below, full width
        actions = QGridLayout()
        for row, (certificate, report) in enumerate(
            (
                (self.certificate_button, self.report_button),
                (self.print_button, self.report_print_button),
                (self.save_to_button, None),
            )
        ):
            actions.addWidget(certificate, row, 0)
            if report is not None:
                actions.addWidget(report, row, 1)
        actions.setColumnStretch(2, 1)
        exams_layout.addLayout(actions)
        exams_layout.addWidget(self.certificate_note)
        exams_layout.addWidget(self.report_note)
        # four columns, two lines each (the drill over its mode, the kiosk over how the session
        # ended), so that they fit beside the trainee list in German on a 1280 px screen too
        self.sessions = _table(self, 4)
        self.sessions.setWordWrap(True)
        self.sessions.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.sessions.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        sessions_header = self.sessions.horizontalHeader()
        sessions_header.setStretchLastSection(False)
        sessions_header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the drill wraps
        self.leeches = _table(self, 3)
        self.leeches.horizontalHeader().setStretchLastSection(False)
        self.leeches.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tabs.addTab(self.heat, "")
        self.tabs.addTab(times_page, "")
        self.tabs.addTab(exams, "")
        self.tabs.addTab(self.sessions, "")
        self.tabs.addTab(self.leeches, "")
        self.exam_button = QPushButton(self)
        self.exam_button.setProperty("role", "primary")
        self.archive_button = QPushButton(self)
        self.archive_button.setProperty("role", "nav")
        for button in (self.exam_button, self.archive_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(52)
        # What the last action said (nobody chosen, archived …), shown under the actions.
        self.action_note = QLabel(self)
        self.action_note.setWordWrap(True)
        self.action_note.hide()
        self.ask: Asker = ask_in_a_box
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.name)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        self.result_ids: list[int] = []
        self.sealed: list[tuple[State, Attested]] = []
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.exam_button.clicked.connect(self.on_exam)
        self.archive_button.clicked.connect(self.on_archive)
        self.certificate_button.clicked.connect(self.on_certificate)
        self.print_button.clicked.connect(self.on_print)
        self.save_to_button.clicked.connect(self.on_save_to)
        self.report_button.clicked.connect(self.on_report)
        self.report_print_button.clicked.connect(self.on_print_report)
        self.time_drill.currentIndexChanged.connect(self.on_time_drill)

    def retranslate(self) -> None:
        for i, title in enumerate(
            [
                self.tr("Heat map"),
                self.tr("Times"),
                self.tr("Exams"),
                self.tr("Sessions"),
                self.tr("Often missed"),
            ]
        ):
            self.tabs.setTabText(i, title)
        self._fit_tabs()
        self.results.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Score"),
                self.tr("Result"),
                self.tr("Record"),
                self.tr("Exam"),
            ]
        )
        self.sessions.setHorizontalHeaderLabels(
            [self.tr("Started"), self.tr("Drill"), self.tr("Answers"), self.tr("Kiosk")]
        )
        self.payout_caption.setText(self.tr("Pay with chips, week by week"))
        self.payout_weeks.setHorizontalHeaderLabels(
            [
                self.tr("Week of"),
                self.tr("Payouts"),
                self.tr("Median per payout"),
                self.tr("Right chips"),
            ]
        )
        self.leeches.setHorizontalHeaderLabels(
            [
                self.tr("Item the trainee\nkeeps missing"),
                self.tr("Times missed"),
                self.tr("Wrong lately"),
            ]
        )
        self.tabs.setTabToolTip(4, self.tr("Items this trainee got wrong again and again"))
        self.certificate_button.setText(self.tr("Certificate (PDF)"))
        self.print_button.setText(self.tr("Print…"))
        self.save_to_button.setText(self.tr("Save to…"))
        self.report_button.setText(self.tr("Trainee report (PDF)"))
        self.report_print_button.setText(self.tr("Print report…"))
        self.exam_button.setText(self.tr("Start exam"))
        archived = self.trainee is not None and not self.trainee.active
        self.archive_button.setText(self.tr("Restore") if archived else self.tr("Archive"))
        if self.records is not None and self.trainee is not None:
            self.show_records(self.records)  # as read: a language switch reads nothing

    def _fit_tabs(self) -> None:
        """Every tab in sight, and each page's buttons whole, whatever the language and look:
        the list beside gives way (it scrolls)."""
        widest = self.tabs.tabBar().sizeHint().width()
        for index in range(self.tabs.count()):
            page = self.tabs.widget(index)
            if page is None:
                continue
            for button in page.findChildren(QPushButton):
                button.ensurePolished()  # a page not shown yet: its buttons in the look's type
            for layout in page.findChildren(QLayout):
                layout.invalidate()  # its hints follow the buttons polished just now
            widest = max(widest, page.minimumSizeHint().width() + PAGE_FRAME)
        self.tabs.setMinimumWidth(widest)

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_tabs()  # polished now: the buttons' type is the look's
        super().showEvent(event)

    def show_trainee(self, trainee_id: int) -> None:
        self.show_records(read_trainee(self.store, trainee_id))

    def show_records(self, records: TraineeRecords) -> None:
        """One trainee's records as read (read_trainee; TraineesPage.load reads them off the UI
        thread)."""
        trainee = records.trainee
        self.trainee = trainee
        self.records = records
        if trainee is None:
            return
        trainee_id = trainee.id
        self.exam_button.setEnabled(trainee.active)  # restore first
        self.archive_button.setText(self.tr("Archive") if trainee.active else self.tr("Restore"))
        answers = records.answers
        self.name.setText(trainee.name + (f"  ·  {trainee.badge}" if trainee.badge else ""))
        right = sum(a.correct for a in answers)
        if answers:
            share = format_percent(right / len(answers))
            self.summary.setText(
                self.tr("%n answer(s), %1 right", "", len(answers)).replace("%1", share)
            )
        else:
            self.summary.setText(self.tr("No answers yet"))
        self.heat.set_heat_map(heat_map(answers))
        self.answers = answers
        drills = sorted({a.drill for a in answers})
        chosen = self.time_drill.currentData()
        self.time_drill.blockSignals(True)
        self.time_drill.clear()
        self.time_drill.addItem(self.tr("All drills"), None)
        for drill in drills:
            self.time_drill.addItem(_drill_name(drill), drill)
        self.time_drill.setCurrentIndex(max(0, self.time_drill.findData(chosen)))
        self.time_drill.blockSignals(False)
        self.on_time_drill()
        self._show_payout_weeks(answers)
        results, voided = records.results, records.voided
        self.sealed = records.sealed
        self.result_ids = [r.id for r in results]
        self.results.setRowCount(len(self.sealed) + len(results))
        for row, (state, sealed) in enumerate(self.sealed):  # the notary's, above older ones
            share = format_percent(sealed.correct / sealed.total) if sealed.total else "–"
            for col, text in enumerate(
                [
                    _when(datetime.fromisoformat(sealed.finished)) if sealed.finished else "–",
                    f"{sealed.correct}/{sealed.total} ({share})",
                    state.words(),
                    self.tr("Attempt %1").replace("%1", str(sealed.attempt)),
                    sealed.title.get(current_language()) or sealed.exam,
                ]
            ):
                item = QTableWidgetItem(text)
                if col == 2 and (state is State.PASSED or state in BAD):
                    good = state is State.PASSED
                    item.setForeground(QColor(COLOURS.good if good else COLOURS.bad))
                self.results.setItem(row, col, item)
        for row, r in enumerate(reversed(results), len(self.sealed)):
            d = r.draft
            verdict = self.tr("Passed") if d.passed else self.tr("Not passed")
            if r.id in voided:
                verdict = self.tr("Void")
            for col, text in enumerate(
                [
                    _when(d.finished),
                    f"{d.correct}/{d.total} ({format_percent(r.score)})",
                    verdict,
                    str(r.id),
                    exam_title(d.exam_id, d.exam_name, current_language(), self.site_dir()),
                ]
            ):
                item = QTableWidgetItem(text)
                if col == 2:
                    item.setForeground(QColor(COLOURS.good if d.passed else COLOURS.bad))
                self.results.setItem(row, col, item)
        self.result_ids.reverse()
        if results or self.sealed:
            self.results.selectRow(0)
        for button in (self.report_button, self.report_print_button):
            button.setEnabled(self.trainee is not None)
        for button in (self.certificate_button, self.print_button, self.save_to_button):
            button.setEnabled(bool(results or self.sealed))
        self.certificate_note.clear()
        if records.sealed_problem:
            show_note(self.certificate_note, records.sealed_problem, "error")
        sessions = list(reversed(records.sessions))[:100]
        self.sessions.setRowCount(len(sessions))
        counts: dict[int, int] = {}
        for a in answers:
            counts[a.session_id] = counts.get(a.session_id, 0) + 1
        mode_names = {mode.value: mode_title(mode) for mode in Mode}
        status_names = {
            "completed": self.tr("completed"),
            "abandoned": self.tr("abandoned"),
            "open": self.tr("open"),
        }
        for row, s in enumerate(sessions):
            for col, text in enumerate(
                [
                    "\n".join(_when(s.started).rsplit(" ", 1)),  # the day over the time
                    f"{_drill_name(s.drill)}\n{mode_names.get(s.mode, s.mode)}",
                    str(counts.get(s.id, 0)),
                    f"{s.kiosk or '–'}\n{status_names.get(s.status.value, s.status.value)}",
                ]
            ):
                self.sessions.setItem(row, col, QTableWidgetItem(text))
        del trainee_id
        found = leeches(records.memories.values())
        self.leeches.setRowCount(len(found))
        for row, m in enumerate(found):
            for col, text in enumerate(
                [item_label(self, m.item_key), str(m.lapses), format_percent(m.recent_error_rate)]
            ):
                self.leeches.setItem(row, col, QTableWidgetItem(text))

    def _nobody_chosen(self) -> bool:
        if self.trainee is None:
            show_note(self.action_note, self.tr("Choose a trainee in the list first."), "error")
            return True
        return False

    def on_exam(self) -> None:
        if not self._nobody_chosen():
            assert self.trainee is not None
            self.exam_requested.emit(self.trainee.badge or self.trainee.name)

    def on_archive(self) -> None:
        """Archive the trainee shown (asked first; the records stay), or restore an archived one,
        off the UI thread; the page reads the records anew after (`archived`)."""

        if self._nobody_chosen() or self.archiving:
            return
        trainee = self.trainee
        assert trainee is not None
        name = trainee.name
        if trainee.active and not self.ask(
            self,
            self.tr("Archive %1?").replace("%1", name),
            self.tr(
                "The trainee leaves the list and can no longer sign in. Their records and "
                "certificates are kept, and they can be restored."
            ),
            self.tr("Archive"),
        ):
            return
        store, active = self.store, not trainee.active

        def done(_: object) -> None:
            self.archiving = False
            if not active:
                if self.trainee is trainee:
                    self.trainee = None
                show_note(self.action_note, self.tr("%1 was archived.").replace("%1", name), "done")
            self.archived.emit()

        def failed(error: Exception) -> None:
            self.archiving = False
            show_note(self.action_note, str(error), "error")

        self.archiving = True
        run_in_background(
            lambda control: store.administer(lambda r: r.set_trainee_active(trainee.id, active)),
            owner=self,
            on_success=done,
            on_failure=failed,
        )

    def _show_payout_weeks(self, answers: list[AnswerRow]) -> None:
        """Payout speed and chip accuracy of the Pay with chips drill per week, newest first."""
        weeks = list(reversed(payout_weeks(answers, DrillId.CHIPS.value)))
        self.payout_weeks.setRowCount(len(weeks))
        for row, week in enumerate(weeks):
            median = "–"
            if week.median_ms is not None:
                median = f"{format_number(Decimal(week.median_ms) / 1000, places=1)} s"
            for col, text in enumerate(
                [
                    _day(datetime.combine(week.week, time(12))),
                    str(week.payouts),
                    median,
                    format_percent(week.right_chips),
                ]
            ):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.payout_weeks.setItem(row, col, item)
        for widget in (self.payout_caption, self.payout_weeks):
            widget.setVisible(bool(weeks))

    def on_time_drill(self) -> None:
        drill = self.time_drill.currentData()
        chosen = [a for a in self.answers if drill is None or a.drill == drill]
        self.times.set_bins(time_distribution(chosen), median_ms(chosen))

    def site_dir(self) -> Path:

        return site_rulesets_dir(self.data_dir)

    def _chosen_result(self) -> ExamResult | None:
        row = self.results.currentRow() - len(self.sealed)
        if self.trainee is None or not 0 <= row < len(self.result_ids):
            return None
        chosen = self.result_ids[row]
        return self.store.read(lambda r: r.exam_result(chosen))

    def _chosen_sealed(self) -> Attested | None:
        """The chosen attempt the notary sealed, when one is chosen and it has a certificate
        (a voided one has none: said in the note)."""
        row = self.results.currentRow()
        if self.trainee is None or not 0 <= row < len(self.sealed):
            return None
        state, facts = self.sealed[row]
        if state is State.VOIDED:
            show_note(
                self.certificate_note,
                self.tr("This attempt was voided: it has no certificate."),
                "error",
            )
            return None
        return facts

    def write_chosen_certificate(self) -> Path | None:
        """The chosen result's certificate, written to the data folder's certificates: on a
        room from the notary's seals alone, on one PC from its records, not attested."""

        if self.results.currentRow() < len(self.sealed):
            facts = self._chosen_sealed()
            return None if facts is None else write_attempt_certificate(self.data_dir, facts)
        result = self._chosen_result()
        if result is None:
            return None

        folder = (self.data_dir or default_data_dir()) / "certificates"
        folder.mkdir(parents=True, exist_ok=True)
        return write_certificate(
            folder / f"exam-result-{result.id}.pdf",
            result,
            self.trainee,
            current_language(),
            site_rulesets_dir(self.data_dir),
            result_seal(self.store, result.id),
            self._practical_line(result.draft.exam_id),
        )

    def _practical_line(self, exam_id: str) -> str:
        """The trainee's practical as the certificate states it ("" where none is kept)."""

        server = holder(self.store)
        if self.trainee is None or server is None:
            return ""
        sessions = sessions_of(server.db, self.trainee.id, pinned_keyring())
        return practical_line(
            sessions, exam_id, current_language(), site_rulesets_dir(self.data_dir)
        )

    def report_data(self) -> TraineeReportData | None:
        """The shown trainee's report, read from the records (None: nobody shown)."""
        if self.trainee is None:
            return None

        trainee = self.trainee
        results, progress, voided = self.store.read(
            lambda r: (
                r.exam_results(trainee_id=trainee.id),
                trainee_progress(r, trainee.id),
                r.voided(),
            )
        )
        house = results[-1].draft.ruleset_id if results else ""
        lang = current_language()
        site = site_rulesets_dir(self.data_dir)
        return TraineeReportData(
            trainee,
            progress,
            results,
            frozenset(voided),
            lang,
            house_name(house, lang, site) if house else "Punto Banco",
            site,
        )

    def _report(self, then: Callable[[TraineeReportData], object]) -> None:
        """The shown trainee's report read off the UI thread, then `then(data)` on it; the
        report's buttons wait meanwhile and a failure is said in the report's note."""
        trainee = self.trainee
        if trainee is None or self.reporting:
            return

        def ended() -> None:
            self.reporting = False
            for button in (self.report_button, self.report_print_button):
                button.setEnabled(self.trainee is not None)

        def done(data: TraineeReportData | None) -> None:
            ended()
            if data is not None and self.trainee is trainee:
                then(data)

        def failed(error: Exception) -> None:
            ended()
            show_note(self.report_note, str(error), "error")

        self.reporting = True
        for button in (self.report_button, self.report_print_button):
            button.setEnabled(False)
        run_in_background(
            lambda control: self.report_data(), owner=self, on_success=done, on_failure=failed
        )

    def on_report(self) -> None:
        """Write the trainee's report to the data folder's reports."""
        self._report(self.write_report)

    def write_report(self, data: TraineeReportData) -> Path | None:
        folder = (self.data_dir or default_data_dir()) / "reports"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = write_trainee_report(folder / f"trainee-{data.trainee.id}.pdf", data)
        except OSError as exc:
            show_note(self.report_note, str(exc), "error")
            return None
        show_note(self.report_note, self.tr("Saved to {path}").format(path=path), "done")
        return path

    def offer_pdf(self) -> bool:
        """The system names no printer: said, with the PDF offered instead (True: take it)."""
        return self.ask(
            self,
            self.tr("No printer"),
            self.tr("This PC has no printer set up. Save it as a PDF instead?"),
            self.tr("Save as PDF"),
        )

    def on_print_report(self) -> None:
        self._report(self.print_report)

    def print_report(self, data: TraineeReportData) -> None:
        if not has_printer():
            if self.offer_pdf():
                self.write_report(data)
            return
        if print_pages(lambda painter, device: paint_trainee_report(painter, device, data), self):
            self.report_note.setText(self.tr("Sent to the printer."))

    def on_certificate(self) -> None:
        path = self.write_chosen_certificate()
        if path is not None:
            show_note(self.certificate_note, self.tr("Saved to {path}").format(path=path), "done")

    def on_print(self) -> None:

        sealed = self.results.currentRow() < len(self.sealed)
        facts = self._chosen_sealed() if sealed else None
        result = None if sealed else self._chosen_result()
        if facts is None and result is None:
            return
        if not has_printer():
            if self.offer_pdf():
                self.on_certificate()
            return
        if facts is not None:
            language = current_language()
            if print_pages(lambda p, device: paint_attested(p, device, facts, language), self):
                self.certificate_note.setText(self.tr("Sent to the printer."))
            return
        assert result is not None
        data = certificate_data(
            result,
            self.trainee,
            current_language(),
            site_rulesets_dir(self.data_dir),
            practical=self._practical_line(result.draft.exam_id),
        )
        if print_certificate(data, self):
            self.certificate_note.setText(self.tr("Sent to the printer."))

    def on_save_to(self) -> None:

        places = allowed_folders(self.data_dir or default_data_dir())
        with contextlib.suppress(OSError):  # else not offered: a USB drive still is
            places[0].mkdir(parents=True, exist_ok=True)  # the exports folder, offered first
        folder = choose_folder(self, self.tr("Save the certificate to"), places)
        if folder is None:
            return
        self.save_to(folder)

    def save_to(self, folder: Path) -> Path | None:

        if not is_allowed(folder, self.data_dir or default_data_dir()):
            self.certificate_note.setText(
                self.tr(
                    "Not saved to %1: a certificate goes to a USB drive or the exports folder."
                ).replace("%1", str(folder))
            )
            return None
        path = self.write_chosen_certificate()
        if path is None:
            return None

        try:
            copy = save_certificate_to(path, folder)
        except OSError as exc:
            self.certificate_note.setText(
                self.tr("Not saved to %1: %2")
                .replace("%1", str(folder))
                .replace("%2", exc.strerror or str(exc))
            )
            return None
        self.certificate_note.setText(self.tr("Saved to {path}").format(path=copy))
        return copy


class TraineesPage(QWidget):
    def __init__(self, store: RecordStore, data_dir: Path | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.list = TraineeList(store, self)
        self.detail = TraineeDetail(store, data_dir, self)
        # The trainee's actions sit under the list, next to where the trainee was picked.
        self.archived_toggle = QPushButton(self)
        self.archived_toggle.setProperty("role", "nav")
        self.archived_toggle.setCheckable(True)
        # the room: which kiosks trainees used today (each session records its kiosk)
        self.kiosks = QLabel(self)
        self.kiosks.setProperty("role", "hint")
        self.kiosks.setWordWrap(True)
        plain(self.kiosks)  # kiosk names come from each PC's settings
        # many or long names wrap (or are cut) rather than widen the list
        self.kiosks.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top = QHBoxLayout()
        top.addWidget(self.kiosks, 1)
        top.addWidget(self.archived_toggle, 0, Qt.AlignmentFlag.AlignRight)
        # one above the other: the list may be narrow, the trainee's page gets the room
        actions = QVBoxLayout()
        actions.addWidget(self.detail.exam_button)
        actions.addWidget(self.detail.archive_button)
        # the page reads the records off the UI thread (load): this shows it is at it
        self.today: list[SessionInfo] | None = []
        self._loading: Job | None = None
        self._choosing: Job | None = None
        self.loading = QProgressBar(self)
        self.loading.setTextVisible(True)
        self.loading.hide()
        left = QVBoxLayout()
        left.setSpacing(12)
        left.addWidget(self.loading)
        left.addLayout(top)
        left.addWidget(self.list, 1)
        left.addLayout(actions)
        left.addWidget(self.detail.action_note)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        full = look_scale() >= 1.0
        layout.addLayout(left, 1 if full else 5)
        # the trainee's page gets half the width, on a small screen more (its tables' columns)
        layout.addWidget(self.detail, 1 if full else 8)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.list.trainee_chosen.connect(self.choose)
        self.detail.archived.connect(self.load)
        self.archived_toggle.toggled.connect(self.on_archived_toggled)
        language_news().changed.connect(self.retranslate)

    def retranslate(self) -> None:
        self.archived_toggle.setText(self.tr("Show archived"))
        self.loading.setFormat(self.tr("Loading the records …"))
        self.show_today(self.today)

    def show_kiosks(self) -> None:
        """Name the kiosks that sessions were started on since midnight (local time)."""
        self.show_today(sessions_today(self.list.store))

    def show_today(self, sessions: list[SessionInfo] | None) -> None:
        self.today = sessions
        if sessions is None:  # the records server is away: the list says so
            self.kiosks.clear()
            return
        names = sorted(
            {clean_text(s.kiosk or "", KIOSK_NAME_LENGTH) for s in sessions} - {""},
            key=_natural,
        )
        if not names:
            self.kiosks.setText(self.tr("No kiosk in use today."))
            return
        shown = ", ".join(names[:KIOSKS_NAMED])
        if len(names) > KIOSKS_NAMED:
            shown += " " + self.tr("and %n more", "", len(names) - KIOSKS_NAMED)
        self.kiosks.setText(
            self.tr("%n kiosk(s) in use today: %1", "", len(names)).replace("%1", shown)
        )

    def on_archived_toggled(self, on: bool) -> None:
        """Archived trainees listed too, to look at their records or restore them."""
        self.list.show_archived = on
        self.load()

    def refresh(self) -> None:
        self.list.refresh()
        self.show_kiosks()
        if self.detail.trainee is not None:
            self.detail.show_trainee(self.detail.trainee.id)
        elif self.list.ids:
            self.detail.show_trainee(self.list.ids[0])

    @property
    def busy(self) -> bool:
        """Whether the page is reading the records (load, choose, a report) or archiving a
        trainee."""
        detail = self.detail
        return (
            self._loading is not None
            or self._choosing is not None
            or detail.archiving
            or detail.reporting
        )

    def choose(self, trainee_id: int) -> None:
        """The trainee picked in the list, read off the UI thread."""

        if self._choosing is not None:
            self._choosing.cancel()
        store = self.list.store
        self.loading.setRange(0, 0)  # a read of one trainee: busy, without steps
        self.loading.show()
        self._choosing = run_in_background(
            lambda control: read_trainee(store, trainee_id),
            owner=self,
            on_success=self._chosen,
            on_failure=self._choice_failed,
        )

    def _chosen(self, records: TraineeRecords) -> None:
        self._choosing = None
        self.loading.setVisible(self._loading is not None)
        self.detail.show_records(records)

    def _choice_failed(self, error: Exception) -> None:
        self._choosing = None
        self.loading.setVisible(self._loading is not None)
        show_note(self.detail.action_note, str(error), "error")

    def load(self) -> None:
        """Read what the page shows off the UI thread (kiosk.ui.app.jobs), the room overview,
        today's kiosks and the chosen trainee, with a progress bar meanwhile; nothing waits on
        the records server."""

        if self._loading is not None:
            self._loading.cancel()
        store, archived = self.list.store, self.list.show_archived
        chosen = self.detail.trainee.id if self.detail.trainee is not None else None

        def read(control: JobControl) -> RoomRecords:
            control.progress(0, 3)
            lines = store.read(lambda r: r.room_summary(archived, counted=counted_exams(r)))
            control.progress(1, 3)
            today = sessions_today(store)
            control.progress(2, 3)
            first = chosen if chosen is not None else next((x.trainee.id for x in lines), None)
            records = None if first is None else read_trainee(store, first)
            control.progress(3, 3)
            return RoomRecords(lines, today, records)

        self.loading.setRange(0, 3)
        self.loading.setValue(0)
        self.loading.show()
        self._loading = run_in_background(
            read,
            owner=self,
            on_success=self._loaded,
            on_failure=self._load_failed,
            on_progress=lambda done, total: self.loading.setValue(done),
        )

    def _loaded(self, room: RoomRecords) -> None:
        self._loading = None
        self.loading.setVisible(self._choosing is not None)
        self.list.show_lines(room.lines)
        self.show_today(room.today)
        if room.chosen is not None:
            self.detail.show_records(room.chosen)

    def _load_failed(self, error: Exception) -> None:
        self._loading = None
        self.loading.setVisible(self._choosing is not None)
        self.kiosks.setText(str(error))
