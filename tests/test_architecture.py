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


CLIENT = ENGINE.parent / "client"


def module_imports(path: Path, root: Path, lazy: bool) -> set[str]:
    """The game.client modules a file imports: at module level only, or also inside functions
    (`lazy`); what is imported only for type checking does not count."""
    known = {".".join(p.relative_to(root.parent.parent).with_suffix("").parts).removesuffix(".__init__")
             for p in root.rglob("*.py")}
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and not lazy:
                continue
            if isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                found.add(child.module)
                found.update(f"{child.module}.{a.name}" for a in child.names)
            elif isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found & known


def client_graph(lazy: bool) -> dict[str, set[str]]:
    graph = {}
    for path in CLIENT.rglob("*.py"):
        name = ".".join(path.relative_to(CLIENT.parent.parent).with_suffix("").parts).removesuffix(".__init__")
        graph[name] = module_imports(path, CLIENT, lazy) - {name}
    return graph


def cycle_in(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle of the graph (empty when there is none)."""
    state: dict[str, int] = {}
    path: list[str] = []

    def walk(m: str) -> list[str]:
        state[m] = 1
        path.append(m)
        for d in sorted(graph.get(m, ())):
            if state.get(d) == 1:
                return path[path.index(d):] + [d]
            if d not in state and (found := walk(d)):
                return found
        state[m] = 2
        path.pop()
        return []

    for m in sorted(graph):
        if m not in state and (found := walk(m)):
            return found
    return []


def test_the_client_has_no_import_cycle_at_module_level():
    assert cycle_in(client_graph(lazy=False)) == []


def test_the_window_and_the_scenes_do_not_import_each_other():
    """app.py names one scene, the title, inside App.start (its default first scene); no scene
    imports the app but for type hints."""
    lazy = client_graph(lazy=True)
    assert {m for m in lazy["game.client.app"] if m.startswith("game.client.scenes")} <= \
        {"game.client.scenes.title", "game.client.scenes.title.TitleScene"}
    assert not {m for m in client_graph(lazy=False)["game.client.app"] if m.startswith("game.client.scenes")}
    assert not [m for m, deps in lazy.items() if m.startswith("game.client.scene") and "game.client.app" in deps]


def test_the_cycle_check_finds_a_cycle():
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) == []
