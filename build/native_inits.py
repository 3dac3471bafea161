"""Write an explicit `__init__` into each of the engine's dataclasses in the build's copy, before
mypyc compiles it (build/compile_engine.py).

mypyc compiles a dataclass into a native class but leaves the `__init__` the dataclasses module
generates at import time interpreted: about 600 ns an object for a frozen one, which sets each
field through `object.__setattr__` from Python. The same method written in the class body is
compiled, about 30 ns. A game creates thousands of such objects (a first game of random bots:
about 2,500 events, actions, frames and battle lines), so the engine's own speed depends on it.

The source keeps plain dataclasses: the method is added to the build's copy only, and says what
the dataclasses module would have done (the same parameters, defaults and order, inherited fields
first; a frozen class's fields set through `object.__setattr__`, so it stays frozen; a
`default_factory` called for each object). A class whose `__init__` this cannot reproduce exactly
is left as it is: one with its own `__init__` or `__post_init__`, a field left out of `__init__`
or given by `field()` with anything but `default_factory`, decorator arguments other than
`frozen`, more than one base, or a base that is not a dataclass of the same module this could read."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path


@dataclass
class _Field:
    name: str
    annotation: str
    default: str | None = None  # the default's source text
    factory: str | None = None  # an expression making the default_factory's value


@dataclass
class _Class:
    node: ast.ClassDef
    frozen: bool
    fields: list[_Field] | None  # None: not reproducible (and so neither is a subclass)
    reduces: bool = False  # it or a base says how it is pickled (__reduce__)


def add_native_inits(path: Path) -> int:
    """Add the methods to one module of the build's copy; the number of classes given one."""
    source = path.read_text(encoding="utf-8")
    classes = _dataclasses(source)
    lines = source.splitlines(keepends=True)
    added = 0
    for cls in sorted(classes.values(), key=lambda c: -(c.node.end_lineno or 0)):  # bottom up
        if cls.fields is None:
            continue
        indent = " " * cls.node.body[0].col_offset
        end = cls.node.end_lineno or len(lines)
        lines[end:end] = ["\n"] + [indent + line + "\n" for line in _init_lines(cls) + _reduce_lines(cls)]
        added += 1
    if added:
        path.write_text("".join(lines), encoding="utf-8")
    return added


def _dataclasses(source: str) -> dict[str, _Class]:
    """The module's top-level dataclasses by name, with the fields of each that can be reproduced."""
    tree = ast.parse(source)
    found: dict[str, _Class] = {}
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        frozen = _dataclass_frozen(node)
        if frozen is None:
            continue
        own = any(isinstance(item, ast.FunctionDef) and item.name in ("__reduce__", "__reduce_ex__", "__getstate__")
                  for item in node.body)
        parents = [found[b.id] for b in node.bases if isinstance(b, ast.Name) and b.id in found]
        found[node.name] = _Class(node, frozen, _fields(source, node, found, frozen),
                                  own or any(p.reduces for p in parents))
    return found


def _dataclass_frozen(node: ast.ClassDef) -> bool | None:
    """Whether a class decorated `@dataclass` or `@dataclass(frozen=...)` is frozen; None for any
    other class (or other decorator arguments)."""
    for dec in node.decorator_list:
        if isinstance(dec, ast.Name) and dec.id == "dataclass":
            return False
        if isinstance(dec, ast.Call) and isinstance(dec.func, ast.Name) and dec.func.id == "dataclass":
            if dec.args or any(k.arg != "frozen" or not isinstance(k.value, ast.Constant) for k in dec.keywords):
                return None
            return any(k.value.value is True for k in dec.keywords if isinstance(k.value, ast.Constant))
    return None


def _fields(source: str, node: ast.ClassDef, known: dict[str, _Class], frozen: bool) -> list[_Field] | None:
    """The class's fields in the order its dataclass `__init__` takes them, or None."""
    fields: list[_Field] = []
    if len(node.bases) > 1 or node.keywords:  # (the fields of several bases merge by the MRO: not read here)
        return None
    for base in node.bases:
        parent = known.get(base.id) if isinstance(base, ast.Name) else None
        if parent is None or parent.fields is None or parent.frozen != frozen:
            return None
        fields = [*parent.fields]
    for item in node.body:
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name in ("__init__", "__post_init__"):
            return None
        if not (isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)):
            continue
        annotation = ast.get_source_segment(source, item.annotation) or ""
        if "ClassVar" in annotation or "InitVar" in annotation or "\n" in annotation or annotation[:1] in "\"'":
            return None
        f = _Field(item.target.id, annotation)
        if isinstance(item.value, ast.Call) and isinstance(item.value.func, ast.Name) and item.value.func.id == "field":
            call = item.value
            if call.args or [k.arg for k in call.keywords] != ["default_factory"]:
                return None
            made = call.keywords[0].value
            if isinstance(made, ast.Lambda):  # its body itself, which mypy types from the field
                if made.args.args or made.args.vararg or made.args.kwarg:
                    return None
                f.factory = f"({ast.get_source_segment(source, made.body)})"
            else:
                f.factory = f"({ast.get_source_segment(source, made)})()"
            if "None" in annotation:  # (None given would be read as "not given")
                return None
        elif item.value is not None:
            f.default = ast.get_source_segment(source, item.value)
        if "\n" in (f.factory or f.default or ""):
            return None
        at = next((i for i, old in enumerate(fields) if old.name == f.name), None)
        if at is None:
            fields.append(f)
        else:  # a field declared again keeps its place (as the dataclasses module does)
            fields[at] = f
    return fields


def _init_lines(cls: _Class) -> list[str]:
    params = ["self"]
    body = []
    for f in cls.fields or []:
        if f.factory is not None:  # None stands for "not given" (such a field never holds None)
            params.append(f"{f.name}: {f.annotation} | None = None")
            body += [f"if {f.name} is None:", f"    {f.name} = {f.factory}"]
        else:
            params.append(f"{f.name}: {f.annotation}" + (f" = {f.default}" if f.default is not None else ""))
        body.append(f'object.__setattr__(self, "{f.name}", {f.name})' if cls.frozen else f"self.{f.name} = {f.name}")
    return [f"def __init__({', '.join(params)}) -> None:"] + ["    " + line for line in body or ["pass"]]


def _reduce_lines(cls: _Class) -> list[str]:
    """How an object is pickled (the state's copies, the bots' worker processes), when the class
    does not say: by its fields, through the `__init__` (a native class with a compiled
    `__init__` is made by calling it, so it can no longer be made empty and filled in)."""
    if cls.reduces:
        return []
    values = "".join(f"self.{f.name}, " for f in cls.fields or [])
    return ["", "def __reduce__(self) -> tuple:", f"    return (type(self), ({values}))"]
