"""Exam definitions: every shipped exam loads; bad files get FILE:LINE messages for every problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.drills.task import DrillId, ErrorTag
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.exams import ExamError, exam_files, exams_for, find_exam, load_exam

SHIPPED = sorted(exam_files())


@pytest.mark.parametrize("exam_id", SHIPPED)
def test_every_shipped_exam_loads(exam_id: str) -> None:
    exam = find_exam(exam_id)
    assert exam.ruleset in ruleset_files()
    assert exam.items > 0 and exam.time_limit_s > 0 and 0 < exam.pass_mark <= 1
    assert exam.name.en and exam.name.de
    assert {ErrorTag.OVER_DRAW, ErrorTag.UNDER_DRAW} <= exam.red_lines


def test_one_exam_per_house() -> None:
    for ruleset_id in ruleset_files():
        assert len(exams_for(ruleset_id)) == 1, ruleset_id


def _write(tmp_path: Path, text: str, name: str = "house.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


GOOD = """\
ruleset: bern
name: {en: Exam, de: Prüfung}
time_limit: 12m 30s
pass_mark: 0.85
parts:
  - {drill: banco, items: 20}
  - drill: payouts
    items: 5
red_lines: [over-draw]
"""


def test_a_good_file(tmp_path: Path) -> None:
    exam = load_exam(_write(tmp_path, GOOD))
    assert exam.id == "house"
    assert exam.time_limit_s == 750
    assert exam.pass_mark == 0.85
    assert [(p.drill, p.items) for p in exam.parts] == [(DrillId.BANCO, 20), (DrillId.PAYOUTS, 5)]
    assert exam.items == 25
    assert exam.red_lines == {ErrorTag.OVER_DRAW}


def test_every_problem_is_located(tmp_path: Path) -> None:
    bad = (
        GOOD.replace("12m 30s", "soon")
        .replace("0.85", "120%")
        .replace("drill: payouts", "drill: poker")
        .replace("[over-draw]", "[over-draw, sneezing]")
        .replace("name: {en: Exam, de: Prüfung}", "name: {en: Exam}\ncolour: red")
    )
    path = _write(tmp_path, bad)
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    messages = caught.value.messages
    expected = [
        (2, "name.de"),
        (3, "colour"),
        (4, "time_limit"),
        (5, "pass_mark"),
        (8, "parts[1].drill"),
        (10, "red_lines[1]"),
    ]
    for line, key in expected:
        assert any(m.startswith(f"{path}:{line}: {key}: ") for m in messages), (line, key, messages)
    assert len(messages) == len(expected)
    assert "poker" in "\n".join(messages) and "banco" in "\n".join(messages)


def test_missing_keys_and_yaml_errors(tmp_path: Path) -> None:
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, "ruleset: bern\n"))
    assert any(": parts: missing" in m for m in caught.value.messages)
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, "ruleset: [bern\n"))
    assert caught.value.messages[0].startswith(f"{tmp_path / 'house.yaml'}:")
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, GOOD.replace("items: 20", "items: 0")))
    assert any(":6: parts[0].items: expected a whole number" in m for m in caught.value.messages)
    with pytest.raises(ExamError):
        find_exam("no-such-exam")


def test_duplicate_drill_and_bad_count(tmp_path: Path) -> None:
    text = GOOD.replace("drill: payouts\n    items: 5", "drill: banco\n    items: many")
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, text))
    joined = "\n".join(caught.value.messages)
    assert ":7: parts[1].drill: banco is already a part" in joined
    assert ":8: parts[1].items: expected a whole number" in joined
