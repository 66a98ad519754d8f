"""Verify plain CSV text a chunk of lines at a time, with the per-row work done in C.

A chunk of whole lines is split on its delimiter once and cut into columns by slicing. Each hand
column is laid out at a fixed width of HAND bytes per hand (`bytes.expandtabs`), so that the rank
and suit of every card position become byte columns with one byte per row. The tableau verdict
of every row then takes a few table lookups (`bytes.translate`) and lane-wise sums of big
integers (one byte per row, never carrying into the next); the card counts of a shoe take one
`Counter` over its card bytes. Rows that are not clean - an error, an unreadable field, a shoe
waiting for its next coup's first card, a card beyond the packs - go through the careful path in
file order; a chunk that does not split into rows of the header's width (a blank line, a stray
carriage return) is read by the csv module. The results equal those of `Scanner.run`.
"""

from __future__ import annotations

import csv
import heapq
import io
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator
from itertools import compress, pairwise, product, repeat
from operator import ne
from typing import BinaryIO, Final

from kiosk.domain.cards import PACK, RANK_VALUES, RANKS, SUITS, CardError
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.judge import DealError, judge
from kiosk.verify.handcodes import byte_table as _table
from kiosk.verify.handcodes import parse_hand
from kiosk.verify.logfile import parse_flag, parse_result
from kiosk.verify.scan import FAST_FLAGS, RESULT_MASKS, Scanner, ShoeState

LITTLE: Final = "little"
#: Bytes per hand once laid out: rank, suit and a space per card, room for a fourth card (so
#: that an over-draw to four cards keeps the layout; it is not a clean hand).
HAND = 12
#: Lines with a hand longer than HAND - 1 characters get this hand (unreadable: careful path).
BAD_HAND = b"?" * HAND
UTF8_BOM = b"\xef\xbb\xbf"

_fb = int.from_bytes


_RANK_INDEX = {ord(r): i for i, r in enumerate(RANKS)} | {
    ord(r.lower()): i for i, r in enumerate(RANKS)
}
_SUIT_INDEX = {ord(s): i for i, s in enumerate(SUITS)} | {
    ord(s.lower()): i for i, s in enumerate(SUITS)
}
_VALUES = {b: RANK_VALUES[RANKS[i]] for b, i in _RANK_INDEX.items()}

#: Point value of a rank (0 for anything else).
VALUE = _table(lambda b: _VALUES.get(b, 0))
#: 1 + point value of a rank; 0 for anything else (no third card).
THIRD = _table(lambda b: 1 + _VALUES[b] if b in _VALUES else 0)
#: Rank index of a rank and 13 × suit index of a suit, 60 otherwise: rank part + suit part is
#: the card's index in PACK, or at least 52 when the position holds no card.
RANK_PART = _table(lambda b: _RANK_INDEX.get(b, 60))
SUIT_PART = _table(lambda b: 13 * _SUIT_INDEX[b] if b in _SUIT_INDEX else 60)
CARDS = range(52)
#: Card positions without a card (and rows left to the careful path) hold these.
NOT_CARDS = bytes(range(52, 256))


_IS_RANK = _table(lambda b: 0xFF if b in _RANK_INDEX else 0)
_IS_SUIT = _table(lambda b: 0xFF if b in _SUIT_INDEX else 0)
_IS_SPACE = _table(lambda b: 0xFF if b == 32 else 0)
#: Positions 6 and 7 of a hand: both a card or both blank.
_RANK_OR_BLANK = _table(lambda b: 1 if b in _RANK_INDEX else 0 if b == 32 else 2)
_SUIT_OR_BLANK = _table(lambda b: 1 if b in _SUIT_INDEX else 0 if b == 32 else 3)
_T6 = _table(lambda b: 1 if b in _RANK_INDEX else 0 if b == 32 else 3)
_T7 = _table(lambda b: 1 if b in _SUIT_INDEX else 0 if b == 32 else 5)
_OK67 = _table(lambda b: 0xFF if b in (0, 2) else 0)
_TRUE_FF = _table(lambda b: 0xFF if b else 0)


def _spellings(*words: str) -> frozenset[bytes]:
    """Every spelling of the words in upper- and lower-case letters."""
    return frozenset(
        "".join(letters).encode()
        for word in words
        for letters in product(*[(c.lower(), c.upper()) for c in word])
    )


#: Results the careful path reads (it lower-cases them), and the winner mask by the first byte
#: of such a field laid out at width 8 (a space: empty field, no call).
RESULT_WORDS = _spellings("punto", "p", "banco", "b", "tie", "t", "")
RESULT_BY_FIRST = _table(lambda b: {112: 1, 98: 2, 116: 4, 32: 7}.get(b | 0x20, 0))
RESULT_BYTES = {text.encode(): bytes([mask]) for text, mask in RESULT_MASKS.items()}
FLAG_WORDS = _spellings("true", "false", "1", "0", "yes", "no", "")
FLAG_BYTES = {text.encode(): b"\xff" for text in FAST_FLAGS}
NO = b"\x00"


class Hands:
    """One hand column laid out in lanes: the tableau lane, punto's t, card indexes, validity."""

    __slots__ = ("cards", "raw", "third", "valid")

    def __init__(self, column: list[bytes], n: int, ones: int) -> None:
        text = (b"\t".join(column) + b"\t").expandtabs(HAND)
        if len(text) != HAND * n:
            text = b"".join(
                [h.ljust(HAND) if len(h) < HAND and b"\t" not in h else BAD_HAND for h in column]
            )
        at = [text[k::HAND] for k in range(HAND)]
        self.valid = ones if _all_valid(at, n) else _valid(at, n)
        self.third = at[6].translate(THIRD)
        lane = (_fb(at[0].translate(VALUE), LITTLE) + _fb(at[3].translate(VALUE), LITTLE)) * 11
        self.raw = (lane + _fb(self.third, LITTLE)).to_bytes(n, LITTLE)
        #: The PACK index of each card position (52 or more: no card there).
        self.cards = [
            (
                _fb(at[k].translate(RANK_PART), LITTLE)
                + _fb(at[k + 1].translate(SUIT_PART), LITTLE)
            ).to_bytes(n, LITTLE)
            for k in (0, 3, 6)
        ]


def _all_valid(at: list[bytes], n: int) -> bool:
    """Whether every hand has two or three cards written as rank and suit."""
    full, blank = b"\xff" * n, b" " * n
    return (
        at[0].translate(_IS_RANK) == full
        and at[1].translate(_IS_SUIT) == full
        and at[3].translate(_IS_RANK) == full
        and at[4].translate(_IS_SUIT) == full
        and at[2] == at[5] == blank
        and all(at[k] == blank for k in range(8, HAND))
        and at[6].translate(_RANK_OR_BLANK) == at[7].translate(_SUIT_OR_BLANK)
    )


def _valid(at: list[bytes], n: int) -> int:
    """0xFF in the lane of each hand of two or three cards written as rank and suit."""
    ok = (1 << (8 * n)) - 1
    for k, table in enumerate((_IS_RANK, _IS_SUIT, _IS_SPACE, _IS_RANK, _IS_SUIT, _IS_SPACE)):
        ok &= _fb(at[k].translate(table), LITTLE)
    for k in range(8, HAND):
        ok &= _fb(at[k].translate(_IS_SPACE), LITTLE)
    pair = _fb(at[6].translate(_T6), LITTLE) + _fb(at[7].translate(_T7), LITTLE)
    return ok & _fb(pair.to_bytes(n, LITTLE).translate(_OK67), LITTLE)


class ChunkScanner:
    """Feeds chunks of a CSV file's lines to one Scanner, column by column."""

    def __init__(self, scanner: Scanner, delimiter: str) -> None:
        self.scanner = scanner
        self.ctx = scanner.ctx
        self.delimiter = delimiter
        self.verdicts = self.ctx.lanes
        #: The counter addend of one card, by its lane index (0 where there is no card).
        self.units = [*self.ctx.counter.unit, *[0] * (256 - len(self.ctx.counter.unit))]
        self._judged: dict[tuple[int, int], tuple[list[DealError], Winner]] = {}

    def judged(self, p_raw: int, b_raw: int, coup: Coup) -> tuple[list[DealError], Winner]:
        """`judge(coup)` and the winner: the same for every coup with the same two-card totals,
        third-card values and card counts (a lane `s × 11 + t` stands for total s mod 10)."""
        key = (p_raw // 11 % 10 * 11 + p_raw % 11, b_raw // 11 % 10 * 11 + b_raw % 11)
        found = self._judged.get(key)
        if found is None:
            found = self._judged[key] = (judge(coup, self.ctx.tableau), coup.winner)
        return found

    def scan(self, data: bytes, line: int) -> int:
        """Verify `data` (whole lines, no quote character) whose first line is `line`.

        Returns the number of lines in `data`.
        """
        if b"\r" in data:
            if data.count(b"\r") != data.count(b"\r\n"):
                return self._by_csv(data, line)
            data = data.replace(b"\r\n", b"\n")
        if not data.endswith(b"\n"):
            data += b"\n"
        n = data.count(b"\n")
        cols = self.scanner.cols
        width = cols.width
        stride = width + 1
        sep = self.delimiter.encode()
        fields = data.replace(b"\n", sep + b"\n" + sep).split(sep)
        fields.pop()
        if len(fields) != n * stride or fields[width::stride].count(b"\n") != n:
            return self._by_csv(data, line)
        rows = _Rows(self, fields, stride, n, line)
        if not rows.run():
            return self._by_csv(data, line)
        return n

    def _by_csv(self, data: bytes, line: int) -> int:
        text = data.decode("utf-8", errors="replace")
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=self.delimiter)
        self.scanner.line_offset = line - 1
        self.scanner.run(reader)
        return reader.line_num


class _Rows:
    """The rows of one chunk: which are clean, their shoes, and the careful path for the rest."""

    def __init__(
        self, owner: ChunkScanner, fields: list[bytes], stride: int, n: int, line: int
    ) -> None:
        self.owner = owner
        self.scanner = owner.scanner
        self.ctx = owner.ctx
        self.fields = fields
        self.stride = stride
        self.n = n
        self.line = line

    def column(self, index: int) -> list[bytes]:
        return self.fields[index :: self.stride]

    def run(self) -> bool:
        """Verify the chunk; False when it must be read row by row instead (nothing done then)."""
        n = self.n
        cols = self.scanner.cols
        v = self.owner.verdicts
        ones = (1 << (8 * n)) - 1
        punto = Hands(self.column(cols.punto), n, ones)
        banco = Hands(self.column(cols.banco), n, ones)
        p_raw, b_raw = punto.raw, banco.raw
        key = _fb(b_raw.translate(v.banco_key), LITTLE) + _fb(punto.third, LITTLE)
        state = (
            _fb(p_raw.translate(v.punto), LITTLE)
            + _fb(b_raw.translate(v.banco), LITTLE)
            + _fb(key.to_bytes(n, LITTLE).translate(v.banco_ok), LITTLE)
        )
        totals = _fb(p_raw.translate(v.punto_total), LITTLE) + _fb(
            b_raw.translate(v.banco_total), LITTLE
        )
        # fields: call, flag and coup number readable as the fast path reads them; formed: and
        # the hands too; ok: and the coup is clean
        fields = ones
        ok = _fb(state.to_bytes(n, LITTLE).translate(v.clean), LITTLE) & _fb(
            totals.to_bytes(n, LITTLE).translate(v.winner), LITTLE
        )
        if cols.result >= 0:
            results = self.column(cols.result)
            if RESULT_WORDS.issuperset(results):
                text = (b"\t".join(results) + b"\t").expandtabs(8)
                codes = text[0::8].translate(RESULT_BY_FIRST)
            else:
                codes = b"".join(map(RESULT_BYTES.get, results, repeat(NO)))
                fields &= _fb(codes.translate(_TRUE_FF), LITTLE)
            ok &= _fb(codes, LITTLE)
        if cols.flagged >= 0:
            flags = self.column(cols.flagged)
            if not FLAG_WORDS.issuperset(flags):
                fields &= _fb(b"".join(map(FLAG_BYTES.get, flags, repeat(NO))), LITTLE)
        coups = self.column(cols.coup)
        if b"" in coups:
            fields &= _fb(bytes(map(bool, coups)).translate(_TRUE_FF), LITTLE)
        if not self._shoes():
            return False
        formed = fields & punto.valid & banco.valid
        self.fields_ok = fields.to_bytes(n, LITTLE)
        self.formed = formed.to_bytes(n, LITTLE)
        lanes = (ok & formed).to_bytes(n, LITTLE)
        careful = set(self.careful_starts)
        i = lanes.find(NO)
        while i >= 0:
            careful.add(i)
            i = lanes.find(NO, i + 1)
        self.cards = [*punto.cards, *banco.cards]
        self.p_raw, self.b_raw = p_raw, b_raw
        self._count(careful)
        self._careful(careful)
        return True

    # -- shoes ----------------------------------------------------------------------------------

    def _shoes(self) -> bool:
        """Runs of rows of one table and shoe, their ShoeStates; False if two keys share one."""
        cols = self.scanner.cols
        n = self.n
        tables = self.column(cols.table)
        shoes = self.column(cols.shoe)
        keys: list[bytes] | list[tuple[bytes, bytes]]
        keys = shoes if tables.count(tables[0]) == n else list(zip(tables, shoes, strict=True))
        starts = [0, *compress(range(1, n), map(ne, keys[1:], keys)), n]
        index: dict[tuple[bytes, bytes], int] = {}
        self.states: list[ShoeState | None] = []
        #: Per group (rows of one table and shoe): its runs of rows [a, b).
        self.runs: list[list[tuple[int, int]]] = []
        self.run_starts = starts[:-1]
        self.run_group: list[int] = []
        self.careful_starts: list[int] = []
        puntos = self.column(cols.punto)
        for a, b in pairwise(starts):
            k = (tables[a], shoes[a])
            g = index.get(k)
            if g is None:
                g = index[k] = len(self.states)
                st = self._state(k, puntos[a])
                if st is not None and any(st is other for other in self.states):
                    return False
                self.states.append(st)
                self.runs.append([])
                if st is None:
                    self.careful_starts.extend(range(a, b))
                elif st.pending:
                    self.careful_starts.append(a)
            elif self.states[g] is None:
                self.careful_starts.extend(range(a, b))
            self.runs[g].append((a, b))
            self.run_group.append(g)
        return True

    def _state(self, key: tuple[bytes, bytes], punto: bytes) -> ShoeState | None:
        table = key[0].decode("utf-8", errors="replace")
        shoe = key[1].decode("utf-8", errors="replace")
        if not (table.strip() and shoe.strip()):
            return None
        return self.scanner._state(table, shoe, punto.decode("utf-8", errors="replace"))

    def group_of(self, row: int) -> int:
        return self.run_group[bisect_right(self.run_starts, row) - 1]

    # -- card counts ----------------------------------------------------------------------------

    def _count(self, careful: set[int]) -> None:
        """Add the clean rows' coups and cards to their shoes (row by row if a card overflows).

        Each shoe's careful rows are added in file order later; the clean rows' counts are added
        first, which cannot change any outcome as long as even all rows together leave every card
        within the packs. A shoe where they might not is done row by row in order (`_exact`).
        """
        counter = self.ctx.counter
        by_group: dict[int, list[int]] = {}
        for i in careful:
            by_group.setdefault(self.group_of(i), []).append(i)
        masks = {i: self._mask(i) for i in careful}
        cards = [bytearray(c) for c in self.cards]
        for i in careful:
            for c in cards:
                c[i] = 0xFF
        self.exact: set[int] = set()
        for g, st in enumerate(self.states):
            if st is None:
                continue
            runs = self.runs[g]
            mine = by_group.get(g, ())
            tally = Counter(
                b"".join([c[a:b] for a, b in runs for c in cards]).translate(None, NOT_CARDS)
            )
            try:
                addend = counter.addend(bytes(map(tally.get, CARDS, repeat(0))))
            except ValueError:  # more than 255 of a card: beyond the packs for sure
                addend = counter.high
            bound = st.acc + addend + sum(masks[i] for i in mine)
            if bound & counter.high:
                self.exact.add(g)
                continue
            st.acc += addend
            st.summary.coups += sum(b - a for a, b in runs) - len(mine)

    def _mask(self, row: int) -> int:
        """The counter addend of a row's cards (0 for an unreadable hand)."""
        if self.formed[row]:
            return self._cards_mask(row)
        cols = self.scanner.cols
        hands = self.ctx.hands
        mask = 0
        for index in (cols.punto, cols.banco):
            text = self.fields[row * self.stride + index].decode("utf-8", errors="replace")
            entry = hands.entry(text)
            mask += entry[1] if entry is not None else 0
        return mask

    def _cards_mask(self, row: int) -> int:
        unit = self.owner.units
        c0, c1, c2, c3, c4, c5 = self.cards
        return (
            unit[c0[row]]
            + unit[c1[row]]
            + unit[c2[row]]
            + unit[c3[row]]
            + unit[c4[row]]
            + (unit[c5[row]])
        )

    def _row(self, row: int) -> list[str]:
        start = row * self.stride
        fields = self.fields[start : start + self.stride - 1]
        return [f.decode("utf-8", errors="replace") for f in fields]

    # -- the careful path ---------------------------------------------------------------------

    def _careful(self, careful: set[int]) -> None:
        """Careful rows in file order (shoes with an overflowing card: all their rows)."""
        for g in sorted(self.exact):
            rows = {i for a, b in self.runs[g] for i in range(a, b)}
            self._exact(g, careful & rows)
            careful -= rows
        queue = sorted(careful)
        while queue:
            i = heapq.heappop(queue)
            g = self.group_of(i)
            st = self.states[g]
            if st is None or not self.fields_ok[i] or not self._readable_row(st, i):
                self.scanner._careful(self._row(i), self.line + i)
            if st is None or not st.pending:
                continue
            j = self._next(g, i)
            if j is not None and j not in careful:
                careful.add(j)
                heapq.heappush(queue, j)
                st.acc -= self._cards_mask(j)
                st.summary.coups -= 1

    def _readable_row(self, st: ShoeState, i: int) -> bool:
        """What `Scanner._careful` does for a row whose call and flag are readable, only faster.

        False (nothing done) when the coup number or a hand is missing or unreadable or a card
        goes beyond the packs: the careful path then says so.
        """
        cols = self.scanner.cols
        field = self.fields
        base = i * self.stride
        coup_no = field[base + cols.coup].decode("utf-8", errors="replace")
        if not coup_no.strip():
            return False
        judged: tuple[list[DealError], Winner] | None = None
        if self.formed[i]:
            cards = [c[i] for c in self.cards]
            punto = tuple([PACK[c] for c in cards[:3] if c < 52])
            banco = tuple([PACK[c] for c in cards[3:] if c < 52])
            mask = self._cards_mask(i)
        else:
            try:
                punto = parse_hand(field[base + cols.punto].decode("utf-8", errors="replace"))
                banco = parse_hand(field[base + cols.banco].decode("utf-8", errors="replace"))
            except CardError:
                return False
            if len(punto) < 2 or len(banco) < 2:
                return False
            mask = self.ctx.counter.mask(punto) + self.ctx.counter.mask(banco)
        acc = st.acc + mask
        if acc & self.ctx.counter.high:
            return False
        if st.pending:
            self.scanner.resolve(st, punto[0])
        announced = None
        if cols.result >= 0:
            announced = parse_result(field[base + cols.result].decode())
        flagged = False
        if cols.flagged >= 0:
            flagged = bool(parse_flag(field[base + cols.flagged].decode()))
        st.acc = acc
        st.summary.coups += 1
        coup = Coup(punto, banco)
        if self.formed[i]:
            judged = self.owner.judged(self.p_raw[i], self.b_raw[i], coup)
        self.scanner._judge(
            st,
            self.line + i,
            coup,
            coup_no,
            field[base + cols.time].decode("utf-8", errors="replace") if cols.time >= 0 else "",
            announced,
            flagged,
            None if judged is None else list(judged[0]),
            None if judged is None else judged[1],
        )
        return True

    def _next(self, g: int, row: int) -> int | None:
        """The next row of group g after `row` in this chunk."""
        for a, b in self.runs[g]:
            if row + 1 < b:
                return max(a, row + 1)
        return None

    def _exact(self, g: int, careful: set[int]) -> None:
        """Rows of a shoe whose cards overflow somewhere in this chunk, one by one in order.

        `careful`: the rows of this shoe that are not clean.
        """
        st = self.states[g]
        assert st is not None
        high = self.ctx.counter.high
        for a, b in self.runs[g]:
            for i in range(a, b):
                if i not in careful and not st.pending:
                    acc = st.acc + self._mask(i)
                    if not acc & high:
                        st.acc = acc
                        st.summary.coups += 1
                        continue
                self.scanner._careful(self._row(i), self.line + i)


def chunks(raw: BinaryIO, start: int, end: int, size: int) -> Iterator[tuple[int, bytes]]:
    """(offset, bytes) of whole lines from `start` to `end`, about `size` bytes at a time."""
    raw.seek(start)
    offset = start
    carry = b""
    left = end - start
    while left > 0 or carry:
        block = raw.read(min(size, left)) if left > 0 else b""
        left -= len(block)
        data = carry + block
        cut = data.rfind(b"\n") + 1 if left > 0 else len(data)
        if cut == 0:
            carry = data
            continue
        data, carry = data[:cut], data[cut:]
        yield offset, data
        offset += len(data)
