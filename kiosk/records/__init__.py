"""Trainees, sessions, answers and certification exam results.

`open_store(data_dir)` gives the default SQLite store behind the `RecordStore` interface; the UI
records a drill through `SessionRecorder`.

This package is the UI's one way in: kiosk/ui imports `kiosk.records` and no module below it
(tests/test_layering.py). Three kinds of exam attempt are told apart by name: `NotaryAttempt`
(one running with the room's notary), `SealedAttempt` (one as the notary's seals tell it) and
`LocalAttempt` (one a PC sealed before the notary). Each name of the face is imported as itself
(`name as name`, which strict mypy takes for a re-export).
"""

from kiosk.records.access import LOCK_FILE as LOCK_FILE
from kiosk.records.access import Outcome as Outcome
from kiosk.records.access import PinLock as PinLock
from kiosk.records.access import hash_pin as hash_pin
from kiosk.records.attested import ABANDONED as ABANDONED
from kiosk.records.attested import HANDED_IN as HANDED_IN
from kiosk.records.attested import RETRY as RETRY
from kiosk.records.attested import TIMED_OUT as TIMED_OUT
from kiosk.records.attested import VOID as VOID
from kiosk.records.attested import Attempt as _NotaryAttempt
from kiosk.records.attested import NotaryDesk as NotaryDesk
from kiosk.records.attested import RegisteredExam as RegisteredExam
from kiosk.records.attested import SealedEnd as SealedEnd
from kiosk.records.attested import counted_exams as counted_exams
from kiosk.records.attested import desk_for as desk_for
from kiosk.records.attested import is_room as is_room
from kiosk.records.attested import refusal_sentence as refusal_sentence
from kiosk.records.attested import sealed_certificates as sealed_certificates
from kiosk.records.certify import Attested as Attested
from kiosk.records.certify import not_attested_metadata as not_attested_metadata
from kiosk.records.certify import notary_metadata as notary_metadata
from kiosk.records.certify import xmp_metadata as xmp_metadata
from kiosk.records.engine import Database as Database
from kiosk.records.engine import OfflineError as OfflineError
from kiosk.records.engine import is_server_url as is_server_url
from kiosk.records.engine import redact as redact
from kiosk.records.exam_record import ExamRecorder as ExamRecorder
from kiosk.records.export import TABLES as TABLES
from kiosk.records.export import Selection as Selection
from kiosk.records.export import rows as rows
from kiosk.records.export import to_csv as to_csv
from kiosk.records.export import to_json as to_json
from kiosk.records.history import AnswerRow as AnswerRow
from kiosk.records.history import DrillScore as DrillScore
from kiosk.records.history import ExamDraft as ExamDraft
from kiosk.records.history import ExamResult as ExamResult
from kiosk.records.history import SessionInfo as SessionInfo
from kiosk.records.history import SessionStart as SessionStart
from kiosk.records.ledger import Attempt as _SealedAttempt
from kiosk.records.ledger import Finding as Finding
from kiosk.records.ledger import Keyring as Keyring
from kiosk.records.ledger import Ledger as Ledger
from kiosk.records.ledger import State as State
from kiosk.records.ledger import attested as _attested_facts
from kiosk.records.ledger import read_keyring as read_keyring
from kiosk.records.ledger import site_keyring_path as site_keyring_path
from kiosk.records.location import chosen_records as chosen_records
from kiosk.records.location import open_records as open_records
from kiosk.records.location import open_store as open_store
from kiosk.records.location import signed_in as signed_in
from kiosk.records.memory import ItemMemory as ItemMemory
from kiosk.records.memory import leeches as leeches
from kiosk.records.model import Group as Group
from kiosk.records.model import RecordsError as RecordsError
from kiosk.records.model import SessionStatus as SessionStatus
from kiosk.records.model import Trainee as Trainee
from kiosk.records.model import utc_now as utc_now
from kiosk.records.names import GROUP_NAME_LENGTH as GROUP_NAME_LENGTH
from kiosk.records.names import clean_group_name as clean_group_name
from kiosk.records.names import clean_name as clean_name
from kiosk.records.names import clean_text as clean_text
from kiosk.records.practical import CODE_LENGTH as CODE_LENGTH
from kiosk.records.practical import PracticalSession as PracticalSession
from kiosk.records.practical import SharedSession as SharedSession
from kiosk.records.practical import agreement as agreement
from kiosk.records.practical import join as join
from kiosk.records.practical import pinned_keyring as pinned_keyring
from kiosk.records.practical import request_sealing as request_sealing
from kiosk.records.practical import save_session as save_session
from kiosk.records.practical import sessions_of as sessions_of
from kiosk.records.practical import share as share
from kiosk.records.progress import TraineeProgress as TraineeProgress
from kiosk.records.progress import trainee_progress as trainee_progress
from kiosk.records.seal import DECISION_REASON_LENGTH as DECISION_REASON_LENGTH
from kiosk.records.seal import Attempt as _LocalAttempt
from kiosk.records.seal import AttemptStatus as AttemptStatus
from kiosk.records.seal import Entry as Entry
from kiosk.records.seal import Reason as Reason
from kiosk.records.seal import SealBook as SealBook
from kiosk.records.seal import attempt_words as attempt_words
from kiosk.records.seal import result_seal as result_seal
from kiosk.records.session import SessionRecorder as SessionRecorder
from kiosk.records.stats import Certification as Certification
from kiosk.records.stats import DayAccuracy as DayAccuracy
from kiosk.records.stats import GroupReport as GroupReport
from kiosk.records.stats import GroupTrend as GroupTrend
from kiosk.records.stats import HeatMap as HeatMap
from kiosk.records.stats import TimeBin as TimeBin
from kiosk.records.stats import TraineeSummary as TraineeSummary
from kiosk.records.stats import Trend as Trend
from kiosk.records.stats import heat_map as heat_map
from kiosk.records.stats import median_ms as median_ms
from kiosk.records.stats import payout_weeks as payout_weeks
from kiosk.records.stats import time_distribution as time_distribution
from kiosk.records.store import Administration as Administration
from kiosk.records.store import RecordsBusyError as RecordsBusyError
from kiosk.records.store import RecordStore as RecordStore
from kiosk.records.store import holder as holder
from kiosk.records.store import kiosk_name as kiosk_name

# the three kinds of exam attempt, and a figures' function, under the UI's names
NotaryAttempt = _NotaryAttempt
SealedAttempt = _SealedAttempt
attested_facts = _attested_facts
LocalAttempt = _LocalAttempt
