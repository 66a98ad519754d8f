"""The German catalogue is complete, matches the code, and its .qm files are built from it."""

from __future__ import annotations

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
def test_committed_catalogue_holds_every_source_string(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [
            str(LUPDATE),
            "-silent",
            "-extensions",
            "py",
            "-locations",
            "none",
            "kiosk",
            "-ts",
            str(fresh),
        ],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    found = set(_messages(fresh))
    committed = set(_messages(TRANSLATIONS / "kiosk_de.ts"))
    missing = sorted(f"{c}: {s}" for c, s in found - committed)
    assert missing == [], "run `make translations` and translate the new messages"


@pytest.mark.skipif(not LRELEASE.exists(), reason="pyside6-lrelease is not installed")
@pytest.mark.parametrize("lang", ["de", "en"])
def test_qm_is_built_from_the_committed_ts(tmp_path: Path, lang: str) -> None:
    ts = tmp_path / f"kiosk_{lang}.ts"
    shutil.copy(TRANSLATIONS / f"kiosk_{lang}.ts", ts)
    subprocess.run(
        [str(LRELEASE), "-silent", str(ts), "-qm", str(tmp_path / "fresh.qm")],
        check=True,
        capture_output=True,
    )
    committed = (TRANSLATIONS / f"kiosk_{lang}.qm").read_bytes()
    assert (tmp_path / "fresh.qm").read_bytes() == committed, "run `make translations`"
