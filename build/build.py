"""Build the downloadable one-folder executable, archive it, and run its self-test.

    python3 dev.py build          (or: python build/build.py, inside the project's virtualenv)

Output: build/dist/thunderstone/ (the folder to ship) and build/dist/thunderstone-<version>-<os>.zip
(Windows) or .tar.gz (macOS, Linux). PyInstaller builds for the system it runs on, so each OS's
executable is built on that OS."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "build" / "dist"
WORK = ROOT / "build" / "work"


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from game import __version__

    return __version__


def main() -> int:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK), str(ROOT / "packaging.spec")],
                   cwd=ROOT, check=True)
    folder = DIST / "thunderstone"
    exe = folder / ("thunderstone.exe" if os.name == "nt" else "thunderstone")
    system = {"Windows": "windows", "Darwin": "macos"}.get(platform.system(), "linux")
    base = DIST / f"thunderstone-{version()}-{system}-{platform.machine().lower()}"
    archive = shutil.make_archive(str(base), "zip" if os.name == "nt" else "gztar", DIST, "thunderstone")
    print(f"built {exe}\narchived {archive}")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    # run the self-test from outside the source tree, so nothing can come from the checkout
    result = subprocess.run([str(exe), "--selftest"], cwd=DIST, env=env)
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
