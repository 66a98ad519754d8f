"""The hash chain over exam results: each result holds the previous result's hash and its own.

A result's hash is SHA-256 over the previous hash and the canonical JSON of its content (every
field of the result and the digest of every answer of its exam session). Editing a result or one
of its answers changes its hash; deleting one breaks the link of the next; the head (count and
last hash) is also kept outside the database, so deleting the newest results is seen as well.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from kiosk.records.history import ExamDraft
from kiosk.records.model import to_text

GENESIS = "0" * 64


@dataclass(frozen=True, slots=True)
class ChainProblem:
    """One finding of SQLiteStore.verify_chain: `kind` is edited, relinked or deleted."""

    result_id: int
    kind: str


def answers_digest(answers: Iterable[tuple[str, str, str, bool, int]]) -> str:
    """Digest of (item key, expected, given, correct, ms) rows in the order they were given."""
    h = hashlib.sha256()
    for key, expected, given, correct, ms in answers:
        h.update(json.dumps([key, expected, given, bool(correct), int(ms)]).encode() + b"\n")
    return h.hexdigest()


def content(result_id: int, draft: ExamDraft, answers_hash: str) -> dict[str, Any]:
    data = asdict(draft)
    data["started"] = to_text(draft.started)
    data["finished"] = to_text(draft.finished)
    data["red_line_failures"] = list(draft.red_line_failures)
    data["breakdown"] = [s.fields() for s in draft.breakdown]
    data["pass_mark"] = repr(float(draft.pass_mark))
    data["id"] = result_id
    data["answers_hash"] = answers_hash
    return data


def link_hash(prev_hash: str, result_id: int, draft: ExamDraft, answers_hash: str) -> str:
    canonical = json.dumps(
        content(result_id, draft, answers_hash),
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(f"{prev_hash}\n{canonical}".encode()).hexdigest()
