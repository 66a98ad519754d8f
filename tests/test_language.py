"""A language is normalised once, where it comes in; past that point only codes travel."""

from __future__ import annotations

import argparse

import pytest

from kiosk.i18n import LANGUAGES, current_language, set_language
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
