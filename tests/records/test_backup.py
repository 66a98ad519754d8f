"""The room's records are a casino's certification evidence: a backup restores all of them."""

from __future__ import annotations

import subprocess
from pathlib import Path

from kiosk.records import SessionStatus
from kiosk.records.history import SessionStart
from kiosk.records.postgres import PostgresStore
from kiosk.records.server import init_server
from kiosk.records.store import stored_answer
from tests.pgserver import Cluster
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam

SCRIPT = Path(__file__).parents[2] / "packaging" / "room-server" / "backup.sh"


def _script(cluster: Cluster, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(SCRIPT), "--host", "127.0.0.1", "--port", str(cluster.port), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_backup_restores_every_answer_result_and_seal(
    pg_url: str, pg_cluster: Cluster, tmp_path: Path, clock: FakeClock
) -> None:
    init_server(pg_url)
    room = PostgresStore(pg_url, clock=clock, kiosk="pc-1")
    anna = room.add_trainee("Anna", "1042")
    session = room.start_session(SessionStart(anna.id, "banco", "practice", "bern", "h", "en"))
    for i in range(25):
        clock.advance(2)
        answer = stored_answer("banco", f"banco:{i % 7}:stood", "draw", "draw", i % 4 > 0, 700 + i)
        room.add_answer(session, answer)
    room.end_session(session, SessionStatus.COMPLETED)
    take_exam(room, clock, anna.id)
    name = pg_url.rsplit("/", 1)[1]
    made = _script(pg_cluster, "--database", name, "--to", str(tmp_path / "backups"))
    assert made.returncode == 0, made.stderr
    [backup] = (tmp_path / "backups").iterdir()
    assert backup.stat().st_mode & 0o077 == 0  # evidence: readable by the server's admin only
    assert f"{backup}: 35 answers, 1 exam results" in made.stdout
    restored_name = f"{name}_restored"
    again = _script(pg_cluster, "--restore", str(backup), "--database", restored_name)
    assert again.returncode == 0, again.stderr
    try:
        refused = _script(pg_cluster, "--restore", str(backup), "--database", restored_name)
        assert refused.returncode == 2 and "exists already" in refused.stderr
        restored = PostgresStore(pg_url.rsplit("/", 1)[0] + "/" + restored_name, kiosk="office")
        try:
            assert restored.answers(trainee_id=anna.id) == room.answers(trainee_id=anna.id)
            assert restored.exam_results() == room.exam_results()
        finally:
            restored.close()
    finally:
        room.close()
        pg_cluster.admin(f"DROP DATABASE IF EXISTS {restored_name} WITH (FORCE)")
