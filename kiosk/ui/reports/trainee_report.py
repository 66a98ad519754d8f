"""A trainee's report as one A4 page (PDF, print preview, a copy to a USB stick): right answers
and the best Speed round per drill, the tableau cells missed most, and the exam results, for
the training manager's file. Painted with the certificate's page (kiosk.ui.reports.certificate),
so the same layout check holds it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPaintDevice, QPainter

from kiosk.domain.money import format_percent
from kiosk.i18n import tr, translate
from kiosk.records import ExamResult, Trainee, TraineeProgress
from kiosk.ui.reports.certificate import (
    FAIL_COLOUR,
    MUTED,
    PASS_COLOUR,
    Page,
    a4_pdf_writer,
    day_text,
    exam_title,
    paint_on,
)
from kiosk.ui.widgets.names import DRILL_ORDER, cell_name, drill_title

ROW = 7.0
EXAMS_LISTED = 10  # the newest; the page says how many earlier ones there are


@dataclass(frozen=True)
class TraineeReportData:
    trainee: Trainee
    progress: TraineeProgress
    results: list[ExamResult]  # oldest first
    voided: frozenset[int]
    language: str
    house: str
    site_dir: Path | None = None
    made: datetime | None = None  # when the report was made (now when None)


def page_left() -> Qt.AlignmentFlag:
    return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def paint_trainee_report(
    painter: QPainter, device: QPaintDevice, data: TraineeReportData
) -> list[tuple[str, QRectF]]:
    """One A4 page; returns every text's and line's bounds (device pixels), as the certificate."""
    page = Page(painter, device)
    lang = data.language
    left, width = 20.0, page.width_mm - 40.0
    center = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    page.font(11)
    page.text(left, 14, width, 8, data.house, center, MUTED)
    page.font(22, bold=True)
    page.text(left, 23, width, 13, translate("Certificate", "Trainee report"), center)
    page.font(16, bold=True)
    page.text(left, 38, width, 10, data.trainee.name, center)
    page.font(10)
    badge = (
        translate("Certificate", "Badge {badge}").format(badge=data.trainee.badge)
        if data.trainee.badge
        else ""
    )
    made = translate("Certificate", "Made on {date}").format(
        date=day_text(data.made or datetime.now(UTC), lang)
    )
    page.text(left, 48, width, 6, " · ".join(t for t in (badge, made) if t), center, MUTED)
    page.line(left, 57, left + width)

    # right answers per drill
    y = 61.0
    page.font(12, bold=True)
    page.text(left, y, width, 7, translate("Certificate", "Drills"))
    y += 8
    columns = (
        (left, 80.0, translate("Certificate", "Drill")),
        (left + 80, 30.0, translate("Certificate", "Answers")),
        (left + 110, 25.0, translate("Certificate", "Right")),
        (left + 135, width - 135, translate("Certificate", "Best in Speed")),
    )
    page.font(9, bold=True)
    for x, w, heading in columns:
        page.text(x, y, w, 6, heading, right if x > left else page_left(), MUTED)
    y += 6.5
    page.font(10)
    for drill in DRILL_ORDER:
        line = data.progress.drills.get(drill.value)
        accuracy = line.accuracy if line is not None else None
        cells = (
            drill_title(drill),
            str(line.answers) if line is not None else "–",
            format_percent(accuracy, lang) if accuracy is not None else "–",
            str(line.best_speed) if line is not None and line.best_speed is not None else "–",
        )
        for (x, w, _), text in zip(columns, cells, strict=True):
            page.text(x, y, w, ROW - 1, text, right if x > left else page_left())
        y += ROW - 1
    y += 4

    # the cells missed most
    page.font(12, bold=True)
    page.text(left, y, width, 7, translate("Certificate", "Missed most"))
    y += 8
    page.font(10)
    if not data.progress.weak:
        page.text(left, y, width, ROW - 1, translate("Certificate", "No tableau cell missed."))
        y += ROW - 1
    for cell in data.progress.weak:
        text = translate("Certificate", "{cell}: {wrong} of {asked} wrong").format(
            cell=cell_name(cell.banco_total, cell.punto_third),
            wrong=cell.errors,
            asked=cell.attempts,
        )
        page.text(left, y, width, ROW - 1, text)
        y += ROW - 1
    y += 4

    # exam results, newest first
    page.font(12, bold=True)
    page.text(left, y, width, 7, translate("Certificate", "Exams"))
    y += 8
    page.font(10)
    shown = list(reversed(data.results))[:EXAMS_LISTED]
    if not shown:
        page.text(left, y, width, ROW - 1, translate("Certificate", "No exam taken yet."))
        y += ROW - 1
    for result in shown:
        d = result.draft
        if result.id in data.voided:
            verdict, colour = translate("Certificate", "void"), MUTED
        elif d.passed:
            verdict, colour = translate("Certificate", "passed"), PASS_COLOUR
        else:
            verdict, colour = translate("Certificate", "not passed"), FAIL_COLOUR
        title = exam_title(d.exam_id, d.exam_name, lang, data.site_dir)
        page.text(left, y, 28, ROW - 1, day_text(d.finished, lang))
        page.text(left + 28, y, 92, ROW - 1, title)
        page.text(left + 120, y, 25, ROW - 1, f"{d.correct}/{d.total}", right)
        page.text(left + 145, y, width - 145, ROW - 1, verdict, right, colour)
        y += ROW - 1
    earlier = len(data.results) - len(shown)
    if earlier > 0:
        page.font(9)
        page.text(
            left,
            y,
            width,
            ROW - 1,
            tr("and %n earlier exam(s)", None, earlier),
            page_left(),
            MUTED,
        )
        y += ROW - 1
    return page.boxes


def write_trainee_report(path: Path, data: TraineeReportData) -> Path:
    """Write the one-page PDF; a QGuiApplication must exist."""
    writer = a4_pdf_writer(path, translate("Certificate", "Trainee report"))
    paint_on(writer, lambda painter, device: paint_trainee_report(painter, device, data))
    return path
