"""Playing cards painted by the app: vector shapes, so they are crisp at any size.

Casino cards have big corner indices so that a croupier reads them at a glance; we paint the same
(rank and suit in two corners) plus the classic pip layout, or a framed court letter. The
four-colour option (♠ black, ♥ red, ♦ blue, ♣ green) helps trainees who confuse suits.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.domain.cards import RANK_TEXT, SUIT_GLYPHS, Card
from kiosk.ui.app.style import COLOURS
from kiosk.ui.app.typeface import load_app_fonts

ASPECT = 2.5 / 3.5  # width / height of a standard casino card
_TWO_COLOUR = {"S": "suit_black", "C": "suit_black", "H": "suit_red", "D": "suit_red"}
_FOUR_COLOUR = {"S": "suit_black", "C": "suit_green", "H": "suit_red", "D": "suit_blue"}

# Pip centres on a unit card face (x, y); pips below the middle are painted upside down.
_PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((0.5, 0.2), (0.5, 0.8)),
    "3": ((0.5, 0.2), (0.5, 0.5), (0.5, 0.8)),
    "4": ((0.3, 0.2), (0.7, 0.2), (0.3, 0.8), (0.7, 0.8)),
    "5": ((0.3, 0.2), (0.7, 0.2), (0.5, 0.5), (0.3, 0.8), (0.7, 0.8)),
    "6": ((0.3, 0.2), (0.7, 0.2), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)),
    "7": ((0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)),
    "8": (
        (0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5),
        (0.7, 0.5), (0.5, 0.65), (0.3, 0.8), (0.7, 0.8),
    ),
    "9": (
        (0.3, 0.2), (0.7, 0.2), (0.3, 0.4), (0.7, 0.4), (0.5, 0.5),
        (0.3, 0.6), (0.7, 0.6), (0.3, 0.8), (0.7, 0.8),
    ),
    "T": (
        (0.3, 0.2), (0.7, 0.2), (0.5, 0.3), (0.3, 0.4), (0.7, 0.4),
        (0.3, 0.6), (0.7, 0.6), (0.5, 0.7), (0.3, 0.8), (0.7, 0.8),
    ),
}  # fmt: skip


def suit_colour(suit: str, four_colour: bool) -> QColor:
    table = _FOUR_COLOUR if four_colour else _TWO_COLOUR
    return COLOURS.q(table[suit])


_GLYPHS: dict[tuple[str, str], QPainterPath] = {}
_GLYPHS_MAX = 512  # outlines of a few card sizes; small, and cleared when full


def _glyph_path(text: str, font: QFont, centre: QPointF, upside_down: bool = False) -> QPainterPath:
    """The text's outline centred on `centre`. Outlines are kept per text and font: a card
    repeats the same pip up to ten times, and laying out text is the costly part."""
    key = (text, font.key())
    centred = _GLYPHS.get(key)
    if centred is None:
        centred = QPainterPath()
        centred.addText(0, 0, font, text)
        centred.translate(-centred.boundingRect().center())
        if len(_GLYPHS) >= _GLYPHS_MAX:
            _GLYPHS.clear()
        _GLYPHS[key] = centred
    path = QTransform().rotate(180).map(centred) if upside_down else centred
    return path.translated(centre)


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card | None,
    four_colour: bool = False,
    marked: bool = False,
) -> None:
    """Paint one card into `rect` (face down when `card` is None).

    Cards are drawn once per size and kept as pixmaps: a drill screen shows the same few cards
    again and again, and answer-to-feedback must fit in one frame.
    """
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pad = 0.05  # room for the shadow around the card
    image = _card_pixmap(
        card.code if card is not None else "",
        round(rect.width() * ratio),
        round(rect.height() * ratio),
        four_colour,
        marked,
    )
    image.setDevicePixelRatio(ratio)
    target = rect.adjusted(
        -rect.width() * pad, -rect.width() * pad, rect.width() * pad, rect.width() * pad
    )
    painter.drawPixmap(target, image, QRectF(image.rect()))


CACHE_BYTES = 4 * 1024 * 1024
"""Budget of the card pixmap cache: the cards of a few screens at their current sizes. A count
bound would let resizes (every size is a new entry) hold hundreds of large pixmaps."""

_CacheKey = tuple[str, int, int, bool, bool]
_cache: OrderedDict[_CacheKey, QPixmap] = OrderedDict()
_cache_bytes = 0


def _card_pixmap(code: str, width: int, height: int, four_colour: bool, marked: bool) -> QPixmap:
    """The painted card from a least-recently-used cache bounded by CACHE_BYTES."""
    global _cache_bytes
    key = (code, width, height, four_colour, marked)
    found = _cache.get(key)
    if found is not None:
        _cache.move_to_end(key)
        return found
    pixmap = _render_card(code, width, height, four_colour, marked)
    _cache[key] = pixmap
    _cache_bytes += pixmap_bytes(pixmap)
    while _cache_bytes > CACHE_BYTES and len(_cache) > 1:
        _, dropped = _cache.popitem(last=False)
        _cache_bytes -= pixmap_bytes(dropped)
    return pixmap


def pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * max(1, pixmap.depth() // 8)


def card_cache_bytes() -> int:
    """Bytes the card pixmap cache holds now (for tests of its bound)."""
    return _cache_bytes


def _render_card(code: str, width: int, height: int, four_colour: bool, marked: bool) -> QPixmap:
    pad = round(width * 0.05)
    pixmap = QPixmap(width + 2 * pad, height + 2 * pad)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    card = Card(code[0], code[1]) if code else None
    _paint_card(painter, QRectF(pad, pad, width, height), card, four_colour, marked)
    painter.end()
    return pixmap


def _paint_card(
    painter: QPainter, rect: QRectF, card: Card | None, four_colour: bool, marked: bool
) -> None:
    family = load_app_fonts()
    w, h = rect.width(), rect.height()
    radius = w * 0.07
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shadow = QRectF(rect).translated(w * 0.02, w * 0.03)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(shadow, radius, radius)
    if card is None:
        painter.setBrush(COLOURS.q("card"))
        painter.setPen(QPen(COLOURS.q("card_edge"), max(1.0, w * 0.01)))
        painter.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
        painter.setBrush(COLOURS.q("card_back"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, w * 0.012)))
        step = w * 0.09
        x = inner.left() - inner.height()
        painter.setClipRect(inner)
        while x < inner.right():
            painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            x += step
        painter.restore()
        return
    painter.setBrush(COLOURS.q("card"))
    edge = COLOURS.q("bad") if marked else COLOURS.q("card_edge")
    painter.setPen(QPen(edge, max(1.0, w * (0.04 if marked else 0.01))))
    painter.drawRoundedRect(rect, radius, radius)
    colour = suit_colour(card.suit, four_colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    glyph = SUIT_GLYPHS[card.suit]
    rank = RANK_TEXT.get(card.rank, card.rank)

    paint_indices(painter, rect, rank, glyph)

    face = rect.adjusted(w * 0.22, h * 0.08, -w * 0.22, -h * 0.08)  # clear of the indices
    if card.rank in "JQK":
        frame = rect.adjusted(w * 0.27, h * 0.17, -w * 0.27, -h * 0.17)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(COLOURS.q("gold_dark"), max(1.0, w * 0.02)))
        painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        letter = QFont(family)
        letter.setBold(True)
        letter.setPixelSize(max(6, round(h * 0.3)))
        painter.drawPath(
            _glyph_path(
                card.rank, letter, QPointF(frame.center().x(), frame.center().y() - h * 0.07)
            )
        )
        small = QFont(family)
        small.setPixelSize(max(6, round(h * 0.18)))
        painter.drawPath(
            _glyph_path(glyph, small, QPointF(frame.center().x(), frame.center().y() + h * 0.14))
        )
    elif card.rank == "A":
        big = QFont(family)
        big.setPixelSize(max(6, round(h * 0.42)))
        painter.drawPath(_glyph_path(glyph, big, face.center()))
    else:
        pip = QFont(family)
        pip.setPixelSize(max(6, round(h * 0.15)))
        for px, py in _PIPS[card.rank]:
            centre = QPointF(
                rect.left() + w * (0.5 + (px - 0.5) * 0.78), rect.top() + h * (0.1 + py * 0.8)
            )
            painter.drawPath(_glyph_path(glyph, pip, centre, upside_down=py > 0.5))
    painter.restore()


# The corner index's width at most, as a share of the card's: a "10" keeps clear of the edge.
INDEX_WIDTH = 0.2
# The index in the lower corner, turned, as a share of the upper one's size: small, so that a
# turned 6 is not read as a 9.
TURNED_INDEX = 0.6


def paint_indices(painter: QPainter, rect: QRectF, rank: str, glyph: str) -> list[QRectF]:
    """The rank and suit in the upper left corner, and smaller, turned, in the lower right; a 6
    and a 9 are underlined. Returns the two ranks' outlines' bounds (upper, lower)."""
    family = load_app_fonts()
    w, h = rect.width(), rect.height()
    drawn: list[QRectF] = []
    for scale in (1.0, TURNED_INDEX):
        font = QFont(family)
        font.setBold(True)
        font.setPixelSize(max(6, round(h * 0.16 * scale)))
        if len(rank) > 1:
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
        index = _glyph_path(rank, font, QPointF(0, 0))
        while index.boundingRect().width() > w * INDEX_WIDTH * scale and font.pixelSize() > 6:
            font.setPixelSize(font.pixelSize() - 1)
            index = _glyph_path(rank, font, QPointF(0, 0))
        suit = QFont(family)
        suit.setPixelSize(max(6, round(h * 0.11 * scale)))
        x = w * 0.07 + w * INDEX_WIDTH * scale / 2
        at = QPointF(rect.left() + x, rect.top() + h * 0.12 * scale)
        # the suit under the rank (and under a 6's or a 9's line)
        below = QPointF(at.x(), rect.top() + h * (0.28 if rank in "69" else 0.25) * scale)
        turned = scale != 1.0
        if turned:  # the same, turned about the card's centre
            at, below = rect.center() * 2 - at, rect.center() * 2 - below
        path = _glyph_path(rank, font, at, upside_down=turned)
        painter.drawPath(path)
        painter.drawPath(_glyph_path(glyph, suit, below, upside_down=turned))
        bounds = path.boundingRect()
        if rank in "69":
            bar = max(1.0, h * 0.012 * scale)
            gap = bar
            line = QRectF(bounds.left(), bounds.bottom() + gap, bounds.width(), bar)
            if turned:
                line.moveBottom(bounds.top() - gap)
            painter.drawRect(line)
        drawn.append(bounds)
    return drawn


# How much of a card the next one may cover in a fanned hand: its index stays in sight.
FAN = 0.4


class HandView(QWidget):
    """A row of cards as large as the space allows, with an optional caption painted above."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards: tuple[Card | None, ...] = ()
        self._marked: frozenset[int] = frozenset()
        self._slots = 3
        self.four_colour = False
        self.centred = False  # centre the cards dealt, instead of leaving room for the slots
        self.fanned = False  # overlap the cards when the row is narrow (FAN), to draw them taller
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 120)

    def set_cards(
        self, cards: Sequence[Card | None], marked: Sequence[int] = (), slots: int = 3
    ) -> None:
        """Show `cards` (None = face down) laid out for `slots` places, marking some in red."""
        self._cards = tuple(cards)
        self._marked = frozenset(marked)
        self._slots = max(slots, len(self._cards), 1)
        self.update()

    def cards(self) -> tuple[Card | None, ...]:
        return self._cards

    def sizeHint(self) -> QSize:
        return QSize(round(self._slots * 150 * 1.08), 210)

    def card_rects(self) -> list[QRectF]:
        n = self._slots
        tall = self.height() * 0.96
        # a card's step along the row, in card widths: a gap between cards; a fanned hand
        # narrower than its height lets them overlap (up to FAN) to be drawn taller
        step = 1.08
        if self.fanned and n > 1:
            step = max(1 - FAN, min(step, (self.width() / (ASPECT * tall) - 1) / (n - 1)))
        height = min(tall, self.width() / (ASPECT * (1 + (n - 1) * step)))
        width = height * ASPECT
        shown = len(self._cards) if self.centred else n
        total = width * (1 + (max(shown, 1) - 1) * step)
        left = (self.width() - total) / 2
        top = (self.height() - height) / 2
        return [
            QRectF(left + i * width * step, top, width, height) for i in range(len(self._cards))
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        for i, (rect, card) in enumerate(zip(self.card_rects(), self._cards, strict=True)):
            paint_card(painter, rect, card, self.four_colour, marked=i in self._marked)
        painter.end()
