"""Where the kiosk keeps its records: the folder platformdirs names."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from kiosk.settings import default_data_dir


@pytest.mark.skipif(sys.platform.startswith(("win", "darwin")), reason="the XDG rule is for Unix")
@pytest.mark.parametrize(
    "environment",
    [
        {},
        {"XDG_DATA_HOME": "/srv/training/data"},
        {"XDG_DATA_HOME": ""},
        {"XDG_DATA_HOME": "relative/data"},
        {"XDG_DATA_HOME": " /leading-space"},
        {"XDG_DATA_HOME": "/trailing-slash/"},
    ],
)
def test_the_user_folder_is_the_one_platformdirs_names(
    environment: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    assert str(default_data_dir()) == platformdirs.user_data_dir("kiosk", appauthor=False)


def test_settings_follow_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from kiosk.settings import SettingsError, load_settings

    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path / "site"))
    own = tmp_path / "data" / "settings.yaml"
    own.parent.mkdir()
    own.write_text("language: de\n", encoding="utf-8")
    assert load_settings(tmp_path / "data").language == "de"
    own.write_text("language: en\nidle_minutes: 7\n", encoding="utf-8")
    info = own.stat()
    os.utime(own, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    again = load_settings(tmp_path / "data")
    assert (again.language, again.idle_minutes) == ("en", 7)
    own.write_text("langauge: en\n", encoding="utf-8")  # a typo is still found
    os.utime(own, ns=(info.st_atime_ns, info.st_mtime_ns + 2_000_000_000))
    with pytest.raises(SettingsError, match="langauge"):
        load_settings(tmp_path / "data")


def test_the_kiosks_own_settings_name_no_file_for_an_exam_or_a_house(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A forged exam or house file of the kiosk user's, named in its own settings by a path or
    through a rulesets folder of its own, is ignored (with a note naming file and line) in any
    mode; the site's settings may name files. In kiosk mode the own file sets no house or exam."""
    from kiosk import settings
    from kiosk.settings import load_settings

    site = tmp_path / "site"
    site.mkdir()
    monkeypatch.setenv("KIOSK_SITE_DIR", str(site))
    data = tmp_path / "data"
    data.mkdir()
    own = data / "settings.yaml"
    own.write_text(
        "exam: /home/kiosk/forged-exam.yaml\nruleset: ~/forged.yaml\n"
        "rulesets_dir: /home/kiosk/rulesets\nlanguage: de\n",
        encoding="utf-8",
    )
    loaded = load_settings(data)
    assert (loaded.exam, loaded.ruleset, loaded.rulesets_dir) == (None, None, None)
    assert loaded.language == "de" and loaded.site_rulesets_dir() == site / "rulesets"
    notes = "\n".join(loaded.ignored)
    assert f"{own}:1: exam: expected an id" in notes and f"{own}:2: ruleset:" in notes
    assert f"{own}:3: rulesets_dir: only the site's settings file" in notes
    (site / "settings.yaml").write_text("exam: /srv/exams/house.yaml\n", encoding="utf-8")
    own.write_text("ruleset: bern\nexam: bern\n", encoding="utf-8")
    loaded = load_settings(data)
    assert (loaded.ruleset, loaded.exam) == ("bern", "bern")  # ids are the kiosk's to choose
    monkeypatch.setattr(settings, "SYSTEM_SITE_DIR", site)
    with settings.kiosk_mode():
        loaded = load_settings(data)
    assert (loaded.ruleset, loaded.exam) == (None, "/srv/exams/house.yaml")  # the site's only


def test_kiosk_mode_reads_only_the_systems_site_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kiosk import settings

    system = tmp_path / "etc-xdg-kiosk"
    monkeypatch.setattr(settings, "SYSTEM_SITE_DIR", system)
    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_CONFIG_DIRS", str(tmp_path / "xdg"))
    (tmp_path / "xdg" / "kiosk").mkdir(parents=True)
    assert settings.site_config_dir() == tmp_path / "mine"
    with settings.kiosk_mode():
        assert settings.site_config_dir() == system
        monkeypatch.delenv("KIOSK_SITE_DIR")
        assert settings.site_config_dir() == system
    assert settings.site_config_dir() != system  # for the rest of the process, as before


def test_a_system_file_is_roots_alone_to_write(tmp_path: Path) -> None:
    import os

    from kiosk.settings import system_file_problem

    if os.getuid() != 0:
        pytest.skip("makes files of root's and of another user's")
    folder = tmp_path / "site"
    folder.mkdir(mode=0o755)
    gate = folder / "settings.yaml"
    gate.write_text("language: de\n", encoding="utf-8")
    gate.chmod(0o644)
    assert system_file_problem(gate) is None
    gate.chmod(0o664)
    assert "root alone may write" in str(system_file_problem(gate))
    gate.chmod(0o644)
    os.chown(gate, 1000, 1000)
    assert "owned by user 1000" in str(system_file_problem(gate))
    os.chown(gate, 0, 0)
    folder.chmod(0o777)  # anyone could put another file in its place
    assert str(folder) in str(system_file_problem(gate))
    folder.chmod(0o755)
    link = tmp_path / "link.json"
    link.symlink_to(gate)
    assert system_file_problem(link) is None
