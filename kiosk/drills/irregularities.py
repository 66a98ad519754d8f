"""Drill 10, irregularities: the coup as it stands when something goes wrong; the house's remedy?

One item per case of the house's `irregularities:` section. The coup is dealt from a shuffled shoe
of the house up to the moment of the irregularity (the cards on the felt, the card out of place,
the cards behind it in the shoe, the bets). The trainee picks the remedy; where the remedy decides
which cards make the coup, the trainee then calls the result that counts, which the judge
(kiosk.domain.irregularities.rule) deals from the cards. Over- and under-draws are planted by the
misdeal drill's planter and found by the one coup judge, so both drills ask the same errors.
Where a bet's remedy leaves an amount standing (a bet reduced to the limit, the first of a wager
on both sides), the trainee then picks that amount, which the judge works out from the bets.
"""

from __future__ import annotations

from decimal import Decimal
from random import Random

from kiosk.domain.cards import Card, show_cards
from kiosk.domain.coup import Coup, Winner, deal_from
from kiosk.domain.ids import ItemKey
from kiosk.domain.irregularities import (
    Case,
    CoupStep,
    Family,
    Limit,
    Remedy,
    Scene,
    SceneBet,
    Situation,
    allowed_remedies,
    rule,
)
from kiosk.domain.judge import ErrorKind
from kiosk.domain.shoe import Shoe
from kiosk.drills.payouts import parse_payout, payout_text
from kiosk.drills.planting import planted_window, possible_errors
from kiosk.drills.stakes import realistic_stake
from kiosk.drills.task import (
    Drill,
    DrillId,
    ErrorTag,
    StepResult,
    Task,
    TaskError,
    expect_choice,
)
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset
from kiosk.rules.wording import (
    remedy_sentence,
    situation_name,
    source_sentence,
    step_name,
    winner_name,
)

# Cards behind the coup a scene keeps: enough to deal any coup that counts.
_FOLLOWING = 12
_TRIES = 500

_MISDEAL_ERRORS: dict[Situation, ErrorKind] = {
    Situation.OVER_DRAW_BEFORE_NEXT: ErrorKind.OVER_DRAW,
    Situation.OVER_DRAW_AFTER_NEXT: ErrorKind.OVER_DRAW,
    Situation.UNDER_DRAW_BEFORE_NEXT: ErrorKind.UNDER_DRAW,
    Situation.UNDER_DRAW_AFTER_NEXT: ErrorKind.UNDER_DRAW,
}


def misdeal_case(ruleset: Ruleset, kind: ErrorKind) -> Case | None:
    """The house's case for an over- or under-draw found before the next coup, if it has one."""
    situation = {
        ErrorKind.OVER_DRAW: Situation.OVER_DRAW_BEFORE_NEXT,
        ErrorKind.UNDER_DRAW: Situation.UNDER_DRAW_BEFORE_NEXT,
    }.get(kind)
    return next((c for c in ruleset.irregularities if c.situation is situation), None)


class IrregularityTask(Task):
    """First answer: a Remedy; then, where the remedy makes a coup, its Winner, or where it leaves
    a bet standing, the amount (a Decimal, one of `amounts`)."""

    drill = DrillId.IRREGULARITIES

    def __init__(self, key: str, ruleset: Ruleset, case: Case, scene: Scene) -> None:
        super().__init__(key)
        self.case = case
        self.scene = scene
        self.ruling = rule(case, scene, ruleset.tableau)
        self.choices = allowed_remedies(case.situation)
        self._ruleset = ruleset
        self.explanation = remedy_sentence(case)
        coup, stands = self.ruling.coup, self.ruling.stands
        self.amounts = _amounts(scene, stands) if stands is not None else ()
        if stands is not None:
            self.explanation += " " + translate("Drills", "What stands: {amount}.").format(
                amount=ruleset.money(stands)
            )
        if coup is not None:
            self.explanation += " " + translate(
                "Drills", "The coup that counts: punto {punto}, banco {banco}: {result}."
            ).format(
                punto=show_cards(coup.punto),
                banco=show_cards(coup.banco),
                result=winner_name(coup.winner),
            )
        self.explanation += " " + source_sentence(case)

    @property
    def caption(self) -> str:
        """What happened, at which step, with the bets: in the language shown now."""
        return _caption(self._ruleset, self.case, self.scene)

    @property
    def asks_result(self) -> bool:
        """The second step is due: the remedy was answered right and it makes a coup."""
        return bool(self.steps) and self.steps[0].correct and self.ruling.coup is not None

    @property
    def asks_amount(self) -> bool:
        """The second step is due: the remedy was answered right and it leaves a bet standing."""
        return bool(self.steps) and self.steps[0].correct and self.ruling.stands is not None

    def solution(self) -> object:
        if self.asks_result:
            return self.ruling.result
        if self.asks_amount:
            return self.ruling.stands
        return self.case.remedy

    def _grade(self, given: object) -> StepResult:
        if self.asks_amount:
            return self._grade_amount(given)
        answer: Remedy | Winner | None
        if not self.asks_result:
            answer = expect_choice(given, Remedy, self.key)
            if answer not in self.choices:
                raise TaskError(f"item {self.key} offers no remedy {answer}")
            right: Remedy | Winner | None = self.case.remedy
            tag = ErrorTag.WRONG_REMEDY
        else:
            answer = expect_choice(given, Winner, self.key)
            right = self.ruling.result
            tag = ErrorTag.WRONG_CALL
        assert right is not None
        if answer is right:
            return StepResult(self.key, right.value, answer.value, True)
        return StepResult(
            self.key, right.value, answer.value, False, self.explanation, frozenset({tag})
        )

    def _grade_amount(self, given: object) -> StepResult:
        answer = parse_payout(given, self.key)
        right = self.ruling.stands
        assert right is not None
        if not isinstance(answer, Decimal):
            raise TaskError(f"item {self.key} takes the amount that stands, not {given!r}")
        expected, text = payout_text(right), payout_text(answer)
        if answer == right:
            return StepResult(self.key, expected, text, True)
        tags = frozenset({ErrorTag.WRONG_PAYOUT})
        return StepResult(self.key, expected, text, False, self.explanation, tags)

    def _finished_after(self, result: StepResult) -> bool:
        second = self.ruling.coup is not None or self.ruling.stands is not None
        return not result.correct or len(self.steps) == 2 or not second


def _amounts(scene: Scene, stands: Decimal) -> tuple[Decimal, ...]:
    """The amounts offered for what stands: the right one beside the bets as they were placed
    and what the remedy takes off them, in ascending order."""
    placed = [bet.amount for bet in scene.bets]
    offered = {stands, sum(placed, Decimal(0)), *placed}
    if len(placed) == 1:
        offered.add(placed[0] - stands)
    return tuple(sorted(a for a in offered if a > 0))


def _caption(ruleset: Ruleset, case: Case, scene: Scene) -> str:
    text = translate("Drills", "{step}: {what}.").format(
        step=step_name(case.step), what=situation_name(case.situation)
    )
    if scene.called is not None:
        text += " " + translate("Drills", "The croupier called: {called}.").format(
            called=winner_name(scene.called)
        )
    for bet in scene.bets:
        text += " " + translate("Drills", "Box {box}: {amount} on {bet}.").format(
            box=bet.box, amount=ruleset.money(bet.amount), bet=ruleset.bet_name(bet.bet)
        )
    return text


def _felt(drawn: tuple[Card, ...], punto_drew: bool) -> Coup:
    """The cards on the felt, dealt in order: the first four alternate, then the thirds."""
    punto, banco = list(drawn[0:4:2]), list(drawn[1:4:2])
    rest = list(drawn[4:])
    if rest and punto_drew:
        punto.append(rest.pop(0))
    banco.extend(rest)
    return Coup(tuple(punto), tuple(banco))


class IrregularitiesDrill(Drill):
    """Keys `irregularity:<case id>`, one per case of the house."""

    id = DrillId.IRREGULARITIES

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        possible = possible_errors(ruleset.tableau)
        self._left_out = tuple(
            case.id
            for case in ruleset.irregularities
            if (
                case.situation in _MISDEAL_ERRORS
                and not any(kind is _MISDEAL_ERRORS[case.situation] for kind, _ in possible)
            )
            or (case.situation is Situation.BET_UNDER_MINIMUM and not self._under_minimum_bets())
        )

    def _cases(self) -> tuple[Case, ...]:
        return tuple(c for c in self.ruleset.irregularities if c.id not in self._left_out)

    def _under_minimum_bets(self) -> list[str]:
        unit = self.ruleset.chip_unit
        return [b.id for b in self.ruleset.bets if b.minimum > unit]

    def keys(self) -> tuple[str, ...]:
        return tuple(ItemKey.of("irregularity", case.id) for case in self._cases())

    def left_out(self) -> tuple[str, ...]:
        return tuple(ItemKey.of("irregularity", case_id) for case_id in self._left_out)

    def item_name(self, key: str) -> str:
        (case_id,) = ItemKey(key).parts
        return situation_name(self.ruleset.irregularity(case_id).situation)

    def make(self, key: str, rng: Random) -> Task:
        (case_id,) = ItemKey(key).parts
        case = self.ruleset.irregularity(case_id)
        for _ in range(_TRIES):
            scene = self._scene(case, rng)
            if scene is not None:
                return IrregularityTask(key, self.ruleset, case, scene)
        raise ValueError(f"no coup found for case {case_id}")  # pragma: no cover

    # -- the coup as it stands ---------------------------------------------------------------

    def _scene(self, case: Case, rng: Random) -> Scene | None:
        family = case.family
        if family is Family.SHOE:
            return Scene()
        if family is Family.BET:
            return self._bets(case, rng)
        if case.situation in _MISDEAL_ERRORS:
            return self._misdeal(case.situation, rng)
        shoe = Shoe.from_spec(self.ruleset.shoe, rng=rng).cards
        start = rng.randrange(0, len(shoe) - 4 * _FOLLOWING)
        cards = shoe[start:]
        tableau = self.ruleset.tableau
        if case.situation is Situation.WRONG_CALL:
            coup, used = deal_from(cards, tableau)
            called = rng.choice([w for w in Winner if w is not coup.winner])
            return Scene(coup, cards[:used], None, cards[used : used + _FOLLOWING], called)
        if case.situation is Situation.WRONG_ORDER:
            drawn = cards[:4]
            felt = Coup((drawn[1], drawn[3]), (drawn[0], drawn[2]))
            return Scene(felt, drawn, None, cards[4 : 4 + _FOLLOWING])
        if case.situation is Situation.TOO_MANY_CARDS:
            return Scene(_felt(cards[:4], False), cards[:4], cards[4], cards[5 : 5 + _FOLLOWING])
        return self._loose_card(case, cards, rng)

    def _loose_card(self, case: Case, cards: tuple[Card, ...], rng: Random) -> Scene | None:
        """A card out of place: while dealing the first four, or as a third card."""
        situation = case.situation
        if case.step is CoupStep.DEALING:
            places = {
                Situation.CARD_EXPOSED_PUNTO: (0, 2),
                Situation.CARD_EXPOSED_BANCO: (1, 3),
            }.get(situation, (0, 1, 2, 3))
            n = rng.choice(places)
            drawn = cards[:n]
            return Scene(_felt(drawn, False), drawn, cards[n], cards[n + 1 : n + 1 + _FOLLOWING])
        coup, used = deal_from(cards, self.ruleset.tableau)
        if used < 5:
            return None  # a natural, or nobody draws: no third card to go astray
        punto_drew = len(coup.punto) == 3
        n = 4  # the loose card is the first third card …
        if situation is Situation.CARD_EXPOSED_PUNTO and not punto_drew:
            return None
        if situation is Situation.CARD_EXPOSED_BANCO:
            if len(coup.banco) < 3:
                return None
            n = used - 1  # … or banco's
        drawn = cards[:n]
        return Scene(_felt(drawn, punto_drew), drawn, cards[n], cards[n + 1 : n + 1 + _FOLLOWING])

    def _misdeal(self, situation: Situation, rng: Random) -> Scene | None:
        possible = [
            e for e in possible_errors(self.ruleset.tableau) if e[0] is _MISDEAL_ERRORS[situation]
        ]
        kind, hand = rng.choice(sorted(possible))
        coup, window = planted_window(self.ruleset.shoe, self.ruleset.tableau, (kind, hand), rng)
        drawn = coup.shoe_order()
        assert window[: len(drawn)] == drawn  # the coup took the window's first cards
        following = window[len(drawn) : len(drawn) + _FOLLOWING]
        if len(following) < _FOLLOWING:
            return None  # too near the end of the shoe to deal every coup that could count
        return Scene(coup, drawn, None, following)

    def _bets(self, case: Case, rng: Random) -> Scene:
        situation = case.situation
        rs = self.ruleset
        unit = rs.chip_unit
        box = rng.randint(1, rs.table.boxes)
        sides = [b for b in rs.bets if b.id in ("punto", "banco")] or list(rs.bets)
        bet = rng.choice(sides)
        amount = realistic_stake(bet, rs.chips, rng)
        limit = None
        if situation is Situation.BET_OVER_MAXIMUM:
            limit = bet.maximum
            if case.limit is Limit.TABLE_MAXIMUM and rs.table.table_maximum is not None:
                limit = rs.table.table_maximum
            step = unit  # over by a few of the chips such a bet is made of
            while step * 100 <= bet.maximum:
                step *= 10
            amount = max(bet.maximum, limit) + step * rng.randint(1, 5)
        elif situation is Situation.BET_UNDER_MINIMUM:
            bet = rs.bet(rng.choice(self._under_minimum_bets()))
            amount = unit * rng.randint(1, int(bet.minimum / unit) - 1)
        bets = [SceneBet(box, bet.id, Decimal(amount))]
        if situation is Situation.BET_BOTH_SIDES:
            other = "banco" if bet.id == "punto" else "punto"
            bets.append(SceneBet(box, other, rs.bet(other).minimum))
        if situation is Situation.LATE_BET:
            # the cards are out: the first four lie on the felt
            shoe = Shoe.from_spec(rs.shoe, rng=rng).cards
            return Scene(_felt(shoe[:4], False), shoe[:4], None, (), None, tuple(bets))
        return Scene(bets=tuple(bets), limit=limit)
