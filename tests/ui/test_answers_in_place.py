"""The answer buttons stay where they are: after an answer they show the chosen one, and from
item to item they never move (a quick tap never lands on a button that moved)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from kiosk.drills.misdeal import MisdealTask
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import apply_look, scale_for
from kiosk.ui.panels.misdeal_panel import MisdealPanel
from kiosk.ui.panels.totals_panel import TotalsPanel

pytestmark = pytest.mark.slow


def test_spot_the_misdeal_keeps_the_answers_with_the_chosen_one(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.MISDEAL, Mode.PRACTICE)
    screen = window.drill_screen
    panel = screen.panel
    assert isinstance(panel, MisdealPanel)
    for _ in range(40):
        task = screen.session.task  # type: ignore[union-attr]
        assert isinstance(task, MisdealTask)
        if task.prompt.corrected is not None:
            break
        screen.on_answered(task.solution())
        screen.on_next()
    else:
        raise AssertionError("no misdealt coup in 40 items")
    screen.on_answered("correct")  # wrong: the coup was misdealt
    assert screen.session.state is SessionState.FEEDBACK  # type: ignore[union-attr]
    assert panel.corrected.isVisible()
    buttons = zip(panel.buttons.choices(), panel.buttons.buttons, strict=True)
    verdicts = {str(choice.value): button.property("verdict") for choice, button in buttons}
    assert all(b.isVisible() for b in panel.buttons.buttons)
    assert verdicts["correct"] == "wrong" and "right" in verdicts.values()


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)])
def test_totals_answers_do_not_move_from_the_first_item_on(
    qtbot, window: MainWindow, size: tuple[int, int], mode: Mode
) -> None:  # type: ignore[no-untyped-def]
    """At each size in its own look: a ringed answer is as tall as a plain one."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_look(app, scale_for(*size))
    window.resize(*size)
    window.start_drill(DrillId.TOTALS, mode)
    screen = window.drill_screen
    panel = screen.panel
    assert isinstance(panel, TotalsPanel)
    seen = []
    for wrong in (True, False, True):
        window.show()
        QApplication.processEvents()
        seen.append(panel.buttons.buttons[0].mapTo(window, QPoint(0, 0)))
        right = screen.session.task.solution()  # type: ignore[union-attr]
        # a wrong answer: the feedback quotes the rule, three lines at 1024 x 768
        screen.on_answered((right + 1) % 10 if wrong else right)
        QApplication.processEvents()
        seen.append(panel.buttons.buttons[0].mapTo(window, QPoint(0, 0)))
        screen.on_next()
    assert len(set(seen)) == 1, seen
