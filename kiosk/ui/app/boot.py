"""What `kiosk run` does before it imports the app's screens, so the first frame comes sooner.

Once imported, PySide6 reads the source of every module imported after it (PYSIDE-2029) to
learn whether the module uses PySide6 and so may opt into its `__feature__` switches
(snake_case, true_property); on the training PCs that reading cost the start-up some 8 ms.
So the Qt-free layers the start needs are imported first, and the modules loaded by then are
entered in PySide6's published `__feature__` table as not using PySide6, which is what its
reading would find. The app uses no switches at all. Should a PySide6 release drop the table,
this step does nothing and the reading happens as before.

PySide6 itself is first imported with the code of its support modules kept from the last run
(kiosk.ui.app.compile_cache), in the app's cache folder.

Python's cyclic garbage collector is paused on the way to the first frame
(`pause_collection`, `resume_collection`): the start makes some 30,000 objects that live as
long as the app and next to no garbage (some 500 objects), yet the collector would walk them
again and again as they are made, about 6 ms of the start on the training PCs. Reference
counting frees everything else as usual meanwhile.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

#: "This module does not use PySide6": the value PySide6's reading gives a Qt-free module.
_NO_PYSIDE = -1


_paused = False  # the collector was running, and pause_collection stopped it


def pause_collection() -> None:
    """Stop the cyclic garbage collector until `resume_collection` (if it is running)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_collection() -> None:
    """Start the collector again if `pause_collection` stopped it; otherwise do nothing."""
    global _paused
    if _paused:
        _paused = False
        gc.enable()


#: The file in the cache folder that keeps PySide6's compiled support code.
SUPPORT_CODE = "pyside-support.code"


def prepare(cache_dir: Path | None = None) -> None:
    """Import the Qt-free layers, then PySide6 (with its support code kept in `cache_dir`, when
    given), and spare PySide6 the reading of the Qt-free layers' sources."""
    import sqlite3  # noqa: F401

    import kiosk.drills.ids
    import kiosk.drills.selector
    import kiosk.records.store
    import kiosk.rules.catalog
    import kiosk.rules.house
    import kiosk.rules.parse_cache
    import kiosk.settings
    import kiosk.ui.app.context  # the Qt-free part of the UI: what the screens are told
    import kiosk.ui.app.heap
    import kiosk.ui.app.trainees  # noqa: F401
    from kiosk.ui.app.compile_cache import kept_compiles

    with kept_compiles(None if cache_dir is None else cache_dir / SUPPORT_CODE):
        import PySide6  # noqa: F401  (the first import compiles the support code)

    try:
        from PySide6.support import feature

        table = feature.pyside_feature_dict
    except (ImportError, AttributeError):
        return
    if isinstance(table, dict):
        for name in list(sys.modules):
            table.setdefault(name, _NO_PYSIDE)
