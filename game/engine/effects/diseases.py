"""Verbs of the special Diseases (Doomgate Legion: the Special Disease deck, game.engine.rules.diseases)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

PRICE = "price"  # modifier: every card bought this turn costs this much more (Leprosy)


@verb("destroy_heroes_below_zero", {},
      text=lambda a: "a Hero whose Strength has fallen below 0 is destroyed at the end of the turn")
def _destroy_below_zero(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every Hero in the hand whose Strength effects took below 0 is destroyed when the turn ends
    (Baleful Plague, Fatigue); it stays until then, as a Hero destroyed in a battle does."""
    from game.engine.battle import hero_strengths

    st = game.state
    hand = list(game.hand(frame.player))
    for hero, strength in hero_strengths(game, hand, floor=None)[0].items():
        if strength < 0 and hero not in st.turn.doomed:
            game.doom(hero)
    return None


@verb("raise_prices", {"amount": int}, shorthand="amount",
      text=lambda a: f"every card you buy this turn costs {a['amount']} gold more")
def _raise_prices(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Each purchase this turn costs more (Leprosy glossary: each purchase, not only the first)."""
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, PRICE, args["amount"]))
    return None
