"""Shared test helpers: the real card catalog, and building exact positions as scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.scenario import Position, build

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def catalog():
    return load_catalog(ROOT / "cards")


Table = Position  # a game built from a scenario; see game.scenario.Position


@pytest.fixture
def table(catalog):
    def make(**spec) -> Table:
        return Table(build(catalog, spec, checked=True))
    return make
