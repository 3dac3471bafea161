"""Draconic Traps: Dragon's Claws, Dragon's Jaw, Dragon's Teeth, Dragon's Words
(cards/dragonspire/draconic_traps.yaml), and the rules of traps (game/engine/rules/features.py).

Rulebook: Trap Cards (a trap turned over while the hall refills resolves at once, just before breach
effects, and is then destroyed; the hall goes on refilling and a further trap resolves in turn, until
only monsters and Thunderstones show; some traps hit every player, others the one who revealed it),
Setup (a trap in the hall at the start goes to the bottom of the deck), Highwayman's trophy (reveal it
to escape a trap), Polymorph (it only looks at the top card).

Readings chosen:
- Dragon's Claws: a player holding a Thief reveals it and keeps everything; the others show their
  hands and lose every Villager, even one used this turn.
- Dragon's Jaw: players take turns from the active player's left (the active player last); a card
  that is not a Weapon is discarded (left on top, it would be turned over again); decks are not
  reshuffled, so it also stops when every deck is empty.
- Dragon's Teeth: the active player's Heroes are those in hand (current Strength; among ties the
  player chooses). Each other player discards their top 3 cards and, among those, loses every Hero
  but the strongest one(s) (ties all stay).
- Dragon's Words: "the Monster" is the one the active player defeated this turn; the other players'
  top cards that are not Monsters stay on their decks.
- Highwayman is revealed automatically: escaping a trap never hurts. The player is spared the whole
  trap, including its turns in Dragon's Jaw.
- A trap is no one's effect: Belzur Bishop cannot turn it back.
"""

from __future__ import annotations

import pytest

from game.catalog.text import card_text
from game.engine.events import (
    BreachTriggered,
    CardsRevealed,
    HandRevealed,
    Moved,
    ReactionRevealed,
    TrapAvoided,
    TrapSprung,
    unbatched,
)
from game.engine.layout import fill_hall_at_setup

DECK = ["Militia"] * 8
WIN = ["Frost Bolt"] * 3 + ["Torch"]  # 9 magic, light 1: beats Harpy in rank 1
HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def trap_turn(table, dungeon, hand=(), others=({}, {}), hall=HALL, deck=DECK, win=True, **kw):
    """Player 0 defeats (or, with win=False, fails against) Harpy in rank 1 and ends the turn, so the
    hall refills from `dungeon`. `others` are the other players' scenario entries (with a deck)."""
    players = [{"hand": (WIN if win else []) + list(hand), "deck": list(deck)}]
    players += [{"deck": DECK, **o} for o in others]
    t = table(players=players, hall=list(hall), dungeon=list(dungeon), choice="dungeon", **kw)
    t.do("attack [Harpy]", "end")
    return t


def sprung(t):
    return [t.game.name(e.trap) for e in t.events if isinstance(e, TrapSprung)]


def index(t, cls):
    return next(i for i, e in enumerate(t.events) if isinstance(e, cls))


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["Dragon's Claws", "Dragon's Jaw", "Dragon's Teeth", "Dragon's Words"])
def test_draconic_traps_have_their_printed_values(catalog, name):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.classes) == ("trap", 2, ("Trap", "Draconic"))
    assert (d.gold, d.vp, d.xp, d.health) == (0, 0, 0, None)
    group = catalog.groups[d.group]
    assert (group.key, group.kind, len(group.cards)) == ("draconic_traps", "trap", 4)


# --- the rules of traps --------------------------------------------------------------------------

def test_a_trap_turned_over_by_the_refill_springs_is_destroyed_and_the_next_card_fills_the_rank(table):
    t = trap_turn(table, ["Dragon's Words", "Ember", "Plague Zombie"])
    assert sprung(t) == ["Dragon's Words"]
    trap = t.card("Dragon's Words")
    assert [e.dst for e in unbatched(t.events) if isinstance(e, Moved) and e.card == trap] == ["hall.3", "destroyed"]
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Half-Ogre"], ["Orc Blademaster"], ["Ember"]]
    assert t.names("dungeon") == ["Plague Zombie"] and t.state.active == 1


def test_a_trap_also_springs_when_an_undefeated_monster_retreats(table):
    t = trap_turn(table, ["Dragon's Claws", "Ember"], hand=["Militia"], win=False)
    assert sprung(t) == ["Dragon's Claws"]
    assert t.names("hall.3") == ["Ember"] and t.names("dungeon") == ["Harpy"]


def test_a_trap_resolves_before_the_breach_of_the_monster_that_reached_rank_1(table):
    # Walking Scourge reaches rank 1 (breach: every player gains a Disease); the trap comes first
    t = trap_turn(table, ["Dragon's Claws", "Ember"], hand=["Trader"],
                  hall=["Harpy", "Walking Scourge", "Half-Ogre"])
    assert index(t, TrapSprung) < index(t, BreachTriggered)
    trader = t.card("Trader")
    lost = next(i for i, e in enumerate(unbatched(t.events)) if isinstance(e, Moved) and e.card == trader)
    assert lost < index(t, BreachTriggered) and t.names("destroyed")[-1] == "Trader"
    assert BreachTriggered(t.card("Walking Scourge")) in t.events
    assert t.names("hall.3") == ["Ember"]


def test_traps_turned_over_one_after_another_each_resolve_until_a_monster_shows(table):
    t = trap_turn(table, ["Dragon's Claws", "Dragon's Words", "Dragon's Teeth", "Ember", "Plague Zombie"],
                  hand=["Trader"])
    assert sprung(t) == ["Dragon's Claws", "Dragon's Words", "Dragon's Teeth"]
    assert t.names("hall.3") == ["Ember"] and t.names("dungeon") == ["Plague Zombie"]
    assert sorted(n for n in t.names("destroyed") if n.startswith("Dragon")) == [
        "Dragon's Claws", "Dragon's Teeth", "Dragon's Words"]


def test_a_treasure_between_two_traps_goes_to_the_active_player_and_the_refill_goes_on(table):
    t = trap_turn(table, ["Dragon's Claws", "Ruby Dragon", "Dragon's Jaw", "Ember"])
    assert sprung(t) == ["Dragon's Claws", "Dragon's Jaw"]
    assert t.names("p0.aside") == ["Ruby Dragon"] and t.names("hall.3") == ["Ember"]


def test_a_trap_that_empties_the_dungeon_deck_leaves_the_rank_empty(table):
    t = trap_turn(table, ["Dragon's Words"])
    assert sprung(t) == ["Dragon's Words"]
    assert t.names("hall.3") == [] and t.names("dungeon") == []
    assert "Dragon's Words" in t.names("destroyed")


def test_a_trap_springs_when_a_guardian_leaving_for_rank_0_makes_the_hall_refill(table):
    t = trap_turn(table, ["Plague Zombie", "Dragon's Words", "Ember"],
                  hall=["Harpy", "Guardian of Night", "Half-Ogre"])
    assert t.names("rank0") == ["Guardian of Night"] and sprung(t) == ["Dragon's Words"]
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Half-Ogre"], ["Plague Zombie"], ["Ember"]]


@pytest.mark.parametrize("hall, dungeon", [
    (["Harpy", "Stone of Scorn", "Half-Ogre"], ["Dragon's Words", "Ember"]),  # the trap comes behind the stone
    (["Harpy", None, None], ["Dragon's Words", "Stone of Scorn", "Ember"]),  # the trap comes first
])
def test_a_trap_in_the_refill_does_not_stop_the_victor_from_claiming_the_thunderstone(table, hall, dungeon):
    t = trap_turn(table, dungeon, hall=hall)
    assert sprung(t) == ["Dragon's Words"]
    assert t.state.over and t.state.result["thunderstone_holder"] == 0
    assert "Stone of Scorn" in t.names("p0.discard")


def test_traps_and_treasures_turned_over_at_setup_go_to_the_bottom_of_the_deck(table):
    t = table(players=[{}, {}], hall=[], dungeon=["Dragon's Claws", "Harpy", "Ruby Dragon", "Dragon's Jaw",
                                                   "Half-Ogre", "Ember", "Plague Zombie"])
    fill_hall_at_setup(t.game)
    assert [t.names(f"hall.{r}") for r in (1, 2, 3)] == [["Harpy"], ["Half-Ogre"], ["Ember"]]
    assert t.names("dungeon") == ["Plague Zombie", "Dragon's Claws", "Ruby Dragon", "Dragon's Jaw"]
    assert not any(isinstance(e, TrapSprung) for e in t.game.log)
    assert t.names("p0.aside") == [] and t.names("destroyed") == []


def test_polymorph_only_looks_at_a_trap_on_top_and_the_trap_springs_when_the_hall_refills(table):
    t = table(players=[{"hand": ["Polymorph"] + WIN, "deck": DECK}, {"hand": ["Scout"], "deck": DECK}],
              hall=HALL, dungeon=["Dragon's Claws", "Ember"], choice="dungeon")
    t.do("use [Polymorph] 0")
    assert t.state.prompt is None and t.names("dungeon") == ["Dragon's Claws", "Ember"]
    assert t.names("hall.1") == ["Harpy"] and not sprung(t)
    t.do("attack [Harpy]", "end")
    assert sprung(t) == ["Dragon's Claws"] and "Scout" in t.names("destroyed")


# --- Highwayman and Belzur Bishop ----------------------------------------------------------------

def test_a_player_holding_a_highwayman_reveals_it_and_escapes_the_trap(table):
    t = trap_turn(table, ["Dragon's Claws", "Ember"], others=[{"hand": ["Highwayman", "Guide"]}, {"hand": ["Scout"]}])
    assert TrapAvoided(1, t.card("Highwayman"), t.card("Dragon's Claws")) in t.events
    assert t.names("p1.hand") == ["Highwayman", "Guide"]
    assert "Scout" in t.names("destroyed") and "Guide" not in t.names("destroyed")
    assert not any(isinstance(e, HandRevealed) and e.player == 1 for e in t.events)


def test_an_active_player_holding_a_highwayman_escapes_the_part_of_the_trap_aimed_at_them(table):
    t = trap_turn(table, ["Dragon's Teeth", "Ember"], hand=["Highwayman", "Militia"],
                  others=[{"deck": ["Militia", "Torch", "Dagger", "Militia"]}])
    assert TrapAvoided(0, t.card("Highwayman"), t.card("Dragon's Teeth")) in t.events
    # player 0's Militia was not destroyed: it was discarded with the hand
    assert t.names("p0.discard").count("Militia") == 1 and "Militia" not in t.names("destroyed")
    # player 1 still discards 3: the lone Hero among them is the strongest and stays
    assert t.names("p1.discard") == ["Dagger", "Torch", "Militia"] and t.names("p1.deck") == ["Militia"]


def test_a_highwayman_holder_sits_out_dragons_jaw(table):
    t = trap_turn(table, ["Dragon's Jaw", "Ember"], deck=["Torch"] * 8,
                  others=[{"hand": ["Highwayman"], "deck": ["Dagger", "Dagger"]},
                          {"deck": ["Dagger", "Militia", "Dagger", "Dagger"]}])
    assert t.names("p1.deck") == ["Dagger", "Dagger"]
    assert t.names("p2.deck") == [] and t.names("destroyed").count("Dagger") == 3


def test_belzur_bishop_cannot_turn_a_trap_back(table):
    t = trap_turn(table, ["Dragon's Words", "Ember"], others=[{"hand": ["Belzur Bishop"],
                                                              "deck": ["Orc Blademaster", "Militia"]}])
    assert not any(isinstance(e, ReactionRevealed) for e in t.events)
    assert "Orc Blademaster" in t.names("destroyed") and t.names("p1.deck") == ["Militia"]


# --- Dragon's Claws ------------------------------------------------------------------------------

def test_dragons_claws_destroys_the_villagers_of_every_player_without_a_thief(table):
    t = trap_turn(table, ["Dragon's Claws", "Ember"], hand=["Trader"],
                  others=[{"hand": ["Scout", "Quartermaster", "Polymorph", "Militia"]},
                          {"hand": ["Guide", "Chulian Rat"]}])
    assert sorted(n for n in t.names("destroyed") if n != "Dragon's Claws") == ["Quartermaster", "Scout", "Trader"]
    assert t.names("p1.hand") == ["Polymorph", "Militia"]
    assert t.names("p2.hand") == ["Guide", "Chulian Rat"]
    assert CardsRevealed(2, (t.card("Chulian Rat"),)) in t.events
    shown = {e.player for e in t.events if isinstance(e, HandRevealed)}
    assert shown == {0, 1}


def test_dragons_claws_spares_a_player_who_holds_a_half_orc_thief(table):
    t = trap_turn(table, ["Dragon's Claws", "Ember"], hand=["Half-Orc Raider", "Guide"])
    assert "Guide" not in t.names("destroyed") and "Guide" in t.names("p0.discard")


# --- Dragon's Jaw --------------------------------------------------------------------------------

def test_dragons_jaw_turns_over_cards_in_turn_from_the_left_until_3_weapons_are_destroyed(table):
    t = trap_turn(table, ["Dragon's Jaw", "Ember"], deck=["Torch", "Dagger", "Dagger"] + DECK,
                  others=[{"deck": ["Militia", "Dagger", "Torch", "Dagger"]}, {"deck": ["Dagger", "Militia", "Dagger"]}])
    moves = [(e.src, e.dst) for e in unbatched(t.events) if isinstance(e, Moved) and e.src.endswith(".deck")
             and e.dst in ("destroyed", e.src.replace("deck", "discard"))]
    assert moves[:6] == [("p1.deck", "p1.discard"), ("p2.deck", "destroyed"), ("p0.deck", "p0.discard"),
                         ("p1.deck", "destroyed"), ("p2.deck", "p2.discard"), ("p0.deck", "destroyed")]
    assert t.names("destroyed").count("Dagger") == 3
    assert t.names("p1.deck") == ["Torch", "Dagger"] and t.names("p2.deck") == ["Dagger"]
    assert t.names("p1.discard") == ["Militia"] and t.names("p2.discard") == ["Militia"]


def test_dragons_jaw_stops_when_every_deck_is_empty_without_reshuffling(table):
    t = trap_turn(table, ["Dragon's Jaw", "Ember"], deck=["Torch"],
                  others=[{"deck": ["Militia"], "discard": ["Dagger"]}, {"deck": ["Dagger", "Torch"]}])
    assert t.names("destroyed").count("Dagger") == 1
    assert t.names("p1.deck") == [] and sorted(t.names("p1.discard")) == ["Dagger", "Militia"]
    assert t.names("p2.deck") == [] and t.names("p2.discard") == ["Torch"]
    assert t.names("hall.3") == ["Ember"]


# --- Dragon's Teeth ------------------------------------------------------------------------------

def test_dragons_teeth_destroys_the_active_players_weakest_hero(table):
    t = trap_turn(table, ["Dragon's Teeth", "Ember"], hand=["Militia", "Chulian Rat"])
    assert "Militia" in t.names("destroyed") and "Chulian Rat" in t.names("p0.discard")


def test_dragons_teeth_lets_the_active_player_choose_among_equally_weak_heroes(table):
    players = [{"hand": WIN + ["Chulian Rat", "Half-Orc Raider"], "deck": DECK}, {"deck": DECK}]
    t = table(players=players, hall=HALL, dungeon=["Dragon's Teeth", "Ember"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    prompt = t.state.prompt
    assert prompt.player == 0 and sorted(t.game.name(c) for c in prompt.options) == ["Chulian Rat", "Half-Orc Raider"]
    t.do("choose [Half-Orc Raider]")
    assert "Half-Orc Raider" in t.names("destroyed") and "Chulian Rat" in t.names("p0.discard")


def test_dragons_teeth_makes_each_other_player_discard_3_and_keeps_only_the_strongest_heroes(table):
    t = trap_turn(table, ["Dragon's Teeth", "Ember"], hand=["Militia"],
                  others=[{"deck": ["Militia", "Chulian Rat", "Half-Orc Raider", "Dagger"]},
                          {"deck": ["Belzur Bishop", "Militia", "Torch", "Militia"]}])
    # player 1: Militia (2) goes, the Rat and the Raider (4 each) stay in the discard pile
    assert t.names("p1.discard") == ["Half-Orc Raider", "Chulian Rat"] and t.names("p1.deck") == ["Dagger"]
    # player 2: Belzur Bishop (5) stays, the Militia goes
    assert t.names("p2.discard") == ["Torch", "Belzur Bishop"] and t.names("p2.deck") == ["Militia"]
    assert t.names("destroyed").count("Militia") == 3  # player 0's, player 1's, player 2's


def test_dragons_teeth_with_a_short_deck_discards_what_there_is(table):
    t = trap_turn(table, ["Dragon's Teeth", "Ember"], hand=["Militia"], others=[{"deck": ["Torch"]}])
    assert t.names("p1.discard") == ["Torch"] and t.names("p1.deck") == []


# --- Dragon's Words ------------------------------------------------------------------------------

def test_dragons_words_after_a_victory_destroys_the_defeated_monster(table):
    t = trap_turn(table, ["Dragon's Words", "Ember"],
                  others=[{"deck": ["Orc Blademaster", "Militia"]}, {"deck": ["Militia", "Harpy"]}])
    assert "Harpy" in t.names("destroyed") and "Harpy" not in t.names("p0.discard")
    assert t.state.players[0].xp == 1  # the XP stays
    assert "Orc Blademaster" in t.names("destroyed") and t.names("p1.deck") == ["Militia"]
    assert t.names("p2.deck") == ["Militia", "Harpy"]  # not a Monster on top: it stays


def test_dragons_words_spares_the_defeated_monster_of_a_player_who_reveals_a_thief(table):
    t = trap_turn(table, ["Dragon's Words", "Ember"], hand=["Chulian Rat"])
    assert "Harpy" in t.names("p0.discard") and "Harpy" not in t.names("destroyed")
    assert CardsRevealed(0, (t.card("Chulian Rat"),)) in t.events


def test_dragons_words_without_a_victory_only_hits_the_other_players(table):
    t = trap_turn(table, ["Dragon's Words", "Ember"], hand=["Militia"], win=False,
                  others=[{"deck": ["Harpy", "Militia"]}])
    assert t.names("dungeon") == ["Harpy"]  # the retreated Harpy is untouched
    assert t.names("destroyed") == ["Dragon's Words", "Harpy"] and t.names("p1.deck") == ["Militia"]


# --- card text -----------------------------------------------------------------------------------

def test_the_trap_texts_say_when_they_happen_and_whom_they_hit(catalog):
    assert card_text(by_name(catalog, "Dragon's Claws")) == [
        "When revealed: All players reveal a Thief, or else show their hand and destroy all Villagers."]
    words = card_text(by_name(catalog, "Dragon's Words"))
    assert words[0].startswith("When revealed, if you defeated a Monster this turn: Unless you reveal a Thief")
    assert words[1] == ("When revealed: Each other player reveals the top card of their deck; "
                        "if it is a Monster, destroy it.")
    assert "until 3 Weapons have been destroyed" in card_text(by_name(catalog, "Dragon's Jaw"))[0]
    assert "but those with the highest Strength" in card_text(by_name(catalog, "Dragon's Teeth"))[0]
