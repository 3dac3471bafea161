"""Undead Doom of the base set: Famine, Harbinger, Kingdom, Lord of Death, Suffering (cards/base/undead_doom.yaml).

Rulebook: Disease Cards (a Disease gained goes to the discard pile), Battle Effects (a Strength loss counts
before the monster can be defeated; a Weapon its Hero can no longer carry gives nothing; a destroyed
card fights on until the battle ends), Resolving Battles (a Hero at Strength 0 is destroyed when the
battle is over); glossary: Famine, Harbinger, Kingdom, Lord of Death, Suffering.
"""

from __future__ import annotations

import pytest

from tests.cards.dungeon_helpers import by_name, doomed, dungeon_table, resolved

# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, count, gold, vp, xp, health", [
    ("Famine", 2, 1, 2, 1, 4),
    ("Harbinger", 2, 2, 1, 1, 3),
    ("Kingdom", 3, 2, 3, 1, 5),
    ("Lord of Death", 1, 2, 7, 3, 9),
    ("Suffering", 2, 2, 4, 2, 6),
])
def test_undead_doom_have_their_printed_values(catalog, name, count, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.light) == (
        "monster", "base", count, gold, vp, xp, health, 0)
    assert d.classes == ("Undead", "Doom")


def test_the_undead_doom_group_holds_ten_cards(catalog):
    group = catalog.groups["undead_doom"]
    assert (group.name, group.kind, group.set) == ("Undead • Doom", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, xp", [("Famine", 1), ("Harbinger", 1), ("Kingdom", 1), ("Lord of Death", 3),
                                      ("Suffering", 2)])
def test_enough_magic_attack_defeats_it_for_its_xp(table, name, xp):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], name)
    t.do(f"attack [{name}]")
    assert resolved(t).won and name in t.names("p0.discard") and t.state.players[0].xp == xp


# --- Disease ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, diseases", [("Famine", 1), ("Kingdom", 1), ("Lord of Death", 2), ("Suffering", 1)])
@pytest.mark.parametrize("won", [True, False])
def test_the_diseases_go_into_the_attackers_discard_pile_win_or_lose(table, name, diseases, won):
    hand = ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"] if won else ["Torch"]
    t = dungeon_table(table, hand, name)
    t.do(f"attack [{name}]")
    assert resolved(t).won is won
    assert t.names("p0.discard").count("Disease") == diseases
    assert "Disease" not in t.names("p0.hand") and t.names("p1.discard") == []


def test_a_disease_gained_in_battle_does_not_weaken_that_battle(table):
    t = dungeon_table(table, ["Militia"] * 4 + ["Torch"], "Famine")
    t.do("attack [Famine]")
    assert (resolved(t).total, resolved(t).won) == (4, True)


# --- Harbinger -------------------------------------------------------------------------------------

def test_harbinger_destroys_one_spell_of_the_players_choice_which_still_counts(table):
    t = dungeon_table(table, ["Frost Bolt", "Polymorph", "Militia", "Torch"], "Harbinger")
    t.do("attack [Harbinger]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Frost Bolt", "Polymorph"]
    t.do(f"choose {t.card('Frost Bolt')}")
    assert doomed(t) == ["Frost Bolt"]
    assert (resolved(t).total, resolved(t).won) == (3 + 1, True)
    t.do("end")
    assert t.names("destroyed") == ["Frost Bolt"]


def test_harbinger_does_nothing_without_spells(table):
    t = dungeon_table(table, ["Militia", "Militia", "Dagger", "Torch"], "Harbinger")
    t.do("attack [Harbinger]", "end")
    assert t.names("destroyed") == []


# --- Suffering -------------------------------------------------------------------------------------

def test_suffering_takes_2_strength_from_every_hero_so_militia_fall(table):
    t = dungeon_table(table, ["Militia", "Half-Orc Raider", "Frost Bolt", "Torch"], "Suffering")
    t.do("attack [Suffering]")
    assert (resolved(t).total, resolved(t).won) == (1 + 2 + 3, True)  # the Militia fought on
    assert doomed(t) == ["Militia"]  # strength 2 - 2 = 0; the Raider keeps 2
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_suffering_makes_a_heavy_weapon_fall_from_a_weakened_hero(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Torch"], "Suffering")
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    assert t.breakdown("Suffering").total == 3 + 2 + 3  # before the battle: enough
    t.do("attack [Suffering]")
    assert (resolved(t).total, resolved(t).won) == (3 + 2, False)  # strength 4 cannot hold weight 5
