"""Verbs of a card set aside with a captive under it (The Cage): a Hero taken from the hand is held
under the card in front of its owner until the card lets it go."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import choose_cards
from game.engine.effects.filters import describe_filter
from game.engine.effects.registry import Ask, verb
from game.engine.events import Tucked
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("set_aside_with_this", {"filter": dict},
      text=lambda a: f"set this card aside in front of you with {describe_filter(a.get('filter'))} "
                     "from your hand under it")
def _set_aside_with_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player picks a matching card from their hand; this card goes into their set-aside zone
    with the picked card under it (state.under). Without such a card nothing happens (a trap is
    then destroyed as usual)."""
    this = frame.source
    if this is None:
        return None
    picked = choose_cards(game, frame, args.get("filter"), 1, "set_aside", "set aside", answer)
    if isinstance(picked, Ask):
        return picked
    if not picked:
        return None
    zone = f"p{frame.player}.aside"
    game.move(this, zone, "set_aside", "bottom")
    game.move(picked[0], zone, "set_aside", "bottom")
    game.emit(Tucked(picked[0], this))
    return None


@verb("free_under_this", {}, text=lambda a: "put the cards under this card into its owner's discard pile")
def _free_under_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The cards under this card go to the discard pile of the player in front of whom it lies."""
    st = game.state
    this = frame.source
    if this is None or not st.loc.get(this, "").endswith(".aside"):
        return None
    where = st.loc[this]
    owner = where.split(".")[0]
    for c in list(st.under.get(this, [])):
        game.move(c, f"{owner}.discard", "return")
    return None
