"""Imports stand at the top of their modules (docs/architecture.md): an AST walk counts every
import inside a function or method.

The parts listed here have none but Qt's: the commands and the self-test import PySide6 and
kiosk.ui inside the function that makes a window or a page, so that a command that opens none
never loads Qt (tests/test_cli.py). The command dispatch imports its one command module with
importlib, which is no import statement.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.test_layering import _modules, _part

TOP_ONLY = (
    "cli",
    "commands",
    "selftest",
    "settings",
    "i18n",
    "rules",
    "drills",
    "verify",
    "notary",
    "domain",
)

#: What may be imported inside a function of those parts: Qt, and the screens built on it.
QT = ("PySide6", "shiboken6", "kiosk.ui")


def local_imports(path: Path) -> Iterator[tuple[int, str]]:
    """(line, module) of every import inside a function or method of the file at `path`."""

    def walk(node: ast.AST, in_function: bool) -> Iterator[tuple[int, str]]:
        for child in ast.iter_child_nodes(node):
            if in_function and isinstance(child, ast.Import):
                yield from ((child.lineno, alias.name) for alias in child.names)
            elif in_function and isinstance(child, ast.ImportFrom):
                yield child.lineno, "." * child.level + (child.module or "")
            inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            yield from walk(child, inside)

    yield from walk(ast.parse(path.read_text(encoding="utf-8")), False)


@pytest.mark.parametrize("part", TOP_ONLY)
def test_imports_stand_at_the_top(part: str) -> None:
    found = [
        f"{module}:{line} imports {name}"
        for module, path in _modules()
        if _part(module) == part
        for line, name in local_imports(path)
        if not name.startswith(QT)
    ]
    assert found == []


def test_the_walk_finds_an_import_in_a_method(tmp_path: Path) -> None:
    source = tmp_path / "module.py"
    source.write_text(
        "import os\n"
        "class A:\n"
        "    def f(self):\n"
        "        def g():\n"
        "            from kiosk.rules import loader\n"
        "        import json, sys\n",
        encoding="utf-8",
    )
    assert list(local_imports(source)) == [(5, "kiosk.rules"), (6, "json"), (6, "sys")]


#: The seams where an import may stand inside a function (docs/architecture.md): the command
#: dispatch and the commands' windows (Qt), the main window's screen factories, and the choice
#: of the records engine (psycopg, and the server and outbox stores, loaded only for a room).
RECORDS_ENGINE = ("psycopg", "kiosk.records.postgres", "kiosk.records.outbox")
MOST = 40


def test_the_records_import_late_only_at_the_choice_of_their_engine() -> None:
    found = [
        f"{module}:{line} imports {name}"
        for module, path in _modules()
        if _part(module) == "records"
        for line, name in local_imports(path)
        if not name.startswith(RECORDS_ENGINE)
    ]
    assert found == []


def test_one_pc_records_load_no_psycopg(tmp_path: Path) -> None:
    probe = (
        "import sys\nfrom pathlib import Path\nimport kiosk.ui.app.start\n"
        "from kiosk.records import open_store\n"
        "open_store(Path(sys.argv[1])).close()\n"
        "print(sorted(m for m in sys.modules if m.startswith('psycopg')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout.splitlines()[-1] == "[]"


def test_at_most_forty_imports_stand_inside_functions() -> None:
    found = [f"{m}:{line}" for m, path in _modules() for line, _ in local_imports(path)]
    assert len(found) <= MOST, found
