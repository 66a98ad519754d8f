"""Drill "Pay with chips": the winning bet as a stack of the house's chips; the trainee builds the
payout from the float (tap or drag a chip onto the payout, tap it there to take it back; digits
pick the n-th chip, Backspace takes the last one back, Delete all of them, Enter pushes)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.domain.chips import total
from kiosk.drills.chips import ChipItem, ChipsPrompt, ChipsTask, ChipStep, stack_of_text
from kiosk.drills.task import StepResult, Task
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.style import COLOURS
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.widgets.chips import ChipStacks, ChipTray


class ChipsPanel(DrillPanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        chips = context.ruleset.chip_set
        self.built: list[Decimal] = []  # the payout being built, chip by chip (last on top)
        self.coup = self.coup_view()
        self.coup.set_fanned(True)  # the cards take the height beside the decision
        self.bet_label = QLabel(self)
        self.bet_label.setProperty("role", "heading")
        self.bet_label.setWordWrap(True)
        self.stake = ChipStacks(chips, self)
        self.payout = ChipStacks(chips, self, accepts=True)
        self.correct = ChipStacks(chips, self)
        self.correct.hide()
        for stacks in (self.stake, self.payout, self.correct):
            stacks.set_money(context.money)
        self.tray = ChipTray(chips, self)
        self.push_button = QPushButton(self)
        self.push_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.push_button.setProperty("role", "primary")
        self.clear_button = QPushButton(self)
        self.clear_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        top = QHBoxLayout()
        top.setSpacing(18)
        left = QVBoxLayout()
        left.addWidget(self.coup, 3)
        left.addWidget(self.bet_label)
        top.addLayout(left, 3)
        piles = QHBoxLayout()
        piles.setSpacing(12)
        piles.addWidget(self.stake, 1)
        piles.addWidget(self.payout, 1)
        piles.addWidget(self.correct, 1)
        top.addLayout(piles, 5)
        buttons = QHBoxLayout()
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.push_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addLayout(top, 3)
        layout.addWidget(self.tray, 1)
        layout.addLayout(buttons)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.tray.chosen.connect(self.on_chip_added)
        self.payout.chip_dropped.connect(self.on_chip_added)
        self.payout.chip_tapped.connect(self.on_chip_taken_back)
        self.push_button.clicked.connect(self.on_push)
        self.clear_button.clicked.connect(self.on_clear)

    # -- input ----------------------------------------------------------------------------------

    def _left(self, value: Decimal) -> int:
        task = self.task
        tray = task.tray if isinstance(task, ChipsTask) else {}
        return tray.get(value, 0) - self.built.count(value)

    def on_chip_added(self, value: object) -> None:
        if not isinstance(value, Decimal) or self.revealed or not self.push_button.isEnabled():
            return
        if value in self.context.ruleset.chip_set.values and self._left(value) > 0:
            self.built.append(value)
            self._show_built()

    def on_chip_taken_back(self, value: object) -> None:
        if self.revealed or not isinstance(value, Decimal) or value not in self.built:
            return
        index = len(self.built) - 1 - self.built[::-1].index(value)
        del self.built[index]
        self._show_built()

    def on_clear(self) -> None:
        if not self.revealed:
            self.built.clear()
            self._show_built()

    def on_push(self) -> None:
        if self.revealed or not isinstance(self.task, ChipsTask):
            return
        stack: dict[Decimal, int] = {}
        for value in self.built:
            stack[value] = stack.get(value, 0) + 1
        self.answered.emit(stack)

    def handle_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.on_push()
            return True
        if key == Qt.Key.Key_Backspace and self.built:
            self.on_chip_taken_back(self.built[-1])
            return True
        if key == Qt.Key.Key_Delete:
            self.on_clear()
            return True
        text = event.text()
        if len(text) == 1 and text.isdigit() and text != "0":
            values = self.context.ruleset.chip_set.values
            n = int(text) - 1
            if n < len(values):
                self.on_chip_added(values[n])
                return True
        return False

    def set_input_enabled(self, enabled: bool) -> None:
        self.push_button.setEnabled(enabled)
        self.clear_button.setEnabled(enabled)
        self.tray.set_enabled(enabled)

    # -- showing --------------------------------------------------------------------------------

    def show_task(self, task: Task) -> None:
        self.built = []
        super().show_task(task)

    def reveal(self, result: StepResult | None) -> None:
        if result is not None:  # the chips as pushed, however they were given
            self.built = [
                value for value, n in sorted(stack_of_text(result.given).items()) for _ in range(n)
            ]
        super().reveal(result)
        if result is not None:
            self.payout.set_highlight(COLOURS.good if result.correct else COLOURS.bad)

    def _show_built(self) -> None:
        stack: dict[Decimal, int] = {}
        for value in self.built:
            stack[value] = stack.get(value, 0) + 1
        self.payout.set_stack(stack, self._payout_caption())
        task = self.task
        if isinstance(task, ChipsTask):
            # once pushed and graded, the task's float has given the chips already
            held = [] if self.revealed else self.built
            self.tray.set_float({v: n - held.count(v) for v, n in task.tray.items()})

    def _step(self) -> ChipStep:
        task = self.task
        if not isinstance(task, ChipsTask):
            return ChipStep.PAYOUT
        if self.revealed and task.steps:
            return task.expected[len(task.steps) - 1].step
        return task.step.step

    def _payout_caption(self) -> str:
        if self._step() is ChipStep.CHANGE:
            return self.tr("Change")
        prompt = getattr(self.task, "prompt", None)
        if isinstance(prompt, ChipsPrompt) and prompt.item is not ChipItem.PAY:
            return self.tr("Chips")
        return self.tr("Payout")

    def draw_task(self) -> None:
        self.push_button.setText(self.tr("Push (Enter)"))
        self.clear_button.setText(self.tr("Take all back"))
        task = self.task
        if not isinstance(task, ChipsTask):
            return
        prompt = task.prompt
        step = self._step()
        if prompt.coup is not None:
            self.coup.show()
            self.coup.set_hands(prompt.coup.punto, prompt.coup.banco, show_totals=True)
        else:
            self.coup.hide()
        if step is ChipStep.CHANGE:
            self.stake.set_stack(prompt.tendered, self.tr("The player hands"))
        elif prompt.item is ChipItem.BUY_IN:
            self.stake.set_stack({}, self.tr("Cash"), prompt.cash)
        elif prompt.item is ChipItem.COLOUR_UP:
            self.stake.set_stack(prompt.stake, self.tr("To colour up"))
        else:
            self.stake.set_stack(prompt.stake, self.tr("Stake"))
        self.bet_label.setText(self._heading(task))
        self.payout.set_highlight(None)
        self._show_built()
        if self.revealed and task.steps:
            want = task.expected[len(task.steps) - 1]
            self.correct.set_stack(want.chips, self.tr("Correct"))
            self.correct.show()
        else:
            self.correct.hide()

    def _heading(self, task: ChipsTask) -> str:
        prompt = task.prompt
        if prompt.item is ChipItem.BUY_IN:
            return self.tr("Buy-in: %1 in cash").replace("%1", self.context.money(prompt.cash))
        if prompt.item is ChipItem.COLOUR_UP:
            return self.tr("Colour up %1").replace("%1", self.context.money(total(prompt.stake)))
        name = self.context.ruleset.bet_name(prompt.bet or "")
        if self._step() is ChipStep.CHANGE and task.settlement is not None:
            return (
                self.tr("%1 · commission %2")
                .replace("%1", name)
                .replace("%2", self.context.money(task.settlement.commission))
            )
        return self.tr("%1 wins").replace("%1", name)

    def prompt(self) -> str:
        if self._step() is ChipStep.CHANGE:
            return self.tr("The player pays the commission: give the change from the float.")
        prompt = getattr(self.task, "prompt", None)
        if isinstance(prompt, ChipsPrompt) and prompt.item is not ChipItem.PAY:
            return self.tr("Give the amount in the fewest chips the float allows.")
        return self.tr("Build the payout from the float and push it.")

    def describe(self, task: Task) -> str:
        if not isinstance(task, ChipsTask):
            return ""
        return self._heading(task)

    def answer_text(self, value: str, task: Task | None = None) -> str:
        """`2x100+1x25` as `2 × 100, 1 × 25 (CHF 225)`."""
        del task
        stack = stack_of_text(value)
        if not stack and value != "0":
            return value
        parts = [
            f"{n}\u00a0×\u00a0{self.context.number(v)}"
            for v, n in sorted(stack.items(), reverse=True)
        ]
        amount = total(stack)
        if not parts:
            return self.context.money(amount)
        return f"{', '.join(parts)} ({self.context.money(amount)})"
