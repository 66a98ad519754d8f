"""`kiosk records check-certificate CODE|PDF`: whether a certificate is genuine, by its
verification code or its PDF; on a room, from the notary's seals."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from kiosk.commands.records import action_summary
from kiosk.commands.records.common import error, named_records
from kiosk.commands.records.room import Unreachable, add_keyring_option, keyring, read_room, room
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.certificates import (
    CertificateCheck,
    by_code,
    carried,
    check,
    check_code,
    check_pdf,
    from_seals,
    page_texts,
    read_pdf,
    unknown_code,
)
from kiosk.records.seal import normal_code


def register(rs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    cc = rs.add_parser(
        "check-certificate",
        help=action_summary("check-certificate"),
        epilog=translate(
            "cli",
            "Exit status: 0 a genuine pass, not voided, that the records hold unchanged; 1 "
            "forged: the signature, the records or the page say otherwise; 2 the arguments were "
            "wrong; 3 genuine but failed (the theory or the practical); 4 voided; 5 unknown "
            "here; 6 a genuine pass checked offline (the records server could not be asked "
            "about a later void); 7 not attested (one PC, no records server); 8 sealed by a "
            "PC's own key before the notary; 9 a genuine pass superseded by the candidate's "
            "later certification; 10 the theory passed, but the practical is missing, not "
            "sealed or short of the evidence rule.",
        ),
    )
    cc.add_argument(
        "certificate",
        metavar="CODE|PDF",
        help=translate("cli", "the verification code printed on it, or the PDF file"),
    )
    add_keyring_option(cc)
    cc.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    path = Path(args.certificate)
    pdf = path.suffix.lower() == ".pdf" or path.is_file()
    data, blob = read_pdf(path) if pdf else (b"", None)
    on_room = room(args)
    if blob is not None or (not pdf and on_room is not None):
        return _check_attested(args, on_room, blob, data)
    if pdf:  # one PC, or printed before the notary
        found = check_pdf(path, data)
    else:
        with named_records(args, read_only=True) as store:
            found = check_code(args.certificate, store)
    for line in found.lines():
        print(line)
    return int(found.verdict)


def _check_attested(
    args: argparse.Namespace, on_room: tuple[str, str | None] | None, blob: str | None, data: bytes
) -> int:
    """check-certificate of the notary's evidence: a PDF carrying its seals (`blob`, the PDF's
    bytes `data`), or a code looked up on the room's records server."""
    code = None if blob is not None else normal_code(args.certificate)
    server, legacy = None, None
    try:
        pinned = keyring(args)
        if on_room is not None:
            server, legacy = read_room(args, *on_room, code=code)
    except NotaryError as exc:
        return error(str(exc))
    except Unreachable as exc:
        if code is not None:
            return error(str(exc))
        print(exc, file=sys.stderr)  # a PDF is still checked, offline
    if server is not None:
        pinned = server.keyring  # with the keys the room's hand-overs hand down
    if blob is None:
        assert server is not None and code is not None
        attempt = by_code(server, code)
        if attempt is None:
            result = (
                CertificateCheck(code=code, legacy_key=legacy) if legacy else unknown_code(code)
            )
        else:
            result = check(attempt, pinned, server)
    else:
        try:
            attempt, why, pinned = from_seals(carried(blob), pinned)
        except ValueError:
            attempt, why = None, translate("records", "the certificate's seal is damaged")
        result = (
            CertificateCheck(problem=why)
            if attempt is None
            else check(attempt, pinned, server, page_texts(data))
        )
    for line in result.lines():
        print(line)
    return int(result.verdict)
