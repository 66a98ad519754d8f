"""The supervisor area screen: trainees, verification, settings, and the way out of the kiosk."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.records.store import RecordStore
from kiosk.rules.model import Ruleset
from kiosk.settings import Settings
from kiosk.ui.app.style import COLOURS, scaled
from kiosk.ui.screens.screen import SupervisorScreen
from kiosk.ui.supervisor.attempts_panel import Authorise
from kiosk.ui.supervisor.code_panel import AskCode
from kiosk.ui.supervisor.confirm import Asker, ask_in_a_box
from kiosk.ui.supervisor.groups_page import GroupsPage
from kiosk.ui.supervisor.records_page import RecordsPage
from kiosk.ui.supervisor.settings_page import SettingsPage
from kiosk.ui.supervisor.trainees_page import TraineesPage

ARROW = Path(__file__).resolve().parent / "arrow-down.svg"


def area_style() -> str:
    """Tables, tabs and form fields in the felt-and-gold look of the rest of the kiosk."""
    c = COLOURS
    return f"""
    QTableView {{ background: {c.panel}; alternate-background-color: {c.felt_dark};
        color: {c.ink}; gridline-color: rgba(246, 241, 225, 30); font-size: 13pt;
        border: 1px solid rgba(217, 181, 74, 0.4); border-radius: 10px;
        selection-background-color: rgba(217, 181, 74, 0.35); selection-color: {c.ink}; }}
    QHeaderView {{ font-size: 11pt; font-weight: bold; }}
    QHeaderView::section {{ background: {c.felt_dark}; color: {c.gold}; border: none;
        padding: 8px 6px; font-size: 11pt; font-weight: bold; }}
    QTableCornerButton::section {{ background: {c.felt_dark}; border: none; }}
    QTabWidget::pane {{ border: 1px solid rgba(217, 181, 74, 0.4); border-radius: 10px;
        background: {c.panel}; top: -1px; }}
    QTabBar::tab {{ background: transparent; color: {c.ink_dim}; padding: 10px 8px;
        min-height: 30px; font-size: 13pt; border-bottom: 3px solid transparent; }}
    QTabBar::tab:selected {{ color: {c.ink}; border-bottom: 3px solid {c.gold}; }}
    QComboBox, QLineEdit, QSpinBox {{ background: {c.button}; color: {c.button_ink};
        border-radius: 8px; padding: 6px 12px; font-size: 14pt; min-height: 40px; }}
    QComboBox::drop-down {{ border: none; width: 44px; }}
    QComboBox::down-arrow {{ image: url({ARROW.as_posix()}); width: 16px; height: 10px; }}
    QComboBox QAbstractItemView {{ background: {c.button}; color: {c.button_ink};
        selection-background-color: {c.gold}; }}
    QFormLayout QLabel, QLabel[role="form"] {{ font-size: 14pt; color: {c.ink}; }}
    """


def _verify_page(parent: QWidget, ruleset: Ruleset | None, site_dir: Path) -> QWidget:
    """The coup-log verification screen, when this build has it."""
    try:
        from kiosk.ui.screens.verify_screen import VerifyScreen
    except ImportError:
        label = QLabel(parent)
        label.setProperty("role", "hint")
        return label
    return VerifyScreen(ruleset, parent, site_dir=site_dir)


def _scrolling(page: QWidget, parent: QWidget) -> QScrollArea:
    """A page of panels that scrolls on a short screen instead of squeezing its texts."""
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(page)
    return scroll


class SupervisorArea(SupervisorScreen):
    """Reached only through the PIN gate; `exit_requested` lets the kiosk close;
    `exam_requested(badge or name)` asks the window to open the exam screen for a trainee."""

    def __init__(
        self,
        store: RecordStore,
        settings: Settings,
        data_dir: Path | None,
        parent: QWidget | None = None,
        ruleset: Ruleset | None = None,
        authorise: Authorise | None = None,
        ask_code: AskCode | None = None,
        code_changed: Callable[[], None] | None = None,
    ) -> None:
        """`authorise` asks for the examiner code and gives the examiner's key (a sealed
        decision on an exam attempt: kiosk.ui.supervisor.gate.PinGate.authorise)."""
        super().__init__(parent)
        self.ask: Asker = ask_in_a_box
        self.setStyleSheet(scaled(area_style()))
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        self.exit_button = QPushButton(self)
        self.exit_button.setProperty("role", "nav")  # leaving the kiosk is never the loudest
        self.trainees_tab = QPushButton(self)
        self.verify_tab = QPushButton(self)
        self.records_tab = QPushButton(self)
        self.settings_tab = QPushButton(self)
        self.groups_tab = QPushButton(self)
        self.tabs = QButtonGroup(self)
        tabs = (
            self.trainees_tab,
            self.records_tab,
            self.verify_tab,
            self.settings_tab,
            self.groups_tab,
        )
        for i, button in enumerate(tabs):
            button.setProperty("role", "nav")
            button.setCheckable(True)
            self.tabs.addButton(button, i)
        for pressable in (self.back_button, self.exit_button, *self.tabs.buttons()):
            pressable.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            pressable.setMinimumHeight(52)
        self.trainees_page = TraineesPage(store, data_dir, self)
        self.records_page = RecordsPage(store, data_dir, self, authorise)
        self.verify_page = _verify_page(self, ruleset, settings.site_rulesets_dir())
        self.settings_page = SettingsPage(settings, data_dir, self, ask_code, code_changed)
        self.groups_page = GroupsPage(store, self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.trainees_page)
        self.pages.addWidget(_scrolling(self.records_page, self.pages))
        self.pages.addWidget(self.verify_page)
        self.pages.addWidget(_scrolling(self.settings_page, self.pages))
        self.pages.addWidget(self.groups_page)
        top = QHBoxLayout()
        top.setSpacing(12)
        top.addWidget(self.back_button)
        top.addWidget(self.title, 1)
        top.addWidget(self.exit_button)
        tab_row = QHBoxLayout()
        tab_row.setSpacing(10)
        for tab in self.tabs.buttons():
            tab_row.addWidget(tab)
        tab_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 24)
        layout.setSpacing(14)
        layout.addLayout(top)
        layout.addLayout(tab_row)
        layout.addWidget(self.pages, 1)
        self.trainees_tab.setChecked(True)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.back_requested)
        self.exit_button.clicked.connect(self.on_exit)
        self.tabs.idClicked.connect(self.on_tab)
        self.records_page.trainees_changed.connect(self.trainees_page.refresh)
        self.trainees_page.detail.exam_requested.connect(self.exam_requested)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Supervisor"))
        self.back_button.setText(self.tr("← Back"))
        self.exit_button.setText(self.tr("Exit the kiosk"))
        self.trainees_tab.setText(self.tr("Trainees"))
        self.records_tab.setText(self.tr("Records"))
        self.verify_tab.setText(self.tr("Verify coups"))
        self.settings_tab.setText(self.tr("Settings"))
        self.groups_tab.setText(self.tr("Groups"))
        if isinstance(self.verify_page, QLabel):
            self.verify_page.setText(self.tr("Coup verification is not part of this build."))
        # The pages are plain widgets: they hear of a language switch through the area.
        for part in (
            self.trainees_page.list,
            self.trainees_page.detail,
            self.trainees_page.detail.heat,
            self.trainees_page.detail.times,
            self.records_page,
            self.settings_page,
            self.groups_page,
        ):
            part.retranslate()
        if hasattr(self.settings_page, "ruleset"):
            self.settings_page.load()  # the combo boxes' entries are worded too

    def on_exit(self) -> None:
        """Leaving the kiosk ends training on this screen: asked once more."""
        if self.ask(
            self,
            self.tr("Exit the kiosk?"),
            self.tr("The training screen closes until the kiosk is started again."),
            self.tr("Exit the kiosk"),
        ):
            self.exit_requested.emit()

    def on_tab(self, index: int) -> None:
        self.pages.setCurrentIndex(index)
        if index == 0:
            self.trainees_page.refresh()
        elif self.pages.widget(index) is self.groups_page:
            self.groups_page.refresh()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.trainees_page.refresh()
        super().showEvent(event)
