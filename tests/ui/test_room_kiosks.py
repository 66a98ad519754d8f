"""The room in the supervisor area: the kiosks in use today, and each session's kiosk."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.records import SessionStatus
from kiosk.records.history import SessionStart
from kiosk.records.store import SQLiteStore, stored_answer
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.supervisor.trainees_page import TraineesPage

pytestmark = [pytest.mark.qt_log_ignore("propagateSizeHints"), pytest.mark.slow]


class Clock:
    def __init__(self) -> None:
        self.now: datetime | None = None

    def __call__(self) -> datetime:
        return self.now or datetime.now(UTC)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path: Path, clock: Clock) -> Iterator[SQLiteStore]:
    s = SQLiteStore(tmp_path / "records.sqlite3", clock=clock, kiosk="office")
    yield s
    s.close()


def _session(store: SQLiteStore, trainee_id: int, kiosk: str, answers: int = 2) -> int:
    store.kiosk = kiosk  # as the store of the PC called `kiosk` records it
    sid = store.start_session(SessionStart(trainee_id, "banco", "practice", "bern", "h", "en"))
    for i in range(answers):
        store.add_answer(sid, stored_answer("banco", "banco:5:stood", "s", "s", i > 0, 800))
    store.end_session(sid, SessionStatus.COMPLETED)
    return sid


def _page(qtbot: QtBot, store: SQLiteStore, tmp_path: Path) -> TraineesPage:
    page = TraineesPage(store, tmp_path)
    qtbot.addWidget(page)
    page.resize(1200, 700)
    page.show()
    return page


def test_the_room_overview_names_the_kiosks_in_use_today(
    qtbot: QtBot, store: SQLiteStore, clock: Clock, tmp_path: Path, languages: LanguageSwitch
) -> None:
    page = _page(qtbot, store, tmp_path)
    assert page.kiosks.text() == "No kiosk in use today."
    anna, bruno = store.add_trainee("Anna", "1042"), store.add_trainee("Bruno")
    clock.now = datetime.now(UTC) - timedelta(days=2)
    _session(store, anna.id, "PC-9")  # not today
    clock.now = None
    _session(store, anna.id, "PC-7")
    _session(store, bruno.id, "PC-3")
    _session(store, anna.id, "PC-3")
    _session(store, bruno.id, "PC\u202e-5\u200b")  # what a PC's settings may hold, cleaned
    page.refresh()
    assert page.kiosks.text() == "3 kiosks in use today: PC-3, PC-5, PC-7"
    for number in range(10, 22):
        _session(store, bruno.id, f"PC-{number}", answers=0)
    page.refresh()
    assert page.kiosks.text().startswith("15 kiosks in use today: PC-3, PC-5, PC-7, PC-10,")
    assert page.kiosks.text().endswith(", PC-18 and 3 more")
    languages.set_language("de")
    assert page.kiosks.text().startswith("15 Kioske heute in Betrieb: PC-3, PC-5,")
    assert page.kiosks.text().endswith(", PC-18 und 3 weitere")


def test_the_sessions_tab_shows_the_kiosk_of_each_session(
    qtbot: QtBot, store: SQLiteStore, tmp_path: Path
) -> None:
    anna = store.add_trainee("Anna", "1042")
    _session(store, anna.id, "PC-7", answers=3)
    _session(store, anna.id, "PC-3", answers=1)
    page = _page(qtbot, store, tmp_path)
    page.detail.show_trainee(anna.id)
    table = page.detail.sessions
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[-1] == "Kiosk"
    rows = [(table.item(r, 2).text(), table.item(r, 3).text()) for r in range(table.rowCount())]
    assert [(n, kiosk.split("\n")[0]) for n, kiosk in rows] == [("1", "PC-3"), ("3", "PC-7")]
