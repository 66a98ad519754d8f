"""The no-clipping check of the shots also sees column headings and table cells."""

from __future__ import annotations

from decimal import Decimal

import pytest

from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from kiosk.rules.catalog import find_ruleset
from kiosk.ui.dev.shots import clipped_texts
from kiosk.ui.widgets.felt import BoxMarks, FeltView


def table(qtbot, width: int) -> QWidget:  # type: ignore[no-untyped-def]
    root = QWidget()
    qtbot.addWidget(root)
    view = QTableWidget(1, 2, root)
    view.setHorizontalHeaderLabels(["Name", "A rather long column heading"])
    view.setItem(0, 0, QTableWidgetItem("A name much too long for its cell"))
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.setColumnWidth(0, width)
    view.setColumnWidth(1, width)
    QVBoxLayout(root).addWidget(view)
    root.resize(900, 200)
    root.show()
    return root


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_narrow_heading_and_cell_are_found(qtbot) -> None:  # type: ignore[no-untyped-def]
    problems = clipped_texts(table(qtbot, 60))
    assert any("heading" in p and "long column heading" in p for p in problems)
    assert any("cell" in p and "much too long" in p for p in problems)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_cell_lines_cut_off_are_found(qtbot) -> None:  # type: ignore[no-untyped-def]
    root = table(qtbot, 400)
    view = root.findChild(QTableWidget)
    assert view is not None
    view.setItem(0, 1, QTableWidgetItem("one\ntwo\nthree\nfour"))
    view.setRowHeight(0, 30)
    assert any("cell" in p and "four" in p for p in clipped_texts(root))


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_wide_enough_columns_pass(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert clipped_texts(table(qtbot, 400)) == []


@pytest.mark.parametrize(("width", "cut"), [(520, True), (1000, False)])
def test_text_cut_on_the_felt_is_found(qtbot, width: int, cut: bool) -> None:  # type: ignore[no-untyped-def]
    """A commission mark written in its box on a narrow felt is cut at the box's edge (as the
    table drill's felt beside the keypad cut "1.25"); on a wide one it is whole."""
    felt = FeltView(find_ruleset("castle-vaduz"))
    qtbot.addWidget(felt)
    felt.set_formatters(lambda amount: format(amount, "f"), str)
    felt.set_commission_boxes([BoxMarks(seat, (Decimal("1.25"),)) for seat in range(1, 8)])
    felt.resize(width, 240)
    felt.show()
    problems = clipped_texts(felt)
    assert any("cut off" in p and "'1.25'" in p for p in problems) is cut
