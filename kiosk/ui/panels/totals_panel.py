"""Drill 1: the cards of one hand; tap its point total."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from kiosk.domain.cards import hand_total
from kiosk.drills.totals import TotalsPrompt
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.base import ChoicePanel
from kiosk.ui.widgets.answers import AnswerButtons, Choice
from kiosk.ui.widgets.cards import HandView


class TotalsPanel(ChoicePanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.caption = QLabel(self)
        self.caption.setProperty("role", "hand-plain")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hand = HandView(self)
        self.hand.four_colour = context.four_colour
        self.hand.centred = True
        self.buttons = AnswerButtons(self, columns=10)
        self.buttons.set_choices(
            [Choice(n, str(n), "", Qt.Key(Qt.Key.Key_0 + n)) for n in range(10)]
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(16)
        layout.addWidget(self.caption)
        layout.addWidget(self.hand, 1)
        layout.addWidget(self.buttons)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.buttons.chosen.connect(self.answered)

    def render(self) -> None:
        prompt = getattr(self.task, "prompt", None)
        if not isinstance(prompt, TotalsPrompt):
            return
        self.hand.set_cards(prompt.cards, slots=3)
        if self.revealed:
            self.caption.setText(self.tr("Total: %1").replace("%1", str(hand_total(prompt.cards))))
        else:
            self.caption.setText(self.tr("Hand"))

    def prompt(self) -> str:
        return self.tr("What is the point total of this hand?")
