"""The groups in the supervisor area: a course or an intake, kept here or with `kiosk records
group-add` / `group-join` (the same store functions).

A group's view shows its members' accuracy per drill, their trend (the last four weeks against the
four before, RecordStore.group_trend) and certification status, the group's own trend, and the
tableau cells the group misses most (RecordStore.group_report). A group is made with a name and a
start date and can be renamed; trainees are picked from the trainee list to join it, and taking
one out is asked first (their records stay).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import NamedTuple, TypeVar

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.ids import DrillId
from kiosk.i18n import current_language
from kiosk.records import (
    GROUP_NAME_LENGTH,
    Administration,
    Certification,
    Group,
    GroupReport,
    GroupTrend,
    RecordStore,
    Trainee,
    Trend,
    clean_group_name,
    clean_text,
    counted_exams,
)
from kiosk.ui.app.jobs import run_in_background
from kiosk.ui.app.style import COLOURS, show_note
from kiosk.ui.supervisor.confirm import Asker, ask_in_a_box
from kiosk.ui.supervisor.trainees_page import _table
from kiosk.ui.widgets.money import format_percent
from kiosk.ui.widgets.names import cell_name, drill_title
from kiosk.ui.widgets.plain_text import plain

# How a start date may be typed: 1.3.2026 / 01.03.2026, or 2026-03-01.
_DOTTED = re.compile(r"(\d{1,2})\.(\d{1,2})\.(\d{4})")
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
TREND_WEEKS = 4
T = TypeVar("T")


class GroupView(NamedTuple):
    """What the page shows of one group, read in one go (off the UI thread: GroupsPage.load)."""

    group: Group | None
    report: GroupReport
    trends: GroupTrend
    everyone: list[Trainee]


def _read_group(store: RecordStore, group_id: int) -> GroupView:
    return store.read(
        lambda r: GroupView(
            next((g for g in r.groups() if g.id == group_id), None),
            r.group_report(group_id, counted_exams(r)),  # on a room, from the seals
            r.group_trend(group_id, TREND_WEEKS),
            r.trainees(),
        )
    )


def _read_groups(store: RecordStore, chosen: int | None) -> tuple[list[Group], GroupView | None]:
    """The groups, and the view of the one `chosen` (else the first)."""
    groups = store.read(lambda r: r.groups())
    pick = chosen if any(g.id == chosen for g in groups) else None
    if pick is None and groups:
        pick = groups[0].id
    return groups, None if pick is None else _read_group(store, pick)


def parse_day(text: str) -> date | None:
    """A typed start date, or None when it is not one."""
    text = clean_text(text, 20).replace(" ", "")
    try:
        if _ISO.fullmatch(text):
            return date.fromisoformat(text)
        dotted = _DOTTED.fullmatch(text)
        if dotted:
            day, month, year = (int(part) for part in dotted.groups())
            return date(year, month, day)
    except ValueError:  # 31.02.2026
        return None
    return None


def day_text(day: date) -> str:
    """A day as it is typed (in either language): 02.03.2026."""
    return f"{day.day:02d}.{day.month:02d}.{day.year}"


def shown_day(day: date) -> str:
    """A day as the UI's language writes it: 2 Mar 2026 / 02.03.2026."""
    if current_language() == "de":
        return day_text(day)
    return QLocale().toString(QDate(day.year, day.month, day.day), "d MMM yyyy")


def trend_text(trend: Trend | None) -> str:
    """An arrow and the figures: "↑ 60% → 90%"; one span alone without an arrow."""
    if trend is None:
        return "–"
    before, recent = trend.before_accuracy, trend.recent_accuracy
    if before is None and recent is None:
        return "–"
    if before is None or recent is None:
        return f"{_share(before)} → {_share(recent)}"
    arrow = {1: "↑", 0: "→", -1: "↓"}[trend.direction or 0]
    return f"{arrow} {format_percent(before)} → {format_percent(recent)}"


def _share(value: float | None) -> str:
    return format_percent(value) if value is not None else "–"


class GroupsPage(QWidget):
    def __init__(self, store: RecordStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.ask: Asker = ask_in_a_box
        self.editing: int | None = None  # the group being renamed; None: a new one
        self.member_ids: list[int] = []
        self.view: GroupView | None = (
            None  # the group as last read: a language switch reads nothing
        )
        self._jobs = 0  # reads and writes of the records running off the UI thread
        self.picker = QComboBox(self)
        self.started = QLabel(self)
        self.started.setProperty("role", "hint")
        self.new_button = QPushButton(self)
        self.rename_button = QPushButton(self)
        # making or renaming a group: shown while it is done
        self.editor = QFrame(self)
        self.editor.setProperty("role", "panel")
        self.name_field = QLineEdit(self.editor)
        self.name_field.setMaxLength(GROUP_NAME_LENGTH)
        self.start_field = QLineEdit(self.editor)
        self.start_field.setMaxLength(20)
        self.save_button = QPushButton(self.editor)
        self.save_button.setProperty("role", "primary")
        self.cancel_button = QPushButton(self.editor)
        editor_row = QHBoxLayout(self.editor)
        editor_row.setContentsMargins(14, 10, 14, 10)
        editor_row.addWidget(self.name_field, 3)
        editor_row.addWidget(self.start_field, 1)
        editor_row.addWidget(self.save_button)
        editor_row.addWidget(self.cancel_button)
        self.editor.hide()
        self.table = _table(self, 1)
        self.add_picker = QComboBox(self)
        for combo in (self.picker, self.add_picker):  # a long name must not widen the page
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(12)
        self.add_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        self.trend = QLabel(self)
        self.trend.setWordWrap(True)
        self.trend.setProperty("role", "explanation")
        self.worst = QLabel(self)
        self.worst.setWordWrap(True)
        self.worst.setProperty("role", "explanation")
        self.note = QLabel(self)
        self.note.setProperty("role", "hint")
        self.note.setWordWrap(True)
        plain(self.note, self.worst)  # they name groups and trainees as typed
        for button in (
            self.new_button,
            self.rename_button,
            self.cancel_button,
            self.add_button,
            self.remove_button,
        ):
            button.setProperty("role", "nav")
        for button in (*self._buttons(), self.save_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the text field keeps the keyboard
            button.setMinimumHeight(52)
        row = QHBoxLayout()
        row.addWidget(self.picker, 1)
        row.addWidget(self.started)
        row.addWidget(self.new_button)
        row.addWidget(self.rename_button)
        members = QHBoxLayout()
        members.addWidget(self.add_picker, 1)
        members.addWidget(self.add_button)
        members.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addLayout(row)
        layout.addWidget(self.editor)
        layout.addWidget(self.table, 1)
        layout.addLayout(members)
        layout.addWidget(self.trend)
        layout.addWidget(self.worst)
        layout.addWidget(self.note)
        self._connect_signals()
        self.retranslate()

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (
            self.new_button,
            self.rename_button,
            self.cancel_button,
            self.add_button,
            self.remove_button,
        )

    def _connect_signals(self) -> None:
        self.picker.currentIndexChanged.connect(self.on_group_chosen)
        self.new_button.clicked.connect(self.on_new)
        self.rename_button.clicked.connect(self.on_rename)
        self.save_button.clicked.connect(self.on_save)
        self.cancel_button.clicked.connect(self.on_cancel)
        self.name_field.returnPressed.connect(self.on_save)
        self.start_field.returnPressed.connect(self.on_save)
        self.add_button.clicked.connect(self.on_add_member)
        self.remove_button.clicked.connect(self.on_remove_member)

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New group"))
        self.rename_button.setText(self.tr("Rename"))
        self.name_field.setPlaceholderText(self.tr("Name of the group"))
        self.start_field.setPlaceholderText(self.tr("Start date"))
        self.save_button.setText(self.tr("Save"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.add_picker.setPlaceholderText(self.tr("Trainee to add"))
        self.add_button.setText(self.tr("Add to group"))
        self.remove_button.setText(self.tr("Take out of group"))
        self.note.clear()
        if self.view is not None:
            self._show_group(self.view)
        else:
            self.on_group_chosen()

    # showing a group --------------------------------------------------------------------------

    def group_id(self) -> int | None:
        chosen = self.picker.currentData()
        return int(chosen) if chosen is not None else None

    @property
    def busy(self) -> bool:
        """Whether the page reads or writes the records (off the UI thread)."""
        return self._jobs > 0

    def _in_background(
        self,
        work: Callable[[RecordStore], T],
        then: Callable[[T], object],
        failed: Callable[[Exception], object] | None = None,
    ) -> None:
        """`work(store)`, a read or write of the records, off the UI thread (kiosk.ui.app.jobs),
        then `then(result)` on it; a failure (no name, a name taken, the server away) is said
        in the note, or handed to `failed`."""
        store = self.store
        self._jobs += 1

        def done(result: T) -> None:
            self._jobs -= 1
            then(result)

        def fail(error: Exception) -> None:
            self._jobs -= 1
            if failed is not None:
                failed(error)
            else:
                show_note(self.note, str(error), "error")

        run_in_background(lambda control: work(store), owner=self, on_success=done, on_failure=fail)

    def _empty(self, text: str) -> None:
        self.view = None
        self.member_ids = []
        self.table.setRowCount(0)
        self.table.setColumnCount(1)
        self.table.setHorizontalHeaderLabels([self.tr("Trainee")])
        self.started.clear()
        self.trend.clear()
        self.add_picker.clear()
        self.worst.setText(text)

    def on_group_chosen(self) -> None:
        """The group picked, read off the UI thread."""
        group_id = self.group_id()
        for button in (self.rename_button, self.add_button, self.remove_button):
            button.setEnabled(group_id is not None)
        self.add_picker.setEnabled(group_id is not None)
        if group_id is None:
            self._empty(self.tr("No groups yet."))
            return

        def show(view: GroupView) -> None:
            if self.group_id() == group_id:  # not another picked meanwhile
                self._show_group(view)

        self._in_background(
            lambda store: _read_group(store, group_id), show, lambda error: self._empty(str(error))
        )

    def load(self, choose: int | None = None, said: str = "") -> None:
        """The groups and the chosen group's view (or that of `choose`), read off the UI thread:
        the Groups tab opened says it is loading meanwhile, and then what was `said`."""
        chosen = choose if choose is not None else self.group_id()
        show_note(self.note, self.tr("Loading the groups …"))
        self._in_background(
            lambda store: _read_groups(store, chosen),
            lambda found: self._loaded(found, said),
            self._load_failed,
        )

    def _loaded(self, found: tuple[list[Group], GroupView | None], said: str = "") -> None:
        groups, view = found
        if said:
            show_note(self.note, said, "done")
        else:
            self.note.clear()
        self.picker.blockSignals(True)
        self.picker.clear()
        for g in groups:
            self.picker.addItem(g.name, g.id)
        chosen = view.group.id if view is not None and view.group is not None else None
        self.picker.setCurrentIndex(max(0, self.picker.findData(chosen)) if groups else -1)
        self.picker.blockSignals(False)
        for button in (self.rename_button, self.add_button, self.remove_button):
            button.setEnabled(view is not None)
        self.add_picker.setEnabled(view is not None)
        if view is None:
            self._empty(self.tr("No groups yet."))
        else:
            self._show_group(view)

    def _load_failed(self, error: Exception) -> None:
        self.note.clear()
        self._empty(str(error))

    def _show_group(self, view: GroupView) -> None:
        self.view = view
        group, report, trends, everyone = view
        self.started.setText(
            self.tr("started %1").replace("%1", shown_day(group.started) if group else "")
        )
        drills = report.drills
        self.table.setColumnCount(len(drills) + 3)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Trainee"),
                *(self._drill_name(d) for d in drills),
                self.tr("Trend"),
                self.tr("Status"),
            ]
        )
        header = self.table.horizontalHeaderItem(len(drills) + 1)
        if header is not None:
            header.setToolTip(
                self.tr("Right answers in the last %1 weeks against the %1 weeks before").replace(
                    "%1", str(TREND_WEEKS)
                )
            )
        status = {
            Certification.CERTIFIED: self.tr("Certified"),
            Certification.FAILED: self.tr("Not passed"),
            Certification.NONE: "–",
        }
        colours = {1: COLOURS.good, -1: COLOURS.bad}
        self.member_ids = [m.trainee.id for m in report.members]
        self.table.setRowCount(len(report.members))
        for row, member in enumerate(report.members):
            trend = trends.members.get(member.trainee.id)
            cells = [member.trainee.name]
            for d in drills:
                accuracy = member.accuracy(d)
                cells.append(_share(accuracy))
            cells.append(trend_text(trend))
            cells.append(status[member.certification])
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                colour = colours.get(trend.direction or 0) if trend else None
                if col == len(drills) + 1 and colour:
                    item.setForeground(QColor(colour))
                self.table.setItem(row, col, item)
        self.trend.setText(
            self.tr("The group, last %1 weeks against the %1 before: %2")
            .replace("%1", str(TREND_WEEKS))
            .replace("%2", trend_text(trends.group))
        )
        members = set(self.member_ids)
        self.add_picker.clear()
        for t in everyone:
            if t.id not in members:
                self.add_picker.addItem(t.name + (f" · {t.badge}" if t.badge else ""), t.id)
        self.add_picker.setCurrentIndex(-1)
        self.worst.setText(self._worst_text(report.heat.worst(3)))

    def _worst_text(self, worst) -> str:  # type: ignore[no-untyped-def]
        if not worst:
            return self.tr("No tableau mistakes in this group.")
        parts = []
        for cell in worst:
            text = cell_name(cell.banco_total, cell.punto_third)
            parts.append(f"{text}: {_share(cell.error_rate or 0)}")
        return self.tr("Missed most: %1").replace("%1", " · ".join(parts))

    @staticmethod
    def _drill_name(drill: str) -> str:
        try:
            return drill_title(DrillId(drill))
        except ValueError:
            return drill

    # keeping the groups ---------------------------------------------------------------------

    def on_new(self) -> None:
        """The editor for a new group: its name, and today as the start date."""
        self.editing = None
        self.name_field.clear()
        self.start_field.setText(day_text(date.today()))
        self.start_field.show()
        self._open_editor()

    def on_rename(self) -> None:
        group_id = self.group_id()
        if group_id is None:
            show_note(self.note, self.tr("Choose a group first."), "error")
            return
        self.editing = group_id
        self.name_field.setText(self.picker.currentText())
        self.start_field.hide()  # a group keeps its start date
        self._open_editor()

    def _open_editor(self) -> None:
        self.editor.show()
        self.note.clear()
        self.name_field.setFocus()

    def on_cancel(self) -> None:
        self.editor.hide()
        self.name_field.clear()

    def on_save(self) -> None:
        """The group made or renamed off the UI thread, then the groups read anew."""
        name = clean_group_name(self.name_field.text())
        editing = self.editing
        started = parse_day(self.start_field.text()) if editing is None else None
        if editing is None and started is None:
            show_note(
                self.note, self.tr("Start date: expected a date such as 01.03.2026."), "error"
            )
            return
        done = self.tr("Group %1 made.") if editing is None else self.tr("Renamed to %1.")

        def write(records: Administration) -> Group:
            if editing is None:
                assert started is not None
                return records.add_group(name, started)
            return records.rename_group(editing, name)

        def work(store: RecordStore) -> tuple[Group, tuple[list[Group], GroupView | None]]:
            group = store.administer(write)  # then the groups read anew, the new one chosen
            return group, _read_groups(store, group.id)

        def saved(result: tuple[Group, tuple[list[Group], GroupView | None]]) -> None:
            group, found = result
            self.editor.hide()
            self.name_field.clear()
            self._loaded(found, done.replace("%1", group.name))

        self._in_background(work, saved)

    def _change_member(self, trainee_id: int, member: bool, said: str) -> None:
        """A trainee joins the group shown or leaves it off the UI thread; its view read anew."""
        group = self.group_id()
        assert group is not None

        def work(store: RecordStore) -> GroupView:
            store.administer(lambda r: r.set_member(group, trainee_id, member=member))
            return _read_group(store, group)

        def changed(view: GroupView) -> None:
            if self.group_id() == group:
                self._show_group(view)
            show_note(self.note, said, "done")

        self._in_background(work, changed)

    def on_add_member(self) -> None:
        group, trainee_id = self.group_id(), self.add_picker.currentData()
        if group is None or trainee_id is None:
            show_note(self.note, self.tr("Choose a trainee to add first."), "error")
            return
        name = self.add_picker.currentText()
        self._change_member(
            int(trainee_id), True, self.tr("%1 joined the group.").replace("%1", name)
        )

    def on_remove_member(self) -> None:
        """Take the member chosen in the table out of the group, asked first."""
        row = self.table.currentRow()
        if self.group_id() is None or not 0 <= row < len(self.member_ids):
            show_note(self.note, self.tr("Choose a member in the table first."), "error")
            return
        trainee_id = self.member_ids[row]
        item = self.table.item(row, 0)
        name = item.text() if item is not None else ""
        if not self.ask(
            self,
            self.tr("Take %1 out of %2?")
            .replace("%1", name)
            .replace("%2", self.picker.currentText()),
            self.tr(
                "The group's view no longer shows them. Their records and certificates are "
                "kept, and they can join again."
            ),
            self.tr("Take out of group"),
        ):
            return
        self._change_member(trainee_id, False, self.tr("%1 left the group.").replace("%1", name))
