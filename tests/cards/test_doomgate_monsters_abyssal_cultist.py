"""Doomgate Legion monsters: Abyssal • Thunderspawn (The Bloodless, Rezorback, Regicide, Tendril Minion,
Usurper) and Cultist • Humanoid (The Authority, The Cleansed, The Devout, The Faithful, The Voice)
(cards/doomgate/abyssal_thunderspawn.yaml, cultist_humanoid.yaml).

Doomgate rulebook: Traits (Magic Attack Immunity), card glossary: Usurper (two Heroes or fewer: none
destroyed). Dragonspire rulebook: Battle Effects (destroyed cards fight on until the battle ends),
Breach Effect, Spoils.
"""

from __future__ import annotations

import pytest

from game.engine.events import BreachTriggered
from tests.cards.dungeon_helpers import by_name, doomed, dungeon_table, options, resolved

# --- printed values ------------------------------------------------------------------------------


@pytest.mark.parametrize("name, count, gold, vp, xp, health, classes", [
    ("The Bloodless", 2, 2, 4, 2, 7, ("Abyssal", "Thunderspawn")),
    ("Rezorback", 2, 1, 3, 1, 5, ("Abyssal", "Thunderspawn")),
    ("Regicide", 2, 2, 3, 2, 6, ("Abyssal", "Thunderspawn")),
    ("Tendril Minion", 2, 1, 2, 1, 4, ("Abyssal", "Thunderspawn")),
    ("Usurper", 2, 2, 6, 3, 8, ("Abyssal", "Thunderspawn")),
    ("The Authority", 2, 2, 5, 2, 7, ("Cultist", "Humanoid")),
    ("The Cleansed", 2, 2, 4, 2, 6, ("Cultist", "Humanoid")),
    ("The Devout", 3, 1, 2, 1, 4, ("Cultist", "Humanoid")),
    ("The Faithful", 2, 1, 3, 1, 5, ("Cultist", "Humanoid")),
    ("The Voice", 1, 2, 7, 3, 8, ("Cultist", "Humanoid")),
])
def test_the_monsters_have_their_printed_values(catalog, name, count, gold, vp, xp, health, classes):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.classes) == (
        "monster", "doomgate", count, gold, vp, xp, health, classes)


@pytest.mark.parametrize("group, name", [("abyssal_thunderspawn", "Abyssal • Thunderspawn"),
                                         ("cultist_humanoid", "Cultist • Humanoid")])
def test_each_group_holds_ten_doomgate_cards(catalog, group, name):
    grp = catalog.groups[group]
    assert (grp.name, grp.kind, grp.set) == (name, "monster", "doomgate")
    assert sum(catalog.cards[k].count for k in grp.cards if catalog.cards[k].set == "doomgate") == 10


def _breach_table(table, monster, p0_deck, p1_deck):
    """The monster in rank 2 reaches rank 1 when player 0 defeats the Harpy in front of it."""
    return table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Torch"], "deck": p0_deck}, {"deck": p1_deck}],
                 hall=["Harpy", monster, "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")


# --- The Bloodless ---------------------------------------------------------------------------------

def test_bloodless_breach_destroys_the_wizards_among_each_players_top_five_cards(table):
    p0 = ["Elf Wizard", "Militia", "Gorinth Amateur", "Torch", "Militia", "Elf Wizard"]
    p1 = ["Militia", "Cabal Astrologer", "Regian Cleric", "Militia", "Militia", "Militia", "Gorinth Amateur"]
    t = _breach_table(table, "The Bloodless", p0, p1)
    t.do("attack [Harpy]", "end")  # the hall shifts as the turn ends: The Bloodless reaches rank 1
    assert BreachTriggered(t.card("The Bloodless")) in t.events
    # the cards past the fifth (an Elf Wizard, a Gorinth Amateur) are not revealed
    assert sorted(t.names("destroyed")) == ["Cabal Astrologer", "Elf Wizard", "Gorinth Amateur"]
    # the others stay on the deck in their order
    assert t.names("p1.deck") == ["Militia", "Regian Cleric", "Militia", "Militia", "Militia", "Gorinth Amateur"]


def test_bloodless_destroys_the_hero_with_the_highest_total_attack_its_weapon_included(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Thyrian Squire", "Short Sword", "Elf Wizard", "Torch"],
                      "The Bloodless")
    t.do("equip [Short Sword] [Thyrian Squire]", "attack [The Bloodless]")
    # Brute: Attack 3+2 = 5; Squire 2 with the Short Sword's 4 = 6; Elf Wizard: Magic Attack 2
    assert t.state.prompt is None and doomed(t) == ["Thyrian Squire"]
    assert resolved(t).won  # the Squire fights on: 5 + 6 + 2 = 13 against 7
    t.do("end")
    assert t.names("destroyed") == ["Thyrian Squire"]


def test_bloodless_counts_magic_attack_in_the_total_and_lets_the_player_break_a_tie(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Elf Archmage", "Militia", "Torch"], "The Bloodless")
    t.do("attack [The Bloodless]")  # the Brute's Attack 3 against the Archmage's Magic Attack 4
    assert doomed(t) == ["Elf Archmage"]
    tie = dungeon_table(table, ["Stoneguard Brute", "Veteran Warrior", "Militia", "Torch"], "The Bloodless")
    tie.do("attack [The Bloodless]")  # 3, 3 and 1
    assert options(tie) == ["Stoneguard Brute", "Veteran Warrior"]
    tie.do("choose [Veteran Warrior]")
    assert doomed(tie) == ["Veteran Warrior"]


# --- Rezorback -------------------------------------------------------------------------------------

def test_rezorback_destroys_every_archer_in_the_party(table):
    t = dungeon_table(table, ["Amazon Archer", "Feayn Archer", "Evoker Adept", "Thyrian Squire", "Torch"], "Rezorback")
    t.do("attack [Rezorback]")
    assert t.state.prompt is None
    assert doomed(t) == ["Amazon Archer", "Evoker Adept", "Feayn Archer"]


def test_rezorback_breach_destroys_the_archers_among_each_players_top_five_cards(table):
    p0 = ["Amazon Archer", "Militia", "Militia", "Militia", "Militia", "Feayn Archer"]
    p1 = ["Evoker Adept", "Elf Wizard", "Militia", "Militia", "Militia"]
    t = _breach_table(table, "Rezorback", p0, p1)
    t.do("attack [Harpy]", "end")
    assert sorted(t.names("destroyed")) == ["Amazon Archer", "Evoker Adept"]
    assert "Elf Wizard" in t.names("p1.deck")  # the sixth card, Feayn Archer, was not revealed


# --- Regicide --------------------------------------------------------------------------------------

def test_regicide_is_immune_to_magic_attack(table):
    t = dungeon_table(table, ["Elf Wizard", "Outlands Khan", "Torch"], "Regicide")
    bd = t.breakdown("Regicide")
    assert (bd.magic, bd.total, bd.wins) == (0, 7, True)
    assert "magic attack does nothing to it" in bd.line("Elf Wizard").notes


def test_regicide_breach_destroys_the_clerics_among_each_players_top_five_cards(table):
    p0 = ["Regian Cleric", "Chalice Quester", "Elf Wizard", "Militia", "Militia"]
    p1 = ["Militia", "Militia", "Militia", "Militia", "Militia", "Belzur Curate"]
    t = _breach_table(table, "Regicide", p0, p1)
    t.do("attack [Harpy]", "end")
    assert sorted(t.names("destroyed")) == ["Chalice Quester", "Regian Cleric"]


# --- Tendril Minion --------------------------------------------------------------------------------

def test_tendril_minion_gives_one_disease_to_a_party_without_disease(table):
    t = dungeon_table(table, ["Outlands Khan", "Torch"], "Tendril Minion")
    t.do("attack [Tendril Minion]")
    assert resolved(t).won and sorted(t.names("p0.discard")) == ["Disease", "Tendril Minion"]


def test_tendril_minion_gives_a_second_disease_when_a_disease_is_revealed(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Militia", "Disease", "Torch"], "Tendril Minion")
    t.do("attack [Tendril Minion]")
    assert t.names("p0.discard").count("Disease") == 2
    assert t.names("p1.discard") == []


# --- Usurper ---------------------------------------------------------------------------------------

def test_usurper_is_immune_to_magic_attack(table):
    t = dungeon_table(table, ["Elf Archmage", "Outlands Khan", "Torch"], "Usurper")
    bd = t.breakdown("Usurper")
    assert (bd.magic, bd.total, bd.wins) == (0, 7, False)  # the Archmage's Magic Attack 4 is lost


def test_usurper_destroys_every_hero_but_the_two_the_player_keeps(table):
    t = dungeon_table(table, ["Outlands Khan", "Thyrian Squire", "Militia", "Elf Wizard", "Torch"], "Usurper")
    t.do("attack [Usurper]")
    assert options(t) == ["Elf Wizard", "Militia", "Outlands Khan", "Thyrian Squire"]
    assert (t.state.prompt.min, t.state.prompt.max) == (2, 2)
    t.do("choose [Militia] [Elf Wizard]")
    assert doomed(t) == ["Outlands Khan", "Thyrian Squire"]


def test_usurper_destroys_nobody_in_a_party_of_two_heroes(table):
    t = dungeon_table(table, ["Outlands Khan", "Militia", "Short Sword", "Torch"], "Usurper")
    t.do("attack [Usurper]")
    assert doomed(t) == [] and not (t.state.prompt and t.state.prompt.reason == "keep")


def test_usurper_spoils_buy_a_village_card_with_the_gold_revealed(table):
    t = dungeon_table(table, ["Outlands Khan", "Thyrian Squire", "Torch", "Torch"], "Usurper")
    t.do("attack [Usurper]")  # two heroes: none destroyed; 9 + 2 = 11 against 8
    assert resolved(t).won
    assert t.state.prompt.reason == "buy"
    # the two Torches' 4 gold: the cards of Dragonspire's first game village costing 4 or less
    assert options(t) == ["Dagger", "Iron Rations", "Militia", "Polymorph", "Scout", "Torch"]
    t.do("choose [Polymorph]")
    assert "Polymorph" in t.names("p0.discard") and t.state.players[0].xp == 3


# --- The Authority ---------------------------------------------------------------------------------

def test_authority_gains_3_health_for_each_revealed_level_2_hero(table):
    t = dungeon_table(table, ["Thyrian Knight", "Chalice Defender", "Thyrian Squire", "Torch"], "The Authority")
    bd = t.breakdown("The Authority")
    assert bd.health == 7 + 3 + 3
    assert "health +6 from its battle effect" in bd.notes
    assert dungeon_table(table, ["Thyrian Lord", "Militia", "Torch"], "The Authority").breakdown(
        "The Authority").health == 7  # level 3 and Militia do not count


def test_authority_destroys_one_level_1_hero_and_never_a_militia(table):
    t = dungeon_table(table, ["Thyrian Knight", "Thyrian Squire", "Militia", "Torch"], "The Authority")
    t.do("attack [The Authority]")
    assert doomed(t) == ["Thyrian Squire"]
    t2 = dungeon_table(table, ["Thyrian Knight", "Militia", "Torch"], "The Authority")
    t2.do("attack [The Authority]")
    assert doomed(t2) == []


def test_authority_lets_the_player_choose_among_level_1_heroes(table):
    t = dungeon_table(table, ["Thyrian Squire", "Elf Wizard", "Thyrian Knight", "Torch"], "The Authority")
    t.do("attack [The Authority]")
    assert options(t) == ["Elf Wizard", "Thyrian Squire"]
    t.do("choose [Elf Wizard]")
    assert doomed(t) == ["Elf Wizard"]


# --- The Cleansed ----------------------------------------------------------------------------------

def test_cleansed_gains_2_health_for_each_revealed_level_1_hero(table):
    t = dungeon_table(table, ["Thyrian Squire", "Elf Wizard", "Thyrian Knight", "Militia", "Torch"], "The Cleansed")
    assert t.breakdown("The Cleansed").health == 6 + 2 + 2


def test_cleansed_destroys_every_militia(table):
    t = dungeon_table(table, ["Militia", "Militia", "Outlands Khan", "Torch"], "The Cleansed")
    t.do("attack [The Cleansed]")
    assert doomed(t) == ["Militia", "Militia"] and resolved(t).won


# --- The Devout ------------------------------------------------------------------------------------

def test_devout_destroys_one_item(table):
    t = dungeon_table(table, ["Lantern", "Outlands Khan", "Short Sword", "Torch"], "The Devout")
    t.do("attack [The Devout]")
    assert options(t) == ["Lantern", "Torch"]  # the Short Sword is a Weapon, not an Item
    t.do("choose [Lantern]")
    assert doomed(t) == ["Lantern"]


# --- The Faithful ----------------------------------------------------------------------------------

def test_faithful_gains_1_health_for_each_revealed_militia(table):
    t = dungeon_table(table, ["Militia", "Militia", "Militia", "Thyrian Squire", "Torch"], "The Faithful")
    assert t.breakdown("The Faithful").health == 5 + 3


def test_faithful_destroys_one_weapon_or_spell(table):
    t = dungeon_table(table, ["Outlands Khan", "Short Sword", "Fireball", "Lantern", "Torch"], "The Faithful")
    t.do("attack [The Faithful]")
    assert options(t) == ["Fireball", "Short Sword"]
    t.do("choose [Fireball]")
    assert doomed(t) == ["Fireball"]


def test_faithful_health_grows_once_more_under_a_guardian_that_repeats_battle_effects(table):
    t = dungeon_table(table, ["Militia", "Militia", "Thyrian Squire", "Torch"], "The Faithful",
                      rank0=["Guardian of Torment"])
    assert t.breakdown("The Faithful").health == 5 + 2 * 2


# --- The Voice -------------------------------------------------------------------------------------

def test_voice_gains_4_health_once_when_a_level_3_hero_is_revealed(table):
    assert dungeon_table(table, ["Thyrian Knight", "Torch"], "The Voice").breakdown("The Voice").health == 8
    one = dungeon_table(table, ["Thyrian Lord", "Torch"], "The Voice")
    two = dungeon_table(table, ["Thyrian Lord", "Outlands Khan", "Torch"], "The Voice")
    assert one.breakdown("The Voice").health == two.breakdown("The Voice").health == 12


def test_voice_destroys_one_level_2_hero(table):
    t = dungeon_table(table, ["Thyrian Knight", "Thyrian Lord", "Thyrian Squire", "Torch"], "The Voice")
    t.do("attack [The Voice]")
    assert doomed(t) == ["Thyrian Knight"]
    assert resolved(t).health == 8 + 4

