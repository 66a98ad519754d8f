"""Hypothesis: verification never raises, and the fast path agrees with the careful one."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kiosk.domain.cards import PACK, Card, parse_card
from kiosk.domain.coup import Coup
from kiosk.domain.judge import judge, rebuild
from kiosk.rules.catalog import find_ruleset
from kiosk.verify.findings import Report
from kiosk.verify.handcodes import CODES, CardCounter, HandCache, hand_code
from kiosk.verify.logfile import JsonLinesReader, read_header
from kiosk.verify.scan import Context, Scanner
from kiosk.verify.verifier import verify_logs

pytestmark = pytest.mark.slow

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


class _Rows:
    def __init__(self, rows: list[list[str]]) -> None:
        self.rows = rows
        self.line_num = 1

    def __iter__(self):  # type: ignore[no-untyped-def]
        for row in self.rows:
            self.line_num += 1
            yield row

    def blocks(self):  # type: ignore[no-untyped-def]
        yield ((self.line_num, row) for row in self)


def _scan(rows: list[list[str]], fast: bool = True) -> tuple[Scanner, Report]:
    found = Report(UK.id)
    scanner = Scanner(CTX, "log.csv", read_header(HEADER, "log.csv"), found, fast=fast)
    scanner.run(_Rows(rows))
    scanner.finish(found)
    return scanner, found


@given(rows)
@settings(suppress_health_check=[HealthCheck.too_slow])
def test_arbitrary_rows_never_raise_and_every_row_is_accounted_for(data: list[list[str]]) -> None:
    scanner, found = _scan(data)
    blank = sum(1 for row in data if not row or (len(row) == 1 and not row[0].strip()))
    assert scanner.coups + len(found.invalid) == len(data) - blank
    assert all(1 <= e.line <= len(data) + 1 for e in found.errors)
    assert [e.line for e in found.errors] == sorted(e.line for e in found.errors)
    _, careful = _scan(data, fast=False)
    assert (found.errors, found.invalid, found.shoes) == (
        careful.errors,
        careful.invalid,
        careful.shoes,
    )


@pytest.mark.slow
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


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=6,
)
json_records = st.dictionaries(
    st.sampled_from([*HEADER, "time", "x"]), json_values | field | st.lists(card_text, max_size=3)
)
#: Around a record: nothing, JSON's whitespace, other white space, line ends, more text.
json_margins = st.sampled_from(
    ["", " ", "\t", "\n", "\r\n", "\r", " \n", "\u2028", "\x0b", "x", "{}"]
)


@given(json_margins, json_records | json_values, json_margins)
def test_a_json_line_reads_as_json_loads_reads_it(before: str, record: object, after: str) -> None:
    """The reader takes a line that is one JSON value and its line end without json.loads'
    look around it; every line reads as json.loads reads it, or gets json.loads' complaint."""
    text = before + json.dumps(record) + after
    reader = JsonLinesReader(iter([]))
    try:
        loaded = json.loads(text)
    except ValueError as exc:
        assert reader._row(text) == []
        assert reader.reasons[0] == f"not valid JSON: {exc}"
    else:
        expected = JsonLinesReader(iter([]))
        assert reader._row(text) == expected._fields(loaded)
        assert reader.reasons == expected.reasons


@pytest.mark.slow
@given(hands, hands)
def test_a_verdict_holds_for_every_coup_with_the_same_hand_codes(
    punto: tuple[Card, ...], banco: tuple[Card, ...]
) -> None:
    """The scanner remembers the judge's verdict by hand codes: the codes must decide it."""
    coup = Coup(punto, banco)
    ctx = Context(UK)
    verdict = ctx.judged(punto, banco)
    assert verdict == (tuple(judge(coup, UK.tableau)), coup.winner)
    assert hand_code(punto) < CODES and hand_code(banco) < CODES
    # another coup with the same codes: same point values, other suits
    other = Context(UK)
    swap = {"S": "H", "H": "D", "D": "C", "C": "S"}
    from kiosk.domain.cards import parse_card

    def resuit(hand: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(parse_card(c.rank + swap[c.suit]) for c in hand)

    assert other.judged(resuit(punto), resuit(banco)) == verdict


@given(st.lists(st.tuples(hands, hands), min_size=1, max_size=30))
def test_fast_and_careful_paths_find_the_same(coups: list[tuple[tuple[Card, ...], ...]]) -> None:
    """Rows that take the fast path and the same rows forced onto the careful path agree."""
    rows = [
        ["1", "1", str(n), " ".join(c.code for c in p), " ".join(c.code for c in b), "", ""]
        for n, (p, b) in enumerate(coups * 2, start=1)
    ]
    _, fast = _scan(rows)
    _, careful = _scan(rows, fast=False)
    assert fast.errors == careful.errors
    assert fast.invalid == careful.invalid
    assert fast.shoes == careful.shoes


def _spellings(card: Card) -> list[str]:
    """Every way a log may write a card: `TD`, `td`, `Td`, `tD`, `10D`, `10d`."""
    ranks = [card.rank, card.rank.lower()] + (["10"] if card.rank == "T" else [])
    return sorted({r + s for r in ranks for s in (card.suit, card.suit.lower())})


spelled_hands = st.lists(
    st.tuples(cards, st.integers(min_value=0, max_value=5), st.sampled_from([" ", "  ", "\t"])),
    min_size=2,
    max_size=4,
)


def _written(hand: list[tuple[Card, int, str]]) -> str:
    """A hand as a log may write it: each card in one of its spellings, spaces between."""
    text = ""
    for i, (card, pick, space) in enumerate(hand):
        names = _spellings(card)
        text += ("" if i == 0 else space) + names[pick % len(names)]
    return text


@pytest.mark.slow
@given(
    st.lists(
        st.tuples(st.sampled_from(["1", "2"]), spelled_hands, spelled_hands, st.booleans()),
        min_size=1,
        max_size=30,
    )
)
def test_fast_and_careful_paths_agree_on_every_spelling_of_a_hand(
    coups: list[tuple[str, list[tuple[Card, int, str]], list[tuple[Card, int, str]], bool]],
) -> None:
    """Hands in any spelling a log may use (lower case, `10` for a ten, more than one space or a
    tab between cards, two to four cards) on two interleaved tables, with the call the cards
    make or none: the fast path, which looks a hand up by its text, finds what the careful path
    finds, errors and the cards of each correction included."""
    numbers = {"1": 0, "2": 0}
    rows = []
    for table, punto, banco, called in coups * 2:
        numbers[table] += 1
        winner = Coup(
            tuple(card for card, _, _ in punto), tuple(card for card, _, _ in banco)
        ).winner
        rows.append(
            [
                table,
                "1",
                str(numbers[table]),
                _written(punto),
                _written(banco),
                winner.value if called else "",
                "",
            ]
        )
    _, fast = _scan(rows)
    _, careful = _scan(rows, fast=False)
    assert fast.errors == careful.errors
    assert fast.invalid == careful.invalid
    assert fast.shoes == careful.shoes


TABLEAUS = [UK, find_ruleset("schaanwald")]
SHARED = [Context(ruleset) for ruleset in TABLEAUS]
long_hands = st.lists(cards, min_size=2, max_size=5).map(tuple)
_OTHER_SUIT = {"S": "H", "H": "D", "D": "C", "C": "S"}
_ZERO = "TJQK"


def _twin(card: Card) -> Card:
    """Another card of the same point value: the next suit, and a ten for a court card."""
    rank = _ZERO[(_ZERO.index(card.rank) + 1) % 4] if card.rank in _ZERO else card.rank
    return Card(rank, _OTHER_SUIT[card.suit])


@given(st.sampled_from([0, 1]), long_hands, long_hands)
@settings(max_examples=500)
def test_the_remembered_judge_says_what_the_judge_says(
    which: int, punto: tuple[Card, ...], banco: tuple[Card, ...]
) -> None:
    """The judge's findings are remembered by what it looks at: every coup gets the judge's own,
    also a coup of other cards whose findings come from memory."""
    ctx = SHARED[which]  # shared by every example
    for coup in (Coup(punto, banco), Coup(tuple(map(_twin, punto)), tuple(map(_twin, banco)))):
        assert ctx.judged(coup.punto, coup.banco) == (tuple(judge(coup, ctx.tableau)), coup.winner)


@pytest.mark.slow
@given(st.sampled_from([0, 1]), long_hands, long_hands, st.one_of(st.none(), cards))
@settings(max_examples=1000)
def test_the_remembered_rebuild_deals_what_rebuild_deals(
    which: int, punto: tuple[Card, ...], banco: tuple[Card, ...], next_card: Card | None
) -> None:
    """A rebuilt coup is remembered as which hands draw, and made of the coup's own cards: a coup
    of other cards with the same values is rebuilt from memory as rebuild deals it, whatever
    the hands' lengths."""
    ctx = SHARED[which]
    twin = Coup(tuple(map(_twin, punto)), tuple(map(_twin, banco)))
    for coup, card in ((Coup(punto, banco), next_card), (twin, next_card and _twin(next_card))):
        expected = rebuild(coup, ctx.tableau, card)
        winner = None if expected.coup is None else expected.coup.winner
        found = (expected.coup, expected.used_next_card, winner)
        assert ctx.rebuilt(coup.punto, coup.banco, card) == found


_BY_VALUE = {card.value: card for card in reversed(PACK)}


@pytest.mark.parametrize("order", ["up", "down", "shuffled"])
@pytest.mark.parametrize("ruleset", TABLEAUS, ids=lambda r: r.id)
def test_every_rebuilt_coup_is_remembered_as_rebuild_deals_it(order: str, ruleset: Any) -> None:
    """Every shoe order that rebuild tells apart (the two-card totals, then none, one or two
    more cards of each value), met first in any order: a plan is remembered by the cards it drew,
    so which combination comes first must not change what a later one is rebuilt as."""
    ctx = Context(ruleset)
    values = sorted(_BY_VALUE)
    combinations = [
        (p, b, more)
        for p in values
        for b in values
        for more in [(), *((v,) for v in values), *((v, w) for v in values for w in values)]
    ]
    if order == "down":
        combinations.reverse()
    elif order == "shuffled":
        random.Random(2026).shuffle(combinations)
    ten = _BY_VALUE[0]
    for p, b, more in combinations:
        punto = (_BY_VALUE[p], ten, *(_BY_VALUE[v] for v in more[:1]))
        banco = (_BY_VALUE[b], ten)
        next_card = _BY_VALUE[more[1]] if len(more) > 1 else None
        expected = rebuild(Coup(punto, banco), ruleset.tableau, next_card)
        winner = None if expected.coup is None else expected.coup.winner
        found = ctx.rebuilt(punto, banco, next_card)
        assert found == (expected.coup, expected.used_next_card, winner), (p, b, more)


@pytest.mark.slow
@given(
    st.sampled_from([1, 2, 3, 8]),
    st.lists(st.sampled_from([c.code for c in PACK] + ["10H", "as", "td"]), max_size=6),
    st.lists(st.sampled_from([" ", "  ", "\t"]), min_size=6, max_size=6),
)
@example(8, ["9S", "KH", "4D", "2C"], [" "] * 6)  # the usual notation of an over-draw
@example(1, ["AS", "AS", "AS", "AS"], [" "] * 6)  # more of one card than the packs and one more
@settings(max_examples=500)
def test_a_hand_string_is_read_as_its_cards_say(
    packs: int, codes: list[str], gaps: list[str]
) -> None:
    """Every hand string, whether read whole or as a two-card entry and its third and fourth
    cards, gets its cards' code, their counter units (`CardCounter.mask`) and the cards
    themselves; a string of fewer than two cards is no hand."""
    counter = CardCounter(packs)
    cache = HandCache(counter)
    cache.warm()
    text = "".join(gap + code for gap, code in zip(gaps, codes, strict=False)).lstrip()
    found = cache.entry(text)
    if len(codes) < 2:
        assert found is None
        return
    cards = tuple(parse_card(code) for code in codes)
    assert found == (hand_code(cards), counter.mask(cards), cards)


#: A hand of few kinds of card, some of them named many times over.
crowded_hands = st.lists(
    st.tuples(st.sampled_from(PACK[:3]), st.integers(min_value=1, max_value=300)),
    min_size=2,
    max_size=3,
).map(lambda runs: tuple(card for card, n in runs for _ in range(n)))


_AS, _2S = PACK[0], PACK[1]


@pytest.mark.slow
@given(
    st.integers(min_value=1, max_value=130),
    st.lists(st.tuples(crowded_hands, crowded_hands), min_size=1, max_size=12),
)
@example(  # a full count, then two hands of more than the packs each
    100, [((_AS,) * 50, (_AS,) * 50), ((_AS,) * 200, (_AS,) * 200 + (_2S,))]
)
@settings(max_examples=150)
def test_the_card_counter_says_exactly_when_a_card_is_beyond_the_packs(
    packs: int, coups: list[tuple[tuple[Card, ...], tuple[Card, ...]]]
) -> None:
    """A shoe's counts take each coup's hands as the scanner adds them (their masks, read from
    the hand strings); a coup is beyond the packs exactly when a card's count would exceed
    them, and is then not counted, however many copies of a card its hands name."""
    counter = CardCounter(packs)
    hands = HandCache(counter)
    acc, counts = counter.start, dict.fromkeys(PACK, 0)
    for punto, banco in coups:
        masks = [hands.entry(" ".join(card.code for card in hand)) for hand in (punto, banco)]
        assert masks[0] is not None and masks[1] is not None
        after = acc + masks[0][1] + masks[1][1]
        added = {card: counts[card] + (punto + banco).count(card) for card in set(punto + banco)}
        beyond = any(n > packs for n in added.values())
        assert bool(after & counter.high) == beyond
        assert counter.too_many(after) == [
            card for card in PACK if added.get(card, counts[card]) > packs
        ]
        if not beyond:
            acc = after
            counts.update(added)
            assert all(counter.count(acc, card) == counts[card] for card in PACK[:3])
