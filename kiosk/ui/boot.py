"""What `kiosk run` does before it imports the app's screens, so the first frame comes sooner.

Once imported, PySide6 reads the source of every module named in an import statement after it
(PYSIDE-2029), to learn whether the module opts into PySide's `__feature__` switches
(snake_case, true_property); on the training PCs that reading cost the start-up some 8 ms.
So the Qt-free layers the start needs are imported first, and the modules loaded by then are
entered in PySide's published `__feature__` table as not using the switches, which is what its
reading would find: none of them imports PySide6, and the app uses no switches at all. Should
a PySide6 release drop the table, this step does nothing and the reading happens as before.
"""

from __future__ import annotations

import sys

#: "This module uses no __feature__ switches": the value PySide6 gives such a module.
_NO_FEATURES = -1


def prepare() -> None:
    """Import the Qt-free layers, then PySide6, and spare PySide6 the reading of their sources."""
    import sqlite3  # noqa: F401

    import kiosk.drills.ids
    import kiosk.drills.selector
    import kiosk.records.store
    import kiosk.rules.catalog
    import kiosk.rules.house
    import kiosk.rules.parse_cache
    import kiosk.settings
    import kiosk.ui.context  # the Qt-free part of the UI: what the screens are told
    import kiosk.ui.heap
    import kiosk.ui.trainees  # noqa: F401

    try:
        from PySide6.support import feature

        table = feature.pyside_feature_dict
    except (ImportError, AttributeError):
        return
    if isinstance(table, dict):
        for name in list(sys.modules):
            table.setdefault(name, _NO_FEATURES)
