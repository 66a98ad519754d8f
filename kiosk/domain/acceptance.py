"""Bet acceptance: may the croupier take this bet, and if not, which house rule says no.

Everything comes from the house's data (limits, chip unit, layout, standing-player rules, "not both
sides", "only alongside"), gathered in BettingRules. A refusal is a Reason: a Rule code with its
parameters, so drills can grade "which rule?" and say it in the trainee's language
(kiosk.drills.betting.refusal_sentence). This module builds no sentences.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import StrEnum

from kiosk.domain.bets import BetKind, BetSpec, Wager


class Rule(StrEnum):
    """The rule behind a refusal."""

    UNKNOWN_BET = "unknown-bet"
    NO_SUCH_BOX = "no-such-box"
    BOX_BET_OUTSIDE_BOX = "box-bet-outside-box"
    SHARED_BET_IN_BOX = "shared-bet-in-box"
    STAKE_NOT_POSITIVE = "stake-not-positive"
    CHIP_UNIT = "chip-unit"
    BELOW_MINIMUM = "below-minimum"
    ABOVE_MAXIMUM = "above-maximum"
    BOTH_SIDES = "both-sides"
    REQUIRES_ONE_OF = "requires-one-of"
    OWN_BOX_ONLY = "own-box-only"
    STANDING_NOT_ALLOWED = "standing-not-allowed"
    STANDING_WHILE_BOX_FREE = "standing-while-box-free"
    STANDING_ON_SEATED_BOX_ONLY = "standing-on-seated-box-only"
    STANDING_FIELD_CLOSED = "standing-field-closed"
    STANDING_PER_BOX = "standing-per-box"
    BOX_OVER_TABLE_MAXIMUM = "box-over-table-maximum"


@dataclass(frozen=True)
class Reason:
    """One refusal: the rule, and the figures it was checked against.

    params keys by rule: `bet` (bet id), `minimum`/`maximum`/`unit`/`stake` (Decimal), `box`,
    `boxes`, `limit` (int), `other` (the bet on the other side), `bets` and `fields` (bet ids).
    """

    rule: Rule
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Acceptance:
    """The answer to "may this bet be taken?": every rule that refuses it (none: taken)."""

    reasons: tuple[Reason, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.reasons

    @property
    def rules(self) -> frozenset[Rule]:
        return frozenset(r.rule for r in self.reasons)

    def __bool__(self) -> bool:
        return self.ok


@dataclass(frozen=True)
class BettingRules:
    """What a house decides about taking bets (a house ruleset's part of it:
    kiosk.drills.betting.betting_rules)."""

    bets: Mapping[str, BetSpec]
    chip_unit: Decimal
    boxes: int
    box_bets: frozenset[str]
    shared_bets: frozenset[str] = frozenset()
    table_maximum: Decimal | None = None
    box_total_within_table_maximum: bool = False
    may_bet_both_sides: bool = True
    standing_allowed: bool = False
    standing_only_when_all_boxes_taken: bool = True
    standing_per_box: int | None = None
    standing_on_shared_fields: tuple[str, ...] = ()

    def placed_in_box(self, bet_id: str) -> bool:
        """Whether the bet has its area in the boxes (else on a shared field)."""
        return bet_id in self.box_bets


@dataclass(frozen=True)
class TableState:
    """Who sits where and what lies on the layout. A player not seated is a standing player."""

    seated: Mapping[int, str] = field(default_factory=dict)  # box number → seated player
    wagers: tuple[Wager, ...] = ()

    def box_of(self, player: str) -> int | None:
        """The box the player sits at (None: standing)."""
        for box, who in self.seated.items():
            if who == player:
                return box
        return None

    def is_seated(self, player: str) -> bool:
        return player in self.seated.values()

    def free_boxes(self, boxes: int) -> list[int]:
        return [b for b in range(1, boxes + 1) if b not in self.seated]

    def wagers_of(self, player: str) -> list[Wager]:
        return [w for w in self.wagers if w.player == player]

    def with_wager(self, wager: Wager) -> TableState:
        """The layout with this stake added (onto the player's stake on the same bet and spot)."""
        wagers = list(self.wagers)
        for i, w in enumerate(wagers):
            if (w.player, w.bet, w.box) == (wager.player, wager.bet, wager.box):
                wagers[i] = replace(w, stake=w.stake + wager.stake)
                return replace(self, wagers=tuple(wagers))
        return replace(self, wagers=(*wagers, wager))


def _sides(bets: Mapping[str, BetSpec]) -> dict[str, BetKind]:
    return {b.id: b.kind for b in bets.values() if b.kind in (BetKind.PUNTO, BetKind.BANCO)}


def check_bet(rules: BettingRules, state: TableState, wager: Wager) -> Acceptance:
    """May `wager` be added to the layout in `state`? Every rule that refuses it is named.

    A stake added to the player's existing stake on the same bet and spot is judged as the total.
    """
    bet = rules.bets.get(wager.bet)
    if bet is None:
        return Acceptance((Reason(Rule.UNKNOWN_BET, {"bet": wager.bet}),))
    placement = _placement(rules, wager)
    if placement is not None:
        return Acceptance((placement,))
    reasons = [
        *_stake_reasons(rules, bet, state, wager),
        *_company_reasons(rules, bet, state, wager),
        *_seat_reasons(rules, state, wager),
        *_box_total_reasons(rules, state, wager),
    ]
    return Acceptance(tuple(reasons))


def _placement(rules: BettingRules, wager: Wager) -> Reason | None:
    in_box = rules.placed_in_box(wager.bet)
    if wager.box is None:
        return Reason(Rule.BOX_BET_OUTSIDE_BOX, {"bet": wager.bet}) if in_box else None
    if not 1 <= wager.box <= rules.boxes:
        return Reason(Rule.NO_SUCH_BOX, {"box": wager.box, "boxes": rules.boxes})
    if not in_box:
        return Reason(Rule.SHARED_BET_IN_BOX, {"bet": wager.bet})
    return None


def _stake_reasons(
    rules: BettingRules, bet: BetSpec, state: TableState, wager: Wager
) -> Iterable[Reason]:
    if wager.stake <= 0:
        yield Reason(Rule.STAKE_NOT_POSITIVE, {"stake": wager.stake})
        return
    if wager.stake % rules.chip_unit != 0:
        yield Reason(Rule.CHIP_UNIT, {"unit": rules.chip_unit, "stake": wager.stake})
    total = wager.stake + sum(
        (
            w.stake
            for w in state.wagers
            if (w.player, w.bet, w.box) == (wager.player, bet.id, wager.box)
        ),
        Decimal(0),
    )
    if total < bet.minimum:
        yield Reason(Rule.BELOW_MINIMUM, {"bet": bet.id, "minimum": bet.minimum, "stake": total})
    if total > bet.maximum:
        yield Reason(Rule.ABOVE_MAXIMUM, {"bet": bet.id, "maximum": bet.maximum, "stake": total})


def _company_reasons(
    rules: BettingRules, bet: BetSpec, state: TableState, wager: Wager
) -> Iterable[Reason]:
    """Rules about the player's other bets: not both sides, only alongside a main bet."""
    own = state.wagers_of(wager.player)
    sides = _sides(rules.bets)
    if not rules.may_bet_both_sides and bet.id in sides:
        other = next((w.bet for w in own if w.bet in sides and sides[w.bet] != sides[bet.id]), None)
        if other is not None:
            first, second = (bet.id, other) if sides[bet.id] is BetKind.PUNTO else (other, bet.id)
            yield Reason(Rule.BOTH_SIDES, {"bet": first, "other": second})
    if bet.requires_one_of and not any(w.bet in bet.requires_one_of for w in own):
        yield Reason(Rule.REQUIRES_ONE_OF, {"bet": bet.id, "bets": tuple(bet.requires_one_of)})


def _seat_reasons(rules: BettingRules, state: TableState, wager: Wager) -> Iterable[Reason]:
    """Rules about where the player may bet: own box when seated, standing-player rules."""
    seat = state.box_of(wager.player)
    if seat is not None:
        if wager.box is not None and wager.box != seat:
            yield Reason(Rule.OWN_BOX_ONLY, {"box": seat})
        return
    if not rules.standing_allowed:
        yield Reason(Rule.STANDING_NOT_ALLOWED)
        return
    if rules.standing_only_when_all_boxes_taken and state.free_boxes(rules.boxes):
        yield Reason(Rule.STANDING_WHILE_BOX_FREE)
    if wager.box is None:
        if wager.bet not in rules.standing_on_shared_fields:
            yield Reason(Rule.STANDING_FIELD_CLOSED, {"bet": wager.bet})
        return
    if wager.box not in state.seated:
        fields = tuple(f for f in rules.standing_on_shared_fields if f in rules.shared_bets)
        yield Reason(Rule.STANDING_ON_SEATED_BOX_ONLY, {"box": wager.box, "fields": fields})
        return
    if rules.standing_per_box is not None:
        standing_here = {
            w.player
            for w in state.wagers
            if w.box == wager.box and not state.is_seated(w.player) and w.player != wager.player
        }
        if len(standing_here) >= rules.standing_per_box:
            yield Reason(Rule.STANDING_PER_BOX, {"box": wager.box, "limit": rules.standing_per_box})


def _box_total_reasons(rules: BettingRules, state: TableState, wager: Wager) -> Iterable[Reason]:
    if not rules.box_total_within_table_maximum or rules.table_maximum is None or wager.box is None:
        return
    total = wager.stake + sum((w.stake for w in state.wagers if w.box == wager.box), Decimal(0))
    if total > rules.table_maximum:
        yield Reason(
            Rule.BOX_OVER_TABLE_MAXIMUM,
            {"box": wager.box, "maximum": rules.table_maximum, "stake": total},
        )
