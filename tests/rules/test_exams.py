"""Exam definitions: every shipped exam loads; bad files get FILE:LINE messages for every problem."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from kiosk.drills.task import DrillId, ErrorTag
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.exams import (
    AttemptCap,
    ExamError,
    exam_files,
    exams_for,
    find_exam,
    load_exam,
)
from kiosk.rules.practical import Group, RedLine

SHIPPED = sorted(exam_files())


@pytest.mark.parametrize("exam_id", SHIPPED)
def test_every_shipped_exam_loads(exam_id: str) -> None:
    exam = find_exam(exam_id)
    assert exam.ruleset in ruleset_files()
    assert exam.items > 0 and exam.time_limit_s > 0 and 0 < exam.pass_mark <= 1
    assert exam.name.en and exam.name.de
    assert {ErrorTag.OVER_DRAW, ErrorTag.UNDER_DRAW} <= exam.red_lines


@pytest.mark.slow
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
        (8, "parts.2.drill"),
        (10, "red_lines.2"),
    ]
    for line, key in expected:
        assert any(m.startswith(f"{path}:{line}: {key}: ") for m in messages), (line, key, messages)
    assert len(messages) == len(expected)
    assert "poker" in "\n".join(messages) and "banco" in "\n".join(messages)


def test_missing_keys_and_yaml_errors(tmp_path: Path) -> None:
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, "ruleset: bern\n"))
    assert any(": parts: missing, expected a list" in m for m in caught.value.messages)
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, "ruleset: [bern\n"))
    assert caught.value.messages[0].startswith(f"{tmp_path / 'house.yaml'}:")
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, GOOD.replace("items: 20", "items: 0")))
    assert any(":6: parts.1.items: 0 is out of range, expected" in m for m in caught.value.messages)
    with pytest.raises(ExamError):
        find_exam("no-such-exam")


def test_duplicate_drill_and_bad_count(tmp_path: Path) -> None:
    text = GOOD.replace("drill: payouts\n    items: 5", "drill: banco\n    items: many")
    with pytest.raises(ExamError) as caught:
        load_exam(_write(tmp_path, text))
    joined = "\n".join(caught.value.messages)
    assert ":7: parts.2.drill: banco is already a part" in joined
    assert ":8: parts.2.items: expected a whole number 1–500, got 'many'" in joined


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # a superscript two is a digit to str.isdigit() but no number here
        ("time_limit: 12m 30s", "time_limit: ²", ":3: time_limit: expected a duration"),
        ("time_limit: 12m 30s", "time_limit: '²m'", ":3: time_limit: expected a duration"),
        ("time_limit: 12m 30s", "time_limit: ١٢٣", ":3: time_limit: expected a duration"),
        # 20 digits would validate and overflow the clock at hand-in
        (
            "time_limit: 12m 30s",
            "time_limit: 99999999999999999999",
            ":3: time_limit: expected a duration",
        ),
        ("time_limit: 12m 30s", "time_limit: 14401", ":3: time_limit: 14401 is out of range"),
        ("time_limit: 12m 30s", "time_limit: 0", ":3: time_limit: 0 is out of range"),
        ("pass_mark: 0.85", "pass_mark: 1e-300", ":4: pass_mark: expected a share"),
        ("pass_mark: 0.85", "pass_mark: 0.001", ":4: pass_mark: 0.001 is out of range"),
        ("pass_mark: 0.85", "pass_mark: 0", ":4: pass_mark: 0 is out of range"),
        ("pass_mark: 0.85", "pass_mark: 101%", ":4: pass_mark: '101%' is out of range"),
        ("pass_mark: 0.85", "pass_mark: .nan", ":4: pass_mark: expected a share"),
        ("items: 20", "items: ²", ":6: parts.1.items: expected a whole number 1–500"),
        ("items: 20", "items: 99999999999999999999999", ":6: parts.1.items: "),
        ("ruleset: bern", "ruleset: ../../etc/passwd", ":1: ruleset: '../../etc/passwd' is not"),
        ("ruleset: bern", "ruleset: berne", ":1: ruleset: 'berne' is not a known ruleset"),
    ],
)
def test_numbers_and_names_are_bounded(tmp_path: Path, old: str, new: str, expected: str) -> None:
    path = _write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    assert any(m.startswith(f"{path}{expected}") for m in caught.value.messages), (
        caught.value.messages
    )


def test_good_bounds_still_load(tmp_path: Path) -> None:
    text = GOOD.replace("12m 30s", "240m").replace("0.85", "90%").replace("items: 20", "items: 500")
    exam = load_exam(_write(tmp_path, text))
    assert (exam.time_limit_s, exam.pass_mark, exam.parts[0].items) == (14400, 0.9, 500)
    assert load_exam(_write(tmp_path, GOOD.replace("12m 30s", "900"))).time_limit_s == 900


def test_a_site_exam_may_name_a_site_ruleset(tmp_path: Path) -> None:
    site = tmp_path / "rulesets"
    (site / "exams").mkdir(parents=True)
    (site / "grand-casino.yaml").write_text("id: grand-casino\n", encoding="utf-8")
    path = _write(site / "exams", GOOD.replace("ruleset: bern", "ruleset: grand-casino"))
    assert load_exam(path).ruleset == "grand-casino"
    assert find_exam("house", site).ruleset == "grand-casino"


def test_an_exam_file_is_bounded_before_it_is_parsed(tmp_path: Path) -> None:
    deep = _write(tmp_path, "ruleset: bern\nname: " + "[" * 30_000 + "]" * 30_000 + "\n")
    with pytest.raises(ExamError) as caught:
        load_exam(deep)
    assert caught.value.messages == [
        f"{deep}:2: nested more than 32 levels deep, expected at most 32 levels of mappings "
        "and lists"
    ]
    large = _write(tmp_path, GOOD + "# " + "x" * 70_000 + "\n", "large.yaml")
    with pytest.raises(ExamError) as caught:
        load_exam(large)
    assert caught.value.messages == [
        f"{large}:1: the file is larger than an exam can be, expected at most 65536 bytes"
    ]


def test_the_exam_schema_file_is_the_one_generated() -> None:
    import json

    from kiosk.rules.exams import json_schema

    schema_file = Path(__file__).resolve().parents[2] / "rulesets" / "exam.schema.json"
    assert json.loads(schema_file.read_text(encoding="utf-8")) == json_schema(), (
        "regenerate: python -m kiosk.rules.exams > rulesets/exam.schema.json"
    )


@pytest.mark.parametrize("exam_id", SHIPPED)
@pytest.mark.slow
def test_every_shipped_exam_validates_against_the_schema(exam_id: str) -> None:
    import json

    import jsonschema
    import yaml

    schema_file = Path(__file__).resolve().parents[2] / "rulesets" / "exam.schema.json"
    data = yaml.safe_load(exam_files()[exam_id].read_text(encoding="utf-8"))
    jsonschema.validate(data, json.loads(schema_file.read_text(encoding="utf-8")))


def test_red_lines_on_irregularity_cases(tmp_path: Path) -> None:
    text = (
        GOOD.replace("    items: 5\n", "    items: 5\n  - {drill: irregularities, items: 4}\n")
        + "red_line_cases: [late-bet, wrong-call]\n"
    )
    exam = load_exam(_write(tmp_path, text))
    assert exam.red_line_cases == {"late-bet", "wrong-call"}
    assert exam.items == 29


def test_red_lines_on_unknown_cases_or_without_items_are_refused(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD + "red_line_cases: [late-bet, late-bets]\n")
    with pytest.raises(ExamError) as info:
        load_exam(path)
    assert info.value.messages == [
        f"{path}:10: red_line_cases: red lines on irregularity cases need items to fail on, "
        "expected a part with drill: irregularities",
        f"{path}:10: red_line_cases.2: 'late-bets' is no irregularity case of ruleset bern, "
        "did you mean 'late-bet'?",
    ]


@pytest.mark.parametrize("exam_id", SHIPPED)
@pytest.mark.slow
def test_every_shipped_exam_caps_its_attempts(exam_id: str) -> None:
    assert find_exam(exam_id).attempts == AttemptCap(3, 30)


def test_attempts_per_period(tmp_path: Path) -> None:
    assert load_exam(_write(tmp_path, GOOD)).attempts is None
    exam = load_exam(_write(tmp_path, GOOD + "attempts: {most: 2, per_days: 14}\n"))
    assert exam.attempts == AttemptCap(2, 14)
    path = _write(tmp_path, GOOD + "attempts:\n  most: 0\n  per_days: 1 year\n")
    with pytest.raises(ExamError) as info:
        load_exam(path)
    assert [m.split(": ")[0:2] for m in info.value.messages] == [
        [f"{path}:11", "attempts.most"],
        [f"{path}:12", "attempts.per_days"],
    ]


PRACTICAL = """\
practical:
  criteria:
    - {id: drawing, group: drawing, scale: 10, weight: 3, name: {en: Drawing, de: Ziehen}}
    - {id: pace, group: pace, scale: 5, weight: 0.5, name: {en: Pace, de: Tempo}}
  red_lines: [uncorrected-draw, wrong-remedy]
  red_line_cases: [late-bet]
  pass_mark: 70%
  evidence: {coups: 60, sessions: 2}
  examiners: 2
  tolerance: 2
  pace: {coups_per_hour: 60, seconds_per_settlement: 25}
"""


@pytest.mark.parametrize("exam_id", SHIPPED)
@pytest.mark.slow
def test_every_shipped_exam_has_a_practical(exam_id: str) -> None:
    practical = find_exam(exam_id).practical
    assert practical is not None
    assert {c.group for c in practical.criteria} == set(Group)
    assert RedLine.UNCORRECTED_DRAW in practical.red_lines
    assert practical.sessions >= 2 and practical.coups >= 40
    assert practical.tolerance < min(c.scale for c in practical.criteria)


def test_a_good_practical(tmp_path: Path) -> None:
    practical = load_exam(_write(tmp_path, GOOD + PRACTICAL)).practical
    assert practical is not None
    assert [(c.id, c.group, c.scale, c.weight) for c in practical.criteria] == [
        ("drawing", Group.DRAWING, 10, Decimal(3)),
        ("pace", Group.PACE, 5, Decimal("0.5")),
    ]
    assert practical.criterion("pace").name.de == "Tempo"
    assert practical.red_lines == {RedLine.UNCORRECTED_DRAW, RedLine.WRONG_REMEDY}
    assert practical.red_line_cases == {"late-bet"}
    assert (practical.pass_mark, practical.coups, practical.sessions) == (0.7, 60, 2)
    assert (practical.examiners, practical.tolerance) == (2, 2)
    assert practical.pace.coups_per_hour == 60
    assert practical.pace.seconds_per_settlement == Decimal(25)
    assert load_exam(_write(tmp_path, GOOD)).practical is None


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "group: drawing",
            "group: dancing",
            ":12: practical.criteria.drawing.group: 'dancing' is not",
        ),
        ("scale: 10", "scale: 0", ":12: practical.criteria.drawing.scale: 0 is out of range"),
        ("weight: 3", "weight: -1", ":12: practical.criteria.drawing.weight: -1 is not more"),
        ("id: pace", "id: drawing", ":13: practical.criteria.drawing: 'drawing' is given twice"),
        ("[uncorrected-draw,", "[sleeping,", ":14: practical.red_lines.1: 'sleeping' is not"),
        ("[late-bet]", "[late-bets]", ":15: practical.red_line_cases.1: 'late-bets' is no"),
        ("pass_mark: 70%", "pass_mark: 170%", ":16: practical.pass_mark: '170%' is out of range"),
        ("sessions: 2}", "sessions: 0}", ":17: practical.evidence.sessions: 0 is out of range"),
        ("examiners: 2", "examiners: 3", ":18: practical.examiners: 3 is out of range"),
        ("tolerance: 2", "tolerance: 5", ":19: practical.tolerance: 5 points would let"),
        ("coups_per_hour: 60", "coups_per_hour: fast", ":20: practical.pace.coups_per_hour: "),
        ("  evidence: {coups: 60, sessions: 2}\n", "", ":11: practical.evidence: missing"),
    ],
)
def test_a_broken_practical_is_located(tmp_path: Path, old: str, new: str, expected: str) -> None:
    assert old in PRACTICAL
    path = _write(tmp_path, GOOD + PRACTICAL.replace(old, new))
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    assert any(m.startswith(f"{path}{expected}") for m in caught.value.messages), (
        caught.value.messages
    )


def test_a_practical_tolerance_needs_two_examiners_and_cases_their_red_line(
    tmp_path: Path,
) -> None:
    text = PRACTICAL.replace("examiners: 2", "examiners: 1").replace(", wrong-remedy]", "]")
    path = _write(tmp_path, GOOD + text)
    with pytest.raises(ExamError) as caught:
        load_exam(path)
    assert caught.value.messages == [
        f"{path}:15: practical.red_line_cases: red line cases are named without their red line, "
        "expected wrong-remedy in practical.red_lines",
        f"{path}:19: practical.tolerance: a tolerance between examiners needs two of them, "
        "expected examiners: 2",
    ]
