"""Trainees, sessions, answers and certification exam results.

`open_store(data_dir)` gives the default SQLite store behind the `RecordStore` interface; the UI
records a drill through `SessionRecorder` and picks practice items through `MemoryModel`.
"""

from kiosk.records.location import open_store
from kiosk.records.model import RecordsError, SessionStatus, Trainee
from kiosk.records.store import RecordStore

__all__ = [
    "RecordStore",
    "RecordsError",
    "SessionStatus",
    "Trainee",
    "open_store",
]
