"""A group's view in the supervisor area: its members' accuracy per drill and certification
status, and the tableau cells the group misses most (RecordStore.group_report).

Groups are kept with `kiosk records group-add` and `group-join`; this page shows them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QTableWidgetItem, QVBoxLayout, QWidget

from kiosk.domain.ids import DrillId
from kiosk.records.engine import OfflineError
from kiosk.records.model import RecordsError
from kiosk.records.stats import Certification
from kiosk.records.store import RecordStore
from kiosk.ui.supervisor.trainees_page import _table
from kiosk.ui.widgets.names import drill_title


class GroupsPage(QWidget):
    def __init__(self, store: RecordStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.picker = QComboBox(self)
        self.started = QLabel(self)
        self.started.setProperty("role", "hint")
        self.table = _table(self, 1)
        self.worst = QLabel(self)
        self.worst.setWordWrap(True)
        self.worst.setProperty("role", "explanation")
        self.note = QLabel(self)
        self.note.setProperty("role", "hint")
        self.note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.picker, 1)
        row.addWidget(self.started)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.worst)
        layout.addWidget(self.note)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.picker.currentIndexChanged.connect(self.on_group_chosen)

    def retranslate(self) -> None:
        self.note.setText(
            self.tr(
                "Groups are kept with kiosk records group-add and group-join; accuracy counts "
                "every answer of each drill."
            )
        )
        self.on_group_chosen()

    def refresh(self) -> None:
        chosen = self.picker.currentData()
        try:
            groups = self.store.groups()
        except (RecordsError, OfflineError) as exc:
            groups = []
            self.worst.setText(str(exc))
        self.picker.blockSignals(True)
        self.picker.clear()
        for g in groups:
            self.picker.addItem(g.name, g.id)
        index = self.picker.findData(chosen)
        self.picker.setCurrentIndex(max(0, index) if groups else -1)
        self.picker.blockSignals(False)
        self.on_group_chosen()

    def on_group_chosen(self) -> None:
        group_id = self.picker.currentData()
        if group_id is None:
            self.table.setRowCount(0)
            self.table.setColumnCount(1)
            self.table.setHorizontalHeaderLabels([self.tr("Trainee")])
            self.started.clear()
            self.worst.setText(self.tr("No groups yet."))
            return
        try:
            group = next((g for g in self.store.groups() if g.id == group_id), None)
            report = self.store.group_report(int(group_id))
        except (RecordsError, OfflineError) as exc:  # the records server is away
            self.table.setRowCount(0)
            self.worst.setText(str(exc))
            return
        self.started.setText(
            self.tr("started %1").replace("%1", group.started.strftime("%d.%m.%Y") if group else "")
        )
        drills = report.drills
        self.table.setColumnCount(len(drills) + 2)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Trainee"), *(self._drill_name(d) for d in drills), self.tr("Status")]
        )
        status = {
            Certification.CERTIFIED: self.tr("Certified"),
            Certification.FAILED: self.tr("Not passed"),
            Certification.NONE: "–",
        }
        self.table.setRowCount(len(report.members))
        for row, member in enumerate(report.members):
            cells = [member.trainee.name]
            for d in drills:
                accuracy = member.accuracy(d)
                cells.append(f"{accuracy:.0%}" if accuracy is not None else "–")
            cells.append(status[member.certification])
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        worst = report.heat.worst(3)
        if not worst:
            self.worst.setText(self.tr("No tableau mistakes in this group."))
            return
        parts = []
        for cell in worst:
            if cell.punto_third is None:
                text = self.tr("Banco %1, punto stood").replace("%1", str(cell.banco_total))
            else:
                text = (
                    self.tr("Banco %1, punto's third card %2")
                    .replace("%1", str(cell.banco_total))
                    .replace("%2", str(cell.punto_third))
                )
            parts.append(f"{text}: {cell.error_rate or 0:.0%}")
        self.worst.setText(self.tr("Missed most: %1").replace("%1", " · ".join(parts)))

    @staticmethod
    def _drill_name(drill: str) -> str:
        try:
            return drill_title(DrillId(drill))
        except ValueError:
            return drill
