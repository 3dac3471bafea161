"""The base set's Weapons: Flaming Sword, Hatchet, Polearm, Short Sword, Spear, Warhammer
(cards/base/*.yaml).

Rulebook: Weapons (equipped only, weight against strength), Light and Darkness (a weapon's light
counts only when it is equipped); glossary entries for Flaming Sword, Hatchet, Polearm, Short Sword,
Spear and Warhammer.
"""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.rules.village import gold_total
from tests.cards.dungeon_helpers import by_name

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5 in ranks 1, 2, 3
FILLER = ["Militia"] * 8


def play(table, place, hand, deck=(), hall=HALL, **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, {}], hall=list(hall), choice=place, **kw)


def strength(t, hero):
    return hero_strengths(t.game, list(t.game.hand()))[0][t.card(hero)]


@pytest.mark.parametrize("name, cost, gold, light, weight, attack, magic, classes", [
    ("Flaming Sword", 5, 2, 1, 5, 0, 3, ("Weapon", "Edged")),
    ("Hatchet", 4, 1, 0, 3, 3, 0, ("Weapon", "Edged")),
    ("Polearm", 7, 3, 0, 2, 2, 0, ("Weapon", "Edged")),
    ("Short Sword", 6, 3, 0, 4, 4, 0, ("Weapon", "Edged")),
    ("Spear", 4, 2, 0, 4, 2, 0, ("Weapon", "Edged")),
    ("Warhammer", 4, 2, 0, 5, 3, 0, ("Weapon", "Blunt")),
])
def test_the_base_weapons_have_their_printed_values(catalog, name, cost, gold, light, weight, attack, magic,
                                                     classes):
    d = by_name(catalog, name)
    assert (d.set, d.kind, d.count, d.cost, d.gold, d.light, d.weight, d.attack, d.magic, d.classes, d.vp) == (
        "base", "village", 8, cost, gold, light, weight, attack, magic, classes, 0)


@pytest.mark.parametrize("weapon, gold", [("Flaming Sword", 2), ("Hatchet", 1), ("Polearm", 3),
                                          ("Short Sword", 3), ("Spear", 2), ("Warhammer", 2)])
def test_each_weapon_adds_its_gold_value_in_the_village(table, weapon, gold):
    t = play(table, "village", [weapon, "Torch"])
    assert gold_total(t.game) == gold + 2


# --- Hatchet and Short Sword ----------------------------------------------------------------------

def test_hatchet_gives_attack_3_to_the_hero_carrying_it(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Hatchet", "Torch"])
    assert t.breakdown("Harpy").line("Hatchet").notes == ["not equipped"]
    t.do("equip [Hatchet] [Half-Orc Raider]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Hatchet").attack, bd.attack, bd.total, bd.wins) == (3, 5, 5, True)


def test_hatchet_weighs_3_so_a_militia_cannot_carry_it(table):
    t = play(table, "dungeon", ["Militia", "Hatchet"])
    assert t.refused("equip [Hatchet] [Militia]") == "Hatchet weighs 3 and Militia has strength 2"


def test_short_sword_gives_attack_4_and_weighs_4(table):
    t = play(table, "dungeon", ["Gorinth Amateur", "Half-Orc Raider", "Short Sword", "Torch", "Torch"])
    assert t.refused("equip [Short Sword] [Gorinth Amateur]") == "Short Sword weighs 4 and Gorinth Amateur has strength 3"
    t.do("equip [Short Sword] [Half-Orc Raider]")
    bd = t.breakdown("Half-Ogre")
    assert (bd.line("Short Sword").attack, bd.light_penalty, bd.total) == (4, 0, 8)  # 4 + 2 + 2 magic


@pytest.mark.parametrize("weapon", ["Hatchet", "Short Sword", "Spear", "Polearm", "Flaming Sword"])
def test_the_edged_weapons_save_their_hero_from_medusa(table, weapon):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Militia", weapon, "Torch"], hall=["Medusa", "Half-Ogre", "Harpy"])
    hero, bare = t.card("Half-Orc Marauder"), t.card("Militia")
    t.do(f"equip [{weapon}] [Half-Orc Marauder]", "attack [Medusa]", "end")
    assert t.state.loc[bare] == "destroyed"
    assert t.state.loc[hero] != "destroyed"


def test_the_warhammer_is_blunt_and_does_not_save_its_hero_from_medusa(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Warhammer", "Torch"], hall=["Medusa", "Half-Ogre", "Harpy"])
    t.do("equip [Warhammer] [Half-Orc Marauder]", "attack [Medusa]", "end")
    assert t.names("destroyed") == ["Half-Orc Marauder"]


def test_an_edged_weapon_adds_nothing_against_a_monster_immune_to_edged_weapons(trait_table):
    t = play(trait_table, "dungeon", ["Half-Orc Raider", "Short Sword", "Torch"], hall=["Edgeproof Golem", "Harpy", "Harpy"])
    t.do("equip [Short Sword] [Half-Orc Raider]")
    bd = t.breakdown("Edgeproof Golem")
    assert bd.line("Short Sword").attack == 0 and bd.total == 2


# --- Flaming Sword --------------------------------------------------------------------------------

def test_flaming_sword_gives_magic_attack_3_and_light_1_when_equipped(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Flaming Sword"])
    t.do("equip [Flaming Sword] [Half-Orc Marauder]")
    bd = t.breakdown("Harpy")
    line = bd.line("Flaming Sword")
    assert (line.attack, line.magic, line.light) == (0, 3, 1)
    assert (bd.light, bd.light_penalty, bd.total) == (1, 0, 5)


def test_flaming_sword_gives_no_light_unless_it_is_equipped(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Flaming Sword"])
    bd = t.breakdown("Harpy")
    line = bd.line("Flaming Sword")
    assert (line.magic, line.light, line.notes) == (0, 0, ["not equipped"])
    assert (bd.light, bd.light_penalty, bd.total) == (0, 1, 0)  # 2 attack - 2 for the darkness


def test_flaming_sword_gives_no_light_without_a_hero(table):
    t = play(table, "dungeon", ["Flaming Sword", "Torch"])
    assert t.breakdown("Half-Ogre").light == 1


def test_flaming_sword_weighs_5(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Flaming Sword"])
    assert t.refused("equip [Flaming Sword] [Half-Orc Raider]") == "Flaming Sword weighs 5 and Half-Orc Raider has strength 4"


def test_flaming_sword_counts_against_a_monster_that_only_magic_attack_hurts(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Flaming Sword", "Gorinth Amateur", "Torch"],
             hall=["Minotaur", "Harpy", "Harpy"])
    t.do("equip [Flaming Sword] [Half-Orc Marauder]")
    assert t.breakdown("Minotaur").total == 5  # 3 + Gorinth's 2; the Marauder's attack is left out


# --- Polearm --------------------------------------------------------------------------------------

def test_polearm_gives_a_militia_attack_2(table):
    t = play(table, "dungeon", ["Militia", "Polearm", "Torch"])
    t.do("equip [Polearm] [Militia]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Polearm").attack, bd.total) == (2, 3)


def test_polearm_gives_attack_6_to_a_hero_with_strength_8(table):
    t = play(table, "dungeon", ["Stoneguard Tanker", "Polearm", "Torch"])
    t.do("equip [Polearm] [Stoneguard Tanker]")
    assert t.breakdown("Harpy").line("Polearm").attack == 6


def test_polearm_gives_only_attack_2_to_a_hero_with_strength_7(table):
    t = play(table, "dungeon", ["Stoneguard Bruiser", "Polearm", "Torch"])
    t.do("equip [Polearm] [Stoneguard Bruiser]")
    assert strength(t, "Stoneguard Bruiser") == 7
    assert t.breakdown("Harpy").line("Polearm").attack == 2


def test_polearm_counts_strength_gained_this_turn(table):
    t = play(table, "dungeon", ["Stoneguard Brute", "Polearm", "Iron Rations", "Torch"])
    t.do("equip [Polearm] [Stoneguard Brute]")
    assert t.breakdown("Harpy").line("Polearm").attack == 2
    t.do("use [Iron Rations] 0")  # 6 + 2
    assert t.breakdown("Harpy").line("Polearm").attack == 6


def test_polearm_loses_its_extra_attack_when_a_battle_effect_weakens_its_hero(table):
    # the Lich Lord's battle effect: every Hero Strength -4 and Attack -1
    t = play(table, "dungeon", ["Stoneguard Tanker", "Polearm", "Torch"], hall=["Lich Lord", "Harpy", "Harpy"],
             deck=FILLER)
    t.do("equip [Polearm] [Stoneguard Tanker]")
    assert t.breakdown("Lich Lord").total == 16  # 6 + 4 for being equipped + 6
    t.do("attack [Lich Lord]")
    bd = t.breakdown("Lich Lord")
    assert (bd.line("Polearm").attack, bd.total) == (2, 11)  # 6 - 1 + 4 + 2
    assert t.state.turn.battle_won is True


def test_an_unequipped_polearm_gives_nothing_even_with_a_strong_hero(table):
    t = play(table, "dungeon", ["Stoneguard Tanker", "Polearm", "Torch"])
    assert t.breakdown("Harpy").line("Polearm").attack == 0


# --- Spear ----------------------------------------------------------------------------------------

def test_spear_gives_attack_2(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Spear", "Torch"])
    t.do("equip [Spear] [Half-Orc Raider]")
    assert t.breakdown("Harpy").line("Spear").attack == 2


def test_a_thrown_spear_gives_attack_5_and_fights_on_until_the_battle_is_over(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Spear", "Torch", "Torch"], deck=FILLER)
    spear = t.card("Spear")
    t.do("equip [Spear] [Half-Orc Raider]")
    assert t.breakdown("Half-Ogre").total == 4
    t.do("use [Spear] 0")
    assert t.state.turn.doomed == [spear] and t.state.loc[spear] == "p0.hand"
    bd = t.breakdown("Half-Ogre")
    assert (bd.line("Spear").attack, bd.total) == (5, 7)
    t.do("attack [Half-Ogre]")
    assert t.state.turn.battle_won is True
    assert t.state.loc[spear] == "p0.hand"  # still in the battle
    t.do("end")
    assert t.names("destroyed") == ["Spear"]
    assert "Spear" not in t.names("p0.discard") + t.names("p0.hand")


def test_a_thrown_spear_stays_equipped_for_the_whole_battle(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Spear", "Torch"], deck=FILLER)
    spear, marauder = t.card("Spear"), t.card("Half-Orc Marauder")
    t.do("equip [Spear] [Half-Orc Marauder]", "use [Spear] 0")
    assert t.state.turn.equipment == {spear: marauder}
    t.do("attack [Harpy]")
    assert t.state.turn.equipment == {spear: marauder}
    assert t.of_type("BattleResolved")[0].total == 7  # 2 + 5: the thrown Spear counted in the battle
    assert t.refused("unequip [Spear]") == "weapons can be taken off only while preparing for a battle"


def test_a_thrown_spear_may_still_change_hands_while_preparing(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Half-Orc Marauder", "Spear", "Torch"])
    t.do("equip [Spear] [Half-Orc Raider]", "use [Spear] 0", "unequip [Spear]", "equip [Spear] [Half-Orc Marauder]")
    assert t.breakdown("Harpy").line("Spear").attack == 5


def test_a_spear_thrown_before_it_is_equipped_may_still_be_equipped(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Spear", "Torch"])
    t.do("use [Spear] 0")
    line = t.breakdown("Harpy").line("Spear")
    assert (line.attack, line.notes) == (0, ["not equipped"])
    t.do("equip [Spear] [Half-Orc Raider]")
    assert t.breakdown("Harpy").line("Spear").attack == 5


def test_a_thrown_spear_that_nobody_carries_gives_nothing_and_is_still_destroyed(table):
    t = play(table, "dungeon", ["Militia", "Spear", "Torch"], deck=FILLER)
    t.do("use [Spear] 0")
    assert "weighs 4" in t.refused("equip [Spear] [Militia]")
    assert t.breakdown("Harpy").total == 1
    t.do("attack [Harpy]", "end")
    assert t.names("destroyed") == ["Spear"]


def test_a_spear_is_thrown_once(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Spear", "Torch"])
    t.do("equip [Spear] [Half-Orc Raider]", "use [Spear] 0")
    assert t.refused("use [Spear] 0") == "Spear has been destroyed"
    assert t.breakdown("Harpy").line("Spear").attack == 5


def test_a_spear_kept_in_hand_is_discarded_as_usual(table):
    t = play(table, "dungeon", ["Half-Orc Raider", "Spear", "Torch"], deck=FILLER)
    t.do("equip [Spear] [Half-Orc Raider]", "attack [Harpy]", "end")
    assert t.names("destroyed") == [] and "Spear" in t.names("p0.discard")


def test_a_spear_cannot_be_thrown_in_the_village(table):
    t = play(table, "village", ["Spear"])
    assert t.refused("use [Spear] 0") == "this ability of Spear cannot be used in the village"


# --- Warhammer ------------------------------------------------------------------------------------

def test_warhammer_gives_attack_3(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Warhammer", "Torch"])
    t.do("equip [Warhammer] [Half-Orc Marauder]")
    assert t.breakdown("Harpy").line("Warhammer").attack == 3


def test_warhammer_gives_a_cleric_attack_6_against_the_undead(table):
    t = play(table, "dungeon", ["Belzur Bishop", "Warhammer", "Torch"], hall=["Plague Zombie", "Harpy", "Harpy"])
    t.do("equip [Warhammer] [Belzur Bishop]")
    assert t.breakdown("Plague Zombie").line("Warhammer").attack == 6
    assert t.breakdown("Harpy", 1).line("Warhammer").attack == 3  # a Harpy is no Undead


def test_warhammer_gives_a_cleric_attack_6_against_a_doomknight(table):
    # the Guardian of Night is a Doomknight; in rank 0 there is no light penalty
    t = table(players=[{"hand": ["Terakian Templar", "Warhammer"]}, {}], hall=HALL, rank0=["Guardian of Night"],
              choice="dungeon")
    t.do("equip [Warhammer] [Terakian Templar]")
    bd = t.breakdown("Guardian of Night")
    assert (bd.line("Warhammer").attack, bd.total) == (6, 10)


def test_warhammer_gives_no_extra_attack_to_a_hero_who_is_no_cleric(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Warhammer", "Torch"], hall=["Plague Zombie", "Harpy", "Harpy"])
    t.do("equip [Warhammer] [Half-Orc Marauder]")
    assert t.breakdown("Plague Zombie").line("Warhammer").attack == 3


def test_warhammer_weighs_5(table):
    t = play(table, "dungeon", ["Belzur Curate", "Warhammer"])
    assert t.refused("equip [Warhammer] [Belzur Curate]") == "Warhammer weighs 5 and Belzur Curate has strength 4"
