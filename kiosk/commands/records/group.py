"""`kiosk records group GROUP`: a group's members, their accuracy per drill and certification,
and the tableau cells the group misses most."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import (
    certification_words,
    find_group,
    named_records,
    percent,
)
from kiosk.i18n import translate
from kiosk.records.attested import counted_exams
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    gv = rs.add_parser(
        "group",
        help=action_summary("group"),
    )
    gv.add_argument("group", metavar="GROUP", help=translate("cli", "group name or id"))
    gv.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    labels = certification_words()
    with named_records(args, read_only=True) as store:
        group = find_group(store, args.group)
        report = store.group_report(group.id, counted_exams(store))
    print(f"{shown(group.name)} ({group.started.isoformat()})")
    drills = report.drills
    print(f"{'':24}  " + "  ".join(f"{d:>8.8}" for d in drills))
    for m in report.members:
        cells = [m.accuracy(d) for d in drills]
        print(
            f"{shown(m.trainee.name):24.24}  "
            + "  ".join(f"{percent(a):>8}" for a in cells)
            + f"  {labels[m.certification]}"
        )
    worst = report.heat.worst()
    if worst:
        print(translate("records", "Tableau cells the group misses most:"))
    for cell in worst:
        if cell.punto_third is None:
            text = translate(
                "records", "  banco {total}, punto stood: {errors} of {attempts} wrong"
            )
        else:
            text = translate(
                "records",
                "  banco {total}, punto's third card {third}: {errors} of {attempts} wrong",
            )
        print(
            text.format(
                total=cell.banco_total,
                third=cell.punto_third,
                errors=cell.errors,
                attempts=cell.attempts,
            )
        )
    return 0
