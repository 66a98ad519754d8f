"""A records server half a second away: the trainee's answers never wait on it."""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode, SessionState
from kiosk.drills.task import DrillId
from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server, role_url
from kiosk.rules.catalog import DEFAULT_RULESET, House, find_ruleset
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.dev.demo import right_answer, wrong_answer
from kiosk.ui.supervisor.backend import RecordsTrainees
from tests.pgserver import Cluster
from tests.records.helpers import SlowLink

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
        assert max(times) < ROUND_TRIP_S / 2  # no answer waited on a round trip
        start = time.monotonic()
        while store.outbox.count() and time.monotonic() - start < 120:
            qtbot.wait(50)
        store.close()
    office = PostgresStore(pg_url, kiosk="office")
    try:
        assert len(office.answers(trainee_id=anna.id)) == 8  # and every one arrived
    finally:
        office.close()
