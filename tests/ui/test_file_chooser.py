"""The log chooser is the kiosk's own Qt dialog, legible and finger sized, with the log folder
and USB media in its side bar."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtWidgets import QFileDialog, QWidget

from kiosk.ui.widgets.file_chooser import file_dialog


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_chooser_lists_the_places_and_returns_the_file(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    logs = tmp_path / "logs"
    logs.mkdir()
    log = logs / "table-3.csv"
    log.write_text("table,shoe,coup,punto,banco\n", encoding="utf-8")
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1024, 768)
    dialog = file_dialog(parent, "Open coup log", "Coup logs (*.csv)", None, [logs, tmp_path])
    assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
    assert "QFileDialog" in dialog.styleSheet() and "min-height: 48px" in dialog.styleSheet()
    assert [u.toLocalFile() for u in dialog.sidebarUrls()] == [str(logs), str(tmp_path)]
    assert dialog.directory().absolutePath() == str(logs)
    dialog.open()
    dialog.selectFile(str(log))
    dialog.accept()
    assert dialog.selectedFiles() == [str(log)]
    gone = tmp_path / "gone"
    later = file_dialog(parent, "Open", "*", gone, [gone, logs])
    assert [u.toLocalFile() for u in later.sidebarUrls()] == [str(logs)]  # only what exists
    assert later.directory().absolutePath() == str(logs)
