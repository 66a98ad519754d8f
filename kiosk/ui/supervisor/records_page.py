"""Looking after the records: register trainees, export for HR, the exam attempts."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.records import TABLES, RecordStore, Selection, Trainee, rows, to_csv, to_json
from kiosk.settings import default_data_dir, site_rulesets_dir
from kiosk.ui.app.jobs import run_in_background
from kiosk.ui.app.style import show_note
from kiosk.ui.supervisor.attempts_panel import AttemptsPanel
from kiosk.ui.widgets.panel import dress_panel
from kiosk.ui.widgets.plain_text import plain

T = TypeVar("T")


def export_folder(data_dir: Path | None) -> Path:
    """The exports folder of the kiosk's data folder, made when missing."""
    folder = (data_dir or default_data_dir()) / "exports"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _panel(parent: QWidget) -> tuple[QFrame, QVBoxLayout, QLabel]:
    frame = QFrame(parent)
    layout, heading = dress_panel(frame)
    return frame, layout, heading


class RecordsPage(QWidget):
    """`trainees_changed` after a trainee was registered (the trainee list refreshes)."""

    trainees_changed = Signal()

    def __init__(
        self,
        store: RecordStore,
        data_dir: Path | None,
        parent: QWidget | None = None,
    ):

        super().__init__(parent)
        self.store = store
        self.data_dir = data_dir
        self.jobs = 0  # registrations and exports under way (off the UI thread)
        self.attempts = AttemptsPanel(store, site_rulesets_dir(data_dir), self, data_dir=data_dir)
        register, reg_layout, self.register_heading = _panel(self)
        self.name = QLineEdit(register)
        self.badge = QLineEdit(register)
        self.register_button = QPushButton(register)
        self.register_button.setProperty("role", "primary")
        self.register_note = QLabel(register)
        plain(self.register_note)  # names the trainee registered
        self.register_note.setProperty("role", "hint")
        self.register_note.setWordWrap(True)
        fields = QHBoxLayout()
        fields.addWidget(self.badge, 1)
        fields.addWidget(self.register_button)
        reg_layout.addWidget(self.name)
        reg_layout.addLayout(fields)
        reg_layout.addWidget(self.register_note)

        export, export_layout, self.export_heading = _panel(self)
        self.export_text = QLabel(export)
        self.export_text.setProperty("role", "explanation")
        self.export_text.setWordWrap(True)
        self.export_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        grid.setSpacing(10)
        for i, key in enumerate(("csv:results", "csv:sessions", "csv:answers", "json")):
            button = QPushButton(export)
            button.setProperty("role", "nav")
            button.setMinimumHeight(52)
            self.export_buttons[key] = button
            grid.addWidget(button, i, 0)
        self.export_note = QLabel(export)
        self.export_note.setProperty("role", "hint")
        self.export_note.setWordWrap(True)
        export_layout.addWidget(self.export_text)
        export_layout.addLayout(grid)
        export_layout.addWidget(self.export_note)

        for button in (self.register_button, *self.export_buttons.values()):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        columns = QHBoxLayout()
        columns.setSpacing(20)
        left = QVBoxLayout()
        left.setSpacing(20)
        left.addWidget(register)
        left.addStretch(1)
        right = QVBoxLayout()
        right.setSpacing(20)
        right.addWidget(export)
        right.addStretch(1)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(20)
        layout.addLayout(columns)
        layout.addWidget(self.attempts)  # the whole width: its list has five columns
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.register_button.clicked.connect(self.on_register)
        self.badge.returnPressed.connect(self.on_register)
        for key, button in self.export_buttons.items():
            button.clicked.connect(lambda _=False, k=key: self.on_export(k))

    def retranslate(self) -> None:
        self.register_heading.setText(self.tr("Register a trainee"))
        self.name.setPlaceholderText(self.tr("Full name"))
        self.badge.setPlaceholderText(self.tr("Badge number"))
        self.register_button.setText(self.tr("Register"))
        self.export_heading.setText(self.tr("Export for HR"))
        self.export_text.setText(
            self.tr("Files go to the exports folder of the kiosk's data folder.")
        )
        self.export_buttons["csv:results"].setText(self.tr("Exam results (CSV)"))
        self.export_buttons["csv:sessions"].setText(self.tr("Sessions (CSV)"))
        self.export_buttons["csv:answers"].setText(self.tr("Every answer (CSV)"))
        self.export_buttons["json"].setText(self.tr("Everything (JSON)"))
        self.attempts.retranslate()

    @property
    def busy(self) -> bool:
        """Whether a trainee is being registered or an export written."""
        return self.jobs > 0

    def _in_background(
        self, work: Callable[[], T], then: Callable[[T], object], note: QLabel
    ) -> None:
        """`work` (a write or a read of the records) off the UI thread, then `then(result)` on
        it; the page's buttons wait meanwhile and a failure is said in `note`."""

        def done(result: T) -> None:
            self._count(-1)
            then(result)

        def failed(error: Exception) -> None:  # a refusal (badge taken, no name …) looks like one
            self._count(-1)
            show_note(note, str(error), "error")

        self._count(1)
        run_in_background(lambda control: work(), owner=self, on_success=done, on_failure=failed)

    def _count(self, step: int) -> None:
        self.jobs += step
        for button in (self.register_button, *self.export_buttons.values()):
            button.setEnabled(not self.busy)

    def on_register(self) -> None:
        store, name, badge = self.store, self.name.text(), self.badge.text()
        self._in_background(
            lambda: store.add_trainee(name, badge), self._registered, self.register_note
        )

    def _registered(self, trainee: Trainee) -> None:
        self.name.clear()
        self.badge.clear()
        show_note(self.register_note, self.tr("Registered %1.").replace("%1", trainee.name), "done")
        self.trainees_changed.emit()

    def on_export(self, key: str) -> None:
        """Write the export `key` names to the exports folder, off the UI thread."""
        store, data_dir = self.store, self.data_dir

        def write() -> Path:
            stamp = date.today().isoformat()
            if key == "json":
                path = export_folder(data_dir) / f"kiosk-records-{stamp}.json"
                path.write_text(
                    store.read(lambda r: to_json(r, list(TABLES), Selection())), encoding="utf-8"
                )
            else:
                table = key.split(":", 1)[1]
                path = export_folder(data_dir) / f"kiosk-{table}-{stamp}.csv"
                path.write_text(
                    to_csv(store.read(lambda r: rows(r, table, Selection()))), encoding="utf-8"
                )
            return path

        self._in_background(write, self._exported, self.export_note)

    def _exported(self, path: Path) -> None:
        show_note(self.export_note, self.tr("Saved to %1").replace("%1", str(path)), "done")
