"""Oozes of the base set: Black Slime, Gray Ooze, Green Blob, Noxious Slag, Red Jelly (cards/base/ooze.yaml).

Rulebook: Traits (Half-Magic Attack, Immune to Edged Weapons), Battle Effects (a destroyed card fights on
until the battle ends), Resolving Battles (Spoils buy with the gold of the surviving revealed cards),
Trophies; glossary: Black Slime, Gray Ooze (no effect while one Hero carries a Weapon, or without
Heroes; Spoils: a Food), Green Blob, Noxious Slag, Red Jelly (its Light is a trophy only).
"""

from __future__ import annotations

import pytest

from tests.cards.dungeon_helpers import (
    by_name,
    doomed,
    dungeon_table,
    options,
    resolved,
)

# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, light, vp, xp, health", [
    ("Black Slime", 1, 0, 2, 1, 5),
    ("Gray Ooze", 1, 0, 3, 2, 6),
    ("Green Blob", 1, 0, 2, 1, 5),
    ("Noxious Slag", 1, 0, 6, 3, 7),
    ("Red Jelly", 2, 1, 2, 2, 6),
])
def test_oozes_have_their_printed_values(catalog, name, gold, light, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.light, d.vp, d.xp, d.health) == (
        "monster", "base", 2, gold, light, vp, xp, health)
    assert d.classes == ("Ooze",)


def test_the_ooze_group_holds_ten_cards(catalog):
    group = catalog.groups["ooze"]
    assert (group.name, group.kind, group.set) == ("Ooze", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, health, xp", [("Black Slime", 5, 1), ("Green Blob", 5, 1), ("Red Jelly", 6, 2)])
def test_an_attack_equal_to_the_health_defeats_it(table, name, health, xp):
    t = dungeon_table(table, ["Torch"] + ["Frost Bolt"] * (health // 3) + ["Belzur Curate"] * (health % 3), name)
    t.do(f"attack [{name}]")
    assert (resolved(t).total, resolved(t).won) == (health, True)
    assert t.names("p0.discard") == [name] and t.state.players[0].xp == xp


# --- Black Slime -----------------------------------------------------------------------------------

def test_black_slime_destroys_one_militia_who_still_fights(table):
    t = dungeon_table(table, ["Militia", "Militia", "Half-Orc Raider", "Dagger", "Torch"], "Black Slime")
    t.do("equip [Dagger] [Half-Orc Raider]", "attack [Black Slime]")
    assert doomed(t) == ["Militia"]
    assert (resolved(t).total, resolved(t).won) == (1 + 1 + 2 + 1, True)
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_black_slime_does_nothing_without_militia(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Belzur Curate", "Torch"], "Black Slime")
    t.do("attack [Black Slime]", "end")
    assert t.names("destroyed") == []


# --- Gray Ooze -------------------------------------------------------------------------------------

def test_gray_ooze_destroys_a_hero_of_the_players_choice_when_no_hero_carries_a_weapon(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Militia", "Dagger", "Torch"], "Gray Ooze")
    t.do("attack [Gray Ooze]")  # the Dagger in hand but not equipped does not count
    assert options(t) == ["Militia", "Stoneguard Brute"]
    t.do(f"choose {t.card('Stoneguard Brute')}")
    assert doomed(t) == ["Stoneguard Brute"]
    assert (resolved(t).total, resolved(t).won) == (3 + 1, False)  # the Brute still fought
    t.do("end")
    assert t.names("destroyed") == ["Stoneguard Brute"]


def test_gray_ooze_destroys_a_militia_too(table):
    t = dungeon_table(table, ["Militia", "Frost Bolt", "Torch"], "Gray Ooze")
    t.do("attack [Gray Ooze]", "end")
    assert t.names("destroyed") == ["Militia"]


def test_one_armed_hero_spares_the_whole_party_from_gray_ooze(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Militia", "Dagger", "Torch"], "Gray Ooze")
    t.do("equip [Dagger] [Militia]", "attack [Gray Ooze]")
    assert t.state.prompt is None and doomed(t) == [] and not resolved(t).won
    t.do("end")
    assert t.names("destroyed") == []


def test_gray_ooze_does_nothing_without_heroes(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Torch"], "Gray Ooze")
    t.do("attack [Gray Ooze]")
    assert doomed(t) == [] and resolved(t).won and t.state.players[0].xp == 2


def test_gray_ooze_spoils_buy_a_food_with_the_gold_of_the_hand(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Torch"], "Gray Ooze",
                      village={"heroes": ["stoneguard"], "village": ["spoiled_food", "guardian_blade"]})
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Gray Ooze]")
    assert resolved(t).won
    pr = t.state.prompt  # 3 gold (Dagger 1, Torch 2): both Food stacks, nothing else
    assert (pr.reason, pr.min, pr.max) == ("buy", 0, 1)
    assert options(t) == ["Iron Rations", "Spoiled Food"]
    t.do(f"choose {t.state.stacks['iron_rations'][0]}")
    assert sorted(t.names("p0.discard")) == ["Gray Ooze", "Iron Rations"]


def test_gray_ooze_spoils_may_be_declined(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Torch"], "Gray Ooze")
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Gray Ooze]", "choose")
    assert t.names("p0.discard") == ["Gray Ooze"]


def test_gray_ooze_spoils_need_the_gold(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Frost Bolt"], "Gray Ooze", stacks={"torch": 15})
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Gray Ooze]")
    assert resolved(t).won and t.state.prompt is None  # 1 gold: not enough for Iron Rations (cost 2)


# --- Green Blob ------------------------------------------------------------------------------------

def test_green_blob_destroys_one_food(table):
    t = dungeon_table(table, ["Iron Rations", "Iron Rations", "Militia", "Torch"], "Green Blob")
    t.do("attack [Green Blob]")
    assert doomed(t) == ["Iron Rations"]
    t.do("end")
    assert t.names("destroyed") == ["Iron Rations"]


def test_green_blob_does_nothing_without_food(table):
    t = dungeon_table(table, ["Militia", "Dagger", "Torch"], "Green Blob")
    t.do("attack [Green Blob]", "end")
    assert t.names("destroyed") == []


# --- Noxious Slag ----------------------------------------------------------------------------------

def test_noxious_slag_halves_the_total_magic_attack_rounded_down(table):
    t = dungeon_table(table, ["Frost Bolt", "Belzur Curate", "Militia", "Torch"], "Noxious Slag")
    bd = t.breakdown("Noxious Slag")
    assert (bd.attack, bd.magic, bd.total) == (1, 4, 1 + 2)
    assert "magic attack halved" in bd.notes
    odd = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Belzur Curate", "Torch"], "Noxious Slag")
    assert odd.breakdown("Noxious Slag").total == 7 // 2


def test_edged_weapons_add_nothing_against_noxious_slag(table):
    t = dungeon_table(table, ["Militia", "Dagger", "Stoneguard Brute", "Skullbreaker", "Torch"], "Noxious Slag")
    t.do("equip [Dagger] [Militia]", "equip [Skullbreaker] [Stoneguard Brute]")
    bd = t.breakdown("Noxious Slag")
    assert bd.line("Dagger").attack == 0 and "edged weapons do nothing to it" in bd.line("Dagger").notes
    assert bd.line("Skullbreaker").attack == 2  # Blunt
    assert (bd.total, bd.wins) == (1 + 0 + 3 + 2 + 2, True)
    t.do("attack [Noxious Slag]")
    assert t.state.players[0].xp == 3 and "Noxious Slag" in t.names("p0.discard")


# --- Red Jelly -------------------------------------------------------------------------------------

def test_red_jelly_destroys_one_weapon_which_still_counts(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Militia", "Torch"], "Red Jelly")
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Red Jelly]")
    assert doomed(t) == ["Dagger"]
    assert (resolved(t).total, resolved(t).won) == (3 + 2 + 1 + 1, True)
    t.do("end")
    assert t.names("destroyed") == ["Dagger"]


def test_red_jelly_does_nothing_without_weapons(table):
    t = dungeon_table(table, ["Militia", "Militia", "Torch"], "Red Jelly")
    t.do("attack [Red Jelly]", "end")
    assert t.names("destroyed") == []


def test_red_jelly_gives_light_1_from_a_hand(table):
    t = table(players=[{"hand": ["Red Jelly", "Militia"]}, {}], hall=["Harpy", "Half-Ogre", "Orc Blademaster"],
              choice="dungeon")
    bd = t.breakdown("Half-Ogre")  # rank 2
    assert (bd.line("Red Jelly").light, bd.light, bd.light_penalty) == (1, 1, 1)


def test_red_jelly_in_the_hall_lights_nothing(table):
    t = table(players=[{"hand": ["Militia"]}, {}], hall=["Harpy", "Red Jelly", "Half-Ogre"], choice="dungeon")
    bd = t.breakdown("Red Jelly")
    assert (bd.darkness, bd.light, bd.light_penalty) == (2, 0, 2)
    assert t.breakdown("Harpy").light == 0
