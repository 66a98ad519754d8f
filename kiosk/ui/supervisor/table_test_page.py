"""The table test: the examiner enters a candidate's coups at a real table and scores the rubric.

A page of the supervisor area driving kiosk.drills.practical.TableTest: a rank pad (one tap a card,
a suit optional), the candidate's calls and the winner's call (which judges the coup at once), the
payouts marked right or wrong, the house's irregularities with the remedy applied, the clock
against the house's pace standard, and the rubric page with the errors counted beside each
criterion, red lines, the examiners' differences and the weighted result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import Qt, QThreadPool, QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.cards import RANK_TEXT, RANKS, SUIT_GLYPHS, SUITS, show_cards
from kiosk.domain.coup import Coup, Winner
from kiosk.domain.irregularities import Remedy, allowed_remedies
from kiosk.domain.judge import Hand
from kiosk.domain.money import format_number, format_percent
from kiosk.drills.clock import Clock, SystemClock
from kiosk.drills.practical import Call, EntryError, Finding, TableTest, evidence
from kiosk.i18n import current_language
from kiosk.records import (
    CODE_LENGTH,
    Database,
    OfflineError,
    PracticalSession,
    RecordStore,
    SharedSession,
    Trainee,
    agreement,
    holder,
    is_room,
    join,
    kiosk_name,
    pinned_keyring,
    refusal_sentence,
    request_sealing,
    save_session,
    sessions_of,
    share,
)
from kiosk.rules.exams import ExamDefinition, exams_for
from kiosk.rules.model import Ruleset
from kiosk.rules.practical import Practical, RedLine
from kiosk.rules.wording import remedy_name, situation_name
from kiosk.ui.app.jobs import Job, JobControl, run_in_background
from kiosk.ui.app.style import scaled, show_note
from kiosk.ui.widgets.panel import dress_panel
from kiosk.verify.verifier import LogFileError, LogTail

T = TypeVar("T")


def records_db(store: RecordStore | None) -> Database | None:
    """The records' database, None when they keep no practical sessions (on a room this may
    connect: called off the UI thread, or for a write)."""
    server = holder(store)
    return None if server is None else server.db


def _whole(value: float, lang: str) -> str:
    """A figure of the clock, rounded to a whole number as the UI language writes it."""
    return format_number(Decimal(str(value)), lang, 0)


_TOUCH = 56  # px: a key a finger hits at speed
FOLLOW_MS = 50  # a followed coup log is looked at this often
SHARE_MS = 1000  # a session scored on two devices reads the other's marks this often
# The page holds a pad, calls and judgement at once: its keys a little smaller than a drill's.
_STYLE = """
QPushButton[role="nav"], QPushButton[role="punto"], QPushButton[role="banco"],
QPushButton[role="tie"] { font-size: 13pt; padding: 4px 8px; }
QPushButton[role="key"] { font-size: 20pt; min-width: 56px; min-height: 52px; padding: 2px; }
"""


def exam_with_practical(ruleset: Ruleset | None, site_dir: Path | None) -> ExamDefinition | None:
    """The house's exam with a practical (None: the house's exam has none)."""
    if ruleset is None:
        return None
    return next((e for e in exams_for(ruleset.id, site_dir) if e.practical is not None), None)


@dataclass(frozen=True)
class Sealing:
    """Who confirms a session for the notary to seal: an examiner and their one-time code, and
    with two examiners the other's name and code."""

    examiner: str
    code: str
    second: tuple[str, str] | None = None


def _key(text: str, parent: QWidget, role: str = "key") -> QPushButton:
    button = QPushButton(text, parent)
    button.setProperty("role", role)
    button.setMinimumHeight(_TOUCH)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


def _wrapped(parent: QWidget | None, role: str) -> QLabel:
    """A label whose text wraps, styled by its role (hint, explanation …)."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setProperty("role", role)
    return label


class TableTestPage(QWidget):
    """One session at the training table; `test` is the state machine it drives."""

    def __init__(
        self,
        ruleset: Ruleset | None,
        parent: QWidget | None = None,
        site_dir: Path | None = None,
        clock: Clock | None = None,
        store: RecordStore | None = None,
        keyring: Path | None = None,
    ) -> None:
        """`store`: the records a session is kept in (None: sessions are not kept; on a room
        they are read off the UI thread); `keyring`: the pinned keyring the notary's seals of
        sessions are checked with (the site's)."""
        super().__init__(parent)
        self.keyring_path = keyring
        self.ruleset = ruleset
        self.exam = exam_with_practical(ruleset, site_dir)
        self.practical: Practical | None = self.exam.practical if self.exam else None
        self.store = store
        self.on_room = is_room(store)
        self._reading: Job | None = None  # the trainees or their sessions (fill_trainees)
        self._keeping: Job | None = None  # the session being kept (_keep)
        self.share_pool = QThreadPool(self)  # a shared session's calls, one at a time in order
        self.share_pool.setMaxThreadCount(1)
        self._shared_calls = 0  # calls on the shared session (or to take a seat) under way
        self._pulling = False  # the other examiner's marks being read (on_pull)
        self.shared: SharedSession | None = None  # scored on two devices
        self.started = datetime.now(UTC)
        self.clock = clock or SystemClock()
        self.test: TableTest | None = None
        self.suit: str | None = None
        self.missing = _wrapped(self, "hint")
        self.setStyleSheet(scaled(_STYLE))
        self.tabs = QTabWidget(self)
        self.coups_page = QWidget(self.tabs)
        self.irregularity_page = QWidget(self.tabs)
        self.rubric_page = QWidget(self.tabs)
        self.tabs.addTab(self.coups_page, "")
        self.tabs.addTab(self.irregularity_page, "")
        self.tabs.addTab(self._scrolling(self.rubric_page), "")
        self.sessions_page = QWidget(self.tabs)
        self.tabs.addTab(self._scrolling(self.sessions_page), "")
        self._build_coups()
        self._build_irregularity()
        self._build_rubric()
        self._build_sessions()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.missing)
        layout.addWidget(self.tabs, 1)
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.share_timer = QTimer(self)
        self.share_timer.setInterval(SHARE_MS)
        self.missing.setVisible(self.practical is None)
        self.tabs.setVisible(self.practical is not None)
        self._connect_signals()
        self.start()
        self.retranslate()

    def _scrolling(self, page: QWidget) -> QScrollArea:
        scroll = QScrollArea(self.tabs)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(page)
        return scroll

    # -- building ------------------------------------------------------------------------------

    def _build_coups(self) -> None:
        page = self.coups_page
        self.clock_label = _wrapped(page, "hint")
        self.punto_label = QLabel(page)
        self.punto_label.setProperty("role", "hand-punto")
        self.banco_label = QLabel(page)
        self.banco_label.setProperty("role", "hand-banco")
        self.next_label = QLabel(page)
        self.next_label.setProperty("role", "hint")
        self.judgement = _wrapped(None, "feedback-neutral")
        self.judgement.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.judgement_scroll = QScrollArea(page)  # a coup with several errors scrolls
        self.judgement_scroll.setWidgetResizable(True)
        self.judgement_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.judgement_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.judgement_scroll.setWidget(self.judgement)
        self.calls = {call: _key("", page, "nav") for call in Call}
        self.winners = {
            Winner.PUNTO: _key("", page, "punto"),
            Winner.BANCO: _key("", page, "banco"),
            Winner.TIE: _key("", page, "tie"),
        }
        self.corrected_button = _key("", page, "nav")
        self.payouts_right = _key("", page, "nav")
        self.payouts_wrong = _key("", page, "nav")
        self.new_shoe_button = _key("", page, "nav")
        self.rank_keys = {rank: _key(RANK_TEXT.get(rank, rank), page) for rank in RANKS}
        self.undo_button = _key("", page, "nav")
        self.suits = QButtonGroup(page)
        self.suits.setExclusive(False)
        self.suit_keys = {suit: _key(SUIT_GLYPHS[suit], page) for suit in SUITS}
        for suit in SUITS:
            self.suit_keys[suit].setCheckable(True)
            self.suits.addButton(self.suit_keys[suit])

        left = QVBoxLayout()
        left.setSpacing(8)
        left.addWidget(self.clock_label)
        left.addWidget(self.punto_label)
        left.addWidget(self.banco_label)
        left.addWidget(self.next_label)
        left.addWidget(self.judgement_scroll, 1)
        winners = QHBoxLayout()
        winners.setSpacing(8)
        for button in self.winners.values():
            winners.addWidget(button, 1)
        middle = QGridLayout()
        middle.setSpacing(8)
        for i, call in enumerate(Call):
            middle.addWidget(self.calls[call], i // 2, i % 2)
        middle.addWidget(self.corrected_button, 2, 0)
        middle.addWidget(self.new_shoe_button, 2, 1)
        middle.addWidget(self.payouts_right, 3, 0)
        middle.addWidget(self.payouts_wrong, 3, 1)
        middle.setRowStretch(4, 1)

        # twelve columns: three ranks a row (four columns each), four suits (three each)
        pad = QGridLayout()
        pad.setSpacing(8)
        for i, rank in enumerate(RANKS):
            pad.addWidget(self.rank_keys[rank], i // 3, i % 3 * 4, 1, 4)
        pad.addWidget(self.undo_button, 4, 4, 1, 8)
        for j, suit in enumerate(SUITS):
            pad.addWidget(self.suit_keys[suit], 5, j * 3, 1, 3)
        right = QVBoxLayout()
        right.addLayout(pad)
        right.addStretch(1)

        grid = QGridLayout(page)
        grid.setContentsMargins(12, 12, 12, 12)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(8)
        grid.addLayout(left, 0, 0)
        grid.addLayout(middle, 0, 1)
        grid.addLayout(winners, 1, 0, 1, 2)
        grid.addLayout(right, 0, 2, 2, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 2)

    def _build_irregularity(self) -> None:
        page = self.irregularity_page
        frame = QFrame(page)
        layout, self.irregularity_heading = dress_panel(frame)
        self.case = QComboBox(frame)
        self.remedy = QComboBox(frame)
        self.record_button = _key("", frame, "primary")
        self.irregularity_note = _wrapped(frame, "hint")
        layout.addWidget(self.case)
        layout.addWidget(self.remedy)
        layout.addWidget(self.record_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.irregularity_note)
        layout.addStretch(1)
        outer = QVBoxLayout(page)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.addWidget(frame)

    def _build_rubric(self) -> None:
        page = self.rubric_page
        self.rubric_grid = QGridLayout()
        self.rubric_grid.setHorizontalSpacing(14)
        self.rubric_grid.setVerticalSpacing(8)
        self.header_labels = [QLabel(page) for _ in range(4)]
        for i, label in enumerate(self.header_labels):
            label.setProperty("role", "stat-caption")
            self.rubric_grid.addWidget(label, 0, i)
        self.criterion_labels: list[QLabel] = []
        self.error_labels: list[QLabel] = []
        self.score_boxes: list[list[QSpinBox]] = []
        for row, criterion in enumerate(self.practical.criteria if self.practical else (), 1):
            name = QLabel(page)
            name.setWordWrap(True)
            errors = QLabel(page)
            boxes = []
            for column in range(self.practical.examiners if self.practical else 0):
                box = QSpinBox(page)
                box.setRange(0, criterion.scale)
                box.setMinimumHeight(_TOUCH - 8)
                self.rubric_grid.addWidget(box, row, 2 + column)
                boxes.append(box)
            self.rubric_grid.addWidget(name, row, 0)
            self.rubric_grid.addWidget(errors, row, 1)
            self.criterion_labels.append(name)
            self.error_labels.append(errors)
            self.score_boxes.append(boxes)
        self.rubric_grid.setColumnStretch(0, 1)
        self.differences = QLabel(page)
        self.differences.setWordWrap(True)
        self.reason = QLineEdit(page)
        self.resolve_button = _key("", page, "nav")
        self.result_label = _wrapped(page, "explanation")
        # on a room, two examiners score on their own devices: one shares, the other joins
        self.share_name = QLineEdit(page)
        self.share_button = _key("", page, "nav")
        self.join_code = QLineEdit(page)
        self.join_code.setMaxLength(CODE_LENGTH)
        self.join_button = _key("", page, "nav")
        self.share_note = _wrapped(page, "hint")
        two = self.on_room and self.practical is not None and self.practical.examiners == 2
        sharing = QHBoxLayout()
        for widget, stretch in (
            (self.share_name, 2),
            (self.share_button, 0),
            (self.join_code, 1),
            (self.join_button, 0),
        ):
            widget.setVisible(two)
            sharing.addWidget(widget, stretch)
        self.share_note.setVisible(two)
        resolve = QHBoxLayout()
        resolve.addWidget(self.reason, 1)
        resolve.addWidget(self.resolve_button)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(10)
        layout.addLayout(sharing)
        layout.addWidget(self.share_note)
        layout.addLayout(self.rubric_grid)
        layout.addWidget(self.differences)
        layout.addLayout(resolve)
        layout.addWidget(self.result_label)
        layout.addStretch(1)

    def _build_sessions(self) -> None:
        page = self.sessions_page
        self.trainee = QComboBox(page)
        self.save_button = _key("", page, "primary")
        self.save_note = _wrapped(page, "hint")
        self.history = _wrapped(page, "explanation")
        # On a room: who confirms, and their one-time code. Two examiners each type their own
        # code here, the names being those the session gives them, after checking the scores.
        self.two_examiners = self.practical is not None and self.practical.examiners == 2
        self.examiner = QLineEdit(page)
        self.examiner_code = QLineEdit(page)
        self.second_code = QLineEdit(page)
        for edit in (self.examiner_code, self.second_code):
            edit.setMaxLength(6)
        self.seal_button = _key("", page, "nav")
        self.seal_hint = _wrapped(page, "hint")
        self.examiner_code.setVisible(self.on_room)
        self.seal_button.setVisible(self.on_room)
        self.examiner.setVisible(self.on_room and not self.two_examiners)
        self.second_code.setVisible(self.on_room and self.two_examiners)
        self.seal_hint.setVisible(self.on_room and self.two_examiners)
        self.log_path = QLineEdit(page)
        self.follow_button = _key("", page, "nav")
        self.follow_button.setCheckable(True)
        self.follow_note = _wrapped(page, "hint")
        self.examiner_names_edits = [
            QLineEdit(page) for _ in range(self.practical.examiners if self.practical else 0)
        ]
        names = QHBoxLayout()
        for edit in self.examiner_names_edits:
            names.addWidget(edit, 1)
        row = QHBoxLayout()
        row.addWidget(self.trainee, 1)
        row.addWidget(self.save_button)
        seal = QHBoxLayout()
        seal.addWidget(self.examiner, 2)
        seal.addWidget(self.examiner_code, 1)
        seal.addWidget(self.second_code, 1)
        seal.addWidget(self.seal_button)
        follow = QHBoxLayout()
        follow.addWidget(self.log_path, 1)
        follow.addWidget(self.follow_button)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(10)
        layout.addLayout(names)
        layout.addLayout(row)
        layout.addLayout(seal)
        layout.addWidget(self.seal_hint)
        layout.addWidget(self.save_note)
        layout.addWidget(self.history)
        layout.addLayout(follow)
        layout.addWidget(self.follow_note)
        layout.addStretch(1)
        self.tail: LogTail | None = None
        self.tail_timer = QTimer(self)
        self.tail_timer.setInterval(FOLLOW_MS)

    def _connect_signals(self) -> None:
        for rank, button in self.rank_keys.items():
            button.clicked.connect(lambda _=False, r=rank: self.on_rank(r))
        for suit, button in self.suit_keys.items():
            button.clicked.connect(lambda _=False, s=suit: self.on_suit(s))
        for call, button in self.calls.items():
            button.clicked.connect(lambda _=False, c=call: self.on_call(c))
        for winner, button in self.winners.items():
            button.clicked.connect(lambda _=False, w=winner: self.on_winner(w))
        self.undo_button.clicked.connect(self.on_undo)
        self.corrected_button.clicked.connect(self.on_corrected)
        self.payouts_right.clicked.connect(lambda: self.on_payouts(True))
        self.payouts_wrong.clicked.connect(lambda: self.on_payouts(False))
        self.new_shoe_button.clicked.connect(self.on_new_shoe)
        self.case.currentIndexChanged.connect(self.on_case)
        self.record_button.clicked.connect(self.on_record)
        for row, boxes in enumerate(self.score_boxes):
            for column, box in enumerate(boxes):
                box.valueChanged.connect(lambda value, r=row, c=column: self.on_score(r, c, value))
        self.resolve_button.clicked.connect(self.on_resolve)
        self.share_button.clicked.connect(self.on_share)
        self.join_button.clicked.connect(self.on_join)
        self.share_timer.timeout.connect(self.on_pull)
        self.tabs.currentChanged.connect(self.on_tab)
        self.trainee.currentIndexChanged.connect(self.show_sessions)
        self.save_button.clicked.connect(self.on_save)
        self.seal_button.clicked.connect(self.on_seal)
        self.follow_button.toggled.connect(self.on_follow)
        self.tail_timer.timeout.connect(self.on_tail)
        self.ticker.timeout.connect(self.show_clock)

    # -- the session ---------------------------------------------------------------------------

    def examiner_names(self) -> list[str]:
        count = self.practical.examiners if self.practical else 1
        return [str(n) for n in range(1, count + 1)]

    def start(self) -> None:
        """A new session at the table."""
        if self.ruleset is None or self.practical is None:
            return
        self.test = TableTest(self.ruleset, self.practical, self.clock, self.examiner_names())
        self.started = datetime.now(UTC)
        self.shared = None
        self._pulling = False
        self.share_timer.stop()
        for boxes in self.score_boxes:
            for box in boxes:
                box.blockSignals(True)
                box.setValue(0)
                box.setEnabled(True)
                box.blockSignals(False)
        self.share_note.clear()
        for widget in (self.share_name, self.share_button, self.join_code, self.join_button):
            widget.setEnabled(True)
        self.ticker.start()
        self.show_coup([])

    def retranslate(self) -> None:
        self.missing.setText(
            self.tr("The house's exam has no practical: add practical: to its exam file.")
        )
        self.tabs.setTabText(0, self.tr("Coups"))
        self.tabs.setTabText(1, self.tr("Irregularity"))
        self.tabs.setTabText(2, self.tr("Rubric"))
        self.tabs.setTabText(3, self.tr("Sessions"))
        self.save_button.setText(self.tr("Keep this session"))
        for number, edit in enumerate(self.examiner_names_edits, 1):
            edit.setPlaceholderText(self.tr("Examiner %1: name").replace("%1", str(number)))
        self.examiner.setPlaceholderText(self.tr("Examiner's name"))
        self.examiner_code.setPlaceholderText(self.tr("One-time code"))
        if self.two_examiners:
            for number, edit in enumerate((self.examiner_code, self.second_code), 1):
                edit.setPlaceholderText(
                    self.tr("Examiner %1: one-time code").replace("%1", str(number))
                )
        self.seal_hint.setText(
            self.tr(
                "Both examiners check the final scores on the Rubric page, then each types their "
                "own one-time code, named above as enrolled with the notary: it seals only with "
                "both."
            )
        )
        self.seal_button.setText(self.tr("Have it sealed"))
        self.log_path.setPlaceholderText(self.tr("A coup log a table system writes"))
        self.follow_button.setText(
            self.tr("Stop following") if self.follow_button.isChecked() else self.tr("Follow")
        )
        names = {
            Call.PUNTO_DRAWS: self.tr("Punto draws"),
            Call.PUNTO_STANDS: self.tr("Punto stands"),
            Call.BANCO_DRAWS: self.tr("Banco draws"),
            Call.BANCO_STANDS: self.tr("Banco stands"),
        }
        for call, button in self.calls.items():
            button.setText(names[call])
        self.winners[Winner.PUNTO].setText(self.tr("Punto wins"))
        self.winners[Winner.BANCO].setText(self.tr("Banco wins"))
        self.winners[Winner.TIE].setText(self.tr("Egalité"))
        self.corrected_button.setText(self.tr("Corrected"))
        self.payouts_right.setText(self.tr("Paid right"))
        self.payouts_wrong.setText(self.tr("Paid wrong"))
        self.new_shoe_button.setText(self.tr("New shoe"))
        self.undo_button.setText(self.tr("Undo"))
        self.irregularity_heading.setText(self.tr("An irregularity and the remedy applied"))
        self.record_button.setText(self.tr("Record"))
        headers = [self.tr("Criterion"), self.tr("Errors counted")]
        headers += [self.tr("Examiner %1").replace("%1", n) for n in self.examiner_names()]
        for label, text in zip(self.header_labels, headers, strict=False):
            label.setText(text)
        for label in self.header_labels[len(headers) :]:
            label.setVisible(False)
        self.share_name.setPlaceholderText(self.tr("Your name as examiner"))
        self.share_button.setText(self.tr("Share"))
        self.join_code.setPlaceholderText(self.tr("Code of a shared session"))
        self.join_button.setText(self.tr("Join"))
        self.reason.setPlaceholderText(self.tr("Reason for the agreed score"))
        self.resolve_button.setText(self.tr("Agree"))
        self._fill_cases()
        if self.tabs.currentIndex() == 3:  # the trainees are read when their tab is shown
            self.fill_trainees()
        self.show_coup(self._current_findings())
        self.show_rubric()

    def _fill_cases(self) -> None:
        chosen = self.case.currentIndex()
        self.case.blockSignals(True)
        self.case.clear()
        for case in self.ruleset.irregularities if self.ruleset else ():
            self.case.addItem(situation_name(case.situation), case.id)
        self.case.setCurrentIndex(max(chosen, 0))
        self.case.blockSignals(False)
        self.on_case()

    # -- showing -------------------------------------------------------------------------------

    def show_coup(self, findings: list[Finding]) -> None:
        test = self.test
        if test is None:
            return
        coup = test.current
        entering = coup is not None and not coup.judged
        punto = coup.punto if coup is not None else []
        banco = coup.banco if coup is not None else []
        self.punto_label.setText(self.tr("Punto: %1").replace("%1", show_cards(punto) or "–"))
        self.banco_label.setText(self.tr("Banco: %1").replace("%1", show_cards(banco) or "–"))
        hand = test.next_hand()
        self.next_label.setText(
            self.tr("Next card: Punto") if hand is Hand.PUNTO else self.tr("Next card: Banco")
        )
        if coup is None or entering:
            text = self.tr("Tap the cards as they are dealt, then the winner called.")
            self.judgement.setProperty("role", "feedback-neutral")
        elif findings:
            lines = []
            for finding in findings:
                line = finding.text
                if finding.red_line is not None:
                    line = self.tr("Red line: %1").replace("%1", line)
                lines.append(line)
            text = "\n".join(lines)
            self.judgement.setProperty("role", "feedback-bad")
        else:
            text = self.tr("Coup %1: dealt and called right.").replace("%1", str(coup.number))
            self.judgement.setProperty("role", "feedback-good")
        self.judgement.setText(text)
        self.judgement.style().unpolish(self.judgement)
        self.judgement.style().polish(self.judgement)
        self.show_clock()

    def show_clock(self) -> None:
        if self.test is None or self.practical is None:
            return
        pace = self.test.pace()
        standard = self.practical.pace
        lang = current_language()
        per_hour = "–" if pace.coups_per_hour is None else _whole(pace.coups_per_hour, lang)
        per_settlement = (
            "–"
            if pace.seconds_per_settlement is None
            else _whole(pace.seconds_per_settlement, lang)
        )
        self.clock_label.setText(
            self.tr("Coups: %1 · %2 per hour (standard %3) · %4 s a settlement (standard %5)")
            .replace("%1", str(pace.coups))
            .replace("%2", per_hour)
            .replace("%3", str(standard.coups_per_hour))
            .replace("%4", per_settlement)
            .replace("%5", str(standard.seconds_per_settlement))
        )

    def show_rubric(self) -> None:
        test = self.test
        if test is None or self.practical is None:
            return
        lang = current_language()
        elsewhere = self.shared.counted if self.shared and self.shared.seat == 2 else None
        for row, label, errors in zip(
            test.rubric(), self.criterion_labels, self.error_labels, strict=True
        ):
            label.setText(row.criterion.name.get(lang))
            counted = row.errors if elsewhere is None else elsewhere.get(row.criterion.id, 0)
            errors.setText(str(counted))
        differences = test.differences()
        self.differences.setText(
            "\n".join(
                self.tr("%1: the examiners differ by %2 points")
                .replace("%1", d.criterion.name.get(lang))
                .replace("%2", str(d.points))
                for d in differences
            )
        )
        self.reason.setVisible(bool(differences))
        self.resolve_button.setVisible(bool(differences))
        result = test.result()
        parts = []
        for line in sorted(result.red_lines):
            parts.append(self.tr("Red line crossed: %1").replace("%1", self.red_line_name(line)))
        if result.share is None:
            parts.append(self.tr("Score every criterion to see the weighted result."))
        else:
            share = format_percent(result.share, lang)
            mark = format_percent(self.practical.pass_mark, lang)
            parts.append(
                self.tr("Weighted result: %1 (pass mark %2)")
                .replace("%1", share)
                .replace("%2", mark)
            )
        self.result_label.setText("\n".join(parts))

    # -- slots ---------------------------------------------------------------------------------

    def _act(self, action: Callable[[], list[Finding] | object]) -> None:
        try:
            found = action()
        except EntryError as exc:
            show_note(self.judgement, str(exc), "error")
            return
        self.show_coup(found if isinstance(found, list) else self._current_findings())

    def _current_findings(self) -> list[Finding]:
        if self.test is None or self.test.current is None or not self.test.current.judged:
            return []
        return self.test.findings(self.test.current)

    def on_rank(self, rank: str) -> None:
        if self.test is None:
            return
        test, suit = self.test, self.suit
        self.suit = None
        for button in self.suit_keys.values():
            button.setChecked(False)
        self._act(lambda: test.tap_card(rank, suit))

    def on_suit(self, suit: str) -> None:
        self.suit = suit if self.suit_keys[suit].isChecked() else None
        for other, button in self.suit_keys.items():
            if other != suit:
                button.setChecked(False)

    def on_call(self, call: Call) -> None:
        if self.test is not None:
            test = self.test
            self._act(lambda: test.tap_call(call))

    def on_winner(self, winner: Winner) -> None:
        if self.test is not None:
            test = self.test
            self._act(lambda: test.tap_winner(winner))

    def on_undo(self) -> None:
        if self.test is not None:
            self._act(self.test.undo)

    def on_corrected(self) -> None:
        if self.test is not None:
            self._act(self.test.correct)

    def on_payouts(self, right: bool) -> None:
        if self.test is not None:
            test = self.test
            self._act(lambda: test.mark_payouts(right))

    def on_new_shoe(self) -> None:
        if self.test is not None:
            self.test.new_shoe()

    def on_case(self) -> None:
        case_id = self.case.currentData()
        self.remedy.clear()
        if self.ruleset is None or case_id is None:
            return
        case = self.ruleset.irregularity(case_id)
        for remedy in allowed_remedies(case.situation):
            self.remedy.addItem(remedy_name(remedy), remedy.value)

    def on_record(self) -> None:
        if self.test is None or self.case.currentData() is None:
            return
        try:
            entry = self.test.irregularity(
                self.case.currentData(), Remedy(self.remedy.currentData())
            )
        except EntryError as exc:
            show_note(self.irregularity_note, str(exc), "error")
            return
        if entry.right:
            show_note(self.irregularity_note, self.tr("The house's remedy: right."), "done")
        else:
            show_note(
                self.irregularity_note,
                self.tr("Not the house's remedy: %1").replace(
                    "%1", remedy_name(entry.ruling.remedy)
                ),
                "error",
            )

    def on_scores(self) -> None:
        """The rubric is shown: every score box counts (shared, each box counted as it
        changed)."""
        if self.test is None or self.practical is None:
            return
        if self.shared is None:
            names = self.test.examiners
            for criterion, boxes in zip(self.practical.criteria, self.score_boxes, strict=True):
                for name, box in zip(names, boxes, strict=True):
                    self.test.score(name, criterion.id, box.value())
        self.show_rubric()

    def on_score(self, row: int, column: int, points: int) -> None:
        """An examiner's score of one criterion; shared, the other device reads it."""
        if self.test is None or self.practical is None:
            return
        criterion = self.practical.criteria[row]
        self.test.score(self.test.examiners[column], criterion.id, points)
        if self.shared is not None:
            self._on_shared(lambda shared: shared.mark("score", criterion.id, points))
        self.show_rubric()

    def _on_shared(
        self,
        work: Callable[[SharedSession], T],
        then: Callable[[T], object] | None = None,
        failed: Callable[[], object] | None = None,
    ) -> None:
        """`work(shared)` off the UI thread after every call on the shared session before it,
        then `then(result)` on it unless another session has begun; a failure is said in the
        share note, then `failed()`."""
        shared = self.shared
        assert shared is not None
        self._shared_calls += 1

        def done(result: T) -> None:
            self._shared_calls -= 1
            if then is not None and self.shared is shared:
                then(result)

        def failure(error: Exception) -> None:
            self._shared_calls -= 1
            show_note(self.share_note, str(error), "error")
            if failed is not None:
                failed()

        run_in_background(
            lambda control: work(shared),
            owner=self,
            on_success=done,
            on_failure=failure,
            pool=self.share_pool,
        )

    def on_share(self) -> None:
        """This device's examiner scores here; a second examiner joins with the code shown."""
        self._seat(lambda db, name: share(db, name, kiosk_name()))

    def on_join(self) -> None:
        """This device scores as the second examiner of the session shared under the code."""
        code = self.join_code.text()
        self._seat(lambda db, name: join(db, code, name, kiosk_name()))

    def _seat(self, take: Callable[[Database, str], SharedSession]) -> None:
        """Take a seat in a shared session off the UI thread; the scores given here before go
        out once it is taken."""
        if self.test is None or not self.on_room:
            return
        store, test, name = self.store, self.test, self.share_name.text().strip()
        sharing = (self.share_name, self.share_button, self.join_code, self.join_button)
        for widget in sharing:
            widget.setEnabled(False)
        show_note(self.share_note, self.tr("Reading the records …"), "hint")

        def work(control: JobControl) -> SharedSession:
            del control
            db = records_db(store)  # on a room this connects
            assert db is not None
            return take(db, name)

        def refused(error: Exception) -> None:
            self._shared_calls -= 1
            for widget in sharing:
                widget.setEnabled(True)
            show_note(self.share_note, str(error), "error")

        self._shared_calls += 1
        run_in_background(
            work,
            owner=self,
            on_success=lambda shared: self._seated(test, shared),
            on_failure=refused,
            pool=self.share_pool,
        )

    def _seated(self, test: TableTest, shared: SharedSession) -> None:
        self._shared_calls -= 1
        if self.test is not test:  # a new session began meanwhile
            return
        self.shared = shared
        own = shared.seat - 1
        for boxes in self.score_boxes:
            for column, box in enumerate(boxes):
                box.setEnabled(column == own)
        given = test.scores()[test.examiners[own]]  # scored here before sharing: sent now

        def send_given(s: SharedSession) -> None:
            for criterion_id, points in given.items():
                s.mark("score", criterion_id, points)

        show_note(
            self.share_note,
            self.tr("Code for the second examiner: %1").replace("%1", shared.code)
            if shared.seat == 1
            else self.tr("You score session %1 as the second examiner.").replace("%1", shared.code),
            "done",
        )
        self._on_shared(send_given)
        self.on_pull()
        self.share_timer.start()

    def on_pull(self) -> None:
        """The other examiner's scores and the agreed scores, read from the records off the UI
        thread (from the device the coups are entered on, the errors counted go out first)."""
        if self.shared is None or self.test is None or self._pulling:
            return
        if self._keeping is not None:  # read again once it is kept
            return
        test = self.test

        def work(shared: SharedSession) -> list[Any]:
            if shared.seat == 1:
                shared.count(test)
            return shared.marks()

        def done(marks: list[Any]) -> None:
            self._pulling = False
            if self._keeping is None and self.test is test:
                self._take(marks)

        def failed() -> None:
            self._pulling = False

        self._pulling = True
        self._on_shared(work, done, failed)

    def _take(self, marks: list[Any]) -> None:
        """The marks read (on_pull) into the session and the rubric."""
        if self.shared is None or self.test is None or self.practical is None:
            return
        if not self.shared.pull(self.test, marks):
            return
        scores = self.test.scores()
        for criterion, boxes in zip(self.practical.criteria, self.score_boxes, strict=True):
            for name, box in zip(self.test.examiners, boxes, strict=True):
                if criterion.id in scores[name] and not box.isEnabled():
                    box.blockSignals(True)
                    box.setValue(scores[name][criterion.id])
                    box.blockSignals(False)
        for label, name in zip(self.header_labels[2:], self.test.examiners, strict=False):
            label.setText(name)
        self.show_rubric()

    def on_resolve(self) -> None:
        if self.test is None:
            return
        differences = self.test.differences()
        if not differences:
            return
        first = differences[0]
        agreed = round(sum(first.scores) / 2)
        reason = self.reason.text()
        try:
            self.test.resolve(first.criterion.id, agreed, reason)
        except EntryError as exc:
            show_note(self.result_label, str(exc), "error")
            return
        if self.shared is not None:
            self._on_shared(
                lambda shared: shared.mark("agreed", first.criterion.id, agreed, reason.strip())
            )
        self.reason.clear()
        self.show_rubric()

    def on_tab(self, index: int) -> None:
        if index == 2:
            self.on_scores()
        elif index == 3:
            self.fill_trainees()

    @property
    def busy(self) -> bool:
        """Whether the trainees or their sessions are being read, the session kept, or a call on
        the shared session is under way."""
        return self._reading is not None or self._keeping is not None or self._shared_calls > 0

    def _read(self, work: Callable[[], T], then: Callable[[T], object]) -> None:
        """`work` (a read of the records) off the UI thread, then `then(result)` on it; the
        history says it is reading meanwhile, and why it could not in its place. A read
        started anew cancels the one before."""
        if self._reading is not None:
            self._reading.cancel()

        def done(result: T) -> None:
            self._reading = None
            then(result)

        def failed(error: Exception) -> None:
            self._reading = None
            self.history.setText(str(error))

        self.history.setText(self.tr("Reading the records …"))
        self._reading = run_in_background(
            lambda control: work(), owner=self, on_success=done, on_failure=failed
        )

    def fill_trainees(self) -> None:
        """The trainees to choose from, read off the UI thread, then the chosen one's sessions."""
        store = self.store
        if store is None:
            self._list_trainees([])
        else:
            self._read(store.trainees, self._list_trainees)

    def _list_trainees(self, trainees: list[Trainee]) -> None:
        chosen = self.trainee.currentData()
        self.trainee.blockSignals(True)
        self.trainee.clear()
        for trainee in trainees:
            self.trainee.addItem(trainee.name, trainee.id)
        index = self.trainee.findData(chosen)
        self.trainee.setCurrentIndex(max(index, 0))
        self.trainee.blockSignals(False)
        self.save_button.setEnabled(self.store is not None and self.trainee.count() > 0)
        self.show_sessions()

    def show_sessions(self) -> None:
        """The trainee's practical sessions, read off the UI thread (show_kept)."""
        trainee_id = self.trainee.currentData()
        if self.store is None or self.practical is None or trainee_id is None:
            self.show_kept(None)
            return
        store, keyring = self.store, pinned_keyring(self.keyring_path)

        def read() -> list[PracticalSession] | None:
            db = records_db(store)
            return None if db is None else sessions_of(db, trainee_id, keyring)

        self._read(read, self.show_kept)

    def show_kept(self, kept: list[PracticalSession] | None) -> None:
        """The trainee's practical sessions, the evidence toward the rule and the agreement
        (None: these records keep none)."""
        if kept is None or self.practical is None:
            self.history.setText(self.tr("These records keep no practical sessions."))
            return
        lines = []
        for s in kept:
            share = "–" if s.share is None else format_percent(s.share, current_language())
            line = (
                self.tr("%1: %n coup(s), result %3, examiners %4", "", s.coups)
                .replace("%1", s.started.astimezone().strftime("%Y-%m-%d %H:%M"))
                .replace("%3", share)
                .replace("%4", ", ".join(s.examiners))
            )
            if s.red_lines:
                line += " · " + self.tr("red lines: %1").replace("%1", str(len(s.red_lines)))
            if not s.attested:
                line += " · " + self.tr("not attested")
            if s.refused is not None:  # the notary's reason, in words
                line += " · " + refusal_sentence(s.refused)
            lines.append(line)
        gathered = evidence(self.practical, kept)
        lines.append(
            self.tr("Evidence from sealed sessions: %1 of %2 coups over %3 of %4 sessions")
            .replace("%1", str(gathered.coups))
            .replace("%2", str(gathered.needed_coups))
            .replace("%3", str(gathered.sessions))
            .replace("%4", str(gathered.needed_sessions))
        )
        agreed = agreement(self.practical, kept)
        if agreed.compared and agreed.mean_difference is not None:
            lines.append(
                self.tr(
                    "Examiners: %1 scores compared, %2 beyond the tolerance, %3 points apart "
                    "on average"
                )
                .replace("%1", str(agreed.compared))
                .replace("%2", str(agreed.beyond_tolerance))
                .replace(
                    "%3", format_number(Decimal(str(agreed.mean_difference)), current_language(), 1)
                )
            )
        self.history.setText("\n".join(lines))

    def on_save(self) -> None:
        """Keep the session (not attested: Have it sealed sends it to the notary as well)."""
        if self._ready():
            self._keep(None)

    def on_seal(self) -> None:
        """On a room: the notary judges the session again and seals it, confirmed by the
        examiner's one-time code (two examiners: each one's, typed here after checking the
        scores shown); the session is kept, attested once the seal is there."""
        if not self._ready():
            return
        assert self.test is not None  # _ready
        if self.exam is None or self.exam.path is None:
            show_note(self.save_note, self.tr("The exam was not read from a file."), "error")
            return
        first, second = self.examiner_code.text().strip(), self.second_code.text().strip()
        if not all(len(c) == 6 and c.isdigit() for c in (first, second)[: 1 + self.two_examiners]):
            show_note(self.save_note, refusal_sentence("code-wrong"), "error")  # six digits each
            return
        self.examiner_code.clear()  # one-time codes
        self.second_code.clear()
        if self.two_examiners:
            names = self.test.examiners
            self._keep(Sealing(names[0], first, (names[1], second)))
        else:
            self._keep(Sealing(self.examiner.text().strip(), first))

    def _ready(self) -> bool:
        """Whether the session may be kept: records that keep practical sessions (asked without
        connecting), a trainee chosen, a coup called, the examiners named."""
        if self.test is None or self.exam is None or self._keeping is not None:
            return False
        keeps = self.on_room or records_db(self.store) is not None
        if not keeps or self.trainee.currentData() is None:
            return False
        if not any(c.judged for c in self.test.coups):
            show_note(self.save_note, self.tr("Enter at least one coup first."), "error")
            return False
        return self._name_examiners()

    def _keep(self, sealing: Sealing | None) -> None:
        """Keep the session off the UI thread (shared, after the calls on it before and with the
        second examiner's last scores), the notary asked to seal it first when `sealing` (the
        examiners and their one-time codes) is given: then as shown, the scores the examiners
        checked, no marks read since taken in. The session waits meanwhile; kept, a new
        one begins; not kept, the note says why and what was entered stays for another try."""
        assert self.test is not None and self.exam is not None
        store, test, exam_id, path = self.store, self.test, self.exam.id, self.exam.path
        trainee_id, started, ended = self.trainee.currentData(), self.started, datetime.now(UTC)
        shared = self.shared

        def work(control: JobControl) -> int | None:
            del control
            if shared is not None:
                if shared.seat == 1:
                    shared.count(test)
                if sealing is None:
                    shared.pull(test)
            db = records_db(store)  # on a room this connects
            assert db is not None  # _ready
            request = None
            if sealing is not None:
                assert path is not None  # on_seal
                request = request_sealing(
                    db,
                    test,
                    trainee_id=trainee_id,
                    exam_content=path.read_bytes(),
                    examiner=sealing.examiner,
                    code=sealing.code,
                    second=sealing.second,
                )
            save_session(
                db,
                test,
                trainee_id=trainee_id,
                exam_id=exam_id,
                started=started,
                ended=ended,
                kiosk=kiosk_name(),
                request=request,
            )
            return request

        show_note(self.save_note, self.tr("Keeping the session …"), "hint")
        self._keeping = run_in_background(
            work, owner=self, on_success=self._kept, on_failure=self._not_kept, pool=self.share_pool
        )
        self._wait(True)

    def _kept(self, request: int | None) -> None:
        self._keeping = None
        self._wait(False)
        done = self.tr("Session kept; a new one begins.")
        if request is not None:
            done = self.tr(
                "Kept and sent to the notary (request %1): it judges the coups again and seals "
                "them; a new session begins."
            ).replace("%1", str(request))
        show_note(self.save_note, done, "done")
        self.start()
        self.show_sessions()

    def _not_kept(self, error: Exception) -> None:
        self._keeping = None
        self._wait(False)
        text = str(error)
        if isinstance(error, OfflineError):
            text = self.tr(
                "The records server cannot be reached: the session is not kept yet. What you "
                "entered stays here; try again once the server is back."
            )
        show_note(self.save_note, text, "error")

    def _wait(self, waiting: bool) -> None:
        """While the session is being kept nothing changes it."""
        for widget in (
            self.coups_page,
            self.irregularity_page,
            self.rubric_page,
            self.trainee,
            self.seal_button,
            self.examiner,
            self.examiner_code,
            self.second_code,
            *self.examiner_names_edits,
        ):
            widget.setEnabled(not waiting)
        self.save_button.setEnabled(not waiting and self.trainee.count() > 0)

    def _name_examiners(self) -> bool:
        """The examiners' names as typed (a name left empty stays as it is)."""
        assert self.test is not None
        typed = [
            edit.text().strip() or shown
            for edit, shown in zip(self.examiner_names_edits, self.test.examiners, strict=True)
        ]
        try:
            self.test.name_examiners(typed)
        except EntryError as exc:
            show_note(self.save_note, str(exc), "error")
            return False
        return True

    def on_follow(self, on: bool) -> None:
        """Take the coups from a log as it is written instead of the rank pad."""
        self.tail_timer.stop()
        if self.tail is not None:
            self.tail.close()
            self.tail = None
        self.follow_button.setText(self.tr("Stop following") if on else self.tr("Follow"))
        if not on:
            return
        try:
            self.tail = LogTail(Path(self.log_path.text().strip()))
        except LogFileError as exc:
            show_note(self.follow_note, str(exc), "error")
            self.follow_button.setChecked(False)
            return
        show_note(self.follow_note, "", "hint")
        self.tail_timer.start()

    def on_tail(self) -> None:
        if self.tail is None or self._keeping is not None:  # the rest once it is kept
            return
        try:
            coups = self.tail.coups()
        except LogFileError as exc:
            show_note(self.follow_note, str(exc), "error")
            self.follow_button.setChecked(False)
            return
        for line, coup, called in coups:
            if coup is None:
                show_note(
                    self.follow_note,
                    self.tr("Line %1 of the log holds no coup that can be read.").replace(
                        "%1", str(line)
                    ),
                    "error",
                )
                continue
            self.take_coup(coup, called)

    def red_line_name(self, line: RedLine) -> str:
        return {
            RedLine.UNCORRECTED_DRAW: self.tr("an over- or under-draw not corrected"),
            RedLine.PAID_LOSING_BET: self.tr("a losing bet paid"),
            RedLine.WRONG_PAYOUT: self.tr("a payout paid wrong"),
            RedLine.WRONG_CALL: self.tr("the winner called wrong"),
            RedLine.WRONG_REMEDY: self.tr("a wrong remedy"),
            RedLine.CARD_OUT_OF_ORDER: self.tr("a card out of order"),
        }[line]

    def take_coup(self, coup: Coup, called: Winner | None = None) -> None:
        """A coup read from a table's log instead of the rank pad."""
        if self.test is not None:
            test = self.test
            self._act(lambda: test.enter_coup(coup, called))
