"""The per-item memory: leeches show, no answer is lost."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.memory import leeches
from kiosk.records.postgres import PostgresStore
from kiosk.records.store import RecordStore
from tests.records.conftest import ENGINES, FakeClock, Store
from tests.records.helpers import banco_answer

KEYS = [f"banco:{total}:third={third}" for total in range(3, 7) for third in range(10)]
WEAK = "banco:5:third=3"


def _drilled(store: Store, clock: FakeClock) -> int:
    """A trainee who knows every cell but one, which they keep getting wrong."""
    t = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(t.id, "banco", "practice", "bern", "h", "en"))
    for _ in range(6):
        for key in KEYS:
            clock.advance(4)
            wrong = key == WEAK
            given = "draw" if wrong else "stand"
            store.add_answer(sid, banco_answer(key, "stand", given, not wrong, 900))
    return t.id


@pytest.mark.slow
def test_leeches(store: Store, clock: FakeClock) -> None:
    trainee = _drilled(store, clock)
    assert [
        m.item_key for m in leeches(store.read(lambda r: r.item_memories(trainee)).values())
    ] == [WEAK]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.slow
def test_five_kiosks_answering_the_same_items_at_once_count_every_answer(
    engine: str, request: pytest.FixtureRequest, tmp_path: Path, clock: FakeClock
) -> None:
    """Each kiosk reads an item's memory and writes it back: the reading and the writing are one
    step, so no answer given at the same moment on another kiosk is written over."""
    url = None if engine == "sqlite" else request.getfixturevalue("pg_url")

    def kiosk(name: str) -> RecordStore:  # each its own kiosk, as five PCs of a room are
        if url is None:
            return open_store(tmp_path, clock=clock)
        return PostgresStore(url, clock=clock, kiosk=name)

    first = kiosk("first")
    trainee = first.add_trainee("Anna").id
    keys = KEYS[:8]
    kiosks = 5
    barrier = threading.Barrier(kiosks)
    sessions: list[int] = []
    failures: list[BaseException] = []

    def drill(i: int) -> None:
        try:
            store = kiosk(f"kiosk-{i}")
        except BaseException as exc:
            failures.append(exc)
            barrier.abort()
            return
        try:
            sid = store.start_session(SessionStart(trainee, "banco", "practice", "bern", "h", "en"))
            sessions.append(sid)
            barrier.wait()
            for n in range(80):
                key = keys[(n + i) % len(keys)]
                right = (n + i) % 3 != 0
                given = "stand" if right else "draw"
                store.add_answer(sid, banco_answer(key, "stand", given, right, 900))
        except BaseException as exc:
            failures.append(exc)
        finally:
            store.close()

    threads = [threading.Thread(target=drill, args=(i,)) for i in range(kiosks)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    try:
        assert failures == []
        answers = [a for sid in sessions for a in first.answers(session_id=sid)]
        assert len(answers) == kiosks * 80
        memories = first.item_memories(trainee)
        for key in keys:
            given = [a for a in answers if a.item_key == key]
            memory = memories[("banco", key)]
            assert (memory.reps, memory.lapses) == (
                len(given),
                sum(1 for a in given if not a.correct),
            )
    finally:
        first.close()
