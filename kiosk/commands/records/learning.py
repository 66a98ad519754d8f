"""`kiosk records learning`: predicted recall per trainee and skill, now and in a week, as CSV."""

from __future__ import annotations

import argparse

from kiosk.commands import add_output_argument
from kiosk.commands.records import action_summary
from kiosk.commands.records.common import (
    add_trainee_option,
    error,
    named_records,
    put,
    refuse_records_file,
    trainee_id,
)
from kiosk.drills.learning import skill_rows
from kiosk.i18n import translate
from kiosk.records.export import to_csv
from kiosk.records.model import utc_now
from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset
from kiosk.rules.loader import RulesetError


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    lc = rs.add_parser(
        "learning",
        help=action_summary("learning"),
    )
    add_trainee_option(lc)
    lc.add_argument("--ruleset", metavar="ID", help=translate("cli", "the house whose items count"))
    add_output_argument(
        lc, translate("cli", "write the export here (- or left out: standard output)")
    )
    lc.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    try:
        ruleset = find_ruleset(args.ruleset or DEFAULT_RULESET)
    except RulesetError as exc:
        return error(str(exc))
    with named_records(args, read_only=True) as store:
        refuse_records_file(args.output, store)
        tid = trainee_id(store, args.trainee)
        people = [t for t in store.trainees() if tid in (None, t.id)]
        text = to_csv(skill_rows(store.reviews, people, ruleset, utc_now()))
    return put(text, args.output)
