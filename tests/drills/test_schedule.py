"""The practice schedule: answers rate their item, the schedule is the rated answers replayed."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, timedelta
from random import Random

import pytest
from fsrs import Rating

from kiosk.drills.schedule import (
    DuePlan,
    Item,
    ItemSchedule,
    Review,
    rate,
    standings,
    target_s,
    today,
)
from kiosk.drills.selector import Selector
from kiosk.drills.task import DrillId

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("correct", "seconds", "rating"),
    [
        (False, 1.0, Rating.Again),
        (False, 60.0, Rating.Again),
        (True, 5.0, Rating.Hard),  # banco's target is 4 s
        (True, 4.0, Rating.Good),
        (True, 2.1, Rating.Good),
        (True, 2.0, Rating.Easy),
    ],
)
def test_an_answer_is_rated_from_correctness_and_time(
    correct: bool, seconds: float, rating: Rating
) -> None:
    assert target_s(DrillId.BANCO) == 4.0
    assert rate(DrillId.BANCO, correct, round(seconds * 1000)) is rating


def test_every_drill_has_a_target_time() -> None:
    for drill in DrillId:
        assert target_s(drill) > 0


def _reviews(*ratings: Rating, key: str = "banco:5:third=3", days: float = 1.0) -> list[Review]:
    return [
        Review("banco", key, int(r), START + timedelta(days=days * i))
        for i, r in enumerate(ratings)
    ]


def test_the_schedule_is_the_answers_in_time_order_whatever_order_they_are_read() -> None:
    reviews = _reviews(Rating.Good, Rating.Again, Rating.Good, Rating.Easy)
    in_order = ItemSchedule.of(reviews)
    shuffled = ItemSchedule.of(reviews[::-1])
    assert in_order.cards == shuffled.cards
    assert in_order.answers == {("banco", "banco:5:third=3"): 4}


def test_right_answers_space_an_item_out_and_a_mistake_brings_it_back() -> None:
    good = ItemSchedule.of(_reviews(Rating.Good, Rating.Good, Rating.Good))
    card = good.card("banco", "banco:5:third=3")
    assert card is not None
    last = START + timedelta(days=2)
    assert card.due - last > timedelta(days=2)
    lapsed = ItemSchedule.of(_reviews(Rating.Good, Rating.Good, Rating.Again))
    again = lapsed.card("banco", "banco:5:third=3")
    assert again is not None and again.due - last <= timedelta(minutes=10)
    easy = ItemSchedule.of(_reviews(Rating.Good, Rating.Good, Rating.Easy))
    hard = ItemSchedule.of(_reviews(Rating.Good, Rating.Good, Rating.Hard))
    assert hard.cards[("banco", "banco:5:third=3")].due < card.due
    assert card.due < easy.cards[("banco", "banco:5:third=3")].due


def test_predicted_recall_fades_and_due_items_come_first() -> None:
    schedule = ItemSchedule.of(
        _reviews(Rating.Good, Rating.Good, key="banco:3:third=8")
        + _reviews(Rating.Good, Rating.Again, key="banco:5:third=3")
    )
    now = START + timedelta(days=1, hours=1)
    assert schedule.recall("banco", "banco:3:third=8", now) > 0.9
    later = now + timedelta(days=60)
    assert schedule.recall("banco", "banco:3:third=8", later) < 0.9
    assert schedule.recall("banco", "banco:7:stood", now) == 0.0
    items = [("banco", "banco:3:third=8"), ("banco", "banco:5:third=3"), ("banco", "banco:7:stood")]
    assert schedule.due(items, now) == [("banco", "banco:5:third=3")]
    assert schedule.new(items) == [("banco", "banco:7:stood")]
    assert schedule.due(items, later)[-1] == ("banco", "banco:3:third=8")


@pytest.mark.slow
def test_the_selector_serves_due_items_first_and_observing_reschedules() -> None:
    keys = [f"banco:{t}:third={c}" for t in (3, 4, 5) for c in range(10)]
    reviews = [r for key in keys for r in _reviews(Rating.Good, Rating.Good, key=key)]
    reviews += _reviews(Rating.Good, Rating.Again, key=keys[4])
    schedule = ItemSchedule.of(reviews)
    now = START + timedelta(days=1, hours=1)
    history = schedule.history("banco", lambda: now)
    selector = Selector(keys, Random(5), history)
    picks = Counter(selector.next() for _ in range(300))
    assert picks.most_common(1)[0][0] == keys[4]
    assert history.weight(keys[4]) > 10 * history.weight(keys[0])
    history.observe(keys[4], True, 1500)
    assert history.weight(keys[4]) < 1.0  # answered well: not due again for a while


def _day(day: int, n: int, rating: Rating, key: str, ms: int = 1500) -> list[Review]:
    at = START + timedelta(days=day)
    return [Review("banco", key, int(rating), at + timedelta(seconds=30 * i), ms) for i in range(n)]


def test_a_skill_is_mastered_once_recalled_right_in_time_and_retained_across_two_days() -> None:
    keys = ["banco:3:third=8", "banco:5:third=3"]
    first = [r for k in keys for r in _day(0, 3, Rating.Good, k)]
    now = START + timedelta(hours=1)
    one_day = standings(first, {"banco": keys}, now)["banco"]
    assert one_day.recalled == 2 and one_day.in_time == one_day.recent == 6
    assert one_day.days == 1 and not one_day.mastered  # not yet retained across two days
    second = first + [r for k in keys for r in _day(2, 2, Rating.Good, k)]
    later = START + timedelta(days=2, hours=1)
    assert standings(second, {"banco": keys}, later)["banco"].mastered
    slow = first + [r for k in keys for r in _day(2, 2, Rating.Hard, k, 9000)]
    slow_standing = standings(slow, {"banco": keys}, later)["banco"]
    assert slow_standing.right == 10 and slow_standing.in_time == 6
    assert not slow_standing.mastered  # right, but not within the target time
    assert slow_standing.median_s == 1.5  # six of the ten in 1.5 s
    unseen = standings(second, {"banco": [*keys, "banco:7:stood"]}, later)["banco"]
    assert not unseen.mastered and unseen.weakest == "banco:7:stood"


def test_due_today_serves_due_items_then_new_ones_never_repeated_ahead_of_their_step() -> None:
    seen = [("banco", f"banco:3:third={c}") for c in range(6)]
    new = [("totals", f"total:2:{c}") for c in range(12)]
    schedule = ItemSchedule.of(
        [r for _, k in seen for r in _reviews(Rating.Good, Rating.Good, key=k)]
    )
    now = START + timedelta(days=30)  # every seen item is due again
    plan = DuePlan(schedule, [*seen, *new])
    assert set(plan.due(now)) == set(seen)
    assert plan.minutes(now, lambda drill: 6.0) == 6 * 6 / 60
    asked = []
    for n in range(24):
        if n == 18:
            now += timedelta(minutes=10)  # the missed ones' step is up
        item = plan.next(now)
        asked.append(item)
        schedule.review(*item, Rating.Again if n % 3 == 0 else Rating.Good, now)
        now += timedelta(seconds=20)
    assert set(asked[:6]) == set(seen)  # what is due comes first
    # then every new item once: a missed one waits for its step (ten minutes), not repeated at
    # once (massed practice) while a new one waits
    assert asked[6:18] == new
    missed = [i for n, i in enumerate(asked[:18]) if n % 3 == 0]
    assert asked[18:] == missed[:6]  # back at their step, the longest overdue first
    assert all(asked[i] != asked[i + 1] for i in range(len(asked) - 1))


def test_a_new_item_right_is_back_once_in_its_step_a_missed_one_in_ten_minutes() -> None:
    schedule = ItemSchedule()
    schedule.review("banco", "banco:5:third=3", Rating.Easy, START)
    schedule.review("banco", "banco:6:stood", Rating.Again, START)
    right = schedule.card("banco", "banco:5:third=3")
    assert right is not None and right.due == START + timedelta(minutes=15)  # not weeks later
    schedule.review("banco", "banco:5:third=3", Rating.Good, START + timedelta(minutes=15))
    assert not schedule.learning("banco", "banco:5:third=3")
    missed = schedule.card("banco", "banco:6:stood")
    assert missed is not None and missed.due == START + timedelta(minutes=10)


def test_a_due_today_session_mixes_drills_and_reviews_what_it_asks() -> None:
    from kiosk.drills.catalog import make_drill
    from kiosk.drills.clock import ManualClock
    from kiosk.drills.schedule import DueSource, items_of
    from kiosk.drills.session import Mode, Session
    from kiosk.rules.catalog import find_ruleset
    from tests.drills.answers import play_right

    ruleset = find_ruleset("bern")
    drills = [make_drill(d, ruleset) for d in (DrillId.TOTALS, DrillId.BANCO, DrillId.PAYOUTS)]
    schedule = ItemSchedule.of(_reviews(Rating.Good, Rating.Good, key="banco:5:third=3"))
    now = START + timedelta(days=40)
    due, new, minutes = today(schedule, items_of(drills), now)
    assert (due, new) == (1, 20) and minutes > 0
    session = Session(
        DueSource(drills, schedule, Random(3), lambda: now), Mode.PRACTICE, ManualClock()
    )
    session.start()
    asked = []
    for _ in range(15):
        assert session.task is not None
        asked.append((session.task.drill.value, session.task.key))
        play_right(session)
        session.next()
    assert asked[0] == ("banco", "banco:5:third=3")
    assert len({drill for drill, _ in asked}) > 1
    assert schedule.answers[("banco", "banco:5:third=3")] == 3  # its two, and today's
    assert not schedule.is_due("banco", "banco:5:third=3", now)


def test_new_items_come_in_blocks_of_one_drill_then_interleaved_with_what_is_due() -> None:
    seen = [("banco", f"banco:3:third={c}") for c in range(2)]
    totals = [("totals", f"total:2:{c}") for c in range(6)]
    punto = [("punto", f"punto:{c}") for c in range(6)]
    schedule = ItemSchedule.of(
        [r for _, k in seen for r in _reviews(Rating.Good, Rating.Good, key=k)]
    )
    now = START + timedelta(days=30)  # both seen items are due again
    plan = DuePlan(schedule, [*seen, *totals, *punto], new_block=4)
    asked = []
    for n in range(11):
        item = plan.next(now)
        asked.append(item)
        schedule.review(*item, Rating.Again if n == 2 else Rating.Good, now)
        now += timedelta(minutes=3)  # new items fall due mid-block: the second block's
    assert set(asked[:2]) == set(seen)  # what is due comes first
    assert asked[2:6] == totals[:4]  # a block of one drill, not broken by what falls due
    assert asked[6] == totals[0]  # then the missed one at its step, between the blocks
    assert asked[7:11] == punto[:4]  # the next block from the next drill


def test_at_most_twenty_new_items_a_day_across_sessions() -> None:
    items = [("totals", f"total:{a}:{b}") for a in range(8) for b in range(8)][:50]
    stored: list[Review] = []

    def session(at: datetime, answers: int) -> list[Item]:
        schedule = ItemSchedule.of(stored)  # each session reads the answers anew
        plan = DuePlan(schedule, items)
        asked = []
        for _ in range(answers):
            item = plan.next(at)
            asked.append(item)
            stored.append(Review(*item, int(Rating.Good), at))
            schedule.review(*item, Rating.Good, at)
            at += timedelta(seconds=10)
        return asked

    first = session(START, 12)
    assert len(set(first)) == 12 and today(ItemSchedule.of(stored), items, START)[1] == 8
    later = START + timedelta(hours=5)
    second = session(later, 20)
    new_in_second = set(second) - set(first)
    assert len(new_in_second) == 8  # 20 a day in all; then it practises what it has seen
    assert set(second) - new_in_second <= set(first)
    assert today(ItemSchedule.of(stored), items, later)[1] == 0
    next_day = START + timedelta(days=1)
    assert today(ItemSchedule.of(stored), items, next_day)[1] == 20
    third = session(next_day, 60)
    assert len(set(third) - set(first) - set(second)) == 20


def test_answers_under_a_payouts_older_key_count_for_its_items() -> None:
    from kiosk.drills.catalog import make_drill
    from kiosk.rules.catalog import find_ruleset

    keys = make_drill(DrillId.PAYOUTS, find_ruleset("bern")).keys()
    banco_win = [k for k in keys if k.startswith("payout:banco:win:")]
    punto_lose = [k for k in keys if k.startswith("payout:punto:lose:")]
    assert len(banco_win) > 1 and len(punto_lose) == 1  # a win in each stake class
    older = [
        Review("payouts", key, int(Rating.Good), START + timedelta(days=day))
        for day, key in enumerate(["payout:banco:win", "payout:punto:lose"] * 3)
    ]
    schedule = ItemSchedule.of(older)
    now = START + timedelta(days=6)
    for key in [*banco_win, *punto_lose]:
        assert schedule.recall("payouts", key, now) > 0.9, key
    items = [("payouts", key) for key in keys]
    assert not {*banco_win, *punto_lose} & {k for _, k in schedule.new(items)}
    # an item's own answer goes on from the older key's card; its siblings keep theirs
    schedule.review("payouts", banco_win[0], Rating.Again, now)
    assert schedule.answers[("payouts", banco_win[0])] == 4
    later = now + timedelta(days=1)
    assert schedule.recall("payouts", banco_win[0], later) < schedule.recall(
        "payouts", banco_win[1], later
    )
    assert schedule.new_on(now) == 0  # not a new item
    # an older key's answer after that (a kiosk not yet updated) counts for it too
    before = schedule.answers[("payouts", banco_win[0])]
    schedule.review("payouts", "payout:banco:win", Rating.Good, now + timedelta(minutes=20))
    assert schedule.answers[("payouts", banco_win[0])] == before + 1
