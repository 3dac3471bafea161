"""The base set's Villagers: Barkeep, Pawnbroker, Town Guard, Trainer (cards/base/*.yaml).

Rulebook: Visit the Village (effects first, then gold: the Pawnbroker note), Village Cards (the Town
Guard example), Leveling Up; glossary entries for Barkeep, Pawnbroker, Town Guard and Trainer.
"""

from __future__ import annotations

import pytest

from game.engine.events import XPChanged
from game.engine.rules.village import buys_left, gold_left, gold_total
from tests.cards.dungeon_helpers import by_name, options

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
DECK = ["Dagger", "Torch", "Iron Rations", "Militia", "Dagger", "Torch", "Militia"]


def village(table, hand, deck=DECK, xp=0, **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck), "xp": xp}, {}], hall=HALL, choice="village",
                 **kw)


@pytest.mark.parametrize("name, cost, gold", [
    ("Barkeep", 2, 1), ("Pawnbroker", 3, 0), ("Town Guard", 3, 0), ("Trainer", 4, 0)])
def test_the_base_villagers_have_their_printed_values(catalog, name, cost, gold):
    d = by_name(catalog, name)
    assert (d.set, d.kind, d.count, d.cost, d.gold, d.light, d.vp, d.attack, d.magic, d.classes) == (
        "base", "village", 8, cost, gold, 0, 0, 0, 0, ("Villager",))


@pytest.mark.parametrize("name", ["Barkeep", "Pawnbroker", "Town Guard", "Trainer"])
def test_the_villagers_abilities_are_for_the_village_only(table, name):
    t = table(players=[{"hand": [name, "Militia", "Torch"], "deck": DECK}, {}], hall=HALL, choice="dungeon")
    for index in (0, 1):
        assert t.refused(f"use [{name}] {index}") == f"this ability of {name} cannot be used in the dungeon"


# --- Barkeep --------------------------------------------------------------------------------------

def test_barkeep_lets_you_buy_a_second_card_with_the_same_gold(table):
    t = village(table, ["Barkeep", "Torch", "Torch", "Dagger"])  # 1 + 2 + 2 + 1
    assert gold_total(t.game) == 6
    t.do("use [Barkeep] 0", "buy dagger", "buy iron_rations")
    assert sorted(t.names("p0.discard")) == ["Dagger", "Iron Rations"]
    assert t.refused("buy iron_rations") == "no buys left this turn"


def test_each_barkeep_gives_one_more_buy(table):
    t = village(table, ["Barkeep", "Barkeep", "Torch", "Torch"])  # 6 gold
    t.do("use [Barkeep] 0", "use [Barkeep#2] 0")
    assert buys_left(t.game) == 3
    t.do("buy iron_rations", "buy iron_rations", "buy iron_rations")
    assert t.names("p0.discard") == ["Iron Rations"] * 3 and gold_left(t.game) == 0


def test_an_unused_barkeep_gives_no_extra_buy(table):
    t = village(table, ["Barkeep", "Torch", "Torch"])
    t.do("buy iron_rations")
    assert t.refused("buy iron_rations") == "no buys left this turn"


def test_a_destroyed_barkeep_gives_2_gold_instead_of_its_own_1(table):
    t = village(table, ["Barkeep", "Torch"])
    barkeep = t.card("Barkeep")
    assert gold_total(t.game) == 3
    t.do("use [Barkeep] 1")
    assert t.state.loc[barkeep] == "destroyed"
    assert gold_total(t.game) == 4  # the Torch's 2 and the 2 gained; the Barkeep's own 1 is gone


def test_one_barkeep_can_give_its_extra_buy_and_then_be_destroyed_for_gold(table):
    t = village(table, ["Barkeep", "Torch"])
    t.do("use [Barkeep] 0", "use [Barkeep] 1")
    assert (gold_total(t.game), buys_left(t.game)) == (4, 2)
    t.do("buy iron_rations", "buy iron_rations")
    assert t.names("p0.discard") == ["Iron Rations", "Iron Rations"]


# --- Pawnbroker -----------------------------------------------------------------------------------

def test_pawnbroker_destroys_a_card_for_its_gold_value_plus_3(table):
    t = village(table, ["Pawnbroker", "Short Sword", "Torch", "Militia"], village={
        "heroes": [], "village": ["short_sword", "pawnbroker"]})
    assert gold_total(t.game) == 5
    t.do("use [Pawnbroker] 0")
    assert options(t) == ["Short Sword", "Torch"]  # cards with a gold value, not the Pawnbroker itself
    t.do("choose [Short Sword]")
    assert t.names("destroyed") == ["Short Sword"]
    assert gold_total(t.game) == 8  # the Torch's 2 + the Short Sword's 3 + 3, never its 3 twice


def test_pawnbroker_and_then_destroying_it_too_gives_x_plus_5(table):
    t = village(table, ["Pawnbroker", "Short Sword", "Torch"], village={"heroes": [], "village": ["short_sword"]})
    t.do("use [Pawnbroker] 0", "choose [Short Sword]", "use [Pawnbroker] 1")
    assert sorted(t.names("destroyed")) == ["Pawnbroker", "Short Sword"]
    assert gold_total(t.game) == 10  # the Torch's 2 + (3 + 5)
    t.do("buy short_sword")
    assert gold_left(t.game) == 4


def test_pawnbroker_destroyed_alone_gives_2_gold(table):
    t = village(table, ["Pawnbroker", "Militia"])
    t.do("use [Pawnbroker] 1")
    assert t.names("destroyed") == ["Pawnbroker"] and gold_total(t.game) == 2


def test_pawnbroker_cannot_destroy_a_card_without_a_gold_value(table):
    t = village(table, ["Pawnbroker", "Militia", "Disease"])
    assert t.cost_refused("use [Pawnbroker] 0", "gold value")
    assert t.names("destroyed") == [] and gold_total(t.game) == 0


def test_pawnbroker_may_sell_a_monster_for_its_gold_value(table):
    t = village(table, ["Pawnbroker", "Medusa"])  # Medusa is worth 3 gold
    t.do("use [Pawnbroker] 0")
    assert t.state.prompt is None and t.names("destroyed") == ["Medusa"]
    assert gold_total(t.game) == 6


def test_pawnbroker_cannot_sell_a_card_already_used_for_an_effect(table):
    t = village(table, ["Pawnbroker", "Barkeep", "Torch"])
    t.do("use [Barkeep] 0", "use [Pawnbroker] 0")
    assert t.state.prompt is None and t.names("destroyed") == ["Torch"]  # the Barkeep is no option
    assert (gold_total(t.game), buys_left(t.game)) == (6, 2)


def test_a_card_sold_to_the_pawnbroker_cannot_be_used_any_more(table):
    t = village(table, ["Pawnbroker", "Barkeep", "Militia"])
    t.do("use [Pawnbroker] 0")
    assert t.names("destroyed") == ["Barkeep"]
    assert t.refused("use [Barkeep] 0") == "Barkeep is not in your hand"
    assert gold_total(t.game) == 4


# --- Town Guard -----------------------------------------------------------------------------------

def test_town_guard_draws_2_cards(table):
    t = village(table, ["Town Guard"])
    t.do("use [Town Guard] 0")
    assert t.names("p0.hand") == ["Town Guard", "Dagger", "Torch"]


def test_town_guard_used_and_then_destroyed_draws_five_cards_in_all(table):
    t = village(table, ["Town Guard"])
    t.do("use [Town Guard] 0", "use [Town Guard] 1")
    assert t.names("destroyed") == ["Town Guard"]
    assert t.names("p0.hand") == DECK[:5]
    assert gold_total(t.game) == 6  # Dagger, Torch, Iron Rations, Militia, Dagger


def test_town_guard_destroyed_alone_draws_3_cards(table):
    t = village(table, ["Town Guard"])
    t.do("use [Town Guard] 1")
    assert t.names("p0.hand") == DECK[:3]
    assert t.refused("use [Town Guard] 0") == "Town Guard is not in your hand"


def test_town_guard_draws_only_what_the_deck_and_discard_pile_hold(table):
    t = table(players=[{"hand": ["Town Guard"], "deck": ["Torch"], "discard": ["Dagger"]}, {}], hall=HALL,
              choice="village")
    t.do("use [Town Guard] 0", "use [Town Guard] 1")
    assert sorted(t.names("p0.hand")) == ["Dagger", "Torch"]


# --- Trainer --------------------------------------------------------------------------------------

def test_trainer_destroys_a_militia_for_2_xp(table):
    t = village(table, ["Trainer", "Militia", "Half-Orc Raider", "Torch"])
    t.do("use [Trainer] 0")
    assert t.state.prompt is None  # only a Militia will do
    assert t.names("destroyed") == ["Militia"]
    assert t.state.players[0].xp == 2
    assert XPChanged(0, 2, "effect") in t.events


def test_each_trainer_destroys_only_one_militia_a_turn(table):
    t = village(table, ["Trainer", "Militia", "Militia"])
    t.do("use [Trainer] 0")
    assert t.refused("use [Trainer] 0") == "each ability can be used only once per turn"
    assert t.names("destroyed") == ["Militia"] and t.state.players[0].xp == 2


def test_two_trainers_destroy_two_militia_for_4_xp(table):
    t = village(table, ["Trainer", "Trainer", "Militia", "Militia", "Militia"])
    t.do("use [Trainer] 0", "use [Trainer#2] 0")
    assert t.names("destroyed") == ["Militia", "Militia"]
    assert t.state.players[0].xp == 4


def test_the_trainers_xp_can_level_up_a_hero_the_same_turn(table):
    t = village(table, ["Trainer", "Militia", "Militia"], xp=1)
    t.do("use [Trainer] 0", "level [Militia] gorinth")
    assert t.names("p0.discard") == ["Gorinth Amateur"]
    assert t.state.players[0].xp == 0


def test_trainer_needs_a_militia(table):
    t = village(table, ["Trainer", "Half-Orc Raider", "Torch"])
    assert t.cost_refused("use [Trainer] 0", "Militia")
    assert t.state.players[0].xp == 0


def test_a_destroyed_trainer_gives_2_gold(table):
    t = village(table, ["Trainer", "Torch"])
    t.do("use [Trainer] 1")
    assert t.names("destroyed") == ["Trainer"] and gold_total(t.game) == 4


def test_one_trainer_can_train_a_militia_and_then_be_destroyed_for_gold(table):
    t = village(table, ["Trainer", "Militia"])
    t.do("use [Trainer] 0", "use [Trainer] 1")
    assert sorted(t.names("destroyed")) == ["Militia", "Trainer"]
    assert (t.state.players[0].xp, gold_total(t.game)) == (2, 2)
