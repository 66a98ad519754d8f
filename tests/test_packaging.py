"""Packaging for a training room: the site folder overrides the built-ins end to end, the launch
files start `kiosk run --kiosk` and restart it after a crash, the installer lays out a PC."""

from __future__ import annotations

import argparse
import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kiosk import i18n, settings
from kiosk.rules.catalog import find_ruleset, ruleset_files
from kiosk.settings import Settings, load_settings, save_settings, site_config_dir

REPO = Path(__file__).resolve().parent.parent
LINUX = REPO / "packaging" / "linux"


def _house(folder: Path, rid: str, like: str = "bern", name: str = "Site house") -> Path:
    text = (REPO / "rulesets" / f"{like}.yaml").read_text(encoding="utf-8")
    text = text.replace(f"id: {like}\n", f"id: {rid}\n", 1)
    text = text.replace("name:\n  en: ", f"name:\n  en: {name} — ", 1)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{rid}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Messages in English whatever language an earlier test left behind."""
    monkeypatch.setattr(i18n, "_current", "en")


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.setenv("KIOSK_SITE_DIR", str(folder))
    return folder


# -- the site folder -------------------------------------------------------------------------------


def test_site_dir_override(site: Path) -> None:
    assert site_config_dir() == site
    assert settings.site_settings_file() == site / "settings.yaml"
    assert settings.site_rulesets_dir() == site / "rulesets"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux")
def test_xdg_site_dir_is_the_first_listed_folder_holding_a_kiosk_configuration(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KIOSK_SITE_DIR", raising=False)
    desktop, shared = tmp_path / "xdg-desktop", tmp_path / "xdg"
    desktop.mkdir()
    (shared / "kiosk").mkdir(parents=True)
    monkeypatch.setenv("XDG_CONFIG_DIRS", f"{desktop}{os.pathsep}{shared}")
    assert site_config_dir() == shared / "kiosk"
    monkeypatch.setenv("XDG_CONFIG_DIRS", str(desktop))
    assert site_config_dir() == Path("/etc/xdg/kiosk")


def test_site_settings_choose_a_site_house_ruleset(site: Path) -> None:
    from kiosk.ui.app.start import load_house

    _house(site / "rulesets", "casino-nord")
    (site / "settings.yaml").write_text("ruleset: casino-nord\nlanguage: de\n", encoding="utf-8")
    loaded = load_settings()
    assert (loaded.ruleset, loaded.language) == ("casino-nord", "de")
    house = load_house(argparse.Namespace(ruleset=None), loaded)
    assert house.id == "casino-nord"
    assert house.name("en").startswith("Site house")
    assert house.ruleset.name.en.startswith("Site house")


def test_site_ruleset_overrides_a_shipped_one_of_the_same_name(site: Path) -> None:
    _house(site / "rulesets", "bern", name="Bern as this room plays it")
    files = ruleset_files(settings.site_rulesets_dir())
    assert files["bern"].parent == site / "rulesets"
    assert files["uk-2000"].parent != site / "rulesets"  # the others stay shipped
    assert find_ruleset("bern", settings.site_rulesets_dir()).name.en.startswith("Bern as")
    assert not find_ruleset("bern").name.en.startswith("Bern as")  # without a site: shipped


def test_site_settings_may_move_the_rulesets_folder(site: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "share" / "house-rules"
    _house(elsewhere, "casino-sued")
    (site / "settings.yaml").write_text(f"rulesets_dir: {elsewhere}\n", encoding="utf-8")
    assert settings.site_rulesets_dir() == elsewhere
    assert "casino-sued" in ruleset_files(settings.site_rulesets_dir())


@pytest.mark.slow
def test_rules_commands_read_the_site_folder_without_being_told(
    site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kiosk.cli import main

    _house(site / "rulesets", "casino-nord")
    assert main(["rules", "list"]) == 0
    listed = capsys.readouterr().out
    assert "casino-nord" in listed
    assert "uk-2000" in listed
    assert main(["rules", "--site-dir", str(site / "nowhere"), "list"]) == 0
    assert "casino-nord" not in capsys.readouterr().out


def test_the_kiosks_own_settings_override_the_site(site: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    (site / "settings.yaml").write_text("ruleset: bern\nlanguage: de\n", encoding="utf-8")
    save_settings(Settings(ruleset="uk-2000", language="de"), data)
    assert load_settings(data).ruleset == "uk-2000"
    assert load_settings(data).language == "de"
    # Only what differs from the site file is written to the kiosk's own file.
    assert "language" not in (data / "settings.yaml").read_text(encoding="utf-8")


def test_example_site_settings_file_is_valid(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KIOSK_SITE_DIR", str(LINUX))
    loaded = load_settings(LINUX / "no-such-data-dir")
    assert loaded.ruleset in ruleset_files()


# -- launch files ----------------------------------------------------------------------------------


def _ini(path: Path) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser


def test_desktop_entries() -> None:
    menu = _ini(LINUX / "kiosk.desktop")["Desktop Entry"]
    assert (menu["Type"], menu["Exec"]) == ("Application", "/opt/kiosk/kiosk run")
    session = _ini(LINUX / "kiosk-xsession.desktop")["Desktop Entry"]
    assert session["Exec"] == "/usr/local/bin/kiosk-session"


def test_systemd_unit_restarts_the_kiosk_after_a_crash() -> None:
    unit = _ini(LINUX / "kiosk-session.service")
    assert unit["Service"]["ExecStart"] == "/opt/kiosk/kiosk-launch"
    assert unit["Service"]["Restart"] == "on-failure"
    assert unit["Install"]["WantedBy"] == "graphical-session.target"


@pytest.mark.slow
def test_x_session_restarts_the_kiosk_until_it_exits_normally(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    fake = tmp_path / "kiosk-launch"
    # Crashes twice, then a supervisor leaves the kiosk (exit 0).
    fake.write_text(
        '#!/bin/sh\necho "run $*" >> "$RUNS"\n'
        '[ "$(wc -l < "$RUNS")" -ge 3 ] && exit 0\nkill -SEGV $$\n',
        encoding="utf-8",
    )
    fake.chmod(0o755)
    session = tmp_path / "kiosk-session"  # as installed, but starting the fake launcher
    text = (LINUX / "kiosk-session").read_text(encoding="utf-8")
    assert "LAUNCH=/opt/kiosk/kiosk-launch\n" in text
    session.write_text(text.replace("/opt/kiosk/kiosk-launch", str(fake)), encoding="utf-8")
    env = {"PATH": "/usr/bin:/bin", "RUNS": str(runs), "KIOSK": "/tmp/mine"}
    done = subprocess.run(["sh", str(session)], env=env, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert runs.read_text().splitlines() == ["run "] * 3
    assert done.stderr.count("starting it again") == 2


def test_the_launcher_gives_the_kiosk_a_clean_environment(tmp_path: Path) -> None:
    """What the kiosk's OS user puts in the environment of its session (a PYTHONPATH with a
    sitecustomize.py, a preloaded library, Qt plugins, a site folder of its own) does not reach
    the kiosk; the display and the language do."""
    bundle = tmp_path / "opt-kiosk"
    bundle.mkdir()
    shutil.copy(LINUX / "kiosk-launch", bundle / "kiosk-launch")
    fake = bundle / "kiosk"
    fake.write_text('#!/bin/sh\necho "args: $*"\nenv\n', encoding="utf-8")
    fake.chmod(0o755)
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": "/home/kiosk",
        "DISPLAY": ":0",
        "LANG": "de_CH.UTF-8",
        "PYTHONPATH": "/home/kiosk/.hack",
        "PYTHONSTARTUP": "/home/kiosk/.hack/x.py",
        "LD_PRELOAD": "/home/kiosk/.hack/x.so",
        "QT_PLUGIN_PATH": "/home/kiosk/.hack",
        "KIOSK_SITE_DIR": "/home/kiosk/site",
        "XDG_CONFIG_DIRS": "/home/kiosk",
        "KIOSK_RECORDS": "/home/kiosk/records.sqlite3",
    }
    done = subprocess.run(
        ["sh", str(bundle / "kiosk-launch")], env=env, capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "args: run --kiosk"
    passed = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert {k: passed[k] for k in ("HOME", "DISPLAY", "LANG")} == {
        "HOME": "/home/kiosk",
        "DISPLAY": ":0",
        "LANG": "de_CH.UTF-8",
    }
    assert not {k for k in passed if k.startswith(("PYTHON", "LD_", "QT_", "KIOSK", "XDG_C"))}
    assert not any("/home/kiosk/.hack" in v for v in passed.values()), passed


def test_install_lays_out_a_training_pc(tmp_path: Path) -> None:
    bundle = tmp_path / "dist" / "kiosk"
    bundle.mkdir(parents=True)
    (bundle / "kiosk").write_text("#!/bin/sh\n", encoding="utf-8")
    (bundle / "kiosk").chmod(0o755)
    root = tmp_path / "root"
    for autostart in ("systemd", "xsession"):
        done = subprocess.run(
            ["bash", str(LINUX / "install.sh"), "--bundle", str(bundle), "--autostart", autostart],
            env={"PATH": "/usr/bin:/bin", "DESTDIR": str(root)},
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert done.returncode == 0, done.stderr
    assert os.access(root / "opt/kiosk/kiosk", os.X_OK)
    assert os.access(root / "opt/kiosk/kiosk-launch", os.X_OK)
    assert (root / "usr/share/applications/kiosk.desktop").is_file()
    assert (root / "etc/xdg/kiosk/rulesets").is_dir()
    assert (root / "etc/xdg/kiosk/settings.yaml").read_text() == (
        LINUX / "settings.yaml"
    ).read_text()
    wants = root / "etc/systemd/user/graphical-session.target.wants/kiosk-session.service"
    assert wants.resolve() == (root / "etc/systemd/user/kiosk-session.service").resolve()
    assert os.access(root / "usr/local/bin/kiosk-session", os.X_OK)
    assert (root / "usr/share/xsessions/kiosk.desktop").is_file()


def test_install_keeps_an_existing_site_settings_file(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    shutil.copy("/bin/true", bundle / "kiosk")
    own = tmp_path / "root" / "etc/xdg/kiosk/settings.yaml"
    own.parent.mkdir(parents=True)
    own.write_text("ruleset: bern\n", encoding="utf-8")
    subprocess.run(
        ["bash", str(LINUX / "install.sh"), "--bundle", str(bundle), "--autostart", "none"],
        env={"PATH": "/usr/bin:/bin", "DESTDIR": str(tmp_path / "root")},
        check=True,
        capture_output=True,
        timeout=30,
    )
    assert own.read_text() == "ruleset: bern\n"


# -- build files -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "script", ["packaging/build.sh", "packaging/cleanroom.sh", "packaging/linux/install.sh"]
)
def test_shell_scripts_parse(script: str) -> None:
    subprocess.run(["bash", "-n", str(REPO / script)], check=True, timeout=30)


def test_spec_is_python() -> None:
    compile((REPO / "packaging" / "kiosk.spec").read_text(encoding="utf-8"), "kiosk.spec", "exec")


@pytest.mark.skipif(shutil.which("make") is None, reason="no make here")
def test_a_venv_python_could_not_make_is_not_left_half_made(tmp_path: Path) -> None:
    """Debian's python3 without python3-venv makes the folder and bin/python, then fails: the
    next `make` found bin/python and stopped at a pip that was never there."""
    python = tmp_path / "python3"
    python.write_text('#!/bin/sh\nmkdir -p "$3/bin" && touch "$3/bin/python"\nexit 1\n')
    python.chmod(0o755)
    venv = tmp_path / "venv"
    done = subprocess.run(
        ["make", "-C", str(REPO), f"VENV={venv}", f"PYTHON={python}", f"{venv}/bin/python"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert not venv.exists()


def test_install_brings_what_readme_says_a_pc_needs() -> None:
    """README's list of the PC's system packages is what install.sh installs before the
    self-test (on a bare Debian the self-test failed: no libGL.so.1)."""
    readme = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    needs = readme.split("The PC needs only `", 1)[1].split("`", 1)[0]
    script = (LINUX / "install.sh").read_text(encoding="utf-8")
    assert f'bash "$here/../sysdeps.sh" {needs}\n' in script
    assert script.index(needs) < script.index("/opt/kiosk/kiosk selftest")


def test_install_help_is_the_scripts_header_alone() -> None:
    done = subprocess.run(
        ["bash", str(LINUX / "install.sh"), "--help"], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0 and "DESTDIR=" in done.stdout
    assert "set -euo" not in done.stdout and "#" not in done.stdout
