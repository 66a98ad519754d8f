"""The kiosk's settings a supervisor may change: house, site rulesets, language, idle, exam."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.i18n import current_language
from kiosk.rules.catalog import DEFAULT_RULESET, ruleset_files
from kiosk.rules.exams import ExamError, exam_files, load_exam
from kiosk.rules.loader import RulesetError, load_ruleset
from kiosk.settings import Settings, save_settings

IDLE_CHOICES = (2, 3, 5, 10, 15, 30)


class SettingsPage(QWidget):
    """Edits a copy of the settings; Save writes the kiosk's settings file."""

    def __init__(
        self,
        settings: Settings,
        data_dir: Path | None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.settings = settings
        self.data_dir = data_dir
        self.ruleset = QComboBox(self)
        self.rulesets_dir = QLineEdit(self)
        self.language = QComboBox(self)
        self.idle = QComboBox(self)
        self.exam = QComboBox(self)
        self.save_button = QPushButton(self)
        self.save_button.setProperty("role", "primary")
        self.note = QLabel(self)
        self.note.setProperty("role", "hint")
        self.note.setWordWrap(True)
        self.panel = QFrame(self)
        self.panel.setProperty("role", "panel")
        self.panel.setMaximumWidth(1000)
        self.form = QFormLayout(self.panel)
        self.form.setContentsMargins(24, 20, 24, 20)
        self.form.setSpacing(16)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.labels = [QLabel(self.panel) for _ in range(5)]
        for label, field in zip(
            self.labels,
            (self.ruleset, self.rulesets_dir, self.language, self.idle, self.exam),
            strict=True,
        ):
            field.setMinimumHeight(48)
            self.form.addRow(label, field)
        for label in self.labels:
            label.setProperty("role", "form")
            label.setMinimumHeight(52)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        layout.addWidget(self.save_button, 0, Qt.AlignmentFlag.AlignLeft)
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
                self.tr("Back to the start screen when idle"),
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
        lang = current_language()
        self.ruleset.clear()
        for rid, path in sorted(ruleset_files(site or s.site_rulesets_dir()).items()):
            try:
                name = load_ruleset(path).name.get(lang)
            except RulesetError:
                name = self.tr("%1 (invalid file)").replace("%1", rid)
            self.ruleset.addItem(name, rid)
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(s.ruleset or DEFAULT_RULESET)))
        self.rulesets_dir.setText(s.rulesets_dir or "")
        self.language.clear()
        self.language.addItem("English", "en")
        self.language.addItem("Deutsch", "de")
        self.language.setCurrentIndex(1 if (s.language or "en").startswith("de") else 0)
        self.idle.clear()
        self.idle.addItem(self.tr("As the house rules say"), None)
        for minutes in IDLE_CHOICES:
            self.idle.addItem(self.tr("%n minute(s)", "", minutes), minutes)
        self.idle.setCurrentIndex(max(0, self.idle.findData(s.idle_minutes)))
        self.exam.clear()
        self.exam.addItem(self.tr("The house's own exam"), None)
        site = s.site_rulesets_dir()
        for exam_id, path in sorted(exam_files(site).items()):
            try:
                self.exam.addItem(load_exam(path, site).name.get(lang), exam_id)
            except ExamError:
                self.exam.addItem(self.tr("%1 (invalid file)").replace("%1", exam_id), exam_id)
        index = self.exam.findData(s.exam)
        self.exam.setCurrentIndex(max(0, index))

    def on_save(self) -> None:
        s = self.settings
        s.ruleset = self.ruleset.currentData()
        s.rulesets_dir = self.rulesets_dir.text().strip() or None
        s.language = self.language.currentData()
        s.idle_minutes = self.idle.currentData()
        s.exam = self.exam.currentData()
        path = save_settings(s, self.data_dir)
        self.note.setText(
            self.tr("Saved to {path}. The house and language apply from the next start.").format(
                path=path
            )
        )
