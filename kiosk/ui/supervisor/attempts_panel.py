"""Exam attempts on the supervisor's Records page: every certification attempt these records
sealed before the notary, how it ended and why, and the decisions taken on it, in the command
line's words (kiosk.records.seal.attempt_words). Nothing is decided here: on one PC no decision
is offered, and on a room the notary seals every exam and every decision (docs/notary.md).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from kiosk.records.model import RecordsError
from kiosk.records.seal import Attempt, AttemptStatus, SealBook, attempt_words
from kiosk.records.store import RecordStore
from kiosk.ui.app.style import COLOURS, show_note
from kiosk.ui.widgets.panel import dress_panel
from kiosk.ui.widgets.plain_text import plain

SHOWN = 200  # the newest attempts listed


class AttemptsPanel(QFrame):
    def __init__(
        self,
        store: RecordStore,
        site_dir: Path | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.site_dir = site_dir
        self.attempts: list[Attempt] = []
        layout, self.heading = dress_panel(self)
        self.text = QLabel(self)
        self.text.setProperty("role", "explanation")
        self.text.setWordWrap(True)
        self.table = QTableWidget(0, 5, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)  # a long reason wraps in its row, never cut
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(220)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for wrapped in (2, 4):  # the exam's title and the reason share the room, in lines
            header.setSectionResizeMode(wrapped, QHeaderView.ResizeMode.Stretch)
        self.note = QLabel(self)
        plain(self.note)  # names trainees and reasons as typed
        self.note.setWordWrap(True)
        self.note.setProperty("role", "hint")
        layout.addWidget(self.text)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Exam attempts"))
        self.text.setText(
            self.tr(
                "Every certification exam these records sealed before the notary, newest first: "
                "how it ended, and why when it was interrupted. The notary seals every exam and "
                "every decision now."
            )
        )
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Started"),
                self.tr("Trainee"),
                self.tr("Exam"),
                self.tr("Ended"),
                self.tr("Why"),
            ]
        )
        self.refresh()

    def refresh(self) -> None:
        from kiosk.i18n import current_language
        from kiosk.ui.reports.certificate import exam_title

        try:
            attempts = SealBook(self.store).attempts()
            names = {t.id: t.name for t in self.store.trainees(include_archived=True)}
        except (RecordsError, OSError) as exc:
            show_note(self.note, str(exc), "error")
            return
        self.attempts = list(reversed(attempts))[:SHOWN]
        language = current_language()
        titles: dict[str, str] = {}
        self.table.setRowCount(len(self.attempts))
        for row, attempt in enumerate(self.attempts):
            words = attempt_words(attempt)
            if attempt.exam_id not in titles:
                titles[attempt.exam_id] = exam_title(
                    attempt.exam_id, attempt.exam_id, language, self.site_dir
                )
            why = ", ".join(text for text in (words.reason, words.decision) if text)
            cells = [
                attempt.started[:16].replace("T", "\n"),
                names.get(attempt.trainee_id, "?"),
                titles[attempt.exam_id],
                words.status,
                why,
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 3 and attempt.status is AttemptStatus.INTERRUPTED:
                    item.setForeground(QColor(COLOURS.bad))
                self.table.setItem(row, col, item)
