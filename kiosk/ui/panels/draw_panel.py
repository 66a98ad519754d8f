"""Drills 2 and 3: punto's or banco's decision, shown on both hands as they lie."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from kiosk.drills.drawing import DrawAnswer, HandsPrompt
from kiosk.drills.task import DrillId, Task
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.base import ChoicePanel
from kiosk.ui.widgets.answers import AnswerButtons, Choice, shortcut


class DrawPanel(ChoicePanel):
    def __init__(self, context: AppContext, drill: DrillId, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.drill = drill
        self.coup = self.coup_view()
        self.buttons = AnswerButtons(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(18)
        layout.addWidget(self.coup, 1)
        layout.addWidget(self.buttons)
        self._connect_signals()
        self._set_choices()

    def _set_choices(self) -> None:
        draw = shortcut(self.tr("D", "shortcut key: Draw"))
        stand = shortcut(self.tr("S", "shortcut key: Stand"))
        natural = shortcut(self.tr("N", "shortcut key: No card: natural"))
        self.buttons.set_choices(
            [
                Choice(DrawAnswer.DRAW, self.answer_text("draw"), "", draw),
                Choice(DrawAnswer.STAND, self.answer_text("stand"), "", stand),
                Choice(DrawAnswer.NATURAL, self.answer_text("natural"), "", natural),
            ]
        )

    def draw_task(self) -> None:
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
