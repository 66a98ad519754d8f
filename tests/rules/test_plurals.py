"""Counted texts ("Shoe of %n pack(s).") reach the translation catalogue as plural messages.

pyside6-lupdate 6.11 extracts `translate(context, "… %n …", None, n)` from Python as a plural
message only when the count is a number literal: a plain name gives a one-form message (lupdate
takes it for Qt's old encoding argument) and an expression such as `len(x)` drops the text. A bare
`tr("… %n …", None, n)` is extracted as a plural message whatever the count is, in the empty
context. So every counted text outside kiosk/ui is written `kiosk.i18n.tr("… %n …", None, count)`;
these tests hold the code to that and run lupdate to see the texts come out with `numerus="yes"`.
(`self.tr("… %n …", "", len(x))` in the UI is a plural message too; the UI has its own tests.)
"""

from __future__ import annotations

import ast
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
    p for p in (REPO / "kiosk").rglob("*.py") if p.relative_to(REPO / "kiosk").parts[0] != "ui"
)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def _text(call: ast.Call, index: int) -> str | None:
    arg = call.args[index] if len(call.args) > index else None
    return arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None


def _counted_calls(path: Path, root: Path = REPO) -> Iterator[tuple[str, int, str, str, bool]]:
    """(file, line, function, text, count passed positionally) of each `%n` translate/tr call."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        name = node.func.id
        text = _text(node, 0) if name == "tr" else _text(node, 1) if name == "translate" else None
        if text is None or "%n" not in text:
            continue
        positional = len(node.args) == (3 if name == "tr" else 4) and not node.keywords
        yield path.relative_to(root).as_posix(), node.lineno, name, text, positional


def _misplaced(path: Path, root: Path = REPO) -> list[tuple[str, int, str]]:
    """Counted texts lupdate would not extract as plural messages."""
    return [
        (file, line, text)
        for file, line, name, text, positional in _counted_calls(path, root)
        if name != "tr" or not positional
    ]


@pytest.mark.slow
def test_every_counted_text_goes_through_tr() -> None:
    """Every `%n` text outside kiosk/ui is `tr("… %n …", None, count)`, all arguments in place."""
    assert [hit for f in FILES for hit in _misplaced(f)] == []


def test_the_scan_flags_translate_and_keyword_counts(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "def f(shoe, xs, packs):\n"
        '    translate("c", "a %n", None, shoe.packs)\n'
        '    translate("c", "b %n", None, 8)\n'
        '    tr("c %n", None, n=packs)\n'
        '    tr("d %n")\n'
        '    tr("e %n", None, len(xs))\n'
        '    tr("f %n", "a note", shoe.packs)\n'
        '    translate("c", "g")\n'
        '    tr("h")\n',
        encoding="utf-8",
    )
    assert [text for _, _, text in _misplaced(source, tmp_path)] == ["a %n", "b %n", "c %n", "d %n"]


@pytest.mark.skipif(not LUPDATE.exists(), reason="pyside6-lupdate is not installed")
@pytest.mark.slow
def test_every_counted_text_is_extracted_as_a_plural_message(tmp_path: Path) -> None:
    counted = {text for f in FILES for _, _, _, text, _ in _counted_calls(f)}
    assert "Shoe of %n pack(s)." in counted, "the scan finds the counted texts"
    ts = tmp_path / "found.ts"
    options = ["-silent", "-extensions", "py", "-locations", "none"]
    subprocess.run(
        [str(LUPDATE), *options, *map(str, FILES), "-ts", str(ts)],
        check=True,
        capture_output=True,
    )
    plural = {
        message.findtext("source")
        for context in ET.parse(ts).getroot().iter("context")
        if context.findtext("name") == ""
        for message in context.iter("message")
        if message.get("numerus") == "yes"
    }
    assert sorted(counted - plural) == []


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
    for _ in range(2):  # each text's two forms are worked out once, whatever number comes first
        assert translate("no such context", text, None, n) == expected
        assert translate("no such context", text, None, 2 if n == 1 else 1) != expected


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
