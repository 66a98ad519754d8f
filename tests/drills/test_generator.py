"""The item generator of certification exams: an exam's items from its seed alone, by algorithms
of our own, the same on the kiosk and for the notary."""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter

import pytest

from kiosk.domain.ids import ItemKey
from kiosk.drills import acceptance
from kiosk.drills.acceptance import TRAINED_RULES, AcceptanceDrill
from kiosk.drills.exam import ExamRun
from kiosk.drills.generator import SealedRandom, house_draws
from kiosk.drills.session import SessionState
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.exams import load_exam
from kiosk.rules.loader import load_ruleset
from tests.notary.conftest import BERN_EXAM

SEED = "00" * 32


def test_the_bits_are_hmac_sha256_of_the_seed_over_a_counter() -> None:
    key = bytes.fromhex(SEED)
    first = hmac.new(key, (0).to_bytes(8, "big"), hashlib.sha256).digest()
    second = hmac.new(key, (1).to_bytes(8, "big"), hashlib.sha256).digest()
    drawn = SealedRandom(SEED)
    assert drawn.getrandbits(32) == int.from_bytes(first[:4], "big")
    assert drawn.getrandbits(224) == int.from_bytes(first[4:], "big")
    assert drawn.getrandbits(8) == second[0]


def test_the_draws_of_version_1_stay_what_they_are() -> None:
    drawn = SealedRandom(SEED)
    assert [drawn.randint(0, 9) for _ in range(12)] == [3, 7, 5, 1, 8, 0, 9, 2, 8, 8, 8, 4]
    order = list(range(10))
    SealedRandom("ab" * 32).shuffle(order)
    assert order == [2, 4, 8, 7, 3, 9, 0, 6, 5, 1]


def test_each_value_is_as_likely() -> None:
    drawn = SealedRandom(SEED)
    counts = Counter(drawn.randrange(3) for _ in range(3000))
    assert sorted(counts) == [0, 1, 2] and all(800 < n < 1200 for n in counts.values())
    assert all(0.0 <= drawn.random() < 1.0 for _ in range(1000))


def test_choices_sample_and_shuffle_keep_to_their_population() -> None:
    drawn = SealedRandom(SEED)
    assert set(drawn.choices("abc", [1, 0, 1], k=200)) == {"a", "c"}
    picked = drawn.sample(range(20), 20)
    assert sorted(picked) == list(range(20))
    assert sorted(drawn.sample(["x", "y"], 3, counts=[2, 1])) == ["x", "x", "y"]
    with pytest.raises(ValueError):
        drawn.sample(range(3), 4)
    assert drawn.randrange(10, 20, 5) in (10, 15)


def test_a_seed_is_long_hex() -> None:
    for bad in ("", "zz" * 32, "00" * 8):
        with pytest.raises(ValueError, match="at least 32 hex digits"):
            SealedRandom(bad)
    with pytest.raises(NotImplementedError):
        SealedRandom(SEED).getstate()


def _items(seed: str) -> list[str]:
    """Every item of the Bern exam drawn from `seed`, each answered right."""
    run = ExamRun(
        load_exam(BERN_EXAM), load_ruleset(ruleset_files()["bern"]), rng=SealedRandom(seed)
    )
    run.start()
    shown: list[str] = []
    while run.state is SessionState.QUESTION and run.task is not None:
        task = run.task
        shown.append(f"{task.key} {getattr(task, 'prompt', None)!r} {task.solution()!r}")
        while run.task is task and run.state is SessionState.QUESTION:
            run.answer(task.solution())
    return shown


@pytest.mark.slow
def test_an_exam_s_items_are_a_function_of_its_seed() -> None:
    first = _items("11" * 32)
    assert len(first) == load_exam(BERN_EXAM).items
    assert _items("11" * 32) == first
    assert _items("22" * 32) != first


@pytest.mark.slow
def test_the_items_a_house_offers_do_not_hang_on_what_was_drawn_before() -> None:
    """Which items a house's rules can produce is found with draws of its own, never the exam's:
    the items of a seed are the same in a fresh process (empty caches) and after other exams."""
    first = _items("33" * 32)
    _items("44" * 32)
    acceptance._REACHABLE.clear()
    assert _items("33" * 32) == first
    ruleset = load_ruleset(ruleset_files()["bern"])
    fresh = AcceptanceDrill(ruleset)
    assert fresh.keys() == tuple(
        ItemKey.of("accept", t)
        for t in ("accept", *(rule.value for rule in TRAINED_RULES))
        if fresh._find(t, house_draws()) is not None
    )
