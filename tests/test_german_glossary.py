"""German texts keep to the glossary: words it forbids do not come back.

Checked: every translation in translations/kiosk_de.ts and every `de:` text of the shipped
rulesets and exams. The forbidden words are listed here, each with the word to use instead.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
CATALOGUE = REPO / "translations" / "kiosk_de.ts"
YAML_FILES = sorted((REPO / "rulesets").glob("*.yaml")) + sorted(
    (REPO / "rulesets" / "exams").glob("*.yaml")
)

# pattern (German text, case-sensitive unless it says (?i)) -> what the glossary says instead
FORBIDDEN: dict[str, str] = {
    r"(?i)unentschieden": "a tie is «Egalité»; a stand-off is «Einsatz bleibt stehen»",
    r"(?i)fehlz[uü]g": "a misdeal is a «Ziehfehler»",
    r"(?i)\bbiete[nt]?\b|\bbot\b": "a player «setzt» (never «bietet»)",
    r"gewinnt Egalité|Egalité gewinnt|es gewinnt \{winner\}": "an Egalité is not a winner",
    r"(?i)\bvier Farben\b": "a «Farbe» is a suit; the toggle is «Vierfarbige Karten»",
    r"(?i)auf dem Tableau|Tableau antippen": "the betting layout is the «Tisch»; Tableau = drawing rules",
    r"Fehler beim Geben": "a dealing error is a «Gebefehler»",
    r"(?<!Karten)(?i:schlitten)": "the shoe is the «Sabot» (or «Kartenschlitten»)",
    r"\bS[aä]tze?\b|-Satz\b": "a bet is an «Einsatz»",
    r"(?i)rote Linien?": "mistakes that fail an exam are «Ausschlussfehler»",
    r"\bdas Audit\b": "the audit is the «Auswertung»",
    r"  \[[A-Z]\]": "no shortcut letter inside a translation: the panel adds the translated key",
    "ß": "Switzerland and Liechtenstein write «ss», never «ß»",
    r"\w\((?:in|innen|r|e|n|en|s|er)\)": "no bracket gender form: rephrase, «die prüfende Person», «Person»",
    r"Prüfercode": "the examiner code is the «Prüfer-PIN» («Prüfcode» is a certificate's)",
    r"(?i)\bein(?:en|em)? Administrator": "«die Systemadministration»",
    r"Leertaste": "the space bar is the «Leerschlag»",
    r"\bausgezahlt": "Swiss German pays out: «ausbezahlt»",
    r"Rückgabewert": "the exit status is the «Exit-Status»",
    r"Aufzeichnungen|Raumserver": "records are «Daten», the records server the «Datenserver»",
    r"trotzdem \{": "«trotzdem» before a filled-in clause gets the word order wrong",
}


def _catalogue() -> Iterator[tuple[str, str]]:
    root = ET.parse(CATALOGUE).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            where = f"{CATALOGUE.name}: {name}: {message.findtext('source')!r}"
            translation = message.find("translation")
            assert translation is not None, where
            forms = [f.text or "" for f in translation.iter("numerusform")]
            for text in forms or [translation.text or ""]:
                yield where, text


def _german(node: object, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "de" and isinstance(value, str):
                yield f"{where}.de", value
            else:
                yield from _german(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _german(value, f"{where}[{i}]")


def _rulesets() -> Iterator[tuple[str, str]]:
    for path in YAML_FILES:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        yield from _german(data, str(path.relative_to(REPO)))


def _violations(texts: Iterator[tuple[str, str]]) -> list[str]:
    return [
        f"{where}: {text!r}: {advice}"
        for where, text in texts
        for pattern, advice in FORBIDDEN.items()
        if re.search(pattern, text)
    ]


@pytest.mark.slow
def test_the_sources_hold_german_texts() -> None:
    assert len(list(_catalogue())) > 800
    rulesets = list(_rulesets())
    assert len(YAML_FILES) >= 8
    assert len(rulesets) > 40
    assert any(where.startswith("rulesets/exams/") for where, _ in rulesets)


def test_no_forbidden_term_in_the_german_catalogue() -> None:
    assert _violations(_catalogue()) == []


@pytest.mark.slow
def test_no_code_comment_reaches_the_translators() -> None:
    """lupdate files a `#:` comment of the code as a note on the next message: doc comments
    before a tr() are plain `#` comments."""
    notes = [
        f"{m.findtext('source')!r}: {m.findtext('extracomment')!r}"
        for m in ET.parse(CATALOGUE).getroot().iter("message")
        if m.find("extracomment") is not None
    ]
    assert notes == []


@pytest.mark.slow
def test_no_forbidden_term_in_the_rulesets_german_texts() -> None:
    assert _violations(_rulesets()) == []


@pytest.mark.parametrize(
    "text",
    [
        "Unentschieden",
        "liegen lassen (unentschieden)",
        "Fehlzug erkennen",
        "1 Fehlzüge gefunden",
        "Ein stehender Spieler bietet %1 auf %2.",
        "Punto hat {punto}, Banco hat {banco}: es gewinnt {winner}.",
        "Vier Farben ♠♥♦♣",
        "Tippen Sie einen Einsatz auf dem Tableau an.",
        "Fehler beim Geben: der Coup wurde gestoppt.",
        "die 5. Karte aus dem Schlitten.",
        "mit einem Banco-, Punto- oder Egalité-Satz angenommen.",
        "alle Sätze auf einer Box",
        "Rote Linien überschritten",
        "damit das Audit sie vergleicht",
        "Einziehen  [C]",
        "%n außer der Reihe",
        "Kandidat(in): %1",
        "Als Nächstes bestätigt ein(e) Prüfer(in) diese(n) Kandidat(in).",
        "Neue(r) Trainee",
        "Falscher Prüfercode.",
        "nur ein Administrator (root) darf",
        "Leertaste",
        "Der Gewinn wird ganz ausgezahlt",
        "Rückgabewert: 0 kein Ziehfehler gefunden",
        "die Aufzeichnungen dieses PCs",
        "Korrekter Coup: Punto {punto}, Banco {banco}; trotzdem {correct}.",
    ],
)
def test_the_old_wordings_are_caught(text: str) -> None:
    assert _violations(iter([("example", text)])) != []


@pytest.mark.parametrize(
    "text",
    [
        "Einsatz bleibt stehen",
        "Ziehfehler erkennen",
        "Ein stehender Spieler möchte %1 auf %2 setzen.",
        "was kein Casino so anbietet",
        "Vierfarbige Karten ♠♥♦♣",
        "Ziehregeln (Tableau)",
        "Gebefehler: der Coup wurde abgebrochen.",
        "die 5. Karte aus dem Sabot, dem Kartenschlitten.",
        "Einsatz auf Banco",
        "Ausschlussfehler",
        "Box %1 · %2 · %3",
        "%n ausser der Reihe",
        "Name: %1\nPrüfung: %2\n\nAls Nächstes bestätigt die prüfende Person die Identität.",
        "Falsche Prüfer-PIN.",
        "Prüfcode",
        "ohne sie darf nur die Systemadministration (root) eine neue setzen",
        "Leerschlag",
        "Der Gewinn wird voll ausbezahlt",
        "Exit-Status: 0 kein Ziehfehler gefunden",
    ],
)
def test_the_glossary_wordings_pass(text: str) -> None:
    assert _violations(iter([("example", text)])) == []
