"""Verify the rows of one coup log: every coup is decided by the domain's judge.

The judge's findings depend only on each hand's card count, two-card total, third card and
total (a hand's code), and so does the coup as `rebuild` deals it again (given the next card's
value). `Context.judged` and `Context.rebuilt` remember them by codes; hypothesis properties
hold both to the judge and to rebuild.

Each table's open shoe keeps the state the fast path needs. A clean coup (its table's open shoe,
the next coup number, readable hands, dealt per the judge, the call matching the cards, no card
beyond the shoe's packs) then costs a few dict lookups and updates that shoe in place; the
coups it takes are counted in when the careful path next looks at the shoe (`ShoeState.flush`),
so rows of interleaved tables cost nothing to switch. A coup met in order whose only trouble is
an error (or that follows a coup whose correction waits for its first card) is judged and
reported without reading its fields again (`_in_order`). Everything else - a new shoe, a bad
row, a gap in the coup numbers - goes through `_careful`, which reads the row field by field
and says exactly what is wrong. A differential test holds the paths to each other
(`Scanner(..., fast=False)` sends every row through `_careful`).

Findings go to a `Sink` as they are found, in line order: an error whose correction waits for the
next coup's first card holds back the errors of later lines until it is resolved (at most
MAX_HELD of them). Only per-shoe summaries stay in memory; a table's shoe is closed when the
table starts another shoe.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

from kiosk.domain.cards import Card, CardError
from kiosk.domain.coup import Coup, Winner, winner_of
from kiosk.domain.judge import DealError, ErrorKind, Hand, judge, rebuild
from kiosk.i18n import tr, translate
from kiosk.rules.model import MisdealRule, Ruleset
from kiosk.verify.findings import KINDS, CoupError, InvalidRow, ShoeSummary, Sink, kind_counts
from kiosk.verify.handcodes import (
    BANCO_JUDGED,
    CODES,
    JUDGED,
    PUNTO_JUDGED,
    THREE_CARD_CODES,
    TOTALS,
    CardCounter,
    HandCache,
    hand_code,
    parse_hand,
)
from kiosk.verify.logfile import REQUIRED, Columns, parse_flag, parse_result

# Result spellings the fast path knows, as a mask of the winner bits they accept ("" accepts all).
RESULT_MASKS: dict[str, int] = {"": 7}
for _words, _bit in ((("punto", "p"), 1), (("banco", "b"), 2), (("tie", "t"), 4)):
    for _word in _words:
        for _spelling in (_word, _word.upper(), _word.capitalize()):
            RESULT_MASKS[_spelling] = _bit
# `flagged` spellings the fast path accepts without a closer look.
FAST_FLAGS = frozenset(
    s for w in ("", "true", "false", "1", "0", "yes", "no") for s in (w, w.upper(), w.capitalize())
)
# What parse_result and parse_flag make of the spellings the fast path knows ("": no call).
ANNOUNCED = {text: parse_result(text) if text else None for text in RESULT_MASKS}
FLAGGED = {text: parse_flag(text) is True for text in FAST_FLAGS}
# Winner bits of a coup dealt per the tableau (0: a drawing error).
WINNER_BITS = {Winner.PUNTO: 1, Winner.BANCO: 2, Winner.TIE: 4}
# The winner by punto's total × 10 + banco's.
WINNERS = [winner_of(p, b) for p in range(10) for b in range(10)]
# Coup numbers as the fast path expects them, and the number after each.
NUMBERS = [str(n) for n in range(1 << 12)]
NEXT = dict(itertools.pairwise(NUMBERS))
# A plan not yet worked out.
MISSING: Any = object()
# What `Context.outcome` says of a coup: the judge's errors, the winner of its cards, and the
# plan of its correct coup without the next card.
Outcome = tuple[tuple[DealError, ...], Winner, Any]
# Errors held back for line order while an earlier coup waits for its next card, at most.
MAX_HELD = 10_000
# A coup number has at most this many digits.
COUP_DIGITS = 9
_RANK = {Hand.PUNTO: 0, Hand.BANCO: 1, None: 2}
# An unreadable row comes after the errors of its line (a row has either, never both).
_INVALID_RANK = 3


def card_problem(error: CardError) -> str:
    """What is wrong with a card a log names, and what was expected, in the current language."""
    return translate(
        "cards",
        "{text} is not a card: expected a rank (A, 2–9, T or 10, J, Q, K) "
        "followed by a suit (S, H, D, C), e.g. 9H or 10D",
    ).format(text=repr(error.text))


# What `Scanner._read` makes of a row: the coup number, each hand's (code, card mask, cards),
# the call and the flag.
Read = tuple[
    int, tuple[int, int, tuple[Card, ...]], tuple[int, int, tuple[Card, ...]], Winner | None, bool
]


class Touch(NamedTuple):
    """A table's first row that names a shoe, in one scan: its line, shoe, coup number and first
    card (-1 and None when the row cannot be read), and the findings made before it ended."""

    line: int
    shoe: str
    number: int
    card: Card | None
    found: int


class Tail(NamedTuple):
    """What a scan of a part of a log leaves for the scanner of the part before (`Scanner.join`):
    its shoes in the order met, each table's open shoe, each table's first row, the findings
    it made, whether held findings went out early, and the findings and coups still waiting."""

    shoes: dict[tuple[str, str], ShoeState]
    open: dict[str, tuple[str, str]]
    touched: dict[str, Touch]
    found: int
    flushed: bool
    held: list[tuple[int, int, int, CoupError | InvalidRow]]
    pending_lines: dict[int, int]


class Cancelled(Exception):
    """The verification was cancelled by the caller."""


class RowSource(Protocol):
    """CsvRows or a JsonLinesReader: rows of field strings with the line each starts on, a block
    at a time; `line_num`, the last line read."""

    @property
    def line_num(self) -> int: ...

    def blocks(self) -> Iterator[Iterable[tuple[int, list[str]]]]: ...


class Collect:
    """A sink that keeps every finding in lists."""

    def __init__(self) -> None:
        self.errors: list[CoupError] = []
        self.invalids: list[InvalidRow] = []

    def error(self, error: CoupError) -> None:
        self.errors.append(error)

    def invalid_row(self, row: InvalidRow) -> None:
        self.invalids.append(row)


def _dealt(
    punto: tuple[Card, ...],
    banco: tuple[Card, ...],
    rest: tuple[Card, ...],
    plan: tuple[bool, bool, Winner] | None,
    own: int,
) -> tuple[Coup | None, bool, Winner | None]:
    """The coup a rebuilt plan deals from two hands' cards (`rest`: the cards after the first
    four in shoe order, `own` of them the coup's), whether it used the next card, its winner."""
    if plan is None:
        return None, False, None
    punto_draws, banco_draws, winner = plan
    return (
        Coup(
            (punto[0], punto[1], rest[0]) if punto_draws else punto[:2],
            (banco[0], banco[1], rest[punto_draws]) if banco_draws else banco[:2],
        ),
        punto_draws + banco_draws > own,
        winner,
    )


class Context:
    """What every scan of one ruleset shares: the tableau, the caches and lookup tables."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.tableau = ruleset.tableau
        self.counter = CardCounter(ruleset.packs)
        self.hands = HandCache(self.counter)
        self.hands.warm()
        # punto code × CODES + banco code → winner bit of a coup dealt per the judge (hands of
        # two or three cards: a fourth card is always an error); missing: an error, or not
        # judged yet.
        self.verdicts: dict[int, int] = {}
        # What the judge looks at in banco × PUNTO_JUDGED + in punto → its errors.
        self._judged: dict[int, tuple[DealError, ...]] = {}
        # One object for each error the judge finds, so that a report writer can remember
        # what it says of one by identity.
        self._errors: dict[DealError, DealError] = {}
        # (punto's two-card total × 10 + banco's) × 121 + (the fifth card's value + 1) × 11 +
        # (the sixth card's value + 1), in shoe order with the next card (0: no such card) →
        # whether the rebuilt coup's punto and banco draw, and its winner (None: it needs a
        # card the log does not show).
        self._plans: dict[int, tuple[bool, bool, Winner] | None] = {}
        # The plans that drew no card of `rest` by the two two-card totals, and those that drew
        # one by the totals and that card's value: such a plan holds for every `rest` that
        # starts with the cards it drew (the tableau decides each draw from the cards dealt
        # before it), so a new key asks rebuild only when neither is known.
        self._drew: dict[tuple[int, ...], tuple[bool, bool, Winner]] = {}
        # punto code × CODES + banco code (hands of two or three cards) → `outcome`.
        self._outcomes: dict[int, Outcome] = {}
        # Whether a coup with a drawing error, and one with a wrong call, stands, by whether it
        # was flagged.
        self.drawing_stands = {
            flag: self.stands(ErrorKind.OVER_DRAW, flag) for flag in (False, True)
        }
        self.call_stands = {flag: self.stands(ErrorKind.WRONG_CALL, flag) for flag in (False, True)}

    def judged(
        self,
        punto: tuple[Card, ...],
        banco: tuple[Card, ...],
        codes: tuple[int, int] | None = None,
    ) -> tuple[tuple[DealError, ...], Winner]:
        """The judge's errors in the coup of these hands and the winner of its cards, remembered
        by hand codes.

        `codes`: the hands' codes when known. The codes hold all the judge looks at (each
        hand's card count and two-card total, and punto's third card: banco's third card
        decides no rule) and each hand's total, so the judge's word holds for every coup whose
        codes match in that; the fast path then takes every clean coup with hands like these.
        """
        p, b = (hand_code(punto), hand_code(banco)) if codes is None else codes
        key = BANCO_JUDGED[b] * PUNTO_JUDGED + JUDGED[p]
        errors = self._judged.get(key)
        winner = WINNERS[TOTALS[p] * 10 + TOTALS[b]]
        if errors is None:
            errors = self._judged[key] = tuple(
                self._errors.setdefault(error, error)
                for error in judge(Coup(punto, banco), self.tableau)
            )
        if not errors and p < THREE_CARD_CODES and b < THREE_CARD_CODES:
            self.verdicts[p * CODES + b] = WINNER_BITS[winner]
        return errors, winner

    def verdict(self, punto: tuple[Card, ...], banco: tuple[Card, ...]) -> int:
        """What the judge says of a coup with hands like these: the winner bit, 0 for an error."""
        errors, winner = self.judged(punto, banco)
        return 0 if errors else WINNER_BITS[winner]

    def outcome(
        self, punto: tuple[Card, ...], banco: tuple[Card, ...], codes: tuple[int, int]
    ) -> Outcome:
        """What the judge says of the coup (`judged`) and, when it finds errors, the plan by
        which `rebuilt` deals the correct coup from the coup's own cards (None: that needs the
        next coup's first card), remembered by the hands' codes, which for hands of two or three
        cards hold all that both look at. For longer hands the plan is MISSING: `rebuilt` works
        it out (they are too many to remember, and seldom met twice)."""
        p, b = codes
        key = p * CODES + b if p < THREE_CARD_CODES and b < THREE_CARD_CODES else -1
        found = self._outcomes.get(key)
        if found is not None:
            return found
        errors, winner = self.judged(punto, banco, codes)
        plan = (
            self._plan(punto, banco, (*punto[2:], *banco[2:])) if errors and key >= 0 else MISSING
        )
        found = (errors, winner, plan)
        if key >= 0:
            self._outcomes[key] = found
        return found

    def rebuilt(
        self, punto: tuple[Card, ...], banco: tuple[Card, ...], next_card: Card | None = None
    ) -> tuple[Coup | None, bool, Winner | None]:
        """`rebuild(Coup(punto, banco), tableau, next_card)`: the correct coup (None: it needs a
        card the log does not show), whether it used the next card, and its winner.

        Rebuilding deals P1 B1 P2 B2 from the shoe order (this coup's cards, then the next
        card), then a third card to punto and to banco as the tableau says. Whether each hand
        draws, and who wins, follows from the two two-card totals and the values of the fifth
        and sixth cards of that order (or that there are none); that is remembered (`_plan`),
        and the coup is made of those cards.
        """
        # the cards after the first four, in shoe order
        rest = (*punto[2:], *banco[2:])
        own = len(rest)  # of them the coup's own
        if next_card is not None:
            rest = (*rest, next_card)
        return _dealt(punto, banco, rest, self._plan(punto, banco, rest), own)

    def _plan(
        self, punto: tuple[Card, ...], banco: tuple[Card, ...], rest: tuple[Card, ...]
    ) -> tuple[bool, bool, Winner] | None:
        """Whether the rebuilt coup's punto and banco draw, and its winner (None: it needs a
        card the log does not show); `rest`: the cards after the first four in shoe order."""
        n = len(rest)
        key = (
            ((punto[0].value + punto[1].value) % 10 * 10 + (banco[0].value + banco[1].value) % 10)
            * 121
            + (rest[0].value + 1 if n else 0) * 11
            + (rest[1].value + 1 if n > 1 else 0)
        )
        plan = self._plans.get(key, MISSING)
        if plan is MISSING:
            totals, first = divmod(key // 11, 11)
            plan = self._drew.get((totals,)) or self._drew.get((totals, first))
            if plan is None:
                # a coup whose shoe order is P1 B1 P2 B2 and then `rest`
                found = rebuild(Coup((punto[0], punto[1], *rest), banco[:2]), self.tableau).coup
                if found is not None:
                    plan = (len(found.punto) > 2, len(found.banco) > 2, found.winner)
                    drawn = plan[0] + plan[1]
                    if drawn < 2:
                        self._drew[(totals, first)[: drawn + 1]] = plan
            self._plans[key] = plan
        return plan  # type: ignore[no-any-return]

    def stands(self, kind: ErrorKind, flagged: bool) -> bool:
        """Whether the dealt result stands: the misdeal clause covers over- and under-draws.

        A wrong call never stands: the cards on the table decide the coup.
        """
        if kind is ErrorKind.WRONG_CALL:
            return False
        return self.ruleset.procedures.misdeal is MisdealRule.STANDS_UNLESS_FLAGGED and not flagged


@dataclass(slots=True)
class Pending:
    """Drawing errors of a coup whose correction needs the next coup's first card."""

    line: int
    time: str
    coup_no: str
    number: int
    punto: tuple[Card, ...]
    banco: tuple[Card, ...]
    announced: Winner | None
    flagged: bool
    errors: tuple[DealError, ...]
    winner: Winner


class ShoeState:
    """One table's shoe as the scan goes: card counts, coups, errors awaiting the next coup.

    The fast path keeps `acc` and `next_text` up to date and nothing else: the coups it took
    since the careful path last left the shoe are those numbered from `fast_from` to the one
    before `next_text`, and `flush` counts them in before the careful path looks at the shoe.
    """

    __slots__ = (
        "acc",
        "closes",
        "fast_from",
        "first",
        "last",
        "low",
        "next_text",
        "overflows",
        "pending",
        "seen",
        "shoe",
        "summary",
        "table",
        "top",
    )

    def __init__(self, file: str, table: str, shoe: str, start: int) -> None:
        self.table = table
        self.shoe = shoe
        self.summary = ShoeSummary(file, table, shoe)
        self.acc = start
        self.pending: list[Pending] = []
        # The number of the last coup, and the highest number, of this shoe (-1: none yet).
        self.last = -1
        self.top = -1
        # Coup numbers met while the shoe is open (None once the table moved to another shoe).
        self.seen: set[int] | None = set()
        # The coup number the fast path takes next (None: the careful path decides).
        self.next_text: str | None = None
        self.fast_from = 0
        # What joining this scan to the one before it needs (kiosk.verify.ranges): the first
        # and the lowest coup number counted (-1: none), rows with a card beyond the packs, and
        # how often the table moved on to another shoe.
        self.first = -1
        self.low = -1
        self.overflows = 0
        self.closes = 0

    def __getstate__(self) -> tuple[Any, ...]:
        """A flat tuple (a scan of a part of a log sends its thousands of shoes to another
        process: this takes a fraction of the time the objects would)."""
        s = self.summary
        return (
            self.table,
            self.shoe,
            self.acc,
            self.pending,
            self.last,
            self.top,
            self.seen,
            self.next_text,
            self.fast_from,
            self.first,
            self.low,
            self.overflows,
            self.closes,
            s.file,
            s.coups,
            s.invalid,
            kind_counts(s.errors),
            s.error_coups,
            s.gaps,
            s.repeated,
            s.disorder,
            s.first_sequence_line,
            s.stands,
        )

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        (
            self.table,
            self.shoe,
            self.acc,
            self.pending,
            self.last,
            self.top,
            self.seen,
            self.next_text,
            self.fast_from,
            self.first,
            self.low,
            self.overflows,
            self.closes,
            file,
            coups,
            invalid,
            errors,
            error_coups,
            gaps,
            repeated,
            disorder,
            first_line,
            stands,
        ) = state
        self.summary = ShoeSummary(
            file,
            self.table,
            self.shoe,
            coups,
            invalid,
            dict(zip(KINDS, errors, strict=True)),
            error_coups,
            gaps,
            repeated,
            disorder,
            first_line,
            stands,
        )

    def take(self, other: ShoeState, start: int, goes_on: bool) -> None:
        """Count in what a scan of the rows after this one's found in this shoe (`other`, made
        from no state). `goes_on`: the shoe was open when this scan ended and the other scan
        met it first, and did not close it after (else its coup numbers begin anew)."""
        self.acc += other.acc - start
        self.summary.add(other.summary)
        if other.first >= 0:
            self.last, self.top = other.last, other.top
            self._counted(other.low)
        if other.seen is None:
            self.seen = None
        elif goes_on and other.closes == 0 and self.seen is not None:
            self.seen |= other.seen
        else:
            self.seen = other.seen
        self.pending = other.pending
        self.overflows += other.overflows
        self.closes += other.closes
        self.next_text = None

    def expect(self) -> str | None:
        """The coup number the fast path accepts next, or None when only the careful path may."""
        if self.last != self.top or self.seen is None or self.pending:
            return None
        return after(self.last)

    def flush(self) -> None:
        """Count in the coups the fast path took since the careful path left the shoe."""
        if self.next_text is not None:
            self._taken_to(int(self.next_text) - 1)

    def _taken_to(self, last: int) -> None:
        first = self.fast_from
        if last >= first:
            self._counted(first)
            self.summary.coups += last + 1 - first
            if self.seen is not None:
                self.seen.update(range(first, last + 1))
            self.last = self.top = last
            self.fast_from = last + 1

    def _counted(self, number: int) -> None:
        if self.first < 0:
            self.first = number
        if self.low < 0 or number < self.low:
            self.low = number

    def taken(self, text: str) -> str | None:
        """The fast path took the coup numbered `text` (beyond NEXT): the number it takes next.

        When there is none (nine digits are the most), the coups it took are counted in now.
        """
        number = int(text)
        following = after(number)
        if following is None:
            self._taken_to(number)
        return following

    def arm(self) -> None:
        """The careful path leaves the shoe: say what the fast path may take next."""
        self.next_text = self.expect()
        self.fast_from = self.last + 1


def after(number: int) -> str | None:
    """The coup number after `number` as the fast path expects it (None: too many digits)."""
    n = number + 1
    if n < len(NUMBERS):
        return NUMBERS[n]
    return str(n) if n < 10**COUP_DIGITS else None


def coup_number(text: str) -> int | None:
    """A coup number: a whole number from 0, at most COUP_DIGITS digits; else None."""
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > COUP_DIGITS:
        return None
    return int(text)


class Scanner:
    """Verifies the rows of one file; findings go to `sink`, per-shoe counts stay in `shoes`."""

    def __init__(
        self,
        ctx: Context,
        file: str,
        cols: Columns,
        sink: Sink,
        reasons: dict[int, str] | None = None,
        *,
        fast: bool = True,
    ) -> None:
        """`reasons`: why a row that came out empty could not be read, by line.

        `fast`: False sends every row through the careful path (the reference the differential
        test compares with).
        """
        self.ctx = ctx
        self.fast = fast
        self.file = file
        self.cols = cols
        self._error_out = sink.error
        self._invalid_out = sink.invalid_row
        self.reasons = reasons if reasons is not None else {}
        self.shoes: dict[tuple[str, str], ShoeState] = {}
        # Each table's open shoe: a table starting another shoe closes its last one.
        self.open: dict[str, ShoeState] = {}
        self._required = [(name, cols.index(name)) for name in REQUIRED]
        # Findings held back (line, rank, sequence, finding) while an earlier coup is pending.
        self._held: list[tuple[int, int, int, CoupError | InvalidRow]] = []
        self._seq = 0
        # Lines of coups whose errors wait for the next coup's first card (how many of each),
        # and the same lines in a heap, the first on top: a line that no longer waits leaves the
        # heap when it comes to the top (`_first_pending`), so that a log of a million tables
        # that each leave a coup waiting costs no more per line than one of four.
        self._pending_lines: dict[int, int] = {}
        self._pending_heap: list[int] = []
        # Findings made so far; whether held findings ever went out before their turn.
        self.found = 0
        self.flushed = False
        # Each table's first row that names a shoe: what joining this scan to the one before
        # it needs (kiosk.verify.ranges).
        self.touched: dict[str, Touch] = {}

    @property
    def coups(self) -> int:
        return sum(st.summary.coups for st in self.shoes.values())

    def _state(self, table: str, shoe: str) -> ShoeState:
        st = self.shoes.get((table, shoe))
        if st is None:
            st = ShoeState(self.file, table, shoe, self.ctx.counter.start)
            self.shoes[(table, shoe)] = st
        st.flush()
        st.next_text = None
        before = self.open.get(table)
        if before is not st:
            if before is not None:
                self._close(before)
            if st.seen is None:
                st.seen = set()
            self.open[table] = st
        return st

    def _close(self, st: ShoeState) -> None:
        """The table moved on to another shoe: nothing can follow this shoe's last coup."""
        st.flush()
        if st.pending:
            self.resolve(st, None)
        st.seen = None
        st.next_text = None
        st.closes += 1

    def run(self, rows: RowSource, tick: Callable[[int], None] | None = None) -> None:
        """Verify every row; `tick(line)` is called before each block of rows."""
        ctx = self.ctx
        hands = ctx.hands.entries.get
        entry = ctx.hands.entry
        thirds = ctx.hands.thirds.get
        verdicts = ctx.verdicts.get
        high = ctx.counter.high
        results = RESULT_MASKS
        flags = FAST_FLAGS
        nexts = NEXT.get
        c = self.cols
        width = c.width if self.fast else -1
        ti, si, ci, pi, bi, ri, fi = c.table, c.shoe, c.coup, c.punto, c.banco, c.result, c.flagged
        has_result, has_flag = ri >= 0, fi >= 0
        careful = self._careful
        in_order = self._in_order
        opened = self.open.get
        for block in rows.blocks():
            if tick is not None:
                tick(rows.line_num)
            for line, row in block:
                if (
                    len(row) == width
                    and (st := opened(row[ti])) is not None
                    and (
                        (taken := row[ci] == st.next_text)
                        # the coup after one whose correction waits for this coup's first card
                        or (st.pending and row[ci] == after(st.last))
                    )
                    and row[si] == st.shoe
                ):
                    # each hand's code and card mask, and the entries its cards are in; "9S KH
                    # 4D" from "9S KH" and " 4D" (no other hand of eight characters has such
                    # parts); code -1 (no verdict is known for it) when the hand cannot be read
                    x = row[pi]
                    if len(x) == 8 and (pe := hands(x[:5])) is not None and (pt := thirds(x[5:])):
                        pc, pm = 10 + pe[0] * 10 + pt[0], pe[1] + pt[1]
                    elif (pe := hands(x)) is not None or (pe := entry(x)) is not None:
                        pc, pm, _ = pe
                        pt = None
                    else:
                        pc, pm = -1, 0
                    x = row[bi]
                    if len(x) == 8 and (be := hands(x[:5])) is not None and (bt := thirds(x[5:])):
                        bc, bm = 10 + be[0] * 10 + bt[0], be[1] + bt[1]
                    elif (be := hands(x)) is not None or (be := entry(x)) is not None:
                        bc, bm, _ = be
                        bt = None
                    else:
                        bc, bm = -1, 0
                    if (
                        taken
                        and verdicts(pc * CODES + bc, 0)
                        & (results.get(row[ri], 0) if has_result else 7)
                        and (not has_flag or row[fi] in flags)
                        and not (a := st.acc + pm + bm) & high
                    ):
                        st.acc = a
                        # the number just taken, as the shoe held it (its hash is known)
                        text = st.next_text
                        assert text is not None  # it is the row's coup number
                        st.next_text = nexts(text) or st.taken(text)
                        continue
                    if (
                        pc >= 0
                        and bc >= 0
                        and (not has_result or row[ri] in results)
                        and (not has_flag or row[fi] in flags)
                        and not (a := st.acc + pm + bm) & high
                    ):
                        # in order and readable, but with an error (or one not yet judged), or
                        # after a coup whose errors wait for it
                        assert pe is not None and be is not None  # the codes are known
                        in_order(
                            st,
                            row,
                            line,
                            a,
                            (pc, bc),
                            pe[2] if pt is None else (*pe[2], pt[2]),
                            be[2] if bt is None else (*be[2], bt[2]),
                        )
                        continue
                touched = careful(row, line)
                if touched is not None:
                    touched.arm()

    # -- joining scans of consecutive parts of one log ------------------------------------------

    def tail(self) -> Tail:
        """What this scan leaves for `join`: it has read a part of a log that a scanner which
        read the part before it takes in. Its shoes' coups are counted in."""
        for st in self.shoes.values():
            st.flush()
            st.next_text = None
        return Tail(
            self.shoes,
            {table: (st.table, st.shoe) for table, st in self.open.items()},
            self.touched,
            self.found,
            self.flushed,
            self._held,
            self._pending_lines,
        )

    def join(self, tail: Tail) -> bool:
        """Take in the scan of the rows that follow this scan's, made from no state (`tail`),
        so that everything stands as if this scanner had read those rows itself.

        All that a scan knows is per table and shoe, so that holds wherever this scan's shoes
        and the other's meet as they would have met in one scan: a shoe both scans counted coups
        in goes on in order (the other's coup numbers all follow this one's highest), neither
        holds a card beyond the packs, and the findings held back while a coup of this scan
        waits for the next coup stay within MAX_HELD. Otherwise nothing is changed and False
        says that the rows must be read again by this scanner. The errors of this scan's waiting
        coups go out (into the sink) as the other scan's first rows resolve them; the caller then
        hands on the other scan's findings, which follow them.
        """
        counter = self.ctx.counter
        if tail.flushed:
            return False
        for shoe in self.open.values():
            shoe.flush()  # the coups the fast path took are counted in
        # at most this many findings would be held at once until the waiting coups are resolved
        held = len(self._held)
        for shoe in self.open.values():
            if shoe.pending:
                touch = tail.touched.get(shoe.table)
                if touch is None and tail.found:
                    return False  # one scan would hold all of them until the table is back
                held += sum(len(p.errors) for p in shoe.pending) + (
                    0 if touch is None else touch.found
                )
        if held > MAX_HELD:
            return False
        for key, other in tail.shoes.items():
            mine = self.shoes.get(key)
            if mine is None:
                continue
            if other.overflows or (mine.acc + other.acc - counter.start) & counter.high:
                return False
            if other.first >= 0 and mine.top >= 0 and not other.low == other.first == mine.top + 1:
                return False
        # the other scan's first row of each table, as this scan would have read it
        before = dict(self.open)
        for table, touch in tail.touched.items():
            st = before.get(table)
            if st is None:
                continue
            st.flush()
            st.next_text = None
            if touch.shoe != st.shoe:
                self._close(st)
            elif st.pending:
                follows = touch.number >= 0 and touch.number == st.pending[0].number + 1
                self.resolve(st, touch.card if follows else None)
        for key, other in tail.shoes.items():
            mine = self.shoes.get(key)
            if mine is None:
                self.shoes[key] = other
                continue
            touch = tail.touched[other.table]
            goes_on = before.get(other.table) is mine and touch.shoe == mine.shoe
            mine.take(other, counter.start, goes_on)
        for table, key in tail.open.items():
            self.open[table] = st = self.shoes[key]
            st.arm()
        for line, count in tail.pending_lines.items():
            self._wait(line, count)
        for _, rank, _, finding in sorted(tail.held):
            self._seq += 1
            heapq.heappush(self._held, (finding.line, rank, self._seq, finding))
        self.found += tail.found
        for table, touch in tail.touched.items():
            self.touched.setdefault(table, touch)
        return True

    def finish(self) -> None:
        """The log has ended: errors still waiting for a next coup are rebuilt without it."""
        for st in self.shoes.values():
            st.flush()
            st.next_text = None
            if st.pending:
                self.resolve(st, None)
            st.seen = None
        self.open.clear()
        self._release()

    # -- findings in line order -----------------------------------------------------------------

    def _emit(self, finding: CoupError | InvalidRow) -> None:
        """Hand a finding on in line order: held back while an earlier coup's errors wait."""
        self.found += 1
        if self._pending_lines or self._held:
            self._seq += 1
            rank = _RANK[finding.hand] if type(finding) is CoupError else _INVALID_RANK
            heapq.heappush(self._held, (finding.line, rank, self._seq, finding))
            if len(self._held) > MAX_HELD:
                # a table left a coup waiting and has not come back: memory comes first, so
                # the findings held for it go out now and its own come when it is resolved
                self.flushed = True
                while self._held:
                    self._send(heapq.heappop(self._held)[3])
        elif isinstance(finding, CoupError):  # as `_send`, a call less for each of a million
            self._error_out(finding)
        else:
            self._invalid_out(finding)

    def _send(self, finding: CoupError | InvalidRow) -> None:
        if isinstance(finding, CoupError):
            self._error_out(finding)
        else:
            self._invalid_out(finding)

    def _wait(self, line: int, count: int = 1) -> None:
        """`count` more coups of `line` wait for the next coup's first card."""
        waiting = self._pending_lines.get(line)
        if waiting is None:
            self._pending_lines[line] = count
            heap = self._pending_heap
            heapq.heappush(heap, line)
            if len(heap) > 2 * len(self._pending_lines) + 64:
                # lines that no longer wait, below one that waits on: they are dropped now
                heap[:] = self._pending_lines
                heapq.heapify(heap)
        else:
            self._pending_lines[line] = waiting + count

    def _first_pending(self) -> int | None:
        """The first line whose coup waits for the next coup's first card (None: no line)."""
        heap, waiting = self._pending_heap, self._pending_lines
        while heap and heap[0] not in waiting:
            heapq.heappop(heap)
        return heap[0] if heap else None

    def _release(self) -> None:
        held = self._held
        limit = self._first_pending()
        while held and (limit is None or held[0][0] < limit):
            self._send(heapq.heappop(held)[3])

    # -- the careful path ---------------------------------------------------------------------

    def _invalid(self, line: int, reason: str, st: ShoeState | None) -> None:
        self._emit(InvalidRow(self.file, line, reason))
        if st is not None:
            st.summary.invalid += 1

    def _careful(self, row: list[str], line: int) -> ShoeState | None:
        """Read and judge one row field by field; returns the shoe it belongs to, if any."""
        n = len(row)
        if not n or (n == 1 and not row[0].strip()):
            reason = self.reasons.pop(line, None)
            if reason is not None:
                self._invalid(line, reason, None)
            return None
        c = self.cols
        table = row[c.table] if c.table < n else None  # required columns are in the header
        shoe = row[c.shoe] if c.shoe < n else None
        st: ShoeState | None = None
        if table and table.strip() and shoe and shoe.strip():
            st = self._state(table, shoe)
        read = self._read(row, line, st)
        if st is None:
            return None
        assert table is not None and shoe is not None
        if table not in self.touched:
            self.touched[table] = Touch(
                line,
                shoe,
                -1 if read is None else read[0],
                None if read is None else read[1][2][0],
                self.found,
            )
        number = -1 if read is None else read[0]
        if st.pending:
            follows = read is not None and number == st.pending[0].number + 1
            self.resolve(st, read[1][2][0] if read is not None and follows else None)
        if read is None:
            return st
        _, punto, banco, announced, flagged = read
        counter = self.ctx.counter
        acc = st.acc + punto[1] + banco[1]
        if acc & counter.high:
            st.overflows += 1
            too_many = ", ".join(card.code for card in counter.too_many(acc))
            self._invalid(
                line,
                translate(
                    "verify",
                    "impossible card {cards}: shoe {shoe} of table {table} already had all "
                    "{packs} of its {packs} packs",
                ).format(cards=too_many, shoe=shoe, table=table, packs=counter.packs),
                st,
            )
            return st
        st.acc = acc
        st.summary.coups += 1
        self._sequence(st, number, line)
        self._judge(
            st,
            line,
            punto[2],
            banco[2],
            row[c.coup].strip(),
            number,
            row[c.time] if 0 <= c.time < n else "",
            announced,
            flagged,
            (punto[0], banco[0]),
        )
        return st

    def _in_order(
        self,
        st: ShoeState,
        row: list[str],
        line: int,
        acc: int,
        codes: tuple[int, int],
        punto: tuple[Card, ...],
        banco: tuple[Card, ...],
    ) -> None:
        """What `_careful` does with a row the fast path met in its shoe's order (the next coup
        number), with readable hands, call and flag and no card beyond the shoe's packs (`acc`:
        the shoe's count with its cards; `codes`, `punto` and `banco`: the hands' codes and
        cards): judge the coup and report its errors, without reading its fields again."""
        c = self.cols
        text = row[c.coup]
        number = int(text)
        taken = not st.pending
        st.acc = acc
        if taken:  # counted in as the fast path counts its coups (the next number, in order)
            st.next_text = NEXT.get(text) or st.taken(text)
        else:  # this coup directly follows: its first card may complete the correction
            self.resolve(st, punto[0])
            st.summary.coups += 1
            self._sequence(st, number, line)
        self._judge(
            st,
            line,
            punto,
            banco,
            text,
            number,
            row[c.time] if c.time >= 0 else "",
            ANNOUNCED[row[c.result]] if c.result >= 0 else None,
            c.flagged >= 0 and FLAGGED[row[c.flagged]],
            codes,
        )
        if not taken or st.pending:  # as the careful path leaves a shoe (a correction waits)
            st.flush()
            st.arm()

    def _sequence(self, st: ShoeState, number: int, line: int) -> None:
        """Count a gap, a repeated number or a number out of order in the shoe's coups."""
        summary = st.summary
        seen = st.seen
        st._counted(number)
        if st.top >= 0:
            problem = None
            if seen is not None and number in seen:
                summary.repeated += 1
                problem = True
            elif number < st.top:
                summary.disorder += 1
                problem = True
            elif number > st.top + 1:
                summary.gaps += 1
                problem = True
            if problem and summary.first_sequence_line is None:
                summary.first_sequence_line = line
        if seen is not None:
            seen.add(number)
        st.last = number
        st.top = max(st.top, number)

    def _read(self, row: list[str], line: int, st: ShoeState | None) -> Read | None:
        """The row's coup number, hands (code, card mask, cards), call and flag; None when it is
        invalid (reported)."""
        c = self.cols
        n = len(row)
        for name, index in self._required:
            if index >= n:
                self._invalid(
                    line,
                    translate(
                        "verify", "the row has {count} of the header's {width} fields: no {field}"
                    ).format(count=n, width=c.width, field=name),
                    st,
                )
                return None
            if not row[index].strip():
                self._invalid(
                    line, translate("verify", "{field} is missing or empty").format(field=name), st
                )
                return None
        number = coup_number(row[c.coup])
        if number is None:
            self._invalid(
                line,
                translate(
                    "verify", "coup: {value} is not a coup number (a whole number from 0)"
                ).format(value=_short(row[c.coup])),
                st,
            )
            return None
        hands: list[tuple[int, int, tuple[Card, ...]]] = []
        entry = self.ctx.hands.entry
        for name, index in (("punto", c.punto), ("banco", c.banco)):
            known = entry(row[index])
            if known is not None:
                hands.append(known)
                continue
            # not a hand: say why
            try:
                cards = parse_hand(row[index])
            except CardError as exc:
                self._invalid(line, _cut(f"{name}: {card_problem(exc)}"), st)
                return None
            assert len(cards) < 2
            self._invalid(
                line,
                tr(
                    "{field} has %n card(s); a hand has at least two",
                    None,
                    len(cards),
                ).format(field=name),
                st,
            )
            return None
        punto, banco = hands
        flagged = False
        if 0 <= c.flagged < n:
            flag_text = row[c.flagged]
            flag = parse_flag(flag_text)
            if flag is None:
                self._invalid(
                    line,
                    translate(
                        "verify",
                        "flagged: {value} is not one of true/false, 1/0, yes/no (or empty)",
                    ).format(value=_short(flag_text)),
                    st,
                )
                return None
            flagged = flag
        announced: Winner | None = None
        if 0 <= c.result < n and row[c.result].strip():
            result_text = row[c.result]
            announced = parse_result(result_text)
            if announced is None:
                self._invalid(
                    line,
                    translate(
                        "verify", "result: {value} is not punto, banco or tie (P, B or T)"
                    ).format(value=_short(result_text)),
                    st,
                )
                return None
        return number, punto, banco, announced, flagged

    def _judge(
        self,
        st: ShoeState,
        line: int,
        punto: tuple[Card, ...],
        banco: tuple[Card, ...],
        coup_no: str,
        number: int,
        time: str,
        announced: Winner | None,
        flagged: bool,
        codes: tuple[int, int],
    ) -> None:
        """Record the coup's errors as the judge finds them (`codes`: the hands' codes)."""
        ctx = self.ctx
        errors, winner, plan = ctx.outcome(punto, banco, codes)
        wrong_call = announced is not None and announced is not winner
        summary = st.summary
        if errors:
            counts = summary.errors
            for error in errors:
                counts[error.kind] += 1
            if ctx.drawing_stands[flagged]:
                summary.stands += len(errors)
            summary.error_coups += 1
            if plan is MISSING:
                correct, used_next_card, correct_winner = ctx.rebuilt(punto, banco)
            else:
                rest = (*punto[2:], *banco[2:])
                correct, used_next_card, correct_winner = _dealt(
                    punto, banco, rest, plan, len(rest)
                )
            if correct is None:
                st.pending.append(
                    Pending(
                        line,
                        time,
                        coup_no,
                        number,
                        punto,
                        banco,
                        announced,
                        flagged,
                        errors,
                        winner,
                    )
                )
                self._wait(line)
            else:
                self._finish(
                    st,
                    line,
                    time,
                    coup_no,
                    punto,
                    banco,
                    announced,
                    flagged,
                    errors,
                    winner,
                    correct,
                    used_next_card,
                    correct_winner,
                )
        elif wrong_call:
            summary.error_coups += 1
        if wrong_call:
            summary.errors[ErrorKind.WRONG_CALL] += 1
            summary.stands += ctx.call_stands[flagged]
            self._emit(
                CoupError(
                    self.file,
                    line,
                    st.table,
                    st.shoe,
                    coup_no,
                    time,
                    ErrorKind.WRONG_CALL,
                    None,
                    None,
                    punto,
                    banco,
                    announced,
                    flagged,
                    Coup(punto, banco),
                    False,
                    ctx.call_stands[flagged],
                    winner,
                    winner,
                )
            )

    def resolve(self, st: ShoeState, next_card: Card | None) -> None:
        """The coup after the shoe's pending one (`next_card`: its first card) or none follows."""
        for p in st.pending:
            self._finish(
                st,
                p.line,
                p.time,
                p.coup_no,
                p.punto,
                p.banco,
                p.announced,
                p.flagged,
                p.errors,
                p.winner,
                *self.ctx.rebuilt(p.punto, p.banco, next_card),
            )
            left = self._pending_lines[p.line] - 1
            if left:
                self._pending_lines[p.line] = left
            else:
                del self._pending_lines[p.line]
        st.pending = []
        self._release()

    def _finish(
        self,
        st: ShoeState,
        line: int,
        time: str,
        coup_no: str,
        punto: tuple[Card, ...],
        banco: tuple[Card, ...],
        announced: Winner | None,
        flagged: bool,
        errors: tuple[DealError, ...],
        winner: Winner,
        correct: Coup | None,
        used_next_card: bool,
        correct_winner: Winner | None,
    ) -> None:
        """Report a coup's drawing errors with the coup as it should have been."""
        stands = self.ctx.drawing_stands[flagged]
        for error in errors:
            self._emit(
                CoupError(
                    self.file,
                    line,
                    st.table,
                    st.shoe,
                    coup_no,
                    time,
                    error.kind,
                    error.hand,
                    error.rule,
                    punto,
                    banco,
                    announced,
                    flagged,
                    correct,
                    used_next_card,
                    stands,
                    winner,
                    correct_winner,
                )
            )


def _short(text: str, limit: int = 40) -> str:
    """A field's value for a message: quoted, and cut short when long."""
    if len(text) > limit:
        return repr(text[:limit]) + translate("verify", "… ({count} characters)").format(
            count=len(text)
        )
    return repr(text)


def _cut(text: str, limit: int = 240) -> str:
    """A message cut short when a long field made it long."""
    return text if len(text) <= limit else text[:limit] + "…"
