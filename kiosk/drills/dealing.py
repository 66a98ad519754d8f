"""Drill 4, deal a coup: the trainee deals from a shuffled shoe, one decision at a time.

After the four cards, each input is a DealMove. The tableau's demand comes from
kiosk.domain.judge.required_step, and an error is classified by kiosk.domain.judge.judge, the same
checker the log verifier uses; the first over-draw, under-draw or wrong call ends the coup, and the
coup is shown as it should have been dealt from the same cards.

    PUNTO_TURN --draw punto / stand--> BANCO_TURN --draw banco / stand--> CALL --right call--> DONE
    any turn --over-draw, under-draw, wrong call--> FLAGGED (with `error` and `corrected`)
"""

from __future__ import annotations

from enum import StrEnum
from random import Random

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, Winner, deal_from
from kiosk.domain.ids import ItemKey
from kiosk.domain.judge import DealError, ErrorKind, Hand, RuleCell, Step, judge, required_step
from kiosk.domain.shoe import MAX_COUP_CARDS, Shoe
from kiosk.drills.explain import banco_sentence, natural_sentence, punto_sentence
from kiosk.drills.task import Drill, DrillId, ErrorTag, StepResult, Task, TaskError, expect_choice
from kiosk.i18n import translate
from kiosk.rules.model import Ruleset


class DealMove(StrEnum):
    DRAW_PUNTO = "draw-punto"
    DRAW_BANCO = "draw-banco"
    STAND = "stand"  # the hand whose turn it is stands
    CALL_PUNTO = "call-punto"
    CALL_BANCO = "call-banco"
    CALL_TIE = "call-tie"


class DealState(StrEnum):
    PUNTO_TURN = "punto-turn"  # four cards out: punto draws or stands (or the winner is called)
    BANCO_TURN = "banco-turn"
    CALL = "call"  # both hands complete: call the winner
    FLAGGED = "flagged"  # a dealing error: see `error` and `corrected`
    DONE = "done"  # dealt and called right


_CALLS = {
    DealMove.CALL_PUNTO: Winner.PUNTO,
    DealMove.CALL_BANCO: Winner.BANCO,
    DealMove.CALL_TIE: Winner.TIE,
}
_CALL_OF = {winner: move for move, winner in _CALLS.items()}
_KIND_TAG = {ErrorKind.OVER_DRAW: ErrorTag.OVER_DRAW, ErrorKind.UNDER_DRAW: ErrorTag.UNDER_DRAW}


def cell_key(cell: RuleCell) -> ItemKey:
    """The item key of a tableau decision: `deal:punto:5`, `deal:banco:5:third=3`, `deal:natural`."""
    if cell.natural:
        return ItemKey.of("deal", "natural")
    if cell.hand is Hand.PUNTO:
        return ItemKey.of("deal", "punto", cell.total)
    return ItemKey.banco_cell_key(cell.total, cell.punto_third, dealing=True)


def cell_sentence(ruleset: Ruleset, cell: RuleCell, coup: Coup) -> str:
    """The broken rule in words, applied to the coup on the table."""
    t = ruleset.tableau
    if cell.natural:
        pt, bt = coup.punto_two_card_total, coup.banco_two_card_total
        if t.is_natural(pt):
            return natural_sentence(t, "punto", pt)
        return natural_sentence(t, "banco", bt)
    if cell.hand is Hand.PUNTO:
        return punto_sentence(t, cell.total)
    return banco_sentence(t, cell.total, cell.punto_third)


class DealTask(Task):
    """One coup dealt live. Inputs: DealMove. Read `punto`, `banco`, `state`; after an error
    `error` (the checker's DealError) and `corrected` (the coup as it should have been dealt)."""

    drill = DrillId.DEALING

    def __init__(self, key: str, ruleset: Ruleset, shoe: Shoe) -> None:
        super().__init__(key)
        self.ruleset = ruleset
        self.shoe = shoe
        p1, b1, p2, b2 = (shoe.draw() for _ in range(4))
        self.punto: tuple[Card, ...] = (p1, p2)
        self.banco: tuple[Card, ...] = (b1, b2)
        self.state = DealState.PUNTO_TURN
        self.error: DealError | None = None
        self.corrected: Coup | None = None
        self.dealt: Coup | None = None  # after an over-draw: the coup with the card drawn wrongly

    @property
    def coup(self) -> Coup:
        return Coup(self.punto, self.banco)

    def solution(self) -> object:
        """The right next move (a DealMove)."""
        punto_done = self.state is not DealState.PUNTO_TURN
        step, _ = required_step(self.punto, self.banco, punto_done, self.ruleset.tableau)
        return self._expected_move(step)

    def _grade(self, given: object) -> StepResult:
        move = expect_choice(given, DealMove, self.key)
        if self.state in (DealState.FLAGGED, DealState.DONE):
            raise TaskError(f"item {self.key} is already dealt")
        tableau = self.ruleset.tableau
        punto_done = self.state is not DealState.PUNTO_TURN
        step, cell = required_step(self.punto, self.banco, punto_done, tableau)
        expected = self._expected_move(step)
        if self.state is DealState.CALL and move is DealMove.STAND:
            raise TaskError("both hands are complete: call the winner")
        if move in _CALLS:
            if step is not Step.FINISHED:
                return self._flag(cell, move, expected, judge_coup=self.coup)
            return self._call(move, expected, cell)
        if move is DealMove.STAND:
            if step is Step.DRAW_PUNTO or (step is Step.DRAW_BANCO and punto_done):
                return self._flag(cell, move, expected, judge_coup=self.coup)
            next_state = DealState.BANCO_TURN
            if punto_done or cell.natural:
                next_state = DealState.CALL
            return self._ok(cell, move, expected, next_state)
        if move is DealMove.DRAW_PUNTO:
            if step is Step.DRAW_PUNTO:
                self.punto = (*self.punto, self.shoe.draw())
                return self._ok(cell, move, expected, DealState.BANCO_TURN)
            dealt = Coup((*self.punto, self.shoe.draw()), self.banco)
            return self._flag(cell, move, expected, judge_coup=dealt, hand=Hand.PUNTO)
        # DRAW_BANCO
        if step is Step.DRAW_BANCO:
            self.banco = (*self.banco, self.shoe.draw())
            return self._ok(cell, move, expected, DealState.CALL)
        dealt = Coup(self.punto, (*self.banco, self.shoe.draw()))
        hand = Hand.PUNTO if step is Step.DRAW_PUNTO else Hand.BANCO
        return self._flag(cell, move, expected, judge_coup=dealt, hand=hand)

    def _expected_move(self, step: Step) -> DealMove:
        if step is Step.DRAW_PUNTO:
            return DealMove.DRAW_PUNTO
        if step is Step.DRAW_BANCO:
            return DealMove.DRAW_BANCO
        return _CALL_OF[self.coup.winner]

    def _ok(
        self, cell: RuleCell, move: DealMove, expected: DealMove, state: DealState
    ) -> StepResult:
        self.state = state
        return StepResult(cell_key(cell), expected.value, move.value, True)

    def _call(self, move: DealMove, expected: DealMove, cell: RuleCell) -> StepResult:
        if _CALLS[move] is self.coup.winner:
            self.state = DealState.DONE
            return StepResult(ItemKey.of("deal", "call"), expected.value, move.value, True)
        self.state = DealState.FLAGGED
        self.corrected = self.coup
        coup = self.coup
        text = translate(
            "Drills", "Punto has {punto}, banco has {banco}: the winner is {winner}."
        ).format(punto=coup.punto_total, banco=coup.banco_total, winner=_winner_word(coup.winner))
        return StepResult(
            ItemKey.of("deal", "call"),
            expected.value,
            move.value,
            False,
            text,
            frozenset({ErrorTag.WRONG_CALL}),
        )

    def _flag(
        self,
        cell: RuleCell,
        move: DealMove,
        expected: DealMove,
        *,
        judge_coup: Coup,
        hand: Hand | None = None,
    ) -> StepResult:
        """An over- or under-draw: classify it with the checker, and deal the coup right."""
        errors = judge(judge_coup, self.ruleset.tableau)
        wanted = hand if hand is not None else cell.hand
        error = next((e for e in errors if e.hand is wanted), errors[0] if errors else None)
        if error is None or error.rule is None:
            raise AssertionError(f"the checker found no error in {judge_coup}")
        self.error = error
        self.state = DealState.FLAGGED
        self.dealt = judge_coup
        self.corrected = self._correct(judge_coup)
        tags = {_KIND_TAG[error.kind]}
        if error.rule.natural and error.kind is ErrorKind.OVER_DRAW:
            tags.add(ErrorTag.DRAW_AFTER_NATURAL)
        return StepResult(
            cell_key(error.rule),
            expected.value,
            move.value,
            False,
            cell_sentence(self.ruleset, error.rule, judge_coup),
            frozenset(tags),
        )

    def _correct(self, dealt: Coup) -> Coup:
        cards = [*dealt.shoe_order(), *self.shoe.peek(MAX_COUP_CARDS)]
        corrected, used = deal_from(cards, self.ruleset.tableau)
        for _ in range(max(0, used - len(dealt.shoe_order()))):
            self.shoe.draw()
        return corrected

    def _finished_after(self, result: StepResult) -> bool:
        del result
        return self.state in (DealState.FLAGGED, DealState.DONE)


def _winner_word(winner: Winner) -> str:
    if winner is Winner.PUNTO:
        return translate("Drills", "punto")
    if winner is Winner.BANCO:
        return translate("Drills", "banco")
    return translate("Drills", "tie")


class DealingDrill(Drill):
    """One key, `deal:coup`: coups come from the shoe, not from a selector. A fresh shoe is
    shuffled (as the house's shoe: packs, cut card, burn) when the current one ends."""

    id = DrillId.DEALING

    def __init__(self, ruleset: Ruleset, shoe: Shoe | None = None) -> None:
        super().__init__(ruleset)
        self.shoe = shoe

    def keys(self) -> tuple[str, ...]:
        return (ItemKey.of("deal", "coup"),)

    def make(self, key: str, rng: Random) -> Task:
        if self.shoe is None or not self.shoe.can_start_coup:
            self.shoe = Shoe.from_spec(self.ruleset.shoe, rng=rng)
        return DealTask(key, self.ruleset, self.shoe)
