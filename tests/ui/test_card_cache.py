"""The card pixmap cache stays within its byte budget however many sizes are painted."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from kiosk.domain.cards import parse_card
from kiosk.ui.widgets import cards


@pytest.mark.slow
def test_cache_is_bounded_by_bytes() -> None:
    image = QImage(400, 600, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for width in range(60, 300, 4):  # every resize step is a new entry
        cards.paint_card(painter, QRectF(0, 0, width, width * 1.4), parse_card("KH"))
    painter.end()
    assert 0 < cards.card_cache_bytes() <= cards.CACHE_BYTES


def test_repeated_card_is_served_from_the_cache() -> None:
    first = cards._card_pixmap("9S", 120, 168, False, False)
    assert cards._card_pixmap("9S", 120, 168, False, False) is first
