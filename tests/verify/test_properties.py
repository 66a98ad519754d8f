"""Hypothesis: verification never raises, and the fast path agrees with the careful one."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiosk.domain.cards import PACK, Card
from kiosk.domain.coup import Coup
from kiosk.domain.judge import judge
from kiosk.rules.catalog import find_ruleset
from kiosk.verify.handcodes import CODES, FAST_CODES, SHORT, hand_code, verdict, verdict_table
from kiosk.verify.logfile import read_header
from kiosk.verify.scan import Context, Scanner
from kiosk.verify.verifier import verify_logs

UK = find_ruleset("uk-2000")
CTX = Context(UK)
HEADER = ["table", "shoe", "coup", "punto", "banco", "result", "flagged"]

cards = st.sampled_from(PACK)
hands = st.lists(cards, min_size=2, max_size=4).map(tuple)
card_text = st.one_of(
    st.sampled_from([c.code for c in PACK] + ["10H", "as", "1S", "ZZ", ""]), st.text(max_size=3)
)
field = st.one_of(
    st.text(max_size=6),
    st.lists(card_text, max_size=5).map(" ".join),
    st.sampled_from(["", "1", "yes", "P", "banco", "tie", "TRUE"]),
)
rows = st.lists(st.lists(field, min_size=0, max_size=9), max_size=25)


def _scan(rows: list[list[str]]) -> Scanner:
    scanner = Scanner(CTX, "log.csv", read_header(HEADER, "log.csv"), line_offset=1)

    class Rows:
        line_num = 0

        def __iter__(self):  # type: ignore[no-untyped-def]
            for row in rows:
                self.line_num += 1
                yield row

    scanner.run(Rows())
    scanner.finish()
    return scanner


@given(rows)
@settings(suppress_health_check=[HealthCheck.too_slow])
def test_arbitrary_rows_never_raise_and_every_row_is_accounted_for(data: list[list[str]]) -> None:
    scanner = _scan(data)
    blank = sum(1 for row in data if not row or (len(row) == 1 and not row[0].strip()))
    assert scanner.coups + len(scanner.invalid) == len(data) - blank
    assert all(1 <= e.line <= len(data) + 1 for e in scanner.errors)


@given(
    st.lists(
        st.dictionaries(
            st.sampled_from([*HEADER, "x"]),
            st.one_of(
                st.none(),
                st.booleans(),
                st.integers(),
                st.floats(),
                field,
                st.lists(card_text, max_size=4),
            ),
        ),
        max_size=10,
    )
)
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_arbitrary_json_lines_never_raise(records: list[dict[str, object]]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "log.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        report = verify_logs([path], UK)
    assert report.data_rows == len(records)


@given(hands, hands)
def test_verdict_table_agrees_with_judge(punto: tuple[Card, ...], banco: tuple[Card, ...]) -> None:
    coup = Coup(punto, banco)
    table = verdict_table(UK.tableau)
    p, b = min(hand_code(punto), SHORT), min(hand_code(banco), SHORT)
    clean = table[p * FAST_CODES + b] != 0
    assert clean == (judge(coup, UK.tableau) == [])
    assert verdict(hand_code(punto), hand_code(banco), UK.tableau) == table[p * FAST_CODES + b]
    assert hand_code(punto) < CODES


@given(st.lists(st.tuples(hands, hands), min_size=1, max_size=30))
def test_fast_and_careful_paths_find_the_same(coups: list[tuple[tuple[Card, ...], ...]]) -> None:
    """Rows that take the fast path and the same rows forced onto the careful path agree."""
    text = io.StringIO()
    writer = csv.writer(text)
    rows = [
        ["1", "1", str(n), " ".join(c.code for c in p), " ".join(c.code for c in b), "", ""]
        for n, (p, b) in enumerate(coups, start=1)
    ]
    fast = _scan(rows)
    careful = Scanner(CTX, "log.csv", read_header(HEADER, "log.csv"), line_offset=1)
    for line, row in enumerate(rows, start=2):
        careful._careful(row, line)
    careful.finish()
    assert fast.errors == careful.errors
    assert fast.invalid == careful.invalid
    assert fast.coups == careful.coups
    del writer
