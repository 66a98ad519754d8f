"""Drill 4: deal a coup from the shoe, one decision at a time; errors are flagged at once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from kiosk.domain.judge import ErrorKind, Hand
from kiosk.drills.dealing import DealMove, DealState, DealTask
from kiosk.drills.task import Task
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.base import DrillPanel, answers_or_corrected
from kiosk.ui.widgets.answers import AnswerButtons, Choice, shortcut


class DealingPanel(DrillPanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.shoe_label = QLabel(self)
        self.shoe_label.setProperty("role", "hint")
        self.shoe_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.coup = self.coup_view()
        self.corrected_caption, self.corrected = self.corrected_coup()
        self.draws = AnswerButtons(self)
        self.calls = AnswerButtons(self)
        self.below = answers_or_corrected(
            self, [self.draws, self.calls], self.corrected_caption, self.corrected
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addWidget(self.shoe_label)
        layout.addWidget(self.coup, 1)
        layout.addWidget(self.below)
        self._connect_signals()
        self._set_choices()

    def _connect_signals(self) -> None:
        self.draws.chosen.connect(self.on_chosen)
        self.calls.chosen.connect(self.on_chosen)

    def _set_choices(self) -> None:
        task = self._task()
        state = task.state if task is not None else DealState.PUNTO_TURN
        draw = shortcut(self.tr("D", "shortcut key: Draw (for the hand whose turn it is)"))
        punto_key = draw if state is DealState.PUNTO_TURN else None
        banco_key = draw if state is DealState.BANCO_TURN else None
        self.draws.set_choices(
            [
                Choice(DealMove.DRAW_PUNTO, self.answer_text("draw-punto"), "punto", punto_key),
                Choice(DealMove.DRAW_BANCO, self.answer_text("draw-banco"), "banco", banco_key),
                Choice(
                    DealMove.STAND,
                    self.answer_text("stand"),
                    "",
                    shortcut(self.tr("S", "shortcut key: Stand")),
                ),
            ]
        )
        self.calls.set_choices(
            [
                Choice(
                    DealMove.CALL_PUNTO,
                    self.answer_text("call-punto"),
                    "",
                    shortcut(self.tr("P", "shortcut key: Punto wins")),
                ),
                Choice(
                    DealMove.CALL_BANCO,
                    self.answer_text("call-banco"),
                    "",
                    shortcut(self.tr("B", "shortcut key: Banco wins")),
                ),
                Choice(
                    DealMove.CALL_TIE,
                    self.answer_text("call-tie"),
                    "",
                    shortcut(self.tr("T", "shortcut key: Tie")),
                ),
            ]
        )

    def on_chosen(self, value: object) -> None:
        self.answered.emit(str(value))

    def _task(self) -> DealTask | None:
        return self.task if isinstance(self.task, DealTask) else None

    def draw_task(self) -> None:
        self._set_choices()
        task = self._task()
        if task is None:
            return
        marked_p: list[int] = []
        marked_b: list[int] = []
        punto, banco = task.punto, task.banco
        error = task.error
        dealt = task.dealt
        if error is not None and error.kind is ErrorKind.OVER_DRAW and dealt is not None:
            punto, banco = dealt.punto, dealt.banco  # show the card that should not be there
            (marked_p if error.hand is Hand.PUNTO else marked_b).append(2)
        remaining = task.shoe.remaining
        self.shoe_label.setText(self.tr("Shoe: %n card(s) left", "", remaining))
        # the totals only once the winner is called: calling it is the trainee's to do
        finished = task.state in (DealState.FLAGGED, DealState.DONE)
        self.coup.set_hands(punto, banco, self.revealed or finished, marked_p, marked_b)
        show_corrected = self.revealed and task.corrected is not None and error is not None
        self.below.setCurrentIndex(1 if show_corrected else 0)
        self.corrected_caption.setVisible(show_corrected)
        self.corrected.setVisible(show_corrected)
        if show_corrected and task.corrected is not None:
            self.corrected_caption.setText(self.tr("As it should have been dealt:"))
            self.corrected.set_hands(task.corrected.punto, task.corrected.banco, True)
        # both rows stay where they are all through the coup (disabled when not asked), so a
        # quick tap never lands on a button that moved into its place
        self.draws.set_enabled(task.state in (DealState.PUNTO_TURN, DealState.BANCO_TURN))

    def prompt(self) -> str:
        task = self._task()
        state = task.state if task is not None else DealState.PUNTO_TURN
        return {
            DealState.PUNTO_TURN: self.tr("Punto's turn: draw, stand, or call the winner?"),
            DealState.BANCO_TURN: self.tr("Banco's turn: draw, stand, or call the winner?"),
            DealState.CALL: self.tr("Both hands are complete: call the winner."),
            DealState.FLAGGED: (
                self.tr("Dealing error: the coup was stopped.")
                if task is not None and task.error is not None and task.error.hand is not None
                else self.tr("Wrong call: the coup is over.")
            ),
            DealState.DONE: self.tr("Dealt and called correctly."),
        }[state]

    def answer_text(self, value: str, task: Task | None = None) -> str:
        del task
        return {
            "draw-punto": self.tr("Draw punto"),
            "draw-banco": self.tr("Draw banco"),
            "stand": self.tr("Stand"),
            "call-punto": self.tr("Punto wins"),
            "call-banco": self.tr("Banco wins"),
            "call-tie": self.tr("Tie"),
        }.get(value, value)

    def mistake_name(self) -> str:
        task = self._task()
        error = task.error if task is not None else None
        if error is None or error.hand is None:
            return ""
        return {
            (ErrorKind.OVER_DRAW, Hand.PUNTO): self.tr("Punto over-drawn"),
            (ErrorKind.UNDER_DRAW, Hand.PUNTO): self.tr("Punto under-drawn"),
            (ErrorKind.OVER_DRAW, Hand.BANCO): self.tr("Banco over-drawn"),
            (ErrorKind.UNDER_DRAW, Hand.BANCO): self.tr("Banco under-drawn"),
        }.get((error.kind, error.hand), "")

    def answer_buttons(self) -> list[AnswerButtons]:
        return [self.draws, self.calls]

    def set_input_enabled(self, enabled: bool) -> None:
        task = self._task()
        turn = task is not None and task.state in (DealState.PUNTO_TURN, DealState.BANCO_TURN)
        self.draws.set_enabled(enabled and turn)
        self.calls.set_enabled(enabled)

    def handle_key(self, event: QKeyEvent) -> bool:
        """D draws for the hand whose turn it is, S stands, P/B/T call the winner (in English)."""
        return self.draws.handle_key(event) or self.calls.handle_key(event)
