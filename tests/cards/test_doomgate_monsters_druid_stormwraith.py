"""Doomgate Legion monsters: Evil Druid • Humanoid (Arachnea, Crow Talker, Gaia's Curse, Monarch Druid,
Nature's Mistress) and Undead • Stormwraith (Deathchill, Hellstorm, Lightning's Gaze, Murder Wind, Rage)
(cards/doomgate/evil_druid.yaml, undead_stormwraith.yaml).

Doomgate rulebook: Traits (Magic Attack Immunity), card glossary: Gaia's Curse (the current player's XP),
Hellstorm (Heroes with a Magic Attack of their own), Monarch Druid (an Evil Druid is a Monster of that
class). Dragonspire rulebook: Battle Effects, Breach Effect, Trophies, Strength 0.
"""

from __future__ import annotations

import pytest

from game.engine.events import BreachTriggered
from tests.cards.dungeon_helpers import DECK, by_name, doomed, dungeon_table, options, resolved


@pytest.mark.parametrize("name, count, gold, vp, xp, health, classes", [
    ("Arachnea", 2, 2, 6, 2, 8, ("EvilDruid", "Humanoid")),
    ("Crow Talker", 2, 1, 2, 1, 6, ("EvilDruid", "Humanoid")),
    ("Gaia's Curse", 2, 3, 8, 3, 10, ("EvilDruid", "Humanoid")),
    ("Monarch Druid", 2, 1, 3, 1, 6, ("EvilDruid", "Humanoid")),
    ("Nature's Mistress", 2, 1, 4, 1, 7, ("EvilDruid", "Humanoid")),
    ("Deathchill", 2, 2, 6, 2, 7, ("Undead", "Stormwraith")),
    ("Hellstorm", 2, 2, 7, 3, 8, ("Undead", "Stormwraith")),
    ("Lightning's Gaze", 2, 2, 5, 2, 6, ("Undead", "Stormwraith")),
    ("Murder Wind", 2, 2, 2, 1, 4, ("Undead", "Stormwraith")),
    ("Rage", 2, 2, 3, 1, 5, ("Undead", "Stormwraith")),
])
def test_the_monsters_have_their_printed_values(catalog, name, count, gold, vp, xp, health, classes):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.classes) == (
        "monster", "doomgate", count, gold, vp, xp, health, classes)


@pytest.mark.parametrize("group, name", [("evil_druid", "Evil Druid • Humanoid"),
                                         ("undead_stormwraith", "Undead • Stormwraith")])
def test_each_group_holds_ten_doomgate_cards(catalog, group, name):
    grp = catalog.groups[group]
    assert (grp.name, grp.kind, grp.set) == (name, "monster", "doomgate")
    assert sum(catalog.cards[k].count for k in grp.cards if catalog.cards[k].set == "doomgate") == 10


@pytest.mark.parametrize("name", ["Deathchill", "Hellstorm", "Lightning's Gaze", "Murder Wind", "Rage"])
def test_every_stormwraith_is_immune_to_magic_attack(table, name):
    t = dungeon_table(table, ["Elf Archmage", "Outlands Khan", "Torch"], name)
    bd = t.breakdown(name)
    assert (bd.magic, bd.attack) == (0, 7)
    assert "magic attack does nothing to it" in bd.line("Elf Archmage").notes


# --- Arachnea --------------------------------------------------------------------------------------

def test_arachnea_gains_2_health_for_each_revealed_disease(table):
    t = dungeon_table(table, ["Outlands Khan", "Disease", "Disease", "Torch"], "Arachnea")
    assert t.breakdown("Arachnea").health == 8 + 2 + 2


def test_arachnea_gives_every_player_a_disease_and_destroys_one_cleric(table):
    t = dungeon_table(table, ["Outlands Khan", "Regian Cleric", "Belzur Curate", "Torch"], "Arachnea")
    t.do("attack [Arachnea]")
    assert t.names("p0.discard") == ["Disease"] and t.names("p1.discard") == ["Disease"]
    assert options(t) == ["Belzur Curate", "Regian Cleric"]
    t.do("choose [Regian Cleric]")
    assert doomed(t) == ["Regian Cleric"]
    # the Diseases just gained went to the discard piles: the health stays 8
    assert resolved(t).health == 8 and resolved(t).won


# --- Crow Talker -----------------------------------------------------------------------------------

def test_crow_talker_gives_a_disease_in_battle(table):
    t = dungeon_table(table, ["Outlands Khan", "Torch"], "Crow Talker")
    t.do("attack [Crow Talker]")
    assert resolved(t).won and sorted(t.names("p0.discard")) == ["Crow Talker", "Disease"]


def test_crow_talker_gives_1_magic_attack_from_a_hand(table):
    t = dungeon_table(table, ["Crow Talker", "Militia", "Torch"], "Harpy")
    bd = t.breakdown("Harpy")
    assert bd.line("Crow Talker").magic == 1 and bd.total == 2


# --- Gaia's Curse ----------------------------------------------------------------------------------

def test_gaias_curse_gains_1_health_for_each_xp_of_the_attacking_player_only(table):
    t = table(players=[{"hand": ["Outlands Khan", "Torch"], "deck": DECK, "xp": 4}, {"deck": DECK, "xp": 9}],
              hall=["Gaia's Curse", "Harpy", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    assert t.breakdown("Gaia's Curse").health == 10 + 4


def test_gaias_curse_gives_every_player_a_disease_and_destroys_a_hero_of_level_1_or_more(table):
    t = dungeon_table(table, ["Outlands Khan", "Militia", "Militia", "Torch"], "Gaia's Curse")
    t.do("attack [Gaia's Curse]")
    assert t.names("p0.discard") == ["Disease"] and t.names("p1.discard") == ["Disease"]
    assert doomed(t) == ["Outlands Khan"]  # the only Hero of level 1 or more: Militia are level 0


# --- Monarch Druid ---------------------------------------------------------------------------------

def test_monarch_druid_keeps_its_health_without_another_evil_druid(table):
    t = dungeon_table(table, ["Outlands Khan", "Torch"], "Monarch Druid")
    assert t.breakdown("Monarch Druid").health == 6


def test_monarch_druid_gains_3_health_when_an_evil_druid_is_revealed(table):
    t = dungeon_table(table, ["Outlands Khan", "Crow Talker", "Torch"], "Monarch Druid")
    assert t.breakdown("Monarch Druid").health == 9


def test_monarch_druid_gains_3_health_when_another_evil_druid_is_in_the_hall(table):
    t = table(players=[{"hand": ["Outlands Khan", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Monarch Druid", "Crow Talker", "Harpy"], dungeon=["Plague Zombie"], choice="dungeon")
    assert t.breakdown("Monarch Druid").health == 9


def test_monarch_druid_gains_3_health_only_once_with_druids_in_hand_and_hall(table):
    t = table(players=[{"hand": ["Outlands Khan", "Arachnea", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Monarch Druid", "Crow Talker", "Gaia's Curse"], dungeon=["Plague Zombie"], choice="dungeon")
    assert t.breakdown("Monarch Druid").health == 9


def test_monarch_druid_gives_a_disease(table):
    t = dungeon_table(table, ["Outlands Khan", "Torch"], "Monarch Druid")
    t.do("attack [Monarch Druid]")
    assert resolved(t).won and "Disease" in t.names("p0.discard")


# --- Nature's Mistress -----------------------------------------------------------------------------

def test_natures_mistress_breach_gives_every_player_a_disease(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Nature's Mistress", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert BreachTriggered(t.card("Nature's Mistress")) in t.events
    assert t.names("p1.discard") == ["Disease"]
    assert "Disease" in t.names("p0.discard") + t.names("p0.hand") + t.names("p0.deck")


def test_natures_mistress_in_a_hand_destroys_a_disease_in_the_dungeon(table):
    t = dungeon_table(table, ["Nature's Mistress", "Disease", "Militia", "Torch"], "Harpy")
    stack = len(t.state.disease)
    t.do("use [Nature's Mistress] 1")
    assert t.names("p0.hand") == ["Nature's Mistress", "Militia", "Torch"]
    assert len(t.state.disease) == stack + 1  # the Disease went back to its stack


# --- Deathchill ------------------------------------------------------------------------------------

def test_deathchill_takes_3_strength_from_every_hero_and_destroys_those_left_at_0(table):
    t = dungeon_table(table, ["Militia", "Regian Cleric", "Thyrian Squire", "Outlands Khan", "Torch"], "Deathchill")
    t.do("attack [Deathchill]")
    # Militia 2 and Regian Cleric 4 fall to 0 and 1; the Squire keeps 3, the Khan 5
    assert doomed(t) == ["Militia"]
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_deathchill_makes_a_weapon_too_heavy_for_its_weakened_hero(table):
    t = dungeon_table(table, ["Thyrian Squire", "Short Sword", "Outlands Khan", "Torch"], "Deathchill")
    t.do("equip [Short Sword] [Thyrian Squire]")
    assert t.breakdown("Deathchill").line("Short Sword").attack == 4
    t.do("attack [Deathchill]")  # the Squire's Strength 6 - 3 = 3 cannot hold the Sword's weight 4
    assert (resolved(t).total, resolved(t).won) == (7 + 2, True)


# --- Hellstorm -------------------------------------------------------------------------------------

def test_hellstorm_breach_destroys_heroes_with_magic_attack_among_each_players_top_five(table):
    p1 = ["Elf Wizard", "Regian Cleric", "Thyrian Squire", "Fireball", "Militia", "Gorinth Amateur"]
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": DECK}, {"deck": p1}],
              hall=["Harpy", "Hellstorm", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("attack [Harpy]", "end")
    assert BreachTriggered(t.card("Hellstorm")) in t.events
    # the Fireball is a Spell, the Squire has no Magic Attack, the Amateur is the sixth card
    assert sorted(t.names("destroyed")) == ["Elf Wizard", "Regian Cleric"]
    assert t.names("p1.deck") == ["Thyrian Squire", "Fireball", "Militia", "Gorinth Amateur"]


def test_hellstorm_in_a_hand_draws_a_card_in_the_dungeon(table):
    t = dungeon_table(table, ["Hellstorm", "Militia", "Torch"], "Harpy")
    t.do("use [Hellstorm] 1")
    assert len(t.names("p0.hand")) == 4 and len(t.names("p0.deck")) == len(DECK) - 1


# --- Lightning's Gaze ------------------------------------------------------------------------------

def test_lightnings_gaze_destroys_one_magic_item_or_magic_weapon(table):
    hand = ["Lightstone Gem", "Bluefire Staff", "Lantern", "Short Sword", "Outlands Khan", "Torch"]
    t = dungeon_table(table, hand, "Lightning's Gaze")
    t.do("attack [Lightning's Gaze]")
    assert options(t) == ["Bluefire Staff", "Lightstone Gem"]  # a Lantern or Short Sword is not Magic
    t.do("choose [Bluefire Staff]")
    assert doomed(t) == ["Bluefire Staff"]


def test_lightnings_gaze_in_a_hand_draws_a_card_in_the_dungeon(table):
    t = dungeon_table(table, ["Lightning's Gaze", "Militia", "Torch"], "Harpy")
    t.do("use [Lightning's Gaze] 1")
    assert len(t.names("p0.hand")) == 4


# --- Murder Wind and Rage --------------------------------------------------------------------------

def test_murder_wind_has_no_battle_effect(table):
    t = dungeon_table(table, ["Outlands Khan", "Fireball", "Torch"], "Murder Wind")
    t.do("attack [Murder Wind]")
    assert t.state.prompt is None and doomed(t) == [] and resolved(t).won


def test_rage_destroys_one_spell(table):
    t = dungeon_table(table, ["Outlands Khan", "Fireball", "Frost Bolt", "Short Sword", "Torch"], "Rage")
    t.do("attack [Rage]")
    assert options(t) == ["Fireball", "Frost Bolt"]
    t.do("choose [Frost Bolt]")
    assert doomed(t) == ["Frost Bolt"]
