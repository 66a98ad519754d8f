"""Imports point down only: every part of kiosk may import the parts below it, never above.

A part is a package (kiosk/domain/) or a top-level module (kiosk/i18n.py). The matrix below is
the whole rule, and docs/architecture.md draws the same layers. Every import counts, also one
inside a function or under TYPE_CHECKING: a lazy import is still a dependency. A new part fails
until it is placed in the matrix; a new upward import fails until the layers are changed here
and in the document. The UI reaches the records only through `kiosk.records` (FACES).
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

#: Each part, and the parts it reaches only through their package's face (`kiosk/records/
#: __init__.py`): `from kiosk.records import Trainee`, never `kiosk.records.model` or
#: `from kiosk.records import model`.
FACES: dict[str, frozenset[str]] = {"ui": frozenset({"records"})}

#: The parts that may import Qt (PySide6, shiboken6). The commands and the self-test import it
#: only inside the functions that need it.
QT_PARTS = frozenset({"ui", "selftest", "commands"})

#: The one seam where the UI imports inside a function: the screen factories the main window
#: calls, which import a screen's module when it is first shown. Every other import stands at the
#: top of its module.
SCREEN_FACTORIES: dict[str, frozenset[str]] = {
    "kiosk.ui.app.main_window": frozenset(
        {"default_rules_screen", "mode_screen", "drill_screen", "result_screen"}
    ),
    "kiosk.ui.supervisor.hooks": frozenset({"screen", "progress_screen", "_exam_screen"}),
}


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


def _below_faces(
    modules: list[tuple[str, Path]], root: Path = PACKAGE
) -> Iterator[tuple[str, str]]:
    """(module, what it imports below a face it must use)."""
    for module, path in modules:
        for part in FACES.get(_part(module), frozenset()):
            face = f"kiosk.{part}"
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    names = [node.module]
                    if node.module == face:  # `from kiosk.records import seal`: a module
                        names += [
                            f"{face}.{alias.name}"
                            for alias in node.names
                            if (root / part / f"{alias.name}.py").exists()
                            or (root / part / alias.name).is_dir()
                        ]
                else:
                    continue
                yield from ((module, name) for name in names if name.startswith(face + "."))


def test_every_part_is_placed_in_the_matrix() -> None:
    parts = {_part(module) for module, _ in _modules()}
    assert sorted(parts - set(ALLOWED)) == []
    assert sorted(set(ALLOWED) - parts) == []  # nothing listed that is gone


def test_imports_point_down_only() -> None:
    found = set(_upward(list(_modules())))
    assert sorted(found) == []


def test_the_ui_reaches_the_records_through_their_face() -> None:
    assert sorted(set(_below_faces(list(_modules())))) == []


def _local_imports(modules: list[tuple[str, Path]]) -> Iterator[tuple[str, str]]:
    """(module, function) for each import inside a function of the UI, the screen factories
    aside."""
    for module, path in modules:
        if _part(module) != "ui":
            continue
        allowed = SCREEN_FACTORIES.get(module, frozenset())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                and node.name not in allowed
            ):
                for inner in node.body:
                    for found in ast.walk(inner):
                        if isinstance(found, ast.Import | ast.ImportFrom):
                            yield module, node.name


def test_the_ui_imports_inside_functions_only_in_the_screen_factories() -> None:
    assert sorted(set(_local_imports(list(_modules())))) == []


def test_the_local_import_rule_catches_one(tmp_path: Path) -> None:
    ui = tmp_path / "kiosk" / "ui"
    ui.mkdir(parents=True)
    (ui / "late.py").write_text(
        "def f():\n    import json\n\ndef g():\n    if True:\n        from kiosk import i18n\n",
        encoding="utf-8",
    )
    found = sorted(set(_local_imports(list(_modules(tmp_path / "kiosk")))))
    assert found == [("kiosk.ui.late", "f"), ("kiosk.ui.late", "g")]


def test_the_face_rule_catches_a_module_below(tmp_path: Path) -> None:
    root = tmp_path / "kiosk"
    (root / "records").mkdir(parents=True)
    (root / "records" / "__init__.py").write_text("", encoding="utf-8")
    (root / "records" / "seal.py").write_text("", encoding="utf-8")
    (root / "ui").mkdir()
    (root / "ui" / "good.py").write_text("from kiosk.records import Trainee\n", encoding="utf-8")
    (root / "ui" / "bad.py").write_text(
        "from kiosk.records import seal\n"
        "def f():\n    from kiosk.records.seal import Reason\n    import kiosk.records.engine\n",
        encoding="utf-8",
    )
    found = sorted(_below_faces(list(_modules(root)), root))
    assert found == [
        ("kiosk.ui.bad", "kiosk.records.engine"),
        ("kiosk.ui.bad", "kiosk.records.seal"),
        ("kiosk.ui.bad", "kiosk.records.seal"),
    ]


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
