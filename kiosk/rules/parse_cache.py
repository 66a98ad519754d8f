"""Parsed rulesets and exams kept between runs of the app.

Reading a house file means importing PyYAML, composing every node and checking it against the
format: a good share of the app's start-up, for files that hardly ever change. The result is
pickled in the user's cache folder with what it was made from (each source file's size and
modification time, and the same for kiosk's rules and domain code, whose classes the pickle
holds). The next start uses it only if all of these are unchanged; any doubt, unreadable or
stale entry means reading the files again. A cache that cannot be written is simply skipped.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import TypeVar

import kiosk

T = TypeVar("T")

_CODE = Path(kiosk.__file__).resolve().parent
_FORMAT = 1


def _stamp(path: Path) -> tuple[str, int, int] | tuple[str]:
    try:
        info = path.stat()
    except OSError:
        return (str(path),)
    return (str(path), info.st_mtime_ns, info.st_size)


@cache  # the code does not change while it runs
def _code_stamp() -> tuple[object, ...]:
    files = [
        p for part in ("rules", "domain", "drills") for p in sorted((_CODE / part).glob("*.py"))
    ]
    return (_FORMAT, kiosk.__version__, *(_stamp(p) for p in files))


def remembered(
    name: str, sources: Iterable[Path], build: Callable[[], T], cache_dir: Path | None
) -> T:
    """`build()`, or what it returned last time when `sources` and the code are unchanged.

    `name` names the entry (one file per name in `cache_dir`); `sources` are every file whose
    presence or content the result depends on (missing files count too). Without a cache
    folder this is just `build()`. Errors raised by `build()` pass through and are not kept.
    """
    if cache_dir is None:
        return build()
    key = (name, tuple(_stamp(p) for p in sources), _code_stamp())
    entry = cache_dir / f"{name}.pickle"
    try:
        with entry.open("rb") as file:
            stored_key, value = pickle.load(file)
        if stored_key == key:
            return value  # type: ignore[no-any-return]
    except Exception:
        pass
    value = build()
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
        partial = entry.with_suffix(".partial")
        with partial.open("wb") as file:
            pickle.dump((key, value), file, protocol=pickle.HIGHEST_PROTOCOL)
        partial.replace(entry)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        pass
    return value
