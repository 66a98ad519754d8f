"""Parsed rulesets and exams kept between runs of the app.

Reading a house file means importing PyYAML, composing every node and checking it against the
format: a good share of the app's start-up, for files that hardly ever change. The result is kept
in the user's cache folder with what it was made from (each source file's size and modification
time, and the same for kiosk's rules, domain and drills code, whose classes it holds). The next
start uses it only if all of these are unchanged; any doubt, unreadable or stale entry means
reading the files again. A cache that cannot be written is simply skipped.

An entry is written with `marshal`, Python's built-in format for plain values (str, int, bool,
None, tuples, lists, dicts), which reads back without importing anything. A plain result is kept
as it is; any other (a Ruleset) is kept as pickle bytes inside the entry and unpickled only when
it is asked for, beside a plain summary that is read at once (`remembered_with_summary`): the
start screen needs the house's name, not the classes of its whole ruleset.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import kiosk

T = TypeVar("T")
S = TypeVar("S")

_CODE = Path(kiosk.__file__).resolve().parent
_FORMAT = 2
_PLAIN, _PICKLED = "plain", "pickle"


def _stamp(path: Path) -> tuple[str, int, int] | tuple[str]:
    try:
        info = path.stat()
    except OSError:
        return (str(path),)
    return (str(path), info.st_mtime_ns, info.st_size)


@cache  # the code does not change while it runs
def _code_stamp() -> tuple[object, ...]:
    """The code the cached classes come from: kiosk's rules, domain and drills sources, or in a
    bundle (PyInstaller, where the code is inside the executable) the executable itself."""
    stamps: list[tuple[str, ...] | tuple[str, int, int]] = []
    if getattr(sys, "frozen", False):
        stamps.append(_stamp(Path(sys.executable)))
    for part in ("rules", "domain", "drills"):
        try:
            with os.scandir(_CODE / part) as entries:
                for entry in entries:
                    if entry.name.endswith(".py") and entry.is_file():
                        info = entry.stat()
                        stamps.append((f"{part}/{entry.name}", info.st_mtime_ns, info.st_size))
        except OSError:  # no source files (a bundle)
            continue
    return (_FORMAT, kiosk.__version__, *sorted(stamps))


def remembered(
    name: str, sources: Iterable[Path], build: Callable[[], T], cache_dir: Path | None
) -> T:
    """`build()`, or what it returned last time when `sources` and the code are unchanged.

    `name` names the entry (one file per name in `cache_dir`); `sources` are every file whose
    presence or content the result depends on (missing files count too). Without a cache
    folder this is just `build()`. Errors raised by `build()` pass through and are not kept.
    """
    return remembered_with_summary(name, sources, build, lambda _: None, cache_dir)[1]()


def remembered_with_summary(
    name: str,
    sources: Iterable[Path],
    build: Callable[[], T],
    summarize: Callable[[T], S],
    cache_dir: Path | None,
) -> tuple[S, Callable[[], T]]:
    """`summarize(build())` now, and a loader that returns the built value when called.

    As `remembered`, except that from a valid entry only the summary (a plain value) is read
    at once, and the value itself is unpickled on the loader's first call. Without an entry
    `build()` runs now, so its errors are raised here, not by the loader.
    """
    if cache_dir is None:
        value = build()
        return summarize(value), lambda: value
    key = (name, tuple(_stamp(p) for p in sources), _code_stamp())
    entry = cache_dir / f"{name}.cache"
    found = _read(entry, key)
    if found is not None:
        summary, kind, payload = found
        return summary, _loader(kind, payload, build)
    value = build()
    summary = summarize(value)
    _write(entry, key, summary, value)
    return summary, lambda: value


def _read(entry: Path, key: tuple[object, ...]) -> tuple[Any, str, Any] | None:
    try:
        stored_key, summary, kind, payload = marshal.loads(entry.read_bytes())
    except Exception:  # missing, unreadable, damaged or of another format: read the files
        return None
    if stored_key != key or kind not in (_PLAIN, _PICKLED):
        return None
    return summary, kind, payload


def _loader(kind: str, payload: Any, build: Callable[[], T]) -> Callable[[], T]:
    """The stored value, unpickled once on the first call (rebuilt if that fails)."""
    loaded: list[T] = []

    def load() -> T:
        if not loaded:
            if kind == _PLAIN:
                loaded.append(payload)
            else:
                import pickle

                try:
                    loaded.append(pickle.loads(payload))
                except Exception:  # damaged inside: the sources are unchanged, build again
                    loaded.append(build())
        return loaded[0]

    return load


def _write(entry: Path, key: tuple[object, ...], summary: object, value: object) -> None:
    try:
        record: Any = (key, summary, _PLAIN, value)
        data = marshal.dumps(record)
        if marshal.loads(data) != record:  # whatever does not read back as it was
            raise ValueError
    except ValueError:  # not a plain value
        import pickle

        try:
            payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
            record = (key, summary, _PICKLED, payload)
            data = marshal.dumps(record)
        except (pickle.PicklingError, TypeError, AttributeError, ValueError):
            return
    try:
        write_atomically(entry, data)
        entry.with_suffix(".pickle").unlink(missing_ok=True)  # the entry of format 1
    except OSError:
        pass


def write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to `path` whole or not at all: into a file of this process's own beside it
    (two kiosks starting at once do not write into one file), then renamed over `path`. Raises
    OSError; the partial file of a failed write is removed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
    try:
        partial.write_bytes(data)
        partial.replace(path)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        raise
