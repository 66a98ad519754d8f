"""PySide6's support code is compiled once and kept (kiosk.ui.app.compile_cache, issue 5 start-up).

Reused code must be exactly what compile() makes; anything in doubt is compiled afresh; the
built-in compile() is back in place after the block whatever happens in it.
"""

from __future__ import annotations
import __future__

import builtins
import marshal
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kiosk.ui.app import compile_cache
from kiosk.ui.app.compile_cache import kept_compiles

FUTURES_HERE = __future__.annotations.compiler_flag  # this module's future import
SOURCE = b"def area(w, h):\n    return w * h\n\nANSWER = area(6, 7)\n"


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The file names the real compile() is asked to compile within the block."""
    names: list[str] = []
    real = compile_cache._real_compile

    def counting(*args: Any, **kwargs: Any) -> Any:
        names.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(compile_cache, "_real_compile", counting)
    monkeypatch.setattr(builtins, "compile", counting)
    return names


def _run(code: Any) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(code, namespace)
    return namespace


def test_code_compiled_once_is_reused_as_it_was(tmp_path: Path, counted: list[str]) -> None:
    kept = tmp_path / "cache" / "support.code"
    with kept_compiles(kept):
        first = compile(SOURCE, "support/area.py", "exec")
    assert counted == ["support/area.py"] and kept.is_file()
    with kept_compiles(kept):
        second = compile(SOURCE, "support/area.py", "exec")
    assert counted == ["support/area.py"]  # not compiled again
    # as the real compile() makes it here: with this module's `from __future__` flags
    fresh = compile_cache._real_compile(SOURCE, "support/area.py", "exec", FUTURES_HERE, True)
    assert second == fresh and second is not first  # read back: the same code
    assert second.co_filename == "support/area.py"
    assert _run(second)["ANSWER"] == 42


def test_a_changed_source_is_compiled_again(tmp_path: Path, counted: list[str]) -> None:
    kept = tmp_path / "support.code"
    with kept_compiles(kept):
        compile(SOURCE, "area.py", "exec")
    changed = SOURCE.replace(b"6, 7", b"5, 7")
    with kept_compiles(kept):
        code = compile(changed, "area.py", "exec")
    assert counted == ["area.py", "area.py"]
    assert _run(code)["ANSWER"] == 35
    with kept_compiles(kept):  # the new source is what is kept now
        assert _run(compile(changed, "area.py", "exec"))["ANSWER"] == 35
    assert len(counted) == 2


def test_same_source_under_another_name_or_mode_is_its_own(
    tmp_path: Path, counted: list[str]
) -> None:
    kept = tmp_path / "support.code"
    with kept_compiles(kept):
        compile(SOURCE, "area.py", "exec")
        other = compile(SOURCE, "other.py", "exec")
        single = compile("6 * 7", "area.py", "eval")
    assert other.co_filename == "other.py"
    assert eval(single) == 42
    assert counted == ["area.py", "other.py", "area.py"]


def test_a_damaged_or_foreign_file_is_compiled_afresh(
    tmp_path: Path, counted: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = tmp_path / "support.code"
    kept.write_bytes(b"\x00not marshal at all")
    with kept_compiles(kept):
        code = compile(SOURCE, "area.py", "exec")
    assert _run(code)["ANSWER"] == 42 and counted == ["area.py"]
    kept.write_bytes(marshal.dumps(("another format", [1, 2, 3])))
    with kept_compiles(kept):
        compile(SOURCE, "area.py", "exec")
    assert len(counted) == 2
    # kept under another Python: its code may not run here
    monkeypatch.setattr(compile_cache, "_python", lambda: (1, "3.99.0 (other)", 0))
    with kept_compiles(kept):
        compile(SOURCE, "area.py", "exec")
    assert len(counted) == 3


def test_inherited_future_flags_count_as_the_real_compile_counts_them(tmp_path: Path) -> None:
    """This test module has `from __future__ import annotations`: compile() called here hands it
    on, so the annotation stays a string; dont_inherit=True does not hand it on."""
    source = "def f(x: undefined_name) -> None: pass\nNOTE = f.__annotations__['x']\n"
    kept = tmp_path / "support.code"
    for _ in range(2):  # compiled, then read back
        with kept_compiles(kept):
            inherited = compile(source, "f.py", "exec")
            own = compile(source, "f.py", "exec", 0, True)
        assert _run(inherited)["NOTE"] == "undefined_name"
        with pytest.raises(NameError):
            _run(own)
        assert inherited == builtins.compile(source, "f.py", "exec")


def test_other_calls_are_passed_on(tmp_path: Path) -> None:
    import ast

    kept = tmp_path / "support.code"
    with kept_compiles(kept):
        tree = compile("x = 1", "t.py", "exec", ast.PyCF_ONLY_AST)
        optimised = compile("assert False", "t.py", "exec", optimize=2)
        from_tree = compile(ast.parse("y = 2"), "t.py", "exec")
    assert isinstance(tree, ast.Module)
    exec(optimised, {})  # the assert was optimised away
    assert _run(from_tree)["y"] == 2
    assert not kept.exists()  # nothing there to keep


def test_the_builtin_is_back_whatever_happens(tmp_path: Path) -> None:
    real = builtins.compile
    with pytest.raises(SyntaxError), kept_compiles(tmp_path / "support.code"):
        assert builtins.compile is not real
        compile(b"def (:\n", "broken.py", "exec")
    assert builtins.compile is real
    with kept_compiles(None):  # no folder: nothing is stood in for
        assert builtins.compile is real
    assert builtins.compile is real


def test_a_folder_that_cannot_be_written_is_no_error(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("in the way", encoding="utf-8")
    with kept_compiles(blocked / "support.code"):
        code = compile(SOURCE, "area.py", "exec")
    assert _run(code)["ANSWER"] == 42


PROBE = """
import builtins, sys
from pathlib import Path
from kiosk.ui.app import compile_cache
names = []
real = compile_cache._real_compile
def counting(*args, **kwargs):
    names.append(str(args[1]))
    return real(*args, **kwargs)
compile_cache._real_compile = builtins.compile = counting
from kiosk.ui.app.boot import prepare
prepare(Path(sys.argv[1]))
import PySide6.QtWidgets
support = [name for name in names if not name.startswith("/")]  # not a .py file's own path
print(len(support), ",".join(support))
"""


def test_pyside_support_code_is_compiled_on_the_first_start_only(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    runs = [
        subprocess.run(
            [sys.executable, "-c", PROBE, str(tmp_path / "cache")],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        for _ in range(2)
    ]
    for run in runs:
        assert run.returncode == 0, run.stderr
    count, _, names = runs[0].stdout.strip().partition(" ")
    assert int(count) > 5 and "shibokensupport/signature/loader.py" in names.split(",")
    assert runs[1].stdout.strip() == "0"  # every module's code came from the cache
    assert (tmp_path / "cache" / "pyside-support.code").is_file()
