"""Whether a widget belongs to the kiosk window: the main window carries the `kiosk` property in
kiosk mode (kiosk.ui.app.main_window), and so do its dialogs (kiosk.ui.widgets.dialogs).

Without PySide6's `Qt` namespace: screens ask this as they are first shown (kiosk.ui.app.qt_names).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

KIOSK_PROPERTY = "kiosk"


def in_kiosk(widget: QWidget | None) -> bool:
    """Whether `widget` belongs to a window in kiosk mode."""
    return widget is not None and bool(widget.window().property(KIOSK_PROPERTY))
