"""The supervisor gate: True once a supervisor proved who they are with the site's gate code.

Built with the main window; the code dialog (kiosk.ui.supervisor.pin) opens when a supervisor
asks. The code is checked against the salted hash in the site settings (`supervisor_pin`, which
the kiosk's own settings cannot set; `kiosk records gate-code` makes it); without one the area
stays shut. The lockout is kept in the data folder, so a restart does not reset it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QMessageBox

from kiosk.i18n import translate
from kiosk.records import LOCK_FILE, PinLock
from kiosk.settings import Settings, default_data_dir, site_settings_file
from kiosk.ui.supervisor.pin import PinDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def _message_box(parent: QWidget, text: str) -> None:
    QMessageBox.warning(parent, translate("app", "Supervisor"), text)


def gate_problem(settings: Settings) -> str | None:
    """Why the gate stays shut: no gate code in the site settings (None: it opens with one)."""
    if settings.supervisor_pin:
        return None
    return translate(
        "app",
        "No supervisor gate code is set in {path}. An administrator makes one with: "
        "kiosk records gate-code",
    ).format(path=site_settings_file())


class PinGate:
    """kiosk.ui.app.supervisor_access.SupervisorGate: True once a supervisor proved who they are.

    On one PC the same code confirms the candidate of an exam (kiosk.ui.supervisor.exam_screen).
    `notice(parent, text)` shows why the gate stays shut (no gate code).
    """

    def __init__(
        self, settings: Settings, data_dir: Path | None, clock: Callable[[], float] = time.time
    ) -> None:
        self.settings = settings
        self.data_dir = data_dir
        self._clock = clock
        self.notice: Callable[[QWidget, str], None] = _message_box
        self._lock: PinLock | None = None

    @property
    def lock(self) -> PinLock | None:
        """The code's lockout, read when a supervisor first asks (not at start-up)."""
        stored = self.settings.supervisor_pin
        if self._lock is None and stored:
            self._lock = PinLock(stored, self._clock, self._lock_file())
        return self._lock

    @property
    def problem(self) -> str:
        return gate_problem(self.settings) or ""

    def _lock_file(self) -> Path | None:
        folder = self.data_dir or default_data_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        return folder / LOCK_FILE

    def _ask(self, parent: QWidget) -> str | None:
        lock = self.lock
        if lock is None:
            self.notice(parent, self.problem)
            return None
        dialog = PinDialog(lock, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.code

    def __call__(self, parent: QWidget) -> bool:
        return self._ask(parent) is not None
