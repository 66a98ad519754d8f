"""The supervisor's charts, painted with QPainter (QtCharts is not part of the Qt we ship)."""

from __future__ import annotations

from decimal import Decimal
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from kiosk.records import DayAccuracy, HeatMap, TimeBin
from kiosk.ui.app.style import COLOURS, FELT_PX, felt_px
from kiosk.ui.widgets.money import format_number, format_percent

if TYPE_CHECKING:
    from kiosk.drills.schedule import CalibrationBin

INK = QColor(COLOURS.ink)
DIM = QColor(COLOURS.ink_dim)
GRID = QColor(246, 241, 225, 60)
EMPTY = QColor(255, 255, 255, 18)


def error_colour(rate: float) -> QColor:
    """Green (no errors) through amber to red (every answer wrong)."""
    good, mid, bad = QColor(COLOURS.good), QColor(COLOURS.gold), QColor(COLOURS.bad)
    a, b, t = (good, mid, rate / 0.5) if rate <= 0.5 else (mid, bad, (rate - 0.5) / 0.5)
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


class HeatMapView(QWidget):
    """Banco total (rows) × punto's third card 0–9 and "stood" (columns), coloured by error rate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heat: HeatMap = HeatMap({})
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 280)
        self.retranslate()

    def retranslate(self) -> None:
        self.row_caption = self.tr("Banco")
        self.column_caption = self.tr("Punto's third card")
        self.stood_caption = self.tr("stood")
        self.legend_low = self.tr("all right")
        self.legend_high = self.tr("always wrong")
        self.legend_empty = self.tr("not asked yet")
        self.update()

    def set_heat_map(self, heat: HeatMap) -> None:
        self.heat = heat
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(620, 420)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        totals = self.heat.totals
        columns: list[int | None] = [None, *range(10)]
        left, top = 86.0, 58.0
        cell_w = (self.width() - left - 8) / len(columns)
        legend_h = max(30.0, p.fontMetrics().height() + 12.0)
        cell_h = (self.height() - top - 8 - legend_h) / len(totals)
        font = p.font()
        font.setPixelSize(felt_px(min(cell_w, cell_h) * 0.3))
        p.setFont(font)
        p.setPen(DIM)
        p.drawText(
            QRectF(left, 0, self.width() - left, 26),
            int(Qt.AlignmentFlag.AlignCenter),
            self.column_caption,
        )
        p.drawText(QRectF(0, 0, left, top), int(Qt.AlignmentFlag.AlignCenter), self.row_caption)
        for i, third in enumerate(columns):
            label = self.stood_caption if third is None else str(third)
            p.drawText(
                QRectF(left + i * cell_w, 26, cell_w, top - 28),
                int(Qt.AlignmentFlag.AlignCenter),
                label,
            )
        for r, total in enumerate(totals):
            y = top + r * cell_h
            p.setPen(DIM)
            p.drawText(
                QRectF(0, y, left - 10, cell_h),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                str(total),
            )
            for i, third in enumerate(columns):
                cell = self.heat.cell(total, third)
                rect = QRectF(left + i * cell_w + 2, y + 2, cell_w - 4, cell_h - 4)
                rate = cell.error_rate
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(EMPTY if rate is None else error_colour(rate))
                p.drawRoundedRect(rect, 5, 5)
                if rate is not None:
                    p.setPen(QColor("#10281b") if rate < 0.75 else INK)
                    # the share answered right: a green cell reads "100%", a red one "0%"
                    p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), format_percent(1 - rate))
        legend_font = p.font()
        legend_font.setPixelSize(felt_px(min(legend_font.pixelSize(), legend_h * 0.55)))
        p.setFont(legend_font)
        self._paint_legend(p, left, self.height() - legend_h + 4)
        p.end()

    def _paint_legend(self, p: QPainter, x: float, y: float) -> None:
        """Green-to-red scale with its two ends named, and the colour of cells never asked;
        under the cells, or further left where the map is narrow (a small screen)."""
        p.setPen(DIM)
        flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        metrics = p.fontMetrics()
        whole = (
            metrics.horizontalAdvance(self.legend_low)
            + 8
            + 128
            + metrics.horizontalAdvance(self.legend_high)
            + 24
            + 18
            + metrics.horizontalAdvance(self.legend_empty)
        )
        x = max(0.0, min(x, self.width() - whole - 4))
        width = metrics.horizontalAdvance(self.legend_low) + 8
        line = float(metrics.height())
        p.drawText(QRectF(x, y, width, line), flags, self.legend_low)
        x += width
        for i in range(10):
            p.fillRect(QRectF(x + i * 12, y + line / 2 - 6, 12, 12), error_colour(i / 9))
        x += 128
        width = p.fontMetrics().horizontalAdvance(self.legend_high) + 24
        p.drawText(QRectF(x, y, width, line), flags, self.legend_high)
        x += width
        p.fillRect(QRectF(x, y + line / 2 - 6, 12, 12), EMPTY)
        p.drawText(QRectF(x + 18, y, 300, line), flags, self.legend_empty)


class TimeChart(QWidget):
    """Histogram of answer times in seconds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: list[TimeBin] = []
        self.median_ms: int | None = None
        self.setMinimumSize(360, 200)
        self.retranslate()

    def retranslate(self) -> None:
        self.caption = self.tr("Answer time (s)")
        self.median_caption = self.tr("median {seconds} s")
        self.update()

    def set_bins(self, bins: list[TimeBin], median_ms: int | None) -> None:
        self.bins = bins
        self.median_ms = median_ms
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = p.font()
        font.setPixelSize(FELT_PX)
        p.setFont(font)
        left, bottom, top = 12.0, 44.0, 28.0
        width = self.width() - 2 * left
        height = self.height() - bottom - top
        p.setPen(DIM)
        caption = self.caption
        if self.median_ms is not None:
            seconds = format_number(Decimal(self.median_ms) / 1000, places=1)
            caption += " · " + self.median_caption.format(seconds=seconds)
        p.drawText(QRectF(left, 0, width, top - 4), int(Qt.AlignmentFlag.AlignLeft), caption)
        peak = max((b.count for b in self.bins), default=0)
        n = max(1, len(self.bins))
        bar_w = width / n
        p.setPen(QPen(GRID, 1))
        p.drawLine(int(left), int(top + height), int(left + width), int(top + height))
        for i, b in enumerate(self.bins):
            x = left + i * bar_w
            h = 0.0 if peak == 0 else height * b.count / peak
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(COLOURS.gold))
            p.drawRoundedRect(QRectF(x + 4, top + height - h, bar_w - 8, h), 3, 3)
            p.setPen(DIM)
            label = (
                f"{b.low_ms / 1000:g}–{b.high_ms / 1000:g}"
                if b.high_ms > 0
                else f"{b.low_ms / 1000:g}+"
            )
            p.drawText(
                QRectF(x, top + height + 4, bar_w, 18), int(Qt.AlignmentFlag.AlignCenter), label
            )
            if b.count:
                p.setPen(INK)
                p.drawText(
                    QRectF(x, top + height - h - 18, bar_w, 16),
                    int(Qt.AlignmentFlag.AlignCenter),
                    str(b.count),
                )
        p.end()


class TrendLine(QWidget):
    """Recent accuracy as a number, then accuracy per day as a small line (the trainee list)."""

    LABEL_WIDTH = 52

    def __init__(
        self, days: list[DayAccuracy], label: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.days = days
        self.label = label
        self.setMinimumSize(120, 36)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(INK)
        p.drawText(
            QRectF(4, 0, self.LABEL_WIDTH, self.height()),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            self.label,
        )
        if self.days:
            left, w, h, pad = float(self.LABEL_WIDTH + 4), self.width(), self.height(), 6.0
            step = (w - left - pad) / max(1, len(self.days) - 1)
            points = [
                (left + i * step, pad + (h - 2 * pad) * (1 - d.accuracy))
                for i, d in enumerate(self.days)
            ]
            p.setPen(QPen(GRID, 1, Qt.PenStyle.DashLine))
            y90 = pad + (h - 2 * pad) * 0.1  # the usual pass mark
            p.drawLine(int(left), int(y90), int(w - pad), int(y90))
            p.setPen(QPen(QColor(COLOURS.gold), 2.5))
            for (x1, y1), (x2, y2) in pairwise(points):
                p.drawLine(int(x1), int(y1), int(x2), int(y2))
            p.setBrush(error_colour(1 - self.days[-1].accuracy))
            p.setPen(Qt.PenStyle.NoPen)
            x, y = points[-1]
            p.drawEllipse(QRectF(x - 4, y - 4, 8, 8))
        p.end()


class CalibrationChart(QWidget):
    """How well the schedule's predictions hold: each point is the answers whose predicted
    recall fell in one tenth, at their mean prediction (across) against the share answered
    right (up), its size by how many; on the dashed diagonal a prediction held exactly."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: list[CalibrationBin] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(250, 240)
        self.retranslate()

    def retranslate(self) -> None:
        self.across_caption = self.tr("Predicted recall")
        self.up_caption = self.tr("Answered right")
        self.empty_caption = self.tr("No answers to set against the predictions yet.")
        self.update()

    def set_bins(self, bins: list[CalibrationBin]) -> None:
        self.bins = bins
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 400)

    def plot_rect(self, line: float) -> QRectF:
        """The square the points are drawn in, room left for the scale and the captions."""
        left, bottom, right = 2 * line + 40, 2 * line + 12, 2 * line
        side = max(40.0, min(self.width() - left - right, self.height() - bottom - 12))
        return QRectF(left, 12, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = p.font()
        font.setPixelSize(FELT_PX)
        p.setFont(font)
        line = float(p.fontMetrics().height())
        box = self.plot_rect(line)

        def at(predicted: float, observed: float) -> tuple[float, float]:
            return box.left() + predicted * box.width(), box.bottom() - observed * box.height()

        center = int(Qt.AlignmentFlag.AlignCenter)
        for tick in (0.0, 0.5, 0.9, 1.0):
            x, y = at(tick, tick)
            p.setPen(QPen(GRID, 1))
            p.drawLine(int(box.left()), int(y), int(box.right()), int(y))
            p.drawLine(int(x), int(box.top()), int(x), int(box.bottom()))
            p.setPen(DIM)
            label = format_percent(tick)
            if tick != 0.9:  # across, 90 % and 100 % would run into each other
                p.drawText(QRectF(x - 30, box.bottom() + 2, 60, line), center, label)
            p.drawText(
                QRectF(0, y - line / 2, box.left() - 6, line),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
        p.drawText(
            QRectF(0, box.bottom() + line + 4, self.width(), line),
            center,
            self.across_caption,
        )
        p.save()
        p.translate(0, box.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-box.height() / 2, 0, box.height(), line), center, self.up_caption)
        p.restore()
        p.setPen(QPen(DIM, 1, Qt.PenStyle.DashLine))
        p.drawLine(int(box.left()), int(box.bottom()), int(box.right()), int(box.top()))
        if not self.bins:
            p.setPen(INK)
            p.drawText(
                box,
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.empty_caption,
            )
            p.end()
            return
        points = [at(b.predicted, b.observed) for b in self.bins]
        p.setPen(QPen(QColor(COLOURS.gold), 2))
        for (x1, y1), (x2, y2) in pairwise(points):
            p.drawLine(int(x1), int(y1), int(x2), int(y2))
        most = max(b.answers for b in self.bins)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(COLOURS.gold))
        for b, (x, y) in zip(self.bins, points, strict=True):
            radius = 4 + 8 * (b.answers / most) ** 0.5
            p.drawEllipse(QRectF(x - radius, y - radius, 2 * radius, 2 * radius))
        p.end()
