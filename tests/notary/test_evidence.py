"""Reading the evidence on a real records server: `kiosk records verify` reads every attempt's
state from the notary's seals alone, with the pinned keyring alone."""

from __future__ import annotations

import base64
import itertools
import json
import re
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest

from kiosk.cli import main
from kiosk.domain.coup import Winner
from kiosk.drills.clock import ManualClock
from kiosk.drills.exam import ExamRun
from kiosk.drills.generator import SealedRandom, encode
from kiosk.drills.practical import TableTest
from kiosk.drills.session import SessionState
from kiosk.notary import NotaryError
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.keys import create_key, keyring_text
from kiosk.notary.pdftext import pdf_text
from kiosk.notary.sealer import make_seal
from kiosk.notary.service import Kind, Notary, Refusal, content_hash
from kiosk.records.attested import NotaryDesk
from kiosk.records.ledger import (
    HANDOVER,
    Keyring,
    fingerprint,
    handover_terms,
    read_keyring,
    read_pinned,
)
from kiosk.records.location import open_store
from kiosk.records.seal import verification_code
from kiosk.records.store import SQLiteStore
from kiosk.rules.exams import AttemptCap, load_exam
from kiosk.rules.loader import load_ruleset
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, code
from tests.records.conftest import FakeClock
from tests.records.helpers import sealed_exam

EXAMINERS = [f"Examiner {n}" for n in range(30)]


def now() -> datetime:
    return datetime.now(UTC)


class Desk:
    """A notary with a registered exam (Bern's unless told) and thirty examiners, each confirming
    once."""

    def __init__(
        self,
        room: Room,
        notary: Notary,
        secrets: dict[str, str],
        ruleset: Path = BERN,
        exam: Path = BERN_EXAM,
    ) -> None:
        self.room, self.notary = room, notary
        self.ruleset, self.exam = ruleset, exam
        self._codes = iter([(name, code(secrets[name], now())) for name in EXAMINERS])

    def confirm(self) -> tuple[str, str]:
        return next(self._codes)

    def start(self, kiosk: str, trainee: int) -> int:
        examiner, typed = self.confirm()
        with self.room.connect(kiosk) as conn:
            row = conn.execute(
                "SELECT notary.request_exam(%s, %s, %s, %s)",
                (trainee, content_hash(self.exam.read_bytes()), examiner, typed),
            ).fetchone()
        assert row is not None
        (outcome,) = self.notary.work()
        assert outcome.refused is None
        return int(row[0])

    def end(self, kiosk: str, attempt: int, how: str) -> None:
        with self.room.connect(kiosk) as conn:
            conn.execute("SELECT notary.request_end(%s, %s)", (attempt, how))
        (outcome,) = self.notary.work()
        assert outcome.refused is None

    def pass_exam(self, kiosk: str, attempt: int) -> None:
        """Answer every item right, as the notary draws them, and hand in."""
        with self.room.connect(kiosk) as conn:
            (seed,) = conn.execute(
                "SELECT seed FROM notary.attempts WHERE id = %s", (attempt,)
            ).fetchone() or ("",)
            run = ExamRun(
                load_exam(self.exam), load_ruleset(self.ruleset), ManualClock(), SealedRandom(seed)
            )
            run.start()
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
        self.end(kiosk, attempt, "handed-in")

    def seal_practical(self, trainee: int, coups: int, over_draw: bool = False) -> None:
        """A practical session of `coups` clean coups (and an uncorrected over-draw), the
        examiners scoring 8 of 10 everywhere (of a scale of 10), sealed by the notary."""
        practical = load_exam(self.exam).practical
        assert practical is not None
        confirmed = [self.confirm() for _ in range(practical.examiners)]  # each named examiner
        examiners = [name for name, _ in confirmed]
        test = TableTest(load_ruleset(self.ruleset), practical, ManualClock(), examiners)
        for ranks in ["92K3"] * coups + (["92K35"] if over_draw else []):
            for rank in ranks:
                test.tap_card(rank)
            test.tap_winner(Winner.PUNTO)
            test.new_shoe()
        for criterion in practical.criteria:
            for examiner in test.examiners:
                test.score(examiner, criterion.id, criterion.scale * 8 // 10)
        given = [part for pair in confirmed for part in pair]
        with self.room.connect("kiosk_a") as conn:
            conn.execute(
                f"SELECT notary.request_practical(%s, %s, %s{', %s' * len(given)})",
                (trainee, content_hash(self.exam.read_bytes()), json.dumps(test.record()), *given),
            )
        (outcome,) = self.notary.work()
        assert outcome.seal is not None, outcome.refused

    def decide(self, attempt: int, decision: str) -> None:
        examiner, typed = self.confirm()
        with self.room.connect("supervisor") as conn:
            conn.execute(
                "SELECT notary.request_decision(%s, %s, 'a reason', %s, %s)",
                (attempt, decision, examiner, typed),
            )
        (outcome,) = self.notary.work()
        assert outcome.refused is None


def _desk(room: Room, home: Home, house: str = "bern") -> Iterator[Desk]:
    examiners = Examiners(home.examiners_file)
    secrets = {name: examiners.add(name, NOW) for name in EXAMINERS}
    ruleset, exam = BERN.with_name(f"{house}.yaml"), BERN_EXAM.with_name(f"{house}.yaml")
    with room.connect("notary") as conn:
        notary = Notary(conn, home, now)
        made = Desk(room, notary, secrets, ruleset, exam)
        for path, kind in ((ruleset, Kind.RULESET), (exam, Kind.EXAM)):
            notary.register(path, kind, *made.confirm())
        yield made


@pytest.fixture
def desk(room: Room, home: Home) -> Iterator[Desk]:
    yield from _desk(room, home)


@pytest.fixture
def keyring(home: Home, tmp_path: Path) -> Path:
    path = tmp_path / "keyring.json"
    path.write_text(keyring_text(Keyring((home.key().trusted(),))))
    return path


_runs = itertools.count()


def verify(
    room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], role: str = "hr"
) -> tuple[int, str, str]:
    folder = tmp_path / f"data-{next(_runs)}"
    folder.mkdir()
    args = ["records", "--data-dir", str(folder), "--records", room.url(role)]
    status = main([*args, "verify", "--keyring", str(keyring)])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_verify_tells_every_attempt_s_state_from_its_seals(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failed = desk.start("kiosk_a", 1)
    desk.end("kiosk_a", failed, "handed-in")
    abandoned = desk.start("kiosk_a", 2)
    desk.end("kiosk_a", abandoned, "abandoned")
    retried = desk.start("kiosk_a", 3)
    desk.end("kiosk_a", retried, "abandoned")
    desk.decide(retried, "retry")
    voided = desk.start("kiosk_a", 4)
    desk.decide(voided, "void")
    still_open = desk.start("kiosk_b", 5)
    status, out, err = verify(room, keyring, tmp_path, capsys)
    assert (status, err) == (0, "")
    states = {
        failed: "failed",
        abandoned: "abandoned",
        retried: "retry allowed",
        voided: "voided",
        still_open: "open",
    }
    for attempt, state in states.items():
        assert f"Attempt {attempt}: {state}; trainee" in out
    assert "examiner Examiner" in out
    assert "5 attempts sealed by the notary, 0 sealed before it; 12 seals" in out
    # a column someone could write says nothing: only the seals do
    with room.connect("postgres") as conn:
        conn.execute("DELETE FROM notary.replies")
    assert verify(room, keyring, tmp_path, capsys)[:2] == (status, out)


def test_a_forged_or_altered_seal_is_named_and_tells_nothing(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    attempt = desk.start("kiosk_a", 1)
    other = create_key(tmp_path / "other-key.json", "Elsewhere", NOW)
    facts = {"attempt": attempt, "how": "handed-in", "result": {"passed": True}}
    forged = make_seal(other, 10**15, "0" * 64, "ended", facts, now())
    with room.connect("postgres") as conn:
        (payload,) = conn.execute(
            "SELECT payload FROM notary.seals WHERE number = 1"
        ).fetchone() or ("",)
        conn.execute(
            "UPDATE notary.seals SET payload = %s WHERE number = 1",
            (payload.replace('"kind":"ruleset"', '"kind":"exam"'),),
        )
        conn.execute(
            "INSERT INTO notary.seals (number, payload, signature, hash) VALUES (%s, %s, %s, %s)",
            (forged.number, forged.payload, forged.signature, forged.hash),
        )
    status, out, err = verify(room, keyring, tmp_path, capsys)
    assert status == 1
    assert "Seal 1: the signature does not match its payload" in err
    assert "Seal 2: does not follow the seal before it" in err
    assert f"Seal 1000000000000000: seals 4 to {10**15 - 1} are missing" in err
    assert f"Seal {10**15}: signed by key {other.key_id}, which the keyring" in err
    assert err.count("are missing") == 1
    assert f"Attempt {attempt}: open;" in out
    assert "4 problems in the exam records." in out


def test_an_untrusted_keyring_finds_every_seal_forged(
    desk: Desk, room: Room, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    desk.start("kiosk_a", 1)
    empty = tmp_path / "empty.json"
    empty.write_text(keyring_text(Keyring(())))
    status, out, err = verify(room, empty, tmp_path, capsys, role="kiosk_a")
    assert status == 1
    assert err.count("which the keyring does not trust") == 3
    assert "Attempt" not in out


def test_per_pc_seals_from_before_the_notary_are_named_with_their_key(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with room.connect("postgres") as conn:
        for seq, kind, attempt in ((1, "start", 1), (2, "result", 1), (3, "start", 2)):
            conn.execute(
                "INSERT INTO public.seals"
                " (id, kind, attempt_id, payload, hash, key_id, signature, code)"
                " VALUES (%s, %s, %s, '{}', 'h', 'pc-key-1', '00', %s)",
                (seq, kind, attempt, f"code{seq}"),
            )
    status, out, err = verify(room, keyring, tmp_path, capsys)
    assert (status, err) == (0, "")
    assert "Attempt 1 (PC): result, sealed before the notary, key pc-key-1" in out
    assert "Attempt 2 (PC): start, sealed before the notary, key pc-key-1" in out
    assert "0 attempts sealed by the notary, 2 sealed before it" in out


def test_a_missing_keyring_is_said_so(
    room: Room, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = verify(room, tmp_path / "nowhere.json", tmp_path, capsys)
    assert status == 2
    assert "nowhere.json: cannot be read (" in err


def trainee(room: Room, name: str, badge: str) -> int:
    with room.connect("postgres") as conn:
        row = conn.execute(
            "INSERT INTO trainees (name, badge, created) VALUES (%s, %s, '2026-11-01T08:00:00')"
            " RETURNING id",
            (name, badge),
        ).fetchone()
    assert row is not None
    return int(row[0])


def records(
    room: Room | None, keyring: Path, tmp_path: Path, *action: str, role: str = "hr"
) -> int:
    folder = tmp_path / f"data-{next(_runs)}"
    folder.mkdir()
    where = ["--records", room.url(role)] if room else []
    return main(["records", "--data-dir", str(folder), *where, *action, "--keyring", str(keyring)])


def test_the_notary_reads_the_candidate_where_the_schema_public_is_closed_to_public(
    desk: Desk, room: Room
) -> None:
    """setup.sh revokes everything on the schema public from PUBLIC: the notary, which seals
    the candidate's name and badge, is granted its own use of it."""
    anna = trainee(room, "Anna Muster", "B-17")
    with room.connect("postgres") as conn:
        conn.execute("REVOKE ALL ON SCHEMA public FROM PUBLIC")
    attempt = desk.start("kiosk_a", anna)
    (name,) = desk.notary.conn.execute(
        "SELECT payload::json -> 'facts' ->> 'name' FROM notary.seals s"
        " JOIN notary.replies r ON r.seal = s.number WHERE r.kind = 'exam' AND r.request = %s",
        (attempt,),
    ).fetchone() or ("",)
    assert name == "Anna Muster"


def test_a_certificate_is_printed_from_seals_and_checked_with_the_server(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna = trainee(room, "Anna Muster", "B-17")
    first = desk.start("kiosk_a", anna)
    desk.end("kiosk_a", first, "handed-in")
    attempt = desk.start("kiosk_a", anna)
    desk.pass_exam("kiosk_a", attempt)
    pdf = tmp_path / "certificate.pdf"
    assert records(room, keyring, tmp_path, "certificate", str(attempt), "--output", str(pdf)) == 0
    capsys.readouterr()  # the theory passed; no session of the practical sealed yet
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 10
    incomplete = "Practical: 0 of 60 coups over 0 of 2 sealed sessions, –: incomplete"
    assert incomplete in capsys.readouterr().out
    desk.seal_practical(anna, 30)
    desk.seal_practical(anna, 30)
    assert records(room, keyring, tmp_path, "certificate", str(attempt), "--output", str(pdf)) == 0
    capsys.readouterr()
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 0
    out = capsys.readouterr().out
    assert "Practical: 60 of 60 coups over 2 of 2 sealed sessions, 80%: passed" in out
    assert "Issued to: Anna Muster (badge B-17)" in out
    assert "Exam: Bern" in out and "attempt 2" in out
    examiner = [line for line in out.splitlines() if line.startswith("Examiner: Examiner ")]
    assert len(examiner) == 1
    assert "The records server holds this result, sealed as printed." in out
    capsys.readouterr()
    assert verify(room, keyring, tmp_path, capsys)[1].count("trainee Anna Muster (") == 2
    assert "THE PAGE DIFFERS" not in out and "NOT ON THE PAGE" not in out
    assert f"key {fingerprint(desk.notary.sealer.key.public)}" in out
    (code,) = [line.split(": ")[1] for line in out.splitlines() if "Verification code" in line]
    german = tmp_path / "zertifikat.pdf"
    action = ["certificate", str(attempt), "--output", str(german), "--lang", "de"]
    assert records(room, keyring, tmp_path, *action) == 0
    assert "Versuch" in "\n".join(pdf_text(german.read_bytes()))
    assert records(room, keyring, tmp_path, "check-certificate", str(german), "--lang", "de") == 0
    assert "Prüfende Person: Examiner" in capsys.readouterr().out
    # offline: the seals hold, a later void cannot be seen
    assert records(None, keyring, tmp_path, "check-certificate", str(pdf)) == 6
    assert "OFFLINE CHECK" in capsys.readouterr().out
    # by its code, on the server
    assert records(room, keyring, tmp_path, "check-certificate", code.lower()) == 0
    capsys.readouterr()
    desk.decide(attempt, "void")
    assert records(room, keyring, tmp_path, "check-certificate", code) == 4
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 4
    assert "VOID: an examiner voided this result." in capsys.readouterr().out
    again = ["certificate", str(attempt), "--output", str(tmp_path / "again.pdf")]
    assert records(room, keyring, tmp_path, *again) == 2
    assert f"Exam attempt {attempt} was voided" in capsys.readouterr().err
    assert not (tmp_path / "again.pdf").exists()
    # a failed attempt's code is no certification
    failed = desk.notary.conn.execute(
        "SELECT s.signature FROM notary.seals s JOIN notary.replies r ON r.seal = s.number"
        " WHERE r.kind = 'end' AND r.request = %s",
        (first,),
    ).fetchone()
    assert failed is not None
    assert records(room, keyring, tmp_path, "check-certificate", verification_code(failed[0])) == 3
    assert records(room, keyring, tmp_path, "check-certificate", "AAAA-BBBB-CCCC-DDDD") == 5


def test_a_pass_superseded_by_the_candidate_s_later_one_is_said_so_and_exits_9(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna = trainee(room, "Anna Muster", "B-17")
    for _ in range(2):  # the practical's evidence: 60 coups over two sessions
        desk.seal_practical(anna, 30)
    first = desk.start("kiosk_a", anna)
    desk.pass_exam("kiosk_a", first)
    pdf = tmp_path / "first.pdf"
    assert records(room, keyring, tmp_path, "certificate", str(first), "--output", str(pdf)) == 0
    second = desk.start("kiosk_b", anna)
    desk.pass_exam("kiosk_b", second)
    capsys.readouterr()
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 9
    out = capsys.readouterr().out
    assert f"SUPERSEDED: the candidate's later certification (attempt {second})" in out
    status, out, _ = verify(room, keyring, tmp_path, capsys)
    assert status == 0
    assert f"Attempt {first}: superseded" in out and f"Attempt {second}: passed" in out
    desk.decide(second, "void")  # a voided pass replaces nothing: the first counts again
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 0


def test_an_edited_page_or_foreign_seals_make_a_forged_certificate(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtWidgets import QApplication

    from kiosk.records.ledger import Ledger, attested, stored_seals
    from kiosk.ui.reports.certificate import write_attested

    app = QApplication.instance() or QApplication([])
    assert app is not None
    bea = trainee(room, "Bea Beispiel", "B-18")
    attempt = desk.start("kiosk_a", bea)
    desk.pass_exam("kiosk_a", attempt)
    for _ in range(2):
        desk.seal_practical(bea, 30)
    ledger = Ledger(Keyring((desk.notary.sealer.key.trusted(),)))
    with room.connect("hr") as conn:
        assert list(ledger.read(stored_seals(conn))) == []
    facts = attested(ledger.attempts[attempt], ledger.keyring)
    assert facts is not None
    edited = write_attested(tmp_path / "edited.pdf", replace(facts, name="Carl Cheat"), "en")
    assert records(room, keyring, tmp_path, "check-certificate", str(edited)) == 1
    out = capsys.readouterr().out
    assert "name: sealed Bea Beispiel; on the page: NOT ON THE PAGE" in out
    assert "THE PAGE DIFFERS from its seal: it was edited." in out
    other = create_key(tmp_path / "other.json", "Elsewhere", NOW)
    foreign = make_seal(other, 1, "0" * 64, "started", {"attempt": 1}, now())
    blob = base64.b64encode(
        json.dumps(
            [{"number": 1, "payload": foreign.payload, "signature": foreign.signature.hex()}]
        ).encode()
    ).decode()
    forged = write_attested(tmp_path / "forged.pdf", replace(facts, seals=blob), "en")
    assert records(room, keyring, tmp_path, "check-certificate", str(forged)) == 1
    assert "which the keyring does not trust" in capsys.readouterr().out
    # a page in German says the same sealed facts
    german = write_attested(tmp_path / "german.pdf", facts, "de")
    assert records(room, keyring, tmp_path, "check-certificate", str(german)) == 0
    capsys.readouterr()
    end = ledger.attempts[attempt].end_seal
    assert end is not None
    with room.connect("postgres") as conn:  # a server that lost the end (a restored backup)
        conn.execute("DELETE FROM notary.replies WHERE seal = %s", (end.number,))
        conn.execute("DELETE FROM notary.seals WHERE number = %s", (end.number,))
    assert records(room, keyring, tmp_path, "check-certificate", str(german)) == 5
    assert "The records server does not hold this result." in capsys.readouterr().out


def test_a_code_sealed_before_the_notary_is_named_with_its_key(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with room.connect("postgres") as conn:
        conn.execute(
            "INSERT INTO public.seals (id, kind, attempt_id, payload, hash, key_id, signature, code)"
            " VALUES (1, 'result', 1, '{}', 'h', 'pc-key-1', '00', 'ABCD-EFGH-IJKL-MNOP')"
        )
    assert records(room, keyring, tmp_path, "check-certificate", "abcdefghijklmnop") == 8
    assert "Sealed before the notary, key pc-key-1: not attested." in capsys.readouterr().out


def test_the_documented_exit_statuses_are_the_code_s() -> None:
    from kiosk.notary.certificates import Verdict

    security = Path(__file__).resolve().parents[2] / "docs" / "security.md"
    table = re.findall(r"^\| (\d+) \| ", security.read_text(encoding="utf-8"), re.MULTILINE)
    assert sorted(int(n) for n in table) == sorted({2, *(v.value for v in Verdict)})


def test_the_notary_refuses_a_start_beyond_the_exam_s_attempts_per_period(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert load_exam(BERN_EXAM).attempts == AttemptCap(3, 30)
    voided = desk.start("kiosk_a", 9)
    desk.decide(voided, "void")
    abandoned = desk.start("kiosk_a", 9)
    desk.end("kiosk_a", abandoned, "abandoned")
    desk.decide(abandoned, "retry")
    third = desk.start("kiosk_a", 9)
    desk.end("kiosk_a", third, "handed-in")
    examiner, typed = desk.confirm()
    with room.connect("kiosk_b") as conn:
        conn.execute(
            "SELECT notary.request_exam(%s, %s, %s, %s)",
            (9, content_hash(BERN_EXAM.read_bytes()), examiner, typed),
        )
    (refused,) = desk.notary.work()
    assert refused.refused is Refusal.TOO_MANY_ATTEMPTS
    with room.connect("kiosk_b") as conn:
        (word,) = conn.execute(
            "SELECT refused FROM notary.replies WHERE kind = 'exam' AND request = %s",
            (refused.request,),
        ).fetchone() or ("",)
    assert word == "too-many-attempts"
    desk.start("kiosk_b", 10)  # another candidate starts
    status, out, _ = verify(room, keyring, tmp_path, capsys)
    assert status == 0 and f"Attempt {third}: failed" in out


def test_a_pc_s_attempts_and_seals_move_in_and_stay_sealed_before_the_notary(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    clock = FakeClock()
    pc = tmp_path / "pc"
    store = open_store(pc, clock=clock)
    assert isinstance(store, SQLiteStore)
    anna = store.add_trainee("Anna Beck", "1042")
    _, passed = sealed_exam(store, clock, anna.id)
    sealed_exam(store, clock, anna.id, right=2, wrong=8)
    store.close()
    desk.start("kiosk_a", trainee(room, "Bea Beispiel", "B-18"))  # the room's own attempt
    # Moving a PC's old records in is the server administrator's: no kiosk role adds a seal.
    refused = ["records", "--data-dir", str(pc), "migrate", "--to", room.url("kiosk")]
    assert main(refused) == 2
    said = capsys.readouterr()
    assert "only the records server's administrator may move in" in said.err
    assert "Traceback" not in said.err + said.out
    move = ["records", "--data-dir", str(pc), "migrate", "--to", room.url()]
    assert main(move) == 0
    out = capsys.readouterr().out
    assert "Exam attempts: 2 new of 2. Seals from before the notary: 4 new of 4" in out
    assert main(move) == 0
    assert "Exam attempts: 0 new of 2. Seals from before the notary: 0 new of 4" in (
        capsys.readouterr().out
    )
    status, out, err = verify(room, keyring, tmp_path, capsys)
    assert (status, err) == (0, "")
    moved = [line for line in out.splitlines() if "(PC)" in line]
    assert len(moved) == 2
    assert all(f"sealed before the notary, key {passed.key_id}" in line for line in moved)
    assert "1 attempts sealed by the notary, 2 sealed before it" in out
    assert records(room, keyring, tmp_path, "check-certificate", passed.code) == 8
    assert f"Sealed before the notary, key {passed.key_id}: not attested." in (
        capsys.readouterr().out
    )


def _states(out: str) -> list[str]:
    return [line.split(";")[0] for line in out.splitlines() if line.startswith("Attempt ")]


@pytest.mark.parametrize("role", ["kiosk_a", "supervisor"])
def test_what_a_role_writes_beside_the_seals_changes_no_attempt_s_state(
    desk: Desk,
    room: Room,
    keyring: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    role: str,
) -> None:
    """The old holes, as each role: an attempt's status written in the records, a void without
    a valid code, a seal row of one's own."""
    anna = trainee(room, "Anna Muster", "B-17")
    failed = desk.start("kiosk_a", anna)
    desk.end("kiosk_a", failed, "handed-in")
    still_open = desk.start("kiosk_b", trainee(room, "Bea Beispiel", "B-18"))
    before = verify(room, keyring, tmp_path, capsys)
    assert before[0] == 0 and f"Attempt {failed}: failed" in before[1]
    with room.connect(role) as conn:
        session = (
            conn.execute(
                "INSERT INTO sessions (trainee_id, drill, mode, ruleset_id, ruleset_hash, language,"
                " started, status) VALUES (%s, 'exam', 'exam', 'bern', 'h', 'en',"
                " '2026-11-28T09:00:00', 'open') RETURNING id",
                (anna,),
            ).fetchone()
            if role == "kiosk_a"
            else None
        )
        if session is not None:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(
                    "INSERT INTO attempts (trainee_id, session_id, exam_id, started, status,"
                    " reason, owner) VALUES (%s, %s, 'bern', '2026-11-28T09:00:00', 'passed',"
                    " '', 'x')",
                    (anna, session[0]),
                )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE attempts SET status = 'voided'")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO notary.seals VALUES (%s, '{}', '\\x00', 'h')", (10**15,))
    if role == "supervisor":
        with room.connect(role) as conn:
            conn.execute(
                "SELECT notary.request_decision(%s, 'void', 'no code', 'Examiner 0', '000000')",
                (failed,),
            )
        (refused,) = desk.notary.work()
        assert refused.refused is not None
    after = verify(room, keyring, tmp_path, capsys)
    assert after[0] == 0 and after[2] == ""
    assert (
        _states(after[1])
        == _states(before[1])
        == [
            f"Attempt {failed}: failed",
            f"Attempt {still_open}: open",
        ]
    )


def test_a_rotated_key_hands_the_room_over_and_the_new_key_alone_reads_every_seal(
    desk: Desk, room: Room, home: Home, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna = trainee(room, "Anna Muster", "B-17")
    for _ in range(2):  # the practical's evidence: 60 coups over two sessions
        desk.seal_practical(anna, 30)
    before = desk.start("kiosk_a", anna)
    desk.pass_exam("kiosk_a", before)
    old = home.key()
    pdf = tmp_path / "before.pdf"
    pinned_old = tmp_path / "old-keyring.json"
    pinned_old.write_text(keyring_text(Keyring((old.trusted(),))))
    assert (
        records(room, pinned_old, tmp_path, "certificate", str(before), "--output", str(pdf)) == 0
    )
    rotate = ["notary", "--home", str(home.folder), "rotate", "--records", room.url("notary")]
    desk.notary.hold_lock()  # while a notary serves, its key stays
    assert main(rotate) == 1 and "another notary is serving" in capsys.readouterr().err
    desk.notary.conn.execute("SELECT pg_advisory_unlock_all()")
    assert home.key().key_id == old.key_id
    assert main(rotate) == 0
    assert "handed the room over to the new key" in capsys.readouterr().out
    new = home.key()
    assert new.key_id != old.key_id and not home.next_key_file.exists()
    with pytest.raises(NotaryError, match="start the notary again"):
        desk.notary.sealer.seal("test", {})  # a notary still holding the old key seals nothing
    desk.notary = Notary(desk.notary.conn, home, now)
    after = desk.start("kiosk_b", trainee(room, "Bea Beispiel", "B-18"))
    desk.pass_exam("kiosk_b", after)
    keyring = tmp_path / "new-keyring.json"  # a fresh PC pins the new key alone
    keyring.write_text(keyring_text(Keyring((new.trusted(),))))
    status, out, err = verify(room, keyring, tmp_path, capsys)
    assert (status, err) == (0, "")
    assert f"Attempt {before}: passed" in out and f"Attempt {after}: passed" in out
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 0
    sealed_by = f"Sealed by the notary of Castle Vaduz, key {fingerprint(old.public)}."
    assert sealed_by in capsys.readouterr().out  # the old key's, handed down
    # printed after the rotation, the page carries the hand-over: offline, the new key suffices
    again = tmp_path / "again.pdf"
    assert records(room, keyring, tmp_path, "certificate", str(before), "--output", str(again)) == 0
    assert records(None, keyring, tmp_path, "check-certificate", str(again)) == 6
    assert sealed_by in capsys.readouterr().out
    assert records(None, keyring, tmp_path, "check-certificate", str(pdf)) == 1  # printed before
    # a keyring installed from the new key's entry carries its hand-over: offline, it holds too
    entry_keyring = trusted_entry(home, tmp_path, capsys)
    assert records(None, entry_keyring, tmp_path, "check-certificate", str(pdf)) == 6
    assert sealed_by in capsys.readouterr().out
    assert main(["notary", "verify", "--records", room.url("hr"), "--keyring", str(keyring)]) == 0
    kiosk = NotaryDesk.connect(room.url("kiosk_a"))
    try:
        assert kiosk.ledger(read_keyring(keyring))[1] == []  # the supervisor's attempts too
    finally:
        kiosk.close()
    # a hand-over the new key did not accept (signed by the old key, but not by the new one)
    thief = create_key(tmp_path / "thief.json", "Castle Vaduz", NOW)
    with room.connect("postgres") as conn:
        row = conn.execute(
            "SELECT number, payload FROM notary.seals WHERE payload LIKE '%%hand-over%%'"
        ).fetchone()
        assert row is not None
        data = json.loads(row[1])
        data["facts"]["accepted"] = thief.sign(handover_terms(data["facts"])).hex()
        forged = make_seal(old, row[0], data["previous"], HANDOVER, data["facts"], now())
        conn.execute(
            "UPDATE notary.seals SET payload = %s, signature = %s WHERE number = %s",
            (forged.payload, forged.signature, row[0]),
        )
    status, _, err = verify(room, keyring, tmp_path, capsys)
    assert status == 1 and "which the keyring does not trust" in err
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 1


def trusted_entry(home: Home, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A fresh PC's keyring: the notary's key installed from its entry by its fingerprint."""
    capsys.readouterr()
    assert main(["notary", "--home", str(home.folder), "public-key", "--entry"]) == 0
    entry, keyring = tmp_path / f"entry-{next(_runs)}.json", tmp_path / f"ring-{next(_runs)}.json"
    entry.write_text(capsys.readouterr().out, encoding="utf-8")
    typed = fingerprint(home.key().public)
    trust = ["notary", "trust", str(entry), "--keyring", str(keyring), "--fingerprint", typed]
    assert main(trust) == 0
    capsys.readouterr()
    return keyring


def test_a_pdf_printed_two_rotations_ago_holds_offline_with_the_newest_key_s_entry(
    desk: Desk, room: Room, home: Home, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna = trainee(room, "Anna Muster", "B-17")
    for _ in range(2):
        desk.seal_practical(anna, 30)
    attempt = desk.start("kiosk_a", anna)
    desk.pass_exam("kiosk_a", attempt)
    first = home.key()
    pinned_first = tmp_path / "first-keyring.json"
    pinned_first.write_text(keyring_text(Keyring((first.trusted(),))))
    pdf = tmp_path / "before.pdf"
    assert (
        records(room, pinned_first, tmp_path, "certificate", str(attempt), "--output", str(pdf))
        == 0
    )
    rotate = ["notary", "--home", str(home.folder), "rotate", "--records", room.url("notary")]
    assert main(rotate) == 0 and main(rotate) == 0
    capsys.readouterr()
    keyring = trusted_entry(home, tmp_path, capsys)
    assert [k.key_id for k in read_pinned(keyring).keys] == [home.key().key_id]
    assert records(None, keyring, tmp_path, "check-certificate", str(pdf)) == 6
    out = capsys.readouterr().out
    assert f"Sealed by the notary of Castle Vaduz, key {fingerprint(first.public)}." in out
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 0
    status, out, err = verify(room, keyring, tmp_path, capsys)
    assert (status, err) == (0, "") and f"Attempt {attempt}: passed" in out


def test_a_fresh_pc_reads_every_kiosk_s_attempts_none_forged(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One key for the room: the exams of every kiosk verify on any PC with the pinned key."""
    on_a = desk.start("kiosk_a", 1)
    desk.end("kiosk_a", on_a, "abandoned")
    on_b = desk.start("kiosk_b", 2)
    desk.pass_exam("kiosk_b", on_b)
    status, out, err = verify(room, keyring, tmp_path, capsys, role="kiosk_a")
    assert (status, err) == (0, "")
    assert _states(out) == [f"Attempt {on_a}: abandoned", f"Attempt {on_b}: passed"]
    assert "at kiosk_a" in out and "at kiosk_b" in out


def test_a_server_away_is_said_without_its_password_and_a_pdf_is_checked_offline(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna = trainee(room, "Anna Muster", "B-17")
    attempt = desk.start("kiosk_a", anna)
    desk.pass_exam("kiosk_a", attempt)
    for _ in range(2):
        desk.seal_practical(anna, 30)
    pdf = tmp_path / "certificate.pdf"
    assert records(room, keyring, tmp_path, "certificate", str(attempt), "--output", str(pdf)) == 0
    capsys.readouterr()
    away = "postgresql://hr:Secret-42@127.0.0.1:9/kiosk?connect_timeout=1&password=Other-17"
    data = tmp_path / "data-away"
    data.mkdir()
    base = ["records", "--data-dir", str(data), "--records", away]
    assert main([*base, "verify", "--keyring", str(keyring)]) == 2
    assert main([*base, "check-certificate", "ABCD-EFGH-IJKL-MNOP", "--keyring", str(keyring)]) == 2
    assert main([*base, "check-certificate", str(pdf), "--keyring", str(keyring)]) == 6
    out, err = capsys.readouterr()
    assert "OFFLINE CHECK" in out and "cannot connect" in err
    assert "Secret-42" not in out + err and "Other-17" not in out + err
    assert "Traceback" not in err


def test_a_certificate_s_practical_failed_edited_or_not_held_is_no_certification(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtWidgets import QApplication

    from kiosk.records.ledger import Ledger, attested, stored_seals
    from kiosk.ui.reports.certificate import write_attested

    app = QApplication.instance() or QApplication([])
    assert app is not None
    bea, carl = trainee(room, "Bea Beispiel", "B-18"), trainee(room, "Carl Muster", "B-19")
    desk.seal_practical(bea, 40)
    desk.seal_practical(carl, 40)  # another candidate's sessions are not Bea's
    attempt = desk.start("kiosk_a", bea)
    desk.pass_exam("kiosk_a", attempt)
    desk.seal_practical(bea, 20, over_draw=True)  # sealed after the theory: it counts too
    ledger = Ledger(Keyring((desk.notary.sealer.key.trusted(),)))
    with room.connect("hr") as conn:
        assert list(ledger.read(stored_seals(conn))) == []
    facts = attested(ledger.attempts[attempt], ledger.keyring)
    assert facts is not None and facts.practical is not None
    assert (facts.practical.coups, facts.practical.sessions) == (61, 2)
    assert facts.practical.red_lines == ("uncorrected-draw",) and facts.practical.failed
    pdf = write_attested(tmp_path / "failed.pdf", facts, "en")
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 3
    assert "sealed sessions, 80%: failed" in capsys.readouterr().out
    # the page says another practical than its seals
    passed = replace(facts.practical, red_lines=())
    edited = replace(facts, practical=replace(passed, coups=60))
    pdf = write_attested(tmp_path / "edited.pdf", edited, "en")
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 1
    assert "practical: sealed 61 of 60 coups" in capsys.readouterr().out
    # a practical's seal the records server no longer holds
    last = ledger.attempts[attempt].practicals[-1]
    with room.connect("postgres") as conn:
        conn.execute("DELETE FROM notary.replies WHERE seal = %s", (last.number,))
        conn.execute("DELETE FROM notary.seals WHERE number = %s", (last.number,))
    pdf = write_attested(tmp_path / "gone.pdf", facts, "en")
    assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 5


def test_records_attempts_on_a_room_lists_the_notary_s_attempts(
    desk: Desk, room: Room, keyring: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`records attempts` on a room reads the notary's seals (it once read only the per-PC
    seals from before the notary and said "No exam attempts yet")."""
    anna = trainee(room, "Anna Muster", "B-17")
    bea = trainee(room, "Bea Beispiel", "B-18")
    passed = desk.start("kiosk_a", anna)
    desk.pass_exam("kiosk_a", passed)
    desk.start("kiosk_b", bea)
    capsys.readouterr()
    assert records(room, keyring, tmp_path, "attempts") == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == [str(passed), str(passed + 1)]
    assert "Anna Muster" in lines[0] and lines[0].endswith("passed")
    assert "Bea Beispiel" in lines[1] and lines[1].endswith("open")
    assert records(room, keyring, tmp_path, "attempts", "--trainee", "B-18") == 0
    (only,) = capsys.readouterr().out.splitlines()
    assert "Bea Beispiel" in only


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("house", ["bern", "castle-vaduz", "schaanwald", "uk-2000"])
def test_every_shipped_house_certifies_the_theory_and_the_practical_together(
    room: Room,
    home: Home,
    keyring: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    house: str,
    lang: str,
) -> None:
    """From the practical's sessions sealed at the table to one certificate with both parts,
    printed in either language and accepted by check-certificate, for every shipped house."""
    for desk in _desk(room, home, house):
        practical = load_exam(desk.exam).practical
        assert practical is not None
        anna = trainee(room, "Anna Muster", "B-17")
        per_session = -(-practical.coups // practical.sessions)
        for _ in range(practical.sessions):
            desk.seal_practical(anna, per_session)
        attempt = desk.start("kiosk_a", anna)
        desk.pass_exam("kiosk_a", attempt)
        pdf = tmp_path / "certificate.pdf"
        action = ["certificate", str(attempt), "--output", str(pdf), "--lang", lang]
        assert records(room, keyring, tmp_path, *action) == 0
        page = "\n".join(pdf_text(pdf.read_bytes()))
        assert ("Praktischer Teil" if lang == "de" else "Practical") in page
        capsys.readouterr()
        assert records(room, keyring, tmp_path, "check-certificate", str(pdf)) == 0
        out = capsys.readouterr().out
        coups = per_session * practical.sessions
        sessions = practical.sessions
        assert f"Practical: {coups} of {practical.coups} coups over {sessions} of {sessions}" in out
        assert "THE PAGE DIFFERS" not in out
