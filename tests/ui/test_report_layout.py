"""The certificate lays out without any two texts (or a text and a rule) overlapping, and within
the page, with a long German name, all eight drills and red lines, in both languages, as written
to the PDF."""

from __future__ import annotations

import itertools
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from kiosk.notary.pdftext import pdf_text
from kiosk.records.history import DrillScore, ExamResult
from kiosk.records.location import open_store
from kiosk.records.store import SQLiteStore
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.reports.certificate import (
    certificate_data,
    certificate_writer,
    paint_certificate,
    write_certificate,
)
from kiosk.ui.widgets.names import DRILL_ORDER
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam

LONG_NAME = "Anna-Katharina Müller-Lüdenscheidt von Hohenzollern-Sigmaringen"


@pytest.fixture
def store(tmp_path: Path) -> SQLiteStore:
    s = open_store(tmp_path / "data", clock=FakeClock())
    yield s  # type: ignore[misc]
    s.close()


def full_result(
    store: SQLiteStore, red_lines: tuple[str, ...], paced: bool = False
) -> tuple[ExamResult, object]:
    """A result with every drill; `paced`: pace standards on every part but the first (one part
    slower than its standard, one without a timed item)."""
    trainee = store.add_trainee(LONG_NAME, "BADGE-000000001042")
    result = take_exam(store, FakeClock(), trainee.id, right=9, wrong=1)
    breakdown = tuple(DrillScore(d.value, 9 + i, 10 + i) for i, d in enumerate(DRILL_ORDER))
    if paced:
        medians = [None, None, 12_500, *(1_000 * i + 250 for i in range(3, len(breakdown)))]
        breakdown = breakdown[:1] + tuple(
            replace(s, median_ms=medians[i], standard_s=Decimal("8") if i % 2 else Decimal("10.5"))
            for i, s in enumerate(breakdown)
            if i
        )
    draft = replace(result.draft, exam_id="bern", red_line_failures=red_lines, breakdown=breakdown)
    return replace(result, draft=draft), trainee


def overlaps(boxes: list[tuple[str, QRectF]], page: QRectF) -> list[str]:
    problems = [f"{text!r} leaves the page" for text, box in boxes if not page.contains(box)]
    for (a, ra), (b, rb) in itertools.combinations(boxes, 2):
        if ra.intersects(rb):
            problems.append(f"{a!r} overlaps {b!r}")
    return problems


@pytest.mark.parametrize("paced", [False, True], ids=["", "paced"])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(
    "red_lines",
    [(), ("under-draw",), ("under-draw", "over-draw", "wrong-payout", "missed-misdeal")],
)
@pytest.mark.slow
def test_no_two_texts_of_the_certificate_overlap(
    qtbot: QtBot,
    tmp_path: Path,
    store: SQLiteStore,
    languages: LanguageSwitch,
    lang: str,
    red_lines: tuple[str, ...],
    paced: bool,
) -> None:
    del qtbot
    languages.set_language(lang)
    result, trainee = full_result(store, red_lines, paced)
    writer = certificate_writer(tmp_path / "c.pdf", result)
    painter = QPainter(writer)
    boxes = paint_certificate(painter, writer, certificate_data(result, trainee, lang))
    painter.end()
    assert len(boxes) > 40
    assert overlaps(boxes, QRectF(0, 0, writer.width(), writer.height())) == []
    text = "\n".join(pdf_text((tmp_path / "c.pdf").read_bytes()))
    assert LONG_NAME in text and f" {result.id} · " in text  # the record's number
    shown = [t for t, _ in boxes]
    if paced:  # each timed part's median against its standard, in the language's decimals
        comma = "," if lang == "de" else "."
        assert f"12{comma}5\u00a0s / 10{comma}5\u00a0s" in shown  # slower than the standard
        assert f"3{comma}3\u00a0s / 8\u00a0s" in shown
        assert "— / 8\u00a0s" in shown  # a part with no item answered
    else:
        assert not any("\u00a0s" in t for t in shown)


def test_the_check_finds_the_old_crowding(qtbot: QtBot) -> None:
    del qtbot
    page = QRectF(0, 0, 100, 100)
    assert overlaps([("Supervisor", QRectF(10, 80, 30, 5)), ("—", QRectF(0, 82, 90, 1))], page)
    assert overlaps([("Name", QRectF(-5, 10, 30, 5))], page)
    assert overlaps([("Drill", QRectF(10, 10, 30, 5)), ("9", QRectF(50, 10, 10, 5))], page) == []


@pytest.mark.slow
def test_the_german_certificate_has_the_german_exam_title(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore, languages: LanguageSwitch
) -> None:
    del qtbot
    result, trainee = full_result(store, ())
    assert result.draft.exam_name == "Bern certification"  # stored in English
    languages.set_language("de")
    pdf = write_certificate(tmp_path / "de.pdf", result, trainee, "de")  # type: ignore[arg-type]
    text = "\n".join(pdf_text(pdf.read_bytes()))
    assert "Croupier-Zertifizierung Bern — Punto Banco" in text
    assert "Bern certification" not in text


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.slow
def test_no_two_texts_of_the_trainee_report_overlap(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore, languages: LanguageSwitch, lang: str
) -> None:
    """Every drill answered, five cells missed, twelve exams (two of them listed as earlier)."""
    from datetime import UTC, datetime

    from kiosk.records.progress import DrillProgress, TraineeProgress
    from kiosk.records.stats import Certification, HeatCell
    from kiosk.ui.reports.trainee_report import (
        TraineeReportData,
        paint_trainee_report,
        write_trainee_report,
    )

    del qtbot
    languages.set_language(lang)
    result, trainee = full_result(store, ())
    drills = {
        d.value: DrillProgress(d.value, 1234 + i, 1100 + i, 40 + i)
        for i, d in enumerate(DRILL_ORDER)
    }
    weak = [HeatCell(t, None if t == 6 else t + 1, 12, 5) for t in range(2, 7)]
    progress = TraineeProgress(drills, weak, Certification.CERTIFIED, None)
    results = [replace(result, id=i) for i in range(1, 13)]
    data = TraineeReportData(
        trainee,  # type: ignore[arg-type]
        progress,
        results,
        frozenset({3}),
        lang,
        "Grand Casino Bern — Punto Banco",
        made=datetime(2026, 11, 24, tzinfo=UTC),
    )
    path = write_trainee_report(tmp_path / "r.pdf", data)
    text = "\n".join(pdf_text(path.read_bytes()))
    assert LONG_NAME in text and ("and 2 earlier exams" in text or "2 frühere" in text)
    from kiosk.ui.reports.certificate import a4_pdf_writer

    writer = a4_pdf_writer(tmp_path / "check.pdf", "check")
    painter = QPainter(writer)
    boxes = paint_trainee_report(painter, writer, data)
    painter.end()
    assert len(boxes) > 60
    assert overlaps(boxes, QRectF(0, 0, writer.width(), writer.height())) == []
