"""Helpers for the rules tests: a catalog with synthetic test monsters (one per trait), tables
built on it, and a snapshot of every zone to compare states."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.scenario import Position, build

ROOT = Path(__file__).resolve().parents[2]
TEST_CARDS = ROOT / "tests" / "data" / "trait_cards"


@pytest.fixture(scope="session")
def trait_catalog(tmp_path_factory):
    """The real cards plus the synthetic groups in tests/data/trait_cards."""
    root = tmp_path_factory.mktemp("cards") / "cards"
    shutil.copytree(ROOT / "cards", root)
    extra = root / "rules_test"
    extra.mkdir()
    for f in TEST_CARDS.glob("*.yaml"):
        shutil.copy(f, extra / f.name)
    return load_catalog(root)


RulesTable = Position  # tables on the catalog with the synthetic test monsters


@pytest.fixture
def trait_table(trait_catalog):
    def make(**spec) -> RulesTable:
        return RulesTable(build(trait_catalog, spec, checked=True))
    return make


def zones(state) -> dict[str, list[int]]:
    """Every zone's cards, in order, plus each player's XP."""
    out = {name: list(state.zone(name)) for name in state.zone_names()}
    for i, p in enumerate(state.players):
        out[f"p{i}.xp"] = [p.xp]
    return out
