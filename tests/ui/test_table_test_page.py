"""The table test page: coups tapped on the rank pad are judged on the spot, in both languages,
the irregularity and rubric pages work, and nothing overlaps or is clipped at the three sizes."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from PySide6.QtWidgets import QApplication, QWidget

from kiosk.domain.cards import Card
from kiosk.domain.coup import Coup, Winner
from kiosk.drills.clock import ManualClock
from kiosk.drills.practical import Call
from kiosk.rules.catalog import find_ruleset
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.style import apply_look, scale_for, scaled
from kiosk.ui.dev.shots import clipped_texts, overlapping_widgets
from kiosk.ui.supervisor.table_test_page import TableTestPage

FRAME_S = 0.016
pytestmark = [pytest.mark.qt_log_ignore("propagateSizeHints"), pytest.mark.slow]


def _page(qtbot, house: str = "bern") -> TableTestPage:  # type: ignore[no-untyped-def]
    page = TableTestPage(find_ruleset(house), clock=ManualClock())
    qtbot.addWidget(page)
    page.resize(960, 560)
    page.show()
    return page


def _tap(page: TableTestPage, ranks: str) -> None:
    for rank in ranks:
        page.rank_keys[rank].click()


def test_a_coup_is_judged_within_a_frame_of_the_last_tap(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = _page(qtbot)
    # the tap on the winner judges the coup and paints the judgement in the same slot; the
    # best of a few coups is timed, as other programs share this machine's two cores
    timings = []
    for _ in range(5):
        _tap(page, "92K35")  # an over-draw after punto's natural
        started = time.perf_counter()
        page.winners[Winner.PUNTO].click()
        page.judgement.repaint()
        timings.append(time.perf_counter() - started)
    assert min(timings) < FRAME_S, timings
    page.start()
    _tap(page, "92K35")
    page.winners[Winner.PUNTO].click()
    judged = page.judgement.text()
    assert "9♠" in page.punto_label.text() or "9" in page.punto_label.text()
    assert judged.startswith("Red line: ") and "over-drew" in judged
    assert page.judgement.property("role") == "feedback-bad"
    page.corrected_button.click()
    assert "Corrected at the table" in page.judgement.text()
    assert not page.judgement.text().startswith("Red line")
    _tap(page, "A32K54")
    page.winners[Winner.PUNTO].click()
    assert page.judgement.text() == "Coup 2: dealt and called right."
    assert page.test is not None and page.test.current is not None
    assert page.test.current.taps == 7
    assert page.clock_label.text().startswith("Coups: 2 ·")


def test_calls_suits_and_refusals(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = _page(qtbot)
    page.winners[Winner.BANCO].click()
    assert page.judgement.property("role") == "error"
    page.suit_keys["H"].click()
    page.rank_keys["A"].click()
    assert "A♥" in page.punto_label.text()
    _tap(page, "36K")
    page.calls[Call.PUNTO_DRAWS].click()
    page.rank_keys["2"].click()
    page.winners[Winner.PUNTO].click()
    assert "Punto over-drew" in page.judgement.text()
    page.payouts_wrong.click()
    assert "The payouts were wrong." in page.judgement.text()


def test_an_irregularity_and_the_rubric(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = _page(qtbot)
    _tap(page, "92K3")
    page.winners[Winner.PUNTO].click()
    page.tabs.setCurrentIndex(1)
    page.case.setCurrentIndex(page.case.findData("exposed-from-shoe"))
    page.remedy.setCurrentIndex(page.remedy.findData("use-as-dealt"))
    page.record_button.click()
    assert page.irregularity_note.property("role") == "error"
    page.tabs.setCurrentIndex(2)
    assert "Red line crossed: a wrong remedy" in page.result_label.text()
    drawing = [c.id for c in page.practical.criteria].index("drawing") if page.practical else 0
    for boxes in page.score_boxes:
        boxes[0].setValue(8)
        boxes[1].setValue(8)
    assert "Weighted result: 80%" in page.result_label.text()
    page.score_boxes[drawing][1].setValue(3)
    assert "differ by 5 points" in page.differences.text()
    assert page.resolve_button.isVisibleTo(page)
    page.reason.setText("seen from the other side of the table")
    page.resolve_button.click()
    assert page.differences.text() == ""
    assert page.test is not None and page.test.resolutions["drawing"].score == 6


def test_a_coup_from_a_log(qtbot) -> None:  # type: ignore[no-untyped-def]
    page = _page(qtbot)
    page.take_coup(Coup((Card("9", "S"), Card("K", "S")), (Card("2", "S"), Card("3", "D"))))
    assert page.judgement.text() == "Coup 1: dealt and called right."


def test_german(qtbot, languages: LanguageSwitch) -> None:  # type: ignore[no-untyped-def]
    languages.set_language("de")
    page = _page(qtbot)
    page.retranslate()
    assert page.winners[Winner.TIE].text() == "Egalité"
    assert page.calls[Call.BANCO_STANDS].text() == "Banco steht"
    _tap(page, "92K35")
    page.winners[Winner.PUNTO].click()
    assert "Bei Punto zu viel gezogen" in page.judgement.text()
    assert "ß" not in page.judgement.text()


@pytest.fixture(params=[(1024, 768), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def size(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[tuple[int, int]]:
    size: tuple[int, int] = request.param
    apply_look(qapp, scale_for(*size))
    yield size
    apply_look(qapp)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_fits_at_every_size(  # type: ignore[no-untyped-def]
    qtbot, languages: LanguageSwitch, size: tuple[int, int], lang: str
) -> None:
    from kiosk.ui.supervisor.area import area_style

    languages.set_language(lang)
    area = QWidget()  # the supervisor area's page: the window less its title, tabs and margins
    qtbot.addWidget(area)
    area.setStyleSheet(scaled(area_style()))
    page = TableTestPage(find_ruleset("uk-2000"), area, clock=ManualClock())
    area.resize(size[0] - 64, size[1] - 190)
    page.resize(area.size())
    area.show()
    QApplication.processEvents()
    _tap(page, "92K35")
    page.winners[Winner.BANCO].click()
    problems = []
    for index in range(4):
        page.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        problems += overlapping_widgets(area) + clipped_texts(area)
    assert problems == []


def test_a_session_is_kept_for_a_trainee(qtbot, tmp_path, languages) -> None:  # type: ignore[no-untyped-def]
    from kiosk.records.location import open_store

    store = open_store(tmp_path)
    anna = store.add_trainee("Anna Meier", "1042")
    page = TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=store)
    qtbot.addWidget(page)
    page.tabs.setCurrentIndex(3)
    assert page.busy and page.history.text() == "Reading the records …"  # off the UI thread
    qtbot.waitUntil(lambda: not page.busy)
    assert page.trainee.currentData() == anna.id
    assert "Evidence from sealed sessions: 0 of 60 coups over 0 of 2" in page.history.text()
    page.save_button.click()
    assert page.save_note.property("role") == "error"
    _tap(page, "92K35")
    page.winners[Winner.PUNTO].click()
    for boxes in page.score_boxes:
        boxes[0].setValue(8)
        boxes[1].setValue(7)
    page.examiner_names_edits[0].setText("Ruth")
    page.examiner_names_edits[1].setText("Ruth")
    page.save_button.click()
    assert page.save_note.text() == "Name each examiner, each with a name of their own"
    page.examiner_names_edits[1].setText("Marco")
    page.save_button.click()  # kept off the UI thread: the session waits meanwhile
    assert page.busy and page.save_note.text() == "Keeping the session …"
    assert not page.coups_page.isEnabled() and not page.save_button.isEnabled()
    qtbot.waitUntil(lambda: not page.busy)
    assert page.save_note.property("role") == "done" and page.coups_page.isEnabled()
    history = page.history.text()
    assert "1 coup, result 75%, examiners Ruth, Marco · red lines: 1 · not attested" in history
    assert "Evidence from sealed sessions: 0 of 60 coups over 0 of 2" in history  # one PC
    assert "Examiners: 8 scores compared, 0 beyond the tolerance, 1.0 points apart" in history
    assert page.test is not None and page.test.coups == []
    store.close()


def test_coups_are_taken_from_a_log_as_it_is_written(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    log = tmp_path / "table.csv"
    log.write_text("table,shoe,coup,punto,banco,result\n", encoding="utf-8")
    page = _page(qtbot)
    page.log_path.setText(str(tmp_path / "none.csv"))
    page.follow_button.click()
    assert not page.follow_button.isChecked() and "cannot be read" in page.follow_note.text()
    page.log_path.setText(str(log))
    page.follow_button.click()
    assert page.follow_button.text() == "Stop following"
    with log.open("a", encoding="utf-8") as out:
        out.write("1,1,1,9S KH,2C 3D,punto\n1,1,2,9H KD 5C,2D 3S,banco\n1,1,3,XX,2D 3S,banco\n")
    qtbot.waitUntil(lambda: page.test is not None and len(page.test.coups) == 2, timeout=5000)
    assert "over-drew" in page.judgement.text()
    qtbot.waitUntil(lambda: "Line 4" in page.follow_note.text(), timeout=5000)
    page.follow_button.click()
    assert page.tail is None and page.follow_button.text() == "Follow"


def test_on_a_room_the_session_goes_to_the_notary(qtbot, tmp_path, pg_url) -> None:  # type: ignore[no-untyped-def]
    from kiosk.records.location import open_store

    here = open_store(tmp_path / "pc")
    alone = TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=here)
    qtbot.addWidget(alone)
    assert alone.seal_button.isHidden()  # one PC: kept, not attested
    here.close()
    room = open_store(tmp_path / "room", records=pg_url)
    room.add_trainee("Anna Meier", "1042")
    page = TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=room)
    qtbot.addWidget(page)
    assert not page.seal_button.isHidden()
    page.fill_trainees()
    qtbot.waitUntil(lambda: not page.busy)
    page.seal_button.click()
    assert page.save_note.text() == "Enter at least one coup first."
    _tap(page, "92K3")
    page.winners[Winner.PUNTO].click()
    page.examiner_code.setText("123456")  # Bern's practical: two examiners, a code of each
    page.seal_button.click()
    assert "The code is wrong" in page.save_note.text() and not page.busy  # nothing sent
    page.second_code.setText("654321")
    page.seal_button.click()  # this server has no notary
    assert page.examiner_code.text() == page.second_code.text() == ""  # sent once
    qtbot.waitUntil(lambda: not page.busy)
    assert page.save_note.property("role") == "error"
    assert "notary" in page.save_note.text() and page.examiner_code.text() == ""
    room.close()


def test_a_session_the_server_could_not_take_stays_for_another_try(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from kiosk.records import OfflineError
    from kiosk.records.outbox import OUTBOX_FILE, OutboxStore
    from kiosk.records.store import SQLiteStore

    server = SQLiteStore(tmp_path / "server.sqlite")  # a room's records server, as a file
    server.add_trainee("Anna Meier", "1042")
    server.close()
    up = True

    def connect() -> SQLiteStore:
        if not up:
            raise OfflineError("the records server cannot be reached")
        return SQLiteStore(tmp_path / "server.sqlite")

    seen = OutboxStore(connect, tmp_path / OUTBOX_FILE, retry_s=0.0)
    assert [t.name for t in seen.trainees()] == ["Anna Meier"]  # the kiosk has seen her
    seen.close()
    up = False
    store = OutboxStore(connect, tmp_path / OUTBOX_FILE, retry_s=0.0)
    page = TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=store)
    qtbot.addWidget(page)
    page.tabs.setCurrentIndex(3)
    qtbot.waitUntil(lambda: not page.busy)
    assert page.trainee.currentText() == "Anna Meier"
    _tap(page, "92K35")
    page.winners[Winner.PUNTO].click()
    page.examiner_names_edits[0].setText("Ruth")
    page.examiner_names_edits[1].setText("Marco")
    page.save_button.click()  # the server away: said, and nothing entered is lost
    qtbot.waitUntil(lambda: not page.busy)
    assert page.save_note.property("role") == "error"
    assert page.save_note.text().startswith("The records server cannot be reached: the session")
    assert page.test is not None and len(page.test.coups) == 1 and page.coups_page.isEnabled()
    assert page.examiner_names_edits[1].text() == "Marco" and page.save_button.isEnabled()
    up = True
    page.save_button.click()  # tried again once it is back
    qtbot.waitUntil(lambda: not page.busy)
    assert page.save_note.text() == "Session kept; a new one begins."
    assert "result –, examiners Ruth, Marco · red lines: 1 · not attested" in page.history.text()
    assert page.test is not None and page.test.coups == []
    store.close()


@pytest.mark.parametrize("house", ["bern", "castle-vaduz", "schaanwald", "uk-2000"])
def test_a_whole_practical_for_every_shipped_house(qtbot, tmp_path, house: str) -> None:  # type: ignore[no-untyped-def]
    from kiosk.records.location import open_store

    store = open_store(tmp_path)
    store.add_trainee("Anna Meier", "1042")
    page = TableTestPage(find_ruleset(house), clock=ManualClock(), store=store)
    qtbot.addWidget(page)
    assert page.practical is not None and page.tabs.isVisibleTo(page)
    _tap(page, "92K3")
    page.winners[Winner.BANCO].click()  # a wrong call: punto's natural 9 wins
    assert "Called: Banco wins; the coup that counts: Punto wins." in page.judgement.text()
    _tap(page, "92K35")  # a planted over-draw
    page.winners[Winner.PUNTO].click()
    assert "Punto over-drew" in page.judgement.text()
    page.tabs.setCurrentIndex(2)
    for boxes in page.score_boxes:
        for box in boxes:
            box.setValue(box.maximum())
    assert "Weighted result: 100%" in page.result_label.text()
    assert "Red line crossed: an over- or under-draw not corrected" in page.result_label.text()
    page.tabs.setCurrentIndex(3)
    qtbot.waitUntil(lambda: not page.busy)
    page.save_button.click()
    qtbot.waitUntil(lambda: not page.busy)
    assert page.save_note.property("role") == "done"
    assert "Evidence from sealed sessions: 0 of" in page.history.text()
    store.close()
