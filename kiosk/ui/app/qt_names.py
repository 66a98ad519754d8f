"""Qt properties set by their names, as a .ui file sets them (`focusPolicy="NoFocus"`,
`alignment="AlignLeft|AlignTop"`), for the widgets of the start screen, its tiles and labels.

They were set by name so that the first frame did without PySide6's `Qt` namespace; the main
window now imports `Qt` at the top of its module, so the namespace is built before the first
frame anyway and these calls can become plain enum setters.
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
