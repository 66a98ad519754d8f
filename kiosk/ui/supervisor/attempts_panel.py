"""Exam attempts on the supervisor's Records page.

On one PC: every certification attempt these records sealed before the notary, how it ended and
why, and the decisions taken on it, in the command line's words (kiosk.records.seal.
attempt_words); nothing is decided there.

On a room's records server: every attempt the notary started, its state read from the notary's
seals with the pinned keyring alone (kiosk.records.ledger), read again off the UI thread as soon
as the notary announces a new seal (LISTEN, on a connection of its own, in a job that waits off
the UI thread); while that cannot listen (the server away) it tries again every POLL_MS
(docs/notary.md, "The supervisor area").
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QThreadPool, QTimer
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

from kiosk.i18n import current_language, translate
from kiosk.records import (
    DECISION_REASON_LENGTH,
    RETRY,
    VOID,
    AttemptStatus,
    Attested,
    Finding,
    Keyring,
    Ledger,
    OfflineError,
    RecordsError,
    RecordStore,
    SealBook,
    SealedAttempt,
    State,
    attempt_words,
    desk_for,
    is_room,
    read_keyring,
    site_keyring_path,
)
from kiosk.records import LocalAttempt as Attempt
from kiosk.records import attested_facts as attested
from kiosk.settings import default_data_dir
from kiosk.ui.app.jobs import JobControl, run_in_background
from kiosk.ui.app.style import COLOURS, show_note
from kiosk.ui.reports.certificate import exam_title, write_attested
from kiosk.ui.widgets.panel import dress_panel
from kiosk.ui.widgets.plain_text import plain

if TYPE_CHECKING:
    from kiosk.records import NotaryDesk

SHOWN = 200  # the newest attempts listed
POLL_MS = 2000  # how soon listening for new seals is tried again when it failed
BAD = (State.FAILED, State.ABANDONED, State.INTERRUPTED, State.VOIDED)


def write_attempt_certificate(data_dir: Path | None, facts: Attested) -> Path:
    """The certificate of an attempt the notary sealed, from its seals' facts alone, written to
    the data folder's certificates (the attempts here and the trainee page print with it)."""

    folder = (data_dir or default_data_dir()) / "certificates"
    folder.mkdir(parents=True, exist_ok=True)
    return write_attested(folder / f"exam-attempt-{facts.attempt}.pdf", facts, current_language())


class RoomDesk:
    """The panel's desk on the room's records server: connected at first use, on a job's
    thread, used by one job at a time (`with desk.lock`), closed with the panel."""

    def __init__(self, store: RecordStore) -> None:
        self.store = store
        self.lock = threading.Lock()
        self.desk: NotaryDesk | None = None
        self.closed = False

    def get(self) -> NotaryDesk:

        if self.closed:
            raise RecordsError(translate("records", "the exam attempts are closed"))
        if self.desk is None:
            self.desk = desk_for(self.store)
            assert self.desk is not None  # a room's store
        return self.desk

    def close(self, *_: object) -> None:
        self.closed = True  # a wait for the notary's announcement ends at its next look
        with self.lock:
            if self.desk is not None:
                self.desk.close()
                self.desk = None


class AttemptsPanel(QFrame):
    def __init__(
        self,
        store: RecordStore,
        site_dir: Path | None,
        parent: QWidget | None = None,
        keyring: Path | None = None,
        data_dir: Path | None = None,
    ) -> None:

        super().__init__(parent)
        self.store = store
        self.site_dir = site_dir
        self.room = is_room(store)
        self.keyring_path = keyring or site_keyring_path()
        self.data_dir = data_dir
        self.attempts: list[Attempt] = []
        self.sealed: list[SealedAttempt] = []  # on a room, newest first
        self.findings: list[Finding] = []
        self.keyring: Keyring | None = None  # the one the seals shown were read with
        self.seen = -1  # the newest seal read on a room (-1: none read yet)
        self.polling = False
        self.again = False  # a new seal was announced while the seals were being read
        self.listening = False
        self.showing_findings = False
        self.desk = RoomDesk(store)
        self.watch = RoomDesk(store)  # its connection waits for the notary's announcements
        self.destroyed.connect(self.desk.close)
        self.destroyed.connect(self.watch.close)
        layout, self.heading = dress_panel(self)
        self.text = QLabel(self)
        self.text.setProperty("role", "explanation")
        self.text.setWordWrap(True)
        columns = 6 if self.room else 5
        self.table = QTableWidget(0, columns, self)
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
        if self.room:
            header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        else:
            for wrapped in (2, 4):  # the exam's title and the reason share the room, in lines
                header.setSectionResizeMode(wrapped, QHeaderView.ResizeMode.Stretch)
        self.note = QLabel(self)
        plain(self.note)  # names trainees and reasons as typed
        self.note.setWordWrap(True)
        self.note.setProperty("role", "hint")
        layout.addWidget(self.text)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        if self.room:  # a decision: the reason, the examiner's name and six digits
            self.reason = QLineEdit(self)
            self.reason.setMaxLength(DECISION_REASON_LENGTH)
            self.examiner = QLineEdit(self)
            self.code = QLineEdit(self)
            self.code.setMaxLength(6)
            self.code.setEchoMode(QLineEdit.EchoMode.Password)
            self.void_button = QPushButton(self)
            self.retry_button = QPushButton(self)
            self.certificate_button = QPushButton(self)
            self.certificate_button.clicked.connect(self.on_certificate)
            self.void_button.clicked.connect(lambda: self.decide(VOID))
            self.retry_button.clicked.connect(lambda: self.decide(RETRY))
            fields, buttons = QHBoxLayout(), QHBoxLayout()
            fields.addWidget(self.reason, 2)  # each hint whole at 1024 px, in either language
            fields.addWidget(self.examiner, 1)
            fields.addWidget(self.code, 1)
            for button in (self.void_button, self.retry_button, self.certificate_button):
                buttons.addWidget(button)
            buttons.addStretch(1)
            layout.addLayout(fields)
            layout.addLayout(buttons)
        self.pool = QThreadPool(self)  # the server's calls, one at a time and in order
        self.pool.setMaxThreadCount(1)
        self.listen_pool = QThreadPool(self)  # the wait for the notary's announcements
        self.listen_pool.setMaxThreadCount(1)
        self.timer = QTimer(self)  # listening again after it failed
        self.timer.setSingleShot(True)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.listen)
        self.retranslate()
        if self.room:
            self.listen()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Exam attempts"))
        if self.room:
            self.text.setText(
                self.tr(
                    "Every exam the notary started, newest first, as its seals say: open, "
                    "passed, failed, abandoned, interrupted, voided, retry allowed or superseded "
                    "by a later pass. A new seal shows here at once."
                )
            )
            self.table.setHorizontalHeaderLabels(
                [
                    self.tr("Started"),
                    self.tr("Trainee"),
                    self.tr("Exam"),
                    self.tr("Kiosk"),
                    self.tr("Examiner"),
                    self.tr("State"),
                ]
            )
            self.reason.setPlaceholderText(self.tr("Reason for the decision"))
            self.examiner.setPlaceholderText(self.tr("Examiner's name"))
            self.code.setPlaceholderText(self.tr("Six digits"))
            self.void_button.setText(self.tr("Void"))
            self.retry_button.setText(self.tr("Allow a new attempt"))
            self.certificate_button.setText(self.tr("Certificate (PDF)"))
            self.show_sealed()
            self.poll()
            return
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

    # -- on a room: the notary's seals -----------------------------------------------------------

    def listen(self) -> None:
        """Wait off the UI thread for the notary to announce a new seal, then read the seals
        (`poll`) and wait again; when the wait fails, try again in POLL_MS."""
        if self.listening or self.watch.closed:
            return
        self.listening = True
        watch = self.watch

        def work(control: JobControl) -> bool:
            with watch.lock:
                desk = watch.get()
                return desk.wait_for_seal(lambda: not (control.cancelled() or watch.closed))

        run_in_background(
            work,
            owner=self,
            on_success=self.on_announced,
            on_failure=self.on_listen_failed,
            pool=self.listen_pool,
        )

    def on_announced(self, came: bool) -> None:
        self.listening = False
        if came:
            self.poll()
            self.listen()

    def on_listen_failed(self, error: Exception) -> None:
        self.listening = False
        if self.watch.closed:
            return
        self.poll()  # says why, when the server is away
        self.timer.start()

    def poll(self) -> None:
        """Look for a newer seal off the UI thread; read every attempt again when there is one."""
        if self.polling:
            self.again = True  # read again once this read is done
            return
        self.polling = True
        seen, room, keyring = self.seen, self.desk, self.keyring_path

        def work(control: JobControl) -> tuple[int, Ledger, list[Finding]] | None:
            with room.lock:
                desk = room.get()
                newest = desk.last_seal()
                if newest == seen or control.cancelled():
                    return None
                ledger, findings = desk.ledger(read_keyring(keyring))
                return newest, ledger, findings

        run_in_background(
            work,
            owner=self,
            on_success=self.on_read,
            on_failure=self.on_read_failed,
            pool=self.pool,
        )

    def on_read(self, result: tuple[int, Ledger, list[Finding]] | None) -> None:
        self.polling = False
        if result is not None:
            self.seen, ledger, self.findings = result
            self.keyring = ledger.keyring  # with the keys the room's hand-overs hand down
            self.sealed = sorted(ledger.attempts.values(), key=lambda a: -a.number)[:SHOWN]
            self.show_sealed()
        if self.again:
            self.again = False
            self.poll()

    def on_read_failed(self, error: Exception) -> None:
        self.polling = False
        self.again = False
        self.seen = -1  # read every seal again when the server answers
        show_note(self.note, str(error), "error")

    def show_sealed(self) -> None:

        language = current_language()
        self.table.setRowCount(len(self.sealed))
        for row, attempt in enumerate(self.sealed):
            facts = attempt.started
            title = facts.get("title") if isinstance(facts.get("title"), dict) else {}
            name = str(facts.get("name") or facts.get("trainee") or "?")
            badge = str(facts.get("badge") or "")
            cells = [
                attempt.sealed_at("started")[:16].replace("T", " "),
                f"{name} · {badge}" if badge else name,
                str((title or {}).get(language) or facts.get("exam") or "?"),
                str(facts.get("kiosk") or "?"),
                str(facts.get("examiner") or "?"),
                attempt.state.words(),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 5 and attempt.state in BAD:
                    item.setForeground(QColor(COLOURS.bad))
                self.table.setItem(row, col, item)
        problems = [
            self.tr("Seal %1: %2").replace("%1", str(f.number)).replace("%2", f.text)
            for f in self.findings[:5]
        ]
        if problems or self.showing_findings:  # a decision's message stays until then
            show_note(self.note, "\n".join(problems), "error")
        self.showing_findings = bool(problems)

    def selected(self) -> SealedAttempt | None:
        rows = self.table.selectionModel().selectedRows()
        return self.sealed[rows[0].row()] if rows and rows[0].row() < len(self.sealed) else None

    def decide(self, decision: str) -> None:
        """Void the selected attempt or allow a new one: the notary checks the examiner's code
        and seals the decision with its reason; its reply is awaited off the UI thread."""
        attempt = self.selected()
        reason, examiner = self.reason.text().strip(), self.examiner.text().strip()
        typed = self.code.text().strip()
        if attempt is None:
            show_note(self.note, self.tr("Choose an attempt in the list first."), "error")
            return
        if (
            not reason
            or not examiner
            or not (typed.isascii() and typed.isdigit() and len(typed) == 6)
        ):
            show_note(
                self.note,
                self.tr(
                    "Type the reason, the examiner's name and the six digits their app shows now."
                ),
                "error",
            )
            return
        self.code.clear()
        self.void_button.setEnabled(False)
        self.retry_button.setEnabled(False)
        show_note(self.note, self.tr("Waiting for the notary's decision …"), "hint")
        room, number = self.desk, attempt.number

        def work(control: JobControl) -> int:
            with room.lock:
                return room.get().decide(
                    number, decision, reason, examiner, typed, lambda: not control.cancelled()
                )

        run_in_background(
            work,
            owner=self,
            on_success=self.on_decided,
            on_failure=self.on_decide_failed,
            pool=self.pool,
        )

    def on_decided(self, seal: object) -> None:
        self.void_button.setEnabled(True)
        self.retry_button.setEnabled(True)
        self.reason.clear()
        show_note(
            self.note,
            self.tr("The notary sealed the decision (seal %1).").replace("%1", str(seal)),
            "done",
        )
        self.poll()

    def on_decide_failed(self, error: Exception) -> None:

        self.void_button.setEnabled(True)
        self.retry_button.setEnabled(True)
        text = str(error)
        if isinstance(error, OfflineError):
            text = self.tr(
                "The notary has not answered: the list shows the decision once it is sealed."
            )
        show_note(self.note, text, "error")

    def write_certificate(self, attempt: SealedAttempt) -> Path | None:
        """The attempt's certificate, printed from its sealed facts alone into the data folder's
        certificates; None, said in the note, for an open or a voided attempt."""
        if attempt.state is State.VOIDED:
            show_note(
                self.note, self.tr("This attempt was voided: it has no certificate."), "error"
            )
            return None
        try:
            facts = attested(attempt, self.keyring or read_keyring(self.keyring_path))
        except RecordsError as exc:
            show_note(self.note, str(exc), "error")
            return None
        if facts is None:
            show_note(self.note, self.tr("An open attempt has no certificate yet."), "error")
            return None
        return write_attempt_certificate(self.data_dir, facts)

    def on_certificate(self) -> None:
        attempt = self.selected()
        if attempt is None:
            show_note(self.note, self.tr("Choose an attempt in the list first."), "error")
            return
        path = self.write_certificate(attempt)
        if path is not None:
            show_note(self.note, self.tr("Saved to {path}").format(path=path), "done")

    def closeEvent(self, event: object) -> None:
        self.timer.stop()
        self.desk.close()
        self.watch.close()
        super().closeEvent(event)  # type: ignore[arg-type]

    # -- on one PC: the seals made before the notary ---------------------------------------------

    def refresh(self) -> None:

        if self.room:
            self.poll()
            return
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
            status, reason, decision = attempt_words(attempt)
            if attempt.exam_id not in titles:
                titles[attempt.exam_id] = exam_title(
                    attempt.exam_id, attempt.exam_id, language, self.site_dir
                )
            why = ", ".join(text for text in (reason, decision) if text)
            cells = [
                attempt.started[:16].replace("T", "\n"),
                names.get(attempt.trainee_id, "?"),
                titles[attempt.exam_id],
                status,
                why,
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 3 and attempt.status is AttemptStatus.INTERRUPTED:
                    item.setForeground(QColor(COLOURS.bad))
                self.table.setItem(row, col, item)
