"""Verbs that trade a card of the dungeon hall for another: a monster from the hand (Slynn
Longbowman), a monster from the top of the dungeon deck into rank 1 (Tholis Clairvoyant).

The card coming in takes the rank the other left (no shift, no refill); a monster reaching rank 1
this way breaches at once (rulebook: Breach Effect). A monster that cannot leave the hall (a
Guardian, one that must be defeated) is never traded."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import Step
from game.engine.effects.filters import candidates
from game.engine.effects.hall import movable
from game.engine.effects.registry import Ask, verb
from game.engine.events import HallLeft
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

BREACHES = (Step("_call", {"name": "breaches"}),)


def _entered(game: Game, frame: Frame, card: int, zone: str) -> None:
    """A monster now lies in `zone` of the hall: the mode hears of it, and in rank 1 it breaches."""
    game.mode.monster_entered_hall(game, card)
    if zone == "hall.1":
        game.push(BREACHES, frame.player, card, "breach")


# --- Slynn Longbowman -----------------------------------------------------------------------------

def _hall_partners(game: Game, source: int | None, mine: int, vp_more: int) -> list[int]:
    """Monsters of the hall (ranks 1-3) that may be swapped for a monster of the hand: worth at most
    `vp_more` VP more than it."""
    st = game.state
    limit = game.defn(mine).vp + vp_more
    return [c for slot in st.hall for c in slot
            if game.defn(c).is_monster and movable(game, c, source) and game.defn(c).vp <= limit]


def _hand_monsters(game: Game, player: int, source: int | None, vp_more: int, context: str) -> list[int]:
    return [c for c in candidates(game, player, source, {"kind": "monster"}, context)
            if _hall_partners(game, source, c, vp_more)]


def _can_swap(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    return bool(_hand_monsters(game, player, source, args.get("vp_more", 0), context))


@verb("swap_monster_with_hall", {"vp_more": int}, feasible=_can_swap,
      text=lambda a: f"you may swap a Monster from your hand with a Monster in the Hall worth at most "
                     f"{a.get('vp_more', 0)} VP more: yours takes its rank, it comes into your hand")
def _swap_monster_with_hall(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """First the monster from the hand (or none), then the one from the hall; the monster from the
    hand takes the rank the other leaves (Doomgate glossary: Slynn Longbowman). Taking a monster
    this way is not defeating it: no XP, no Spoils."""
    vp_more = args.get("vp_more", 0)
    mine = frame.vars.get("swap_mine")
    if mine is None:
        options = _hand_monsters(game, frame.player, frame.source, vp_more, frame.context)
        if not options:
            return None
        if answer is None:
            return Ask(frame.player, "cards", "swap_from_hand",
                       "Choose a Monster from your hand to swap with one in the Hall, or none.",
                       options, 0, 1, frame.source)
        if not answer:
            return None
        mine, answer = answer[0], None
        frame.vars["swap_mine"] = mine
    options = _hall_partners(game, frame.source, mine, vp_more)
    if answer is None and len(options) > 1:
        return Ask(frame.player, "cards", "swap_from_hall",
                   f"Choose the Monster in the Hall to swap with {game.name(mine)}.", options, 1, 1, frame.source)
    frame.vars.pop("swap_mine")
    theirs = answer[0] if answer else options[0]
    zone = game.state.loc[theirs]
    game.move(theirs, f"p{frame.player}.hand", "swap", "bottom")
    game.emit(HallLeft(theirs))
    game.move(mine, zone, "swap")
    _entered(game, frame, mine, zone)
    return None


# --- Tholis Clairvoyant ---------------------------------------------------------------------------

def _rank1_monster(game: Game, source: int | None) -> int | None:
    c = game.state.hall_card(1)
    if c is None or not game.defn(c).is_monster or not movable(game, c, source):
        return None
    return c


@verb("replace_rank1_from_dungeon", {"count": int}, shorthand="count",
      text=lambda a: f"look at the top {a['count']} cards of the Dungeon Deck; you may put a Monster among them "
                     "into rank 1, and the Monster there goes on top of the Dungeon Deck")
def _replace_rank1(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player sees the top cards of the dungeon deck and may swap one of their Monsters with the
    monster of rank 1, which goes on top of the deck; the cards there are then reordered by the
    next step, so as many go back as were looked at (Doomgate glossary: Tholis Clairvoyant)."""
    st = game.state
    top = list(st.dungeon[: args["count"]])
    out = _rank1_monster(game, frame.source)
    options = [c for c in top if game.defn(c).kind == "monster"]
    if not top or out is None or not options:
        return None
    if answer is None:
        seen = ", ".join(game.name(c) for c in top)
        return Ask(frame.player, "cards", "replace_rank1",
                   f"The top of the Dungeon Deck: {seen}. Choose a Monster to put into rank 1 in place of "
                   f"{game.name(out)}, or none.", options, 0, 1, frame.source)
    if not answer:
        return None
    into = answer[0]
    game.move(out, "dungeon", "swap", "top")
    game.emit(HallLeft(out))
    game.move(into, "hall.1", "swap")
    _entered(game, frame, into, "hall.1")
    return None
