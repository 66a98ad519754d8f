"""What the `kiosk records` actions share: the records the command line names, a trainee or a
group by the name or number it gives, a refusal in one line, text written to --output."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from kiosk.commands import cannot_write, output_file, same_file
from kiosk.domain.money import format_percent
from kiosk.i18n import current_language, translate
from kiosk.records.engine import OfflineError
from kiosk.records.location import open_records
from kiosk.records.model import RecordsError
from kiosk.records.stats import Certification
from kiosk.settings import SettingsError

Handler = Callable[[argparse.Namespace], int]


def percent(share: float | None) -> str:
    """A share as a percentage in the UI language (90% / 90 %); "-" when there is none."""
    return "-" if share is None else format_percent(share, current_language())


def certification_words() -> dict[Certification, str]:
    """A trainee's certification as the listings say it."""
    return {
        Certification.CERTIFIED: translate("records", "certified"),
        Certification.FAILED: translate("records", "not passed"),
        Certification.NONE: translate("records", "no exam"),
    }


def refusing(handler: Handler) -> Handler:
    """The action, with records that cannot be opened or reached (settings, server away) told
    in one line and exit status 2, never a traceback."""

    def run(args: argparse.Namespace) -> int:
        try:
            return handler(args)
        except (RecordsError, OfflineError, SettingsError) as exc:
            return error(str(exc))

    return run


def error(text: str) -> int:
    print(text, file=sys.stderr)
    return 2


@contextlib.contextmanager
def named_records(args: argparse.Namespace, read_only: bool = False) -> Iterator[Any]:
    """The records named by the command line, a local file or the room's server, open for the
    `with` block; a problem with them (RecordsError) is told by `refusing`, which every records
    action runs under."""
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


def trainee_id(store: Any, text: str | None) -> int | None:
    """The record id of the trainee with the id or badge `text` (None: none asked for)."""
    if text is None:
        return None
    trainee = store.find_trainee(text)
    if trainee is None:
        message = translate("records", "No trainee with id or badge {id}.").format(id=text)
        raise RecordsError(message)
    return int(trainee.id)


def find_group(store: Any, text: str) -> Any:
    """The group with the name or id `text`."""
    group = store.find_group(text)
    if group is None:
        raise RecordsError(translate("records", "No group {name}.").format(name=text[:100]))
    return group


def put(text: str, output: Path | None) -> int:
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


def refuse_records_file(output: Path | None, store: Any) -> None:
    """RecordsError when `output` is one of the files the records are kept in (a name the
    shell completed, say): writing it would lose them."""
    if output is None or not any(same_file(output, kept) for kept in store.files()):
        return
    raise RecordsError(
        translate(
            "records", "{path}: holds the records; writing the output there would lose them"
        ).format(path=output)
    )


def add_trainee_option(parser: argparse.ArgumentParser) -> None:
    """--trainee, of the actions that can list one trainee alone."""
    parser.add_argument("--trainee", metavar="ID", help=translate("cli", "record id or badge"))
