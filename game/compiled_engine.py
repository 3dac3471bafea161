"""The compiled engine: game/engine built into C extensions by mypyc (build/compile_engine.py,
`python dev.py compile`), which plays the same games event for event more than twice as fast.

It is optional. `import game` calls `activate`, which puts the build in front of the Python source
only when the build was made for this interpreter from the engine's source exactly as it is now (a
build from older source is stale and left alone, so an edited rule never runs as its old compiled
self). THUNDERSTONE_ENGINE=python keeps to the source; =compiled demands the build (an error if
there is none or it is stale: how CI proves it tests the compiled engine). The tests keep to the
source unless told otherwise (tests/conftest.py).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.machinery
import importlib.util
import json
import os
import sys
import sysconfig
from pathlib import Path

ENV = "THUNDERSTONE_ENGINE"
SOURCE_ROOT = Path(__file__).resolve().parent.parent  # the folder holding the game package
BUILDS = SOURCE_ROOT / ".build" / "engine"
STAMP = "stamp.json"
# how the build is made (build/compile_engine.py), in its stamp: a build made an older way is made
# again (2: the dataclasses' __init__ written into the copy, build/native_inits.py)
BUILD_FORMAT = 2

# what activate decided: "compiled" or "python", and why
state = {"engine": "python", "why": "not looked for yet"}


def build_dir() -> Path:
    """Where the build for this interpreter lives (extensions are for one Python and one system)."""
    return BUILDS / f"{sys.implementation.cache_tag}-{sysconfig.get_platform()}"


def source_digest(root: Path = SOURCE_ROOT) -> str:
    """A digest of every Python file of the engine under `root` (names and contents)."""
    h = hashlib.sha256()
    base = root / "game" / "engine"
    for path in sorted(base.rglob("*.py")):
        h.update(path.relative_to(root).as_posix().encode() + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()


def why_not(build: Path) -> str | None:
    """Why the build cannot be used for the source as it is now (None: it can)."""
    try:
        stamp = json.loads((build / STAMP).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return "no compiled build (python dev.py compile makes one)"
    except (OSError, ValueError) as e:
        return f"the compiled build's stamp cannot be read ({e})"
    try:
        digest = source_digest()
    except OSError as e:  # (an unreadable source file: the source will say so when it is imported)
        return f"the engine's source cannot be read ({e})"
    if not isinstance(stamp, dict) or stamp.get("source") != digest:
        return "the compiled build is stale: the engine's source changed since (python dev.py compile)"
    if stamp.get("format") != BUILD_FORMAT:
        return "the compiled build was made by an earlier compile step (python dev.py compile)"
    return None


def activate(game_path: list[str], probe: str = "game.engine.game") -> dict[str, str]:
    """Put the compiled engine in front of the source in the game package's path, when it may be
    used, and import `probe` from it: a build that cannot be loaded (a damaged file) is taken out
    again, so the game runs from the source. Returns what was decided (also kept in `state`)."""
    want = os.environ.get(ENV, "auto")
    if want == "python":
        return _decided("python", f"{ENV}=python")
    if getattr(sys, "frozen", False):  # a packaged build holds whichever modules it was built with
        spec = importlib.util.find_spec("game.engine.game")
        compiled = spec is not None and str(spec.origin).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
        return _decided("compiled" if compiled else "python", "as the packaged build was made")
    build = build_dir()
    reason = why_not(build)
    if reason is not None:
        if want == "compiled":
            raise ImportError(f"{ENV}=compiled, but {reason} ({build})")
        return _decided("python", reason)
    # the build mirrors game/engine, its modules compiled; the runtime library mypyc shares
    # between them sits at the build's top
    game_path.insert(0, str(build / "game"))
    added = str(build) not in sys.path
    if added:
        sys.path.append(str(build))
    try:
        importlib.import_module(probe)
    except Exception as e:  # noqa: BLE001  (whatever a damaged extension raises: the source instead)
        game_path.remove(str(build / "game"))
        if added:
            sys.path.remove(str(build))
        for name, module in list(sys.modules.items()):  # what the probe imported from the build
            if str(getattr(module, "__file__", None) or "").startswith(str(build)):
                del sys.modules[name]
        if want == "compiled":
            raise ImportError(f"{ENV}=compiled, but the compiled build cannot be loaded: {e} ({build})") from e
        return _decided("python", f"the compiled build cannot be loaded ({type(e).__name__}: {e})")
    return _decided("compiled", str(build))


def _decided(engine: str, why: str) -> dict[str, str]:
    state.update(engine=engine, why=why)
    return dict(state)
