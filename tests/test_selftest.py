"""`kiosk selftest`: passes from source as CI runs it; every broken piece is a FAIL line, not a crash."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from kiosk import i18n
from kiosk.commands import selftest as command
from kiosk.selftest import CheckResult, SelfTest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Messages in English whatever language an earlier test left behind."""
    monkeypatch.setattr(i18n, "_current", "en")


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty site folder in place of the machine's own."""
    folder = tmp_path / "site"
    (folder / "rulesets").mkdir(parents=True)
    monkeypatch.setenv("KIOSK_SITE_DIR", str(folder))
    return folder


def _site_ruleset(site: Path, rid: str, like: str = "bern", name: str | None = None) -> Path:
    text = (REPO / "rulesets" / f"{like}.yaml").read_text(encoding="utf-8")
    text = text.replace(f"id: {like}\n", f"id: {rid}\n", 1)
    if name is not None:
        text = text.replace("name:\n  en: ", f"name:\n  en: {name} ", 1)
    path = site / "rulesets" / f"{rid}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _lines(test: SelfTest) -> dict[str, CheckResult]:
    test.check_settings()
    return {r.name: r for r in test.check_rulesets()}


@pytest.mark.slow
def test_selftest_from_source_passes(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    env = {**os.environ, "KIOSK_SITE_DIR": str(site), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DISPLAY", None)
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "selftest", "--data-dir", str(tmp_path / "data")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    *checks, summary = done.stdout.splitlines()
    assert [line for line in checks if not line.startswith("OK ")] == []
    assert "passed" in summary
    names = {line[5:].split(":", 1)[0] for line in checks}
    expected = {"settings", "schema", "house ruleset", "Qt", "fonts", "database", "screens"}
    expected |= {"records server driver"}
    expected |= {"translation de", "Qt translation de", "Qt translation en"}
    expected |= {f"ruleset {p.stem}" for p in (REPO / "rulesets").glob("*.yaml")}
    expected |= {f"audit {p.stem}" for p in (REPO / "rulesets").glob("*.yaml")}
    expected |= {f"exam {p.stem}" for p in (REPO / "rulesets" / "exams").glob("*.yaml")}
    assert expected <= names
    screens = next(line for line in checks if line.startswith("OK   screens: "))
    assert screens.endswith("screens rendered (en, de)")  # in the language it was asked for
    assert (tmp_path / "data").is_dir()  # the database was opened where it was told


@pytest.mark.slow
def test_qt_that_cannot_start_is_one_failed_line(tmp_path: Path) -> None:
    env = {**os.environ, "KIOSK_SITE_DIR": str(tmp_path), "DISPLAY": ":9999"}
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run(
        [sys.executable, "-m", "kiosk", "selftest"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stdout + done.stderr
    qt = [line for line in done.stdout.splitlines() if line.startswith("FAIL Qt: ")]
    assert len(qt) == 1
    assert "stopped with exit status" in qt[0]
    assert "qt.qpa" in qt[0]


def test_site_ruleset_adds_and_overrides(site: Path) -> None:
    _site_ruleset(site, "bern", name="Site")
    _site_ruleset(site, "my-house", like="schaanwald")
    results = _lines(SelfTest())
    assert results["ruleset bern"].ok
    assert "(site: " in results["ruleset bern"].detail
    assert results["ruleset bern"].detail.startswith("Site ")
    assert "(site: " in results["ruleset my-house"].detail
    assert "(shipped: " in results["ruleset uk-2000"].detail


def test_broken_site_ruleset_is_a_failed_line_with_file_and_line(site: Path) -> None:
    (site / "rulesets" / "broken.yaml").write_text("id: broken\nshoe: [\n", encoding="utf-8")
    results = _lines(SelfTest())
    broken = results["ruleset broken"]
    assert not broken.ok
    assert "broken.yaml:" in broken.detail
    assert broken.line().startswith("FAIL ruleset broken: ")
    assert all(r.ok for name, r in results.items() if name != "ruleset broken")


def test_site_settings_choose_the_house_ruleset(site: Path) -> None:
    _site_ruleset(site, "my-house", like="schaanwald")
    (site / "settings.yaml").write_text("ruleset: my-house\n", encoding="utf-8")
    test = SelfTest()
    assert "site file" in test.check_settings()
    assert test.check_default_ruleset().startswith("my-house: ")


def test_unknown_house_ruleset_fails(site: Path, tmp_path: Path) -> None:
    (site / "settings.yaml").write_text("ruleset: nowhere\n", encoding="utf-8")
    test = SelfTest(tmp_path / "data")
    test.check_settings()
    with pytest.raises(ValueError, match="nowhere: unknown ruleset"):
        test.check_default_ruleset()


def test_bad_site_settings_is_a_failed_line(site: Path) -> None:
    (site / "settings.yaml").write_text("colour: red\n", encoding="utf-8")
    result = next(SelfTest().run())
    assert not result.ok
    assert result.name == "settings"
    assert "settings.yaml" in result.detail
    assert "colour" in result.detail


def test_exit_code_is_non_zero_on_any_failure(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def run(self: SelfTest) -> Iterator[CheckResult]:
        yield CheckResult("one", True, "fine")
        yield CheckResult("two", False, "broken")

    monkeypatch.setattr(SelfTest, "run", run)
    assert command.handle(argparse.Namespace(data_dir=None, qt_checks=False)) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == ["OK   one: fine", "FAIL two: broken", "1 check failed"]


def test_a_crash_in_the_qt_checks_is_a_failed_line(monkeypatch: pytest.MonkeyPatch) -> None:
    passed = json.dumps({"name": "Qt", "ok": True, "detail": "platform offscreen"})

    def crashed(command: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        assert command[-2:] == ["selftest", "--qt-checks"]
        return subprocess.CompletedProcess(
            command, -6, passed + "\n", "Fatal Python error: none_dealloc: deallocating None\n"
        )

    monkeypatch.setattr(subprocess, "run", crashed)
    first, crash = SelfTest().run_qt_apart()
    assert (first.name, first.ok) == ("Qt", True)
    assert (crash.name, crash.ok) == ("Qt", False)
    assert (
        crash.detail
        == "stopped with exit status -6: Fatal Python error: none_dealloc: deallocating None"
    )


@pytest.mark.slow
def test_a_driver_without_its_compiled_part_is_a_failed_line() -> None:
    env = {**os.environ, "PSYCOPG_IMPL": "python"}
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from kiosk.selftest import _guard, check_server_driver as c;"
            "print(_guard('driver', c).line())",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("FAIL driver: "), done.stdout
    assert "Traceback" not in done.stdout
