"""Cards where the decision is: a fanned hand in a narrow row is drawn taller, its cards
overlapping with their indices in sight; a 6 and a 9 carry a small turned index, never a full-size
one; a 10's index keeps clear of the card's edge however large the card."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from kiosk.domain.cards import Card
from kiosk.ui.widgets.cards import ASPECT, FAN, HandView, paint_indices


def test_a_fanned_hand_takes_the_height_a_narrow_row_leaves(qtbot) -> None:  # type: ignore[no-untyped-def]
    cards = [Card("6", "H"), Card("9", "S"), Card("T", "D")]
    flat, fanned = HandView(), HandView()
    fanned.fanned = True
    for view in (flat, fanned):
        qtbot.addWidget(view)
        view.resize(260, 300)
        view.set_cards(cards)
    plain, tall = flat.card_rects(), fanned.card_rects()
    assert tall[0].height() > plain[0].height() * 1.3
    for left, right in pairwise(tall):
        covered = left.right() - right.left()
        assert 0 < covered <= left.width() * FAN + 0.01  # the index, at the left, in sight
    assert all(QRectF(fanned.rect()).contains(r) for r in tall)
    fanned.resize(900, 300)  # room enough: side by side, as before
    assert all(a.right() < b.left() for a, b in pairwise(fanned.card_rects()))


def _indices(rank: str, height: float) -> tuple[QRectF, list[QRectF]]:
    rect = QRectF(10, 10, height * ASPECT, height)
    image = QImage(int(rect.right()) + 20, int(rect.bottom()) + 20, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    drawn = paint_indices(painter, rect, rank, "♠")
    painter.end()
    return rect, drawn


def test_the_turned_index_is_small() -> None:
    for rank in ("6", "9"):
        _, (upper, lower) = _indices(rank, 200)
        assert lower.height() < upper.height() * 0.75


def test_a_ten_keeps_clear_of_the_edge_on_a_large_card() -> None:
    for height in (120.0, 320.0):
        rect, (upper, lower) = _indices("10", height)
        assert upper.left() >= rect.left() + rect.width() * 0.06
        assert lower.right() <= rect.right() - rect.width() * 0.06
