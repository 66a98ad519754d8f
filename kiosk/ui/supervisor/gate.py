"""The supervisor gate: True once a supervisor proved who they are with the examiner code.

Built with the main window; the code dialog (kiosk.ui.supervisor.pin) is loaded only when a
supervisor first asks, so the start screen does without its Qt classes. The code is checked
against the site's examiner credential (kiosk.records.credential), never the user's settings;
without one the area stays shut (the installer sets it with `kiosk records set-pin`). The
lockout is kept in the data folder, so a restart does not reset it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.i18n import translate
from kiosk.settings import Settings, default_data_dir

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from kiosk.records.access import PinLock
    from kiosk.records.credential import Credential


def _message_box(parent: QWidget, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, translate("app", "Supervisor"), text)


class PinGate:
    """kiosk.ui.app.supervisor_access.SupervisorGate: True once a supervisor proved who they are.

    On one PC the same code confirms the candidate of an exam (kiosk.ui.supervisor.exam_screen).
    `notice(parent, text)` shows why the gate stays shut (no or a damaged credential).
    """

    def __init__(
        self,
        settings: Settings,
        data_dir: Path | None,
        clock: Callable[[], float] = time.time,
        credential_path: Path | None = None,
    ) -> None:
        self.settings = settings
        self.data_dir = data_dir
        self._clock = clock
        self._credential_path = credential_path
        self.notice: Callable[[QWidget, str], None] = _message_box
        self._loaded = False
        self._credential: Credential | None = None
        self._lock: PinLock | None = None
        self._problem = ""

    def _load(self) -> None:
        """Read the credential and the lockout when a supervisor first asks (not at start-up)."""
        if self._loaded:
            return
        # read when a supervisor first asks: the start screen does without them
        from kiosk.records.access import PinLock
        from kiosk.records.credential import CredentialError, load_credential

        self._loaded = True
        try:
            self._credential = load_credential(self._credential_path)
        except CredentialError as exc:
            self._problem = str(exc)
        if self._credential is None and not self._problem:
            self._problem = translate(
                "app",
                "No examiner credential is set on this PC. An administrator sets it with: "
                "kiosk records set-pin",
            )
        if self._credential is not None:
            self._lock = PinLock(self._credential.unlock_hash, self._clock, self._lock_file())

    @property
    def credential(self) -> Credential | None:
        self._load()
        return self._credential

    @property
    def lock(self) -> PinLock | None:
        self._load()
        return self._lock

    @property
    def problem(self) -> str:
        self._load()
        return self._problem

    def _lock_file(self) -> Path | None:
        folder = self.data_dir or default_data_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        from kiosk.records.access import LOCK_FILE

        return folder / LOCK_FILE

    def _ask(self, parent: QWidget) -> str | None:
        from PySide6.QtWidgets import QDialog

        from kiosk.ui.supervisor.pin import PinDialog

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
