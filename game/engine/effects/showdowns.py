"""Verbs of one player against another: showing a hand, and a brawl between two Heroes (Tavern Brawl)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import matches, stat_value
from game.engine.effects.registry import STEPS, Ask, verb
from game.engine.effects.wording import steps_text
from game.engine.events import CardsRevealed, HandRevealed, ReactionRevealed
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("show_hand", {}, text=lambda a: "reveal your hand")
def _show_hand(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    game.emit(HandRevealed(frame.player, tuple(game.hand(frame.player))))
    return None


def _brawl_text(a: dict) -> str:
    text = ("choose another player and turn over the cards of their deck one by one onto their discard pile "
            "until a Hero shows; if the Hero you chose has more Strength, destroy that Hero")
    return text + (f" and {steps_text(a['then'], lower=True)}" if a.get("then") else "")


@verb("brawl", {"then": STEPS}, text=_brawl_text)
def _brawl(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The Hero the step before chose (frame var 'chosen') takes on the first Hero of an opponent's
    deck: cards are turned over from its top onto that player's discard pile until a Hero shows (an
    empty deck ends it, without reshuffling, as discard_deck_until). If the chosen Hero's Strength
    is higher, the opponent's Hero is destroyed and the `then` steps follow for the player. An
    opponent holding a card that turns effects back (Belzur Bishop) makes it hit the active
    player's deck instead."""
    st = game.state
    others = game.players_from_left(frame.player)
    if not others:
        return None
    if answer is None and len(others) > 1:
        return Ask(frame.player, "option", "opponent", "Choose the player whose deck your Hero brawls with.",
                   others, 1, 1, frame.source)
    target = answer[0] if answer else others[0]
    bishop = next((c for c in st.players[target].hand if "redirects_opponent_effects" in game.defn(c).passives), None)
    if bishop is not None and target != st.active:
        game.emit(ReactionRevealed(target, bishop, st.active))
        target = st.active
    mine = frame.vars.get("chosen", [])
    strength = max((stat_value(game, c, "strength") for c in mine if game.defn(c).is_hero), default=0)
    deck = st.players[target].deck
    while deck:
        card = deck[0]
        game.emit(CardsRevealed(target, (card,)))
        game.move(card, f"p{target}.discard", "discard")
        if matches(game, card, {"kind": "hero"}):
            if strength > stat_value(game, card, "strength"):
                game.destroy(card)
                if args.get("then"):
                    game.push(args["then"], frame.player, frame.source, frame.context)
            return None
    return None
