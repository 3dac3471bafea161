"""Verbs of Thunderstone Advance's monsters of fire, the Corvaxis, the Djinni and the Thunderstone
Bearers (Towers of Ruin; docs/advance.md section 18, group E): a trophy that sends its monster back on
top of the dungeon deck (Phoenix), discarding every matching card (Blackflock Conniver, Ash Dragon),
an Ambusher's look at the top of the deck that feeds its Health (Slaughterwing, Plunderwing), the
battle modifiers of Iblis (only Heroes give light) and Marid (no Spoils), and Belac's discard of the
strongest Hero, whose attack value he gains as Health. The engine's own steps behind the Magma Wyrm
and the Caldera Dragon (rules.advance_hall) are here too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.battle_advance import LIGHT_FROM_HEROES, NO_SPOILS
from game.engine.effects.choosing import reveal_top_of_deck, tally
from game.engine.effects.filters import candidates, describe_filter, matches, stat_value
from game.engine.effects.reactions import returns_to_hand
from game.engine.effects.registry import Ask, verb
from game.engine.events import HallLeft, HallShifted, ModifierGained
from game.engine.state import Frame

if TYPE_CHECKING:
    from game.engine.game import Game


def _source(frame: Frame) -> int:
    return frame.source if frame.source is not None else -1


# --- Phoenix: back on top of the dungeon deck ---------------------------------------------------

@verb("return_this_to_dungeon_top", {}, text=lambda a: "put this card from your hand on top of the Dungeon Deck")
def _return_to_dungeon_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The card (a monster in the hand) goes face down on top of the dungeon deck; its VP go with it
    (rulebook glossary: Phoenix)."""
    c = frame.source
    if c is not None and game.state.loc.get(c) == f"p{frame.player}.hand":
        game.move(c, "dungeon", "return", "top")
    return None


# --- discard every matching card -------------------------------------------------------------------

@verb("discard_all", {"filter": dict},
      text=lambda a: f"discard every {describe_filter(a.get('filter')).split(' ', 1)[1]} in your hand")
def _discard_all(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every card of the hand matching the filter goes to the discard pile (tallied 'discarded')."""
    picked = candidates(game, frame.player, frame.source, args.get("filter"), frame.context)
    for c in picked:
        game.move(c, f"p{frame.player}.discard", "discard")
        returns_to_hand(game, frame, c)
    tally(game, frame, "discarded", picked)
    return None


# --- Ambushers: the top of the deck feeds the monster ------------------------------------------------

def _ambush_text(a: dict) -> str:
    return ("reveal the top card of your deck; this Monster gains Health equal to its cost; destroy it if it is "
            + describe_filter(a.get("destroy")))


@verb("ambush_deck_top", {"destroy": dict}, required=("destroy",), text=_ambush_text)
def _ambush_deck_top(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The top card of the player's deck is revealed (none when the deck is empty: no reshuffle); the
    monster's Health grows by its cost (a card without a price adds 0) for this turn; a card matching
    `destroy` is destroyed, another stays on the deck."""
    top = reveal_top_of_deck(game, frame.player, 1)
    if not top:
        return None
    card = top[0]
    cost = game.defn(card).cost or 0
    if cost and frame.source is not None:
        game.emit(ModifierGained(frame.source, "health", cost, frame.source))
    if matches(game, card, args["destroy"]):
        game.destroy(card)
    return None


# --- Iblis and Marid: what the battle ignores --------------------------------------------------------

@verb("light_only_from_heroes", {}, text=lambda a: "only the Light of Heroes counts in this battle")
def _light_only_from_heroes(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Every light value not given by a Hero is cancelled for this battle (battle_advance)."""
    game.emit(ModifierGained(_source(frame), LIGHT_FROM_HEROES, 1))
    return None


@verb("no_spoils", {}, text=lambda a: "no Spoils ability can be used this turn")
def _no_spoils(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The turn's Spoils abilities are cancelled (rules.abilities asks battle_advance)."""
    game.emit(ModifierGained(_source(frame), NO_SPOILS, 1))
    return None


# --- Belac: the strongest Hero leaves and feeds him ------------------------------------------------------

@verb("discard_strongest_hero_as_health", {},
      text=lambda a: "discard the Hero with the highest attack value (its Weapons' included); this Monster "
                     "gains that much Health")
def _discard_strongest(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """Among the Heroes of the hand with the highest attack value in this battle (Attack and Magic
    Attack with their Weapons: filters.total_attack), the player picks one if several tie; its value
    is added to the monster's Health for the turn, then it is discarded (rulebook glossary: Belac)."""
    heroes = [c for c in candidates(game, frame.player, frame.source, {"kind": "hero"}, frame.context)]
    if not heroes:
        return None
    values = {c: stat_value(game, c, "total_attack") for c in heroes}
    best = max(values.values())
    top = [c for c in heroes if values[c] == best]
    if answer is None and len(top) > 1:
        return Ask(frame.player, "cards", "discard_strongest",
                   f"Choose the Hero with attack value {best} to discard.", top, 1, 1, frame.source)
    hero = answer[0] if answer else top[0]
    if best > 0 and frame.source is not None:
        game.emit(ModifierGained(frame.source, "health", best, frame.source))
    game.move(hero, f"p{frame.player}.discard", "discard")
    returns_to_hand(game, frame, hero)
    tally(game, frame, "discarded", [hero])
    return None


# --- the engine's steps behind the Magma Wyrm and the Caldera Dragon (rules.advance_hall) ----------------

@verb("_swap_forward", {})
def _swap_forward(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """The monster changes places with the one in the rank in front of it, unless that one is a
    Guardian (rulebook: Wächter) or the rank is empty; one leaving rank 1 may breach again later."""
    st = game.state
    card = args["card"]
    rank = st.rank_of(card)
    if rank is None or rank <= 1:
        return None
    front = st.hall_card(rank - 1)
    if front is None or not game.defn(front).is_monster or game.defn(front).is_guardian:
        return None
    a, b = st.loc[card], st.loc[front]
    game.emit(HallShifted(((card, a, b), (front, b, a))))
    if rank - 1 == 1 and front in st.breached:
        game.emit(HallLeft(front))  # it left rank 1: back there, it breaches again (rulebook: Durchbrucheffekte)
    return None


@verb("_discard_if_drew", {})
def _discard_if_drew(game: Game, frame: Frame, args: dict, answer: tuple | None) -> Ask | None:
    """After an ability: if it drew cards, its user discards one card per Caldera Dragon in the hall
    (globals add up), any card of the hand."""
    from game.engine.cards import Step
    from game.engine.hall_globals import global_traits
    from game.engine.rules.advance_hall import AFTER_DRAW

    if game.state.turn.drawn <= args["before"]:
        return None
    n = sum(1 for _, d in global_traits(game) if d.trait(AFTER_DRAW) is not None)
    if n:
        game.push((Step("discard", {"count": n}),), frame.player, None, "global")
    return None
