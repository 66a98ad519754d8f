"""The supervisor area: PIN gate with lockout, the pages, certificates, the records backend."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from kiosk.drills.session import AnswerRecord
from kiosk.drills.task import DrillId
from kiosk.notary.pdftext import pdf_text
from kiosk.records import SessionStatus
from kiosk.records.access import MIN_N, Outcome, PinLock, hash_pin
from kiosk.records.history import SessionStart
from kiosk.records.stats import heat_map
from kiosk.records.store import SQLiteStore
from kiosk.settings import Settings, load_settings
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.supervisor.charts import error_colour
from kiosk.ui.supervisor.gate import PinGate
from kiosk.ui.supervisor.pin import PinDialog
from tests.ui.dialog_answers import DialogAnswers
from tests.ui.supervisor_data import demo_store, loaded


class Ticks:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = demo_store(tmp_path)
    yield s
    s.close()


def _type(qtbot: QtBot, widget: QWidget, digits: str) -> None:
    for digit in digits:
        qtbot.keyClick(widget, getattr(Qt.Key, f"Key_{digit}"))
    qtbot.keyClick(widget, Qt.Key.Key_Return)


#: Showing a dialog on the offscreen platform makes Qt say it cannot size the native window.
offscreen_dialog = pytest.mark.qt_log_ignore("propagateSizeHints")


@offscreen_dialog
@pytest.mark.slow
def test_return_on_a_keyboard_submits_the_pin(qtbot: QtBot) -> None:
    dialog = PinDialog(PinLock(hash_pin("4711", n=MIN_N), Ticks()))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    # named as the app names it, with what to do
    assert dialog.title.text() == "Examiner code"
    assert dialog.message.text() == "Type the examiner code, then Enter."
    qtbot.keyClicks(dialog, "1111")
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible()  # a wrong PIN: still asking, not cancelled
    assert dialog.message.text() == "Wrong examiner code."
    assert dialog.message.property("role") == "error"
    assert not dialog.cancel_button.autoDefault() and not dialog.cancel_button.isDefault()
    qtbot.keyClicks(dialog, "4711")
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


@offscreen_dialog
@pytest.mark.slow
def test_pin_dialog_locks_out_and_opens(qtbot: QtBot) -> None:
    ticks = Ticks()
    dialog = PinDialog(PinLock(hash_pin("4711", n=MIN_N), ticks))
    qtbot.addWidget(dialog)
    dialog.show()
    for _ in range(3):
        _type(qtbot, dialog, "1111")
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert not dialog.keypad.isEnabled()
    assert "5 second" in dialog.message.text()
    assert dialog.try_pin("4711") is Outcome.LOCKED
    ticks.now += 5
    dialog.on_tick()
    assert dialog.keypad.isEnabled()
    _type(qtbot, dialog, "4711")
    assert dialog.result() == QDialog.DialogCode.Accepted


@offscreen_dialog
@pytest.mark.slow
def test_escape_on_the_pin_dialog_opens_nothing(
    qtbot: QtBot, tmp_path: Path, examiner: str
) -> None:
    gate = PinGate(load_settings(tmp_path), tmp_path)
    parent = QWidget()
    qtbot.addWidget(parent)

    def press_escape() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PinDialog)
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, press_escape)
    assert gate(parent) is False


@pytest.mark.slow
def test_without_a_site_gate_code_the_gate_stays_shut(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first to tap Supervisor can no longer choose the code, and the user's own settings
    (a known code's hash) open nothing."""
    monkeypatch.setenv("KIOSK_SITE_DIR", str(tmp_path / "empty-site"))
    own = f"supervisor_pin: {hash_pin('4711209386', n=MIN_N)}\n"
    (tmp_path / "settings.yaml").write_text(own, encoding="utf-8")
    gate = PinGate(load_settings(tmp_path), tmp_path)
    shown: list[str] = []
    gate.notice = lambda parent, text: shown.append(text)
    parent = QWidget()
    qtbot.addWidget(parent)
    assert gate(parent) is False and gate(parent) is False
    assert len(shown) == 2 and "kiosk records gate-code" in shown[0]


@offscreen_dialog
def test_the_code_opens_the_area_and_a_wrong_one_is_remembered(
    qtbot: QtBot, tmp_path: Path, examiner: str
) -> None:
    gate = PinGate(load_settings(tmp_path), tmp_path)
    parent = QWidget()
    qtbot.addWidget(parent)

    def type_code(code: str) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PinDialog)
        dialog.try_pin(code)
        if dialog.isVisible():
            dialog.reject()

    QTimer.singleShot(0, lambda: type_code("0000000000"))
    assert gate(parent) is False
    # the wrong try is remembered across a restart
    assert PinGate(load_settings(tmp_path), tmp_path).lock.failures == 1  # type: ignore[union-attr]
    QTimer.singleShot(0, lambda: type_code(examiner))
    assert gate(parent) is True


@offscreen_dialog
@pytest.mark.slow
def test_area_pages_and_exit(qtbot: QtBot, tmp_path: Path, store: SQLiteStore) -> None:
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    loaded(qtbot, area)
    page = area.trainees_page
    assert page.list.table.rowCount() == 3
    assert page.list.table.item(0, 3).text() == "Certified"
    assert page.list.table.item(2, 3).text() == "–"
    page.list.on_cell_clicked(1, 0)
    loaded(qtbot, area)  # the trainee read off the UI thread
    detail = page.detail
    assert detail.trainee is not None and detail.trainee.name == "Bruno Frick"
    assert detail.heat.heat == heat_map(store.answers(trainee_id=detail.trainee.id))
    assert sum(b.count for b in detail.times.bins) == len(store.answers(trainee_id=2))
    assert detail.results.rowCount() == 2
    qtbot.mouseClick(detail.certificate_button, Qt.MouseButton.LeftButton)
    pdf = tmp_path / "certificates" / "exam-result-4.pdf"
    assert pdf.is_file() and "Bruno Frick" in pdf_text(pdf.read_bytes())
    qtbot.mouseClick(area.settings_tab, Qt.MouseButton.LeftButton)
    assert area.settings_page.isVisible() and not area.records_page.isVisible()
    area.ask = lambda parent, title, text, action: True  # the supervisor confirms
    with qtbot.waitSignal(area.exit_requested, timeout=1000):
        qtbot.mouseClick(area.exit_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(area.back_requested, timeout=1000):
        qtbot.mouseClick(area.back_button, Qt.MouseButton.LeftButton)


@pytest.mark.slow
def test_settings_page_saves(qtbot: QtBot, tmp_path: Path, store: SQLiteStore) -> None:
    settings = Settings(supervisor_pin=hash_pin("4711", n=MIN_N))
    area = SupervisorArea(store, settings, tmp_path)
    qtbot.addWidget(area)
    page = area.settings_page
    page.ruleset.setCurrentIndex(page.ruleset.findData("uk-2000"))
    page.language.setCurrentIndex(1)
    page.idle.setCurrentIndex(page.idle.findData(10))
    page.exam.setCurrentIndex(page.exam.findData("uk-2000"))
    page.on_save()
    saved = load_settings(tmp_path)
    assert (saved.ruleset, saved.language, saved.idle_minutes, saved.exam) == (
        "uk-2000",
        "de",
        10,
        "uk-2000",
    )
    assert saved.supervisor_pin == settings.supervisor_pin


@pytest.mark.slow
def test_records_backend_signs_in_and_records(store: SQLiteStore) -> None:
    directory = RecordsTrainees(store)
    assert [t.name for t in directory.trainees()] == ["Anna Beck", "Bruno Frick", "Carla Marxer"]
    assert directory.sign_in("1042").name == "Anna Beck"
    assert directory.sign_in("carla marxer").name == "Carla Marxer"
    new = directory.sign_in("  Dario   Kind ")
    assert new.name == "Dario Kind" and store.find_trainee(str(new.id)) is not None
    log = directory.open(new, "banco", "practice", "bern", "h", "en")
    log.answer(AnswerRecord(DrillId.BANCO, "banco:5:third=3", "stand", "draw", False, 1500, 0, 0))
    log.complete()
    assert [a.item_key for a in store.answers(trainee_id=new.id)] == ["banco:5:third=3"]
    session = store.session(log.session_id)
    assert session is not None and session.status is SessionStatus.COMPLETED
    history = directory.history(new, "banco")
    assert history.weight("banco:5:third=3") > history.weight("banco:6:stood")
    # the practice schedule drives the choice: the item missed is in its learning steps
    assert directory.schedule(new).learning("banco", "banco:5:third=3")


def test_heat_colours_run_from_green_to_red() -> None:
    good, bad = error_colour(0.0), error_colour(1.0)
    assert good.green() > good.red() and bad.red() > bad.green()


@pytest.mark.slow
def test_records_page_registers_checks_and_exports(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    page = area.records_page
    page.name.setText("Dario Kind")
    page.badge.setText("2001")
    with qtbot.waitSignal(page.trainees_changed, timeout=1000):
        page.on_register()
    loaded(qtbot, area)
    assert store.find_trainee("2001") is not None
    assert area.trainees_page.list.table.rowCount() == 4
    page.badge.setText("2001")
    page.name.setText("Someone Else")
    page.on_register()  # off the UI thread: the page's buttons wait meanwhile
    assert page.busy and not page.register_button.isEnabled()
    qtbot.waitUntil(lambda: not page.busy)
    assert "taken" in page.register_note.text() and page.register_button.isEnabled()
    assert page.register_note.property("role") == "error"  # a refusal looks like an error
    page.on_export("csv:results")
    assert not page.export_buttons["json"].isEnabled()
    qtbot.waitUntil(lambda: not page.busy)
    (csv_path,) = (tmp_path / "exports").glob("kiosk-results-*.csv")
    assert page.export_note.text() == f"Saved to {csv_path}"
    assert csv_path.read_text(encoding="utf-8").splitlines()[0].startswith("result_id,")
    page.on_export("json")
    qtbot.waitUntil(lambda: not page.busy)
    (json_path,) = (tmp_path / "exports").glob("kiosk-records-*.json")
    assert "Anna Beck" in json_path.read_text(encoding="utf-8")


@offscreen_dialog
@pytest.mark.slow
def test_exam_and_archive_from_the_detail(qtbot: QtBot, tmp_path: Path, store: SQLiteStore) -> None:
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    area.show()
    loaded(qtbot, area)
    page = area.trainees_page
    page.list.on_cell_clicked(0, 0)
    loaded(qtbot, area)  # the trainee read off the UI thread
    with qtbot.waitSignal(area.exam_requested, timeout=1000) as blocker:
        qtbot.mouseClick(page.detail.exam_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["1042"]
    answers = DialogAnswers(1)  # "Cancel": archiving asks first
    qtbot.mouseClick(page.detail.archive_button, Qt.MouseButton.LeftButton)
    answers.stop()
    assert "Anna" in answers.seen[0][0] and len(store.trainees()) == 3
    answers = DialogAnswers(0)  # "Archive"
    qtbot.mouseClick(page.detail.archive_button, Qt.MouseButton.LeftButton)
    answers.stop()
    loaded(qtbot, area)
    assert [t.name for t in store.trainees()] == ["Bruno Frick", "Carla Marxer"]
    assert page.list.table.rowCount() == 2
    assert store.find_trainee("1042") is not None  # archived, not deleted
    # archived trainees can be looked at and restored
    page.archived_toggle.click()
    loaded(qtbot, area)
    assert page.list.table.rowCount() == 3
    row = page.list.ids.index(store.find_trainee("1042").id)  # type: ignore[union-attr]
    assert page.list.table.item(row, 3).text() == "Archived"
    page.list.on_cell_clicked(row, 0)
    loaded(qtbot, area)  # the trainee read off the UI thread
    assert page.detail.archive_button.text() == "Restore"
    assert not page.detail.exam_button.isEnabled()  # no exam for an archived trainee
    qtbot.mouseClick(page.detail.archive_button, Qt.MouseButton.LeftButton)
    loaded(qtbot, area)
    assert len(store.trainees()) == 3 and page.detail.exam_button.isEnabled()
    assert page.detail.archive_button.text() == "Archive"


@pytest.mark.qt_log_ignore("propagateSizeHints")
@pytest.mark.slow
def test_actions_with_nobody_chosen_say_so(qtbot: QtBot, tmp_path: Path) -> None:
    from kiosk.records.location import open_store

    empty = open_store(tmp_path / "empty")
    area = SupervisorArea(empty, Settings(), tmp_path)
    qtbot.addWidget(area)
    area.show()
    loaded(qtbot, area)
    detail = area.trainees_page.detail
    assert detail.trainee is None
    with qtbot.assertNotEmitted(area.exam_requested):
        qtbot.mouseClick(detail.exam_button, Qt.MouseButton.LeftButton)
    assert detail.action_note.isVisible() and "Choose a trainee" in detail.action_note.text()
    assert detail.action_note.property("role") == "error"
    detail.action_note.clear()
    qtbot.mouseClick(detail.archive_button, Qt.MouseButton.LeftButton)
    assert "Choose a trainee" in detail.action_note.text()
    empty.close()


@offscreen_dialog
@pytest.mark.slow
def test_hooks_pick_the_house_exam(tmp_path: Path, store: SQLiteStore) -> None:
    from kiosk.ui.supervisor.hooks import SupervisorHooks

    hooks = SupervisorHooks(store, Settings(), tmp_path)
    exam = hooks.exam_for("uk-2000")
    assert exam is not None and exam.ruleset == "uk-2000"
    hooks.settings.exam = "bern"
    exam = hooks.exam_for("uk-2000")
    assert exam is not None and exam.id == "bern"


@offscreen_dialog
@pytest.mark.slow
def test_the_groups_page(qtbot: QtBot, tmp_path: Path, store: SQLiteStore) -> None:
    from datetime import date

    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    loaded(qtbot, area)
    qtbot.mouseClick(area.groups_tab, Qt.MouseButton.LeftButton)
    assert area.groups_page.note.text() == "Loading the groups …"
    loaded(qtbot, area)
    page = area.groups_page
    assert area.pages.currentWidget() is page and page.worst.text() == "No groups yet."
    spring = store.add_group("Spring 2026", date(2026, 3, 2))
    people = store.trainees()
    for t in people[:2]:
        store.set_member(spring.id, t.id)
    qtbot.mouseClick(area.groups_tab, Qt.MouseButton.LeftButton)
    loaded(qtbot, area)
    assert (
        page.picker.currentText() == "Spring 2026" and page.started.text() == "started 2 Mar 2026"
    )
    report = store.group_report(spring.id)
    assert page.table.rowCount() == 2 and page.table.item(0, 0).text() == people[0].name
    headers = [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())]
    assert headers[0] == "Trainee" and headers[-1] == "Status"
    assert headers[-2] == "Trend" and len(headers) == len(report.drills) + 3
    worst = report.heat.worst(1)
    assert worst and page.worst.text().startswith("Missed most: Banco")


@offscreen_dialog
@pytest.mark.slow
def test_a_voided_result_shows_void(qtbot: QtBot, tmp_path: Path, store: SQLiteStore) -> None:
    certified = next(t for t in store.trainees() if store.exam_results(trainee_id=t.id))
    latest = store.exam_results(trainee_id=certified.id)[-1]
    store.void_result(latest.id, "fire alarm")
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    loaded(qtbot, area)
    detail = area.trainees_page.detail
    detail.show_trainee(certified.id)
    verdicts = [detail.results.item(r, 2).text() for r in range(detail.results.rowCount())]
    assert verdicts[0] == "Void"  # newest first


@pytest.mark.parametrize(
    ("key", "label"),
    [
        ("banco:5:third=3", "Banco 5, punto's third card 3"),
        ("deal:banco:5:third=3", "Banco 5, punto's third card 3"),
        ("deal:banco:6:stood", "Banco 6, punto stood"),
        ("deal:punto:4", "Punto 4"),
        ("punto:natural:8", "Punto: natural 8"),
        ("total:3:7", "3 cards totalling 7"),
        ("deal:call", "Deal a coup: call"),
        ("oddity", "oddity"),
    ],
)
@pytest.mark.slow
def test_weak_items_are_named_whichever_drill_asked_them(
    qtbot: QtBot, key: str, label: str
) -> None:
    from kiosk.ui.supervisor.trainees_page import item_label

    widget = QWidget()
    qtbot.addWidget(widget)
    assert item_label(widget, key) == label


@offscreen_dialog
@pytest.mark.slow
def test_the_status_column_stays_in_sight_beside_a_long_name(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    store.add_trainee("Anna-Katharina Müller-Lüdenscheidt von Hohenzollern", "20931")
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    area.resize(1280, 800)
    area.show()
    loaded(qtbot, area)
    table = area.trainees_page.list.table
    status = table.horizontalHeader()
    right = status.sectionPosition(3) + status.sectionSize(3)
    assert right <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    # the Exams tab shows the score and the verdict first
    detail = area.trainees_page.detail
    headings = [detail.results.horizontalHeaderItem(c).text() for c in range(3)]
    assert headings == ["Date", "Score", "Result"]


@offscreen_dialog
@pytest.mark.slow
def test_every_status_word_fits_its_column_in_german_on_a_small_screen(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore, languages: LanguageSwitch
) -> None:
    from kiosk.ui.app.style import apply_look, scale_for

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    languages.set_language("de")
    apply_look(app, scale_for(1024, 768))  # the compact look of a small screen
    try:
        area = SupervisorArea(store, Settings(), tmp_path)
        qtbot.addWidget(area)
        area.resize(1024, 768)
        area.show()
        loaded(qtbot, area)
        qtbot.waitExposed(area)
        detail = area.trainees_page.detail
        detail.show_trainee(store.trainees()[0].id)
        detail.tabs.setCurrentWidget(detail.sessions)
        qtbot.wait(10)
        sessions_fit = not detail.sessions.horizontalScrollBar().isVisible()
    finally:
        apply_look(app)
    assert sessions_fit  # the Sessions tab shows every column, the kiosk included
    table = area.trainees_page.list.table
    header = table.horizontalHeader()
    assert header.sectionPosition(3) + header.sectionSize(3) <= table.viewport().width()
    metrics = table.fontMetrics()
    statuses = [table.item(r, 3).text() for r in range(table.rowCount())]
    assert "Nicht bestanden" in statuses
    for text in statuses:  # the status may wrap, but no word is cut
        assert all(metrics.horizontalAdvance(w) < header.sectionSize(3) for w in text.split())


def test_an_exam_session_is_named_not_coded() -> None:
    from kiosk.ui.reports.certificate import drill_name

    assert drill_name("exam:schaanwald") == "Certification exam"


@pytest.mark.slow
def test_the_times_tab_shows_payout_speed_and_chip_accuracy_by_week(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from datetime import timedelta

    from kiosk.records.location import open_store
    from kiosk.ui.supervisor.trainees_page import TraineeDetail
    from tests.records.conftest import FakeClock

    clock = FakeClock()  # Monday 2 March 2026
    store = open_store(tmp_path, clock=clock)
    try:
        anna = store.add_trainee("Anna Beck")
        detail = TraineeDetail(store, tmp_path)
        qtbot.addWidget(detail)
        detail.show_trainee(anna.id)
        assert detail.payout_weeks.isHidden()  # no chips answers yet
        for week, answers in enumerate(
            [[(6000, False), (4000, True), (5000, True)], [(3000, True), (2000, True)]]
        ):
            clock.now += timedelta(days=7 * week)
            sid = store.start_session(
                SessionStart(anna.id, "chips", "practice", "bern", "f00d", "en")
            )
            for item, (ms, right) in enumerate(answers):
                clock.advance(ms / 1000)
                record = AnswerRecord(
                    DrillId.CHIPS, "chips:banco:win", "1x25", "1x25", right, ms, item, 0
                )
                store.add_answer(sid, record)
            store.add_answer(  # making change is no payout
                sid, AnswerRecord(DrillId.CHIPS, "chips:change:buy-in", "0", "0", False, 99, 9, 0)
            )
            store.end_session(sid, SessionStatus.COMPLETED)
        detail.show_trainee(anna.id)
        table = detail.payout_weeks
        assert not table.isHidden() and table.rowCount() == 2
        rows = [[table.item(r, c).text() for c in range(4)] for r in range(2)]
        assert [r[1:] for r in rows] == [["2", "2.5 s", "100%"], ["3", "5.0 s", "67%"]]
    finally:
        store.close()


@pytest.mark.slow
def test_the_trainee_report_is_written_from_the_detail(
    qtbot: QtBot, tmp_path: Path, store: SQLiteStore
) -> None:
    area = SupervisorArea(store, Settings(), tmp_path)
    qtbot.addWidget(area)
    detail = area.trainees_page.detail
    certified = next(t for t in store.trainees() if store.exam_results(trainee_id=t.id))
    detail.show_trainee(certified.id)
    assert detail.report_button.isEnabled()
    detail.on_report()  # read off the UI thread: the report's buttons wait meanwhile
    assert detail.reporting and not detail.report_button.isEnabled()
    qtbot.waitUntil(lambda: not detail.reporting)
    assert detail.report_button.isEnabled()
    path = tmp_path / "reports" / f"trainee-{certified.id}.pdf"
    assert detail.report_note.text() == f"Saved to {path}"
    text = "\n".join(pdf_text(path.read_bytes()))
    assert certified.name in text and "Trainee report" in text and "Exams" in text
    assert detail.report_note.property("role") == "done"
