"""Golems (Wrath of the Elements): Bronze Golem, Clay Golem, Colossus, Iron Golem and Stone Golem
(cards/wrath/golem.yaml).

Rulebook (Dragonspire, and Doomgate's list of every set's Traits): Heroes with Strength less than X
Cannot Attack (such a Hero adds no Attack, Magic Attack or Light, nor does its Weapon; Spells and
other cards need no Hero), Magic Attack Immunity, Half-Magic Attack (rounded down), Trophies (Clay
Golem's * DUNGEON effect works from a hand). Strength is the Hero's strength now, what effects gave
it while preparing included.
"""

from __future__ import annotations

import pytest

from tests.cards.dungeon_helpers import dungeon_table, resolved


def golem(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


@pytest.mark.parametrize("name, count, vp, xp, health", [
    ("Bronze Golem", 3, 3, 1, 5),
    ("Clay Golem", 3, 4, 2, 6),
    ("Colossus", 1, 8, 3, 10),
    ("Iron Golem", 1, 6, 3, 9),
    ("Stone Golem", 2, 5, 2, 8),
])
def test_golems_have_their_printed_values(catalog, name, count, vp, xp, health):
    d = golem(catalog, name)
    assert (d.set, d.group, d.kind, d.count, d.classes) == ("wrath", "golem", "monster", count, ("Golem",))
    assert (d.gold, d.vp, d.xp, d.health) == (2, vp, xp, health)


# each golem, a hero one point too weak for it and one just strong enough
GATES = [
    ("Bronze Golem", 4, "Militia", "Half-Orc Raider"),           # strength 2 / 4
    ("Clay Golem", 5, "Half-Orc Raider", "Half-Orc Marauder"),   # 4 / 5
    ("Stone Golem", 6, "Half-Orc Marauder", "Stoneguard Brute"),  # 5 / 6
    ("Iron Golem", 7, "Stoneguard Brute", "Stoneguard Bruiser"),  # 6 / 7
    ("Colossus", 8, "Stoneguard Bruiser", "Thyrian Knight"),     # 7 / 8
]


@pytest.mark.parametrize("name, strength, weak, strong", GATES)
def test_a_hero_below_the_golems_strength_neither_attacks_nor_lights_nor_wields(table, name, strength, weak, strong):
    t = dungeon_table(table, [weak, strong, "Dagger", "Dagger"], name)
    weak_id, strong_id = t.card(weak), t.card(strong)
    daggers = [c for c in t.state.players[0].hand if t.game.name(c) == "Dagger"]
    t.do(f"equip {daggers[0]} {weak_id}", f"equip {daggers[1]} {strong_id}")
    bd = t.breakdown(name)
    assert bd.idle_heroes == [weak_id]
    assert f"below {strength}" in bd.line(weak_id).notes[0]
    assert (bd.line(weak_id).attack, bd.line(daggers[0]).attack) == (0, 0)
    assert bd.line(strong_id).attack > 0 and bd.line(daggers[1]).attack == 1


def test_a_weak_hero_gives_no_light_against_a_golem(table):
    t = dungeon_table(table, ["Lorigg Thief", "Stoneguard Brute", "Torch"], "Stone Golem")
    bd = t.breakdown("Stone Golem")  # the Thief (strength 4) would have brought light 1
    assert (bd.line("Lorigg Thief").light, bd.light) == (0, 1)


def test_weak_militia_add_nothing_so_the_bronze_golem_survives(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Chulian Rat", "Militia", "Militia", "Torch"], "Bronze Golem")
    bd = t.breakdown("Bronze Golem")
    assert bd.total == 2 + 1 + 0 + 0 and not bd.wins
    t.do("attack [Bronze Golem]")
    assert not resolved(t).won and t.state.dungeon[-1] == t.card("Bronze Golem")


def test_spells_need_no_strength_against_a_golem(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Torch"], "Stone Golem")
    assert t.breakdown("Stone Golem").total == 6
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Fireball"], "Clay Golem")
    t.do("attack [Clay Golem]")
    assert resolved(t).won and t.names("p0.discard") == ["Clay Golem"]


def test_a_hero_strengthened_while_preparing_attacks_the_golem(table):
    t = dungeon_table(table, ["Militia", "Iron Rations", "Half-Orc Raider", "Torch"], "Bronze Golem")
    t.do("use [Iron Rations] 0")
    t.do(f"choose {t.card('Militia')}")  # strength 2 + 2 = 4
    bd = t.breakdown("Bronze Golem")
    assert bd.idle_heroes == [] and bd.total == 1 + 2


# --- Clay Golem trophy ---------------------------------------------------------------------------

def test_clay_golem_in_hand_gives_a_hero_strength_2(table):
    t = dungeon_table(table, ["Militia", "Clay Golem", "Half-Orc Raider", "Torch"], "Bronze Golem")
    assert t.card("Militia") in t.breakdown("Bronze Golem").idle_heroes
    t.do("use [Clay Golem] 0")
    t.do(f"choose {t.card('Militia')}")
    bd = t.breakdown("Bronze Golem")  # the Militia: strength 4, it attacks
    assert bd.idle_heroes == [] and bd.total == 3


def test_clay_golems_strength_lets_a_hero_carry_a_heavier_weapon(table):
    t = dungeon_table(table, ["Militia", "Clay Golem", "Hatchet", "Torch"], "Harpy")
    assert "weighs 3" in t.refused("equip [Hatchet] [Militia]")
    t.do("use [Clay Golem] 0", "equip [Hatchet] [Militia]")
    assert t.breakdown("Harpy").total == 1 + 3


# --- Colossus and Iron Golem ------------------------------------------------------------------------

def test_colossus_takes_no_magic_attack(table):
    t = dungeon_table(table, ["Thyrian Knight", "Veteran Reaver", "Frost Bolt", "Torch", "Elf Wizard"], "Colossus")
    bd = t.breakdown("Colossus")  # Knight 4 + Reaver 5; the Bolt's 3 count for nothing, the Wizard is too weak
    assert (bd.attack, bd.magic, bd.total) == (9, 0, 9) and not bd.wins
    t.do("attack [Colossus]")
    assert not resolved(t).won


def test_colossus_falls_to_heroes_of_strength_8(table):
    t = dungeon_table(table, ["Thyrian Knight", "Veteran Reaver", "Dwarf Sentinel", "Torch"], "Colossus")
    t.do("attack [Colossus]")
    assert resolved(t).total == 4 + 5 + 3 and resolved(t).won
    assert t.names("p0.discard") == ["Colossus"] and t.state.players[0].xp == 3


def test_iron_golem_halves_magic_attack_rounded_down(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Fireball", "Stoneguard Bruiser"], "Iron Golem")
    bd = t.breakdown("Iron Golem")  # magic 9 halved to 4, the Bruiser's attack 4 whole
    assert (bd.attack, bd.magic, bd.total) == (4, 9, 4 + 4) and "magic attack halved" in bd.notes
    t.do("attack [Iron Golem]")
    assert not resolved(t).won


def test_iron_golem_falls_to_attack_with_some_magic(table):
    t = dungeon_table(table, ["Stoneguard Bruiser", "Veteran Berserker", "Frost Bolt", "Torch"], "Iron Golem")
    t.do("attack [Iron Golem]")
    assert resolved(t).total == 4 + 4 + 1 and resolved(t).won
