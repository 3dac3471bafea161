"""Advance's fourth turn choice, Prepare (Towers of Ruin rulebook: Vorbereitung, p. 15).

The player puts any number of cards from the hand back on top of the deck, face down, in the order
they choose, and ends the turn: the rest of the hand is discarded as usual and the new hand is drawn
from the top of the deck, so it starts with the cards put back. Two questions of the usual kinds ask
it: which cards ("cards", any number, none too), then, for two or more, their order ("order", the top
card first). The cards go on the deck once the order is known (Moved, reason "prepare"); nothing
else happens in a Prepare turn, so the end of the turn finds them there. Only Advance offers the
choice (game.engine.rulesets)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step

if TYPE_CHECKING:
    from game.engine.effects import Ask
    from game.engine.game import Game
    from game.engine.state import Frame

STEPS = (Step("_call", {"name": "prepare_choose"}), Step("_call", {"name": "prepare_order"}))


def start(game: Game) -> None:
    """The Prepare choice was made: ask which cards go back on the deck."""
    game.push(STEPS, game.state.active, None, "prepare")


def choose(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    from game.engine.effects import Ask

    p = frame.player
    hand = list(game.hand(p))
    if answer is None:
        if not hand:
            frame.vars["prepared"] = []
            return None
        return Ask(p, "cards", "prepare",
                   "Choose the cards to put back on top of your deck for your next hand (any number, or none).",
                   hand, 0, len(hand))
    frame.vars["prepared"] = list(answer)
    return None


def order(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    from game.engine.effects import Ask

    p = frame.player
    chosen = list(frame.vars.get("prepared", []))
    if answer is None and len(chosen) >= 2:
        return Ask(p, "order", "prepare_order",
                   "Put these cards on top of your deck in the order you want, the top card first.",
                   chosen, len(chosen), len(chosen))
    for c in (list(answer) if answer is not None else chosen)[::-1]:  # the first ends on top
        game.move(c, f"p{p}.deck", "prepare", "top")
    return None
