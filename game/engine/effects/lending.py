"""Cards that join a battle for its length only: a Weapon another player discarded, lent to a Hero
(Toryn Gladiator), the top Hero of a village stack (Diin Enchanter); and Monsters discarded for a
Hunter, one of which a victory lets the player keep (Gohlen Hunter).

Lent cards are recorded as borrowed (HeroBorrowed); rules.procedures.return_borrowed sends them
back when the battle is over: to their owner's discard pile, or, from the village (owner -1),
to the destroyed pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import battle
from game.engine.effects.filters import describe_filter, matches
from game.engine.effects.registry import Ask, verb
from game.engine.events import Equipped, HeroBorrowed, ModifierGained
from game.engine.state import Frame
from game.engine.turn_modifiers import weapon_weight

if TYPE_CHECKING:
    from game.engine.game import Game

FROM_VILLAGE = -1  # the owner of a card lent by the village: it is destroyed when the battle ends
MARKED = "marked_for_victory"  # modifier aimed at a discarded Monster a victory may claim (Hunter)


def _owner(game: Game, card: int) -> int:
    return int(game.state.loc[card].partition(".")[0][1:])


@verb("borrow_weapon", {},
      text=lambda a: "you may equip one of the Weapons discarded this way to this Hero; it goes back to its "
                     "owner once the battle is over, unless the battle destroyed it")
def _borrow_weapon(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One of the Weapons the steps before discarded (tallied 'discarded'), still in a discard pile
    and light enough for this Hero's Strength now, joins the hand equipped to this Hero (or none)."""
    st = game.state
    hero = frame.source
    if hero is None or st.loc.get(hero) != f"p{frame.player}.hand" or hero in st.turn.doomed:
        return None
    strength = battle.hero_strengths(game, list(game.hand(frame.player)))[0].get(hero, 0)
    weapons = [c for c in dict.fromkeys(frame.vars.get("discarded", []))
               if game.defn(c).is_weapon and st.loc.get(c, "").endswith(".discard")
               and weapon_weight(game, c) <= strength]
    if not weapons:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "borrow",
                   f"Choose a discarded Weapon for {game.name(hero)} to carry in this battle, or none.",
                   weapons, 0, 1, frame.source)
    if not answer:
        return None
    weapon = answer[0]
    game.emit(HeroBorrowed(frame.player, weapon, _owner(game, weapon)))
    game.move(weapon, f"p{frame.player}.hand", "borrow", "bottom")
    game.emit(Equipped(weapon, hero))
    return None


@verb("hero_from_village_for_battle", {},
      text=lambda a: "take the top Hero of any Village stack into your hand: it fights in this battle and is "
                     "destroyed once the battle is over")
def _hero_from_village(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The player picks a village stack whose top card is a Hero (Militia too); that card joins the
    hand for the battle, then is destroyed (return_borrowed)."""
    st = game.state
    tops = [stack[0] for stack in st.stacks.values() if stack and game.defn(stack[0]).is_hero]
    if not tops:
        return None
    if answer is None and len(tops) > 1:
        return Ask(frame.player, "cards", "village_hero", "Choose the top Hero of a Village stack to join this battle.",
                   tops, 1, 1, frame.source)
    hero = answer[0] if answer else tops[0]
    game.emit(HeroBorrowed(frame.player, hero, FROM_VILLAGE))
    game.move(hero, f"p{frame.player}.hand", "draw", "bottom")
    return None


@verb("mark_discarded", {"filter": dict},
      text=lambda a: f"remember every {describe_filter(a.get('filter')).split(' ', 1)[1]} discarded this way")
def _mark_discarded(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The cards the steps before discarded (tallied 'discarded') that match the filter are marked
    for this card: take_marked may claim one after a victory."""
    source = frame.source if frame.source is not None else -1
    for c in dict.fromkeys(frame.vars.get("discarded", [])):
        if matches(game, c, args.get("filter")):
            game.emit(ModifierGained(source, MARKED, 1, c))
    return None


def shares_type(game: Game, card: int, monsters: list[int]) -> bool:
    """A Monster's type is one of its classes (Undead, Humanoid): it matches a Monster sharing one."""
    classes = set(game.defn(card).classes)
    return any(classes & set(game.defn(m).classes) for m in monsters)


@verb("take_marked", {"same_type_as_defeated": bool},
      text=lambda a: "you may put one of the cards this one remembered into your discard pile, if it is still in "
                     "another player's discard pile" + (" and shares a type (a class) with a Monster you defeated"
                                                        if a.get("same_type_as_defeated") else ""))
def _take_marked(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """One card this card marked (mark_discarded), still in someone's discard pile, moves to the
    player's discard pile (or none); with `same_type_as_defeated` only one sharing a class with a
    Monster defeated this turn."""
    st = game.state
    marked = [m.target for m in st.turn.modifiers if m.stat == MARKED and m.source == frame.source
              and m.target is not None]
    options = [c for c in dict.fromkeys(marked) if st.loc.get(c, "").endswith(".discard")
               and st.loc.get(c) != f"p{frame.player}.discard"]
    if args.get("same_type_as_defeated"):
        options = [c for c in options if shares_type(game, c, st.turn.defeated)]
    if not options:
        return None
    if answer is None:
        return Ask(frame.player, "cards", "take_monster",
                   "Choose a discarded Monster to put into your discard pile, or none.",
                   options, 0, 1, frame.source)
    for c in answer:
        game.move(c, f"p{frame.player}.discard", "take")
    return None
