"""My progress: the signed-in trainee's own figures, reached from the start screen.

One bar per drill: the last answers right against the exam's pass mark (the line across the
bar) and the pace against the skill's target time, and whether the skill is mastered
(kiosk.drills.schedule.Standing); one line saying whether the trainee is ready for the exam, or
their weakest item; the tableau cells missed most, and what the next certification needs: the
house's exam (its parts and pass mark) and whether the trainee has passed it.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.ids import DrillId, ItemKey
from kiosk.drills.learning import readiness
from kiosk.i18n import current_language
from kiosk.records import (
    Certification,
    RecordStore,
    Trainee,
    TraineeProgress,
    trainee_progress,
    utc_now,
)
from kiosk.rules.exams import ExamDefinition
from kiosk.ui.app.jobs import Job, JobControl, run_in_background
from kiosk.ui.app.style import COLOURS, scaled
from kiosk.ui.screens.screen import Screen
from kiosk.ui.supervisor.area import area_style
from kiosk.ui.widgets.money import format_number, format_percent
from kiosk.ui.widgets.names import DRILL_ORDER, cell_name, drill_title
from kiosk.ui.widgets.plain_text import plain

if TYPE_CHECKING:
    from kiosk.drills.schedule import Standing
    from kiosk.rules.model import Ruleset

ProgressSource = Callable[[Trainee, ExamDefinition | None], TraineeProgress]


def read_progress(store: RecordStore, ruleset: Ruleset) -> ProgressSource:
    """A trainee's progress read from `store`, with their readiness for the exam in the house
    `ruleset` (run off the UI thread)."""
    return lambda trainee, exam: store.read(
        lambda r: trainee_progress(
            r, trainee.id, lambda reviews: readiness(reviews, ruleset, exam, utc_now())
        )
    )


class MarkBar(QWidget):
    """A bar filled to `share` (None: empty) with a line across it at `mark`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.share: float | None = None
        self.mark = 0.9
        self.setMinimumWidth(160)

    def set_values(self, share: float | None, mark: float) -> None:
        self.share, self.mark = share, mark
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(240, 26)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(1, 4, -1, -4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(box, 6, 6)
        if self.share is not None:
            fill = QRectF(box)
            fill.setWidth(box.width() * max(0.0, min(1.0, self.share)))
            good = self.share >= self.mark
            painter.setBrush(QColor(COLOURS.good if good else COLOURS.gold))
            painter.drawRoundedRect(fill, 6, 6)
        x = box.left() + box.width() * self.mark
        painter.setPen(QPen(QColor(COLOURS.ink), 3))
        painter.drawLine(int(x), int(box.top()) - 3, int(x), int(box.bottom()) + 3)
        painter.end()


class ProgressScreen(Screen):
    """`show_trainee(trainee)` reads their progress through `source(trainee, exam)` off the UI
    thread and shows it; `read_exam`, when given, reads the exam there too until it is found
    (a room's registered exam) instead of `exam`."""

    def __init__(
        self,
        source: ProgressSource,
        exam: ExamDefinition | None,
        parent: QWidget | None = None,
        read_exam: Callable[[], ExamDefinition | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setStyleSheet(scaled(area_style()))  # the tables of the supervisor's pages
        self.source = source
        self.exam = exam
        self.read_exam = read_exam
        self.reading: Job | None = None
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
        self.ready = QLabel(self)
        self.ready.setProperty("role", "status")
        self.ready.setWordWrap(True)
        self.bars = QWidget(self)
        grid = QGridLayout(self.bars)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(8)
        self.rows: dict[DrillId, tuple[QLabel, MarkBar, QLabel]] = {}
        for row, drill in enumerate(DRILL_ORDER):
            name = QLabel(self.bars)
            name.setProperty("role", "explanation")
            name.setWordWrap(True)
            bar = MarkBar(self.bars)
            figures = QLabel(self.bars)
            figures.setProperty("role", "hint")
            figures.setWordWrap(True)
            grid.addWidget(name, row, 0)
            grid.addWidget(bar, row, 1)
            grid.addWidget(figures, row, 2)
            self.rows[drill] = (name, bar, figures)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 4)
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
        left = QVBoxLayout()
        left.setSpacing(12)
        left.addWidget(self.ready)
        left.addWidget(self.bars)
        left.addStretch(1)
        body.addLayout(left, 3)
        body.addLayout(side, 2)
        # on a short screen the page scrolls rather than cut a long certification text
        content = QWidget(self)
        content.setLayout(body)
        body.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 28)
        layout.setSpacing(20)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.back_requested)

    def show_trainee(self, trainee: Trainee) -> None:
        """Read the trainee's progress off the UI thread; the screen says so meanwhile."""
        if self.reading is not None:
            self.reading.cancel()
        self.trainee, self.progress, self.problem = trainee, None, ""
        source, read_exam, exam = self.source, self.read_exam, self.exam

        def work(control: JobControl) -> tuple[ExamDefinition | None, TraineeProgress]:
            del control
            found = read_exam() if read_exam is not None else exam
            return found, source(trainee, found)

        def done(result: tuple[ExamDefinition | None, TraineeProgress]) -> None:
            self.reading = None
            self.exam, self.progress = result
            if self.exam is not None:
                self.read_exam = None  # found: not read again
            self.retranslate()

        def failed(error: Exception) -> None:
            self.reading, self.problem = None, str(error)  # a records server away, say
            self.retranslate()

        self.reading = run_in_background(work, owner=self, on_success=done, on_failure=failed)
        self.retranslate()

    @property
    def busy(self) -> bool:
        """Whether the progress is being read."""
        return self.reading is not None

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("← Back"))
        self.title.setText(self.tr("My progress"))
        self.name.setText(self.trainee.name if self.trainee is not None else "")
        self.weak_heading.setText(self.tr("Missed most"))
        self.exam_heading.setText(self.tr("Certification"))
        self._fill()
        if self.reading is not None:  # nothing known yet, not even what is not practised
            self.ready.setText(self.tr("Reading your records …"))
            for _, _, figures in self.rows.values():
                figures.clear()

    def _fill(self) -> None:
        progress = self.progress
        drills = progress.drills if progress is not None else {}
        ready = progress.readiness if progress is not None else None
        skills = ready.skills if ready is not None else {}
        mark = self.exam.pass_mark if self.exam is not None else 0.9
        for drill, (name, bar, figures) in self.rows.items():
            name.setText(drill_title(drill))
            skill = skills.get(drill.value)
            line = drills.get(drill.value)
            share = skill.accuracy if skill is not None else None
            if share is None and line is not None:
                share = line.accuracy
            bar.set_values(share, mark)
            figures.setText(self._figures(skill, share, mark))
        self.ready.setText(self._ready_words(progress))
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

    def _figures(self, skill: Standing | None, share: float | None, mark: float) -> str:
        """A drill's figures beside its bar: right against the mark, pace against the target."""
        if share is None:
            return self.tr("Not practised yet")
        words = [
            self.tr("%1 right (mark %2)")
            .replace("%1", format_percent(share))
            .replace("%2", format_percent(mark))
        ]
        if skill is not None and skill.median_s is not None:
            words.append(
                self.tr("%1 s per answer (target %2 s)")
                .replace("%1", format_number(Decimal(str(round(skill.median_s, 1))), places=1))
                .replace("%2", format_number(Decimal(str(skill.target_s))))
            )
        if skill is not None and skill.mastered:
            words.append(self.tr("mastered"))
        return " · ".join(words)

    def _ready_words(self, progress: TraineeProgress | None) -> str:
        """ "Exam: ready", or "Not yet — weakest: …" naming the weakest item."""
        ready = progress.readiness if progress is not None else None
        if ready is None or not ready.skills:
            return ""
        if ready.exam_ready(self.exam):
            return self.tr("Exam: ready")
        if ready.weakest is None:
            return self.tr("Not yet")
        return self.tr("Not yet — weakest: %1").replace("%1", self._item_words(*ready.weakest))

    def _item_words(self, drill: str, key: str) -> str:
        """An item in words: a tableau cell as the heat map names it, else the drill's words."""
        parts = ItemKey(key).parts
        if ItemKey(key).kind == "banco" and len(parts) == 2 and parts[0].isdigit():
            third = parts[1].removeprefix("third=")
            return cell_name(int(parts[0]), int(third) if third.isdigit() else None)
        ready = self.progress.readiness if self.progress is not None else None
        skill = ready.skills.get(drill) if ready is not None else None
        if ready is None or skill is None or not skill.recent:
            return drill_title(DrillId(drill))  # a drill not practised yet: its name says it
        return f"{drill_title(DrillId(drill))}: {ready.weakest_name}"

    def _exam_words(self, progress: TraineeProgress) -> str:
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
