"""Touch and keyboard: keys D/S/N, P/B/T, digits and Enter on the keypad, the locale's separator."""

from __future__ import annotations

from decimal import Decimal

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from kiosk.drills.drawing import DrawTask
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import TAP
from kiosk.ui.widgets.keypad import Keypad
from kiosk.ui.widgets.money import parse_amount


def test_draw_and_stand_keys(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.PUNTO, Mode.PRACTICE)
    session = window.drill_screen.session
    assert session is not None and isinstance(session.task, DrawTask)
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_S)
    assert session.records[-1].given == "stand"
    assert session.state is SessionState.FEEDBACK
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_Return)  # next item
    assert session.state is SessionState.QUESTION
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_D)
    assert session.records[-1].given == "draw"


@pytest.mark.slow
def test_call_keys_in_the_dealing_drill(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.DEALING, Mode.SPEED)
    session = window.drill_screen.session
    assert session is not None
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_T)
    assert session.records[-1].given == "call-tie"
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_D)
    assert session.records[-1].given in ("draw-punto", "draw-banco")


@pytest.mark.slow
def test_digit_keys_answer_totals(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.TOTALS, Mode.EXAM)
    session = window.drill_screen.session
    assert session is not None
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_7)
    assert session.records[-1].given == "7"


def test_keypad_takes_digits_separator_backspace_enter(qtbot, languages: LanguageSwitch) -> None:  # type: ignore[no-untyped-def]
    languages.set_language("de")
    pad = Keypad()
    qtbot.addWidget(pad)
    assert pad.separator_button.text() == ","
    got: list[Decimal] = []
    pad.submitted.connect(got.append)
    qtbot.keyClicks(pad, "12.55")  # a keyboard's "." becomes the locale's ","
    assert pad.text() == "12,55"
    qtbot.keyClick(pad, Qt.Key.Key_Backspace)
    qtbot.keyClick(pad, Qt.Key.Key_Enter)
    assert got == [Decimal("12.5")]
    pad.clear()
    for digit in "950":
        pad.digit_buttons[digit].click()
    pad.separator_button.click()
    pad.digit_buttons["5"].click()
    pad.enter_button.click()
    assert got[-1] == Decimal("950.5")
    languages.set_language("en")
    assert pad.separator_button.text() == "."
    assert pad.text() == "950.5"


def test_parse_amount_is_strict(languages: LanguageSwitch) -> None:
    languages.set_language("de")
    assert parse_amount("1,5") == Decimal("1.5")
    assert parse_amount("1,5,0") is None
    assert parse_amount("") is None
    languages.set_language("en")
    assert parse_amount("19.05") == Decimal("19.05")


@pytest.mark.slow
def test_payout_by_keypad(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.PAYOUTS, Mode.PRACTICE)
    session = window.drill_screen.session
    assert session is not None
    for key in "45":
        qtbot.keyClick(window.drill_screen, getattr(Qt.Key, f"Key_{key}"))
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_Return)
    assert session.records[-1].given == "45"


@pytest.mark.slow
def test_tap_targets_are_large(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for drill in (DrillId.TOTALS, DrillId.MISDEAL, DrillId.ACCEPTANCE, DrillId.PAYOUTS):
        window.start_drill(drill, Mode.PRACTICE)
        buttons = [b for b in window.findChildren(QPushButton) if b.isVisible()]
        assert buttons
        small = [b.text() for b in buttons if min(b.width(), b.height()) < TAP - 8]
        assert small == []


@pytest.mark.slow
def test_an_over_draw_shows_the_wrong_card_and_the_corrected_coup(
    qtbot, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    from kiosk.drills.dealing import DealMove, DealTask
    from kiosk.ui.panels.dealing_panel import DealingPanel

    window.start_drill(DrillId.DEALING, Mode.PRACTICE)
    screen = window.drill_screen
    session = screen.session
    assert session is not None
    for _ in range(50):  # deal until punto must not draw
        task = session.task
        assert isinstance(task, DealTask)
        if task.solution() is not DealMove.DRAW_PUNTO:
            break
        screen.on_answered(DealMove.CALL_TIE.value)
        screen.on_next()
    screen.on_answered(DealMove.DRAW_PUNTO.value)
    panel = screen.panel
    assert isinstance(panel, DealingPanel)
    assert session.state is SessionState.FEEDBACK
    assert len(panel.coup.punto.hand.cards()) == 3
    assert panel.coup.punto.hand._marked == frozenset({2})
    assert panel.corrected.isVisible()
    assert screen.feedback.text().startswith("Punto over-drawn. Right answer:")
