"""A records server half a second away: the trainee's answers never wait on it."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import QTimer

from kiosk.domain.coup import Winner
from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from kiosk.rules.catalog import DEFAULT_RULESET, House, find_ruleset
from kiosk.settings import Settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.dev.demo import right_answer, wrong_answer
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.supervisor.table_test_page import TableTestPage
from tests.pgserver import Cluster
from tests.records.helpers import SlowLink

# The offscreen platform has no window manager to size the supervisor area's windows.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

ROUND_TRIP_S = 0.5


@pytest.mark.slow
def test_answer_to_feedback_does_not_wait_on_a_far_server(
    qtbot: QtBot, pg_url: str, pg_cluster: Cluster, tmp_path: Path
) -> None:
    init_server(pg_url)
    with SlowLink(pg_cluster.port, ROUND_TRIP_S / 2) as link:
        far = role_url(pg_url, "kiosk").replace(f":{pg_cluster.port}/", f":{link.port}/")
        store = OutboxStore(
            lambda: PostgresStore(far, kiosk="pc-3"), tmp_path / OUTBOX_FILE, courier=True
        )
        records = RecordsTrainees(store)
        anna = records.register("Anna Meier")
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
        window.start_screen.sign_in(anna)
        window.start_drill(DrillId.BANCO, Mode.PRACTICE)
        screen = window.drill_screen
        qtbot.waitUntil(lambda: screen.session is not None, timeout=60_000)  # her record read
        clock = context.clock
        assert isinstance(clock, ManualClock)
        times: list[float] = []
        for n in range(8):
            session = screen.session
            assert session is not None
            if session.state is SessionState.FEEDBACK:
                screen.on_next()
            assert session.task is not None
            clock.advance(2.0)
            value = (right_answer if n % 3 else wrong_answer)(session.task)
            started = time.perf_counter()
            screen.on_answered(value)
            qtbot.wait(0)  # the feedback laid out and painted
            times.append(time.perf_counter() - started)
        window.close()
        print(
            f"answer to feedback with the server {ROUND_TRIP_S * 1000:.0f} ms away: median "
            f"{statistics.median(times) * 1000:.1f} ms, slowest {max(times) * 1000:.1f} ms"
        )
        # no answer waited on a round trip; the frame figure is the bench's to report, since a
        # shared machine's load moves it (docs/benchmarks.md)
        assert max(times) < ROUND_TRIP_S / 2
        start = time.monotonic()
        while store.outbox.count() and time.monotonic() - start < 120:
            qtbot.wait(50)
        store.close()
    office = PostgresStore(pg_url, kiosk="office")
    try:
        assert len(office.answers(trainee_id=anna.id)) == 8  # and every one arrived
    finally:
        office.close()


class Ticks:
    """A timer on the event loop: the longest it went without running while the screen waited
    on the server (`waiting`), and the longest call that started a wait (`call`)."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.last = time.perf_counter()
        self.longest = 0.0
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def call(self, action: Callable[[], object]) -> None:
        started = time.perf_counter()
        action()
        self.longest = max(self.longest, time.perf_counter() - started)

    def waiting(self, done: Callable[[], bool]) -> None:
        self.last = time.perf_counter()
        self.qtbot.waitUntil(done, timeout=60_000)


@pytest.mark.slow
def test_sign_in_drill_start_and_the_supervisor_area_never_block_the_screen(
    qtbot: QtBot, pg_url: str, pg_cluster: Cluster, tmp_path: Path
) -> None:
    init_server(pg_url)
    office = PostgresStore(pg_url, kiosk="office")
    office.add_trainee("Anna Meier", "1042")
    office.close()
    with SlowLink(pg_cluster.port, ROUND_TRIP_S / 2) as link:
        far = role_url(pg_url, "kiosk").replace(f":{pg_cluster.port}/", f":{link.port}/")
        store = OutboxStore(
            lambda: PostgresStore(far, kiosk="pc-3"), tmp_path / OUTBOX_FILE, courier=True
        )
        records = RecordsTrainees(store)
        context = AppContext(
            house=House.of(find_ruleset(DEFAULT_RULESET)),
            trainees=records,
            journal=records,
            clock=ManualClock(),
            seed=5,
        )
        ticks = Ticks(qtbot)
        window = MainWindow(context)  # the trainee list is read in the background
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        start = window.start_screen
        assert start.trainee_list.item(0).text() == "Loading the trainees …"
        ticks.waiting(lambda: [t.name for t in start.listed] == ["Anna Meier"])
        start.name_edit.setText("1042")
        ticks.call(start.on_sign_in)
        assert not start.name_edit.isEnabled()  # the sign-in waits, the screen does not
        ticks.waiting(lambda: context.trainee is not None)
        ticks.call(lambda: window.start_drill(DrillId.BANCO, Mode.PRACTICE))
        assert window.drill_screen.session is None  # her practice record is being read
        ticks.waiting(lambda: window.drill_screen.session is not None)
        area = SupervisorArea(store, Settings(), tmp_path)
        qtbot.addWidget(area)
        area.resize(1280, 800)
        page = area.trainees_page
        ticks.call(area.show)
        assert page.loading.isVisible()  # the progress state while the records are read
        ticks.waiting(lambda: page.list.ids != [])
        assert not page.loading.isVisible()
        assert page.detail.trainee is not None and page.detail.trainee.name == "Anna Meier"
        ticks.call(lambda: page.list.on_cell_clicked(0, 0))  # her records read anew
        assert page.busy and page.loading.isVisible()
        ticks.waiting(lambda: not page.busy)
        assert page.detail.records is not None and len(page.detail.records.sessions) == 1
        ticks.call(page.detail.report_button.click)  # her report read off the UI thread
        assert page.busy and not page.detail.report_button.isEnabled()
        ticks.waiting(lambda: not page.busy)
        assert page.detail.report_note.text().startswith("Saved to ")
        ticks.call(area.groups_tab.click)  # the Groups page reads the groups in the background
        assert area.groups_page.busy
        ticks.waiting(lambda: not area.groups_page.busy)
        assert area.groups_page.worst.text() == "No groups yet."
        records = area.records_page
        records.name.setText("Carla Roth")
        records.badge.setText("9044")
        ticks.call(records.register_button.click)  # registered off the UI thread
        assert records.busy and not records.register_button.isEnabled()
        ticks.waiting(lambda: not records.busy)
        assert records.register_note.text() == "Registered Carla Roth."
        ticks.call(records.export_buttons["csv:sessions"].click)  # written off the UI thread
        assert records.busy
        ticks.waiting(lambda: not records.busy)
        assert records.export_note.text().startswith("Saved to ")
        ticks.timer.stop()
        window.close()
        store.close()
    print(f"longest the screen waited: {ticks.longest * 1000:.1f} ms")
    assert ticks.longest < ROUND_TRIP_S / 2  # never a round trip to the server


def _far(pg_url: str, pg_cluster: Cluster, link: SlowLink, tmp_path: Path) -> OutboxStore:
    """A kiosk's store on the records server behind `link`."""
    far = role_url(pg_url, "kiosk").replace(f":{pg_cluster.port}/", f":{link.port}/")
    return OutboxStore(
        lambda: PostgresStore(far, kiosk="pc-3"), tmp_path / OUTBOX_FILE, courier=True
    )


@pytest.mark.slow
def test_the_table_test_reads_its_sessions_and_keeps_one_off_the_ui_thread(
    qtbot: QtBot, pg_url: str, pg_cluster: Cluster, tmp_path: Path
) -> None:
    init_server(pg_url)
    office = PostgresStore(pg_url, kiosk="office")
    office.add_trainee("Anna Meier", "1042")
    office.add_trainee("Bea Frick", "1043")
    office.close()
    with SlowLink(pg_cluster.port, ROUND_TRIP_S / 2) as link:
        store = _far(pg_url, pg_cluster, link, tmp_path)
        ticks = Ticks(qtbot)
        page = TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=store)
        qtbot.addWidget(page)
        page.show()
        ticks.call(lambda: page.tabs.setCurrentIndex(3))  # the trainees, then her sessions
        assert page.busy and page.history.text() == "Reading the records …"
        ticks.waiting(lambda: not page.busy)
        assert [page.trainee.itemText(i) for i in range(page.trainee.count())] == [
            "Anna Meier",
            "Bea Frick",
        ]
        assert "Evidence from sealed sessions: 0 of 60 coups over 0 of 2" in page.history.text()
        ticks.call(lambda: page.trainee.setCurrentIndex(1))  # another trainee's sessions
        assert page.busy
        ticks.waiting(lambda: not page.busy)
        assert "Evidence from sealed sessions: 0 of 60" in page.history.text()
        for rank in "92K3":
            page.rank_keys[rank].click()
        page.winners[Winner.PUNTO].click()
        page.examiner_names_edits[0].setText("Ruth")
        page.examiner_names_edits[1].setText("Marco")
        page.examiner_code.setText("123456")  # two examiners: a code of each
        page.second_code.setText("654321")
        ticks.call(page.seal_button.click)  # the notary asked, then the session kept
        assert page.busy and page.save_note.text() == "Keeping the session …"
        ticks.waiting(lambda: not page.busy)
        assert "notary" in page.save_note.text()  # this server has none: nothing entered lost
        assert page.test is not None and len(page.test.coups) == 1
        ticks.call(page.save_button.click)
        assert page.busy and not page.coups_page.isEnabled()
        ticks.waiting(lambda: not page.busy)
        assert page.save_note.text() == "Session kept; a new one begins."
        assert "examiners Ruth, Marco" in page.history.text()
        ticks.timer.stop()
        store.close()
    print(f"longest the screen waited: {ticks.longest * 1000:.1f} ms")
    assert ticks.longest < ROUND_TRIP_S / 2  # never a round trip to the server


@pytest.mark.slow
def test_the_supervisor_s_group_change_and_archiving_never_block_the_screen(
    qtbot: QtBot, pg_url: str, pg_cluster: Cluster, tmp_path: Path
) -> None:
    init_server(pg_url)
    office = PostgresStore(pg_url, kiosk="office")
    anna = office.add_trainee("Anna Meier", "1042")
    office.add_trainee("Bea Frick", "1043")
    office.add_group("Autumn", date(2026, 9, 1))
    spring = office.add_group("Spring", date(2026, 3, 2))
    office.set_member(spring.id, anna.id)
    office.close()
    with SlowLink(pg_cluster.port, ROUND_TRIP_S / 2) as link:
        far = role_url(pg_url, "supervisor").replace(f":{pg_cluster.port}/", f":{link.port}/")
        store = PostgresStore(far, kiosk="office")
        ticks = Ticks(qtbot)
        area = SupervisorArea(store, Settings(), tmp_path)
        qtbot.addWidget(area)
        area.resize(1280, 800)
        ticks.call(area.show)
        ticks.waiting(lambda: not area.trainees_page.busy)
        ticks.call(area.groups_tab.click)
        ticks.waiting(lambda: not area.groups_page.busy)
        groups = area.groups_page
        first = groups.table.item(0, 0)  # the newest group first, with Anna
        assert groups.picker.currentText() == "Spring" and first is not None
        assert first.text() == "Anna Meier"
        ticks.call(lambda: groups.picker.setCurrentIndex(groups.picker.findText("Autumn")))
        assert groups.busy  # the group read anew
        ticks.waiting(lambda: not groups.busy)
        assert groups.table.rowCount() == 0
        groups.add_picker.setCurrentIndex(groups.add_picker.findData(anna.id + 1))
        ticks.call(groups.add_button.click)  # Bea joins
        ticks.waiting(lambda: not groups.busy)
        assert groups.note.text() == "Bea Frick · 1043 joined the group."
        assert groups.table.rowCount() == 1
        ticks.call(area.trainees_tab.click)
        page = area.trainees_page
        ticks.waiting(lambda: not page.busy)
        assert page.detail.trainee is not None and page.detail.trainee.name == "Anna Meier"
        page.detail.ask = lambda *question: True  # "Archive"
        ticks.call(page.detail.archive_button.click)
        assert page.busy
        ticks.waiting(lambda: not page.busy)
        assert page.detail.action_note.text() == "Anna Meier was archived."
        assert [line.trainee.name for line in page.list.lines] == ["Bea Frick"]
        ticks.timer.stop()
        area.close()
        store.close()
    print(f"longest the screen waited: {ticks.longest * 1000:.1f} ms")
    assert ticks.longest < ROUND_TRIP_S / 2  # never a round trip to the server
