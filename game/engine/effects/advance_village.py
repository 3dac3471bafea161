"""Verbs of Thunderstone Advance's village cards (docs/advance.md section 18, group D): cards taken
from the top of village stacks into the hand or onto the deck (Royal Summons, King Caelan's Writ),
no more abilities of a place this turn (Mass Teleport), XP lost as the turn ends (Bandia's Wisdom),
and the bottom card of the dungeon deck traded for a deep monster of the hall (Ranger's Wilderness
Map). The rules these cards bring into the turn are in game.engine.rules.advance_village."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.hall import movable
from game.engine.effects.registry import Ask, verb
from game.engine.events import CardsRevealed, HallLeft, ModifierGained
from game.engine.rules.advance_village import XP_LOSS
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game

DESTINATIONS = ("hand", "deck_top", "discard")  # where take_from_village puts the cards


# --- Royal Summons, King Caelan's Writ: the top of a village stack ----------------------------------

def _take_text(a: dict) -> str:
    n = a.get("count", 1)
    what = describe_filter(a["filter"]) if n == 1 else f"{n} {describe_filter(a['filter'], plural=True)}"
    where = {"hand": "into your hand", "deck_top": "on top of your deck"}.get(a.get("to", ""), "into your discard pile")
    top = "a Village stack" if n == 1 else "the Village stacks"
    return f"put {what} from the top of {top} {where}, without buying"


@verb("take_from_village", {"filter": dict, "count": int, "to": str}, required=("filter",), text=_take_text)
def _take_from_village(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The top card of a stack whose top matches the filter, `count` times (1 by default), goes
    into the player's hand, on top of their deck or into their discard pile, at no cost; where
    several stacks match, the player picks the stack; an empty stack gives nothing (whatever level
    lies on top of a hero stack is taken: glossary, King Caelan's Writ)."""
    st = game.state
    taken = frame.vars.setdefault("taken", 0)
    if answer is not None:
        card = answer[0]
    else:
        tops = [s[0] for s in st.stacks.values() if s and matches(game, s[0], args["filter"])]
        if not tops or taken >= args.get("count", 1):
            frame.vars.pop("taken")
            return None
        if len({st.cards[c] for c in tops}) > 1:
            return Ask(frame.player, "cards", "take_from_village",
                       f"Choose {describe_filter(args['filter'])} to take from the Village.", tops, 1, 1, frame.source)
        card = tops[0]
    to = args.get("to", "discard")
    zone, pos = {"hand": ("hand", "bottom"), "deck_top": ("deck", "top"), "discard": ("discard", "top")}[to]
    game.move(card, f"p{frame.player}.{zone}", "take", pos)
    frame.vars["taken"] = taken + 1
    frame.pc -= 1  # the same step again, until `count` are taken or none is left
    return None


# --- Bandia's Wisdom -----------------------------------------------------------------------------

@verb("lose_xp_at_end_of_turn", {"amount": int}, shorthand="amount", required=("amount",),
      text=lambda a: f"at the end of your turn lose {a['amount']} XP, but never your last one")
def _lose_xp_at_end(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The XP are lost when the turn ends (rules.advance_village.end_of_turn), never the last one."""
    game.emit(ModifierGained(frame.source if frame.source is not None else -1, XP_LOSS, args["amount"]))
    return None


# --- Ranger's Wilderness Map ---------------------------------------------------------------------

def _deep_monsters(game: Game, source: int | None, at_least: int) -> list[int]:
    """Monsters of the hall in that rank or deeper that an effect may move (never a Guardian)."""
    st = game.state
    return [c for r in st.ranks() if r >= at_least for c in st.hall[r - 1]
            if game.defn(c).is_monster and movable(game, c, source)]


@verb("swap_dungeon_bottom_with_rank", {"at_least": int}, shorthand="at_least", required=("at_least",),
      text=lambda a: f"reveal the bottom card of the Dungeon Deck; if it is a Monster other than a Guardian, "
                     f"you may swap it with a Monster in rank {a['at_least']} or deeper, which goes under the "
                     f"Dungeon Deck")
def _swap_dungeon_bottom(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The bottom card of the dungeon deck is shown; a monster (not a Guardian) may take the rank of
    a monster of that rank or deeper, which goes under the deck in its place; any other card stays
    where it was (glossary: Ranger-Wildniskarte). The monster placed raids (it is placed in the
    hall), and a stand-in is replaced by its stack's top card as on any arrival."""
    from game.engine.rules import advance_triggers, swarm

    st = game.state
    if answer is None:
        if not st.dungeon:
            return None
        bottom = st.dungeon[-1]
        game.emit(CardsRevealed(frame.player, (bottom,)))
        d = game.defn(bottom)
        options = _deep_monsters(game, frame.source, args["at_least"])
        if not d.is_monster or d.is_guardian or not options:
            return None
        return Ask(frame.player, "cards", "swap_dungeon_bottom",
                   f"The bottom card of the Dungeon Deck is {game.name(bottom)}. Choose a Monster in rank "
                   f"{args['at_least']} or deeper to swap with it, or none.", options, 0, 1, frame.source)
    if not answer:
        return None
    bottom, out = st.dungeon[-1], answer[0]
    zone = st.loc[out]
    game.mode.monster_to_dungeon_bottom(game, out, "swap")
    if st.loc[out] == zone:  # the mode keeps it in the hall (Advance solo: nothing goes under the deck)
        return None
    game.emit(HallLeft(out))
    game.move(bottom, zone, "swap")
    placed = swarm.replace_stand_in(game, bottom)
    game.mode.monster_entered_hall(game, placed)
    advance_triggers.raid(game, [placed])
    return None
