"""Trainees, sessions, answers and certification exam results.

`open_store(data_dir)` gives the default SQLite store behind the `RecordStore` interface; the UI
records a drill through `SessionRecorder`.

This package is the UI's one way in: kiosk/ui imports `kiosk.records` and no module below it
(tests/test_layering.py). Three kinds of exam attempt are told apart by name: `NotaryAttempt`
(one running with the room's notary), `SealedAttempt` (one as the notary's seals tell it) and
`LocalAttempt` (one a PC sealed before the notary).
"""

from kiosk.records.access import LOCK_FILE, Outcome, PinLock, hash_pin
from kiosk.records.attested import (
    ABANDONED,
    HANDED_IN,
    RETRY,
    TIMED_OUT,
    VOID,
    AnswerLog,
    NotaryDesk,
    RegisteredExam,
    SealedEnd,
    ServerClock,
    counted_exams,
    desk_for,
    is_room,
    refusal_sentence,
    room_ledger,
    sealed_certificates,
)
from kiosk.records.attested import Attempt as NotaryAttempt
from kiosk.records.certify import (
    Attested,
    not_attested_metadata,
    notary_metadata,
    xmp_metadata,
)
from kiosk.records.engine import Database, OfflineError, is_server_url, redact
from kiosk.records.exam_record import ExamRecorder
from kiosk.records.export import TABLES, Selection, rows, to_csv, to_json
from kiosk.records.history import (
    AnswerRow,
    DrillScore,
    ExamDraft,
    ExamResult,
    SessionInfo,
    SessionStart,
)
from kiosk.records.learning import Learning, group_rows
from kiosk.records.learning import learning as learning_figures
from kiosk.records.ledger import Attempt as SealedAttempt
from kiosk.records.ledger import (
    Finding,
    Keyring,
    Ledger,
    State,
    read_keyring,
    site_keyring_path,
)
from kiosk.records.ledger import attested as attested_facts
from kiosk.records.location import chosen_records, open_records, open_store, signed_in
from kiosk.records.memory import ItemMemory, leeches
from kiosk.records.model import Group, RecordsError, SessionStatus, Trainee, utc_now
from kiosk.records.names import GROUP_NAME_LENGTH, clean_group_name, clean_name, clean_text
from kiosk.records.practical import (
    CODE_LENGTH,
    PracticalSession,
    SharedSession,
    agreement,
    evidence,
    join,
    pinned_keyring,
    request_sealing,
    save_session,
    sessions_of,
    share,
)
from kiosk.records.progress import TraineeProgress, trainee_progress
from kiosk.records.seal import (
    DECISION_REASON_LENGTH,
    AttemptStatus,
    Entry,
    Reason,
    SealBook,
    attempt_words,
    result_seal,
)
from kiosk.records.seal import Attempt as LocalAttempt
from kiosk.records.session import SessionRecorder
from kiosk.records.stats import (
    Certification,
    DayAccuracy,
    GroupReport,
    GroupTrend,
    HeatMap,
    TimeBin,
    TraineeSummary,
    Trend,
    heat_map,
    median_ms,
    payout_weeks,
    time_distribution,
)
from kiosk.records.store import Administration, RecordsBusyError, RecordStore, kiosk_name

__all__ = [
    "ABANDONED",
    "CODE_LENGTH",
    "DECISION_REASON_LENGTH",
    "GROUP_NAME_LENGTH",
    "HANDED_IN",
    "LOCK_FILE",
    "RETRY",
    "TABLES",
    "TIMED_OUT",
    "VOID",
    "Administration",
    "AnswerLog",
    "AnswerRow",
    "AttemptStatus",
    "Attested",
    "Certification",
    "Database",
    "DayAccuracy",
    "DrillScore",
    "Entry",
    "ExamDraft",
    "ExamRecorder",
    "ExamResult",
    "Finding",
    "Group",
    "GroupReport",
    "GroupTrend",
    "HeatMap",
    "ItemMemory",
    "Keyring",
    "Learning",
    "Ledger",
    "LocalAttempt",
    "NotaryAttempt",
    "NotaryDesk",
    "OfflineError",
    "Outcome",
    "PinLock",
    "PracticalSession",
    "Reason",
    "RecordStore",
    "RecordsBusyError",
    "RecordsError",
    "RegisteredExam",
    "SealBook",
    "SealedAttempt",
    "SealedEnd",
    "Selection",
    "ServerClock",
    "SessionInfo",
    "SessionRecorder",
    "SessionStart",
    "SessionStatus",
    "SharedSession",
    "State",
    "TimeBin",
    "Trainee",
    "TraineeProgress",
    "TraineeSummary",
    "Trend",
    "agreement",
    "attempt_words",
    "attested_facts",
    "chosen_records",
    "clean_group_name",
    "clean_name",
    "clean_text",
    "counted_exams",
    "desk_for",
    "evidence",
    "group_rows",
    "hash_pin",
    "heat_map",
    "is_room",
    "is_server_url",
    "join",
    "kiosk_name",
    "learning_figures",
    "leeches",
    "median_ms",
    "not_attested_metadata",
    "notary_metadata",
    "open_records",
    "open_store",
    "payout_weeks",
    "pinned_keyring",
    "read_keyring",
    "redact",
    "refusal_sentence",
    "request_sealing",
    "result_seal",
    "room_ledger",
    "rows",
    "save_session",
    "sealed_certificates",
    "sessions_of",
    "share",
    "signed_in",
    "site_keyring_path",
    "time_distribution",
    "to_csv",
    "to_json",
    "trainee_progress",
    "utc_now",
    "xmp_metadata",
]
