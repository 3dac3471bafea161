"""Build the downloadable game, archive it with its SHA-256 sum, and self-test what was archived.

    python3 dev.py build               (or: python build/build.py, inside the project's virtualenv)
    python3 dev.py build --tag v1.2.3  the same, after checking that the tag names this version
    python build/build.py --notes      print this version's section of CHANGELOG.md (the release notes)

PyInstaller builds for the system it runs on, so each system's download is built on that system (the
release workflow, .github/workflows/release.yml, runs this same command on each). When `python3 dev.py
compile` has built the engine for this very source, the download carries the compiled engine
(stage_compiled_engine), else the engine's Python source. Output, in build/dist/:

    thunderstone/                                 the one-folder build: thunderstone (the game) and
                                                  thunderstone-cli (the console program), licenses/
    Thunderstone.app                              macOS: the app bundle made from that folder
    thunderstone-<version>-<system>-<arch>.zip    Windows: the archive of thunderstone/
    thunderstone-<version>-<system>-<arch>.tar.gz Linux: the archive of thunderstone/; macOS: of
                                                  Thunderstone.app
    <archive>.sha256                              its SHA-256 sum, as `sha256sum -c` reads it

The archive is then unpacked into a folder whose path has spaces and non-ASCII letters, and the
unpacked console program's --selftest runs there, with its data folder named likewise; the game
program is started once too (--version), which on Windows proves the windowed program runs."""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "build" / "dist"
WORK = ROOT / "build" / "work"
NAME = "thunderstone"
APP = "Thunderstone.app"
ARCH_NAMES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}
AWKWARD = "unpacked here/Jörg Müller データ"  # where the archive is unpacked for the self-test


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from game.version import read_version

    return read_version(ROOT)


def system_name(system: str | None = None) -> str:
    system = system or platform.system()
    return {"Windows": "windows", "Darwin": "macos"}.get(system, system.lower())


def archive_name(ver: str, system: str | None = None, machine: str | None = None) -> str:
    """thunderstone-<version>-<system>-<arch>.<ext>: .zip for Windows, .tar.gz elsewhere."""
    system = system or platform.system()
    arch = (machine or platform.machine()).lower()
    ext = "zip" if system == "Windows" else "tar.gz"
    return f"{NAME}-{ver}-{system_name(system)}-{ARCH_NAMES.get(arch, arch)}.{ext}"


def archived_root(system: str | None = None) -> str:
    """What the archive holds: the app bundle on macOS, the folder elsewhere."""
    return APP if (system or platform.system()) == "Darwin" else NAME


def programs(root: Path, system: str | None = None) -> tuple[Path, Path]:
    """The game and the console program inside an unpacked archive root."""
    system = system or platform.system()
    folder = root / "Contents" / "MacOS" if system == "Darwin" else root
    exe = ".exe" if system == "Windows" else ""
    return folder / f"{NAME}{exe}", folder / f"{NAME}-cli{exe}"


def release_notes(ver: str, changelog: Path = ROOT / "CHANGELOG.md") -> str:
    """The CHANGELOG.md section of `ver` (`## [ver] ...` up to the next `## `), without its heading."""
    text = changelog.read_text(encoding="utf-8")
    match = re.search(rf"^## \[{re.escape(ver)}\][^\n]*\n(.*?)(?=^## |\Z)", text, re.MULTILINE | re.DOTALL)
    if match is None or not match.group(1).strip():
        raise SystemExit(f"CHANGELOG.md has no section for version {ver} (a heading '## [{ver}] - date')")
    return match.group(1).strip() + "\n"


def check_tag(tag: str, ver: str) -> None:
    if tag != f"v{ver}":
        raise SystemExit(f"the tag {tag!r} does not name this version: pyproject.toml says {ver}, "
                         f"so the tag must be v{ver}")
    release_notes(ver)  # a release needs its CHANGELOG section


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def stage_compiled_engine() -> Path | None:
    """A copy of the game package whose engine is the compiled build (python3 dev.py compile), for
    PyInstaller to pack; None when there is no build fit for this source (the download then carries
    the engine's Python source, which plays the same games, slower)."""
    from game import compiled_engine

    build_dir = compiled_engine.build_dir()
    reason = compiled_engine.why_not(build_dir)
    if reason is not None:
        print(f"the download carries the engine's Python source: {reason}")
        return None
    stage = ROOT / ".build" / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(ROOT / "game", stage / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.rmtree(stage / "game" / "engine")
    shutil.copytree(build_dir / "game" / "engine", stage / "game" / "engine")
    for runtime in build_dir.glob("*__mypyc*"):  # the runtime library mypyc shares between the modules
        shutil.copy2(runtime, stage)
    print(f"the download carries the compiled engine ({build_dir})")
    return stage


def build() -> None:
    for old in DIST.glob(f"{NAME}-*"):  # archives of earlier builds (other versions) would be shipped too
        old.unlink()
    stage = stage_compiled_engine()
    # (the spec's own `import game` keeps to the source; what is packed comes from the stage)
    env = dict(os.environ, THUNDERSTONE_ENGINE="python")
    if stage is not None:
        env["THUNDERSTONE_STAGE"] = str(stage)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK), str(ROOT / "packaging.spec")],
                   cwd=ROOT, env=env, check=True)


def audit_licences() -> bool:
    """Every native library in the build belongs to a component credited in game/credits.py.
    Binding only on Linux, where the list has been checked; elsewhere it is printed to be credited."""
    from game import credits

    missing = credits.uncredited_libraries(DIST / NAME)
    for name in missing:
        print(f"not credited in game/credits.py: {name}")
    return not missing or platform.system() != "Linux"


def archive(ver: str) -> Path:
    name = archive_name(ver)
    base = DIST / name.removesuffix(".zip").removesuffix(".tar.gz")
    fmt = "zip" if name.endswith(".zip") else "gztar"
    path = Path(shutil.make_archive(str(base), fmt, DIST, archived_root()))
    (DIST / f"{name}.sha256").write_text(f"{sha256_of(path)}  {name}\n", encoding="utf-8")
    return path


def unpack(path: Path, into: Path) -> None:
    if path.suffix == ".zip":
        shutil.unpack_archive(path, into)
        return
    try:  # the "data" filter keeps a tar's members (and its links) inside `into`
        shutil.unpack_archive(path, into, filter="data")
    except TypeError:  # Python before 3.11.4 has no extraction filters
        shutil.unpack_archive(path, into)


def selftest(path: Path, ver: str) -> int:
    """Unpack the archive where a path can go wrong (spaces, non-ASCII) and self-test what it holds,
    with the data folder there too, so nothing touches the user's own saves."""
    with tempfile.TemporaryDirectory(prefix="thunderstone build ", dir=DIST) as tmp:
        where = Path(tmp) / AWKWARD
        unpack(path, where)
        game, cli = programs(where / archived_root())
        data = where / "data folder ü"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   THUNDERSTONE_DATA_DIR=str(data))
        print(f"self-test of {cli}", flush=True)
        result = subprocess.run([str(cli), "--selftest"], cwd=tmp, env=env)
        if result.returncode != 0:
            return result.returncode
        return check_game_program(game, ver, env, data, tmp)


def check_game_program(game: Path, ver: str, env: dict, data: Path, cwd: str) -> int:
    """The game program starts and knows its version; a windowed one (Windows) writes to its log."""
    result = subprocess.run([str(game), "--version"], cwd=cwd, env=env, capture_output=True, text=True,
                            encoding="utf-8", errors="replace")
    log = data / "thunderstone.log"
    said = result.stdout + (log.read_text(encoding="utf-8", errors="replace") if log.exists() else "")
    if result.returncode != 0 or f"{NAME} {ver}" not in said:
        print(f"FAIL  {game.name} --version: exit {result.returncode}, said {said!r} {result.stderr!r}")
        return 1
    print(f"ok    {game.name} --version: {NAME} {ver}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--tag", help="a release tag: fail unless it is v<the version in pyproject.toml>")
    ap.add_argument("--notes", action="store_true", help="print this version's CHANGELOG section and stop")
    args = ap.parse_args(argv)
    ver = version()
    if args.notes:
        sys.stdout.write(release_notes(ver))
        return 0
    if args.tag:
        check_tag(args.tag, ver)
    build()
    if not audit_licences():
        return 1
    path = archive(ver)
    print(f"built {DIST / NAME}\narchived {path}\nsha256 {path.name}.sha256", flush=True)
    return selftest(path, ver)


if __name__ == "__main__":
    sys.exit(main())
