"""The supervisor's learning page: per trainee or group and skill the predicted recall now and
in a week, the items at risk and the minutes to mastery, the calibration chart, and the CSV."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt

from kiosk.drills.learning import group_rows, learning
from kiosk.records.model import utc_now
from kiosk.records.store import SQLiteStore
from kiosk.rules.catalog import find_ruleset
from kiosk.settings import Settings
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.supervisor.learning_page import LearningPage
from tests.ui.supervisor_data import demo_store, loaded

#: Showing a top-level widget on the offscreen platform makes Qt say it cannot size it.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = demo_store(tmp_path)
    yield s
    s.close()


def _cells(page: LearningPage, row: int) -> list[str]:
    return [page.table.item(row, c).text() for c in range(page.table.columnCount())]


def test_the_learning_tab_shows_a_group_then_a_trainee_and_exports_them(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    spring = store.add_group("Spring 2026", date(2026, 3, 2))
    anna, bruno, _ = store.trainees()
    for t in (anna, bruno):
        store.set_member(spring.id, t.id)
    bern = find_ruleset("bern")
    area = SupervisorArea(store, Settings(), tmp_path, ruleset=bern)
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    loaded(qtbot, area)
    page = area.learning_page
    qtbot.mouseClick(area.learning_tab, Qt.MouseButton.LeftButton)
    assert area.pages.currentWidget() is page and page.busy  # read off the UI thread
    assert page.note.text() == "Loading the learning figures …"
    loaded(qtbot, area)
    names = [page.picker.itemText(i) for i in range(page.picker.count())]
    assert names == ["Group: Spring 2026", "Anna Beck · 1042", "Bruno Frick · 1077", "Carla Marxer"]
    assert page.picker.currentIndex() == 0 and page.table.rowCount() == 1  # banco only
    (line,) = group_rows(
        "Spring 2026", learning(store.reviews, [anna, bruno], bern, utc_now()).rows
    )
    assert _cells(page, 0) == [
        "Banco: draw or stand?",
        f"{round(line['recall_now'] * 100)}% → {round(line['recall_in_a_week'] * 100)}%",
        f"{line['items_at_risk']} of {line['items']}",
        str(round(line["minutes_to_mastery"])),
        "0 of 2",
    ]
    assert page.chart.bins and sum(b.answers for b in page.chart.bins) > 100
    assert page.chart_caption.text().startswith("How well the predictions hold, over ")
    saved = page.on_export()
    assert saved is not None and saved.parent == tmp_path / "exports"
    assert saved.read_text(encoding="utf-8").startswith("group,skill,members,recall_now,")
    page.picker.setCurrentIndex(3)
    page.picker.activated.emit(3)
    loaded(qtbot, area)
    assert page.picker.currentText() == "Carla Marxer" and _cells(page, 0)[-1] == "no"
    text = page.on_export()
    assert text is not None
    lines = text.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("trainee_id,trainee,skill,") and ",Carla Marxer,banco," in lines[1]


def test_with_nobody_practised_the_page_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    empty = SQLiteStore(tmp_path / "records.sqlite3")
    empty.add_trainee("Dora Wolf")
    page = LearningPage(empty, tmp_path)
    qtbot.addWidget(page)
    page.show()
    page.load()
    qtbot.waitUntil(lambda: not page.busy)
    assert page.table.rowCount() == 0 and page.note.text() == "Nothing practised yet."
    assert page.chart.bins == [] and page.on_export() is None
    assert page.note.text() == "Nothing to export yet."
    empty.close()
