"""Verbs that wear down the monsters of the dungeon hall (Creeping Death): their Health drops for
the turn, and a monster brought to 0 Health is carried off into the player's discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.registry import Ask, verb
from game.engine.events import ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

HEALTH = "health"  # modifier aimed at a monster: its Health this turn (game.Game.monster_health)


def _weaken_text(a: dict) -> str:
    return (f"every Monster in the Hall has Health -{a['amount']} this turn; each one brought to 0 Health goes into "
            "your discard pile (not defeated: no XP), then the Hall refills")


@verb("weaken_hall", {"amount": int}, shorthand="amount", text=_weaken_text)
def _weaken_hall(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every monster in the hall, rank 0 included, loses Health for the rest of the turn (a monster
    immune to Spells is not touched by a Spell's). Those left at 0 Health or less that may leave the
    hall (effects.hall.movable: not a Guardian) go into the player's discard pile: they are not
    defeated, so no XP and no Spoils. Then the hall refills (hall_changed)."""
    from game.engine.effects.hall import hall_changed, movable

    st = game.state
    source = frame.source if frame.source is not None else -1
    spell = frame.source is not None and "Spell" in game.defn(frame.source).classes
    hit = [c for c in [c for slot in st.hall for c in slot] + list(st.rank0)
           if game.defn(c).is_monster and not (spell and game.defn(c).trait("immune_spells") is not None)]
    for m in hit:
        game.emit(ModifierGained(source, HEALTH, -args["amount"], m))
    taken = [m for m in hit if st.loc[m].startswith("hall.") and game.monster_health(m) <= 0
             and movable(game, m, frame.source)]
    for m in taken:
        game.move(m, f"p{frame.player}.discard", "take")
    if taken:
        hall_changed(game, frame)
    return None
