"""The ruleset screen: tableau grid, pay table, and house edges computed off the UI thread."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import replace

import pytest

from PySide6.QtCore import QRunnable, QThreadPool
from PySide6.QtWidgets import QTableWidget

from kiosk.domain.tableau import STANDARD, Action, BancoRow, Tableau
from kiosk.i18n import current_language, set_language
from kiosk.rules.audit import Audit
from kiosk.rules.catalog import ruleset_files
from kiosk.rules.loader import load_ruleset
from kiosk.rules.model import Ruleset
from kiosk.ui.app.language import language_news
from kiosk.ui.screens.ruleset_screen import RulesetScreen

pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    before = current_language()
    set_language("en")
    yield
    set_language(before)


def uk() -> Ruleset:
    return load_ruleset(ruleset_files()["uk-2000"])


def row_of(table: QTableWidget, first_cell: str) -> list[str]:
    for row in range(table.rowCount()):
        item = table.item(row, 0)
        if item is not None and item.text() == first_cell:
            return [table.item(row, c).text() for c in range(table.columnCount())]
    raise AssertionError(f"no row {first_cell!r}")


# The offscreen platform warns when any top-level window is shown.
SHOWN = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@SHOWN
def test_shows_the_exact_figures(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = RulesetScreen(uk())
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    assert isinstance(screen.audit, Audit)
    assert screen.progress.isHidden()
    table = screen.edges_table
    assert not table.isHidden()
    banco = row_of(table, "Banco")
    assert banco[1:5] == ["45.860 %", "44.625 %", "9.516 %", "1.458 %"]
    assert banco[5] == "1.45 % (truncated)"
    assert row_of(table, "Punto")[4] == "1.235 %"
    assert row_of(table, "3 giving 8 (3g8)")[4:] == ["8.682 %", "8.7 % (rounded)"]
    assert row_of(table, "Egalité on 7")[5] == "8.2 % (does not match)"
    assert "truncated, not rounded" in screen.warnings_label.text()
    assert "4,998,398,275,503,360" in screen.status.text()


def test_tableau_and_pay_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = RulesetScreen(uk())
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    grid = screen.banco_grid
    assert grid.rowCount() == 8 and grid.columnCount() == 11
    assert grid.verticalHeaderItem(3).text() == "Banco 3"
    assert grid.horizontalHeaderItem(0).text() == "punto stood"
    assert grid.item(3, 0).text() == "draw"  # banco 3, punto stood
    assert grid.item(3, 9).text() == "stand"  # banco 3, punto's third card 8
    assert grid.item(6, 7).text() == "draw"  # banco 6, punto's third card 6
    assert not any(grid.item(r, c).font().bold() for r in range(8) for c in range(11))
    pays = screen.pays_table
    assert row_of(pays, "Banco")[1] == "1:1, a win with 6 pays 1:2"
    assert row_of(pays, "Egalité on 0")[1:] == ["150:1", "£1", "£25"]  # as the house writes it


def test_cells_that_differ_from_the_standard_are_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    banco = dict(STANDARD.banco)
    banco[6] = BancoRow(Action.DRAW, banco[6].punto_third)
    tableau = Tableau(naturals=STANDARD.naturals, punto=STANDARD.punto, banco=banco)
    ruleset = replace(uk(), tableau=tableau)
    screen = RulesetScreen(ruleset)
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    grid = screen.banco_grid
    bold = [(r, c) for r in range(8) for c in range(11) if grid.item(r, c).font().bold()]
    assert bold == [(6, 0)]
    assert grid.item(6, 0).toolTip() == "The standard tableau says: stand"
    assert "banco 6, punto stood: draw" in screen.warnings_label.text()
    assert row_of(screen.edges_table, "Banco")[4] != "1.458 %"


class _Blocker(QRunnable):
    def __init__(self, release: threading.Event) -> None:
        super().__init__()
        self.release = release

    def run(self) -> None:
        self.release.wait(10)


@SHOWN
def test_closing_cancels_the_computation(qtbot) -> None:  # type: ignore[no-untyped-def]
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    release = threading.Event()
    pool.start(_Blocker(release))  # the screen's job waits behind this one
    screen = RulesetScreen(uk(), pool=pool)
    qtbot.addWidget(screen)
    screen.show()
    assert screen.busy
    assert not screen.progress.isHidden()
    screen.close()
    release.set()
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    assert screen.audit is None
    assert not screen.busy
    assert screen.status.text() == "The computation was stopped."
    assert pool.waitForDone(5_000)


def test_a_failure_is_shown_not_a_screen_stuck_computing(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kiosk.ui.screens import ruleset_screen

    def broken(ruleset: Ruleset, progress: object = None) -> Audit:
        raise ArithmeticError("the shoe has no cards")

    monkeypatch.setattr(ruleset_screen, "audit_ruleset", broken)
    screen = RulesetScreen(uk())
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    assert screen.status.text() == "The odds could not be computed: the shoe has no cards"
    assert screen.progress.isHidden() and screen.audit is None


def test_retranslates_on_language_change(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = RulesetScreen(uk())
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    set_language("de")
    language_news().changed.emit()  # as kiosk.ui.app.language.LanguageSwitch announces a switch
    assert row_of(screen.edges_table, "Banco")[4] == "1,458 %"
    assert "1,458 %" in screen.warnings_label.text()
    assert "4.998.398.275.503.360" in screen.status.text()


@SHOWN
def test_trainees_see_the_procedures_not_the_audit_warnings(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = RulesetScreen(uk())
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    text = screen.procedures_label.text()
    assert screen.procedures_label.isVisible()
    assert "Settlement: collect the losing bets, pay the winning bets." in text
    assert "dealing error" in text  # the misdeal clause the drills quote
    assert not screen.warnings_label.isVisible() and not screen.warnings_heading.isVisible()
    supervisor = RulesetScreen(uk(), warnings=True)
    qtbot.addWidget(supervisor)
    supervisor.show()
    qtbot.waitUntil(lambda: not supervisor.busy, timeout=10_000)
    assert supervisor.warnings_label.isVisible()


def test_the_irregularities_with_remedy_and_source_assumed_ones_marked(qtbot) -> None:  # type: ignore[no-untyped-def]
    house = uk()
    screen = RulesetScreen(house)
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    labels = screen.irregularities_labels
    assert len(labels) == len(house.irregularities) >= 12
    assert not screen.irregularities_heading.isHidden()
    texts = {
        case.id: (what.text(), remedy.text())
        for case, (what, remedy) in zip(house.irregularities, labels, strict=True)
    }
    # the poster's misdeal clause, quoted as the house's own
    what, remedy = texts["over-draw-after-next"]
    assert what == "Once the next coup is dealt: an over-draw noticed after the next coup's cards."
    assert remedy.startswith(
        "The house's remedy: The result stands.\nHouse rule: “In the event of a Dealer"
    )
    assert remedy.endswith("with no right of redress”.")  # one full stop, after the quote
    assert texts["late-bet"][0] == "While bets are placed: a bet after “no more bets”."
    assumed = [c for c in house.irregularities if c.source.assumed]
    assert 0 < len(assumed) < len(house.irregularities)
    for case, (what, remedy) in zip(house.irregularities, labels, strict=True):
        assert ("#d9b54a" in remedy.styleSheet()) is case.source.assumed, case.id  # in gold
        assert ("Assumed, to be confirmed by the house" in remedy.text()) is case.source.assumed
        assert not what.styleSheet()
    assert screen.irregularities_note.text() == (
        f"{len(assumed)} of {len(house.irregularities)} remedies are assumed until the house "
        "confirms them (in gold)."
    )


def test_a_house_without_irregularities_shows_no_heading_for_them(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = RulesetScreen(replace(uk(), irregularities=()))
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: not screen.busy, timeout=10_000)
    assert screen.irregularities_heading.isHidden() and not screen.irregularities_labels
