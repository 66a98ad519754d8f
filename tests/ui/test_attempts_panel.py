"""The supervisor's exam attempts (kiosk.ui.supervisor.attempts_panel): an interrupted attempt
sealed before the notary listed with its reason in both languages; no decision taken there."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtWidgets import QLineEdit, QPushButton

from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.model import to_text
from kiosk.records.seal import SealBook
from kiosk.records.store import SqlStore
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.supervisor.attempts_panel import AttemptsPanel
from tests.records.helpers import old_attempt, old_seal

NOW = datetime(2026, 11, 20, 9, 30, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SqlStore]:
    s = open_store(tmp_path)
    anna = s.add_trainee("Anna Meier", "1042")
    sid = s.start_session(SessionStart(anna.id, "exam:bern", "exam", "bern", "f00d", "en"))
    attempt = old_attempt(s, anna.id, sid, "bern", to_text(NOW), "interrupted", "stopped")
    old_seal(s, "start", attempt, {"session": sid})
    old_seal(s, "interrupted", attempt, {"reason": "stopped"})
    yield s
    s.close()


def _panel(qtbot: QtBot, store: SqlStore) -> AttemptsPanel:
    panel = AttemptsPanel(store, None)
    qtbot.addWidget(panel)
    return panel


@pytest.mark.parametrize(
    ("lang", "status", "why"),
    [("en", "interrupted", "kiosk stopped"), ("de", "abgebrochen", "Kiosk beendet")],
)
def test_an_interrupted_attempt_is_listed_with_its_reason(
    qtbot: QtBot, store: SqlStore, languages: LanguageSwitch, lang: str, status: str, why: str
) -> None:
    languages.set_language(lang)
    panel = _panel(qtbot, store)
    assert panel.table.rowCount() == 1
    row = [panel.table.item(0, c).text() for c in range(panel.table.columnCount())]
    assert row[1] == "Anna Meier" and row[3] == status and row[4] == why


@pytest.mark.slow
def test_no_decision_is_taken_on_the_panel(qtbot: QtBot, store: SqlStore) -> None:
    """The notary seals every exam and every decision: the panel only lists the attempts sealed
    before it, and offers nothing to void or to allow."""
    panel = _panel(qtbot, store)
    assert not panel.findChildren(QPushButton) and not panel.findChildren(QLineEdit)
    assert [e.kind for e in SealBook(store).entries()] == ["start", "interrupted"]
