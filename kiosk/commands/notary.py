"""`kiosk notary …`: the room's notary on the records server (docs/notary.md)."""

from __future__ import annotations

import argparse
import json
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import segno

from kiosk.commands import summary
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.db import connect
from kiosk.notary.examiners import Examiners, provisioning_uri
from kiosk.notary.home import Home
from kiosk.notary.keys import create_key, install, read_entry, revoke
from kiosk.notary.schema import init_server
from kiosk.notary.service import Kind, Notary, Outcome
from kiosk.records.ledger import (
    Seal,
    check_chain,
    fingerprint,
    read_keyring,
    room_keyring,
    stored_seals,
)
from kiosk.records.model import RecordsError
from kiosk.rules.reader import cannot_read

# Where the notary's user keeps its signing key, examiner secrets and seal head.
DEFAULT_HOME = Path("/var/lib/kiosk-notary")
# The keyring a verifier trusts: in the root-owned site folder of every kiosk.
DEFAULT_KEYRING = Path("/etc/xdg/kiosk/notary-keyring.json")


def register(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], rest: Sequence[str] | None = None
) -> None:
    p = sub.add_parser(
        "notary",
        help=summary("notary"),
    )
    p.add_argument(
        "--home",
        type=Path,
        default=DEFAULT_HOME,
        help=translate("cli", "the notary's own folder (default: %(default)s)"),
    )
    ns = p.add_subparsers(dest="notary_command", metavar="ACTION", required=True)

    init = _action(ns, "init", translate("cli", "make the room's signing key"))
    init.add_argument("--room", required=True, help=translate("cli", "the room's or casino's name"))
    init.set_defaults(handler=_refusing(handle_init))

    pk = _action(ns, "public-key", translate("cli", "print the public key and fingerprint"))
    pk.add_argument(
        "--entry",
        action="store_true",
        help=translate("cli", "print the key's keyring entry (for `kiosk notary trust`)"),
    )
    pk.set_defaults(handler=_refusing(handle_public_key))

    trust = _action(
        ns, "trust", translate("cli", "install a notary's key in a keyring, by its fingerprint")
    )
    trust.add_argument(
        "entry", type=Path, metavar="ENTRY", help=translate("cli", "the key's keyring entry file")
    )
    trust.add_argument(
        "--fingerprint",
        required=True,
        help=translate("cli", "the fingerprint shown at the notary's console"),
    )
    _keyring_argument(trust)
    trust.set_defaults(handler=_refusing(handle_trust))

    revoke = _action(ns, "revoke", translate("cli", "revoke a key in a keyring from a date"))
    revoke.add_argument("key_id", metavar="KEY_ID", help=translate("cli", "the key's id"))
    revoke.add_argument(
        "--from",
        dest="when",
        required=True,
        metavar="TIME",
        help=translate("cli", "from when its seals count no more (ISO 8601, with time zone)"),
    )
    _keyring_argument(revoke)
    revoke.set_defaults(handler=_refusing(handle_revoke))

    rotate = _action(
        ns,
        "rotate",
        translate(
            "cli", "replace the room's signing key, the old one sealing the hand-over to the new"
        ),
    )
    _records_argument(rotate)
    rotate.set_defaults(handler=_refusing(handle_rotate))
    _examiner_parsers(ns)

    server = _action(
        ns,
        "init-server",
        translate("cli", "create the notary's role, schema and grants (as a superuser)"),
    )
    server.add_argument(
        "url", metavar="URL", help=translate("cli", "the records database, as a superuser")
    )
    server.set_defaults(handler=_refusing(handle_init_server))

    reg = _action(
        ns,
        "register",
        translate("cli", "register an exam or ruleset file for certification (examiner's code)"),
    )
    reg.add_argument("file", type=Path, metavar="FILE", help=translate("cli", "the YAML file"))
    reg.add_argument(
        "--kind", choices=["exam", "ruleset"], required=True, help=translate("cli", "what it is")
    )
    reg.add_argument(
        "--examiner", required=True, help=translate("cli", "the examiner who confirms it")
    )
    reg.add_argument(
        "--code", help=translate("cli", "the examiner's current code (asked for when left out)")
    )
    _records_argument(reg)
    reg.set_defaults(handler=_refusing(handle_register))

    serve = _action(
        ns, "serve", translate("cli", "answer the kiosks' requests until stopped (one at a time)")
    )
    _records_argument(serve)
    serve.add_argument(
        "--poll",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help=translate("cli", "look for requests at least this often (default: %(default)s)"),
    )
    serve.set_defaults(handler=_refusing(handle_serve))

    check = _action(
        ns,
        "verify",
        translate("cli", "check every seal on the records server against a pinned keyring"),
    )
    check.epilog = translate(
        "cli",
        "Exit status: 0 every seal is signed by a trusted key and the chain is whole; 1 a "
        "finding (each is listed) or refused; 2 wrong arguments.",
    )
    _records_argument(check, translate("cli", "the records server, as any role that reads it"))
    _keyring_argument(check)
    check.set_defaults(handler=_refusing(handle_verify))


def _action(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, help: str
) -> argparse.ArgumentParser:
    return sub.add_parser(
        name,
        help=help,
        epilog=translate(
            "cli", "Exit status: 0 done; 1 refused (the reason is printed); 2 wrong arguments."
        ),
    )


def _examiner_parsers(ns: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    add = _action(
        ns,
        "add-examiner",
        translate("cli", "enrol an examiner: a one-time-code secret, shown once as a QR code"),
    )
    add.add_argument("name", metavar="NAME", help=translate("cli", "the examiner's name"))
    add.add_argument(
        "--replace",
        action="store_true",
        help=translate("cli", "give an enrolled examiner a new secret (also ends a lock)"),
    )
    add.set_defaults(handler=_refusing(handle_add_examiner))


def _records_argument(parser: argparse.ArgumentParser, help: str | None = None) -> None:
    parser.add_argument(
        "--records",
        required=True,
        metavar="URL",
        help=help or translate("cli", "the records server, connected to as the notary's role"),
    )


def _keyring_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--keyring",
        type=Path,
        default=DEFAULT_KEYRING,
        help=translate("cli", "the pinned keyring (default: %(default)s)"),
    )


def _refusing(handler: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """`handler`, with what the notary refuses, and what the records server answers instead of
    doing it, printed as such (exit status 1)."""

    def run(args: argparse.Namespace) -> int:
        try:
            return handler(args)
        except (NotaryError, RecordsError) as exc:  # RecordsError: an unreadable keyring
            print(exc, file=sys.stderr)
            return 1
        except psycopg.Error as exc:  # the server went away, or its schema is not the notary's
            print(
                translate("notary", "records server: {error}").format(
                    error=" ".join(str(exc).split())[:500]
                ),
                file=sys.stderr,
            )
            return 1

    return run


def _home(args: argparse.Namespace) -> Home:
    return Home(args.home)


def _now() -> datetime:
    return datetime.now(UTC)


def _show_key(home: Home) -> None:
    key = home.key()
    print(translate("notary", "room: {room}").format(room=key.room))
    print(translate("notary", "key id: {key_id}").format(key_id=key.key_id))
    print(
        translate("notary", "fingerprint: {fingerprint}").format(
            fingerprint=fingerprint(key.public)
        )
    )


def handle_init(args: argparse.Namespace) -> int:
    home = _home(args)
    create_key(home.key_file, args.room, _now())
    print(translate("notary", "{path}: the room's signing key is made").format(path=home.key_file))
    _show_key(home)
    return 0


def handle_public_key(args: argparse.Namespace) -> int:
    home = _home(args)
    if args.entry:
        print(json.dumps(home.entry(), indent=1))
    else:
        _show_key(home)
    return 0


def handle_trust(args: argparse.Namespace) -> int:
    try:
        text = args.entry.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise NotaryError(cannot_read(args.entry, exc)) from None
    entry = read_entry(text, str(args.entry))
    (key,) = entry.keys
    ring = install(args.keyring, key, args.fingerprint, entry.handovers)
    print(
        translate("notary", "{path}: trusts key {key_id} of {room}").format(
            path=args.keyring, key_id=key.key_id, room=key.room
        )
    )
    if ring.handovers:
        print(
            translate("notary", "{path}: sealed hand-overs to earlier keys kept: {count}").format(
                path=args.keyring, count=len(ring.handovers)
            )
        )
    return 0


def handle_revoke(args: argparse.Namespace) -> int:
    try:
        when = datetime.fromisoformat(args.when)
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        raise NotaryError(
            translate(
                "notary", "--from {text}: expected a time with its zone, such as {example}"
            ).format(text=args.when, example="2026-11-28T09:00:00+01:00")
        )
    revoke(args.keyring, args.key_id, when)
    print(
        translate("notary", "{path}: key {key_id} revoked from {when}").format(
            path=args.keyring, key_id=args.key_id, when=when.isoformat()
        )
    )
    return 0


def handle_rotate(args: argparse.Namespace) -> int:

    home = _home(args)
    with connect(args.records) as conn:
        seal = Notary(conn, home, _now).hand_over()
    print(
        translate(
            "notary", "seal {seal}: the old key {old} handed the room over to the new key"
        ).format(seal=seal.number, old=seal.data()["key_id"])
    )
    _show_key(home)
    print(
        translate(
            "notary",
            "Install the new key in every verifier's keyring (kiosk notary public-key --entry, "
            "then kiosk notary trust); seals of the old key stay valid through the hand-over.",
        )
    )
    return 0


def handle_add_examiner(args: argparse.Namespace) -> int:
    home = _home(args)
    room = home.key().room
    secret = Examiners(home.examiners_file).add(args.name, _now(), args.replace)
    uri = provisioning_uri(args.name.strip(), secret, room)
    print(
        translate(
            "notary",
            "{name} is enrolled. Scan this code with an authenticator app; it is shown only now.",
        ).format(name=args.name.strip())
    )
    segno.make(uri, error="m").terminal(out=sys.stdout, compact=True)
    grouped = " ".join(secret[i : i + 4] for i in range(0, len(secret), 4))
    print(translate("notary", "secret (to type in instead): {secret}").format(secret=grouped))
    return 0


def handle_init_server(args: argparse.Namespace) -> int:
    with connect(args.url) as conn:
        before, now = init_server(conn)
    print(
        translate("notary", "the notary's schema is at version {now} (was {before})").format(
            now=now, before=before
        )
    )
    return 0


def handle_register(args: argparse.Namespace) -> int:
    code = args.code
    if code is None:
        code = input(
            translate("notary", "{examiner}'s current code: ").format(examiner=args.examiner)
        )
    with connect(args.records) as conn:
        seal = Notary(conn, _home(args), _now).register(
            args.file, Kind(args.kind), args.examiner, code
        )
    facts = seal.data()["facts"]
    print(
        translate("notary", "{path}: registered as {kind} {name}, hash {hash}, seal {seal}").format(
            path=args.file,
            kind=facts["kind"],
            name=facts["name"],
            hash=facts["hash"],
            seal=seal.number,
        )
    )
    return 0


def handle_serve(args: argparse.Namespace) -> int:
    stopping: list[int] = []

    def stop(signum: int, frame: object) -> None:
        stopping.append(signum)

    signal.signal(signal.SIGTERM, stop)

    def report(outcome: Outcome) -> None:
        if outcome.seal is not None:
            text = translate("notary", "{kind} request {request}: seal {seal}")
        else:
            text = translate("notary", "{kind} request {request}: refused ({reason})")
        print(
            text.format(
                kind=outcome.kind,
                request=outcome.request,
                seal=outcome.seal.number if outcome.seal else "",
                reason=outcome.refused,
            ),
            flush=True,
        )

    with connect(args.records) as conn:
        notary = Notary(conn, _home(args), _now)
        print(translate("notary", "the notary serves; stop it with SIGTERM"), flush=True)
        notary.serve(args.poll, lambda: not stopping, report)
    return 0


def handle_verify(args: argparse.Namespace) -> int:

    keyring = read_keyring(args.keyring)
    read = 0

    def counted() -> Iterator[Seal]:
        nonlocal read
        for seal in stored_seals(conn):
            read += 1
            yield seal

    findings = 0
    with connect(args.records) as conn:
        for finding in check_chain(counted(), room_keyring(conn, keyring)):
            findings += 1
            print(
                translate("notary", "seal {number}: {text}").format(
                    number=finding.number, text=finding.text
                )
            )
    if findings:
        print(
            translate("notary", "seals read: {read}; findings: {findings}").format(
                read=read, findings=findings
            )
        )
        return 1
    print(
        translate(
            "notary", "seals read: {read}; each signed by a trusted key, the chain whole"
        ).format(read=read)
    )
    return 0
