"""The practical test at a real table: the examiner enters what the candidate deals; the kiosk judges.

One `TableTest` is one session at the training table. Per coup the examiner taps the cards in
dealing order on a rank pad (one tap a card, a suit optional; the packs are checked), the calls the
candidate makes and the winner called; the winner's call ends the entry and the coup is judged at
once by the domain's judges, the same the drills and the coup-log verifier ask:

    ENTERING --rank--> ENTERING (the card goes to the hand the tableau or a draw call names)
    ENTERING --call "punto stands"/"banco draws"...--> ENTERING (the next card's hand)
    ENTERING --winner called (≥ 4 cards)--> JUDGED --bets, payouts, correction, irregularity-->
    JUDGED --next card--> ENTERING (the settlement's time ends)

An over- or under-draw is found by kiosk.domain.judge and shown with the house's rule; the misdeal
clause decides which coup counts for the payouts (an error the candidate corrects is dealt again
from the same cards; left alone, it stands only where the house says so). Payouts are settled by
kiosk.domain.bets, remedies judged by kiosk.domain.irregularities. The clock gives coups per hour
and seconds per settlement against the house's pace standard. At the end the examiners score the
rubric beside the errors counted in each criterion's group; red lines, the weighted result, two
examiners' differences beyond the tolerance (resolved with a reason) and the evidence rule over
sessions are worked out here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from statistics import median
from typing import Any, Protocol

from kiosk.domain.bets import Result, Wager, settle
from kiosk.domain.cards import RANKS, SUITS, Card, CardError, parse_card
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.irregularities import Remedy, Ruling, Scene, Situation, rule
from kiosk.domain.judge import DealError, ErrorKind, Hand, Step, judge, rebuild, required_step
from kiosk.drills.clock import Clock, ManualClock
from kiosk.drills.dealing import cell_sentence
from kiosk.drills.irregularities import misdeal_case
from kiosk.i18n import translate
from kiosk.rules.model import MisdealRule, Ruleset
from kiosk.rules.practical import Criterion, Group, Practical, RedLine
from kiosk.rules.wording import remedy_sentence, situation_name, winner_name

MAX_HAND = 3  # a hand holds at most three cards on the rank pad


class Call(StrEnum):
    """What the candidate calls while dealing; a draw call sends the next card to that hand."""

    PUNTO_DRAWS = "punto-draws"
    PUNTO_STANDS = "punto-stands"
    BANCO_DRAWS = "banco-draws"
    BANCO_STANDS = "banco-stands"


class Fault(StrEnum):
    """An error at the table the kiosk counts, each in one group of the rubric."""

    OVER_DRAW = "over-draw"
    UNDER_DRAW = "under-draw"
    WRONG_CALL = "wrong-call"
    WRONG_PAYOUT = "wrong-payout"
    PAID_LOSING_BET = "paid-losing-bet"
    WRONG_COMMISSION = "wrong-commission"
    WRONG_REMEDY = "wrong-remedy"
    CARD_OUT_OF_ORDER = "card-out-of-order"


GROUP_OF: dict[Fault, Group] = {
    Fault.OVER_DRAW: Group.DRAWING,
    Fault.UNDER_DRAW: Group.DRAWING,
    Fault.WRONG_CALL: Group.CALLING,
    Fault.WRONG_PAYOUT: Group.PAYOUTS,
    Fault.PAID_LOSING_BET: Group.PAYOUTS,
    Fault.WRONG_COMMISSION: Group.COMMISSION,
    Fault.WRONG_REMEDY: Group.IRREGULARITIES,
    Fault.CARD_OUT_OF_ORDER: Group.PROCEDURE,
}

# Irregularities the croupier's own hands cause: a card out of order.
_OUT_OF_ORDER = frozenset(
    {
        Situation.CARD_EXPOSED_PUNTO,
        Situation.CARD_EXPOSED_BANCO,
        Situation.CARD_EXPOSED_SHOE,
        Situation.CARD_DROPPED,
        Situation.TOO_MANY_CARDS,
        Situation.WRONG_ORDER,
    }
)


class EntryError(ValueError):
    """A tap the table test refuses; the message says why, in the current language."""


@dataclass(frozen=True, slots=True)
class Finding:
    fault: Fault
    text: str  # what happened, with the house's rule
    red_line: RedLine | None = None  # the red line it crosses, if the exam has it


@dataclass(slots=True)
class BetEntry:
    wager: Wager
    paid: Decimal | None = None  # net winnings paid (0: collected); None: not entered
    right: bool | None = None  # the examiner's mark, when no amount is entered


@dataclass(frozen=True, slots=True)
class IrregularityEntry:
    case_id: str
    applied: Remedy
    ruling: Ruling

    @property
    def right(self) -> bool:
        return self.applied is self.ruling.remedy


@dataclass(slots=True)
class CoupEntry:
    """One coup as the examiner entered it."""

    number: int
    started: float
    punto: list[Card] = field(default_factory=list)
    banco: list[Card] = field(default_factory=list)
    calls: list[Call] = field(default_factory=list)
    called: Winner | None = None
    called_at: float | None = None
    settled_at: float | None = None
    taps: int = 0
    corrected: bool = False
    payouts_right: bool | None = None  # the examiner's mark on the table's payouts as a whole
    correction_card: Card | None = None
    bets: list[BetEntry] = field(default_factory=list)
    irregularities: list[IrregularityEntry] = field(default_factory=list)
    errors: tuple[DealError, ...] = ()
    entered: list[Hand | Call] = field(default_factory=list)  # each tap's card's hand or call

    @property
    def cards(self) -> int:
        return len(self.punto) + len(self.banco)

    @property
    def coup(self) -> Coup:
        return Coup(tuple(self.punto), tuple(self.banco))

    @property
    def judged(self) -> bool:
        return self.called is not None


@dataclass(frozen=True, slots=True)
class PaceFigures:
    coups: int
    coups_per_hour: float | None  # None before two coups are called
    seconds_per_settlement: float | None  # the median; None before one settlement is timed
    fast_enough: bool | None  # both figures within the house's standard; None: not known yet


@dataclass(frozen=True, slots=True)
class RubricRow:
    criterion: Criterion
    errors: int  # the faults the kiosk counted in the criterion's group


@dataclass(frozen=True, slots=True)
class Difference:
    criterion: Criterion
    scores: tuple[int, int]

    @property
    def points(self) -> int:
        return abs(self.scores[0] - self.scores[1])


@dataclass(frozen=True, slots=True)
class Resolution:
    criterion_id: str
    score: int
    reason: str


@dataclass(frozen=True, slots=True)
class SessionResult:
    coups: int
    red_lines: frozenset[RedLine]
    share: float | None  # the weighted share of the points; None while a difference is open
    scores: dict[str, Decimal]  # the agreed score of each criterion
    pace: PaceFigures


@dataclass(frozen=True, slots=True)
class Evidence:
    coups: int
    sessions: int
    needed_coups: int
    needed_sessions: int

    @property
    def met(self) -> bool:
        return self.coups >= self.needed_coups and self.sessions >= self.needed_sessions


@dataclass(frozen=True, slots=True)
class PracticalResult:
    evidence: Evidence
    red_lines: frozenset[RedLine]
    share: float | None
    passed: bool | None  # None: the evidence rule is not met yet or a difference is open


class TableTest:
    """One session of the practical at a real table."""

    def __init__(
        self, ruleset: Ruleset, practical: Practical, clock: Clock, examiners: Sequence[str]
    ) -> None:
        if len(examiners) != practical.examiners:
            raise ValueError(f"the practical asks for {practical.examiners} examiner(s)")
        self.ruleset = ruleset
        self.practical = practical
        self.clock = clock
        self.examiners = tuple(examiners)
        self.coups: list[CoupEntry] = []
        self._shoe: Counter[Card] = Counter()
        self._scores: dict[str, dict[str, int]] = {name: {} for name in self.examiners}
        self.resolutions: dict[str, Resolution] = {}

    # -- entering a coup ---------------------------------------------------------------------

    @property
    def current(self) -> CoupEntry | None:
        """The coup being entered or judged last (None before the first card)."""
        return self.coups[-1] if self.coups else None

    def _entering(self) -> CoupEntry:
        coup = self.current
        if coup is None or coup.judged:
            now = self.clock.now()
            if coup is not None and coup.settled_at is None:
                coup.settled_at = now
            coup = CoupEntry(len(self.coups) + 1, now)
            self.coups.append(coup)
        return coup

    def next_hand(self) -> Hand:
        """The hand the next card goes to: dealing order for the first four, then the hand a draw
        call named, else the one the tableau has draw, else punto while it may still draw."""
        coup = self.current
        if coup is None or coup.judged or coup.cards < 4:
            n = 0 if coup is None or coup.judged else coup.cards
            return Hand.PUNTO if n % 2 == 0 else Hand.BANCO
        for call in reversed(coup.calls):
            if call is Call.PUNTO_DRAWS and len(coup.punto) == 2:
                return Hand.PUNTO
            if call is Call.BANCO_DRAWS and len(coup.banco) == 2:
                return Hand.BANCO
        punto_done = len(coup.punto) > 2 or Call.PUNTO_STANDS in coup.calls
        step, _ = required_step(coup.punto, coup.banco, punto_done, self.ruleset.tableau)
        if step is Step.DRAW_BANCO or punto_done:
            return Hand.BANCO
        return Hand.PUNTO

    def tap_card(self, rank: str, suit: str | None = None) -> Card:
        """One tap on the rank pad; a suit is optional. Refused when the shoe has no such card
        left or the hand is full."""
        if rank not in RANKS or (suit is not None and suit not in SUITS):
            raise EntryError(translate("Practical", "{card} is no card").format(card=rank))
        hand = self.next_hand()
        coup = self.current
        held = 0 if coup is None or coup.judged else len(getattr(coup, hand.value))
        if held >= MAX_HAND:
            raise EntryError(translate("Practical", "A hand holds at most three cards"))
        card = self._take(rank, suit)
        coup = self._entering()
        getattr(coup, hand.value).append(card)
        coup.entered.append(hand)
        coup.taps += 1
        return card

    def _take(self, rank: str, suit: str | None) -> Card:
        packs = self.ruleset.shoe.packs
        if suit is not None:
            card = Card(rank, suit)
            if self._shoe[card] >= packs:
                raise EntryError(
                    translate("Practical", "The shoe holds only {packs} × {card}").format(
                        packs=packs, card=card.face
                    )
                )
        else:
            left = [(packs - self._shoe[Card(rank, s)], s) for s in SUITS]
            count, best = max(left)
            if count <= 0:
                raise EntryError(
                    translate(
                        "Practical", "The shoe holds only {count} cards of rank {rank}"
                    ).format(count=4 * packs, rank=Card(rank, "S").face[:-1])
                )
            card = Card(rank, best)
        self._shoe[card] += 1
        return card

    def new_shoe(self) -> None:
        """A new shoe: the packs are counted afresh."""
        self._shoe.clear()

    def tap_call(self, call: Call) -> None:
        coup = self._open()
        coup.calls.append(call)
        coup.entered.append(call)
        coup.taps += 1

    def undo(self) -> None:
        """Take back the last card or call of the coup being entered."""
        coup = self._open()
        if coup.entered:
            last = coup.entered.pop()
            if isinstance(last, Call):
                coup.calls.pop()  # the calls are in the order they were tapped
            else:
                self._shoe[getattr(coup, last.value).pop()] -= 1
        coup.taps += 1

    def _open(self) -> CoupEntry:
        coup = self.current
        if coup is None or coup.judged:
            raise EntryError(translate("Practical", "Enter the coup's cards first"))
        return coup

    def tap_winner(self, winner: Winner) -> list[Finding]:
        """The winner the candidate called: the coup is judged at once."""
        coup = self._open()
        if len(coup.punto) < 2 or len(coup.banco) < 2:
            raise EntryError(translate("Practical", "A coup has at least four cards"))
        coup.called = winner
        coup.called_at = self.clock.now()
        coup.taps += 1
        coup.errors = tuple(judge(coup.coup, self.ruleset.tableau))
        return self.findings(coup)

    def enter_coup(self, coup: Coup, called: Winner | None = None) -> list[Finding]:
        """A whole coup at once, as a coup log gives it (the winner as dealt if none is called)."""
        for card in coup.shoe_order()[:4]:
            self.tap_card(card.rank, card.suit)
        if len(coup.punto) > 2:
            self.tap_call(Call.PUNTO_DRAWS)
            self.tap_card(coup.punto[2].rank, coup.punto[2].suit)
        else:
            self.tap_call(Call.PUNTO_STANDS)
        if len(coup.banco) > 2:
            self.tap_call(Call.BANCO_DRAWS)
            self.tap_card(coup.banco[2].rank, coup.banco[2].suit)
        return self.tap_winner(called if called is not None else coup.winner)

    # -- after the call ----------------------------------------------------------------------

    def _judged(self) -> CoupEntry:
        coup = self.current
        if coup is None or not coup.judged:
            raise EntryError(translate("Practical", "Call the winner first"))
        return coup

    def correct(self, card: Card | None = None) -> list[Finding]:
        """The candidate corrected the drawing error (the card that completes an under-draw, if
        one was drawn)."""
        coup = self._judged()
        coup.corrected = True
        coup.correction_card = card
        return self.findings(coup)

    def add_bet(self, wager: Wager) -> int:
        """A bet on the layout of the coup just called; returns its index."""
        coup = self._judged()
        if wager.bet not in self.ruleset.bets_by_id:
            raise EntryError(
                translate("Practical", "This table has no bet {bet}").format(bet=wager.bet)
            )
        coup.bets.append(BetEntry(wager))
        return len(coup.bets) - 1

    def paid(self, index: int, amount: Decimal) -> list[Finding]:
        """What the candidate paid on the bet (the net winnings; 0 when collected)."""
        coup = self._judged()
        coup.bets[index].paid = amount
        return self.findings(coup)

    def mark_payout(self, index: int, right: bool) -> list[Finding]:
        """The examiner marks a payout right or wrong without entering amounts."""
        coup = self._judged()
        coup.bets[index].right = right
        return self.findings(coup)

    def mark_payouts(self, right: bool) -> list[Finding]:
        """The examiner marks the table's payouts right or wrong as a whole."""
        coup = self._judged()
        coup.payouts_right = right
        return self.findings(coup)

    def irregularity(self, case_id: str, applied: Remedy) -> IrregularityEntry:
        """An irregularity of the house's list and the remedy the candidate applied, judged by the
        irregularities judge."""
        coup = self.current
        if coup is None:
            raise EntryError(translate("Practical", "Enter the coup's cards first"))
        case = self.ruleset.irregularity(case_id)
        felt = coup.coup if len(coup.punto) >= 2 and len(coup.banco) >= 2 else None
        try:
            ruling = rule(
                case,
                Scene(felt=felt, drawn=felt.shoe_order() if felt else ()),
                self.ruleset.tableau,
            )
        except ValueError:  # the coup that counts needs cards not entered: the remedy is judged
            ruling = Ruling(case, None)
        entry = IrregularityEntry(case_id, applied, ruling)
        coup.irregularities.append(entry)
        return entry

    def settled(self) -> None:
        """The examiner taps when the table is settled (else the next coup's first card ends it)."""
        coup = self._judged()
        if coup.settled_at is None:
            coup.settled_at = self.clock.now()

    # -- judging -----------------------------------------------------------------------------

    def counted_coup(self, coup: CoupEntry) -> Coup | None:
        """The coup whose result counts under the house's misdeal clause (None: it needs a card
        not entered yet)."""
        dealt = coup.coup
        if not coup.errors:
            return dealt
        if (
            not coup.corrected
            and self.ruleset.procedures.misdeal is MisdealRule.STANDS_UNLESS_FLAGGED
        ):
            return dealt
        return rebuild(dealt, self.ruleset.tableau, coup.correction_card).coup

    def findings(self, coup: CoupEntry) -> list[Finding]:
        """Every error of the coup, with the house's rule and the red line it crosses."""
        found: list[Finding] = []
        for error in coup.errors:
            fault = Fault.OVER_DRAW if error.kind is ErrorKind.OVER_DRAW else Fault.UNDER_DRAW
            found.append(self._draw_finding(coup, error, fault))
        counted = self.counted_coup(coup)
        if coup.called is not None and counted is not None and coup.called is not counted.winner:
            found.append(
                self._finding(
                    Fault.WRONG_CALL,
                    translate(
                        "Practical", "Called: {called}; the coup that counts: {right}."
                    ).format(called=winner_name(coup.called), right=winner_name(counted.winner)),
                )
            )
        found.extend(self._payout_findings(coup, counted))
        for entry in coup.irregularities:
            case = self.ruleset.irregularity(entry.case_id)
            if case.situation in _OUT_OF_ORDER:
                found.append(
                    self._finding(
                        Fault.CARD_OUT_OF_ORDER,
                        translate("Practical", "A card out of order: {what}.").format(
                            what=situation_name(case.situation)
                        ),
                    )
                )
            if not entry.right:
                named = self.practical.red_line_cases
                found.append(
                    self._finding(
                        Fault.WRONG_REMEDY,
                        translate("Practical", "Wrong remedy. {remedy}").format(
                            remedy=remedy_sentence(case)
                        ),
                        red=not named or case.id in named,
                    )
                )
        return found

    def _draw_finding(self, coup: CoupEntry, error: DealError, fault: Fault) -> Finding:
        assert error.rule is not None
        text = (
            cell_sentence(self.ruleset, error.rule, coup.coup)
            + " "
            + {
                (Fault.OVER_DRAW, Hand.PUNTO): translate("Practical", "Punto over-drew."),
                (Fault.OVER_DRAW, Hand.BANCO): translate("Practical", "Banco over-drew."),
                (Fault.UNDER_DRAW, Hand.PUNTO): translate("Practical", "Punto under-drew."),
                (Fault.UNDER_DRAW, Hand.BANCO): translate("Practical", "Banco under-drew."),
            }[(fault, error.hand or Hand.PUNTO)]
        )
        case = misdeal_case(self.ruleset, error.kind)
        if case is not None:
            text += " " + remedy_sentence(case)
        if coup.corrected:
            text += " " + translate("Practical", "Corrected at the table.")
        elif self.ruleset.procedures.misdeal is MisdealRule.STANDS_UNLESS_FLAGGED:
            text += " " + translate("Practical", "Not corrected: the result stands.")
        return self._finding(fault, text, red=not coup.corrected, red_line=RedLine.UNCORRECTED_DRAW)

    def _payout_findings(self, coup: CoupEntry, counted: Coup | None) -> list[Finding]:
        found: list[Finding] = []
        if coup.payouts_right is False:
            found.append(
                self._finding(Fault.WRONG_PAYOUT, translate("Practical", "The payouts were wrong."))
            )
        for entry in coup.bets:
            bet = self.ruleset.bets_by_id[entry.wager.bet]
            if entry.paid is None:
                if entry.right is False:
                    found.append(
                        self._finding(
                            Fault.WRONG_PAYOUT,
                            translate("Practical", "Box {box}, {bet}: paid wrong.").format(
                                box=entry.wager.box or "-", bet=self.ruleset.bet_name(bet.id)
                            ),
                        )
                    )
                continue
            if counted is None:
                continue
            s = settle(bet, entry.wager.stake, counted, self.ruleset.tableau)
            due = s.net_winnings if s.result is Result.WIN else Decimal(0)
            if entry.paid == due:
                continue
            fault = Fault.WRONG_PAYOUT
            if s.result is Result.LOSE and entry.paid > 0:
                fault = Fault.PAID_LOSING_BET
            elif s.result is Result.WIN and s.commission and entry.paid == s.winnings:
                fault = Fault.WRONG_COMMISSION
            found.append(
                self._finding(
                    fault,
                    translate("Practical", "Box {box}, {bet}: paid {paid}, due {due}.").format(
                        box=entry.wager.box or "-",
                        bet=self.ruleset.bet_name(bet.id),
                        paid=self.ruleset.money(entry.paid),
                        due=self.ruleset.money(due),
                    ),
                )
            )
        return found

    def _finding(
        self, fault: Fault, text: str, *, red: bool = True, red_line: RedLine | None = None
    ) -> Finding:
        line = red_line or _RED_LINE.get(fault)
        crossed = line if red and line is not None and line in self.practical.red_lines else None
        if (
            crossed is None
            and fault in (Fault.PAID_LOSING_BET, Fault.WRONG_COMMISSION)
            and RedLine.WRONG_PAYOUT in self.practical.red_lines
        ):
            crossed = RedLine.WRONG_PAYOUT
        return Finding(fault, text, crossed)

    def all_findings(self) -> list[Finding]:
        return [f for coup in self.coups if coup.judged for f in self.findings(coup)]

    # -- the clock ---------------------------------------------------------------------------

    def pace(self) -> PaceFigures:
        called = [c for c in self.coups if c.called_at is not None]
        per_hour: float | None = None
        if len(called) >= 2:
            last = called[-1].called_at
            assert last is not None
            hours = (last - called[0].started) / 3600
            per_hour = len(called) / hours if hours > 0 else None
        settlements = [
            c.settled_at - c.called_at
            for c in called
            if c.settled_at is not None and c.called_at is not None
        ]
        per_settlement = median(settlements) if settlements else None
        standard = self.practical.pace
        fast: bool | None = None
        if per_hour is not None and per_settlement is not None:
            fast = (
                per_hour >= standard.coups_per_hour
                and Decimal(str(per_settlement)) <= standard.seconds_per_settlement
            )
        return PaceFigures(len(called), per_hour, per_settlement, fast)

    # -- the record a notary judges again -------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """What was entered, as plain JSON data: each coup's cards, calls, times, corrections,
        bets, payouts and irregularities, and the examiners' scores and resolutions. `replayed`
        judges it again from these alone."""
        return {
            "examiners": list(self.examiners),
            "coups": [
                {
                    "started": c.started,
                    "punto": [card.code for card in c.punto],
                    "banco": [card.code for card in c.banco],
                    "calls": [call.value for call in c.calls],
                    "called": None if c.called is None else c.called.value,
                    "called_at": c.called_at,
                    "settled_at": c.settled_at,
                    "corrected": c.corrected,
                    "correction": None if c.correction_card is None else c.correction_card.code,
                    "payouts_right": c.payouts_right,
                    "bets": [
                        [
                            b.wager.player,
                            b.wager.bet,
                            str(b.wager.stake),
                            b.wager.box,
                            None if b.paid is None else str(b.paid),
                            b.right,
                        ]
                        for b in c.bets
                    ],
                    "irregularities": [[i.case_id, i.applied.value] for i in c.irregularities],
                }
                for c in self.coups
                if c.judged
            ],
            "scores": self.scores(),
            "resolutions": {k: [r.score, r.reason] for k, r in self.resolutions.items()},
        }

    @classmethod
    def replayed(cls, ruleset: Ruleset, practical: Practical, record: dict[str, Any]) -> TableTest:
        """A session judged again from its `record`; raises ValueError when the record is not
        one (a key missing, a card or a choice unknown, a score out of range)."""
        try:
            test = cls(ruleset, practical, ManualClock(), [str(n) for n in record["examiners"]])
            for number, c in enumerate(record["coups"], 1):
                entry = CoupEntry(
                    number,
                    float(c["started"]),
                    punto=[parse_card(code) for code in c["punto"]],
                    banco=[parse_card(code) for code in c["banco"]],
                    calls=[Call(call) for call in c["calls"]],
                    called=Winner(c["called"]),
                    called_at=float(c["called_at"]),
                    settled_at=None if c["settled_at"] is None else float(c["settled_at"]),
                    corrected=bool(c["corrected"]),
                    correction_card=None
                    if c["correction"] is None
                    else parse_card(c["correction"]),
                    payouts_right=c["payouts_right"],
                )
                if not (2 <= len(entry.punto) <= MAX_HAND and 2 <= len(entry.banco) <= MAX_HAND):
                    raise ValueError(f"coup {number}: a hand of two or three cards expected")
                entry.errors = tuple(judge(entry.coup, ruleset.tableau))
                for player, bet, stake, box, paid, right in c["bets"]:
                    if bet not in ruleset.bets_by_id:
                        raise ValueError(f"coup {number}: no bet {bet}")
                    wager = Wager(str(player), str(bet), Decimal(stake), box)
                    entry.bets.append(
                        BetEntry(wager, None if paid is None else Decimal(paid), right)
                    )
                test.coups.append(entry)
                for case_id, applied in c["irregularities"]:
                    test.irregularity(str(case_id), Remedy(applied))
            for name, given in record["scores"].items():
                for criterion_id, points in given.items():
                    test.score(str(name), str(criterion_id), int(points))
            for criterion_id, (points, reason) in record["resolutions"].items():
                test.resolve(str(criterion_id), int(points), str(reason))
        except (KeyError, TypeError, StopIteration, ArithmeticError, CardError) as exc:
            raise ValueError(f"not a practical session's record: {exc!r}") from None
        return test

    # -- the rubric --------------------------------------------------------------------------

    def rubric(self) -> list[RubricRow]:
        """Each criterion with the faults counted in its group."""
        counted = Counter(GROUP_OF[f.fault] for f in self.all_findings())
        return [RubricRow(c, counted[c.group]) for c in self.practical.criteria]

    def score(self, examiner: str, criterion_id: str, points: int) -> None:
        criterion = self.practical.criterion(criterion_id)
        if not 0 <= points <= criterion.scale:
            raise EntryError(
                translate("Practical", "{points} is not a score from 0 to {scale}").format(
                    points=points, scale=criterion.scale
                )
            )
        self._scores[examiner][criterion_id] = points

    def name_examiners(self, names: Sequence[str]) -> None:
        """The examiners by name (as the records and the seal keep them), their scores kept."""
        names = [name.strip() for name in names]
        if len(names) != len(self.examiners) or not all(names) or len(set(names)) != len(names):
            raise EntryError(
                translate("Practical", "Name each examiner, each with a name of their own")
            )
        self._scores = {
            new: self._scores[old] for old, new in zip(self.examiners, names, strict=True)
        }
        self.examiners = tuple(names)

    def take_mark(
        self, seat: int, kind: str, examiner: str, criterion: str, points: int, reason: str
    ) -> None:
        """A mark written on the device of the examiner in `seat` (1 or 2) of a session two
        examiners score: it was `open`ed under `examiner`'s name, a `score`, else an agreed
        resolution."""
        if kind == "open":
            names = list(self.examiners)
            names[seat - 1] = examiner
            if len(set(names)) == len(names):
                self.name_examiners(names)
        elif kind == "score":
            self.score(self.examiners[seat - 1], criterion, points)
        else:
            self.resolve(criterion, points, reason)

    def scores(self) -> dict[str, dict[str, int]]:
        """Each examiner's scores so far, by criterion id."""
        return {name: dict(given) for name, given in self._scores.items()}

    def differences(self) -> list[Difference]:
        """Criteria the two examiners scored more than the tolerance apart, not yet resolved."""
        if len(self.examiners) < 2:
            return []
        a, b = (self._scores[name] for name in self.examiners)
        return [
            Difference(c, (a[c.id], b[c.id]))
            for c in self.practical.criteria
            if c.id in a
            and c.id in b
            and abs(a[c.id] - b[c.id]) > self.practical.tolerance
            and c.id not in self.resolutions
        ]

    def resolve(self, criterion_id: str, points: int, reason: str) -> None:
        """The examiners agree on a criterion's score; the reason is recorded."""
        if not reason.strip():
            raise EntryError(translate("Practical", "A resolved difference needs its reason"))
        criterion = self.practical.criterion(criterion_id)
        if not 0 <= points <= criterion.scale:
            raise EntryError(
                translate("Practical", "{points} is not a score from 0 to {scale}").format(
                    points=points, scale=criterion.scale
                )
            )
        self.resolutions[criterion_id] = Resolution(criterion_id, points, reason.strip())

    def agreed(self) -> dict[str, Decimal] | None:
        """Each criterion's score: the resolution, else the examiners' mean; None while a score
        is missing or a difference is open."""
        if self.differences():
            return None
        scores: dict[str, Decimal] = {}
        for c in self.practical.criteria:
            if c.id in self.resolutions:
                scores[c.id] = Decimal(self.resolutions[c.id].score)
                continue
            given = [self._scores[name].get(c.id) for name in self.examiners]
            if any(g is None for g in given):
                return None
            scores[c.id] = sum((Decimal(g or 0) for g in given), Decimal(0)) / len(given)
        return scores

    def result(self) -> SessionResult:
        scores = self.agreed()
        share: float | None = None
        if scores is not None:
            criteria = self.practical.criteria
            weight = sum((c.weight for c in criteria), Decimal(0))
            points = sum((c.weight * scores[c.id] / c.scale for c in criteria), Decimal(0))
            share = float(points / weight)
        red = frozenset(f.red_line for f in self.all_findings() if f.red_line is not None)
        called = sum(1 for c in self.coups if c.judged)
        return SessionResult(called, red, share, scores or {}, self.pace())


_RED_LINE: dict[Fault, RedLine] = {
    Fault.WRONG_CALL: RedLine.WRONG_CALL,
    Fault.WRONG_PAYOUT: RedLine.WRONG_PAYOUT,
    Fault.PAID_LOSING_BET: RedLine.PAID_LOSING_BET,
    Fault.WRONG_COMMISSION: RedLine.WRONG_PAYOUT,
    Fault.WRONG_REMEDY: RedLine.WRONG_REMEDY,
    Fault.CARD_OUT_OF_ORDER: RedLine.CARD_OUT_OF_ORDER,
}


class KeptSession(Protocol):
    """A session as the records keep it (kiosk.records.PracticalSession)."""

    @property
    def coups(self) -> int: ...

    @property
    def attested(self) -> bool: ...


def evidence(
    practical: Practical, sessions: Sequence[KeptSession], sealed_only: bool = True
) -> Evidence:
    """The coups and sessions gathered toward the exam's evidence rule (`sealed_only`: the
    attested sessions alone)."""
    counted = [s for s in sessions if s.attested or not sealed_only]
    return Evidence(
        sum(s.coups for s in counted), len(counted), practical.coups, practical.sessions
    )


def practical_result(practical: Practical, sessions: Iterable[SessionResult]) -> PracticalResult:
    """The practical over its sessions: the evidence rule, every red line crossed, and the mean
    of the sessions' weighted results."""
    done = list(sessions)
    evidence = Evidence(sum(s.coups for s in done), len(done), practical.coups, practical.sessions)
    red = frozenset(line for s in done for line in s.red_lines)
    shares = [s.share for s in done]
    share = None if not shares or None in shares else sum(x or 0 for x in shares) / len(shares)
    passed: bool | None = None
    if red:
        passed = False
    elif evidence.met and share is not None:
        passed = share >= practical.pass_mark
    return PracticalResult(evidence, red, share, passed)
