"""The certificate PDF: the text on the page is read back from the file, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage, QPainter

from kiosk.notary.pdftext import pdf_text
from kiosk.records.location import open_store
from kiosk.records.store import SQLiteStore
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.reports.certificate import certificate_data, paint_certificate, write_certificate
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam


@pytest.fixture
def store(tmp_path: Path) -> SQLiteStore:
    s = open_store(tmp_path / "data", clock=FakeClock())
    yield s  # type: ignore[misc]
    s.close()


def test_certificate_pdf_holds_the_result(qtbot: QtBot, tmp_path: Path, store: SQLiteStore) -> None:
    del qtbot
    clock = FakeClock()
    anna = store.add_trainee("Anna Beck", "1042")
    take_exam(store, clock, anna.id, right=9, wrong=1)
    result = take_exam(store, clock, anna.id, right=10, wrong=0)
    path = write_certificate(tmp_path / "c.pdf", result, anna, "en")
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    lines = pdf_text(data)
    text = "\n".join(lines)
    for expected in (
        "Certificate",
        "Anna Beck",
        "Badge 1042",
        "Grand Casino Bern",
        "PASSED",
        "10 of 10 right (100%)",
        "Bern croupier certification — Punto Banco",
        "None broken",
        "Banco: draw or stand?",
        f"Record {result.id}",
        "Grand Casino Bern — Punto Banco, version f00d",  # the house rules, for a reader
    ):
        assert expected in text, (expected, lines)
    assert "bern · f00d" not in text  # no internal id


@pytest.mark.slow
def test_a_failed_exam_names_its_red_lines(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    del qtbot
    anna = store.add_trainee("Anna Beck")
    result = take_exam(store, FakeClock(), anna.id, right=9, wrong=1)
    text = "\n".join(
        pdf_text(write_certificate(tmp_path / "f.pdf", result, anna, "en").read_bytes())
    )
    assert "NOT PASSED" in text and "Exam result" in text and "Under-draw" in text
    assert "9 of 10 right (90%)" in text


@pytest.mark.slow
def test_the_page_renders(qtbot: QtBot, store: SQLiteStore) -> None:
    del qtbot
    anna = store.add_trainee("Anna Beck")
    result = take_exam(store, FakeClock(), anna.id, right=10, wrong=0)
    image = QImage(827, 1169, QImage.Format.Format_RGB32)  # A4 at 100 dpi
    image.setDotsPerMeterX(3937)
    image.setDotsPerMeterY(3937)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    paint_certificate(painter, image, certificate_data(result, anna, "en"))
    painter.end()
    assert image.pixelColor(400, 10).green() > image.pixelColor(400, 10).red()  # green band: passed
    assert QCoreApplication.instance() is not None


@pytest.mark.slow
def test_the_pdf_embeds_the_shipped_font(qtbot: QtBot, tmp_path: Path, store: SQLiteStore) -> None:
    del qtbot
    anna = store.add_trainee("Anna Beck")
    result = take_exam(store, FakeClock(), anna.id, right=10, wrong=0)
    data = write_certificate(tmp_path / "f.pdf", result, anna, "en").read_bytes()
    assert b"/BaseFont /DejaVuSans" in data


@pytest.mark.slow
def test_the_page_speaks_german(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore, languages: LanguageSwitch
) -> None:
    del qtbot
    languages.set_language("de")
    anna = store.add_trainee("Anna Beck")
    result = take_exam(store, FakeClock(), anna.id, right=9, wrong=1)
    text = "\n".join(
        pdf_text(write_certificate(tmp_path / "de.pdf", result, anna, "de").read_bytes())
    )
    for expected in ("NICHT BESTANDEN", "Prüfungsergebnis", "Zu wenig gezogen", "Ausschlussfehler"):
        assert expected in text, (expected, text)
    assert "Under-draw" not in text


@pytest.mark.slow
def test_the_certificate_prints_the_same_page(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    from PySide6.QtPrintSupport import QPrinter

    from kiosk.ui.reports.printing import a4_printer, print_certificate_on

    del qtbot
    anna = store.add_trainee("Anna Beck", "1042")
    result = take_exam(store, FakeClock(), anna.id, right=10, wrong=0)
    printer = a4_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # a printer that writes a file
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    print_certificate_on(printer, certificate_data(result, anna, "en"))
    printed = "\n".join(pdf_text((tmp_path / "printed.pdf").read_bytes()))
    written = "\n".join(
        pdf_text(write_certificate(tmp_path / "c.pdf", result, anna, "en").read_bytes())
    )
    assert "Anna Beck" in printed and f"Record {result.id}" in printed
    assert printed == written  # the very same texts, in the same order


@pytest.mark.slow
def test_a_kiosk_print_preview_is_a_frameless_child(qtbot: QtBot, store: SQLiteStore) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from kiosk.ui.reports.certificate import paint_certificate
    from kiosk.ui.reports.printing import preview_dialog

    anna = store.add_trainee("Anna Beck", "1042")
    result = take_exam(store, FakeClock(), anna.id, right=10, wrong=0)
    window = QWidget()
    window.setProperty("kiosk", True)
    qtbot.addWidget(window)
    data = certificate_data(result, anna, "en")
    dialog = preview_dialog(
        lambda painter, device: paint_certificate(painter, device, data), window
    )
    assert dialog.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert dialog.parentWidget() is window


@pytest.mark.slow
def test_a_certificate_is_saved_to_a_chosen_folder(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    from kiosk.settings import Settings
    from kiosk.ui.supervisor.area import SupervisorArea

    anna = store.add_trainee("Anna Beck", "1042")
    result = take_exam(store, FakeClock(), anna.id, right=10, wrong=0)
    area = SupervisorArea(store, Settings(), tmp_path / "data")
    qtbot.addWidget(area)
    detail = area.trainees_page.detail
    detail.show_trainee(anna.id)
    detail.results.setCurrentCell(0, 0)
    exports = tmp_path / "data" / "exports"
    exports.mkdir(parents=True)
    copy = detail.save_to(exports)
    assert copy == exports / f"exam-result-{result.id}.pdf"
    assert copy.read_bytes().startswith(b"%PDF")
    assert detail.save_to(exports / "missing") is None  # a stick pulled out: said, no traceback
    assert "missing" in detail.certificate_note.text()
    # a folder that is neither a USB drive nor the exports folder is refused, nothing written
    elsewhere = tmp_path / "usr-bin"
    elsewhere.mkdir()
    assert detail.save_to(elsewhere) is None
    assert "USB drive" in detail.certificate_note.text() and not any(elsewhere.iterdir())
    (exports / "out").symlink_to(elsewhere)
    assert detail.save_to(exports / "out") is None  # a link out of the exports folder too


# Prints the certificate and the trainee report as a supervisor does, on a PC with libcups but no
# print service: the supervisor is told and takes the PDF instead (a crash ends the process).
NO_PRINTER = """
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from kiosk.records.location import open_store
from kiosk.settings import Settings
from kiosk.ui.reports.certificate import certificate_data, paint_certificate
from kiosk.ui.reports.printing import print_pages
from kiosk.ui.supervisor.area import SupervisorArea
from tests.records.conftest import FakeClock
from tests.records.helpers import take_exam

app = QApplication([])
data = Path(sys.argv[1])
store = open_store(data, clock=FakeClock())
anna = store.add_trainee("Anna Beck", "1042")
result = take_exam(store, FakeClock(), anna.id, right=10, wrong=0)
area = SupervisorArea(store, Settings(), data)
detail = area.trainees_page.detail
detail.show_trainee(anna.id)
detail.results.setCurrentCell(0, 0)
asked = []
detail.ask = lambda parent, title, text, action: asked.append(text) or True
detail.on_print()
detail.on_print_report()
while detail.reporting:  # the report is read off the UI thread
    app.processEvents()
page = certificate_data(result, anna, "en")
assert not print_pages(lambda painter, device: paint_certificate(painter, device, page), area)
print(len(asked), asked[0])
print(detail.certificate_note.text())
print(detail.report_note.text())
store.close()
"""


@pytest.mark.slow
def test_printing_without_a_printer_offers_the_pdf(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CUPS_SERVER": str(tmp_path / "none")}
    done = subprocess.run(
        [sys.executable, "-c", NO_PRINTER, str(tmp_path / "data")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=Path(__file__).parents[2],
    )
    assert done.returncode == 0, done.stderr
    asked, certificate, report = done.stdout.splitlines()
    assert asked.startswith("2 ") and "no printer" in asked
    assert "exam-result-" in certificate and "trainee-" in report
    assert list((tmp_path / "data" / "reports").glob("trainee-*.pdf"))


@pytest.mark.slow
def test_a_one_pc_result_s_page_says_it_is_not_attested(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore, capsys: pytest.CaptureFixture[str]
) -> None:
    del qtbot
    from kiosk.cli import main

    anna = store.add_trainee("Anna Beck", "1042")
    result = take_exam(store, FakeClock(), anna.id, right=10, wrong=0)
    path = write_certificate(tmp_path / "one-pc.pdf", result, anna, "en")
    text = "\n".join(pdf_text(path.read_bytes()))
    assert f"Record {result.id} · not attested (one PC, no records server)" in text
    empty = tmp_path / "elsewhere"
    empty.mkdir()
    assert main(["records", "--data-dir", str(empty), "check-certificate", str(path)]) == 7
    assert "Not attested (one PC, no records server)." in capsys.readouterr().out


@pytest.mark.slow
def test_the_certificate_states_the_practical(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    from kiosk.domain.coup import Winner
    from kiosk.drills.clock import ManualClock
    from kiosk.drills.practical import TableTest
    from kiosk.records.practical import save_session, sessions_of
    from kiosk.rules.catalog import find_ruleset
    from kiosk.rules.exams import find_exam
    from kiosk.ui.reports.certificate import practical_line

    del qtbot
    clock = FakeClock()
    anna = store.add_trainee("Anna Beck", "1042")
    result = take_exam(store, clock, anna.id, right=10, wrong=0)
    assert practical_line([], "bern", "en") == ""
    practical = find_exam("bern").practical
    assert practical is not None
    test = TableTest(find_ruleset("bern"), practical, ManualClock(), ["Ruth", "Marco"])
    for rank in "92K3":
        test.tap_card(rank)
    test.tap_winner(Winner.PUNTO)
    for criterion in practical.criteria:
        test.score("Ruth", criterion.id, 8)
        test.score("Marco", criterion.id, 8)
    save_session(
        store.db,
        test,
        trainee_id=anna.id,
        exam_id="bern",
        started=clock(),
        ended=clock(),
        kiosk="table-1",
    )
    line = practical_line(sessions_of(store.db, anna.id), "bern", "en")
    assert line == "1 of 60 coups over 1 of 2 sessions, 80% — not attested"
    text = "\n".join(
        pdf_text(
            write_certificate(tmp_path / "p.pdf", result, anna, "en", practical=line).read_bytes()
        )
    )
    assert "Practical" in text and line in text
