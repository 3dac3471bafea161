"""Steps that depend on what an earlier step of the same ability chose (Sage: if the destroyed card
is not a Hero, gain 1 XP)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import STEPS, Ask, verb
from game.engine.effects.wording import steps_text
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("if_chosen", {"filter": dict, "then": STEPS}, required=("filter", "then"),
      text=lambda a: f"if it is {describe_filter(a['filter'])}, {steps_text(a['then'], lower=True)}")
def _if_chosen(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The `then` steps follow when a card the step before chose (frame var 'chosen': destroy,
    discard, reveal) matches the filter; nothing was chosen, nothing follows."""
    if any(matches(game, c, args["filter"]) for c in frame.vars.get("chosen", [])):
        game.push(args["then"], frame.player, frame.source, frame.context)
    return None
