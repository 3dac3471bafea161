"""The game's one version number: `version` in the [project] table of pyproject.toml.

The title screen, `thunderstone --version`, every save's header and the build's archive names all
read it from there. A source checkout has pyproject.toml next to the `game` package; the packaged
build ships it beside its data (packaging.spec); an installed wheel has it in its metadata."""

from __future__ import annotations

import re
from pathlib import Path

DIST_NAME = "thunderstone-desktop"
UNKNOWN = "0+unknown"

# the version line of the [project] table (tomllib would do, but is not in Python 3.10)
_PROJECT = re.compile(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", re.MULTILINE | re.DOTALL)
_VERSION = re.compile(r"""^version\s*=\s*["']([^"']+)["']\s*(?:#.*)?$""", re.MULTILINE)


def version_from_pyproject(text: str) -> str | None:
    project = _PROJECT.search(text)
    found = _VERSION.search(project.group(1)) if project else None
    return found.group(1) if found else None


def read_version(root: Path | None = None) -> str:
    """The version in `root`/pyproject.toml (default: the folder holding the `game` package, which is
    the bundle's data folder in a packaged build), else the installed distribution's."""
    root = root if root is not None else Path(__file__).resolve().parent.parent
    try:
        found = version_from_pyproject((root / "pyproject.toml").read_text(encoding="utf-8"))
        if found:
            return found
    except (OSError, UnicodeDecodeError):
        pass
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version(DIST_NAME)
    except (ImportError, PackageNotFoundError):
        return UNKNOWN
