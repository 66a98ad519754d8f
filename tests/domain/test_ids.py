"""Item keys: built and read in one place, stored as the same text as ever."""

from __future__ import annotations

import pytest

from kiosk.domain.ids import ItemKey


def test_keys_are_their_stored_text() -> None:
    assert ItemKey.of("payout", "tie", "win") == "payout:tie:win"
    assert ItemKey.banco_cell_key(5, 3) == "banco:5:third=3"
    assert ItemKey.banco_cell_key(6, None) == "banco:6:stood"
    assert ItemKey.banco_cell_key(4, 0, dealing=True) == "deal:banco:4:third=0"
    key = ItemKey("payout:egalite-3:win")
    assert key.kind == "payout" and key.parts == ("egalite-3", "win")
    assert {ItemKey("misdeal:correct"): 1}["misdeal:correct"] == 1  # a key hashes as its text


@pytest.mark.parametrize(
    ("text", "cell"),
    [
        ("banco:5:third=3", (5, 3)),
        ("banco:6:stood", (6, None)),
        ("deal:banco:5:third=3", (5, 3)),
        ("deal:banco:0:stood", (0, None)),
        ("banco:natural:9", None),
        ("banco:punto-natural:8", None),
        ("deal:punto:5", None),
        ("deal:natural", None),
        ("punto:5", None),
        ("banco:5:third=", None),
        ("banco:5:third=10", None),
        ("banco:55:stood", None),
        ("banco:5:3", None),
        ("deal:deal:banco:5:stood", None),
        ("", None),
    ],
)
def test_banco_cell_of_any_drill(text: str, cell: tuple[int, int | None] | None) -> None:
    assert ItemKey(text).asked_cell() == cell
