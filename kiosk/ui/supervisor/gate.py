"""The supervisor gate: True once a supervisor proved who they are with the PIN.

Built with the main window; the PIN dialogs (kiosk.ui.supervisor.pin) are loaded only when a
supervisor first asks, so the start screen does without their Qt classes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from kiosk.records.access import PinLock, hash_pin
from kiosk.settings import Settings, save_settings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


class PinGate:
    """kiosk.ui.app.supervisor_access.SupervisorGate: True once a supervisor proved who they are.

    Without a PIN in the settings the first supervisor sets one (saved as a salted scrypt hash);
    the lockout lives as long as the app, so reopening the dialog does not reset it.
    """

    def __init__(
        self,
        settings: Settings,
        data_dir: Path | None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings
        self.data_dir = data_dir
        self._clock = clock
        self.lock = PinLock(settings.supervisor_pin, clock) if settings.supervisor_pin else None

    def __call__(self, parent: QWidget) -> bool:
        from PySide6.QtWidgets import QDialog

        from kiosk.ui.supervisor.pin import PinDialog, SetPinDialog

        if self.lock is None:
            dialog = SetPinDialog(parent)
            if dialog.exec() != QDialog.DialogCode.Accepted or dialog.pin is None:
                return False
            self.set_pin(dialog.pin)
            return True
        return PinDialog(self.lock, parent).exec() == QDialog.DialogCode.Accepted

    def change_pin(self, parent: QWidget) -> bool:
        """A supervisor changes the PIN in the app: the present PIN first (with its lockout),
        then the new one twice. True once the new PIN is saved."""
        from PySide6.QtWidgets import QDialog

        from kiosk.ui.supervisor.pin import PinDialog, SetPinDialog

        known = self.lock is None or (
            PinDialog(self.lock, parent).exec() == QDialog.DialogCode.Accepted
        )
        if not known:
            return False
        dialog = SetPinDialog(parent)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.pin is None:
            return False
        self.set_pin(dialog.pin)
        return True

    def set_pin(self, pin: str) -> None:
        self.settings.supervisor_pin = hash_pin(pin)
        save_settings(self.settings, self.data_dir)
        self.lock = PinLock(self.settings.supervisor_pin, self._clock)
