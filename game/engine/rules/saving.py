"""Saving a Hero the battle destroyed (Border Guard: passive `saves_hero_from_battle`).

When the battle's losses are about to leave (the end of the turn, before rules.procedures'
battle_cleanup), a player holding such a card, not itself destroyed, may give it up to keep one of
the Heroes the battle destroyed: by a battle effect or by Strength fallen to 0 (Border Guard
glossary). Each card saves one Hero; the player is asked once per card until they decline."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import HeroSaved

if TYPE_CHECKING:
    from game.engine.effects import Ask
    from game.engine.game import Game
    from game.engine.state import Frame

PASSIVE = "saves_hero_from_battle"


def lost_heroes(game: Game) -> list[int]:
    """Heroes in the active hand the battle destroyed, except those a carried weapon already keeps
    (Guardian Blade: they are discarded instead of destroyed)."""
    st = game.state
    t = st.turn
    if not t.doomed:  # (asked at every end of turn: most turns destroyed nothing)
        return []
    kept = {h for w, h in t.equipment.items() if "protects_equipped_hero" in game.defn(w).passives}
    return [c for c in game.hand() if c in t.doomed and game.defn(c).is_hero and c not in kept]


def savers(game: Game) -> list[int]:
    t = game.state.turn
    return [c for c in game.hand() if PASSIVE in game.defn(c).passives and c not in t.doomed]


def save_heroes(game: Game, frame: Frame, answer: tuple | None) -> Ask | None:
    st = game.state
    done = frame.vars.setdefault("saving", {"asked": None, "declined": False})
    if answer is not None and done["asked"] is not None:
        card, done["asked"] = done["asked"], None
        if answer:
            game.emit(HeroSaved(answer[0], card))
            game.destroy(card, "save")
        else:
            done["declined"] = True
    heroes = lost_heroes(game)
    cards = savers(game) if heroes else []
    if done["declined"] or not heroes or not cards:
        del frame.vars["saving"]
        return None
    from game.engine.effects import Ask  # (here, not at every end of turn)

    done["asked"] = cards[0]
    return Ask(st.active, "cards", "save_hero",
               f"The battle destroyed your Hero{'es' if len(heroes) > 1 else ''}. Destroy {game.name(cards[0])} "
               f"to save one of them, or none.", heroes, 0, 1, cards[0])
