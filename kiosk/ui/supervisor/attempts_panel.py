"""Exam attempts on the supervisor's Records page: every certification attempt, how it ended and
why, and the supervisor's decisions; an interrupted one may be voided or given a new attempt.

The words are the command line's (kiosk.records.seal.attempt_words) and a decision is taken the
way `kiosk records void` / `allow-retry` take it (kiosk.records.seal.seal_decision), sealed with
the examiner's key after the examiner code (`authorise`, kiosk.ui.supervisor.gate.PinGate).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from kiosk.records.model import RecordsError
from kiosk.records.seal import (
    DECISION_REASON_LENGTH,
    Attempt,
    AttemptStatus,
    Kind,
    SealBook,
    Signer,
    attempt_words,
    seal_decision,
)
from kiosk.records.store import RecordStore
from kiosk.ui.app.style import COLOURS, show_note
from kiosk.ui.widgets.panel import dress_panel
from kiosk.ui.widgets.plain_text import plain

Authorise = Callable[[QWidget], Signer | None]
SHOWN = 200  # the newest attempts listed


class AttemptsPanel(QFrame):
    def __init__(
        self,
        store: RecordStore,
        site_dir: Path | None,
        authorise: Authorise | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.site_dir = site_dir
        self.authorise = authorise
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
        self.reason = QLineEdit(self)
        self.reason.setMaxLength(DECISION_REASON_LENGTH)
        self.void_button = QPushButton(self)
        self.retry_button = QPushButton(self)
        for button in (self.void_button, self.retry_button):
            button.setProperty("role", "nav")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.note = QLabel(self)
        plain(self.note)  # names trainees and reasons as typed
        self.note.setWordWrap(True)
        self.note.setProperty("role", "hint")
        buttons = QHBoxLayout()
        buttons.addWidget(self.void_button)
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        layout.addWidget(self.text)
        layout.addWidget(self.table)
        layout.addWidget(self.reason)
        layout.addLayout(buttons)
        layout.addWidget(self.note)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.void_button.clicked.connect(self.on_void)
        self.retry_button.clicked.connect(self.on_allow_retry)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Exam attempts"))
        self.text.setText(
            self.tr(
                "Every certification exam started, newest first: how it ended, and why when it was "
                "interrupted. Choose one, give the reason, and void it or allow a new attempt: the "
                "decision is sealed with the examiner code."
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
        self.reason.setPlaceholderText(self.tr("Reason (required)"))
        self.void_button.setText(self.tr("Void"))
        self.retry_button.setText(self.tr("Allow new attempt"))
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

    def chosen(self) -> Attempt | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.attempts):
            return None
        return self.attempts[rows[0].row()]

    def on_void(self) -> None:
        self.decide(Kind.VOID)

    def on_allow_retry(self) -> None:
        self.decide(Kind.NEW_ATTEMPT)

    def decide(self, kind: Kind) -> bool:
        """Seal the supervisor's decision on the chosen attempt; False (and why, shown) if not."""
        attempt = self.chosen()
        if attempt is None:
            show_note(self.note, self.tr("Choose an exam attempt in the list first."), "error")
            return False
        if not self.reason.text().strip():
            show_note(self.note, self.tr("Give the reason for the decision."), "error")
            return False
        signer = self.authorise(self) if self.authorise is not None else None
        if signer is None:
            show_note(
                self.note,
                self.tr("Nothing was sealed: the examiner code is needed for a decision."),
                "error",
            )
            return False
        try:
            seal_decision(self.store, signer, attempt.id, kind, self.reason.text())
        except (RecordsError, OSError) as exc:
            show_note(self.note, str(exc), "error")
            return False
        done = (
            self.tr("Attempt %1 is void: sealed.")
            if kind is Kind.VOID
            else self.tr("A new attempt after attempt %1 is allowed: sealed.")
        )
        show_note(self.note, done.replace("%1", str(attempt.id)), "done")
        self.reason.clear()
        self.refresh()
        return True
