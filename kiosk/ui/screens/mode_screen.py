"""Choose how to run a drill: Practice, Speed or Exam."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from kiosk.drills.session import EXAM_ITEMS, SPEED_SECONDS, Mode
from kiosk.drills.task import DrillId
from kiosk.ui.screens.screen import Screen
from kiosk.ui.widgets.names import drill_summary, drill_title, mode_title
from kiosk.ui.widgets.tile import Tile


class ModeScreen(Screen):
    mode_chosen = Signal(object, object)  # DrillId, Mode

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drill = DrillId.TOTALS
        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setProperty("role", "subtitle")
        self.summary.setWordWrap(True)
        self.tiles: dict[Mode, Tile] = {mode: Tile(self) for mode in Mode}
        top = QHBoxLayout()
        top.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignTop)
        top.addSpacing(16)
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.summary)
        top.addLayout(titles, 1)
        tiles = QHBoxLayout()
        tiles.setSpacing(20)
        for tile in self.tiles.values():
            tile.setMinimumHeight(240)
            tile.setMaximumHeight(340)
            tiles.addWidget(tile, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 32)
        layout.setSpacing(28)
        layout.addLayout(top)
        layout.addStretch(1)
        layout.addLayout(tiles, 3)
        layout.addStretch(2)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.back_requested)
        for mode, tile in self.tiles.items():
            tile.clicked.connect(lambda _=False, m=mode: self.on_mode_clicked(m))

    def set_drill(self, drill: DrillId) -> None:
        self.drill = drill
        self.retranslate()

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("← Back"))
        self.title.setText(drill_title(self.drill))
        self.summary.setText(drill_summary(self.drill))
        details = {
            Mode.PRACTICE: self.tr(
                "Instant feedback: a wrong answer shows the right one and the house's rule."
            ),
            Mode.SPEED: self.tr(
                "%n second(s): as many right answers as you can.", "", int(SPEED_SECONDS)
            ),
            Mode.EXAM: self.tr(
                "%n item(s), no feedback until the end, then a review of every mistake.",
                "",
                EXAM_ITEMS,
            ),
        }
        badges = {
            Mode.PRACTICE: "✓ ✗",
            Mode.SPEED: self.tr("%1 s").replace("%1", str(int(SPEED_SECONDS))),
            Mode.EXAM: f"{EXAM_ITEMS}",
        }
        for mode, tile in self.tiles.items():
            tile.set_texts(mode_title(mode), details[mode], badges[mode])

    def on_mode_clicked(self, mode: Mode) -> None:
        self.mode_chosen.emit(self.drill, mode)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.back_requested.emit()
            return
        super().keyPressEvent(event)
