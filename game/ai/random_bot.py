"""A bot that picks uniformly among the legal actions, from its own seeded generator."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import rng

if TYPE_CHECKING:
    from game.engine.actions import Action
    from game.engine.game import Game


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = rng.seed_state(seed ^ 0x5EED)

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        if not actions:
            raise RuntimeError("no legal action")
        self.rng, i = rng.below(self.rng, len(actions))
        return actions[i]
