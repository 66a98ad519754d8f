"""The supervisor area screen: trainees, verification, settings, and the way out of the kiosk."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from kiosk.records import RecordStore, chosen_records, is_server_url, signed_in
from kiosk.rules.model import Ruleset
from kiosk.settings import Settings
from kiosk.ui.app.jobs import run_in_background
from kiosk.ui.app.style import COLOURS, scaled, show_note
from kiosk.ui.screens.screen import SupervisorScreen
from kiosk.ui.screens.verify_screen import VerifyScreen
from kiosk.ui.supervisor.confirm import Asker, ask_in_a_box
from kiosk.ui.supervisor.groups_page import GroupsPage
from kiosk.ui.supervisor.learning_page import LearningPage
from kiosk.ui.supervisor.records_page import RecordsPage
from kiosk.ui.supervisor.settings_page import SettingsPage
from kiosk.ui.supervisor.table_test_page import TableTestPage
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
    QPushButton[tab="true"] {{ padding: 6px 10px; }}
    """


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
    ) -> None:
        super().__init__(parent)
        self.ask: Asker = ask_in_a_box
        self.setStyleSheet(scaled(area_style()))
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.back_button = QPushButton(self)
        self.back_button.setProperty("role", "nav")
        self.exit_button = QPushButton(self)
        self.exit_button.setProperty("role", "nav")  # leaving the kiosk is never the loudest
        # A supervisor at any PC of the room signs in with their own database role (the PC's
        # password file is the kiosk role's): name and password, kept in memory until Back.
        self.kiosk_store = store
        self.role_store: RecordStore | None = None
        self.records_url = chosen_records(None, settings)
        self.role_button = QPushButton(self)
        self.role_button.setProperty("role", "nav")
        self.role_button.setVisible(
            self.records_url is not None and is_server_url(self.records_url)
        )
        self.role_panel = QFrame(self)
        self.role_panel.setProperty("role", "panel")
        self.role_panel.hide()
        self.role_name = QLineEdit(self.role_panel)
        self.role_password = QLineEdit(self.role_panel)
        self.role_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.role_sign_in = QPushButton(self.role_panel)
        self.role_sign_in.setProperty("role", "primary")
        self.role_note = QLabel(self.role_panel)
        self.role_note.setWordWrap(True)
        role_row = QHBoxLayout()
        role_row.addWidget(self.role_name, 1)
        role_row.addWidget(self.role_password, 1)
        role_row.addWidget(self.role_sign_in)
        role_box = QVBoxLayout(self.role_panel)
        role_box.setContentsMargins(16, 10, 16, 10)
        role_box.addLayout(role_row)
        role_box.addWidget(self.role_note)  # a refusal's reason, across the panel
        self.trainees_tab = QPushButton(self)
        self.verify_tab = QPushButton(self)
        self.records_tab = QPushButton(self)
        self.settings_tab = QPushButton(self)
        self.groups_tab = QPushButton(self)
        self.table_test_tab = QPushButton(self)
        self.learning_tab = QPushButton(self)
        self.tabs = QButtonGroup(self)
        tabs = (
            self.trainees_tab,
            self.records_tab,
            self.verify_tab,
            self.settings_tab,
            self.groups_tab,
            self.table_test_tab,
            self.learning_tab,
        )
        for i, button in enumerate(tabs):
            button.setProperty("role", "nav")
            button.setProperty("tab", True)  # seven side by side at 1024 px, in German too
            button.setCheckable(True)
            self.tabs.addButton(button, i)
        for pressable in (self.back_button, self.exit_button, *self.tabs.buttons()):
            pressable.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            pressable.setMinimumHeight(52)
        self.trainees_page = TraineesPage(store, data_dir, self)
        # the Records page reads the exam attempts as it is made: made when first shown
        self._records: tuple[RecordStore, Path | None] = (store, data_dir)
        self._records_page: RecordsPage | None = None
        self.verify_page = VerifyScreen(ruleset, self, site_dir=settings.site_rulesets_dir())
        self.settings_page = SettingsPage(settings, data_dir, self)
        self.groups_page = GroupsPage(store, self)
        self.table_test_page = TableTestPage(
            ruleset, self, settings.site_rulesets_dir(), store=store
        )
        self.learning_page = LearningPage(store, data_dir, ruleset, self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.trainees_page)
        self._records_place = QWidget(self.pages)  # where the Records page goes once made
        self.pages.addWidget(self._records_place)
        self.pages.addWidget(self.verify_page)
        self.pages.addWidget(_scrolling(self.settings_page, self.pages))
        self.pages.addWidget(self.groups_page)
        self.pages.addWidget(self.table_test_page)
        self.pages.addWidget(self.learning_page)
        top = QHBoxLayout()
        top.setSpacing(12)
        top.addWidget(self.back_button)
        top.addWidget(self.title, 1)
        top.addWidget(self.role_button)
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
        layout.addWidget(self.role_panel)
        layout.addLayout(tab_row)
        layout.addWidget(self.pages, 1)
        self.trainees_tab.setChecked(True)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.back_requested)
        self.role_button.clicked.connect(self.on_role_button)
        self.role_sign_in.clicked.connect(self.on_role_sign_in)
        self.role_password.returnPressed.connect(self.on_role_sign_in)
        self.exit_button.clicked.connect(self.on_exit)
        self.tabs.idClicked.connect(self.on_tab)
        self.trainees_page.detail.exam_requested.connect(self.exam_requested)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Supervisor"))
        self.back_button.setText(self.tr("← Back"))
        self.exit_button.setText(self.tr("Exit the kiosk"))
        self.role_name.setPlaceholderText(self.tr("Your role on the records server"))
        self.role_password.setPlaceholderText(self.tr("Password"))
        self.role_sign_in.setText(self.tr("Sign in"))
        self._show_role()
        self.trainees_tab.setText(self.tr("Trainees"))
        self.records_tab.setText(self.tr("Records"))
        self.verify_tab.setText(self.tr("Verify coups"))
        self.settings_tab.setText(self.tr("Settings"))
        self.groups_tab.setText(self.tr("Groups"))
        self.table_test_tab.setText(self.tr("Table test"))
        self.learning_tab.setText(self.tr("Learning"))
        # The pages are plain widgets: they hear of a language switch through the area.
        for part in (
            self.trainees_page.list,
            self.trainees_page.detail,
            self.trainees_page.detail.heat,
            self.trainees_page.detail.times,
            self.settings_page,
            self.groups_page,
            self.table_test_page,
            self.learning_page,
        ):
            part.retranslate()
        if self._records_page is not None:
            self._records_page.retranslate()
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

    # -- the supervisor's own role ---------------------------------------------------------

    def _show_role(self) -> None:
        role = self.role_name.text().strip()
        if self.role_store is None:
            self.role_button.setText(self.tr("Sign in as…"))
        else:
            self.role_button.setText(self.tr("Signed in as %1").replace("%1", role))

    def on_role_button(self) -> None:
        if self.role_store is not None:
            self.sign_out()
            return
        self.role_panel.setVisible(not self.role_panel.isVisible())
        if self.role_panel.isVisible():
            self.role_name.setFocus()

    def on_role_sign_in(self) -> None:
        """Connect as the role typed, off the UI thread; the password is not kept once the
        connection is made (nor in the field)."""

        url, role, password = (
            self.records_url or "",
            self.role_name.text(),
            self.role_password.text(),
        )
        self.role_password.clear()
        self.role_sign_in.setEnabled(False)
        show_note(self.role_note, self.tr("Signing in …"))
        run_in_background(
            lambda control: signed_in(url, role, password),
            owner=self,
            on_success=self.act_as,
            on_failure=self._role_refused,
        )

    def _role_refused(self, error: Exception) -> None:
        self.role_sign_in.setEnabled(True)
        show_note(self.role_note, str(error), "error")

    def act_as(self, store: RecordStore) -> None:
        """Every page reads and writes the records as the role signed in (until Back)."""
        if self.role_store is not None:
            self.role_store.close()
        self.role_store = store
        self._use(store)
        self.role_sign_in.setEnabled(True)
        self.role_note.clear()
        self.role_panel.hide()
        self._show_role()

    def sign_out(self) -> None:
        """Back to the kiosk's own records connection; the role's is closed."""
        if self.role_store is None:
            return
        store, self.role_store = self.role_store, None
        self._use(self.kiosk_store)
        store.close()
        self._show_role()

    def _use(self, store: RecordStore) -> None:
        self.trainees_page.list.store = store
        self.trainees_page.detail.store = store
        self.groups_page.store = store
        self.learning_page.store = store
        self._records = (store, *self._records[1:])
        if self._records_page is not None:
            self._records_page.store = store
        self.trainees_page.load()
        self._load(self.pages.currentWidget())

    @property
    def records_page(self) -> RecordsPage:
        """The Records page, made on first use (it reads the records as it is made)."""
        return self._made_records_page()

    def _made_records_page(self) -> RecordsPage:
        if self._records_page is None:
            store, data_dir = self._records
            page = RecordsPage(store, data_dir, self)
            page.trainees_changed.connect(self.trainees_page.load)
            index = self.pages.indexOf(self._records_place)
            self.pages.insertWidget(index, _scrolling(page, self.pages))
            self.pages.removeWidget(self._records_place)
            self._records_place.deleteLater()
            self._records_page = page
        return self._records_page

    def on_tab(self, index: int) -> None:
        if index == self.tabs.id(self.records_tab):
            self._made_records_page()
        self.pages.setCurrentIndex(index)
        if index == 0:
            self.trainees_page.load()
        else:
            self._load(self.pages.widget(index))

    def _load(self, page: QWidget | None) -> None:
        """The groups or learning page read anew, off the UI thread, when it is `page`."""
        for reading in (self.groups_page, self.learning_page):
            if page is reading:
                reading.load()

    def hideEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.sign_out()  # leaving the area (Back, the idle time) ends the role's session
        super().hideEvent(event)

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.trainees_page.load()  # off the UI thread, with a progress bar
        super().showEvent(event)
