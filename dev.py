#!/usr/bin/env python3
"""One-command setup for players and developers, on any OS.

    python3 dev.py play    # create .venv, install the game, start it
    python3 dev.py test    # create .venv, install the game with test tools, lint, type-check the engine, run the tests
    python3 dev.py build   # create .venv with PyInstaller, build the executable, archive it, self-test it
    python3 dev.py compile # compile the engine with mypyc (needs a C compiler): the same games, faster;
                           # only when the build is missing or older than the source (--force: always)

Everything is installed into ./.venv, so nothing depends on what is installed by hand.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_venv(extras: str = "") -> Path:
    py = venv_python()
    if not py.exists():
        print(f"creating virtual environment in {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    target = f".[{extras}]" if extras else "."
    subprocess.run(
        [str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", target],
        cwd=ROOT,
        check=True,
    )
    return py


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "play"
    rest = argv[1:]
    if command == "play":
        py = ensure_venv()
        return subprocess.call([str(py), "-m", "game", *rest], cwd=ROOT)
    if command == "test":
        py = ensure_venv("test")
        lint = subprocess.call([str(py), "-m", "ruff", "check", "game", "tests", "build", "dev.py"], cwd=ROOT)
        if lint != 0:
            return lint
        types = subprocess.call([str(py), "-m", "mypy"], cwd=ROOT)  # the engine and the bots ([tool.mypy])
        if types != 0:
            return types
        return subprocess.call([str(py), "-m", "pytest", *rest], cwd=ROOT)
    if command == "compile":
        py = ensure_venv("compile")
        return subprocess.call([str(py), str(ROOT / "build" / "compile_engine.py"), *rest], cwd=ROOT)
    if command == "build":
        py = ensure_venv("build")
        return subprocess.call([str(py), str(ROOT / "build" / "build.py"), *rest], cwd=ROOT)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
