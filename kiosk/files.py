"""Writing a file whole or not at all: the one way kiosk replaces a file it keeps (settings, the
code lockout, the house summaries)."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def write_whole(path: Path, text: str, mode: int = 0o600, *, sync: bool = False) -> None:
    """Write `path` whole or not at all, with permissions `mode` whatever the umask (by default
    readable by its owner alone): into a new file of this process's own beside it, then renamed
    over `path`; `sync` flushes it to the disk first. Raises OSError, leaving no partial file."""
    partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
    with contextlib.suppress(FileNotFoundError):
        partial.unlink()
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            if sync:
                file.flush()
                os.fsync(file.fileno())
        os.chmod(partial, mode)
        os.replace(partial, path)
    except BaseException:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise
