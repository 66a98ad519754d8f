"""Writing a file whole or not at all (kiosk.files.write_whole)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from kiosk.files import write_whole


def test_a_file_is_replaced_whole_and_readable_by_its_owner_alone(tmp_path: Path) -> None:
    target = tmp_path / "state.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o644)
    old = os.umask(0)
    try:
        write_whole(target, "new")
    finally:
        os.umask(old)
    assert target.read_text(encoding="utf-8") == "new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    write_whole(target, "shared", 0o640, sync=True)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["state.json"]


def test_a_failed_write_leaves_the_old_file_and_no_partial_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "settings.yaml"
    target.write_text("kept", encoding="utf-8")

    def refuse(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        write_whole(target, "lost")
    assert target.read_text(encoding="utf-8") == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml"]


def test_a_partial_file_left_by_a_dead_process_of_the_same_pid_is_replaced(
    tmp_path: Path,
) -> None:
    target = tmp_path / "exam-seal.head"
    (tmp_path / f"exam-seal.head.{os.getpid()}.partial").write_text("junk", encoding="utf-8")
    write_whole(target, "head")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["exam-seal.head"]


def test_a_link_planted_where_the_partial_file_goes_is_not_written_through(
    tmp_path: Path,
) -> None:
    """Someone with the kiosk user's files links the partial file's name, or the file itself,
    to another file: that file is left as it was, and the link is replaced by the new file."""
    victim = tmp_path / "victim"
    victim.write_text("untouched", encoding="utf-8")
    target = tmp_path / "settings.yaml"
    (tmp_path / f"settings.yaml.{os.getpid()}.partial").symlink_to(victim)
    target.symlink_to(victim)
    write_whole(target, "new")
    assert victim.read_text(encoding="utf-8") == "untouched"
    assert not target.is_symlink() and target.read_text(encoding="utf-8") == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.yaml", "victim"]
