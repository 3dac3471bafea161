"""Verbs an effect inflicts on another player (written inside each_other_player): a card discarded
at random from a full hand (Verdan Minstrel), XP lost (Verdan Troubador)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import candidates
from game.engine.effects.registry import Ask, verb
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def _random_text(a: dict) -> str:
    text = "discard a card from your hand at random"
    if a.get("hand_at_least"):
        text += f" if you hold {a['hand_at_least']} or more cards"
    return text


@verb("discard_at_random", {"hand_at_least": int}, text=_random_text)
def _discard_at_random(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A player holding at least `hand_at_least` cards discards one picked at random. The pick is
    the game's: the hand is shuffled through the game's generator (a Shuffled event records the
    order) and the first card that may be discarded goes."""
    p = frame.player
    hand = game.state.players[p].hand
    if len(hand) < args.get("hand_at_least", 1):
        return None
    pool = candidates(game, p, frame.source, None, frame.context)
    if not pool:
        return None
    if len(pool) > 1:
        game.shuffle(f"p{p}.hand")
    card = next(c for c in game.state.players[p].hand if c in pool)
    game.move(card, f"p{p}.discard", "discard")
    return None


@verb("lose_xp", {"amount": int}, shorthand="amount",
      text=lambda a: f"lose {a['amount']} XP (what you have, if less)")
def _lose_xp(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player gives back XP to the pool: the amount, or all they have if less."""
    n = min(args["amount"], game.mode.effect_xp(game, frame.player))
    if n > 0:
        game.mode.spend_xp(game, frame.player, n, "effect")
    return None
