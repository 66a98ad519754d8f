"""`kiosk records attempts`: the exam attempts and how they ended."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import add_trainee_option, named_records, trainee_id
from kiosk.i18n import translate
from kiosk.records.seal import SealBook, attempt_words
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    at = rs.add_parser("attempts", help=action_summary("attempts"))
    add_trainee_option(at)
    at.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args, read_only=True) as store:
        book = SealBook(store)
        attempts = book.attempts(trainee_id(store, args.trainee))
        names = {t.id: shown(t.name) for t in store.trainees(include_archived=True)}
    if not attempts:
        print(translate("records", "No exam attempts yet."))
    for a in attempts:
        words = attempt_words(a)
        notes = [shown(text) for text in (words.reason, words.decision) if text]
        print(
            f"{a.id:>4}  {a.started[:16].replace('T', ' ')}  {names.get(a.trainee_id, '?'):20.20}  "
            f"{shown(a.exam_id):14}  {words.status}" + (f"  ({', '.join(notes)})" if notes else "")
        )
    return 0
