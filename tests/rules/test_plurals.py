"""Counted texts ("Shoe of %n pack(s).") reach the translation catalogue.

pyside6-lupdate reads `translate("Ctx", "… %n …", None, n)` from Python only while the count is a
plain name or number: `shoe.packs` or `len(x)` as the count makes it drop the text, so a fresh
extraction would lose it. The counts go in as plain names.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from kiosk.i18n import set_language

REPO = Path(__file__).resolve().parents[2]
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
#: The Qt-free files this suite guards (the UI, verify, audit, records and selftest have their own).
FILES = sorted(
    [
        *(p for p in (REPO / "kiosk" / "domain").glob("*.py") if p.name != "odds.py"),
        *(REPO / "kiosk" / "drills").glob("*.py"),
        *(REPO / "kiosk" / "rules" / name for name in ("sheet.py", "wording.py", "loader.py")),
        REPO / "kiosk" / "cli.py",
        REPO / "kiosk" / "commands" / "rules.py",
    ]
)
_COUNTED = re.compile(r'translate\(\s*"[^"]+",\s*"([^"]*%n[^"]*)"', re.S)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.skipif(not LUPDATE.exists(), reason="pyside6-lupdate is not installed")
def test_every_counted_text_is_extracted(tmp_path: Path) -> None:
    counted = {m for f in FILES for m in _COUNTED.findall(f.read_text(encoding="utf-8"))}
    assert counted, "the pattern finds the counted texts"
    ts = tmp_path / "found.ts"
    options = ["-silent", "-extensions", "py", "-locations", "none"]
    subprocess.run(
        [str(LUPDATE), *options, *map(str, FILES), "-ts", str(ts)],
        check=True,
        capture_output=True,
    )
    found = {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    assert sorted(counted - found) == []
