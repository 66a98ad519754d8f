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
from kiosk.settings import IDS_ONLY, Settings, SettingsError, load_settings, names_a_file

HASH = f"scrypt$16384$8$1${'00' * 16}${'00' * 32}"


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
        ("idle_minutes: abc", "idle_minutes: expected a whole number 1–1440, got 'abc'"),
        ("idle_minutes: 0", "idle_minutes: 0 is out of range, expected a whole number 1–1440"),
        ("idle_minutes: true", "idle_minutes: expected a whole number 1–1440, got true"),
        # 40000 minutes overflowed Qt's timer and so turned the idle watch off
        ("idle_minutes: 40000", "idle_minutes: 40000 is out of range, expected a whole number"),
        ("idle_minutes: ²", "idle_minutes: expected a whole number 1–1440, got '²'"),
        ("four_colour_suits: maybe", "four_colour_suits: expected true or false, got 'maybe'"),
        (
            "ruleset: 5",
            "ruleset: expected a ruleset id or the path of a ruleset file, got 5 (put text in "
            "quotes)",
        ),
        ("language: fr", "language: expected en or de, got 'fr'"),
        ("exam: [a, b]", "exam: expected an exam id, got a list"),
        ("langauge: de", "langauge: unknown key, did you mean 'language'?"),
    ],
)
def test_a_wrong_value_is_named_with_its_line(tmp_path: Path, line: str, expected: str) -> None:
    text = f"# the kiosk's own settings\n# written by the supervisor area\n{line}\n"
    path = _write(tmp_path / "own", text)
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value).startswith(f"{path}:3: {expected}")


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("supervisor_pin: 4711", "supervisor_pin: expected a PIN hash"),
        ("supervisor_pin: 'scrypt$$$$$'", "supervisor_pin: 'scrypt$$$$$' is not a PIN hash"),
        ("supervisor_pin: 'scrypt$1$2$3$ab'", "supervisor_pin: 'scrypt$1$2$3$ab' is not a PIN"),
        # what the supervisor gate would never open with: a cost out of bounds, a short salt
        (f"supervisor_pin: {HASH.replace('16384', '1000')}", "supervisor_pin: 'scrypt$1000$"),
        (f"supervisor_pin: {HASH.replace('$8$', '$1$')}", "supervisor_pin: 'scrypt$16384$1$"),
        ("supervisor_pin: scrypt$16384$8$1$00$00", "supervisor_pin: 'scrypt$16384$8$1$00$00' is"),
        ("records: 'mysql://db/kiosk'", "records: 'mysql://db/kiosk' is not a path or a postgres"),
        ("records: 17", "records: expected a path or a postgresql:// URL, got 17"),
        # a terminal's escape sequence in a value is named by its escape, on the one line
        ('records: "/srv/x\\e[2Jy"', "records: holds \\x1b, a character that hides"),
        ("records_passfile: ['a']", "records_passfile: expected the path of a file, got a list"),
        # an exam never starts while the records server is away: no setting says otherwise
        ("offline_exam_start: true", "offline_exam_start: unknown key"),
    ],
)
def test_a_wrong_site_value_is_named_with_its_line(
    tmp_path: Path, line: str, expected: str
) -> None:
    path = _write(tmp_path / "site", f"# the room's settings\nruleset: bern\n{line}\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value).startswith(f"{path}:3: {expected}")


def test_a_key_given_twice_is_named(tmp_path: Path) -> None:
    path = _write(tmp_path / "own", "language: de\nruleset: bern\nlanguage: en\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value) == (
        f"{path}:3: language: duplicate key (first given on line 1), expected each key once"
    )


def test_every_wrong_value_is_named_at_once(tmp_path: Path) -> None:
    path = _write(tmp_path / "own", "language: fr\nruleset: bern\nidle_minutes: -1\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value).splitlines() == [
        f"{path}:1: language: expected en or de, got 'fr'",
        f"{path}:3: idle_minutes: -1 is out of range, expected a whole number 1–1440",
    ]


def test_a_syntax_error_names_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path / "own", "ruleset: bern\nlanguage: [de\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert re.match(
        rf"{re.escape(str(path))}:[23]: YAML syntax error: .+, expected valid YAML",
        str(caught.value),
    )


def test_a_wrong_rulesets_folder_in_the_site_settings_is_named(tmp_path: Path) -> None:
    path = _write(tmp_path / "site", "rulesets_dir: '  '\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value).startswith(
        f"{path}:1: rulesets_dir: empty, expected the path of a folder"
    )


def test_good_values_and_empty_ones(tmp_path: Path) -> None:
    _write(
        tmp_path / "site",
        f"supervisor_pin: {HASH}\nrecords: postgresql://db.casino.local/kiosk\n"
        "records_passfile: /etc/kiosk/pgpass\nrulesets_dir: null\n",
    )
    _write(
        tmp_path / "own",
        "ruleset: uk-2000\nlanguage: de\nidle_minutes: 1440\nfour_colour_suits: true\nexam:\n",
    )
    loaded = load_settings(tmp_path / "own")
    assert loaded == Settings(
        ruleset="uk-2000",
        language="de",
        idle_minutes=1440,
        four_colour_suits=True,
        supervisor_pin=HASH,
        records="postgresql://db.casino.local/kiosk",
        records_passfile="/etc/kiosk/pgpass",
    )
    assert loaded.ignored == ()
    assert Settings().records is None


def test_the_own_file_can_neither_set_nor_clear_site_only_settings(tmp_path: Path) -> None:
    _write(tmp_path / "site", f"supervisor_pin: {HASH}\nlanguage: de\n")
    own = _write(
        tmp_path / "own",
        "language: en\nsupervisor_pin:\nrecords: /tmp/elsewhere\nrulesets_dir: /tmp/mine\n"
        "records_passfile: [not, even, valid]\n",
    )
    loaded = load_settings(tmp_path / "own")
    assert loaded.supervisor_pin == HASH  # an empty value does not cancel the site's PIN
    assert loaded.records is None and loaded.records_passfile is None
    assert loaded.rulesets_dir is None
    assert loaded.language == "en"  # the rest of the file counts
    site = tmp_path / "site" / "settings.yaml"
    assert [note.split(" only the site")[0] for note in loaded.ignored] == [
        f"{own}:3: records:",
        f"{own}:5: records_passfile:",
        f"{own}:4: rulesets_dir:",
        f"{own}:2: supervisor_pin:",
    ]
    assert all(note.endswith(f"expected it in {site}; ignored") for note in loaded.ignored)


def test_the_own_file_is_written_for_its_owner_alone(tmp_path: Path) -> None:
    import os
    import stat

    from kiosk.settings import save_settings

    (tmp_path / "own").mkdir()
    old = tmp_path / "own" / "settings.yaml"
    old.write_text("language: de\n", encoding="utf-8")
    old.chmod(0o644)
    old_umask = os.umask(0)  # even with nothing masked
    try:
        path = save_settings(Settings(language="en", exam="bern"), tmp_path / "own")
    finally:
        os.umask(old_umask)
    assert path == old
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert load_settings(tmp_path / "own").exam == "bern"
    assert not list((tmp_path / "own").glob("*.partial"))


def test_a_site_only_setting_is_saved_to_the_site_file(tmp_path: Path) -> None:
    from kiosk.settings import save_settings

    path = save_settings(Settings(supervisor_pin=HASH, language="de"), tmp_path / "own")
    assert path == tmp_path / "site" / "settings.yaml"
    assert "supervisor_pin" not in (tmp_path / "own" / "settings.yaml").read_text("utf-8")
    loaded = load_settings(tmp_path / "own")
    assert (loaded.supervisor_pin, loaded.language, loaded.ignored) == (HASH, "de", ())


def test_a_settings_file_is_bounded_before_it_is_parsed(tmp_path: Path) -> None:
    path = _write(tmp_path / "own", "language: " + "[" * 30_000 + "]" * 30_000 + "\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value) == (
        f"{path}:1: nested more than 32 levels deep, expected at most 32 levels of mappings and "
        "lists"
    )
    path = _write(tmp_path / "own", "language: de\n" + "#" * 70_000 + "\n")
    with pytest.raises(SettingsError) as caught:
        load_settings(tmp_path / "own")
    assert str(caught.value) == (
        f"{path}:1: the file is larger than a settings file can be, expected at most 65536 bytes"
    )


def test_the_settings_schema_file_is_the_one_generated() -> None:
    import json

    from kiosk.settings import json_schema

    schema_file = Path(__file__).resolve().parent.parent / "rulesets" / "settings.schema.json"
    assert json.loads(schema_file.read_text(encoding="utf-8")) == json_schema(), (
        "regenerate: python -m kiosk.settings > rulesets/settings.schema.json"
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
KEYS = ["ruleset", "language", "idle_minutes", "exam", "four_colour_suits"]


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=7))
@pytest.mark.slow
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
        if value is None or (key in IDS_ONLY and names_a_file(value)):  # the default
            assert got == getattr(Settings(), key)
            continue
        assert got == value
        if key == "idle_minutes":
            assert isinstance(got, int) and not isinstance(got, bool) and got >= 1
        elif key == "four_colour_suits":
            assert isinstance(got, bool)
        elif key == "language":
            assert normalize_language(got) == got.split(".")[0].split("_")[0].split("-")[0].lower()
        else:
            assert isinstance(got, str) and got.strip()


@pytest.mark.parametrize("text", ["", "\n", "# only a comment\n", "   \n\n"])
def test_an_emptied_settings_file_is_the_defaults(tmp_path: Path, text: str) -> None:
    """The schema is built only when there is a file to read: an emptied file, the site's or
    the kiosk's own, reads as the defaults, and a missing one the same."""
    _write(tmp_path / "site", text)
    _write(tmp_path / "own", text)
    assert load_settings(tmp_path / "own") == Settings()
    (tmp_path / "site" / "settings.yaml").unlink()
    (tmp_path / "own" / "settings.yaml").unlink()
    assert load_settings(tmp_path / "own") == Settings()
