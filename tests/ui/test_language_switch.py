"""Switching the language on the start screen changes every text at once, even inside a drill."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from kiosk.drills.session import Mode
from kiosk.drills.task import DrillId
from kiosk.i18n import current_language
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.dev.demo import wrong_answer
from kiosk.ui.screens.screen import Screen
from kiosk.ui.widgets.money import format_money
from kiosk.ui.widgets.names import DRILL_ORDER

#: Texts that read the same in both languages: game words, numbers, names, key letters.
NEUTRAL = {"Punto", "Banco", "Deutsch", "English", "Hand", "CHF", "GBP"}


def _texts(root: QWidget) -> dict[int, str]:
    out = {}
    for widget in root.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel | QAbstractButton) and widget.text():
            out[id(widget)] = widget.text()
    return out


def _translatable(text: str) -> bool:
    """Whether the text has words that differ between the languages (not just game words)."""
    words = [w for w in text.replace("·", " ").split() if w not in NEUTRAL]
    return any(any(ch.isalpha() for ch in w) and len(w) > 1 for w in words)


@pytest.mark.slow
def test_language_switch_inside_a_drill_changes_every_text(
    qtbot, window: MainWindow, languages: LanguageSwitch
) -> None:  # type: ignore[no-untyped-def]
    for drill in DRILL_ORDER:
        window.start_drill(drill, Mode.PRACTICE)
        before = _texts(window)
        languages.set_language("de")
        after = _texts(window)
        unchanged = [
            before[key]
            for key in before
            if key in after and before[key] == after[key] and _translatable(before[key])
        ]
        assert unchanged == [], f"{drill}: still in English after the switch"
        languages.set_language("en")
        assert _texts(window) == before


def test_start_screen_language_buttons_switch_instantly(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start = window.start_screen
    window.go_home()
    qtbot.mouseClick(start.language_buttons["de"], Qt.MouseButton.LeftButton)
    assert current_language() == "de"
    assert start.subtitle.text() == "Punto-Banco-Croupierschulung"
    assert start.tiles[DrillId.TOTALS].title.text() == "Punktesumme"
    assert start.language_buttons["de"].isChecked()
    qtbot.mouseClick(start.language_buttons["en"], Qt.MouseButton.LeftButton)
    assert start.subtitle.text() == "Punto Banco croupier training"


@pytest.mark.slow
def test_money_follows_the_language(languages: LanguageSwitch) -> None:
    from decimal import Decimal

    languages.set_language("de")
    assert format_money(Decimal("1234.5"), "CHF") == "CHF\u00a01.234,50"
    languages.set_language("en")
    assert format_money(Decimal("1234.5"), "CHF") == "CHF\u00a01,234.50"
    assert format_money(Decimal("100"), "GBP") == "£100"


def test_qt_dialog_buttons_speak_german(languages: LanguageSwitch) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    languages.set_language("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"
    box.deleteLater()


@pytest.mark.slow
def test_the_window_title_and_a_shown_feedback_follow_a_switch(
    qtbot, window: MainWindow, languages: LanguageSwitch
) -> None:  # type: ignore[no-untyped-def]
    """The window and the screens hear of a switch from kiosk.ui.app.language.language_news."""
    languages.set_language("de")
    assert window.windowTitle() == "Punto-Banco-Schulung"
    languages.set_language("en")
    assert window.windowTitle() == "Punto Banco training"
    window.start_drill(DrillId.TOTALS, Mode.PRACTICE)
    screen = window.drill_screen
    assert screen.session is not None and screen.session.task is not None
    screen.on_answered(wrong_answer(screen.session.task))
    assert screen.feedback.isVisible()
    languages.set_language("de")
    assert not screen.feedback.isVisible()  # it was worded in English


def test_a_screen_gone_before_a_switch_is_left_out(qtbot, languages: LanguageSwitch) -> None:  # type: ignore[no-untyped-def]
    calls: list[str] = []

    class Counted(Screen):
        def retranslate(self) -> None:
            calls.append(current_language())

    kept, gone = Counted(), Counted()
    qtbot.addWidget(kept)
    gone.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    languages.set_language("de")
    assert calls == ["de"]  # the one still there; the other's connection went with it
