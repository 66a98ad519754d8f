"""A second program on the same data folder: with real second processes."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from kiosk.records import SessionStatus
from kiosk.records.engine import SQLiteDatabase
from kiosk.records.location import open_store
from kiosk.records.store import RecordsBusyError

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork, SIGKILL, /proc")

OWNER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from kiosk.records.history import SessionStart
    from kiosk.records.location import open_store

    store = open_store(Path(sys.argv[1]))
    trainee = store.add_trainee("Anna", "1042")
    sid = store.start_session(SessionStart(trainee.id, "exam:bern", "exam", "bern", "abc", "en"))
    print(sid, flush=True)
    sys.stdin.readline()  # until the test says so
    from kiosk.records.store import stored_answer
    store.add_answer(sid, stored_answer("banco", "banco:1:stood", "draw", "draw", True, 700))
    print("answered", flush=True)
    """
)


def _child(code: str, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


@pytest.mark.slow
def test_a_second_process_leaves_a_live_session_open(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kiosk.cli import main

    child = _child(OWNER, str(tmp_path))
    try:
        assert child.stdout is not None and child.stdin is not None
        sid = int(child.stdout.readline())
        # verify, results and a second `kiosk run` open the same folder meanwhile
        assert main(["records", "--data-dir", str(tmp_path), "verify"]) == 0
        assert main(["records", "--data-dir", str(tmp_path), "results"]) == 0
        second = open_store(tmp_path)
        session = second.session(sid)
        assert session is not None and session.status is SessionStatus.OPEN
        second.close()
        child.stdin.write("go\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "answered"
    finally:
        child.kill()
        child.communicate(timeout=10)
    capsys.readouterr()
    # now the owner is gone: the next start closes its session
    after = open_store(tmp_path)
    session = after.session(sid)
    assert session is not None and session.status is SessionStatus.ABANDONED
    after.close()


def test_read_only_commands_do_not_write(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    store.add_trainee("Anna")
    store.close()
    ro = open_store(tmp_path, read_only=True)
    with pytest.raises(sqlite3.OperationalError, match=r"readonly"):
        ro.add_trainee("Eve")
    assert [t.name for t in ro.trainees()] == ["Anna"]
    ro.close()


RACE = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from kiosk.records.location import open_store

    start = float(sys.argv[2])
    while time.time() < start:
        pass
    store = open_store(Path(sys.argv[1]))
    store.close()
    print("ok", flush=True)
    """
)


@pytest.mark.slow
def test_two_processes_opening_a_new_folder_at_once(tmp_path: Path) -> None:
    """Both migrate-or-wait; neither sees 'table schema_version already exists'."""
    import time

    for round_ in range(3):
        folder = tmp_path / f"new-{round_}"
        start = str(time.time() + 1.0)
        children = [_child(RACE, str(folder), start) for _ in range(2)]
        for child in children:
            out, err = child.communicate(timeout=60)
            assert child.returncode == 0 and out.strip() == "ok", err
        store = open_store(folder, read_only=True)
        assert store.trainees() == []
        store.close()


HOLDER = textwrap.dedent(
    """
    import sqlite3, sys, time
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    print("locked", flush=True)
    time.sleep(60)
    """
)


def _older_records(folder: Path) -> Path:
    """Records of an earlier kiosk (schema 2, no WAL yet): opening them has to write."""
    import sqlite3

    from kiosk.records.migrations import migrate
    from kiosk.records.store import DB_FILE

    folder.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(folder / DB_FILE, isolation_level=None)
    migrate(conn, target=2)
    conn.close()
    return folder / DB_FILE


@pytest.mark.slow
def test_a_busy_database_is_retried_with_a_message_then_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kiosk.records import store as store_module

    path = _older_records(tmp_path)
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.2)
    child = _child(HOLDER, str(path))
    said: list[str] = []
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "locked"
        with pytest.raises(RecordsBusyError, match="stayed busy"):
            open_store(tmp_path, on_busy=said.append)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.communicate(timeout=10)
    assert len(said) == store_module.BUSY_TRIES - 1 and "busy" in said[0]
    open_store(tmp_path).close()  # free again


@pytest.mark.slow
def test_the_kiosk_exits_with_a_status_the_autostart_restarts_when_busy(tmp_path: Path) -> None:
    """The unit restarts every failure except exit 2; a busy database must not be exit 2."""
    unit = Path("packaging/linux/kiosk-session.service").read_text(encoding="utf-8")
    assert "RestartPreventExitStatus=2" in unit and "Restart=on-failure" in unit

    child = _child(HOLDER, str(_older_records(tmp_path / "data")))
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "locked"
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            PYTHONPATH=os.getcwd(),
            KIOSK_SITE_DIR=str(tmp_path / "site"),
        )
        probe = (
            "import sys\n"
            "from kiosk.records import store\n"
            "store.BUSY_TIMEOUT_S = 0.2\n"
            "from kiosk.cli import main\n"
            "sys.exit(main())\n"
        )
        done = subprocess.run(
            [
                sys.executable,
                "-c",
                probe,
                "run",
                "--quit-after-startup",
                "--data-dir",
                str(tmp_path / "data"),
            ],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.communicate(timeout=10)
    assert done.returncode == 1, done.stderr
    assert "busy" in done.stderr and "Traceback" not in done.stderr


def test_a_thread_reading_after_the_records_close_is_refused_not_given_another_s_connection(
    tmp_path: Path,
) -> None:
    """The app closes its records while a job still reads on another thread: that thread was
    handed the closing thread's connection and the process crashed under both."""
    db = SQLiteDatabase.open(str(tmp_path / "records.sqlite3"))
    db.execute("CREATE TABLE t (x INTEGER)")
    db.close()
    refused: list[BaseException] = []

    def read() -> None:
        try:
            db.conn  # noqa: B018  (taking this thread's connection is what must be refused)
        except sqlite3.ProgrammingError as exc:
            refused.append(exc)

    reader = threading.Thread(target=read)
    reader.start()
    reader.join()
    assert len(refused) == 1 and "closed" in str(refused[0])
