"""A real exam run, recorded: every answer stored as given, the result chained at the end."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import replace
from random import Random
from typing import TYPE_CHECKING

from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.task import DrillId
from kiosk.records.exam_record import ExamRecorder
from kiosk.records.store import SqlStore
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import ExamPart, find_exam
from tests.records.conftest import FakeClock

if TYPE_CHECKING:
    from kiosk.records.seal import SealBook


def _short_exam():  # type: ignore[no-untyped-def]
    exam = find_exam("bern")
    return replace(exam, parts=(ExamPart(DrillId.PUNTO, 3), ExamPart(DrillId.BANCO, 5)))


def test_a_recorded_exam(store: SqlStore, clock: FakeClock) -> None:
    ruleset = find_ruleset("bern")
    exam = _short_exam()
    anna = store.add_trainee("Anna")
    run = ExamRun(exam, ruleset, ManualClock(), Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "de", clock)
    run.start()
    answered = 0
    while run.task is not None and recorder.result is None:
        task = run.task
        solution = task.solution()
        if answered == 6:  # one wrong drawing answer: a red line
            solution = "stand" if solution == "draw" else "draw"
        run.answer(solution)
        answered += 1
        assert len(store.answers(trainee_id=anna.id)) == answered  # stored as given
    result = recorder.result
    assert result is not None
    d = result.draft
    assert (d.correct, d.total, d.passed) == (7, 8, False)
    assert d.red_line_failures and set(d.red_line_failures) <= {t.value for t in exam.red_lines}
    assert [(s.drill, s.total) for s in d.breakdown] == [("punto", 3), ("banco", 5)]
    assert d.ruleset_hash == ruleset.content_hash and d.language == "de"
    session = store.session(d.session_id)
    assert session is not None and session.drill == "exam:bern"
    assert {a.drill for a in store.answers(session_id=d.session_id)} == {"punto", "banco"}
    assert store.verify_chain() == []


def test_a_sealed_exam_with_multi_step_items_and_an_early_hand_in(
    store: SqlStore, clock: FakeClock
) -> None:
    """The seal's score is recomputed from the answers: items of several inputs count once, an
    item left half done and the items never reached count as wrong."""
    from kiosk.records.seal import SealBook
    from tests.records.helpers import signer

    key = signer()
    ruleset = find_ruleset("bern")
    exam = replace(
        find_exam("bern"),
        parts=(
            ExamPart(DrillId.DEALING, 4),
            ExamPart(DrillId.TABLE, 2),
            ExamPart(DrillId.BANCO, 3),
        ),
    )
    anna = store.add_trainee("Anna", "1042")
    run = ExamRun(exam, ruleset, ManualClock(), Random(7))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=key)
    run.start()
    inputs = 0
    while run.task is not None and inputs < 9:
        run.answer(run.task.solution())
        inputs += 1
    run.finish()  # hand in: one item may be half done, the rest never shown
    result, entry = recorder.result, recorder.seal
    assert result is not None and entry is not None
    assert inputs > result.draft.correct  # some items took more than one input
    assert entry.data["score"]["correct"] == result.draft.correct
    assert entry.data["score"]["total"] == 9 and entry.data["outcome"] == "failed"
    book = SealBook(store)
    assert book.verify({key.key_id: key.public_key}) == []
    assert [e.kind for e in book.entries()] == ["start", "result"]
    attempt = book.attempt(recorder.attempt_id or 0)
    assert attempt is not None and attempt.status.value == "failed"


def test_an_idle_exam_is_sealed_as_interrupted(store: SqlStore, clock: FakeClock) -> None:
    from kiosk.records.seal import SealBook
    from tests.records.helpers import signer

    key = signer()
    ruleset = find_ruleset("bern")
    exam = _short_exam()
    anna = store.add_trainee("Anna")
    run = ExamRun(exam, ruleset, ManualClock(), Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=key)
    run.start()
    assert run.task is not None
    given = run.task.solution()
    run.answer(given)
    recorder.abandon()  # the exam screen was left
    book = SealBook(store)
    attempt = book.attempt(recorder.attempt_id or 0)
    assert attempt is not None and (attempt.status.value, attempt.reason) == ("interrupted", "left")
    assert book.entries()[-1].data["answers"][0][3] == str(given)
    assert book.verify({key.key_id: key.public_key}) == []


def test_a_pace_standard_is_recorded_with_the_median_time(
    store: SqlStore, clock: FakeClock
) -> None:
    """A part with a pace standard keeps the candidate's median time beside it in the chained
    result; a part without one keeps the three figures results always had."""
    from decimal import Decimal

    from kiosk.records.chain import content

    ruleset = find_ruleset("bern")
    exam = replace(
        find_exam("bern"),
        parts=(ExamPart(DrillId.PUNTO, 2), ExamPart(DrillId.BANCO, 3, Decimal("2.5"))),
    )
    anna = store.add_trainee("Anna")
    manual = ManualClock()
    run = ExamRun(exam, ruleset, manual, Random(5))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock)
    run.start()
    step = 0
    while run.task is not None and recorder.result is None:
        manual.advance(2 if step < 2 else 3)  # banco items take 3 s: over the standard
        run.answer(run.task.solution())
        step += 1
    assert recorder.result is not None
    [stored] = store.exam_results(trainee_id=anna.id)
    punto, banco = stored.draft.breakdown
    assert (punto.median_ms, punto.standard_s) == (None, None)
    assert (banco.median_ms, banco.standard_s) == (3000, Decimal("2.5"))
    data = content(stored.id, stored.draft, stored.answers_hash)
    assert data["breakdown"] == [["punto", 2, 2], ["banco", 3, 3, 3000, "2.5"]]
    assert store.verify_chain() == []


def test_a_sealed_exam_that_ends_while_the_server_is_away(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    """A real run with multi-step items on a kiosk whose records server stops mid-exam: the result
    waits in the outbox signed by the examiner, leaving the screen does not interrupt it, and once
    delivered it is sealed, verifies and its certificate checks."""
    from pathlib import Path

    from kiosk.records.certify import check_code
    from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
    from kiosk.records.postgres import PostgresStore
    from kiosk.records.seal import Kind, Reason, SealBook
    from kiosk.records.server import init_server, role_url
    from tests.pgserver import Cluster
    from tests.records.helpers import signer

    assert isinstance(pg_cluster, Cluster) and isinstance(tmp_path, Path)
    init_server(pg_url)
    url = role_url(pg_url, "kiosk")
    key = signer()
    keys = {key.key_id: key.public_key}
    store = OutboxStore(
        lambda: PostgresStore(url, clock=clock, kiosk="pc-3"),
        tmp_path / OUTBOX_FILE,
        clock=clock,
        retry_s=0.0,
    )
    ruleset = find_ruleset("bern")
    exam = replace(
        find_exam("bern"), parts=(ExamPart(DrillId.DEALING, 2), ExamPart(DrillId.BANCO, 4))
    )
    anna = store.add_trainee("Anna", "1042")
    run = ExamRun(exam, ruleset, ManualClock(), Random(3))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=key)
    run.start()
    inputs = 0
    try:
        while run.task is not None and recorder.result is None and recorder.waiting is None:
            if inputs == 3:
                pg_cluster.stop()
            clock.advance(2)
            solution = run.task.solution()
            if inputs == 5:
                solution = "stand" if solution == "draw" else "draw"
            run.answer(solution)
            inputs += 1
        if recorder.waiting is None:
            run.finish()
        assert recorder.result is None and recorder.waiting is not None
        assert store.outbox.count("seal") == 1
        recorder.interrupt(Reason.LEFT)  # the screen left: the result stands, nothing sealed
    finally:
        pg_cluster.ensure_running()
    assert store.flush()
    office = PostgresStore(url, kiosk="office")
    try:
        book = SealBook(office)
        assert book.verify(keys) == []
        (result,) = office.exam_results(trainee_id=anna.id)
        entry = book.for_result(result.id)
        assert entry is not None and entry.kind == Kind.OFFLINE_RESULT.value
        assert entry.data["score"]["correct"] == result.draft.correct
        (attempt,) = book.attempts()
        assert attempt.status.value in ("passed", "failed") and attempt.result_id == result.id
        assert check_code(entry.code, keys, lambda: PostgresStore(url, kiosk="office")).ok
    finally:
        office.close()
        store.close()


# -- an exam begun while the records server is away (the site's offline_exam_start) ------------


def _room_kiosk(pg_url: str, tmp_path: object, clock: FakeClock, allowed: bool):  # type: ignore[no-untyped-def]
    from pathlib import Path

    from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
    from kiosk.records.postgres import PostgresStore
    from kiosk.records.server import init_server, role_url

    assert isinstance(tmp_path, Path)
    init_server(pg_url)
    url = role_url(pg_url, "kiosk")
    store = OutboxStore(
        lambda: PostgresStore(url, clock=clock, kiosk="pc-3"),
        tmp_path / OUTBOX_FILE,
        clock=clock,
        retry_s=0.0,
        offline_exam_start=allowed,
    )
    return store, (lambda: PostgresStore(url, kiosk="office"))


def _answer_all(run: ExamRun, clock: FakeClock, recorder: ExamRecorder, at: object = None) -> None:
    """Answer every item (one wrong), calling `at(n)` before the n-th input."""
    inputs, wrong = 0, False
    while run.task is not None and recorder.result is None and recorder.waiting is None:
        if callable(at):
            at(inputs)
        clock.advance(2)
        solution = run.task.solution()
        if not wrong and solution in ("draw", "stand"):
            solution, wrong = "stand" if solution == "draw" else "draw", True
        run.answer(solution)
        inputs += 1


def _bern_exam():  # type: ignore[no-untyped-def]
    return replace(
        find_exam("bern"), parts=(ExamPart(DrillId.DEALING, 2), ExamPart(DrillId.BANCO, 4))
    )


class _Begun:
    """An exam begun on a room kiosk while its records server was away (offline start allowed):
    the kiosk's store, the office's store, the examiner's key, the candidate, the run and its
    recorder. The server is stopped; the test starts it again (`pg_cluster.ensure_running`)."""

    def __init__(
        self,
        pg_url: str,
        pg_cluster: object,
        tmp_path: object,
        clock: FakeClock,
        seed: int,
        badge: str = "1042",
    ) -> None:
        from tests.pgserver import Cluster
        from tests.records.helpers import signer

        assert isinstance(pg_cluster, Cluster)
        self.key = signer()
        self.keys = {self.key.key_id: self.key.public_key}
        self.store, self.office_store = _room_kiosk(pg_url, tmp_path, clock, allowed=True)
        self.anna = self.store.add_trainee("Anna", badge)
        ruleset, exam = find_ruleset("bern"), _bern_exam()
        pg_cluster.stop()
        self.run = ExamRun(exam, ruleset, ManualClock(), Random(seed))
        self.recorder = ExamRecorder(
            self.store, self.run, exam, ruleset, self.anna.id, "en", clock, signer=self.key
        )
        self.run.start()

    @contextlib.contextmanager
    def office(self) -> Iterator[tuple[SqlStore, SealBook]]:
        """The records server as the office reads it, with its seals; both the office's and
        the kiosk's stores are closed afterwards."""
        from kiosk.records.seal import SealBook

        office = self.office_store()
        try:
            yield office, SealBook(office)
        finally:
            office.close()
            self.store.close()


def test_an_exam_may_not_begin_offline_unless_the_site_allows_it(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    import pytest

    from kiosk.records import RecordsError
    from tests.pgserver import Cluster
    from tests.records.helpers import signer

    assert isinstance(pg_cluster, Cluster)
    store, _ = _room_kiosk(pg_url, tmp_path, clock, allowed=False)
    anna = store.add_trainee("Anna", "1042")
    ruleset, exam = find_ruleset("bern"), _bern_exam()
    pg_cluster.stop()
    try:
        run = ExamRun(exam, ruleset, ManualClock(), Random(3))
        with pytest.raises(RecordsError, match="starts exams only when it can"):
            ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=signer())
        assert store.outbox.count() == 0
    finally:
        pg_cluster.ensure_running()
        store.close()


def test_an_exam_begun_and_ended_offline_is_sealed_on_delivery(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    """The whole attempt runs while the server is away: its start and its result are signed at
    the kiosk, delivered in order, sealed, verified, and the certificate checks."""
    from kiosk.records.certify import check_code
    from kiosk.records.seal import Kind
    from tests.pgserver import Cluster

    assert isinstance(pg_cluster, Cluster)
    x = _Begun(pg_url, pg_cluster, tmp_path, clock, seed=3)
    try:
        assert x.recorder.attempt_id is None and x.recorder.offline_uid is not None
        _answer_all(x.run, clock, x.recorder)
        if x.recorder.waiting is None:
            x.run.finish()
        assert x.recorder.result is None and x.recorder.waiting is not None
        assert (x.store.outbox.count("attempt"), x.store.outbox.count("seal")) == (1, 1)
    finally:
        pg_cluster.ensure_running()
    assert x.store.flush()
    with x.office() as (office, book):
        assert book.verify(x.keys) == []
        assert [e.kind for e in book.entries()] == [
            Kind.OFFLINE_START.value,
            Kind.OFFLINE_RESULT.value,
        ]
        (result,) = office.exam_results(trainee_id=x.anna.id)
        (attempt,) = book.attempts()
        assert attempt.result_id == result.id and attempt.session_id == result.draft.session_id
        assert attempt.status.value == ("passed" if result.draft.passed else "failed")
        answers = office.answers(session_id=result.draft.session_id)
        assert len(answers) == len(x.run.session.records)
        entry = book.for_result(result.id)
        assert entry is not None
        assert check_code(entry.code, x.keys, x.office_store).ok
        # delivered twice (a crash before the outbox noted it): recorded and sealed once
        start = book.entries()[0]
        witness = {"payload": start.data["witness"], "signature": start.signature.hex()}
        witness["key"] = x.key.key_id
        assert book.deliver_start(witness, attempt.session_id, "x") == attempt.id
        assert len(book.entries()) == 2 and len(book.attempts()) == 1


def test_an_exam_begun_offline_ends_online_with_an_ordinary_seal(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    from kiosk.records.seal import Kind
    from tests.pgserver import Cluster

    assert isinstance(pg_cluster, Cluster)
    x = _Begun(pg_url, pg_cluster, tmp_path, clock, seed=4)
    try:
        _answer_all(x.run, clock, x.recorder, lambda n: n == 3 and pg_cluster.start())
        if x.recorder.result is None:
            x.run.finish()
    finally:
        pg_cluster.ensure_running()
    result = x.recorder.result
    assert result is not None and x.recorder.seal is not None
    assert x.recorder.attempt_id is not None and x.store.outbox.count() == 0
    with x.office() as (_office, book):
        assert book.verify(x.keys) == []
        assert [e.kind for e in book.entries()] == [Kind.OFFLINE_START.value, Kind.RESULT.value]
        (attempt,) = book.attempts()
        assert attempt.result_id == result.id


def test_an_exam_begun_offline_and_interrupted_offline_is_sealed_as_interrupted(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    from kiosk.records import SessionStatus
    from kiosk.records.seal import Kind, Reason
    from tests.pgserver import Cluster

    assert isinstance(pg_cluster, Cluster)
    x = _Begun(pg_url, pg_cluster, tmp_path, clock, seed=5)
    try:
        for _ in range(3):
            assert x.run.task is not None
            clock.advance(2)
            x.run.answer(x.run.task.solution())
        x.recorder.interrupt(Reason.IDLE)
        assert x.store.outbox.count("interrupt") == 1
    finally:
        pg_cluster.ensure_running()
    assert x.store.flush()
    with x.office() as (office, book):
        assert book.verify(x.keys) == []
        assert [e.kind for e in book.entries()] == [
            Kind.OFFLINE_START.value,
            Kind.OFFLINE_INTERRUPTED.value,
        ]
        (attempt,) = book.attempts()
        assert (attempt.status.value, attempt.reason) == ("interrupted", "idle")
        session = office.session(attempt.session_id)
        assert session is not None and session.status is SessionStatus.ABANDONED
        assert office.exam_results() == []
        assert x.store.outbox.rejected() == []


def test_an_attempt_begun_offline_whose_program_died_is_closed_as_a_crash(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    """The kiosk dies mid-exam offline: the signed start is still delivered, and the next exam
    started on the server seals the attempt as interrupted (crash); a failing attempt is not
    erased by pulling the plug."""
    import socket

    from kiosk.records.liveness import boot_id
    from kiosk.records.seal import Reason
    from tests.pgserver import Cluster

    assert isinstance(pg_cluster, Cluster)
    x = _Begun(pg_url, pg_cluster, tmp_path, clock, seed=6)
    try:
        assert x.run.task is not None
        x.run.answer(x.run.task.solution())
        # the program dies here; a program that is gone owned the attempt
        dead = f"{socket.gethostname()}|{boot_id()}|999999999|0"
        x.store.outbox.db.run(
            lambda db: db.execute(
                "UPDATE outbox SET body = json_set(body, '$.owner', ?) WHERE kind = 'attempt'",
                (dead,),
            )
        )
    finally:
        pg_cluster.ensure_running()
    assert x.store.flush()
    with x.office() as (_office, book):
        (attempt,) = book.attempts()
        assert attempt.status.value == "open" and attempt.program_gone
        assert book.close_dead(x.key) == [attempt.id]
        (attempt,) = book.attempts()
        assert (attempt.status.value, attempt.reason) == ("interrupted", Reason.CRASH.value)
        assert book.verify(x.keys) == []


def test_an_offline_start_edited_in_the_outbox_is_reported(
    pg_url: str, pg_cluster: object, tmp_path: object, clock: FakeClock
) -> None:
    """Someone with the kiosk user's files swaps the candidate of a start waiting in the outbox,
    or takes its signature away: the examiner's seal no longer vouches for it."""
    import sqlite3
    from contextlib import closing
    from datetime import UTC, datetime
    from pathlib import Path

    from kiosk.records.outbox import OUTBOX_FILE
    from kiosk.records.seal import SealBook
    from tests.pgserver import Cluster

    assert isinstance(pg_cluster, Cluster) and isinstance(tmp_path, Path)
    found = []
    for n, edit in enumerate(
        [
            'UPDATE outbox SET body = replace(body, \'\\"name\\":\\"Anna\\"\', '
            "'\\\"name\\\":\\\"Bruno\\\"') WHERE kind = 'attempt'",
            "UPDATE outbox SET body = json_remove(body, '$.witness') WHERE kind = 'attempt'",
        ]
    ):
        folder = tmp_path / str(n)
        folder.mkdir()
        x = _Begun(pg_url, pg_cluster, folder, clock, seed=3, badge=f"104{n}")
        try:
            _answer_all(x.run, clock, x.recorder)
            if x.recorder.waiting is None:
                x.run.finish()
            x.store.close()
            with closing(sqlite3.connect(folder / OUTBOX_FILE)) as conn:
                assert conn.execute(edit).rowcount == 1
                conn.commit()
        finally:
            pg_cluster.ensure_running()
        store, _ = _room_kiosk(pg_url, folder, clock, allowed=True)
        assert store.flush()
        problems = SealBook(store).verify(x.keys, sealing_since=datetime(2026, 1, 1, tzinfo=UTC))
        found.append([p.text for p in problems])
        store.close()
    assert any("does not carry the examiner's signature" in t for t in found[0]), found[0]
    assert any("has no examiner's seal" in t for t in found[1]), found[1]


def test_a_sealed_exam_with_irregularities_and_a_red_line_case(
    store: SqlStore, clock: FakeClock
) -> None:
    from kiosk.records.seal import SealBook, exam_definition_hash
    from tests.records.helpers import signer

    key = signer()
    ruleset = find_ruleset("uk-2000")
    shipped = find_exam("uk-2000")
    assert shipped.red_line_cases and DrillId.IRREGULARITIES in {p.drill for p in shipped.parts}
    exam = replace(shipped, parts=(ExamPart(DrillId.IRREGULARITIES, 12),))
    # the seal's definition hash covers the named cases
    assert exam_definition_hash(exam) != exam_definition_hash(
        replace(exam, red_line_cases=frozenset())
    )
    anna = store.add_trainee("Anna", "1042")
    run = ExamRun(exam, ruleset, ManualClock(), Random(11))
    recorder = ExamRecorder(store, run, exam, ruleset, anna.id, "en", clock, signer=key)
    run.start()
    named = None
    while run.task is not None and recorder.result is None:
        task = run.task
        case = task.key.split(":")[1]
        if named is None and case in exam.red_line_cases and not task.steps:
            named = case
            run.answer("call-inspector")  # not the house's remedy for a misdeal
        else:
            run.answer(task.solution())
    result, entry = recorder.result, recorder.seal
    assert named is not None and result is not None and entry is not None
    assert result.draft.red_line_failures == (f"wrong-remedy:{named}",)
    assert not result.draft.passed and entry.data["outcome"] == "failed"
    assert SealBook(store).verify({key.key_id: key.public_key}) == []
