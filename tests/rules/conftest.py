"""Helpers for the rules tests: a catalog with synthetic test monsters (one per trait), tables
built on it, and a snapshot of every zone to compare states."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.scenario import build, resolve

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


class RulesTable:
    """Like the `table` fixture's tables, on any catalog."""

    def __init__(self, game) -> None:
        self.game = game
        self.events: list = []

    @property
    def state(self):
        return self.game.state

    def do(self, *texts: str):
        for text in texts:
            self.events += self.game.apply(resolve(self.game, text))
        return self

    def card(self, name: str, nth: int = 1) -> int:
        return int(str(resolve(self.game, f"attack [{name}#{nth}]")).split()[1])

    def names(self, zone: str) -> list[str]:
        return [self.game.name(c) for c in self.state.zone(zone)]

    def breakdown(self, monster: str, rank: int | None = None):
        return self.game.breakdown(self.card(monster), rank)

    def of_type(self, name: str) -> list:
        return [e for e in self.events if type(e).__name__ == name]


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
