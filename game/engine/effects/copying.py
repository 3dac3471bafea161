"""A card that takes on another card's text for the turn (Diin Beguiler: a Militia duplicates the
abilities of another Hero in the hand). The copy is a modifier aimed at the Militia (turn_modifiers.COPIES);
battle.compute adds the copied Hero's Attack, Magic Attack, Light and bonuses to the Militia's line,
and turn_modifiers.abilities_of lists the copied abilities after the Militia's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.choosing import choose_cards
from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame
from game.engine.turn_modifiers import COPIES

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("militia_copies_hero", {},
      text=lambda a: "one Militia in your hand gains, for this turn, the Attack, Magic Attack, Light, bonuses and "
                     "abilities of another Hero in your hand, besides its own")
def _militia_copies_hero(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """First a Militia is chosen, then another Hero of the hand (not that Militia)."""
    if "militia" not in frame.vars:
        picked = choose_cards(game, frame, {"class": "Militia"}, 1, "militia", "give another Hero's abilities to",
                              answer)
        if isinstance(picked, Ask):
            return picked
        if not picked:
            return None
        frame.vars["militia"] = picked[0]
        answer = None
    militia = frame.vars["militia"]
    heroes = [c for c in game.hand(frame.player) if c != militia and game.defn(c).is_hero
              and c not in game.state.turn.doomed]
    if not heroes:
        del frame.vars["militia"]
        return None
    if answer is None and len(heroes) > 1:
        return Ask(frame.player, "cards", "copy_hero", f"Choose the Hero whose abilities {game.name(militia)} duplicates.",
                   heroes, 1, 1, frame.source)
    hero = answer[0] if answer else heroes[0]
    del frame.vars["militia"]
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, COPIES, hero, militia))
    return None
