"""Settle the table on a kiosk's screen: the felt takes the panel's whole width; the keypad comes
up in a sheet under it when a bet or a commission box is tapped and goes once that is settled; no
label on the felt or beside the keys is cut off, in either language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from kiosk.domain.bets import CommissionCollect, CommissionSettle
from kiosk.drills.clock import ManualClock
from kiosk.drills.session import Mode
from kiosk.drills.table import TableTask
from kiosk.drills.task import DrillId
from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset
from kiosk.rules.model import Ruleset
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.language import LanguageSwitch
from kiosk.ui.app.main_window import MainWindow
from kiosk.ui.app.style import apply_look, scale_for
from kiosk.ui.dev.shots import clipped_texts, overlapping_widgets
from kiosk.ui.panels.table_panel import TablePanel
from tests.drills.houses import house
from tests.ui.conftest import make_context


@pytest.fixture
def ruleset() -> Ruleset:
    """A house that marks banco's commission in the seats' boxes, its stakes in cents."""
    return house("bern", CommissionCollect.FROM_PAYOUT, CommissionSettle.AT_SHOE_END)


@pytest.fixture(params=[(1024, 768), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def size(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[tuple[int, int]]:
    size: tuple[int, int] = request.param
    apply_look(qapp, scale_for(*size))
    yield size
    apply_look(qapp)


def tap(qtbot, panel: TablePanel, point: QPointF) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(panel.felt, Qt.MouseButton.LeftButton, pos=point.toPoint())
    QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_felt_spans_the_panel_and_the_keys_come_up_under_it(
    qtbot, context: AppContext, languages: LanguageSwitch, lang: str, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    languages.set_language(lang)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.start_drill(DrillId.TABLE, Mode.PRACTICE)
    panel = window.drill_screen.panel
    assert isinstance(panel, TablePanel)
    QApplication.processEvents()

    def check() -> None:
        assert panel.felt.width() == panel.width()
        boxes = panel.felt.box_rects()
        assert boxes[-1].right() - boxes[0].left() > 0.75 * panel.width()  # drawn across it
        assert clipped_texts(window) == []
        assert overlapping_widgets(window) == []

    assert not panel.sheet.isVisible()
    check()
    panel.felt.repaint()
    chip = panel.felt.chip_rect(0)
    assert chip is not None
    tap(qtbot, panel, chip.center())
    assert panel.selected == 0 and panel.sheet.isVisible() and panel.keypad.isVisible()
    assert panel.sheet.geometry().top() > panel.felt.geometry().bottom()
    check()
    task = panel.task
    assert isinstance(task, TableTask)
    qtbot.mouseClick(panel.collect_button, Qt.MouseButton.LeftButton)  # settled: right or not
    QApplication.processEvents()
    if panel.task is task and window.drill_screen.session is not None:
        assert not panel.sheet.isVisible()  # the next bet is tapped on the felt alone
    box = panel.felt.commission_rect(1)
    if box is not None and panel.collect_button.isEnabled():
        tap(qtbot, panel, box.center())
        assert panel.box_selected == 1 and panel.sheet.isVisible()
        check()


def lines_of(label: QLabel) -> list[str]:
    """The lines `label` shows its text in, wrapped at its width as Qt wraps a label's words."""
    text = label.text()
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines: list[str] = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        lines.append(text[line.textStart() : line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_stake_beside_the_keys_is_never_split_from_its_currency(
    qtbot, languages: LanguageSwitch, lang: str, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """ "Box 2 · Punto · CHF 1'016" wrapped between "CHF" and the amount at 1024 × 768."""
    languages.set_language(lang)
    window = MainWindow(make_context(find_ruleset(DEFAULT_RULESET), ManualClock()))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    shown = 0
    while shown < 3:  # a coup is drawn each time: about every other has a stake of 1'000 or more
        window.start_drill(DrillId.TABLE, Mode.PRACTICE)
        panel, task = window.drill_screen.panel, window.drill_screen.panel.task
        assert isinstance(panel, TablePanel) and isinstance(task, TableTask)
        for index, wager in enumerate(task.prompt.wagers):
            if wager.stake >= 1000:
                panel.on_chip_clicked(index)
                QApplication.processEvents()
                amount = window.context.money(wager.stake)  # "CHF 1'016", whole on one line
                assert any(amount in line for line in lines_of(panel.selection)), amount
                shown += 1


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_sheet_slides_up_and_down_to_where_it_stands_at_once(
    qtbot, context: AppContext
) -> None:  # type: ignore[no-untyped-def]
    """On a screen the sheet slides (offscreen, in the screenshots, it comes at once): it starts
    low, ends as the sheet shown at once stands, and slides away to leave the felt as before."""
    from kiosk.ui.panels.table_panel import NO_LIMIT, SLIDE_MS

    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1024, 768)
    window.show()
    window.start_drill(DrillId.TABLE, Mode.PRACTICE)
    panel = window.drill_screen.panel
    assert isinstance(panel, TablePanel)
    QApplication.processEvents()
    assert panel.slide_ms == 0  # offscreen
    alone = panel.felt.geometry()
    chip = panel.felt.chip_rect(0)
    assert chip is not None

    def let_go() -> None:  # what settling the bet does to the sheet
        panel.selected = None
        panel.draw_task()

    tap(qtbot, panel, chip.center())
    at_once = (panel.sheet.geometry(), panel.felt.geometry())
    assert panel.sheet.isVisible() and panel.felt.geometry() != alone
    let_go()
    QApplication.processEvents()
    assert not panel.sheet.isVisible() and panel.felt.geometry() == alone
    panel.slide_ms = SLIDE_MS
    tap(qtbot, panel, chip.center())
    assert panel.sheet.isVisible() and panel.sheet.maximumHeight() < at_once[0].height()
    qtbot.waitUntil(lambda: panel.sheet.maximumHeight() == NO_LIMIT, timeout=2000)
    QApplication.processEvents()
    assert (panel.sheet.geometry(), panel.felt.geometry()) == at_once
    let_go()
    assert panel.sheet.isVisible()  # on its way down
    qtbot.waitUntil(lambda: not panel.sheet.isVisible(), timeout=2000)
    QApplication.processEvents()
    assert panel.felt.geometry() == alone and panel.sheet.maximumHeight() == NO_LIMIT


def test_no_pile_is_drawn_over_a_stake_s_total(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Stakes in one box's two areas on a short felt (the sheet up): the upper pile hangs into
    the lower area, yet its total is written after every pile, over them all."""
    from decimal import Decimal

    from kiosk.rules.catalog import find_ruleset
    from kiosk.ui.widgets.felt import Chip, FeltView

    felt = FeltView(find_ruleset("castle-vaduz"))
    qtbot.addWidget(felt)
    felt.set_formatters(lambda amount: format(amount, "f"), str)
    stakes = [Decimal(1016), Decimal(103)]
    felt.set_layout(
        Chip(i, 2, bet, stake)
        for i, (bet, stake) in enumerate(zip(("punto", "banco"), stakes, strict=True))
    )
    felt.resize(984, 190)
    felt.show()
    felt.grab()
    written = [t.text for t in felt.painted_text()]
    totals = [written.index(format(stake, "f")) for stake in stakes]
    piles = [i for i, text in enumerate(written) if text.startswith("×")]
    assert piles and max(piles) < min(totals)
