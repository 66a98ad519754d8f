"""Drill 5: a finished coup is shown; correct, or over-/under-drawn on which side?"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from kiosk.drills.misdeal import MisdealAnswer, MisdealPrompt
from kiosk.drills.task import Task
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.base import ChoicePanel
from kiosk.ui.widgets.answers import AnswerButtons, Choice, shortcut


class MisdealPanel(ChoicePanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.coup = self.coup_view()
        self.corrected_caption, self.corrected = self.corrected_coup()
        self.buttons = AnswerButtons(self, columns=3)
        # the coup as it should have been shows beside the coup after the answer, and the
        # answer buttons stay where they are, the chosen one marked
        corrected = QVBoxLayout()
        corrected.setSpacing(4)
        corrected.addWidget(self.corrected_caption)
        corrected.addWidget(self.corrected, 1)
        coups = QHBoxLayout()
        coups.setSpacing(18)
        coups.addWidget(self.coup, 1)
        coups.addLayout(corrected, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addLayout(coups, 1)
        layout.addWidget(self.buttons)
        self._connect_signals()
        self._set_choices()

    def _set_choices(self) -> None:
        correct = shortcut(self.tr("C", "shortcut key: Correct"))
        self.buttons.set_choices(
            [
                Choice(a, self.answer_text(a.value), role, key)
                for a, role, key in (
                    (MisdealAnswer.OVER_DRAW_PUNTO, "punto", None),
                    (MisdealAnswer.OVER_DRAW_BANCO, "banco", None),
                    (MisdealAnswer.CORRECT, "", correct),
                    (MisdealAnswer.UNDER_DRAW_PUNTO, "punto", None),
                    (MisdealAnswer.UNDER_DRAW_BANCO, "banco", None),
                )
            ]
        )

    def draw_task(self) -> None:
        self._set_choices()
        prompt = getattr(self.task, "prompt", None)
        if not isinstance(prompt, MisdealPrompt):
            return
        self.coup.set_hands(prompt.coup.punto, prompt.coup.banco, show_totals=self.revealed)
        show = self.revealed and prompt.corrected is not None
        self.corrected_caption.setVisible(show)
        self.corrected.setVisible(show)
        if show and prompt.corrected is not None:
            self.corrected_caption.setText(self.tr("As it should have been dealt:"))
            self.corrected.set_hands(prompt.corrected.punto, prompt.corrected.banco, True)

    def prompt(self) -> str:
        return self.tr("Was this coup dealt correctly?")

    def answer_text(self, value: str, task: Task | None = None) -> str:
        del task
        return {
            "correct": self.tr("Dealt correctly"),
            "over-draw-punto": self.tr("Punto over-drawn"),
            "under-draw-punto": self.tr("Punto under-drawn"),
            "over-draw-banco": self.tr("Banco over-drawn"),
            "under-draw-banco": self.tr("Banco under-drawn"),
        }.get(value, value)
