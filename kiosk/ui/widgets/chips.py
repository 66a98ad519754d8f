"""Chips drawn as chips: the denomination's colour, spots on the edge, the value legible at every
size; a pile with one count beside it when it holds more than a few, a stack of one value with
its count under it.

`paint_chip` draws one chip (or plaque); `ChipStacks` shows a stack of chips, one column per value
(tap a column: `chip_tapped(value)`; drop a chip from the tray on it: `chip_dropped(value)`);
`ChipTray` is the float, one chip per value with how many are left (tap: `chosen(value)`, or drag
the chip away).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import NamedTuple

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.domain.chips import ChipSet, Denomination, clean, standard_colours
from kiosk.ui.app.style import COLOURS, FELT_PX
from kiosk.ui.app.typeface import load_app_fonts

# The mime type a chip dragged from the tray carries (its value as text).
CHIP_MIME = "application/x-kiosk-chip"
# Chips drawn one above the other in a stack before it shows a count instead.
STACK_DRAWN = 5
# A chip is never drawn smaller than this radius (px), so its value stays legible (FELT_PX).
MIN_RADIUS = 20.0


class PaintedText(NamedTuple):
    """A label a painted widget wrote: its text, pixel size, whether its rect cut it off, and
    where its text went."""

    text: str
    px: int
    cut: bool = False
    placed: QRectF = QRectF()


# What a painted widget wrote in its last paint (painted_text).
Painted = list[PaintedText]


def draw_text(
    p: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str, log: Painted | None
) -> None:
    """`text` in `rect` in the painter's font (cut off at the rect's edges), noted in `log` with
    its pixel size and whether it was cut (by the rect, or the edge of what is painted on)."""
    if log is not None and text.strip():
        metrics = QFontMetricsF(p.font())
        wide = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        ink = metrics.tightBoundingRect(text).height()  # the glyphs, not the line's leading
        placed = metrics.boundingRect(rect, int(flags.value), text)
        inside = QRectF(p.window()).adjusted(-1, -1, 1, 1).contains(placed)  # the widget's edge
        cut = wide > rect.width() + 1 or ink > rect.height() + 1 or not inside
        log.append(PaintedText(text, p.font().pixelSize(), cut, placed.intersected(rect)))
    p.drawText(rect, flags, text)


def _ink_for(colour: QColor) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("#141414") if luminance > 0.5 else QColor("#ffffff")


def _fitted_font(family: str, text: str, width: float, height: float) -> QFont:
    """The largest bold font up to `height` px that writes `text` within `width`, FELT_PX at
    least (the type scale's floor for a label on the felt)."""
    font = QFont(family)
    font.setBold(True)
    size = max(FELT_PX, round(height))
    font.setPixelSize(size)
    while size > FELT_PX and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font.setPixelSize(size)
    return font


def paint_chip(
    p: QPainter,
    centre: QPointF,
    radius: float,
    d: Denomination,
    *,
    face: bool,
    log: Painted | None = None,
) -> None:
    """One chip seen from above (`face`) with its value, or from the side as a stack layer."""
    colour, spots = QColor(d.colour), QColor(d.spots)
    family = load_app_fonts()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if d.plaque:
        rect = QRectF(
            centre.x() - radius * 1.3, centre.y() - radius * 0.8, radius * 2.6, radius * 1.6
        )
        if not face:
            rect = QRectF(rect.left(), centre.y() - radius * 0.22, rect.width(), radius * 0.44)
        p.setPen(QPen(colour.darker(160), 1.5))
        p.setBrush(colour)
        p.drawRoundedRect(rect, radius * 0.15, radius * 0.15)
        p.setPen(QPen(spots, max(1.0, radius * 0.08)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(3, 2, -3, -2), radius * 0.1, radius * 0.1)
        if face:
            text = d.text
            p.setPen(_ink_for(colour))
            p.setFont(_fitted_font(family, text, rect.width() * 0.8, rect.height() * 0.55))
            draw_text(p, rect, Qt.AlignmentFlag.AlignCenter, text, log)
        p.restore()
        return
    if not face:  # a layer of a stack: an ellipse with the edge spots as bars
        rect = QRectF(centre.x() - radius, centre.y() - radius * 0.22, radius * 2, radius * 0.44)
        p.setPen(QPen(colour.darker(170), 1.2))
        p.setBrush(colour)
        p.drawRoundedRect(rect, radius * 0.2, radius * 0.2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(spots)
        for i in range(5):
            x = rect.left() + rect.width() * (0.08 + i * 0.2)
            p.drawRect(QRectF(x, rect.top() + 1.5, rect.width() * 0.06, rect.height() - 3))
        p.restore()
        return
    p.setPen(QPen(colour.darker(170), 1.5))
    p.setBrush(colour)
    p.drawEllipse(centre, radius, radius)
    # edge spots: eight blocks around the rim
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(spots)
    for i in range(8):
        angle = math.pi / 4 * i
        x = centre.x() + math.cos(angle) * radius * 0.83
        y = centre.y() + math.sin(angle) * radius * 0.83
        p.save()
        p.translate(x, y)
        p.rotate(math.degrees(angle) + 90)
        p.drawRect(QRectF(-radius * 0.16, -radius * 0.1, radius * 0.32, radius * 0.2))
        p.restore()
    inner = radius * 0.64
    p.setPen(QPen(spots, max(1.0, radius * 0.06)))
    p.setBrush(colour)
    p.drawEllipse(centre, inner, inner)
    text = d.text
    p.setPen(_ink_for(colour))
    p.setFont(_fitted_font(family, text, inner * 1.7, inner * 0.95))
    square = QRectF(centre.x() - radius, centre.y() - inner, radius * 2, inner * 2)
    draw_text(p, square, Qt.AlignmentFlag.AlignCenter, text, log)
    p.restore()


def denomination_of(chips: ChipSet, value: Decimal) -> Denomination:
    """The house's chip of `value`, or a plain chip in the standard colours when it has none."""
    if value in chips.values:
        return chips.of(value)
    return Denomination(value, *standard_colours(value))


def _shown(stack: Mapping[Decimal, int], drawn: int) -> tuple[list[Decimal], int]:
    """The chips of a pile drawn, bottom first (every value once, largest first, then more of
    the smallest, up to `drawn` layers), and how many chips it holds."""
    values = sorted((v for v, n in stack.items() if n > 0), reverse=True)
    shown = values[:drawn]
    n = sum(stack[v] for v in values)
    return shown + [shown[-1]] * (min(n, drawn) - len(shown)) if shown else [], n


def _badge_font(n: int, radius: float) -> tuple[str, QFont, float]:
    """A pile's count badge: its text, font and width."""
    badge = f"×{n}"
    font = _fitted_font(load_app_fonts(), badge, radius * 1.4, radius * 0.7)
    height = FELT_PX + 8.0
    return badge, font, QFontMetricsF(font).horizontalAdvance(badge) + height * 0.7


def pile_width(
    chips: ChipSet,
    stack: Mapping[Decimal, int],
    radius: float,
    *,
    drawn: int = STACK_DRAWN,
    counted: bool = True,
) -> float:
    """Room a pile of `radius` takes across: its top chip (a plaque is wider) and its count
    badge beside it (`counted`, more than `drawn` chips)."""
    shown, n = _shown(stack, drawn)
    if not shown:
        return 0.0
    wide = 1.3 if denomination_of(chips, shown[-1]).plaque else 1.0
    badge = 3 + _badge_font(n, radius)[2] if counted and n > drawn else 0.0
    return 2 * radius * wide + badge


def paint_pile(
    p: QPainter,
    chips: ChipSet,
    stack: Mapping[Decimal, int],
    x: float,
    bottom: float,
    radius: float,
    *,
    drawn: int = STACK_DRAWN,
    counted: bool = True,
    log: Painted | None = None,
) -> QRectF:
    """One pile of chips standing on `bottom`: the largest at the bottom, at most `drawn` of them
    drawn with their edge spots, the top chip's face with its value, and (`counted`) one count
    beside it when the pile holds more than `drawn` chips. Returns the pile's rect."""
    shown, n = _shown(stack, drawn)
    if not shown:
        return QRectF()
    layer = radius * 0.3
    base = bottom - layer / 2
    for k, value in enumerate(shown[:-1]):
        paint_chip(
            p, QPointF(x, base - k * layer), radius, denomination_of(chips, value), face=False
        )
    face_y = base - (len(shown) - 1) * layer - radius * 0.85
    top = denomination_of(chips, shown[-1])
    paint_chip(p, QPointF(x, face_y), radius, top, face=True, log=log)
    wide = 1.3 if top.plaque else 1.0
    pile = QRectF(x - radius * wide, face_y - radius, 2 * radius * wide, bottom - face_y + radius)
    if counted and n > drawn:
        badge, font, width = _badge_font(n, radius)
        p.save()
        p.setFont(font)
        br = count_badge_rect(pile, face_y, width)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(COLOURS.gold))
        p.drawRoundedRect(br, br.height() / 2, br.height() / 2)
        p.setPen(QColor(COLOURS.button_ink))
        draw_text(p, br, Qt.AlignmentFlag.AlignCenter, badge, log)
        p.restore()
    return pile


def count_badge_rect(pile: QRectF, face_y: float, width: float) -> QRectF:
    """Where a pile's one count badge `width` px wide goes: beside its top chip, right of the
    pile, never over a chip."""
    badge = QRectF(0, 0, width, FELT_PX + 8.0)
    badge.moveCenter(QPointF(pile.right() + 3 + badge.width() / 2, face_y))
    return badge


@dataclass(frozen=True, slots=True)
class _Geometry:
    radius: float
    layer: float
    label_h: float
    col_w: float


class ChipStacks(QWidget):
    """A stack of chips, one column per value (largest first), each with its count under it; the
    caption gives the total."""

    chip_tapped = Signal(object)  # Decimal: the value of the column tapped
    chip_dropped = Signal(object)  # Decimal: a chip dropped here from the tray

    def __init__(
        self, chips: ChipSet, parent: QWidget | None = None, *, accepts: bool = False
    ) -> None:
        super().__init__(parent)
        self._chips = chips
        self._stack: dict[Decimal, int] = {}
        self._columns: list[tuple[QRectF, Decimal]] = []
        self._caption = ""
        self._money: Callable[[Decimal], str] = lambda v: format(v.normalize(), "f")
        self._highlight: QColor | None = None
        self._amount: Decimal | None = None
        self._painted: Painted = []
        self.setAcceptDrops(accepts)
        self.setMinimumSize(QSize(160, 110))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_money(self, money: Callable[[Decimal], str]) -> None:
        self._money = money

    def set_stack(
        self, stack: Mapping[Decimal, int], caption: str = "", amount: Decimal | None = None
    ) -> None:
        """Show `stack` under `caption` with its total (or `amount`: cash shown as a sum)."""
        self._stack = clean(stack)
        self._caption = caption
        self._amount = amount
        self.update()

    def set_highlight(self, colour: str | None) -> None:
        """A frame in this colour (the trainee's payout after feedback: good or bad)."""
        self._highlight = QColor(colour) if colour else None
        self.update()

    @property
    def stack(self) -> dict[Decimal, int]:
        return dict(self._stack)

    def painted_text(self) -> Painted:
        """The labels of the last paint with their pixel sizes."""
        return list(self._painted)

    def _caption_height(self) -> float:
        return max(18.0, min(34.0, self.height() * 0.12))

    def _geometry(self) -> _Geometry:
        """Where each value's column goes, and how large its chips are drawn."""
        w, h = float(self.width()), float(self.height())
        caption_h = self._caption_height()
        values = sorted(self._stack, reverse=True)
        area = QRectF(0, caption_h + 4, w, h - caption_h - 4)
        col_w = area.width() / max(len(values), 3)
        label_h = max(14.0, area.height() * 0.16)
        # a column: the face of the top chip, up to STACK_DRAWN - 1 layers under it, the total
        radius = max(
            MIN_RADIUS, min(col_w * 0.4, (area.height() - label_h - 4) / (2 + 0.3 * STACK_DRAWN))
        )
        left = area.left() + (area.width() - col_w * len(values)) / 2
        self._columns = [
            (QRectF(left + i * col_w, area.top(), col_w, area.height()), v)
            for i, v in enumerate(values)
        ]
        return _Geometry(radius, radius * 0.3, label_h, col_w)

    def column_rect(self, value: Decimal) -> QRectF | None:
        """Where the column of `value` is drawn (tests tap it)."""
        self._geometry()
        for rect, v in self._columns:
            if v == value:
                return rect
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        family = load_app_fonts()
        caption_h = self._caption_height()
        log: Painted = []
        self._painted = log
        if self._highlight is not None:
            p.setPen(QPen(self._highlight, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(1.5, 1.5, w - 3, h - 3), 10, 10)
        ink = QColor(COLOURS.ink)
        values = sorted(self._stack, reverse=True)
        total = sum((v * n for v, n in self._stack.items()), Decimal(0))
        caption = self._caption
        if caption:
            shown = self._amount if self._amount is not None else total
            caption = f"{caption}: {self._money(shown)}"
        p.setPen(ink)
        p.setFont(_fitted_font(family, caption or " ", w - 12, caption_h * 0.8))
        draw_text(p, QRectF(6, 2, w - 12, caption_h), Qt.AlignmentFlag.AlignCenter, caption, log)
        if not values:
            p.end()
            return
        geometry = self._geometry()
        radius, label_h = geometry.radius, geometry.label_h
        col_w = geometry.col_w
        widest = max((f"×{n}" for n in self._stack.values()), key=len)
        count_font = _fitted_font(family, widest, col_w - 6, min(label_h * 0.85, radius * 0.7))
        for col, value in self._columns:
            n = self._stack[value]
            # the pile, and its count under it: one count per stack, never over the chips (the
            # caption gives the total)
            bottom = col.bottom() - label_h - 2
            stack = {value: n}
            paint_pile(
                p, self._chips, stack, col.center().x(), bottom, radius, counted=False, log=log
            )
            p.setPen(ink)
            p.setFont(count_font)
            under = QRectF(col.left() + 2, col.bottom() - label_h, col_w - 4, label_h)
            draw_text(p, under, Qt.AlignmentFlag.AlignCenter, f"×{n}", log)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        self._geometry()
        for rect, value in self._columns:
            if rect.contains(pos):
                self.chip_tapped.emit(value)
                return
        super().mouseReleaseEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(CHIP_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        value = chip_of(event.mimeData())
        if value is not None:
            event.acceptProposedAction()
            self.chip_dropped.emit(value)


def chip_mime(value: Decimal) -> QMimeData:
    data = QMimeData()
    data.setData(CHIP_MIME, QByteArray(format(value.normalize(), "f").encode("ascii")))
    return data


def chip_of(data: QMimeData) -> Decimal | None:
    """The chip value a drop carries, or None when it carries none this app made."""
    if not data.hasFormat(CHIP_MIME):
        return None
    raw = bytes(data.data(CHIP_MIME).data())[:24]
    try:
        value = Decimal(raw.decode("ascii"))
    except (ArithmeticError, UnicodeDecodeError):
        return None
    return value if value.is_finite() and value > 0 else None


class ChipTray(QWidget):
    """The float: one chip per value with how many are left; tap one or drag it away."""

    chosen = Signal(object)  # Decimal

    def __init__(self, chips: ChipSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chips = chips
        self._float: dict[Decimal, int] = {}
        self._cells: list[tuple[QRectF, Decimal]] = []
        self._press: tuple[QPoint, Decimal] | None = None
        self._enabled = True
        self._painted: Painted = []
        self.setMinimumSize(QSize(300, 86))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_float(self, float_: Mapping[Decimal, int]) -> None:
        self._float = dict(float_)
        self.update()

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        self.update()

    def cell_rect(self, value: Decimal) -> QRectF | None:
        self._layout()
        for rect, v in self._cells:
            if v == value:
                return rect
        return None

    def sizeHint(self) -> QSize:
        return QSize(640, 120)

    def painted_text(self) -> Painted:
        """The labels of the last paint with their pixel sizes."""
        return list(self._painted)

    def _layout(self) -> None:
        values = self._chips.values
        w, h = float(self.width()), float(self.height())
        cell_w = w / max(len(values), 1)
        self._cells = [(QRectF(i * cell_w, 0, cell_w, h), v) for i, v in enumerate(values)]

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        self._layout()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        family = load_app_fonts()
        log: Painted = []
        self._painted = log
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(COLOURS.felt_dark))
        p.drawRoundedRect(QRectF(self.rect()), 12, 12)
        for i, (cell, value) in enumerate(self._cells):
            d = self._chips.of(value)
            left = self._float.get(value, 0)
            label_h = max(14.0, cell.height() * 0.22)
            radius = max(MIN_RADIUS, min(cell.width() * 0.36, (cell.height() - label_h) * 0.4))
            centre = QPointF(cell.center().x(), cell.top() + (cell.height() - label_h) / 2 + 2)
            if not left or not self._enabled:
                p.setOpacity(0.35)
            paint_chip(p, centre, radius, d, face=True, log=log)
            p.setOpacity(1.0)
            p.setPen(QColor(COLOURS.ink_dim))
            caption = f"×{left}"
            p.setFont(_fitted_font(family, caption, cell.width() - 4, label_h * 0.8))
            draw_text(
                p,
                QRectF(cell.left(), cell.bottom() - label_h, cell.width(), label_h),
                Qt.AlignmentFlag.AlignCenter,
                caption,
                log,
            )
            if i < 9:  # the digit key that takes this chip
                side = max(label_h, FELT_PX + 6.0)
                key = QRectF(cell.left() + 4, cell.top() + 4, side, side)
                p.setPen(QPen(QColor(COLOURS.ink_dim), 1))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(key, 4, 4)
                p.setFont(_fitted_font(family, str(i + 1), key.width() - 4, key.height() * 0.7))
                draw_text(p, key, Qt.AlignmentFlag.AlignCenter, str(i + 1), log)
        p.end()

    def _value_at(self, pos: QPointF) -> Decimal | None:
        self._layout()
        for rect, value in self._cells:
            if rect.contains(pos):
                return value
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        value = self._value_at(event.position())
        self._press = (event.position().toPoint(), value) if value is not None else None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not self._enabled:
            return
        start, value = self._press
        if (event.position().toPoint() - start).manhattanLength() < 12:
            return
        self._press = None
        if not self._float.get(value, 0):
            return
        drag = QDrag(self)
        drag.setMimeData(chip_mime(value))
        size = 56
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_chip(
            painter, QPointF(size / 2, size / 2), size / 2 - 2, self._chips.of(value), face=True
        )
        painter.end()
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(size // 2, size // 2))
        drag.exec(Qt.DropAction.CopyAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None or not self._enabled:
            return
        value = self._value_at(event.position())
        if value is not None and value == press[1] and self._float.get(value, 0):
            self.chosen.emit(value)
