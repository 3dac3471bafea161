"""build/native_inits.py: the `__init__` (and `__reduce__`) it writes into the build's copy of the
engine take what the dataclasses module's would, make the same objects, and leave alone the
classes it cannot reproduce exactly."""

from __future__ import annotations

import dataclasses
import importlib.util
import inspect
import pickle
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build"))
try:
    from native_inits import _dataclasses, add_native_inits
finally:
    sys.path.remove(str(ROOT / "build"))

SAMPLE = '''
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True)
class Base:
    def text(self) -> str:
        return "base"


@dataclass(frozen=True)
class Moved(Base):
    card: int
    src: str
    pos: str | int = "top"


@dataclass(frozen=True)
class Narrowed(Moved):
    src: str = "deck"  # declared again: keeps its place


@dataclass
class Frame:
    steps: tuple
    player: int
    vars: dict[str, Any] = field(default_factory=dict)
    hall: list[list[int]] = field(default_factory=lambda: [[], [], []])


@dataclass
class Derived:
    name: str
    size: int = field(init=False, default=0)


@dataclass
class Checked:
    name: str

    def __post_init__(self) -> None:
        assert self.name


@dataclass(order=True)
class Ordered:
    n: int


@dataclass
class WithClassVar:
    kind: ClassVar[str] = "x"
    n: int = 0


@dataclass(frozen=True)
class Mixed(Moved, Base):
    extra: int = 0


@dataclass
class Picky:
    n: int

    def __reduce__(self) -> tuple:
        return (type(self), (self.n,))
'''


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (dataclasses look their module up while being made)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def modules(tmp_path):
    plain = tmp_path / "plain_sample.py"
    native = tmp_path / "native_sample.py"
    plain.write_text(SAMPLE, encoding="utf-8")
    native.write_text(SAMPLE, encoding="utf-8")
    added = add_native_inits(native)
    yield _load(plain, "plain_sample"), _load(native, "native_sample"), added, native.read_text(encoding="utf-8")
    sys.modules.pop("plain_sample", None)
    sys.modules.pop("native_sample", None)


def _params(cls) -> list[tuple[str, bool]]:
    return [(p.name, p.default is not inspect.Parameter.empty)
            for p in inspect.signature(cls.__init__).parameters.values()]


def test_an_init_is_written_only_where_the_dataclass_one_can_be_reproduced(modules):
    plain, native, added, text = modules
    assert added == 5  # Base, Moved, Narrowed, Frame, Picky
    assert text.count("def __init__(") == 5
    for name in ("Derived", "Checked", "Ordered", "WithClassVar", "Mixed"):
        # left to the dataclasses module: the same generated method as in the plain module
        assert inspect.getsource(getattr(native, name)).count("def __init__") == 0
    assert text.count("def __reduce__(") == 5  # four written, Picky's own kept
    assert "self.n, " not in text.split("class Picky")[1]


def test_the_written_init_takes_the_same_parameters_and_makes_the_same_objects(modules):
    plain, native, _, _ = modules
    for name in ("Base", "Moved", "Narrowed", "Frame", "Picky"):
        assert _params(getattr(native, name)) == _params(getattr(plain, name)), name
    assert _params(native.Narrowed) == [("self", False), ("card", False), ("src", True), ("pos", True)]
    a, b = native.Moved(1, "deck"), plain.Moved(1, "deck")
    assert dataclasses.astuple(a) == dataclasses.astuple(b) == (1, "deck", "top")
    assert native.Moved(2, "x", pos=3) == native.Moved(2, "x", 3) and hash(native.Moved(2, "x", 3)) == hash(native.Moved(2, "x", 3))
    assert repr(native.Narrowed(5)) == "Narrowed(card=5, src='deck', pos='top')"
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.card = 2  # frozen still
    f, g = native.Frame((), 0), native.Frame((), 1)
    assert f.vars == {} and f.hall == [[], [], []]
    assert f.vars is not g.vars and f.hall is not g.hall  # a fresh value for each object, as a factory gives
    given = {"x": 1}
    assert native.Frame((), 0, given).vars is given
    f.player = 3  # (not frozen: a field may change, as before)
    assert f.player == 3
    assert native.Base().text() == "base"


def test_an_object_with_a_written_init_pickles_by_its_fields(modules):
    _, native, _, _ = modules
    for obj in (native.Moved(1, "deck", 2), native.Narrowed(4), native.Frame((1, 2), 0, {"a": [1]}), native.Picky(3)):
        copy = pickle.loads(pickle.dumps(obj, pickle.HIGHEST_PROTOCOL))
        assert copy == obj and type(copy) is type(obj)


@pytest.mark.parametrize("module", ["events", "actions", "state", "battle", "cards", "undo", "effects/registry",
                                    "modes/base", "sets"])
def test_the_engine_s_dataclasses_get_an_init_with_the_parameters_of_their_own(tmp_path, module):
    """Each engine module's classes, as written into the build's copy, against the source's."""
    source = (ROOT / "game" / "engine" / f"{module}.py").read_text(encoding="utf-8")
    stem = module.replace("/", "_")
    plain_path, native_path = tmp_path / f"plain_{stem}.py", tmp_path / f"native_{stem}.py"
    plain_path.write_text(source, encoding="utf-8")  # (from the source, whichever engine the tests run)
    native_path.write_text(source, encoding="utf-8")
    added = add_native_inits(native_path)
    try:
        plain, native = _load(plain_path, plain_path.stem), _load(native_path, native_path.stem)
        checked = 0
        for cls_name, cls in vars(plain).items():
            if inspect.isclass(cls) and cls.__module__ == plain_path.stem and dataclasses.is_dataclass(cls):
                assert _params(getattr(native, cls_name)) == _params(cls), cls_name
                checked += 1
        assert checked >= added and checked > 0
        if module in ("events", "actions", "state", "battle"):  # what a game makes thousands of
            assert added == checked
    finally:
        sys.modules.pop(plain_path.stem, None)
        sys.modules.pop(native_path.stem, None)


def test_an_engine_class_given_an_init_holds_nothing_but_its_fields():
    """Its written `__reduce__` copies the fields only: an attribute set anywhere else in the
    class would be lost from the state's copies."""
    import ast

    for path in sorted((ROOT / "game" / "engine").rglob("*.py")):
        for name, cls in _dataclasses(path.read_text(encoding="utf-8")).items():
            if cls.fields is None:
                continue
            fields = {f.name for f in cls.fields}
            for node in ast.walk(cls.node):
                targets = node.targets if isinstance(node, ast.Assign) else \
                    [node.target] if isinstance(node, ast.AugAssign | ast.AnnAssign) else []
                for t in targets:
                    if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                        assert t.attr in fields, f"{path.name}: {name} sets self.{t.attr}, not a field"
