"""Due today (kiosk.drills.schedule.DueSource): the signed-in trainee's first choice on the start
screen says how many items are due and how long they take, and runs them mixed across drills,
each on its drill's panel, recorded as a mixed session."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt

from kiosk.drills.clock import ManualClock
from kiosk.drills.schedule import DUE_SESSION
from kiosk.drills.session import SessionState
from kiosk.records.history import SessionStart
from kiosk.records.model import utc_now
from kiosk.records.store import SQLiteStore, stored_answer
from kiosk.rules.catalog import DEFAULT_RULESET, House, find_ruleset
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.dev.demo import right_answer
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.widgets.names import drill_title

pytestmark = pytest.mark.slow


def test_due_today_mixes_the_drills_and_is_recorded_as_mixed(qtbot: QtBot, tmp_path: Path) -> None:
    month_ago = utc_now() - timedelta(days=40)
    store = SQLiteStore(tmp_path / "records.sqlite3", clock=lambda: month_ago)
    records = RecordsTrainees(store)
    anna = records.register("Anna Meier")
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "f00d", "en"))
    for key in ("banco:3:third=8", "banco:5:third=3"):  # answered a month ago: due again
        store.add_answer(sid, stored_answer("banco", key, "a", "a", True, 1500))
    context = AppContext(
        house=House.of(find_ruleset(DEFAULT_RULESET)),
        trainees=records,
        journal=records,
        clock=ManualClock(),
        seed=5,
    )
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    start = window.start_screen
    assert not start.due_button.isVisibleTo(start)  # nobody signed in
    start.sign_in(anna)
    assert not start.due_button.isVisibleTo(start)  # the schedule is read off the UI thread
    qtbot.waitUntil(lambda: start.due_button.isVisibleTo(start), timeout=20_000)
    assert start.due_button.text().startswith("Due today\n2 due + 20 new\nabout ")
    qtbot.mouseClick(start.due_button, Qt.MouseButton.LeftButton)
    screen = window.drill_screen
    assert window.stack.currentWidget() is screen
    drills = []
    for _ in range(12):
        session = screen.session
        assert session is not None and session.task is not None
        if session.state is SessionState.FEEDBACK:
            screen.on_next()
        task = session.task
        assert task is not None
        drills.append(task.drill)
        assert screen.panel is screen.panels[task.drill]  # each item on its drill's panel
        assert screen.title.text().startswith(drill_title(task.drill))
        screen.on_answered(right_answer(task))
        if session.state is SessionState.FEEDBACK:
            screen.on_next()
    assert drills[:2] == ["banco", "banco"]  # what is due comes first
    assert len(set(drills)) > 1  # then new items, from other drills too
    with qtbot.waitSignal(screen.finished, timeout=2000):
        screen.on_finish()
    mixed = [s for s in store.sessions(anna.id) if s.drill == DUE_SESSION]
    assert len(mixed) == 1
    assert len(store.answers(session_id=mixed[0].id)) >= 12
    window.close()
    store.close()
