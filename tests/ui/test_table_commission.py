"""The commission box on the screen: a house that marks banco's commission shows each seat's box
on the felt; the trainee marks a commission and collects a box by taps, as the drill grades it."""

from __future__ import annotations

from decimal import Decimal

import pytest

from PySide6.QtCore import Qt

from kiosk.domain.bets import CommissionCollect, CommissionSettle
from kiosk.domain.settlement import StepKind
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.table import BoxAction, BoxMove, LeaveMove, SettleMove, TableTask
from kiosk.drills.task import DrillId, ErrorTag
from kiosk.rules.model import Ruleset
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.panels.table_panel import TablePanel
from tests.drills.houses import house

pytestmark = pytest.mark.slow


@pytest.fixture
def ruleset() -> Ruleset:
    return house("bern", CommissionCollect.FROM_PAYOUT, CommissionSettle.AT_SHOE_END)


def tap(qtbot, widget, point) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point.toPoint())


def type_amount(qtbot, panel: TablePanel, amount: Decimal) -> None:  # type: ignore[no-untyped-def]
    for ch in format(amount.normalize(), "f"):
        button = panel.keypad.separator_button if ch == "." else panel.keypad.digit_buttons[ch]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_by_taps(qtbot, panel: TablePanel, move: object) -> None:  # type: ignore[no-untyped-def]
    """Give `move` as a trainee does: tap the bet or the commission box, then the keys."""
    panel.felt.repaint()
    if isinstance(move, SettleMove):
        rect = panel.felt.chip_rect(move.wager)
        assert rect is not None
        tap(qtbot, panel.felt, rect.center())
        assert panel.selected == move.wager
        if move.kind is StepKind.COLLECT:
            qtbot.mouseClick(panel.collect_button, Qt.MouseButton.LeftButton)
        else:
            type_amount(qtbot, panel, move.amount)
            qtbot.mouseClick(panel.keypad.enter_button, Qt.MouseButton.LeftButton)
        return
    assert isinstance(move, BoxMove)
    rect = panel.felt.commission_rect(move.box)
    assert rect is not None
    tap(qtbot, panel.felt, rect.center())
    assert panel.box_selected == move.box and panel.keypad.isVisible()
    type_amount(qtbot, panel, move.amount)
    if move.action is BoxAction.MARK:
        qtbot.mouseClick(panel.keypad.enter_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(panel.collect_button, Qt.MouseButton.LeftButton)


@pytest.mark.slow  # an exam of nine coups settled tap by tap
def test_commission_marked_and_boxes_collected_by_taps(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.TABLE, Mode.EXAM, 9)
    panel = window.drill_screen.panel
    session = window.drill_screen.session
    assert isinstance(panel, TablePanel) and session is not None
    seen_boxes = False
    while session.state is SessionState.QUESTION:
        task = session.task
        assert isinstance(task, TableTask)
        boxes = panel.felt.commission_boxes()
        assert boxes is not None and len(boxes) == window.context.ruleset.table.boxes
        seen_boxes |= any(b.marks for b in boxes)
        while session.task is task and not task.done:
            play_by_taps(qtbot, panel, task.solution())
    keys = [r.key for r in session.records]
    assert all(r.correct for r in session.records), [r for r in session.records if not r.correct]
    assert "table:commission:mark" in keys and "table:commission:collect" in keys
    assert seen_boxes  # the marks stay in the boxes from coup to coup


def test_paying_on_without_marking_is_wrong_and_shown(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.TABLE, Mode.PRACTICE)
    panel = window.drill_screen.panel
    session = window.drill_screen.session
    assert isinstance(panel, TablePanel) and session is not None
    for _ in range(40):
        task = session.task
        assert isinstance(task, TableTask)
        while not task.done and task.to_mark is None:
            play_by_taps(qtbot, panel, task.solution())
        if task.to_mark is not None:
            break
        session.next()
    else:
        raise AssertionError("no banco win with commission in 40 coups")
    seat, commission = task.to_mark
    # the commission marked in another seat's box is the right box left unmarked
    other = seat % window.context.ruleset.table.boxes + 1
    play_by_taps(qtbot, panel, BoxMove(other, BoxAction.MARK, commission))
    assert session.state is SessionState.FEEDBACK
    step = task.steps[-1]
    assert not step.correct and step.tags == {ErrorTag.COMMISSION_BOX}
    expected = panel.answer_text(step.expected, task)
    assert str(seat) in expected and "commission box" in expected
    assert "commission box" in panel.answer_text(step.given, task)


def test_collect_without_an_amount_takes_nothing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.TABLE, Mode.PRACTICE)
    panel = window.drill_screen.panel
    assert isinstance(panel, TablePanel)
    given: list[object] = []
    panel.answered.connect(given.append)
    panel.felt.repaint()
    rect = panel.felt.commission_rect(1)
    assert rect is not None
    tap(qtbot, panel.felt, rect.center())
    assert panel.box_selected == 1 and panel.selected is None
    qtbot.mouseClick(panel.collect_button, Qt.MouseButton.LeftButton)
    assert given == [] and "total" in panel.selection.text()
    # a bet tapped lets the box go: Collect then collects the bet
    task = window.drill_screen.session.task  # type: ignore[union-attr]
    assert isinstance(task, TableTask)
    chip = panel.felt.chip_rect(0)
    assert chip is not None
    tap(qtbot, panel.felt, chip.center())
    assert panel.box_selected is None and panel.selected == 0
    qtbot.mouseClick(panel.collect_button, Qt.MouseButton.LeftButton)
    assert given == [SettleMove(0, StepKind.COLLECT)]


def test_a_house_that_takes_commission_at_once_has_no_boxes(qtbot, context, languages) -> None:  # type: ignore[no-untyped-def]
    from kiosk.rules.catalog import House, find_ruleset

    context.house = House.of(find_ruleset("bern"))
    win = MainWindow(context)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.start_drill(DrillId.TABLE, Mode.PRACTICE)
    panel = win.drill_screen.panel
    assert isinstance(panel, TablePanel)
    panel.felt.repaint()
    assert panel.felt.commission_boxes() is None and panel.felt.commission_rects() == []
    assert "commission" not in panel.prompt()


def test_a_stand_off_is_left_by_a_tap_or_its_key(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.TABLE, Mode.PRACTICE)
    panel = window.drill_screen.panel
    session = window.drill_screen.session
    assert isinstance(panel, TablePanel) and session is not None
    for _ in range(60):
        task = session.task
        assert isinstance(task, TableTask)
        if task.stand_offs:
            break
        while not task.done:
            window.drill_screen.on_answered(task.solution())
        window.drill_screen.on_next()
    else:
        raise AssertionError("no tie in 60 coups")
    given: list[object] = []
    panel.answered.connect(given.append)
    first, *others = sorted(task.stand_offs)
    panel.felt.repaint()
    rect = panel.felt.chip_rect(first)
    assert rect is not None
    tap(qtbot, panel.felt, rect.center())
    assert panel.leave_button.isVisible() and "stand-off" in panel.leave_button.text()
    qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
    assert given[-1] == LeaveMove(first)
    assert task.steps[-1].correct and first in task.left
    if others:
        panel.felt.repaint()
        rect = panel.felt.chip_rect(others[0])
        assert rect is not None
        tap(qtbot, panel.felt, rect.center())
        assert panel.selected == others[0]
        qtbot.keyClick(window.drill_screen, Qt.Key.Key_L)
        assert given[-1] == LeaveMove(others[0])


def test_a_box_tapped_makes_mark_the_primary_action_and_shows_amounts(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.TABLE, Mode.PRACTICE)
    panel = window.drill_screen.panel
    session = window.drill_screen.session
    assert isinstance(panel, TablePanel) and session is not None
    for _ in range(40):
        task = session.task
        assert isinstance(task, TableTask)
        while not task.done and task.to_mark is None:
            play_by_taps(qtbot, panel, task.solution())
        if task.to_mark is not None:
            break
        session.next()
    else:
        raise AssertionError("no banco win with commission in 40 coups")
    # the bets paid show their payout beside them; those collected have left the felt
    panel.felt.repaint()
    paid = [c for c in panel.felt.chips() if c.paid]
    gone = [c.index for c in panel.felt.chips() if c.paid is None and c.index in task.settled]
    assert all(panel.felt.chip_rect(i) is None for i in gone)
    assert all(panel.felt.chip_rect(c.index) is not None for c in paid)
    seat, commission = task.to_mark
    panel.felt.repaint()
    rect = panel.felt.commission_rect(seat)
    assert rect is not None
    tap(qtbot, panel.felt, rect.center())
    assert panel.keypad.enter_button.text() == "Mark"
    assert panel.collect_button.property("role") == "nav"  # not the red Collect
    type_amount(qtbot, panel, commission)
    qtbot.mouseClick(panel.keypad.enter_button, Qt.MouseButton.LeftButton)
    assert seat in task.marks
    panel.felt.repaint()
    texts = [text.text for text in panel.felt.painted_text()]
    assert "Commission boxes" in texts
    assert window.context.number(commission) in texts  # the mark shows its amount
