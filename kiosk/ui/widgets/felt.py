"""The house's table drawn from `ruleset.table`: seated boxes with their betting areas, shared fields.

Nothing about a particular casino is coded here: the number of boxes, which bets each box has and
which fields are shared come from the ruleset; chips, seats and highlights come from the drill.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.domain.bets import BetKind
from kiosk.rules.model import Ruleset
from kiosk.ui.app.style import COLOURS, FELT_PX, felt_px
from kiosk.ui.app.typeface import load_app_fonts
from kiosk.ui.widgets.chips import MIN_RADIUS, Painted, draw_text, paint_pile, pile_width

_MAIN = (BetKind.PUNTO, BetKind.BANCO, BetKind.TIE)
_KIND_COLOUR = {
    BetKind.PUNTO: "punto",
    BetKind.BANCO: "banco",
    BetKind.TIE: "tie",
    BetKind.EGALITE: "gold_dark",
    BetKind.THREE_GIVES_EIGHT: "gold_dark",
}


class ChipState(StrEnum):
    OPEN = "open"  # on the layout, to be settled
    OFFERED = "offered"  # the bet a player offers (acceptance drill)
    SELECTED = "selected"  # tapped by the trainee
    COLLECTED = "collected"
    PAID = "paid"
    STANDING_OFF = "stand-off"


@dataclass(frozen=True)
class Chip:
    """A stake on the layout. `box` None: a shared field; `tag` names the owner (e.g. "3", "S")."""

    index: int
    box: int | None
    bet: str
    stake: Decimal
    tag: str = ""
    state: ChipState = ChipState.OPEN
    note: str = ""  # e.g. the amount paid beside it
    paid: Decimal | None = None  # the payout, shown in chips beside the stake


# Chips of a pile drawn one above the other on the felt; a taller pile shows its count.
PILE_DRAWN = 3
# The states of a bet still to be dealt with: a tap on a pile of several bets picks these first.
_OPEN = (ChipState.OPEN, ChipState.OFFERED, ChipState.SELECTED)
# A pile in an area: the bet, the amount it shows, and whether it is the bet's payout.
_Pile = tuple[Chip, Decimal, bool]


def _piles_of(chips: Sequence[Chip]) -> list[_Pile]:
    """The piles of `chips`: each stake, its payout after it."""
    piles: list[_Pile] = []
    for chip in chips:
        piles.append((chip, chip.stake, False))
        if chip.paid:
            piles.append((chip, chip.paid, True))
    return piles


def _merged(chips: Sequence[Chip]) -> Chip:
    """One bet standing for the bets of an area too small for their piles: their stakes and
    payouts added up, the state of the first still open."""
    first = next((c for c in chips if c.state in _OPEN), chips[0])
    paid = sum((c.paid for c in chips if c.paid), Decimal(0))
    tags = "+".join(dict.fromkeys(c.tag for c in chips if c.tag))
    stake = sum((c.stake for c in chips), Decimal(0))
    return Chip(first.index, first.box, first.bet, stake, tags, first.state, "", paid or None)


def _tall(drawn: int) -> float:
    """A pile's height in radii, `drawn` layers of it drawn."""
    return 2 + 0.3 * (drawn - 1)


def _least_height(drawn: int, height: float) -> float:
    """The height a pile of `drawn` layers takes at the least radius, its total under it, in a
    cell `height` px tall."""
    return MIN_RADIUS * _tall(drawn) + _total_h(height) * 0.4 + 1


def _total_h(height: float) -> float:
    """The height of a pile's total under it in a cell `height` px tall."""
    return max(12.0, min(height * 0.3, 22.0))


@dataclass(frozen=True)
class BoxMarks:
    """A seat's commission box (houses that mark commission): the marks in it, and its state."""

    seat: int
    marks: tuple[Decimal, ...] = ()
    due: bool = False  # to be collected now
    selected: bool = False  # tapped by the trainee
    collected: bool = False


class FeltView(QWidget):
    """Paints the layout; emits `chip_clicked(index)` when a chip is tapped."""

    chip_clicked = Signal(int)

    def __init__(self, ruleset: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ruleset = ruleset
        self._chips: tuple[Chip, ...] = ()
        self._seated: frozenset[int] | None = None
        self._chip_rects: list[tuple[QRectF, int]] = []
        self._pile_rooms: list[tuple[QRectF, QRectF]] = []
        self._boxes: tuple[BoxMarks, ...] | None = None
        self._piles: dict[Decimal, dict[Decimal, int]] = {}
        self._background: QPixmap | None = None
        self._background_for: tuple[object, ...] = ()
        self._format: Callable[[Decimal], str] = str
        self._bet_name: Callable[[str], str] = lambda bet_id: bet_id
        self._painted: Painted = []
        self._background_painted: Painted = []
        self._commission_caption = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(480, 180)

    def set_formatters(
        self, money: Callable[[Decimal], str], bet_name: Callable[[str], str]
    ) -> None:
        self._format = money
        self._bet_name = bet_name
        self.update()

    def set_layout(self, chips: Iterable[Chip], seated: Iterable[int] | None = None) -> None:
        """Chips on the layout; `seated` boxes get a player marker (None: seats not shown)."""
        self._chips = tuple(chips)
        self._seated = frozenset(seated) if seated is not None else None
        self.update()

    def chips(self) -> tuple[Chip, ...]:
        return self._chips

    def set_commission_boxes(self, boxes: Iterable[BoxMarks] | None) -> None:
        """The seats' commission boxes along the dealer's edge (None: the house marks none)."""
        self._boxes = tuple(boxes) if boxes is not None else None
        self._background = None  # the shared fields move down to make room for the boxes
        self.update()

    def commission_boxes(self) -> tuple[BoxMarks, ...] | None:
        return self._boxes

    def set_commission_caption(self, caption: str) -> None:
        """What the row of commission boxes is called, written beside it."""
        self._commission_caption = caption
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(960, 400)

    def painted_text(self) -> Painted:
        """The labels of the last paint (the table's and the chips') with their pixel sizes."""
        return self._background_painted + self._painted

    def hideEvent(self, event: QHideEvent) -> None:
        """The cached background (a few MB at full size) is let go while the felt is off screen."""
        self._background = None
        super().hideEvent(event)

    # -- geometry ------------------------------------------------------------------------------

    def areas(self) -> list[str]:
        """Bet ids with their own area in each box; side bets share one area ("side")."""
        bets = self._ruleset.bets_by_id
        box_bets = self._ruleset.table.box_bets
        main = [b for b in box_bets if bets[b].kind in _MAIN]
        return main + (["side"] if len(main) < len(box_bets) else [])

    # Widest the table is drawn relative to its height; a wider widget centres it. A short felt
    # is drawn flatter rather than narrower: the boxes keep their width, their labels and piles
    # side by side.
    MAX_ASPECT = 6.0

    def _frame(self) -> tuple[float, float]:
        """Left edge and width of the table inside the widget."""
        width = min(float(self.width()), self.height() * self.MAX_ASPECT)
        return (self.width() - width) / 2, width

    def _depth(self) -> tuple[float, float, float]:
        """The centre and the depth of the table's curve and the boxes' height, each of the
        felt's height. The boxes stand taller (the curve flatter, so the outer ones still fit
        under the dealer's edge) where they have more than two areas, or where the felt is so
        short that its areas would be lower than a pile at the least size (unless a row of
        commission boxes takes the dealer's edge); tallest for two rows of two areas with no
        shared field between the boxes."""
        if len(self.areas()) > 2 and not self._ruleset.table.shared_bets:
            return 0.64, 0.36, 0.76
        short = self._boxes is None and self.height() * 0.2 - 7.5 < MIN_RADIUS * 2.4
        return (0.42, 0.56, 0.62) if len(self.areas()) > 2 or short else (0.28, 0.7, 0.5)

    def _rim(self, x: float) -> float:
        """Height of the table's curved player edge at x (an ellipse under the dealer's side)."""
        left, w = self._frame()
        h = self.height()
        centre, depth, _ = self._depth()
        rx, cy, ry = w / 2, h * centre, h * depth
        t = min(1.0, abs(x - left - rx) / rx)
        return cy + ry * math.sqrt(1 - t * t)

    def box_rects(self) -> list[QRectF]:
        """The boxes along the player side of the table, following its curve."""
        n = self._ruleset.table.boxes
        left, w = self._frame()
        h = self.height()
        margin = w * 0.05
        gap = w * 0.012
        box_w = (w - 2 * margin - (n - 1) * gap) / n
        box_h = min(h * self._depth()[2], box_w * 1.8)
        rects = []
        for i in range(n):
            x = left + margin + i * (box_w + gap)
            edge = min(self._rim(x), self._rim(x + box_w))
            rects.append(QRectF(x, edge - box_h - h * 0.035, box_w, box_h))
        return rects

    @staticmethod
    def head_rect(box: QRectF) -> QRectF:
        """A box's header: its seat and its number, over its areas."""
        return QRectF(box.left(), box.top() + 2, box.width(), box.height() * 0.18)

    def table_labels(self) -> Painted:
        """The labels of the table itself last painted: the boxes' numbers first, then the
        areas' and the shared fields' names."""
        return list(self._background_painted)

    def shared_rect(self) -> QRectF:
        """The shared fields, in the middle of the table between the outer boxes; nearer the
        dealer's edge, and between fewer boxes, where a pile at the least size would not fit."""
        w, h = self.width(), self.height()
        boxes = self.box_rects()
        rows = self.commission_rects()
        least = _least_height(1, 0)
        for cut in (1, 2):
            inner = boxes[cut:-cut] if len(boxes) > 2 * cut + 1 else boxes
            left = inner[0].left() if inner else w * 0.25
            right = inner[-1].right() if inner else w * 0.75
            free = [r for r in boxes if r.right() > left and r.left() < right]
            bottom = min((r.top() for r in free), default=h * 0.6)
            if rows:  # between the commission boxes and the inner boxes
                top = rows[0][0].bottom() + 4
                height = max(FELT_PX + 6.0, min(h * 0.24, bottom - 4 - top))
            else:
                top = h * 0.05
                height = max(h * 0.1, min(h * 0.24, bottom - h * 0.04 - top))
                if height < least:
                    top = max(4.0, bottom - 4 - least)
                    height = max(height, bottom - 4 - top)
            if height >= least:
                break
        return QRectF(left, top, right - left, height)

    def commission_rects(self) -> list[tuple[QRectF, int]]:
        """The seats' commission boxes in a row in front of the dealer, numbered as the boxes,
        between the outer boxes (which the table's curve raises); empty when the house marks no
        commission."""
        if self._boxes is None:
            return []
        h = self.height()
        boxes = self.box_rects()
        inner = boxes[1:-1] if len(boxes) > 3 else boxes
        left, right = inner[0].left(), inner[-1].right()
        step = (right - left) / len(boxes)
        top = FELT_PX + 6.0  # under the row's caption
        height = max(h * 0.11, FELT_PX + 12.0)  # a mark's amount fits
        return [
            (QRectF(left + i * step + 2, top, step - 4, height), number)
            for i, number in enumerate(range(1, len(boxes) + 1))
        ]

    def _area_rect(self, box: QRectF, index: int, count: int) -> QRectF:
        """A box's `index`th of `count` areas: one under the other, or, more than two, in two
        columns (each row then high enough for a pile at the least size)."""
        inner = box.adjusted(5, box.height() * 0.2, 0, -5)
        columns = 2 if count > 2 else 1
        row, column = divmod(index, columns)
        across, down = inner.width() / columns, inner.height() / -(-count // columns)
        return QRectF(
            inner.left() + column * across, inner.top() + row * down, across - 5, down - 5
        )

    # -- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        p = QPainter(self)
        self._chip_rects = []
        self._painted = []
        key = self._background_key()
        if self._background is None or self._background_for != key:
            self._background = self._paint_background()
            self._background_for = key
        p.drawPixmap(0, 0, self._background)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        family = load_app_fonts()
        self._paint_commission_boxes(p, family)
        shared = set(self._ruleset.table.shared_bets)
        labels: list[Callable[[], None]] = []
        self._pile_rooms = []
        for area, area_id, chips in self._placed_areas():
            if chips:
                label = self._area_label(area_id, chips, area_id in shared)
                flat, _, room, _ = self._area_layout(area, label, self._piles_width(chips, area))
                show_bet = area_id == "side" and not flat
                labels.extend(self._paint_area_piles(p, area, room, chips, family, show_bet))
        for write in labels:
            write()
        p.end()

    def _placed_areas(self) -> list[tuple[QRectF, str, list[Chip]]]:
        """Every betting area on the table (shared fields first) with the chips on it."""
        placed = []
        shared = self._ruleset.table.shared_bets
        if shared:
            rect = self.shared_rect()
            step = rect.width() / len(shared)
            for i, bet_id in enumerate(shared):
                area = QRectF(rect.left() + i * step + 3, rect.top(), step - 6, rect.height())
                placed.append((area, bet_id, self._in(None, [bet_id])))
        areas = self.areas()
        side = [b for b in self._ruleset.table.box_bets if b not in areas]
        for number, rect in enumerate(self.box_rects(), start=1):
            for i, area_id in enumerate(areas):
                ids = side if area_id == "side" else [area_id]
                placed.append(
                    (self._area_rect(rect, i, len(areas)), area_id, self._in(number, ids))
                )
        return placed

    def _background_key(self) -> tuple[object, ...]:
        """What the cached background shows: size, seats, and each area's label and whether it
        holds chips (which moves the label, or cuts it to its initial). Chip states change on every answer; this does not."""
        labels = tuple(
            (area_id, self._area_label(area_id, chips), self._piles_width(chips, area))
            for area, area_id, chips in self._placed_areas()
        )
        return (self.size(), self._seated, labels, self._boxes is None)

    def _paint_background(self) -> QPixmap:
        """The table, its boxes, areas and labels, drawn once per layout: the costly part. Only
        the chips are painted live, so an answer repaints a few circles."""
        pixmap = QPixmap(self.size())
        pixmap.fill(Qt.GlobalColor.transparent)
        self._background_painted = []
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, w = self._frame()
        h = self.height()
        table = QPainterPath()
        table.moveTo(left, 0)
        table.lineTo(left + w, 0)
        steps = 48
        for i in range(steps + 1):
            x = left + w - w * i / steps
            table.lineTo(x, self._rim(x))
        table.closeSubpath()
        glow = QRadialGradient(QPointF(left + w / 2, h * 0.3), w * 0.6)
        glow.setColorAt(0, COLOURS.q("felt").lighter(125))
        glow.setColorAt(1, COLOURS.q("felt_dark"))
        p.setPen(QPen(QColor("#5a3a1a"), max(6.0, w * 0.012)))
        p.setBrush(QBrush(glow))
        p.drawPath(table)
        family = load_app_fonts()
        for number, rect in enumerate(self.box_rects(), start=1):
            self._paint_box(p, rect, number, family)
        shared = set(self._ruleset.table.shared_bets)
        for area, area_id, chips in self._placed_areas():
            title = area_id in shared
            self._paint_area(p, area, area_id, chips, title=title)
        p.end()
        return pixmap

    def _in(self, box: int | None, bet_ids: Sequence[str]) -> list[Chip]:
        """The bets on an area (a collected one has left the felt: the area's name is whole)."""
        on = (c for c in self._chips if c.state is not ChipState.COLLECTED)
        return [c for c in on if c.box == box and c.bet in bet_ids]

    def _paint_box(self, p: QPainter, rect: QRectF, number: int, family: str) -> None:
        line = COLOURS.q("felt_line")
        p.setBrush(QColor(0, 0, 0, 45))
        p.setPen(QPen(line, 2))
        p.drawRoundedRect(rect, 10, 10)
        head = self.head_rect(rect)
        if self._seated is not None:
            d = head.height() * 0.62
            seat = QRectF(head.left() + 8, head.center().y() - d / 2, d, d)
            p.setPen(QPen(line, 2))
            p.setBrush(COLOURS.q("gold") if number in self._seated else Qt.BrushStyle.NoBrush)
            p.drawEllipse(seat)
        font = QFont(family)
        font.setBold(True)
        font.setPixelSize(felt_px(head.height() * 0.62))
        p.setFont(font)
        p.setPen(line)
        draw_text(p, head, Qt.AlignmentFlag.AlignCenter, str(number), self._background_painted)

    def _area_label(self, area_id: str, chips: list[Chip], title: bool = False) -> str:
        label = "…" if area_id == "side" else self._bet_name(area_id)
        if area_id == "side" and chips:
            label = " ".join(dict.fromkeys(self._short_name(c.bet) for c in chips))
        if title and area_id != "side":
            label = f"{label}  {self._ruleset.bet(area_id).pays}"
        return label

    @staticmethod
    def _label_font(area: QRectF, label: str) -> tuple[str, QFont]:
        """The area's label and its font: as large as the area makes it, smaller to fit its
        width, FELT_PX at least; a name still too wide without its gloss in brackets ("Any tie
        (Egalité)": "Any tie"), and then cut short with a full stop ("Egal.")."""
        font = QFont(load_app_fonts())
        font.setBold(True)
        font.setPixelSize(felt_px(min(area.height() * 0.3, area.width() * 0.15)))
        metrics = QFontMetricsF(font)
        while font.pixelSize() > FELT_PX and metrics.horizontalAdvance(label) > area.width() - 6:
            font.setPixelSize(font.pixelSize() - 1)
            metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(label) > area.width() - 6 and " (" in label:
            label = label.split(" (", 1)[0]
        while len(label) > 2 and metrics.horizontalAdvance(label) > area.width() - 2:
            label = label.rstrip(".")[:-1].rstrip() + "."  # "Egalité": "Egal."
        return label, font

    def _area_layout(
        self, area: QRectF, label: str, piles: float = 0.0
    ) -> tuple[bool, QRectF, QRectF, str]:
        """Where an area with chips puts its label and its chips, and the label: short areas
        label left (as wide as the label, so a pile never lies over it), chips right, the name
        cut to its initial where its piles `piles` px wide would not fit beside it, left out
        where they would not fit beside that either (the area's colour names it as well); tall
        ones label on top."""
        flat = area.height() < area.width() * 0.6
        if flat:
            label, font = self._label_font(area, label)
            metrics = QFontMetricsF(font)
            wide = max(area.width() * 0.42, metrics.horizontalAdvance(label) + 6)
            if area.width() - 4 - wide < piles:
                label = label[:1]
                wide = metrics.horizontalAdvance(label) + 6
            if area.width() - 4 - wide < piles:  # not even its initial: the colour names it
                label, wide = "", 0.0
            head = QRectF(area.left() + 4, area.top(), wide, area.height())
            room = QRectF(
                head.right(), area.top() + 2, area.right() - head.right(), area.height() - 4
            )
        else:
            head = QRectF(area.left(), area.top(), area.width(), area.height() * 0.34)
            if piles and _least_height(1, area.height() * 0.66) > area.height() * 0.66:
                label, head = "", QRectF(area.topLeft(), area.topLeft())  # the colour names it
            room = QRectF(area.left(), head.bottom(), area.width(), area.bottom() - head.bottom())
        return flat, head, room, label

    def _paint_area(
        self,
        p: QPainter,
        area: QRectF,
        area_id: str,
        chips: list[Chip],
        title: bool = False,
    ) -> None:
        """The area and its label (the chips are painted over it live)."""
        kind = self._ruleset.bet(area_id).kind if area_id != "side" else BetKind.EGALITE
        colour = COLOURS.q(_KIND_COLOUR[kind])
        fill = QColor(colour)
        fill.setAlpha(80)
        p.setBrush(fill)
        p.setPen(QPen(colour.lighter(150), 2))
        p.drawRoundedRect(area, 8, 8)
        full = self._area_label(area_id, chips, title)
        flat, head, _, label = self._area_layout(area, full, self._piles_width(chips, area))
        label, font = self._label_font(area, label)
        p.setFont(font)
        p.setPen(COLOURS.q("ink"))
        log = self._background_painted
        if not chips and (title or not flat):
            draw_text(p, area, Qt.AlignmentFlag.AlignCenter, label, log)
            return
        if flat:  # a box's short area: its name on the left, clear of a pile hanging into it
            left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
            draw_text(p, head, left, label, log)
        else:
            draw_text(p, head, Qt.AlignmentFlag.AlignCenter, label, log)

    def _short_name(self, bet_id: str) -> str:
        bet = self._ruleset.bet(bet_id)
        if bet.kind is BetKind.EGALITE:
            return f"={bet.tie_total}"
        return self._bet_name(bet_id)

    def _pile(self, stake: Decimal) -> dict[Decimal, int]:
        """The amount in the house's chips, the fewest that make it; one the chips cannot make
        (cents) as the chips of its whole part, its total written under it (one chip of its own
        when the chips make not even that)."""
        pile = self._piles.get(stake)
        if pile is None:
            chips = self._ruleset.chip_set
            pile = chips.fewest(stake) or chips.fewest(stake - stake % chips.unit) or {stake: 1}
            self._piles[stake] = pile
        return pile

    def _pile_width(
        self, stake: Decimal, radius: float, drawn: int = PILE_DRAWN, counted: bool = True
    ) -> float:
        """Room the pile of `stake` takes across: a plaque on top is wider, a count beside it."""
        pile = self._pile(stake)
        return pile_width(self._ruleset.chip_set, pile, radius, drawn=drawn, counted=counted)

    def _pile_pitch(self, stake: Decimal, drawn: int = PILE_DRAWN, counted: bool = True) -> float:
        """Room a pile takes across at the least radius, `drawn` layers of it drawn (and its
        count beside it, `counted`)."""
        return self._pile_width(stake, MIN_RADIUS, drawn, counted) + 2

    def _piles_width(self, chips: list[Chip], area: QRectF) -> float:
        """Room the piles of `chips` (stakes and payouts) take side by side in one row of
        `area`, as many layers drawn as its height takes."""
        height = area.height() - 4
        if height < 2 * MIN_RADIUS:
            return 0.0  # too low for any pile: it stands over the lower edge, beside the name
        drawn = next((k for k in range(PILE_DRAWN, 1, -1) if _least_height(k, height) <= height), 1)
        return sum(self._pile_pitch(a, drawn) for _, a, _ in _piles_of(chips))

    def _fit(
        self, room: QRectF, piles: list[_Pile], counted: bool = True
    ) -> tuple[int, int, int, bool] | None:
        """Columns, rows and layers drawn that fit `piles` into `room` at the least radius at
        most (the fewest rows, then the most layers), each pile's count beside it (`counted`)
        or only its total under it, or None when they do not fit."""
        for rows in range(1, len(piles) + 1):
            height = room.height() / rows
            for drawn in range(PILE_DRAWN, 0, -1):
                if _least_height(drawn, height) > height:
                    continue
                pitch = max(self._pile_pitch(a, drawn, counted) for _, a, _ in piles)
                columns = min(len(piles), int(room.width() // pitch))
                if columns * rows >= len(piles):
                    return max(1, -(-len(piles) // rows)), rows, drawn, counted
        return None

    def _paint_area_piles(
        self, p: QPainter, area: QRectF, room: QRectF, chips: list[Chip], family: str, bet: bool
    ) -> list[Callable[[], None]]:
        """The piles of one betting area in its `room`: each stake and, beside it or in the next
        row, its payout, side by side as far as they fit at a legible size, the others in rows
        under them, as many layers drawn as the rows' height takes (the count tells the rest);
        where they do not fit, one pile of the area's stakes and one of its payouts. Returns
        what writes their totals."""
        shown = list(chips)
        piles = _piles_of(shown)
        if not piles:
            return []
        fit = self._fit(room, piles)
        if fit is None:  # an area too narrow for a count beside its one pile: its total only
            shown = [_merged(shown)]
            piles = _piles_of(shown)
            fit = self._fit(room, piles) or self._fit(room, piles, counted=False)
        if fit is None:  # the stakes and their payouts together, both amounts under them
            one = shown[0]
            piles = [(one, one.stake + (one.paid or 0), False)]
            fit = self._fit(room, piles) or self._fit(room, piles, False) or (1, 1, 1, True)
        columns, rows, drawn, counted = fit
        step, height = room.width() / columns, room.height() / rows
        stakes: dict[int, QRectF] = {}
        labels = []
        for i, (chip, amount, payout) in enumerate(piles):
            row, column = divmod(i, columns)
            cell = QRectF(room.left() + column * step, room.top() + row * height, step, height)
            rect, badge, write = self._paint_pile(
                p, cell, chip, amount, payout, (drawn, counted), family, bet
            )
            self._pile_rooms.append((area, rect.adjusted(0, 0, badge, 0)))
            if not payout:
                stakes[chip.index] = rect
            labels.append(write)
        # every bet of a merged pile is tapped on it, the first still open first
        for chip in sorted(chips, key=lambda c: c.state not in _OPEN):
            self._chip_rects.append((stakes.get(chip.index, stakes[shown[0].index]), chip.index))
        return labels

    def pile_rooms(self) -> list[tuple[QRectF, QRectF]]:
        """Every pile last painted (a stake's or a payout's) with its count badge, and the
        betting area it stands in."""
        return list(self._pile_rooms)

    def _paint_pile(
        self,
        p: QPainter,
        cell: QRectF,
        chip: Chip,
        amount: Decimal,
        payout: bool,
        layers: tuple[int, bool],
        family: str,
        show_bet: bool,
    ) -> tuple[QRectF, float, Callable[[], None]]:
        """A stake (or its payout) as a pile of the house's chips, `layers`: how many of them
        drawn at most, and whether its count stands beside it; the stake ringed by its state; returns the pile's rect, the room its count badge takes
        beside it, and what writes its total under it (and its tag and note), called once every
        pile is down."""
        # the pile fills the cell from its top, its total across its lowest chips
        drawn, counted = layers
        total_h = _total_h(cell.height())
        tall = _tall(drawn)
        # a wider pile (a plaque on top, its count beside it) is drawn smaller to keep its cell
        radius = min(cell.width() * 0.42, (cell.height() - total_h * 0.4 - 1) / tall)
        room = cell.width() - 2

        def width(amount: Decimal, radius: float, drawn: int, counted: bool = counted) -> float:
            return self._pile_width(amount, radius, drawn, counted)

        while radius > MIN_RADIUS and width(amount, radius, drawn) > room:
            radius = max(MIN_RADIUS, radius * min(0.97, room / width(amount, radius, drawn)))
        radius = max(MIN_RADIUS, radius)
        # (never over the felt's edges: a felt lower than the pile keeps its top in)
        bottom = min(cell.top() + radius * tall, self.height() - total_h * 0.4 - 4)
        bottom = max(bottom, radius * tall + 1)
        # the pile and its count beside it centred in the cell
        whole = width(amount, radius, drawn)
        badge = whole - width(amount, radius, drawn, counted=False)
        x = cell.center().x() - (badge / 2 if whole <= cell.width() else 0.0)
        pile = self._pile(amount)
        chips = self._ruleset.chip_set
        rect = paint_pile(
            p, chips, pile, x, bottom, radius, drawn=drawn, counted=counted, log=self._painted
        )
        ring = {
            ChipState.SELECTED: COLOURS.q("punto"),
            ChipState.OFFERED: COLOURS.q("bad"),
            ChipState.PAID: COLOURS.q("good"),
        }.get(chip.state)
        if ring is not None and not payout:
            p.setPen(QPen(ring, max(3.0, radius * 0.2)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius * 0.6, radius * 0.6)

        def labels() -> None:
            font = QFont(family)
            font.setBold(True)
            font.setPixelSize(felt_px(total_h * 0.8))
            p.setFont(font)
            text = self._format(amount)
            if chip.paid and not payout and amount != chip.stake:  # a stake and its payout
                text = f"{self._format(chip.stake)} + {self._format(chip.paid)}"
            wide = max(cell.width() + 24, p.fontMetrics().horizontalAdvance(text) + 8)
            under = QRectF(x - wide / 2, bottom - total_h * 0.6, wide, total_h)
            self._plate(p, x, under, text, False)
            d = radius * 2
            small = QFont(family)
            small.setBold(True)
            small.setPixelSize(felt_px(d * 0.26))
            p.setFont(small)
            if chip.tag and not payout:
                wide = max(d * 0.42, p.fontMetrics().horizontalAdvance(chip.tag) + 6)
                high = max(d * 0.36, p.fontMetrics().height() + 2)
                tag = QRectF(rect.left() - d * 0.12, rect.top() - d * 0.12, wide, high)
                tag.moveTop(max(1.0, tag.top()))  # never over the felt's upper edge
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(COLOURS.q("felt_dark"))
                p.drawRoundedRect(tag, 6, 6)
                p.setPen(COLOURS.q("ink"))
                draw_text(p, tag, Qt.AlignmentFlag.AlignCenter, chip.tag, self._painted)
            named = show_bet and under.bottom() + d * 0.32 <= cell.bottom() + 2  # room under it
            notes = [n for n in (self._bet_name(chip.bet) if named else "", chip.note) if n]
            if notes and not payout:
                p.setPen(COLOURS.q("ink"))
                below = QRectF(cell.left() - 20, under.bottom(), cell.width() + 40, d * 0.32)
                note = " · ".join(notes)
                draw_text(p, below, Qt.AlignmentFlag.AlignCenter, note, self._painted)

        return rect, badge, labels

    def _plate(self, p: QPainter, x: float, under: QRectF, text: str, faded: bool) -> None:
        """An amount on a dark plate centred at `x` in the row `under`, in the painter's font."""
        back = p.fontMetrics().horizontalAdvance(text) + 8
        plate = QRectF(x - back / 2, under.top(), back, under.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 150))
        p.drawRoundedRect(plate, 5, 5)
        p.setPen(QColor("#ffffff") if not faded else COLOURS.q("ink_dim"))
        row = QRectF(x - under.width() / 2, under.top(), under.width(), under.height())
        draw_text(p, row, Qt.AlignmentFlag.AlignCenter, text, self._painted)

    def _paint_commission_boxes(self, p: QPainter, family: str) -> None:
        """Each seat's commission box: its number, and one small marker per commission marked
        (the trainee adds them up when collecting)."""
        if self._boxes is None:
            return
        by_seat = {b.seat: b for b in self._boxes}
        for rect, seat in self.commission_rects():
            box = by_seat.get(seat, BoxMarks(seat))
            edge = COLOURS.q("felt_line")
            width = 2.0
            if box.due:
                edge, width = COLOURS.q("gold"), 3.0
            if box.selected:
                edge, width = COLOURS.q("punto"), 4.0
            p.setPen(QPen(edge, width))
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawRoundedRect(rect, 6, 6)
            font = QFont(family)
            font.setBold(True)
            font.setPixelSize(felt_px(min(rect.height() * 0.5, rect.width() * 0.26)))
            p.setFont(font)
            p.setPen(COLOURS.q("ink") if not box.collected else COLOURS.q("ink_dim"))
            number = QRectF(rect.left() + 4, rect.top(), rect.width() * 0.3, rect.height())
            draw_text(p, number, Qt.AlignmentFlag.AlignCenter, str(seat), self._painted)
            if box.collected:
                done = rect.adjusted(rect.width() * 0.3, 0, 0, 0)
                draw_text(p, done, Qt.AlignmentFlag.AlignCenter, "✓", self._painted)
                continue
            # the first mark with its amount, and how many more the box holds
            room = rect.adjusted(rect.width() * 0.3, 3, -3, -3)
            if box.marks:
                small = QFont(family)
                small.setBold(True)
                small.setPixelSize(FELT_PX)
                p.setFont(small)
                text = self._format(box.marks[0])
                if len(box.marks) > 1:
                    text += f" +{len(box.marks) - 1}"
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(COLOURS.q("gold"))
                p.drawRoundedRect(room, 4, 4)
                p.setPen(COLOURS.q("button_ink"))
                draw_text(p, room, Qt.AlignmentFlag.AlignCenter, text, self._painted)
        self._paint_commission_caption(p, family)

    def _paint_commission_caption(self, p: QPainter, family: str) -> None:
        """The row's name, over it."""
        rects = self.commission_rects()
        if not rects or not self._commission_caption:
            return
        row = rects[0][0].united(rects[-1][0])
        font = QFont(family)
        font.setBold(True)
        font.setPixelSize(FELT_PX)
        p.setFont(font)
        p.setPen(COLOURS.q("felt_line"))
        over = QRectF(row.left(), 2, row.width(), row.top() - 3)
        draw_text(p, over, Qt.AlignmentFlag.AlignCenter, self._commission_caption, self._painted)

    # -- input ---------------------------------------------------------------------------------

    def chip_at(self, point: QPointF) -> int | None:
        for rect, index in self._chip_rects:
            if rect.adjusted(-6, -6, 6, 6).contains(point):
                return index
        return None

    def box_at(self, point: QPointF) -> int | None:
        for number, rect in enumerate(self.box_rects(), start=1):
            if rect.contains(point):
                return number
        return None

    def chip_rect(self, index: int) -> QRectF | None:
        """Where the stake of wager `index` was last painted (tests tap it)."""
        return next((rect for rect, i in self._chip_rects if i == index), None)

    def commission_rect(self, seat: int) -> QRectF | None:
        return next((rect for rect, s in self.commission_rects() if s == seat), None)

    def commission_box_at(self, point: QPointF) -> int | None:
        for rect, seat in self.commission_rects():
            if rect.contains(point):
                return seat
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        chip = self.chip_at(event.position())
        if chip is not None:
            self.chip_clicked.emit(chip)
        super().mousePressEvent(event)


class SettlementFelt(FeltView):
    """The felt of the settle-the-table drill: its commission boxes (set_commission_boxes) are
    tapped too; emits `commission_box_clicked(seat)`."""

    commission_box_clicked = Signal(int)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.chip_at(event.position()) is None:
            seat = self.commission_box_at(event.position())
            if seat is not None:
                self.commission_box_clicked.emit(seat)
        super().mousePressEvent(event)
