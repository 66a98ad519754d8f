"""Exam results are append-only and hash-chained: edits and deletions are found."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from kiosk.records.chain import ChainProblem
from kiosk.records.location import open_store
from kiosk.records.store import DB_FILE, SqlStore
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam


def _three_results(tmp_path: Path, clock: FakeClock) -> None:
    store = open_store(tmp_path, clock=clock)
    t = store.add_trainee("Anna", "1")
    for wrong in (1, 0, 2):
        take_exam(store, clock, t.id, right=10, wrong=wrong)
    assert store.verify_chain() == []
    store.close()


def _tamper(tmp_path: Path, *statements: str) -> list[ChainProblem]:
    conn = sqlite3.connect(tmp_path / DB_FILE)
    conn.execute("DROP TRIGGER exam_results_no_update")
    conn.execute("DROP TRIGGER exam_results_no_delete")
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()
    store = open_store(tmp_path)
    try:
        return store.verify_chain()
    finally:
        store.close()


def test_results_link_to_each_other(store: SqlStore, clock: FakeClock) -> None:
    t = store.add_trainee("Anna")
    first = take_exam(store, clock, t.id)
    second = take_exam(store, clock, t.id, wrong=0)
    assert first.prev_hash == "0" * 64
    assert second.prev_hash == first.hash
    assert len(second.hash) == 64 and second.hash != first.hash
    assert second.draft.passed and not first.draft.passed
    assert store.exam_result(2) == second


@pytest.mark.slow
def test_the_database_refuses_changes(store: SqlStore, clock: FakeClock) -> None:
    t = store.add_trainee("Anna")
    take_exam(store, clock, t.id)
    for sql in ("UPDATE exam_results SET passed = 1", "DELETE FROM exam_results"):
        with pytest.raises(store.db.errors, match="append-only"):
            store.db.run(lambda db, sql=sql: db.execute(sql))
    assert store.verify_chain() == []


@pytest.mark.slow
def test_an_edited_score_is_found(tmp_path: Path, clock: FakeClock) -> None:
    _three_results(tmp_path, clock)
    problems = _tamper(tmp_path, "UPDATE exam_results SET passed = 1, correct = 12 WHERE id = 1")
    assert problems == [ChainProblem(1, "edited")]


@pytest.mark.slow
def test_an_edited_exam_answer_is_found(tmp_path: Path, clock: FakeClock) -> None:
    _three_results(tmp_path, clock)
    conn = sqlite3.connect(tmp_path / DB_FILE)
    session = conn.execute("SELECT session_id FROM exam_results WHERE id = 3").fetchone()[0]
    conn.execute(
        "UPDATE answers SET correct = 1, given = expected WHERE session_id = ?", (session,)
    )
    conn.commit()
    conn.close()
    store = open_store(tmp_path)
    assert store.verify_chain() == [ChainProblem(3, "edited")]
    store.close()


@pytest.mark.slow
def test_a_rehashed_record_breaks_the_next_link(tmp_path: Path, clock: FakeClock) -> None:
    _three_results(tmp_path, clock)
    problems = _tamper(
        tmp_path, "UPDATE exam_results SET hash = 'f' || substr(hash, 2) WHERE id = 2"
    )
    assert ChainProblem(2, "edited") in problems and ChainProblem(3, "relinked") in problems


@pytest.mark.slow
def test_a_deleted_record_is_found(tmp_path: Path, clock: FakeClock) -> None:
    _three_results(tmp_path, clock)
    assert _tamper(tmp_path, "DELETE FROM exam_results WHERE id = 2") == [
        ChainProblem(2, "deleted")
    ]
