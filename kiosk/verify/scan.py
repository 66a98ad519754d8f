"""Verify the rows of one coup log: a fast path for clean coups, the careful path for the rest.

A clean coup (known table and shoe, readable hands, dealt per the tableau, the call matching the
cards, no card beyond the shoe's packs) costs a few dict and list lookups. Everything else - a new
shoe, a bad row, an error, a coup whose correction waits for the next coup's first card - goes
through `_careful`, which reads the row field by field, says exactly what is wrong and judges the
coup with `check.judge`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol

from kiosk.domain.cards import Card, CardError, parse_card
from kiosk.domain.coup import Coup, Winner
from kiosk.i18n import tr, translate
from kiosk.rules.model import MisdealRule, Ruleset
from kiosk.domain.judge import DealError, ErrorKind, Hand, Rebuilt, judge, rebuild
from kiosk.verify.findings import CoupError, InvalidRow, ShoeSummary
from kiosk.verify.handcodes import (
    CardCounter,
    HandCache,
    VerdictLanes,
    parse_hand,
    verdict_table,
)
from kiosk.verify.logfile import FIELDS, REQUIRED, Columns, parse_flag, parse_result

#: Result spellings the fast path knows, as a mask of the winner bits they accept ("" accepts all).
RESULT_MASKS: dict[str, int] = {"": 7}
for _words, _bit in ((("punto", "p"), 1), (("banco", "b"), 2), (("tie", "t"), 4)):
    for _word in _words:
        for _spelling in (_word, _word.upper(), _word.capitalize()):
            RESULT_MASKS[_spelling] = _bit
#: `flagged` spellings the fast path accepts without a closer look.
FAST_FLAGS = frozenset(
    s for w in ("", "true", "false", "1", "0", "yes", "no") for s in (w, w.upper(), w.capitalize())
)
#: How often (in lines) the scan reports progress and checks for cancellation.
TICK_MASK = 0x3FFF


class Cancelled(Exception):
    """The verification was cancelled by the caller."""


class RowSource(Protocol):
    """A csv reader or a JsonLinesReader: rows of field strings, and the last line read."""

    line_num: int

    def __iter__(self) -> Iterator[list[str]]: ...


class Context:
    """What every scan of one ruleset shares: the tableau, the caches and lookup tables."""

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.tableau = ruleset.tableau
        self.counter = CardCounter(ruleset.packs)
        self.hands = HandCache(self.counter)
        self.hands.warm()
        self.verdicts = verdict_table(self.tableau)
        self.lanes = VerdictLanes(self.tableau)

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
    coup: Coup
    announced: Winner | None
    flagged: bool
    errors: list[DealError]


class ShoeState:
    """One table's shoe as the scan goes: card counts, coups, errors awaiting the next coup."""

    __slots__ = ("acc", "first_card", "overflowed", "pending", "shoe", "summary", "table")

    def __init__(self, file: str, table: str, shoe: str, start: int, first: Card | None) -> None:
        self.table = table
        self.shoe = shoe
        self.summary = ShoeSummary(file, table, shoe)
        self.acc = start
        self.pending: list[Pending] = []
        #: The first card of the first row seen for this shoe: what an earlier chunk waits for.
        self.first_card = first
        #: A row of this shoe held a card beyond the packs (joining parts must then rescan).
        self.overflowed = False


def first_card(text: str | None) -> Card | None:
    """The first card of a hand string, or None when there is none or it is unreadable."""
    tokens = (text or "").split()
    if not tokens:
        return None
    try:
        return parse_card(tokens[0])
    except CardError:
        return None


class Scanner:
    """Verifies the rows of one file (or one part of it); results in `errors`, `invalid`, `shoes`."""

    def __init__(
        self,
        ctx: Context,
        file: str,
        cols: Columns,
        reasons: dict[int, str] | None = None,
        line_offset: int = 0,
    ) -> None:
        """`line_offset`: lines before the first row `run` reads (a CSV header, earlier parts)."""
        self.ctx = ctx
        self.line_offset = line_offset
        #: Whether a row can span lines (CSV quoting); a JSON Lines record is one line.
        self.multiline = reasons is None
        self.file = file
        self.cols = cols
        self.reasons = reasons if reasons is not None else {}
        self.shoes: dict[tuple[str, str], ShoeState] = {}
        self.errors: list[CoupError] = []
        self.invalid: list[InvalidRow] = []
        self.current: ShoeState | None = None
        self._where = {name: cols.index(name) for name in FIELDS}

    @property
    def coups(self) -> int:
        return sum(st.summary.coups for st in self.shoes.values())

    def _state(self, table: str, shoe: str, punto: str | None) -> ShoeState:
        st = self.shoes.get((table, shoe))
        if st is None:
            st = ShoeState(self.file, table, shoe, self.ctx.counter.start, first_card(punto))
            self.shoes[(table, shoe)] = st
        return st

    def run(self, rows: RowSource, tick: Callable[[int], None] | None = None) -> None:
        """Verify every row; `tick(line)` is called every few thousand lines."""
        ctx = self.ctx
        hands = ctx.hands.entries
        entry = ctx.hands.entry
        verdicts = ctx.verdicts
        high = ctx.counter.high
        results = RESULT_MASKS
        flags = FAST_FLAGS
        c = self.cols
        width, ti, si, ci, pi, bi, ri, fi = (
            c.width,
            c.table,
            c.shoe,
            c.coup,
            c.punto,
            c.banco,
            c.result,
            c.flagged,
        )
        has_result, has_flag = ri >= 0, fi >= 0
        careful = self._careful
        st: ShoeState | None = None
        lt = ls = ""
        acc = coups = 0
        pending = True
        offset = self.line_offset
        multiline = self.multiline
        for row in rows:
            end = rows.line_num
            if not end & TICK_MASK and tick is not None:
                tick(end)
            if len(row) == width:
                same = row[ti] == lt and row[si] == ls
                if not same and row[ti].strip() and row[si].strip():
                    if st is not None:
                        st.acc = acc
                        st.summary.coups = coups
                    st = self.current = self._state(row[ti], row[si], row[pi])
                    lt, ls, acc, coups, pending = (
                        st.table,
                        st.shoe,
                        st.acc,
                        st.summary.coups,
                        bool(st.pending),
                    )
                    same = True
                if same and not pending and row[ci]:
                    p: tuple[int, int, int, int] | None
                    b: tuple[int, int, int, int] | None
                    try:
                        p = hands[row[pi]]
                    except KeyError:
                        p = entry(row[pi])
                    try:
                        b = hands[row[bi]]
                    except KeyError:
                        b = entry(row[bi])
                    if (
                        p is not None
                        and b is not None
                        and (
                            verdicts[p[2] + b[3]] & results.get(row[ri], 0)
                            if has_result
                            else verdicts[p[2] + b[3]]
                        )
                        and (not has_flag or row[fi] in flags)
                        and not (a := acc + p[1] + b[1]) & high
                    ):
                        acc = a
                        coups += 1
                        continue
            if st is not None:
                st.acc = acc
                st.summary.coups = coups
            # a quoted CSV field may span lines: the row started that many lines before `end`
            spans = sum(field.count("\n") for field in row) if multiline else 0
            careful(row, end + offset - spans)
            st = self.current
            if st is not None:
                lt, ls, acc, coups, pending = (
                    st.table,
                    st.shoe,
                    st.acc,
                    st.summary.coups,
                    bool(st.pending),
                )
        if st is not None:
            st.acc = acc
            st.summary.coups = coups

    def finish(self) -> None:
        """The log has ended: errors still waiting for a next coup are rebuilt without it."""
        for st in self.shoes.values():
            self.resolve(st, None)
        rank = {Hand.PUNTO: 0, Hand.BANCO: 1, None: 2}
        self.errors.sort(key=lambda e: (e.line, rank[e.hand]))
        self.invalid.sort(key=lambda i: i.line)

    # -- the careful path ---------------------------------------------------------------------

    def _invalid(self, line: int, reason: str, st: ShoeState | None) -> None:
        self.invalid.append(InvalidRow(self.file, line, reason))
        if st is not None:
            st.summary.invalid += 1

    def _careful(self, row: list[str], line: int) -> None:
        if not row or (len(row) == 1 and not row[0].strip()):
            reason = self.reasons.pop(line, None)
            if reason is not None:
                self._invalid(line, reason, None)
            return
        c = self.cols
        where = self._where

        def raw(name: str) -> str | None:
            index = where[name]
            return row[index] if 0 <= index < len(row) else None

        table, shoe = raw("table"), raw("shoe")
        st: ShoeState | None = None
        if table and table.strip() and shoe and shoe.strip():
            st = self.current = self._state(table, shoe, raw("punto"))
            if st.pending:
                self.resolve(st, first_card(raw("punto")))
        for name in REQUIRED:
            value = raw(name)
            if value is None:
                self._invalid(
                    line,
                    translate(
                        "verify", "the row has {count} of the header's {width} fields: no {field}"
                    ).format(count=len(row), width=c.width, field=name),
                    st,
                )
                return
            if not value.strip():
                self._invalid(
                    line, translate("verify", "{field} is missing or empty").format(field=name), st
                )
                return
        assert st is not None and table is not None and shoe is not None
        hands: list[tuple[Card, ...]] = []
        for name in ("punto", "banco"):
            try:
                cards = parse_hand(raw(name) or "")
            except CardError as exc:
                self._invalid(line, f"{name}: {exc}", st)
                return
            if len(cards) < 2:
                self._invalid(
                    line,
                    tr(
                        "{field} has %n card(s); a hand has at least two",
                        None,
                        len(cards),
                    ).format(field=name),
                    st,
                )
                return
            hands.append(cards)
        punto, banco = hands
        flagged = False
        flag_text = raw("flagged")
        if flag_text is not None:
            flag = parse_flag(flag_text)
            if flag is None:
                self._invalid(
                    line,
                    translate(
                        "verify",
                        "flagged: {value} is not one of true/false, 1/0, yes/no (or empty)",
                    ).format(value=repr(flag_text)),
                    st,
                )
                return
            flagged = flag
        announced: Winner | None = None
        result_text = raw("result")
        if result_text is not None and result_text.strip():
            announced = parse_result(result_text)
            if announced is None:
                self._invalid(
                    line,
                    translate(
                        "verify", "result: {value} is not punto, banco or tie (P, B or T)"
                    ).format(value=repr(result_text)),
                    st,
                )
                return
        counter = self.ctx.counter
        acc = st.acc + counter.mask(punto) + counter.mask(banco)
        if acc & counter.high:
            too_many = ", ".join(card.code for card in counter.too_many(acc))
            st.overflowed = True
            self._invalid(
                line,
                translate(
                    "verify",
                    "impossible card {cards}: shoe {shoe} of table {table} already had all "
                    "{packs} of its {packs} packs",
                ).format(cards=too_many, shoe=shoe, table=table, packs=counter.packs),
                st,
            )
            return
        st.acc = acc
        st.summary.coups += 1
        self._judge(
            st, line, Coup(punto, banco), raw("coup") or "", raw("time") or "", announced, flagged
        )

    def _judge(
        self,
        st: ShoeState,
        line: int,
        coup: Coup,
        coup_no: str,
        time: str,
        announced: Winner | None,
        flagged: bool,
        errors: list[DealError] | None = None,
        winner: Winner | None = None,
    ) -> None:
        """Record the coup's errors; `errors`, `winner`: what `judge` and the cards say, when the
        caller knows it."""
        if errors is None:
            errors = judge(coup, self.ctx.tableau)
        if winner is None:
            winner = coup.winner
        for error in errors:
            st.summary.errors[error.kind] += 1
        if errors:
            pending = Pending(line, time, coup_no, coup, announced, flagged, errors)
            rebuilt = rebuild(coup, self.ctx.tableau)
            if rebuilt.coup is None:
                st.pending.append(pending)
            else:
                self._finish(st, pending, rebuilt)
        if announced is not None and announced is not winner:
            st.summary.errors[ErrorKind.WRONG_CALL] += 1
            self.errors.append(
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
                    coup.punto,
                    coup.banco,
                    announced,
                    flagged,
                    coup,
                    False,
                    self.ctx.stands(ErrorKind.WRONG_CALL, flagged),
                )
            )

    def resolve(self, st: ShoeState, next_card: Card | None) -> None:
        """The next coup of this shoe has started (or the log ended: `next_card` None)."""
        for pending in st.pending:
            self._finish(st, pending, rebuild(pending.coup, self.ctx.tableau, next_card))
        st.pending = []

    def _finish(self, st: ShoeState, p: Pending, rebuilt: Rebuilt) -> None:
        for error in p.errors:
            self.errors.append(
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
                    p.coup.punto,
                    p.coup.banco,
                    p.announced,
                    p.flagged,
                    rebuilt.coup,
                    rebuilt.used_next_card,
                    self.ctx.stands(error.kind, p.flagged),
                )
            )
