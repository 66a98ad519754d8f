"""`kiosk records leeches`: the items trainees keep getting wrong."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import add_trainee_option, named_records, percent, trainee_id
from kiosk.i18n import translate
from kiosk.records.memory import leeches
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    le = rs.add_parser("leeches", help=action_summary("leeches"))
    add_trainee_option(le)
    le.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args, read_only=True) as store:
        tid = trainee_id(store, args.trainee)
        people = [t for t in store.trainees() if tid in (None, t.id)]
        found = 0
        for t in people:
            for m in leeches(store.item_memories(t.id).values()):
                found += 1
                print(
                    translate(
                        "records", "{name}: {item} — {lapses} lapses, {rate} wrong lately"
                    ).format(
                        name=shown(t.name),
                        item=shown(m.item_key),
                        lapses=m.lapses,
                        rate=percent(m.recent_error_rate),
                    )
                )
        if not found:
            print(translate("records", "No leeches."))
    return 0
