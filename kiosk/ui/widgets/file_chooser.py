"""Choosing a file or a folder by touch, only among the places allowed: the kiosk's own dialog in
its look (never Qt's file dialog or the desktop's). A button per place (the data folder's exports,
a coup log folder, each USB drive mounted under /media or /run/media), a list of what the folder
holds in finger-sized rows, Up within the place; a path outside the places is refused in words."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.ui.app.style import show_note
from kiosk.ui.widgets.dialogs import fit_to_kiosk
from kiosk.ui.widgets.plain_text import plain

# Where USB drives are mounted on the training PCs' Linux (udisks: /media/<user>/<drive> or
# /run/media/<user>/<drive>; some mount at /media/<drive>).
MEDIA_FOLDERS = (Path("/media"), Path("/run/media"))


def usb_drives(media: Sequence[Path] = MEDIA_FOLDERS) -> list[Path]:
    """The USB drives mounted under `media`, one or two levels down."""
    found: list[Path] = []
    for base in media:
        try:
            children = sorted(p for p in base.iterdir() if p.is_dir())
        except OSError:
            continue
        for child in children:
            if os.path.ismount(child):
                found.append(child)
                continue
            try:
                found.extend(sorted(p for p in child.iterdir() if os.path.ismount(p)))
            except OSError:
                continue
    return found


def inside(path: Path, places: Sequence[Path]) -> bool:
    """Whether `path` is one of `places` or within one (links resolved: a link out is not)."""
    real = path.resolve()
    return any(real == p.resolve() or p.resolve() in real.parents for p in places)


class PlaceChooser(QDialog):
    """A file (`folders` False: of `suffixes`) or a folder chosen among `places`; `chosen` is
    it once the dialog is accepted."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        places: Sequence[Path],
        *,
        folders: bool = False,
        suffixes: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        fit_to_kiosk(self, parent)
        self.setModal(True)
        self.setWindowTitle(title)
        self.places = [p for p in places if p.is_dir()]
        self.folders = folders
        self.suffixes = tuple(s.lower() for s in suffixes)
        self.chosen: Path | None = None
        self.place: Path | None = None
        self.folder: Path | None = None
        heading = QLabel(title, self)
        heading.setProperty("role", "heading")
        self.place_buttons: list[QPushButton] = []
        row = QHBoxLayout()
        row.setSpacing(10)
        for place in self.places:
            button = QPushButton(self)
            button.setText(place.name or str(place))
            button.setProperty("role", "nav")
            button.setCheckable(True)
            button.clicked.connect(lambda _=False, p=place: self.open_place(p))
            row.addWidget(button)
            self.place_buttons.append(button)
        row.addStretch(1)
        self.where = QLabel(self)
        self.where.setProperty("role", "status")
        self.where.setWordWrap(True)
        plain(self.where)  # a folder's name, as it is
        self.listing = QListWidget(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.up_button = QPushButton(self)
        self.up_button.setProperty("role", "nav")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setProperty("role", "nav")
        self.choose_button = QPushButton(self)
        self.choose_button.setProperty("role", "primary")
        buttons = QHBoxLayout()
        buttons.setSpacing(14)
        buttons.addWidget(self.up_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.choose_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(12)
        layout.addWidget(heading)
        layout.addLayout(row)
        layout.addWidget(self.where)
        layout.addWidget(self.listing, 1)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.retranslate()
        self._connect_signals()
        if self.places:
            self.open_place(self.places[0])
        else:
            show_note(
                self.note,
                self.tr("No place to choose from: plug in a USB drive, then open this again."),
                "error",
            )
        if parent is not None:
            self.resize(parent.window().size() * 0.85)

    def _connect_signals(self) -> None:
        self.listing.itemClicked.connect(self.on_item_tapped)
        self.listing.itemActivated.connect(self.on_item_tapped)
        self.up_button.clicked.connect(self.on_up)
        self.cancel_button.clicked.connect(self.reject)
        self.choose_button.clicked.connect(self.on_choose)

    def retranslate(self) -> None:
        self.up_button.setText(self.tr("↑ Up"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.choose_button.setText(
            self.tr("Choose this folder") if self.folders else self.tr("Open")
        )

    # -- moving about --------------------------------------------------------------------------

    def open_place(self, place: Path) -> None:
        self.place = place
        for button, shown in zip(self.place_buttons, self.places, strict=True):
            button.setChecked(shown == place)
        self.open_folder(place)

    def open_folder(self, folder: Path) -> None:
        """Show what `folder` holds; one outside the places (a link out of them) is refused."""
        if not inside(folder, self.places):
            self.refuse(folder)
            return
        show_note(self.note, "")
        self.folder = folder
        place = self.place or folder
        parts = folder.relative_to(place).parts if folder.is_relative_to(place) else ()
        self.where.setText(" › ".join((place.name or str(place), *parts)))
        self.up_button.setEnabled(folder != place)
        self.listing.clear()
        try:
            entries = sorted(folder.iterdir(), key=lambda p: (not p.is_dir(), p.name.casefold()))
        except OSError as exc:
            show_note(self.note, exc.strerror or str(exc), "error")
            entries = []
        for entry in entries:
            if entry.name.startswith("."):
                continue
            if entry.is_dir():
                item = QListWidgetItem(f"▸ {entry.name}")
            elif not self.folders and (not self.suffixes or entry.suffix.lower() in self.suffixes):
                item = QListWidgetItem(entry.name)
            else:
                continue
            item.setData(Qt.ItemDataRole.UserRole, str(entry))
            self.listing.addItem(item)
        self.choose_button.setEnabled(self.folders)

    def refuse(self, path: Path) -> None:
        show_note(
            self.note,
            self.tr(
                "%1 is not offered: only the places above can be chosen "
                "(the exports folder, USB drives)."
            ).replace("%1", str(path)),
            "error",
        )

    def on_up(self) -> None:
        if self.folder is not None and self.place is not None and self.folder != self.place:
            self.open_folder(self.folder.parent)

    def on_item_tapped(self, item: QListWidgetItem) -> None:
        path = Path(str(item.data(Qt.ItemDataRole.UserRole)))
        if path.is_dir():
            self.open_folder(path)
        else:
            self.choose_button.setEnabled(True)

    def on_choose(self) -> None:
        if self.folders:
            path = self.folder
        else:
            item = self.listing.currentItem()
            path = Path(str(item.data(Qt.ItemDataRole.UserRole))) if item is not None else None
        if path is None or (not self.folders and not path.is_file()):
            return
        self.choose(path)

    def choose(self, path: Path) -> bool:
        """Take `path` as the answer, unless it lies outside the places (then say so)."""
        if not inside(path, self.places):
            self.refuse(path)
            return False
        self.chosen = path
        self.accept()
        return True


def choose_file(
    parent: QWidget, title: str, suffixes: Sequence[str], places: Sequence[Path]
) -> Path | None:
    """A file of `suffixes` chosen among `places`; None when the chooser was cancelled."""
    dialog = PlaceChooser(parent, title, places, suffixes=suffixes)
    dialog.exec()
    dialog.deleteLater()
    return dialog.chosen


def choose_folder(parent: QWidget | None, title: str, places: Sequence[Path]) -> Path | None:
    """A folder chosen among `places`; None when the chooser was cancelled."""
    dialog = PlaceChooser(parent, title, places, folders=True)
    dialog.exec()
    dialog.deleteLater()
    return dialog.chosen
