"""Building exam results for tests; a slow link to the records server."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from datetime import timedelta

from kiosk.domain.ids import DrillId
from kiosk.drills.session import AnswerRecord
from kiosk.records import SessionStatus
from kiosk.records.history import DrillScore, ExamDraft, ExamResult, SessionStart
from kiosk.records.model import to_text
from kiosk.records.outbox import OutboxStore
from kiosk.records.seal import Entry, SealBook, canonical, verification_code
from kiosk.records.store import RecordStore, SqlStore
from tests.records.conftest import FakeClock


def banco_answer(
    key: str, expected: str, given: str, correct: bool, ms: int, item: int = 0
) -> AnswerRecord:
    """One graded input of the banco drill, as a drill session hands it to the records."""
    return AnswerRecord(DrillId.BANCO, key, expected, given, correct, ms, item, 0)


def take_exam(
    store: RecordStore, clock: FakeClock, trainee_id: int, right: int = 9, wrong: int = 1
) -> ExamResult:
    """A finished exam session with `right` + `wrong` banco answers and its stored result."""
    started = clock.now
    sid = store.start_session(SessionStart(trainee_id, "exam:bern", "exam", "bern", "f00d", "en"))
    for i in range(right + wrong):
        clock.advance(2)
        given = "draw" if i < right else "stand"
        store.add_answer(
            sid, banco_answer(f"banco:{i % 8}:stood", "draw", given, i < right, 1800, i)
        )
    clock.advance(1)
    store.end_session(sid, SessionStatus.COMPLETED)
    draft = ExamDraft(
        trainee_id=trainee_id,
        session_id=sid,
        exam_id="bern",
        exam_name="Bern certification",
        ruleset_id="bern",
        ruleset_hash="f00d",
        language="en",
        started=started,
        finished=started + timedelta(seconds=2 * (right + wrong) + 1),
        correct=right,
        total=right + wrong,
        pass_mark=0.9,
        passed=right / (right + wrong) >= 0.9 and wrong == 0,
        time_limit_s=1500,
        timed_out=False,
        red_line_failures=("under-draw",) if wrong else (),
        breakdown=(DrillScore("banco", right, right + wrong),),
    )
    return store.append_exam_result(draft)


def old_seal(
    store: SqlStore | OutboxStore,
    kind: str,
    attempt_id: int,
    body: dict[str, object],
    key: str = "0ld9c0ffee0ld9c0",
) -> Entry:
    """One entry as a PC sealed it with its own key before the notary (the rows as it wrote
    them; nothing reads their signature any more)."""
    import hashlib
    import os

    last = store.db.one("SELECT COALESCE(MAX(id), 0) AS n FROM seals")
    seq = int(last["n"] if last else 0) + 1
    text = canonical({"seq": seq, "kind": kind, "attempt": attempt_id, "key": key, **body})
    signature = os.urandom(64)
    entry = Entry(
        seq,
        kind,
        attempt_id,
        text,
        hashlib.sha256(text.encode()).hexdigest(),
        key,
        signature,
        verification_code(signature),
    )
    store.db.run(
        lambda db: db.execute(
            "INSERT INTO seals (id, kind, attempt_id, payload, hash, key_id, signature, code) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (seq, kind, attempt_id, text, entry.hash, key, signature.hex(), entry.code),
        )
    )
    return entry


def old_attempt(
    store: SqlStore | OutboxStore,
    trainee_id: int,
    session_id: int,
    exam_id: str,
    started: str,
    status: str,
    reason: str = "",
) -> int:
    """An attempt's row as a PC wrote it before the notary (its seals follow: `old_seal`)."""
    row = store.db.run(
        lambda db: db.execute(
            "INSERT INTO attempts (trainee_id, session_id, exam_id, started, status, reason, "
            "owner) VALUES (?, ?, ?, ?, ?, ?, '') RETURNING id",
            (trainee_id, session_id, exam_id, started, status, reason),
        ).fetchone()
    )
    return int(row["id"] if isinstance(row, dict) else row[0])


def sealed_exam(
    store: SqlStore | OutboxStore,
    clock: FakeClock,
    trainee_id: int,
    right: int = 10,
    wrong: int = 0,
) -> tuple[ExamResult, Entry]:
    """`take_exam`, with its attempt sealed at its start and its result at its end as a PC did
    before the notary."""
    result = take_exam(store, clock, trainee_id, right, wrong)
    d = result.draft
    status = "passed" if d.passed else "failed"
    attempt = old_attempt(store, trainee_id, d.session_id, d.exam_id, to_text(d.started), status)
    store.db.run(
        lambda db: db.execute(
            "UPDATE attempts SET result_id = ? WHERE id = ?", (result.id, attempt)
        )
    )
    old_seal(store, "start", attempt, {"session": d.session_id, "exam": {"id": d.exam_id}})
    t = store.read(lambda r: r.trainee(trainee_id))
    who = {"id": trainee_id, "name": t.name if t else "", "badge": t.badge if t else None}
    score = {"correct": d.correct, "total": d.total, "passed": d.passed}
    body = {"result_id": result.id, "outcome": status, "score": score, "trainee": who}
    entry = old_seal(store, "result", attempt, body)
    assert attempt in [a.id for a in SealBook(store).attempts()]
    return result, entry


def sqlite_only(store: object) -> None:
    """Tests that edit the SQLite file by hand, as someone with the kiosk user's files could; on a
    records server the roles and triggers refuse such edits (tests/records/test_server.py)."""
    import pytest

    from kiosk.records.store import SQLiteStore

    if not isinstance(store, SQLiteStore):
        pytest.skip("edits the SQLite file by hand")


class SlowLink:
    """A TCP proxy on 127.0.0.1 in front of `port` that holds every chunk `delay_s` each way:
    a records server that far away. Stops with the `with` block."""

    def __init__(self, port: int, delay_s: float) -> None:
        self.upstream = port
        self.delay_s = delay_s
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._open: list[socket.socket] = []
        self._accepting = threading.Thread(target=self._accept, daemon=True)

    def __enter__(self) -> SlowLink:
        self._accepting.start()
        return self

    def __exit__(self, *exc: object) -> None:
        # a listening socket closed from another thread does not wake its accept() on Linux;
        # shut down, it does
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)
        self._listener.close()
        self._accepting.join(timeout=5)
        for s in self._open:
            s.close()

    def _accept(self) -> None:
        while True:
            try:
                near, _ = self._listener.accept()
            except OSError:
                return
            far = socket.create_connection(("127.0.0.1", self.upstream))
            self._open += [near, far]
            for a, b in ((near, far), (far, near)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while chunk := source.recv(65536):
                time.sleep(self.delay_s)
                sink.sendall(chunk)
        except OSError:
            pass
        finally:
            sink.close()
