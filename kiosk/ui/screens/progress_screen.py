"""My progress: the signed-in trainee's own figures, reached from the start screen.

Right answers per drill and the best Speed round (kiosk.records.progress), the tableau cells
missed most, and what the next certification needs: the house's exam (its parts and pass mark)
and whether the trainee has passed it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.ids import DrillId
from kiosk.records.model import RecordsError, Trainee
from kiosk.records.progress import TraineeProgress
from kiosk.records.stats import Certification
from kiosk.rules.exams import ExamDefinition
from kiosk.ui.app.style import COLOURS
from kiosk.ui.screens.screen import Screen
from kiosk.ui.widgets.money import format_percent
from kiosk.ui.widgets.names import DRILL_ORDER, cell_name, drill_title
from kiosk.ui.widgets.plain_text import plain

ProgressSource = Callable[[Trainee], TraineeProgress]


class ProgressScreen(Screen):
    """`show_trainee(trainee)` reads their progress through `source` and shows it."""

    def __init__(
        self,
        source: ProgressSource,
        exam: ExamDefinition | None,
        parent: QWidget | None = None,
    ) -> None:
        from kiosk.ui.app.style import scaled
        from kiosk.ui.supervisor.area import area_style

        super().__init__(parent)
        self.setStyleSheet(scaled(area_style()))  # the tables of the supervisor's pages
        self.source = source
        self.exam = exam
        self.trainee: Trainee | None = None
        self.progress: TraineeProgress | None = None
        self.problem = ""
        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.name = QLabel(self)
        self.name.setProperty("role", "subtitle")
        plain(self.name)  # a name, as typed
        self.table = QTableWidget(0, 4, self)
        self.table.setProperty("role", "figures")
        self.table.setWordWrap(True)  # a long drill name wraps, never cut
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.weak_heading = QLabel(self)
        self.weak_heading.setProperty("role", "heading")
        self.weak = QLabel(self)
        self.weak.setProperty("role", "explanation")
        self.weak.setWordWrap(True)
        self.exam_heading = QLabel(self)
        self.exam_heading.setProperty("role", "heading")
        self.exam_text = QLabel(self)
        self.exam_text.setProperty("role", "explanation")
        self.exam_text.setWordWrap(True)
        top = QHBoxLayout()
        top.setSpacing(16)
        top.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignTop)
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.name)
        top.addLayout(titles, 1)
        side = QVBoxLayout()
        side.setSpacing(10)
        side.addWidget(self.weak_heading)
        side.addWidget(self.weak)
        side.addSpacing(16)
        side.addWidget(self.exam_heading)
        side.addWidget(self.exam_text)
        side.addStretch(1)
        body = QHBoxLayout()
        body.setSpacing(24)
        body.addWidget(self.table, 3)
        body.addLayout(side, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 28)
        layout.setSpacing(20)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.back_requested)

    def show_trainee(self, trainee: Trainee) -> None:
        self.trainee = trainee
        try:
            self.progress, self.problem = self.source(trainee), ""
        except (RecordsError, OSError) as exc:  # a records server away, say
            self.progress, self.problem = None, str(exc)
        self.retranslate()

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("← Back"))
        self.title.setText(self.tr("My progress"))
        self.name.setText(self.trainee.name if self.trainee is not None else "")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Drill"), self.tr("Answers"), self.tr("Right"), self.tr("Best in Speed")]
        )
        self.weak_heading.setText(self.tr("Missed most"))
        self.exam_heading.setText(self.tr("Certification"))
        self._fill()

    def _fill(self) -> None:
        progress = self.progress
        drills = progress.drills if progress is not None else {}
        self.table.setRowCount(len(DRILL_ORDER))
        for row, drill in enumerate(DRILL_ORDER):
            line = drills.get(drill.value)
            accuracy = line.accuracy if line is not None else None
            cells = [
                drill_title(drill),
                str(line.answers) if line is not None else "–",
                format_percent(accuracy) if accuracy is not None else "–",
                str(line.best_speed) if line is not None and line.best_speed is not None else "–",
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 2 and accuracy is not None:
                    item.setForeground(QColor(COLOURS.good if accuracy >= 0.9 else COLOURS.ink))
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        if progress is None:
            self.weak.setText(self.problem)
            self.exam_text.setText("")
            return
        if progress.weak:
            self.weak.setText(
                "\n".join(
                    self.tr("%1: %2 of %3 wrong")
                    .replace("%1", cell_name(c.banco_total, c.punto_third))
                    .replace("%2", str(c.errors))
                    .replace("%3", str(c.attempts))
                    for c in progress.weak
                )
            )
        else:
            self.weak.setText(self.tr("No tableau cell missed yet."))
        self.exam_text.setText(self._exam_words(progress))

    def _exam_words(self, progress: TraineeProgress) -> str:
        from kiosk.i18n import current_language

        if progress.certification is Certification.CERTIFIED:
            when = progress.certified_on
            pattern = "%d.%m.%Y" if current_language() == "de" else "%d %b %Y"
            day = when.astimezone().strftime(pattern) if when is not None else ""
            return self.tr("Certified: the exam was passed on %1.").replace("%1", day)
        lines = []
        if progress.certification is Certification.FAILED:
            lines.append(self.tr("The last exam was not passed."))
        else:
            lines.append(self.tr("No exam taken yet."))
        exam = self.exam
        if exam is not None:
            # drill titles may end in "?": a middle dot between them, never "?,"
            parts = " · ".join(
                f"{part.items} × {drill_title(DrillId(part.drill))}" for part in exam.parts
            )
            lines.append(
                self.tr("The exam %1: %2 items in %3 minutes, %4 right to pass (%5).")
                .replace("%1", exam.name.get(current_language()))
                .replace("%2", str(exam.items))
                .replace("%3", str(round(exam.time_limit_s / 60)))
                .replace("%4", format_percent(exam.pass_mark))
                .replace("%5", parts)
            )
            short = [
                drill_title(DrillId(part.drill))
                for part in exam.parts
                if (line := progress.drills.get(str(part.drill))) is None
                or (line.accuracy or 0) < exam.pass_mark
            ]
            if short:
                lines.append(
                    self.tr("Below the pass mark in practice: %1").replace("%1", " · ".join(short))
                )
            else:
                lines.append(self.tr("Your practice meets the pass mark in every part."))
        return "\n".join(lines)
