"""Borrowing a Hero another player discarded, for one battle (Selurin Theurge). The Hero goes back
to its owner's discard pile when the battle is over, unless the battle destroyed it (rules.procedures:
return_borrowed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.registry import Ask, verb
from game.engine.events import HeroBorrowed
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("borrow_hero", {},
      text=lambda a: "you may borrow a Hero so discarded for the battle; it returns unless destroyed")
def _borrow_hero(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One of the Heroes discarded by the steps before (tallied 'discarded'), still in a discard pile,
    joins the player's hand (or none)."""
    st = game.state
    heroes = [c for c in frame.vars.get("discarded", [])
              if game.defn(c).is_hero and st.loc.get(c, "").endswith(".discard")]
    if not heroes:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "borrow", "Choose a discarded Hero to fight with you in this battle, or none.",
                   heroes, 0, 1, frame.source)
    if not answer:
        return None
    lend(game, frame.player, answer[0])
    return None


def lend(game: Game, player: int, card: int) -> None:
    """Another player's Hero joins `player`'s hand for the battle (it goes back after it)."""
    owner = int(game.state.loc[card].partition(".")[0][1:])
    game.emit(HeroBorrowed(player, card, owner))
    game.move(card, f"p{player}.hand", "borrow", "bottom")
