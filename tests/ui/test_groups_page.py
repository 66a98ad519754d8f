"""The groups page of the supervisor area: making, renaming and filling a group, its trend."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from kiosk.records.engine import OfflineError
from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.model import Group
from kiosk.records.store import SQLiteStore, stored_answer
from kiosk.ui.app.kiosk_mode import KIOSK_PROPERTY
from kiosk.ui.supervisor.groups_page import GroupsPage, parse_day, trend_text
from kiosk.ui.widgets.onscreen_keyboard import KeyboardHost
from tests.records.conftest import FakeClock

#: Showing a top-level widget on the offscreen platform makes Qt say it cannot size it.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock) -> Iterator[SQLiteStore]:
    s = open_store(tmp_path, clock=clock)
    for name, badge in (("Anna Beck", "1042"), ("Bruno Frick", None), ("Carla Marxer", "7")):
        s.add_trainee(name, badge)
    yield s
    s.close()


class Answers:
    """The supervisor's answers to the page's questions, in order; the questions asked."""

    def __init__(self, *answers: bool) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, str, str]] = []

    def __call__(self, parent: QWidget, title: str, text: str, action: str) -> bool:
        self.asked.append((title, text, action))
        return self.answers.pop(0)


def _page(qtbot: QtBot, store: SQLiteStore) -> GroupsPage:
    page = GroupsPage(store)
    qtbot.addWidget(page)
    page.resize(1100, 640)
    page.show()
    page.load()
    qtbot.waitUntil(lambda: not page.busy)
    return page


def _click(qtbot: QtBot, button: QWidget) -> None:
    """A tap, and the reads and writes it started off the UI thread ended."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    page = button.parent()
    while page is not None and not isinstance(page, GroupsPage):
        page = page.parent()
    if isinstance(page, GroupsPage):
        qtbot.waitUntil(lambda: not page.busy)


def _make(qtbot: QtBot, page: GroupsPage, name: str, start: str) -> None:
    _click(qtbot, page.new_button)
    assert page.editor.isVisible() and page.start_field.isVisible()
    page.name_field.setText(name)
    page.start_field.setText(start)
    _click(qtbot, page.save_button)


def test_a_group_is_made_on_the_page(qtbot: QtBot, store: SQLiteStore) -> None:
    page = _page(qtbot, store)
    assert page.worst.text() == "No groups yet." and not page.rename_button.isEnabled()
    _click(qtbot, page.new_button)
    assert page.start_field.text() == date.today().strftime("%d.%m.%Y")
    _click(qtbot, page.cancel_button)
    assert not page.editor.isVisible() and store.groups() == []
    _make(qtbot, page, "Spring\u202e  intake\u200b", "2.3.2026")
    assert store.groups() == [Group(1, "Spring intake", date(2026, 3, 2))]
    assert page.picker.currentText() == "Spring intake" and not page.editor.isVisible()
    assert page.started.text() == "started 2 Mar 2026"  # the English UI writes English dates
    assert page.note.text() == "Group Spring intake made."
    assert page.table.rowCount() == 0 and page.add_picker.count() == 3
    # a second group, typed as an ISO date; it is the one shown afterwards
    _make(qtbot, page, "Autumn 2026", "2026-09-01")
    assert page.picker.currentText() == "Autumn 2026" and page.picker.count() == 2


@pytest.mark.parametrize(
    ("name", "start", "message"),
    [
        ("Spring", "31.02.2026", "Start date: expected a date such as 01.03.2026."),
        ("Spring", "next monday", "Start date: expected a date such as 01.03.2026."),
        ("Spring", "", "Start date: expected a date such as 01.03.2026."),
        (" \u200b\t ", "01.03.2026", "a group needs a name"),
        ("Taken", "01.03.2026", "there is already a group Taken"),
    ],
)
def test_a_group_that_cannot_be_made_says_why(
    qtbot: QtBot, store: SQLiteStore, name: str, start: str, message: str
) -> None:
    store.add_group("Taken", date(2026, 1, 5))
    page = _page(qtbot, store)
    _make(qtbot, page, name, start)
    assert page.note.text() == message and page.editor.isVisible()  # still there to correct
    assert [g.name for g in store.groups()] == ["Taken"]


@pytest.mark.slow
def test_the_name_field_is_bounded(qtbot: QtBot, store: SQLiteStore) -> None:
    page = _page(qtbot, store)
    _click(qtbot, page.new_button)
    qtbot.keyClicks(page.name_field, "x" * 150)
    assert page.name_field.text() == "x" * 100
    page.start_field.setText("01.03.2026")
    qtbot.keyClick(page.name_field, Qt.Key.Key_Return)  # Return saves as the button does
    qtbot.waitUntil(lambda: not page.busy)
    assert [g.name for g in store.groups()] == ["x" * 100]


@pytest.mark.slow
def test_a_group_is_renamed_and_keeps_its_start(qtbot: QtBot, store: SQLiteStore) -> None:
    spring = store.add_group("Spring", date(2026, 3, 2))
    store.add_group("Autumn", date(2026, 9, 1))
    page = _page(qtbot, store)
    page.picker.setCurrentIndex(page.picker.findData(spring.id))
    _click(qtbot, page.rename_button)
    assert page.name_field.text() == "Spring" and not page.start_field.isVisible()
    page.name_field.setText("Autumn")
    _click(qtbot, page.save_button)
    assert page.note.text() == "there is already a group Autumn"
    page.name_field.setText("  Spring   intake ")
    _click(qtbot, page.save_button)
    assert store.find_group(str(spring.id)) == Group(spring.id, "Spring intake", spring.started)
    assert page.picker.currentText() == "Spring intake" and page.note.text() == (
        "Renamed to Spring intake."
    )
    assert sorted(page.picker.itemText(i) for i in range(page.picker.count())) == [
        "Autumn",
        "Spring intake",
    ]


@pytest.mark.slow
def test_members_are_picked_from_the_trainees_and_taken_out_when_confirmed(
    qtbot: QtBot, store: SQLiteStore
) -> None:
    spring = store.add_group("Spring", date(2026, 3, 2))
    store.set_trainee_active(store.trainees()[2].id, False)  # archived: not offered
    page = _page(qtbot, store)
    _click(qtbot, page.add_button)
    assert page.note.text() == "Choose a trainee to add first." and page.table.rowCount() == 0
    offered = [page.add_picker.itemText(i) for i in range(page.add_picker.count())]
    assert offered == ["Anna Beck · 1042", "Bruno Frick"]
    page.add_picker.setCurrentIndex(1)
    _click(qtbot, page.add_button)
    assert [t.name for t in store.group_members(spring.id)] == ["Bruno Frick"]
    assert page.note.text() == "Bruno Frick joined the group."
    assert page.table.rowCount() == 1 and page.table.item(0, 0).text() == "Bruno Frick"
    assert [page.add_picker.itemText(i) for i in range(page.add_picker.count())] == [
        "Anna Beck · 1042"
    ]
    page.add_picker.setCurrentIndex(0)
    _click(qtbot, page.add_button)
    assert page.table.rowCount() == 2 and page.add_picker.count() == 0
    # taking one out: nobody chosen, then asked and refused, then asked and confirmed
    page.table.clearSelection()
    page.table.setCurrentCell(-1, -1)
    _click(qtbot, page.remove_button)
    assert page.note.text() == "Choose a member in the table first."
    page.ask = answers = Answers(False, True)
    page.table.selectRow(1)
    _click(qtbot, page.remove_button)
    assert len(store.group_members(spring.id)) == 2
    title, text, action = answers.asked[0]
    assert title == "Take Bruno Frick out of Spring?" and "records" in text
    assert action == "Take out of group"
    page.table.selectRow(1)
    _click(qtbot, page.remove_button)
    assert [t.name for t in store.group_members(spring.id)] == ["Anna Beck"]
    assert store.trainee(2) is not None and store.answers(trainee_id=2) == []  # records stay
    assert page.table.rowCount() == 1 and page.note.text() == "Bruno Frick left the group."
    assert len(answers.asked) == 2


@pytest.mark.slow
def test_the_trend_column_and_the_groups_trend(
    qtbot: QtBot, store: SQLiteStore, clock: FakeClock
) -> None:
    anna, bruno, carla = store.trainees()
    spring = store.add_group("Spring", date(2026, 1, 5))
    for t in (anna, bruno, carla):
        store.set_member(spring.id, t.id)
    now = clock.now

    def drill(trainee_id: int, days_ago: int, right: int, wrong: int) -> None:
        clock.now = now - timedelta(days=days_ago)
        sid = store.start_session(SessionStart(trainee_id, "banco", "practice", "bern", "h", "en"))
        for i in range(right + wrong):
            clock.advance(1)
            store.add_answer(sid, stored_answer("banco", "banco:4:third=2", "d", "s", i < right, 9))

    drill(anna.id, 40, 6, 4)
    drill(anna.id, 2, 9, 1)
    drill(bruno.id, 35, 9, 1)
    drill(bruno.id, 1, 7, 3)
    drill(carla.id, 3, 5, 5)
    clock.now = now
    page = _page(qtbot, store)
    headers = [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())]
    assert headers == ["Trainee", "Banco: draw or stand?", "Trend", "Status"]
    column = headers.index("Trend")
    trends = [page.table.item(r, column).text() for r in range(3)]
    assert trends == ["↑ 60% → 90%", "↓ 90% → 70%", "– → 50%"]
    assert page.table.item(0, column).foreground().color().name() != (
        page.table.item(1, column).foreground().color().name()
    )
    # the group: 15 of 20 right before, 21 of 30 since
    assert page.trend.text() == "The group, last 4 weeks against the 4 before: ↓ 75% → 70%"


def test_a_start_date_is_written_in_the_ui_language() -> None:
    from kiosk.i18n import set_language
    from kiosk.ui.supervisor.groups_page import shown_day

    set_language("de")
    assert shown_day(date(2026, 10, 24)) == "24.10.2026"
    set_language("en")
    assert shown_day(date(2026, 10, 24)) == "24 Oct 2026"


def test_trend_texts() -> None:
    from kiosk.records.stats import Trend

    assert trend_text(None) == "–" and trend_text(Trend((0, 0), (0, 0))) == "–"
    assert trend_text(Trend((10, 8), (0, 0))) == "80% → –"
    assert trend_text(Trend((3, 2), (300, 200))) == "→ 67% → 67%"
    assert trend_text(Trend((100, 1), (100, 2))) == "↑ 1% → 2%"


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("01.03.2026", date(2026, 3, 1)),
        (" 1.3.2026 ", date(2026, 3, 1)),
        ("2026-03-01", date(2026, 3, 1)),
        ("２０２６-03-01", date(2026, 3, 1)),  # full-width digits from a pasted text
        ("29.02.2026", None),
        ("2026-3-1", None),
        ("1.3.26", None),
        ("01.03.2026; DROP", None),
        ("9" * 5000, None),
    ],
)
@pytest.mark.slow
def test_start_dates_as_typed(text: str, day: date | None) -> None:
    assert parse_day(text) == day


class AwayStore:
    """The records server gone while the page is open: every read and every change fails."""

    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        if name in ("read", "administer"):

            def away(*args: object, **kwargs: object) -> None:
                raise OfflineError("the records server cannot be reached")

            return away
        return getattr(self.store, name)


def test_the_server_away_is_said_not_raised(qtbot: QtBot, store: SQLiteStore) -> None:
    page = _page(qtbot, store)
    _make(qtbot, page, "Spring", "01.03.2026")
    page.store = AwayStore(store)  # type: ignore[assignment]
    page.load()
    qtbot.waitUntil(lambda: not page.busy)
    assert page.worst.text() == "the records server cannot be reached"
    _make(qtbot, page, "Autumn", "01.09.2026")
    assert page.note.text() == "the records server cannot be reached"
    assert [g.name for g in store.groups()] == ["Spring"]


@pytest.mark.slow
def test_the_name_is_typed_on_the_onscreen_keyboard_in_kiosk_mode(
    qtbot: QtBot, store: SQLiteStore
) -> None:
    window = QWidget()
    window.setProperty(KIOSK_PROPERTY, True)
    qtbot.addWidget(window)
    page = GroupsPage(store, window)
    window.resize(1280, 800)
    page.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    host = KeyboardHost(app)
    _click(qtbot, page.new_button)
    qtbot.waitUntil(page.name_field.hasFocus)
    qtbot.waitUntil(lambda: host.keyboard is not None and host.keyboard.isVisible())
    keyboard = host.keyboard
    assert keyboard is not None and keyboard.target is page.name_field
    for key in ("shift", "s", "p", "r", "i", "n", "g"):
        _click(qtbot, keyboard.keys[key])
    _click(qtbot, page.save_button)  # the button does not take the focus from the field
    assert [g.name for g in store.groups()] == ["Spring"]


def test_long_names_do_not_widen_the_page(qtbot: QtBot, store: SQLiteStore) -> None:
    long = store.add_group("Spring intake of the casino school " * 5, date(2026, 3, 2))
    trainee = store.add_trainee("Maximiliane-Alexandra " * 6, "B" * 40)
    store.set_member(long.id, trainee.id)
    page = _page(qtbot, store)
    assert len(page.picker.currentText()) == 100 and page.add_picker.count() == 3
    for combo in (page.picker, page.add_picker):  # the row keeps room for its buttons
        assert combo.sizeHint().width() < 300


def test_what_people_typed_is_shown_as_text(qtbot: QtBot, store: SQLiteStore) -> None:
    page = _page(qtbot, store)
    _make(qtbot, page, "<h1>Spring</h1><img src='/dev/zero'>", "01.03.2026")
    assert page.note.text() == "Group <h1>Spring</h1><img src='/dev/zero'> made."
    assert page.note.textFormat() == Qt.TextFormat.PlainText
    assert page.worst.textFormat() == Qt.TextFormat.PlainText
