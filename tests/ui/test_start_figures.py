"""The start screen's tiles carry the signed-in trainee's own figure for each drill: the share
of their last answers in it that were right, read with the schedule off the UI thread. Nobody
signed in, or a drill never practised: no figure."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from PySide6.QtWidgets import QApplication, QWidget

from kiosk.drills.clock import ManualClock
from kiosk.drills.task import DrillId
from kiosk.records.history import SessionStart
from kiosk.records.store import SQLiteStore, stored_answer
from kiosk.rules.catalog import DEFAULT_RULESET, House, find_ruleset
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import apply_look, scale_for
from kiosk.ui.dev.shots import clipped_texts, overlapping_widgets
from kiosk.ui.screens.start_screen import StartScreen
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.widgets.tile import Tile


def figure(start: StartScreen, drill: DrillId) -> str:
    shown = start.tiles[drill].figure
    return shown.text() if shown is not None and shown.isVisibleTo(start) else ""


def test_a_trainee_sees_their_own_accuracy_on_the_tiles(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication
) -> None:
    store = SQLiteStore(tmp_path / "records.sqlite3")
    records = RecordsTrainees(store)
    anna = records.register("Anna Meier")
    luca = records.register("Luca Rossi")
    sid = store.start_session(SessionStart(anna.id, "banco", "practice", "bern", "f00d", "en"))
    for i in range(4):  # three of four right
        store.add_answer(sid, stored_answer("banco", f"banco:{i}:third=8", "a", "a", i != 2, 1500))
    context = AppContext(
        house=House.of(find_ruleset(DEFAULT_RULESET)),
        trainees=records,
        journal=records,
        clock=ManualClock(),
        seed=5,
    )
    apply_look(qapp, scale_for(1024, 768))
    try:
        window = MainWindow(context)
        qtbot.addWidget(window)
        window.resize(1024, 768)
        window.show()
        start = window.start_screen
        assert figure(start, DrillId.BANCO) == ""  # nobody signed in
        start.sign_in(anna)
        qtbot.waitUntil(lambda: figure(start, DrillId.BANCO) != "", timeout=30000)
        assert figure(start, DrillId.BANCO) == "75% right"
        assert figure(start, DrillId.PUNTO) == ""  # never practised
        QApplication.processEvents()
        assert clipped_texts(window) == [] and overlapping_widgets(window) == []
        start.sign_in(luca)
        assert figure(start, DrillId.BANCO) == ""  # not Anna's figure while Luca's is read
        start.on_sign_out()
        assert figure(start, DrillId.BANCO) == ""
        window.close()
    finally:
        apply_look(qapp)
        store.close()


def test_a_tile_too_short_for_its_figure_leaves_the_figure_out(qtbot: QtBot) -> None:
    """On a small screen the figure would cut the detail (1024 x 700, German): it goes instead."""
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(300, 500)
    tile = Tile(host)
    tile.set_texts(
        "Banco: draw or stand?", "Two banco cards against punto's third.", figure="75% right"
    )
    tile.resize(220, 400)
    host.show()
    assert tile.figure is not None and tile.figure.isVisibleTo(host)
    tile.resize(220, tile.title.sizeHint().height() + 30)
    assert not tile.figure.isVisibleTo(host)
    tile.resize(220, 400)
    assert tile.figure.isVisibleTo(host)
