"""Reading the evidence on a real records server: `kiosk records verify` reads every attempt's
state from the notary's seals alone, with the pinned keyring alone."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.keys import Keyring, create_key
from kiosk.notary.seals import make_seal
from kiosk.notary.service import Kind, Notary, content_hash
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, code

EXAMINERS = [f"Examiner {n}" for n in range(10)]


def now() -> datetime:
    return datetime.now(UTC)


class Desk:
    """A notary with registered Bern exam and ten examiners, each confirming once."""

    def __init__(self, room: Room, notary: Notary, secrets: dict[str, str]) -> None:
        self.room, self.notary = room, notary
        self._codes = iter([(name, code(secrets[name], now())) for name in EXAMINERS])

    def confirm(self) -> tuple[str, str]:
        return next(self._codes)

    def start(self, kiosk: str, trainee: int) -> int:
        examiner, typed = self.confirm()
        with self.room.connect(kiosk) as conn:
            row = conn.execute(
                "SELECT notary.request_exam(%s, %s, %s, %s)",
                (trainee, content_hash(BERN_EXAM.read_bytes()), examiner, typed),
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

    def decide(self, attempt: int, decision: str) -> None:
        examiner, typed = self.confirm()
        with self.room.connect("supervisor") as conn:
            conn.execute(
                "SELECT notary.request_decision(%s, %s, 'a reason', %s, %s)",
                (attempt, decision, examiner, typed),
            )
        (outcome,) = self.notary.work()
        assert outcome.refused is None


@pytest.fixture
def desk(room: Room, home: Home) -> Iterator[Desk]:
    examiners = Examiners(home.examiners_file)
    secrets = {name: examiners.add(name, NOW) for name in EXAMINERS}
    with room.connect("notary") as conn:
        notary = Notary(conn, home, now)
        made = Desk(room, notary, secrets)
        for path, kind in ((BERN, Kind.RULESET), (BERN_EXAM, Kind.EXAM)):
            notary.register(path, kind, *made.confirm())
        yield made


@pytest.fixture
def keyring(home: Home, tmp_path: Path) -> Path:
    path = tmp_path / "keyring.json"
    path.write_text(Keyring((home.key().trusted(),)).text())
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
        (payload,) = conn.execute("SELECT payload FROM notary.seals WHERE number = 1").fetchone()
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
    empty.write_text(Keyring(()).text())
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
    assert "nowhere.json: cannot read" in err
