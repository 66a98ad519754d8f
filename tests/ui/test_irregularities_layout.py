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


@pytest.fixture
def irregularities_at_1024(qtbot, qapp: QApplication, languages: LanguageSwitch):  # type: ignore[no-untyped-def]
    """Opens a house's Irregularities drill in German at 1024 x 768 in its compact look; the
    look is restored after the test."""
    languages.set_language("de")
    apply_look(qapp, scale_for(1024, 768))

    def open_drill(house: str) -> MainWindow:
        window = MainWindow(make_context(find_ruleset(house), ManualClock()))
        qtbot.addWidget(window)
        window.resize(1024, 768)
        window.show()
        window.start_drill(DrillId.IRREGULARITIES, Mode.PRACTICE)
        return window

    yield open_drill
    apply_look(qapp)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_felt_is_never_covered_after_a_wrong_remedy(irregularities_at_1024) -> None:  # type: ignore[no-untyped-def]
    """UK house (its clauses are quoted whole), German, 1024 × 768 in its compact look: twenty
    wrong remedies."""
    window = irregularities_at_1024("uk-2000")
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


@pytest.mark.parametrize("house", ["castle-vaduz", "uk-2000"])
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_felt_uses_the_width_and_no_pile_covers_a_label(
    irregularities_at_1024, house: str
) -> None:  # type: ignore[no-untyped-def]
    """1024 × 768: every item with bets on the felt draws the table across the panel, and no
    chip pile lies over the name of a betting area."""
    ruleset = find_ruleset(house)
    window = irregularities_at_1024(house)
    screen = window.drill_screen
    panel = screen.panel
    assert isinstance(panel, IrregularitiesPanel)
    names = {ruleset.bet_name(bet.id) for bet in ruleset.bets}
    seen = 0
    for _ in range(30):
        QApplication.processEvents()
        if panel.felt.isVisible():
            seen += 1
            felt = panel.felt
            felt.grab()  # painted now, at its size
            boxes = felt.box_rects()
            assert boxes[-1].right() - boxes[0].left() > 0.85 * panel.width()
            labels = [t for t in felt.painted_text() if t.text in names]
            piles = [felt.chip_rect(chip.index) for chip in felt.chips()]
            assert labels and piles
            for label in labels:
                assert not label.cut, label
                for pile in piles:
                    assert pile is not None and not pile.intersects(label.placed), (
                        label.text,
                        pile,
                    )
        session = screen.session
        assert session is not None and session.task is not None
        screen.on_answered(wrong_answer(session.task))
        screen.on_next()
    assert seen >= 3


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_no_scroll_bar_stays_once_a_long_feedback_goes(irregularities_at_1024) -> None:  # type: ignore[no-untyped-def]
    """1024 × 768: a house rule quoted at length scrolls in the feedback's room; on the next item
    the room is empty, without a scroll bar."""
    window = irregularities_at_1024("schaanwald")
    screen = window.drill_screen
    bar = screen.feedback_room.verticalScrollBar()
    scrolled = 0
    for _ in range(8):
        session = screen.session
        assert session is not None and session.task is not None
        screen.on_answered(wrong_answer(session.task))
        QApplication.processEvents()
        scrolled += bar.isVisible()
        screen.on_next()
        QApplication.processEvents()
        assert not bar.isVisible()
    assert scrolled
