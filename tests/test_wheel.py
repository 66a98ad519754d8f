"""The wheel carries the rulesets, schema, exams, translations and fonts, and an installed kiosk
finds them without a source checkout."""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # builds and installs the wheel

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-c",
            f"from hatchling.build import build_wheel; build_wheel({str(out)!r})",
        ],
        cwd=REPO,
        check=True,
        capture_output=True,
        timeout=120,
    )
    (path,) = out.glob("kiosk-*.whl")
    return path


@pytest.fixture(scope="module")
def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_wheel_carries_rulesets_schema_and_exams(names: set[str]) -> None:
    shipped = sorted((REPO / "rulesets").rglob("*.yaml"))
    assert shipped
    for path in shipped:
        assert f"kiosk/_data/rulesets/{path.relative_to(REPO / 'rulesets').as_posix()}" in names
    assert "kiosk/_data/rulesets/ruleset.schema.json" in names


def test_wheel_carries_translations(names: set[str]) -> None:
    sources = sorted((REPO / "translations").glob("kiosk_*.ts"))
    assert sources, "translations/kiosk_*.ts missing"
    for source in sources:
        assert f"kiosk/_data/translations/{source.name}" in names  # read by the CLI
        assert f"kiosk/_data/translations/{source.stem}.qm" in names  # loaded by Qt


def test_wheel_carries_fonts(names: set[str]) -> None:
    fonts = sorted((REPO / "kiosk" / "ui" / "fonts").glob("*.ttf"))
    assert fonts
    for font in fonts:
        assert f"kiosk/ui/fonts/{font.name}" in names


_PROBE = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import kiosk
from kiosk import i18n, resources
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
print(json.dumps({
    "package": kiosk.__file__,
    "rulesets": str(resources.shipped_rulesets_dir()),
    "loaded": sorted(load_ruleset(p).id for p in ruleset_files().values()),
    "schema": resources.schema_file().is_file(),
    "qm": sorted(p.name for p in resources.translations_dir().glob("*.qm")),
    "german": len(i18n._catalog("de")),
    "fonts": sorted(p.name for p in resources.fonts_dir().glob("*.ttf")),
}))
"""


def test_installed_wheel_finds_its_data_without_a_checkout(wheel: Path, tmp_path: Path) -> None:
    installed = tmp_path / "site-packages"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(installed)
    # -S: no site-packages and so no editable install of the checkout; the dependencies
    # (PyYAML, platformdirs) come from the test environment, after the unpacked wheel.
    done = subprocess.run(
        [
            sys.executable,
            "-S",
            "-c",
            _PROBE,
            str(installed),
            sysconfig.get_paths()["purelib"],
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert Path(found["package"]).is_relative_to(installed)
    assert Path(found["rulesets"]) == installed / "kiosk" / "_data" / "rulesets"
    assert found["loaded"] == sorted(p.stem for p in (REPO / "rulesets").glob("*.yaml"))
    assert found["schema"]
    assert "kiosk_de.qm" in found["qm"]
    assert found["german"] > 0
    assert found["fonts"] == sorted(p.name for p in (REPO / "kiosk/ui/fonts").glob("*.ttf"))
