"""Killing the program mid-session loses nothing already answered; the session is abandoned."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from kiosk.records import SessionStatus
from kiosk.records.location import open_store

pytestmark = pytest.mark.slow

CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from kiosk.domain.ids import DrillId
    from kiosk.drills.session import AnswerRecord
    from kiosk.records.history import SessionStart
    from kiosk.records.session import SessionRecorder
    from kiosk.records.location import open_store

    store = open_store(Path(sys.argv[1]))
    trainee = store.add_trainee("Anna", "1042")
    rec = SessionRecorder(store, SessionStart(trainee.id, "banco", "practice", "bern", "abc", "en"))
    for i in range(3):
        key = f"banco:{i}:stood"
        rec.answer(AnswerRecord(DrillId.BANCO, key, "draw", "draw", True, 700 + i, i, 0))
    print(rec.session_id, flush=True)
    time.sleep(60)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killed_mid_session(tmp_path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        session_id = int(child.stdout.readline())
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
        if child.stdout is not None:
            child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    store = open_store(tmp_path)
    session = store.session(session_id)
    assert session is not None and session.status is SessionStatus.ABANDONED
    assert [a.ms for a in store.answers(session_id=session_id)] == [700, 701, 702]
    store.close()
