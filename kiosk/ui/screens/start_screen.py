"""The first screen: the house, the language, who is training, and the drills as tiles."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from kiosk.domain.ids import DrillId
from kiosk.i18n import current_language
from kiosk.records import Trainee, utc_now
from kiosk.ui.app.context import AppContext
from kiosk.ui.app.jobs import Job, run_in_background
from kiosk.ui.app.qt_names import set_by_name
from kiosk.ui.app.style import show_note
from kiosk.ui.app.trainees import ScheduleSource, sign_in_text, trainee_label
from kiosk.ui.screens.screen import Screen
from kiosk.ui.widgets.dialogs import ask
from kiosk.ui.widgets.money import format_percent
from kiosk.ui.widgets.names import DRILL_ORDER, drill_summary, drill_title
from kiosk.ui.widgets.plain_text import plain
from kiosk.ui.widgets.tile import Tile

if TYPE_CHECKING:
    from datetime import datetime

    from kiosk.drills.schedule import ItemSchedule

    # a trainee's id, their schedule, and today's (due, new, minutes)
    Due = tuple[int, ItemSchedule, tuple[int, int, float]]
    # a schedule and the time -> today's (due, new, minutes) over the house's drills
    DueCounter = Callable[[ItemSchedule, datetime], tuple[int, int, float]]

T = TypeVar("T")

# Language buttons name each language in itself, so anyone can find their own.
LANGUAGE_LABELS = {"de": "Deutsch", "en": "English"}


class StartScreen(Screen):
    drill_chosen = Signal(object)  # DrillId
    language_chosen = Signal(str)
    rules_requested = Signal()
    supervisor_requested = Signal()
    exam_requested = Signal()
    progress_requested = Signal()
    due_requested = Signal()  # Due today

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.house = QLabel(self)
        self.house.setProperty("role", "title")
        self.house.setWordWrap(True)
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "subtitle")
        self.language_buttons: dict[str, QPushButton] = {}
        for lang in ("de", "en"):
            button = QPushButton(self)  # not (text, parent): overloads with an icon load QIcon
            button.setText(LANGUAGE_LABELS[lang])
            button.setProperty("role", "nav")
            button.setCheckable(True)
            set_by_name(button, focusPolicy="NoFocus")
            self.language_buttons[lang] = button
        self.rules_button = QPushButton(self)
        self.rules_button.setProperty("role", "nav")
        self.supervisor_button = QPushButton(self)
        self.supervisor_button.setProperty("role", "nav")
        self.colours_button = QPushButton(self)
        self.colours_button.setProperty("role", "nav")
        self.colours_button.setCheckable(True)
        self.colours_button.setChecked(context.four_colour)
        self.exam_button = QPushButton(self)
        self.exam_button.setProperty("role", "primary")
        self.exam_button.hide()  # shown once the window knows the house's exam
        for button in (
            self.rules_button,
            self.supervisor_button,
            self.exam_button,
            self.colours_button,
        ):
            set_by_name(button, focusPolicy="NoFocus")

        # sign-in panel
        self.sign_in_panel = QFrame(self)
        self.sign_in_panel.setProperty("role", "panel")
        self.who = QLabel(self.sign_in_panel)
        self.who.setProperty("role", "heading")
        self.who.setWordWrap(True)
        self.trainee_list = QListWidget(self.sign_in_panel)
        self.listed: list[Trainee] = []  # the trainee of each row of trainee_list
        self._jobs = 0  # reads and writes of the records under way (the sign-in waits)
        # the signed-in trainee's id, schedule and what is due today (read off the UI thread)
        self.due: Due | None = None
        self._due_job: Job | None = None
        # what counts a trainee's Due today (the main window gives the drill screen's, which
        # runs it); None: no Due today button
        self.due_counter: Callable[[], DueCounter] | None = None
        self._listing = 0  # readings of the trainee list begun
        self.name_edit = QLineEdit(self.sign_in_panel)
        self.sign_in_button = QPushButton(self.sign_in_panel)
        self.sign_in_button.setProperty("role", "primary")
        self.signed_in = QLabel(self.sign_in_panel)
        self.signed_in.setProperty("role", "prompt")
        self.signed_in.setWordWrap(True)
        plain(self.signed_in)  # a name, as typed
        self.sign_out_button = QPushButton(self.sign_in_panel)
        self.sign_out_button.setProperty("role", "nav")
        self.due_button = QPushButton(self.sign_in_panel)
        self.due_button.setProperty("role", "primary")
        self.due_button.hide()  # shown to a signed-in trainee whose records know a schedule
        # three lines in the panel's width: it never widens the panel over the tiles
        self.due_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.progress_button = QPushButton(self.sign_in_panel)
        self.progress_button.setProperty("role", "nav")
        self.progress_button.hide()  # shown once the window can show a trainee's progress
        self.has_progress = False
        panel = QVBoxLayout(self.sign_in_panel)
        panel.setContentsMargins(10, 12, 10, 12)
        panel.setSpacing(12)
        panel.addWidget(self.who)
        panel.addWidget(self.trainee_list, 1)
        panel.addWidget(self.name_edit)
        panel.addWidget(self.sign_in_button)
        panel.addWidget(self.signed_in)
        panel.addWidget(self.due_button)
        panel.addWidget(self.progress_button)
        self.signed_in_space = QWidget(self.sign_in_panel)
        self.signed_in_space.setSizePolicy(
            QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding
        )
        panel.addWidget(self.signed_in_space)
        panel.addWidget(self.sign_out_button)
        panel.addWidget(self.exam_button)
        panel.addWidget(self.colours_button)

        # drill tiles
        self.tiles: dict[DrillId, Tile] = {}
        self.drills_heading = QLabel(self)
        self.drills_heading.setProperty("role", "heading")
        self.hint = QLabel(self)
        self.hint.setProperty("role", "hint")
        self.hint.setWordWrap(True)
        grid = QGridLayout()
        grid.setSpacing(10)
        columns = 3 if len(DRILL_ORDER) > 8 else 2  # rows low enough for a tile's two lines
        for i, drill in enumerate(DRILL_ORDER):
            tile = Tile(self)
            if columns > 2:
                tile.set_tight()
            self.tiles[drill] = tile
            row = i // columns
            alone = i == len(DRILL_ORDER) - 1 and i % columns == 0
            # a last tile alone goes across the row, as low as its two lines let it be
            grid.addWidget(tile, row, i % columns, 1, columns if alone else 1)
            grid.setRowStretch(row, 0 if alone else 1)
        for column in range(columns):
            grid.setColumnStretch(column, 1)

        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(2)
        titles.addWidget(self.house)
        titles.addWidget(self.subtitle)
        top.addLayout(titles, 1)
        buttons = QHBoxLayout()  # at the top, however many lines the house's name takes
        for button in (*self.language_buttons.values(), self.rules_button, self.supervisor_button):
            buttons.addWidget(button)
        top_right = QVBoxLayout()
        top_right.addLayout(buttons)
        top_right.addStretch(1)
        top.addLayout(top_right)
        drills = QVBoxLayout()
        drills.setSpacing(6)
        heading = QHBoxLayout()
        heading.addWidget(self.drills_heading)
        heading.addWidget(self.hint, 1)
        drills.addLayout(heading)
        drills.addLayout(grid, 1)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(16)
        body.addWidget(self.sign_in_panel, 1)
        body.addLayout(drills, columns)
        content = QWidget(self)
        content.setLayout(body)
        # the on-screen keyboard up (kiosk.ui.widgets.onscreen_keyboard) takes height from the
        # screen: the tiles keep what their texts need and the panel and tiles scroll instead
        self.body_scroll = QScrollArea(self)
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body_scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(self.body_scroll, 1)
        self._connect_signals()
        self.refresh()

    def _connect_signals(self) -> None:
        for lang, button in self.language_buttons.items():
            button.clicked.connect(lambda _=False, code=lang: self.on_language_clicked(code))
        self.rules_button.clicked.connect(self.rules_requested)
        self.supervisor_button.clicked.connect(self.supervisor_requested)
        self.exam_button.clicked.connect(self.exam_requested)
        self.colours_button.toggled.connect(self.on_colours_toggled)
        for drill, tile in self.tiles.items():
            tile.clicked.connect(lambda _=False, d=drill: self.on_tile_clicked(d))
        self.trainee_list.itemClicked.connect(self.on_trainee_picked)
        self.trainee_list.itemActivated.connect(self.on_trainee_picked)
        self.name_edit.returnPressed.connect(self.on_sign_in)
        self.name_edit.textChanged.connect(self.on_name_edited)
        self.sign_in_button.clicked.connect(self.on_sign_in)
        self.sign_out_button.clicked.connect(self.on_sign_out)
        self.progress_button.clicked.connect(self.progress_requested)
        self.due_button.clicked.connect(self.due_requested)

    # -- texts ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.house.setText(self.context.house.name(current_language()))
        self.subtitle.setText(self.tr("Punto Banco croupier training"))
        self.rules_button.setText(self.tr("House rules"))
        self.supervisor_button.setText(self.tr("Supervisor"))
        self.exam_button.setText(self.tr("Certification exam"))
        self.colours_button.setText(self.tr("Four-colour suits ♠♥♦♣"))
        self.name_edit.setPlaceholderText(self.tr("Name or badge number"))
        self.sign_in_button.setText(self.tr("Sign in"))
        self.sign_out_button.setText(self.tr("Sign out"))
        self.progress_button.setText(self.tr("My progress"))
        self.drills_heading.setText(self.tr("Drills"))
        for lang, button in self.language_buttons.items():
            button.setChecked(lang == current_language())
        self._show_trainee()

    def refresh(self) -> None:
        """Reload the trainee list (it may have changed in the supervisor area) and the texts;
        from the records off the UI thread, the list saying it is loading meanwhile."""
        directory = self.context.trainees
        self._listing += 1
        if directory.reads_records:
            if not self.listed:  # else the list as last read stays until the new one is in
                self._list_trainees([])
                self.trainee_list.addItem(self.tr("Loading the trainees …"))
            listing = self._listing  # only the latest reading is shown

            def show(trainees: list[Trainee]) -> None:
                if listing == self._listing:
                    self._list_trainees(trainees)

            self._in_background(directory.trainees, show, self._list_failed)
        else:
            self._list_trainees(directory.trainees())
        self.retranslate()

    def _list_trainees(self, trainees: list[Trainee]) -> None:
        self.trainee_list.clear()
        self.listed = list(trainees)
        self.trainee_list.addItems([trainee_label(trainee) for trainee in self.listed])

    def _list_failed(self, error: Exception) -> None:
        self._list_trainees([])
        self.trainee_list.addItem(str(error))

    def _in_background(
        self,
        work: Callable[[], T],
        then: Callable[[T], object],
        failed: Callable[[Exception], object] | None = None,
    ) -> None:
        """`work` (a read or write of the records) off the UI thread, then `then(result)` on it;
        the sign-in waits meanwhile. A failure is said under the drills' heading."""
        self._busy(True)

        def done(result: T) -> None:
            then(result)  # may ask, and read or write again: busy until it is through
            self._busy(False)

        def fail(error: Exception) -> None:
            if failed is not None:
                failed(error)
            else:
                show_note(self.hint, str(error), "error")
            self._busy(False)

        run_in_background(lambda control: work(), owner=self, on_success=done, on_failure=fail)

    @property
    def busy(self) -> bool:
        """Whether a read or write of the records is under way (the sign-in waits on it)."""
        return self._jobs > 0

    def _busy(self, busy: bool) -> None:
        self._jobs += 1 if busy else -1
        waiting = self._jobs > 0
        for widget in (self.trainee_list, self.name_edit):
            widget.setEnabled(not waiting)
        self.sign_in_button.setEnabled(not waiting and bool(self.name_edit.text().strip()))

    def _show_trainee(self) -> None:
        trainee = self.context.trainee
        signed = trainee is not None
        if trainee is not None:
            self.signed_in.setText(trainee_label(trainee))
            self.who.setText(self.tr("Signed in"))
            show_note(self.hint, self.tr("Choose a drill."))
        else:
            self.signed_in.setText("")
            self.who.setText(self.tr("Who is training?"))
            show_note(self.hint, self.tr("Sign in first: pick your name or type it."))
        self.signed_in.setVisible(signed)
        self.sign_out_button.setVisible(signed)
        self.progress_button.setVisible(signed and self.has_progress)
        self._show_due()
        if trainee is not None and (self.due is None or self.due[0] != trainee.id):
            self._read_due(trainee)
        self.signed_in_space.setVisible(signed)
        self.trainee_list.setVisible(not signed)
        self.name_edit.setVisible(not signed)
        self.sign_in_button.setVisible(not signed)
        self.sign_in_button.setEnabled(bool(self.name_edit.text().strip()))
        # the tiles stay enabled: a tap with nobody signed in says so (on_tile_clicked)

    def _read_due(self, trainee: Trainee) -> None:
        """Read the trainee's schedule and what is due today off the UI thread; the button
        shows when it is known."""
        directory = self.context.trainees
        if not isinstance(directory, ScheduleSource) or self.due_counter is None:
            return
        if self._due_job is not None:
            self._due_job.cancel()
        count = self.due_counter()

        def work(control: object) -> Due:
            del control
            schedule = directory.schedule(trainee)
            return (trainee.id, schedule, count(schedule, utc_now()))

        def read(due: Due) -> None:
            self._due_job = None
            self.due = due
            self._show_due()

        def failed(error: Exception) -> None:
            del error  # no schedule now (the records cannot be read): no Due today button
            self._due_job = None

        self._due_job = run_in_background(work, owner=self, on_success=read, on_failure=failed)

    def _show_tiles(self) -> None:
        """Each drill's tile, with the signed-in trainee's own figure on it: the share of their
        last answers in the drill that were right (from the schedule read for Due today)."""
        trainee = self.context.trainee
        schedule = self.due[1] if self.due and trainee and self.due[0] == trainee.id else None
        for drill, tile in self.tiles.items():
            accuracy = schedule.accuracy(drill.value) if schedule is not None else None
            figure = ""
            if accuracy is not None:
                figure = self.tr("%1 right", "a drill's tile: share of the last answers right")
                figure = figure.replace("%1", format_percent(accuracy))
            tile.set_texts(drill_title(drill), drill_summary(drill), figure=figure)

    def _show_due(self) -> None:
        self._show_tiles()
        trainee = self.context.trainee
        due = self.due[2] if self.due and trainee and self.due[0] == trainee.id else None
        if due is not None:
            self.due_button.setText(
                self.tr("Due today\n%1 due + %2 new\nabout %3 min")
                .replace("%1", str(due[0]))
                .replace("%2", str(due[1]))
                .replace("%3", str(max(1, round(due[2]))))
            )
        self.due_button.setVisible(due is not None and (due[0] > 0 or due[1] > 0))

    def due_schedule(self, trainee: Trainee) -> ItemSchedule | None:
        """The schedule read for the Due today button, if it is `trainee`'s."""
        return self.due[1] if self.due is not None and self.due[0] == trainee.id else None

    # -- slots ---------------------------------------------------------------------------------

    def on_language_clicked(self, lang: str) -> None:
        self.language_chosen.emit(lang)
        for code, button in self.language_buttons.items():
            button.setChecked(code == current_language())

    def on_colours_toggled(self, on: bool) -> None:
        """Four-colour suits for this kiosk run (the supervisor's settings set the default)."""
        self.context.settings.four_colour_suits = on

    def on_tile_clicked(self, drill: DrillId) -> None:
        if self.context.trainee is not None:
            self.drill_chosen.emit(drill)
        else:
            show_note(self.hint, self.tr("Sign in first: pick your name or type it."), "error")

    def on_trainee_picked(self, item: QListWidgetItem) -> None:
        row = self.trainee_list.row(item)
        if 0 <= row < len(self.listed):
            self.sign_in(self.listed[row])

    def on_name_edited(self, text: str) -> None:
        self.sign_in_button.setEnabled(bool(text.strip()))

    def on_sign_in(self) -> None:
        """A known trainee signs in; an archived one is offered back; a new name is registered
        only once the person confirms it (a typo makes no new trainee). The records are read
        and written off the UI thread."""
        try:
            text = sign_in_text(self.name_edit.text())
        except ValueError:
            return
        directory = self.context.trainees

        def look_up() -> tuple[Trainee | None, Trainee | None]:
            found = directory.find(text)
            return found, None if found is not None else directory.find_archived(text)

        if directory.reads_records:
            self._in_background(look_up, lambda found: self._looked_up(text, *found))
        else:
            self._looked_up(text, *look_up())

    def _looked_up(self, text: str, found: Trainee | None, archived: Trainee | None) -> None:
        directory = self.context.trainees
        if found is not None:
            self.sign_in(found)
            return
        if archived is not None:
            if not ask(
                self,
                self.tr("Archived trainee"),
                self.tr("%1 was archived. Make this trainee active again and sign in?").replace(
                    "%1", trainee_label(archived)
                ),
                self.tr("Restore and sign in"),
                self.tr("Cancel"),
            ):
                return
            write = partial(directory.restore, archived)
        else:
            if not ask(
                self,
                self.tr("New trainee"),
                self.tr("Nobody called “%1” is registered. Register a new trainee?").replace(
                    "%1", text
                ),
                self.tr("Register"),
                self.tr("Cancel"),
            ):
                return
            write = partial(directory.register, text)
        if directory.reads_records:
            self._in_background(write, self.sign_in)
        else:
            self.sign_in(write())

    def on_sign_out(self) -> None:
        self.sign_in(None)

    def sign_in(self, trainee: Trainee | None) -> None:
        self.context.trainee = trainee
        self.name_edit.clear()
        if trainee is None:
            self.refresh()
        else:
            self._show_trainee()
