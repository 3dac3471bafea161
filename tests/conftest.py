"""Shared test helpers: the real card catalog, and building exact positions as scenarios."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.engine.game import Game
from game.scenario import build, resolve

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def catalog():
    return load_catalog(ROOT / "cards")


class Table:
    """A game built from a scenario, with helpers to act by card name and to find cards."""

    def __init__(self, game: Game) -> None:
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

    def event_types(self) -> list[str]:
        return [type(e).__name__ for e in self.events]


@pytest.fixture
def table(catalog):
    def make(**spec) -> Table:
        return Table(build(catalog, spec, checked=True))
    return make
