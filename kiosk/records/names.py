"""One normaliser for everything a person types that enters the records (names, badges,
reasons): plain text, bounded, in one canonical form.

NFKC folds look-alike compatibility forms (full-width letters, ligatures) into plain ones;
control characters and the bidirectional overrides, embeddings and isolates (which make
"Eve\u202eRAM" print as "EveMAR") are removed, as are zero-width and other format characters;
runs of white space become one space; the result is capped in length. Qt-free: the CLI, the
store and the UI all call it.
"""

from __future__ import annotations

import unicodedata

from kiosk.text import is_hidden

NAME_LENGTH = 80
BADGE_LENGTH = 32
GROUP_NAME_LENGTH = 100


def clean_text(text: str, limit: int) -> str:
    """`text` as plain, single-line, bounded text ("" when nothing is left)."""
    text = unicodedata.normalize("NFKC", text[: limit * 8])
    kept = []
    for ch in text:
        if ch.isspace():
            kept.append(" ")
        elif is_hidden(ch):
            continue  # controls, bidi/zero-width formats, surrogates, private use, unassigned
        else:
            kept.append(ch)
    return " ".join("".join(kept).split())[:limit].strip()


def clean_name(text: str) -> str:
    return clean_text(text, NAME_LENGTH)


def clean_badge(text: str | None) -> str | None:
    cleaned = clean_text(text or "", BADGE_LENGTH)
    return cleaned or None


def clean_group_name(text: str) -> str:
    """A group's name (a course, an intake) as the records keep it and look it up."""
    return clean_text(text, GROUP_NAME_LENGTH)
