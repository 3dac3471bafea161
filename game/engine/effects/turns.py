"""Verbs about turns and the hall that Doomgate Legion adds: taking another turn (Ulbrick's
Gauntlets), the monster of one rank under the dungeon deck (Blessed Hammer), and the Thunderstone
sent back under the deck (Unholy Guardian)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.hall import hall_changed, movable
from game.engine.effects.registry import Ask, verb
from game.engine.events import ExtraTurnEarned, Moved
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("take_another_turn", {}, text=lambda a: "take another turn after this one")
def _take_another_turn(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player takes another turn once this one is over (rules.turn.start_next_turn); several
    earned are taken one after another."""
    game.emit(ExtraTurnEarned(frame.player, frame.source))
    return None


def _can_return_rank(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    c = game.state.hall_card(args["rank"])
    return c is not None and game.defn(c).is_monster and movable(game, c, source)


@verb("return_monster_from_rank", {"rank": int}, shorthand="rank", feasible=_can_return_rank,
      text=lambda a: f"put the Monster in rank {a['rank']} under the Dungeon Deck; the Hall refills")
def _return_monster_from_rank(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The monster in that rank goes to the bottom of the dungeon deck by the mode's rule (solo and
    co-op: the village pile), unless it may not leave the hall (a Guardian, a monster that must be
    defeated); then the hall refills, breaches happen, and a Thunderstone reaching rank 1 ends the game."""
    c = game.state.hall_card(args["rank"])
    if c is None or not game.defn(c).is_monster or not movable(game, c, frame.source):
        return None
    game.mode.monster_to_dungeon_bottom(game, c, "banish")
    hall_changed(game, frame)
    return None


@verb("thunderstone_to_dungeon_bottom", {},
      text=lambda a: "a Thunderstone in the Hall goes under the Dungeon Deck, and the Hall refills")
def _thunderstone_to_bottom(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every Thunderstone in the hall goes to the bottom of the dungeon deck; the hall refills and a
    monster reaching rank 1 breaches (Unholy Guardian)."""
    st = game.state
    stones = [c for slot in st.hall for c in slot if game.defn(c).kind == "thunderstone"]
    for c in stones:
        game.emit(Moved(c, st.loc[c], "dungeon", "guardian", "bottom"))
    if stones:
        hall_changed(game, frame)
    return None
