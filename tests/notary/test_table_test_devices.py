"""Two examiners score one practical session, each on their own device: the second joins through
the room's records server with the session's code, a difference beyond the tolerance shows on
both, and the reason they agree on is recorded with the session."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from PySide6.QtWidgets import QApplication, QWidget

from kiosk.domain.coup import Winner
from kiosk.drills.clock import ManualClock
from kiosk.drills.practical import TableTest
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.keys import keyring_text
from kiosk.notary.service import Kind, Notary, Refusal
from kiosk.records.attested import refusal_sentence
from kiosk.records.ledger import Keyring
from kiosk.records.model import RecordsError
from kiosk.records.postgres import PostgresStore
from kiosk.records.practical import join, sessions_of, share
from kiosk.rules.catalog import find_ruleset
from kiosk.rules.exams import find_exam
from kiosk.rules.practical import Practical
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.style import apply_look, scale_for, scaled
from kiosk.ui.dev.shots import clipped_texts, overlapping_widgets
from kiosk.ui.supervisor.table_test_page import TableTestPage
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, code
from tests.records.helpers import SlowLink
from tests.ui.test_slow_server import ROUND_TRIP_S, Ticks

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def devices(room: Room) -> Iterator[tuple[PostgresStore, PostgresStore]]:
    """The examiners' two devices, each logged in as a kiosk of its own."""
    first = PostgresStore(room.url("kiosk_a"), kiosk="kiosk_a")
    second = PostgresStore(room.url("kiosk_b"), kiosk="kiosk_b")
    yield first, second
    first.close()
    second.close()


def _practical() -> Practical:
    practical = find_exam("bern").practical
    assert practical is not None and practical.examiners == 2 and practical.tolerance == 2
    return practical


def _pull(qtbot: QtBot, *pages: TableTestPage) -> None:
    """Each page reads the other's marks, once every call before has reached the records."""
    qtbot.waitUntil(lambda: not any(page.busy for page in pages))
    for page in pages:
        page.on_pull()
    qtbot.waitUntil(lambda: not any(page.busy for page in pages))


def test_the_second_examiner_scores_on_another_device(
    devices: tuple[PostgresStore, PostgresStore],
) -> None:
    first, second = devices
    here = TableTest(find_ruleset("bern"), _practical(), ManualClock(), ["1", "2"])
    there = TableTest(find_ruleset("bern"), _practical(), ManualClock(), ["1", "2"])
    ruth = share(first.db, "Ruth", "kiosk_a")
    with pytest.raises(RecordsError, match="No practical session is shared under the code"):
        join(second.db, "XXXXXX", "Marco", "kiosk_b")
    with pytest.raises(RecordsError, match="Ruth scores session"):
        join(second.db, ruth.code, "Ruth", "kiosk_b")
    marco = join(second.db, ruth.code.lower(), "Marco", "kiosk_b")
    with pytest.raises(RecordsError, match=r"Marco scores session .* as the second examiner"):
        join(first.db, ruth.code, "Bea", "kiosk_a")
    ruth.mark("score", "drawing", 8)
    marco.mark("score", "drawing", 4)
    marco.mark("score", "pace", 7)
    assert ruth.pull(here) and marco.pull(there)
    for test in (here, there):
        assert test.examiners == ("Ruth", "Marco")
        assert test.scores() == {"Ruth": {"drawing": 8}, "Marco": {"drawing": 4, "pace": 7}}
        (difference,) = test.differences()
        assert difference.criterion.id == "drawing" and difference.scores == (8, 4)
    assert not ruth.pull(here)  # nothing new
    marco.mark("agreed", "drawing", 6, "Marco saw the second over-draw")
    assert ruth.pull(here)
    assert here.differences() == []
    assert here.resolutions["drawing"].reason == "Marco saw the second over-draw"


def test_a_mark_committed_after_a_later_one_is_still_taken(
    room: Room, devices: tuple[PostgresStore, PostgresStore]
) -> None:
    """Marks are numbered when written, not when committed: the second examiner's agreement,
    numbered before the first device's count but committed after its read, is still taken."""
    first, second = devices
    here = TableTest(find_ruleset("bern"), _practical(), ManualClock(), ["1", "2"])
    ruth = share(first.db, "Ruth", "kiosk_a")
    join(second.db, ruth.code, "Marco", "kiosk_b")
    ruth.mark("score", "drawing", 8)
    ruth.pull(here)
    with room.connect("kiosk_b") as slow, slow.transaction():
        slow.execute(
            "INSERT INTO practical_marks (code, kind, seat, examiner, criterion, points, reason, "
            "at, kiosk) VALUES (%s, 'score', 2, 'Marco', 'drawing', 3, '', %s, 'kiosk_b')",
            (ruth.code, datetime.now(UTC).isoformat()),
        )
        ruth.mark("score", "pace", 7)  # numbered after Marco's score, committed before it
        assert ruth.pull(here)
        assert "Marco" not in here.scores() or "drawing" not in here.scores()["Marco"]
    assert ruth.pull(here)
    assert here.scores()["Marco"] == {"drawing": 3}
    assert not ruth.pull(here)  # each mark is taken once


def test_both_pages_show_the_difference_and_the_agreement(
    qtbot: QtBot, devices: tuple[PostgresStore, PostgresStore]
) -> None:
    first = devices[0]
    anna = first.add_trainee("Anna Meier", "1042")
    pages = []
    for store in devices:
        page = TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=store)
        qtbot.addWidget(page)
        page.resize(960, 560)
        page.show()
        pages.append(page)
    table, tablet = pages
    assert not table.share_button.isHidden() and not tablet.join_button.isHidden()
    for ranks in ("A32K54", "92K35"):  # a clean coup, then an over-draw
        for rank in ranks:
            table.rank_keys[rank].click()
        table.winners[Winner.PUNTO].click()
    table.tabs.setCurrentIndex(2)
    table.share_name.setText("Ruth")
    table.share_button.click()  # the seat is taken off the UI thread
    assert not table.share_button.isEnabled() and table.shared is None
    qtbot.waitUntil(lambda: table.shared is not None)
    code = table.shared.code if table.shared else ""
    assert code in table.share_note.text()
    tablet.tabs.setCurrentIndex(2)
    tablet.share_name.setText("Marco")
    tablet.join_code.setText(code)
    tablet.join_button.click()
    qtbot.waitUntil(lambda: tablet.shared is not None)
    assert tablet.shared is not None and tablet.shared.seat == 2
    assert not tablet.score_boxes[0][0].isEnabled() and tablet.score_boxes[0][1].isEnabled()
    criteria = _practical().criteria
    for row, criterion in enumerate(criteria):
        table.score_boxes[row][0].setValue(8)
        tablet.score_boxes[row][1].setValue(3 if criterion.id == "drawing" else 8)
    _pull(qtbot, table, tablet)
    name = next(c for c in criteria if c.id == "drawing").name.get("en")
    for page in pages:
        assert f"{name}: the examiners differ by 5 points" in page.differences.text()
        assert not page.resolve_button.isHidden()
    drawing = [c.id for c in criteria].index("drawing")
    assert table.score_boxes[drawing][1].value() == 3  # the tablet's score, shown at the table
    # the errors counted at the table show on the tablet's rubric too
    assert [label.text() for label in tablet.error_labels] == [
        label.text() for label in table.error_labels
    ]
    assert tablet.error_labels[drawing].text() == "1"
    tablet.reason.setText("Ruth saw the correction")
    tablet.resolve_button.click()
    _pull(qtbot, table, tablet)
    assert table.differences.text() == "" and "Weighted result" in table.result_label.text()
    table.tabs.setCurrentIndex(3)
    qtbot.waitUntil(lambda: not table.busy)  # the trainees are read off the UI thread
    table.save_button.click()
    qtbot.waitUntil(lambda: not table.busy)  # kept off the UI thread
    (kept,) = sessions_of(first.db, anna.id)
    assert kept.examiners == ("Ruth", "Marco")
    assert kept.scores["Marco"]["drawing"] == 3 and kept.scores["Ruth"]["drawing"] == 8
    assert kept.resolutions == {"drawing": (6, "Ruth saw the correction")}


@pytest.mark.slow
def test_sharing_scoring_and_reading_the_other_s_marks_never_wait_on_a_far_server(
    qtbot: QtBot, room: Room
) -> None:
    """The room's server half a second away: the seat taken, each score sent and the other
    examiner's marks read all go off the UI thread; the screen never waits on a round trip."""
    port = room.cluster.port
    with SlowLink(port, ROUND_TRIP_S / 2) as link:
        stores = [
            PostgresStore(room.url(kiosk).replace(f":{port}/", f":{link.port}/"), kiosk=kiosk)
            for kiosk in ("kiosk_a", "kiosk_b")
        ]
        ticks = Ticks(qtbot)
        table, tablet = pages = [
            TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=store)
            for store in stores
        ]
        for page in pages:
            qtbot.addWidget(page)
            page.show()
        for rank in "92K35":
            ticks.call(table.rank_keys[rank].click)
        ticks.call(table.winners[Winner.PUNTO].click)
        table.share_name.setText("Ruth")
        ticks.call(table.share_button.click)
        assert table.busy and table.share_note.text() == "Reading the records …"
        ticks.waiting(lambda: table.shared is not None)
        assert table.shared is not None
        tablet.share_name.setText("Marco")
        tablet.join_code.setText(table.shared.code)
        ticks.call(tablet.join_button.click)
        ticks.waiting(lambda: tablet.shared is not None)
        drawing = [c.id for c in _practical().criteria].index("drawing")
        ticks.call(lambda: table.score_boxes[drawing][0].setValue(8))
        ticks.call(lambda: tablet.score_boxes[drawing][1].setValue(3))
        ticks.waiting(  # each device reads the other's score every second
            lambda: all("differ by 5 points" in page.differences.text() for page in pages)
        )
        assert tablet.error_labels[drawing].text() == "1"  # counted at the table
        ticks.timer.stop()
        for page in pages:
            page.share_timer.stop()
        qtbot.waitUntil(lambda: not any(page.busy for page in pages), timeout=20_000)
        for store in stores:
            store.close()
    print(f"longest the screen waited: {ticks.longest * 1000:.1f} ms")
    assert ticks.longest < ROUND_TRIP_S / 2  # never a round trip to the server


def test_a_sealed_session_counts_toward_the_evidence_once_sealed(
    qtbot: QtBot,
    devices: tuple[PostgresStore, PostgresStore],
    room: Room,
    home: Home,
    tmp_path: Path,
) -> None:
    first = devices[0]
    first.add_trainee("Anna Meier", "1042")
    examiners = Examiners(home.examiners_file)
    secrets = {name: examiners.add(name, NOW) for name in ("Anna", "Bea", "Carla")}
    keyring = tmp_path / "keyring.json"
    keyring.write_text(keyring_text(Keyring((home.key().trusted(),))), encoding="utf-8")
    page = TableTestPage(find_ruleset("bern"), clock=ManualClock(), store=first, keyring=keyring)
    qtbot.addWidget(page)
    with room.connect("notary") as conn:
        notary = Notary(conn, home, lambda: datetime.now(UTC))
        notary.register(BERN, Kind.RULESET, "Anna", code(secrets["Anna"], datetime.now(UTC)))
        notary.register(BERN_EXAM, Kind.EXAM, "Bea", code(secrets["Bea"], datetime.now(UTC)))
        for ranks in ("92K3", "A32K54"):
            for rank in ranks:
                page.rank_keys[rank].click()
            page.winners[Winner.PUNTO].click()
        page.tabs.setCurrentIndex(3)
        qtbot.waitUntil(lambda: not page.busy)  # the trainees are read off the UI thread
        page.examiner_names_edits[0].setText("Carla")
        page.examiner_names_edits[1].setText("Anna")
        assert page.examiner.isHidden() and not page.second_code.isHidden()  # the names above
        page.examiner_code.setText(code(secrets["Carla"], datetime.now(UTC)))  # one code alone
        page.seal_button.click()  # refused on the page, in the page's language: nothing sent
        assert page.save_note.property("role") == "error" and not page.busy
        assert "The code is wrong" in page.save_note.text() and len(page.test.coups) == 2
        page.examiner_code.setText(code(secrets["Carla"], datetime.now(UTC)))
        page.second_code.setText("000000")  # the second examiner's code wrong
        page.seal_button.click()
        qtbot.waitUntil(lambda: not page.busy)
        assert page.save_note.property("role") == "done", page.save_note.text()
        (refused,) = notary.work()
        assert refused.refused is Refusal.SECOND_CODE  # kept, not attested; a new one begins
        for ranks in ("92K3", "A32K54"):
            for rank in ranks:
                page.rank_keys[rank].click()
            page.winners[Winner.PUNTO].click()
        page.examiner_code.setText(code(secrets["Carla"], datetime.now(UTC), 1))
        page.second_code.setText(code(secrets["Anna"], datetime.now(UTC), 1))
        page.seal_button.click()
        qtbot.waitUntil(lambda: not page.busy)  # kept off the UI thread
        assert page.save_note.property("role") == "done", page.save_note.text()
        assert "Kept and sent to the notary" in page.save_note.text()
        assert page.test is not None and page.test.coups == []  # a new session begins
        assert ": 2 coup" in page.history.text() and "not attested" in page.history.text()
        assert "Evidence from sealed sessions: 0 of 60 coups" in page.history.text()
        (outcome,) = notary.work()
        assert outcome.seal is not None
    page.show_sessions()
    qtbot.waitUntil(lambda: not page.busy)
    assert page.history.text().count("not attested") == 1  # the one refused
    assert refusal_sentence(Refusal.SECOND_CODE) in page.history.text()
    assert "Evidence from sealed sessions: 2 of 60 coups over 1 of 2" in page.history.text()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)], ids=str)
def test_on_a_room_the_pages_fit_at_every_size(
    qtbot: QtBot,
    qapp: QApplication,
    devices: tuple[PostgresStore, PostgresStore],
    size: tuple[int, int],
    lang: str,
) -> None:
    from kiosk.ui.supervisor.area import area_style

    switch = LanguageSwitch(qapp)
    switch.set_language(lang)
    apply_look(qapp, scale_for(*size))
    try:
        devices[0].add_trainee("Anna Meier", "1042")
        area = QWidget()  # the supervisor area's page: the window less its title and tabs
        qtbot.addWidget(area)
        area.setStyleSheet(scaled(area_style()))
        page = TableTestPage(find_ruleset("bern"), area, clock=ManualClock(), store=devices[0])
        area.resize(size[0] - 64, size[1] - 190)
        page.resize(area.size())
        area.show()
        page.share_name.setText("Ruth")
        page.share_button.click()
        qtbot.waitUntil(lambda: page.shared is not None)  # the seat taken off the UI thread
        page.score_boxes[0][0].setValue(9)
        problems = []
        for index in (2, 3):
            page.tabs.setCurrentIndex(index)
            qtbot.waitUntil(lambda: not page.busy)
            QApplication.processEvents()
            problems += overlapping_widgets(area) + clipped_texts(area)
        assert problems == []
    finally:
        apply_look(qapp)
        switch.set_language("en")
        switch.deleteLater()
