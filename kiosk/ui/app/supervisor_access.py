"""The way to the supervisor area, and through it out of the kiosk.

Two hooks the supervisor area replaces (see `MainWindow`; kiosk.ui.supervisor.SupervisorHooks
supplies the real ones):
- `SupervisorGate`: asked before the area opens; True when a supervisor proved who they are.
  Until one is wired, `refuse_gate` keeps the area (and so the way out of the kiosk) shut.
- the area's screen factory; it may offer `exit_requested` to let the kiosk close.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

SupervisorGate = Callable[[QWidget], bool]


def refuse_gate(parent: QWidget) -> bool:
    """No supervisor is configured: nobody gets in, so nobody can leave a locked kiosk."""
    del parent
    return False
