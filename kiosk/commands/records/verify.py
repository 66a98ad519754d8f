"""`kiosk records verify`: on one PC, what it holds (nothing attested) and the seals a PC made
with its own key before the notary; on a room, every seal of the notary against the pinned
keyring."""

from __future__ import annotations

import argparse
import sys

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error, named_records
from kiosk.commands.records.room import (
    Unreachable,
    add_keyring_option,
    keyring,
    room,
    room_connection,
)
from kiosk.i18n import tr, translate
from kiosk.notary import NotaryError
from kiosk.records.ledger import legacy_seals, read_ledger
from kiosk.records.seal import SealBook
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    ve = rs.add_parser(
        "verify",
        help=action_summary("verify"),
        epilog=translate(
            "cli",
            "Exit status: 0 every seal is whole and signed by a pinned key (on one PC, where "
            "nothing is attested, 0 after listing what it holds); 1 a seal is missing, changed "
            "or forged (each one on stderr); 2 the arguments were wrong.",
        ),
    )
    add_keyring_option(ve)
    ve.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    """One PC (or a room without its notary's keyring): how many exam results it holds, and the
    attempts a PC sealed with its own key before the notary, named with that key. Nothing here
    is attested: the kiosk user's files are the records."""
    on_room = room(args)
    if on_room is not None:
        return _verify_room(args, *on_room)
    with named_records(args, read_only=True) as store:
        count = len(store.exam_results())
        last = {e.attempt_id: (e.kind, e.key_id) for e in SealBook(store).entries()}
    _before_notary([(attempt, *entry) for attempt, entry in sorted(last.items())])
    print(tr("%n exam result(s) on this PC.", None, count))
    print(translate("records", "Not attested (one PC, no records server)."))
    return 0


def _verify_room(args: argparse.Namespace, url: str, passfile: str | None) -> int:
    """`verify` on a room's records server: every seal against the pinned keyring alone, every
    attempt with its state read from its seals, the per-PC seals from before the notary."""
    try:
        pinned = keyring(args)
        with room_connection(url, passfile) as conn:
            ledger, findings = read_ledger(conn, pinned)
            legacy = legacy_seals(conn)
    except (NotaryError, Unreachable) as exc:
        return error(str(exc))
    for finding in findings:
        print(
            translate("records", "Seal {number}: {text}").format(
                number=finding.number, text=finding.text
            ),
            file=sys.stderr,
        )
    for attempt in sorted(ledger.attempts.values(), key=lambda a: a.number):
        facts = attempt.started
        print(
            translate(
                "records",
                "Attempt {attempt}: {state}; trainee {trainee}, exam {exam}, started {when} at "
                "{kiosk}, examiner {examiner}",
            ).format(
                attempt=attempt.number,
                state=attempt.state.words(),
                trainee=shown(
                    f"{facts['name']} ({facts.get('trainee')})"
                    if facts.get("name")
                    else str(facts.get("trainee"))
                ),
                exam=shown(str(facts.get("exam"))),
                when=attempt.sealed_at("started")[:16].replace("T", " "),
                kiosk=shown(str(facts.get("kiosk"))),
                examiner=shown(str(facts.get("examiner"))),
            )
        )
    _before_notary(legacy)
    if findings:
        print(tr("%n problem(s) in the exam records.", None, len(findings)))
        return 1
    print(
        translate(
            "records",
            "{attempts} attempts sealed by the notary, {legacy} sealed before it; {seals} seals, "
            "each signed by a trusted key, the chain whole.",
        ).format(attempts=len(ledger.attempts), legacy=len(legacy), seals=ledger.read_count)
    )
    return 0


def _before_notary(attempts: list[tuple[int, str, str]]) -> None:
    """The attempts a PC sealed with its own key before the notary: each with its last kind."""
    for attempt, kind, key in attempts:
        print(
            translate(
                "records", "Attempt {attempt} (PC): {kind}, sealed before the notary, key {key}"
            ).format(attempt=attempt, kind=shown(kind), key=shown(key))
        )
