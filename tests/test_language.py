"""A language is normalised once, where it comes in; past that point only codes travel."""

from __future__ import annotations

import argparse

import pytest

from kiosk.i18n import LANGUAGES, current_language, set_language, tr
from kiosk.settings import Settings


def test_set_language_takes_only_a_supported_code() -> None:
    for bad in ("de_CH", "DE", "fr", ""):
        with pytest.raises(ValueError, match="expected one of en, de"):
            set_language(bad)
    set_language("de")
    assert current_language() == "de"
    set_language("en")


@pytest.mark.parametrize(
    ("given", "setting", "expected"),
    [("de", None, "de"), (None, "de_CH", "de"), (None, "en-GB", "en"), (None, "DE", "de")],
)
def test_the_app_normalises_the_language_it_is_given(
    given: str | None, setting: str | None, expected: str
) -> None:
    from kiosk.ui.app.start import choose_language

    chosen = choose_language(argparse.Namespace(lang=given), Settings(language=setting))
    assert chosen == expected and chosen in LANGUAGES


def test_the_command_line_normalises_the_language_of_its_messages(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from kiosk.cli import main

    monkeypatch.setenv("LC_ALL", "de_CH.UTF-8")
    with pytest.raises(SystemExit):
        main(["bogus"])
    assert current_language() == "de"
    set_language("en")
    capsys.readouterr()


@pytest.mark.parametrize(
    ("text", "n", "said"),
    [
        ("%n coup(s) verified.", 0, "0 coups verified."),
        ("%n coup(s) verified.", 1, "1 coup verified."),
        ("%n coup(s) verified.", 2, "2 coups verified."),
        ("%n box(es), %n coup(s)", 1, "1 box, 1 coup"),
        ("%n box(es), %n coup(s)", 3, "3 boxes, 3 coups"),
        ("(s) alone, %n", 2, "(s) alone, 2"),
    ],
)
def test_an_english_count_takes_the_form_of_its_number(text: str, n: int, said: str) -> None:
    """An English source's "(s)" and "(es)" after a word are kept for any number but one, and
    dropped for one; each text's two forms are worked out once, whatever number comes first."""
    set_language("en")
    for _ in range(2):
        assert tr(text, None, n) == said
        assert tr(text, None, 1 if n != 1 else 2) != said
