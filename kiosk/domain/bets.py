"""Bet types, their pays, and settlement of a stake against a finished coup. Money is Decimal."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal
from enum import StrEnum

from kiosk.domain.coup import Coup, Winner
from kiosk.domain.tableau import Tableau


class BetKind(StrEnum):
    PUNTO = "punto"  # punto wins
    BANCO = "banco"  # banco wins
    TIE = "tie"  # any tie
    EGALITE = "egalite"  # tie on one specific total
    THREE_GIVES_EIGHT = "three-gives-eight"  # banco two-card total, punto's third card value


class Rounding(StrEnum):
    DOWN = "down"  # in the player's favour: commission rounded down
    UP = "up"  # in the house's favour
    HALF_UP = "half-up"
    HALF_EVEN = "half-even"


_ROUNDING = {
    Rounding.DOWN: ROUND_FLOOR,
    Rounding.UP: ROUND_CEILING,
    Rounding.HALF_UP: ROUND_HALF_UP,
    Rounding.HALF_EVEN: ROUND_HALF_EVEN,
}


@dataclass(frozen=True, slots=True)
class Ratio:
    """A pay such as 8:1 (8 won per 1 staked) or 1:2 (1 won per 2 staked); the stake comes back."""

    win: int
    per: int

    def __post_init__(self) -> None:
        if self.win <= 0 or self.per <= 0:
            raise ValueError("a pay needs positive numbers on both sides, e.g. 8:1")

    @classmethod
    def parse(cls, text: str) -> Ratio:
        """Read `8:1`, `8 to 1` or `1-2`; raises ValueError."""
        cleaned = text.strip().lower().replace(" to ", ":").replace("-", ":").replace(" ", "")
        parts = cleaned.split(":")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise ValueError(f"{text!r} is not a pay: expected WIN:STAKE such as 8:1 or 1:2")
        return cls(int(parts[0]), int(parts[1]))

    def winnings(self, stake: Decimal) -> Decimal:
        return stake * self.win / self.per

    @property
    def multiple(self) -> Decimal:
        return Decimal(self.win) / Decimal(self.per)

    def __str__(self) -> str:
        return f"{self.win}:{self.per}"


class CommissionCollect(StrEnum):
    """How the commission is taken."""

    FROM_PAYOUT = "from-payout"  # the payout is the winnings less the commission
    IN_CHIPS = "in-chips"  # the winnings are paid whole; the player pays it in chips, with change


class CommissionSettle(StrEnum):
    """When the commission is taken."""

    IMMEDIATELY = "immediately"  # with the payout
    AT_SHOE_END = "at-shoe-end"  # marked in the seat's commission box, collected after the shoe
    ON_LEAVING = "on-leaving"  # marked, collected when the player leaves


@dataclass(frozen=True, slots=True)
class Commission:
    """Commission taken from the winnings of a winning bet (e.g. 5 % on banco)."""

    rate: Decimal
    rounding: Rounding = Rounding.DOWN
    step: Decimal = Decimal("0.01")
    collect: CommissionCollect = CommissionCollect.FROM_PAYOUT
    settle: CommissionSettle = CommissionSettle.IMMEDIATELY

    def on(self, winnings: Decimal) -> Decimal:
        return round_to(winnings * self.rate, self.step, self.rounding)

    @property
    def taken_from_payout(self) -> bool:
        """Taken off the winnings as they are paid (else paid in chips by the player, or
        marked to be collected later)."""
        return (
            self.collect is CommissionCollect.FROM_PAYOUT
            and self.settle is CommissionSettle.IMMEDIATELY
        )


def round_to(amount: Decimal, step: Decimal, rounding: Rounding) -> Decimal:
    """`amount` as a whole number of `step`, rounded the given way."""
    return (amount / step).to_integral_value(rounding=_ROUNDING[rounding]) * step


class Result(StrEnum):
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"  # stand-off: the stake stays


@dataclass(frozen=True, slots=True)
class BetSpec:
    """One bet of a house as the ruleset declares it."""

    id: str
    kind: BetKind
    pays: Ratio
    minimum: Decimal
    maximum: Decimal
    # Different pay when the bet's hand wins with this final total (banco wins with 6 pays 1:2).
    win_total_pays: Mapping[int, Ratio] = field(default_factory=dict)
    commission: Commission | None = None
    push_on_tie: bool = True  # punto/banco: a tie is a stand-off
    tie_total: int | None = None  # egalite: the specific total
    banco_total: int | None = None  # three-gives-eight: banco's two-card total (3)
    punto_third: int | None = None  # three-gives-eight: punto's third card value (8)
    requires_one_of: tuple[str, ...] = ()  # only alongside one of these bets

    def pay_for(self, coup: Coup) -> Ratio:
        """The pay that applies to a winning bet on this coup."""
        total = coup.punto_total if self.kind is BetKind.PUNTO else coup.banco_total
        return self.win_total_pays.get(total, self.pays)

    def result(self, coup: Coup, tableau: Tableau) -> Result:
        winner = coup.winner
        if self.kind is BetKind.PUNTO or self.kind is BetKind.BANCO:
            if winner is Winner.TIE:
                return Result.PUSH if self.push_on_tie else Result.LOSE
            return Result.WIN if winner.value == self.kind.value else Result.LOSE
        if self.kind is BetKind.TIE:
            return Result.WIN if winner is Winner.TIE else Result.LOSE
        if self.kind is BetKind.EGALITE:
            won = winner is Winner.TIE and coup.punto_total == self.tie_total
            return Result.WIN if won else Result.LOSE
        # three-gives-eight: banco two-card total, punto entitled to a third card of this value
        third = coup.punto_third
        won = (
            len(coup.banco) >= 2
            and coup.banco_two_card_total == self.banco_total
            and not coup.is_natural(tableau)
            and tableau.punto_draws(coup.punto_two_card_total)
            and third is not None
            and third.value == self.punto_third
        )
        return Result.WIN if won else Result.LOSE


@dataclass(frozen=True, slots=True)
class Settlement:
    """What happens to one stake: the result, gross winnings, commission, and what goes back."""

    bet_id: str
    stake: Decimal
    result: Result
    pay: Ratio | None
    winnings: Decimal  # before commission
    commission: Decimal

    @property
    def net_winnings(self) -> Decimal:
        return self.winnings - self.commission

    @property
    def paid_to_player(self) -> Decimal:
        """Everything handed back: stake plus net winnings on a win, the stake on a push."""
        if self.result is Result.WIN:
            return self.stake + self.net_winnings
        if self.result is Result.PUSH:
            return self.stake
        return Decimal(0)

    @property
    def player_net(self) -> Decimal:
        """Change in the player's money: + net winnings, 0 on a push, − stake on a loss."""
        return self.paid_to_player - self.stake


def settle(bet: BetSpec, stake: Decimal, coup: Coup, tableau: Tableau) -> Settlement:
    result = bet.result(coup, tableau)
    if result is not Result.WIN:
        return Settlement(bet.id, stake, result, None, Decimal(0), Decimal(0))
    pay = bet.pay_for(coup)
    winnings = pay.winnings(stake)
    # Rounding up to the commission step must never take more than the win itself.
    commission = min(bet.commission.on(winnings), winnings) if bet.commission else Decimal(0)
    return Settlement(bet.id, stake, result, pay, winnings, commission)


@dataclass(frozen=True, slots=True)
class Wager:
    """A stake on the layout: whose it is, on which bet, and where (a box, or None: a shared field)."""

    player: str
    bet: str  # bet id
    stake: Decimal
    box: int | None = None
