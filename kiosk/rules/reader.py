"""One reader for every YAML file kiosk reads: house rulesets, exams and settings.

A file's format is declared once as a tree of value types (`Record`, `List`, `Table`, `Str`,
`Int`, `Number` …). Each type reads its own value (`to_py`): it checks the composed YAML node,
converts it to the Python value the app uses, or reports what is wrong; and it describes itself
as JSON Schema, so the schema files editors use are generated from the same declaration.

Safe YAML only: the file is composed into nodes and never constructed into Python objects, so
every value keeps its line, tags beyond plain YAML (`!!python/object` …) are refused, and a key
given twice is seen (YAML itself would silently keep the last). Input is bounded before it is
parsed: a file larger than its format allows, or nested deeper than `MAX_DEPTH`, is refused with
its line (libyaml's composer recurses once per level and overflows the stack long before memory
runs out). Every problem is collected and reported at once, in one format:
`FILE:LINE: key.path: what is wrong, expected what`; a value next to a bad one is still read.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any, Final, TypeVar

import yaml
from yaml.events import (
    CollectionEndEvent,
    CollectionStartEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from kiosk.domain.bets import Ratio
from kiosk.i18n import tr, translate
from kiosk.text import is_hidden, shown

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Marks a text for translation where it is declared; it is translated where it is shown."""
    del context
    return text


_YAML: Final = "tag:yaml.org,2002:"
# The only tags a file may carry: plain YAML values (a date-like text is read as text).
_PLAIN_TAGS: Final = frozenset(
    _YAML + t for t in ("str", "int", "float", "bool", "null", "seq", "map", "timestamp", "merge")
)
NULL: Final = _YAML + "null"
_INT = re.compile(r"^[+-]?[0-9]+$")
# Decimal numbers are written as text ("0.05") or as plain numbers; never read through float.
DECIMAL_PATTERN: Final = r"^[+-]?[0-9]+(\.[0-9]+)?$"
_DECIMAL = re.compile(DECIMAL_PATTERN)
# A pay: WIN:STAKE, as `8:1`, `8 to 1` or `1-2` (always quote it in YAML: "8:1").
RATIO_PATTERN: Final = r"^\s*[0-9]+\s*(:|-|\s+to\s+)\s*[0-9]+\s*$"
_RATIO = re.compile(RATIO_PATTERN)
_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
# Digits a number may have: amounts up to billions, rates and steps to a millionth and beyond.
# Keeps every sum and remainder the loader and settlement compute within Decimal's precision.
MAX_WHOLE_DIGITS: Final = 12
MAX_FRACTION_DIGITS: Final = 8
# Digits a whole number may have before it is read at all (every bound declared is far below).
_MAX_INT_DIGITS: Final = 18
# How deep mappings and lists may nest in any file kiosk reads (a ruleset needs 5 levels).
MAX_DEPTH: Final = 32
# Minutes without a touch before the kiosk goes back to its start screen, at most: a day (the
# idle watch counts in milliseconds, which must stay within Qt's 32-bit timers).
MAX_IDLE_MINUTES: Final = 1440
# Values a file may hold, an alias counted each time it is used (anchors and aliases would
# otherwise let a small file stand for billions of values).
MAX_VALUES: Final = 100_000
# Bytes a file may have unless its format says otherwise: a ruleset takes a few kilobytes.
MAX_BYTES: Final = 1024 * 1024
# Byte order marks of UTF-16 text, which YAML reads too.
_UTF16_BOMS: Final = (b"\xff\xfe", b"\xfe\xff")


class Bad:
    """A value that could not be read (its problem is already reported)."""

    def __repr__(self) -> str:
        return "BAD"


BAD: Final = Bad()


class ReadError(ValueError):
    """A file is invalid; `messages` holds every `FILE:LINE: key.path: problem` line."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__("\n".join(messages))
        self.messages = messages


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong in a file."""

    line: int
    path: str
    message: str

    def format(self, label: str) -> str:
        """The problem on one line, as people read it (a key from the file may hold anything)."""
        if self.path:
            return shown(f"{label}:{self.line}: {self.path}: {self.message}")
        return shown(f"{label}:{self.line}: {self.message}")


def join(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def line_of(node: Node) -> int:
    return int(node.start_mark.line) + 1


def suggest(word: str, known: list[str]) -> str:
    close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    if close:
        return translate("ruleset", "did you mean '{key}'?").format(key=close[0])
    return translate("ruleset", "expected one of {keys}").format(keys=", ".join(known))


def _show_tag(tag: str) -> str:
    return "!!" + tag[len(_YAML) :] if tag.startswith(_YAML) else tag


def describe(node: Node) -> str:
    """What a value is, for "got …" in messages."""
    if isinstance(node, SequenceNode):
        return translate("ruleset", "a list")
    if isinstance(node, MappingNode):
        return translate("ruleset", "a mapping")
    assert isinstance(node, ScalarNode)
    tag = node.tag
    if tag == NULL:
        return translate("ruleset", "nothing")
    if tag in (_YAML + "int", _YAML + "float", _YAML + "bool"):
        return str(node.value)[:40]
    text = str(node.value)
    return repr(text if len(text) <= 40 else text[:40] + "…")


def _walk(node: Node) -> Iterator[Node]:
    """Every node once, aliases and self-references included."""
    seen: set[int] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if id(n) in seen:
            continue
        seen.add(id(n))
        yield n
        if isinstance(n, SequenceNode):
            stack.extend(n.value)
        elif isinstance(n, MappingNode):
            for k, v in n.value:
                stack.extend((k, v))


def _lower(description: str) -> str:
    """A description as a clause inside a message: no capital at the start, no full stop."""
    text = description.rstrip(".")
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def _show(value: object) -> str:
    return str(value) if isinstance(value, int | Decimal) else repr(value)


K = TypeVar("K", str, int)  # a mapping's keys: names, or totals 0-9


class Reader:
    """Reads composed YAML nodes against a declared format, collecting problems."""

    def __init__(self, root: Node) -> None:
        self.root = root
        self.problems: list[Problem] = []
        self.lines: dict[str, int] = {"": line_of(root)}
        # Nodes with a tag beyond plain YAML, each reported once: where the format reaches them
        # with their key path, the rest (under unknown keys) by line alone in `finish`.
        self.bad_tags: dict[int, Node] = {id(n): n for n in _walk(root) if n.tag not in _PLAIN_TAGS}
        self.suggested: set[str] = set()  # key paths an unknown key was taken for
        self.values = 0  # values read so far, aliases counted each time (MAX_VALUES)

    def tag_problem(self, node: Node, path: str) -> Bad:
        if self.bad_tags.pop(id(node), None) is not None:
            self.problem(
                line_of(node),
                path,
                translate(
                    "ruleset",
                    "the tag {tag} is not allowed: a ruleset holds plain values only, "
                    "expected no tag",
                ).format(tag=_show_tag(node.tag)),
            )
        return BAD

    def finish(self) -> None:
        for node in list(self.bad_tags.values()):
            self.tag_problem(node, "")

    def problem(self, line: int, path: str, message: str) -> Bad:
        self.problems.append(Problem(line, path, message))
        return BAD

    def seen_before(self, key: K, key_node: Node, key_path: str, first_line: dict[K, int]) -> bool:
        """A key given twice in one mapping is reported (YAML would keep the last silently)."""
        if key in first_line:
            self.problem(
                line_of(key_node),
                key_path,
                translate(
                    "ruleset", "duplicate key (first given on line {line}), expected each key once"
                ).format(line=first_line[key]),
            )
            return True
        first_line[key] = line_of(key_node)
        return False

    def line(self, path: str) -> int:
        """The line of a key path, or of its nearest parent that has one."""
        while path not in self.lines and path:
            path = path.rpartition(".")[0]
        return self.lines.get(path, 1)

    def at(self, path: str, message: str) -> None:
        self.problem(self.line(path), path, message)

    def read(self, node: Node, vtype: ValueType, path: str) -> Any:
        """The value of `node` as `vtype` reads it, or BAD (its problems reported)."""
        if node.tag not in _PLAIN_TAGS:
            return self.tag_problem(node, path)
        self.values += 1
        if self.values > MAX_VALUES:
            if self.values == MAX_VALUES + 1:
                self.problem(
                    line_of(node),
                    path,
                    translate(
                        "ruleset",
                        "too many values (an alias counts each time it is used), expected at "
                        "most {limit}",
                    ).format(limit=MAX_VALUES),
                )
            return BAD
        return vtype.to_py(node, self, path)

    def wrong(self, node: Node, vtype: ValueType, path: str) -> Bad:
        if isinstance(node, ScalarNode) and node.tag == NULL:
            message = translate("ruleset", "no value, expected {expected}")
        else:
            message = translate("ruleset", "expected {expected}, got {got}")
        return self.problem(
            line_of(node), path, message.format(expected=vtype.expected, got=describe(node))
        )

    def out_of_range(self, node: Node, path: str, value: object, vtype: ValueType) -> Bad:
        return self.problem(
            line_of(node),
            path,
            translate("ruleset", "{value} is out of range, expected {expected}").format(
                value=value, expected=vtype.expected
            ),
        )


# -- value types ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ValueType:
    """The base of every value type; `expected` says what a value must look like, for messages."""

    @property
    def expected(self) -> str:
        raise NotImplementedError

    def json_schema(self) -> dict[str, Any]:
        raise NotImplementedError

    def to_py(self, node: Node, r: Reader, path: str) -> Any:
        """The Python value of `node`, or BAD after reporting what is wrong with it to `r`."""
        raise NotImplementedError

    def to_json(self, value: Any) -> Any:
        """A Python value of this type (a default) as JSON holds it."""
        return value

    def scalar(self, node: Node, r: Reader, path: str) -> ScalarNode | Bad:
        """The node when it is a value that is not empty, else BAD (reported)."""
        if not isinstance(node, ScalarNode) or node.tag == NULL:
            return r.wrong(node, self, path)
        return node


def _hidden(text: str) -> str | None:
    """The first character of a text that hides or forges what it says (kiosk.text.is_hidden:
    a terminal's escape, a direction override, a zero-width or line separator character), but
    tab and line break, which a longer text may hold; None when there is none."""
    if text.isprintable():
        return None
    return next((ch for ch in text if ch not in "\t\n" and is_hidden(ch)), None)


@dataclass(frozen=True)
class Str(ValueType):
    pattern: str | None = None  # a regular expression the whole text must match
    shape: str = QT_TRANSLATE_NOOP("ruleset", "text")  # what `pattern` asks for, in words
    max_length: int = 10_000
    context: str = "ruleset"  # the translation context `shape` is marked in

    @property
    def expected(self) -> str:
        return translate(self.context, self.shape)

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": self.max_length}
        if self.pattern:
            schema["pattern"] = self.pattern
        return schema

    def to_py(self, node: Node, r: Reader, path: str) -> str | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        text = str(scalar.value)
        if scalar.tag not in (_YAML + "str", _YAML + "timestamp"):
            return r.problem(
                line_of(node),
                path,
                translate("ruleset", "expected {expected}, got {got} (put text in quotes)").format(
                    expected=self.expected, got=describe(node)
                ),
            )
        if not text.strip():
            return r.problem(
                line_of(node),
                path,
                translate("ruleset", "empty, expected {expected}").format(expected=self.expected),
            )
        if len(text) > self.max_length:
            return r.problem(
                line_of(node),
                path,
                translate(
                    "ruleset", "{length} characters are too long, expected at most {limit}"
                ).format(length=len(text), limit=self.max_length),
            )
        hidden = _hidden(text)
        if hidden is not None:
            return r.problem(
                line_of(node),
                path,
                translate(
                    "ruleset",
                    "holds {char}, a character that hides or changes what a text shows (a "
                    "control character, a direction mark, a zero-width character): expected "
                    "{expected} without one",
                ).format(char=ascii(hidden)[1:-1], expected=self.expected),
            )
        if self.pattern and not re.match(self.pattern, text):
            return r.problem(
                line_of(node),
                path,
                translate("ruleset", "{got} is not {expected}").format(
                    got=describe(node), expected=self.expected
                ),
            )
        return text


@dataclass(frozen=True)
class Int(ValueType):
    """A whole number in ASCII digits within [minimum, maximum]."""

    minimum: int = 0
    maximum: int | None = None

    @property
    def expected(self) -> str:
        if self.maximum is None:
            return translate("ruleset", "a whole number ≥ {minimum}").format(minimum=self.minimum)
        return translate("ruleset", "a whole number {minimum}–{maximum}").format(
            minimum=self.minimum, maximum=self.maximum
        )

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "integer", "minimum": self.minimum}
        if self.maximum is not None:
            schema["maximum"] = self.maximum
        return schema

    def to_py(self, node: Node, r: Reader, path: str) -> int | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        text = str(scalar.value)
        if scalar.tag != _YAML + "int" or not _INT.match(text):
            return r.wrong(node, self, path)
        if len(text.lstrip("+-").lstrip("0")) > _MAX_INT_DIGITS:
            return r.out_of_range(node, path, describe(node), self)
        value = int(text)
        if value < self.minimum or (self.maximum is not None and value > self.maximum):
            return r.out_of_range(node, path, value, self)
        return value


@dataclass(frozen=True)
class Bool(ValueType):
    @property
    def expected(self) -> str:
        return translate("ruleset", "true or false")

    def json_schema(self) -> dict[str, Any]:
        return {"type": "boolean"}

    def to_py(self, node: Node, r: Reader, path: str) -> bool | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        text = str(scalar.value).lower()
        if scalar.tag != _YAML + "bool" or text not in ("true", "false"):
            return r.wrong(node, self, path)
        return text == "true"


@dataclass(frozen=True)
class Choice(ValueType):
    values: tuple[str, ...]

    @property
    def expected(self) -> str:
        return translate("ruleset", "one of {values}").format(values=", ".join(self.values))

    def json_schema(self) -> dict[str, Any]:
        return {"enum": list(self.values)}

    def to_py(self, node: Node, r: Reader, path: str) -> str | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        text = str(scalar.value)
        if scalar.tag == _YAML + "str" and text in self.values:
            return text
        close = difflib.get_close_matches(text, list(self.values), n=1, cutoff=0.6)
        if close:
            message = translate(
                "ruleset", "{got} is not allowed, expected {expected}; did you mean '{close}'?"
            )
        else:
            message = translate("ruleset", "{got} is not allowed, expected {expected}")
        return r.problem(
            line_of(node),
            path,
            message.format(
                got=describe(node), expected=self.expected, close=close[0] if close else ""
            ),
        )


@dataclass(frozen=True)
class Number(ValueType):
    """An exact decimal number (money, a rate, a fraction), in quotes or not."""

    positive: bool = False  # must be more than 0
    example: str = "5 or 0.05"

    @property
    def expected(self) -> str:
        return translate("ruleset", "a number such as {example}").format(example=self.example)

    def json_schema(self) -> dict[str, Any]:
        text: dict[str, Any] = {"type": "string", "pattern": DECIMAL_PATTERN}
        number: dict[str, Any] = {"type": "number"}
        if self.positive:
            number["exclusiveMinimum"] = 0
            text["pattern"] = r"^[+]?(0*[1-9][0-9]*(\.[0-9]+)?|0+\.[0-9]*[1-9][0-9]*)$"
        return {"anyOf": [text, number]}

    def to_json(self, value: Any) -> Any:
        return str(value)

    def to_py(self, node: Node, r: Reader, path: str) -> Decimal | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        text = str(scalar.value).strip()
        if scalar.tag not in (_YAML + "str", _YAML + "int", _YAML + "float") or not _DECIMAL.match(
            text
        ):
            return r.wrong(node, self, path)
        whole, _, fraction = text.lstrip("+-").partition(".")
        if len(whole.lstrip("0")) > MAX_WHOLE_DIGITS or len(fraction) > MAX_FRACTION_DIGITS:
            return r.problem(
                line_of(node),
                path,
                translate(
                    "ruleset",
                    "{value} has too many digits, expected at most {whole} before and {fraction} "
                    "after the decimal point",
                ).format(
                    value=text if len(text) <= 40 else text[:40] + "…",
                    whole=MAX_WHOLE_DIGITS,
                    fraction=MAX_FRACTION_DIGITS,
                ),
            )
        value = Decimal(text)
        if self.positive and value <= 0:
            return r.problem(
                line_of(node),
                path,
                translate(
                    "ruleset", "{value} is not more than 0, expected a positive number"
                ).format(value=text),
            )
        return value


@dataclass(frozen=True)
class Pay(ValueType):
    @property
    def expected(self) -> str:
        return translate("ruleset", 'a pay WIN:STAKE such as "8:1" or "1:2"')

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": RATIO_PATTERN}

    def to_py(self, node: Node, r: Reader, path: str) -> Ratio | Bad:
        scalar = self.scalar(node, r, path)
        if isinstance(scalar, Bad):
            return scalar
        # An unquoted 8:1 is a base-60 number to YAML 1.1; the text is what was meant.
        text = str(scalar.value)
        if scalar.tag not in (_YAML + "str", _YAML + "int") or not _RATIO.match(text):
            return r.wrong(node, self, path)
        try:
            return Ratio.parse(text)
        except ValueError:
            return r.problem(
                line_of(node),
                path,
                translate(
                    "ruleset",
                    "{got} pays nothing, expected positive numbers on both sides such as "
                    '"8:1" or "1:2"',
                ).format(got=repr(text)),
            )


@dataclass(frozen=True)
class List(ValueType):
    item: ValueType
    min_items: int = 0
    max_items: int | None = None
    unique: bool = False
    # Position of the first item in key paths: 1 (the first note is notes.1) or 0 where the
    # position is a card value (punto_third.0 … punto_third.9).
    first_index: int = 1
    # Items are records named by this key in key paths (bets.banco rather than bets.2).
    label_key: str | None = None
    # What the positions mean, for the length message: "punto's third card 0–9".
    positions: str = ""
    # Items are records told apart by this key (chips by value): each key once, like `unique`.
    unique_by: str | None = None
    # Items (or their `unique_by` key) must come smallest first.
    ascending: bool = False

    @property
    def expected(self) -> str:
        return translate("ruleset", "a list")

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "array", "items": self.item.json_schema()}
        if self.min_items:
            schema["minItems"] = self.min_items
        if self.max_items is not None:
            schema["maxItems"] = self.max_items
        if self.unique:
            schema["uniqueItems"] = True
        return schema

    def to_py(self, node: Node, r: Reader, path: str) -> list[Any] | Bad:
        if not isinstance(node, SequenceNode):
            return r.wrong(node, self, path)
        count = len(node.value)
        too_few = count < self.min_items
        too_many = self.max_items is not None and count > self.max_items
        if too_few or too_many:
            n = self.min_items if too_few else (self.max_items or 0)
            if self.min_items == self.max_items:
                message = tr("expected %n entries ({positions}), got {count}", None, n)
            elif too_few:
                message = tr("expected at least %n entries, got {count}", None, n)
            else:
                message = tr("expected at most %n entries, got {count}", None, n)
            r.problem(
                line_of(node),
                path,
                message.format(count=count, positions=translate("ruleset", self.positions)),
            )
        out: list[Any] = []
        seen: dict[Any, int] = {}
        previous: Any = None
        for i, item in enumerate(node.value):
            label: object = i + self.first_index
            if self.label_key is not None:
                label = _label(item, self.label_key) or label
            item_path = join(path, label)
            r.lines.setdefault(item_path, line_of(item))
            value = r.read(item, self.item, item_path)
            if value is BAD:
                continue
            key = value.get(self.unique_by) if self.unique_by else value
            if self.unique or self.unique_by:
                if key in seen:
                    r.problem(
                        line_of(item),
                        item_path,
                        translate(
                            "ruleset",
                            "{value} is given twice (first on line {line}), expected each once",
                        ).format(value=_show(key), line=seen[key]),
                    )
                    continue
                seen[key] = line_of(item)
            if self.ascending and key is not None:
                if previous is not None and key < previous:
                    r.problem(
                        line_of(item),
                        item_path,
                        translate(
                            "ruleset",
                            "{value} comes after {previous}, expected the smallest first",
                        ).format(value=_show(key), previous=_show(previous)),
                    )
                previous = key
            out.append(value)
        return out


def _label(item: Node, key: str) -> str | None:
    """The id that names a list item in key paths (bets.banco), if it has a usable one."""
    if isinstance(item, MappingNode):
        for k, v in item.value:
            if isinstance(k, ScalarNode) and k.value == key and isinstance(v, ScalarNode):
                text = str(v.value)
                return text if _ID.match(text) else None
    return None


@dataclass(frozen=True)
class Table(ValueType):
    """A mapping from a small whole number (a total 0–9) to a value."""

    value: ValueType
    minimum: int = 0
    maximum: int = 9
    key_meaning: str = QT_TRANSLATE_NOOP("ruleset", "total")

    @property
    def expected(self) -> str:
        return translate("ruleset", "a mapping from {meaning} ({minimum}–{maximum})").format(
            meaning=translate("ruleset", self.key_meaning),
            minimum=self.minimum,
            maximum=self.maximum,
        )

    def json_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "propertyNames": {"pattern": f"^[{self.minimum}-{self.maximum}]$"},
            "additionalProperties": self.value.json_schema(),
        }

    def to_py(self, node: Node, r: Reader, path: str) -> dict[int, Any] | Bad:
        if not isinstance(node, MappingNode):
            return r.wrong(node, self, path)
        out: dict[int, Any] = {}
        first_line: dict[int, int] = {}
        for key_node, value_node in node.value:
            if key_node.tag not in _PLAIN_TAGS:
                r.tag_problem(key_node, path)
                continue
            text = str(key_node.value) if isinstance(key_node, ScalarNode) else ""
            small = _INT.match(text) and len(text.lstrip("+-").lstrip("0")) <= 4
            if not small or not self.minimum <= int(text) <= self.maximum:
                r.problem(
                    line_of(key_node),
                    join(path, text[:40] or "?"),
                    translate("ruleset", "{got} is not {meaning} {minimum}–{maximum}").format(
                        got=describe(key_node),
                        meaning=translate("ruleset", self.key_meaning),
                        minimum=self.minimum,
                        maximum=self.maximum,
                    ),
                )
                continue
            key = int(text)
            key_path = join(path, key)
            if r.seen_before(key, key_node, key_path, first_line):
                continue
            r.lines[key_path] = line_of(key_node)
            value = r.read(value_node, self.value, key_path)
            if value is not BAD:
                out[key] = value
        return out


@dataclass(frozen=True)
class Shorthand(ValueType):
    """A record, or the value of its key `key` alone as short for a record with only that key
    (`- "25"` for `- {value: "25"}`); read as the record either way."""

    record: Record
    key: str

    @property
    def expected(self) -> str:
        return translate("ruleset", "{value} or {record}").format(
            value=self.record.fields[self.key].type.expected, record=self.record.expected
        )

    def json_schema(self) -> dict[str, Any]:
        return {
            "anyOf": [self.record.fields[self.key].type.json_schema(), self.record.json_schema()]
        }

    def to_py(self, node: Node, r: Reader, path: str) -> dict[str, Any] | Bad:
        if isinstance(node, MappingNode):
            return self.record.to_py(node, r, path)
        if isinstance(node, SequenceNode):
            return r.wrong(node, self, path)
        value = r.read(node, self.record.fields[self.key].type, path)
        if isinstance(value, Bad):
            return value
        out: dict[str, Any] = {self.key: value}
        for key, f in self.record.fields.items():
            if key != self.key and f.default is not NO_DEFAULT:
                out[key] = f.default
        return out


# A field's default when it has none: the key is simply left out of the data read.
NO_DEFAULT: Final[Any] = object()


@dataclass(frozen=True)
class Field:
    """One key of a record."""

    type: ValueType
    description: str
    required: bool = False
    # The value when the key is left out (or empty): the one place a default is written.
    default: Any = NO_DEFAULT
    # The key is only allowed, or (with `required`) needed, when a sibling key has one of
    # these values: ("kind", ("egalite",)).
    only_when: tuple[str, tuple[str, ...]] | None = None


@dataclass(frozen=True)
class Record(ValueType):
    fields: Mapping[str, Field]
    description: str = ""
    # An empty value (`key:` or `key: null`) is read as the key's default and kept in the data
    # (settings: a kiosk's own file undoes the site's value); otherwise it counts as left out.
    empty_is_default: bool = False

    @property
    def expected(self) -> str:
        return translate("ruleset", "a mapping with the keys {keys}").format(
            keys=", ".join(self.fields)
        )

    def json_schema(self) -> dict[str, Any]:
        properties: dict[str, Any] = {}
        for key, f in self.fields.items():
            prop = f.type.json_schema()
            if self.empty_is_default:
                prop = {"anyOf": [prop, {"type": "null"}]}
            prop = {"description": f.description, **prop}
            if f.default is not NO_DEFAULT and f.default is not None:
                prop["default"] = f.type.to_json(f.default)
            properties[key] = prop
        schema: dict[str, Any] = {"type": "object"}
        if self.description:
            schema["description"] = self.description
        schema["properties"] = properties
        schema["additionalProperties"] = False
        required = [k for k, f in self.fields.items() if f.required and f.only_when is None]
        if required:
            schema["required"] = required
        conditions: list[dict[str, Any]] = []
        for key, f in self.fields.items():
            if f.only_when is None:
                continue
            sibling, values = f.only_when
            when = {"properties": {sibling: {"enum": list(values)}}, "required": [sibling]}
            if f.required:
                conditions.append({"if": when, "then": {"required": [key]}})
            conditions.append({"if": {"not": when}, "then": {"not": {"required": [key]}}})
        if conditions:
            schema["allOf"] = conditions
        return schema

    def to_py(self, node: Node, r: Reader, path: str) -> dict[str, Any] | Bad:
        if not isinstance(node, MappingNode):
            return r.wrong(node, self, path)
        out: dict[str, Any] = {}
        present: dict[str, Node] = {}
        first_line: dict[str, int] = {}
        known = list(self.fields)
        for key_node, value_node in node.value:
            if key_node.tag not in _PLAIN_TAGS:
                r.tag_problem(key_node, path)
                continue
            if key_node.tag == _YAML + "merge":
                r.problem(
                    line_of(key_node),
                    path,
                    translate(
                        "ruleset",
                        "merge keys (<<) are not supported, expected the keys written out",
                    ),
                )
                continue
            if not isinstance(key_node, ScalarNode):
                r.problem(
                    line_of(key_node),
                    path,
                    translate("ruleset", "{got} is not a key, expected a plain key name").format(
                        got=describe(key_node)
                    ),
                )
                continue
            key = str(key_node.value)
            key_path = join(path, key[:80])
            if r.seen_before(key, key_node, key_path, first_line):
                continue
            if key not in self.fields:
                r.problem(
                    line_of(key_node),
                    key_path,
                    translate("ruleset", "unknown key, {suggestion}").format(
                        suggestion=suggest(key, known)
                    ),
                )
                r.suggested.update(
                    join(path, k) for k in difflib.get_close_matches(key, known, 1, 0.6)
                )
                continue
            r.lines[key_path] = line_of(key_node)
            present[key] = value_node
        for key, f in self.fields.items():
            key_path = join(path, key)
            applies = True
            if f.only_when is not None:
                sibling, values = f.only_when
                sibling_node = present.get(sibling)
                sibling_value = (
                    str(sibling_node.value) if isinstance(sibling_node, ScalarNode) else None
                )
                applies = sibling_value in values
                if key in present and sibling_value is not None and not applies:
                    r.problem(
                        first_line[key],
                        key_path,
                        translate(
                            "ruleset", "only for {sibling} {values}, not {value}; remove it"
                        ).format(sibling=sibling, values=" / ".join(values), value=sibling_value),
                    )
                    continue
            value_node = present.get(key)
            # An optional key with an empty value (`per_box:`) counts as left out.
            empty = value_node is not None and value_node.tag == NULL
            if value_node is None or (not f.required and empty):
                if f.required and applies and key_path not in r.suggested:
                    r.problem(
                        line_of(node),
                        key_path,
                        translate("ruleset", "missing, expected {expected} ({description})").format(
                            expected=f.type.expected, description=_lower(f.description)
                        ),
                    )
                elif applies and value_node is not None and self.empty_is_default:
                    out[key] = None if f.default is NO_DEFAULT else f.default
                elif applies and f.default is not NO_DEFAULT and not self.empty_is_default:
                    out[key] = f.default
                continue
            value = r.read(value_node, f.type, key_path)
            if value is not BAD:
                out[key] = value
        return out


# -- reading a file -------------------------------------------------------------------------


def texts(what: str, max_length: int = 10_000) -> Record:
    """`what` in both UI languages: a record of the keys en and de."""
    return Record(
        {
            "en": Field(Str(max_length=max_length), f"{what} in English.", True),
            "de": Field(Str(max_length=max_length), f"{what} in German.", True),
        },
        f"{what}, in both UI languages.",
    )


def _syntax_problem(exc: yaml.YAMLError) -> Problem:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = int(mark.line) + 1 if mark is not None else 1
    if isinstance(exc, yaml.MarkedYAMLError) and exc.problem:
        what = str(exc.problem)
        if exc.context and exc.context_mark is not None:
            what = translate("ruleset", "{problem} ({context} on line {line})").format(
                problem=what, context=exc.context, line=exc.context_mark.line + 1
            )
    else:  # a ReaderError: bytes that are not text
        what = str(exc).splitlines()[0]
    return Problem(
        line,
        "",
        translate(
            "ruleset",
            "YAML syntax error: {what}, expected valid YAML (check quotes, brackets and indentation)",
        ).format(what=what),
    )


def _unreadable(content: bytes | str, max_bytes: int, kind: Callable[[], str]) -> Problem | None:
    """A file too large for its format, or bytes that are not UTF-8 text (named by line)."""
    if len(content) > max_bytes:
        message = translate(
            "ruleset", "the file is larger than {kind} can be, expected at most {limit} bytes"
        )
        return Problem(1, "", message.format(kind=kind(), limit=max_bytes))
    if isinstance(content, str) or content.startswith(_UTF16_BOMS):
        return None
    try:
        content.decode("utf-8")
    except UnicodeDecodeError as exc:
        message = translate(
            "ruleset", "the file is not UTF-8 text (byte {byte}), expected {kind} saved as UTF-8"
        )
        line = content[: exc.start].count(b"\n") + 1
        return Problem(line, "", message.format(kind=kind(), byte=f"0x{content[exc.start]:02X}"))
    return None


def _too_deep(content: bytes | str, max_depth: int) -> Problem | None:
    """Where the file nests deeper than `max_depth`, from its parse events (the parser keeps its
    own stack; only the composer recurses), before any node is composed. Raises YAMLError."""
    depth = 0
    message = translate(
        "ruleset",
        "nested more than {limit} levels deep, expected at most {limit} levels of "
        "mappings and lists",
    )
    try:
        for event in yaml.parse(content, Loader=_Loader):
            if isinstance(event, CollectionStartEvent):
                depth += 1
                if depth > max_depth:
                    line = event.start_mark.line + 1 if event.start_mark is not None else 1
                    return Problem(line, "", message.format(limit=max_depth))
            elif isinstance(event, CollectionEndEvent):
                depth -= 1
    except yaml.MarkedYAMLError as exc:
        # PyYAML 6.0.4 and later refuse deep nesting themselves, as their scanner reads ahead
        if "nesting depth" not in str(exc.problem):
            raise
        mark = exc.problem_mark or exc.context_mark
        return Problem(
            mark.line + 1 if mark is not None else 1, "", message.format(limit=max_depth)
        )
    return None


@dataclass
class Document:
    """What reading a file found: its problems (sorted by line) and, with none, its data."""

    problems: list[Problem] = field(default_factory=list)
    data: Any = BAD
    reader: Reader | None = None

    @property
    def ok(self) -> bool:
        return not self.problems and self.data is not BAD

    def messages(self, label: str | Path) -> list[str]:
        return [p.format(str(label)) for p in self.problems]


def read_text(
    content: bytes | str,
    root: ValueType,
    kind: Callable[[], str],
    *,
    max_bytes: int = MAX_BYTES,
    max_depth: int = MAX_DEPTH,
    empty: Callable[[], str] | None = None,
) -> Document:
    """Read a file's text against the format `root`, collecting every problem. `kind()` names
    what the file is in messages ("a ruleset"); it and `empty()` are translated only when a
    message needs them (a good file loads no catalogue).

    `empty` is the message for a file with no value at all; without one an empty file is read
    as an empty mapping. The caller's checks across keys may add problems through
    `Document.reader` (see `finish`).
    """
    unreadable = _unreadable(content, max_bytes, kind)
    if unreadable is not None:
        return Document([unreadable])
    try:
        deep = _too_deep(content, max_depth)
        if deep is not None:
            return Document([deep])
        node = yaml.compose(content, Loader=_Loader)
    except yaml.YAMLError as exc:
        return Document([_syntax_problem(exc)])
    if node is None:
        if empty is not None:
            return Document([Problem(1, "", empty())])
        node = MappingNode(_YAML + "map", [])
        node.start_mark = yaml.Mark("", 0, 0, 0, "", 0)
    r = Reader(node)
    data = r.read(node, root, "")
    r.finish()
    return Document(r.problems, data, r)


# Problems reported of one file at most; the rest are counted in a last line.
MAX_REPORTED: Final = 200


def finish(document: Document) -> Document:
    """The document with the problems its caller's checks added, sorted and each once (the
    first MAX_REPORTED of them, and a line counting the rest)."""
    if document.reader is not None:
        found = sorted(set(document.reader.problems))
        if len(found) > MAX_REPORTED:
            rest = len(found) - MAX_REPORTED
            found = found[:MAX_REPORTED]
            message = translate(
                "ruleset", "{count} more problems not listed, expected a file fixed step by step"
            )
            found.append(Problem(found[-1].line, "", message.format(count=rest)))
        document.problems = found
    return document


def read_bytes(path: Path, max_bytes: int = MAX_BYTES) -> bytes:
    """A file's bytes, at most one more than `max_bytes` (which tells it is too large); raises
    OSError."""
    with path.open("rb") as file:
        return file.read(max_bytes + 1)


def cannot_read(path: object, exc: OSError | UnicodeError) -> str:
    """The one message for the file `path` that `exc` kept from being read."""
    return translate("ruleset", "{path}: cannot be read ({reason})").format(
        path=path, reason=getattr(exc, "strerror", None) or exc
    )


# -- the JSON Schema and key paths ------------------------------------------------------------


def json_schema(root: ValueType, title: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the format `root`."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": title,
        **root.json_schema(),
    }


def key_paths(value_type: ValueType, prefix: str = "") -> Iterator[str]:
    """Every key path of a format, lists and tables written as `*`: "bets.*.commission.rate"."""
    if isinstance(value_type, Record):
        for key, f in value_type.fields.items():
            path = f"{prefix}.{key}" if prefix else key
            yield path
            yield from key_paths(f.type, path)
    elif isinstance(value_type, Shorthand):
        yield from key_paths(value_type.record, prefix)
    elif isinstance(value_type, List):
        yield from key_paths(value_type.item, f"{prefix}.*")
    elif isinstance(value_type, Table):
        yield from key_paths(value_type.value, f"{prefix}.*")


def resolves(node: Node, vtype: ValueType, segments: list[str]) -> bool:
    """Whether a key path names a part of the file (list items by label or position)."""
    if not segments:
        return True
    head, rest = segments[0], segments[1:]
    if isinstance(vtype, Shorthand):
        vtype = vtype.record
    if isinstance(vtype, Record) and isinstance(node, MappingNode):
        if head not in vtype.fields:
            return False
        for k, v in node.value:
            if isinstance(k, ScalarNode) and str(k.value) == head:
                return resolves(v, vtype.fields[head].type, rest)
        return False
    if isinstance(vtype, Table) and isinstance(node, MappingNode):
        for k, v in node.value:
            if isinstance(k, ScalarNode) and str(k.value) == head:
                return resolves(v, vtype.value, rest)
        return False
    if isinstance(vtype, List) and isinstance(node, SequenceNode):
        for i, item in enumerate(node.value):
            label = _label(item, vtype.label_key) if vtype.label_key else None
            if head in (label, str(i + vtype.first_index)):
                return resolves(item, vtype.item, rest)
    return False
