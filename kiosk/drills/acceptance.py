"""Drill 8, bet acceptance: may this bet be taken? The answer is "accept" or the refusing rule.

Situations are built here, aimed at one rule each (limits, chip unit, both sides, side bet
without a main bet, own box, standing players, box total); kiosk.domain.acceptance.check_bet is
the judge, and only situations it refuses for exactly that one rule (or accepts) are asked. Rules
this house's data cannot produce never come up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from random import Random

from kiosk.domain.acceptance import Acceptance, Rule, TableState, check_bet
from kiosk.domain.bets import BetKind, Wager
from kiosk.domain.ids import ItemKey
from kiosk.drills.betting import betting_rules, refusal_sentence
from kiosk.drills.generator import house_draws
from kiosk.drills.stakes import realistic_stake
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, TaskError
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset

ACCEPT = "accept"
STANDING = "standing"  # the name of a standing player in a situation
_TRIES = 300

Situation = tuple[TableState, Wager]


@dataclass(frozen=True, slots=True)
class AcceptancePrompt:
    """The table (who sits where, what lies on the layout) and the bet a player offers."""

    state: TableState
    wager: Wager
    boxes: int

    @property
    def standing(self) -> bool:
        return not self.state.is_seated(self.wager.player)


class _Builder:
    """Random situations aimed at one rule; check_bet decides what they really are."""

    def __init__(self, ruleset: Ruleset, rng: Random) -> None:
        self.r = ruleset
        self.rng = rng
        self.rules = betting_rules(ruleset)
        self.boxes = ruleset.table.boxes
        self.mains = [b.id for b in ruleset.bets if b.kind in (BetKind.PUNTO, BetKind.BANCO)]
        self.unit = ruleset.chip_unit

    def seated(self, full: bool) -> dict[int, str]:
        count = self.boxes if full else self.rng.randint(1, self.boxes - 1)
        return {b: f"box {b}" for b in self.rng.sample(range(1, self.boxes + 1), count)}

    def stake(self, bet_id: str) -> Decimal:
        return realistic_stake(self.r.bet(bet_id), self.r.chips, self.rng)

    def spot(self, bet_id: str, box: int) -> int | None:
        return box if bet_id in self.r.table.box_bets else None

    def main_bet_of(self, seated: dict[int, str]) -> tuple[Wager, ...]:
        out = []
        for box, player in seated.items():
            if self.mains and self.rng.random() < 0.6:
                bet_id = self.rng.choice(self.mains)
                out.append(Wager(player, bet_id, self.stake(bet_id), self.spot(bet_id, box)))
        return tuple(out)

    def seated_bet(self, bet_ids: list[str], stake: Callable[[str], Decimal]) -> Situation:
        seated = self.seated(self.rng.random() < 0.5)
        box = self.rng.choice(sorted(seated))
        bet_id = self.rng.choice(bet_ids)
        others = tuple(w for w in self.main_bet_of(seated) if w.player != seated[box])
        wager = Wager(seated[box], bet_id, stake(bet_id), self.spot(bet_id, box))
        return TableState(seated, others), wager

    def build(self, target: str) -> Situation:
        rng, r = self.rng, self.r
        all_bets = [b.id for b in r.bets]
        if target == ACCEPT:
            return self.seated_bet(self.mains or all_bets, self.stake)
        rule = Rule(target)
        if rule is Rule.CHIP_UNIT:
            return self.seated_bet(all_bets, lambda b: self.stake(b) - self.unit / 2)
        if rule is Rule.BELOW_MINIMUM:
            return self.seated_bet(
                all_bets,
                lambda b: self.unit * rng.randint(1, max(1, int(r.bet(b).minimum / self.unit) - 1)),
            )
        if rule is Rule.ABOVE_MAXIMUM:
            return self.seated_bet(
                all_bets, lambda b: r.bet(b).maximum + self.unit * rng.choice((1, 5, 10, 50, 100))
            )
        if rule is Rule.BOTH_SIDES:
            state, wager = self.seated_bet(self.mains, self.stake)
            other = rng.choice([m for m in self.mains if m != wager.bet] or self.mains)
            first = Wager(wager.player, other, self.stake(other), wager.box)
            return TableState(state.seated, (*state.wagers, first)), wager
        if rule is Rule.REQUIRES_ONE_OF:
            side = [b.id for b in r.bets if b.requires_one_of] or all_bets
            return self.seated_bet(side, self.stake)
        if rule is Rule.OWN_BOX_ONLY:
            state, wager = self.seated_bet(self.mains or all_bets, self.stake)
            box = rng.choice([b for b in range(1, self.boxes + 1) if b != wager.box])
            return state, Wager(wager.player, wager.bet, wager.stake, box)
        return self.standing(rule)

    def standing(self, rule: Rule) -> Situation:
        rng, r = self.rng, self.r
        full = rule in (Rule.STANDING_FIELD_CLOSED, Rule.STANDING_PER_BOX)
        full = full or (rule is not Rule.STANDING_WHILE_BOX_FREE and rng.random() < 0.5)
        if rule in (Rule.STANDING_WHILE_BOX_FREE, Rule.STANDING_ON_SEATED_BOX_ONLY):
            full = False
        seated = self.seated(full)
        wagers = list(self.main_bet_of(seated))
        box = rng.choice(sorted(seated))
        if rule is Rule.STANDING_ON_SEATED_BOX_ONLY:
            box = rng.choice([b for b in range(1, self.boxes + 1) if b not in seated])
        if rule is Rule.STANDING_FIELD_CLOSED:
            shared = list(r.table.shared_bets) or [b.id for b in r.bets]
            bet_id = rng.choice(shared)
            return TableState(seated, tuple(wagers)), Wager(STANDING, bet_id, self.stake(bet_id))
        if rule is Rule.STANDING_PER_BOX:
            bet_id = rng.choice(self.mains)
            wagers.append(Wager("standing (first)", bet_id, self.stake(bet_id), box))
        bet_id = rng.choice(self.mains or [b.id for b in r.bets])
        stake = self.stake(bet_id)
        if rule is Rule.BOX_OVER_TABLE_MAXIMUM and r.table.table_maximum is not None:
            seated_bet = r.bet(rng.choice(self.mains))
            wagers = [w for w in wagers if w.box != box]
            wagers.append(Wager(seated[box], seated_bet.id, seated_bet.maximum, box))
            stake = min(r.bet(bet_id).maximum, r.table.table_maximum - seated_bet.maximum + stake)
            if rng.random() < 0.5:  # the seated player's own second bet on the box
                other = rng.choice(self.mains)
                return TableState(seated, tuple(wagers)), Wager(seated[box], other, stake, box)
        return TableState(seated, tuple(wagers)), Wager(STANDING, bet_id, stake, box)


def _matches(target: str, verdict: Acceptance) -> bool:
    if target == ACCEPT:
        return verdict.ok
    return verdict.rules == {Rule(target)}


class AcceptanceTask(Task):
    """Answer: "accept" or a Rule value (str)."""

    drill = DrillId.ACCEPTANCE

    def __init__(
        self, key: str, ruleset: Ruleset, prompt: AcceptancePrompt, verdict: Acceptance
    ) -> None:
        super().__init__(key)
        self.prompt = prompt
        self.verdict = verdict
        self.expected = ACCEPT if verdict.ok else verdict.reasons[0].rule.value
        if verdict.ok:
            self.explanation = translate(
                "Drills", "No rule of the house stops this bet: it is taken."
            )
        else:
            reason = refusal_sentence(verdict.reasons[0], ruleset.bet_name, ruleset.money)
            self.explanation = translate("Drills", "This bet cannot be taken. {reason}.").format(
                reason=reason
            )

    def solution(self) -> object:
        return self.expected

    def _grade(self, given: object) -> StepResult:
        if not isinstance(given, str) or (given != ACCEPT and given not in set(Rule)):
            raise TaskError(f"item {self.key} takes 'accept' or a rule, not {given!r}")
        answer = str(given)
        if answer == self.expected:
            return StepResult(self.key, self.expected, answer, True)
        tags = frozenset({ErrorTag.WRONG_ACCEPTANCE})
        return StepResult(self.key, self.expected, answer, False, self.explanation, tags)


# The rules a trainee is asked about (the others guard against impossible input).
TRAINED_RULES = (
    Rule.BELOW_MINIMUM,
    Rule.ABOVE_MAXIMUM,
    Rule.CHIP_UNIT,
    Rule.BOTH_SIDES,
    Rule.REQUIRES_ONE_OF,
    Rule.OWN_BOX_ONLY,
    Rule.STANDING_NOT_ALLOWED,
    Rule.STANDING_WHILE_BOX_FREE,
    Rule.STANDING_ON_SEATED_BOX_ONLY,
    Rule.STANDING_FIELD_CLOSED,
    Rule.STANDING_PER_BOX,
    Rule.BOX_OVER_TABLE_MAXIMUM,
)


# The items each ruleset (id, content hash) can produce: finding out takes a few hundred tries.
_REACHABLE: dict[tuple[str, str], tuple[str, ...]] = {}


class AcceptanceDrill(Drill):
    """Keys `accept:accept` and `accept:<rule>` for every rule this house's data can produce."""

    id = DrillId.ACCEPTANCE

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        self._keys: tuple[str, ...] | None = None

    def choices(self) -> tuple[str, ...]:
        """The answer buttons: "accept" and every rule that can come up at this house."""
        return tuple(ItemKey(key).parts[0] for key in self.keys())

    def keys(self) -> tuple[str, ...]:
        if self._keys is None:
            known = (self.ruleset.id, self.ruleset.content_hash)
            if known not in _REACHABLE:
                rng = house_draws()
                targets = [ACCEPT, *(rule.value for rule in TRAINED_RULES)]
                _REACHABLE[known] = tuple(
                    ItemKey.of("accept", t) for t in targets if self._find(t, rng) is not None
                )
            self._keys = _REACHABLE[known]
        return self._keys

    def _find(self, target: str, rng: Random) -> tuple[Situation, Acceptance] | None:
        builder = _Builder(self.ruleset, rng)
        rules = builder.rules
        for _ in range(_TRIES):
            try:
                state, wager = builder.build(target)
            except (IndexError, ValueError):
                continue  # this house's table has no room for the situation
            verdict = check_bet(rules, state, wager)
            if _matches(target, verdict):
                return (state, wager), verdict
        return None

    def make(self, key: str, rng: Random) -> Task:
        (target,) = ItemKey(key).parts
        found = self._find(target, rng)
        if found is None:
            raise ValueError(f"{key} cannot come up at this house")
        (state, wager), verdict = found
        prompt = AcceptancePrompt(state, wager, self.ruleset.table.boxes)
        return AcceptanceTask(key, self.ruleset, prompt, verdict)
