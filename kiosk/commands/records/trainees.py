"""`kiosk records trainees`: the trainees with their last activity, accuracy and certification."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import certification_words, named_records, percent
from kiosk.i18n import translate
from kiosk.records.attested import counted_exams
from kiosk.records.stats import Certification, last_activity
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    listing = rs.add_parser("trainees", help=action_summary("trainees"))
    listing.add_argument("--all", action="store_true", help=translate("cli", "include archived"))
    listing.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    labels = certification_words()
    with named_records(args, read_only=True) as store:
        rows = store.trainees(include_archived=args.all)
        counted = counted_exams(store)  # on a room, the notary's seals
        if not rows:
            print(translate("records", "No trainees yet."))
        for t in rows:
            answers = store.answers(trainee_id=t.id)
            last = last_activity(answers)
            acc = sum(a.correct for a in answers) / len(answers) if answers else None
            latest = counted.get(t.id)
            status = labels[Certification.NONE if latest is None else latest.certification]
            print(
                f"{t.id:>4}  {shown(t.badge or '-'):>8}  {shown(t.name):24.24}  "
                f"{last.astimezone().strftime('%Y-%m-%d %H:%M') if last else '-':16}  "
                f"{percent(acc):>5}  {status}"
                + ("" if t.active else "  " + translate("records", "(archived)"))
            )
    return 0
