"""What the main window wires to reach the supervisor area, the records and the exam screen."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from kiosk.records.store import RecordStore
from kiosk.rules.catalog import exam_files
from kiosk.rules.house import House
from kiosk.rules.parse_cache import remembered
from kiosk.settings import Settings
from kiosk.ui.app.context import AppContext
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.supervisor.gate import PinGate

if TYPE_CHECKING:
    from kiosk.rules.exams import ExamDefinition
    from kiosk.ui.supervisor.area import SupervisorArea
    from kiosk.ui.supervisor.exam_screen import ExamScreen


class SupervisorHooks:
    """`gate(parent)` → bool (the PIN), `screen(context, parent)` → the supervisor area,
    `exam_screen(context, parent)` → the certification exam (None without an exam for the
    house), `directory` → TraineeDirectory + SessionJournal + per-drill History on the records.
    """

    def __init__(
        self,
        store: RecordStore,
        settings: Settings,
        data_dir: Path | None,
        cache_dir: Path | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.data_dir = data_dir
        self.cache_dir = cache_dir  # parsed exams kept between runs (kiosk.rules.parse_cache)
        self.gate = PinGate(settings, data_dir)
        self.directory = RecordsTrainees(store)

    def screen(self, context: AppContext, parent: QWidget) -> SupervisorArea:
        from kiosk.ui.supervisor.area import SupervisorArea

        return SupervisorArea(
            self.store, self.settings, self.data_dir, parent, ruleset=context.ruleset
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
        """Whether `exam_for` finds an exam for the house, remembered between runs while the
        exam files are unchanged: the start screen needs only this, and reading the exams needs
        PyYAML."""
        site = self.settings.site_rulesets_dir()
        sources = list(exam_files(site).values())
        if self.settings.exam:
            sources.append(Path(self.settings.exam).absolute())
        name = f"has-exam-{house.id}-{Path(self.settings.exam or '').name}"
        return remembered(
            name, sources, lambda: self.exam_for(house.id) is not None, self.cache_dir
        )

    def exam_screen(self, context: AppContext, parent: QWidget) -> ExamScreen | None:
        from kiosk.ui.supervisor.exam_screen import ExamScreen

        exam = self.exam_for(context.house.id)
        if exam is None:
            return None
        return ExamScreen(context, self.store, exam, parent, authorise=self.gate.authorise)
