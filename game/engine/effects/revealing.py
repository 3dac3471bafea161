"""Verbs that show cards and destroy among what they show: a whole hand, one card of it at random,
the top cards of a deck (Wrath of the Elements: Thunder Wrath, the Torments)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import interchangeable, reveal_top_of_deck
from game.engine.effects.destroying import lose_card
from game.engine.effects.filters import candidates, describe_filter, matches
from game.engine.effects.registry import Ask, verb
from game.engine.events import CardsRevealed, HandRevealed
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("reveal_hand", {}, text=lambda a: "Reveal your hand")
def _reveal_hand(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Show the whole hand (what a later step picks from it is then public)."""
    hand = game.hand(frame.player)
    if hand:
        game.emit(HandRevealed(frame.player, tuple(hand)))
    return None


def _random_text(a: dict) -> str:
    text = "Shuffle your hand and reveal one card at random"
    if a.get("destroy"):
        text += f"; if it is {describe_filter(a['destroy'])}, destroy it"
    return text


@verb("reveal_random_card", {"destroy": dict}, text=_random_text)
def _reveal_random_card(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Shuffle the hand (the game's generator, recorded in the Shuffled event) and reveal its first
    card still in play; if it matches `destroy`, it is destroyed (in a battle it fights on until the
    battle ends, as every card a battle effect destroys). Cards already destroyed are not drawn."""
    p = frame.player
    if not candidates(game, p, None, None, frame.context):
        return None
    game.shuffle(f"p{p}.hand")
    doomed = game.state.turn.doomed
    card = next(c for c in game.hand(p) if c not in doomed)
    game.emit(CardsRevealed(p, (card,)))
    if args.get("destroy") is not None and matches(game, card, args["destroy"]):
        lose_card(game, frame, card)
    return None


def _deck_destroy_one_text(a: dict) -> str:
    n = a["count"]
    top = "the top card" if n == 1 else f"the top {n} cards"
    return (f"Reveal and discard {top} of your deck, then destroy {describe_filter(a['filter'])} "
            f"among them (if there is one)")


@verb("reveal_deck_destroy_one", {"count": int, "filter": dict}, required=("count", "filter"),
      text=_deck_destroy_one_text)
def _reveal_deck_destroy_one(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Turn over the top cards of the deck (only what the deck holds: no reshuffle, as
    reveal_deck_destroy_any) and discard them; the player then destroys one of them that matches
    the filter, choosing among several that differ."""
    p = frame.player
    if answer is not None:
        for c in answer:
            game.destroy(c)
        return None
    top = reveal_top_of_deck(game, p, args["count"])
    if not top:
        return None
    for c in top:
        game.move(c, f"p{p}.discard", "discard")
    found = [c for c in top if matches(game, c, args["filter"])]
    if not found:
        return None
    if len(found) == 1 or interchangeable(game, found):
        game.destroy(found[0])
        return None
    return Ask(p, "cards", "destroy",
               f"Choose {describe_filter(args['filter'])} among the revealed cards to destroy.",
               found, 1, 1, frame.source)
