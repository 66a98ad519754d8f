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


# -- the house --------------------------------------------------------------------------------


def _site_house(site: Path, name: str = "bern", **edits: str) -> Path:
    """A site copy of a shipped ruleset under `name`, with text replaced (`edits`)."""
    text = ruleset_files()["bern"].read_text(encoding="utf-8")
    for old, new in edits.items():
        text = text.replace(old, new)
    site.mkdir(exist_ok=True)
    path = site / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_house_is_its_ruleset_read_with_its_problems(tmp_path: Path) -> None:
    from kiosk.rules.catalog import find_house
    from kiosk.rules.loader import RulesetError

    site = tmp_path / "site"
    path = _site_house(site)
    house = find_house("bern", site)
    assert (house.id, house.name("de"), house.idle_minutes) == (
        "bern",
        house.ruleset.name.de,
        house.ruleset.idle_minutes,
    )
    path.write_text(path.read_text(encoding="utf-8") + "unknown_key: 1\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="unknown_key"):
        find_house("bern", site)
    # the same bytes under another id is another file: its name is checked against its id
    _site_house(site, "grand-casino")
    with pytest.raises(RulesetError, match="is not the file's name"):
        find_house("grand-casino", site)
