"""What the main window wires to reach the supervisor area and the records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from kiosk.records.store import RecordStore
from kiosk.settings import Settings
from kiosk.ui.supervisor.area import SupervisorArea
from kiosk.ui.supervisor.backend import RecordsTrainees
from kiosk.ui.supervisor.pin import PinGate


class SupervisorHooks:
    """`gate(parent)` → bool (the PIN), `screen(context, parent)` → the area,
    `directory` → TraineeDirectory + SessionJournal + History on the records."""

    def __init__(self, store: RecordStore, settings: Settings, data_dir: Path | None) -> None:
        self.store = store
        self.settings = settings
        self.data_dir = data_dir
        self.gate = PinGate(settings, data_dir)
        self.directory = RecordsTrainees(store)

    def screen(self, context: Any, parent: QWidget) -> SupervisorArea:
        del context
        return SupervisorArea(self.store, self.settings, self.data_dir, parent)
