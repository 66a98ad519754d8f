"""Drill 6: a bet, its stake and a finished coup; enter the payout on the keypad."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.domain.money import decimal_separator
from kiosk.drills.payouts import Payout, PayoutPrompt
from kiosk.drills.task import Task
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.widgets.keypad import Keypad


def amount_text(context: AppContext, value: str) -> str | None:
    """A recorded amount ("19.05", "0") in the UI's money format; None if it is no amount."""
    try:
        return context.money(Decimal(value))
    except InvalidOperation:
        return None


class PayoutPanel(DrillPanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.coup = self.coup_view()
        self.coup.set_fanned(True)  # the cards take the height beside the decision
        self.bet_box = QFrame(self)
        self.bet_box.setProperty("role", "panel")
        self.bet_label = QLabel(self.bet_box)
        self.bet_label.setProperty("role", "stat-caption")
        self.bet_value = QLabel(self.bet_box)
        self.bet_value.setProperty("role", "big-number")
        self.bet_value.setWordWrap(True)
        self.stake_label = QLabel(self.bet_box)
        self.stake_label.setProperty("role", "stat-caption")
        self.stake_value = QLabel(self.bet_box)
        self.stake_value.setProperty("role", "big-number")
        info = QHBoxLayout(self.bet_box)
        info.setContentsMargins(20, 12, 20, 12)
        for caption, value in (
            (self.bet_label, self.bet_value),
            (self.stake_label, self.stake_value),
        ):
            column = QVBoxLayout()
            column.addWidget(caption)
            column.addWidget(value)
            info.addLayout(column, 1)
        self.keypad = Keypad(self, separator=decimal_separator(context.ruleset.locale))
        self.stand_off_button = QPushButton(self)
        self.stand_off_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        left = QVBoxLayout()
        left.setSpacing(14)
        left.addWidget(self.coup, 1)
        left.addWidget(self.bet_box)
        right = QVBoxLayout()
        right.setSpacing(12)
        right.addWidget(self.keypad, 1)  # the keys take the height there is
        right.addWidget(self.stand_off_button)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(28)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.keypad.submitted.connect(self.on_amount)
        self.stand_off_button.clicked.connect(self.on_stand_off)

    def on_amount(self, amount: Decimal) -> None:
        self.answered.emit(amount)

    def on_stand_off(self) -> None:
        self.answered.emit(Payout.STAND_OFF.value)

    def draw_task(self) -> None:
        self.bet_label.setText(self.tr("Bet"))
        self.stake_label.setText(self.tr("Stake"))
        self.stand_off_button.setText(self.tr("Stand-off: the stake stays"))
        prompt = getattr(self.task, "prompt", None)
        if not isinstance(prompt, PayoutPrompt):
            return
        if not self.revealed:
            self.keypad.clear()
        self.coup.set_hands(prompt.coup.punto, prompt.coup.banco, show_totals=True)
        self.bet_value.setText(self.context.ruleset.bet_name(prompt.bet))
        self.stake_value.setText(self.context.money(prompt.stake))

    def prompt(self) -> str:
        return self.tr(
            "What is paid beside the stake? 0 if the bet loses; on a stand-off, the stand-off key."
        )

    def describe(self, task: Task) -> str:
        prompt = getattr(task, "prompt", None)
        if not isinstance(prompt, PayoutPrompt):
            return ""
        return (
            self.tr("%1 · stake %2")
            .replace("%1", self.context.ruleset.bet_name(prompt.bet))
            .replace("%2", self.context.money(prompt.stake))
        )

    def answer_text(self, value: str, task: Task | None = None) -> str:
        del task
        if value == Payout.STAND_OFF.value:
            return self.tr("stand-off")
        return amount_text(self.context, value) or value

    def set_input_enabled(self, enabled: bool) -> None:
        self.keypad.setEnabled(enabled)
        self.stand_off_button.setEnabled(enabled)

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.keypad.handle_key(event)
