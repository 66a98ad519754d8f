"""On a room, who is certified comes from the notary's seals alone, read with the site's pinned
keyring: the trainee list, a group's view, the HR export and My progress all say the same; a
voided, superseded or forged pass certifies no one, nor a pass whose practical is still to come
or failed."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from kiosk.cli import main
from kiosk.notary.home import Home
from kiosk.notary.keys import create_key, keyring_text
from kiosk.notary.sealer import make_seal
from kiosk.records.attested import counted_exams
from kiosk.records.export import Selection, rows
from kiosk.records.ledger import Keyring, Seal, site_keyring_path
from kiosk.records.postgres import PostgresStore
from kiosk.records.progress import trainee_progress
from kiosk.records.stats import Certification
from tests.notary.conftest import NOW, Room
from tests.notary.test_evidence import Desk, _desk, trainee


@pytest.fixture
def desk(room: Room, home: Home) -> Iterator[Desk]:
    site = site_keyring_path()  # the site folder of this test's PCs holds the pinned keyring
    site.parent.mkdir(parents=True, exist_ok=True)
    site.write_text(keyring_text(Keyring((home.key().trusted(),))), encoding="utf-8")
    yield from _desk(room, home)


def _forge(room: Room, tmp_path: Path, facts: list[tuple[str, dict[str, object]]]) -> None:
    """Seals written as the server's superuser, bypassing the notary: each follows the chain
    but is signed by a key the keyring does not trust."""
    other = create_key(tmp_path / "other-key.json", "Elsewhere", NOW)
    with room.connect("postgres") as conn:
        number, payload, signature = conn.execute(
            "SELECT number, payload, signature FROM notary.seals ORDER BY number DESC LIMIT 1"
        ).fetchone() or (0, "", b"")
        last = Seal(int(number), str(payload), bytes(signature))
        for kind, fact in facts:
            last = make_seal(other, last.number + 1, last.hash, kind, fact, datetime.now(UTC))
            conn.execute(
                "INSERT INTO notary.seals (number, payload, signature, hash)"
                " VALUES (%s, %s, %s, %s)",
                (last.number, last.payload, last.signature, last.hash),
            )


def _ended(room: Room, attempt: int) -> datetime:
    with room.connect("postgres") as conn:
        (payload,) = conn.execute(
            "SELECT s.payload FROM notary.replies r JOIN notary.seals s ON s.number = r.seal"
            " WHERE r.kind = 'end' AND r.request = %s",
            (attempt,),
        ).fetchone() or ("",)
    return datetime.fromisoformat(json.loads(payload)["sealed"])


def test_a_room_s_certifications_come_from_the_seals_alone(
    desk: Desk, room: Room, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna, bruno, carla, dora, eve, finn, gina = (
        trainee(room, name, f"B-{n}")
        for n, name in enumerate(["Anna", "Bruno", "Carla", "Dora", "Eve", "Finn", "Gina"])
    )
    passed = desk.start("kiosk_a", anna)
    desk.pass_exam("kiosk_a", passed)
    failed = desk.start("kiosk_b", bruno)
    desk.end("kiosk_b", failed, "handed-in")
    voided = desk.start("kiosk_a", carla)
    desk.pass_exam("kiosk_a", voided)
    desk.decide(voided, "void")
    superseded = desk.start("kiosk_b", dora)
    desk.pass_exam("kiosk_b", superseded)
    later = desk.start("kiosk_a", dora)
    desk.pass_exam("kiosk_a", later)
    pending = desk.start("kiosk_b", finn)  # the theory passed, the practical not yet sealed
    desk.pass_exam("kiosk_b", pending)
    red_line = desk.start("kiosk_a", gina)  # the theory passed, the practical failed
    desk.pass_exam("kiosk_a", red_line)
    for who in (anna, dora, gina):  # the exam's evidence rule: 60 coups over two sessions
        desk.seal_practical(who, 40)
        desk.seal_practical(who, 40, over_draw=who == gina)
    _forge(  # Bruno's failure turned into a pass, and a pass for Eve who took no exam
        room,
        tmp_path,
        [
            ("ended", {"attempt": failed, "how": "handed-in", "result": {"passed": True}}),
            ("started", {"attempt": 99, "trainee": eve, "exam": "bern"}),
            ("ended", {"attempt": 99, "how": "handed-in", "result": {"passed": True}}),
        ],
    )
    expected = {
        anna: Certification.CERTIFIED,
        bruno: Certification.FAILED,
        carla: Certification.NONE,
        dora: Certification.CERTIFIED,
        eve: Certification.NONE,
        finn: Certification.NONE,
        gina: Certification.FAILED,
    }
    supervisor = PostgresStore(room.url("supervisor"))
    try:
        counted = counted_exams(supervisor)
        lines = supervisor.room_summary(counted=counted)
        assert {line.trainee.id: line.certification for line in lines} == expected
        group = supervisor.add_group("November", NOW.date())
        for member in expected:
            supervisor.set_member(group.id, member)
        report = supervisor.group_report(group.id, counted)
        assert {m.trainee.id: m.certification for m in report.members} == expected
        exported = rows(supervisor, "results", Selection())
    finally:
        supervisor.close()
    by_attempt = {row["attempt"]: row for row in exported}
    assert {a: r["passed"] for a, r in by_attempt.items()} == {
        passed: True,
        failed: False,
        voided: False,
        superseded: False,
        later: True,
        pending: False,
        red_line: False,
    }
    assert by_attempt[passed]["trainee"] == "Anna" and by_attempt[passed]["badge"] == "B-0"
    # the kiosk's My progress, as the kiosk's own role reads it
    kiosk = PostgresStore(room.url("kiosk_a"), kiosk="kiosk_a")
    try:
        progress = {t: trainee_progress(kiosk, t) for t in expected}
    finally:
        kiosk.close()
    assert {t: p.certification for t, p in progress.items()} == expected
    assert progress[anna].certified_on == _ended(room, passed)
    assert progress[dora].certified_on == _ended(room, later)
    assert progress[carla].certified_on is None
    # the commands HR and the supervisor run say the same
    data = tmp_path / "data"
    data.mkdir()
    where = ["records", "--data-dir", str(data), "--records"]
    capsys.readouterr()
    assert main([*where, room.url("hr"), "export", "--table", "results"]) == 0
    table = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert {r["trainee"]: r["passed"] for r in table if r["passed"] == "1"} == {
        "Anna": "1",
        "Dora": "1",
    }
    assert main([*where, room.url("supervisor"), "trainees"]) == 0
    listed = {line.split()[2]: line for line in capsys.readouterr().out.splitlines()}
    assert "not passed" in listed["Bruno"] and "certified" in listed["Anna"]
    assert "no exam" in listed["Eve"] and "no exam" in listed["Carla"]
    assert "no exam" in listed["Finn"] and "not passed" in listed["Gina"]
    # a PC without the pinned keyring counts none of the notary's attempts
    site_keyring_path().unlink()
    assert main([*where, room.url("hr"), "export", "--table", "results"]) == 0
    assert capsys.readouterr().out == ""
    assert main([*where, room.url("supervisor"), "trainees"]) == 0
    assert capsys.readouterr().out.count("no exam") == len(expected)
