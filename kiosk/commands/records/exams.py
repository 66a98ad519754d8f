"""`kiosk records exams [FILE…]`: the known exams, or whether exam files are valid."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kiosk.commands import add_site_dir_argument
from kiosk.commands.records import action_summary
from kiosk.commands.records.common import percent
from kiosk.i18n import current_language, translate
from kiosk.rules.exams import ExamError, exam_files, load_exam


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    xm = rs.add_parser(
        "exams",
        help=action_summary("exams"),
        epilog=translate(
            "cli",
            "Exit status: 0 the exams are listed, or every file given is valid; 1 a file has a "
            "problem (each one on stderr); 2 the arguments were wrong.",
        ),
    )
    xm.add_argument(
        "files",
        nargs="*",
        type=Path,
        metavar="FILE",
        help=translate("cli", "exam file to check; without one, the known exams are listed"),
    )
    add_site_dir_argument(xm)
    xm.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    if args.files:
        ok = True
        for path in args.files:
            try:
                load_exam(path, args.site_dir)
                print(translate("cli", "{path}: valid").format(path=path))
            except ExamError as exc:
                ok = False
                for line in exc.messages:
                    print(line, file=sys.stderr)
        return 0 if ok else 1
    for exam_id, path in exam_files(args.site_dir).items():
        try:
            exam = load_exam(path, args.site_dir)
        except ExamError:
            print(
                f"{exam_id:15} "
                + translate("records", "(invalid: run kiosk records exams {path})").format(
                    path=path
                )
            )
            continue
        print(
            f"{exam_id:15} {exam.ruleset:14} {exam.items:>4}  {exam.time_limit_s // 60:>3} min  "
            f"{percent(exam.pass_mark)}  {exam.name.get(current_language())}"
        )
    return 0
