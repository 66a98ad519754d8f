"""What the main window wires to reach the supervisor area, the records and the exam screen."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from kiosk.i18n import translate
from kiosk.records import RecordsError, RecordStore, desk_for, is_room
from kiosk.rules.catalog import House
from kiosk.rules.exams import ExamError, exams_for, find_exam
from kiosk.settings import Settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.supervisor.gate import PinGate
from kiosk.ui.widgets.dialogs import tell

if TYPE_CHECKING:
    from kiosk.records import NotaryDesk, RegisteredExam
    from kiosk.rules.exams import ExamDefinition
    from kiosk.ui.screens.progress_screen import ProgressScreen
    from kiosk.ui.supervisor.area import SupervisorArea
    from kiosk.ui.supervisor.exam_screen import ExamScreen


class SupervisorHooks:
    """`gate(parent)` → bool (the PIN), `screen(context, parent)` → the supervisor area,
    `exam_screen(context, parent, who)` → the certification exam (None without an exam for the
    house), `directory` → TraineeDirectory + SessionJournal + per-drill History on the records.

    On a room's records server the exams are those registered with its notary, each read with
    its registered ruleset (kiosk.records.attested); no setting names another.
    """

    def __init__(self, store: RecordStore, settings: Settings, data_dir: Path | None) -> None:
        self.store = store
        self.settings = settings
        self.data_dir = data_dir
        self.gate = PinGate(settings, data_dir)
        self.directory = RecordsTrainees(store)
        self.room = is_room(store)
        self._desk: NotaryDesk | None = None
        self._desk_lock = threading.Lock()  # reads off the UI thread open it: one at a time

    def close(self) -> None:
        """Close the notary's desk (the app quits)."""
        with self._desk_lock:
            if self._desk is not None:
                self._desk.close()
                self._desk = None

    def registered_for(self, ruleset_id: str) -> tuple[NotaryDesk, RegisteredExam] | None:
        """On a room: the notary's desk and the exam registered for the house `ruleset_id`;
        None when none is, or the server cannot be reached."""
        try:
            with self._desk_lock:
                self._desk = self._desk or desk_for(self.store)
                desk = self._desk
            if desk is None:
                return None
            found = [r for r in desk.exams() if r.exam.ruleset == ruleset_id]
        except (RecordsError, OSError):
            return None
        return (desk, found[-1]) if found else None

    def screen(self, context: AppContext, parent: QWidget) -> SupervisorArea:
        from kiosk.ui.supervisor.area import SupervisorArea

        return SupervisorArea(
            self.store,
            self.settings,
            self.data_dir,
            parent,
            ruleset=context.ruleset,
        )

    def progress_screen(self, context: AppContext, parent: QWidget) -> ProgressScreen:
        """The signed-in trainee's "My progress", read from these records with the house's exam
        (`exam_for`), both off the UI thread."""
        from kiosk.ui.screens.progress_screen import ProgressScreen, read_progress

        house = context.house.id
        source = read_progress(self.store, context.ruleset)
        return ProgressScreen(source, None, parent, read_exam=lambda: self.exam_for(house))

    def exam_for(self, ruleset_id: str) -> ExamDefinition | None:
        """The exam chosen in the settings, else the one written for the house `ruleset_id`;
        on a room the one registered with the notary."""
        if self.room:
            registered = self.registered_for(ruleset_id)
            return registered[1].exam if registered is not None else None
        site = self.settings.site_rulesets_dir()
        if self.settings.exam:
            try:
                return find_exam(self.settings.exam, site)
            except ExamError:
                pass
        found = exams_for(ruleset_id, site)
        return found[0] if found else None

    def has_exam(self, house: House) -> bool:
        """Whether `exam_for` finds an exam for the house; on a room always (the exam screen
        says when the notary cannot start one)."""
        return self.room or self.exam_for(house.id) is not None

    def exam_screen(self, context: AppContext, parent: QWidget, who: str = "") -> ExamScreen | None:
        """The exam's sign-in, filled in with `who` (badge or name) when given."""
        return self.read_exam(context)(parent, who)

    def read_exam(self, context: AppContext) -> Callable[[QWidget, str], ExamScreen | None]:
        """Off the UI thread (MainWindow.exam_reader): on a room the exam registered for the
        house, read from the server; what it returns builds the exam screen on the UI thread."""
        registered = self.registered_for(context.house.id) if self.room else None
        return lambda parent, who: self._exam_screen(context, parent, who, registered)

    def _exam_screen(
        self,
        context: AppContext,
        parent: QWidget,
        who: str,
        registered: tuple[NotaryDesk, RegisteredExam] | None,
    ) -> ExamScreen | None:
        from kiosk.ui.supervisor.exam_screen import ExamScreen

        if self.room:
            if registered is None:
                tell(
                    parent,
                    translate("app", "Certification exam"),
                    translate(
                        "app",
                        "No certification exam now: the records server or its notary cannot be "
                        "reached, or no exam is registered for this house. Ask the supervisor.",
                    ),
                    translate("app", "OK"),
                )
                return None
            desk, exam = registered
            screen = ExamScreen(context, self.store, exam.exam, parent, desk=desk, registered=exam)
            if who:
                screen.prepare(who)
            return screen
        found = self.exam_for(context.house.id)
        if found is None:
            return None
        screen = ExamScreen(context, self.store, found, parent, authorise=self.gate)
        if who:
            screen.prepare(who)
        return screen
