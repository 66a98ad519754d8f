"""Each answer is stored with its rating; a trainee's schedule is read back from them, exact
even when two kiosks answer for the same trainee at once."""

from __future__ import annotations

import threading

import pytest
from fsrs import Rating

from kiosk.drills.schedule import ItemSchedule, rate
from kiosk.records.history import SessionStart
from kiosk.records.postgres import PostgresStore
from kiosk.records.store import SQLiteStore
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import banco_answer


@pytest.mark.slow
def test_answers_are_stored_with_their_rating(store: Store, clock: FakeClock) -> None:
    trainee = store.add_trainee("Anna").id
    sid = store.start_session(SessionStart(trainee, "banco", "practice", "bern", "h", "en"))
    given = [(True, 1500), (True, 3000), (True, 9000), (False, 1000)]
    for correct, ms in given:
        clock.advance(5)
        store.add_answer(sid, banco_answer("banco:5:third=3", "draw", "x", correct, ms))
    reviews = store.read(lambda r: r.reviews(trainee))
    assert [r.rating for r in reviews] == [Rating.Easy, Rating.Good, Rating.Hard, Rating.Again]
    assert [r.at for r in reviews] == sorted(r.at for r in reviews)
    ben = store.add_trainee("Ben").id
    assert store.read(lambda r: r.reviews(ben)) == []


def test_an_answer_from_before_ratings_is_rated_when_read(clock: FakeClock) -> None:
    store = SQLiteStore(":memory:", clock=clock)
    trainee = store.add_trainee("Anna").id
    sid = store.start_session(SessionStart(trainee, "banco", "practice", "bern", "h", "en"))
    store.db.run(
        lambda db: db.execute(
            "INSERT INTO answers (session_id, item_key, expected, given, correct, ms, at, drill) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (sid, "banco:4:stood", "draw", "draw", 1, 3000, "2026-03-01T09:00:00+00:00", "banco"),
        )
    )
    (review,) = store.reviews(trainee)
    assert review.rating == rate("banco", True, 3000) == Rating.Good


def test_two_kiosks_answering_for_one_trainee_at_once_keep_the_schedule_exact(
    pg_url: str, clock: FakeClock
) -> None:
    """Two kiosks of a room answer the same items for the same trainee at the same moments: the
    schedule both then read is every answer of both, in the order given."""
    first = PostgresStore(pg_url, clock=clock, kiosk="first")
    trainee = first.add_trainee("Anna").id
    keys = [f"banco:{t}:third={c}" for t in (3, 4) for c in (1, 8)]
    barrier = threading.Barrier(2)
    failures: list[BaseException] = []
    sessions: list[int] = []

    def kiosk(i: int) -> None:
        store = PostgresStore(pg_url, clock=clock, kiosk=f"kiosk-{i}")
        try:
            sid = store.start_session(SessionStart(trainee, "banco", "practice", "bern", "h", "en"))
            sessions.append(sid)
            barrier.wait()
            for n in range(60):
                right = (n + i) % 4 != 0
                ms = 1500 + 1000 * ((n * (i + 1)) % 5)
                store.add_answer(sid, banco_answer(keys[n % 4], "draw", "x", right, ms, n))
        except BaseException as exc:
            failures.append(exc)
            barrier.abort()
        finally:
            store.close()

    threads = [threading.Thread(target=kiosk, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    second = PostgresStore(pg_url, clock=clock, kiosk="second")
    try:
        assert failures == []
        answers = sorted(
            (a for sid in sessions for a in first.answers(session_id=sid)),
            key=lambda a: (a.at, a.id),
        )
        assert len(answers) == 120
        expected = ItemSchedule()
        for a in answers:
            expected.review(a.drill, a.item_key, rate(a.drill, a.correct, a.ms), a.at)
        for reader in (first, second):
            schedule = ItemSchedule.of(reader.reviews(trainee))
            assert schedule.answers == {("banco", k): 30 for k in keys}
            assert schedule.cards == expected.cards
    finally:
        first.close()
        second.close()
