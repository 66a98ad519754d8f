"""The room's records server with its notary, as the actions that read its seals reach it:
`certificate`, `verify` and `check-certificate` on a room, and `void`, which a room refuses."""

from __future__ import annotations

import argparse
import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg

from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.notary.db import connect
from kiosk.records.engine import is_server_url, redact, without_password
from kiosk.records.ledger import (
    Keyring,
    Ledger,
    legacy_key_of,
    read_keyring,
    read_ledger,
    site_keyring_path,
)
from kiosk.records.location import chosen_records
from kiosk.settings import load_settings


class Unreachable(Exception):
    """The records server cannot be reached (the message says why, without a password)."""


def add_keyring_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--keyring",
        type=Path,
        metavar="FILE",
        help=translate(
            "cli", "the notary's pinned keyring (default: notary-keyring.json in the site folder)"
        ),
    )


def room(args: argparse.Namespace) -> tuple[str, str | None] | None:
    """The records server's URL and password file, when the records are a room's server with
    a notary: a keyring is given, or the site folder holds one. (A room without one is read as
    one PC: nothing in it is attested.)"""
    found = server(args)
    if found is None or (args.keyring is None and not keyring_path(args).exists()):
        return None
    return found


def server(args: argparse.Namespace) -> tuple[str, str | None] | None:
    """The records server's URL and password file, when the chosen records are on one."""
    settings = load_settings(args.data_dir)
    url = chosen_records(getattr(args, "records", None), settings)
    if url is None or not is_server_url(url):
        return None
    return url, settings.records_passfile


def keyring_path(args: argparse.Namespace) -> Path:
    return Path(args.keyring or site_keyring_path())


def keyring(args: argparse.Namespace) -> Keyring:
    """The pinned keyring: --keyring, else the site folder's (RecordsError when unreadable,
    told by `refusing`)."""
    return read_keyring(keyring_path(args))


@contextlib.contextmanager
def room_connection(url: str, passfile: str | None) -> Iterator[Any]:
    """A connection to the room's records server for the `with` block: Unreachable when there
    is none, NotaryError when the server refuses (neither says a password)."""
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


def read_room(
    args: argparse.Namespace, url: str, passfile: str | None, code: str | None = None
) -> tuple[Ledger, str | None]:
    """The records server's attempts as its seals tell them (a Ledger, read with the pinned
    keyring), and the key of the PC that sealed the result with `code` before the notary, if
    one did. NotaryError when the keyring or the server cannot be read, Unreachable when the
    server cannot be reached."""
    pinned = keyring(args)
    with room_connection(url, passfile) as conn:
        ledger = read_ledger(conn, pinned)[0]  # `records verify` tells the findings
        legacy = legacy_key_of(conn, code) if code else None
    return ledger, legacy
