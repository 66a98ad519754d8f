"""Learning in the supervisor area: for a trainee or a group, per skill the predicted recall now
and in a week, the items at risk, the practice minutes to mastery, and how well the predictions
hold (the calibration chart); exported as CSV to the exports folder like the Records page's
files. The figures are kiosk.drills.learning's, read off the UI thread."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.ids import DrillId
from kiosk.drills.learning import Learning, group_rows, learning
from kiosk.records import Group, RecordStore, Trainee, to_csv, utc_now
from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.ui.app.jobs import JobControl, run_in_background
from kiosk.ui.app.style import show_note
from kiosk.ui.supervisor.charts import CalibrationChart
from kiosk.ui.supervisor.records_page import export_folder
from kiosk.ui.supervisor.trainees_page import _table
from kiosk.ui.widgets.money import format_number, format_percent
from kiosk.ui.widgets.names import drill_title
from kiosk.ui.widgets.plain_text import plain

Chosen = tuple[str, int]  # ("group" or "trainee", its id)


class LearningView(NamedTuple):
    """What the page shows, read in one go off the UI thread (LearningPage.load)."""

    groups: list[Group]
    trainees: list[Trainee]
    chosen: Chosen | None
    rows: list[dict[str, Any]]  # a trainee's skills practised, or the group's lines
    learning: Learning


def read_learning(
    store: RecordStore, ruleset: Ruleset | None, chosen: Chosen | None
) -> LearningView:
    """The groups and trainees to choose from and the figures of the one chosen (by default
    the first group, else the first trainee)."""

    groups = store.read(lambda r: r.groups())
    trainees = sorted(store.trainees(), key=lambda t: t.name.casefold())
    known = [("group", g.id) for g in groups] + [("trainee", t.id) for t in trainees]
    if chosen not in known:
        chosen = known[0] if known else None
    house = ruleset or find_ruleset(DEFAULT_RULESET)
    if chosen is None:
        return LearningView(groups, trainees, None, [], Learning([], []))
    kind, ident = chosen
    if kind == "group":
        view = store.read(lambda r: learning(r.reviews, r.group_members(ident), house, utc_now()))
        name = next(g.name for g in groups if g.id == ident)
        return LearningView(groups, trainees, chosen, group_rows(name, view.rows), view)
    person = [t for t in trainees if t.id == ident]
    view = store.read(lambda r: learning(r.reviews, person, house, utc_now()))
    return LearningView(groups, trainees, chosen, [r for r in view.rows if r["answers"]], view)


class LearningPage(QWidget):
    def __init__(
        self,
        store: RecordStore,
        data_dir: Path | None,
        ruleset: Ruleset | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.data_dir = data_dir
        self.ruleset = ruleset
        self.busy = False  # reading the figures off the UI thread (load)
        self.view: LearningView | None = None
        self.picker = QComboBox(self)
        self.picker.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.picker.setMinimumContentsLength(16)
        self.export_button = QPushButton(self)
        self.export_button.setProperty("role", "nav")
        self.export_button.setMinimumHeight(52)
        self.export_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table = _table(self, 5)
        self.table.setWordWrap(True)  # a long skill name takes two lines, not the page's width
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.chart = CalibrationChart(self)
        self.chart_caption = QLabel(self)
        self.chart_caption.setProperty("role", "explanation")
        self.chart_caption.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setProperty("role", "hint")
        self.note.setWordWrap(True)
        plain(self.note)  # names the file saved
        row = QHBoxLayout()
        row.addWidget(self.picker, 1)
        row.addWidget(self.export_button)
        side = QVBoxLayout()
        side.addWidget(self.chart_caption)
        side.addWidget(self.chart, 1)
        body = QHBoxLayout()
        body.setSpacing(16)
        body.addWidget(self.table, 3)
        body.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addLayout(row)
        layout.addLayout(body, 1)
        layout.addWidget(self.note)
        self.picker.activated.connect(lambda _index: self.load())
        self.export_button.clicked.connect(self.on_export)
        self.retranslate()

    def retranslate(self) -> None:
        self.export_button.setText(self.tr("Export (CSV)"))
        self.chart.retranslate()
        if self.view is not None:
            self._show(self.view)
        else:
            self._headers()

    def _headers(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Skill"),
                self.tr("Recall now\n→ in a week"),
                self.tr("Items\nat risk"),
                self.tr("Minutes to\nmastery"),
                self.tr("Mastered"),
            ]
        )

    def chosen(self) -> Chosen | None:
        data = self.picker.currentData()  # "group:3", "trainee:7"
        if not isinstance(data, str):
            return None
        kind, ident = data.split(":")
        return kind, int(ident)

    def load(self) -> None:
        """The figures of the group or trainee chosen, read off the UI thread."""

        store, ruleset, chosen = self.store, self.ruleset, self.chosen()

        def read(control: JobControl) -> LearningView:
            return read_learning(store, ruleset, chosen)

        show_note(self.note, self.tr("Loading the learning figures …"))
        self.busy = True
        run_in_background(read, owner=self, on_success=self._loaded, on_failure=self._failed)

    def _loaded(self, view: LearningView) -> None:
        self.busy = False
        self.note.clear()
        self.note.hide()
        self._show(view)

    def _failed(self, error: Exception) -> None:
        self.busy = False
        show_note(self.note, str(error), "error")

    def _show(self, view: LearningView) -> None:
        self.view = view
        self.picker.clear()
        for g in view.groups:
            self.picker.addItem(self.tr("Group: %1").replace("%1", g.name), f"group:{g.id}")
        for t in view.trainees:
            self.picker.addItem(t.name + (f" · {t.badge}" if t.badge else ""), f"trainee:{t.id}")
        chosen = ":".join(map(str, view.chosen)) if view.chosen else None
        self.picker.setCurrentIndex(self.picker.findData(chosen))
        self._headers()
        self.table.setRowCount(len(view.rows))
        for r, row in enumerate(view.rows):
            mastered = row["mastered"]
            cells = [
                drill_title(DrillId(row["skill"])),
                f"{format_percent(row['recall_now'])} → {format_percent(row['recall_in_a_week'])}",
                self.tr("%1 of %2")
                .replace("%1", str(row["items_at_risk"]))
                .replace("%2", str(row["items"])),
                format_number(Decimal(str(row["minutes_to_mastery"])), places=0),
                (self.tr("yes") if mastered else self.tr("no"))
                if isinstance(mastered, bool)
                else self.tr("%1 of %2")
                .replace("%1", str(mastered))
                .replace("%2", str(row["members"])),
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        answers = sum(b.answers for b in view.learning.calibration)
        self.chart.set_bins(view.learning.calibration)
        self.chart_caption.setText(
            self.tr("How well the predictions hold, over %n answer(s)", "", answers)
        )
        if view.chosen is None:
            show_note(self.note, self.tr("No trainees yet."))
        elif not view.rows:
            show_note(self.note, self.tr("Nothing practised yet."))

    def on_export(self) -> Path | None:
        """The figures shown, as CSV in the exports folder."""

        if self.view is None or not self.view.rows:
            show_note(self.note, self.tr("Nothing to export yet."), "error")
            return None
        path = export_folder(self.data_dir) / f"kiosk-learning-{date.today().isoformat()}.csv"
        path.write_text(to_csv(self.view.rows), encoding="utf-8")
        show_note(self.note, self.tr("Saved to %1").replace("%1", str(path)), "done")
        return path
