"""rulesets/ruleset.schema.json stays in step with the loader's declared format."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from kiosk.rules import schema
from kiosk.rules.catalog import ruleset_files

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "rulesets" / "ruleset.schema.json"
BROKEN = Path(__file__).parent / "broken"


def file_schema() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    return data


def as_json(value: Any) -> Any:
    """YAML data as a JSON document holds it: mapping keys are text (0: draw → "0": draw)."""
    if isinstance(value, dict):
        return {str(k): as_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_json(v) for v in value]
    return value


def json_key_paths(node: dict[str, Any], prefix: str = "") -> Iterator[str]:
    for key, sub in node.get("properties", {}).items():
        path = f"{prefix}.{key}" if prefix else key
        yield path
        yield from json_key_paths(sub, path)
    for nested in ("items", "additionalProperties"):
        sub = node.get(nested)
        if isinstance(sub, dict):
            yield from json_key_paths(sub, f"{prefix}.*")
    for alternative in node.get("anyOf", []):  # a chip: its value alone, or a mapping
        yield from json_key_paths(alternative, prefix)


def test_the_schema_file_is_the_one_generated_from_the_format() -> None:
    assert file_schema() == schema.json_schema(), (
        "regenerate: python -m kiosk.rules.schema > rulesets/ruleset.schema.json"
    )


@pytest.mark.slow
def test_the_schema_is_valid_draft_2020_12() -> None:
    document = file_schema()
    assert document["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(document)


def test_every_key_the_loader_knows_is_in_the_schema_and_back() -> None:
    loader_keys = set(schema.key_paths())
    assert "tableau.banco.*.punto_third" in loader_keys
    assert "bets.*.commission.rate" in loader_keys
    assert set(json_key_paths(file_schema())) == loader_keys


def test_every_key_has_a_description_for_editors() -> None:
    def walk(node: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
        for key, sub in node.get("properties", {}).items():
            yield key, sub
            yield from walk(sub)
        for nested in ("items", "additionalProperties"):
            if isinstance(node.get(nested), dict):
                yield from walk(node[nested])
        for alternative in node.get("anyOf", []):
            yield from walk(alternative)

    missing = [key for key, sub in walk(file_schema()) if not sub.get("description")]
    assert missing == []


@pytest.mark.parametrize("rid", sorted(ruleset_files()))
@pytest.mark.slow
def test_every_shipped_ruleset_validates_against_the_schema(rid: str) -> None:
    data = yaml.safe_load(ruleset_files()[rid].read_text(encoding="utf-8"))
    jsonschema.validate(as_json(data), file_schema())


@pytest.mark.parametrize(
    "name", ["typo_key", "wrong_type", "bad_enum", "missing_fields", "short_row", "side_bets"]
)
@pytest.mark.slow
def test_the_schema_also_rejects_what_an_editor_can_see(name: str) -> None:
    data = yaml.safe_load((BROKEN / f"{name}.yaml").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(file_schema())
    assert list(validator.iter_errors(as_json(data)))
