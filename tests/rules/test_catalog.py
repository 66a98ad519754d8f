"""Which files count as rulesets and exams: *.yaml files of a folder, a site's over the shipped."""

from __future__ import annotations

from pathlib import Path

from kiosk.rules.catalog import exam_files, ruleset_files, yaml_files


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
