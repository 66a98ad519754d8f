"""Verify a recorded coup log: errors in a filterable table, the selected coup drawn as cards.

Verification runs off the UI thread (kiosk.ui.app.jobs, with progress and Cancel); the screen
only shows results, or what went wrong.
The broken rule is marked on the cards: an extra card framed in red, a missing card face down.
The screen lists at most LISTED errors (and as many unreadable rows) of a log, so that a log
with millions of them cannot fill the memory; its counts are whole, and `kiosk verify --output`
writes every finding.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Slot,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.judge import ErrorKind, Hand
from kiosk.i18n import current_language
from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset, ruleset_files
from kiosk.rules.loader import RulesetError
from kiosk.rules.model import Ruleset
from kiosk.ui.app.jobs import Job, run_in_background
from kiosk.ui.widgets.coup_view import CoupView
from kiosk.ui.widgets.file_chooser import choose_file, usb_drives
from kiosk.verify.findings import CoupError, Report
from kiosk.verify.report import correction_sentence, error_sentence, rule_words, verdict_sentence
from kiosk.verify.verifier import verify_logs

_Index = QModelIndex | QPersistentModelIndex
# Filter value meaning "any".
ANY = ""
# The most errors (and unreadable rows) of a log the screen lists: about 60 MB.
LISTED = 100_000


class ErrorTableModel(QAbstractTableModel):
    """The errors of a report, one row each."""

    COLUMNS = ("line", "table", "shoe", "coup", "kind", "hand", "rule", "stands")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.errors: list[CoupError] = []

    def set_errors(self, errors: list[CoupError]) -> None:
        self.beginResetModel()
        self.errors = errors
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.errors)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def kind_text(self, kind: ErrorKind) -> str:
        if kind is ErrorKind.OVER_DRAW:
            return self.tr("Over-draw")
        if kind is ErrorKind.UNDER_DRAW:
            return self.tr("Under-draw")
        return self.tr("Wrong call")

    def hand_text(self, hand: Hand | None) -> str:
        if hand is Hand.PUNTO:
            return self.tr("Punto")
        if hand is Hand.BANCO:
            return self.tr("Banco")
        return ""

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self.tr("Line"),
            self.tr("Table"),
            self.tr("Shoe"),
            self.tr("Coup"),
            self.tr("Error"),
            self.tr("Hand"),
            self.tr("Rule"),
            self.tr("Result"),
        )[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        error = self.errors[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.UserRole:
            return error
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == "line":
            return error.line
        if column == "kind":
            return self.kind_text(error.kind)
        if column == "hand":
            return self.hand_text(error.hand)
        if column == "rule":
            return rule_words(error.rule)
        if column == "stands":
            return self.tr("Stands") if error.stands else self.tr("Corrected")
        return str(getattr(error, column))

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)
        if self.errors:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self.errors) - 1, len(self.COLUMNS) - 1)
            )


class ErrorFilter(QSortFilterProxyModel):
    """Shows the errors matching the chosen kind, hand, table and stands/corrected."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kind = ANY
        self.hand = ANY
        self.table = ANY
        self.stands = ANY  # "stands", "corrected" or ANY

    def set_filters(
        self,
        kind: str | None = None,
        hand: str | None = None,
        table: str | None = None,
        stands: str | None = None,
    ) -> None:
        self.beginFilterChange()
        if kind is not None:
            self.kind = kind
        if hand is not None:
            self.hand = hand
        if table is not None:
            self.table = table
        if stands is not None:
            self.stands = stands
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, ErrorTableModel)
        error = model.errors[source_row]
        hand = "" if error.hand is None else error.hand.value
        return (
            (self.kind == ANY or error.kind.value == self.kind)
            and (self.hand == ANY or hand == self.hand)
            and (self.table == ANY or error.table == self.table)
            and (self.stands == ANY or error.stands == (self.stands == "stands"))
        )


class VerifyScreen(QWidget):
    """Open a coup log, verify it against a house ruleset, browse the errors."""

    def __init__(
        self,
        ruleset: Ruleset | None = None,
        parent: QWidget | None = None,
        site_dir: Path | None = None,
    ) -> None:
        """`site_dir`: the site rulesets folder (Settings.site_rulesets_dir), which adds to and
        overrides the shipped houses offered and loaded here."""
        if isinstance(ruleset, QWidget):  # called as VerifyScreen(parent)
            ruleset, parent = None, ruleset
        super().__init__(parent)
        self.site_dir = site_dir
        self.ruleset = ruleset if ruleset is not None else find_ruleset(DEFAULT_RULESET, site_dir)
        self.report: Report | None = None
        self.path: Path | None = None
        self._job: Job | None = None

        self.open_button = QPushButton(self)
        self.ruleset_box = QComboBox(self)
        self.file_label = QLabel(self)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.kind_box = QComboBox(self)
        self.hand_box = QComboBox(self)
        self.table_box = QComboBox(self)
        self.stands_box = QComboBox(self)
        for box in (
            self.ruleset_box,
            self.kind_box,
            self.hand_box,
            self.table_box,
            self.stands_box,
        ):
            # as wide as the longest entry in either language ("Beide Hände", "Alle Tische")
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.model = ErrorTableModel(self)
        self.filter = ErrorFilter(self)
        self.filter.setSourceModel(self.model)
        self.view = QTableView(self)
        self.view.setModel(self.filter)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.verticalHeader().hide()
        self.coup = CoupView(self)
        self.rule_label = QLabel(self)
        self.rule_label.setWordWrap(True)
        self.rule_label.setProperty("role", "bad")
        self.detail_label = QLabel(self)
        self.detail_label.setWordWrap(True)

        self._fill_rulesets()
        self._layout()
        self._connect_signals()
        self._set_running(False)
        self.retranslate()

    # -- building ----------------------------------------------------------------------------

    def _fill_rulesets(self) -> None:
        ids = sorted(ruleset_files(self.site_dir))
        if self.ruleset.id not in ids:
            ids.append(self.ruleset.id)
        lang = current_language()
        for rid in ids:
            try:
                name = find_ruleset(rid, self.site_dir).name.get(lang)
            except (RulesetError, OSError):
                name = rid
            self.ruleset_box.addItem(name, rid)
        self.ruleset_box.setCurrentIndex(ids.index(self.ruleset.id))

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.ruleset_box)
        top.addWidget(self.file_label, 1)
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        filters = QHBoxLayout()
        for box in (self.kind_box, self.hand_box, self.table_box, self.stands_box):
            filters.addWidget(box)
        filters.addStretch(1)
        detail = QWidget(self)
        detail_layout = QVBoxLayout(detail)
        detail_layout.addWidget(self.coup, 1)
        detail_layout.addWidget(self.rule_label)
        detail_layout.addWidget(self.detail_label)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.view)
        split.addWidget(detail)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addLayout(filters)
        layout.addWidget(split, 1)

    def _connect_signals(self) -> None:
        self.open_button.clicked.connect(self.on_open_clicked)
        self.cancel_button.clicked.connect(self.on_cancel_clicked)
        self.ruleset_box.currentIndexChanged.connect(self.on_ruleset_chosen)
        for box in (self.kind_box, self.hand_box, self.table_box, self.stands_box):
            box.currentIndexChanged.connect(self.on_filter_changed)
        self.view.selectionModel().currentRowChanged.connect(self.on_row_changed)

    def retranslate(self) -> None:
        self.open_button.setText(self.tr("Open log…"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.ruleset_box.setToolTip(self.tr("House ruleset the log is checked against"))
        self._fill_filter(
            self.kind_box,
            [
                (ANY, self.tr("All errors")),
                (ErrorKind.OVER_DRAW.value, self.tr("Over-draws")),
                (ErrorKind.UNDER_DRAW.value, self.tr("Under-draws")),
                (ErrorKind.WRONG_CALL.value, self.tr("Wrong calls")),
            ],
        )
        self._fill_filter(
            self.hand_box,
            [
                (ANY, self.tr("Both hands")),
                (Hand.PUNTO.value, self.tr("Punto")),
                (Hand.BANCO.value, self.tr("Banco")),
            ],
        )
        self._fill_filter(
            self.stands_box,
            [
                (ANY, self.tr("Stands or corrected")),
                ("stands", self.tr("Result stands")),
                ("corrected", self.tr("Result corrected")),
            ],
        )
        self._fill_tables()
        self.model.retranslate()
        self._show_summary()
        self.on_row_changed(self.view.currentIndex(), QModelIndex())

    def _fill_filter(self, box: QComboBox, items: list[tuple[str, str]]) -> None:
        current = box.currentData() or ANY
        box.blockSignals(True)
        box.clear()
        for value, text in items:
            box.addItem(text, value)
        box.setCurrentIndex(max(0, box.findData(current)))
        box.blockSignals(False)

    def _fill_tables(self) -> None:
        tables = sorted({e.table for e in self.report.errors}) if self.report else []
        self._fill_filter(
            self.table_box,
            [(ANY, self.tr("All tables"))]
            + [(t, self.tr("Table %1").replace("%1", t)) for t in tables],
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- verifying ---------------------------------------------------------------------------

    def load(self, path: Path) -> None:
        """Verify the log at `path` off the UI thread (kiosk.ui.app.jobs)."""
        if self._job is not None:
            return
        self.path = Path(path)
        self.file_label.setText(self.path.name)
        self.progress.setValue(0)
        paths, ruleset = [self.path], self.ruleset
        self._job = run_in_background(
            lambda control: verify_logs(
                paths,
                ruleset,
                progress=control.progress,
                cancelled=control.cancelled,
                report=Report(ruleset.id, limit=LISTED),
            ),
            owner=self,
            on_success=self.on_verified,
            on_failure=self.on_verify_failed,
            on_progress=self.on_verify_progress,
            on_cancelled=self.on_verify_cancelled,
        )
        self._set_running(True)

    @property
    def busy(self) -> bool:
        return self._job is not None

    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.open_button.setEnabled(not running)
        self.ruleset_box.setEnabled(not running)

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()

    @Slot()
    def on_open_clicked(self) -> None:

        logs = self.log_folder()
        chosen = choose_file(
            self,
            self.tr("Open coup log"),
            (".csv", ".jsonl", ".ndjson", ".json"),
            [p for p in (logs,) if p is not None] + usb_drives(),
        )
        if chosen is not None:
            self.load(chosen)

    def log_folder(self) -> Path | None:
        """The site's folder of coup logs: `logs` beside the site rulesets folder."""
        if self.site_dir is None:
            return None
        return self.site_dir.parent / "logs"

    @Slot()
    def on_cancel_clicked(self) -> None:
        self.cancel()

    @Slot(int)
    def on_ruleset_chosen(self, index: int) -> None:
        rid = self.ruleset_box.itemData(index)
        if not rid or rid == self.ruleset.id:
            return
        try:
            self.ruleset = find_ruleset(rid, self.site_dir)
        except RulesetError as exc:
            self.summary.setText("\n".join(exc.messages))
            return
        if self.path is not None:
            self.load(self.path)

    def on_verify_progress(self, done: int, total: int) -> None:
        self.progress.setValue(1000 * done // total if total else 1000)

    @Slot(object)
    def on_verified(self, report: Report) -> None:
        self._job = None
        self._set_running(False)
        self.report = report
        self.model.set_errors(report.errors)
        self._fill_tables()
        self._show_summary()
        if self.filter.rowCount():
            self.view.selectRow(0)

    @Slot()
    def on_verify_cancelled(self) -> None:
        self._job = None
        self._set_running(False)
        self.summary.setText(self.tr("Verification cancelled."))

    def on_verify_failed(self, error: Exception) -> None:
        self._job = None
        self._set_running(False)
        self.summary.setText(
            self.tr("The log could not be verified: %1").replace(
                "%1", str(error) or type(error).__name__
            )
        )

    def _show_summary(self) -> None:
        report = self.report
        if report is None:
            self.summary.setText(self.tr("Open a coup log (CSV or JSON Lines) to verify it."))
            return
        lines = [
            self.tr("%n coup(s) verified", "", report.coups),
            self.tr("%n error(s) found", "", report.error_total),
            self.tr("%n row(s) could not be read", "", report.invalid_total),
        ]
        text = " · ".join(lines)
        if not report.all_kept:
            text += "\n" + self.tr(
                "Only the first %1 errors and unreadable rows are listed here; "
                "kiosk verify with --output writes a report of them all."
            ).replace("%1", QLocale().toString(LISTED))
        if report.unreadable:
            text += "\n" + "\n".join(report.unreadable)
        self.summary.setText(text)

    # -- filters and detail ------------------------------------------------------------------

    @Slot(int)
    def on_filter_changed(self, _index: int) -> None:
        self.filter.set_filters(
            kind=self.kind_box.currentData() or ANY,
            hand=self.hand_box.currentData() or ANY,
            table=self.table_box.currentData() or ANY,
            stands=self.stands_box.currentData() or ANY,
        )

    def selected_error(self) -> CoupError | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        error = self.filter.data(index, Qt.ItemDataRole.UserRole)
        return error if isinstance(error, CoupError) else None

    @Slot(QModelIndex, QModelIndex)
    def on_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        error = self.selected_error() if current.isValid() else None
        if error is None:
            self.coup.set_hands((), ())
            self.rule_label.clear()
            self.detail_label.clear()
            return
        punto: list[Any] = list(error.punto)
        banco: list[Any] = list(error.banco)
        marked: list[int] = []
        if error.kind is ErrorKind.OVER_DRAW:
            hand = punto if error.hand is Hand.PUNTO else banco
            marked = list(range(2 if len(hand) == 3 else 3, len(hand)))
        elif error.kind is ErrorKind.UNDER_DRAW:
            hand = punto if error.hand is Hand.PUNTO else banco
            hand.append(None)  # the card that should have been drawn, face down
            marked = [2]
        self.coup.set_hands(
            punto,
            banco,
            show_totals=True,
            marked_punto=marked if error.hand is Hand.PUNTO else (),
            marked_banco=marked if error.hand is Hand.BANCO else (),
        )
        self.rule_label.setText(error_sentence(error))
        self.detail_label.setText(
            correction_sentence(error)
            + "\n"
            + verdict_sentence(error, self.ruleset.procedures.misdeal)
        )

    def closeEvent(self, event: Any) -> None:
        self.cancel()
        super().closeEvent(event)
