"""Certification exams: which drills, how many items, how long, the pass mark, the red lines.

An exam is a YAML file in rulesets/exams/ (a site folder's exams/ adds to and overrides them);
its id is the file name. The format is declared here in the one reader's types
(kiosk.rules.reader) and described in rulesets/exams/README.md; rulesets/exam.schema.json is
generated from the declaration. Errors name the file, the line and the key, like the ruleset
loader's, and every problem in a file is reported at once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any, Final

from yaml.nodes import Node

from kiosk.domain.ids import DrillId, ErrorTag
from kiosk.i18n import translate
from kiosk.rules import reader
from kiosk.rules.catalog import exam_files as exam_files
from kiosk.rules.catalog import ruleset_files, yaml_files
from kiosk.rules.catalog import shipped_exams_dir as shipped_exams_dir
from kiosk.rules.loader import RulesetError, load_ruleset
from kiosk.rules.model import Text
from kiosk.rules.practical import Criterion, Group, Pace, Practical, RedLine
from kiosk.rules.reader import (
    BAD,
    QT_TRANSLATE_NOOP,
    Bad,
    Choice,
    Field,
    Int,
    List,
    Number,
    Reader,
    ReadError,
    Record,
    Str,
    ValueType,
    suggest,
    texts,
)

# Bytes an exam file may have: an exam takes a few hundred.
MAX_BYTES: Final = 64 * 1024
# The longest time limit an exam may have, in seconds (4 hours).
MAX_TIME_LIMIT_S: Final = 4 * 60 * 60
MAX_ITEMS: Final = 500
# The most attempts an exam may allow in a period, and the longest period, in days.
MAX_ATTEMPTS: Final = 20
MAX_PERIOD_DAYS: Final = 366
_DURATION = re.compile(r"^\s*(?:([0-9]{1,3})\s*m(?:in)?)?\s*(?:([0-9]{1,5})\s*s)?\s*$")
_SHARE = re.compile(r"^\s*(?:([0-9]{1,3}(?:\.[0-9]{1,4})?)|([0-9]{1,3}(?:\.[0-9]{1,2})?)\s*%)\s*$")


@dataclass(frozen=True, slots=True)
class AttemptCap:
    """At most `most` attempts of a candidate in any `days` days (voided and abandoned ones
    count too)."""

    most: int
    days: int


@dataclass(frozen=True, slots=True)
class ExamPart:
    drill: DrillId
    items: int
    seconds_per_item: Decimal | None = None  # a pace standard the result reports against


@dataclass(frozen=True, slots=True)
class ExamDefinition:
    id: str
    ruleset: str  # the house ruleset id the exam is for
    name: Text
    time_limit_s: int
    pass_mark: float  # share of items that must be right, 0–1
    parts: tuple[ExamPart, ...]
    red_lines: frozenset[ErrorTag]  # one such mistake fails the exam
    path: Path | None = None
    # Irregularity cases (by id) of which a wrong remedy fails the exam.
    red_line_cases: frozenset[str] = frozenset()
    attempts: AttemptCap | None = None  # None: no cap
    practical: Practical | None = None  # the practical test at a real table

    @property
    def items(self) -> int:
        return sum(part.items for part in self.parts)


class ExamError(ReadError):
    """An exam file is invalid; `messages` holds every `FILE:LINE: key: problem` line."""


@dataclass(frozen=True)
class Duration(ValueType):
    """A time limit in seconds: 900, or minutes and seconds as 15m or 12m 30s, ASCII digits."""

    maximum: int = MAX_TIME_LIMIT_S

    @property
    def expected(self) -> str:
        return translate(
            "exams", "a duration such as 900, 15m or 12m 30s, from 1 s to {hours} h"
        ).format(hours=self.maximum // 3600)

    def json_schema(self) -> dict[str, Any]:
        return {
            "anyOf": [
                {"type": "integer", "minimum": 1, "maximum": self.maximum},
                {"type": "string", "pattern": _DURATION.pattern},
            ]
        }

    def to_py(self, node: Node, r: Reader, path: str) -> int | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        text = str(scalar.value)
        seconds: int | None = None
        if scalar.tag.endswith(":int") and text.isascii() and text.isdigit() and len(text) <= 9:
            seconds = int(text)
        elif scalar.tag.endswith(":str"):
            match = _DURATION.match(text)
            if match and any(match.groups()):
                seconds = int(match.group(1) or 0) * 60 + int(match.group(2) or 0)
        if seconds is None:
            return r.wrong(node, self, path)
        if not 1 <= seconds <= self.maximum:
            return r.out_of_range(node, path, reader.describe(node), self)
        return seconds


@dataclass(frozen=True)
class Share(ValueType):
    """A pass mark: a share such as 0.9, or a percentage such as 90%, from 1 % to 100 %."""

    @property
    def expected(self) -> str:
        return translate(
            "exams", "a share from 0.01 to 1 (0.9) or a percentage from 1% to 100% (90%)"
        )

    def json_schema(self) -> dict[str, Any]:
        return {
            "anyOf": [
                {"type": "number", "minimum": 0.01, "maximum": 1},
                {"type": "string", "pattern": _SHARE.pattern},
            ]
        }

    def to_py(self, node: Node, r: Reader, path: str) -> float | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        match = _SHARE.match(str(scalar.value))
        if scalar.tag.endswith(":bool") or match is None:
            return r.wrong(node, self, path)
        share = Decimal(match.group(1)) if match.group(1) else Decimal(match.group(2)) / 100
        if not Decimal("0.01") <= share <= 1:
            return r.out_of_range(node, path, reader.describe(node), self)
        return float(share)


_ID_TEXT = Str(
    r"^[a-z0-9][a-z0-9-]*$",
    QT_TRANSLATE_NOOP("ruleset", "an id of lower-case letters, digits and -"),
    max_length=100,
)

PART = Record(
    {
        "drill": Field(
            Choice(tuple(d.value for d in DrillId)), "The drill the items come from.", True
        ),
        "items": Field(Int(1, MAX_ITEMS), "How many items of this drill the exam has.", True),
        "seconds_per_item": Field(
            Number(positive=True, example="8"),
            "A pace standard: the result reports the median seconds per item of this part "
            "against it.",
        ),
    },
    "One part of the exam: a drill and its number of items.",
)

CRITERION = Record(
    {
        "id": Field(_ID_TEXT, "The criterion's id, e.g. drawing.", True),
        "group": Field(
            Choice(tuple(g.value for g in Group)),
            "What the criterion is about: game-procedure, calling, drawing, payouts, commission, "
            "irregularities, pace or hospitality; the kiosk shows its counted errors beside it.",
            True,
        ),
        "name": Field(
            texts("The criterion", max_length=200),
            "The criterion as the rubric shows it, in both UI languages.",
            True,
        ),
        "scale": Field(Int(1, 100), "The highest score: scored from 0 to this, e.g. 10.", True),
        "weight": Field(
            Number(positive=True, example="2"), "The criterion's weight in the result.", True
        ),
    },
    "One criterion of the practical's rubric.",
)

PRACTICAL = Record(
    {
        "criteria": Field(
            List(CRITERION, 1, 40, label_key="id", unique_by="id"),
            "The rubric: the criteria the examiner scores, each in a group.",
            True,
        ),
        "red_lines": Field(
            List(Choice(tuple(r.value for r in RedLine)), unique=True),
            "Errors at the table of which one fails the practical, e.g. [uncorrected-draw, "
            "paid-losing-bet] ([] for none).",
            True,
        ),
        "red_line_cases": Field(
            List(_ID_TEXT, unique=True),
            "With red line wrong-remedy: the irregularity cases (by id) it is about (every case "
            "if left out).",
        ),
        "pass_mark": Field(
            Share(), "The weighted share of the rubric's points needed: 0.7 or 70%.", True
        ),
        "evidence": Field(
            Record(
                {
                    "coups": Field(Int(1, 10_000), "At least this many coups observed …", True),
                    "sessions": Field(Int(1, 20), "… over at least this many sessions.", True),
                },
                "The evidence rule.",
            ),
            "The evidence rule: at least this many coups over at least this many sessions.",
            True,
        ),
        "examiners": Field(Int(1, 2), "How many examiners score: 1 or 2.", True),
        "tolerance": Field(
            Int(0, 100),
            "With two examiners: by how many points their scores of a criterion may differ "
            "before the difference must be resolved with a reason.",
            default=0,
        ),
        "pace": Field(
            Record(
                {
                    "coups_per_hour": Field(Int(1, 1000), "Coups dealt per hour.", True),
                    "seconds_per_settlement": Field(
                        Number(positive=True, example="30"),
                        "Seconds from the winner's call to the next coup's first card.",
                        True,
                    ),
                },
                "The house's pace standard.",
            ),
            "The house's pace standard: coups per hour and seconds per settlement.",
            True,
        ),
    },
    "The practical test at a real table, observed and scored by an examiner.",
)

EXAM = Record(
    {
        "ruleset": Field(
            _ID_TEXT,
            "The id of the house ruleset the exam is for (a shipped or site ruleset).",
            True,
        ),
        "name": Field(
            texts("The exam's name", max_length=200),
            "The exam's name, in both UI languages.",
            True,
        ),
        "time_limit": Field(
            Duration(), "How long the exam may take: 900 (seconds), 15m or 12m 30s.", True
        ),
        "pass_mark": Field(
            Share(), "The share of items that must be right to pass: 0.9 or 90%.", True
        ),
        "parts": Field(
            List(PART, 1, 20), "The drills the exam is made of, each with its items.", True
        ),
        "red_lines": Field(
            List(Choice(tuple(t.value for t in ErrorTag)), unique=True),
            "Mistakes of which one fails the exam, e.g. [over-draw, under-draw] ([] for none).",
            True,
        ),
        "red_line_cases": Field(
            List(_ID_TEXT, unique=True),
            "Irregularity cases of the ruleset (by id) of which a wrong remedy fails the exam, "
            "e.g. [over-draw-after-next]; the exam needs an irregularities part.",
        ),
        "attempts": Field(
            Record(
                {
                    "most": Field(
                        Int(1, MAX_ATTEMPTS), "How many attempts a candidate may start.", True
                    ),
                    "per_days": Field(
                        Int(1, MAX_PERIOD_DAYS),
                        "In how many days (the last N days before a start).",
                        True,
                    ),
                },
                "At most this many attempts in this many days.",
            ),
            "How many attempts a candidate may start in a period, e.g. {most: 3, per_days: 30}; "
            "voided and abandoned attempts count. Left out: no cap.",
        ),
        "practical": Field(
            PRACTICAL,
            "The practical test at a real table: the rubric, red lines, pass mark, evidence "
            "rule, examiners and pace standard.",
        ),
    },
    "A certification exam for kiosk.",
)


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the exam format."""
    return reader.json_schema(EXAM, "kiosk certification exam")


def known_rulesets(path: Path, site_dir: Path | None = None) -> list[str]:
    """The ruleset ids an exam at `path` may name: the shipped ones, the site folder's, and
    those of the rulesets folder the exam's exams/ folder is in."""
    known = set(ruleset_files(site_dir))
    if path.parent.name == "exams":
        known.update(yaml_files(path.parent.parent))
    return sorted(known)


def _check(
    data: dict[str, Any], r: Reader, known: list[str], path: Path, site_dir: Path | None
) -> None:
    ruleset = data.get("ruleset")
    if ruleset is not None and ruleset not in known:
        r.at(
            "ruleset",
            translate("exams", "'{value}' is not a known ruleset, {suggestion}").format(
                value=ruleset, suggestion=suggest(ruleset, known)
            ),
        )
    seen: set[str] = set()
    for i, part in enumerate(data.get("parts", []), 1):
        drill = part.get("drill")
        if drill in seen:
            r.at(
                f"parts.{i}.drill",
                translate(
                    "exams", "{value} is already a part of this exam, expected each drill once"
                ).format(value=drill),
            )
        seen.add(drill)
    cases = data.get("red_line_cases", [])
    if cases and DrillId.IRREGULARITIES.value not in seen and "parts" in data:
        r.at(
            "red_line_cases",
            translate(
                "exams",
                "red lines on irregularity cases need items to fail on, expected a part with "
                "drill: irregularities",
            ),
        )
    practical = data.get("practical")
    practical_cases = practical.get("red_line_cases", []) if isinstance(practical, dict) else []
    known_cases = (
        _cases_of(ruleset, path, site_dir)
        if (cases or practical_cases) and ruleset in known
        else None
    )
    for key, named in (("red_line_cases", cases), ("practical.red_line_cases", practical_cases)):
        for i, case in enumerate(named, 1):
            if known_cases is not None and case not in known_cases:
                r.at(
                    f"{key}.{i}",
                    translate(
                        "exams",
                        "'{value}' is no irregularity case of ruleset {ruleset}, {suggestion}",
                    ).format(value=case, ruleset=ruleset, suggestion=suggest(case, known_cases)),
                )
    if isinstance(practical, dict):
        _check_practical(practical, r)


def _check_practical(practical: dict[str, Any], r: Reader) -> None:
    if practical.get("red_line_cases") and RedLine.WRONG_REMEDY.value not in practical.get(
        "red_lines", [RedLine.WRONG_REMEDY.value]
    ):
        r.at(
            "practical.red_line_cases",
            translate(
                "exams",
                "red line cases are named without their red line, expected wrong-remedy in "
                "practical.red_lines",
            ),
        )
    tolerance = practical.get("tolerance", 0)
    if not isinstance(tolerance, int):
        return
    if practical.get("examiners") == 1 and tolerance:
        r.at(
            "practical.tolerance",
            translate(
                "exams", "a tolerance between examiners needs two of them, expected examiners: 2"
            ),
        )
    scales = [
        c["scale"]
        for c in practical.get("criteria", [])
        if isinstance(c, dict) and isinstance(c.get("scale"), int)
    ]
    if scales and tolerance >= min(scales):
        r.at(
            "practical.tolerance",
            translate(
                "exams",
                "{value} points would let examiners differ by a whole criterion, expected less "
                "than the smallest scale ({scale})",
            ).format(value=tolerance, scale=min(scales)),
        )


def _cases_of(ruleset: str, path: Path, site_dir: Path | None) -> list[str] | None:
    """The irregularity case ids of the ruleset an exam names (None: it cannot be read)."""
    files = dict(ruleset_files(site_dir))
    if path.parent.name == "exams":
        files.update(yaml_files(path.parent.parent))
    try:
        return [c.id for c in load_ruleset(files[ruleset]).irregularities]
    except (KeyError, RulesetError):
        return None


def read_exam(content: bytes | str, path: Path, site_dir: Path | None = None) -> ExamDefinition:
    """Read an exam from its text; raises ExamError listing every problem with its line."""
    document = reader.read_text(
        content,
        EXAM,
        lambda: translate("exams", "an exam"),
        max_bytes=MAX_BYTES,
        empty=lambda: translate("exams", "the file is empty, expected an exam"),
    )
    if document.reader is not None and isinstance(document.data, dict):
        _check(document.data, document.reader, known_rulesets(path, site_dir), path, site_dir)
    reader.finish(document)
    if not document.ok:
        raise ExamError(document.messages(path))
    d = document.data
    assert d is not BAD
    return ExamDefinition(
        id=path.stem,
        ruleset=d["ruleset"],
        name=Text(d["name"]["en"], d["name"]["de"]),
        time_limit_s=d["time_limit"],
        pass_mark=d["pass_mark"],
        parts=tuple(
            ExamPart(DrillId(p["drill"]), p["items"], p.get("seconds_per_item")) for p in d["parts"]
        ),
        red_lines=frozenset(ErrorTag(t) for t in d["red_lines"]),
        path=path,
        red_line_cases=frozenset(d.get("red_line_cases", ())),
        attempts=AttemptCap(d["attempts"]["most"], d["attempts"]["per_days"])
        if "attempts" in d
        else None,
        practical=_practical(d["practical"]) if "practical" in d else None,
    )


def _practical(d: dict[str, Any]) -> Practical:
    return Practical(
        criteria=tuple(
            Criterion(
                c["id"],
                Group(c["group"]),
                Text(c["name"]["en"], c["name"]["de"]),
                c["scale"],
                c["weight"],
            )
            for c in d["criteria"]
        ),
        red_lines=frozenset(RedLine(t) for t in d["red_lines"]),
        pass_mark=d["pass_mark"],
        coups=d["evidence"]["coups"],
        sessions=d["evidence"]["sessions"],
        examiners=d["examiners"],
        tolerance=d.get("tolerance", 0),
        pace=Pace(d["pace"]["coups_per_hour"], d["pace"]["seconds_per_settlement"]),
        red_line_cases=frozenset(d.get("red_line_cases", ())),
    )


def load_exam(path: Path | str, site_dir: Path | None = None) -> ExamDefinition:
    """Read and check one exam file; raises ExamError listing every problem with its line.
    `site_dir` is the site rulesets folder, whose rulesets the exam may name too."""
    path = Path(path)
    try:
        content = reader.read_bytes(path, MAX_BYTES)
    except OSError as exc:
        raise ExamError([reader.cannot_read(path, exc)]) from None
    return read_exam(content, path, site_dir)


def find_exam(name: str, site_dir: Path | None = None) -> ExamDefinition:
    """An exam named by id or by path; raises ExamError with a clear message."""
    candidate = Path(name)
    if candidate.suffix in (".yaml", ".yml"):
        return load_exam(candidate, site_dir)
    files = exam_files(site_dir)
    if name not in files:
        known = ", ".join(sorted(files)) or "-"
        raise ExamError(
            [
                translate("exams", "{name}: unknown exam (known: {known})").format(
                    name=name, known=known
                )
            ]
        )
    return load_exam(files[name], site_dir)


def exams_for(ruleset_id: str, site_dir: Path | None = None) -> list[ExamDefinition]:
    """The valid exams written for this house (invalid files are left to `validate`)."""
    found = []
    for path in exam_files(site_dir).values():
        try:
            exam = load_exam(path, site_dir)
        except ExamError:
            continue
        if exam.ruleset == ruleset_id:
            found.append(exam)
    return found


if __name__ == "__main__":  # python -m kiosk.rules.exams > rulesets/exam.schema.json
    import json

    print(json.dumps(json_schema(), indent=2, ensure_ascii=False))
