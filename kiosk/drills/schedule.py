"""When each item comes back: one FSRS card per trainee and item, derived from rated answers.

Every answer rates its item from correctness and time against the skill's target time: wrong is
Again, right but slower than the target Hard, right within it Good, right within half of it
Easy; an item's first answer counts as Hard at best (FIRST_RATING). The rating is stored with
the answer; a trainee's schedule is the answers replayed in the
order they were given (`ItemSchedule.of`), so kiosks answering for the same trainee at once
never write over each other's state: there is no state but the answers.

The scheduler is FSRS (py-fsrs) with its default parameters, 90 % desired retention, one
learning step of ten minutes and no fuzzing, so the same answers always give the same schedule.
An item is what a drill asks and records (`ItemKey`): a tableau cell (`banco:5:third=3`), a
payout pattern (`payout:banco:win:mixed:taken`), a chip payout, a misdeal or irregularity case.
Answers recorded under a payout's older key of bet and outcome alone (`payout:banco:win`) count
for every item of that bet and outcome (`older_key`).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta
from random import Random

from fsrs import Card, Rating, Scheduler, State

from kiosk.domain.ids import DrillId, ItemKey
from kiosk.drills.selector import Selector
from kiosk.drills.session import ItemSource
from kiosk.drills.task import Drill, Task

# The target time of one answer per skill, in seconds: a croupier's pace at a live table.
TARGET_S: Mapping[DrillId, float] = {
    DrillId.TOTALS: 3.0,
    DrillId.PUNTO: 3.0,
    DrillId.BANCO: 4.0,
    DrillId.DEALING: 5.0,
    DrillId.MISDEAL: 8.0,
    DrillId.PAYOUTS: 8.0,
    DrillId.TABLE: 10.0,
    DrillId.ACCEPTANCE: 6.0,
    DrillId.CHIPS: 12.0,
    DrillId.IRREGULARITIES: 12.0,
}
EASY_SHARE = 0.5  # right within this share of the target time: Easy
# An item's first answer counts as Hard at best: right the first time is the rule just read or
# a guess, not a memory; Hard keeps the item in its learning step (back in 15 minutes) where
# Good would put it off for days and Easy for two weeks (the bench in docs/learning.md).
FIRST_RATING = Rating.Hard
MASTERED_RECALL = 0.9  # predicted recall an item needs to count as mastered
SECONDS_PER_DAY = 86400.0

# One learning step of ten minutes: a seen item answered right in it goes to review, one
# missed comes back ten minutes later (a step of a minute is massed practice: see DuePlan).
_SCHEDULER = Scheduler(learning_steps=(timedelta(minutes=10),), enable_fuzzing=False)
_DECAY = -_SCHEDULER.parameters[20]
_FACTOR = 0.9 ** (1 / _DECAY) - 1

Item = tuple[str, str]  # (drill id, item key)


def target_s(drill: DrillId | str) -> float:
    return TARGET_S[DrillId(drill)]


def rate(drill: DrillId | str, correct: bool, ms: int) -> Rating:
    """The rating of one answer: Again, Hard, Good or Easy (see the module text)."""
    if not correct:
        return Rating.Again
    seconds = ms / 1000
    target = target_s(drill)
    if seconds > target:
        return Rating.Hard
    if seconds > target * EASY_SHARE:
        return Rating.Good
    return Rating.Easy


@dataclass(frozen=True, slots=True)
class Review:
    """One rated answer, as the schedule is derived from."""

    drill: str
    key: str
    rating: int
    at: datetime
    ms: int | None = None  # the answer's time, where it is known


def _utc(at: datetime) -> datetime:
    return at.astimezone(UTC)


def recall(card: Card | None, at: datetime) -> float:
    """The predicted chance the item is answered right at `at` (0 for an unseen item)."""
    if card is None or card.last_review is None or card.stability is None:
        return 0.0
    elapsed = max(0.0, (_utc(at) - card.last_review).total_seconds()) / SECONDS_PER_DAY
    return float((1 + _FACTOR * elapsed / card.stability) ** _DECAY)


def older_key(item: Item) -> Item | None:
    """The key a payout item's answers were recorded under before payouts were told apart by
    stake class and commission handling: `payout:banco:win:mixed:taken` was `payout:banco:win`.
    In a house the bet and outcome settle the commission, so an older key names one item where
    the bet and outcome pay nothing or in one stake class, else each stake class's item."""
    drill, key = item
    parts = ItemKey(key).parts
    if drill != DrillId.PAYOUTS.value or len(parts) != 4 or ItemKey(key).kind != "payout":
        return None
    return drill, ItemKey.of("payout", *parts[:2])


def _is_older(item: Item) -> bool:
    """An answer recorded under a payout's older key (`payout:banco:win`)."""
    key = ItemKey(item[1])
    return item[0] == DrillId.PAYOUTS.value and key.kind == "payout" and len(key.parts) == 2


def _day(at: datetime) -> date:
    return _utc(at).date()


class ItemSchedule:
    """One trainee's cards by item; `review` adds an answer, `of` replays stored ones.

    An item without answers of its own takes the card of its older key (`older_key`): the
    answers recorded under it count for the item, and its own answers go on from that card."""

    def __init__(self) -> None:
        self.cards: dict[Item, Card] = {}
        self.answers: dict[Item, int] = {}
        self.first: dict[Item, date] = {}  # the day (UTC) an item was first answered
        self.recent: dict[str, deque[bool]] = {}  # per drill: its last answers, right or not
        self._older = False  # any answer under an older key (spares the lookup otherwise)

    @classmethod
    def of(cls, reviews: Iterable[Review]) -> ItemSchedule:
        """The schedule the answers give, in the order given (the store orders them by time)."""
        schedule = cls()
        for r in sorted(reviews, key=lambda r: r.at):
            schedule.review(r.drill, r.key, Rating(r.rating), r.at)
        return schedule

    def _card(self, item: Item) -> Card | None:
        card = self.cards.get(item)
        if card is None and self._older and (older := older_key(item)) is not None:
            return self.cards.get(older)
        return card

    def review(self, drill: str, key: str, rating: Rating, at: datetime) -> None:
        item = (drill, key)
        if item not in self.cards:
            older = older_key(item)
            if older is not None and older in self.cards:  # go on from the older key's card
                self.cards[item] = replace(self.cards[older], card_id=len(self.cards) + 1)
                self.answers[item] = self.answers[older]
            elif _is_older(item):
                self._older = True
        if self._older and _is_older(item):  # an older key's answer after its items' own
            for other in [i for i in self.cards if older_key(i) == item]:
                self._review(other, rating, at)
        self._review(item, rating, at)
        self.recent.setdefault(drill, deque(maxlen=RECENT)).append(rating != Rating.Again)

    def _review(self, item: Item, rating: Rating, at: datetime) -> None:
        card = self.cards.get(item)
        if card is None:
            card = Card(card_id=len(self.cards) + 1)
            self.first[item] = _day(at)
            rating = min(rating, FIRST_RATING)
        self.cards[item], _ = _SCHEDULER.review_card(card, rating, _utc(at))
        self.answers[item] = self.answers.get(item, 0) + 1

    def new_on(self, at: datetime) -> int:
        """How many items were first answered on `at`'s day (UTC)."""
        day = _day(at)
        return sum(1 for first in self.first.values() if first == day)

    def accuracy(self, drill: str) -> float | None:
        """The share of the drill's last answers (RECENT at most) that were right; None before
        the first."""
        last = self.recent.get(drill)
        return sum(last) / len(last) if last else None

    def card(self, drill: str, key: str) -> Card | None:
        return self._card((drill, key))

    def recall(self, drill: str, key: str, at: datetime) -> float:
        return recall(self._card((drill, key)), at)

    def is_due(self, drill: str, key: str, at: datetime) -> bool:
        card = self._card((drill, key))
        return card is not None and card.due <= _utc(at)

    def due(self, items: Iterable[Item], at: datetime) -> list[Item]:
        """The seen items among `items` due by `at`, the longest overdue first."""
        now, card = _utc(at), self._card
        found = [(c.due, i) for i in items if (c := card(i)) and c.due <= now]
        return [i for _, i in sorted(found)]

    def new(self, items: Iterable[Item]) -> list[Item]:
        return [i for i in items if self._card(i) is None]

    def learning(self, drill: str, key: str) -> bool:
        card = self._card((drill, key))
        return card is not None and card.state is not State.Review

    def history(self, drill: str, clock: Callable[[], datetime]) -> ScheduledHistory:
        return ScheduledHistory(self, drill, clock)


NEW_BLOCK = 4  # new items come this many of one drill at a time, one after another
NEW_PER_DAY = 20  # new items Due today offers in a day (items first answered that day count)


class DuePlan:
    """Today's practice over items of several drills. New items come in small blocks of one
    drill (NEW_BLOCK, each asked once, one after another, the next block from the next drill);
    between blocks, what is due (the longest overdue first, a block's missed item at its
    learning step among them), so the blocks' items come back interleaved with the rest. At
    most NEW_PER_DAY new items a day, those first answered earlier that day counted. With
    nothing due and no new item left today, the item whose predicted recall is lowest
    (practice ahead).

    An item is never asked again ahead of its learning step while a new one waits: repeating it
    within a minute or two is massed practice, which leaves little a day later (the bench in
    docs/learning.md: repeating each block of new items until learnt cost more minutes)."""

    def __init__(
        self,
        schedule: ItemSchedule,
        items: Iterable[Item],
        new_block: int = NEW_BLOCK,
        new_per_day: int = NEW_PER_DAY,
    ) -> None:
        self.schedule = schedule
        self.items = tuple(dict.fromkeys(items))
        self.new_block = new_block
        self.new_per_day = new_per_day
        self.block: list[Item] = []  # the open block's items still to ask
        self.block_drill: str | None = None  # the last block's drill
        self.last: Item | None = None

    def due(self, at: datetime) -> list[Item]:
        return self.schedule.due(self.items, at)

    def new(self, at: datetime) -> list[Item]:
        """The new items still offered on `at`'s day."""
        left = self.new_per_day - self.schedule.new_on(at)
        return self.schedule.new(self.items)[: max(0, left)]

    def next(self, at: datetime) -> Item:
        """The item to ask now (never the one just asked while another will do)."""
        if not self.items:
            raise ValueError("a plan needs at least one item")
        self.block = [i for i in self.block if self.schedule.card(*i) is None]
        if self.block:
            return self._take(self.block.pop(0))
        others = [i for i in self.items if i != self.last] or list(self.items)
        due = self.schedule.due(others, at)
        if due:
            return self._take(due[0])
        new = [i for i in self.new(at) if i != self.last]
        if new:
            drills = list(dict.fromkeys(drill for drill, _ in new))
            after = self.block_drill
            drill = (
                drills[(drills.index(after) + 1) % len(drills)] if after in drills else drills[0]
            )
            self.block_drill = drill
            self.block = [i for i in new if i[0] == drill][: self.new_block]
            return self._take(self.block.pop(0))
        now = _utc(at)
        seen = [i for i in others if self.schedule.card(*i) is not None] or others

        def faded(item: Item) -> float:  # recall falls as elapsed time / stability grows
            card = self.schedule.card(*item)
            if card is None or card.last_review is None or not card.stability:
                return math.inf
            return (now - card.last_review).total_seconds() / card.stability

        return self._take(max(seen, key=faded))  # not a new one past the day's new items

    def _take(self, item: Item) -> Item:
        self.last = item
        return item

    def minutes(self, at: datetime, seconds: Callable[[str], float]) -> float:
        """How long what is due now takes, at `seconds(drill)` per answer."""
        return sum(seconds(drill) for drill, _ in self.due(at)) / 60


DUE_SESSION = "due"  # the drill a Due today session is recorded under: mixed across drills
ANSWERS_PER_NEW = 3  # a new item's answers in its first session (its learning steps)
READ_S = 3.0  # reading an answer's feedback, on top of the answer's target time


def items_of(drills: Iterable[Drill]) -> list[Item]:
    """Every item the drills ask, as the schedule names them."""
    return [(drill.id.value, key) for drill in drills for key in tuple(drill.keys())]


def today(schedule: ItemSchedule, items: Iterable[Item], at: datetime) -> tuple[int, int, float]:
    """Due today before starting: (items due, new items offered, minutes it takes)."""
    plan = DuePlan(schedule, items)
    due, new = plan.due(at), plan.new(at)
    seconds = sum(target_s(d) + READ_S for d, _ in due)
    seconds += ANSWERS_PER_NEW * sum(target_s(d) + READ_S for d, _ in new)
    return len(due), len(new), seconds / 60


def minutes_to_mastery(
    schedule: ItemSchedule, drill: str, keys: Iterable[str], at: datetime
) -> float:
    """The practice still needed for every item of the skill to reach the mastered recall: a
    new item's first session (ANSWERS_PER_NEW answers), one answer to each seen item below it,
    each at the skill's target time plus reading the feedback."""
    answers = sum(
        ANSWERS_PER_NEW if schedule.card(drill, key) is None else 1
        for key in keys
        if schedule.recall(drill, key, at) < MASTERED_RECALL
    )
    return answers * (target_s(drill) + READ_S) / 60


class DueSource(ItemSource):
    """Due today's items for a session mixed across drills: the plan picks, the drill makes the
    item, and each item answered is reviewed in the schedule through its drill's selector."""

    def __init__(
        self,
        drills: Iterable[Drill],
        schedule: ItemSchedule,
        rng: Random,
        clock: Callable[[], datetime],
    ) -> None:
        super().__init__([], rng)
        self.drills = {drill.id.value: drill for drill in drills}
        self.clock = clock
        self.plan = DuePlan(schedule, items_of(self.drills.values()))
        self.selectors = {
            d: Selector(drill.keys(), rng, schedule.history(d, clock))
            for d, drill in self.drills.items()
            if drill.keys()
        }

    def next(self) -> tuple[Task, Selector] | None:
        if not self.plan.items:
            return None
        drill, key = self.plan.next(self.clock())
        return self.drills[drill].make(key, self.rng), self.selectors[drill]


# The selector's weights: a due item far outweighs the rest, an unseen one weighs as normal,
# one not due yet comes up rarely (more the more it has faded).
DUE_WEIGHT = 12.0
LEARNING_WEIGHT = 2.0  # in its learning steps (new, or just missed): back soon, interleaved
UNSEEN_WEIGHT = 1.0
FLOOR_WEIGHT = 0.05


class ScheduledHistory:
    """kiosk.drills.selector.History for one drill, driven by the trainee's schedule."""

    def __init__(self, schedule: ItemSchedule, drill: str, clock: Callable[[], datetime]) -> None:
        self.schedule = schedule
        self.drill = drill
        self.clock = clock

    def weight(self, key: str) -> float:
        now = self.clock()
        card = self.schedule.card(self.drill, key)
        if card is None:
            return UNSEEN_WEIGHT
        if card.due <= _utc(now):
            overdue = (_utc(now) - card.due) / timedelta(days=1)
            return DUE_WEIGHT * (1.0 + min(overdue, 7.0))
        if card.state is not State.Review:
            return LEARNING_WEIGHT
        return max(FLOOR_WEIGHT, 1.0 - self.schedule.recall(self.drill, key, now))

    def observe(self, key: str, correct: bool, ms: int | None = None) -> None:
        rating = rate(self.drill, correct, ms) if ms is not None else Rating.Good
        if not correct:
            rating = Rating.Again
        self.schedule.review(self.drill, key, rating, self.clock())


RECENT = 20  # a skill's last answers that must be right within the target time
RECENT_SHARE = 0.9
MASTERY_DAYS = 2  # a skill is mastered only once retained across this many days


@dataclass(frozen=True, slots=True)
class Standing:
    """One trainee's standing in one skill (a drill) against the certification's marks: every
    item's predicted recall, the last answers right and within the target time, and the days
    the skill was practised on."""

    drill: str
    items: int
    recalled: int  # items whose predicted recall is at least MASTERED_RECALL now
    recent: int  # the last answers counted (at most RECENT)
    right: int  # of those, right
    in_time: int  # of those, right within the target time (rated Good or Easy)
    median_s: float | None  # median seconds of those answers (None: no time known)
    target_s: float
    days: int  # days (UTC) with answers of the skill
    weakest: str | None  # the item whose predicted recall is lowest (an unseen one first)
    weakest_recall: float

    @property
    def accuracy(self) -> float | None:
        return self.right / self.recent if self.recent else None

    @property
    def mastered(self) -> bool:
        return (
            self.items > 0
            and self.recalled == self.items
            and self.recent > 0
            and self.in_time >= RECENT_SHARE * self.recent
            and self.days >= MASTERY_DAYS
        )


def standings(
    reviews: Iterable[Review],
    items: Mapping[str, Iterable[str]],
    at: datetime,
    targets: Mapping[str, float] | None = None,
) -> dict[str, Standing]:
    """Each skill's standing at `at`, from the trainee's rated answers; `items` are each drill's
    item keys (the house's), `targets` the certification's pace per drill where it sets one."""
    ordered = sorted(reviews, key=lambda r: r.at)
    schedule = ItemSchedule.of(ordered)
    out: dict[str, Standing] = {}
    for drill, keys in items.items():
        keys = tuple(keys)
        mine = [r for r in ordered if r.drill == drill]
        last = mine[-RECENT:]
        recalls = {key: schedule.recall(drill, key, at) for key in keys}
        weakest = min(keys, key=lambda k: recalls[k]) if keys else None
        times = sorted(r.ms / 1000 for r in last if r.ms is not None)
        out[drill] = Standing(
            drill=drill,
            items=len(keys),
            recalled=sum(1 for value in recalls.values() if value >= MASTERED_RECALL),
            recent=len(last),
            right=sum(1 for r in last if r.rating != Rating.Again),
            in_time=sum(1 for r in last if r.rating >= Rating.Good),
            median_s=times[len(times) // 2] if times else None,
            target_s=(targets or {}).get(drill) or target_s(drill),
            days=len({_utc(r.at).date() for r in mine}),
            weakest=weakest,
            weakest_recall=recalls[weakest] if weakest is not None else 0.0,
        )
    return out


@dataclass(frozen=True, slots=True)
class CalibrationBin:
    """Answers whose predicted recall fell in [low, high): how many, what the schedule
    predicted on average, and the share answered right (the calibration chart's one point)."""

    low: float
    high: float
    answers: int
    predicted: float
    observed: float


def calibration(*histories: Iterable[Review], bins: int = 10) -> list[CalibrationBin]:
    """How well the predictions hold: each answer to an item seen before, by the recall the
    schedule predicted just before it, against whether it was right; over the answers of one
    trainee or several (each history is one trainee's)."""
    found: list[list[tuple[float, bool]]] = [[] for _ in range(bins)]
    for reviews in histories:
        schedule = ItemSchedule()
        for r in sorted(reviews, key=lambda r: r.at):
            card = schedule.card(r.drill, r.key)
            if card is not None:
                predicted = recall(card, r.at)
                found[min(bins - 1, int(predicted * bins))].append(
                    (predicted, r.rating != Rating.Again)
                )
            schedule.review(r.drill, r.key, Rating(r.rating), r.at)
    return [
        CalibrationBin(
            i / bins,
            (i + 1) / bins,
            len(points),
            sum(p for p, _ in points) / len(points),
            sum(1 for _, right in points if right) / len(points),
        )
        for i, points in enumerate(found)
        if points
    ]
