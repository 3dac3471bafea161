"""Thunderstone for the desktop."""

from game import compiled_engine
from game.version import read_version

__version__ = read_version()  # from pyproject.toml: the one place the version is written
compiled_engine.activate(__path__)  # the compiled engine, when a build fits the source (compiled_engine.py)
