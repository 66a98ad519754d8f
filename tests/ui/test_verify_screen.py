"""The verification screen: load a log off the UI thread, filter the errors, draw the coup."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from kiosk.rules.catalog import find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.ui.screens.verify_screen import VerifyScreen
from kiosk.verify.logfile import LogFormat
from kiosk.verify.simulate import PlantedError, simulate, write_log

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def uk() -> Ruleset:
    return find_ruleset("uk-2000")


def _log(path: Path, ruleset: Ruleset, coups: int) -> list[PlantedError]:
    with path.open("w", encoding="utf-8", newline="") as out:
        return write_log(simulate(ruleset, coups, 0.05, 4, tables=2), out, LogFormat.CSV)


def test_load_filter_and_draw(qtbot, tmp_path: Path, uk: Ruleset) -> None:  # type: ignore[no-untyped-def]
    planted = _log(tmp_path / "log.csv", uk, 1200)
    screen = VerifyScreen(uk)
    qtbot.addWidget(screen)
    screen.load(tmp_path / "log.csv")
    qtbot.waitUntil(lambda: not screen.busy, timeout=20000)
    assert screen.model.rowCount() == len(planted)
    assert "1200 coup(s) verified" in screen.summary.text()
    # the first error is selected and drawn
    error = screen.selected_error()
    assert error is not None and screen.rule_label.text()
    assert len(screen.coup.punto.hand.cards()) >= 2
    # filters: kind, hand, table, stands
    screen.kind_box.setCurrentIndex(screen.kind_box.findData("wrong-call"))
    wrong = sum(1 for p in planted if p.kind.value == "wrong-call")
    assert screen.filter.rowCount() == wrong
    screen.kind_box.setCurrentIndex(screen.kind_box.findData("under-draw"))
    screen.hand_box.setCurrentIndex(screen.hand_box.findData("banco"))
    expected = [
        p for p in planted if p.kind.value == "under-draw" and p.hand and p.hand.value == "banco"
    ]
    assert screen.filter.rowCount() == len(expected)
    screen.table_box.setCurrentIndex(screen.table_box.findData("PB1"))
    assert screen.filter.rowCount() == sum(1 for p in expected if p.table == "PB1")
    screen.kind_box.setCurrentIndex(0)
    screen.hand_box.setCurrentIndex(0)
    screen.table_box.setCurrentIndex(0)
    screen.stands_box.setCurrentIndex(screen.stands_box.findData("corrected"))
    assert screen.filter.rowCount() == sum(
        1 for p in planted if p.flagged or p.kind.value == "wrong-call"
    )
    # an under-draw shows the missing card face down, marked
    screen.stands_box.setCurrentIndex(0)
    screen.kind_box.setCurrentIndex(screen.kind_box.findData("under-draw"))
    screen.view.selectRow(0)
    error = screen.selected_error()
    assert error is not None
    hand = (
        screen.coup.punto.hand
        if error.hand and error.hand.value == "punto"
        else screen.coup.banco.hand
    )
    assert hand.cards()[-1] is None
    # the explanation names the hands and writes the cards as people do, not the log's codes
    detail = screen.detail_label.text()
    assert "Punto " in detail and "P[" not in detail and "B[" not in detail
    assert any(sign in detail for sign in "♠♥♦♣")
    # the houses are listed by name
    assert screen.ruleset_box.currentText() == uk.name.get("en")


def test_a_log_with_more_errors_than_are_listed(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, uk: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A log with more findings than the screen lists (a log checked against the wrong house
    may have millions): the first are listed, the counts are whole, and the summary says so."""
    from kiosk.ui.screens import verify_screen

    planted = _log(tmp_path / "log.csv", uk, 1200)
    monkeypatch.setattr(verify_screen, "LISTED", 7)
    screen = VerifyScreen(uk)
    qtbot.addWidget(screen)
    screen.load(tmp_path / "log.csv")
    qtbot.waitUntil(lambda: not screen.busy, timeout=20000)
    assert screen.model.rowCount() == 7
    assert f"{len(planted)} error(s) found" in screen.summary.text()
    assert "Only the first 7 errors and unreadable rows are listed" in screen.summary.text()


@pytest.mark.slow
def test_cancel(qtbot, tmp_path: Path, uk: Ruleset) -> None:  # type: ignore[no-untyped-def]
    _log(tmp_path / "big.csv", uk, 40000)
    screen = VerifyScreen(uk)
    qtbot.addWidget(screen)
    screen.load(tmp_path / "big.csv")
    assert screen.cancel_button.isVisibleTo(screen)
    screen.cancel_button.click()
    qtbot.waitUntil(lambda: not screen.busy, timeout=30000)
    assert screen.report is None
    assert "cancelled" in screen.summary.text()
    assert screen.open_button.isEnabled()


def test_a_failure_is_shown_and_the_screen_is_usable_again(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, uk: Ruleset, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kiosk.ui.screens import verify_screen

    def broken(*args: object, **kwargs: object) -> None:
        raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")

    monkeypatch.setattr(verify_screen, "verify_logs", broken)
    (tmp_path / "log.csv").write_bytes(b"\xff")
    screen = VerifyScreen(uk)
    qtbot.addWidget(screen)
    screen.load(tmp_path / "log.csv")
    qtbot.waitUntil(lambda: not screen.busy, timeout=10000)
    assert screen.summary.text().startswith("The log could not be verified: ")
    assert "invalid start byte" in screen.summary.text()
    assert screen.open_button.isEnabled() and not screen.cancel_button.isVisibleTo(screen)
    assert screen.report is None


def test_retranslates_on_language_change(qtbot, uk: Ruleset) -> None:  # type: ignore[no-untyped-def]
    screen = VerifyScreen(uk)
    qtbot.addWidget(screen)
    screen.open_button.setText("")
    QApplication.sendEvent(screen, QEvent(QEvent.Type.LanguageChange))
    assert screen.open_button.text() == "Open log…"


def test_accepts_being_built_with_only_a_parent(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    screen = VerifyScreen(parent)  # type: ignore[arg-type]
    assert screen.parent() is parent and screen.ruleset.id
