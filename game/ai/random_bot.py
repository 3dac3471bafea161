"""A bot that picks uniformly among the legal actions, from its own seeded generator.

One exception keeps its games finite: once it owns no more cards than a starting deck, it destroys
none of its own cards when it can help it (no destroying while resting, no ability that destroys a
card of its own, the fewest cards where a question lets it choose). Destroying at random otherwise
thins decks to nothing, and parties with no light can never attack a monster that forbids it in the
dark (Blink Dog) while a Guardian behind it never leaves: the Thunderstone never comes out, a dead
game no player would play into."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import rng
from game.engine.actions import Choose, DestroyCard, UseAbility
from game.engine.setup import STARTING_DECK
from game.engine.turn_modifiers import abilities_of

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
            actions = [a for a in actions if not destroys_own(game, a)] or actions
        self.rng, i = rng.below(self.rng, len(actions))
        return actions[i]


def owned(game: Game, player: int) -> int:
    """The cards a player owns: deck, hand, discard pile and the cards set aside."""
    pl = game.state.players[player]
    return len(pl.deck) + len(pl.hand) + len(pl.discard) + len(pl.aside)


DESTROYING = frozenset({"destroy", "destroy_this", "destroy_any", "destroy_all", "destroy_all_but",
                        "destroy_all_but_chosen"})


def destroys_own(game: Game, action: Action) -> bool:
    """Whether the action destroys a card of the player's that it need not: destroying while
    resting, an ability with a destroying step, or more cards than the least a question allows."""
    if isinstance(action, DestroyCard):
        return True
    if isinstance(action, UseAbility):
        ab = abilities_of(game, action.card)[action.index]
        return any(s.verb in DESTROYING for s in ab.cost + ab.steps)
    prompt = game.state.prompt
    if isinstance(action, Choose) and prompt is not None and prompt.reason == "destroy":
        return len(action.values) > prompt.min
    return False
