"""Verbs on the top cards of a player's own deck, and on keeping a card for the next hand: sift
the top cards (Tholis Oracle, aimed at each other player), take one card of a kind from them
(Harruli Avatar), keep this card for the new hand (Tempest Warden).

Like reveal_deck_top, they turn over only what the deck holds: the discard pile is not shuffled
in for them (the cards turned over would come round again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import reveal_top_of_deck
from game.engine.effects.filters import describe_filter, matches, noun_of
from game.engine.effects.registry import Ask, verb
from game.engine.events import SetAsideForNextHand
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def _sift_text(a: dict) -> str:
    return (f"reveal the top {a['count']} cards of your deck; every {noun_of(a.get('filter'))} among them is "
            "discarded and the rest go back on top in the order you choose")


@verb("sift_deck_top", {"count": int, "filter": dict}, required=("count", "filter"), text=_sift_text)
def _sift_deck_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The frame's player turns over the top cards of their deck: those matching the filter are
    discarded, and that player puts the others back on top in the order they choose (Tholis
    Oracle: each other player does it with their own deck)."""
    p = frame.player
    if answer is None:
        top = reveal_top_of_deck(game, p, args["count"])
        if not top:
            return None
        for c in top:
            if matches(game, c, args["filter"]):
                game.move(c, f"p{p}.discard", "discard")
        rest = [c for c in top if game.state.loc[c] == f"p{p}.deck"]
        if len(rest) < 2:
            return None
        return Ask(p, "order", "own_deck_order",
                   "Put these cards back on top of your deck in the order you want, the top card first.",
                   rest, len(rest), len(rest), frame.source)
    for c in answer[::-1]:  # the first chosen ends on top
        game.move(c, f"p{p}.deck", "reorder", "top")
    return None


def _take_text(a: dict) -> str:
    what = describe_filter(a.get("filter"))
    return (f"Reveal the top {a['count']} cards of your deck, put {what} among them into your hand "
            f"and discard the rest")


@verb("take_from_deck_top", {"count": int, "filter": dict}, required=("count",), text=_take_text)
def _take_from_deck_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Turn over the top cards of the deck; one matching the filter (the player's choice among
    several) goes into the hand, the others into the discard pile (Harruli Avatar)."""
    p = frame.player
    if answer is None:
        top = reveal_top_of_deck(game, p, args["count"])
        if not top:
            return None
        frame.vars["revealed"] = top
        found = [c for c in top if matches(game, c, args.get("filter"))]
        if len(found) > 1:
            return Ask(p, "cards", "keep", f"Choose {describe_filter(args.get('filter'))} to put into your hand.",
                       found, 1, 1, frame.source)
        answer = tuple(found)
    for c in frame.vars.pop("revealed", []):
        if c in answer:
            game.move(c, f"p{p}.hand", "draw", "bottom")
        else:
            game.move(c, f"p{p}.discard", "discard")
    return None


@verb("keep_this_for_next_hand", {}, text=lambda a: "set this card aside: it joins your new hand")
def _keep_this(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Instead of being discarded at the end of the turn, this card joins the hand drawn then (as
    set_aside_for_next_hand does for the cards it names)."""
    c = frame.source
    if c is not None and game.state.loc.get(c) == f"p{frame.player}.hand" and c not in game.state.turn.next_hand:
        game.emit(SetAsideForNextHand(c))
    return None
