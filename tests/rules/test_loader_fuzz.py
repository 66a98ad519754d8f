"""Whatever a file holds, the loader answers with a Ruleset or a RulesetError, never a traceback."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import RulesetError, parse_ruleset
from kiosk.rules.model import Ruleset

pytestmark = pytest.mark.slow

TEXTS = [p.read_text(encoding="utf-8") for p in ruleset_files().values()]
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
DOCUMENTS = [yaml.load(t, Loader=LOADER) for t in TEXTS]

LOCATED = re.compile(r"^f\.yaml:[0-9]+: \S")

NASTY = st.sampled_from(
    [
        "",
        "~",
        "0",
        "-1",
        "10",
        "1e400",
        ".nan",
        "0x1F",
        "8:1",
        "0:0",
        "true",
        "yes",
        "[]",
        "{}",
        "[1, 2",
        "'x",
        "!!python/object:os.system",
        "!!binary aGk=",
        "&a [*a]",
        "2024-01-01",
        "draw",
        "stand",
        "egalite",
        "\t",
        "- x",
        ": :",
        "<<: {}",
        "\u00e9\u00e8",
        "9999999999999",
        "9" * 40,
        "0." + "0" * 30 + "1",
        "1" * 13 + ".5",
        "-0",
        "+5",
    ]
)


def answer(content: str | bytes) -> Ruleset | None:
    try:
        return parse_ruleset(content, "f.yaml")
    except RulesetError as exc:
        assert exc.messages
        for message in exc.messages:
            assert LOCATED.match(message), message
        return None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=st.sampled_from(TEXTS),
    line=st.integers(min_value=0, max_value=400),
    column=st.integers(min_value=0, max_value=60),
    action=st.sampled_from(["delete", "duplicate", "insert", "replace-token", "truncate"]),
    junk=NASTY,
)
def test_mutated_text(text: str, line: int, column: int, action: str, junk: str) -> None:
    lines = text.splitlines()
    i = line % len(lines)
    if action == "delete":
        del lines[i]
    elif action == "duplicate":
        lines.insert(i, lines[i])
    elif action == "insert":
        lines[i] = lines[i][:column] + junk + lines[i][column:]
    elif action == "replace-token":
        tokens = re.split(r"(\s+|[,:\[\]{}])", lines[i])
        words = [n for n, tok in enumerate(tokens) if tok.strip() and tok not in ",:[]{}"]
        if words:
            tokens[words[column % len(words)]] = junk
        lines[i] = "".join(tokens)
    else:
        lines = lines[:i]
    answer("\n".join(lines) + "\n")


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for n, v in enumerate(value):
            out += paths(v, (*prefix, n))
    return out


VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["draw", "stand", "1:1", "0.05", "punto", "banco", "tie", "egalite"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), which=st.integers(0, len(TEXTS) - 1), value=VALUES, delete=st.booleans())
def test_mutated_structure(data: st.DataObject, which: int, value: Any, delete: bool) -> None:
    document = copy.deepcopy(DOCUMENTS[which])
    path = data.draw(st.sampled_from(paths(document)[1:]))
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    answer(yaml.dump(document, Dumper=DUMPER, allow_unicode=True))


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes(content: bytes) -> None:
    answer(content)
