"""The per-item memory: weak items weigh more, the selector serves them more, leeches show."""

from __future__ import annotations

import threading
from collections import Counter
from pathlib import Path
from random import Random

import pytest

from kiosk.drills.selector import Selector
from kiosk.records.history import SessionStart
from kiosk.records.location import open_store
from kiosk.records.memory import MemoryModel, remember
from kiosk.records.postgres import PostgresStore
from kiosk.records.store import RecordStore, SqlStore
from tests.records.conftest import ENGINES, FakeClock
from tests.records.helpers import banco_answer

KEYS = [f"banco:{total}:third={third}" for total in range(3, 7) for third in range(10)]
WEAK = "banco:5:third=3"


def _drilled(store: SqlStore, clock: FakeClock) -> int:
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
def test_weak_items_weigh_more(store: SqlStore, clock: FakeClock) -> None:
    trainee = _drilled(store, clock)
    model = MemoryModel(store.item_memories(trainee), clock)
    weights = model.weights("banco", [*KEYS, "banco:7:stood"])
    assert weights[WEAK] == max(weights.values())
    assert weights[WEAK] > 10 * weights["banco:4:third=2"]
    assert weights["banco:7:stood"] == 1.0  # unseen: normal weight
    clock.advance(30 * 24 * 3600)  # a month later even known cells have faded
    assert model.weight("banco", "banco:4:third=2") > weights["banco:4:third=2"]


@pytest.mark.slow
def test_the_selector_prefers_weak_items(store: SqlStore, clock: FakeClock) -> None:
    trainee = _drilled(store, clock)
    model = MemoryModel(store.item_memories(trainee), clock)
    selector = Selector(KEYS, Random(7), model.history("banco"))
    picks = Counter(selector.next() for _ in range(2000))
    fair_share = 2000 / len(KEYS)
    assert picks[WEAK] > 5 * fair_share
    assert all(picks[k] > 0 for k in KEYS)  # coverage: every cell still comes up


def test_observing_a_right_answer_lowers_the_weight(clock: FakeClock) -> None:
    model = MemoryModel({}, clock)
    history = model.history("payouts")
    history.observe("payouts:banco-6", False)
    missed = history.weight("payouts:banco-6")
    for _ in range(8):
        clock.advance(60)
        history.observe("payouts:banco-6", True)
    assert history.weight("payouts:banco-6") < missed / 4


@pytest.mark.slow
def test_leeches(store: SqlStore, clock: FakeClock) -> None:
    trainee = _drilled(store, clock)
    model = MemoryModel(store.item_memories(trainee), clock)
    assert [m.item_key for m in model.leeches()] == [WEAK]
    assert model.leeches("payouts") == []


def test_stability_grows_with_spacing(clock: FakeClock) -> None:
    first = remember(None, "totals", "totals:5", True, clock.now)
    clock.advance(10)
    soon = remember(first, "totals", "totals:5", True, clock.now)
    clock.advance(3600)
    late = remember(first, "totals", "totals:5", True, clock.now)
    assert first.stability_s < soon.stability_s < late.stability_s
    lapse = remember(late, "totals", "totals:5", False, clock.now)
    assert lapse.stability_s < late.stability_s and lapse.lapses == 1


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
