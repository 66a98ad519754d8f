"""Building exam results for tests; a slow link to the records server."""

from __future__ import annotations

import socket
import threading
import time
from datetime import timedelta

from kiosk.domain.ids import DrillId
from kiosk.drills.session import AnswerRecord
from kiosk.records import SessionStatus
from kiosk.records.history import DrillScore, ExamDraft, ExamResult
from kiosk.records.seal import Entry, SealBook, Signer, draft_facts
from kiosk.records.store import SqlStore
from tests.records.conftest import FakeClock


def banco_answer(
    key: str, expected: str, given: str, correct: bool, ms: int, item: int = 0
) -> AnswerRecord:
    """One graded input of the banco drill, as a drill session hands it to the records."""
    return AnswerRecord(DrillId.BANCO, key, expected, given, correct, ms, item, 0)


def take_exam(
    store: SqlStore, clock: FakeClock, trainee_id: int, right: int = 9, wrong: int = 1
) -> ExamResult:
    """A finished exam session with `right` + `wrong` banco answers and its stored result."""
    started = clock.now
    sid = store.start_session(trainee_id, "exam:bern", "exam", "bern", "f00d", "en")
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


def signer() -> Signer:
    """An examiner's key for tests (the credential file's scrypt is left out: it is slow)."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    return Signer(Ed25519PrivateKey.generate())


def sealed_exam(
    store: SqlStore,
    clock: FakeClock,
    key: Signer,
    trainee_id: int,
    right: int = 10,
    wrong: int = 0,
) -> tuple[ExamResult, Entry]:
    """`take_exam`, with its attempt sealed at the start and its result at the end."""
    book = SealBook(store)
    result = take_exam(store, clock, trainee_id, right, wrong)
    facts = draft_facts(result.draft)
    # the attempt is begun with the result's own session (take_exam made it)
    attempt = book.begin(key, trainee_id, result.draft.session_id, facts, result.draft.started)
    entry = book.finish(key, attempt, result, facts)
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
        self._listener.close()
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
