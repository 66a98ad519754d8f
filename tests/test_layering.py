"""Imports point down only: every part of kiosk may import the parts below it, never above.

A part is a package (kiosk/domain/) or a top-level module (kiosk/i18n.py). The matrix below is
the whole rule, and docs/architecture.md draws the same layers. Every import counts, also one
inside a function or under TYPE_CHECKING: a lazy import is still a dependency. A new part fails
until it is placed in the matrix; a new upward import fails until the layers are changed here
and in the document.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kiosk"

#: The base every layer may use: the version (kiosk/__init__.py), the shipped files
#: (resources), translate() (i18n), writing a file whole (files) and showing a file's text in a
#: message (text).
BASE = frozenset({"kiosk", "resources", "i18n", "files", "text"})

#: Each part, and the other parts it may import. Read from the bottom up:
#: domain <- rules <- settings, drills, verify <- records <- notary, ui, selftest <- commands <- cli.
ALLOWED: dict[str, frozenset[str]] = {
    "kiosk": frozenset(),
    "resources": frozenset({"kiosk"}),
    "i18n": frozenset({"kiosk", "resources"}),
    "files": frozenset(),
    "text": frozenset(),
    # cards, shoe, tableau, coup, bets, settlement, chips, odds: pure Python, no sentences
    "domain": frozenset(),
    "rules": BASE | {"domain"},
    "settings": BASE | {"domain", "rules"},
    "drills": BASE | {"domain", "rules"},
    "verify": BASE | {"domain", "rules"},
    "records": BASE | {"domain", "rules", "settings", "drills", "verify"},
    # the room's signer on the records server: nothing imports it but the commands
    "notary": BASE | {"domain", "rules", "drills", "records"},
    "ui": BASE | {"domain", "rules", "settings", "drills", "verify", "records"},
    "selftest": BASE | {"domain", "rules", "settings", "drills", "verify", "records", "ui"},
    "commands": BASE
    | {"domain", "rules", "settings", "drills", "verify", "records", "notary", "ui", "selftest"},
    "cli": BASE | {"commands"},
    "__main__": frozenset({"cli"}),
}

#: The parts that may import Qt (PySide6, shiboken6). The commands and the self-test import it
#: only inside the functions that need it.
QT_PARTS = frozenset({"ui", "selftest", "commands"})


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _part(module: str) -> str:
    """`kiosk.rules.loader` -> "rules", `kiosk.i18n` -> "i18n", `kiosk` -> "kiosk"."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "kiosk"


@functools.cache  # each file is read once a run, however many tests ask
def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def _modules(root: Path = PACKAGE) -> Iterator[tuple[str, Path]]:
    for path in sorted(root.rglob("*.py")):
        yield _module_name(path, root), path


def _upward(modules: list[tuple[str, Path]]) -> Iterator[tuple[str, str]]:
    for module, path in modules:
        here = _part(module)
        for name in _imports(path):
            if name != "kiosk" and not name.startswith("kiosk."):
                continue
            there = _part(name)
            if there != here and there not in ALLOWED.get(here, frozenset()):
                yield module, name


def test_every_part_is_placed_in_the_matrix() -> None:
    parts = {_part(module) for module, _ in _modules()}
    assert sorted(parts - set(ALLOWED)) == []
    assert sorted(set(ALLOWED) - parts) == []  # nothing listed that is gone


def test_imports_point_down_only() -> None:
    found = set(_upward(list(_modules())))
    assert sorted(found) == []


@pytest.mark.parametrize("part", sorted(set(ALLOWED) - QT_PARTS))
def test_only_the_ui_imports_qt(part: str) -> None:
    offenders = [
        f"{module} imports {name}"
        for module, path in _modules()
        if _part(module) == part
        for name in _imports(path)
        if name.split(".")[0] in ("PySide6", "shiboken6")
    ]
    assert offenders == []


def _cycles() -> list[frozenset[str]]:
    """Groups of modules that import each other (a package's own __init__ aside)."""
    graph: dict[str, set[str]] = {}
    for module, path in _modules():
        graph[module] = {
            name
            for name in _imports(path)
            if name.startswith("kiosk.") and name != module and not module.startswith(name + ".")
        }
    found: list[frozenset[str]] = []
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in graph:
                continue
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_no_import_cycles() -> None:
    assert sorted(map(sorted, set(_cycles()))) == []


def test_the_matrix_catches_an_upward_import(tmp_path: Path) -> None:
    domain = tmp_path / "kiosk" / "domain"
    domain.mkdir(parents=True)
    bad = domain / "bad.py"
    bad.write_text("def f():\n    from kiosk.ui.app.start import run_app\n", encoding="utf-8")
    found = list(_upward(list(_modules(tmp_path / "kiosk"))))
    assert found == [("kiosk.domain.bad", "kiosk.ui.app.start")]


def test_the_import_reader_sees_qt(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    assert "PySide6.QtCore" in _imports(bad)
