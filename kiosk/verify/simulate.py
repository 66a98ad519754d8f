"""Realistic coup logs with planted dealing errors: for demos, tests and training material.

Each table deals real shuffled shoes of the house (packs, cut card, burn) per its tableau; a
coup gets a planted error with probability `misdeal_rate`. The planted errors come back with the
log (`write_log`), so a test can check that the verifier finds exactly them.
"""

from __future__ import annotations

import csv
import heapq
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TextIO

from kiosk.domain.cards import Card, format_cards
from kiosk.domain.coup import Winner
from kiosk.domain.judge import ErrorKind, Hand
from kiosk.domain.plant import (
    BANCO_PLANTS,
    MAX_PLANTED_CARDS,
    PUNTO_PLANTS,
    Plant,
    deal_planted,
    plan,
    possible_plants,
)
from kiosk.domain.shoe import Shoe
from kiosk.rules.model import Ruleset
from kiosk.verify.logfile import LogFormat

# CSV columns of a simulated log, in order.
COLUMNS = ("table", "shoe", "coup", "time", "punto", "banco", "result", "flagged")
# Share of planted drawing errors that were brought to management before the next coup.
FLAGGED_SHARE = 0.3
# Share of planted coups that get a second error (on the other hand, or a wrong call).
SECOND_ERROR_SHARE = 0.25
START = datetime(2026, 3, 14, 20, 0, 0)


@dataclass(frozen=True, slots=True)
class LogRecord:
    table: str
    shoe: str
    coup: int
    time: str
    punto: tuple[Card, ...]
    banco: tuple[Card, ...]
    result: Winner
    flagged: bool
    plants: frozenset[Plant]


@dataclass(frozen=True, slots=True)
class PlantedError:
    """One planted error as the verifier should report it."""

    line: int
    table: str
    shoe: str
    coup: str
    kind: ErrorKind
    hand: Hand | None
    plant: Plant
    flagged: bool


def _table_records(
    ruleset: Ruleset, table: str, coups: int, misdeal_rate: float, seed: int
) -> Iterator[LogRecord]:
    rng = random.Random(f"{seed}:{table}")
    tableau = ruleset.tableau
    time = START + timedelta(seconds=rng.randrange(600))
    dealt = 0
    shoe_no = 0
    while dealt < coups:
        shoe_no += 1
        shoe = Shoe.from_spec(ruleset.shoe, rng=rng)
        number = 0
        while dealt < coups and shoe.can_start_coup:
            number += 1
            dealt += 1
            time += timedelta(seconds=rng.randrange(35, 75))
            planted = None
            if shoe.remaining >= MAX_PLANTED_CARDS and rng.random() < misdeal_rate:
                planted = deal_planted(shoe, tableau, _choose(shoe, ruleset, rng), rng)
            if planted is None:
                coup = shoe.deal_coup(tableau)
                result, plants = coup.winner, frozenset[Plant]()
            else:
                coup, result, plants = planted.coup, planted.announced, planted.plants
            flagged = bool(plants - {Plant.WRONG_CALL}) and rng.random() < FLAGGED_SHARE
            yield LogRecord(
                table,
                str(shoe_no),
                number,
                time.isoformat(),
                coup.punto,
                coup.banco,
                result,
                flagged,
                plants,
            )


def _choose(shoe: Shoe, ruleset: Ruleset, rng: random.Random) -> set[Plant]:
    """One applicable plant, sometimes with a second one on the other hand or a wrong call."""
    cards = shoe.peek(MAX_PLANTED_CARDS)
    options = possible_plants(cards, ruleset.tableau)
    chosen = {rng.choice(options)}
    if rng.random() < SECOND_ERROR_SHARE:
        first = next(iter(chosen))
        others = PUNTO_PLANTS if first in BANCO_PLANTS else BANCO_PLANTS
        seconds = [p for p in (*others, Plant.WRONG_CALL) if p not in chosen]
        rng.shuffle(seconds)
        for second in seconds:
            if plan(cards, ruleset.tableau, chosen | {second}) is not None:
                chosen.add(second)
                break
    return chosen


def simulate(
    ruleset: Ruleset, coups: int, misdeal_rate: float, seed: int, tables: int = 1
) -> Iterator[LogRecord]:
    """`coups` coups over `tables` tables; rows of several tables interleave by time."""
    names = [f"PB{n}" for n in range(1, tables + 1)]
    share = [coups // tables + (1 if i < coups % tables else 0) for i in range(tables)]
    streams = (
        _table_records(ruleset, name, n, misdeal_rate, seed)
        for name, n in zip(names, share, strict=True)
    )
    return heapq.merge(*streams, key=lambda record: record.time)


def _planted(record: LogRecord, line: int) -> list[PlantedError]:
    order = {Hand.PUNTO: 0, Hand.BANCO: 1, None: 2}
    return [
        PlantedError(
            line, record.table, record.shoe, str(record.coup), p.kind, p.hand, p, record.flagged
        )
        for p in sorted(record.plants, key=lambda p: order[p.hand])
    ]


def write_log(records: Iterator[LogRecord], out: TextIO, fmt: LogFormat) -> list[PlantedError]:
    """Write the records as CSV (with header) or JSON Lines; returns the planted errors."""
    planted: list[PlantedError] = []
    if fmt is LogFormat.CSV:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(COLUMNS)
        line = 1
        for r in records:
            line += 1
            writer.writerow(
                (
                    r.table,
                    r.shoe,
                    r.coup,
                    r.time,
                    format_cards(r.punto),
                    format_cards(r.banco),
                    r.result.value,
                    "yes" if r.flagged else "no",
                )
            )
            if r.plants:
                planted += _planted(r, line)
        return planted
    for line, r in enumerate(records, start=1):
        record = {
            "table": r.table,
            "shoe": r.shoe,
            "coup": r.coup,
            "time": r.time,
            "punto": [c.code for c in r.punto],
            "banco": [c.code for c in r.banco],
            "result": r.result.value,
            "flagged": r.flagged,
        }
        out.write(json.dumps(record) + "\n")
        if r.plants:
            planted += _planted(r, line)
    return planted
