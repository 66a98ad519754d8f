"""Which files count as rulesets and exams: *.yaml files of a folder, a site's over the shipped."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.rules.catalog import exam_files, find_ruleset, ruleset_files, yaml_files


def test_only_visible_yaml_files_count(tmp_path: Path) -> None:
    for name in ("b.yaml", "a.yaml", ".hidden.yaml", "notes.txt", "c.yml", "a.yaml~"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "folder.yaml").mkdir()
    assert yaml_files(tmp_path) == {"a": tmp_path / "a.yaml", "b": tmp_path / "b.yaml"}
    assert list(yaml_files(tmp_path)) == ["a", "b"]


def test_a_missing_folder_has_none(tmp_path: Path) -> None:
    assert yaml_files(tmp_path / "nowhere") == {}
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert yaml_files(tmp_path / "file") == {}


def test_a_site_file_overrides_the_shipped_one_of_its_name(tmp_path: Path) -> None:
    shipped = ruleset_files()
    assert {"bern", "castle-vaduz", "schaanwald", "uk-2000"} <= set(shipped)
    (tmp_path / "bern.yaml").write_text("x", encoding="utf-8")
    (tmp_path / "exams").mkdir()
    (tmp_path / "exams" / "house-exam.yaml").write_text("x", encoding="utf-8")
    site = ruleset_files(tmp_path)
    assert site["bern"] == tmp_path / "bern.yaml"
    assert site["uk-2000"] == shipped["uk-2000"]
    assert exam_files(tmp_path)["house-exam"] == tmp_path / "exams" / "house-exam.yaml"
    assert set(exam_files()) < set(exam_files(tmp_path))


def test_an_unreadable_entry_in_the_site_folder_is_skipped_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    import os
    import shutil

    from kiosk.resources import shipped_rulesets_dir

    site = tmp_path / "site"
    site.mkdir()
    shutil.copy(shipped_rulesets_dir() / "bern.yaml", site / "bern.yaml")
    os.symlink("loop.yaml", site / "loop.yaml")  # a symlink to itself
    os.symlink("gone", site / "dangling.yaml")
    with caplog.at_level("WARNING", logger="kiosk.rules.catalog"):
        files = ruleset_files(site)
    assert files["bern"] == site / "bern.yaml"  # the site's file, not the shipped one
    assert "loop" not in files and "dangling" not in files
    warnings = [r.getMessage() for r in caplog.records]
    assert any(w.startswith(f"{site / 'loop.yaml'}: skipped, cannot be read (") for w in warnings)
    assert any(w.startswith(f"{site / 'dangling.yaml'}: skipped") for w in warnings)
    assert find_ruleset("bern", site).path == site / "bern.yaml"


# -- the house, started from its summary --------------------------------------------------------


def _site_house(site: Path, name: str = "bern", **edits: str) -> Path:
    """A site copy of a shipped ruleset under `name`, with text replaced (`edits`)."""
    text = ruleset_files()["bern"].read_text(encoding="utf-8")
    for old, new in edits.items():
        text = text.replace(old, new)
    site.mkdir(exist_ok=True)
    path = site / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.slow
def test_an_unchanged_ruleset_starts_from_its_summary(tmp_path: Path) -> None:
    from kiosk.rules.catalog import SUMMARY_FILE, find_house

    cache, site = tmp_path / "cache", tmp_path / "site"
    _site_house(site)
    first = find_house("bern", site, cache)
    assert first.loaded and (cache / SUMMARY_FILE).is_file()
    again = find_house("bern", site, cache)
    assert not again.loaded  # the start screen needs no more than the summary
    assert (again.id, again.name("de"), again.idle_minutes) == (
        first.id,
        first.name("de"),
        first.idle_minutes,
    )
    assert again.ruleset == first.ruleset and again.loaded


@pytest.mark.slow
def test_a_changed_ruleset_file_is_read_again_with_its_problems(tmp_path: Path) -> None:
    from kiosk.rules.catalog import find_house
    from kiosk.rules.loader import RulesetError

    cache, site = tmp_path / "cache", tmp_path / "site"
    path = _site_house(site)
    find_house("bern", site, cache)
    path.write_text(path.read_text(encoding="utf-8") + "unknown_key: 1\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="unknown_key"):
        find_house("bern", site, cache)
    # the same bytes under another id is another file: its name is checked against its id
    _site_house(site, "grand-casino")
    with pytest.raises(RulesetError, match="is not the file's name"):
        find_house("grand-casino", site, cache)


@pytest.mark.slow
def test_a_summary_edited_by_hand_lasts_only_until_the_ruleset_is_read(tmp_path: Path) -> None:
    """Someone with the kiosk user's files edits the cache: an entry that does not read as a
    summary is not used; a well-formed one shows its name until the ruleset itself is read
    (right after the first frame), which has the last word."""
    import json

    from kiosk.rules.catalog import SUMMARY_FILE, find_house

    cache, site = tmp_path / "cache", tmp_path / "site"
    _site_house(site)
    real = find_house("bern", site, cache)
    summaries = json.loads((cache / SUMMARY_FILE).read_text(encoding="utf-8"))
    (key,) = summaries
    for bad in ([], ["bern", "x", "y", "5"], ["bern", "", "y", None], ["bern", "a\nb", "c", 5]):
        (cache / SUMMARY_FILE).write_text(json.dumps({key: bad}), encoding="utf-8")
        assert find_house("bern", site, cache).loaded  # not a summary: read in full
    (cache / SUMMARY_FILE).write_text("{not json", encoding="utf-8")
    assert find_house("bern", site, cache).loaded
    forged = {key: ["bern", "Forged", "Gefälscht", 1440]}
    (cache / SUMMARY_FILE).write_text(json.dumps(forged), encoding="utf-8")
    house = find_house("bern", site, cache)
    assert house.name("en") == "Forged"
    assert house.ruleset.id == "bern"
    assert (house.name("en"), house.idle_minutes) == (real.name("en"), real.idle_minutes)


def test_a_cache_that_cannot_be_written_costs_only_speed(tmp_path: Path) -> None:
    from kiosk.rules.catalog import find_house

    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    house = find_house("bern", None, blocked / "cache")
    assert house.loaded and house.id == "bern"
    assert find_house("bern", None, blocked / "cache").loaded


@pytest.mark.slow
def test_kiosks_starting_at_once_leave_a_summary_file_that_reads(tmp_path: Path) -> None:
    """Two programs keeping their summaries in one cache at the same moment: each writes its
    file whole, so the file reads as JSON afterwards whichever came last."""
    import json
    import subprocess
    import sys

    from kiosk.rules.catalog import SUMMARY_FILE

    probe = (
        "import sys\n"
        "from pathlib import Path\n"
        "from kiosk.rules.catalog import find_house\n"
        "for _ in range(15):\n"
        "    (Path(sys.argv[1]) / 'houses.json').unlink(missing_ok=True)\n"
        "    find_house(sys.argv[2], None, Path(sys.argv[1]))\n"
    )
    cache = tmp_path / "cache"
    runs = [
        subprocess.Popen([sys.executable, "-c", probe, str(cache), name])
        for name in ("bern", "uk-2000", "castle-vaduz")
    ]
    assert [run.wait(timeout=120) for run in runs] == [0, 0, 0]
    assert isinstance(json.loads((cache / SUMMARY_FILE).read_text(encoding="utf-8")), dict)
    assert sorted(p.name for p in cache.iterdir()) == [SUMMARY_FILE]
