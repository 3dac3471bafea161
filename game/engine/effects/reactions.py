"""Cards that answer an opponent's effect from the hand by their own rule (Diin Illusionist: a
discard forced by another player sends it straight back to the hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

RETURNS = "returns_when_opponent_discards"


def caused_by_opponent(game: Game, frame: Frame) -> bool:
    """The effect making this frame's player act comes from another player's card: the active
    player's Hero, Village card or treasure (a Monster, Guardian or Trap is no player)."""
    if frame.source is None or frame.source < 0 or frame.player == game.state.active:
        return False
    d = game.defn(frame.source)
    return not d.is_monster and d.kind != "trap"


def returns_to_hand(game: Game, frame: Frame, card: int) -> None:
    """A card just discarded from the hand goes back to it when its rule says so and another
    player caused the discard; it still counts as discarded for the effect."""
    if RETURNS not in game.defn(card).passives or not caused_by_opponent(game, frame):
        return
    if game.state.loc.get(card) != f"p{frame.player}.discard":
        return
    game.move(card, f"p{frame.player}.hand", "back_to_hand", "bottom")
