"""Where the game finds its data and where it keeps the player's files.

Works from a source checkout and from a PyInstaller bundle (sys._MEIPASS) alike; the player's saves
and settings go to the per-user directories of platformdirs."""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "ThunderstoneDesktop"


def resource_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def cards_dir() -> Path:
    return resource_root() / "cards"


def assets_dir() -> Path:
    return resource_root() / "assets"


def user_data_dir() -> Path:
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
