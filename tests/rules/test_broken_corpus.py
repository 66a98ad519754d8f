"""The broken-ruleset corpus: each file in tests/rules/broken/ with the exact messages it must get.

A file lists its expected messages at its end as `# expect: LINE: key.path: message` comments
(the `FILE:` prefix left out); every one of them, and nothing else, must be reported, at once.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.rules.loader import RulesetError, load_ruleset

BROKEN = Path(__file__).parent / "broken"
FILES = sorted(BROKEN.glob("*.yaml"))


def expected_messages(path: Path) -> list[str]:
    prefix = "# expect: "
    return [
        f"{path}:{line[len(prefix) :]}"
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith(prefix)
    ]


def test_the_corpus_covers_each_kind_of_error() -> None:
    names = {p.stem for p in FILES}
    assert {
        "typo_key",
        "missing_banco_row",
        "python_object",
        "custom_tag",
        "duplicate_key",
        "bad_pay",
        "syntax_error",
        "wrong_type",
        "short_row",
        "natural_with_rule",
        "incomplete_punto",
        "commission",
        "limits",
        "unknown_bets",
        "side_bets",
        "bad_enum",
        "missing_fields",
        "table",
        "empty",
        "not_a_mapping",
        "chips",
        "irregularities",
    } <= names


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_broken_file_gets_exactly_its_messages(path: Path) -> None:
    expected = expected_messages(path)
    assert expected, f"{path} lists no expected messages"
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert info.value.messages == expected
    assert str(info.value) == "\n".join(expected)


def test_typo_suggests_the_key_and_does_not_also_call_it_missing() -> None:
    with pytest.raises(RulesetError) as info:
        load_ruleset(BROKEN / "typo_key.yaml")
    (message,) = info.value.messages
    assert message.endswith("tableau.banco.5.punto_thrid: unknown key, did you mean 'punto_third'?")


def test_python_object_is_refused_without_running_it(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    text = (BROKEN / "python_object.yaml").read_text(encoding="utf-8")
    text = text.replace('["echo owned"]', f'["touch {marker}"]')
    path = tmp_path / "evil.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert "shoe.packs: the tag !!python/object/apply:os.system is not allowed" in str(info.value)
    assert not marker.exists()
