"""The main window says when the records server is away and how many answers wait."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow

pytestmark = pytest.mark.slow


def test_the_banner_follows_the_outbox(
    qtbot: QtBot, window: MainWindow, languages: LanguageSwitch
) -> None:
    state: dict[str, int | None] = {"waiting": None}
    window.watch_records(lambda: state["waiting"], every_ms=10)
    assert window.offline_banner.isHidden()
    state["waiting"] = 3
    qtbot.waitUntil(lambda: window.offline_banner.isVisible())
    assert window.offline_banner.text() == "Offline — 3 answers waiting"
    assert window.offline_banner.y() == 0
    languages.set_language("de")
    assert "3" in window.offline_banner.text() and "Offline" not in window.offline_banner.text()
    state["waiting"] = None
    qtbot.waitUntil(lambda: window.offline_banner.isHidden())
