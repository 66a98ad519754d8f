"""`kiosk records attempts`: the exam attempts and how they ended: on a room with its notary,
every attempt the notary started, its state read from its seals with the pinned keyring; then
those a PC sealed with its own key before the notary."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import add_trainee_option, error, named_records, trainee_id
from kiosk.commands.records.room import Unreachable, add_keyring_option, read_room, room
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.records.seal import SealBook, attempt_words
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    at = rs.add_parser("attempts", help=action_summary("attempts"))
    add_trainee_option(at)
    add_keyring_option(at)
    at.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args, read_only=True) as store:
        who = trainee_id(store, args.trainee)
        book = SealBook(store)
        attempts = book.attempts(who)
        names = {t.id: shown(t.name) for t in store.trainees(include_archived=True)}
    lines = []
    on_room = room(args)
    if on_room is not None:
        try:
            ledger, _ = read_room(args, *on_room)
        except (NotaryError, Unreachable) as exc:
            return error(str(exc))
        for sealed in sorted(ledger.attempts.values(), key=lambda a: a.number):
            facts = sealed.started
            if who is not None and facts.get("trainee") != who:
                continue
            name = names.get(facts.get("trainee"), shown(str(facts.get("name", "?"))))
            lines.append(
                f"{sealed.number:>4}  {sealed.sealed_at('started')[:16].replace('T', ' ')}  "
                f"{name:20.20}  {shown(str(facts.get('exam'))):14}  {sealed.state.words()}"
            )
    for a in attempts:
        status, reason, decision = attempt_words(a)
        notes = [shown(text) for text in (reason, decision) if text]
        lines.append(
            f"{a.id:>4}  {a.started[:16].replace('T', ' ')}  {names.get(a.trainee_id, '?'):20.20}  "
            f"{shown(a.exam_id):14}  {status}" + (f"  ({', '.join(notes)})" if notes else "")
        )
    if not lines:
        print(translate("records", "No exam attempts yet."))
    for line in lines:
        print(line)
    return 0
