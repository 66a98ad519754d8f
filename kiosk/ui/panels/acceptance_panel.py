"""Drill 8: a player offers a bet at a table in a given state; take it, or name the rule."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from kiosk.domain.acceptance import Rule
from kiosk.drills.acceptance import ACCEPT, AcceptanceDrill, AcceptancePrompt
from kiosk.drills.task import Drill, Task
from kiosk.ui.app.context import AppContext
from kiosk.ui.panels.base import ChoicePanel
from kiosk.ui.widgets.answers import AnswerButtons, Choice, shortcut
from kiosk.ui.widgets.felt import Chip, ChipState, FeltView


class AcceptancePanel(ChoicePanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.choices: tuple[str, ...] = (ACCEPT,)
        self.felt = FeltView(context.ruleset, self)
        self.felt.set_formatters(context.number, lambda b: context.ruleset.bet_name(b))
        self.buttons = AnswerButtons(self, columns=3, compact=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(14)
        layout.addWidget(self.felt, 1)
        layout.addWidget(self.buttons)
        self._connect_signals()
        self._set_choices()

    def set_drill(self, drill: Drill) -> None:
        if isinstance(drill, AcceptanceDrill):
            self.choices = drill.choices()
            self._set_choices()

    def _set_choices(self) -> None:
        take = shortcut(self.tr("T", "shortcut key: Take the bet"))
        self.buttons.set_choices(
            [
                Choice(
                    c,
                    self.answer_text(c),
                    "",
                    take if c == ACCEPT else None,
                )
                for c in self.choices
            ]
        )

    def _prompt(self) -> AcceptancePrompt | None:
        prompt = getattr(self.task, "prompt", None)
        return prompt if isinstance(prompt, AcceptancePrompt) else None

    def draw_task(self) -> None:
        self._set_choices()
        prompt = self._prompt()
        if prompt is None:
            return
        chips = []
        for i, w in enumerate(prompt.state.wagers):
            box = prompt.state.box_of(w.player)
            tag = "S" if box is None else (str(box) if w.box is None else "")
            chips.append(Chip(i, w.box, w.bet, w.stake, tag))
        offered = prompt.wager
        chips.append(
            Chip(
                len(chips),
                offered.box,
                offered.bet,
                offered.stake,
                "S" if prompt.standing else "",
                ChipState.OFFERED,
            )
        )
        self.felt.set_layout(chips, seated=prompt.state.seated.keys())

    def prompt(self) -> str:
        return self.describe(self.task) if self.task is not None else ""

    def describe(self, task: Task) -> str:
        prompt = getattr(task, "prompt", None)
        if not isinstance(prompt, AcceptancePrompt):
            return ""
        wager = prompt.wager
        money = self.context.money(wager.stake)
        bet = self.context.ruleset.bet_name(wager.bet)
        if prompt.standing:
            if wager.box is None:
                text = self.tr("A standing player offers %1 on %2. May it be taken?")
            else:
                text = self.tr("A standing player offers %1 on %2 at box %3. May it be taken?")
        else:
            seat = prompt.state.box_of(wager.player)
            if wager.box is None or wager.box == seat:
                text = self.tr("The player at box %4 offers %1 on %2. May it be taken?")
            else:
                text = self.tr("The player at box %4 offers %1 on %2 at box %3. May it be taken?")
            text = text.replace("%4", str(seat))
        return text.replace("%1", money).replace("%2", bet).replace("%3", str(wager.box))

    def answer_text(self, value: str, task: Task | None = None) -> str:
        del task
        texts = {
            ACCEPT: self.tr("Take the bet"),
            Rule.BELOW_MINIMUM.value: self.tr("Below the minimum"),
            Rule.ABOVE_MAXIMUM.value: self.tr("Above the maximum"),
            Rule.CHIP_UNIT.value: self.tr("Not in chip units"),
            Rule.BOTH_SIDES.value: self.tr("Both punto and banco"),
            Rule.REQUIRES_ONE_OF.value: self.tr("Side bet without a main bet"),
            Rule.OWN_BOX_ONLY.value: self.tr("Not the player's own box"),
            Rule.STANDING_NOT_ALLOWED.value: self.tr("No standing players here"),
            Rule.STANDING_WHILE_BOX_FREE.value: self.tr("A seat is still free"),
            Rule.STANDING_ON_SEATED_BOX_ONLY.value: self.tr("Nobody seated at that box"),
            Rule.STANDING_FIELD_CLOSED.value: self.tr("Field closed to standing players"),
            Rule.STANDING_PER_BOX.value: self.tr("Too many standing at the box"),
            Rule.BOX_OVER_TABLE_MAXIMUM.value: self.tr("Box over table maximum"),
        }
        return texts.get(value, value)
