"""A bot that picks uniformly among the legal actions, from its own seeded generator.

One exception keeps its games finite: it does not destroy a card while resting once it owns no
more cards than a starting deck. Resting at random otherwise thins decks to nothing, and a party
with no light and no gold can never attack a monster that forbids it in the dark (Blink Dog), so
the Thunderstone never comes out: a dead game no player would play into."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import rng
from game.engine.actions import DestroyCard
from game.engine.setup import STARTING_DECK

STARTING_DECK_SIZE = sum(STARTING_DECK.values())

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
        if owned(game, game.to_act) <= STARTING_DECK_SIZE:
            actions = [a for a in actions if not isinstance(a, DestroyCard)] or actions
        self.rng, i = rng.below(self.rng, len(actions))
        return actions[i]


def owned(game: Game, player: int) -> int:
    """The cards a player owns: deck, hand, discard pile and play."""
    return sum(1 for z in game.state.loc.values() if z.startswith(f"p{player}."))
