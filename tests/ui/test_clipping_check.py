"""The no-clipping check of the shots also sees column headings and table cells."""

from __future__ import annotations

import pytest

from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from kiosk.ui.dev.shots import clipped_texts


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
