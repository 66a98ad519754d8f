"""Any valid ruleset drills: every drill in every mode runs 200 items, and every expected answer
agrees with the ruleset's own tableau, read here straight from the generated YAML data.

Rulesets are generated from the UK house file (it has every kind of bet): random tableau cells
(and sometimes only 9 as a natural), 1–8 packs, pays, commissions and side bets, loaded by the
real reader so that only rulesets that validate are drilled.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from random import Random
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup
from kiosk.domain.ids import DrillId, ItemKey
from kiosk.drills.catalog import DRILLS, make_drill
from kiosk.drills.clock import ManualClock
from kiosk.drills.dealing import DealTask
from kiosk.drills.drawing import DrawAnswer, DrawTask, PuntoTask
from kiosk.drills.misdeal import MisdealAnswer, MisdealTask
from kiosk.drills.payouts import Payout, PayoutTask
from kiosk.drills.session import ItemSource, Mode, Session, SessionState
from kiosk.drills.table import TableTask
from kiosk.drills.task import Task
from kiosk.drills.totals import TotalsTask
from kiosk.rules.loader import parse_ruleset
from kiosk.rules.model import Ruleset

pytestmark = pytest.mark.slow

ITEMS = 200
BASE = yaml.safe_load((Path(__file__).resolve().parents[2] / "rulesets/uk-2000.yaml").read_text())

# -- the oracle: the generated data itself ------------------------------------------------------

_VALUE = {"A": 1, "T": 0, "J": 0, "Q": 0, "K": 0} | {str(n): n for n in range(2, 10)}


def _total(cards: Sequence[Card]) -> int:
    return sum(_VALUE[c.rank] for c in cards) % 10


class Oracle:
    """What the YAML's tableau says, without kiosk's Tableau."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        t = data["tableau"]
        self.naturals = set(t["naturals"])
        self.punto = {int(k): v == "draw" for k, v in t["punto"].items()}
        self.banco = {
            int(k): (row["punto_stood"] == "draw", [a == "draw" for a in row["punto_third"]])
            for k, row in t["banco"].items()
        }
        self.bets = {bet["id"]: bet for bet in data["bets"]}

    def natural(self, punto: Sequence[Card], banco: Sequence[Card]) -> bool:
        return _total(punto[:2]) in self.naturals or _total(banco[:2]) in self.naturals

    def banco_draws(self, banco: Sequence[Card], punto: Sequence[Card]) -> bool:
        stood, by_third = self.banco[_total(banco[:2])]
        return stood if len(punto) == 2 else by_third[_VALUE[punto[2].rank]]

    def dealt_right(self, coup: Coup) -> bool:
        punto, banco = coup.punto, coup.banco
        if self.natural(punto, banco):
            return len(punto) == len(banco) == 2
        if len(punto) > 3 or len(banco) > 3:
            return False
        if self.punto[_total(punto[:2])] != (len(punto) == 3):
            return False
        return self.banco_draws(banco, punto) == (len(banco) == 3)

    def misdeal(self, coup: Coup) -> MisdealAnswer:
        punto, banco = coup.punto, coup.banco
        errors = []
        natural = self.natural(punto, banco)
        punto_draws = not natural and self.punto[_total(punto[:2])]
        if len(punto) - 2 != int(punto_draws):
            over = len(punto) - 2 > int(punto_draws)
            errors.append(MisdealAnswer.OVER_DRAW_PUNTO if over else MisdealAnswer.UNDER_DRAW_PUNTO)
        banco_draws = not natural and self.banco_draws(banco, punto)
        if len(banco) - 2 != int(banco_draws):
            over = len(banco) - 2 > int(banco_draws)
            errors.append(MisdealAnswer.OVER_DRAW_BANCO if over else MisdealAnswer.UNDER_DRAW_BANCO)
        assert len(errors) <= 1, f"an item shows two errors: {coup}"
        return errors[0] if errors else MisdealAnswer.CORRECT

    def bet_result(self, bet_id: str, coup: Coup) -> str:
        """`win`, `lose` or `push` for the bet, from its data in the YAML."""
        bet, punto, banco = self.bets[bet_id], coup.punto, coup.banco
        p, b = _total(punto), _total(banco)
        kind = bet["kind"]
        if kind in ("punto", "banco"):
            if p == b:
                return "push" if bet.get("push_on_tie", True) else "lose"
            return "win" if (p > b) == (kind == "punto") else "lose"
        if kind == "tie":
            return "win" if p == b else "lose"
        if kind == "egalite":
            return "win" if p == b == bet["tie_total"] else "lose"
        wins = (
            not self.natural(punto, banco)
            and len(punto) == 3
            and _total(banco[:2]) == bet["banco_total"]
            and _VALUE[punto[2].rank] == bet["punto_third"]
        )
        return "win" if wins else "lose"

    def draw_answer(self, task: DrawTask) -> DrawAnswer:
        punto, banco = task.prompt.punto, task.prompt.banco
        if self.natural(punto, banco):
            return DrawAnswer.NATURAL
        if isinstance(task, PuntoTask):
            draws = self.punto[_total(punto[:2])]
        else:
            draws = self.banco_draws(banco, punto)
        return DrawAnswer.DRAW if draws else DrawAnswer.STAND


def _shown_cards(task: Task) -> list[Card]:
    if isinstance(task, TotalsTask):
        return list(task.prompt.cards)
    if isinstance(task, DrawTask):
        return [*task.prompt.punto, *task.prompt.banco]
    if isinstance(task, MisdealTask | PayoutTask | TableTask):
        return list(task.prompt.coup.shoe_order())
    return []


def check_answer(task: Task, oracle: Oracle, packs: int) -> None:
    """The item's expected answer is what the tableau says; no card shows more often than the
    shoe holds it."""
    shown = Counter(_shown_cards(task))
    assert max(shown.values(), default=0) <= packs, f"{task.key}: a card too often in {shown}"
    if isinstance(task, TotalsTask):
        assert task.solution() == _total(task.prompt.cards)
    elif isinstance(task, DrawTask):
        assert task.solution() is oracle.draw_answer(task), task.key
    elif isinstance(task, MisdealTask):
        assert task.solution() is oracle.misdeal(task.prompt.coup), task.key
        if task.solution() is not MisdealAnswer.CORRECT:
            corrected = task.prompt.corrected
            assert corrected is not None and oracle.dealt_right(corrected), task.key
            assert corrected.shoe_order()[:4] == task.prompt.coup.shoe_order()[:4]
            assert "Dealt right" in task.explanation
    elif isinstance(task, PayoutTask | TableTask):
        assert oracle.dealt_right(task.prompt.coup), task.key
        if isinstance(task, PayoutTask):
            result = oracle.bet_result(task.prompt.bet, task.prompt.coup)
            assert task.settlement.result.value == result, task.key
            assert (task.solution() == Payout.STAND_OFF) == (result == "push"), task.key
            assert (task.solution() == 0) == (result == "lose"), task.key
            assert ItemKey(task.key).parts[1].startswith(result.replace("push", "stand-off"))


def play(ruleset: Ruleset, oracle: Oracle, seed: int) -> None:
    for drill_id in DRILLS:
        for mode in Mode:
            drill = make_drill(drill_id, ruleset)
            session = Session(
                ItemSource.for_drill(drill, Random(seed)), mode, ManualClock(), items=ITEMS
            )
            session.start()
            answered = 0
            while session.state is not SessionState.FINISHED:
                if session.state is SessionState.FEEDBACK:
                    session.next()
                    continue
                task = session.task
                assert task is not None
                if not task.steps:
                    check_answer(task, oracle, ruleset.packs)
                session.answer(task.solution())
                if task.done:
                    answered += 1
                    if isinstance(task, DealTask):  # dealt by the solution: dealt right
                        assert oracle.dealt_right(task.coup), task.coup
            assert answered == ITEMS, (drill_id, mode)


# -- the generated rulesets ---------------------------------------------------------------------

ACTIONS = st.sampled_from(["draw", "stand"])
PAYS = st.sampled_from(["1:1", "95:100", "1:2", "2:1", "8:1", "9:1", "3:2"])
ROUNDINGS = st.sampled_from(["down", "up", "half-up", "half-even"])


@st.composite
def rulesets(draw: st.DrawFn) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data["notes"], data["published"] = [], []
    naturals = draw(st.sampled_from([[8, 9], [9], [8, 9], [7, 8, 9]]))
    totals = [t for t in range(10) if t not in naturals]
    punto_style = draw(st.sampled_from(["random", "always-stand", "always-draw"]))
    punto = {
        t: {"random": draw(ACTIONS), "always-stand": "stand", "always-draw": "draw"}[punto_style]
        for t in totals
    }
    data["tableau"] = {
        "naturals": naturals,
        "punto": punto,
        "banco": {
            t: {"punto_stood": draw(ACTIONS), "punto_third": [draw(ACTIONS) for _ in range(10)]}
            for t in totals
        },
    }
    data["shoe"] = {"packs": draw(st.integers(1, 8)), "burn": draw(st.booleans())}
    bets = {bet["id"]: bet for bet in data["bets"]}
    for main in ("punto", "banco"):
        bet = bets[main]
        bet["pays"] = draw(PAYS)
        bet.pop("win_total_pays", None)
        if draw(st.booleans()):
            bet["win_total_pays"] = {draw(st.integers(0, 9)): draw(PAYS)}
        if draw(st.booleans()):
            bet["commission"] = {
                "rate": draw(st.sampled_from(["0.05", "0.04", "0.025", "0.03"])),
                "rounding": draw(ROUNDINGS),
                "step": draw(st.sampled_from(["0.01", "0.05", "0.5", "1"])),
            }
    bets["tie"]["pays"] = draw(st.sampled_from(["8:1", "9:1", "5:1"]))
    egalites = draw(st.sets(st.integers(0, 9), max_size=4))
    keep = {"punto", "banco", "tie", *(f"egalite-{t}" for t in egalites)}
    if draw(st.booleans()):
        keep.add("3g8")
        bets["3g8"]["banco_total"] = draw(st.sampled_from(totals))
        bets["3g8"]["punto_third"] = draw(st.integers(0, 9))
    data["bets"] = [bet for bet in data["bets"] if bet["id"] in keep]
    data["table"]["box_bets"] = [b for b in data["table"]["box_bets"] if b in keep]
    data["table"]["boxes"] = draw(st.integers(1, 7))
    return data


def _load(data: Mapping[str, Any]) -> Ruleset:
    return parse_ruleset(yaml.safe_dump(dict(data), sort_keys=False, allow_unicode=True))


@pytest.mark.slow
@settings(max_examples=4, derandomize=True)
@given(rulesets(), st.integers(0, 2**16))
def test_every_drill_runs_on_any_valid_ruleset(data: dict[str, Any], seed: int) -> None:
    play(_load(data), Oracle(data), seed)


def _punto_always_stands_with_3g8() -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data["notes"], data["published"] = [], []
    data["tableau"]["punto"] = {t: "stand" for t in range(8)}
    return data


@pytest.mark.slow  # every drill in every mode, 6,000 items
def test_punto_always_standing_with_a_3g8_bet_drills() -> None:
    """The 3g8 bet can never win and punto never under-draws: the drills leave those items out,
    say so, and run (this crashed the payouts and misdeal drills)."""
    data = _punto_always_stands_with_3g8()
    ruleset = _load(data)
    payouts = make_drill(DrillId.PAYOUTS, ruleset)
    assert "payout:3g8:win" in payouts.left_out()
    keys = payouts.keys()
    assert (
        not any(k.startswith("payout:3g8:win") for k in keys) and "payout:3g8:lose:any:none" in keys
    )
    misdeal = make_drill(DrillId.MISDEAL, ruleset)
    assert misdeal.left_out() == ("misdeal:under-draw-punto",)
    play(ruleset, Oracle(data), 7)


def test_left_out_items_are_named_once_in_words() -> None:
    ruleset = _load(_punto_always_stands_with_3g8())
    notice = make_drill(DrillId.PAYOUTS, ruleset).left_out_notice()
    assert notice == (
        "This house's rules make some items of this drill impossible, so they are left out: "
        "3 giving 8 (3g8) wins."
    )
    misdeal = make_drill(DrillId.MISDEAL, ruleset).left_out_notice()
    assert misdeal is not None and misdeal.endswith("left out: an under-draw on punto.")
    assert make_drill(DrillId.TOTALS, ruleset).left_out_notice() is None
