"""Drill 10: the coup as it stands when something goes wrong; the remedy, then the result or
the amount that stands. Bets lie as chips on the house's felt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from kiosk.domain.cards import Card, show_cards
from kiosk.domain.coup import Winner
from kiosk.drills.irregularities import IrregularityTask
from kiosk.drills.payouts import payout_text
from kiosk.drills.task import Task
from kiosk.rules.wording import remedy_name, winner_name
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.panels.payout_panel import amount_text
from kiosk.ui.widgets.answers import AnswerButtons, Choice, shortcut
from kiosk.ui.widgets.cards import HandView
from kiosk.ui.widgets.felt import Chip, ChipState, FeltView

# The felt's share of the height the coup and the felt take between them (the coup's is 1): its
# areas tall enough for a pile at the least size wherever the panel has the room.
FELT_SHARE = 4


class IrregularitiesPanel(DrillPanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.caption = QLabel(self)
        self.caption.setProperty("role", "heading")
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.coup = self.coup_view()
        for hand in self.coup.findChildren(HandView):  # smaller cards, not cut ones, when a
            hand.setMinimumHeight(72)  # long clause in the feedback takes the room
        self.felt = FeltView(context.ruleset, self)
        self.felt.set_formatters(context.number, context.ruleset.bet_name)
        self.felt.hide()
        self.shoe = QLabel(self)
        self.shoe.setProperty("role", "hint")
        self.shoe.setWordWrap(True)
        self.shoe.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.remedies = AnswerButtons(self, columns=3, compact=True)
        self.results = AnswerButtons(self, columns=3, compact=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(self.caption)
        layout.addWidget(self.coup, 1)
        layout.addWidget(self.felt, FELT_SHARE)
        layout.addWidget(self.shoe)
        layout.addWidget(self.remedies)
        layout.addWidget(self.results)
        self.remedies.chosen.connect(self.on_chosen)
        self.results.chosen.connect(self.on_chosen)
        self._set_choices()

    def on_chosen(self, value: object) -> None:
        self.answered.emit(str(value))

    def _task(self) -> IrregularityTask | None:
        return self.task if isinstance(self.task, IrregularityTask) else None

    def _set_choices(self) -> None:
        task = self._task()
        choices = task.choices if task is not None else ()
        self.remedies.set_choices(
            [
                Choice(remedy, remedy_name(remedy), "", shortcut(str(i)))
                for i, remedy in enumerate(choices, 1)
            ]
        )
        if task is not None and task.amounts:
            self.results.set_choices(
                [Choice(payout_text(a), self.context.money(a), "") for a in task.amounts]
            )
            return
        self.results.set_choices(
            [
                Choice(Winner.PUNTO, winner_name(Winner.PUNTO), "punto"),
                Choice(Winner.BANCO, winner_name(Winner.BANCO), "banco"),
                Choice(Winner.TIE, winner_name(Winner.TIE), "tie"),
            ]
        )

    def draw_task(self) -> None:
        self._set_choices()
        task = self._task()
        if task is None:
            return
        scene = task.scene
        self.caption.setText(task.caption)
        felt = scene.felt
        self.coup.set_hands(felt.punto if felt else (), felt.banco if felt else ())
        self.coup.setVisible(felt is not None or not scene.bets)
        self.felt.setVisible(bool(scene.bets))
        last = len(scene.bets) - 1  # the bet the irregularity is about was placed last
        self.felt.set_layout(
            (
                Chip(
                    i,
                    bet.box,
                    bet.bet,
                    bet.amount,
                    "",
                    ChipState.OFFERED if i == last else ChipState.OPEN,
                )
                for i, bet in enumerate(scene.bets)
            ),
            seated={bet.box for bet in scene.bets},
        )
        lines = []
        if scene.loose is not None:
            lines.append(self.tr("Card out of place: %1").replace("%1", show_cards([scene.loose])))
        if scene.following:
            lines.append(
                self.tr("Next in the shoe: %1").replace("%1", show_cards(scene.following[:6]))
            )
        self.shoe.setText("  ·  ".join(lines))  # the coup that counts is in the feedback
        self.results.setVisible(task.ruling.coup is not None or bool(task.amounts))

    def prompt(self) -> str:
        task = self._task()
        if task is not None and task.asks_result:
            return self.tr("Remedy right. Which result counts?")
        if task is not None and task.asks_amount:
            return self.tr("Remedy right. What stands on the layout?")
        return self.tr("What is the house's remedy?")

    def answer_text(self, value: str, task: Task | None = None) -> str:
        del task
        try:
            return remedy_name(value)
        except ValueError:
            pass
        try:
            return winner_name(value)
        except ValueError:
            pass
        return amount_text(self.context, value) or value

    def describe(self, task: Task) -> str:
        return task.caption if isinstance(task, IrregularityTask) else ""

    def review_cards(self, task: Task) -> tuple[tuple[Card, ...], ...]:
        felt = task.scene.felt if isinstance(task, IrregularityTask) else None
        return (felt.punto, felt.banco) if felt is not None else ()

    def answer_buttons(self) -> list[AnswerButtons]:
        return [self.remedies, self.results]

    def set_input_enabled(self, enabled: bool) -> None:
        task = self._task()
        second = task is not None and (task.asks_result or task.asks_amount)
        self.remedies.set_enabled(enabled and not second)
        self.results.set_enabled(enabled and second)

    def handle_key(self, event: QKeyEvent) -> bool:
        """1, 2, 3 … pick a remedy."""
        return self.remedies.handle_key(event)
