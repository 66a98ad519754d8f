"""Drill 6, payouts: a stake on a bet and a finished coup; the trainee enters what is paid.

The answer is what the croupier pays out beside the stake, which stays where it is: the net
winnings after commission (Decimal), 0 for a losing bet (its stake is collected), or
Payout.STAND_OFF when a tie leaves a punto or banco bet standing. Amounts come from
kiosk.domain.bets.settle, so commission, its rounding, banco-6, ties, egalités and 3g8 follow the
house's data.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from random import Random

from kiosk.domain.bets import BetKind, BetSpec, Result, Settlement, settle
from kiosk.domain.cards import hand_total
from kiosk.domain.coup import Coup, deal_coup
from kiosk.domain.tableau import Tableau
from kiosk.drills.betting import bet_name
from kiosk.drills.cardgen import card_of_value, hand_with_total, random_card
from kiosk.drills.stakes import realistic_stake
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, TaskError
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset
from kiosk.rules.wording import commission_rule, money, pay

#: Coups dealt in search of one that fits an item before giving up (3g8 wins come ~1 in 250).
_SEARCH = 50_000


class Payout(StrEnum):
    STAND_OFF = "stand-off"


PayoutAnswer = Decimal | Payout


def parse_payout(given: object, key: str) -> PayoutAnswer:
    """Read an answer: a Decimal/int/str amount, or Payout.STAND_OFF / "stand-off"."""
    if isinstance(given, Payout) or given == Payout.STAND_OFF.value:
        return Payout.STAND_OFF
    if isinstance(given, bool) or not isinstance(given, Decimal | int | str):
        raise TaskError(f"item {key} takes an amount or stand-off, not {given!r}")
    try:
        return Decimal(given)
    except InvalidOperation:
        raise TaskError(f"item {key} takes an amount or stand-off, not {given!r}") from None


def expected_payout(settlement: Settlement) -> PayoutAnswer:
    if settlement.result is Result.PUSH:
        return Payout.STAND_OFF
    if settlement.result is Result.LOSE:
        return Decimal(0)
    return settlement.net_winnings


def payout_text(answer: PayoutAnswer) -> str:
    """The stable text of an answer in records: `19.05`, `0`, `stand-off`."""
    if isinstance(answer, Payout):
        return answer.value
    return format(answer.normalize(), "f") if answer else "0"


def outcome_key(bet: BetSpec, settlement: Settlement, coup: Coup) -> str:
    """`win`, `win6` (a win with a total that pays differently), `lose`, `stand-off`."""
    if settlement.result is Result.PUSH:
        return "stand-off"
    if settlement.result is Result.LOSE:
        return "lose"
    total = coup.punto_total if bet.kind is BetKind.PUNTO else coup.banco_total
    return f"win{total}" if total in bet.win_total_pays else "win"


def explain_settlement(ruleset: Ruleset, bet: BetSpec, s: Settlement, coup: Coup) -> str:
    """How the payout comes about, in words, with the house's pays and commission rule."""
    name = bet_name(ruleset, bet.id)
    if s.result is Result.PUSH:
        return translate(
            "Drills", "A tie is a stand-off for {bet}: the stake stays and nothing is paid."
        ).format(bet=name)
    if s.result is Result.LOSE:
        return translate(
            "Drills", "{bet} loses: the stake is collected and nothing is paid (0)."
        ).format(bet=name)
    assert s.pay is not None
    fields = {
        "bet": name,
        "pay": pay(s.pay),
        "stake": money(s.stake),
        "winnings": money(s.winnings),
        "commission": money(s.commission),
        "net": money(s.net_winnings),
    }
    total = coup.punto_total if bet.kind is BetKind.PUNTO else coup.banco_total
    if bet.commission is not None:
        fields["rule"] = commission_rule(bet.commission, ruleset.currency)
        return translate(
            "Drills",
            "{bet} pays {pay} with {rule}: a stake of {stake} wins {winnings}, less {commission} commission, so {net} is paid.",
        ).format(**fields)
    if total in bet.win_total_pays and bet.kind in (BetKind.PUNTO, BetKind.BANCO):
        return translate(
            "Drills",
            "{bet} wins with {total}, which pays {pay}: a stake of {stake} wins {winnings}.",
        ).format(total=total, **fields)
    return translate("Drills", "{bet} pays {pay}: a stake of {stake} wins {winnings}.").format(
        **fields
    )


def find_coup(tableau: Tableau, wanted: Callable[[Coup], bool], rng: Random) -> Coup:
    """A coup dealt right from random cards that satisfies `wanted`."""
    for _ in range(_SEARCH):
        coup = deal_coup(lambda: random_card(rng), tableau)
        if wanted(coup):
            return coup
    raise ValueError("no coup found for this item; the tableau or bet makes it impossible")


def three_gives_eight(bet: BetSpec, tableau: Tableau, rng: Random) -> Coup:
    """A coup that wins a 3g8-style bet, built directly (chance finds one only every ~200 coups):
    banco's two cards make the bet's total, punto draws, and punto's third card has its value."""
    assert bet.banco_total is not None and bet.punto_third is not None
    drawing = [t for t in tableau.punto if tableau.punto_draws(t)]
    punto = (*hand_with_total(rng.choice(drawing), 2, rng), card_of_value(bet.punto_third, rng))
    banco = hand_with_total(bet.banco_total, 2, rng)
    if tableau.banco_draws(bet.banco_total, bet.punto_third):
        banco = (*banco, random_card(rng))
    return Coup(punto, banco)


def tie_on(total: int, tableau: Tableau, rng: Random) -> Coup:
    """A coup dealt right that ties on `total`: random first cards, third cards of the values
    that make the tie (chance finds one only every few hundred coups)."""
    for _ in range(_SEARCH):
        punto = [random_card(rng), random_card(rng)]
        banco = [random_card(rng), random_card(rng)]
        pt, bt = hand_total(punto), hand_total(banco)
        if tableau.is_natural(pt) or tableau.is_natural(bt):
            if pt == bt == total:
                return Coup(tuple(punto), tuple(banco))
            continue
        third: int | None = None
        if tableau.punto_draws(pt):
            third = (total - pt) % 10
            punto.append(card_of_value(third, rng))
        if tableau.banco_draws(bt, third):
            banco.append(card_of_value(total - bt, rng))
        coup = Coup(tuple(punto), tuple(banco))
        if coup.punto_total == coup.banco_total == total:
            return coup
    raise ValueError(f"this tableau allows no tie on {total}")


@dataclass(frozen=True, slots=True)
class PayoutPrompt:
    bet: str  # bet id
    stake: Decimal
    coup: Coup


class PayoutTask(Task):
    """Answer: a Decimal (net winnings paid beside the stake; 0 for a loss) or Payout.STAND_OFF."""

    drill = DrillId.PAYOUTS

    def __init__(self, key: str, ruleset: Ruleset, prompt: PayoutPrompt) -> None:
        super().__init__(key)
        self.prompt = prompt
        bet = ruleset.bet(prompt.bet)
        self.settlement = settle(bet, prompt.stake, prompt.coup, ruleset.tableau)
        self.expected: PayoutAnswer = expected_payout(self.settlement)
        self.explanation = explain_settlement(ruleset, bet, self.settlement, prompt.coup)

    def solution(self) -> object:
        return self.expected

    def _grade(self, given: object) -> StepResult:
        answer = parse_payout(given, self.key)
        expected, text = payout_text(self.expected), payout_text(answer)
        if answer == self.expected:
            return StepResult(self.key, expected, text, True)
        tags = frozenset({ErrorTag.WRONG_PAYOUT})
        return StepResult(self.key, expected, text, False, self.explanation, tags)


class PayoutsDrill(Drill):
    """Keys `payout:banco:win`, `payout:banco:win6`, `payout:banco:stand-off`, `payout:tie:win`,
    `payout:egalite-3:win`, `payout:3g8:lose` …: every bet × every way it can end."""

    id = DrillId.PAYOUTS

    def keys(self) -> tuple[str, ...]:
        keys: list[str] = []
        for bet in self.ruleset.bets:
            keys.append(f"payout:{bet.id}:win")
            if bet.kind in (BetKind.PUNTO, BetKind.BANCO):
                keys.extend(f"payout:{bet.id}:win{t}" for t in sorted(bet.win_total_pays))
                if bet.push_on_tie:
                    keys.append(f"payout:{bet.id}:stand-off")
            if bet.kind is not BetKind.EGALITE:
                keys.append(f"payout:{bet.id}:lose")
        return tuple(keys)

    def make(self, key: str, rng: Random) -> Task:
        _, bet_id, outcome = key.split(":")
        bet = self.ruleset.bet(bet_id)
        tableau = self.ruleset.tableau

        def wanted(coup: Coup) -> bool:
            return outcome_key(bet, settle(bet, Decimal(1), coup, tableau), coup) == outcome

        if bet.kind is BetKind.THREE_GIVES_EIGHT and outcome == "win":
            coup = three_gives_eight(bet, tableau, rng)
        elif bet.kind is BetKind.EGALITE and outcome == "win" and bet.tie_total is not None:
            coup = tie_on(bet.tie_total, tableau, rng)
        else:
            coup = find_coup(tableau, wanted, rng)
        stake = realistic_stake(bet, self.ruleset.chips, rng)
        return PayoutTask(key, self.ruleset, PayoutPrompt(bet_id, stake, coup))
