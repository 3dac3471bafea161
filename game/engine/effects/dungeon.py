"""Verbs of the dungeon: Disease, the dungeon deck, the hall, Rank 0, the village stacks a breach hits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import Ask, verb
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


@verb("gain_disease", {"count": int}, shorthand="count",
      text=lambda a: "gain a Disease" if a["count"] == 1 else f"gain {a['count']} Diseases")
def _gain_disease(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Gain Diseases one by one; a player who passes them on (Sidhe) chooses who takes each."""
    from game.engine.effects.disease_passing import disease_receiver

    given = frame.vars.get("diseases_given", 0)
    while given < args["count"]:
        target = disease_receiver(game, frame, answer)
        if isinstance(target, Ask):
            return target
        answer = None
        game.gain_disease(target)
        given += 1
        frame.vars["diseases_given"] = given
    frame.vars.pop("diseases_given", None)
    return None


@verb("reorder_dungeon", {"count": int}, shorthand="count",
      text=lambda a: f"rearrange the top {a['count']} cards of the Dungeon Deck as you like")
def _reorder_dungeon(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    top = game.state.dungeon[: args["count"]]
    if len(top) < 2:
        return None
    if answer is None:
        return Ask(frame.player, "order", "reorder_dungeon",
                   "Put these dungeon cards back in the order you want, the top card first.",
                   top, len(top), len(top), frame.source)
    for c in answer[::-1]:  # the first chosen ends on top
        game.move(c, "dungeon", "reorder", "top")
    return None


@verb("swap_with_dungeon_top", {},
      text=lambda a: "peek at the top card of the Dungeon Deck; if it is a Monster, you may swap it "
                     "with a Monster in the Hall, which goes on top of the deck")
def _swap_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    st = game.state
    if not st.dungeon:
        return None
    top = st.dungeon[0]
    if not game.defn(top).is_monster or game.defn(top).is_guardian:
        return None
    hall = [c for slot in st.hall for c in slot
            if game.defn(c).is_monster and game.mode.can_leave_hall(game, c)]
    if not hall:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "swap_monster",
                   f"The top of the Dungeon Deck is {game.name(top)}. Choose a Monster to swap with it, or none.",
                   hall, 0, 1, frame.source)
    if not answer:
        return None
    out = answer[0]
    zone = st.loc[out]
    game.move(out, "dungeon", "swap", "top")  # the hall card goes on top of the deck...
    game.move(top, zone, "swap")  # ...and the old top card takes its place
    from game.engine.rules.swarm import replace_stand_in
    top = replace_stand_in(game, top)  # a stand-in turned over into the hall (the Swarm, the Horde)
    from game.engine.events import HallLeft
    game.emit(HallLeft(out))
    if zone == "hall.1":  # a breach happens the moment its monster reaches rank 1 (rulebook: Breach Effect)
        from game.engine.cards import Step

        game.push((Step("_call", {"name": "breaches"}),), frame.player, top, "breach")
    return None


@verb("remove_from_stacks", {"count": int, "filter": dict}, required=("count",),
      text=lambda a: (f"Destroy the top {a['count']} cards of every Village stack whose top card is "
                      f"{describe_filter(a.get('filter'))}" if a.get("filter") else
                      f"Destroy the top {a['count']} cards of every stack in the Village, Hero and Basic stacks too"))
def _remove_from_stacks(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Take cards off the top of every village stack (heroes and Basic cards included) whose top
    card matches, out of the game."""
    for stack in list(game.state.stacks.values()):
        if stack and matches(game, stack[0], args.get("filter")):
            for c in list(stack[: args["count"]]):
                game.destroy(c, "remove")
    return None


@verb("move_to_rank0", {}, text=lambda a: "Move this Monster out of the Hall to Rank 0; the Hall refills")
def _move_to_rank0(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """A Guardian's breach (rulebook: Guardian Cards): it leaves the hall for rank 0, which any
    number of Guardians share; the hall then shifts and refills, and a monster that reaches
    rank 1 this way breaches in turn."""
    monster = frame.source
    if monster is None or not game.state.loc.get(monster, "").startswith("hall."):
        return None
    game.move(monster, "rank0", "rank0", "bottom")
    from game.engine.cards import Step

    game.push((Step("_call", {"name": "refill_hall"}), Step("_call", {"name": "breaches"})),
              frame.player, monster, "breach")
    return None
