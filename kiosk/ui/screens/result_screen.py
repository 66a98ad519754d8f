"""The end of a session: score, accuracy, median answer time, and every mistake explained."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from kiosk.drills.session import Mistake, Mode, SessionResult
from kiosk.drills.task import DrillId
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.screens.screen import Screen
from kiosk.ui.widgets.cards import HandView
from kiosk.ui.widgets.names import drill_title, mode_title


class Stat(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "panel")
        self.value = QLabel(self)
        self.value.setProperty("role", "big-number")
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption = QLabel(self)
        self.caption.setProperty("role", "stat-caption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)


class MistakeRow(QFrame):
    """One mistake: the item's cards, what was given, what was right, and why."""

    def __init__(
        self, mistake: Mistake, panel: DrillPanel | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.mistake = mistake
        self.panel = panel
        self.setProperty("role", "panel")
        self.number = QLabel(self)
        self.number.setProperty("role", "heading")
        self.hands: list[HandView] = []
        cards = panel.review_cards(mistake.task) if panel is not None else ()
        self.answers = QLabel(self)
        self.answers.setProperty("role", "prompt")
        self.answers.setWordWrap(True)
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        self.explanation.setProperty("role", "explanation")
        self.asked = QLabel(self)
        self.asked.setProperty("role", "explanation")
        self.asked.setWordWrap(True)
        left = QVBoxLayout()
        left.addWidget(self.number)
        row = QHBoxLayout()
        # "Punto" / "Banco" over the two hands of a coup (a single hand needs no name).
        self.hand_names: list[QLabel] = []
        for i, hand in enumerate(cards):
            column = QVBoxLayout()
            column.setSpacing(2)
            if len(cards) == 2:
                name = QLabel(self)
                name.setProperty("role", "hand-punto" if i == 0 else "hand-banco")
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.hand_names.append(name)
                column.addWidget(name)
            view = HandView(self)
            view.set_cards(hand, slots=3)
            view.setFixedSize(200, 110)
            self.hands.append(view)
            column.addWidget(view)
            row.addLayout(column)
        left.addLayout(row)
        left.addStretch(1)
        text = QVBoxLayout()
        text.addWidget(self.asked)
        text.addWidget(self.answers)
        text.addWidget(self.explanation)
        text.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(18)
        layout.addLayout(left)
        layout.addLayout(text, 1)
        self.retranslate()

    def retranslate(self) -> None:
        step = self.mistake.step
        panel, task = self.panel, self.mistake.task

        def say(value: str) -> str:
            return panel.answer_text(value, task) if panel is not None else value

        self.number.setText(self.tr("Item %1").replace("%1", str(self.mistake.item + 1)))
        for name, text in zip(self.hand_names, (self.tr("Punto"), self.tr("Banco")), strict=False):
            name.setText(text)
        if step.given == step.expected:  # the right move at the wrong moment (the order)
            self.answers.setText(
                self.tr("Your answer: %1 · right, but not yet: see the order below").replace(
                    "%1", say(step.given)
                )
            )
        else:
            self.answers.setText(
                self.tr("Your answer: %1 · Right: %2")
                .replace("%1", say(step.given))
                .replace("%2", say(step.expected))
            )
        self.explanation.setText(self.mistake.explanation)
        asked = panel.describe(task) if panel is not None else ""
        self.asked.setText(asked)
        self.asked.setVisible(bool(asked))


class ResultScreen(Screen):
    again_requested = Signal(object, object)  # DrillId, Mode
    home_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: SessionResult | None = None
        self.drill = DrillId.TOTALS
        self.panel: DrillPanel | None = None
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "subtitle")
        self.subtitle.setWordWrap(True)
        self.score = Stat(self)
        self.accuracy = Stat(self)
        self.median = Stat(self)
        self.mistakes_heading = QLabel(self)
        self.mistakes_heading.setProperty("role", "heading")
        self.mistakes_box = QWidget()
        self.mistakes_layout = QVBoxLayout(self.mistakes_box)
        self.mistakes_layout.setContentsMargins(0, 0, 8, 0)
        self.mistakes_layout.setSpacing(10)
        self.rows: list[MistakeRow] = []
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.mistakes_box)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.again_button = QPushButton(self)
        self.again_button.setProperty("role", "primary")
        self.home_button = QPushButton(self)
        for button in (self.again_button, self.home_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        stats = QHBoxLayout()
        stats.setSpacing(18)
        for stat in (self.score, self.accuracy, self.median):
            stats.addWidget(stat)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.home_button)
        buttons.addWidget(self.again_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(16)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addLayout(stats)
        layout.addWidget(self.mistakes_heading)
        layout.addWidget(self.scroll_area, 1)
        layout.addLayout(buttons)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.again_button.clicked.connect(self.on_again)
        self.home_button.clicked.connect(self.home_requested)

    def show_result(
        self,
        drill: DrillId,
        result: SessionResult,
        panel: DrillPanel | None,
        panels: Mapping[DrillId, DrillPanel] | None = None,
    ) -> None:
        """`panels`: each drill's panel, for a session mixed across drills (Due today)."""
        self.drill = drill
        self.result = result
        self.panel = panel
        for row in self.rows:
            self.mistakes_layout.removeWidget(row)
            row.deleteLater()
        self.rows = []
        stretch = self.mistakes_layout.takeAt(0)
        del stretch
        for mistake in result.mistakes:
            own = (panels or {}).get(mistake.task.drill, panel)
            row = MistakeRow(mistake, own, self.mistakes_box)
            self.rows.append(row)
            self.mistakes_layout.addWidget(row)
        self.mistakes_layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.again_button.setText(self.tr("Again"))
        self.home_button.setText(self.tr("Start screen"))
        self.title.setText(self.tr("Session result"))
        result = self.result
        if result is None:
            return
        locale = QLocale()
        sub = (
            self.tr("%1 · %2")
            .replace("%1", drill_title(self.drill))
            .replace("%2", mode_title(result.mode))
        )
        if result.timed_out:
            sub = self.tr("%1 · time is up").replace("%1", sub)
        self.subtitle.setText(sub)
        total = result.planned if result.mode is Mode.EXAM and result.planned else result.items
        self.score.value.setText(f"{result.score} / {total}")
        self.score.caption.setText(self.tr("Score"))
        self.accuracy.value.setText(
            self.tr("%1 %").replace("%1", locale.toString(round(result.accuracy * 100)))
        )
        self.accuracy.caption.setText(self.tr("Accuracy"))
        if result.median_ms is None:
            self.median.value.setText("–")
        else:
            self.median.value.setText(
                self.tr("%1 s").replace("%1", locale.toString(result.median_ms / 1000, "f", 1))
            )
        self.median.caption.setText(self.tr("Median answer time"))
        count = len(result.mistakes)
        unanswered = max(0, (result.planned or 0) - result.items)
        if result.items == 0:
            heading = self.tr("Nothing was answered.")
        elif count:
            heading = self.tr("%n mistake(s)", "", count)
        elif unanswered:
            heading = self.tr("No mistakes in the items answered.")
        else:
            heading = self.tr("No mistakes. Well dealt!")
        if unanswered:
            heading += "  " + self.tr(
                "%n item(s) not answered: they count as wrong.", "", unanswered
            )
        self.mistakes_heading.setText(heading)
        for row in self.rows:
            row.retranslate()

    def on_again(self) -> None:
        if self.result is not None:
            self.again_requested.emit(self.drill, self.result.mode)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.home_requested.emit()
            return
        super().keyPressEvent(event)
