"""`kiosk records …`: trainees, exam results, export for HR, certificates, chain verification."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kiosk.commands import add_output_argument, cannot_write, output_file, same_file
from kiosk.commands.rules import add_site_dir_argument
from kiosk.domain.money import format_percent
from kiosk.i18n import current_language, tr, translate
from kiosk.text import shown


def _percent(share: float | None) -> str:
    """A share as a percentage in the UI language (90% / 90 %); "-" when there is none."""
    return "-" if share is None else format_percent(share, current_language())


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "records", help=translate("cli", "trainees, exam results, export, certificates, verify")
    )
    p.add_argument(
        "--data-dir", type=Path, help=translate("cli", "folder for records and settings")
    )
    rs = p.add_subparsers(dest="records_command", metavar="ACTION", required=True)

    listing = rs.add_parser("trainees", help=translate("cli", "list trainees with their status"))
    listing.add_argument("--all", action="store_true", help=translate("cli", "include archived"))
    listing.set_defaults(handler=handle_trainees)

    add = rs.add_parser("add-trainee", help=translate("cli", "register a trainee"))
    add.add_argument("name", help=translate("cli", "the trainee's full name"))
    add.add_argument("--badge", help=translate("cli", "badge number"))
    add.set_defaults(handler=handle_add)

    for name, active, text in (
        ("archive", False, translate("cli", "archive a trainee (records are kept)")),
        ("restore", True, translate("cli", "make an archived trainee active again")),
    ):
        a = rs.add_parser(name, help=text)
        a.add_argument("trainee", metavar="ID", help=translate("cli", "record id or badge"))
        a.set_defaults(handler=handle_active, active=active)

    res = rs.add_parser("results", help=translate("cli", "list exam results"))
    res.add_argument("--trainee", metavar="ID", help=translate("cli", "record id or badge"))
    res.set_defaults(handler=handle_results)

    le = rs.add_parser("leeches", help=translate("cli", "items trainees keep getting wrong"))
    le.add_argument("--trainee", metavar="ID", help=translate("cli", "record id or badge"))
    le.set_defaults(handler=handle_leeches)

    lc = rs.add_parser(
        "learning",
        help=translate("cli", "predicted recall per trainee and skill, now and in a week, as CSV"),
    )
    lc.add_argument("--trainee", metavar="ID", help=translate("cli", "record id or badge"))
    lc.add_argument("--ruleset", metavar="ID", help=translate("cli", "the house whose items count"))
    add_output_argument(
        lc, translate("cli", "write the export here (- or left out: standard output)")
    )
    lc.set_defaults(handler=handle_learning)

    ex = rs.add_parser("export", help=translate("cli", "export records as CSV or JSON"))
    ex.add_argument(
        "--format",
        choices=["csv", "json"],
        default="csv",
        help=translate(
            "cli", "csv: one table (default); json: every table, or the one --table names"
        ),
    )
    ex.add_argument(
        "--table",
        choices=["results", "sessions", "answers", "trainees"],
        help=translate("cli", "what to export (CSV default: results; JSON default: all)"),
    )
    ex.add_argument("--trainee", metavar="ID", help=translate("cli", "record id or badge"))
    ex.add_argument("--since", metavar="DATE", help=translate("cli", "from this date (YYYY-MM-DD)"))
    add_output_argument(
        ex, translate("cli", "write the export here (- or left out: standard output)")
    )
    ex.set_defaults(handler=handle_export)

    ce = rs.add_parser("certificate", help=translate("cli", "write an exam result as PDF"))
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
    _keyring_argument(ce)
    ce.set_defaults(handler=handle_certificate)

    ve = rs.add_parser(
        "verify",
        help=translate("cli", "check the exam results' hash chain; exit 1 if tampered"),
        epilog=translate(
            "cli",
            "Exit status: 0 the chain is intact; 1 an exam result was changed, replaced or "
            "deleted (each one on stderr); 2 the arguments were wrong.",
        ),
    )
    _keyring_argument(ve)
    ve.set_defaults(handler=handle_verify)

    cc = rs.add_parser(
        "check-certificate",
        help=translate("cli", "check a certificate's verification code or PDF"),
        epilog=translate(
            "cli",
            "Exit status: 0 a genuine pass, not voided, that the records hold unchanged; 1 "
            "forged: the signature, the records or the page say otherwise; 2 the arguments were "
            "wrong; 3 genuine but failed; 4 voided; 5 unknown here; 6 a genuine pass checked "
            "offline (the records server could not be asked about a later void); 7 not "
            "attested (one PC, no records server); 8 sealed by a PC's own key before the "
            "notary; 9 a genuine pass superseded by the candidate's later certification.",
        ),
    )
    cc.add_argument(
        "certificate",
        metavar="CODE|PDF",
        help=translate("cli", "the verification code printed on it, or the PDF file"),
    )
    _keyring_argument(cc)
    cc.set_defaults(handler=handle_check_certificate)

    at = rs.add_parser("attempts", help=translate("cli", "list exam attempts and how they ended"))
    at.add_argument("--trainee", metavar="ID", help=translate("cli", "record id or badge"))
    at.set_defaults(handler=handle_attempts)
    vo = rs.add_parser(
        "void",
        help=translate(
            "cli",
            "one PC: mark an exam result void, not attested (a room's examiners void through "
            "the notary)",
        ),
    )
    vo.add_argument("result_id", type=int, metavar="RESULT", help=translate("cli", "result id"))
    vo.add_argument("--reason", required=True, help=translate("cli", "why (kept with the void)"))
    vo.set_defaults(handler=handle_void)

    xm = rs.add_parser(
        "exams",
        help=translate("cli", "list exams, or check exam files"),
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
    xm.set_defaults(handler=handle_exams)
    init = rs.add_parser(
        "init-server",
        help=translate("cli", "set up the room's records server: schema and roles"),
        epilog=translate(
            "cli",
            "Run once, as the database's owner, e.g. postgresql://kiosk_owner@server/kiosk. "
            "Creates the roles kiosk, supervisor and hr; running it again changes nothing that "
            "is right. Exit status: 0 done; 2 the server refused or cannot be reached.",
        ),
    )
    init.add_argument(
        "url", metavar="URL", help=translate("cli", "postgresql:// URL of the database")
    )
    init.add_argument(
        "--passwords",
        type=Path,
        metavar="FOLDER",
        help=translate(
            "cli", "give each role a new password, written to FOLDER/<role>.pgpass (mode 0600)"
        ),
    )
    init.set_defaults(handler=handle_init_server)
    st = rs.add_parser(
        "status",
        help=translate(
            "cli", "the room's kiosks: last contact, answers waiting, set aside, program version"
        ),
    )
    st.set_defaults(handler=handle_status)
    gl = rs.add_parser("groups", help=translate("cli", "list the groups (courses, intakes)"))
    gl.set_defaults(handler=handle_groups)
    ga = rs.add_parser("group-add", help=translate("cli", "add a group (a course or an intake)"))
    ga.add_argument("name", help=translate("cli", "the group's name"))
    ga.add_argument(
        "--start", required=True, metavar="DATE", help=translate("cli", "start date (YYYY-MM-DD)")
    )
    ga.set_defaults(handler=handle_group_add)
    gr = rs.add_parser("group-rename", help=translate("cli", "give a group a new name"))
    gr.add_argument("group", metavar="GROUP", help=translate("cli", "group name or id"))
    gr.add_argument("name", help=translate("cli", "the group's new name"))
    gr.set_defaults(handler=handle_group_rename)
    gj = rs.add_parser("group-join", help=translate("cli", "put trainees in a group"))
    gj.add_argument("group", metavar="GROUP", help=translate("cli", "group name or id"))
    gj.add_argument(
        "trainees", nargs="+", metavar="ID", help=translate("cli", "record id or badge")
    )
    gj.add_argument(
        "--leave", action="store_true", help=translate("cli", "take them out of the group")
    )
    gj.set_defaults(handler=handle_group_join)
    gv = rs.add_parser(
        "group",
        help=translate("cli", "a group's members: accuracy per drill, certification, worst cells"),
    )
    gv.add_argument("group", metavar="GROUP", help=translate("cli", "group name or id"))
    gv.set_defaults(handler=handle_group)
    mv = rs.add_parser(
        "migrate",
        help=translate("cli", "copy this PC's records into the room's records server"),
        epilog=translate(
            "cli",
            "Trainees are merged by badge; running it again adds nothing. The exam results are "
            "verified here before and on the server after; the exam attempts follow with their "
            "seals, each keeping its PC's key. Exit status: 0 done; 2 the records or the server "
            "refused (the reason on stderr).",
        ),
    )
    mv.add_argument(
        "--to",
        required=True,
        metavar="URL",
        help=translate("cli", "postgresql:// URL of the server"),
    )
    mv.set_defaults(handler=handle_migrate)
    gate = rs.add_parser(
        "gate-code",
        help=translate(
            "cli",
            "make the supervisor gate's code: prints the line for the site settings file",
        ),
    )
    gate.set_defaults(handler=handle_gate_code)
    done = translate(
        "cli",
        "Exit status: 0 done; 2 a trainee, exam result or value it cannot use (the reason on "
        "stderr), or the arguments were wrong.",
    )
    records_help = translate(
        "cli",
        "records file or postgresql:// URL of the room's server (default: KIOSK_RECORDS, "
        "else the site settings, else the data folder)",
    )
    p.add_argument("--records", metavar="PATH|URL", help=records_help)
    for action in rs.choices.values():  # --data-dir and --records also after the action
        action.epilog = action.epilog or done
        action.add_argument(
            "--data-dir",
            type=Path,
            default=argparse.SUPPRESS,
            help=translate("cli", "folder for records and settings"),
        )
        action.add_argument(
            "--records", metavar="PATH|URL", default=argparse.SUPPRESS, help=records_help
        )
        action.set_defaults(handler=_refusing(action.get_default("handler")))


def _refusing(handler: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """The action, with records that cannot be opened or reached (settings, server away) told
    in one line and exit status 2, never a traceback."""

    def run(args: argparse.Namespace) -> int:
        from kiosk.records.engine import OfflineError
        from kiosk.records.model import RecordsError
        from kiosk.settings import SettingsError

        try:
            return handler(args)
        except (RecordsError, OfflineError, SettingsError) as exc:
            return _error(str(exc))

    return run


def _error(text: str) -> int:
    print(text, file=sys.stderr)
    return 2


@contextlib.contextmanager
def _records(args: argparse.Namespace, read_only: bool = False) -> Iterator[Any]:
    """The records named by the command line, open for the `with` block; a problem with them
    (RecordsError) is told by `_refusing`, which every records command runs under."""
    from kiosk.records.location import open_records

    store = open_records(
        args.data_dir,
        getattr(args, "records", None),
        outbox=False,
        read_only=read_only,
        on_busy=lambda text: print(text, file=sys.stderr),
    )
    try:
        yield store
    finally:
        store.close()


def _trainee_id(store, text: str | None) -> int | None:  # type: ignore[no-untyped-def]
    from kiosk.records.model import RecordsError

    if text is None:
        return None
    trainee = store.find_trainee(text)
    if trainee is None:
        message = translate("records", "No trainee with id or badge {id}.").format(id=text)
        raise RecordsError(message)
    return int(trainee.id)


def handle_trainees(args: argparse.Namespace) -> int:
    from kiosk.records.stats import Certification, certification, last_activity

    labels = {
        Certification.CERTIFIED: translate("records", "certified"),
        Certification.FAILED: translate("records", "not passed"),
        Certification.NONE: translate("records", "no exam"),
    }
    with _records(args, read_only=True) as store:
        rows = store.trainees(include_archived=args.all)
        sealed = store.sealed_results()
        if not rows:
            print(translate("records", "No trainees yet."))
        for t in rows:
            answers = store.answers(trainee_id=t.id)
            last = last_activity(answers)
            acc = sum(a.correct for a in answers) / len(answers) if answers else None
            status = labels[certification(store.exam_results(trainee_id=t.id), sealed)]
            print(
                f"{t.id:>4}  {shown(t.badge or '-'):>8}  {shown(t.name):24.24}  "
                f"{last.astimezone().strftime('%Y-%m-%d %H:%M') if last else '-':16}  "
                f"{_percent(acc):>5}  {status}"
                + ("" if t.active else "  " + translate("records", "(archived)"))
            )
    return 0


def handle_status(args: argparse.Namespace) -> int:
    from kiosk.records.model import utc_now
    from kiosk.records.outbox import CONTACT_S

    with _records(args, read_only=True) as store:
        contacts = store.kiosk_contacts()
    if not contacts:
        print(translate("records", "No kiosk has reported to these records yet."))
    now = utc_now()
    for c in contacts:
        silent = (now - c.last_contact).total_seconds() > 3 * CONTACT_S
        print(
            f"{shown(c.kiosk):20.20}  {c.last_contact.astimezone().strftime('%Y-%m-%d %H:%M:%S')}  "
            + translate(
                "records", "{waiting} waiting, {aside} set aside, version {version}"
            ).format(waiting=c.waiting, aside=c.set_aside, version=shown(c.version))
            + ("  " + translate("records", "(not heard from since)") if silent else "")
        )
    return 0


def handle_add(args: argparse.Namespace) -> int:
    with _records(args) as store:
        t = store.add_trainee(args.name, args.badge)
    print(translate("records", "Trainee {id}: {name}").format(id=t.id, name=shown(t.name)))
    return 0


def handle_active(args: argparse.Namespace) -> int:
    with _records(args) as store:
        trainee_id = _trainee_id(store, args.trainee)
        assert trainee_id is not None
        store.set_trainee_active(trainee_id, args.active)
    return 0


def handle_results(args: argparse.Namespace) -> int:
    from kiosk.records.seal import Kind, SealBook

    with _records(args, read_only=True) as store:
        results = store.exam_results(trainee_id=_trainee_id(store, args.trainee))
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
            f"{d.correct}/{d.total} ({_percent(r.score)})  {verdict}  {codes.get(r.id, r.hash[:12])}"
        )
    return 0


def handle_leeches(args: argparse.Namespace) -> int:
    from kiosk.records.memory import MemoryModel

    with _records(args, read_only=True) as store:
        tid = _trainee_id(store, args.trainee)
        people = [t for t in store.trainees() if tid in (None, t.id)]
        found = 0
        for t in people:
            for m in MemoryModel(store.item_memories(t.id)).leeches():
                found += 1
                print(
                    translate(
                        "records", "{name}: {item} — {lapses} lapses, {rate} wrong lately"
                    ).format(
                        name=shown(t.name),
                        item=shown(m.item_key),
                        lapses=m.lapses,
                        rate=_percent(m.recent_error_rate),
                    )
                )
        if not found:
            print(translate("records", "No leeches."))
    return 0


def handle_export(args: argparse.Namespace) -> int:
    from kiosk.records.export import TABLES, Selection, rows, to_csv, to_json

    since = None
    if args.since:
        try:
            since = datetime.fromisoformat(args.since)
        except ValueError:
            return _error(
                translate("records", "--since {value}: expected a date such as 2026-03-01").format(
                    value=args.since
                )
            )
        if since.tzinfo is None:
            since = since.astimezone()
        since = since.astimezone(UTC)
    with _records(args, read_only=True) as store:
        _refuse_records_file(args.output, store)
        sel = Selection(_trainee_id(store, args.trainee), since)
        if args.format == "csv":
            text = to_csv(rows(store, args.table or "results", sel))
        else:
            text = to_json(store, [args.table] if args.table else list(TABLES), sel)
    return _put(text, args.output)


def _put(text: str, output: Path | None) -> int:
    """`text` to the file `output` (whole, or none of it) or to standard output."""
    if not output:
        sys.stdout.write(text)
        return 0
    try:
        with output_file(output) as out:
            out.write(text)
    except OSError as exc:
        return cannot_write(output, exc)
    return 0


def handle_learning(args: argparse.Namespace) -> int:
    from kiosk.records.export import to_csv
    from kiosk.records.learning import skill_rows
    from kiosk.records.model import utc_now
    from kiosk.rules.catalog import DEFAULT_RULESET, find_ruleset
    from kiosk.rules.loader import RulesetError

    try:
        ruleset = find_ruleset(args.ruleset or DEFAULT_RULESET)
    except RulesetError as exc:
        return _error(str(exc))
    with _records(args, read_only=True) as store:
        _refuse_records_file(args.output, store)
        tid = _trainee_id(store, args.trainee)
        people = [t for t in store.trainees() if tid in (None, t.id)]
        text = to_csv(skill_rows(store, people, ruleset, utc_now()))
    return _put(text, args.output)


def _refuse_records_file(output: Path | None, store: Any) -> None:
    """RecordsError when `output` is one of the files the records are kept in (a name the
    shell completed, say): writing it would lose them."""
    from kiosk.records.model import RecordsError

    if output is None or not any(same_file(output, kept) for kept in store.files()):
        return
    raise RecordsError(
        translate(
            "records", "{path}: holds the records; writing the output there would lose them"
        ).format(path=output)
    )


def _site_rulesets(args: argparse.Namespace) -> Path | None:
    """The site rulesets folder of the settings, where the house of a result may be."""
    from kiosk.settings import SettingsError, site_rulesets_dir

    try:
        return site_rulesets_dir(getattr(args, "data_dir", None))
    except SettingsError:
        return None


def _with_app(write: Callable[[], object]) -> None:
    """Run `write` with a QApplication whose texts are in --lang."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    # A full QApplication (not only a QGuiApplication) so a later widget in the same process works.
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from kiosk.ui.app.language import LanguageSwitch

    switch = LanguageSwitch(app)  # the page's texts in --lang
    switch.set_language(current_language())
    try:
        write()
    finally:
        for translator in switch.findChildren(QTranslator):
            app.removeTranslator(translator)
        switch.deleteLater()


class Unreachable(Exception):
    """The records server cannot be reached (the message says why, without a password)."""


@contextlib.contextmanager
def _room_connection(url: str, passfile: str | None) -> Iterator[Any]:
    """A connection to the room's records server for the `with` block: Unreachable when there
    is none, NotaryError when the server refuses (neither says a password)."""
    import psycopg

    from kiosk.notary import NotaryError
    from kiosk.notary.db import connect
    from kiosk.records.engine import redact, without_password

    try:
        conn = connect(url, passfile=passfile)
    except NotaryError as exc:
        raise Unreachable(str(exc)) from None
    try:
        with conn:
            yield conn
    except psycopg.Error as exc:
        raise NotaryError(
            translate("records", "{url}: the server refused: {reason}").format(
                url=redact(url), reason=without_password(" ".join(str(exc).split())[:300], url)
            )
        ) from None


def _read_room(
    args: argparse.Namespace, url: str, passfile: str | None, code: str | None = None
) -> tuple[Any, str | None]:
    """The records server's attempts as its seals tell them (a Ledger, read with the pinned
    keyring), and the key of the PC that sealed the result with `code` before the notary, if
    one did. NotaryError when the keyring or the server cannot be read, Unreachable when the
    server cannot be reached."""
    from kiosk.records.ledger import Ledger, legacy_key_of, room_keyring, stored_seals

    keyring = _keyring(args)
    with _room_connection(url, passfile) as conn:
        ledger = Ledger(room_keyring(conn, keyring))
        for _ in ledger.read(stored_seals(conn)):
            pass  # `records verify` tells the findings; a certificate needs its own seals
        legacy = legacy_key_of(conn, code) if code else None
    return ledger, legacy


def _room_certificate(args: argparse.Namespace, url: str, passfile: str | None) -> int:
    """`certificate` on a room: the attempt's page, printed from its seals alone."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from kiosk.notary import NotaryError
    from kiosk.records.ledger import State, attested

    output = args.output or Path(f"exam-attempt-{args.result_id}.pdf")
    try:
        ledger, _ = _read_room(args, url, passfile)
    except (NotaryError, Unreachable) as exc:
        return _error(str(exc))
    attempt = ledger.attempts.get(args.result_id)
    if attempt is not None and attempt.state is State.VOIDED:
        return _error(
            translate("records", "Exam attempt {id} was voided: it has no certificate.").format(
                id=args.result_id
            )
        )
    facts = None if attempt is None else attested(attempt, ledger.keyring)
    if facts is None:
        return _error(
            translate("records", "No ended exam attempt {id} sealed by the notary.").format(
                id=args.result_id
            )
        )
    from kiosk.ui.reports.certificate import write_attested

    _with_app(lambda: write_attested(output, facts, current_language()))
    print(translate("records", "Wrote {path}").format(path=output))
    return 0


def handle_certificate(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from kiosk.records.seal import result_seal

    room = _room(args)
    if room is not None:
        return _room_certificate(args, *room)
    output = args.output or Path(f"exam-result-{args.result_id}.pdf")
    with _records(args, read_only=True) as store:
        _refuse_records_file(output, store)
        result = store.exam_result(args.result_id)
        if result is None:
            return _error(translate("records", "No exam result {id}.").format(id=args.result_id))
        trainee = store.trainee(result.draft.trainee_id)
        seal = result_seal(store, result.id)
    from kiosk.ui.reports.certificate import write_certificate

    _with_app(
        lambda: write_certificate(
            output,
            result,
            trainee,
            language=current_language(),
            site_dir=_site_rulesets(args),
            seal=seal,
        )
    )
    print(translate("records", "Wrote {path}").format(path=output))
    return 0


def _keyring_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--keyring",
        type=Path,
        metavar="FILE",
        help=translate(
            "cli", "the notary's pinned keyring (default: notary-keyring.json in the site folder)"
        ),
    )


def _room(args: argparse.Namespace) -> tuple[str, str | None] | None:
    """The records server's URL and password file, when the records are a room's server with
    a notary: a keyring is given, or the site folder holds one. (A room without one is read as
    one PC: nothing in it is attested.)"""
    server = _server(args)
    if server is None or (args.keyring is None and not _keyring_path(args).exists()):
        return None
    return server


def _server(args: argparse.Namespace) -> tuple[str, str | None] | None:
    """The records server's URL and password file, when the chosen records are on one."""
    from kiosk.records.engine import is_server_url
    from kiosk.records.location import chosen_records
    from kiosk.settings import load_settings

    settings = load_settings(args.data_dir)
    url = chosen_records(getattr(args, "records", None), settings)
    if url is None or not is_server_url(url):
        return None
    return url, settings.records_passfile


def _keyring_path(args: argparse.Namespace) -> Path:
    from kiosk.records.ledger import site_keyring_path

    return Path(args.keyring or site_keyring_path())


def _keyring(args: argparse.Namespace) -> Any:
    """The pinned keyring: --keyring, else the site folder's (RecordsError when unreadable, told by `_refusing`)."""
    from kiosk.records.ledger import read_keyring

    return read_keyring(_keyring_path(args))


def handle_verify(args: argparse.Namespace) -> int:
    """One PC (or a room without its notary's keyring): the exam results' hash chain, and the
    attempts a PC sealed with its own key before the notary, named with that key. Nothing here
    is attested."""
    from kiosk.records.seal import SealBook

    room = _room(args)
    if room is not None:
        return _verify_room(args, *room)
    with _records(args, read_only=True) as store:
        problems = store.verify_chain()
        count = len(store.exam_results())
        book = SealBook(store)
        keys = {e.attempt_id: (e.kind, e.key_id) for e in book.entries()}
    texts = {
        "edited": translate("records", "Exam result {id} was changed after it was recorded."),
        "relinked": translate(
            "records",
            "Exam result {id} no longer follows the one before it: that one was replaced.",
        ),
        "deleted": translate("records", "Exam result {id} was deleted."),
    }
    for p in problems:
        print(texts.get(p.kind, texts["edited"]).format(id=p.result_id), file=sys.stderr)
    for attempt, (kind, key) in sorted(keys.items()):
        print(
            translate(
                "records", "Attempt {attempt} (PC): {kind}, sealed before the notary, key {key}"
            ).format(attempt=attempt, kind=shown(kind), key=shown(key))
        )
    print(translate("records", "Not attested (one PC, no records server)."))
    if problems:
        found = len(problems)  # a plain name, so pyside6-lupdate extracts the text
        print(tr("%n problem(s) in the exam records.", None, found))
        return 1
    print(tr("%n exam result(s), chain intact.", None, count))
    return 0


def _verify_room(args: argparse.Namespace, url: str, passfile: str | None) -> int:
    """`verify` on a room's records server: every seal against the pinned keyring alone, every
    attempt with its state read from its seals, the per-PC seals from before the notary."""
    from kiosk.notary import NotaryError
    from kiosk.records.ledger import Ledger, legacy_seals, room_keyring, stored_seals

    findings = 0
    try:
        keyring = _keyring(args)
        with _room_connection(url, passfile) as conn:
            ledger = Ledger(room_keyring(conn, keyring))
            for finding in ledger.read(stored_seals(conn)):
                findings += 1
                print(
                    translate("records", "Seal {number}: {text}").format(
                        number=finding.number, text=finding.text
                    ),
                    file=sys.stderr,
                )
            legacy = list(legacy_seals(conn))
    except (NotaryError, Unreachable) as exc:
        return _error(str(exc))
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
    for old in legacy:
        print(
            translate(
                "records", "Attempt {attempt} (PC): {kind}, sealed before the notary, key {key}"
            ).format(attempt=old.attempt, kind=shown(old.kind), key=shown(old.key_id))
        )
    if findings:
        print(tr("%n problem(s) in the exam records.", None, findings))
        return 1
    print(
        translate(
            "records",
            "{attempts} attempts sealed by the notary, {legacy} sealed before it; {seals} seals, "
            "each signed by a trusted key, the chain whole.",
        ).format(attempts=len(ledger.attempts), legacy=len(legacy), seals=ledger.read_count)
    )
    return 0


def handle_exams(args: argparse.Namespace) -> int:
    from kiosk.rules.exams import ExamError, exam_files, load_exam

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
            f"{_percent(exam.pass_mark)}  {exam.name.get(current_language())}"
        )
    return 0


def handle_init_server(args: argparse.Namespace) -> int:
    import psycopg

    from kiosk.records.engine import is_server_url, redact
    from kiosk.records.server import ROLES, init_server, role_url

    if not is_server_url(args.url):
        return _error(
            translate("records", "{url}: expected a postgresql:// URL").format(url=args.url[:200])
        )
    try:
        setup = init_server(args.url, args.passwords)
    except psycopg.Error as exc:
        return _error(
            translate("records", "{url}: the server refused: {reason}").format(
                url=redact(args.url), reason=str(exc).strip().splitlines()[0]
            )
        )
    print(
        translate(
            "records", "Records server ready: database {db}, schema version {now} (was {before})."
        ).format(db=setup.database, now=setup.schema_now, before=setup.schema_before)
    )
    if setup.created_roles:
        print(
            translate("records", "Roles created: {roles}.").format(
                roles=", ".join(setup.created_roles)
            )
        )
    print(translate("records", "Roles: {roles}.").format(roles=", ".join(ROLES)))
    print(translate("records", "Lines for each kiosk's site settings (settings.yaml):"))
    print(f"records: {role_url(args.url, 'kiosk')}")
    if setup.passwords is not None:
        print(f"records_passfile: {setup.passwords / 'kiosk.pgpass'}")
    return 0


def _group(store, text: str):  # type: ignore[no-untyped-def]
    from kiosk.records.model import RecordsError

    group = store.find_group(text)
    if group is None:
        raise RecordsError(translate("records", "No group {name}.").format(name=text[:100]))
    return group


def handle_groups(args: argparse.Namespace) -> int:
    with _records(args, read_only=True) as store:
        groups = store.groups()
        if not groups:
            print(translate("records", "No groups yet."))
        for g in groups:
            members = len(store.group_members(g.id))
            print(f"{g.id:>4}  {g.started.isoformat()}  {shown(g.name):30.30}  {members:>3}")
    return 0


def handle_group_add(args: argparse.Namespace) -> int:
    from datetime import date

    try:
        started = date.fromisoformat(args.start)
    except ValueError:
        return _error(
            translate("records", "--start {value}: expected a date such as 2026-03-01").format(
                value=args.start[:40]
            )
        )
    with _records(args) as store:
        group = store.add_group(args.name, started)
    print(translate("records", "Group {id}: {name}").format(id=group.id, name=shown(group.name)))
    return 0


def handle_group_rename(args: argparse.Namespace) -> int:
    with _records(args) as store:
        group = store.rename_group(_group(store, args.group).id, args.name)
    print(translate("records", "Group {id}: {name}").format(id=group.id, name=shown(group.name)))
    return 0


def handle_group_join(args: argparse.Namespace) -> int:
    with _records(args) as store:
        group = _group(store, args.group)
        people = [_trainee_id(store, text) for text in args.trainees]
        for trainee_id in people:
            assert trainee_id is not None
            store.set_member(group.id, trainee_id, member=not args.leave)
    return 0


def handle_group(args: argparse.Namespace) -> int:
    from kiosk.records.stats import Certification

    labels = {
        Certification.CERTIFIED: translate("records", "certified"),
        Certification.FAILED: translate("records", "not passed"),
        Certification.NONE: translate("records", "no exam"),
    }
    with _records(args, read_only=True) as store:
        group = _group(store, args.group)
        report = store.group_report(group.id)
    print(f"{shown(group.name)} ({group.started.isoformat()})")
    drills = report.drills
    print(f"{'':24}  " + "  ".join(f"{d:>8.8}" for d in drills))
    for m in report.members:
        cells = [m.accuracy(d) for d in drills]
        print(
            f"{shown(m.trainee.name):24.24}  "
            + "  ".join(f"{_percent(a):>8}" for a in cells)
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


def handle_migrate(args: argparse.Namespace) -> int:
    from kiosk.records.engine import is_server_url
    from kiosk.records.moving import move_records
    from kiosk.records.postgres import PostgresStore
    from kiosk.records.store import SQLiteStore
    from kiosk.settings import default_data_dir, load_settings

    if not is_server_url(args.to):
        return _error(
            translate("records", "{url}: expected a postgresql:// URL").format(url=args.to[:200])
        )
    if getattr(args, "records", None) is None:  # this PC's own file, whatever the settings say
        args.records = str(args.data_dir or default_data_dir())
    with _records(args, read_only=True) as source:
        if not isinstance(source, SQLiteStore):
            return _error(translate("records", "migrate copies a records file, not a server"))
        passfile = load_settings(args.data_dir).records_passfile
        target = PostgresStore(args.to, passfile=passfile)
        try:
            report = move_records(source, target)
        finally:
            target.close()
    print(
        translate(
            "records",
            "Trainees: {added} added, {merged} already on the server (by badge). Sessions: {s} "
            "new of {s_all}. Answers: {a} new of {a_all}. Exam results: {r} sealed on the "
            "server, of {r_all}; the server's chain is intact.",
        ).format(
            added=report.trainees_added,
            merged=report.trainees_merged,
            s=report.added["sessions"],
            s_all=report.source["sessions"],
            a=report.added["answers"],
            a_all=report.source["answers"],
            r=report.added["exam_results"],
            r_all=report.source["exam_results"],
        )
    )
    print(
        translate(
            "records",
            "Exam attempts: {a} new of {a_all}. Seals from before the notary: {s} new of "
            "{s_all}, each with its PC's key.",
        ).format(
            a=report.added["attempts"],
            a_all=report.source["attempts"],
            s=report.added["seals"],
            s_all=report.source["seals"],
        )
    )
    return 0


def handle_gate_code(args: argparse.Namespace) -> int:
    """Ask for a new gate code twice (never on the command line, where it would stay in the
    history) and print its salted hash as the site settings' line."""
    import getpass

    from kiosk.records.access import hash_pin, valid_new_code
    from kiosk.settings import site_settings_file

    code = getpass.getpass(translate("records", "New gate code: "))
    if not valid_new_code(code):
        return _error(
            translate(
                "records",
                "A gate code is 10 to 32 digits, at least 4 different ones, not a plain run; "
                "nothing was made.",
            )
        )
    if getpass.getpass(translate("records", "The same code again: ")) != code:
        return _error(translate("records", "The two codes differ; nothing was made."))
    print(f"supervisor_pin: {hash_pin(code)}")
    print(
        translate("records", "Put this line in {path} (root's alone to write).").format(
            path=site_settings_file()
        ),
        file=sys.stderr,
    )
    return 0


def handle_attempts(args: argparse.Namespace) -> int:
    from kiosk.records.seal import SealBook, attempt_words

    with _records(args, read_only=True) as store:
        book = SealBook(store)
        attempts = book.attempts(_trainee_id(store, args.trainee))
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


def handle_void(args: argparse.Namespace) -> int:
    """One PC: a void of an exam result, kept with its reason by whoever holds the records (the
    gate's holder); like the result itself it is not attested. On a room's records server the
    notary seals an examiner's void instead."""
    if _server(args) is not None:
        return _error(
            translate(
                "records",
                "On a records server the notary seals every void: an examiner asks for it from "
                "the supervisor area (docs/notary.md).",
            )
        )
    with _records(args) as store:
        store.void_result(args.result_id, args.reason)
    print(
        translate("records", "Exam result {id} is void (not attested: one PC).").format(
            id=args.result_id
        )
    )
    return 0


def _check_attested(
    args: argparse.Namespace, room: tuple[str, str | None] | None, blob: str | None, data: bytes
) -> int:
    """check-certificate of the notary's evidence: a PDF carrying its seals (`blob`, the PDF's
    bytes `data`), or a code looked up on the room's records server."""
    from kiosk.notary import NotaryError
    from kiosk.notary.certificates import by_code, carried, check, from_seals
    from kiosk.records.certify import CertificateCheck, page_texts
    from kiosk.records.seal import normal_code

    code = None if blob is not None else normal_code(args.certificate)
    server, legacy = None, None
    try:
        keyring = _keyring(args)
        if room is not None:
            server, legacy = _read_room(args, *room, code=code)
    except NotaryError as exc:
        return _error(str(exc))
    except Unreachable as exc:
        if code is not None:
            return _error(str(exc))
        print(exc, file=sys.stderr)  # a PDF is still checked, offline
    if server is not None:
        keyring = server.keyring  # with the keys the room's hand-overs hand down
    if blob is None:
        assert server is not None and code is not None
        attempt = by_code(server, code)
        if attempt is None:
            result = (
                CertificateCheck(code=code, legacy_key=legacy)
                if legacy
                else CertificateCheck(
                    code=code,
                    problem=translate(
                        "records", "No certificate with the code {code} in these records."
                    ).format(code=code),
                    unknown=True,
                )
            )
        else:
            result = check(attempt, keyring, server)
    else:
        try:
            attempt, why, keyring = from_seals(carried(blob), keyring)
        except ValueError:
            attempt, why = None, translate("records", "the certificate's seal is damaged")
        result = (
            CertificateCheck(problem=why)
            if attempt is None
            else check(attempt, keyring, server, page_texts(data))
        )
    for line in result.lines():
        print(line)
    return int(result.verdict)


def handle_check_certificate(args: argparse.Namespace) -> int:
    from kiosk.records.certify import check_code, check_pdf, chosen_store, notary_seals, read_pdf

    path = Path(args.certificate)
    pdf = path.suffix.lower() == ".pdf" or path.is_file()
    data = read_pdf(path) if pdf else b""
    blob = notary_seals(data) if pdf else None
    room = _room(args)
    if blob is not None or (not pdf and room is not None):
        return _check_attested(args, room, blob, data)
    if pdf:  # one PC, or printed before the notary
        check = check_pdf(path, data)
    else:
        records = chosen_store(args.data_dir, getattr(args, "records", None), needed=True)
        check = check_code(args.certificate, records)
    for line in check.lines():
        print(line)
    return int(check.verdict)
