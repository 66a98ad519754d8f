"""Choosing a file to open, in the kiosk's look: a Qt file dialog (never the desktop's, which a
kiosk session may not have), dark text on light, finger-sized rows and buttons, with the places
a supervisor brings logs from in its side bar: the kiosk's log folder and USB media."""

from __future__ import annotations

import getpass
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QFileDialog, QWidget

from kiosk.ui.app.style import COLOURS, scaled
from kiosk.ui.widgets.dialogs import fit_to_kiosk


def dialog_style() -> str:
    c = COLOURS
    return f"""
    QFileDialog, QFileDialog QWidget {{ background: {c.card}; color: {c.button_ink};
        font-size: 14pt; }}
    QFileDialog QLabel {{ color: {c.button_ink}; }}
    QFileDialog QPushButton, QFileDialog QToolButton {{ background: {c.button};
        color: {c.button_ink}; border: 2px solid {c.gold_dark}; border-radius: 10px;
        min-height: 48px; min-width: 48px; padding: 4px 16px; font-weight: bold; }}
    QFileDialog QPushButton:default {{ background: {c.gold}; }}
    QFileDialog QPushButton:disabled {{ color: rgba(16, 40, 27, 0.45); }}
    QFileDialog QListView, QFileDialog QTreeView {{ background: white; color: {c.button_ink};
        selection-background-color: {c.gold}; selection-color: {c.button_ink}; }}
    QFileDialog QListView::item, QFileDialog QTreeView::item {{ min-height: 40px; }}
    QFileDialog QLineEdit, QFileDialog QComboBox {{ background: white; color: {c.button_ink};
        border: 2px solid {c.gold_dark}; border-radius: 8px; min-height: 44px; padding: 2px 8px; }}
    QFileDialog QHeaderView::section {{ background: {c.button}; color: {c.button_ink};
        padding: 6px; border: none; }}
    """


def media_places() -> list[Path]:
    """Where USB sticks are mounted on a Linux kiosk (those that exist)."""
    user = getpass.getuser()
    candidates = [Path("/media") / user, Path("/run/media") / user, Path("/media"), Path("/mnt")]
    return [p for p in candidates if p.is_dir()]


def choose_file(
    parent: QWidget, title: str, name_filter: str, start: Path | None, places: list[Path]
) -> Path | None:
    """The file chosen, or None when the dialog was cancelled."""
    dialog = file_dialog(parent, title, name_filter, start, places)
    if not dialog.exec():
        dialog.deleteLater()
        return None
    files = dialog.selectedFiles()
    dialog.deleteLater()
    return Path(files[0]) if files else None


def file_dialog(
    parent: QWidget, title: str, name_filter: str, start: Path | None, places: list[Path]
) -> QFileDialog:
    """The dialog choose_file shows: the places in its side bar, opened at `start` (else the
    first place)."""
    dialog = QFileDialog(parent, title)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setNameFilter(name_filter)
    dialog.setStyleSheet(scaled(dialog_style()))
    shown = [p for p in places if p.is_dir()]
    dialog.setSidebarUrls([QUrl.fromLocalFile(str(p)) for p in shown])
    if start is not None and start.is_dir():
        dialog.setDirectory(str(start))
    elif shown:
        dialog.setDirectory(str(shown[0]))
    dialog.resize(parent.window().size() * 0.85)
    fit_to_kiosk(dialog, parent)  # in kiosk mode a frameless modal child of the kiosk window
    return dialog
