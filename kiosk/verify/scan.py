"""Verify the rows of one coup log: every coup is decided by the domain's judge.

What the judge finds in a coup depends only on its hands' codes (`handcodes`), and so does the
coup as `rebuild` deals it again (given the next card's value): `Context` remembers both by
them; hypothesis properties hold both to the judge and to rebuild.

A row of its table's open shoe with the next coup number, readable hands, call and flag and no
card beyond the packs takes the fast path: a coup dealt per the judge costs a few dict lookups,
any other goes to `_judge` from there; the coups it takes are counted in when the careful path
next looks at the shoe (`ShoeState.flush`). Every other row - a new shoe, a gap in the coup
numbers, an unreadable row - goes through `_careful`, the reference, which reads it field by field
and says what is wrong; a differential test holds the fast path to it (`fast=False`).

Findings go to a `Sink` in line order: an error whose correction waits for the next coup's first
card holds back the findings of later lines (at most MAX_HELD). Only per-shoe summaries stay in
memory; a table's shoe is closed when the table starts another shoe.
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from kiosk.domain.cards import Card, CardError
from kiosk.domain.coup import Coup, Winner, winner_of
from kiosk.domain.judge import DealError, ErrorKind, judge, rebuild
from kiosk.i18n import tr, translate
from kiosk.rules.model import MisdealRule, Ruleset
from kiosk.verify.findings import CoupError, InvalidRow, Report, ShoeSummary, Sink
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
from kiosk.verify.logfile import FLAGS, REQUIRED, RESULTS, Columns, cut, parse_flag, parse_result

# Winner bits of a coup dealt per the tableau (0: a drawing error).
WINNER_BITS = {Winner.PUNTO: 1, Winner.BANCO: 2, Winner.TIE: 4}
# Result spellings the fast path knows, as a mask of the winner bits they accept ("" accepts all).
RESULT_MASKS = {"": 7} | {
    s: WINNER_BITS[w] for t, w in RESULTS.items() for s in (t, t.upper(), t.capitalize())
}
# `flagged` spellings the fast path accepts without a closer look.
FAST_FLAGS = frozenset(s for w in FLAGS for s in (w, w.upper(), w.capitalize()))
# The winner by punto's total × 10 + banco's.
WINNERS = [winner_of(p, b) for p in range(10) for b in range(10)]
# Coup numbers as the fast path expects them, and the number after each.
NUMBERS = [str(n) for n in range(1 << 12)]
NEXT = dict(itertools.pairwise(NUMBERS))
# The entry of a hand that cannot be read (no verdict is known for code -1).
UNREAD: tuple[int, int, tuple[Card, ...]] = (-1, 0, ())
# A plan not yet worked out.
MISSING: Any = object()
# Errors held back for line order while an earlier coup waits for its next card, at most.
MAX_HELD = 10_000
# A coup number has at most this many digits.
COUP_DIGITS = 9
# The error of a coup called wrongly.
WRONG_CALL = (DealError(ErrorKind.WRONG_CALL, None, None),)


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


class Cancelled(Exception):
    """The verification was cancelled by the caller."""


class RowSource(Protocol):
    """CsvRows or a JsonLinesReader: rows of field strings with the line each starts on, a block
    at a time; `line_num`, the last line read."""

    @property
    def line_num(self) -> int: ...

    def blocks(self) -> Iterator[Iterable[tuple[int, list[str]]]]: ...


class Context:
    """What every scan of one ruleset shares: the tableau, the caches and lookup tables."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.tableau = ruleset.tableau
        self.counter = CardCounter(ruleset.packs)
        self.hands = HandCache(self.counter)
        self.hands.warm()
        # punto code × CODES + banco code → winner bit of a coup dealt per the judge (hands of
        # two or three cards: a fourth card is always an error); missing: not known to be so.
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
        # Whether the dealt result of a coup with a drawing error stands, by whether it was
        # flagged (a wrong call never stands: the cards on the table decide the coup).
        stands = ruleset.procedures.misdeal is MisdealRule.STANDS_UNLESS_FLAGGED
        self.drawing_stands = {False: stands, True: False}

    def judged(
        self,
        punto: tuple[Card, ...],
        banco: tuple[Card, ...],
        codes: tuple[int, int] | None = None,
    ) -> tuple[tuple[DealError, ...], Winner]:
        """The judge's errors in the coup of these hands and the winner of its cards, remembered
        by what the judge looks at in the hands' codes (`codes`, when known); a coup without
        errors teaches the fast path its hands' `verdicts`."""
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

    def rebuilt(
        self, punto: tuple[Card, ...], banco: tuple[Card, ...], next_card: Card | None = None
    ) -> tuple[Coup | None, bool, Winner | None]:
        """`rebuild(Coup(punto, banco), tableau, next_card)`: the correct coup (None: it needs a
        card the log does not show), whether it used the next card, and its winner. Whether
        each hand draws follows from the two-card totals and the values of the fifth and sixth
        cards in shoe order (`_plan` remembers it by them)."""
        # the cards after the first four, in shoe order
        rest = (*punto[2:], *banco[2:])
        own = len(rest)  # of them the coup's own
        if next_card is not None:
            rest = (*rest, next_card)
        plan = self._plan(punto, banco, rest)
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
            # a coup whose shoe order is P1 B1 P2 B2 and then `rest`
            found = rebuild(Coup((punto[0], punto[1], *rest), banco[:2]), self.tableau).coup
            plan = self._plans[key] = (
                None
                if found is None
                else (len(found.punto) > 2, len(found.banco) > 2, found.winner)
            )
        return plan  # type: ignore[no-any-return]


@dataclass(slots=True)
class Pending:
    """A coup with errors, as its findings tell it; one with drawing errors is kept while its
    correction needs the next coup's first card."""

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
    # Its errors once the next coup's first card came or none will (None: still waiting).
    found: list[CoupError] | None = None


class ShoeState:
    """One table's shoe as the scan goes: card counts, coups, errors awaiting the next coup.

    The fast path keeps `acc` and `next_text` up to date: the coups it took since the careful
    path left the shoe are numbered from `fast_from` to the one before `next_text` (`flush`)."""

    __slots__ = (
        "acc",
        "fast_from",
        "last",
        "next_text",
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

    def flush(self) -> None:
        """Count in the coups the fast path took since the careful path left the shoe."""
        if self.next_text is not None:
            self._taken_to(int(self.next_text) - 1)

    def _taken_to(self, last: int) -> None:
        first = self.fast_from
        if last >= first:
            self.summary.coups += last + 1 - first
            if self.seen is not None:
                self.seen.update(range(first, last + 1))
            self.last = self.top = last
            self.fast_from = last + 1

    def taken(self, text: str) -> str | None:
        """The fast path took the coup numbered `text` (beyond NEXT): the number it takes next;
        when there is none (nine digits are the most), the coups it took are counted in now."""
        number = int(text)
        following = after(number)
        if following is None:
            self._taken_to(number)
        return following

    def arm(self) -> None:
        """The careful path leaves the shoe: the fast path may take the next coup number, unless
        the numbers went back or the shoe is closed."""
        ok = self.last == self.top and self.seen is not None
        self.next_text = after(self.last) if ok else None
        self.fast_from = self.last + 1


def after(number: int) -> str | None:
    """The coup number after `number` as the fast path expects it (None: too many digits)."""
    n = number + 1
    if n < len(NUMBERS):
        return NUMBERS[n]
    return str(n) if n < 10**COUP_DIGITS else None


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
        """`reasons`: why a row that came out empty could not be read, by line; `fast` False
        sends every row through the careful path (the reference of the differential test)."""
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
        self._required = [(name, getattr(cols, name)) for name in REQUIRED]
        # While a coup waits for its next coup's first card, the findings after it are held back
        # in line order, each a finding or the Pending of such a coup (its place in the order);
        # `_held_count`: the findings among them, those of Pendings that no longer wait too.
        self._held: deque[CoupError | InvalidRow | Pending] = deque()
        self._held_count = 0

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
        opened = self.open.get
        for block in rows.blocks():
            if tick is not None:
                tick(rows.line_num)
            for line, row in block:
                if (
                    len(row) == width
                    and (st := opened(row[ti])) is not None
                    and row[ci] == st.next_text
                    and row[si] == st.shoe
                ):
                    # each hand's code and card mask; "9S KH 4D" from "9S KH" and " 4D" (no
                    # other hand of eight characters has such parts)
                    x = row[pi]
                    pt = bt = None
                    if len(x) == 8 and (pe := hands(x[:5])) is not None and (pt := thirds(x[5:])):
                        pc, pm = 10 + pe[0] * 10 + pt[0], pe[1] + pt[1]
                    else:
                        pc, pm, _ = pe = hands(x) or entry(x) or UNREAD
                    x = row[bi]
                    if len(x) == 8 and (be := hands(x[:5])) is not None and (bt := thirds(x[5:])):
                        bc, bm = 10 + be[0] * 10 + bt[0], be[1] + bt[1]
                    else:
                        bc, bm, _ = be = hands(x) or entry(x) or UNREAD
                    if (
                        pc >= 0
                        and bc >= 0
                        and (called := results.get(row[ri], 0) if has_result else 7)
                        and (not has_flag or row[fi] in flags)
                        and not (a := st.acc + pm + bm) & high
                    ):
                        st.acc = a
                        # the number just taken, as the shoe held it (its hash is known)
                        text = st.next_text
                        assert text is not None  # it is the row's coup number
                        st.next_text = nexts(text) or st.taken(text)
                        if st.pending:  # the coup before waits for this one's first card
                            self.resolve(st, pe[2][0])
                        if not verdicts(pc * CODES + bc, 0) & called:
                            # not dealt per the judge, called wrongly, or not judged yet
                            self._judge(
                                st,
                                line,
                                pe[2] if pt is None else (*pe[2], pt[2]),
                                be[2] if bt is None else (*be[2], bt[2]),
                                text,
                                int(text),
                                row[c.time] if c.time >= 0 else "",
                                parse_result(row[ri]) if has_result else None,
                                has_flag and parse_flag(row[fi]) is True,
                                (pc, bc),
                            )
                        continue
                touched = careful(row, line)
                if touched is not None:
                    touched.arm()

    def finish(self, report: Report) -> None:
        """The log has ended: errors still waiting for a next coup are rebuilt without it, and
        the shoes and coups are counted into `report`."""
        for st in self.shoes.values():
            st.flush()
            st.next_text = None
            if st.pending:
                self.resolve(st, None)
            st.seen = None
        self.open.clear()
        report.shoes.extend(st.summary for st in self.shoes.values())
        report.coups += self.coups

    # -- findings in line order -----------------------------------------------------------------

    def _emit(self, finding: CoupError | InvalidRow) -> None:
        """Hand a finding on in line order: held back while an earlier coup's errors wait."""
        if self._held:
            self._held.append(finding)
            self._held_count += 1
            if self._held_count > MAX_HELD:
                # a table left a coup waiting and has not come back: memory comes first, so
                # the findings held for it go out now and its own come when it is resolved
                self._release(everything=True)
        elif isinstance(finding, CoupError):
            self._error_out(finding)
        else:
            self._invalid_out(finding)

    def _release(self, everything: bool = False) -> None:
        """Hand on the findings held back up to the first coup still waiting (`everything`: all
        of them, the waiting coups keeping their places for their own)."""
        held = self._held
        waiting: deque[CoupError | InvalidRow | Pending] = deque()
        while held:
            item = held.popleft()
            if isinstance(item, CoupError):
                self._held_count -= 1
                self._error_out(item)
            elif isinstance(item, InvalidRow):
                self._held_count -= 1
                self._invalid_out(item)
            elif item.found is not None:
                self._held_count -= len(item.found)
                for error in item.found:
                    self._error_out(error)
            elif everything:
                waiting.append(item)
            else:
                held.appendleft(item)
                return
        self._held = waiting

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
        found = self._read(row)
        read = None if isinstance(found, str) else found
        if isinstance(found, str):
            self._invalid(line, found, st)
        if st is None:
            return None
        assert table is not None and shoe is not None
        counter = self.ctx.counter
        acc = counter.high if read is None else st.acc + read[1][1] + read[2][1]
        if st.pending:  # the coup that directly follows gives its first card, unless refused
            follows = read is not None and read[0] == st.pending[0].number + 1
            ok = follows and not acc & counter.high
            self.resolve(st, read[1][2][0] if read is not None and ok else None)
        if read is None:
            return st
        number, punto, banco, announced, flagged = read
        if acc & counter.high:
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

    def _sequence(self, st: ShoeState, number: int, line: int) -> None:
        """Count a gap, a repeated number or a number out of order in the shoe's coups."""
        summary = st.summary
        seen = st.seen
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

    def _read(self, row: list[str]) -> Read | str:
        """The row's coup number, hands (code, card mask, cards), call and flag; or why it is
        invalid."""
        c = self.cols
        n = len(row)
        for name, index in self._required:
            if index >= n:
                return translate(
                    "verify", "the row has {count} of the header's {width} fields: no {field}"
                ).format(count=n, width=c.width, field=name)
            if not row[index].strip():
                return translate("verify", "{field} is missing or empty").format(field=name)
        text = row[c.coup].strip()  # a whole number from 0, at most COUP_DIGITS digits
        if not text.isascii() or not text.isdigit() or len(text) > COUP_DIGITS:
            return translate(
                "verify", "coup: {value} is not a coup number (a whole number from 0)"
            ).format(value=_short(row[c.coup]))
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
                return cut(f"{name}: {card_problem(exc)}", 240)
            assert len(cards) < 2
            return tr("{field} has %n card(s); a hand has at least two", None, len(cards)).format(
                field=name
            )
        punto, banco = hands
        flagged = False
        if 0 <= c.flagged < n:
            flag = parse_flag(row[c.flagged])
            if flag is None:
                return translate(
                    "verify", "flagged: {value} is not one of true/false, 1/0, yes/no (or empty)"
                ).format(value=_short(row[c.flagged]))
            flagged = flag
        announced: Winner | None = None
        if 0 <= c.result < n and row[c.result].strip():
            announced = parse_result(row[c.result])
            if announced is None:
                return translate(
                    "verify", "result: {value} is not punto, banco or tie (P, B or T)"
                ).format(value=_short(row[c.result]))
        return int(text), punto, banco, announced, flagged

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
        errors, winner = ctx.judged(punto, banco, codes)
        wrong_call = announced is not None and announced is not winner
        if not (errors or wrong_call):
            return
        summary = st.summary
        summary.error_coups += 1
        coup = Pending(
            line, time, coup_no, number, punto, banco, announced, flagged, errors, winner
        )
        if errors:
            counts = summary.errors
            for error in errors:
                counts[error.kind] += 1
            if ctx.drawing_stands[flagged]:
                summary.stands += len(errors)
            correct, used_next_card, correct_winner = ctx.rebuilt(punto, banco)
            if correct is None:
                st.pending.append(coup)
                self._held.append(coup)  # its place among the findings
            else:
                self._finish(self._emit, st, coup, errors, correct, used_next_card, correct_winner)
        if wrong_call:
            summary.errors[ErrorKind.WRONG_CALL] += 1
            self._finish(self._emit, st, coup, WRONG_CALL, Coup(punto, banco), False, winner)

    def resolve(self, st: ShoeState, next_card: Card | None) -> None:
        """The coup after the shoe's pending one (`next_card`: its first card) or none follows."""
        for p in st.pending:
            p.found = []
            self._finish(
                p.found.append, st, p, p.errors, *self.ctx.rebuilt(p.punto, p.banco, next_card)
            )
            self._held_count += len(p.found)
        st.pending = []
        self._release()

    def _finish(
        self,
        out: Callable[[CoupError], None],
        st: ShoeState,
        p: Pending,
        errors: tuple[DealError, ...],
        correct: Coup | None,
        used_next_card: bool,
        correct_winner: Winner | None,
    ) -> None:
        """Hand the coup's `errors` to `out` with the coup as it should have been."""
        stands = self.ctx.drawing_stands[p.flagged] and errors is not WRONG_CALL
        for error in errors:
            out(
                CoupError(
                    self.file,
                    p.line,
                    st.table,
                    st.shoe,
                    p.coup_no,
                    p.time,
                    error.kind,
                    error.hand,
                    error.rule,
                    p.punto,
                    p.banco,
                    p.announced,
                    p.flagged,
                    correct,
                    used_next_card,
                    stands,
                    p.winner,
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
