"""The house's rules in one page: tableau grid, pay table, procedures, the irregularities with
their remedies and sources, and the exact house edge of every bet.

The odds are computed off the UI thread (kiosk.ui.app.jobs) with a progress bar; leaving the
screen cancels the computation, and a failure is shown in place of the figures. The figures and warnings come from kiosk.rules.audit.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QFont, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kiosk import i18n
from kiosk.domain.irregularities import Case
from kiosk.domain.tableau import STANDARD, Action
from kiosk.rules import wording
from kiosk.rules.audit import Audit, PublishedCheck, Verdict, audit_ruleset, grouped, percent
from kiosk.rules.model import Ruleset
from kiosk.rules.sheet import procedure_lines
from kiosk.ui.app.jobs import Job, run_in_background
from kiosk.ui.app.style import COLOURS, TAP
from kiosk.ui.screens.screen import Screen


def _item(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
    return item


def _table(parent: QWidget) -> QTableWidget:
    table = QTableWidget(parent)
    table.setProperty("role", "figures")
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.verticalHeader().setDefaultSectionSize(TAP - 12)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return table


def _fit_height(table: QTableWidget) -> None:
    """Show every row: the page scrolls, not the table (one scroll gesture on a touch screen)."""
    height = table.horizontalHeader().height() + 2 * table.frameWidth()
    height += sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedHeight(height + 2)


class RulesetScreen(Screen):
    """Tableau, pays and exact house edges of one ruleset (`audit` once the odds are in)."""

    def __init__(
        self,
        ruleset: Ruleset,
        parent: QWidget | None = None,
        *,
        pool: QThreadPool | None = None,
        warnings: bool = False,
    ) -> None:
        """`warnings`: also show what the audit finds wrong with the rules (for a supervisor;
        the trainees' house rules screen leaves them out)."""
        super().__init__(parent)
        self.ruleset = ruleset
        self.show_warnings = warnings
        self.audit: Audit | None = None
        self._pool = pool
        self._job: Job | None = None
        self._error = ""
        self._build()
        self._connect_signals()
        self.retranslate()
        self.start()

    # -- construction ------------------------------------------------------------------------

    def _build(self) -> None:
        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        self.back_button.setMinimumHeight(TAP)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "subtitle")
        self.subtitle.setWordWrap(True)

        page = QWidget()
        ruleset_cases = self.ruleset.irregularities
        self.tableau_heading = self._heading(page)
        self.naturals_label = self._hint(page)
        self.punto_label = self._hint(page)
        self.punto_grid = _table(page)
        self.banco_caption = self._hint(page)
        self.banco_grid = _table(page)
        self.pays_heading = self._heading(page)
        self.pays_table = _table(page)
        self.pays_table.horizontalHeader().setStretchLastSection(True)
        self.procedures_heading = self._heading(page)
        self.procedures_label = QLabel(page)
        self.procedures_label.setProperty("role", "explanation")
        self.procedures_label.setWordWrap(True)
        self.procedures_label.setTextFormat(Qt.TextFormat.PlainText)
        self.irregularities_heading = self._heading(page)
        self.irregularities_note = self._hint(page)
        self.irregularities_labels = [
            (self._case_label(page, "status"), self._case_label(page, "explanation", case))
            for case in ruleset_cases
        ]
        self.edges_heading = self._heading(page)
        self.status = self._hint(page)
        self.progress = QProgressBar(page)
        self.progress.setTextVisible(False)
        self.edges_table = _table(page)
        self.edges_table.horizontalHeader().setStretchLastSection(True)
        self.edges_table.hide()
        self.warnings_heading = self._heading(page)
        self.warnings_label = QLabel(page)
        self.warnings_label.setProperty("role", "explanation")
        self.warnings_label.setWordWrap(True)
        self.warnings_label.setTextFormat(Qt.TextFormat.PlainText)

        body = QVBoxLayout(page)
        body.setContentsMargins(0, 0, 12, 0)
        body.setSpacing(10)
        for widget in (
            self.tableau_heading,
            self.naturals_label,
            self.punto_label,
            self.punto_grid,
            self.banco_caption,
            self.banco_grid,
            self.pays_heading,
            self.pays_table,
            self.procedures_heading,
            self.procedures_label,
            self.irregularities_heading,
            self.irregularities_note,
            *(label for pair in self.irregularities_labels for label in pair),
            self.edges_heading,
            self.status,
            self.progress,
            self.edges_table,
            self.warnings_heading,
            self.warnings_label,
        ):
            body.addWidget(widget)
        self.irregularities_heading.setVisible(bool(ruleset_cases))
        self.irregularities_note.setVisible(bool(ruleset_cases))
        self.warnings_heading.setVisible(self.show_warnings)
        self.warnings_label.setVisible(self.show_warnings)
        body.addStretch(1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(page)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(16)
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        top.addLayout(titles, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addLayout(top)
        layout.addWidget(self.scroll_area, 1)

    def _heading(self, parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setProperty("role", "heading")
        return label

    def _case_label(self, parent: QWidget, role: str, case: Case | None = None) -> QLabel:
        """What happened in an irregularity; or the case's remedy and source, in gold when the
        remedy is assumed."""
        label = QLabel(parent)
        label.setProperty("role", role)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if case is not None and case.source.assumed:
            label.setStyleSheet(f"color: {COLOURS.gold};")
        return label

    def _hint(self, parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setProperty("role", "hint")
        label.setWordWrap(True)
        return label

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.on_back_clicked)

    # -- the computation ---------------------------------------------------------------------

    def start(self) -> None:
        """Compute the odds off the UI thread (again, e.g. after a cancel)."""
        if self._job is not None:
            return
        self._error = ""
        ruleset = self.ruleset
        self._job = run_in_background(
            lambda control: audit_ruleset(ruleset, control.step),
            owner=self,
            on_success=self.on_job_finished,
            on_failure=self.on_job_failed,
            on_progress=self.on_job_progress,
            on_cancelled=self.on_job_cancelled,
            pool=self._pool,
        )
        self.progress.setRange(0, 0)
        self.progress.show()
        self._show_status()

    def cancel(self) -> None:
        """Stop a computation in progress (the screen is leaving)."""
        if self._job is not None:
            self._job.cancel()

    @property
    def busy(self) -> bool:
        return self._job is not None

    def on_job_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def on_job_finished(self, audit: Audit) -> None:
        self._job = None
        self.audit = audit
        self.progress.hide()
        self._show_odds()
        self._show_status()

    def on_job_cancelled(self) -> None:
        self._job = None
        self.progress.hide()
        self._show_status()
        if self.isVisible():
            self.start()

    def on_job_failed(self, error: Exception) -> None:
        self._job = None
        self._error = str(error) or type(error).__name__
        self.progress.hide()
        self._show_status()

    def on_back_clicked(self) -> None:
        self.back_requested.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel()
        super().closeEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        # Leaving the screen (another page of the window's stack) stops the work; the window
        # being minimised (a spontaneous hide) does not.
        if not event.spontaneous():
            self.cancel()
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.audit is None and self._job is None and not self._error:
            self.start()

    # -- texts -------------------------------------------------------------------------------

    def on_language_changed(self) -> None:
        if self.audit is not None:
            # Warnings are worded by the audit; the counts are memoized, so this is quick.
            self.audit = audit_ruleset(self.ruleset)
        super().on_language_changed()

    def retranslate(self) -> None:
        lang = i18n.current_language()
        rs = self.ruleset
        self.back_button.setText(self.tr("Back"))
        self.title.setText(rs.name.get(lang))
        self.subtitle.setText(
            self.tr("%1 packs · exact odds from this house's own rules").replace(
                "%1", str(rs.packs)
            )
        )
        self.tableau_heading.setText(self.tr("Drawing rules (tableau)"))
        self.naturals_label.setText(wording.naturals_rule(sorted(rs.tableau.naturals)))
        self.punto_label.setText(wording.punto_rule(rs.tableau.punto))
        self.banco_caption.setText(
            self.tr(
                "Banco's rule by its two-card total (rows) and punto's third card (columns). "
                "Cells in bold differ from the standard tableau."
            )
        )
        self._fill_punto_grid()
        self._fill_banco_grid()
        self.pays_heading.setText(self.tr("Pay table"))
        self._fill_pays()
        self.procedures_heading.setText(self.tr("Procedures"))
        self.procedures_label.setText("\n".join(f"• {line}" for line in procedure_lines(rs, lang)))
        self.irregularities_heading.setText(self.tr("Irregularities"))
        self._fill_irregularities()
        self.edges_heading.setText(self.tr("House edges"))
        self.warnings_heading.setText(self.tr("Warnings"))
        self._show_status()
        self._show_odds()

    def _action(self, action: Action) -> str:
        return self.tr("draw") if action is Action.DRAW else self.tr("stand")

    def _mark(self, item: QTableWidgetItem, action: Action, standard: Action | None) -> None:
        if action is Action.DRAW:
            item.setBackground(QBrush(QColor(COLOURS.gold)))
            item.setForeground(QBrush(QColor(COLOURS.button_ink)))
        if standard is not None and standard is not action:
            font = QFont(item.font())
            font.setBold(True)
            font.setUnderline(True)
            item.setFont(font)
            item.setToolTip(
                self.tr("The standard tableau says: %1").replace("%1", self._action(standard))
            )

    def _fill_punto_grid(self) -> None:
        tableau = self.ruleset.tableau
        totals = sorted(tableau.punto)
        grid = self.punto_grid
        grid.setRowCount(1)
        grid.setColumnCount(len(totals))
        grid.setHorizontalHeaderLabels([str(t) for t in totals])
        grid.setVerticalHeaderLabels([self.tr("Punto")])
        for col, total in enumerate(totals):
            action = tableau.punto[total]
            item = _item(self._action(action))
            self._mark(item, action, STANDARD.punto.get(total))
            grid.setItem(0, col, item)
        _fit_height(grid)

    def _fill_banco_grid(self) -> None:
        tableau = self.ruleset.tableau
        totals = sorted(tableau.banco)
        grid = self.banco_grid
        grid.setRowCount(len(totals))
        grid.setColumnCount(11)
        grid.setHorizontalHeaderLabels([self.tr("punto stood"), *(str(v) for v in range(10))])
        grid.setVerticalHeaderLabels([self.tr("Banco %1").replace("%1", str(t)) for t in totals])
        for row, total in enumerate(totals):
            house = tableau.banco[total]
            std = STANDARD.banco.get(total)
            for col, third in enumerate((None, *range(10))):
                action = house.action(third)
                item = _item(self._action(action))
                self._mark(item, action, std.action(third) if std is not None else None)
                grid.setItem(row, col, item)
        _fit_height(grid)

    def _fill_pays(self) -> None:
        rs = self.ruleset
        table = self.pays_table
        table.setColumnCount(4)
        table.setHorizontalHeaderLabels(
            [self.tr("Bet"), self.tr("Pays"), self.tr("Minimum"), self.tr("Maximum")]
        )
        table.verticalHeader().hide()
        table.setRowCount(len(rs.bets))
        left = Qt.AlignmentFlag.AlignLeft
        right = Qt.AlignmentFlag.AlignRight
        for row, bet in enumerate(rs.bets):
            table.setItem(row, 0, _item(rs.bet_name(bet.id), left))
            table.setItem(row, 1, _item(wording.pay_description(bet, rs.locale), left))
            table.setItem(row, 2, _item(rs.money(bet.minimum), right))
            table.setItem(row, 3, _item(rs.money(bet.maximum), right))
        _fit_height(table)

    def _fill_irregularities(self) -> None:
        """Each case: what happened, the remedy, and its source."""
        cases = self.ruleset.irregularities
        assumed = sum(case.source.assumed for case in cases)
        self.irregularities_note.setText(
            self.tr("%1 of %2 remedies are assumed until the house confirms them (in gold).")
            .replace("%1", str(assumed))
            .replace("%2", str(len(cases)))
            if assumed
            else self.tr("Every remedy is the house's own or a regulation's.")
        )
        for case, (what, remedy) in zip(cases, self.irregularities_labels, strict=True):
            what.setText(
                i18n.translate("Drills", "{step}: {what}.").format(
                    step=wording.step_name(case.step), what=wording.situation_name(case.situation)
                )
            )
            remedy.setText(f"{wording.remedy_sentence(case)}\n{wording.source_sentence(case)}")

    def _published(self, check: PublishedCheck) -> str:
        value = percent(check.figure.value, max(check.places - 2, 0))
        if check.verdict is Verdict.ROUNDED:
            return self.tr("%1 (rounded)").replace("%1", value)
        if check.verdict is Verdict.TRUNCATED:
            return self.tr("%1 (truncated)").replace("%1", value)
        return self.tr("%1 (does not match)").replace("%1", value)

    def _show_status(self) -> None:
        if self._job is not None:
            text = self.tr("Computing the exact odds of every coup…")
        elif self._error:
            text = self.tr("The odds could not be computed: %1").replace("%1", self._error)
        elif self.audit is None:
            text = self.tr("The computation was stopped.")
        else:
            text = self.tr(
                "Every coup from a shoe of %1 packs, counted exactly: %2 ordered six-card sequences."
            ).replace("%1", str(self.audit.counts.packs))
            text = text.replace("%2", grouped(self.audit.counts.total))
        self.status.setText(text)

    def _show_odds(self) -> None:
        audit = self.audit
        if audit is None:
            return
        rs = self.ruleset
        table = self.edges_table
        headers = [
            self.tr("Bet"),
            self.tr("Wins"),
            self.tr("Loses"),
            self.tr("Stand-off"),
            self.tr("House edge"),
        ]
        published = any(b.published for b in audit.bets)
        if published:
            headers.append(self.tr("Published"))
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setRowCount(len(audit.bets))
        right = Qt.AlignmentFlag.AlignRight
        for row, b in enumerate(audit.bets):
            o = b.odds
            cells = [
                _item(rs.bet_name(b.bet.id), Qt.AlignmentFlag.AlignLeft),
                _item(percent(o.probability(o.win)), right),
                _item(percent(o.probability(o.loss)), right),
                _item(percent(o.probability(o.push)), right),
                _item(percent(o.house_edge), right),
            ]
            if o.house_edge <= 0:
                cells[4].setForeground(QBrush(QColor(COLOURS.bad)))
            if published:
                cells.append(
                    _item(
                        ", ".join(self._published(c) for c in b.published),
                        Qt.AlignmentFlag.AlignLeft,
                    )
                )
            for col, cell in enumerate(cells):
                table.setItem(row, col, cell)
        table.show()
        _fit_height(table)
        if audit.warnings:
            self.warnings_label.setText("\n".join(f"• {w.message}" for w in audit.warnings))
        else:
            self.warnings_label.setText(self.tr("No warnings: nothing in these rules looks wrong."))
