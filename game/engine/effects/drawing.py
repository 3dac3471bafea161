"""Verbs that draw according to what happened: a draw kept only with a match (Fortune Teller),
cards drawn for each card an earlier step handled (Pious Chaplain, Ulbrick's Armor)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import describe_filter
from game.engine.effects.registry import Ask, verb
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

TALLIES = ("destroyed", "discarded")  # what `draw_for_each: {count_of}` counts (effects.choosing.tally)


def _keep_if_text(a: dict) -> str:
    n = a.get("count", 2)
    return (f"Draw {n} cards; unless at least one of them is {describe_filter(a.get('filter'))}, "
            f"discard one of them")


@verb("draw_keep_if", {"count": int, "filter": dict}, required=("filter",), text=_keep_if_text)
def _draw_keep_if(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Draw `count` cards (2 by default); if none of them matches the filter, the player discards
    one of the cards drawn (Fortune Teller glossary: one must go)."""
    p = frame.player
    if answer is None:
        hand = game.hand(p)
        before = len(hand)
        game.draw(p, args.get("count", 2))
        drawn = list(hand[before:])  # drawing puts cards at the end of the hand
        if not drawn or any(game.matches(c, args.get("filter")) for c in drawn):
            return None
        frame.vars["drawn"] = drawn
        if len(drawn) == 1:
            game.move(drawn[0], f"p{p}.discard", "discard")
            return None
        return Ask(p, "cards", "discard",
                   f"No {describe_filter(args.get('filter')).split(' ', 1)[1]} among them: choose one of the "
                   f"cards drawn to discard.", drawn, 1, 1, frame.source)
    for c in answer:
        game.move(c, f"p{p}.discard", "discard")
    return None


def _for_each_text(a: dict) -> str:
    n = a["count"]
    cards = "a card" if n == 1 else f"{n} cards"
    return f"draw {cards} for each card {a['count_of']} this way"


@verb("draw_for_each", {"count_of": str, "count": int}, required=("count_of", "count"), text=_for_each_text)
def _draw_for_each(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Draw `count` cards for each card the ability's earlier steps tallied (destroyed, discarded)."""
    n = len(frame.vars.get(args["count_of"], [])) * args["count"]
    if n:
        game.draw(frame.player, n)
    return None
