"""Certification exams: which drills, how many items, how long, the pass mark, the red lines.

An exam is a YAML file in rulesets/exams/ (a site folder's exams/ adds to and overrides them);
its id is the file name. The format is described in rulesets/exams/README.md. Errors name the
file, the line and the key, like the ruleset loader's, and every problem in a file is reported
at once.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml

from kiosk.domain.ids import DrillId, ErrorTag
from kiosk.i18n import translate
from kiosk.rules.catalog import exam_files as exam_files
from kiosk.rules.catalog import shipped_exams_dir as shipped_exams_dir
from kiosk.rules.model import Text

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

_DURATION = re.compile(r"^\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?\s*$")
_KEYS = {"ruleset", "name", "time_limit", "pass_mark", "parts", "red_lines"}


@dataclass(frozen=True, slots=True)
class ExamPart:
    drill: DrillId
    items: int


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

    @property
    def items(self) -> int:
        return sum(part.items for part in self.parts)


class ExamError(ValueError):
    """An exam file is invalid; `messages` holds every `FILE:LINE: key: problem` line."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__("\n".join(messages))
        self.messages = messages


class _Checker:
    """Walks the YAML node tree (which knows its lines) and collects located problems."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[str] = []

    def problem(self, node: yaml.Node, key: str, text: str) -> None:
        self.problems.append(f"{self.path}:{node.start_mark.line + 1}: {key}: {text}")

    def mapping(self, node: yaml.Node, key: str) -> dict[str, tuple[yaml.Node, yaml.Node]]:
        if not isinstance(node, yaml.MappingNode):
            self.problem(node, key, translate("exams", "expected a mapping of key: value"))
            return {}
        return {str(k.value): (k, v) for k, v in node.value if isinstance(k, yaml.ScalarNode)}

    def scalar(self, node: yaml.Node, key: str) -> str | None:
        if not isinstance(node, yaml.ScalarNode) or not str(node.value).strip():
            self.problem(node, key, translate("exams", "expected a single value"))
            return None
        return str(node.value).strip()

    def items(self, node: yaml.Node, key: str) -> Iterator[tuple[int, yaml.Node]]:
        if not isinstance(node, yaml.SequenceNode) or not node.value:
            self.problem(node, key, translate("exams", "expected a non-empty list"))
            return
        yield from enumerate(node.value)


def _duration(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    match = _DURATION.match(text)
    if not match or not any(match.groups()):
        return None
    return int(match.group(1) or 0) * 60 + int(match.group(2) or 0)


def _pass_mark(text: str) -> float | None:
    try:
        value = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        return None
    return value if 0 < value <= 1 else None


def load_exam(path: Path | str) -> ExamDefinition:
    """Read and check one exam file; raises ExamError listing every problem with its line."""
    path = Path(path)
    try:
        root = yaml.compose(path.read_text(encoding="utf-8"), Loader=_Loader)
    except OSError as exc:
        raise ExamError([f"{path}: {exc.strerror}"]) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise ExamError([f"{path}{line}: {problem}"]) from None
    c = _Checker(path)
    if root is None:
        raise ExamError([f"{path}:1: " + translate("exams", "the file is empty")])
    top = c.mapping(root, "exam")
    for key, (knode, _) in top.items():
        if key not in _KEYS:
            c.problem(
                knode,
                key,
                translate("exams", "unknown key; expected one of: {keys}").format(
                    keys=", ".join(sorted(_KEYS))
                ),
            )
    for key in sorted(_KEYS - set(top)):
        if isinstance(root, yaml.MappingNode):
            c.problem(root, key, translate("exams", "missing"))

    ruleset = c.scalar(top["ruleset"][1], "ruleset") if "ruleset" in top else None

    name = Text("", "")
    if "name" in top:
        names = c.mapping(top["name"][1], "name")
        langs = {
            lang: c.scalar(names[lang][1], f"name.{lang}") for lang in ("en", "de") if lang in names
        }
        for lang in ("en", "de"):
            if lang not in names:
                c.problem(top["name"][1], f"name.{lang}", translate("exams", "missing"))
        name = Text(langs.get("en") or "", langs.get("de") or "")

    time_limit = 0
    if "time_limit" in top:
        node = top["time_limit"][1]
        text = c.scalar(node, "time_limit")
        seconds = _duration(text) if text else None
        if text and not seconds:
            c.problem(
                node,
                "time_limit",
                translate(
                    "exams", "expected a duration such as 900, 15m or 12m 30s, not {value}"
                ).format(value=text),
            )
        time_limit = seconds or 0

    pass_mark = 0.0
    if "pass_mark" in top:
        node = top["pass_mark"][1]
        text = c.scalar(node, "pass_mark")
        mark = _pass_mark(text) if text else None
        if text and mark is None:
            c.problem(
                node,
                "pass_mark",
                translate(
                    "exams",
                    "expected a share above 0 and at most 1 (0.9) or a percentage (90%), "
                    "not {value}",
                ).format(value=text),
            )
        pass_mark = mark or 0.0

    drills = ", ".join(d.value for d in DrillId)
    parts: list[ExamPart] = []
    seen: set[DrillId] = set()
    if "parts" in top:
        for i, node in c.items(top["parts"][1], "parts"):
            fields = c.mapping(node, f"parts[{i}]")
            for key, (knode, _) in fields.items():
                if key not in ("drill", "items"):
                    c.problem(
                        knode,
                        f"parts[{i}].{key}",
                        translate("exams", "unknown key; expected drill and items"),
                    )
            drill: DrillId | None = None
            if "drill" not in fields:
                c.problem(node, f"parts[{i}].drill", translate("exams", "missing"))
            else:
                dnode = fields["drill"][1]
                text = c.scalar(dnode, f"parts[{i}].drill")
                if text is not None:
                    try:
                        drill = DrillId(text)
                    except ValueError:
                        c.problem(
                            dnode,
                            f"parts[{i}].drill",
                            translate(
                                "exams", "unknown drill {value}; expected one of: {drills}"
                            ).format(value=text, drills=drills),
                        )
                if drill is not None and drill in seen:
                    c.problem(
                        dnode,
                        f"parts[{i}].drill",
                        translate("exams", "{value} is already a part of this exam").format(
                            value=drill.value
                        ),
                    )
            count = 0
            if "items" not in fields:
                c.problem(node, f"parts[{i}].items", translate("exams", "missing"))
            else:
                inode = fields["items"][1]
                text = c.scalar(inode, f"parts[{i}].items")
                if text is not None and (not text.isdigit() or not 1 <= int(text) <= 500):
                    c.problem(
                        inode,
                        f"parts[{i}].items",
                        translate(
                            "exams", "expected a whole number from 1 to 500, not {value}"
                        ).format(value=text),
                    )
                elif text is not None:
                    count = int(text)
            if drill is not None and count:
                seen.add(drill)
                parts.append(ExamPart(drill, count))

    tags = ", ".join(t.value for t in ErrorTag)
    red_lines: set[ErrorTag] = set()
    if "red_lines" in top:
        rnode = top["red_lines"][1]
        if isinstance(rnode, yaml.SequenceNode) and not rnode.value:
            pass  # an exam may have no red line
        else:
            for i, node in c.items(rnode, "red_lines"):
                text = c.scalar(node, f"red_lines[{i}]")
                if text is None:
                    continue
                try:
                    red_lines.add(ErrorTag(text))
                except ValueError:
                    c.problem(
                        node,
                        f"red_lines[{i}]",
                        translate(
                            "exams", "unknown mistake {value}; expected one of: {tags}"
                        ).format(value=text, tags=tags),
                    )

    if c.problems:
        raise ExamError(c.problems)
    assert ruleset is not None
    return ExamDefinition(
        id=path.stem,
        ruleset=ruleset,
        name=name,
        time_limit_s=time_limit,
        pass_mark=pass_mark,
        parts=tuple(parts),
        red_lines=frozenset(red_lines),
        path=path,
    )


def find_exam(name: str, site_dir: Path | None = None) -> ExamDefinition:
    """An exam named by id or by path; raises ExamError with a clear message."""
    candidate = Path(name)
    if candidate.suffix in (".yaml", ".yml"):
        return load_exam(candidate)
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
    return load_exam(files[name])


def exams_for(ruleset_id: str, site_dir: Path | None = None) -> list[ExamDefinition]:
    """The valid exams written for this house (invalid files are left to `validate`)."""
    found = []
    for path in exam_files(site_dir).values():
        try:
            exam = load_exam(path)
        except ExamError:
            continue
        if exam.ruleset == ruleset_id:
            found.append(exam)
    return found
