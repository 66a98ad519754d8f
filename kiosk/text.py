"""Text read from a file (a log's fields, a ruleset's keys, a file's name) as a message, a
report or a spreadsheet shows it to a person."""

from __future__ import annotations

import unicodedata

# Unicode categories of the characters that hide or forge what a text says when it is shown:
# controls (a terminal's escape), formats (direction overrides and isolates, zero-width
# characters), surrogates, private use, unassigned, and line and paragraph separators.
HIDDEN_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def is_hidden(ch: str) -> bool:
    """Whether a character is one that hides or forges what a text says (HIDDEN_CATEGORIES)."""
    return unicodedata.category(ch) in HIDDEN_CATEGORIES


def shown(text: str) -> str:
    """`text` as it is, but with every character that is not printable - a line break, a
    terminal's escape, a direction override - written as its escape (\\n, \\x1b, \\u202e), so
    that it can neither start a line of its own nor hide what it holds."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


# What makes a spreadsheet take a cell's text for a formula when it starts the text.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_text(text: str) -> str:
    """`text` as a CSV cell a spreadsheet shows as text: one that would start a formula
    (= + - @, tab, CR) is kept as text by a leading apostrophe."""
    return "'" + text if text.startswith(FORMULA_START) else text
