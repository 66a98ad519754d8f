"""The supervisor's exam attempts (kiosk.ui.supervisor.attempts_panel): an interrupted attempt
listed with its reason in both languages; a decision sealed only with the examiner's key and a
reason, the way `kiosk records void` seals it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.records.location import open_store
from kiosk.records.seal import Kind, Reason, SealBook, Signer
from kiosk.records.store import SqlStore
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.supervisor.attempts_panel import AttemptsPanel
from tests.records.helpers import signer

NOW = datetime(2026, 11, 20, 9, 30, tzinfo=UTC)


@pytest.fixture
def key() -> Signer:
    return signer()


@pytest.fixture
def store(tmp_path: Path, key: Signer) -> Iterator[SqlStore]:
    s = open_store(tmp_path)
    anna = s.add_trainee("Anna Meier", "1042")
    book = SealBook(s)
    sid = s.start_session(anna.id, "exam:bern", "exam", "bern", "f00d", "en")
    attempt = book.begin(key, anna.id, sid, {"id": "bern", "pass_mark": 0.9}, NOW)
    book.interrupt(key, attempt, Reason.STOPPED, NOW)
    yield s
    s.close()


def _panel(qtbot: QtBot, store: SqlStore, authorise: object) -> AttemptsPanel:
    panel = AttemptsPanel(store, None, authorise)  # type: ignore[arg-type]
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
    panel = _panel(qtbot, store, None)
    assert panel.table.rowCount() == 1
    row = [panel.table.item(0, c).text() for c in range(panel.table.columnCount())]
    assert row[1] == "Anna Meier" and row[3] == status and row[4] == why


def test_a_void_is_sealed_with_the_examiners_key_and_its_reason(
    qtbot: QtBot, store: SqlStore, key: Signer
) -> None:
    asked: list[object] = []

    def authorise(parent: object) -> Signer:
        asked.append(parent)
        return key

    panel = _panel(qtbot, store, authorise)
    panel.table.selectRow(0)
    panel.reason.setText("  fire alarm \u202e ")
    assert panel.decide(Kind.VOID)
    assert asked == [panel]
    [attempt] = SealBook(store).attempts()
    assert attempt.voided and attempt.void_reason == "fire alarm"
    assert SealBook(store).verify({key.key_id: key.public_key}) == []
    assert "void (fire alarm)" in panel.table.item(0, 4).text()
    assert panel.note.property("role") == "done" and panel.reason.text() == ""


def test_nothing_is_sealed_without_a_code_a_reason_or_a_choice(
    qtbot: QtBot, store: SqlStore, key: Signer
) -> None:
    from kiosk.records.seal import Kind

    refused = _panel(qtbot, store, lambda parent: None)  # a wrong code: the gate gives no key
    refused.table.selectRow(0)
    refused.reason.setText("fire alarm")
    assert not refused.decide(Kind.VOID)
    assert "examiner code" in refused.note.text() and refused.note.property("role") == "error"
    panel = _panel(qtbot, store, lambda parent: key)
    panel.table.selectRow(0)
    panel.reason.setText(" \u200b ")
    assert not panel.decide(Kind.NEW_ATTEMPT)
    assert "reason" in panel.note.text()
    panel.table.clearSelection()
    panel.reason.setText("fire alarm")
    assert not panel.decide(Kind.NEW_ATTEMPT)
    assert "Choose" in panel.note.text()
    [attempt] = SealBook(store).attempts()
    assert not attempt.voided and not attempt.new_attempt_allowed
    assert len(panel.reason.text()) <= 200 and panel.reason.maxLength() == 200
