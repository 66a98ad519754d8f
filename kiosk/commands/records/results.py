"""`kiosk records results`: the exam results, with their verdicts and seal codes."""

from __future__ import annotations

import argparse

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import add_trainee_option, named_records, percent, trainee_id
from kiosk.i18n import translate
from kiosk.records.seal import Kind, SealBook
from kiosk.text import shown


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    res = rs.add_parser("results", help=action_summary("results"))
    add_trainee_option(res)
    res.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    with named_records(args, read_only=True) as store:
        results = store.exam_results(trainee_id=trainee_id(store, args.trainee))
        names = {t.id: shown(t.name) for t in store.trainees(include_archived=True)}
        voided = store.voided()
        codes = {
            e.data.get("result_id"): e.code
            for e in SealBook(store).entries()
            if e.kind == Kind.RESULT.value
        }
    if not results:
        print(translate("records", "No exam results yet."))
    for r in results:
        d = r.draft
        verdict = translate("records", "passed") if d.passed else translate("records", "failed")
        if r.id in voided:
            verdict = translate("records", "void ({reason})").format(reason=shown(voided[r.id]))
        print(
            f"{r.id:>4}  {d.finished.astimezone().strftime('%Y-%m-%d %H:%M')}  "
            f"{names.get(d.trainee_id, '?'):20.20}  {shown(d.exam_id):14}  "
            f"{d.correct}/{d.total} ({percent(r.score)})  {verdict}  {codes.get(r.id, '')}".rstrip()
        )
    return 0
