"""Changing the examiner code on the supervisor's Settings page (kiosk.ui.supervisor.code_panel):
the same change as `kiosk records set-pin`, the current code asked through the gate."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.records.access import MIN_N
from kiosk.records.credential import (
    create_credential,
    credential_file,
    load_credential,
    save_credential,
)
from kiosk.ui.supervisor.code_panel import CodePanel

OLD, NEW = "2468013579", "9753102468"


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path / "site"))
    (tmp_path / "site").mkdir()
    save_credential(create_credential(OLD, n=MIN_N), credential_file())
    return credential_file()


def _panel(qtbot: QtBot, code: str | None, changed: list[bool]) -> CodePanel:
    panel = CodePanel(lambda parent: code, lambda: changed.append(True))
    qtbot.addWidget(panel)
    return panel


def test_the_code_is_changed_with_the_current_one_and_the_key_kept(
    qtbot: QtBot, site: Path
) -> None:
    before = load_credential(site)
    assert before is not None
    changed: list[bool] = []
    panel = _panel(qtbot, OLD, changed)
    panel.new_code.setText(NEW)
    panel.again.setText(NEW)
    assert panel.on_change() and changed == [True]
    after = load_credential(site)
    assert after is not None and after.unlock(NEW) is not None and after.unlock(OLD) is None
    assert after.public_key == before.public_key  # older seals still check
    assert panel.note.property("role") == "done" and panel.new_code.text() == ""


@pytest.mark.parametrize(
    ("code", "new", "again", "says"),
    [
        (OLD, NEW, NEW[:-1] + "0", "differ"),
        (None, NEW, NEW, "current code"),  # the gate's dialog cancelled or locked
        ("1111122222", NEW, NEW, "wrong"),
        (OLD, "1234567890", "1234567890", "digits"),  # too weak: a run
        (OLD, "", "", "twice"),
    ],
)
def test_nothing_changes_without_the_right_codes(
    qtbot: QtBot, site: Path, code: str | None, new: str, again: str, says: str
) -> None:
    changed: list[bool] = []
    panel = _panel(qtbot, code, changed)
    panel.new_code.setText(new)
    panel.again.setText(again)
    assert not panel.on_change() and changed == []
    assert says in panel.note.text() and panel.note.property("role") == "error"
    current = load_credential(site)
    assert current is not None and current.unlock(OLD) is not None
