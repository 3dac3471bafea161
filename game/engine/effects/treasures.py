"""Verbs of treasures set aside in front of a player: cards put under them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import candidates
from game.engine.effects.registry import Ask, verb
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def _put_under_text(a: dict) -> str:
    if a.get("defeated_monster"):
        return "you may set the defeated Monster aside under this card"
    return "you may put a card from your hand face down under this card"


@verb("put_under_this", {"defeated_monster": bool}, text=_put_under_text)
def _put_under_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Set a card aside under this card (a treasure in front of its owner): one the player picks
    from their hand, or the monster just defeated (frame var 'defeated', in the player's discard
    pile). The player may decline."""
    from game.engine.events import Tucked

    st = game.state
    p, this = frame.player, frame.source
    if this is None or not st.loc.get(this, "").startswith(f"p{p}."):
        return None
    if args.get("defeated_monster"):
        m = frame.vars.get("defeated")
        options = [m] if m is not None and st.loc.get(m) == f"p{p}.discard" else []
        text = f"Choose {game.name(m) if m is not None else 'the Monster'} to set aside under {game.name(this)}, or none."
    else:
        options = candidates(game, p, this, None, frame.context)
        text = f"Choose a card from your hand to put face down under {game.name(this)}, or none."
    if not options:
        return None
    if answer is None:
        return Ask(p, "cards", "put_under", text, options, 0, 1, this)
    for c in answer:
        game.move(c, st.loc[this], "tuck", "bottom")
        game.emit(Tucked(c, this))
    return None


@verb("give_under_this", {}, text=lambda a: "put the cards under this card into the active player's discard pile")
def _give_under_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    st = game.state
    for c in list(st.under.get(frame.source, [])) if frame.source is not None else []:
        game.move(c, f"p{st.active}.discard", "untuck")
    return None
