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
