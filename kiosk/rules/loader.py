"""Load a house ruleset YAML file into a typed Ruleset, or say exactly what is wrong with it.

Safe YAML only: the file is composed into nodes and never constructed into Python objects, so
every value keeps its line, tags beyond plain YAML (`!!python/object` …) are refused, and a key
given twice is seen (YAML itself would silently keep the last). The nodes are read against the
declared format in kiosk.rules.schema, then the checks that span several keys run (a complete,
consistent tableau; bets that make sense and exist where they are named). Every problem of the
file is reported at once, as `FILE:LINE: key.path: what is wrong, what was expected`.
Money and rates are read from the file's text straight into Decimal, never through float.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path
from typing import Any, Final, TypeVar

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from kiosk.domain.bets import BetKind, BetSpec, Commission, Ratio, Rounding
from kiosk.domain.tableau import Action, BancoRow, Tableau
from kiosk.i18n import tr, translate
from kiosk.rules import schema
from kiosk.rules.model import (
    MisdealRule,
    Note,
    Procedures,
    PublishedFigure,
    Ruleset,
    Shoe,
    Source,
    StandingPlayers,
    Table,
    Text,
)
from kiosk.rules.wording import ranges

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


_YAML: Final = "tag:yaml.org,2002:"
#: The only tags a ruleset may carry: plain YAML values (a date-like text is read as text).
_PLAIN_TAGS: Final = frozenset(
    _YAML + t for t in ("str", "int", "float", "bool", "null", "seq", "map", "timestamp", "merge")
)
_INT = re.compile(r"^[+-]?[0-9]+$")
_DECIMAL = re.compile(schema.DECIMAL_PATTERN)
_RATIO = re.compile(schema.RATIO_PATTERN)
_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
#: Digits a number may have: amounts up to billions, rates and steps to a millionth and beyond.
#: Keeps every sum and remainder the loader and settlement compute within Decimal's precision.
_MAX_WHOLE_DIGITS: Final = 12
_MAX_FRACTION_DIGITS: Final = 8
#: Bytes a ruleset file may have: a house's rules take a few kilobytes; anything far larger (or a
#: device that never ends) is refused before it is read whole.
MAX_BYTES: Final = 1024 * 1024
#: Byte order marks of UTF-16 text, which YAML reads too.
_UTF16_BOMS: Final = (b"\xff\xfe", b"\xfe\xff")


class RulesetError(ValueError):
    """A ruleset file is invalid; `messages` holds every `FILE:LINE: key.path: problem` line."""

    def __init__(self, messages: list[str]) -> None:
        super().__init__("\n".join(messages))
        self.messages = messages


class _Bad:
    """A value that could not be read (its problem is already reported)."""


BAD: Final = _Bad()


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong in a ruleset file."""

    line: int
    path: str
    message: str

    def format(self, label: str) -> str:
        if self.path:
            return f"{label}:{self.line}: {self.path}: {self.message}"
        return f"{label}:{self.line}: {self.message}"


def _join(path: str, key: object) -> str:
    return f"{path}.{key}" if path else str(key)


def _line(node: Node) -> int:
    return int(node.start_mark.line) + 1


def _suggest(word: str, known: list[str]) -> str:
    close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    if close:
        return translate("ruleset", "did you mean '{key}'?").format(key=close[0])
    return translate("ruleset", "expected one of {keys}").format(keys=", ".join(known))


def _show_tag(tag: str) -> str:
    return "!!" + tag[len(_YAML) :] if tag.startswith(_YAML) else tag


def _describe(node: Node) -> str:
    """What a value is, for "got …" in messages."""
    if isinstance(node, SequenceNode):
        return translate("ruleset", "a list")
    if isinstance(node, MappingNode):
        return translate("ruleset", "a mapping")
    assert isinstance(node, ScalarNode)
    tag = node.tag
    if tag == _YAML + "null":
        return translate("ruleset", "nothing")
    if tag in (_YAML + "int", _YAML + "float", _YAML + "bool"):
        return str(node.value)
    return repr(str(node.value))


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


K = TypeVar("K", str, int)  # a mapping's keys: names, or totals 0-9


class _Reader:
    """Reads composed YAML nodes against the declared format, collecting problems."""

    def __init__(self, root: Node) -> None:
        self.root = root
        self.problems: list[Problem] = []
        self.lines: dict[str, int] = {"": _line(root)}
        #: Nodes with a tag beyond plain YAML, each reported once: where the format reaches them
        #: with their key path, the rest (under unknown keys) by line alone in `finish`.
        self.bad_tags: dict[int, Node] = {id(n): n for n in _walk(root) if n.tag not in _PLAIN_TAGS}
        self.suggested: set[str] = set()  # key paths an unknown key was taken for

    def tag_problem(self, node: Node, path: str) -> _Bad:
        if self.bad_tags.pop(id(node), None) is not None:
            self.problem(
                _line(node),
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

    def problem(self, line: int, path: str, message: str) -> None:
        self.problems.append(Problem(line, path, message))

    def seen_before(self, key: K, key_node: Node, key_path: str, first_line: dict[K, int]) -> bool:
        """A key given twice in one mapping is reported (YAML would keep the last silently)."""
        if key in first_line:
            self.problem(
                _line(key_node),
                key_path,
                translate(
                    "ruleset", "duplicate key (first given on line {line}), expected each key once"
                ).format(line=first_line[key]),
            )
            return True
        first_line[key] = _line(key_node)
        return False

    def line(self, path: str) -> int:
        """The line of a key path, or of its nearest parent that has one."""
        while path not in self.lines and path:
            path = path.rpartition(".")[0]
        return self.lines.get(path, 1)

    def at(self, path: str, message: str) -> None:
        self.problem(self.line(path), path, message)

    # -- values ---------------------------------------------------------------------------

    def read(self, node: Node, vtype: schema.ValueType, path: str) -> Any:
        if node.tag not in _PLAIN_TAGS:
            return self.tag_problem(node, path)
        if isinstance(vtype, schema.Record):
            return self._record(node, vtype, path)
        if isinstance(vtype, schema.List):
            return self._list(node, vtype, path)
        if isinstance(vtype, schema.Table):
            return self._table(node, vtype, path)
        if not isinstance(node, ScalarNode) or node.tag == _YAML + "null":
            return self._wrong(node, vtype, path)
        text = str(node.value)
        tag = node.tag
        if isinstance(vtype, schema.Str):
            return self._str(node, vtype, path)
        if isinstance(vtype, schema.Int):
            if tag != _YAML + "int" or not _INT.match(text):
                return self._wrong(node, vtype, path)
            value = int(text)
            if value < vtype.minimum or (vtype.maximum is not None and value > vtype.maximum):
                self.problem(
                    _line(node),
                    path,
                    translate("ruleset", "{value} is out of range, expected {expected}").format(
                        value=value, expected=vtype.expected
                    ),
                )
                return BAD
            return value
        if isinstance(vtype, schema.Bool):
            if tag != _YAML + "bool" or text.lower() not in ("true", "false"):
                return self._wrong(node, vtype, path)
            return text.lower() == "true"
        if isinstance(vtype, schema.Choice):
            if tag == _YAML + "str" and text in vtype.values:
                return text
            close = difflib.get_close_matches(text, list(vtype.values), n=1, cutoff=0.6)
            if close:
                message = translate(
                    "ruleset", "{got} is not allowed, expected {expected}; did you mean '{close}'?"
                )
            else:
                message = translate("ruleset", "{got} is not allowed, expected {expected}")
            self.problem(
                _line(node),
                path,
                message.format(
                    got=_describe(node), expected=vtype.expected, close=close[0] if close else ""
                ),
            )
            return BAD
        if isinstance(vtype, schema.Number):
            return self._number(node, vtype, path)
        if isinstance(vtype, schema.Pay):
            return self._pay(node, vtype, path)
        raise TypeError(f"no reader for {vtype!r}")  # a programming error in schema.py

    def _wrong(self, node: Node, vtype: schema.ValueType, path: str) -> _Bad:
        if isinstance(node, ScalarNode) and node.tag == _YAML + "null":
            message = translate("ruleset", "no value, expected {expected}")
        else:
            message = translate("ruleset", "expected {expected}, got {got}")
        self.problem(
            _line(node), path, message.format(expected=vtype.expected, got=_describe(node))
        )
        return BAD

    def _str(self, node: ScalarNode, vtype: schema.Str, path: str) -> str | _Bad:
        text = str(node.value)
        if node.tag not in (_YAML + "str", _YAML + "timestamp"):
            self.problem(
                _line(node),
                path,
                translate("ruleset", "expected {expected}, got {got} (put text in quotes)").format(
                    expected=vtype.expected, got=_describe(node)
                ),
            )
            return BAD
        if not text.strip():
            self.problem(
                _line(node),
                path,
                translate("ruleset", "empty, expected {expected}").format(expected=vtype.expected),
            )
            return BAD
        if vtype.pattern and not re.match(vtype.pattern, text):
            self.problem(
                _line(node),
                path,
                translate("ruleset", "{got} is not {expected}").format(
                    got=repr(text), expected=vtype.expected
                ),
            )
            return BAD
        return text

    def _number(self, node: ScalarNode, vtype: schema.Number, path: str) -> Decimal | _Bad:
        text = str(node.value).strip()
        if node.tag not in (_YAML + "str", _YAML + "int", _YAML + "float") or not _DECIMAL.match(
            text
        ):
            return self._wrong(node, vtype, path)
        whole, _, fraction = text.lstrip("+-").partition(".")
        if len(whole.lstrip("0")) > _MAX_WHOLE_DIGITS or len(fraction) > _MAX_FRACTION_DIGITS:
            self.problem(
                _line(node),
                path,
                translate(
                    "ruleset",
                    "{value} has too many digits, expected at most {whole} before and {fraction} "
                    "after the decimal point",
                ).format(value=text, whole=_MAX_WHOLE_DIGITS, fraction=_MAX_FRACTION_DIGITS),
            )
            return BAD
        value = Decimal(text)
        if vtype.positive and value <= 0:
            self.problem(
                _line(node),
                path,
                translate(
                    "ruleset", "{value} is not more than 0, expected a positive number"
                ).format(value=text),
            )
            return BAD
        return value

    def _pay(self, node: ScalarNode, vtype: schema.Pay, path: str) -> Ratio | _Bad:
        # An unquoted 8:1 is a base-60 number to YAML 1.1; the text is what was meant.
        text = str(node.value)
        if node.tag not in (_YAML + "str", _YAML + "int") or not _RATIO.match(text):
            return self._wrong(node, vtype, path)
        try:
            return Ratio.parse(text)
        except ValueError:
            self.problem(
                _line(node),
                path,
                translate(
                    "ruleset",
                    "{got} pays nothing, expected positive numbers on both sides such as "
                    '"8:1" or "1:2"',
                ).format(got=repr(text)),
            )
            return BAD

    def _record(self, node: Node, vtype: schema.Record, path: str) -> dict[str, Any] | _Bad:
        if not isinstance(node, MappingNode):
            return self._wrong(node, vtype, path)
        out: dict[str, Any] = {}
        present: dict[str, Node] = {}
        first_line: dict[str, int] = {}
        known = list(vtype.fields)
        for key_node, value_node in node.value:
            if key_node.tag not in _PLAIN_TAGS:
                self.tag_problem(key_node, path)
                continue
            if key_node.tag == _YAML + "merge":
                self.problem(
                    _line(key_node),
                    path,
                    translate(
                        "ruleset",
                        "merge keys (<<) are not supported, expected the keys written out",
                    ),
                )
                continue
            if not isinstance(key_node, ScalarNode):
                self.problem(
                    _line(key_node),
                    path,
                    translate("ruleset", "{got} is not a key, expected a plain key name").format(
                        got=_describe(key_node)
                    ),
                )
                continue
            key = str(key_node.value)
            key_path = _join(path, key)
            if self.seen_before(key, key_node, key_path, first_line):
                continue
            if key not in vtype.fields:
                self.problem(
                    _line(key_node),
                    key_path,
                    translate("ruleset", "unknown key, {suggestion}").format(
                        suggestion=_suggest(key, known)
                    ),
                )
                self.suggested.update(
                    _join(path, k) for k in difflib.get_close_matches(key, known, 1, 0.6)
                )
                continue
            self.lines[key_path] = _line(key_node)
            present[key] = value_node
        for key, f in vtype.fields.items():
            key_path = _join(path, key)
            applies = True
            if f.only_when is not None:
                sibling, values = f.only_when
                sibling_node = present.get(sibling)
                sibling_value = (
                    str(sibling_node.value) if isinstance(sibling_node, ScalarNode) else None
                )
                applies = sibling_value in values
                if key in present and sibling_value is not None and not applies:
                    self.problem(
                        first_line[key],
                        key_path,
                        translate(
                            "ruleset", "only for {sibling} {values}, not {value}; remove it"
                        ).format(sibling=sibling, values=" / ".join(values), value=sibling_value),
                    )
                    continue
            value_node = present.get(key)
            # An optional key with an empty value (`per_box:`) counts as left out.
            if value_node is None or (not f.required and value_node.tag == _YAML + "null"):
                if f.required and applies and key_path not in self.suggested:
                    self.problem(
                        _line(node),
                        key_path,
                        translate("ruleset", "missing, expected {expected} ({description})").format(
                            expected=f.type.expected, description=_lower(f.description)
                        ),
                    )
                continue
            value = self.read(value_node, f.type, key_path)
            if value is not BAD:
                out[key] = value
        return out

    def _list(self, node: Node, vtype: schema.List, path: str) -> list[Any] | _Bad:
        if not isinstance(node, SequenceNode):
            return self._wrong(node, vtype, path)
        count = len(node.value)
        too_few = count < vtype.min_items
        too_many = vtype.max_items is not None and count > vtype.max_items
        if too_few or too_many:
            n = vtype.min_items if too_few else (vtype.max_items or 0)
            if vtype.min_items == vtype.max_items:
                message = tr("expected %n entries ({positions}), got {count}", None, n)
            elif too_few:
                message = tr("expected at least %n entries, got {count}", None, n)
            else:
                message = tr("expected at most %n entries, got {count}", None, n)
            self.problem(
                _line(node),
                path,
                message.format(count=count, positions=translate("ruleset", vtype.positions)),
            )
        out: list[Any] = []
        seen: dict[Any, int] = {}
        for i, item in enumerate(node.value):
            label: object = i + vtype.first_index
            if vtype.label_key is not None:
                label = _label(item, vtype.label_key) or label
            item_path = _join(path, label)
            self.lines.setdefault(item_path, _line(item))
            value = self.read(item, vtype.item, item_path)
            if value is BAD:
                continue
            if vtype.unique:
                if value in seen:
                    self.problem(
                        _line(item),
                        item_path,
                        translate(
                            "ruleset",
                            "{value} is given twice (first on line {line}), expected each once",
                        ).format(value=_show(value), line=seen[value]),
                    )
                    continue
                seen[value] = _line(item)
            out.append(value)
        return out

    def _table(self, node: Node, vtype: schema.Table, path: str) -> dict[int, Any] | _Bad:
        if not isinstance(node, MappingNode):
            return self._wrong(node, vtype, path)
        out: dict[int, Any] = {}
        first_line: dict[int, int] = {}
        for key_node, value_node in node.value:
            if key_node.tag not in _PLAIN_TAGS:
                self.tag_problem(key_node, path)
                continue
            text = str(key_node.value) if isinstance(key_node, ScalarNode) else ""
            if not _INT.match(text) or not vtype.minimum <= int(text) <= vtype.maximum:
                self.problem(
                    _line(key_node),
                    _join(path, text or "?"),
                    translate("ruleset", "{got} is not {meaning} {minimum}–{maximum}").format(
                        got=_describe(key_node),
                        meaning=translate("ruleset", vtype.key_meaning),
                        minimum=vtype.minimum,
                        maximum=vtype.maximum,
                    ),
                )
                continue
            key = int(text)
            key_path = _join(path, key)
            if self.seen_before(key, key_node, key_path, first_line):
                continue
            self.lines[key_path] = _line(key_node)
            value = self.read(value_node, vtype.value, key_path)
            if value is not BAD:
                out[key] = value
        return out


def _label(item: Node, key: str) -> str | None:
    """The id that names a list item in key paths (bets.banco), if it has a usable one."""
    if isinstance(item, MappingNode):
        for k, v in item.value:
            if isinstance(k, ScalarNode) and k.value == key and isinstance(v, ScalarNode):
                text = str(v.value)
                return text if _ID.match(text) else None
    return None


def _lower(description: str) -> str:
    """A description as a clause inside a message: no capital at the start, no full stop."""
    text = description.rstrip(".")
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def _show(value: object) -> str:
    return str(value) if isinstance(value, int | Decimal) else repr(value)


# -- checks across keys ---------------------------------------------------------------------


def _check(data: Mapping[str, Any], r: _Reader) -> None:
    _check_tableau(data.get("tableau", {}), r)
    bets: list[dict[str, Any]] = [b for b in data.get("bets", []) if "id" in b]
    ids = [b["id"] for b in bets]
    _check_bets(data, bets, ids, r)
    _check_table(data.get("table", {}), bets, ids, r)
    for i, figure in enumerate(data.get("published", []), 1):
        path = f"published.{i}"
        if "bet" in figure and figure["bet"] not in ids:
            _unknown_bet(r, f"{path}.bet", figure["bet"], ids)
        value = figure.get("value")
        if value is not None and not -1 < value < 1:
            r.at(
                f"{path}.value",
                translate(
                    "ruleset", "{value} is not a fraction, expected e.g. 0.0145 for 1.45 %"
                ).format(value=value),
            )
    for i, note in enumerate(data.get("notes", []), 1):
        about = note.get("about")
        if about is not None and not _resolves(r.root, schema.RULESET, about.split(".")):
            r.at(
                f"notes.{i}.about",
                translate(
                    "ruleset",
                    "'{about}' names no part of this ruleset, expected a key path such as "
                    "tableau.banco.4 or bets.banco.commission",
                ).format(about=about),
            )


def _check_tableau(t: Mapping[str, Any], r: _Reader) -> None:
    if "naturals" not in t:
        return
    naturals = set(t["naturals"])
    expected = [total for total in range(10) if total not in naturals]
    for side in ("punto", "banco"):
        if side not in t:
            continue
        for total in sorted(t[side]):
            if total in naturals:
                r.at(
                    f"tableau.{side}.{total}",
                    translate(
                        "ruleset",
                        "contradictory: {total} is a natural (tableau.naturals), nobody draws on "
                        "it, expected no rule for it",
                    ).format(total=total),
                )
        missing = [
            total
            for total in expected
            if total not in t[side] and f"tableau.{side}.{total}" not in r.lines
        ]
        if not missing:
            continue
        if side == "punto":
            message = translate(
                "ruleset",
                "incomplete: no rule for punto total {totals}, expected draw or stand for every "
                "total that is not a natural ({expected})",
            )
        else:
            message = translate(
                "ruleset",
                "incomplete: no row for banco total {totals}, expected a row for every total "
                "that is not a natural ({expected})",
            )
        r.at(
            f"tableau.{side}",
            message.format(
                totals=", ".join(map(str, missing)), expected=", ".join(ranges(expected))
            ),
        )


def _unknown_bet(r: _Reader, path: str, name: str, ids: list[str]) -> None:
    r.at(
        path,
        translate("ruleset", "unknown bet '{bet}', {suggestion}").format(
            bet=name, suggestion=_suggest(name, ids)
        ),
    )


def _check_bets(
    data: Mapping[str, Any], bets: list[dict[str, Any]], ids: list[str], r: _Reader
) -> None:
    chips = data.get("chips") or []
    unit = min(chips) if chips and "chips" in data else None
    table_max = data.get("table", {}).get("table_maximum")
    first: dict[str, str] = {}
    for bet in bets:
        bid = bet["id"]
        path = f"bets.{bid}"
        if bid in first:
            r.at(
                f"{path}.id",
                translate(
                    "ruleset", "the bet id '{bet}' is given twice, expected each bet id once"
                ).format(bet=bid),
            )
            continue
        first[bid] = path
        low, high = bet.get("min"), bet.get("max")
        if low is not None and high is not None and low > high:
            r.at(
                f"{path}.min",
                translate(
                    "ruleset", "the minimum {min} is above the maximum {max}, expected min ≤ max"
                ).format(min=low, max=high),
            )
        for key, amount in (("min", low), ("max", high)):
            if unit is not None and amount is not None and amount % unit != 0:
                r.at(
                    f"{path}.{key}",
                    translate(
                        "ruleset",
                        "{amount} is not a multiple of the smallest chip ({unit}), expected a "
                        "stake that can be made with chips",
                    ).format(amount=amount, unit=unit),
                )
        if table_max is not None and high is not None and high > table_max:
            r.at(
                f"{path}.max",
                translate(
                    "ruleset",
                    "{max} is above the table maximum {table_max}, expected at most "
                    "table.table_maximum",
                ).format(max=high, table_max=table_max),
            )
        rate = bet.get("commission", {}).get("rate")
        if rate is not None and rate >= 1:
            r.at(
                f"{path}.commission.rate",
                translate(
                    "ruleset",
                    "{rate} is not a fraction between 0 and 1, expected e.g. 0.05 for 5 %",
                ).format(rate=rate),
            )
        for i, other in enumerate(bet.get("requires_one_of", []), 1):
            if other == bid:
                r.at(
                    f"{path}.requires_one_of.{i}",
                    translate("ruleset", "a bet cannot require itself, expected other bets' ids"),
                )
            elif other not in ids:
                _unknown_bet(r, f"{path}.requires_one_of.{i}", other, ids)


def _check_table(
    table: Mapping[str, Any], bets: list[dict[str, Any]], ids: list[str], r: _Reader
) -> None:
    placed: set[str] = set()
    for key in ("box_bets", "shared_bets"):
        for i, name in enumerate(table.get(key, []), 1):
            if name not in ids:
                _unknown_bet(r, f"table.{key}.{i}", name, ids)
            elif name in placed:
                r.at(
                    f"table.{key}.{i}",
                    translate(
                        "ruleset",
                        "'{bet}' is both a box bet and a shared bet, expected it in one of "
                        "table.box_bets and table.shared_bets",
                    ).format(bet=name),
                )
            placed.add(name)
    shared_read = "shared_bets" in table or "table.shared_bets" not in r.lines
    if "box_bets" in table and shared_read:
        for bet in bets:
            if bet["id"] not in placed:
                r.at(
                    f"bets.{bet['id']}",
                    translate(
                        "ruleset",
                        "the bet '{bet}' has no place on the table, expected its id in "
                        "table.box_bets or table.shared_bets",
                    ).format(bet=bet["id"]),
                )
    shared = table.get("shared_bets", [])
    for i, name in enumerate(table.get("standing", {}).get("on_shared_fields", []), 1):
        if name not in shared:
            r.at(
                f"table.standing.on_shared_fields.{i}",
                translate(
                    "ruleset",
                    "'{bet}' is not a shared bet, expected one of table.shared_bets ({shared})",
                ).format(bet=name, shared=", ".join(shared) or "-"),
            )


def _resolves(node: Node, vtype: schema.ValueType, segments: list[str]) -> bool:
    """Whether a note's key path names a part of the file (bets by id, rows by total)."""
    if not segments:
        return True
    head, rest = segments[0], segments[1:]
    if isinstance(vtype, schema.Record) and isinstance(node, MappingNode):
        if head not in vtype.fields:
            return False
        for k, v in node.value:
            if isinstance(k, ScalarNode) and str(k.value) == head:
                return _resolves(v, vtype.fields[head].type, rest)
        return False
    if isinstance(vtype, schema.Table) and isinstance(node, MappingNode):
        for k, v in node.value:
            if isinstance(k, ScalarNode) and str(k.value) == head:
                return _resolves(v, vtype.value, rest)
        return False
    if isinstance(vtype, schema.List) and isinstance(node, SequenceNode):
        for i, item in enumerate(node.value):
            label = _label(item, vtype.label_key) if vtype.label_key else None
            if head in (label, str(i + vtype.first_index)):
                return _resolves(item, vtype.item, rest)
    return False


# -- building the Ruleset -------------------------------------------------------------------


def _text(d: Mapping[str, str]) -> Text:
    return Text(en=d["en"], de=d["de"])


def _bet(d: Mapping[str, Any]) -> BetSpec:
    extra: dict[str, Any] = {}
    if "commission" in d:
        c = d["commission"]
        extra["commission"] = Commission(
            rate=c["rate"],
            rounding=Rounding(c.get("rounding", Rounding.DOWN)),
            step=c.get("step", Decimal("0.01")),
        )
    for key in ("tie_total", "banco_total", "punto_third", "win_total_pays"):
        if key in d:
            extra[key] = d[key]
    return BetSpec(
        id=d["id"],
        kind=BetKind(d["kind"]),
        pays=d["pays"],
        minimum=d["min"],
        maximum=d["max"],
        requires_one_of=tuple(d.get("requires_one_of", ())),
        **extra,
    )


def _build(d: Mapping[str, Any], path: Path | None, content: bytes) -> Ruleset:
    t = d["tableau"]
    tableau = Tableau(
        naturals=frozenset(t["naturals"]),
        punto={total: Action(a) for total, a in t["punto"].items()},
        banco={
            total: BancoRow(
                Action(row["punto_stood"]), tuple(Action(a) for a in row["punto_third"])
            )
            for total, row in t["banco"].items()
        },
    )
    tb = dict(d["table"])
    standing = dict(tb.pop("standing", {}))
    if "on_shared_fields" in standing:
        standing["on_shared_fields"] = tuple(standing["on_shared_fields"])
    pr = dict(d["procedures"])
    return Ruleset(
        id=d["id"],
        name=_text(d["name"]),
        source=Source(**d["source"]),
        currency=d["currency"],
        chips=tuple(d["chips"]),
        shoe=Shoe(**d["shoe"]),
        tableau=tableau,
        bets=tuple(_bet(b) for b in d["bets"]),
        table=Table(
            **{
                **tb,
                "box_bets": tuple(tb["box_bets"]),
                "shared_bets": tuple(tb.get("shared_bets", ())),
                "standing": StandingPlayers(**standing),
            }
        ),
        procedures=Procedures(
            **{
                **pr,
                "dealing_order": tuple(pr["dealing_order"]),
                "settlement_order": tuple(pr["settlement_order"]),
                "misdeal": MisdealRule(pr["misdeal"]),
            }
        ),
        notes=tuple(
            Note(
                about=n["about"],
                text=_text(n),
                quote=n.get("quote"),
                assumption=n.get("assumption", False),
            )
            for n in d.get("notes", ())
        ),
        published=tuple(
            PublishedFigure(p["bet"], p["figure"], p["value"], p["quote"])
            for p in d.get("published", ())
        ),
        idle_minutes=d.get("idle_minutes"),
        path=path,
        content=content,
        bet_names={b["id"]: _text(b["name"]) for b in d["bets"]},
    )


# -- entry points ---------------------------------------------------------------------------


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


def _unreadable(content: bytes | str) -> Problem | None:
    """A file too large to be a ruleset, or bytes that are not UTF-8 text (named by line)."""
    if len(content) > MAX_BYTES:
        message = translate(
            "ruleset", "the file is larger than a ruleset can be, expected at most {limit} bytes"
        )
        return Problem(1, "", message.format(limit=MAX_BYTES))
    if isinstance(content, str) or content.startswith(_UTF16_BOMS):
        return None
    try:
        content.decode("utf-8")
    except UnicodeDecodeError as exc:
        message = translate(
            "ruleset", "the file is not UTF-8 text (byte {byte}), expected a ruleset saved as UTF-8"
        )
        line = content[: exc.start].count(b"\n") + 1
        return Problem(line, "", message.format(byte=f"0x{content[exc.start]:02X}"))
    return None


def problems(content: bytes | str) -> tuple[list[Problem], Ruleset | None]:
    """Every problem of a ruleset's text, sorted by line, and the Ruleset when there are none."""
    unreadable = _unreadable(content)
    if unreadable is not None:
        return [unreadable], None
    try:
        root = yaml.compose(content, Loader=_Loader)
    except yaml.YAMLError as exc:
        return [_syntax_problem(exc)], None
    if root is None:
        message = translate(
            "ruleset", "the file is empty, expected a ruleset (see rulesets/README.md)"
        )
        return [Problem(1, "", message)], None
    r = _Reader(root)
    data = r.read(root, schema.RULESET, "")
    r.finish()
    if data is not BAD:
        _check(data, r)
    if r.problems or data is BAD:
        return sorted(set(r.problems)), None
    raw = content.encode() if isinstance(content, str) else content
    return [], _build(data, None, raw)


def parse_ruleset(content: bytes | str, path: Path | str = "<ruleset>") -> Ruleset:
    """Read a ruleset from its text; raises RulesetError listing every problem at once."""
    found, ruleset = problems(content)
    if ruleset is None:
        label = str(path)
        raise RulesetError([p.format(label) for p in found])
    return ruleset


def load_ruleset(path: Path | str) -> Ruleset:
    """Load a ruleset file; raises RulesetError listing every problem of the file at once."""
    path = Path(path)
    try:
        with path.open("rb") as file:
            content = file.read(MAX_BYTES + 1)  # one byte more than allowed tells it is too large
    except OSError as exc:
        raise RulesetError(
            [
                translate("ruleset", "{path}: cannot be read ({reason})").format(
                    path=path, reason=exc.strerror or exc
                )
            ]
        ) from None
    return replace(parse_ruleset(content, path), path=path)
