"""Shortcut letters follow the language: a German button shows and takes a German letter."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt

from kiosk.drills.session import Mode, SessionState
from kiosk.drills.table import TableTask
from kiosk.drills.task import DrillId
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.panels.table_panel import TablePanel
from kiosk.ui.widgets.answers import key_label, shortcut

# Every letter any drill shows, per language, in the order the buttons show them.
LETTERS = {
    "en": {
        DrillId.PUNTO: ["D", "S", "N"],
        DrillId.BANCO: ["D", "S", "N"],
        DrillId.DEALING: ["D", "S", "P", "B", "T"],
        DrillId.MISDEAL: ["C"],
        DrillId.ACCEPTANCE: ["T"],
    },
    "de": {
        DrillId.PUNTO: ["Z", "S", "N"],
        DrillId.BANCO: ["Z", "S", "N"],
        DrillId.DEALING: ["Z", "S", "P", "B", "E"],
        DrillId.MISDEAL: ["R"],
        DrillId.ACCEPTANCE: ["A"],
    },
}


def _shown_letters(window: MainWindow) -> list[str]:
    panel = window.drill_screen.panel
    assert panel is not None
    return [
        chr(choice.key)
        for buttons in panel.answer_buttons()
        for choice in buttons.choices()
        if choice.key is not None
    ]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("drill", list(LETTERS["en"]))
@pytest.mark.slow
def test_each_drill_shows_its_languages_letters_once(
    qtbot, window: MainWindow, languages: LanguageSwitch, lang: str, drill: DrillId
) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(lang)
    window.start_drill(drill, Mode.PRACTICE)
    letters = _shown_letters(window)
    assert letters == LETTERS[lang][drill]
    assert len(set(letters)) == len(letters)
    panel = window.drill_screen.panel
    assert panel is not None
    labels = [b.text() for row in panel.answer_buttons() for b in row.buttons]
    for letter in letters:
        assert sum(label.endswith(f"  [{letter}]") for label in labels) >= 1, labels
    for buttons in panel.answer_buttons():
        for choice in buttons.choices():
            if choice.key is not None:  # a word of the label starts with it: "Richtig gegeben  [R]"
                initials = {word[0].upper() for word in choice.text.split()}
                assert chr(choice.key) in initials, choice.label()
    other = "de" if lang == "en" else "en"
    foreign = set(LETTERS[other][drill]) - set(LETTERS[lang][drill])
    assert not [label for label in labels if any(f"[{x}]" in label for x in foreign)], labels


@pytest.mark.slow
def test_german_draw_takes_z_and_not_d(
    qtbot, window: MainWindow, languages: LanguageSwitch
) -> None:  # type: ignore[no-untyped-def]
    languages.set_language("de")
    window.start_drill(DrillId.PUNTO, Mode.PRACTICE)
    session = window.drill_screen.session
    assert session is not None
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_D)
    assert session.records == [] and session.state is SessionState.QUESTION
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_Z)
    assert session.records[-1].given == "draw"


@pytest.mark.slow
def test_german_tie_takes_e_and_not_t(qtbot, window: MainWindow, languages: LanguageSwitch) -> None:  # type: ignore[no-untyped-def]
    languages.set_language("de")
    window.start_drill(DrillId.DEALING, Mode.SPEED)
    session = window.drill_screen.session
    assert session is not None
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_T)
    assert session.records == []
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_E)
    assert session.records[-1].given == "call-tie"


@pytest.mark.slow
def test_german_correct_takes_r(qtbot, window: MainWindow, languages: LanguageSwitch) -> None:  # type: ignore[no-untyped-def]
    languages.set_language("de")
    window.start_drill(DrillId.MISDEAL, Mode.SPEED)
    session = window.drill_screen.session
    assert session is not None
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_C)
    assert session.records == []
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_K)
    assert session.records == []
    qtbot.keyClick(window.drill_screen, Qt.Key.Key_R)
    assert session.records[-1].given == "correct"


@pytest.mark.slow
def test_the_letters_change_with_the_language_on_a_shown_drill(
    qtbot, window: MainWindow, languages: LanguageSwitch
) -> None:  # type: ignore[no-untyped-def]
    window.start_drill(DrillId.DEALING, Mode.PRACTICE)
    assert _shown_letters(window) == LETTERS["en"][DrillId.DEALING]
    languages.set_language("de")
    assert _shown_letters(window) == LETTERS["de"][DrillId.DEALING]
    languages.set_language("en")
    assert _shown_letters(window) == LETTERS["en"][DrillId.DEALING]


@pytest.mark.parametrize(
    ("lang", "label", "key", "other"),
    [
        ("en", "Collect  [C]", Qt.Key.Key_C, Qt.Key.Key_E),
        ("de", "Einziehen  [E]", Qt.Key.Key_E, Qt.Key.Key_C),
    ],
)
def test_collect_key_follows_the_language(
    qtbot,
    window: MainWindow,
    languages: LanguageSwitch,
    lang: str,
    label: str,
    key: Qt.Key,
    other: Qt.Key,
) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(lang)
    window.start_drill(DrillId.TABLE, Mode.PRACTICE)
    session = window.drill_screen.session
    panel = window.drill_screen.panel
    assert session is not None and isinstance(panel, TablePanel)
    task = session.task
    assert isinstance(task, TableTask)
    panel.on_chip_clicked(0)
    assert panel.collect_button.text() == label
    moves: list[object] = []
    panel.answered.connect(moves.append)
    qtbot.keyClick(window.drill_screen, other)
    assert moves == []
    qtbot.keyClick(window.drill_screen, key)
    assert len(moves) == 1 and getattr(moves[0], "wager", None) == 0


def test_shortcut_reads_one_letter_or_digit_only() -> None:
    assert shortcut("z") == Qt.Key.Key_Z
    assert shortcut(" E ") == Qt.Key.Key_E
    assert shortcut("ä") == Qt.Key.Key_Adiaeresis
    assert shortcut("7") == Qt.Key.Key_7
    for bad in ("", "ZZ", "ß", "[", " ", "·"):
        assert shortcut(bad) is None, bad
    assert key_label("Ziehen", shortcut("Z")) == "Ziehen  [Z]"
    assert key_label("Ziehen", None) == "Ziehen"
    assert key_label("7", shortcut("7")) == "7"
