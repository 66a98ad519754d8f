"""Drill 7: settle the table bet by bet: tap a bet, then collect it or enter what is paid.

In a house that marks commission the seats' commission boxes lie along the dealer's edge of the
felt: tap a box, enter the commission and Enter marks it; enter the box's total and Collect
collects it."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QPropertyAnimation, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.domain.chips import commission_is_marked
from kiosk.domain.money import decimal_separator
from kiosk.domain.settlement import StepKind
from kiosk.drills.table import DONE, BoxAction, BoxMove, LeaveMove, SettleMove, TableTask
from kiosk.drills.task import Task
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.style import look_scale, scaled
from kiosk.ui.panels.base import DrillPanel
from kiosk.ui.panels.payout_panel import amount_text
from kiosk.ui.widgets.answers import key_label, shortcut
from kiosk.ui.widgets.felt import BoxMarks, Chip, ChipState, SettlementFelt
from kiosk.ui.widgets.keypad import Keypad

SLIDE_MS = 150  # the sheet slides up and down in this long
NO_LIMIT = 16777215  # Qt's largest widget size (QWIDGETSIZE_MAX)


def chips_of(task: TableTask, selected: int | None = None) -> list[Chip]:
    """The layout's chips with what has been settled so far."""
    done = {i: s.kind for i, s in task.steps_by_wager.items() if i in task.settled}
    chips = []
    for index, wager in enumerate(task.prompt.wagers):
        state = ChipState.SELECTED if index == selected else ChipState.OPEN
        paid = None
        if index in task.left:
            state = ChipState.STANDING_OFF
        elif done.get(index) is StepKind.COLLECT:
            state = ChipState.COLLECTED
        elif done.get(index) is StepKind.PAY:
            state = ChipState.PAID
            paid = task.steps_by_wager[index].amount
        tag = wager.player.removeprefix("box ") if wager.box is None else ""
        chips.append(Chip(index, wager.box, wager.bet, wager.stake, tag, state, paid=paid))
    return chips


def boxes_of(task: TableTask, selected: int | None = None) -> list[BoxMarks] | None:
    """The seats' commission boxes as the trainee has marked them (None: the house marks none)."""
    if not any(commission_is_marked(bet) for bet in task.ruleset.bets):
        return None
    due = set(task.due)
    return [
        BoxMarks(
            seat,
            tuple(task.marks.get(seat, ())),
            due=seat in due and seat not in task.collected,
            selected=seat == selected,
            collected=seat in task.collected,
        )
        for seat in range(1, task.ruleset.table.boxes + 1)
    ]


class TablePanel(DrillPanel):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.selected: int | None = None
        self.box_selected: int | None = None  # a seat's commission box, tapped
        self._steps_seen = 0
        self.coup = self.coup_view()
        self.coup.set_fanned(True)  # the cards take the height beside the decision
        self._coup_height = round(190 * look_scale())  # larger cards on a large screen
        self.coup.setFixedHeight(self._coup_height)
        self.felt = SettlementFelt(context.ruleset, self)
        self.felt.set_formatters(context.number, lambda b: context.ruleset.bet_name(b))
        # the bottom sheet: what is chosen, the amount and the keys, and what else is done with
        # the tapped bet (collect it, or leave a stand-off); up only while a bet or a box is
        # tapped, so the felt has the panel's whole width and, between bets, its height
        self.sheet = QFrame(self)
        self.sheet.setProperty("role", "panel")  # framed as a panel
        self.selection = QLabel(self.sheet)
        self.selection.setProperty("role", "status")
        self.selection.setWordWrap(True)
        self.collect_button = QPushButton(self.sheet)
        self.collect_button.setProperty("role", "banco")
        self.collect_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a tie leaves punto and banco bets standing: the answer for them
        self.leave_button = QPushButton(self.sheet)
        self.leave_button.setProperty("role", "nav")
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        policy = self.leave_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # a box tapped: Collect keeps its place
        self.leave_button.setSizePolicy(policy)
        self.keypad = Keypad(
            self.sheet, separator=decimal_separator(context.ruleset.locale), wide=True
        )
        # one row of key height for what is chosen and Collect, one for the amount and Leave
        self.sheet.setStyleSheet(scaled("QPushButton { padding: 4px 14px; min-height: 40px; }"))
        sheet = QGridLayout(self.sheet)
        sheet.setContentsMargins(12, 8, 12, 8)
        sheet.setHorizontalSpacing(14)
        sheet.setVerticalSpacing(6)
        sheet.addWidget(self.selection, 0, 0)
        sheet.addWidget(self.keypad.display, 1, 0)
        sheet.addWidget(self.keypad, 0, 1, 2, 1)
        sheet.addWidget(self.collect_button, 0, 2)
        sheet.addWidget(self.leave_button, 1, 2)
        sheet.setColumnStretch(0, 2)
        sheet.setColumnStretch(1, 3)  # the keys grow on a large screen
        self.sheet.hide()
        # up from the bottom edge and down again, its height growing and shrinking; at once
        # where nothing is drawn on a screen (offscreen: the tests and screenshots)
        self.slide_ms = 0 if QGuiApplication.platformName() == "offscreen" else SLIDE_MS
        self._slide = QPropertyAnimation(self.sheet, b"maximumHeight", self)
        self._slide.finished.connect(self._slid)
        self.sheet_up = False  # shown, or on its way up
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(self.coup, 1)
        layout.addWidget(self.felt, 4)
        layout.addWidget(self.sheet)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.felt.chip_clicked.connect(self.on_chip_clicked)
        self.felt.commission_box_clicked.connect(self.on_commission_box_clicked)
        self.collect_button.clicked.connect(self.on_collect)
        self.leave_button.clicked.connect(self.on_leave)
        self.keypad.submitted.connect(self.on_pay)

    def _task(self) -> TableTask | None:
        return self.task if isinstance(self.task, TableTask) else None

    def show_task(self, task: Task) -> None:
        self.selected = None
        self.box_selected = None
        super().show_task(task)

    def on_chip_clicked(self, index: int) -> None:
        task = self._task()
        if (
            task is None
            or index in (*task.settled, *task.left)
            or not self.collect_button.isEnabled()
        ):
            return
        self.selected = index
        self.box_selected = None
        self.keypad.clear()
        self.draw_task()

    def on_commission_box_clicked(self, seat: int) -> None:
        if self._task() is None or not self.collect_button.isEnabled():
            return
        self.box_selected = seat
        self.selected = None
        self.keypad.clear()
        self.draw_task()

    def on_collect(self) -> None:
        if self.box_selected is not None:
            amount = self.keypad.value()
            if amount is None:
                self.selection.setText(self.tr("Enter the box's total, then collect it."))
                return
            self.answered.emit(BoxMove(self.box_selected, BoxAction.COLLECT, amount))
        elif self.selected is not None:
            self.answered.emit(SettleMove(self.selected, StepKind.COLLECT))

    def on_leave(self) -> None:
        if self.selected is not None and self.box_selected is None:
            self.answered.emit(LeaveMove(self.selected))

    def on_pay(self, amount: Decimal) -> None:
        if self.box_selected is not None:
            self.answered.emit(BoxMove(self.box_selected, BoxAction.MARK, amount))
        elif self.selected is not None:
            self.answered.emit(SettleMove(self.selected, StepKind.PAY, amount))

    def draw_task(self) -> None:
        self.collect_button.setText(key_label(self.tr("Collect"), self._collect_key()))
        self.leave_button.setText(key_label(self.tr("Leave it (stand-off)"), self._leave_key()))
        task = self._task()
        if task is None:
            return
        coup = task.prompt.coup
        self.coup.set_hands(coup.punto, coup.banco, show_totals=True)
        if self.selected in (*task.settled, *task.left):
            self.selected = None
        if self.box_selected is not None and len(task.steps) != self._steps_seen:
            self.box_selected = None  # a box input was graded: the box is let go
        self._steps_seen = len(task.steps)
        self.felt.set_layout(chips_of(task, self.selected))
        self.felt.set_commission_boxes(boxes_of(task, self.box_selected))
        self.felt.set_commission_caption(self.tr("Commission boxes"))
        if self.box_selected is not None:
            self.selection.setText(self._box_text(task, self.box_selected))
        elif self.selected is None:
            self.selection.setText(self.tr("Tap a bet on the layout."))
        else:
            self.selection.setText(self._wager_text(task, self.selected))
        # the sheet up: the cards give it their height, the hands' totals stay over the felt,
        # so the felt keeps room for its piles in every area
        choosing = self.selected is not None or self.box_selected is not None
        for hand in (self.coup.punto.hand, self.coup.banco.hand):
            hand.setVisible(not choosing)
        captions = self.coup.punto.caption.sizeHint().height()
        self.coup.setFixedHeight(captions if choosing else self._coup_height)
        self._slide_sheet(choosing)
        self.leave_button.setVisible(self.selected is not None)
        # a box tapped: marking it is the primary action (the keypad's Enter), collecting the
        # box a quiet one
        marking = self.box_selected is not None
        if marking:
            self.keypad.enter_button.setText(self.tr("Mark"))
        else:
            self.keypad.retranslate()
        role = "nav" if marking else "banco"
        if self.collect_button.property("role") != role:
            self.collect_button.setProperty("role", role)
            self.collect_button.style().unpolish(self.collect_button)
            self.collect_button.style().polish(self.collect_button)

    def _slide_sheet(self, up: bool) -> None:
        sheet = self.sheet
        if up == self.sheet_up:
            return  # there, or on its way there
        self.sheet_up = up
        self._slide.stop()
        if self.slide_ms <= 0 or not self.isVisible():
            sheet.setMaximumHeight(NO_LIMIT)
            sheet.setVisible(up)
            return
        if up and sheet.isHidden():
            sheet.setMaximumHeight(0)
            sheet.show()
        now = sheet.maximumHeight()  # part of the way (a slide turned back), or all of it
        self._slide.setDuration(self.slide_ms)
        self._slide.setStartValue(now if now < NO_LIMIT else sheet.height())
        self._slide.setEndValue(sheet.sizeHint().height() if up else 0)
        self._slide.start()

    def _slid(self) -> None:
        """Up: the sheet sized by the layout again; down: gone."""
        if not self.sheet_up:
            self.sheet.hide()
        self.sheet.setMaximumHeight(NO_LIMIT)

    def _wager_text(self, task: TableTask, index: int) -> str:
        wager = task.prompt.wagers[index]
        where = wager.box if wager.box is not None else wager.player.removeprefix("box ")
        return (
            self.tr("Box %1 · %2 · %3")
            .replace("%1", str(where))
            .replace("%2", self.context.ruleset.bet_name(wager.bet))
            .replace("%3", self.context.money(wager.stake))
        )

    def _box_text(self, task: TableTask, seat: int) -> str:
        marks = task.marks.get(seat, [])
        held = " + ".join(self.context.number(m) for m in marks) if marks else self.tr("empty")
        return self.tr("Commission box %1: %2").replace("%1", str(seat)).replace("%2", held)

    def prompt(self) -> str:
        task = self._task()
        if task is not None and boxes_of(task) is not None:
            if task.prompt.shoe_end:
                return self.tr(
                    "Last coup of the shoe: settle it, marking each banco commission, "
                    "then collect every commission box."
                )
            if task.prompt.leaving:
                seats = ", ".join(str(seat) for seat in sorted(task.prompt.leaving))
                return self.tr(
                    "Settle the table, marking each banco commission; the player at box %1 "
                    "leaves after this coup."
                ).replace("%1", seats)
            return self.tr(
                "Settle the table in the house's order, marking each banco commission in the "
                "seat's commission box."
            )
        return self.tr("Settle the table in the house's order: tap a bet, then collect or pay it.")

    def answer_text(self, value: str, task: Task | None = None) -> str:
        task = task if isinstance(task, TableTask) else self._task()
        words = value.split()
        if value == "leave" or (words and words[0] == "leave"):
            return self.tr("leave it (stand-off)")
        if value == DONE:
            return self.tr("nothing more: the coup is settled")
        if len(words) == 3 and words[0] in ("mark-box", "collect-box") and words[1].isdigit():
            amount = amount_text(self.context, words[2]) or "?"
            text = (
                self.tr("mark %1 in box %2's commission box")
                if words[0] == "mark-box"
                else self.tr("collect %1 from box %2's commission box")
            )
            return text.replace("%1", amount).replace("%2", words[1])
        if task is None or len(words) < 2 or not words[1].startswith("#"):
            return value
        index = int(words[1][1:])
        if not 0 <= index < len(task.prompt.wagers):
            return value
        wager = self._wager_text(task, index)
        if words[0] == "collect":
            return self.tr("collect %1").replace("%1", wager)
        paid = amount_text(self.context, words[2]) if len(words) > 2 else None
        return self.tr("pay %1 on %2").replace("%1", paid or "?").replace("%2", wager)

    def set_input_enabled(self, enabled: bool) -> None:
        self.keypad.setEnabled(enabled)
        self.collect_button.setEnabled(enabled)
        self.leave_button.setEnabled(enabled)

    def _collect_key(self) -> Qt.Key | None:
        return shortcut(self.tr("C", "shortcut key: Collect"))

    def _leave_key(self) -> Qt.Key | None:
        return shortcut(self.tr("L", "shortcut key: Leave it (stand-off)"))

    def handle_key(self, event: QKeyEvent) -> bool:
        key = self._collect_key()
        chosen = self.selected is not None or self.box_selected is not None
        if key is not None and event.key() == key and chosen:
            self.on_collect()
            return True
        leave = self._leave_key()
        if leave is not None and event.key() == leave and self.selected is not None:
            self.on_leave()
            return True
        return chosen and self.keypad.handle_key(event)
