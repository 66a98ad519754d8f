"""PySide6's own support code, compiled once and kept, as Python keeps a module's .pyc file.

Every time PySide6 is imported, shiboken unpacks the Python code of its signature support from
a zip held inside its library (14 modules, some 130 kB of source) and compiles each of them with
the built-in `compile()`: coming from no folder, they get no .pyc file. On the training PCs that
compiling is some 18 ms of every start, more than building the whole start screen.

`kept_compiles(path)` stands in for the built-in `compile()` while PySide6 is first imported. For
a call of the plain form `compile(source, filename, mode)` it hands back the code object made
last time from the identical source, file name, mode and inherited `from __future__` flags
under the identical Python (its full version string and optimisation level, since both shape
the code): the object `compile()` would make, so nothing differs but the time. Whatever it has
not seen goes to the real `compile()`, and so does every other form of call; new code is then
kept in `path`, marshalled as in a .pyc file, beside the source it was made from. A missing,
damaged or outdated file counts as empty, and one that cannot be written is not written.

A compile() call inherits the `from __future__` flags of the code that calls it. The stand-in
works them out from its caller, as CPython does, and hands them to the real compile() in so many
words (with dont_inherit), so its own module's flags never come into it.
"""

import __future__

import builtins
import functools
import marshal
import operator
import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from kiosk.rules.parse_cache import write_atomically

_FORMAT = 1
_real_compile = builtins.compile
#: The compile() flags of the `from __future__` features: those a call inherits.
_FUTURES = functools.reduce(
    operator.or_, (getattr(__future__, name).compiler_flag for name in __future__.all_feature_names)
)


def _python() -> tuple[object, ...]:
    """What a kept code object was made under: the format, Python's build and -O level."""
    return (_FORMAT, sys.version, sys.flags.optimize)


def _read(path: Path) -> dict[Any, Any]:
    try:
        stored_for, kept = marshal.loads(path.read_bytes())
    except Exception:  # missing, unreadable, damaged or of another format: compile afresh
        return {}
    if stored_for != _python() or not isinstance(kept, dict):
        return {}
    return kept


def _write(path: Path, kept: dict[Any, Any]) -> None:
    try:
        record: Any = (_python(), kept)
        write_atomically(path, marshal.dumps(record))
    except (OSError, ValueError):  # a folder that cannot be written: compile next time again
        pass


def _future_flags(frame: Any) -> int:
    """The `from __future__` flags a compile() called from `frame` inherits, as CPython works
    them out (the calling code's flags, masked to the future features)."""
    return int(frame.f_code.co_flags) & _FUTURES if frame is not None else 0


@contextmanager
def kept_compiles(path: Path | None) -> Iterator[None]:
    """Within the block, code compiled in an earlier run from the same source is reused (see
    the module's docstring); without a path the block runs as it would anyway."""
    if path is None or builtins.compile is not _real_compile:
        yield
        return
    kept = _read(path)
    used: dict[Any, Any] = {}
    changed = False

    def compile(  # the built-in's stand-in, with the built-in's parameters
        source: Any,
        filename: Any,
        mode: str,
        flags: int = 0,
        dont_inherit: bool = False,
        optimize: int = -1,
        **more: Any,
    ) -> Any:
        nonlocal changed
        if not dont_inherit:  # what the caller's code would pass on to the real compile()
            flags |= _future_flags(sys._getframe(1))
        plain = not more and optimize == -1 and isinstance(source, (bytes, str))
        key = (filename, mode, flags)
        if plain and isinstance(filename, str):
            found = kept.get(key)
            if found is not None and found[0] == source:
                used[key] = found
                return found[1]
        code = _real_compile(source, filename, mode, flags, True, optimize, **more)
        if plain and isinstance(filename, str) and isinstance(code, types.CodeType):
            used[key] = (source, code)
            changed = True
        return code

    builtins.compile = compile
    try:
        yield
    finally:
        if builtins.compile is compile:
            builtins.compile = _real_compile
    if changed:
        _write(path, used)
