"""My progress (kiosk.ui.screens.progress_screen): the start screen offers it to a signed-in
trainee when the records can tell, and it shows their figures and what the exam needs."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt

from kiosk.records.location import open_store
from kiosk.records.progress import trainee_progress
from kiosk.records.store import stored_answer
from kiosk.rules.exams import find_exam
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.screens.progress_screen import ProgressScreen


def test_the_start_screen_offers_my_progress_only_when_it_can_show_it(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    start = window.start_screen
    assert not start.progress_button.isVisibleTo(start)  # no records behind the window
    store = open_store(tmp_path)
    anna = store.add_trainee("Anna Meier", "1042")
    sid = store.start_session(anna.id, "banco", "speed", "bern", "f00d", "en")
    for right in (True, True, False):
        store.add_answer(sid, stored_answer("banco", "banco:5:third=3", "a", "b", right, 800))
    exam = find_exam("bern")
    window.progress_factory = lambda context, parent: ProgressScreen(
        lambda trainee: trainee_progress(store, anna.id), exam, parent
    )
    assert start.progress_button.isVisibleTo(start)  # Anna Meier is signed in
    qtbot.mouseClick(start.progress_button, Qt.MouseButton.LeftButton)
    screen = window.progress_screen
    assert screen is not None and window.stack.currentWidget() is screen
    rows = {
        screen.table.item(r, 0).text(): [screen.table.item(r, c).text() for c in range(1, 4)]
        for r in range(screen.table.rowCount())
    }
    assert rows["Banco: draw or stand?"] == ["3", "67%", "2"]
    assert rows["Totals"] == ["–", "–", "–"]
    assert "Banco 5, punto's third card 3: 1 of 3 wrong" in screen.weak.text()
    assert "No exam taken yet." in screen.exam_text.text()
    assert "Below the pass mark in practice" in screen.exam_text.text()
    store.close()


def test_my_progress_in_german(qtbot: QtBot, tmp_path: Path, languages: LanguageSwitch) -> None:
    store = open_store(tmp_path)
    anna = store.add_trainee("Anna Meier")
    languages.set_language("de")
    screen = ProgressScreen(lambda trainee: trainee_progress(store, trainee.id), find_exam("bern"))
    qtbot.addWidget(screen)
    screen.show_trainee(anna)
    assert screen.title.text() == "Mein Fortschritt"
    assert "Noch keine Prüfung abgelegt." in screen.exam_text.text()
    # drill titles end in "?": never a comma or a full stop right after one
    assert "?," not in screen.exam_text.text() and "?." not in screen.exam_text.text()
    assert "stehen? · " in screen.exam_text.text()
    store.close()
