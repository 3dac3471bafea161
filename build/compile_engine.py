"""Compile the engine (game/engine) into C extensions with mypyc, for this interpreter.

    python3 dev.py compile                (or: python build/compile_engine.py, inside the virtualenv)
    python3 dev.py compile --force        (build again even when the build is up to date)

The engine is copied into .build/engine/<interpreter>-<system>/game/engine and compiled there in
place, so the source tree holds no compiled file that could shadow an edited one; a stamp records
the digest of the source it was made from. `import game` uses the build only while that digest
still matches (game/compiled_engine.py), so a build is made again only when it is missing or
stale: calling this before a long run costs a second when nothing changed. Needs mypy (which
brings mypyc) and a C compiler; the engine then plays the same games, event for event, about
twice as fast.

Before compiling, each dataclass of the copy gets its `__init__` written out (build/native_inits.py),
which mypyc then compiles: the one the dataclasses module generates stays interpreted.

Modules left as Python source: mypyc cannot compile them as they are, or they gain nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from native_inits import add_native_inits  # noqa: E402  (this script's own folder: build/native_inits.py)

from game import compiled_engine  # noqa: E402  (the project root is put on the path first)

# kept as source: the invariant error subclasses AssertionError (mypyc compiles no subclass of a
# built-in exception but Exception's own); and setup and the randomizers run once a game, where a
# damaged save's setup must be refused by their checks with a clear reason, not by a TypeError
# from compiled code checking a field's type first
KEEP_SOURCE = {"invariants.py", "randomizers.py", "setup.py"}


def modules(engine: Path) -> list[Path]:
    return [p for p in sorted(engine.rglob("*.py"))
            if not (p.parent == engine and p.name in KEEP_SOURCE)]


def compile_engine(quiet: bool = False) -> Path:
    build = compiled_engine.build_dir()
    if build.exists():
        shutil.rmtree(build)
    engine = build / "game" / "engine"
    shutil.copytree(ROOT / "game" / "engine", engine, ignore=shutil.ignore_patterns("__pycache__"))
    # mypy resolves `game.engine` from the build's own `game` folder; the package's __init__ is
    # needed only while compiling (at run time the real `game` package is extended instead)
    (build / "game" / "__init__.py").write_text("", encoding="utf-8")
    digest = compiled_engine.source_digest()
    if digest != compiled_engine.source_digest(build):
        raise RuntimeError("the engine's source changed while it was being copied")
    files = [p.relative_to(build).as_posix() for p in modules(engine)]
    inits = sum(add_native_inits(build / f) for f in files)  # (the copy only: build/native_inits.py)
    env = dict(os.environ, MYPYC_OPT_LEVEL="3")
    start = time.monotonic()
    out = subprocess.run([sys.executable, "-m", "mypyc", "--ignore-missing-imports", *files], cwd=build,
                         env=env, capture_output=quiet, text=True)
    if out.returncode != 0:
        if quiet:
            print(out.stdout[-4000:], out.stderr[-4000:], sep="\n", file=sys.stderr)
        raise RuntimeError(f"mypyc failed (exit {out.returncode})")
    (build / "game" / "__init__.py").unlink()
    shutil.rmtree(build / "build", ignore_errors=True)  # mypyc's C sources and objects
    stamp = {"source": digest, "format": compiled_engine.BUILD_FORMAT, "python": sys.version.split()[0],
             "mypy": _mypy_version(), "compiled": len(files), "native_inits": inits, "kept_as_source": sorted(KEEP_SOURCE),
             "seconds": round(time.monotonic() - start, 1)}
    (build / compiled_engine.STAMP).write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")
    return build


def _mypy_version() -> str:
    try:
        from importlib.metadata import version
        return version("mypy")
    except Exception:  # noqa: BLE001  (only a note in the stamp)
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quiet", action="store_true", help="print mypyc's output only when it fails")
    ap.add_argument("--force", action="store_true", help="compile even when the build is up to date")
    args = ap.parse_args(argv)
    current = compiled_engine.build_dir()
    if not args.force and compiled_engine.why_not(current) is None:
        print(f"the compiled engine in {current} is up to date with the engine's source (--force builds it again)")
        return 0
    try:
        build = compile_engine(args.quiet)
    except (RuntimeError, OSError) as e:
        print(f"compile_engine: {e}", file=sys.stderr)
        return 1
    stamp = json.loads((build / compiled_engine.STAMP).read_text(encoding="utf-8"))
    print(f"compiled {stamp['compiled']} engine modules in {stamp['seconds']} s into {build}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
