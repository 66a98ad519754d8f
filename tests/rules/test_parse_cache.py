"""Parsed files kept between runs: used only while every source and the code are unchanged."""

from __future__ import annotations

import marshal
import os
from pathlib import Path

import pytest

from kiosk.rules.catalog import find_ruleset
from kiosk.rules.errors import RulesetError
from kiosk.rules.house import House, summary
from kiosk.rules.model import Ruleset
from kiosk.rules.parse_cache import remembered, remembered_with_summary


class Counter:
    def __init__(self, source: Path) -> None:
        self.source = source
        self.calls = 0

    def __call__(self) -> str:
        self.calls += 1
        return self.source.read_text(encoding="utf-8") if self.source.exists() else "(none)"


def touch(path: Path, text: str) -> None:
    """Write `text` and move the modification time on, as an edit a second later would."""
    path.write_text(text, encoding="utf-8")
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))


def test_second_call_is_served_from_the_cache(tmp_path: Path) -> None:
    source = tmp_path / "house.yaml"
    source.write_text("one", encoding="utf-8")
    build = Counter(source)
    assert remembered("house", [source], build, tmp_path / "cache") == "one"
    assert remembered("house", [source], build, tmp_path / "cache") == "one"
    assert build.calls == 1


def test_changed_added_or_removed_source_is_read_again(tmp_path: Path) -> None:
    source, extra = tmp_path / "house.yaml", tmp_path / "site.yaml"
    source.write_text("one", encoding="utf-8")
    build = Counter(source)
    remembered("house", [source, extra], build, tmp_path / "cache")
    touch(source, "two")
    assert remembered("house", [source, extra], build, tmp_path / "cache") == "two"
    touch(extra, "site")
    remembered("house", [source, extra], build, tmp_path / "cache")
    extra.unlink()
    remembered("house", [source, extra], build, tmp_path / "cache")
    assert build.calls == 4


def test_damaged_entry_is_rebuilt(tmp_path: Path) -> None:
    source = tmp_path / "house.yaml"
    source.write_text("one", encoding="utf-8")
    build = Counter(source)
    remembered("house", [source], build, tmp_path / "cache")
    (tmp_path / "cache" / "house.cache").write_bytes(b"\x80\x05 not an entry")
    assert remembered("house", [source], build, tmp_path / "cache") == "one"
    assert build.calls == 2


def test_errors_pass_through_and_are_not_kept(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "broken.yaml").write_text("id: broken\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(RulesetError):
            remembered(
                "house-broken",
                [site / "broken.yaml"],
                lambda: find_ruleset("broken", site),
                tmp_path / "cache",
            )
    assert not (tmp_path / "cache" / "house-broken.cache").exists()


def test_cache_that_cannot_be_written_is_skipped(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("", encoding="utf-8")
    source = tmp_path / "house.yaml"
    source.write_text("one", encoding="utf-8")
    assert remembered("house", [source], Counter(source), blocked) == "one"


def test_cached_ruleset_equals_a_fresh_one(tmp_path: Path) -> None:
    fresh = find_ruleset("castle-vaduz")
    assert fresh.path is not None
    first = remembered("house", [fresh.path], lambda: find_ruleset("castle-vaduz"), tmp_path)
    again = remembered("house", [fresh.path], lambda: pytest.fail("not cached"), tmp_path)
    assert first == again == fresh


def test_a_house_is_read_as_its_summary_and_its_ruleset_on_demand(tmp_path: Path) -> None:
    fresh = find_ruleset("uk-2000")
    assert fresh.path is not None
    built: list[str] = []

    def build() -> Ruleset:
        built.append("read")
        return find_ruleset("uk-2000")

    first, _ = remembered_with_summary("house", [fresh.path], build, summary, tmp_path)
    again, load = remembered_with_summary("house", [fresh.path], build, summary, tmp_path)
    assert first == again == (fresh.id, fresh.name.en, fresh.name.de, fresh.idle_minutes)
    assert built == ["read"]
    house = House(again, load)
    assert house.id == "uk-2000" and house.name("de_CH") == fresh.name.de
    assert not house.loaded
    assert house.ruleset == fresh and house.loaded
    assert built == ["read"]  # the ruleset came from the entry, not from the file


def test_a_damaged_ruleset_inside_a_good_entry_is_read_again(tmp_path: Path) -> None:
    fresh = find_ruleset("bern")
    assert fresh.path is not None
    build = lambda: find_ruleset("bern")  # noqa: E731
    remembered_with_summary("house", [fresh.path], build, summary, tmp_path)
    entry = tmp_path / "house.cache"
    key, found, kind, payload = marshal.loads(entry.read_bytes())
    assert kind == "pickle"
    entry.write_bytes(marshal.dumps((key, found, kind, payload[: len(payload) // 2])))
    again, load = remembered_with_summary("house", [fresh.path], build, summary, tmp_path)
    assert again == found
    assert load() == fresh


def test_plain_values_are_kept_plain_and_old_entries_go(tmp_path: Path) -> None:
    source = tmp_path / "exam.yaml"
    source.write_text("one", encoding="utf-8")
    old = tmp_path / "cache" / "has-exam.pickle"
    old.parent.mkdir()
    old.write_bytes(b"format 1")
    assert remembered("has-exam", [source], lambda: True, tmp_path / "cache") is True
    _, _, kind, value = marshal.loads((tmp_path / "cache" / "has-exam.cache").read_bytes())
    assert (kind, value) == ("plain", True)
    assert not old.exists()
    assert remembered("has-exam", [source], lambda: pytest.fail("not cached"), tmp_path / "cache")


def test_in_a_bundle_the_executable_stamps_the_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A PyInstaller bundle has no source folders: the stamp is the executable's."""
    import sys

    from kiosk.rules import parse_cache

    executable = tmp_path / "kiosk"
    executable.write_bytes(b"bundle 1")
    monkeypatch.setattr(parse_cache, "_CODE", tmp_path / "no-sources")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))
    parse_cache._code_stamp.cache_clear()
    try:
        first = parse_cache._code_stamp()
        parse_cache._code_stamp.cache_clear()
        touch(executable, "bundle 2, rebuilt")
        assert parse_cache._code_stamp() != first
    finally:
        parse_cache._code_stamp.cache_clear()


def test_a_write_is_whole_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kiosk.rules import parse_cache

    target = tmp_path / "cache" / "entry.cache"
    parse_cache.write_atomically(target, b"first")
    assert target.read_bytes() == b"first"

    def no_room(self: Path, data: bytes) -> int:
        Path.write_text(self, "half", encoding="ascii")  # what a full disk leaves
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_bytes", no_room)
    with pytest.raises(OSError):
        parse_cache.write_atomically(target, b"second")
    monkeypatch.undo()
    assert target.read_bytes() == b"first"  # the old entry stands
    assert sorted(p.name for p in target.parent.iterdir()) == ["entry.cache"]  # nothing left over
