"""`kiosk records certificate RESULT_ID`: an exam result's certificate as PDF; on a room with a
notary, an exam attempt's, printed from its seals alone."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error, named_records, refuse_records_file
from kiosk.commands.records.room import Unreachable, add_keyring_option, read_room, room
from kiosk.i18n import current_language, translate
from kiosk.notary import NotaryError
from kiosk.records.ledger import State, attested
from kiosk.records.seal import result_seal
from kiosk.settings import SettingsError, site_rulesets_dir


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    ce = rs.add_parser("certificate", help=action_summary("certificate"))
    ce.add_argument(
        "result_id",
        type=int,
        metavar="RESULT_ID",
        help=translate(
            "cli",
            "number of the exam result (the result_id column of export); on a room with a "
            "notary, of the exam attempt (as records verify lists them)",
        ),
    )
    ce.add_argument("--output", type=Path, metavar="FILE", help=translate("cli", "PDF file"))
    add_keyring_option(ce)
    ce.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    on_room = room(args)
    if on_room is not None:
        return _room_certificate(args, *on_room)
    output = args.output or Path(f"exam-result-{args.result_id}.pdf")
    with named_records(args, read_only=True) as store:
        refuse_records_file(output, store)
        result = store.exam_result(args.result_id)
        if result is None:
            return error(translate("records", "No exam result {id}.").format(id=args.result_id))
        trainee = store.trainee(result.draft.trainee_id)
        seal = result_seal(store, result.id)
    site_dir = _site_rulesets(args)
    _with_app(
        lambda page: page.write_certificate(
            output, result, trainee, language=current_language(), site_dir=site_dir, seal=seal
        )
    )
    print(translate("records", "Wrote {path}").format(path=output))
    return 0


def _room_certificate(args: argparse.Namespace, url: str, passfile: str | None) -> int:
    """`certificate` on a room: the attempt's page, printed from its seals alone."""
    output = args.output or Path(f"exam-attempt-{args.result_id}.pdf")
    try:
        ledger, _ = read_room(args, url, passfile)
    except (NotaryError, Unreachable) as exc:
        return error(str(exc))
    attempt = ledger.attempts.get(args.result_id)
    if attempt is not None and attempt.state is State.VOIDED:
        return error(
            translate("records", "Exam attempt {id} was voided: it has no certificate.").format(
                id=args.result_id
            )
        )
    facts = None if attempt is None else attested(attempt, ledger.keyring)
    if facts is None:
        return error(
            translate("records", "No ended exam attempt {id} sealed by the notary.").format(
                id=args.result_id
            )
        )
    _with_app(lambda page: page.write_attested(output, facts, current_language()))
    print(translate("records", "Wrote {path}").format(path=output))
    return 0


def _site_rulesets(args: argparse.Namespace) -> Path | None:
    """The site rulesets folder of the settings, where the house of a result may be."""
    try:
        return site_rulesets_dir(getattr(args, "data_dir", None))
    except SettingsError:
        return None


def _with_app(write: Callable[[ModuleType], object]) -> None:
    """Run `write` with the certificate page's module (kiosk.ui.reports.certificate) and a
    QApplication whose texts are in --lang. Qt is imported here, the one command of the records
    that needs it: the others never load it."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from kiosk.ui.app.language import LanguageSwitch
    from kiosk.ui.reports import certificate as page

    # A full QApplication (not only a QGuiApplication) so a later widget in the same process works.
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    switch = LanguageSwitch(app)  # the page's texts in --lang
    switch.set_language(current_language())
    try:
        write(page)
    finally:
        for translator in switch.findChildren(QTranslator):
            app.removeTranslator(translator)
        switch.deleteLater()
