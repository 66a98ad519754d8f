"""A language switch reaches every screen: the whole `kiosk shots` walk (every drill state, the
result pages, the house rules, each supervisor page, the exam sign-in) is switched to German and
back at each state, and no shown text is still in the other language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest

from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTabBar,
    QWidget,
)

from kiosk.resources import translations_dir
from kiosk.rules.catalog import find_ruleset
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.dev.shots import make_window, visible_windows, walk

#: Words that read the same in both languages: game words, names, units.
NEUTRAL = {"Punto", "Banco", "Deutsch", "English", "Hand", "CHF", "GBP", "Box", "Coup", "Egalité"}


@cache
def catalogue() -> dict[str, str]:
    """English source → German translation, for every message that differs in German."""
    root = ET.parse(translations_dir() / "kiosk_de.ts").getroot()
    out = {}
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        german = message.findtext("translation") or ""
        if german and german != source and _translatable(source):
            out[source] = german
    return out


def _translatable(text: str) -> bool:
    words = [w for w in re.split(r"[\s·:()\[\]/,.!?←→—–-]+", text) if w and w not in NEUTRAL]
    return any(sum(ch.isalpha() for ch in w) > 2 for w in words) and "%" not in text


def shown_texts(root: QWidget) -> dict[int, str]:
    out: dict[int, str] = {}
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        key = id(widget)
        if isinstance(widget, QLabel | QAbstractButton) and widget.text():
            out[key] = widget.text()
        elif isinstance(widget, QGroupBox) and widget.title():
            out[key] = widget.title()
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                out[hash((key, i))] = widget.tabText(i)
        elif isinstance(widget, QHeaderView) and widget.model() is not None:
            model = widget.model()
            for i in range(widget.count()):
                text = model.headerData(i, widget.orientation())
                if isinstance(text, str) and text:
                    out[hash((key, i))] = text
    return out


def english_left(texts: dict[int, str]) -> list[str]:
    """Texts that are, or contain a line that is, an English message with a German translation."""
    english = catalogue()
    left = []
    for text in texts.values():
        for line in (text, *text.split("\n")):
            if line.strip() in english:
                left.append(text)
                break
    return left


@pytest.mark.slow
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_every_screen_speaks_the_language_switched_to(
    qtbot, tmp_path, languages: LanguageSwitch
) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window, context = make_window(find_ruleset("castle-vaduz"), data_dir=tmp_path)
    qtbot.addWidget(window)
    problems: list[str] = []
    states = []
    for name in walk(window, context, app):
        states.append(name)
        languages.set_language("de")
        for top in visible_windows(window):
            problems.extend(f"{name}: still English: {t!r}" for t in english_left(shown_texts(top)))
        languages.set_language("en")
    window.exit_allowed = True
    assert {"32-supervisor", "32-supervisor-page1", "32-supervisor-page3"} <= set(states)
    assert problems == [], "\n".join(problems)


def test_the_check_sees_a_text_left_in_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    label = QLabel("Exit the kiosk", root)
    root.show()
    assert english_left(shown_texts(root)) == ["Exit the kiosk"]
    label.setText("Kiosk beenden")
    assert english_left(shown_texts(root)) == []
