"""A settings file with a wrong value is refused with every problem named (file, line, setting,
what was expected), never a traceback from deep inside the app."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from kiosk.i18n import normalize_language
from kiosk.settings import Settings, SettingsError, load_settings

HASH = "scrypt$16384$8$1$00$00"


def _write(folder: Path, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "settings.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def _no_site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path / "site"))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("idle_minutes: abc", "idle_minutes: expected a whole number of minutes ≥ 1, got 'abc'"),
        ("idle_minutes: 0", "idle_minutes: expected a whole number of minutes ≥ 1, got 0"),
        ("idle_minutes: true", "idle_minutes: expected a whole number of minutes ≥ 1, got True"),
        ("four_colour_suits: maybe", "four_colour_suits: expected true or false, got 'maybe'"),
        ("ruleset: 5", "ruleset: expected a ruleset id or the path of a ruleset file, got 5"),
        ("language: fr", "language: expected en or de, got 'fr'"),
        ("exam: [a, b]", "exam: expected an exam id, got ['a', 'b']"),
        ("rulesets_dir: '  '", "rulesets_dir: expected the path of a folder, got '  '"),
        ("supervisor_pin: 4711", "supervisor_pin: expected a PIN hash"),
    ],
)
def test_a_wrong_value_is_named_with_its_line(tmp_path: Path, line: str, expected: str) -> None:
    path = _write(tmp_path / "own", f"# the kiosk's own settings\nruleset: bern\n{line}\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value).startswith(f"{path}:3: {expected}")


def test_every_wrong_value_is_named_at_once(tmp_path: Path) -> None:
    path = _write(tmp_path / "own", "language: fr\nruleset: bern\nidle_minutes: -1\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value).splitlines() == [
        f"{path}:1: language: expected en or de, got 'fr'",
        f"{path}:3: idle_minutes: expected a whole number of minutes ≥ 1, got -1",
    ]


def test_a_syntax_error_names_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path / "own", "ruleset: bern\nlanguage: [de\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert re.match(
        rf"{re.escape(str(path))}:[23]: YAML syntax error: .+, expected valid YAML",
        str(caught.value),
    )


def test_good_values_and_empty_ones(tmp_path: Path) -> None:
    _write(
        tmp_path / "own",
        "ruleset: uk-2000\nlanguage: de\nidle_minutes: 7\nfour_colour_suits: true\n"
        f"supervisor_pin: {HASH}\nexam:\nrulesets_dir: null\n",
    )
    assert load_settings(tmp_path / "own") == Settings(
        ruleset="uk-2000",
        language="de",
        idle_minutes=7,
        four_colour_suits=True,
        supervisor_pin=HASH,
    )


def test_a_language_may_name_its_region(tmp_path: Path) -> None:
    _write(tmp_path / "own", "language: de_CH\n")
    assert load_settings(tmp_path / "own").language == "de_CH"  # the app speaks German


def test_an_empty_value_in_the_own_file_undoes_the_sites(tmp_path: Path) -> None:
    _write(tmp_path / "site", "exam: schaanwald\nlanguage: de\n")
    _write(tmp_path / "own", "exam: null\n")
    loaded = load_settings(tmp_path / "own")
    assert loaded.exam is None and loaded.language == "de"


VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 100),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(["en", "de", "fr", "bern", "", " ", HASH, "scrypt$x", "/srv/rules"]),
    st.text(max_size=12),
    st.lists(st.integers(0, 3), max_size=3),
)
KEYS = ["ruleset", "rulesets_dir", "language", "idle_minutes", "exam", "four_colour_suits"]


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from([*KEYS, "supervisor_pin"]), VALUES, max_size=7))
def test_any_values_load_typed_or_are_refused_by_name(values: dict[str, Any]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        own = Path(folder) / "own"
        _write(own, yaml.safe_dump(values, allow_unicode=True))
        try:
            loaded = load_settings(own)
        except SettingsError as exc:
            named = {line.split(": ")[1] for line in str(exc).splitlines()}
            assert named and named <= set(values)
            return
    for key, value in values.items():
        got = getattr(loaded, key)
        assert got == value
        if value is None:
            continue
        if key == "idle_minutes":
            assert isinstance(got, int) and not isinstance(got, bool) and got >= 1
        elif key == "four_colour_suits":
            assert isinstance(got, bool)
        elif key == "language":
            assert normalize_language(got) == got.split(".")[0].split("_")[0].split("-")[0].lower()
        else:
            assert isinstance(got, str) and got.strip()
