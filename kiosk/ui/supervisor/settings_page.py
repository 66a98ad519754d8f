"""The kiosk's settings a supervisor may change: house, site rulesets, language, idle, exam."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from kiosk.rules.catalog import DEFAULT_RULESET, ruleset_files
from kiosk.rules.exams import exam_files
from kiosk.settings import Settings, save_settings


class SettingsPage(QWidget):
    """Edits a copy of the settings; Save writes the kiosk's settings file and emits `saved`."""

    saved = Signal()

    def __init__(self, settings: Settings, data_dir: Path | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.data_dir = data_dir
        self.ruleset = QComboBox(self)
        self.rulesets_dir = QLineEdit(self)
        self.language = QComboBox(self)
        self.idle = QSpinBox(self)
        self.idle.setRange(0, 240)
        self.exam = QComboBox(self)
        self.save_button = QPushButton(self)
        self.save_button.setProperty("role", "primary")
        self.note = QLabel(self)
        self.note.setProperty("role", "hint")
        self.note.setWordWrap(True)
        self.form = QFormLayout()
        self.form.setSpacing(16)
        self.labels = [QLabel(self) for _ in range(5)]
        for label, field in zip(
            self.labels,
            (self.ruleset, self.rulesets_dir, self.language, self.idle, self.exam),
            strict=True,
        ):
            field.setMinimumHeight(48)
            self.form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.save_button)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self._connect_signals()
        self.retranslate()
        self.load()

    def _connect_signals(self) -> None:
        self.save_button.clicked.connect(self.on_save)

    def retranslate(self) -> None:
        for label, text in zip(
            self.labels,
            (
                self.tr("House rules"),
                self.tr("Site rulesets folder"),
                self.tr("Language"),
                self.tr("Idle timeout (minutes, 0: the house's)"),
                self.tr("Certification exam"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.rulesets_dir.setPlaceholderText(str(self.settings.site_rulesets_dir()))
        self.save_button.setText(self.tr("Save settings"))

    def load(self) -> None:
        site = Path(self.rulesets_dir.text()) if self.rulesets_dir.text() else None
        s = self.settings
        self.ruleset.clear()
        self.ruleset.addItems(sorted(ruleset_files(site or s.site_rulesets_dir())))
        self.ruleset.setCurrentText(s.ruleset or DEFAULT_RULESET)
        self.rulesets_dir.setText(s.rulesets_dir or "")
        self.language.clear()
        self.language.addItem("English", "en")
        self.language.addItem("Deutsch", "de")
        self.language.setCurrentIndex(1 if (s.language or "en").startswith("de") else 0)
        self.idle.setValue(s.idle_minutes or 0)
        self.exam.clear()
        self.exam.addItem("–", None)
        for exam_id in sorted(exam_files(s.site_rulesets_dir())):
            self.exam.addItem(exam_id, exam_id)
        index = self.exam.findData(s.exam)
        self.exam.setCurrentIndex(max(0, index))

    def on_save(self) -> None:
        s = self.settings
        s.ruleset = self.ruleset.currentText() or None
        s.rulesets_dir = self.rulesets_dir.text().strip() or None
        s.language = self.language.currentData()
        s.idle_minutes = self.idle.value() or None
        s.exam = self.exam.currentData()
        path = save_settings(s, self.data_dir)
        self.note.setText(
            self.tr("Saved to {path}. The house and language apply from the next start.").format(
                path=path
            )
        )
        self.saved.emit()
