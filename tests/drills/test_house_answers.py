"""Every drill's expected answers, checked against the house documents by an independent oracle.

The oracle below is written from the brochures and posters (rulesets/README.md cites them), not
from kiosk code: card values, the standard tableau as the documents print it, and each house's
pays (with the ruleset's marked assumptions where a document is silent: Castle Vaduz's payouts,
the rounding of the Taxe, the payout of cents). Many generated items of every drill are compared with it, so a wrong
answer anywhere in generation, settlement or grading shows up here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from random import Random

import pytest

from kiosk.domain.acceptance import TableState
from kiosk.domain.bets import Wager
from kiosk.domain.cards import Card
from kiosk.domain.settlement import StepKind
from kiosk.drills.acceptance import AcceptanceDrill
from kiosk.drills.dealing import DealingDrill
from kiosk.drills.drawing import BancoDrill, PuntoDrill
from kiosk.drills.misdeal import MisdealDrill
from kiosk.drills.payouts import Payout, PayoutsDrill
from kiosk.drills.table import SettleMove, TableDrill
from kiosk.drills.totals import TotalsDrill
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset

pytestmark = pytest.mark.slow

# -- the oracle, from the documents ------------------------------------------------------------

_VALUE = {"A": 1, "T": 0, "J": 0, "Q": 0, "K": 0} | {str(n): n for n in range(2, 10)}


def _total(cards: Sequence[Card]) -> int:
    return sum(_VALUE[c.rank] for c in cards) % 10


def _punto_draws(total: int) -> bool:
    return total <= 5  # "0, 1, 2, 3, 4, 5: Punto is dealt a third card"


def _banco_draws(total: int, third: int | None) -> bool:
    if third is None:  # punto stood: banco draws on 0-5
        return total <= 5
    return {
        0: True,
        1: True,
        2: True,
        3: third != 8,
        4: 2 <= third <= 7,
        5: 4 <= third <= 7,
        6: third in (6, 7),
        7: False,
    }[total]


def _natural(punto: Sequence[Card], banco: Sequence[Card]) -> bool:
    return _total(punto[:2]) >= 8 or _total(banco[:2]) >= 8


def _dealt_right(punto: Sequence[Card], banco: Sequence[Card]) -> bool:
    if _natural(punto, banco):
        return len(punto) == len(banco) == 2
    if len(punto) > 3 or len(banco) > 3:
        return False
    if _punto_draws(_total(punto[:2])) != (len(punto) == 3):
        return False
    third = _VALUE[punto[2].rank] if len(punto) == 3 else None
    return _banco_draws(_total(banco[:2]), third) == (len(banco) == 3)


def _winner(punto: Sequence[Card], banco: Sequence[Card]) -> str:
    p, b = _total(punto), _total(banco)
    return "punto" if p > b else "banco" if b > p else "tie"


@dataclass(frozen=True)
class House:
    tie: int  # tie pays N to 1
    banco_six_pays_half: bool = False  # Punto Banco 2000: a banco win with 6 pays 1:2
    commission: bool = False  # 5 % on winning banco bets, rounded half-up to 0.05
    egalites: dict[int, int] = field(default_factory=dict)  # UR WAY: total → N to 1
    three_gives_eight: int | None = None
    standing: str = "seated-boxes"  # "none", "seated-boxes", "castle"


HOUSES = {
    "schaanwald": House(tie=8, banco_six_pays_half=True),
    "castle-vaduz": House(tie=8, commission=True, standing="castle"),
    "bern": House(tie=8, commission=True),
    "uk-2000": House(
        tie=9,
        banco_six_pays_half=True,
        egalites={0: 150, 1: 215, 2: 225, 3: 200, 4: 120, 5: 110, 6: 45, 7: 45, 8: 80, 9: 80},
        three_gives_eight=200,
        standing="none",
    ),
}


def _payout(
    house: House, bet: str, stake: Decimal, punto: Sequence[Card], banco: Sequence[Card]
) -> Decimal | str:
    """What the croupier pays beside the stake in the house's chips, whose smallest is 1: the
    net winnings to the nearest 1, a half up (the rulesets' marked assumption)."""
    paid = _exact_payout(house, bet, stake, punto, banco)
    return paid if isinstance(paid, str) else paid.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def _exact_payout(
    house: House, bet: str, stake: Decimal, punto: Sequence[Card], banco: Sequence[Card]
) -> Decimal | str:
    """What is won beside the stake: net winnings, 0 on a loss, or "stand-off"."""
    winner = _winner(punto, banco)
    if bet in ("punto", "banco"):
        if winner == "tie":
            return "stand-off"
        if winner != bet:
            return Decimal(0)
        if bet == "banco" and house.banco_six_pays_half and _total(banco) == 6:
            return stake / 2
        if bet == "banco" and house.commission:
            taxe = (stake * Decimal("0.05") / Decimal("0.05")).quantize(
                Decimal(1), rounding=ROUND_HALF_UP
            ) * Decimal("0.05")
            return stake - taxe
        return stake
    if bet == "tie":
        return stake * house.tie if winner == "tie" else Decimal(0)
    if bet.startswith("egalite-"):
        wanted = int(bet.removeprefix("egalite-"))
        won = winner == "tie" and _total(punto) == wanted
        return stake * house.egalites[wanted] if won else Decimal(0)
    assert bet == "3g8" and house.three_gives_eight is not None
    won = (
        _total(banco[:2]) == 3
        and not _natural(punto, banco)
        and _punto_draws(_total(punto[:2]))
        and len(punto) == 3
        and _VALUE[punto[2].rank] == 8
    )
    return stake * house.three_gives_eight if won else Decimal(0)


def _refusals(house: House, ruleset: Ruleset, state: TableState, wager: Wager) -> set[str]:
    """Every rule that refuses the bet; limits and chips are the ruleset's placeholders."""
    out: set[str] = set()
    bet = ruleset.bet(wager.bet)
    same = [
        w for w in state.wagers if (w.player, w.bet, w.box) == (wager.player, wager.bet, wager.box)
    ]
    total = wager.stake + sum((w.stake for w in same), Decimal(0))
    if wager.stake % ruleset.chip_unit:
        out.add("chip-unit")
    if total < bet.minimum:
        out.add("below-minimum")
    if total > bet.maximum:
        out.add("above-maximum")
    own = {w.bet for w in state.wagers if w.player == wager.player}
    if house.egalites:  # the UK poster: not both sides; UR WAY only alongside a main bet
        if {wager.bet, *own} >= {"punto", "banco"} and wager.bet in ("punto", "banco"):
            out.add("both-sides")
        if wager.bet.startswith("egalite-") and not own & {"punto", "banco", "tie"}:
            out.add("requires-one-of")
    seat = next((box for box, who in state.seated.items() if who == wager.player), None)
    if seat is not None:
        if wager.box is not None and wager.box != seat:
            out.add("own-box-only")
    elif house.standing == "none":
        out.add("standing-not-allowed")
    else:
        if house.standing == "castle" and len(state.seated) < 7:
            out.add("standing-while-box-free")
        if wager.box is None:
            if wager.bet != "tie":
                out.add("standing-field-closed")
        elif wager.box not in state.seated:
            out.add("standing-on-seated-box-only")
        elif house.standing == "castle" and any(
            w.box == wager.box
            and w.player != wager.player
            and w.player not in state.seated.values()
            for w in state.wagers
        ):
            out.add("standing-per-box")
    if house.standing == "castle" and wager.box is not None:
        on_box = wager.stake + sum(
            (w.stake for w in state.wagers if w.box == wager.box), Decimal(0)
        )
        if on_box > ruleset.table.table_maximum:  # type: ignore[operator]
            out.add("box-over-table-maximum")
    return out


# -- the checks ----------------------------------------------------------------------------------

ROUNDS = 12


@pytest.fixture(params=sorted(HOUSES))
def house(request: pytest.FixtureRequest) -> tuple[House, Ruleset]:
    return HOUSES[request.param], find_ruleset(request.param)


def test_totals_and_drawing_answers(house: tuple[House, Ruleset]) -> None:
    _, ruleset = house
    rng = Random(1)
    totals = TotalsDrill(ruleset)
    for key in totals.keys():  # noqa: SIM118 (a drill, not a dict)
        for _ in range(ROUNDS):
            task = totals.make(key, rng)
            assert task.solution() == _total(task.prompt.cards), key  # type: ignore[attr-defined]
    for drill in (PuntoDrill(ruleset), BancoDrill(ruleset)):
        for key in drill.keys():  # noqa: SIM118
            for _ in range(ROUNDS):
                task = drill.make(key, rng)
                punto, banco = task.prompt.punto, task.prompt.banco  # type: ignore[attr-defined]
                if _natural(punto, banco):
                    expected = "natural"
                elif isinstance(drill, PuntoDrill):
                    expected = "draw" if _punto_draws(_total(punto)) else "stand"
                else:
                    assert _punto_draws(_total(punto[:2])) == (len(punto) == 3), key
                    third = _VALUE[punto[2].rank] if len(punto) == 3 else None
                    expected = "draw" if _banco_draws(_total(banco), third) else "stand"
                assert str(task.solution()) == expected, (key, punto, banco)


def test_payout_answers(house: tuple[House, Ruleset]) -> None:
    spec, ruleset = house
    rng = Random(2)
    drill = PayoutsDrill(ruleset)
    for key in drill.keys():  # noqa: SIM118
        for _ in range(ROUNDS):
            task = drill.make(key, rng)
            prompt = task.prompt  # type: ignore[attr-defined]
            coup, bet = prompt.coup, ruleset.bet(prompt.bet)
            assert _dealt_right(coup.punto, coup.banco), (key, coup)
            assert bet.minimum <= prompt.stake <= bet.maximum
            assert prompt.stake % ruleset.chip_unit == 0
            expected = _payout(spec, prompt.bet, prompt.stake, coup.punto, coup.banco)
            given = task.solution()
            assert (given.value if isinstance(given, Payout) else given) == expected, (
                key,
                prompt.stake,
                coup,
            )


def test_settle_the_table_answers(house: tuple[House, Ruleset]) -> None:
    spec, ruleset = house
    rng = Random(3)
    drill = TableDrill(ruleset)
    for key in drill.keys():  # noqa: SIM118
        for _ in range(ROUNDS):
            task = drill.make(key, rng)
            coup, wagers = task.prompt.coup, task.prompt.wagers  # type: ignore[attr-defined]
            assert _dealt_right(coup.punto, coup.banco)
            state = TableState(seated={w.box: w.player for w in wagers if w.box is not None})
            for wager in wagers:
                assert not _refusals(spec, ruleset, state, wager), (key, wagers)
                state = state.with_wager(wager)
            wanted: dict[int, tuple[StepKind, Decimal]] = {}
            for index, wager in enumerate(wagers):
                pay = _payout(spec, wager.bet, wager.stake, coup.punto, coup.banco)
                if pay == 0:
                    wanted[index] = (StepKind.COLLECT, wager.stake)
                elif isinstance(pay, Decimal):
                    wanted[index] = (StepKind.PAY, pay)
            done: dict[int, tuple[StepKind, Decimal]] = {}
            paying = False
            while not task.done:
                move = task.solution()
                assert isinstance(move, SettleMove)
                # every house collects the losing bets before it pays the winners
                assert not (paying and move.kind is StepKind.COLLECT), key
                paying = move.kind is StepKind.PAY
                amount = move.amount if move.kind is StepKind.PAY else wagers[move.wager].stake
                done[move.wager] = (move.kind, amount)
                assert task.submit(move).correct
            assert done == wanted, (key, coup, wagers)


def test_acceptance_answers(house: tuple[House, Ruleset]) -> None:
    spec, ruleset = house
    rng = Random(4)
    drill = AcceptanceDrill(ruleset)
    for key in drill.keys():  # noqa: SIM118
        expected = key.removeprefix("accept:")
        for _ in range(ROUNDS):
            task = drill.make(key, rng)
            prompt = task.prompt  # type: ignore[attr-defined]
            refused = _refusals(spec, ruleset, prompt.state, prompt.wager)
            assert refused == (set() if expected == "accept" else {expected}), (key, prompt)
            assert task.solution() == expected


def test_dealing_and_misdeal_answers(house: tuple[House, Ruleset]) -> None:
    _, ruleset = house
    rng = Random(5)
    dealing = DealingDrill(ruleset)
    for _ in range(20 * ROUNDS):
        task = dealing.make("deal:coup", rng)
        while not task.done:
            punto, banco = task.punto, task.banco  # type: ignore[attr-defined]
            pt, bt = _total(punto[:2]), _total(banco[:2])
            third = _VALUE[punto[2].rank] if len(punto) == 3 else None
            if _natural(punto, banco):
                expected = f"call-{_winner(punto, banco)}"
            elif len(punto) == 2 and _punto_draws(pt):
                expected = "draw-punto"
            elif len(banco) == 2 and _banco_draws(bt, third):
                expected = "draw-banco"
            else:
                expected = f"call-{_winner(punto, banco)}"
            assert str(task.solution()) == expected, (punto, banco)
            assert task.submit(task.solution()).correct
        assert _dealt_right(task.punto, task.banco)  # type: ignore[attr-defined]
    misdeal = MisdealDrill(ruleset)
    for key in misdeal.keys():  # noqa: SIM118
        for _ in range(ROUNDS):
            task = misdeal.make(key, rng)
            coup, corrected = task.prompt.coup, task.prompt.corrected  # type: ignore[attr-defined]
            assert _dealt_right(coup.punto, coup.banco) == key.endswith(":correct"), (key, coup)
            if corrected is not None:
                assert _dealt_right(corrected.punto, corrected.banco)
                assert corrected.shoe_order()[:4] == coup.shoe_order()[:4]
