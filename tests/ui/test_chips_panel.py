"""Pay with chips on the screen: a payout built by taps on the tray, by chips dragged onto the
payout, by digit keys; chips taken back; feedback beside the trainee's chips."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent

from kiosk.domain.chips import Denomination
from kiosk.drills.chips import ChipsTask
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import find_ruleset
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import LEAST_SIZE
from kiosk.ui.panels.chips_panel import ChipsPanel
from kiosk.ui.widgets.chips import CHIP_MIME, chip_mime
from tests.ui.conftest import make_context


def start(window: MainWindow) -> tuple[ChipsPanel, ChipsTask]:
    window.start_drill(DrillId.CHIPS, Mode.PRACTICE)
    panel = window.drill_screen.panel
    assert isinstance(panel, ChipsPanel)
    session = window.drill_screen.session
    assert session is not None and isinstance(session.task, ChipsTask)
    return panel, session.task


def tap_tray(qtbot, panel: ChipsPanel, value: Decimal) -> None:  # type: ignore[no-untyped-def]
    rect = panel.tray.cell_rect(value)
    assert rect is not None
    qtbot.mouseClick(panel.tray, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())


def drop(panel: ChipsPanel, data: QMimeData) -> None:
    """What a chip dragged from the tray does when it is let go over the payout."""
    target = panel.payout
    event = QDropEvent(
        QPointF(target.width() / 2, target.height() / 2),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    target.dropEvent(event)


@pytest.mark.slow
def test_a_payout_built_by_taps_and_pushed(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel, task = start(window)
    want = task.step.chips
    pushed: list[object] = []
    panel.answered.connect(pushed.append)
    # one chip too many, taken back by tapping its column on the payout
    extra = max(want)
    tap_tray(qtbot, panel, extra)
    for value, n in want.items():
        for _ in range(n):
            tap_tray(qtbot, panel, value)
    assert sum(panel.built) == sum(v * n for v, n in want.items()) + extra
    column = panel.payout.column_rect(extra)
    assert column is not None
    qtbot.mouseClick(panel.payout, Qt.MouseButton.LeftButton, pos=column.center().toPoint())
    assert panel.payout.stack == want
    qtbot.mouseClick(panel.push_button, Qt.MouseButton.LeftButton)
    assert pushed == [want]
    session = window.drill_screen.session
    assert session is not None
    if session.state is SessionState.FEEDBACK:  # one step: the feedback shows both payouts
        assert task.correct
        assert panel.correct.isVisible() and panel.correct.stack == want
        assert panel.payout.stack == want


@pytest.mark.slow
def test_a_payout_built_by_drags_and_digit_keys(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel, task = start(window)
    want = task.step.chips
    values = window.context.ruleset.chip_set.values
    for value, n in want.items():
        for _ in range(n):
            drop(panel, chip_mime(value))
    assert panel.payout.stack == want
    # what is not a chip of this house, or not in the float, is not taken
    foreign = QMimeData()
    foreign.setData(CHIP_MIME, b"not a number")
    drop(panel, foreign)
    drop(panel, chip_mime(Decimal("3.33")))
    text = QMimeData()
    text.setText("100")
    drop(panel, text)
    assert panel.payout.stack == want
    # a digit adds the n-th chip, Backspace takes it back, Delete takes all back
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_1)
    assert panel.built[-1] == values[0]
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_Backspace)
    assert panel.payout.stack == want
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_Delete)
    assert panel.built == []
    for value, n in want.items():
        panel.built += [value] * n
    pushed: list[object] = []
    panel.answered.connect(pushed.append)
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_Return)
    assert pushed == [want]


@pytest.mark.slow
def test_no_more_chips_than_the_float_holds(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel, task = start(window)
    value = window.context.ruleset.chip_set.values[0]
    held = task.tray.get(value, 0)
    for _ in range(held + 3):
        drop(panel, chip_mime(value))
    assert panel.built.count(value) == held


@pytest.mark.slow
def test_a_wrong_payout_shows_the_right_chips_beside_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel, task = start(window)
    want = task.step.chips
    short = dict(want)
    short[max(short)] -= 1
    for value, n in short.items():
        panel.built += [value] * n
    panel.on_push()
    assert not task.correct
    assert panel.correct.isVisible() and panel.correct.stack == want
    feedback = window.drill_screen.feedback.text()
    assert "Right answer" in feedback and "\u00a0×\u00a0" in feedback
    # taps after the feedback change nothing
    tap_tray(qtbot, panel, max(want))
    assert panel.payout.stack == {v: n for v, n in short.items() if n}


@pytest.mark.slow
def test_the_feedback_shows_the_chips_as_given(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel, task = start(window)
    want = task.step.chips
    short = dict(want)
    short[max(short)] -= 1
    window.drill_screen.on_answered(short)  # given without a tap, as a script would
    assert panel.payout.stack == {v: n for v, n in short.items() if n}


@pytest.mark.slow
def test_a_house_with_24_chips_and_plaques_is_drawn_and_played(qtbot, clock) -> None:  # type: ignore[no-untyped-def]
    """The most chips a ruleset may list, long labels and plaques: the tray and the stacks are
    painted at the least window size, digits beyond the ninth chip do nothing."""

    base = find_ruleset("bern")
    values = [Decimal(v) for v in ("0.5", "1", "2", "2.5", "5", "10", "20", "25", "50", "100")]
    values += [Decimal(v) for v in ("200", "250", "500", "1000", "2000", "2500", "5000")]
    values += [Decimal(v) for v in ("10000", "20000", "25000", "50000", "100000", "250000")]
    values += [Decimal("500000")]
    chips = tuple(
        Denomination(
            v, "#202020" if i % 2 else "#f0f0f0", "#ff0000", "LONGNAME"[: 1 + i % 8], v >= 1000
        )
        for i, v in enumerate(values)
    )
    ruleset = replace(base, chips=tuple(values), denominations=chips)
    window = MainWindow(make_context(ruleset, clock))
    qtbot.addWidget(window)
    window.resize(*LEAST_SIZE)
    window.show()
    panel, task = start(window)
    assert len(ruleset.chip_set.values) == 24
    for value, n in task.step.chips.items():
        panel.built += [value] * n
    panel.on_push()
    assert not window.drill_screen.panel.grab().isNull()
    window.drill_screen.on_next()
    before = list(panel.built)
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_0)
    assert panel.built == before


@pytest.mark.slow
def test_the_float_gives_the_pushed_chips_once(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel, task = start(window)
    before = task.tray
    want = task.step.chips
    short = dict(want)
    short[max(short)] -= 1
    for value, n in short.items():
        panel.built += [value] * n
    panel.on_push()
    assert window.drill_screen.session.state is SessionState.FEEDBACK  # type: ignore[union-attr]
    shown = panel.tray._float
    assert shown == {v: n - short.get(v, 0) for v, n in before.items()}
    assert all(n >= 0 for n in shown.values())


def test_the_chips_of_an_answer_are_written_as_the_house_writes_numbers(qtbot, clock) -> None:  # type: ignore[no-untyped-def]
    """A Swiss house: «1 × 1'000», as the explanation beside it writes the same chips."""
    panel = ChipsPanel(make_context(find_ruleset("bern"), clock))
    qtbot.addWidget(panel)
    assert (
        panel.answer_text("1x1000+2x25") == "1\u00a0×\u00a01'000, 2\u00a0×\u00a025 (CHF\u00a01'050)"
    )
