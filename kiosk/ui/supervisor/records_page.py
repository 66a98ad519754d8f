"""Looking after the records: register trainees, export for HR, the exam attempts."""

from __future__ import annotations

from datetime import date
from pathlib import Path

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

from kiosk.records import TABLES, RecordsError, RecordStore, Selection, rows, to_csv, to_json
from kiosk.settings import default_data_dir, site_rulesets_dir
from kiosk.ui.app.style import show_note
from kiosk.ui.supervisor.attempts_panel import AttemptsPanel
from kiosk.ui.widgets.panel import dress_panel
from kiosk.ui.widgets.plain_text import plain


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

    def on_register(self) -> None:
        try:
            trainee = self.store.add_trainee(self.name.text(), self.badge.text())
        except RecordsError as exc:  # a refusal (badge taken, no name …) looks like one
            show_note(self.register_note, str(exc), "error")
            return
        self.name.clear()
        self.badge.clear()
        show_note(self.register_note, self.tr("Registered %1.").replace("%1", trainee.name), "done")
        self.trainees_changed.emit()

    def on_export(self, key: str) -> Path:
        stamp = date.today().isoformat()
        if key == "json":
            path = export_folder(self.data_dir) / f"kiosk-records-{stamp}.json"
            path.write_text(
                self.store.read(lambda r: to_json(r, list(TABLES), Selection())), encoding="utf-8"
            )
        else:
            table = key.split(":", 1)[1]
            path = export_folder(self.data_dir) / f"kiosk-{table}-{stamp}.csv"
            path.write_text(
                to_csv(self.store.read(lambda r: rows(r, table, Selection()))), encoding="utf-8"
            )
        show_note(self.export_note, self.tr("Saved to %1").replace("%1", str(path)), "done")
        return path
