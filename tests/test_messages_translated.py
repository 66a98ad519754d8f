"""Messages that reach users from the Qt-free layers go through the translation catalogue.

A stand-in catalogue "translates" every text by marking it, so a message that bypasses
`translate()`/`tr()` shows up unmarked.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import kiosk.i18n
from kiosk.domain.cards import Card, CardError, parse_card
from kiosk.i18n import set_language
from kiosk.records.location import open_store
from kiosk.records.model import RecordsError
from kiosk.settings import SettingsError, load_settings
from kiosk.verify.scan import card_problem


class _Marking(dict[tuple[str, str], tuple[str, ...]]):
    def get(self, key: object, default: object = None) -> tuple[str, ...]:  # type: ignore[override]
        assert isinstance(key, tuple)
        return ("DE " + key[1],)


@pytest.fixture(autouse=True)
def marked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(kiosk.i18n, "_catalog", lambda lang: _Marking())
    set_language("de")
    yield
    set_language("en")


def test_card_errors_are_translated_and_say_what_was_expected() -> None:
    with pytest.raises(CardError) as bad_text:
        parse_card(" XX ")
    assert card_problem(bad_text.value).startswith("DE 'XX' is not a card: expected a rank")
    with pytest.raises(CardError) as bad_card:
        Card("Z", "S")
    assert card_problem(bad_card.value).startswith("DE 'ZS' is not a card: expected a rank")


def test_records_errors_are_translated(tmp_path: Path) -> None:
    store = open_store(tmp_path)
    try:
        with pytest.raises(RecordsError, match=r"^DE a trainee needs a name$"):
            store.add_trainee("  ")
        store.add_trainee("Anna Muster", badge="17")
        with pytest.raises(RecordsError, match=r"^DE badge 17 is already taken$"):
            store.add_trainee("Bea Beispiel", badge="17")
    finally:
        store.close()


def test_settings_errors_are_translated_and_located(tmp_path: Path) -> None:
    (tmp_path / "settings.yaml").write_text("colour: red\n", encoding="utf-8")
    with pytest.raises(SettingsError) as exc:
        load_settings(tmp_path)
    assert str(exc.value).startswith(f"{tmp_path / 'settings.yaml'}:1: colour: DE unknown key, DE")
