"""The engine is pure: it imports only the standard library and itself (no pygame, no YAML, no
file or clock access), so rules stay testable and deterministic."""

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "game" / "engine"
FORBIDDEN_STDLIB = {"random", "time", "datetime", "os", "pathlib", "io", "socket", "threading"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_engine_imports_only_the_standard_library_and_itself():
    offenders = []
    for path in sorted(ENGINE.rglob("*.py")):
        for name in imported_modules(path):
            top = name.split(".")[0]
            if name.startswith("game.engine") or name == "__future__":
                continue
            if top in sys.stdlib_module_names and top not in FORBIDDEN_STDLIB:
                continue
            offenders.append(f"{path.relative_to(ENGINE)} imports {name}")
    assert offenders == []


def test_the_architecture_check_would_catch_pygame(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import pygame\nfrom game.client import x\n")
    assert imported_modules(bad) == {"pygame", "game.client"}
