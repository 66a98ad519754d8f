"""Sealed exam attempts: every attack of someone who can write the kiosk user's files (the
database and the head file) but has not the examiner's code is reported by verify."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest

from kiosk.records.location import open_store
from kiosk.records.model import RecordsError
from kiosk.records.seal import (
    HEAD_FILE,
    Kind,
    Reason,
    SealBook,
    Signer,
    attempt_words,
    draft_facts,
    seal_decision,
)
from kiosk.records.store import DB_FILE, SqlStore
from tests.records.conftest import FakeClock
from tests.records.helpers import sealed_exam, signer, sqlite_only, take_exam


@pytest.fixture
def key() -> Signer:
    return signer()


def keys(s: Signer) -> dict[str, bytes]:
    return {s.key_id: s.public_key}


def _raw(tmp_path: Path) -> sqlite3.Connection:
    """What an attacker with the kiosk user's files uses: sqlite3, triggers dropped."""
    conn = sqlite3.connect(tmp_path / DB_FILE, isolation_level=None)
    for trigger in (
        "exam_results_no_update",
        "exam_results_no_delete",
        "seals_no_update",
        "seals_no_delete",
    ):
        conn.execute(f"DROP TRIGGER IF EXISTS {trigger}")
    return conn


def _copy(source: sqlite3.Connection, target: sqlite3.Connection) -> None:
    source.backup(target)


def _texts(store: SqlStore, key: Signer) -> list[str]:
    return [p.text for p in SealBook(store).verify(keys(key))]


def test_sealed_exams_verify_intact(store: SqlStore, clock: FakeClock, key: Signer) -> None:
    t = store.add_trainee("Anna", "1042")
    _result, entry = sealed_exam(store, clock, key, t.id)
    sealed_exam(store, clock, key, t.id, right=5, wrong=5)
    assert SealBook(store).verify(keys(key)) == []
    assert entry.data["trainee"] == {"id": t.id, "name": "Anna", "badge": "1042"}
    assert entry.data["score"]["correct"] == 10 and entry.data["outcome"] == "passed"
    assert len(entry.data["answers"]) == 10
    assert len(entry.code) == 19 and SealBook(store).by_code(entry.code.lower()) == entry
    # another key does not vouch for them
    assert SealBook(store).verify(keys(signer()))


def test_resealing_an_edited_result_with_sqlite_and_hashlib_is_detected(
    tmp_path: Path, store: SqlStore, clock: FakeClock, key: Signer
) -> None:
    sqlite_only(store)
    t = store.add_trainee("Anna", "1042")
    result, entry = sealed_exam(store, clock, key, t.id, right=5, wrong=5)
    assert not entry.data["score"]["passed"]
    conn = _raw(tmp_path)
    # turn the fail into a pass everywhere: answers, result row, seal payload, hash and head
    conn.execute("UPDATE answers SET given = expected, correct = 1")
    conn.execute("UPDATE exam_results SET correct = 10, passed = 1 WHERE id = ?", (result.id,))
    payload = json.loads(entry.payload)
    payload["answers"] = [
        [d, k, e, e, True, ms, item] for d, k, e, _, _, ms, item in payload["answers"]
    ]
    payload["score"].update(correct=10, passed=True, red_lines=[])
    payload["outcome"] = "passed"
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(text.encode()).hexdigest()
    conn.execute("UPDATE seals SET payload = ?, hash = ? WHERE id = ?", (text, digest, entry.seq))
    conn.close()
    head = tmp_path / HEAD_FILE
    data = json.loads(head.read_text())
    head.write_text(json.dumps({**data, "hash": digest}))
    problems = _texts(store, key)
    assert any("signature" in p for p in problems), problems


def test_deleting_reordering_appending_and_the_head(
    tmp_path: Path, store: SqlStore, clock: FakeClock, key: Signer
) -> None:
    sqlite_only(store)
    t = store.add_trainee("Anna", "1042")
    for _ in range(3):
        sealed_exam(store, clock, key, t.id, right=5, wrong=5)
    saved_head = (tmp_path / HEAD_FILE).read_text()
    sealed_exam(store, clock, key, t.id)
    assert _texts(store, key) == []
    head = tmp_path / HEAD_FILE

    # the newest entry deleted: the head still names it
    backup = sqlite3.connect(":memory:")
    _copy(store.db.conn, backup)
    conn = _raw(tmp_path)
    conn.execute("DELETE FROM seals WHERE id = (SELECT MAX(id) FROM seals)")
    conn.close()
    assert any("was deleted" in p for p in _texts(store, key))

    # a middle entry deleted
    _copy(backup, store.db.conn)
    conn = _raw(tmp_path)
    conn.execute("DELETE FROM seals WHERE id = 3")
    conn.close()
    assert any("Sealed entry 3 was deleted" in p for p in _texts(store, key))

    # two entries swapped
    _copy(backup, store.db.conn)
    conn = _raw(tmp_path)
    rows = conn.execute(
        "SELECT id, kind, attempt_id, payload, hash, key_id, signature, code "
        "FROM seals WHERE id IN (2, 4) ORDER BY id"
    ).fetchall()
    for (a, *_), (_, *rest) in zip(rows, reversed(rows), strict=True):
        conn.execute(
            "UPDATE seals SET kind = ?, attempt_id = ?, payload = ?, hash = ?, "
            "key_id = ?, signature = ?, code = ? WHERE id = ?",
            (*rest, a),
        )
    conn.close()
    assert any("moved" in p or "no longer follows" in p for p in _texts(store, key))

    # a pass appended without the examiner
    _copy(backup, store.db.conn)
    take_exam(store, clock, t.id, right=10, wrong=0)
    assert any("no examiner's seal" in p for p in _texts(store, key))

    # the head: missing, lagging (an older real head put back), forged
    _copy(backup, store.db.conn)
    assert _texts(store, key) == []
    head.unlink()
    assert any("missing" in p for p in _texts(store, key))
    head.write_text(saved_head)
    assert any("lags" in p for p in _texts(store, key))
    head.write_text(
        json.dumps({"seq": 8, "hash": "0" * 64, "key": key.key_id, "signature": "00" * 64})
    )
    assert any("signature" in p for p in _texts(store, key))


def test_swapping_trainee_names_is_detected(store: SqlStore, clock: FakeClock, key: Signer) -> None:
    sqlite_only(store)
    anna = store.add_trainee("Anna", "1042")
    bert = store.add_trainee("Bert", "1043")
    sealed_exam(store, clock, key, anna.id)
    sealed_exam(store, clock, key, bert.id, right=5, wrong=5)
    store.db.conn.execute(
        "UPDATE trainees SET name = 'Bert', badge = NULL WHERE id = ?", (anna.id,)
    )
    store.db.conn.execute(
        "UPDATE trainees SET name = 'Anna', badge = '1042' WHERE id = ?", (bert.id,)
    )
    store.db.conn.execute("UPDATE trainees SET badge = '1043' WHERE id = ?", (anna.id,))
    assert sum("renamed or swapped" in p for p in _texts(store, key)) == 2


def test_verify_recomputes_the_score_from_the_answers(
    store: SqlStore, clock: FakeClock, key: Signer
) -> None:
    """Even a seal made with the key must hold a score that follows from its answers."""
    t = store.add_trainee("Anna")
    result = take_exam(store, clock, t.id, right=5, wrong=5)
    book = SealBook(store)
    facts = draft_facts(result.draft)
    attempt = book.begin(key, t.id, result.draft.session_id, facts, result.draft.started)
    lying = type(result)(result.id, _pass(result.draft), "", "", "")
    book.finish(key, attempt, lying, facts)
    problems = _texts(store, key)
    assert any("does not follow from its answers" in p for p in problems)


def _pass(draft):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    return replace(draft, correct=draft.total, passed=True, red_line_failures=())


def test_interrupted_void_and_new_attempt_are_sealed(
    store: SqlStore, clock: FakeClock, key: Signer
) -> None:
    t = store.add_trainee("Anna")
    book = SealBook(store)
    sid = store.start_session(t.id, "exam:bern", "exam", "bern", "f00d", "en")
    facts = {"id": "bern", "pass_mark": 0.9}
    attempt = book.begin(key, t.id, sid, facts, clock.now)
    book.interrupt(key, attempt, Reason.IDLE, clock.now)
    book.decide(key, attempt, Kind.NEW_ATTEMPT, "fire alarm")
    seen = book.attempt(attempt)
    assert seen is not None and seen.status.value == "interrupted" and seen.reason == "idle"
    assert seen.new_attempt_allowed and not seen.voided
    assert [e.kind for e in book.entries()] == ["start", "interrupted", "new-attempt"]
    assert _texts(store, key) == []
    result, _ = sealed_exam(store, clock, key, t.id)
    done = next(a for a in book.attempts() if a.result_id == result.id)
    book.decide(key, done.id, Kind.VOID, "  candidate\u202e used notes ")
    assert book.attempt(done.id).voided  # type: ignore[union-attr]
    assert book.entries()[-1].data["reason"] == "candidate used notes"
    assert _texts(store, key) == []


EXAM_CHILD = """
import sys, time
from pathlib import Path
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from kiosk.records.seal import SealBook, Signer
from kiosk.records.model import utc_now
from kiosk.records.location import open_store

key = Signer(Ed25519PrivateKey.from_private_bytes(bytes.fromhex(sys.argv[2])))
store = open_store(Path(sys.argv[1]))
trainee = store.add_trainee("Anna", "1042")
sid = store.start_session(trainee.id, "exam:bern", "exam", "bern", "f00d", "en")
attempt = SealBook(store).begin(key, trainee.id, sid, {"id": "bern", "pass_mark": 0.9}, utc_now())
from kiosk.records.store import stored_answer
store.add_answer(sid, stored_answer("banco", "banco:1:stood", "draw", "stand", False, 900))
print(attempt, flush=True)
time.sleep(60)
"""


def test_a_killed_exam_is_sealed_as_interrupted_at_the_next_start(tmp_path: Path) -> None:
    """kill -9 mid-exam: the failing attempt cannot disappear; it ends as interrupted."""
    import os
    import signal
    import subprocess
    import sys

    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

    private = Ed25519PrivateKey.generate()
    key = Signer(private)
    raw = private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption()).hex()
    child = subprocess.Popen(
        [sys.executable, "-c", EXAM_CHILD, str(tmp_path), raw],
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONPATH=os.getcwd()),
    )
    try:
        assert child.stdout is not None
        attempt = int(child.stdout.readline())
        store = open_store(tmp_path)
        book = SealBook(store)
        assert book.close_dead(key) == []  # still running: left alone
        assert book.attempt(attempt).status.value == "open"  # type: ignore[union-attr]
        assert not book.attempt(attempt).program_gone  # type: ignore[union-attr]
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
        if child.stdout is not None:
            child.stdout.close()
    assert book.attempt(attempt).program_gone  # type: ignore[union-attr]
    assert book.close_dead(key) == [attempt]
    ended = book.attempt(attempt)
    assert ended is not None and ended.status.value == "interrupted" and ended.reason == "crash"
    last = book.entries()[-1]
    assert last.kind == "interrupted" and last.data["answers"][0][3] == "stand"
    assert _texts(store, key) == []
    # the end cannot be removed without it being reported
    conn = _raw(tmp_path)
    conn.execute("DELETE FROM seals WHERE kind = 'interrupted'")
    conn.close()
    assert any("lost its sealed end" in p or "deleted" in p for p in _texts(store, key))
    store.close()


def test_results_from_before_sealing_stay_readable_and_are_named(
    tmp_path: Path, clock: FakeClock, capsys: pytest.CaptureFixture[str], examiner: str
) -> None:
    """Records of an earlier kiosk (schema 3) are migrated: their results are kept, checked by
    their hash chain, and named as unsealed; a result added later without a seal is not."""
    from kiosk.cli import main

    data = tmp_path / "data"
    old = open_store(data, clock=clock)
    anna = old.add_trainee("Anna", "1042")
    take_exam(old, clock, anna.id)
    take_exam(old, clock, anna.id)
    old.close()
    # as an earlier kiosk left them: schema 3, without the tables sealing added
    conn = sqlite3.connect(data / DB_FILE, isolation_level=None)
    for table in (
        "session_owners",
        "attempts",
        "seals",
        "seal_meta",
        "answer_days",
        "kiosk_contacts",
        "practical_sessions",
    ):
        conn.execute(f"DROP TABLE {table}")
    conn.execute("DROP TRIGGER answers_count_day")  # and what later versions added
    conn.execute("DROP INDEX group_members_by_trainee")
    conn.execute("UPDATE schema_version SET version = 3")
    conn.close()
    args = ["records", "--data-dir", str(data), "verify"]
    assert main(args) == 0
    out, _ = capsys.readouterr()
    assert "Exam results 1 to 2 were recorded before results were sealed" in out
    store = open_store(data, clock=clock)
    take_exam(store, clock, anna.id)  # a pass appended by someone without the examiner code
    store.close()
    assert main(args) == 1
    _, err = capsys.readouterr()
    assert "Exam result 3 has no examiner's seal" in err


def test_a_missing_or_lagging_chain_head_is_reported(
    tmp_path: Path, store: SqlStore, clock: FakeClock
) -> None:
    sqlite_only(store)  # the head files are the SQLite store's; the server keeps its own
    t = store.add_trainee("Anna")
    take_exam(store, clock, t.id)
    head = tmp_path / "exam-chain.head"
    older = head.read_text()
    take_exam(store, clock, t.id)
    assert store.verify_chain() == []
    head.write_text(older)
    assert [p.kind for p in store.verify_chain()] == ["head-lags"]
    head.unlink()
    assert [p.kind for p in store.verify_chain()] == ["head-missing"]


def test_hiding_an_added_result_among_the_older_ones_is_detected(
    tmp_path: Path, clock: FakeClock, capsys: pytest.CaptureFixture[str], examiner: str
) -> None:
    """Raising the database's count of pre-seal results does not hide a result finished after
    the examiner credential was set (its date is kept outside the database)."""
    from datetime import datetime, timedelta

    from kiosk.cli import main
    from kiosk.records.credential import load_credential

    credential = load_credential()
    assert credential is not None
    clock.now = datetime.fromisoformat(credential.created) + timedelta(hours=1)
    data = tmp_path / "data"
    store = open_store(data, clock=clock)
    anna = store.add_trainee("Anna", "1042")
    take_exam(store, clock, anna.id)  # no seal: appended by someone without the code
    store.db.conn.execute("UPDATE seal_meta SET legacy_results = 99")
    store.close()
    assert main(["records", "--data-dir", str(data), "verify"]) == 1
    _, err = capsys.readouterr()
    assert "Exam result 1 has no examiner's seal" in err


def test_a_decision_is_checked_before_anything_is_written(
    store: SqlStore, clock: FakeClock, key: Signer
) -> None:
    """seal_decision (the CLI's and the supervisor area's one way): an empty reason, a second
    void, or a new attempt while the attempt still runs change nothing, not even the result."""
    t = store.add_trainee("Anna")
    result, _ = sealed_exam(store, clock, key, t.id)
    book = SealBook(store)
    done = next(a for a in book.attempts() if a.result_id == result.id)
    before = len(book.entries())
    for blank in ("", "   ", "\u202e\u200b"):
        with pytest.raises(RecordsError, match="reason"):
            seal_decision(store, key, done.id, Kind.VOID, blank)
    assert result.id not in store.voided() and len(book.entries()) == before
    with pytest.raises(RecordsError, match="No exam attempt"):
        seal_decision(store, key, 999, Kind.VOID, "notes")
    seal_decision(store, key, done.id, Kind.VOID, "used notes")
    assert store.voided()[result.id] == "used notes"
    with pytest.raises(RecordsError, match="already"):
        seal_decision(store, key, done.id, Kind.VOID, "again")
    sid = store.start_session(t.id, "exam:bern", "exam", "bern", "f00d", "en")
    running = book.begin(key, t.id, sid, {"id": "bern", "pass_mark": 0.9}, clock.now)
    with pytest.raises(RecordsError, match="still running"):
        seal_decision(store, key, running, Kind.NEW_ATTEMPT, "fire alarm")
    assert book.attempt(running).status.value == "open"  # type: ignore[union-attr]
    seal_decision(store, key, running, Kind.VOID, "fire alarm")
    seal_decision(store, key, running, Kind.NEW_ATTEMPT, "fire alarm")
    with pytest.raises(RecordsError, match="already"):
        seal_decision(store, key, running, Kind.NEW_ATTEMPT, "again")
    assert _texts(store, key) == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_attempts_in_words(store: SqlStore, clock: FakeClock, key: Signer, language: str) -> None:
    """One set of words for the CLI and the supervisor area, in the UI language."""
    from kiosk.i18n import set_language

    t = store.add_trainee("Anna")
    book = SealBook(store)
    sid = store.start_session(t.id, "exam:bern", "exam", "bern", "f00d", "en")
    attempt = book.begin(key, t.id, sid, {"id": "bern", "pass_mark": 0.9}, clock.now)
    book.interrupt(key, attempt, Reason.IDLE, clock.now)
    seal_decision(store, key, attempt, Kind.NEW_ATTEMPT, "fire alarm")
    set_language(language)
    try:
        words = attempt_words(book.attempt(attempt))  # type: ignore[arg-type]
    finally:
        set_language("en")
    expected = {
        "en": ("interrupted", "nobody at the kiosk (idle)", "new attempt allowed (fire alarm)"),
        "de": (
            "abgebrochen",
            "niemand am Kiosk (inaktiv)",
            "neuer Versuch zugelassen (fire alarm)",
        ),
    }[language]
    assert (words.status, words.reason, words.decision) == expected
