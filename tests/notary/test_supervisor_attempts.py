"""The supervisor's exam attempts on a room (kiosk.ui.supervisor.attempts_panel), headless,
against a real cluster and a notary serving in a thread: every attempt the notary started is
listed with its state read from the seals alone, and a new seal shows without a click."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from kiosk.notary.certificates import not_attested, read_pdf
from kiosk.notary.examiners import Examiners
from kiosk.notary.home import Home
from kiosk.notary.keys import keyring_text
from kiosk.notary.pdftext import pdf_text
from kiosk.notary.service import Kind, Notary
from kiosk.records.attested import ABANDONED, NotaryDesk
from kiosk.records.ledger import Keyring
from kiosk.records.postgres import PostgresStore
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.supervisor.attempts_panel import AttemptsPanel
from kiosk.ui.supervisor.trainees_page import TraineeDetail, read_trainee
from tests.notary.conftest import BERN, BERN_EXAM, NOW, Room, Serving, code


def now() -> datetime:
    return datetime.now(UTC)


@pytest.fixture
def secrets(room: Room, home: Home) -> Iterator[dict[str, str]]:
    """The examiners' secrets, the Bern exam registered and a notary serving."""
    examiners = Examiners(home.examiners_file)
    made = {name: examiners.add(name, NOW) for name in ("Anna", "Bea", "Carla", "Dora")}
    with room.connect("notary") as conn:
        notary = Notary(conn, home, now)
        notary.register(BERN, Kind.RULESET, "Anna", code(made["Anna"], now()))
        notary.register(BERN_EXAM, Kind.EXAM, "Bea", code(made["Bea"], now()))
    serving = Serving(room, home)
    yield made
    serving.close()


@pytest.fixture
def languages(qapp: object) -> Iterator[LanguageSwitch]:
    switch = LanguageSwitch(qapp)  # type: ignore[arg-type]
    switch.set_language("en")
    yield switch
    switch.set_language("en")
    switch.deleteLater()


@pytest.fixture
def keyring(home: Home, tmp_path: Path) -> Path:
    path = tmp_path / "notary-keyring.json"
    path.write_text(keyring_text(Keyring((home.key().trusted(),))), encoding="utf-8")
    return path


@pytest.fixture
def desk(room: Room) -> Iterator[NotaryDesk]:
    made = NotaryDesk.connect(room.url("kiosk_a"))
    yield made
    made.close()


@pytest.fixture
def supervisor(room: Room) -> Iterator[PostgresStore]:
    made = PostgresStore(room.url("supervisor"))
    yield made
    made.close()


@pytest.fixture
def anna(room: Room) -> int:
    kiosk = PostgresStore(room.url("kiosk_a"), kiosk="kiosk_a")
    try:
        return kiosk.add_trainee("Anna Beck", "1042").id
    finally:
        kiosk.close()


def _panel(qtbot: QtBot, store: PostgresStore, keyring: Path) -> AttemptsPanel:
    panel = AttemptsPanel(store, None, keyring=keyring, data_dir=keyring.parent)
    qtbot.addWidget(panel)
    return panel


def _row(panel: AttemptsPanel, row: int = 0) -> list[str]:
    return [panel.table.item(row, c).text() for c in range(panel.table.columnCount())]


def test_a_sealed_start_and_end_show_at_once_from_the_seals(
    qtbot: QtBot,
    secrets: dict[str, str],
    keyring: Path,
    desk: NotaryDesk,
    supervisor: PostgresStore,
    anna: int,
    languages: LanguageSwitch,
) -> None:
    panel = _panel(qtbot, supervisor, keyring)
    qtbot.waitUntil(lambda: panel.seen >= 0 and panel.listening, timeout=10_000)
    assert panel.table.rowCount() == 0
    assert not panel.timer.isActive()  # no polling: the notary announces each seal
    (exam,) = desk.exams()
    attempt = desk.start(anna, exam.definition, "Carla", code(secrets["Carla"], now()))
    qtbot.waitUntil(lambda: panel.table.rowCount() == 1, timeout=10_000)
    row = _row(panel)
    assert row[1:] == ["Anna Beck · 1042", exam.exam.name.en, "kiosk_a", "Carla", "open"]
    desk.request_end(attempt.id, ABANDONED)
    qtbot.waitUntil(lambda: _row(panel)[5] == "abandoned", timeout=20_000)
    printed = panel.write_certificate(panel.sealed[0])  # from the sealed facts alone
    assert printed is not None and printed.name == f"exam-attempt-{attempt.id}.pdf"
    assert "Anna Beck" in pdf_text(printed.read_bytes())
    languages.set_language("de")
    panel.retranslate()  # as the Records page does on a change of language
    assert _row(panel)[5] == "aufgegeben"  # the words of the state, translated again


def test_a_room_without_the_keyring_says_so(
    qtbot: QtBot, secrets: dict[str, str], supervisor: PostgresStore, tmp_path: Path
) -> None:
    panel = _panel(qtbot, supervisor, tmp_path / "missing.json")
    qtbot.waitUntil(lambda: panel.note.isVisible() or bool(panel.note.text()), timeout=10_000)
    assert "missing.json" in panel.note.text() and panel.table.rowCount() == 0


def test_a_void_refused_in_words_then_sealed_with_its_reason(
    qtbot: QtBot,
    home: Home,
    secrets: dict[str, str],
    keyring: Path,
    desk: NotaryDesk,
    supervisor: PostgresStore,
    anna: int,
) -> None:
    (exam,) = desk.exams()
    attempt = desk.start(anna, exam.definition, "Carla", code(secrets["Carla"], now()))
    panel = _panel(qtbot, supervisor, keyring)
    qtbot.waitUntil(lambda: panel.table.rowCount() == 1, timeout=10_000)
    panel.void_button.click()
    assert "Choose an attempt" in panel.note.text()
    assert panel.write_certificate(panel.sealed[0]) is None
    assert "open attempt has no certificate" in panel.note.text()
    panel.table.selectRow(0)
    panel.reason.setText("wrong candidate")
    panel.examiner.setText("Dora")
    panel.code.setText("12345")
    panel.void_button.click()
    assert "six digits" in panel.note.text()
    wrong = "000000" if code(secrets["Dora"], now(), 1) != "000000" else "111111"
    panel.code.setText(wrong)
    panel.void_button.click()
    qtbot.waitUntil(lambda: "The code is wrong" in panel.note.text(), timeout=40_000)
    assert _row(panel)[5] == "open"
    panel.code.setText(code(secrets["Dora"], now(), 1))
    panel.void_button.click()
    qtbot.waitUntil(lambda: _row(panel)[5] == "voided", timeout=40_000)
    assert "sealed the decision" in panel.note.text()
    assert panel.write_certificate(panel.sealed[0]) is None
    assert "voided: it has no certificate" in panel.note.text()
    assert not list((keyring.parent / "certificates").glob("*.pdf"))
    ledger, findings = desk.ledger(Keyring((home.key().trusted(),)))
    assert findings == []
    voided = ledger.attempts[attempt.id].voided
    assert voided is not None and (voided["reason"], voided["examiner"]) == (
        "wrong candidate",
        "Dora",
    )


def test_the_trainee_page_prints_a_room_s_certificate_from_the_notary_s_seals(
    qtbot: QtBot,
    secrets: dict[str, str],
    keyring: Path,
    desk: NotaryDesk,
    supervisor: PostgresStore,
    anna: int,
    languages: LanguageSwitch,
) -> None:
    (exam,) = desk.exams()
    attempt = desk.start(anna, exam.definition, "Carla", code(secrets["Carla"], now()))
    desk.request_end(attempt.id, ABANDONED)
    qtbot.waitUntil(lambda: bool(read_trainee(supervisor, anna, keyring).sealed), timeout=20_000)
    detail = TraineeDetail(supervisor, keyring.parent)
    qtbot.addWidget(detail)
    detail.show_records(read_trainee(supervisor, anna, keyring))
    row = [detail.results.item(0, c).text() for c in (1, 2, 3, 4)]
    assert row[1:] == ["abandoned", f"Attempt {attempt.id}", exam.exam.name.en]
    printed = detail.write_chosen_certificate()
    assert printed is not None and printed.name == f"exam-attempt-{attempt.id}.pdf"
    data = printed.read_bytes()
    assert read_pdf(printed)[1] is not None and not not_attested(data)
    assert "Anna Beck" in pdf_text(data)
    # without the pinned keyring nothing is printed from the room's other columns: it is said
    unpinned = read_trainee(supervisor, anna, keyring.parent / "missing.json")
    assert unpinned.sealed == [] and "missing.json" in unpinned.sealed_problem
    detail.show_records(unpinned)
    assert "missing.json" in detail.certificate_note.text()
    assert detail.write_chosen_certificate() is None


def test_the_notary_announces_each_seal_to_a_desk_that_listens(
    secrets: dict[str, str], room: Room, desk: NotaryDesk, anna: int
) -> None:
    watch = NotaryDesk.connect(room.url("supervisor"))
    try:
        assert watch.wait_for_seal(lambda: True)  # listening begins: one may have come before
        looks = iter(range(3))
        assert not watch.wait_for_seal(lambda: next(looks, None) is not None, tick_s=0.1)
        (exam,) = desk.exams()
        desk.start(anna, exam.definition, "Carla", code(secrets["Carla"], now()))
        asked = iter(range(100))  # 10 s at most
        assert watch.wait_for_seal(lambda: next(asked, None) is not None, tick_s=0.1)
    finally:
        watch.close()
