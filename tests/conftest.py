"""Shared test helpers: the real card catalog, and building exact positions as scenarios."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

# the tests check the engine's Python source unless told to check the compiled build
# (THUNDERSTONE_ENGINE=compiled; game/compiled_engine.py): set before the game package is imported
os.environ.setdefault("THUNDERSTONE_ENGINE", "python")

from game.catalog import load_catalog  # noqa: E402
from game.scenario import Position, build  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TEST_CARDS = ROOT / "tests" / "data" / "trait_cards"


@pytest.fixture(scope="session")
def catalog():
    return load_catalog(ROOT / "cards")


Table = Position  # a game built from a scenario; see game.scenario.Position


@pytest.fixture
def table(catalog):
    def make(**spec) -> Table:
        return Table(build(catalog, spec, checked=True))
    return make


@pytest.fixture(scope="session")
def trait_catalog(tmp_path_factory):
    """The real cards plus the synthetic groups in tests/data/trait_cards (one test monster per
    trait, and a few cards no real set has), for rules no shipped card exercises."""
    root = tmp_path_factory.mktemp("cards") / "cards"
    shutil.copytree(ROOT / "cards", root)
    extra = root / "rules_test"
    extra.mkdir()
    for f in TEST_CARDS.glob("*.yaml"):
        shutil.copy(f, extra / f.name)
    return load_catalog(root)


@pytest.fixture
def trait_table(trait_catalog):
    def make(**spec) -> Table:
        return Table(build(trait_catalog, spec, checked=True))
    return make
