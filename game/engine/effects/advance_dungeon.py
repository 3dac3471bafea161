"""Verbs of Thunderstone Advance's rangers on the dungeon (docs/advance.md section 18, group C):
two neighbouring monsters of the hall change places (Bhoidwood Stalker), and the top of the
dungeon deck looked at for an attack bonus against those groups, then put back on top or under it
(Deepstrider Scout and Warden)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.battle import LOOKED_AT, VS_GROUP
from game.engine.effects.hall import AFTER_HALL_CHANGE, movable
from game.engine.effects.registry import Ask, verb
from game.engine.events import CardsRevealed, HallShifted, ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


# --- Bhoidwood Stalker --------------------------------------------------------------------------------

def _swappable(game: Game, source: int | None) -> dict[int, list[int]]:
    """Each monster of the hall that may change places with a neighbour, with those neighbours. A
    Guardian is never moved (rulebook glossary: Bhoidwood), nor a monster that must be defeated."""
    st = game.state

    def ok(c: int | None) -> bool:
        return c is not None and game.defn(c).is_monster and movable(game, c, source)

    out: dict[int, list[int]] = {}
    ranks = list(st.ranks())
    for r, nxt in zip(ranks, ranks[1:], strict=False):
        a, b = st.hall_card(r), st.hall_card(nxt)
        if a is not None and b is not None and ok(a) and ok(b):
            out.setdefault(a, []).append(b)
            out.setdefault(b, []).append(a)
    return out


def _can_swap(game: Game, player: int, source: int | None, args: dict, context: str) -> bool:
    return bool(_swappable(game, source))


@verb("swap_adjacent_in_hall", {}, feasible=_can_swap,
      text=lambda a: "you may swap two Monsters in neighbouring ranks of the Hall (never a Guardian)")
def _swap_adjacent(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player picks a monster (or none), then its neighbour if it has two; they change ranks.
    A monster that comes to rank 1 breaches (the hall does not refill: no rank was emptied)."""
    pairs = _swappable(game, frame.source)
    first = frame.vars.get("swap_first")
    if first is None:
        if not pairs:
            return None
        if answer is None:
            return Ask(frame.player, "cards", "swap_adjacent",
                       "Choose a Monster in the Hall to swap with a neighbour, or none.", list(pairs), 0, 1,
                       frame.source)
        if not answer:
            return None
        first, answer = answer[0], None
    partners = pairs.get(first, [])
    if answer is None and len(partners) > 1:
        frame.vars["swap_first"] = first
        return Ask(frame.player, "cards", "swap_adjacent",
                   f"Choose the neighbour {game.name(first)} changes places with.", partners, 1, 1, frame.source)
    frame.vars.pop("swap_first", None)
    second = answer[0] if answer else partners[0]
    st = game.state
    a, b = st.loc[first], st.loc[second]
    game.emit(HallShifted(((first, a, b), (second, b, a))))
    game.push(AFTER_HALL_CHANGE[1:], frame.player, frame.source, frame.context)
    return None


# --- Deepstrider Scout and Warden --------------------------------------------------------------------

def _reveal_text(a: dict) -> str:
    n = a["count"]
    what = "the top card" if n == 1 else f"the top {n} cards"
    groups = "that card's group" if n == 1 else "the groups revealed"
    text = f"reveal {what} of the Dungeon Deck"
    if a.get("bonus_vs_group"):
        text += f"; your Heroes gain Attack +{a['bonus_vs_group']} against Monsters of {groups}"
    return text + "; put " + ("it" if n == 1 else "each") + " back on top of the Dungeon Deck or under it"


@verb("reveal_dungeon_top", {"count": int, "bonus_vs_group": int}, shorthand="count", text=_reveal_text)
def _reveal_dungeon_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The top cards of the dungeon deck are shown to all; each Hero in the hand now gains the bonus
    against monsters of their groups; then the player chooses which go under the deck and, where two
    or more go to the same end, their order (looking is not placing: no Raid)."""
    st = game.state
    source = frame.source if frame.source is not None else -1
    seen = frame.vars.get("looked")
    if seen is None:
        seen = list(st.dungeon[: args["count"]])
        if not seen:
            return None
        frame.vars["looked"] = seen
        game.emit(CardsRevealed(frame.player, tuple(seen)))
        for c in seen:
            game.emit(ModifierGained(source, LOOKED_AT, 0, c))
        if args.get("bonus_vs_group"):
            for h in game.hand(frame.player):
                if game.defn(h).is_hero and h not in st.turn.doomed:
                    game.emit(ModifierGained(source, VS_GROUP, args["bonus_vs_group"], h))
    under = frame.vars.get("under")
    if under is None:
        if answer is None:
            return Ask(frame.player, "cards", "dungeon_bottom",
                       "Choose the revealed cards to put under the Dungeon Deck; the others go back on top.",
                       seen, 0, len(seen), frame.source)
        under, answer = list(answer), None
        frame.vars["under"] = under
    top = [c for c in seen if c not in under]
    for key, cards in (("top_order", top), ("under_order", under)):
        if key in frame.vars or len(cards) < 2:
            frame.vars.setdefault(key, cards)
            continue
        if answer is None:
            where = "on top, the top card first" if key == "top_order" else "under the deck, the lowest card last"
            return Ask(frame.player, "order", "dungeon_order", f"Put these cards {where}.", cards,
                       len(cards), len(cards), frame.source)
        frame.vars[key], answer = list(answer), None
    top, under = frame.vars["top_order"], frame.vars["under_order"]
    for k in ("looked", "under", "top_order", "under_order"):
        frame.vars.pop(k)
    for c in reversed(top):
        game.move(c, "dungeon", "reorder", "top")
    for c in under:
        game.move(c, "dungeon", "reorder", "bottom")
    return None
