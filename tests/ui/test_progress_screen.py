"""My progress (kiosk.ui.screens.progress_screen): the start screen offers it to a signed-in
trainee when the records can tell, and it shows their figures and what the exam needs."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt

from kiosk.domain.ids import DrillId
from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.progress import trainee_progress
from kiosk.records.store import stored_answer
from kiosk.rules.exams import find_exam
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.screens.progress_screen import ProgressScreen, read_progress

pytestmark = pytest.mark.slow


def test_the_start_screen_offers_my_progress_only_when_it_can_show_it(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    start = window.start_screen
    assert not start.progress_button.isVisibleTo(start)  # no records behind the window
    store = open_store(tmp_path)
    anna = store.add_trainee("Anna Meier", "1042")
    sid = store.start_session(SessionStart(anna.id, "banco", "speed", "bern", "f00d", "en"))
    for right in (True, True, False):
        store.add_answer(sid, stored_answer("banco", "banco:5:third=3", "a", "b", right, 800))
    exam = find_exam("bern")
    window.progress_factory = lambda context, parent: ProgressScreen(
        lambda trainee, exam: trainee_progress(store, anna.id), exam, parent
    )
    assert start.progress_button.isVisibleTo(start)  # Anna Meier is signed in
    qtbot.mouseClick(start.progress_button, Qt.MouseButton.LeftButton)
    screen = window.progress_screen
    assert screen is not None and window.stack.currentWidget() is screen
    assert screen.busy and screen.ready.text() == "Reading your records …"  # off the UI thread
    assert [figures.text() for _, _, figures in screen.rows.values()] == [""] * len(screen.rows)
    qtbot.waitUntil(lambda: not screen.busy)
    rows = {name.text(): (bar, figures.text()) for name, bar, figures in screen.rows.values()}
    banco_bar, banco_figures = rows["Banco: draw or stand?"]
    assert banco_bar.share == 2 / 3 and banco_bar.mark == exam.pass_mark
    assert banco_figures.startswith("67% right (mark 90%)")
    assert rows["Totals"][0].share is None and rows["Totals"][1] == "Not practised yet"
    assert "Banco 5, punto's third card 3: 1 of 3 wrong" in screen.weak.text()
    assert "No exam taken yet." in screen.exam_text.text()
    assert "Below the pass mark in practice" in screen.exam_text.text()
    store.close()


def test_my_progress_in_german(qtbot: QtBot, tmp_path: Path, languages: LanguageSwitch) -> None:
    store = open_store(tmp_path)
    anna = store.add_trainee("Anna Meier")
    languages.set_language("de")
    screen = ProgressScreen(
        lambda trainee, exam: trainee_progress(store, trainee.id), find_exam("bern")
    )
    qtbot.addWidget(screen)
    screen.show_trainee(anna)
    qtbot.waitUntil(lambda: not screen.busy)
    assert screen.title.text() == "Mein Fortschritt"
    assert "Noch keine Prüfung abgelegt." in screen.exam_text.text()
    # drill titles end in "?": never a comma or a full stop right after one
    assert "?," not in screen.exam_text.text() and "?." not in screen.exam_text.text()
    assert "stehen? · " in screen.exam_text.text()
    store.close()


def test_one_bar_per_drill_and_the_exam_ready_line(qtbot: QtBot, tmp_path: Path) -> None:
    """With the house: each bar shows the last answers against the mark and the pace against the
    target; the line names the weakest item until every skill of the exam is mastered."""
    from kiosk.records.store import SQLiteStore
    from kiosk.rules.catalog import find_ruleset

    store = SQLiteStore(tmp_path / "records.sqlite")  # read off the UI thread: not in memory
    anna = store.add_trainee("Anna Meier")
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "f00d", "en"))
    for right in (True, True, True, False):
        store.add_answer(sid, stored_answer("banco", "banco:3:third=8", "a", "b", right, 2500))
    ruleset, exam = find_ruleset("bern"), find_exam("bern")
    screen = ProgressScreen(read_progress(store, ruleset), exam)
    qtbot.addWidget(screen)
    screen.show_trainee(anna)
    qtbot.waitUntil(lambda: not screen.busy)
    _, bar, figures = screen.rows[DrillId.BANCO]
    assert bar.share == 0.75
    assert figures.text() == "75% right (mark 90%) · 2.5 s per answer (target 4 s)"
    assert screen.ready.text().startswith("Not yet — weakest: ")
    assert "Exam: ready" not in screen.ready.text()
    store.close()
