"""rulesets/README.md stays true: its example is a valid ruleset and it explains every key."""

from __future__ import annotations

import re
from pathlib import Path

from kiosk.rules import schema
from kiosk.rules.loader import parse_ruleset

README = Path(__file__).resolve().parents[2] / "rulesets" / "README.md"


def test_the_complete_example_is_a_valid_ruleset() -> None:
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(.*?)```", text, flags=re.S)
    example = max(blocks, key=len)
    ruleset = parse_ruleset(example, "README example")
    assert ruleset.id == "grand-casino"
    assert {key.split(".")[0] for key in schema.key_paths()} <= set(
        re.findall(r"^([a-z_]+):", example, flags=re.M)
    )


def test_every_key_is_explained() -> None:
    text = README.read_text(encoding="utf-8")
    explained = set(re.findall(r"`([a-z_]+)`", text))
    keys = {path.rsplit(".", 1)[-1] for path in schema.key_paths()}
    assert keys - explained == set()
