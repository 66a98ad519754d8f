"""Who is who: a new name is registered only when confirmed, an archived trainee is restored
rather than duplicated, and names are shown as plain text everywhere (never as HTML)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from kiosk.drills.clock import ManualClock
from kiosk.records.location import open_store
from kiosk.records.store import SQLiteStore
from kiosk.rules.catalog import House
from kiosk.rules.model import Ruleset
from kiosk.settings import Settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.supervisor.backend import RecordsTrainees
from tests.ui.dialog_answers import DialogAnswers
from tests.ui.supervisor_data import loaded

# Questions are dialogs; the offscreen platform has no window manager to size them.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

EVIL = 'Eve <img src="/dev/zero">'
BANNER = "<h1 style='color:gold'>CERTIFIED</h1>Mallory"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = open_store(tmp_path)
    s.add_trainee("Anna Beck", "1042")
    yield s
    s.close()


@pytest.fixture
def window(
    qtbot: QtBot, store: SQLiteStore, ruleset: Ruleset, languages: LanguageSwitch
) -> MainWindow:
    directory = RecordsTrainees(store)
    context = AppContext(
        house=House.of(ruleset), trainees=directory, journal=directory, clock=ManualClock()
    )
    win = MainWindow(context)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def _type_and_sign_in(qtbot: QtBot, window: MainWindow, text: str, *answers: int) -> DialogAnswers:
    dialogs = DialogAnswers(*answers)
    window.start_screen.name_edit.setText(text)
    window.start_screen.on_sign_in()  # the records read and written off the UI thread
    qtbot.waitUntil(lambda: not window.start_screen.busy, timeout=10_000)
    dialogs.stop()
    return dialogs


@pytest.mark.slow
def test_an_unknown_name_is_registered_only_when_confirmed(
    qtbot: QtBot, window: MainWindow, store: SQLiteStore
) -> None:
    dialogs = _type_and_sign_in(qtbot, window, "Bruno Keller", 1)  # "Cancel"
    assert "Bruno Keller" in dialogs.seen[0][1]
    assert window.context.trainee is None
    assert [t.name for t in store.trainees(include_archived=True)] == ["Anna Beck"]
    _type_and_sign_in(qtbot, window, "Bruno Keller", 0)  # "Register"
    assert window.context.trainee is not None and window.context.trainee.name == "Bruno Keller"
    assert len(store.trainees()) == 2


def test_a_known_name_or_badge_signs_in_without_a_question(
    qtbot: QtBot, window: MainWindow, store: SQLiteStore
) -> None:
    for text in ("anna beck", "1042", "  Anna   Beck "):
        window.start_screen.sign_in(None)
        dialogs = _type_and_sign_in(qtbot, window, text)
        assert dialogs.seen == []
        assert window.context.trainee is not None
        assert window.context.trainee.name == "Anna Beck"
    assert len(store.trainees(include_archived=True)) == 1


@pytest.mark.slow
def test_an_archived_name_is_offered_back_not_duplicated(
    qtbot: QtBot, window: MainWindow, store: SQLiteStore
) -> None:
    (anna,) = store.trainees()
    store.set_trainee_active(anna.id, False)
    dialogs = _type_and_sign_in(qtbot, window, "Anna Beck", 1)  # "Cancel"
    assert "archived" in dialogs.seen[0][1] and window.context.trainee is None
    assert not store.trainees()  # still archived
    _type_and_sign_in(qtbot, window, "ANNA BECK", 0)  # "Restore and sign in"
    assert window.context.trainee is not None and window.context.trainee.id == anna.id
    assert [t.id for t in store.trainees(include_archived=True)] == [anna.id]  # no twin
    assert store.trainees()[0].active


@pytest.mark.slow
def test_an_archived_badge_is_offered_back_too(
    qtbot: QtBot, window: MainWindow, store: SQLiteStore
) -> None:
    (anna,) = store.trainees()
    store.set_trainee_active(anna.id, False)
    dialogs = _type_and_sign_in(qtbot, window, "1042", 0)
    assert "Anna Beck" in dialogs.seen[0][1]
    assert window.context.trainee is not None and window.context.trainee.id == anna.id


def _rich_labels(root: QWidget, marker: str) -> list[QLabel]:
    """Labels showing `marker` (part of a name) that would read it as markup."""
    return [
        label
        for label in root.findChildren(QLabel)
        if marker in label.text() and label.textFormat() != Qt.TextFormat.PlainText
    ]


@pytest.mark.parametrize("name", [BANNER, EVIL])  # EVIL last: unfixed, it ends the process
@pytest.mark.slow
def test_a_name_with_markup_is_shown_as_typed_everywhere(
    qtbot: QtBot, window: MainWindow, store: SQLiteStore, tmp_path: Path, name: str
) -> None:
    dialogs = _type_and_sign_in(qtbot, window, name, 0)
    assert dialogs.dialogs[0].text.textFormat() == Qt.TextFormat.PlainText
    signed_in = window.start_screen.signed_in
    assert name in signed_in.text() and signed_in.textFormat() == Qt.TextFormat.PlainText
    assert _rich_labels(window, "<") == []
    # the supervisor's view of the trainee: the list and the detail page
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    loaded(qtbot, area)
    trainee = next(t for t in store.trainees() if t.name == name)
    area.trainees_page.detail.show_trainee(trainee.id)
    assert name in area.trainees_page.detail.name.text()
    assert _rich_labels(area, "<") == []
    heading = area.trainees_page.detail.name
    # drawn as text: a heading line, not a large banner
    assert heading.sizeHint().height() < 3 * heading.fontMetrics().height()
