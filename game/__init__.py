"""Thunderstone for the desktop."""

from game.version import read_version

__version__ = read_version()  # from pyproject.toml: the one place the version is written
