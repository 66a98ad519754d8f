"""Irregularities at the table: what went wrong at which step of a coup, and the house's remedy.

A house's ruleset lists its cases (`irregularities:`); each names a situation, the step it
happened at, one remedy of a fixed set, whether the inspector is called, and its source. This is
the one judge of "what is the remedy": the drill, the exams and the table test ask `rule`. Where
the remedy decides which cards make the coup (a re-deal, a card used as dealt or burned, a hand
corrected, a result that stands), the coup that counts is dealt by the coup dealer
(kiosk.domain.coup) from the cards as they left the shoe, so its result comes from the cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, Winner, deal_from
from kiosk.domain.tableau import Tableau


class Situation(StrEnum):
    """What happened."""

    CARD_EXPOSED_PUNTO = "card-exposed-punto"  # a card meant for punto turned face up
    CARD_EXPOSED_BANCO = "card-exposed-banco"
    CARD_EXPOSED_SHOE = "card-exposed-shoe"  # a card seen as it came out of the shoe
    CARD_DROPPED = "card-dropped"  # a card fell on the floor
    CARD_FACE_UP_IN_SHOE = "card-face-up-in-shoe"
    TOO_MANY_CARDS = "too-many-cards"  # a fifth card came out with the first four
    WRONG_ORDER = "wrong-order"  # the first four cards went to the hands in the wrong order
    OVER_DRAW_BEFORE_NEXT = "over-draw-before-next-coup"
    UNDER_DRAW_BEFORE_NEXT = "under-draw-before-next-coup"
    OVER_DRAW_AFTER_NEXT = "over-draw-after-next-coup"
    UNDER_DRAW_AFTER_NEXT = "under-draw-after-next-coup"
    WRONG_CUT = "wrong-cut"
    NO_CUT_CARD = "no-cut-card"
    BURN_ERROR = "burn-error"
    LATE_BET = "late-bet"  # placed after "no more bets"
    BET_OVER_MAXIMUM = "bet-over-maximum"
    BET_UNDER_MINIMUM = "bet-under-minimum"
    BET_BOTH_SIDES = "bet-both-sides"  # punto and banco at once where the house forbids it
    WRONG_CALL = "wrong-call"  # the winner announced wrong


class CoupStep(StrEnum):
    """At which step of the coup it happened."""

    SHUFFLE = "shuffle"  # shuffle, cut and burn
    BETTING = "betting"
    DEALING = "dealing"  # the first four cards
    DRAWING = "drawing"  # the third cards
    CALLING = "calling"  # the result announced
    NEXT_COUP = "next-coup"  # noticed once the next coup's cards were drawn


class Remedy(StrEnum):
    """The actions the kiosk knows."""

    VOID_AND_REDEAL = "void-and-redeal"
    BURN_AND_CONTINUE = "burn-and-continue"
    USE_AS_DEALT = "use-as-dealt"
    CORRECT_AND_CONTINUE = "correct-and-continue"
    RESULT_STANDS = "result-stands"
    BET_REFUSED = "bet-refused"
    BET_RETURNED = "bet-returned"
    BET_REDUCED = "bet-reduced-to-limit"
    RESHUFFLE = "reshuffle"
    CALL_INSPECTOR = "call-inspector"  # the inspector decides


class Family(StrEnum):
    """What the drill draws for a situation, and which remedies can answer it."""

    CARD = "card"  # a card out of place while dealing
    DRAW = "draw"  # a coup dealt or called against the tableau
    SHOE = "shoe"  # the shuffle, cut or burn
    BET = "bet"


_EXPOSED = (
    Situation.CARD_EXPOSED_PUNTO,
    Situation.CARD_EXPOSED_BANCO,
    Situation.CARD_EXPOSED_SHOE,
    Situation.CARD_DROPPED,
    Situation.CARD_FACE_UP_IN_SHOE,
)
_MISDEALS = (
    Situation.OVER_DRAW_BEFORE_NEXT,
    Situation.UNDER_DRAW_BEFORE_NEXT,
    Situation.OVER_DRAW_AFTER_NEXT,
    Situation.UNDER_DRAW_AFTER_NEXT,
)
_BETS = (
    Situation.LATE_BET,
    Situation.BET_OVER_MAXIMUM,
    Situation.BET_UNDER_MINIMUM,
    Situation.BET_BOTH_SIDES,
)


def family(situation: Situation) -> Family:
    if situation in _EXPOSED or situation in (Situation.TOO_MANY_CARDS, Situation.WRONG_ORDER):
        return Family.CARD
    if situation in _MISDEALS or situation is Situation.WRONG_CALL:
        return Family.DRAW
    if situation in _BETS:
        return Family.BET
    return Family.SHOE


def is_exposed_card(situation: Situation) -> bool:
    """A single card out of place (exposed, dropped, face up), which may be used or burned."""
    return situation in _EXPOSED


def misdeal_after_next(situation: Situation) -> bool:
    return situation in (Situation.OVER_DRAW_AFTER_NEXT, Situation.UNDER_DRAW_AFTER_NEXT)


def is_misdeal(situation: Situation) -> bool:
    """An over- or under-draw: what the house's misdeal clause is about."""
    return situation in _MISDEALS


# The steps each situation can happen at.
STEPS: Mapping[Situation, tuple[CoupStep, ...]] = {
    **{s: (CoupStep.DEALING, CoupStep.DRAWING) for s in _EXPOSED},
    Situation.TOO_MANY_CARDS: (CoupStep.DEALING,),
    Situation.WRONG_ORDER: (CoupStep.DEALING,),
    Situation.OVER_DRAW_BEFORE_NEXT: (CoupStep.DRAWING,),
    Situation.UNDER_DRAW_BEFORE_NEXT: (CoupStep.DRAWING,),
    Situation.OVER_DRAW_AFTER_NEXT: (CoupStep.NEXT_COUP,),
    Situation.UNDER_DRAW_AFTER_NEXT: (CoupStep.NEXT_COUP,),
    Situation.WRONG_CUT: (CoupStep.SHUFFLE,),
    Situation.NO_CUT_CARD: (CoupStep.SHUFFLE, CoupStep.DEALING),
    Situation.BURN_ERROR: (CoupStep.SHUFFLE,),
    **{s: (CoupStep.BETTING,) for s in _BETS},
    Situation.WRONG_CALL: (CoupStep.CALLING,),
}

# The remedies that can answer a situation, by its family; the drill offers these.
REMEDIES: Mapping[Family, tuple[Remedy, ...]] = {
    Family.CARD: (
        Remedy.USE_AS_DEALT,
        Remedy.BURN_AND_CONTINUE,
        Remedy.VOID_AND_REDEAL,
        Remedy.CORRECT_AND_CONTINUE,
        Remedy.CALL_INSPECTOR,
    ),
    Family.DRAW: (
        Remedy.CORRECT_AND_CONTINUE,
        Remedy.RESULT_STANDS,
        Remedy.VOID_AND_REDEAL,
        Remedy.CALL_INSPECTOR,
    ),
    Family.SHOE: (
        Remedy.RESHUFFLE,
        Remedy.CORRECT_AND_CONTINUE,
        Remedy.VOID_AND_REDEAL,
        Remedy.CALL_INSPECTOR,
    ),
    Family.BET: (
        Remedy.BET_REFUSED,
        Remedy.BET_RETURNED,
        Remedy.BET_REDUCED,
        Remedy.CALL_INSPECTOR,
    ),
}


def allowed_remedies(situation: Situation) -> tuple[Remedy, ...]:
    """The remedies a house may give for this situation."""
    found = REMEDIES[family(situation)]
    if not is_exposed_card(situation):
        found = tuple(r for r in found if r not in (Remedy.USE_AS_DEALT, Remedy.BURN_AND_CONTINUE))
    if situation is not Situation.BET_OVER_MAXIMUM:
        found = tuple(r for r in found if r is not Remedy.BET_REDUCED)
    if situation is Situation.WRONG_CALL:  # the cards decide; a wrong call never stands
        found = tuple(r for r in found if r is not Remedy.RESULT_STANDS)
    return found


class Limit(StrEnum):
    """What a bet over the maximum is reduced to."""

    BET_MAXIMUM = "bet-maximum"
    TABLE_MAXIMUM = "table-maximum"


@dataclass(frozen=True, slots=True)
class CaseSource:
    """Where a remedy comes from: the house document's words, a regulation, or an assumption."""

    clause: str | None = None  # the house document's own words
    regulation: str | None = None  # a regulation's citation
    assumption: str | None = None  # what is assumed, for the house to confirm

    @property
    def assumed(self) -> bool:
        return self.assumption is not None


@dataclass(frozen=True, slots=True)
class Case:
    """One irregularity of a house and its remedy."""

    id: str
    situation: Situation
    step: CoupStep
    remedy: Remedy
    inspector: bool  # the inspector must be called
    source: CaseSource
    burn: int = 1  # burn-and-continue: cards burned, the card out of place first
    limit: Limit = Limit.BET_MAXIMUM  # bet-reduced-to-limit: the limit it is reduced to

    @property
    def family(self) -> Family:
        return family(self.situation)


@dataclass(frozen=True, slots=True)
class SceneBet:
    """A bet on the layout: in which box, on which bet (by id), how much."""

    box: int
    bet: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class Scene:
    """A coup as it stands when the irregularity is noticed.

    `felt` holds the cards on the table as they lie; `drawn` the same cards in the order they left
    the shoe; `loose` the card out of place (exposed, dropped, found face up), which left the shoe
    after `drawn`; `following` the cards behind them in the shoe. `called` is the winner the
    croupier announced, for a wrong call; `bets` the bets the irregularity is about, in the order
    they were placed; `limit` the house's limit a bet over the maximum is reduced to.
    """

    felt: Coup | None = None
    drawn: tuple[Card, ...] = ()
    loose: Card | None = None
    following: tuple[Card, ...] = ()
    called: Winner | None = None
    bets: tuple[SceneBet, ...] = ()
    limit: Decimal | None = None


@dataclass(frozen=True, slots=True)
class Ruling:
    """The remedy of a case; the coup whose result counts when the remedy decides one; the amount
    that stands on the layout when the remedy leaves part of the bets standing."""

    case: Case
    coup: Coup | None
    stands: Decimal | None = None

    @property
    def remedy(self) -> Remedy:
        return self.case.remedy

    @property
    def result(self) -> Winner | None:
        return None if self.coup is None else self.coup.winner


def counted_cards(case: Case, scene: Scene) -> tuple[Card, ...] | None:
    """The cards, in order, the coup that counts is dealt from (None: the remedy decides none)."""
    remedy = case.remedy
    if case.family is Family.DRAW:
        if remedy is Remedy.CORRECT_AND_CONTINUE:
            return scene.drawn + scene.following
        if remedy is Remedy.VOID_AND_REDEAL:
            return scene.following
        return None
    if case.family is not Family.CARD:
        return None
    loose = (scene.loose,) if scene.loose is not None else ()
    if remedy is Remedy.USE_AS_DEALT:
        return scene.drawn + loose + scene.following
    if remedy is Remedy.BURN_AND_CONTINUE:
        return scene.drawn + scene.following[max(case.burn - len(loose), 0) :]
    if remedy is Remedy.CORRECT_AND_CONTINUE:
        return scene.drawn + loose + scene.following
    if remedy is Remedy.VOID_AND_REDEAL:
        return scene.following
    return None


def standing_amount(case: Case, scene: Scene) -> Decimal | None:
    """What stays on the layout after a bet's remedy (None: nothing, or the inspector decides).

    A bet over the maximum reduced to the limit stands at the limit; of a wager on both punto and
    banco refused or returned, the bet placed first stands.
    """
    if case.family is not Family.BET or not scene.bets:
        return None
    if case.remedy is Remedy.BET_REDUCED:
        if scene.limit is None:
            raise ValueError(f"case {case.id} reduces a bet to a limit the coup does not give")
        return min(scene.bets[0].amount, scene.limit)
    refused = (Remedy.BET_REFUSED, Remedy.BET_RETURNED)
    if case.situation is Situation.BET_BOTH_SIDES and case.remedy in refused:
        return scene.bets[0].amount
    return None


def rule(case: Case, scene: Scene, tableau: Tableau) -> Ruling:
    """The house's remedy for the case, with the coup that counts where the remedy makes one and
    the amount that stands where the remedy leaves a bet standing."""
    if case.family is Family.BET:
        return Ruling(case, None, standing_amount(case, scene))
    if case.remedy is Remedy.RESULT_STANDS and case.family is Family.DRAW:
        return Ruling(case, scene.felt)
    cards = counted_cards(case, scene)
    if cards is None:
        return Ruling(case, None)
    try:
        coup, _ = deal_from(cards, tableau)
    except StopIteration:
        raise ValueError(f"too few cards behind case {case.id} to deal the coup") from None
    return Ruling(case, coup)
