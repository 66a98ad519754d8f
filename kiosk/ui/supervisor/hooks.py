"""What the main window wires to reach the supervisor area, the records and the exam screen."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from kiosk.records.store import RecordStore
from kiosk.rules.catalog import House
from kiosk.settings import Settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.supervisor.gate import PinGate

if TYPE_CHECKING:
    from kiosk.rules.exams import ExamDefinition
    from kiosk.ui.screens.progress_screen import ProgressScreen
    from kiosk.ui.supervisor.area import SupervisorArea
    from kiosk.ui.supervisor.exam_screen import ExamScreen


class SupervisorHooks:
    """`gate(parent)` → bool (the PIN), `screen(context, parent)` → the supervisor area,
    `exam_screen(context, parent, who)` → the certification exam (None without an exam for the
    house), `directory` → TraineeDirectory + SessionJournal + per-drill History on the records.
    """

    def __init__(self, store: RecordStore, settings: Settings, data_dir: Path | None) -> None:
        self.store = store
        self.settings = settings
        self.data_dir = data_dir
        self.gate = PinGate(settings, data_dir)
        self.directory = RecordsTrainees(store)

    def screen(self, context: AppContext, parent: QWidget) -> SupervisorArea:
        from kiosk.ui.supervisor.area import SupervisorArea

        return SupervisorArea(
            self.store,
            self.settings,
            self.data_dir,
            parent,
            ruleset=context.ruleset,
            authorise=self.gate.authorise,
            ask_code=self.gate.ask_code,
            code_changed=self.gate.forget,
        )

    def progress_screen(self, context: AppContext, parent: QWidget) -> ProgressScreen:
        """The signed-in trainee's "My progress", read from these records."""
        from kiosk.records.progress import trainee_progress
        from kiosk.ui.screens.progress_screen import ProgressScreen

        store = self.store
        exam = self.exam_for(context.house.id)
        return ProgressScreen(
            lambda trainee: trainee_progress(store, trainee.id, context.ruleset, exam),
            exam,
            parent,
        )

    def exam_for(self, ruleset_id: str) -> ExamDefinition | None:
        """The exam chosen in the settings, else the one written for the house `ruleset_id`."""
        from kiosk.rules.exams import ExamError, exams_for, find_exam

        site = self.settings.site_rulesets_dir()
        if self.settings.exam:
            try:
                return find_exam(self.settings.exam, site)
            except ExamError:
                pass
        found = exams_for(ruleset_id, site)
        return found[0] if found else None

    def has_exam(self, house: House) -> bool:
        """Whether `exam_for` finds an exam for the house."""
        return self.exam_for(house.id) is not None

    def exam_screen(self, context: AppContext, parent: QWidget, who: str = "") -> ExamScreen | None:
        """The exam's sign-in, filled in with `who` (badge or name) when given."""
        from kiosk.ui.supervisor.exam_screen import ExamScreen

        exam = self.exam_for(context.house.id)
        if exam is None:
            return None
        screen = ExamScreen(context, self.store, exam, parent, authorise=self.gate.authorise)
        if who:
            screen.prepare(who)
        return screen
