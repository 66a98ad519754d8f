"""A simulated log with planted errors of every kind: the verifier finds exactly them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from kiosk.domain.judge import judge
from kiosk.domain.plant import MAX_PLANTED_CARDS, Plant, deal_planted, plan, possible_plants
from kiosk.domain.shoe import Shoe
from kiosk.rules.model import Ruleset
from kiosk.verify.findings import Report
from kiosk.verify.logfile import LogFormat
from kiosk.verify.simulate import LogRecord, PlantedError, simulate, write_log
from kiosk.verify.verifier import verify_logs


def _write(
    tmp_path: Path, ruleset: Ruleset, fmt: LogFormat, **kw: int | float
) -> tuple[Path, list[PlantedError], list[LogRecord]]:
    records = list(simulate(ruleset, **kw))  # type: ignore[arg-type]
    path = tmp_path / f"log.{fmt.value}"
    with path.open("w", encoding="utf-8", newline="") as out:
        planted = write_log(iter(records), out, fmt)
    return path, planted, records


def _found(report: Report) -> list[tuple[int, str, str | None]]:
    return [(e.line, e.kind.value, e.hand and e.hand.value) for e in report.errors]


def _expected(planted: list[PlantedError]) -> list[tuple[int, str, str | None]]:
    return [(p.line, p.kind.value, p.hand and p.hand.value) for p in planted]


@pytest.fixture(scope="module")
def simulated(
    tmp_path_factory: pytest.TempPathFactory, uk: Ruleset
) -> tuple[Path, list[PlantedError], list[LogRecord]]:
    tmp = tmp_path_factory.mktemp("sim")
    return _write(tmp, uk, LogFormat.CSV, coups=3000, misdeal_rate=0.08, seed=11, tables=3)


@pytest.mark.slow
def test_finds_exactly_the_planted_errors(
    simulated: tuple[Path, list[PlantedError], list[LogRecord]], uk: Ruleset
) -> None:
    path, planted, records = simulated
    report = verify_logs([path], uk)
    assert report.invalid == [] and report.coups == 3000
    assert _found(report) == _expected(planted)
    assert [e.stands for e in report.errors] == [
        p.kind.value != "wrong-call" and not p.flagged for p in planted
    ]
    # every kind of plant was made, with and without the flag
    assert {p.plant for p in planted} == set(Plant)
    assert {p.flagged for p in planted if p.plant is not Plant.WRONG_CALL} == {True, False}
    # the clean coups include naturals and coups where punto stood
    clean = [r for r in records if not r.plants]
    assert any(len(r.punto) == 2 and len(r.banco) == 2 for r in clean)
    assert any(len(r.punto) == 2 and len(r.banco) == 3 for r in clean)


@pytest.mark.slow
def test_known_corrections_match_the_shoe(
    simulated: tuple[Path, list[PlantedError], list[LogRecord]], uk: Ruleset
) -> None:
    """A rebuilt coup is exactly what the tableau deals from the shoe's cards."""
    path, _, _ = simulated
    report = verify_logs([path], uk)
    known = [e for e in report.errors if e.correct is not None and e.kind.value != "wrong-call"]
    assert known and any(e.used_next_card for e in known)
    assert all(judge(e.correct, uk.tableau) == [] for e in known if e.correct is not None)


@pytest.mark.slow
def test_csv_and_jsonl_give_the_same_result(tmp_path: Path, corrected: Ruleset) -> None:
    kw = {"coups": 1500, "misdeal_rate": 0.1, "seed": 5, "tables": 2}
    csv_path, planted, _ = _write(tmp_path, corrected, LogFormat.CSV, **kw)
    json_path, _, _ = _write(tmp_path, corrected, LogFormat.JSONL, **kw)
    by_csv, by_json = verify_logs([csv_path], corrected), verify_logs([json_path], corrected)
    assert [(e.line - 1, e.kind, e.hand, e.correct, e.stands) for e in by_csv.errors] == [
        (e.line, e.kind, e.hand, e.correct, e.stands) for e in by_json.errors
    ]
    assert by_csv.coups == by_json.coups == 1500
    assert len(by_csv.errors) == len(planted)


@pytest.mark.parametrize("plant", list(Plant))
def test_deal_planted_makes_one_coup_with_the_chosen_error(uk: Ruleset, plant: Plant) -> None:
    rng = random.Random(3)
    shoe = Shoe.from_spec(uk.shoe, rng=rng)
    while plant not in possible_plants(shoe.peek(MAX_PLANTED_CARDS), uk.tableau):
        shoe.deal_coup(uk.tableau)
    before = shoe.dealt
    dealt = deal_planted(shoe, uk.tableau, plant, rng)
    assert dealt is not None and shoe.dealt - before == dealt.cards_used
    errors = judge(dealt.coup, uk.tableau)
    if plant is Plant.WRONG_CALL:
        assert errors == [] and dealt.announced is not dealt.coup.winner
    else:
        assert [(e.kind, e.hand) for e in errors] == [(plant.kind, plant.hand)]


def test_deal_planted_deals_nothing_when_the_cards_do_not_allow_it(uk: Ruleset) -> None:
    shoe = Shoe.from_spec(uk.shoe, seed=1)
    allowed = possible_plants(shoe.peek(MAX_PLANTED_CARDS), uk.tableau)
    impossible = next(p for p in Plant if p not in allowed)
    assert plan(shoe.peek(MAX_PLANTED_CARDS), uk.tableau, {impossible}) is None
    assert deal_planted(shoe, uk.tableau, impossible, random.Random(1)) is None
    assert shoe.dealt == len(shoe.burned)
