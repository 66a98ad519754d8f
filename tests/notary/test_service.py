"""The notary's work on a real records server: registration, exam starts, decisions, the seal
head, one notary at a time."""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from kiosk.cli import main
from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.generator import SealedRandom, encode
from kiosk.drills.practical import TableTest
from kiosk.drills.session import SessionState
from kiosk.notary import NotaryError
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.keys import install
from kiosk.notary.service import Kind, Notary, Outcome, Refusal, content_hash
from kiosk.records.ledger import Keyring, Seal, check_chain, fingerprint, stored_seals
from kiosk.rules.exams import load_exam
from kiosk.rules.loader import load_ruleset
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, code
from tests.pgserver import Cluster


def now() -> datetime:
    return datetime.now(UTC)


@pytest.fixture
def secrets_of(home: Home) -> dict[str, str]:
    """Three examiners (each code is taken once: one examiner confirms one thing a step)."""
    examiners = Examiners(home.examiners_file)
    return {name: examiners.add(name, NOW) for name in ("Anna", "Bea", "Carla")}


@pytest.fixture
def notary(room: Room, home: Home, secrets_of: dict[str, str]) -> Iterator[Notary]:
    with room.connect("notary") as conn:
        made = Notary(conn, home, now)
        made.register(BERN, Kind.RULESET, "Anna", code(secrets_of["Anna"], now()))
        made.register(BERN_EXAM, Kind.EXAM, "Bea", code(secrets_of["Bea"], now()))
        yield made


def _request(room: Room, kiosk: str, trainee: int, examiner: str, typed: str) -> int:
    with room.connect(kiosk) as conn:
        row = conn.execute(
            "SELECT notary.request_exam(%s, %s, %s, %s)",
            (trainee, content_hash(BERN_EXAM.read_bytes()), examiner, typed),
        ).fetchone()
    assert row is not None
    return int(row[0])


def _seals(room: Room) -> list[Seal]:
    with room.connect("hr") as conn:
        rows = conn.execute("SELECT number, payload, signature FROM notary.seals ORDER BY 1")
        return [Seal(n, p, bytes(s)) for n, p, s in rows.fetchall()]


def test_registration_stores_content_and_hash_under_a_seal(
    notary: Notary, room: Room, home: Home
) -> None:
    with room.connect("kiosk_a") as conn:
        rows = conn.execute("SELECT kind, name, hash, content, seal FROM notary.definitions")
        got = sorted(rows.fetchall())
    assert got == [
        ("exam", "bern", content_hash(BERN_EXAM.read_bytes()), BERN_EXAM.read_text(), 2),
        ("ruleset", "bern", content_hash(BERN.read_bytes()), BERN.read_text(), 1),
    ]
    seals = _seals(room)
    assert [s.data()["facts"]["examiner"] for s in seals] == ["Anna", "Bea"]
    assert list(check_chain(seals, Keyring((home.key().trusted(),)))) == []
    head = json.loads(home.head_file.read_text())
    assert head == {"number": 2, "hash": seals[-1].hash}
    assert home.head_file.stat().st_mode & 0o777 == 0o600


def test_registration_refuses_a_wrong_code_a_copy_and_an_exam_before_its_ruleset(
    room: Room, home: Home, secrets_of: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    command = ["notary", "--home", str(home.folder), "register", "--records", room.url("notary")]
    exam = [*command, str(BERN_EXAM), "--kind", "exam", "--examiner", "Anna", "--code"]
    assert main([*exam, code(secrets_of["Anna"], now())]) == 1
    assert "ruleset bern is not registered; register it first" in capsys.readouterr().err
    ruleset = [*command, str(BERN), "--kind", "ruleset", "--examiner", "Bea", "--code"]
    assert main([*ruleset, "000000"]) == 1
    assert "the code is wrong" in capsys.readouterr().err
    assert main([*ruleset, code(secrets_of["Bea"], now())]) == 0
    assert "registered as ruleset bern" in capsys.readouterr().out
    ruleset[-2] = "Carla"
    assert main([*ruleset, code(secrets_of["Carla"], now())]) == 1
    assert "registered already (seal 1)" in capsys.readouterr().err


def test_registration_names_the_line_of_a_broken_file(
    notary: Notary, tmp_path: Path, secrets_of: dict[str, str]
) -> None:
    broken = tmp_path / "exams" / "short.yaml"
    broken.parent.mkdir()
    broken.write_text(BERN_EXAM.read_text().replace("pass_mark: 90%", "pass_mark: lots"))
    with pytest.raises(NotaryError, match=r"short.yaml:\d+: pass_mark"):
        notary.register(broken, Kind.EXAM, "Carla", code(secrets_of["Carla"], now()))


def test_an_exam_starts_once_with_a_drawn_seed_and_a_sealed_start(
    notary: Notary, room: Room, home: Home, secrets_of: dict[str, str]
) -> None:
    request = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    (outcome,) = notary.work()
    assert outcome.kind == "exam" and outcome.refused is None and outcome.seal is not None
    facts = outcome.seal.data()["facts"]
    assert (facts["attempt"], facts["kiosk"], facts["trainee"], facts["examiner"]) == (
        request,
        "kiosk_a",
        7,
        "Carla",
    )
    assert facts["ruleset_hash"] == content_hash(BERN.read_bytes())
    with room.connect("kiosk_a") as conn:
        seed, ends = conn.execute("SELECT seed, ends FROM notary.attempts").fetchone() or ("", 0)
    assert seed == facts["seed"] and len(seed) == 64
    assert abs(ends - now() - timedelta(minutes=25)) < timedelta(minutes=1)
    assert notary.work() == []  # answered once
    assert list(check_chain(_seals(room), Keyring((home.key().trusted(),)))) == []


def _refusal(notary: Notary) -> Refusal | None:
    (outcome,) = notary.work()
    assert outcome.seal is None
    return outcome.refused


def test_a_code_seen_at_a_kiosk_is_worthless_for_another_request(
    notary: Notary, room: Room, secrets_of: dict[str, str]
) -> None:
    typed = code(secrets_of["Carla"], now())
    _request(room, "kiosk_a", 7, "Carla", typed)
    _request(room, "kiosk_b", 8, "Carla", typed)
    outcomes = notary.work()
    assert [o.refused for o in outcomes] == [None, Refusal.CODE_USED]
    _request(room, "kiosk_b", 8, "Nobody", typed)
    assert _refusal(notary) is Refusal.EXAMINER_UNKNOWN


def test_a_request_seen_late_is_refused(
    room: Room, home: Home, notary: Notary, secrets_of: dict[str, str]
) -> None:
    _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    late = Notary(notary.conn, home, lambda: now() + timedelta(minutes=3))
    assert _refusal(late) is Refusal.STALE


def test_a_candidate_or_kiosk_with_an_open_attempt_starts_no_other_until_it_is_voided(
    notary: Notary, room: Room, home: Home, secrets_of: dict[str, str]
) -> None:
    attempt = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    notary.work()
    # the examiners of the registrations confirm again with their next step's code
    _request(room, "kiosk_b", 7, "Anna", code(secrets_of["Anna"], now(), 1))
    assert _refusal(notary) is Refusal.OPEN_ATTEMPT
    with room.connect("supervisor") as conn:
        conn.execute(
            "SELECT notary.request_decision(%s, 'void', 'fire alarm', 'Bea', %s)",
            (attempt, code(secrets_of["Bea"], now(), 1)),
        )
    (voided,) = notary.work()
    assert voided.seal is not None
    assert voided.seal.data()["kind"] == "void"
    assert voided.seal.data()["facts"]["asked_by"] == "supervisor"
    _request(room, "kiosk_b", 7, "Carla", code(secrets_of["Carla"], now(), 1))
    (started,) = notary.work()
    assert started.seal is not None and started.seal.data()["kind"] == "started"


def test_a_deleted_tail_or_a_restored_backup_stops_the_sealing(
    notary: Notary, room: Room, secrets_of: dict[str, str]
) -> None:
    with room.connect("postgres") as conn:
        conn.execute("DELETE FROM notary.definitions WHERE seal = 2")
        conn.execute("DELETE FROM notary.seals WHERE number = 2")
    with pytest.raises(NotaryError, match="behind the notary's head"):
        notary.sealer.seal("test", {})
    assert len(_seals(room)) == 1


def test_a_seal_the_notary_did_not_make_stops_the_sealing(notary: Notary, room: Room) -> None:
    with room.connect("postgres") as conn:
        conn.execute("INSERT INTO notary.seals VALUES (3, '{}', '\\x00', 'forged')")
    with pytest.raises(NotaryError, match="seal 3 on the records server was not made"):
        notary.sealer.seal("test", {})


def test_seals_made_before_a_crash_kept_the_head_from_moving_are_taken_up(
    notary: Notary, home: Home, room: Room
) -> None:
    old_head = home.head_file.read_text()
    notary.sealer.seal("test", {"n": 1})
    home.head_file.write_text(old_head)  # the crash came between the commit and the head
    third = notary.sealer.seal("test", {"n": 2})
    assert third.number == 4
    assert list(check_chain(_seals(room), Keyring((home.key().trusted(),)))) == []


def test_one_notary_serves_at_a_time_and_a_notify_wakes_it(
    notary: Notary, room: Room, home: Home, secrets_of: dict[str, str]
) -> None:
    seen: list[Outcome] = []
    done = threading.Event()

    def serve() -> None:
        notary.serve(60.0, lambda: not done.is_set(), seen.append)

    thread = threading.Thread(target=serve)
    thread.start()
    try:
        deadline = time.monotonic() + 10
        with room.connect("notary") as other:
            second = Notary(other, home, now)
            while time.monotonic() < deadline:
                try:
                    second.hold_lock()
                except NotaryError as exc:
                    assert "another notary" in str(exc)
                    break
                other.execute("SELECT pg_advisory_unlock_all()")
                time.sleep(0.05)
            else:
                pytest.fail("the serving notary took no lock")
        _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
        while not seen and time.monotonic() < deadline:  # long before the 60 s poll
            time.sleep(0.05)
        assert [o.kind for o in seen] == ["exam"] and seen[0].seal is not None
    finally:
        done.set()
        with room.connect("notary") as conn:
            conn.execute("NOTIFY notary")
        thread.join(10)


def _answer(room: Room, attempt: int, item: int, given: str) -> None:
    with room.connect("kiosk_a") as conn:
        conn.execute(
            "SELECT notary.record_answer(%s, %s, %s, %s)", (attempt, item, f"item {item}", given)
        )


def test_an_ended_attempt_is_sealed_with_its_answers_and_closes(
    notary: Notary, room: Room, secrets_of: dict[str, str]
) -> None:
    attempt = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    notary.work()
    _answer(room, attempt, 0, "7")
    time.sleep(1.2)
    _answer(room, attempt, 1, "banco")
    with room.connect("kiosk_a") as conn:
        conn.execute("SELECT notary.request_end(%s, 'handed-in')", (attempt,))
    (ended,) = notary.work()
    assert ended.seal is not None
    facts = ended.seal.data()["facts"]
    assert (facts["how"], facts["late"]) == ("handed-in", 0)
    assert facts["fast"] == [0]  # at once after the start: a machine's pace, flagged
    assert [a[:3] for a in facts["answers"]] == [[0, "item 0", "7"], [1, "item 1", "banco"]]
    assert notary.work() == []
    # ended: the candidate may start again, with a new seed
    _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now(), 1))
    (again,) = notary.work()
    assert again.seal is not None and again.seal.data()["kind"] == "started"


def test_answers_committed_after_the_time_limit_do_not_count(
    notary: Notary, room: Room, home: Home, secrets_of: dict[str, str]
) -> None:
    earlier = Notary(notary.conn, home, lambda: now() - timedelta(hours=1))
    attempt = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    earlier.work()  # started an hour ago: the 25 minutes are long over
    _answer(room, attempt, 0, "7")
    with room.connect("kiosk_a") as conn:
        conn.execute("SELECT notary.request_end(%s, 'handed-in')", (attempt,))
    (ended,) = notary.work()
    assert ended.seal is not None
    assert ended.seal.data()["facts"]["answers"] == []
    assert ended.seal.data()["facts"]["late"] == 1


def test_the_notary_ends_an_overdue_attempt_itself_and_no_answer_comes_after(
    notary: Notary, room: Room, home: Home, secrets_of: dict[str, str]
) -> None:
    earlier = Notary(notary.conn, home, lambda: now() - timedelta(hours=1))
    attempt = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    earlier.work()
    (ended,) = notary.work()
    assert ended.kind == "end" and ended.seal is not None
    assert ended.seal.data()["facts"]["how"] == "timed-out"
    with room.connect("kiosk_a") as conn, pytest.raises(psycopg.errors.CheckViolation):
        conn.execute("SELECT notary.record_answer(%s, 0, 'x', 'y')", (attempt,))


def test_an_attempt_answered_right_is_sealed_passed_and_one_shown_wrong_is_a_finding(
    notary: Notary, room: Room, secrets_of: dict[str, str]
) -> None:
    attempt = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    notary.work()
    with room.connect("kiosk_a") as conn:
        (seed,) = conn.execute("SELECT seed FROM notary.attempts").fetchone() or ("",)
    run = ExamRun(load_exam(BERN_EXAM), load_ruleset(BERN), ManualClock(), SealedRandom(seed))
    run.start()
    with room.connect("kiosk_a") as conn:
        item = 0
        while run.state is SessionState.QUESTION and run.task is not None:
            task, steps = run.task, []
            while run.task is task and run.state is SessionState.QUESTION:
                steps.append(task.solution())
                run.answer(steps[-1])
            conn.execute(
                "SELECT notary.record_answer(%s, %s, %s, %s)",
                (attempt, item, task.key, encode(steps)),
            )
            item += 1
        conn.execute("SELECT notary.request_end(%s, 'handed-in')", (attempt,))
    (ended,) = notary.work()
    assert ended.seal is not None
    result = ended.seal.data()["facts"]["result"]
    assert result == {
        "correct": item,
        "planned": item,
        "passed": True,
        "red_lines": [],
        "findings": [],
    }


def test_answers_in_another_form_than_recorded_inputs_are_findings(
    notary: Notary, room: Room, secrets_of: dict[str, str]
) -> None:
    attempt = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    notary.work()
    _answer(room, attempt, 0, "7")
    with room.connect("kiosk_a") as conn:
        conn.execute("SELECT notary.request_end(%s, 'abandoned')", (attempt,))
    (ended,) = notary.work()
    assert ended.seal is not None
    result = ended.seal.data()["facts"]["result"]
    assert (result["correct"], result["passed"], len(result["findings"])) == (0, False, 1)


def test_verify_reads_every_seal_against_the_pinned_keyring(
    notary: Notary, room: Room, home: Home, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    keyring = tmp_path / "keyring.json"
    key = home.key()
    install(keyring, key.trusted(), fingerprint(key.public))
    check = ["notary", "verify", "--records", room.url("hr"), "--keyring", str(keyring)]
    assert main(check) == 0
    assert "seals read: 2; each signed by a trusted key" in capsys.readouterr().out
    with room.connect("postgres") as conn:
        conn.execute("UPDATE notary.seals SET payload = replace(payload, 'Anna', 'Eve')")
    assert main(check) == 1
    out = capsys.readouterr().out
    assert "seal 1: the signature does not match its payload" in out
    assert "seals read: 2; findings: 2" in out  # and seal 2 no longer follows it
    with room.connect("hr") as conn:
        assert [s.number for s in stored_seals(conn, batch=1)] == [1, 2]


def test_a_records_server_without_the_notary_s_schema_is_said_so(
    home: Home, notary_cluster: Cluster, capsys: pytest.CaptureFixture[str]
) -> None:
    keyring = home.folder / "keyring.json"
    install(keyring, home.key().trusted(), fingerprint(home.key().public))
    command = ["notary", "verify", "--keyring", str(keyring), "--records", notary_cluster.url()]
    assert main(command) == 1
    assert 'records server: relation "notary.seals" does not exist' in capsys.readouterr().err


def test_an_abandoned_attempt_is_used_up_until_an_examiner_allows_a_new_one(
    notary: Notary, room: Room, secrets_of: dict[str, str]
) -> None:
    attempt = _request(room, "kiosk_a", 7, "Carla", code(secrets_of["Carla"], now()))
    notary.work()
    with room.connect("kiosk_a") as conn:
        conn.execute("SELECT notary.request_end(%s, 'abandoned')", (attempt,))
    notary.work()
    _request(room, "kiosk_b", 7, "Anna", code(secrets_of["Anna"], now(), 1))
    assert _refusal(notary) is Refusal.USED_UP
    with room.connect("supervisor") as conn:
        conn.execute(
            "SELECT notary.request_decision(%s, 'retry', 'the power failed', 'Bea', %s)",
            (attempt, code(secrets_of["Bea"], now(), 1)),
        )
    (allowed,) = notary.work()
    assert allowed.seal is not None and allowed.seal.data()["kind"] == "retry-allowed"
    _request(room, "kiosk_b", 7, "Carla", code(secrets_of["Carla"], now(), 1))
    (started,) = notary.work()
    assert started.seal is not None and started.seal.data()["kind"] == "started"


def _practical_session(examiners: tuple[str, ...] = ("Ruth", "Marco")) -> TableTest:
    from kiosk.domain.coup import Winner

    practical = load_exam(BERN_EXAM).practical
    assert practical is not None
    test = TableTest(load_ruleset(BERN), practical, ManualClock(), list(examiners))
    for ranks in ("92K35", "A32K54"):  # an over-draw on punto's natural, then a clean coup
        for rank in ranks:
            test.tap_card(rank)
        test.tap_winner(Winner.PUNTO)
    for criterion in practical.criteria:
        for examiner in examiners:
            test.score(examiner, criterion.id, 8)
    return test


def test_a_practical_session_is_judged_again_and_sealed(
    notary: Notary, room: Room, home: Home, secrets_of: dict[str, str]
) -> None:
    from kiosk.records.engine import PostgresDatabase
    from kiosk.records.model import RecordsError
    from kiosk.records.practical import request_sealing

    test = _practical_session(("Carla", "Anna"))
    kiosk = PostgresDatabase(room.url("kiosk_a"))
    try:
        request = request_sealing(
            kiosk,
            test,
            trainee_id=7,
            exam_content=BERN_EXAM.read_bytes(),
            examiner="Carla",
            code=code(secrets_of["Carla"], now()),
            second=("Anna", code(secrets_of["Anna"], now(), 1)),
        )
        with pytest.raises(RecordsError, match="refused the request"):
            request_sealing(
                kiosk, test, trainee_id=7, exam_content=b"other", examiner="Carla", code="123456"
            )
    finally:
        kiosk.close()
    (outcome,) = notary.work()
    assert outcome.kind == "practical" and outcome.request == request and outcome.seal
    assert outcome.seal.data()["kind"] == "practical"
    facts = outcome.seal.data()["facts"]
    assert (facts["trainee"], facts["examiner"], facts["kiosk"]) == (7, "Carla", "kiosk_a")
    assert facts["coups"] == 2 and facts["examiners"] == ["Carla", "Anna"]
    assert facts["second_examiner"] == "Anna"
    assert facts["findings"] == [[1, "over-draw", "uncorrected-draw"]]
    assert facts["red_lines"] == ["uncorrected-draw"] and facts["share"] == 0.8
    assert facts["ruleset_hash"] == content_hash(BERN.read_bytes())
    assert notary.work() == []
    assert list(check_chain(_seals(room), Keyring((home.key().trusted(),)))) == []


def test_a_practical_request_with_a_wrong_code_or_no_record_is_refused(
    notary: Notary, room: Room, secrets_of: dict[str, str]
) -> None:
    definition = content_hash(BERN_EXAM.read_bytes())
    session = json.dumps(_practical_session(("Carla", "Anna")).record())
    anna = code(secrets_of["Anna"], now())
    with room.connect("kiosk_a") as conn:
        for sent, typed in (
            (session, "000000"),
            ('{"coups": 3}', code(secrets_of["Carla"], now())),
        ):
            conn.execute(
                "SELECT notary.request_practical(7, %s, %s, 'Carla', %s, 'Anna', %s)",
                (definition, sent, typed, anna),
            )
    assert [o.refused for o in notary.work()] == [Refusal.CODE_WRONG, Refusal.MALFORMED]


def test_a_kept_session_is_attested_once_the_notary_seals_it(
    notary: Notary, room: Room, home: Home, secrets_of: dict[str, str], tmp_path: Path
) -> None:
    from kiosk.drills.practical import Evidence, evidence
    from kiosk.notary.keys import create_key
    from kiosk.records.postgres import PostgresStore
    from kiosk.records.practical import request_sealing, save_session, sessions_of

    practical = load_exam(BERN_EXAM).practical
    assert practical is not None
    keyring = Keyring((home.key().trusted(),))
    stranger = Keyring((create_key(tmp_path / "other.key", "Elsewhere", NOW).trusted(),))
    store = PostgresStore(room.url("kiosk_a"), kiosk="kiosk_a")
    try:
        anna, ben = store.add_trainee("Anna", "1042"), store.add_trainee("Ben", "1043")
        test = _practical_session(("Carla", "Bea"))
        request = request_sealing(
            store.db,
            test,
            trainee_id=anna.id,
            exam_content=BERN_EXAM.read_bytes(),
            examiner="Carla",
            code=code(secrets_of["Carla"], now()),
            second=("Bea", code(secrets_of["Bea"], now(), 1)),
        )
        for trainee, asked in ((anna.id, request), (anna.id, None), (ben.id, request)):
            save_session(
                store.db,
                _practical_session(),
                trainee_id=trainee,
                exam_id="bern",
                started=now(),
                ended=now(),
                kiosk="kiosk_a",
                request=asked,  # Ben's names Anna's request: her seal is not his
            )
        waiting = sessions_of(store.db, anna.id, keyring)
        assert [s.attested for s in waiting] == [False, False]
        assert evidence(practical, waiting) == Evidence(0, 0, 60, 2)
        assert evidence(practical, waiting, sealed_only=False) == Evidence(4, 2, 60, 2)
        (outcome,) = notary.work()
        assert outcome.seal is not None
        sealed, kept = sessions_of(store.db, anna.id, keyring)
        assert sealed.attested and sealed.request == request and sealed.coups == 2
        assert not kept.attested and kept.request is None
        assert evidence(practical, [sealed, kept]) == Evidence(2, 1, 60, 2)
        assert not any(s.attested for s in sessions_of(store.db, ben.id, keyring))
        for untrusted in (None, stranger):  # no keyring, or one without the notary's key
            assert not any(s.attested for s in sessions_of(store.db, anna.id, untrusted))
    finally:
        store.close()


def _ask_practical(room: Room, test: TableTest, *confirmed: tuple[str, str]) -> None:
    """A kiosk asks for the session to be sealed, confirmed by these (examiner, code) pairs."""
    given = [part for pair in confirmed for part in pair]
    with room.connect("kiosk_a") as conn:
        conn.execute(
            f"SELECT notary.request_practical(7, %s, %s{', %s' * len(given)})",
            (content_hash(BERN_EXAM.read_bytes()), json.dumps(test.record()), *given),
        )


def test_a_session_two_examiners_scored_is_sealed_only_with_a_code_of_each(
    notary: Notary, room: Room, home: Home
) -> None:
    examiners = Examiners(home.examiners_file)
    names = ("Ruth", "Marco", "Sven", "Tina", "Uwe", "Vera")
    secret = {name: examiners.add(name, NOW) for name in names}
    ruth_marco = _practical_session(("Ruth", "Marco"))
    asked: list[tuple[TableTest, tuple[tuple[str, str], ...]]] = [
        # one examiner's code alone, as a page with one code field sends it
        (ruth_marco, (("Ruth", code(secret["Ruth"], now())),)),
        # the second examiner's code wrong (Ruth's code again: the refusal before used it not)
        (ruth_marco, (("Ruth", code(secret["Ruth"], now())), ("Marco", "000000"))),
        # the second examiner's code used already (Ruth's, taken by the request before)
        (
            ruth_marco,
            (("Marco", code(secret["Marco"], now())), ("Ruth", code(secret["Ruth"], now()))),
        ),
        # an enrolled examiner the session does not name
        (
            ruth_marco,
            (("Marco", code(secret["Marco"], now(), 1)), ("Sven", code(secret["Sven"], now()))),
        ),
        # a second examiner the notary does not know
        (
            _practical_session(("Tina", "Nobody")),
            (("Tina", code(secret["Tina"], now())), ("Nobody", "123456")),
        ),
        # both named examiners, each with a code of their own, in either order
        (
            _practical_session(("Uwe", "Vera")),
            (("Vera", code(secret["Vera"], now())), ("Uwe", code(secret["Uwe"], now()))),
        ),
    ]
    for test, confirmed in asked:
        _ask_practical(room, test, *confirmed)
    outcomes = notary.work()
    assert [o.refused for o in outcomes] == [
        Refusal.TWO_EXAMINERS,
        Refusal.SECOND_CODE,
        Refusal.SECOND_CODE,
        Refusal.TWO_EXAMINERS,
        Refusal.SECOND_CODE,
        None,
    ]
    sealed = outcomes[-1].seal
    assert sealed is not None
    facts = sealed.data()["facts"]
    assert (facts["examiner"], facts["second_examiner"]) == ("Vera", "Uwe")
    assert facts["examiners"] == ["Uwe", "Vera"]


def test_a_practical_one_examiner_scores_is_sealed_with_one_code_of_that_examiner(
    notary: Notary, room: Room, secrets_of: dict[str, str], tmp_path: Path
) -> None:
    exam = tmp_path / "exams" / "bern.yaml"
    exam.parent.mkdir()
    one = BERN_EXAM.read_text().replace("examiners: 2", "examiners: 1")
    exam.write_text(re.sub(r"\n  tolerance: .*", "", one))  # no tolerance with one examiner
    notary.register(exam, Kind.EXAM, "Carla", code(secrets_of["Carla"], now()))
    practical = load_exam(exam).practical
    assert practical is not None and practical.examiners == 1
    test = TableTest(load_ruleset(BERN), practical, ManualClock(), ["Anna"])
    for rank in "92K3":
        test.tap_card(rank)
    with room.connect("kiosk_a") as conn:
        for examiner in ("Bea", "Anna"):  # Bea is an examiner, but not the one the session names
            conn.execute(
                "SELECT notary.request_practical(7, %s, %s, %s, %s)",
                (
                    content_hash(exam.read_bytes()),
                    json.dumps(test.record()),
                    examiner,
                    code(secrets_of[examiner], now(), 1),
                ),
            )
    refused, outcome = notary.work()
    assert refused.refused is Refusal.NOT_NAMED
    assert outcome.seal is not None, outcome.refused
    facts = outcome.seal.data()["facts"]
    assert (facts["examiner"], facts["second_examiner"], facts["examiners"]) == (
        "Anna",
        None,
        ["Anna"],
    )
