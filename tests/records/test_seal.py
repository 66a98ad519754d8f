"""Exam attempts a PC sealed with its own key before the notary: read, in words, by code."""

from __future__ import annotations

import pytest

from kiosk.records.history import SessionStart
from kiosk.records.model import to_text
from kiosk.records.seal import SealBook, attempt_words, result_seal
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import old_attempt, old_seal, sealed_exam


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.slow
def test_attempts_in_words(store: Store, clock: FakeClock, language: str) -> None:
    """One set of words for the CLI and the supervisor area, in the UI language."""
    from kiosk.i18n import set_language

    t = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(t.id, "exam:bern", "exam", "bern", "f00d", "en"))
    attempt = old_attempt(store, t.id, sid, "bern", to_text(clock.now), "interrupted", "idle")
    old_seal(store, "start", attempt, {"session": sid})
    old_seal(store, "interrupted", attempt, {"reason": "idle"})
    old_seal(store, "new-attempt", attempt, {"reason": "fire alarm"})
    set_language(language)
    try:
        (read,) = SealBook(store).attempts()
        words = attempt_words(read)
    finally:
        set_language("en")
    expected = {
        "en": ("interrupted", "nobody at the kiosk (idle)", "new attempt allowed (fire alarm)"),
        "de": (
            "abgebrochen",
            "niemand am Kiosk (inaktiv)",
            "neuer Versuch zugelassen (fire alarm)",
        ),
    }[language]
    assert words == expected


@pytest.mark.slow
def test_an_old_result_is_found_by_its_code_and_counts_until_voided(
    store: Store, clock: FakeClock
) -> None:
    anna = store.add_trainee("Anna")
    failed, _ = sealed_exam(store, clock, anna.id, right=9, wrong=1)
    passed, entry = sealed_exam(store, clock, anna.id)
    book = SealBook(store)
    assert book.by_code(entry.code.lower().replace("-", "")) == entry
    assert book.for_result(passed.id) == entry and book.by_code("AAAA-BBBB") is None
    # as the supervisor area finds it for the certificate: on a room kiosk through its outbox
    assert result_seal(store, passed.id) == entry
    assert store.read(lambda r: r.sealed_results()) == {failed.id: False, passed.id: True}
    (attempt,) = [a for a in book.attempts() if a.result_id == passed.id]
    old_seal(store, "void", attempt.id, {"reason": "notes"})
    assert store.read(lambda r: r.sealed_results()) == {failed.id: False}
    assert [a.voided for a in book.attempts() if a.id == attempt.id] == [True]


def test_a_status_written_by_hand_is_unknown_not_a_traceback(
    store: Store, clock: FakeClock
) -> None:
    anna = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(anna.id, "exam:bern", "exam", "bern", "f00d", "en"))
    attempt = old_attempt(store, anna.id, sid, "bern", to_text(clock.now), "voided")
    (read,) = SealBook(store).attempts()
    assert read.id == attempt and attempt_words(read)[0].startswith("unknown status")


@pytest.mark.slow
def test_an_old_attempt_left_open_says_its_end_was_never_sealed(
    store: Store, clock: FakeClock
) -> None:
    """Nothing seals it any more: the words say so, not that the next exam will."""
    anna = store.add_trainee("Anna")
    sid = store.start_session(SessionStart(anna.id, "exam:bern", "exam", "bern", "f00d", "en"))
    old_attempt(store, anna.id, sid, "bern", to_text(clock.now), "open")
    (read,) = SealBook(store).attempts()
    words = attempt_words(read)
    assert read.program_gone and words[:2] == (
        "open",
        "its program ended before the notary: its end was never sealed",
    )
