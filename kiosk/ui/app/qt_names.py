"""Qt properties set by their names, as a .ui file sets them, for the widgets of the first screen.

The first access to PySide6's `Qt` namespace builds all of its ~90 enums (some 1,200 members) as
Python enums: about 17 ms, more than a tenth of the time a bare window takes to come up (issue 5:
start-up within 1.3 times a bare window). Everything built before the first frame (the window,
the start screen, its tiles) therefore sets enum-valued properties by name through Qt's property
system (`focusPolicy="NoFocus"`, `alignment="AlignLeft|AlignTop"`), and imports `Qt` only in the
handlers that run later (key presses). A test keeps it so.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


def set_by_name(widget: QObject, **properties: str) -> None:
    """Set each Qt property to the enum or flag keys named (`"AlignLeft|AlignTop"`).

    Raises ValueError for a property or key Qt does not know, so a typo fails at once.
    """
    for name, keys in properties.items():
        if not widget.setProperty(name, keys):
            raise ValueError(f"{type(widget).__name__}.{name} = {keys!r}: no such property or key")
