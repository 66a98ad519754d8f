"""The chooser is the kiosk's own touch list, limited to the places allowed: a button per place,
what a folder holds in finger-sized rows, Up within the place; a path outside is refused in words
and never returned."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QListWidget, QWidget

from kiosk.ui.app.style import TAP, apply_look, scale_for
from kiosk.ui.dev.shots import clipped_texts
from kiosk.ui.widgets.file_chooser import PlaceChooser, inside, usb_drives


@pytest.fixture
def places(tmp_path: Path) -> list[Path]:
    logs = tmp_path / "logs"
    (logs / "table-3").mkdir(parents=True)
    (logs / "table-3" / "monday.csv").write_text("table,shoe\n", encoding="utf-8")
    (logs / "notes.txt").write_text("", encoding="utf-8")
    (logs / "friday.jsonl").write_text("", encoding="utf-8")
    stick = tmp_path / "STICK"
    stick.mkdir()
    return [logs, stick, tmp_path / "gone"]


def rows(listing: QListWidget) -> list[str]:
    return [listing.item(i).text() for i in range(listing.count())]


def parent(qtbot) -> QWidget:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1024, 768)
    return window


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_file_is_chosen_by_taps_among_the_places(qtbot, places: list[Path]) -> None:  # type: ignore[no-untyped-def]
    logs, _, _ = places
    owner = parent(qtbot)
    chooser = PlaceChooser(owner, "Open coup log", places, suffixes=(".csv", ".jsonl"))
    chooser.show()
    assert not chooser.findChildren(QFileDialog)
    assert [b.text() for b in chooser.place_buttons] == ["logs", "STICK"]  # what exists
    assert chooser.folder == logs and chooser.place_buttons[0].isChecked()
    assert rows(chooser.listing) == ["▸ table-3", "friday.jsonl"]  # folders first, logs only
    assert not chooser.up_button.isEnabled() and not chooser.choose_button.isEnabled()
    first = chooser.listing.visualItemRect(chooser.listing.item(0))
    assert first.height() >= TAP - 8  # a finger's row
    chooser.on_item_tapped(chooser.listing.item(0))  # into the table's folder
    assert chooser.folder == logs / "table-3" and chooser.up_button.isEnabled()
    assert "table-3" in chooser.where.text()
    chooser.listing.setCurrentRow(0)
    chooser.on_item_tapped(chooser.listing.item(0))
    qtbot.mouseClick(chooser.choose_button, Qt.MouseButton.LeftButton)
    assert chooser.chosen == logs / "table-3" / "monday.csv"


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_up_stays_within_the_place_and_a_folder_is_chosen(qtbot, places: list[Path]) -> None:  # type: ignore[no-untyped-def]
    logs, stick, _ = places
    owner = parent(qtbot)
    chooser = PlaceChooser(owner, "Save to", places, folders=True)
    chooser.show()
    assert rows(chooser.listing) == ["▸ table-3"]  # folders only
    chooser.on_item_tapped(chooser.listing.item(0))
    chooser.on_up()
    chooser.on_up()
    assert chooser.folder == logs  # never above the place
    qtbot.mouseClick(chooser.place_buttons[1], Qt.MouseButton.LeftButton)
    assert chooser.folder == stick and chooser.choose_button.isEnabled()
    qtbot.mouseClick(chooser.choose_button, Qt.MouseButton.LeftButton)
    assert chooser.chosen == stick


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_path_outside_the_places_is_refused_in_words(
    qtbot, places: list[Path], tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    logs, _, _ = places
    system = tmp_path / "usr" / "bin"
    system.mkdir(parents=True)
    (logs / "out").symlink_to(system)  # a link out of the place
    owner = parent(qtbot)
    chooser = PlaceChooser(owner, "Save to", places, folders=True)
    chooser.show()
    assert not chooser.choose(system)
    assert chooser.chosen is None and chooser.isVisible()
    assert str(system) in chooser.note.text() and "USB" in chooser.note.text()
    out = next(i for i in range(chooser.listing.count()) if "out" in rows(chooser.listing)[i])
    chooser.on_item_tapped(chooser.listing.item(out))
    assert chooser.folder == logs  # not entered
    assert "not offered" in chooser.note.text()
    assert not inside(logs / "out", [logs]) and inside(logs / "table-3", [logs])


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_no_place_at_all_is_said(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    owner = parent(qtbot)
    chooser = PlaceChooser(owner, "Save to", [tmp_path / "gone"], folders=True)
    assert chooser.place_buttons == [] and "USB drive" in chooser.note.text()
    assert not chooser.choose_button.isEnabled() or chooser.folder is None
    chooser.on_choose()
    assert chooser.chosen is None


def test_only_mounted_drives_count(tmp_path: Path) -> None:
    (tmp_path / "anna" / "STICK").mkdir(parents=True)  # a folder, not a mounted drive
    assert usb_drives([tmp_path, tmp_path / "missing"]) == []


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)], ids=str)
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_refusal_is_in_the_themes_padded_box(
    qtbot, qapp: QApplication, places: list[Path], size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """The note was a hidden hint before it says no: its box has the padding of every error."""
    apply_look(qapp, scale_for(*size))
    try:
        owner = parent(qtbot)
        owner.resize(*size)
        chooser = PlaceChooser(owner, "Save to", places, folders=True)
        chooser.show()
        assert not chooser.choose(Path("/usr/bin"))
        themed = QLabel("no", owner)
        themed.setProperty("role", "error")
        themed.ensurePolished()
        padding = themed.contentsMargins()
        assert padding.left() > 0 and padding.top() > 0
        assert chooser.note.contentsMargins() == padding
        assert clipped_texts(chooser) == []
    finally:
        apply_look(qapp)
