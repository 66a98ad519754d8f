"""Counted texts ("Shoe of %n pack(s).") reach the translation catalogue.

pyside6-lupdate reads `translate("Ctx", "… %n …", None, n)` from Python only while the count is a
plain name or number: `shoe.packs` or `len(x)` as the count makes it drop the text, so a fresh
extraction would lose it. The counts go in as plain names. Even then the text is extracted with a
single form, not as a plural message: lupdate 6.11 takes a plain name in that place for Qt's old
encoding argument, and only a literal number marks the text as plural. So the English plural comes
from kiosk.i18n ("pack(s)" → "pack"/"packs"), and the German translation reads for any count.
(`self.tr("… %n …", "", len(x))` in the UI is a plural message whatever the count is.)
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

import kiosk.i18n
from kiosk.i18n import Catalog, set_language, tr, translate

REPO = Path(__file__).resolve().parents[2]
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"
#: The Qt-free files this suite guards (the UI's `self.tr()` texts have their own tests).
FILES = sorted(
    p
    for p in (REPO / "kiosk").rglob("*.py")
    if "ui" not in p.relative_to(REPO / "kiosk").parts[:1] and p.name != "odds.py"
)
#: Counted `translate()` calls in files other engineers own, still to be given a plain-name count
#: (path, text): a fresh extraction drops these until then.
PENDING = {
    ("kiosk/verify/report.py", "%n coup(s) verified."),
    ("kiosk/verify/report.py", "%n error(s) found."),
    ("kiosk/verify/report.py", "%n row(s) could not be read."),
    ("kiosk/verify/scan.py", "{field} has %n card(s); a hand has at least two"),
}
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
    assert sorted(counted - found - {text for _, text in PENDING}) == []


def _count_argument(call: ast.Call) -> ast.expr | None:
    """The count of a `translate(ctx, text, comment, n)` call, if it has one."""
    keyword = next((k.value for k in call.keywords if k.arg == "n"), None)
    return call.args[3] if len(call.args) > 3 else keyword


def _counts_lupdate_drops(path: Path, root: Path = REPO) -> Iterator[tuple[str, int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "translate"
        ):
            continue
        count = _count_argument(node)
        if count is None:
            continue
        plain = isinstance(count, ast.Name) or (
            isinstance(count, ast.Constant) and type(count.value) is int
        )
        keyword = any(k.arg == "n" for k in node.keywords)
        if keyword or not plain:
            text = node.args[1] if len(node.args) > 1 else None
            source = text.value if isinstance(text, ast.Constant) else "?"
            yield path.relative_to(root).as_posix(), node.lineno, str(source)


def test_every_count_is_a_plain_name() -> None:
    """Every counted `translate()` in kiosk/ passes its count positionally as a plain name."""
    found = [
        hit for f in sorted((REPO / "kiosk").rglob("*.py")) for hit in _counts_lupdate_drops(f)
    ]
    assert [hit for hit in found if (hit[0], hit[2]) not in PENDING] == []


def test_the_scan_flags_attribute_call_and_keyword_counts(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "def f(shoe, xs, packs):\n"
        '    translate("c", "a %n", None, shoe.packs)\n'
        '    translate("c", "b %n", None, len(xs))\n'
        '    translate("c", "c %n", None, n=packs)\n'
        '    translate("c", "d %n", None, packs)\n'
        '    translate("c", "e %n", None, 8)\n'
        '    translate("c", "f")\n',
        encoding="utf-8",
    )
    hits = [text for _, _, text in _counts_lupdate_drops(source, tmp_path)]
    assert hits == ["a %n", "b %n", "c %n"]


@pytest.mark.parametrize(
    ("text", "n", "expected"),
    [
        ("Shoe of %n pack(s).", 1, "Shoe of 1 pack."),
        ("Shoe of %n pack(s).", 8, "Shoe of 8 packs."),
        ("Shoe of %n pack(s).", 0, "Shoe of 0 packs."),
        ("%n seated box(es), each with: {bets}.", 1, "1 seated box, each with: {bets}."),
        ("%n seated box(es), each with: {bets}.", 7, "7 seated boxes, each with: {bets}."),
        ("%n check(s) failed, %n box(es)", 2, "2 checks failed, 2 boxes"),
        ("%n right", 3, "3 right"),
    ],
)
def test_english_source_plurals_without_a_catalogue_form(text: str, n: int, expected: str) -> None:
    set_language("en")
    assert translate("no such context", text, None, n) == expected


def test_text_without_a_count_keeps_its_parentheses() -> None:
    set_language("en")
    assert translate("no such context", "Bet(s) placed (s)") == "Bet(s) placed (s)"


def test_untranslated_counted_text_in_german_reads_right_too() -> None:
    set_language("de")
    assert translate("no such context", "Shoe of %n pack(s).", None, 1) == "Shoe of 1 pack."


@pytest.mark.parametrize(("n", "expected"), [(1, "1 coup verified."), (3, "3 coups verified.")])
def test_tr_reads_the_english_source_plural_without_a_catalogue_form(n: int, expected: str) -> None:
    set_language("en")
    assert tr("%n coup(s) verified. no such text", None, n) == expected.replace(
        ".", ". no such text"
    )


def test_tr_looks_up_the_empty_context(monkeypatch: pytest.MonkeyPatch) -> None:
    catalogue: Catalog = {
        ("", "%n coup(s) verified."): ("%n Coup geprüft.", "%n Coups geprüft."),
        ("verify", "%n coup(s) verified."): ("wrong context",),
    }
    monkeypatch.setattr(kiosk.i18n, "_catalog", lambda lang: catalogue)
    set_language("de")
    assert tr("%n coup(s) verified.", None, 1) == "1 Coup geprüft."
    assert tr("%n coup(s) verified.", None, 4) == "4 Coups geprüft."
    assert tr("no such text (s)") == "no such text (s)"
