"""A records database with a few trainees who drilled over several days, for supervisor tests."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING

from kiosk.records import SessionStatus
from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.store import SQLiteStore
from tests.records.conftest import FakeClock
from tests.records.helpers import banco_answer, sealed_exam

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from kiosk.ui.supervisor.area import SupervisorArea


def loaded(qtbot: QtBot, area: SupervisorArea) -> None:
    """Once the area's pages have read the records (off the UI thread) and show them."""
    qtbot.waitUntil(
        lambda: not (area.trainees_page.busy or area.groups_page.busy or area.learning_page.busy),
        timeout=20_000,
    )


def demo_store(folder: Path) -> SQLiteStore:
    clock = FakeClock()
    store = open_store(folder, clock=clock)
    rng = Random(3)
    people = [
        ("Anna Beck", "1042", 0.04),
        ("Bruno Frick", "1077", 0.18),
        ("Carla Marxer", None, 0.35),
    ]
    for name, badge, error in people:
        t = store.add_trainee(name, badge)
        start = clock.now
        for day in range(6):
            clock.now = start + timedelta(days=day, hours=rng.randrange(3))
            sid = store.start_session(SessionStart(t.id, "banco", "practice", "bern", "f00d", "en"))
            for _ in range(24):
                total, third = rng.randrange(8), rng.choice([None, *range(10)])
                key = f"banco:{total}:stood" if third is None else f"banco:{total}:third={third}"
                weak = total in (4, 5) and third in (2, 3, 4, 8)
                wrong = rng.random() < error * (3 if weak else 1) * (1 - day / 10)
                clock.advance(2 + rng.random() * 3)
                ms = int(600 + rng.random() * 2500 * (1 + error * 4))
                given = "stand" if wrong else "draw"
                store.add_answer(sid, banco_answer(key, "draw", given, not wrong, ms))
            store.end_session(sid, SessionStatus.COMPLETED)
        if error > 0.3:  # one cell this trainee keeps getting wrong: a leech
            sid = store.start_session(SessionStart(t.id, "banco", "practice", "bern", "f00d", "en"))
            for wrong in (True, True, False, True, True, False, True):
                clock.advance(20)
                given = "draw" if wrong else "stand"
                store.add_answer(
                    sid, banco_answer("banco:3:third=8", "stand", given, not wrong, 3100)
                )
            store.end_session(sid, SessionStatus.COMPLETED)
        if error < 0.3:
            sealed_exam(store, clock, t.id, right=9, wrong=1)
            sealed_exam(store, clock, t.id, wrong=0 if error < 0.1 else 1)
        clock.now = start
    return store
