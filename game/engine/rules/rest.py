"""Resting (rulebook: Rest): the player may destroy one card from hand, then the turn ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import RestDestroyed

if TYPE_CHECKING:
    from game.engine.game import Game


def why_not_destroy(game: Game, card: int) -> str | None:
    st = game.state
    if st.turn.choice != "rest":
        return "cards are destroyed this way only when resting"
    if st.turn.rest_destroyed:
        return "resting destroys at most one card"
    if st.loc.get(card) != f"p{st.active}.hand":
        return "that card is not in your hand"
    return None


def destroy(game: Game, card: int) -> None:
    game.emit(RestDestroyed(game.state.active, card))
    game.destroy(card, "rest")
