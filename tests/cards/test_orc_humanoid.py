"""Orc and Humanoid monsters: Half-Ogre, Orc Blademaster, Orc Warlord, Shadow Killer, Standard Bearer
(cards/dragonspire/orc_humanoid.yaml).

Rulebook: Resolving Battles, Battle Effects, Traits (Immune to Unequipped Heroes), Trophies; Stoneguard
glossary for what "equipped" means.
"""

from __future__ import annotations

import pytest

HALL = ["Half-Ogre", "Harpy", "Orc Blademaster"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, players=2, dungeon=("Plague Zombie",), **kw):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand)}] + [{} for _ in range(players - 1)], hall=hall,
                 dungeon=list(dungeon), choice="dungeon", **kw)


def owned(t, p=0):
    return sorted(t.names(f"p{p}.hand") + t.names(f"p{p}.deck") + t.names(f"p{p}.discard"))


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, vp, xp, health", [
    ("Half-Ogre", 2, 3, 2, 6),
    ("Orc Blademaster", 3, 1, 1, 5),
    ("Orc Warlord", 2, 5, 2, 8),
    ("Shadow Killer", 2, 2, 1, 5),
    ("Standard Bearer", 2, 1, 1, 4),
])
def test_orc_humanoid_monsters_have_their_printed_values(catalog, name, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.gold, d.vp, d.xp, d.health, d.classes) == ("monster", gold, vp, xp, health, ("Orc", "Humanoid"))
    assert d.count == 2


@pytest.mark.parametrize("name, health", [("Half-Ogre", 6), ("Orc Blademaster", 5), ("Shadow Killer", 5),
                                          ("Standard Bearer", 4)])
def test_an_attack_equal_to_the_health_is_enough_and_one_less_is_not(table, name, health):
    t = dungeon_table(table, ["Torch"] + ["Militia"] * health, name)
    bd = t.breakdown(name)
    assert (bd.health, bd.total, bd.wins) == (health, health, True)
    assert dungeon_table(table, ["Torch"] + ["Militia"] * (health - 1), name).breakdown(name).wins is False


@pytest.mark.parametrize("name, xp", [("Half-Ogre", 2), ("Orc Blademaster", 1), ("Orc Warlord", 2),
                                      ("Shadow Killer", 1), ("Standard Bearer", 1)])
def test_a_defeated_orc_goes_to_the_discard_pile_with_its_xp(table, name, xp):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], name, dungeon=())
    t.do(f"attack [{name}]")
    assert t.state.players[0].xp == xp
    assert t.names("p0.discard") == [name]
    assert t.names("hall.1") == [] and t.names("dungeon") == []


@pytest.mark.parametrize("name", ["Half-Ogre", "Orc Blademaster", "Orc Warlord", "Shadow Killer", "Standard Bearer"])
def test_an_undefeated_orc_goes_to_the_bottom_of_the_dungeon_deck(table, name):
    t = dungeon_table(table, ["Torch", "Militia"], name)
    t.do(f"attack [{name}]")
    assert t.names("dungeon") == ["Plague Zombie", name]
    assert t.state.players[0].xp == 0 and t.names("p0.discard") == []


@pytest.mark.parametrize("name", ["Half-Ogre", "Orc Blademaster"])
def test_plain_orcs_have_no_battle_effect(table, name):
    t = dungeon_table(table, ["Militia", "Scout", "Torch", "Dagger"], name)
    t.do("equip [Dagger] [Militia]", f"attack [{name}]")
    assert t.state.prompt is None and t.state.turn.doomed == []
    t.do("end")
    assert t.names("destroyed") == []
    assert owned(t) == ["Dagger", "Militia", "Scout", "Torch"]


# --- Orc Warlord ----------------------------------------------------------------------------------

def test_orc_warlord_takes_no_damage_from_unequipped_heroes(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Gorinth Amateur", "Torch"], "Orc Warlord")
    bd = t.breakdown("Orc Warlord")
    assert (bd.attack, bd.magic, bd.total) == (0, 0, 0)
    assert all(line.attack == 0 and line.magic == 0 for line in bd.lines)


def test_orc_warlord_takes_damage_from_equipped_heroes_and_their_weapons(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Half-Orc Raider", "Torch"], "Orc Warlord")
    t.do("equip [Dagger] [Stoneguard Brute]")
    bd = t.breakdown("Orc Warlord")
    # the Brute 3 + 2 (equipped) and its Dagger 1 count; the unequipped Raider's 2 does not
    assert bd.total == 6 and bd.wins is False
    raider = next(line for line in bd.lines if line.name == "Half-Orc Raider")
    assert raider.attack == 0


def test_orc_warlord_still_takes_spell_damage_without_heroes(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Militia", "Dagger", "Torch"], "Orc Warlord")
    t.do("equip [Dagger] [Militia]")
    bd = t.breakdown("Orc Warlord")
    assert (bd.total, bd.wins) == (8, True)
    t.do("attack [Orc Warlord]")
    assert t.names("p0.discard") == ["Orc Warlord"] and t.state.players[0].xp == 2


def test_orc_warlord_does_not_count_a_hero_whose_weapon_was_taken_back_before_the_battle(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Dagger", "Torch"], "Orc Warlord")
    t.do("equip [Dagger] [Stoneguard Brute]", "unequip [Dagger]", "equip [Dagger] [Half-Orc Raider]")
    bd = t.breakdown("Orc Warlord")
    brute = next(line for line in bd.lines if line.name == "Stoneguard Brute")
    assert brute.attack == 0
    assert bd.total == 3  # the Raider 2 and the Dagger 1


# --- Shadow Killer --------------------------------------------------------------------------------

def test_shadow_killer_destroys_a_mercenary_which_still_counts_until_the_battle_ends(table):
    t = dungeon_table(table, ["Scout", "Militia", "Stoneguard Bruiser", "Torch"], "Shadow Killer")
    scout = t.card("Scout")
    # the Bruiser gains ATTACK +1 per revealed Mercenary: the doomed Scout still counts for it
    assert t.breakdown("Shadow Killer").total == 6
    t.do("attack [Shadow Killer]")
    assert t.state.turn.doomed == [scout]
    assert t.state.turn.battle_won is True
    assert t.names("p0.discard") == ["Shadow Killer"]
    t.do("end")
    assert t.names("destroyed") == ["Scout"]


def test_shadow_killer_destroys_a_mercenary_even_when_it_is_not_defeated(table):
    t = dungeon_table(table, ["Scout", "Scout", "Torch"], "Shadow Killer")
    t.do("attack [Shadow Killer]")
    assert t.state.turn.battle_won is False
    t.do("end")
    assert t.names("destroyed") == ["Scout"]
    assert owned(t).count("Scout") == 1


def test_shadow_killer_spares_a_party_without_mercenaries(table):
    t = dungeon_table(table, ["Militia", "Half-Orc Raider", "Torch"], "Shadow Killer")
    t.do("attack [Shadow Killer]", "end")
    assert t.names("destroyed") == []


# --- Standard Bearer ------------------------------------------------------------------------------

def test_standard_bearer_in_hand_adds_one_attack_against_a_humanoid(table):
    t = dungeon_table(table, ["Standard Bearer", "Militia", "Torch"], "Half-Ogre")
    bd = t.breakdown("Half-Ogre")
    bearer = next(line for line in bd.lines if line.name == "Standard Bearer")
    assert bearer.attack == 1
    assert bd.total == 2


def test_standard_bearer_adds_nothing_against_a_monster_that_is_not_humanoid(table):
    t = dungeon_table(table, ["Standard Bearer", "Militia", "Torch"], "Harpy")
    bd = t.breakdown("Harpy")
    assert next(line for line in bd.lines if line.name == "Standard Bearer").attack == 0
    assert bd.total == 1


def test_standard_bearer_needs_no_hero_and_is_not_stopped_by_orc_warlord(table):
    t = dungeon_table(table, ["Standard Bearer", "Standard Bearer", "Torch"], "Orc Warlord")
    assert t.breakdown("Orc Warlord").total == 2


def test_standard_bearer_in_the_hall_gives_the_attacker_nothing(table):
    t = table(players=[{"hand": ["Militia", "Torch"]}, {}], hall=["Half-Ogre", "Standard Bearer", "Harpy"],
              choice="dungeon")
    assert t.breakdown("Half-Ogre").total == 1


def test_a_standard_bearer_trophy_tips_the_battle_against_a_humanoid(table):
    hand = ["Militia", "Militia", "Militia", "Militia", "Torch"]
    assert dungeon_table(table, hand, "Orc Blademaster").breakdown("Orc Blademaster").wins is False  # 4 < 5
    t = dungeon_table(table, ["Standard Bearer"] + hand, "Orc Blademaster")
    t.do("attack [Orc Blademaster]")
    assert t.state.turn.battle_won is True  # 4 + 1 = 5
    assert t.names("p0.discard") == ["Orc Blademaster"]
