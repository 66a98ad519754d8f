"""A small records database for the screenshots: a few trainees who drilled over a week.

`kiosk shots` renders the supervisor area from a temporary data folder; empty, it would show
an empty list and a blank heat map. These records give it something to show: trainees with
banco answers over six days and one session five weeks before (one keeps missing the same
cells), a group they are all in, and exam results for the house's exam when it has one (one
passed, one not).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from random import Random

from kiosk.domain.ids import DrillId, ItemKey
from kiosk.drills.drawing import BancoDrill
from kiosk.drills.session import AnswerRecord
from kiosk.records import (
    Administration,
    DrillScore,
    ExamDraft,
    RecordStore,
    SessionStart,
    SessionStatus,
)
from kiosk.rules.exams import ExamDefinition
from kiosk.rules.model import Ruleset

# name, badge, share of wrong answers, exam outcome (None: no exam taken)
DEMO_TRAINEES: tuple[tuple[str, str | None, float, bool | None], ...] = (
    ("Anna Meier", "1042", 0.04, True),
    ("Luca Rossi", None, 0.16, False),
    ("Sophie Frick", "1077", 0.32, None),
)
DAYS = 6
EARLIER_DAYS = 33  # one session this long ago: the four weeks before the last four
DEMO_GROUP = "Spring intake"
ANSWERS_PER_DAY = 24


class DemoClock:
    """The store's clock: a moving demo time while filling, the real time afterwards."""

    def __init__(self) -> None:
        self.now: datetime | None = None

    def __call__(self) -> datetime:
        return self.now if self.now is not None else datetime.now(UTC)

    def advance(self, seconds: float) -> None:
        assert self.now is not None
        self.now += timedelta(seconds=seconds)


def fill_demo_records(
    store: RecordStore,
    clock: DemoClock,
    ruleset: Ruleset,
    exam: ExamDefinition | None,
    language: str = "en",
) -> None:
    """Add the demo trainees and their answers to `store`, whose clock is `clock`."""
    rng = Random(5)
    every = BancoDrill(ruleset).keys()
    keys = [k for k in every if ItemKey(k).asked_cell() is not None]
    today = datetime.now(UTC).replace(hour=9, minute=0, second=0, microsecond=0)
    members = []
    for name, badge, error, passed in DEMO_TRAINEES:
        trainee = store.add_trainee(name, badge)
        members.append(trainee.id)
        # a first session five weeks ago, with more mistakes: the group view's trend
        clock.now = today - timedelta(days=EARLIER_DAYS)
        _practice(store, clock, rng, trainee.id, ruleset, keys, min(0.9, error * 1.6), language)
        for day in range(DAYS):
            clock.now = today - timedelta(days=DAYS - day, hours=-rng.randrange(4))
            _practice(
                store, clock, rng, trainee.id, ruleset, keys, error * (1 - day / 12), language
            )
        if exam is not None and passed is not None:
            _exam_result(store, clock, trainee.id, ruleset, exam, passed, language)
    clock.now = None

    def demo_group(records: Administration) -> None:
        group = records.add_group(DEMO_GROUP, (today - timedelta(days=EARLIER_DAYS + 2)).date())
        for member in members:
            records.set_member(group.id, member)

    store.administer(demo_group)


def _practice(
    store: RecordStore,
    clock: DemoClock,
    rng: Random,
    trainee_id: int,
    ruleset: Ruleset,
    keys: list[str],
    error: float,
    language: str,
) -> None:
    """One banco practice session of ANSWERS_PER_DAY answers, some `error` of them wrong (more
    on the hard cells)."""
    tableau = ruleset.tableau
    sid = store.start_session(
        SessionStart(trainee_id, "banco", "practice", ruleset.id, ruleset.content_hash, language)
    )
    for item in range(ANSWERS_PER_DAY):
        key = rng.choice(keys)
        cell = ItemKey(key).asked_cell()
        assert cell is not None
        action = tableau.banco_action(*cell)
        hard = cell[1] in (2, 3, 8, 9)
        wrong = rng.random() < error * (2.5 if hard else 1)
        given = ("stand" if action.value == "draw" else "draw") if wrong else action.value
        clock.advance(2 + rng.random() * 4)
        ms = int(700 + rng.random() * 2400 * (1 + error * 3))
        store.add_answer(
            sid, AnswerRecord(DrillId.BANCO, key, action.value, given, not wrong, ms, item, 0)
        )
    store.end_session(sid, SessionStatus.COMPLETED)


def _exam_result(
    store: RecordStore,
    clock: DemoClock,
    trainee_id: int,
    ruleset: Ruleset,
    exam: ExamDefinition,
    passed: bool,
    language: str,
) -> None:
    started = clock()
    total = 20
    correct = total if passed else total - 3
    sid = store.start_session(
        SessionStart(
            trainee_id, f"exam:{exam.id}", "exam", ruleset.id, ruleset.content_hash, language
        )
    )
    for i in range(total):
        clock.advance(9)
        right = i < correct
        expected = ruleset.tableau.banco_action(i % 8, None).value
        given = expected if right else ("stand" if expected == "draw" else "draw")
        answer = AnswerRecord(
            DrillId.BANCO, ItemKey.banco_cell_key(i % 8, None), expected, given, right, 2100, i, 0
        )
        store.add_answer(sid, answer)
    store.end_session(sid, SessionStatus.COMPLETED)
    store.append_exam_result(
        ExamDraft(
            trainee_id=trainee_id,
            session_id=sid,
            exam_id=exam.id,
            exam_name=exam.name.get(language),
            ruleset_id=ruleset.id,
            ruleset_hash=ruleset.content_hash,
            language=language,
            started=started,
            finished=clock(),
            correct=correct,
            total=total,
            pass_mark=exam.pass_mark,
            passed=passed,
            time_limit_s=exam.time_limit_s,
            timed_out=False,
            red_line_failures=() if passed else ("under-draw",),
            breakdown=(DrillScore("banco", correct, total),),
        )
    )
