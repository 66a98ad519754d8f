"""Records as CSV or JSON for HR systems: trainees, sessions, answers and exam results."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from kiosk.domain.money import data_decimal, decimal_separator
from kiosk.i18n import current_language
from kiosk.records.attested import counted_ledger
from kiosk.records.model import from_text, to_text
from kiosk.records.store import Reports
from kiosk.text import spreadsheet_text

TABLES = ("results", "sessions", "answers", "trainees")


@dataclass(frozen=True, slots=True)
class Selection:
    trainee_id: int | None = None
    since: datetime | None = None


def rows(store: Reports, table: str, sel: Selection) -> list[dict[str, Any]]:
    """One table as a list of flat rows (the same columns in CSV and JSON). A result is
    `passed` only when its seal says so and it was not voided: HR counts nothing else. On a
    room the notary's ended attempts follow the results, read from its seals with the site's
    pinned keyring (none without one: counted_ledger): `attempt`, the last column, is an
    attempt's number; `passed` is 1 for a pass neither voided nor superseded
    (ledger.Attempt.counted)."""
    names = {t.id: t for t in store.trainees(include_archived=True)}

    def who(trainee_id: int) -> dict[str, Any]:
        t = names.get(trainee_id)
        return {
            "trainee_id": trainee_id,
            "trainee": t.name if t else "",
            "badge": t.badge or "" if t else "",
        }

    if table == "trainees":
        return [
            {
                "trainee_id": t.id,
                "name": t.name,
                "badge": t.badge or "",
                "active": t.active,
                "created": to_text(t.created),
            }
            for t in names.values()
            if sel.trainee_id in (None, t.id)
        ]
    if table == "sessions":
        return [
            {
                "session_id": s.id,
                **who(s.trainee_id),
                "drill": s.drill,
                "mode": s.mode,
                "ruleset": s.ruleset_id,
                "ruleset_hash": s.ruleset_hash,
                "language": s.language,
                "started": to_text(s.started),
                "ended": to_text(s.ended) if s.ended else "",
                "status": s.status.value,
                "kiosk": s.kiosk or "",
            }
            for s in store.sessions(sel.trainee_id, sel.since)
        ]
    if table == "answers":
        return [
            {
                "answer_id": a.id,
                "session_id": a.session_id,
                **who(a.trainee_id),
                "drill": a.drill,
                "mode": a.mode,
                "item": a.item_key,
                "expected": a.expected,
                "given": a.given,
                "correct": a.correct,
                "ms": a.ms,
                "at": to_text(a.at),
            }
            for a in store.answers(trainee_id=sel.trainee_id, since=sel.since)
        ]
    if table == "results":
        sealed = store.sealed_results()  # passed: sealed as passed, not voided
        out = []
        for r in store.exam_results(sel.trainee_id, sel.since):
            d = r.draft
            out.append(
                {
                    "result_id": r.id,
                    **who(d.trainee_id),
                    "exam": d.exam_id,
                    "exam_name": d.exam_name,
                    "ruleset": d.ruleset_id,
                    "language": d.language,
                    "started": to_text(d.started),
                    "finished": to_text(d.finished),
                    "correct": d.correct,
                    "total": d.total,
                    "score": round(r.score, 4),
                    "pass_mark": d.pass_mark,
                    "passed": sealed.get(r.id, False),
                    "duration_s": round(d.duration_s),
                    "timed_out": d.timed_out,
                    "red_lines": " ".join(d.red_line_failures),
                    "breakdown": " ".join(f"{s.drill}={s.correct}/{s.total}" for s in d.breakdown),
                    "attempt": "",
                }
            )
        ledger = counted_ledger(store)
        for a in ledger.attempts.values() if ledger is not None else ():
            trainee, counted = a.started.get("trainee"), a.counted
            if (
                a.ended is None
                or not isinstance(trainee, int)
                or sel.trainee_id not in (None, trainee)
            ):
                continue
            started, ended = from_text(a.sealed_at("started")), from_text(a.sealed_at("ended"))
            if sel.since is not None and ended < sel.since:
                continue
            result = a.ended.get("result") or {}
            correct, total = int(result.get("correct") or 0), int(result.get("planned") or 0)
            title = a.started.get("title")
            out.append(
                {
                    "result_id": "",
                    **who(trainee),
                    "exam": str(a.started.get("exam", "")),
                    "exam_name": str(title.get("en", "")) if isinstance(title, dict) else "",
                    "ruleset": str(a.started.get("ruleset", "")),
                    "language": "",
                    "started": to_text(started),
                    "finished": to_text(ended),
                    "correct": correct,
                    "total": total,
                    "score": round(correct / total, 4) if total else 0.0,
                    "pass_mark": "",
                    "passed": counted is not None and counted.passed,
                    "duration_s": round((ended - started).total_seconds()),
                    "timed_out": a.ended.get("how") == "timed-out",
                    "red_lines": " ".join(str(i) for i in result.get("red_lines") or ()),
                    "breakdown": "",
                    "attempt": a.number,
                }
            )
        return out
    raise ValueError(f"unknown table {table}; expected one of {', '.join(TABLES)}")


def safe_cell(value: Any, separator: str) -> Any:
    """A value as a spreadsheet will read it: text that would start a formula (= + - @, tab,
    CR) is kept as text with a leading apostrophe; booleans are 0/1; decimals take the
    language's decimal `separator` (kiosk.domain.money.decimal_separator)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, float):
        return data_decimal(value, separator)
    if isinstance(value, str):
        return spreadsheet_text(value)
    return value


def to_csv(data: Sequence[dict[str, Any]], language: str | None = None) -> str:
    """CSV for a spreadsheet in `language` (default: the UI language): `;` between fields and
    a decimal comma where the language writes one, and no cell a spreadsheet would run."""
    separator = decimal_separator(language or current_language())
    buffer = io.StringIO()
    if data:
        writer = csv.DictWriter(
            buffer,
            fieldnames=list(data[0]),
            lineterminator="\n",
            delimiter=";" if separator == "," else ",",
        )
        writer.writeheader()
        for row in data:
            writer.writerow({k: safe_cell(v, separator) for k, v in row.items()})
    return buffer.getvalue()


def to_json(store: Reports, tables: Sequence[str], sel: Selection) -> str:
    return json.dumps({t: rows(store, t, sel) for t in tables}, ensure_ascii=False, indent=2) + "\n"
