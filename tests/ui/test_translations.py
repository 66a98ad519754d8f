"""The German catalogue is complete, matches the code, and its .qm files are built from it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TRANSLATIONS = REPO / "translations"
BIN = Path(sys.executable).parent
LUPDATE = BIN / "pyside6-lupdate"
LRELEASE = BIN / "pyside6-lrelease"


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    out = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out[(name, message.findtext("source") or "")] = message
    return out


def test_every_german_message_is_translated() -> None:
    unfinished = []
    for (context, source), message in _messages(TRANSLATIONS / "kiosk_de.ts").items():
        tr = message.find("translation")
        assert tr is not None
        forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
        if tr.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            unfinished.append(f"{context}: {source}")
    assert unfinished == []


def test_english_plurals_have_both_forms() -> None:
    messages = _messages(TRANSLATIONS / "kiosk_en.ts")
    assert messages, "kiosk_en.ts holds the English plural forms"
    for (context, source), message in messages.items():
        forms = [f.text or "" for f in message.iter("numerusform")]
        assert len(forms) == 2 and all(forms), f"{context}: {source}"
        assert forms[0] != forms[1] or "(s)" not in source


@pytest.mark.skipif(not LUPDATE.exists(), reason="pyside6-lupdate is not installed")
@pytest.mark.slow
def test_the_committed_catalogue_is_as_make_translations_writes_it(tmp_path: Path) -> None:
    """lupdate over the code, then lrelease, into a copy: every .ts and .qm comes out unchanged (no
    message missing or left over, no comment of the code carried in as a translator's note)."""
    committed = [*TRANSLATIONS.glob("kiosk_*.ts"), *TRANSLATIONS.glob("kiosk_*.qm")]
    for path in committed:
        shutil.copy(path, tmp_path)
    env = dict(os.environ, TS_DIR=str(tmp_path), LUPDATE=str(LUPDATE), LRELEASE=str(LRELEASE))
    done = subprocess.run(
        ["bash", str(REPO / "packaging" / "translations.sh")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    changed = [p.name for p in committed if (tmp_path / p.name).read_bytes() != p.read_bytes()]
    assert changed == [], "run `make translations` and translate the unfinished messages"
