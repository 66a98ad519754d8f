"""Irregularities at a kiosk's size: however long the house's clause quoted in the feedback, the
coup on the felt, the bets' chips, the shoe's next cards and the answers each keep a place of their
own."""

from __future__ import annotations

import itertools

import pytest

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import find_ruleset
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import apply_look, scale_for
from kiosk.ui.dev.demo import wrong_answer
from kiosk.ui.panels.irregularities_panel import IrregularitiesPanel
from kiosk.ui.widgets.cards import HandView
from tests.ui.conftest import make_context

pytestmark = pytest.mark.slow


def _rect(window: MainWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_felt_is_never_covered_after_a_wrong_remedy(
    qtbot, qapp: QApplication, languages: LanguageSwitch
) -> None:  # type: ignore[no-untyped-def]
    """UK house (its clauses are quoted whole), German, 1024 × 768 in its compact look: twenty
    wrong remedies."""
    languages.set_language("de")
    apply_look(qapp, scale_for(1024, 768))
    try:
        window = MainWindow(make_context(find_ruleset("uk-2000"), ManualClock()))
        qtbot.addWidget(window)
        window.resize(1024, 768)
        window.show()
        window.start_drill(DrillId.IRREGULARITIES, Mode.PRACTICE)
        screen = window.drill_screen
        panel = screen.panel
        assert isinstance(panel, IrregularitiesPanel)
        for _ in range(20):
            session = screen.session
            assert session is not None and session.task is not None
            screen.on_answered(wrong_answer(session.task))
            QApplication.processEvents()
            assert session.state is SessionState.FEEDBACK
            parts = [panel.shoe, panel.remedies, screen.feedback]
            parts += [w for w in (panel.coup, panel.felt, panel.results) if w.isVisible()]
            assert panel.coup.isVisible() or panel.felt.isVisible()
            for a, b in itertools.combinations(parts, 2):
                assert not _rect(window, a).intersects(_rect(window, b)), (a, b)
            felt = _rect(window, panel.coup)
            for hand in (
                panel.coup.findChildren(HandView) if panel.coup.isVisible() else ()
            ):  # whole, not cut by the felt's edge
                assert felt.contains(_rect(window, hand)), (felt, _rect(window, hand))
            screen.on_next()
    finally:
        apply_look(qapp)
