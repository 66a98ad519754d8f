"""Translations for the Qt-free layers and the CLI.

Texts are marked with `translate("Context", "Source text {name}")` so that `pyside6-lupdate`
extracts them into translations/kiosk_*.ts like the UI's `tr()` strings; at run time they are looked
up in the same .ts file, so the CLI and the pure-Python layers need no Qt. Placeholders are
`{name}` fields filled with `str.format`; `%n` in a text with a count selects the plural form.
A counted text with no plural forms in the catalogue falls back to its English source, whose
"pack(s)" and "box(es)" read "1 pack", "8 packs", "1 box", "7 boxes".

Counted texts: write them as `tr("%n pack(s) in the shoe", None, count)` — THE form for any
message with a count outside kiosk/ui. pyside6-lupdate extracts `translate(context, "… %n …", None,
n)` as a plural message only when the count is a number literal (a name gives a one-form message,
an expression drops the text), but it extracts a bare `tr("… %n …", disambiguation, n)` call as a
plural message whatever the count expression is, in the empty context "". So `tr()` looks its text
up in context "" of the same catalogue, with the same plural choice and English fallback.
"""

from __future__ import annotations

import locale
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache, lru_cache

from kiosk.resources import translations_dir

LANGUAGES = ("en", "de")
_current = "en"
_sources_only = False  # see source_texts()


def _language_code(value: str) -> str:
    return value.split(".")[0].split("_")[0].split("-")[0].lower()


def normalize_language(value: str | None) -> str:
    """Map `de_CH.UTF-8`, `de`, `en_GB` … to a supported language code (default English)."""
    if not value:
        return "en"
    code = _language_code(value)
    return code if code in LANGUAGES else "en"


def is_supported_language(value: object) -> bool:
    """Whether `value` names a language the app speaks (`de`, `de_CH`, `en-GB`, `DE` …)."""
    return isinstance(value, str) and _language_code(value) in LANGUAGES


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        if os.environ.get(var):
            return normalize_language(os.environ[var])
    return normalize_language(locale.getlocale()[0])


def in_language(en: str, de: str, lang: str) -> str:
    """A text given in both UI languages, in the language `lang` (de, de_CH … → German, else
    English)."""
    return de if lang.startswith("de") else en


def set_language(lang: str) -> None:
    """Speak `lang`, a code of LANGUAGES. A language from outside (the command line, a settings
    file, the system locale) is normalised once, where it comes in (normalize_language)."""
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r}: expected one of {', '.join(LANGUAGES)}")
    _current = lang


def current_language() -> str:
    return _current


Catalog = dict[tuple[str, str], tuple[str, ...]]


@cache
def _catalog(lang: str) -> Catalog:
    path = translations_dir() / f"kiosk_{lang}.ts"
    catalog: Catalog = {}
    if not path.is_file():
        return catalog

    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            tr = message.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = tuple(f.text or "" for f in tr.iter("numerusform")) or (tr.text or "",)
            if any(forms):
                catalog[(name, source)] = forms
    return catalog


def _plural_index(lang: str, n: int) -> int:
    # English and German: one form for 1, another for everything else.
    return 0 if n == 1 else 1


def _english_plural(text: str, n: int) -> str:
    """The English source with its "(s)"/"(es)" suffixes resolved for the count n."""
    return _english_forms(text)[n != 1]


# "(s)" or "(es)" after a word: the plural's suffix.
_SUFFIX = r"(?<=\w)\((e?s)\)"


@lru_cache(maxsize=1024)
def _english_forms(text: str) -> tuple[str, str]:
    """An English source's singular and plural, worked out once for each text (a report counts
    thousands of shoes with the same few texts). The pattern is compiled at first use, and kept
    by `re`: the app's start needs none."""
    return re.sub(_SUFFIX, "", text), re.sub(_SUFFIX, r"\1", text)


@contextmanager
def source_texts() -> Iterator[None]:
    """Within this, translate() gives the English source texts without reading a catalogue.

    For texts that will not be shown: the `kiosk` command's help texts when no help is asked
    for. Reading the German catalogue takes some 10 ms, a good share of the app's start.
    """
    global _sources_only
    before, _sources_only = _sources_only, True
    try:
        yield
    finally:
        _sources_only = before


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The text in the current language (the source text when no translation exists)."""
    del disambiguation  # part of the Qt signature so lupdate reads it; unused at run time
    wanted = (_current != "en" or n >= 0) and not _sources_only
    forms = _catalog(_current).get((context, text)) if wanted else None
    if forms:
        result = forms[min(_plural_index(_current, n), len(forms) - 1)] if n >= 0 else forms[0]
    else:
        result = _english_plural(text, n) if n >= 0 else text
    return result.replace("%n", str(n)) if n >= 0 else result


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`translate()` in the empty context: how lupdate files a bare `tr()` call (see above)."""
    return translate("", text, disambiguation, n)
