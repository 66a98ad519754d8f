"""A supervisor voids an exam attempt: the result stays, marked void, and no longer counts."""

from __future__ import annotations

import pytest

from kiosk.records import RecordsError
from kiosk.records.stats import Certification
from tests.records.conftest import FakeClock, Store
from tests.records.helpers import sealed_exam

pytestmark = pytest.mark.slow


def test_a_voided_attempt_stays_and_no_longer_counts(store: Store, clock: FakeClock) -> None:
    anna = store.add_trainee("Anna")
    failed, _ = sealed_exam(store, clock, anna.id, right=9, wrong=1)
    passed, _ = sealed_exam(store, clock, anna.id)
    assert (
        store.read(lambda r: r.certifications())[anna.id].certification is Certification.CERTIFIED
    )
    store.administer(lambda r: r.void_result(passed.id, "  candidate  had notes "))
    assert store.read(lambda r: r.voided()) == {passed.id: "candidate had notes"}
    results = store.read(lambda r: r.exam_results(trainee_id=anna.id))
    assert [r.id for r in results] == [failed.id, passed.id]  # nothing removed
    assert store.read(lambda r: r.certifications())[anna.id].certification is Certification.FAILED
    assert store.read(lambda r: r.room_summary())[0].certification is Certification.FAILED
    with pytest.raises(RecordsError, match="already"):
        store.administer(lambda r: r.void_result(passed.id, "again"))
    with pytest.raises(RecordsError, match="reason"):
        store.administer(lambda r: r.void_result(failed.id, "   "))
    with pytest.raises(RecordsError, match="99"):
        store.administer(lambda r: r.void_result(99, "no such"))
    for sql in ("UPDATE voided_results SET reason = 'x'", "DELETE FROM voided_results"):
        with pytest.raises(store.db.errors, match="append-only"):
            store.db.run(lambda db, sql=sql: db.execute(sql))
    assert store.read(lambda r: r.voided()) == {passed.id: "candidate had notes"}
