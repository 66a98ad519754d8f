"""Judging an ended attempt: its items drawn again from the registered exam and the seed, every
answer judged again by the drills' own judges.

An answer is recorded as the item's key (as shown) and, as JSON, the inputs given to it, one per
step (`kiosk.drills.generator.encode`); the notary reads them back and replays the exam with
`SealedRandom(seed)`. An item whose key is not the one drawn, or whose inputs its task cannot
take, is a finding, never a point: judging stops there and every item from it on counts as
wrong, as unanswered ones do.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.generator import SealedRandom, decode
from kiosk.drills.session import SessionState, WrongState
from kiosk.drills.task import TaskError
from kiosk.rules.exams import ExamDefinition
from kiosk.rules.model import Ruleset


@dataclass(frozen=True)
class Judgement:
    correct: int
    planned: int
    passed: bool
    red_lines: tuple[int, ...]  # the items with a mistake that fails the exam whatever the score
    # items that were not what the notary drew ({"item", "shown", "drawn"}) or whose inputs
    # their task could not take ({"item", "unreadable"}): data, said in words by who shows it
    findings: tuple[dict[str, Any], ...]

    def facts(self) -> dict[str, Any]:
        return {
            "correct": self.correct,
            "planned": self.planned,
            "passed": self.passed,
            "red_lines": list(self.red_lines),
            "findings": list(self.findings),
        }


def judge(
    exam: ExamDefinition, ruleset: Ruleset, seed: str, answers: Mapping[int, tuple[str, str]]
) -> Judgement:
    """Judge `answers` (item index -> (key as shown, recorded inputs)) of an attempt at `exam`
    drawn from `seed`."""
    run = ExamRun(exam, ruleset, ManualClock(), SealedRandom(seed))
    run.start()
    findings: list[dict[str, Any]] = []
    item = 0
    while run.state is SessionState.QUESTION and run.task is not None and item in answers:
        task = run.task
        shown, given = answers[item]
        if shown != task.key:
            findings.append({"item": item, "shown": shown, "drawn": task.key})
            break
        try:
            for step in decode(given):
                run.answer(step)
        except (ValueError, TaskError, WrongState) as exc:
            findings.append({"item": item, "unreadable": str(exc)})
            break
        if run.task is task and run.state is SessionState.QUESTION:
            break  # answered only in part: the rest of the exam is unanswered
        item += 1
    outcome = run.finish()
    return Judgement(
        outcome.correct,
        outcome.planned,
        outcome.passed and not findings,
        tuple(m.item for m in outcome.red_line_failures),
        tuple(findings),
    )
