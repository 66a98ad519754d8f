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
from fractions import Fraction
from random import Random

from kiosk.domain.bets import (
    BetKind,
    BetSpec,
    Commission,
    CommissionSettle,
    Result,
    Settlement,
    settle,
)
from kiosk.domain.cards import hand_total
from kiosk.domain.chips import ChipSet, paid_beside_stake
from kiosk.domain.coup import Coup, deal_coup
from kiosk.domain.ids import ItemKey
from kiosk.domain.odds import CoupCounts, bet_odds, coup_counts
from kiosk.domain.tableau import Tableau
from kiosk.drills.cardgen import CardPool, NoCard
from kiosk.drills.stakes import MIXED, ONE_KIND, realistic_stake, stake_classes
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, TaskError
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset
from kiosk.rules.wording import commission_rule, pay

# Coups dealt in search of one that fits an item before giving up (3g8 wins come ~1 in 250).
_SEARCH = 50_000
# An outcome rarer than 1 in this many coups is not asked: dealing would not find it reliably.
_RAREST = 2_000


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


def expected_payout(bet: BetSpec, settlement: Settlement, chips: ChipSet) -> PayoutAnswer:
    """What is paid beside the stake, as every drill pays it (kiosk.domain.chips)."""
    if settlement.result is Result.PUSH:
        return Payout.STAND_OFF
    return paid_beside_stake(bet, settlement, chips)


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


def marked_sentence(ruleset: Ruleset, commission: Decimal) -> str:
    """The rule of a house that marks commission, in words, for one banco win."""
    return translate(
        "Drills",
        "The winnings are paid whole; the commission of {commission} is marked in the seat's commission box.",
    ).format(commission=ruleset.money(commission))


def commission_sentence(ruleset: Ruleset, commission: Commission, amount: Decimal) -> str:
    """How a commission that is not taken from the payout is settled, for one banco win."""
    if commission.settle is not CommissionSettle.IMMEDIATELY:
        return marked_sentence(ruleset, amount)
    return translate(
        "Drills",
        "The winnings are paid whole; the player pays the commission of {commission} in chips.",
    ).format(commission=ruleset.money(amount))


def explain_settlement(
    ruleset: Ruleset, bet: BetSpec, s: Settlement, coup: Coup, *, commission_words: bool = True
) -> str:
    """How the payout comes about, in words, with the house's pays and commission rule (and
    how a commission not taken from the payout is settled, unless the caller says it)."""
    name = ruleset.bet_name(bet.id)
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
        "stake": ruleset.money(s.stake),
        "winnings": ruleset.money(s.winnings),
        "commission": ruleset.money(s.commission),
        "net": ruleset.money(s.net_winnings),
    }
    total = coup.punto_total if bet.kind is BetKind.PUNTO else coup.banco_total
    exact = s.net_winnings
    if bet.commission is not None and s.commission:
        fields["rule"] = commission_rule(bet.commission, ruleset.currency, ruleset.locale)
        if bet.commission.taken_from_payout:
            text = translate(
                "Drills",
                "{bet} pays {pay} with {rule}: a stake of {stake} wins {winnings}, less {commission} commission, so {net} is paid.",
            ).format(**fields)
        else:
            exact = s.winnings
            text = translate(
                "Drills", "{bet} pays {pay} with {rule}: a stake of {stake} wins {winnings}."
            ).format(**fields)
            if commission_words:
                text += " " + commission_sentence(ruleset, bet.commission, s.commission)
    elif total in bet.win_total_pays and bet.kind in (BetKind.PUNTO, BetKind.BANCO):
        text = translate(
            "Drills",
            "{bet} wins with {total}, which pays {pay}: a stake of {stake} wins {winnings}.",
        ).format(total=total, **fields)
    else:
        text = translate("Drills", "{bet} pays {pay}: a stake of {stake} wins {winnings}.").format(
            **fields
        )
    paid = ruleset.chip_set.payable(exact)
    if paid == exact:
        return text
    rounded = translate(
        "Drills", "The smallest chip is {unit}: the house pays {exact} as {paid}."
    ).format(
        unit=ruleset.money(ruleset.chip_set.unit),
        exact=ruleset.money(exact),
        paid=ruleset.money(paid),
    )
    return f"{text} {rounded}"


def find_coup(tableau: Tableau, pool: CardPool, wanted: Callable[[Coup], bool]) -> Coup:
    """A coup dealt right from the pool's shoe that satisfies `wanted`."""
    for _ in range(_SEARCH):
        pool.reset()
        coup = deal_coup(pool.card, tableau)
        if wanted(coup):
            return coup
    raise ValueError("no coup found for this item; the tableau or bet makes it impossible")


def three_gives_eight(bet: BetSpec, tableau: Tableau, pool: CardPool) -> Coup:
    """A coup that wins a 3g8-style bet, built directly (chance finds one only every ~200 coups):
    banco's two cards make the bet's total, punto draws, and punto's third card has its value."""
    assert bet.banco_total is not None and bet.punto_third is not None
    drawing = [t for t in tableau.punto if tableau.punto_draws(t)]
    if not drawing or tableau.is_natural(bet.banco_total):
        raise ValueError(f"this tableau never lets {bet.id} win")
    pool.reset()
    third = pool.of_value(bet.punto_third)  # the scarcest card first
    punto = (*pool.hand_with_total(pool.rng.choice(drawing), 2), third)
    banco = pool.hand_with_total(bet.banco_total, 2)
    if tableau.banco_draws(bet.banco_total, bet.punto_third):
        banco = (*banco, pool.card())
    return Coup(punto, banco)


def tie_on(total: int, tableau: Tableau, pool: CardPool) -> Coup:
    """A coup dealt right that ties on `total`: random first cards, third cards of the values
    that make the tie (chance finds one only every few hundred coups)."""
    for _ in range(_SEARCH):
        pool.reset()
        punto = [pool.card(), pool.card()]
        banco = [pool.card(), pool.card()]
        pt, bt = hand_total(punto), hand_total(banco)
        if tableau.is_natural(pt) or tableau.is_natural(bt):
            if pt == bt == total:
                return Coup(tuple(punto), tuple(banco))
            continue
        third: int | None = None
        try:
            if tableau.punto_draws(pt):
                third = (total - pt) % 10
                punto.append(pool.of_value(third))
            if tableau.banco_draws(bt, third):
                banco.append(pool.of_value(total - bt))
        except NoCard:
            continue
        coup = Coup(tuple(punto), tuple(banco))
        if coup.punto_total == coup.banco_total == total:
            return coup
    raise ValueError(f"this tableau allows no tie on {total}")


def dealable_chance(counts: CoupCounts, count: int) -> Fraction:
    """The chance of `count` coups out of all, or 0 when dealing would not find one reliably."""
    chance = counts.probability(count)
    return chance if chance * _RAREST >= 1 else Fraction(0)


def outcome_chances(bet: BetSpec, counts: CoupCounts) -> dict[str, Fraction]:
    """Each way the bet can end (`win`, `win6`, `stand-off`, `lose`, as `outcome_key` names them)
    and its chance at this house, counted as 0 where a coup that deals it is too rare to find by
    dealing (below 1 in `_RAREST` coups); a 3g8 or egalité win is built directly, so any chance
    counts. An egalité's loss is not asked: it is the tie bet's loss."""
    odds = bet_odds(counts, bet)

    def findable(count: int) -> Fraction:
        return dealable_chance(counts, count)

    chances: dict[str, Fraction] = {}
    if bet.kind in (BetKind.PUNTO, BetKind.BANCO):
        wins_with = counts.punto_wins_with if bet.kind is BetKind.PUNTO else counts.banco_wins_with
        special = {t: wins_with(t) for t in sorted(bet.win_total_pays)}
        chances["win"] = findable(odds.win - sum(special.values()))
        chances.update({f"win{t}": findable(c) for t, c in special.items()})
        if bet.push_on_tie:
            chances["stand-off"] = findable(odds.push)
    elif bet.kind is BetKind.THREE_GIVES_EIGHT or bet.kind is BetKind.EGALITE:
        chances["win"] = counts.probability(odds.win)
    else:
        chances["win"] = findable(odds.win)
    if bet.kind is not BetKind.EGALITE:
        chances["lose"] = findable(odds.loss)
    return chances


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
        self.expected: PayoutAnswer = expected_payout(bet, self.settlement, ruleset.chip_set)
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


def commission_handling(bet: BetSpec, outcome: str) -> str:
    """How the commission of a bet ending so is settled: `none` (no commission on it), `taken`
    from the payout, paid by the player `in-chips`, or `marked` in the commission box."""
    commission = bet.commission
    if commission is None or not outcome.startswith("win"):
        return "none"
    if commission.taken_from_payout:
        return "taken"
    return "in-chips" if commission.settle is CommissionSettle.IMMEDIATELY else "marked"


ANY = ("any",)  # the stake class of an item that pays nothing: any stake will do


class PayoutsDrill(Drill):
    """Keys `payout:BET:OUTCOME:STAKE:COMMISSION`, the pattern the payout follows: every bet ×
    every way it can end (`win`, `win6`, `stand-off`, `lose`) × the stake's class (one kind of
    chip or several, kiosk.drills.stakes; `any` where nothing is paid) × how its commission is
    settled (`commission_handling`), e.g. `payout:banco:win:mixed:taken`,
    `payout:tie:win:one-kind:none`, `payout:punto:lose:any:none`.
    A key of bet and outcome alone (older records, the chips drill) makes any stake."""

    id = DrillId.PAYOUTS

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        counts = coup_counts(ruleset.tableau, ruleset.packs)
        chances = [
            (bet, outcome, chance)
            for bet in ruleset.bets
            for outcome, chance in outcome_chances(bet, counts).items()
        ]
        self._keys = tuple(
            ItemKey.of("payout", bet.id, outcome, kind, commission_handling(bet, outcome))
            for bet, outcome, chance in chances
            if chance
            for kind in (stake_classes(bet, ruleset.chips) if outcome.startswith("win") else ANY)
        )
        self._left_out = tuple(
            ItemKey.of("payout", bet.id, outcome) for bet, outcome, chance in chances if not chance
        )

    def keys(self) -> tuple[str, ...]:
        return self._keys

    def left_out(self) -> tuple[str, ...]:
        return self._left_out

    def item_name(self, key: str) -> str:
        bet_id, outcome, *pattern = ItemKey(key).parts
        name = self.ruleset.bet_name(bet_id)
        if outcome == "win":
            text = translate("Drills", "{bet} wins").format(bet=name)
        elif outcome == "lose":
            text = translate("Drills", "{bet} loses").format(bet=name)
        elif outcome == "stand-off":
            text = translate("Drills", "{bet} stands off on a tie").format(bet=name)
        else:
            total = outcome.removeprefix("win")
            text = translate("Drills", "{bet} wins with {total}").format(bet=name, total=total)
        if not pattern or pattern[0] not in (ONE_KIND, MIXED):
            return text
        if pattern[0] == ONE_KIND:
            return translate("Drills", "{item}, a stake of one kind of chip").format(item=text)
        return translate("Drills", "{item}, a stake of several kinds of chip").format(item=text)

    def make(self, key: str, rng: Random) -> Task:
        bet_id, outcome, *pattern = ItemKey(key).parts
        bet = self.ruleset.bet(bet_id)
        tableau = self.ruleset.tableau

        def wanted(coup: Coup) -> bool:
            return outcome_key(bet, settle(bet, Decimal(1), coup, tableau), coup) == outcome

        pool = CardPool(self.ruleset.packs, rng)
        if bet.kind is BetKind.THREE_GIVES_EIGHT and outcome == "win":
            coup = three_gives_eight(bet, tableau, pool)
        elif bet.kind is BetKind.EGALITE and outcome == "win" and bet.tie_total is not None:
            coup = tie_on(bet.tie_total, tableau, pool)
        else:
            coup = find_coup(tableau, pool, wanted)
        kind = pattern[0] if pattern and pattern[0] in (ONE_KIND, MIXED) else None
        stake = realistic_stake(bet, self.ruleset.chips, rng, kind)
        return PayoutTask(key, self.ruleset, PayoutPrompt(bet_id, stake, coup))
