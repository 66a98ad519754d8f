"""The learning-efficiency bench: simulated trainees practise a house's items under three
schedulers, on a memory model that is not the scheduler's own (docs/learning.md).

Memory: ACT-R activation with spacing-dependent decay (Pavlik & Anderson 2005). Each presentation
k of an item leaves a trace that decays with its own rate d_k = c · e^(m_k) + a, where m_k is the
item's activation when it was presented (a well-known item decays faster: the spacing effect);
the activation now is m = ability − difficulty + ln Σ t_k^(−d_k), with t_k the psychological time
since presentation k (time away from practice counts h of its length), and the chance of a right
answer is 1 / (1 + e^((τ − m) / s)). Each trainee has an ability and a decay intercept a, each item
a difficulty. An unseen item is answered right by guessing only.

Practice: 20 minutes a day, one answer after another; each answer takes a log-normal time around
the skill's target (scaled by the trainee's pace, longer when wrong) and the feedback is read
after it. A day's practice ends when its 20 minutes are used.

Mastery: the first day after which every item's true recall at the start of the next day is at
least 90 %. Then practice stops, and true recall is measured 7 and 30 days after that last session.

Run: `python -m tests.bench.learning [TRAINEES] [WORKERS]`, or `make bench` (test_learning.py).
"""

from __future__ import annotations

import math
import statistics
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache
from random import Random

from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.schedule import DuePlan, ItemSchedule, rate, target_s
from kiosk.drills.selector import Selector
from kiosk.records.memory import ItemMemory, remember
from kiosk.rules.catalog import find_ruleset

HOUSES = ("schaanwald", "uk-2000")
SCHEDULERS = ("uniform", "adaptive", "fsrs")

# ACT-R (Pavlik & Anderson 2008's fits, rounded)
DECAY_SCALE_C = 0.217
DECAY_INTERCEPT_A = 0.177  # per trainee: normal, sd 0.03, kept in 0.10–0.28
THRESHOLD_TAU = -1.2
NOISE_S = 0.255
AWAY_H = 0.025  # time away from practice counts this share of its length
ABILITY_SD = 0.35  # per trainee
DIFFICULTY_SD = 0.3  # per item
GUESS = 0.2  # chance an unseen item is answered right

# Practice
DAY_S = 86400.0
SESSION_S = 20 * 60.0
MAX_DAYS = 60
PACE_SD = 0.25  # per trainee, log-normal around 1
ANSWER_SD = 0.35  # per answer, log-normal
WRONG_SLOWER = 1.3
READ_S = 2.0  # reading the feedback of a right answer
READ_WRONG_S = 6.0  # … of a wrong one, with the rule explained
MASTERY = 0.9

START = datetime(2026, 1, 5, 8, 0, tzinfo=UTC)


@cache
def house_items(house: str) -> tuple[tuple[str, str], ...]:
    ruleset = find_ruleset(house)
    drills = [make_drill(drill, ruleset) for drill in DRILLS]
    return tuple((drill.id.value, key) for drill in drills for key in tuple(drill.keys()))


def psych(t: float) -> float:
    """Psychological time at real time t (s since the first session): time in a session counts
    whole, time away from practice counts AWAY_H of its length."""
    day, into = divmod(t, DAY_S)
    away = DAY_S - SESSION_S
    inside = min(into, SESSION_S) + AWAY_H * max(0.0, into - SESSION_S)
    return day * (SESSION_S + AWAY_H * away) + inside


class Learner:
    """One simulated trainee's true memory of every item."""

    def __init__(self, rng: Random, items: Sequence[tuple[str, str]]) -> None:
        self.ability = rng.gauss(0.0, ABILITY_SD)
        self.decay_a = min(0.28, max(0.10, rng.gauss(DECAY_INTERCEPT_A, 0.03)))
        self.pace = math.exp(rng.gauss(0.0, PACE_SD))
        self.difficulty = {item: rng.gauss(0.0, DIFFICULTY_SD) for item in items}
        self.traces: dict[tuple[str, str], list[tuple[float, float]]] = {}

    def activation(self, item: tuple[str, str], t: float) -> float:
        traces = self.traces.get(item)
        if not traces:
            return -math.inf
        now = psych(t)
        total = sum(max(now - at, 1.0) ** -d for at, d in traces)
        return self.ability - self.difficulty[item] + math.log(total)

    def recall(self, item: tuple[str, str], t: float) -> float:
        m = self.activation(item, t)
        if m == -math.inf:
            return GUESS
        return 1.0 / (1.0 + math.exp((THRESHOLD_TAU - m) / NOISE_S))

    def present(self, item: tuple[str, str], t: float) -> None:
        m = self.activation(item, t)
        d = DECAY_SCALE_C * math.exp(m) + self.decay_a if m != -math.inf else self.decay_a
        self.traces.setdefault(item, []).append((psych(t), d))


class Uniform:
    def __init__(self, items: Sequence[tuple[str, str]], rng: Random) -> None:
        self.items, self.rng = items, rng

    def next(self, t: float) -> tuple[str, str]:
        return self.rng.choice(self.items)

    def answered(self, item: tuple[str, str], correct: bool, ms: int, t: float) -> None:
        pass


class Adaptive:
    """Today's adaptive practice: the selector over the records' item memory (heat map and
    leeches), with its coverage of the least-served items. An item weighs four times its chance
    of a mistake now, the larger of its forgetting and its recent error rate (an unseen item a
    25 % chance, at least 5 %). Its forgetting is on FSRS's power curve, R = (1 + 19/81 · t/S)
    ^ −0.5, with a stability S the item memory kept then: two minutes after a first right answer
    (30 s after a wrong one), stretched by a right answer the more the longer since the last,
    shrunk to a fifth by a mistake (at least 30 s)."""

    def __init__(self, items: Sequence[tuple[str, str]], rng: Random) -> None:
        self.now = START
        memories: dict[str, ItemMemory] = {}
        stability: dict[str, float] = {}
        bench = self

        def kept(key: str, m: ItemMemory) -> float:
            elapsed = max(0.0, (bench.now - m.last_seen).total_seconds())
            return float((1 + 19 / 81 * elapsed / stability[key]) ** -0.5)

        class Both:
            def weight(self, key: str) -> float:
                m = memories.get(key)
                if m is None:
                    return 1.0
                chance = max(1.0 - kept(key, m), m.recent_error_rate)
                return 4.0 * max(0.05, chance)

            def observe(self, key: str, correct: bool, ms: int | None = None) -> None:
                drill, item = key.split("|", 1)
                m = memories.get(key)
                if m is None:
                    stability[key] = 120.0 if correct else 30.0
                elif correct:
                    stability[key] *= 1.5 + 3.0 * (1.0 - kept(key, m))
                else:
                    stability[key] = max(30.0, stability[key] * 0.2)
                memories[key] = remember(m, drill, item, correct, bench.now)

        self.selector = Selector([f"{d}|{k}" for d, k in items], rng, Both())

    def next(self, t: float) -> tuple[str, str]:
        self.now = START + timedelta(seconds=t)
        drill, key = self.selector.next().split("|", 1)
        return drill, key

    def answered(self, item: tuple[str, str], correct: bool, ms: int, t: float) -> None:
        self.now = START + timedelta(seconds=t)
        self.selector.observe(f"{item[0]}|{item[1]}", correct, ms)


class Scheduled:
    """The new scheduler: Due today (kiosk.drills.schedule.DuePlan) over the house's items."""

    def __init__(self, items: Sequence[tuple[str, str]], rng: Random) -> None:
        del rng
        self.schedule = ItemSchedule()
        self.plan = DuePlan(self.schedule, items)

    def next(self, t: float) -> tuple[str, str]:
        return self.plan.next(START + timedelta(seconds=t))

    def answered(self, item: tuple[str, str], correct: bool, ms: int, t: float) -> None:
        self.schedule.review(*item, rate(item[0], correct, ms), START + timedelta(seconds=t))


MAKERS: dict[str, Callable[[Sequence[tuple[str, str]], Random], Uniform | Adaptive | Scheduled]]
MAKERS = {"uniform": Uniform, "adaptive": Adaptive, "fsrs": Scheduled}


@dataclass(frozen=True, slots=True)
class Outcome:
    house: str
    scheduler: str
    trainee: int
    mastered: bool
    answers: int
    minutes: float
    recall_7: float  # mean true recall over the items, 7 days after the last session
    recall_30: float
    min_recall_7: float


def simulate(house: str, scheduler: str, trainee: int, max_days: int = MAX_DAYS) -> Outcome:
    """One trainee under one scheduler; the same trainee (and answers' luck) for every one."""
    items = house_items(house)
    learner = Learner(Random(f"{house}/{trainee}/learner"), items)
    luck = Random(f"{house}/{trainee}/answers")
    chooser = MAKERS[scheduler](items, Random(f"{house}/{trainee}/chooser"))
    answers, practised, worst = 0, 0.0, items[0]
    day, mastered = 0, False
    for day in range(max_days):
        t = day * DAY_S
        end = t + SESSION_S
        while t < end:
            item = chooser.next(t)
            right = luck.random() < learner.recall(item, t)
            seconds = target_s(item[0]) * 0.7 * learner.pace * math.exp(luck.gauss(0, ANSWER_SD))
            if not right:
                seconds *= WRONG_SLOWER
            learner.present(item, t)
            chooser.answered(item, right, round(seconds * 1000), t + seconds)
            t += seconds + (READ_S if right else READ_WRONG_S)
            answers += 1
        practised += t - day * DAY_S
        check = (day + 1) * DAY_S
        if learner.recall(worst, check) >= MASTERY:
            low = min(items, key=lambda i: learner.recall(i, check))
            if learner.recall(low, check) >= MASTERY:
                mastered = True
                break
            worst = low
    last = day * DAY_S + SESSION_S
    week = [learner.recall(i, last + 7 * DAY_S) for i in items]
    month = [learner.recall(i, last + 30 * DAY_S) for i in items]
    return Outcome(
        house,
        scheduler,
        trainee,
        mastered,
        answers,
        practised / 60,
        statistics.fmean(week),
        statistics.fmean(month),
        min(week),
    )


def _run(job: tuple[str, str, int, int]) -> Outcome:
    return simulate(*job)


def run(trainees: int, workers: int = 2, max_days: int = MAX_DAYS) -> list[Outcome]:
    """`trainees` trainees, half on each house, under every scheduler."""
    jobs = [
        (HOUSES[n % len(HOUSES)], scheduler, n, max_days)
        for n in range(trainees)
        for scheduler in SCHEDULERS
    ]
    if workers <= 1:
        return [_run(job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_run, jobs, chunksize=4))


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    if len(values) == 1:
        return values[0], values[0], values[0]
    q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return q1, q2, q3


def table(outcomes: Sequence[Outcome]) -> str:
    """Medians and quartiles (q1–q3) per scheduler; trainees not mastered within the days count
    with what they practised."""
    lines = [
        f"{'scheduler':<10} {'mastered':>9} {'answers':>22} {'minutes':>22} "
        f"{'recall +7 d':>20} {'recall +30 d':>20}"
    ]

    def cell(values: Sequence[float], fmt: str) -> str:
        q1, q2, q3 = quartiles(values)
        return f"{q2:{fmt}} ({q1:{fmt}}–{q3:{fmt}})"

    for scheduler in SCHEDULERS:
        mine = [o for o in outcomes if o.scheduler == scheduler]
        done = sum(o.mastered for o in mine)
        lines.append(
            f"{scheduler:<10} {done:>4}/{len(mine):<4} "
            f"{cell([o.answers for o in mine], '.0f'):>22} "
            f"{cell([o.minutes for o in mine], '.0f'):>22} "
            f"{cell([100 * o.recall_7 for o in mine], '.1f'):>20} "
            f"{cell([100 * o.recall_30 for o in mine], '.1f'):>20}"
        )
    return "\n".join(lines)


def ratio(outcomes: Sequence[Outcome], scheduler: str, base: str = "uniform") -> float:
    """The scheduler's median practice minutes to mastery as a share of the base's."""
    mine = statistics.median(o.minutes for o in outcomes if o.scheduler == scheduler)
    theirs = statistics.median(o.minutes for o in outcomes if o.scheduler == base)
    return mine / theirs


def main(argv: Sequence[str] = ()) -> None:
    trainees = int(argv[0]) if argv else 200
    workers = int(argv[1]) if len(argv) > 1 else 2
    outcomes = run(trainees, workers)
    print(f"{trainees} simulated trainees ({', '.join(HOUSES)}), 20 min a day")
    print(table(outcomes))
    for scheduler in SCHEDULERS[1:]:
        print(f"{scheduler}: {100 * ratio(outcomes, scheduler):.0f} % of uniform's minutes")


if __name__ == "__main__":
    main(sys.argv[1:])
