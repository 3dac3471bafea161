"""Where the game finds its data and where it keeps the player's files.

Works from a source checkout and from a PyInstaller bundle (sys._MEIPASS) alike; the player's saves
and settings go to the per-user directories of platformdirs, or to the folder named by the
environment variable THUNDERSTONE_DATA_DIR (a portable install, the build's self-test)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "ThunderstoneDesktop"
DATA_DIR_ENV = "THUNDERSTONE_DATA_DIR"


def resource_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def cards_dir() -> Path:
    return resource_root() / "cards"


def assets_dir() -> Path:
    return resource_root() / "assets"


def licenses_dir() -> Path:
    """The licence texts of everything the packaged game ships (shown by the About screen)."""
    return resource_root() / "licenses"


def user_data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_path() -> Path:
    """Where saves_dir() is, without making it (for when it cannot be made: a full or read-only disk)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "saves"
