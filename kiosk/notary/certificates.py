"""A certificate of the notary: its facts read from an attempt's seals, and its check.

A certificate is printed from the seals of one attempt alone: the start (who, which registered
exam, which examiner, the how-manieth attempt) and the end (the notary's judgement). Its code is
taken from the end's signature. `check` verifies those seals with the pinned keyring, asks the
records server (when it can) whether the result is still there and not voided, and compares the
sealed facts with the text found on the page.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterable

from kiosk.i18n import translate
from kiosk.records.certify import CertificateCheck, page_facts
from kiosk.records.ledger import (
    Attempt,
    Keyring,
    Ledger,
    Seal,
    State,
    attested,
    code_of,
    handed_down,
    problem,
    seal_of,
)
from kiosk.records.seal import normal_code


def by_code(ledger: Ledger, code: str) -> Attempt | None:
    """The ended attempt whose certificate carries `code`, as typed."""
    wanted = normal_code(code)
    return next((a for a in ledger.attempts.values() if code_of(a) == wanted), None)


def carried(blob: str) -> list[Seal]:
    """The seals a certificate PDF carries; ValueError when they are damaged."""
    try:
        return [seal_of(i) for i in json.loads(base64.b64decode(blob, validate=True))]
    except (ValueError, TypeError) as exc:
        raise ValueError(str(exc)) from None


def from_seals(seals: Iterable[Seal], keyring: Keyring) -> tuple[Attempt | None, str, Keyring]:
    """The attempt the carried seals (its start and its end, and the hand-overs from its key
    on) tell, after checking each with the keyring and the keys those hand-overs hand down to
    it; (None, why, …) when they are not genuine or not one attempt's start and end."""
    seals = list(seals)
    keyring = handed_down(keyring, seals)
    ledger = Ledger(keyring)
    for seal in seals:
        bad = problem(seal, keyring)
        if bad is not None:
            return (
                None,
                translate("records", "Seal {number}: {text}").format(number=seal.number, text=bad),
                keyring,
            )
        if ledger.take(seal) is not None:
            break
    ended = [a for a in ledger.attempts.values() if a.end_seal is not None]
    practicals = sum(len(found) for found in ledger.practicals.values())
    if len(ended) != 1 or len(ended[0].practicals) != practicals:
        why = translate("records", "the certificate's seals are not one ended attempt")
        return None, why, keyring
    return ended[0], "", keyring


def check(
    attempt: Attempt,
    keyring: Keyring,
    server: Ledger | None,
    texts: list[str] | None = None,
) -> CertificateCheck:
    """The check of the certificate of `attempt` (genuine: its seals are the keyring's):
    `server` is the records server's ledger, read just now (None: offline); `texts` the
    page's texts for a PDF."""
    facts = attested(attempt, keyring)
    assert facts is not None
    result = CertificateCheck(True, facts.facts(), facts.code, attested=facts)
    result.record = "no-records"
    if server is not None:
        held = server.attempts.get(attempt.number)
        ends = [a.end_seal.hash if a and a.end_seal else None for a in (held, attempt)]
        holds = {s.hash for s in held.practicals} if held else set()
        practicals = all(s.hash in holds for s in attempt.practicals)
        same = ends[0] is not None and ends[0] == ends[1] and practicals
        result.record = "matches" if same else "missing"
        result.voided = held is not None and held.state is State.VOIDED
        result.superseded_by = None if held is None else held.superseded_by
    if texts is not None:
        result.page = page_facts(result.facts, facts.code, texts)
        titles = {t for t in facts.title.values() if t} or {facts.exam}
        examiner = facts.examiner
        found = next((t for t in texts if t in titles), "")
        result.page.append((translate("records", "exam"), sorted(titles)[0], found))
        said = next((t for t in texts if re.search(rf"(?<!\w){re.escape(examiner)}(?!\w)", t)), "")
        result.page.append((translate("records", "examiner"), examiner, said))
        if facts.practical is not None:  # its four numbers in their order, in either language
            p = facts.practical
            numbers = (p.coups, p.needed_coups, p.sessions, p.needed_sessions)
            pattern = r"\D+".join(rf"(?<!\d){n}(?!\d)" for n in numbers)
            found = next((t for t in texts if re.search(pattern, t)), "")
            result.page.append((translate("records", "practical"), p.words(), found))
    return result
