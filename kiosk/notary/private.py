"""The notary's own files (signing key, examiner secrets, seal head): readable by the notary's
user alone, or refused."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from kiosk.files import write_whole
from kiosk.i18n import translate
from kiosk.notary import NotaryError
from kiosk.rules.reader import cannot_read


def read_private(path: Path) -> str:
    """The text of `path`, a regular file of this user's that no one else may read or write;
    NotaryError otherwise (also when it is not there)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except FileNotFoundError:
        raise NotaryError(translate("notary", "{path}: not found").format(path=path)) from None
    except OSError as exc:
        raise NotaryError(cannot_read(path, exc)) from None
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(file.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise NotaryError(translate("notary", "{path}: not a regular file").format(path=path))
        if info.st_uid != os.geteuid() or info.st_mode & 0o077:
            raise NotaryError(
                translate(
                    "notary",
                    "{path}: must belong to this user and be readable by it alone "
                    "(mode 0600); it has mode {mode:04o} and owner {uid}",
                ).format(path=path, mode=stat.S_IMODE(info.st_mode), uid=info.st_uid)
            )
        data = file.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise NotaryError(translate("notary", "{path}: not UTF-8 text").format(path=path)) from None


def write_private(path: Path, text: str) -> None:
    """Write `path` whole, readable by this user alone, and flushed to the disk."""
    write_whole(path, text, 0o600, sync=True)
