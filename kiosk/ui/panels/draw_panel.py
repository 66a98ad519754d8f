"""Drills 2 and 3: punto's or banco's decision, shown on both hands as they lie."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from kiosk.drills.drawing import DrawAnswer, HandsPrompt
from kiosk.drills.task import DrillId, Task
from kiosk.ui.context import AppContext
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.widgets.answers import AnswerButtons, Choice
from kiosk.ui.widgets.coup_view import CoupView


class DrawPanel(DrillPanel):
    def __init__(self, context: AppContext, drill: DrillId, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.drill = drill
        self.coup = CoupView(self)
        self.coup.set_four_colour(context.four_colour)
        self.buttons = AnswerButtons(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(18)
        layout.addWidget(self.coup, 1)
        layout.addWidget(self.buttons)
        self._connect_signals()
        self._set_choices()

    def _connect_signals(self) -> None:
        self.buttons.chosen.connect(self.on_chosen)

    def _set_choices(self) -> None:
        self.buttons.set_choices(
            [
                Choice(DrawAnswer.DRAW, self.answer_text("draw"), "primary", Qt.Key.Key_D),
                Choice(DrawAnswer.STAND, self.answer_text("stand"), "", Qt.Key.Key_S),
                Choice(DrawAnswer.NATURAL, self.answer_text("natural"), "", Qt.Key.Key_N),
            ]
        )

    def on_chosen(self, value: object) -> None:
        self.answered.emit(str(value))

    def render(self) -> None:
        self._set_choices()
        prompt = getattr(self.task, "prompt", None)
        if not isinstance(prompt, HandsPrompt):
            return
        self.coup.set_hands(prompt.punto, prompt.banco, show_totals=self.revealed)

    def prompt(self) -> str:
        if self.drill is DrillId.PUNTO:
            return self.tr("Punto: draw, stand, or no card because of a natural?")
        return self.tr("Banco: draw, stand, or no card because of a natural?")

    def answer_text(self, value: str, task: Task | None = None) -> str:
        del task
        return {
            "draw": self.tr("Draw"),
            "stand": self.tr("Stand"),
            "natural": self.tr("No card: natural"),
        }.get(value, value)

    def answer_buttons(self) -> list[AnswerButtons]:
        return [self.buttons]

    def set_input_enabled(self, enabled: bool) -> None:
        self.buttons.set_enabled(enabled)

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.buttons.handle_key(event)
