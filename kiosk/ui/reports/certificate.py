"""The exam certificate / result report as a PDF page, in the UI language.

Painted with QPainter so the same page goes to a PDF (QPdfWriter, no extra dependency) and to an
image for the supervisor's preview. The record id and the SHA-256 hash printed at the bottom tie
the paper to the database: `kiosk records verify` checks the chain, and the hash on the paper must
equal the stored one. A sealed result (kiosk.records.seal) also prints its verification code with
a QR code of it, names the trainee as sealed, and carries the seal in the PDF's metadata, so
`kiosk records check-certificate` can check the file or the code on any PC with the public key.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import segno

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPainter,
    QPdfWriter,
    QPen,
)

from kiosk.domain.money import decimals, format_number, format_percent
from kiosk.drills.practical import evidence
from kiosk.drills.task import DrillId, ErrorTag
from kiosk.i18n import translate
from kiosk.records import (
    Attested,
    DrillScore,
    Entry,
    ExamResult,
    PracticalSession,
    Trainee,
    not_attested_metadata,
    notary_metadata,
    xmp_metadata,
)
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import ExamError, find_exam
from kiosk.rules.loader import RulesetError
from kiosk.ui.app.typeface import load_app_fonts
from kiosk.ui.widgets.names import drill_title

DPI = 300
PASS_COLOUR = QColor("#1b6e3a")
FAIL_COLOUR = QColor("#a4262c")
INK = QColor("#1d232b")
MUTED = QColor("#5b6570")
RULE = QColor("#c9ced4")


def red_line_name(tag: str) -> str:
    names = {
        ErrorTag.WRONG_TOTAL: translate("Certificate", "Wrong point total"),
        ErrorTag.OVER_DRAW: translate("Certificate", "Over-draw"),
        ErrorTag.UNDER_DRAW: translate("Certificate", "Under-draw"),
        ErrorTag.DRAW_AFTER_NATURAL: translate("Certificate", "Drew after a natural"),
        ErrorTag.MISSED_NATURAL: translate("Certificate", "Missed a natural"),
        ErrorTag.FALSE_NATURAL: translate("Certificate", "Called a natural that was none"),
        ErrorTag.WRONG_CALL: translate("Certificate", "Wrong call of the winner"),
        ErrorTag.MISSED_MISDEAL: translate("Certificate", "Missed a misdeal"),
        ErrorTag.WRONG_PAYOUT: translate("Certificate", "Wrong payout"),
        ErrorTag.WRONG_ORDER: translate("Certificate", "Settled in the wrong order"),
        ErrorTag.WRONG_ACCEPTANCE: translate("Certificate", "Wrong bet acceptance"),
        ErrorTag.COMMISSION_BOX: translate("Certificate", "Commission box kept wrong"),
        ErrorTag.WRONG_REMEDY: translate("Certificate", "Wrong remedy for an irregularity"),
    }
    tag, _, case = tag.partition(":")
    if case:  # a named irregularity case: wrong-remedy:<case id>
        return translate("Certificate", "Wrong remedy: {case}").format(case=case)
    try:
        return names[ErrorTag(tag)]
    except ValueError:
        return tag


def drill_name(drill: str) -> str:
    """The drill's title for a stored drill id (the id itself when it is not a drill); an
    exam session's `exam:<id>` is the certification exam."""
    if drill.startswith("exam:"):
        return translate("Certificate", "Certification exam")
    try:
        return drill_title(DrillId(drill))
    except ValueError:
        return drill


def house_name(ruleset_id: str, language: str, site_dir: Path | None = None) -> str:
    """The house's name in `language`, looked up among the shipped and the site's rulesets."""
    try:
        return find_ruleset(ruleset_id, site_dir).name.get(language)
    except (RulesetError, OSError):
        return ruleset_id


def exam_title(exam_id: str, stored: str, language: str, site_dir: Path | None = None) -> str:
    """The exam's title in `language` (the stored one, in the language the exam was taken in,
    when the exam file is gone)."""
    try:
        return find_exam(exam_id, site_dir).name.get(language)
    except (ExamError, OSError):
        return stored


def seconds_text(value: Decimal, language: str, places: int | None = None) -> str:
    """`6.2 s` in English, `6,2 s` in German; `places` decimals, or as given."""
    if places is None:
        places = decimals(value)
    value = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return f"{format_number(value, language, places)}\u00a0s"


def pace_cell(score: DrillScore, language: str) -> tuple[str, Qt.AlignmentFlag, QColor]:
    """A part's median time per item against the exam's standard, red when slower (empty
    when the exam set no standard for it)."""
    align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    if score.standard_s is None:
        return "", align, INK
    standard = seconds_text(score.standard_s, language)
    if score.median_ms is None:
        return f"— / {standard}", align, MUTED
    median = Decimal(score.median_ms) / 1000
    ink = INK if median <= score.standard_s else FAIL_COLOUR
    return f"{seconds_text(median, language, 1)} / {standard}", align, ink


def _duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


@dataclass(frozen=True)
class CertificateData:
    """Everything printed, as text in the UI language (tests read these back from the PDF)."""

    result: ExamResult
    trainee_name: str
    trainee_badge: str
    house: str
    language: str
    exam_name: str = ""
    seal: Entry | None = None
    practical: str = ""  # the practical at a real table in a line (practical_line), if any

    @property
    def code(self) -> str:
        return self.seal.code if self.seal else ""


def practical_line(
    sessions: Sequence[PracticalSession], exam_id: str, language: str, site_dir: Path | None = None
) -> str:
    """The practical as the certificate states it: the coups observed over the sessions toward
    the evidence rule, the mean weighted result, and whether a notary attested it ("" when the
    exam has no practical or none was observed)."""
    try:
        practical = find_exam(exam_id, site_dir).practical
    except ExamError:
        return ""
    if practical is None or not sessions:
        return ""
    # toward the rule count the attested sessions; where none is, what was observed unattested
    gathered = evidence(practical, sessions, sealed_only=any(s.attested for s in sessions))
    shares = [s.share for s in sessions if s.share is not None]
    line = translate(
        "Certificate", "{coups} of {needed} coups over {sessions} of {needed_sessions} sessions"
    ).format(
        coups=gathered.coups,
        needed=gathered.needed_coups,
        sessions=gathered.sessions,
        needed_sessions=gathered.needed_sessions,
    )
    if shares:
        line += ", " + format_percent(sum(shares) / len(shares), language)
    if any(s.red_lines for s in sessions):
        line += " — " + translate("Certificate", "a red line crossed")
    if not all(s.attested for s in sessions):
        line += " — " + translate("Certificate", "not attested")
    return line


def certificate_data(
    result: ExamResult,
    trainee: Trainee | None,
    language: str,
    site_dir: Path | None = None,
    seal: Entry | None = None,
    practical: str = "",
) -> CertificateData:
    name, badge = (trainee.name, trainee.badge or "") if trainee else ("?", "")
    if seal is not None:  # the person as sealed, not as the trainee record says now
        sealed = seal.data.get("trainee") or {}
        name, badge = str(sealed.get("name", "?")), str(sealed.get("badge") or "")
    return CertificateData(
        result,
        name,
        badge,
        house_name(result.draft.ruleset_id, language, site_dir),
        language,
        exam_name=exam_title(result.draft.exam_id, result.draft.exam_name, language, site_dir),
        seal=seal,
        practical=practical,
    )


def paint_qr(painter: QPainter, page_x: float, page_y: float, size: float, text: str) -> None:
    """A QR code of `text` (segno builds the matrix), `size` device units square."""
    matrix = segno.make(text, error="m", boost_error=False).matrix
    cell = size / len(matrix)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#000000"))
    for row, cells in enumerate(matrix):
        for col, dark in enumerate(cells):
            if dark:
                painter.drawRect(QRectF(page_x + col * cell, page_y + row * cell, cell, cell))
    painter.restore()


class Page:
    """Paints on any device; lengths are given in millimetres."""

    def __init__(self, painter: QPainter, device: QPaintDevice) -> None:
        self.p = painter
        self.scale = device.logicalDpiX() / 25.4
        self.width_mm = device.width() / self.scale
        self.height_mm = device.height() / self.scale
        # What was put on the page and where (device pixels): each text's own bounds and each
        # line, for the layout check.
        self.boxes: list[tuple[str, QRectF]] = []

    def mm(self, value: float) -> float:
        return value * self.scale

    def font(self, size_pt: float, bold: bool = False, mono: bool = False) -> None:
        font = QFont(load_app_fonts())
        if mono:
            font.setFamilies(["DejaVu Sans Mono", load_app_fonts()])
            font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPixelSize(max(1, round(size_pt / 72 * 25.4 * self.scale)))
        font.setBold(bold)
        self.p.setFont(font)

    def text(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        colour: QColor = INK,
    ) -> None:
        box = QRectF(self.mm(x), self.mm(y), self.mm(w), self.mm(h))
        kept = self.p.font()
        font = QFont(kept)
        while font.pixelSize() > self.mm(1.5) and (
            self.p.boundingRect(box, int(flags), text).width() > box.width()
        ):  # a long name or title is set smaller rather than run over the margin
            font.setPixelSize(font.pixelSize() - 1)
            self.p.setFont(font)
        self.p.setPen(colour)
        self.p.drawText(box, int(flags), text)
        self.boxes.append((text, self.p.boundingRect(box, int(flags), text)))
        self.p.setFont(kept)

    def line(
        self, x1: float, y: float, x2: float, colour: QColor = RULE, width: float = 0.3
    ) -> None:
        self.p.setPen(QPen(colour, self.mm(width)))
        self.p.drawLine(
            round(self.mm(x1)), round(self.mm(y)), round(self.mm(x2)), round(self.mm(y))
        )
        half = self.mm(width) / 2
        rect = QRectF(self.mm(x1), self.mm(y) - half, self.mm(x2 - x1), 2 * half)
        self.boxes.append(("—", rect))


# Where the signature lines and the record footer sit (mm from the top of an A4 page); the
# figures above them must end before SIGN_Y - SIGN_GAP.
SIGN_Y = 262.0
SIGN_GAP = 12.0
FOOTER_Y = 277.0
ROW = 7.0


def _paint_front(
    page: Page,
    house: str,
    exam: str,
    name: str,
    badge: str,
    finished: datetime,
    passed: bool,
    rows: list[tuple[str, str]],
    language: str,
) -> float:
    """The top of a certificate or a sealed result, the same on both: the band in the verdict's
    colour, the house, the title, the exam, the candidate, the day, the verdict and `rows` of
    figures. Returns where the rows end (mm from the top)."""
    left, width = 20.0, page.width_mm - 40.0
    colour = PASS_COLOUR if passed else FAIL_COLOUR
    center = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
    left_flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    page.p.fillRect(QRectF(0, 0, page.mm(page.width_mm), page.mm(6)), colour)
    page.font(11)
    page.text(left, 14, width, 8, house, center, MUTED)
    page.font(24, bold=True)
    title = (
        translate("Certificate", "Certificate")
        if passed
        else translate("Certificate", "Exam result")
    )
    page.text(left, 24, width, 14, title, center)
    page.font(13)
    page.text(left, 38, width, 9, exam, center)
    page.line(left + 30, 52, left + width - 30)
    page.font(11)
    page.text(left, 58, width, 7, translate("Certificate", "This is to record that"), center, MUTED)
    page.font(20, bold=True)
    page.text(left, 66, width, 12, name, center)
    if badge:
        page.font(11)
        badge_text = translate("Certificate", "Badge {badge}").format(badge=badge)
        page.text(left, 78, width, 7, badge_text, center, MUTED)
    page.font(11)
    took = translate("Certificate", "took the certification exam on {date}").format(
        date=day_text(finished, language)
    )
    page.text(left, 86, width, 7, took, center, MUTED)
    page.font(22, bold=True)
    verdict = (
        translate("Certificate", "PASSED") if passed else translate("Certificate", "NOT PASSED")
    )
    page.text(left, 98, width, 14, verdict, center, colour)
    y = 120.0
    page.font(11)
    for label, value in rows:
        page.text(left + 10, y, 50, 7, label, left_flags, MUTED)
        page.text(left + 60, y, width - 70, 7, value, left_flags)
        y += 8
    return y


def paint_certificate(
    painter: QPainter, device: QPaintDevice, data: CertificateData
) -> list[tuple[str, QRectF]]:
    """One A4 page: heading, the trainee, the verdict, the figures, the breakdown, the hash.
    Returns every text's and line's bounds on the page (device pixels)."""
    page = Page(painter, device)
    d = data.result.draft
    left, width = 20.0, page.width_mm - 40.0
    passed = d.passed
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    left_flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

    rows = [
        (
            translate("Certificate", "Score"),
            translate("Certificate", "{correct} of {total} right ({percent})").format(
                correct=d.correct,
                total=d.total,
                percent=format_percent(data.result.score, data.language),
            ),
        ),
        (translate("Certificate", "Pass mark"), format_percent(d.pass_mark, data.language)),
        (
            translate("Certificate", "Time"),
            translate("Certificate", "{used} of {limit} min").format(
                used=_duration(d.duration_s), limit=_duration(d.time_limit_s)
            )
            + (" — " + translate("Certificate", "time ran out") if d.timed_out else ""),
        ),
        (
            translate("Certificate", "House rules"),
            translate("Certificate", "{house}, version {version}").format(
                house=data.house, version=d.ruleset_hash[:8]
            ),
        ),
    ]
    if data.practical:
        rows.append((translate("Certificate", "Practical"), data.practical))
    title = data.exam_name or d.exam_name
    badge = data.trainee_badge
    y = _paint_front(
        page, data.house, title, data.trainee_name, badge, d.finished, passed, rows, data.language
    )

    # The red lines and the drill rows share what is left above the signatures: rows come
    # closer (and their type smaller) when there are many, never over the signature lines.
    lines = len(d.red_line_failures) or 1
    fixed = 4 + 9 + 6 + 10 + 7 + 1.5
    row = min(ROW, (SIGN_Y - SIGN_GAP - y - fixed) / (lines + len(d.breakdown)))
    type_pt = min(11.0, row * 1.5)
    y += 4
    page.font(12, bold=True)
    page.text(left + 10, y, width, 8, translate("Certificate", "Red lines"), left_flags)
    y += 9
    page.font(type_pt)
    if d.red_line_failures:
        for tag in d.red_line_failures:
            page.text(
                left + 14, y, width - 20, row, "✗ " + red_line_name(tag), left_flags, FAIL_COLOUR
            )
            y += row
    else:
        page.text(
            left + 14,
            y,
            width - 20,
            row,
            translate("Certificate", "None broken"),
            left_flags,
            PASS_COLOUR,
        )
        y += row

    y += 6
    page.font(12, bold=True)
    page.text(left + 10, y, width, 8, translate("Certificate", "Per drill"), left_flags)
    y += 10
    # (x, width) of the columns drill, right, items, %, and the pace when the exam set one
    paced = any(score.standard_s is not None for score in d.breakdown)
    columns = (
        ((10, 54), (65, 18), (84, 16), (101, 14), (117, 43))
        if paced
        else ((10, 84), (95, 25), (122, 20), (144, 16))
    )
    headings = [
        (translate("Certificate", "Drill"), left_flags),
        (translate("Certificate", "Right"), right),
        (translate("Certificate", "Items"), right),
        ("%", right),
    ]
    if paced:
        headings.append((translate("Certificate", "Median time / standard"), right))
    page.font(10, bold=True)
    for (cx, cw), (text, flags) in zip(columns, headings, strict=True):
        page.text(left + cx, y, cw, 6, text, flags, MUTED)
    y += 7
    page.line(left + 10, y, left + width - 10)
    y += 1.5
    page.font(type_pt)
    for score in d.breakdown:
        share = score.correct / score.total if score.total else 0.0
        colour = INK if share >= d.pass_mark else FAIL_COLOUR
        cells = [
            (drill_name(score.drill), left_flags, INK),
            (str(score.correct), right, colour),
            (str(score.total), right, INK),
            (format_percent(share, data.language), right, colour),
        ]
        if paced:
            cells.append(pace_cell(score, data.language))
        for (cx, cw), (text, flags, ink) in zip(columns, cells, strict=True):
            if text:
                page.text(left + cx, y, cw, row, text, flags, ink)
        y += row

    sign_y = SIGN_Y
    for x in (left + 10, left + width / 2 + 10):
        page.line(x, sign_y, x + width / 2 - 30, MUTED, 0.25)
    page.font(9)
    page.text(
        left + 10,
        sign_y + 1,
        width / 2 - 30,
        6,
        translate("Certificate", "Trainee"),
        left_flags,
        MUTED,
    )
    page.text(
        left + width / 2 + 10,
        sign_y + 1,
        width / 2 - 30,
        6,
        translate("Certificate", "Supervisor"),
        left_flags,
        MUTED,
    )

    page.line(left, FOOTER_Y - 2, left + width)
    page.font(8)
    page.text(
        left,
        FOOTER_Y,
        width,
        5,
        (
            translate(
                "Certificate",
                "Record {id} · verification code {code} · check with: kiosk records "
                "check-certificate",
            ).format(id=data.result.id, code=data.code)
            if data.seal
            else translate(
                "Certificate", "Record {id} · not attested (one PC, no records server)"
            ).format(id=data.result.id)
        ),
        left_flags,
        MUTED,
    )
    if data.seal:
        size = page.mm(18)  # beside the footer, below the signature lines
        paint_qr(painter, page.mm(left + width) - size, page.mm(FOOTER_Y - 12), size, data.code)
    return page.boxes


def write_certificate(
    path: Path,
    result: ExamResult,
    trainee: Trainee | None,
    language: str,
    site_dir: Path | None = None,
    seal: Entry | None = None,
    practical: str = "",
) -> Path:
    """Write the one-page PDF; a QGuiApplication must exist. `site_dir`: the site rulesets
    folder, where the house of the exam may be; `seal`: the result's sealed entry; `practical`:
    the practical in a line (practical_line)."""
    data = certificate_data(result, trainee, language, site_dir, seal, practical)
    writer = certificate_writer(path, result, seal)
    paint_on(writer, lambda painter, device: paint_certificate(painter, device, data))
    return path


def certificate_writer(path: Path, result: ExamResult, seal: Entry | None = None) -> QPdfWriter:
    """The PDF device of a certificate: A4 portrait, no margins, DPI dots per inch; a sealed
    result's seal goes into the PDF's metadata."""
    writer = a4_pdf_writer(path, translate("Certificate", "Exam result {id}").format(id=result.id))
    writer.setDocumentXmpMetadata(xmp_metadata(seal) if seal else not_attested_metadata())
    return writer


def day_text(when: datetime, language: str) -> str:
    """A day on a certificate or report, in the language's order."""
    return when.astimezone().strftime("%d.%m.%Y" if language == "de" else "%Y-%m-%d")


def paint_attested(
    painter: QPainter, device: QPaintDevice, a: Attested, language: str
) -> list[tuple[str, QRectF]]:
    """One A4 page of a result the notary sealed, from its seals' facts alone: the room, the
    exam and its version, the candidate, the verdict, the score, the attempt, the examiner, the
    code with its QR and the notary key's fingerprint."""
    page = Page(painter, device)
    left, width = 20.0, page.width_mm - 40.0
    left_flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    share = a.correct / a.total if a.total else 0.0
    rows = [
        (
            translate("Certificate", "Score"),
            translate("Certificate", "{correct} of {total} right ({percent})").format(
                correct=a.correct, total=a.total, percent=format_percent(share, language)
            ),
        ),
        (translate("Certificate", "Exam version"), a.exam_version),
        (translate("Certificate", "Attempt"), str(a.attempt_number)),
        (translate("Certificate", "Examiner"), a.examiner),
    ]
    if a.practical is not None:
        rows.append((translate("Certificate", "Practical"), a.practical.words()))
    finished = datetime.fromisoformat(a.finished)
    title = a.title.get(language) or a.exam
    _paint_front(page, a.room, title, a.name, a.badge, finished, a.passed, rows, language)
    page.line(left, FOOTER_Y - 2, left + width)
    page.font(8)
    footer = translate(
        "Certificate",
        "Record {id} · verification code {code} · check with: kiosk records check-certificate",
    ).format(id=a.attempt, code=a.code)
    page.text(left, FOOTER_Y, width, 5, footer, left_flags, MUTED)
    page.font(8, mono=True)
    key = translate("Certificate", "Notary key {fingerprint}").format(fingerprint=a.fingerprint)
    page.text(left, FOOTER_Y + 5, width, 5, key, left_flags, MUTED)
    size = page.mm(18)
    paint_qr(painter, page.mm(left + width) - size, page.mm(FOOTER_Y - 22), size, a.code)
    return page.boxes


def write_attested(path: Path, a: Attested, language: str) -> Path:
    """Write the one-page PDF of a result the notary sealed, its seals in the metadata; a
    QGuiApplication must exist."""
    title = translate("Certificate", "Exam attempt {id}").format(id=a.attempt)
    writer = a4_pdf_writer(path, title)
    writer.setDocumentXmpMetadata(notary_metadata(a.seals))
    paint_on(writer, lambda painter, device: paint_attested(painter, device, a, language))
    return path


Paint = Callable[[QPainter, QPaintDevice], object]  # one A4 page: a certificate, a report


def paint_on(device: QPaintDevice, paint: Paint) -> None:
    """Paint the page on `device`: a PDF, a real printer, or a file for a test."""
    painter = QPainter(device)
    try:
        paint(painter, device)
    finally:
        painter.end()


def a4_pdf_writer(path: Path, title: str) -> QPdfWriter:
    """An A4 portrait PDF page without margins at DPI (the page sets its own margins)."""
    writer = QPdfWriter(str(path))
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    writer.setTitle(title)
    writer.setCreator("kiosk")
    return writer
