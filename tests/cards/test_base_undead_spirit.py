"""Undead Spirits of the base set: Ghost, Haunt, Revenant, Spectre, Wraith (cards/base/undead_spirit.yaml).

Rulebook: Traits (Half-Attack Without Magic Attack, Magic Attack Required), Battle Effects (a Strength
loss counts before the monster can be defeated, a Weapon its Hero can no longer carry gives nothing;
an effect that keeps a Hero from attacking cannot pick one already kept out), Resolving Battles (a Hero
at Strength 0 is destroyed when the battle is over); glossary: Ghost, Haunt (one Hero of the player's
choice and its Weapon give no Light, Attack or Magic Attack; Militia are Heroes), Revenant, Spectre,
Wraith.
"""

from __future__ import annotations

import pytest

from tests.cards.dungeon_helpers import (
    DECK,
    by_name,
    doomed,
    dungeon_table,
    options,
    resolved,
)


def fought(t, name, rank=1):
    """The breakdown of the battle as it was fought (the monster may have left its rank since)."""
    return t.game.breakdown(t.card(name), rank=rank)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, vp, xp, health", [
    ("Ghost", 1, 4, 1, 6),
    ("Haunt", 1, 2, 1, 4),
    ("Revenant", 2, 5, 2, 7),
    ("Spectre", 1, 3, 1, 5),
    ("Wraith", 2, 4, 2, 6),
])
def test_undead_spirits_have_their_printed_values(catalog, name, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.light) == (
        "monster", "base", 2, gold, vp, xp, health, 0)
    assert d.classes == ("Undead", "Spirit")


def test_the_undead_spirit_group_holds_ten_cards(catalog):
    group = catalog.groups["undead_spirit"]
    assert (group.name, group.kind, group.set) == ("Undead • Spirit", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, xp", [("Ghost", 1), ("Haunt", 1), ("Revenant", 2), ("Spectre", 1), ("Wraith", 2)])
def test_enough_magic_attack_defeats_it_for_its_xp(table, name, xp):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], name)
    t.do(f"attack [{name}]")
    assert resolved(t).won and t.names("p0.discard") == [name] and t.state.players[0].xp == xp


# --- Ghost -----------------------------------------------------------------------------------------

def test_ghost_halves_the_attack_without_magic_attack(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Half-Orc Raider", "Torch"], "Ghost")
    bd = t.breakdown("Ghost")
    assert (bd.attack, bd.total, bd.wins) == (8, 4, False)
    assert "attack halved: no magic" in bd.notes


def test_ghost_takes_the_whole_attack_with_magic_and_weakens_every_hero(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Militia", "Belzur Curate", "Torch"], "Ghost")
    t.do("attack [Ghost]")
    assert (resolved(t).total, resolved(t).won) == (6 + 1 + 1, True)
    assert doomed(t) == ["Militia"]  # strength 2 - 2 = 0: destroyed once the battle is over
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_ghost_makes_a_heavy_weapon_fall_from_a_weakened_hero(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Frost Bolt", "Torch"], "Ghost")
    t.do("equip [Guardian Blade] [Stoneguard Brute]", "attack [Ghost]")
    assert "too heavy for its hero now" in fought(t, "Ghost").line("Guardian Blade").notes
    assert (resolved(t).total, resolved(t).won) == (3 + 2 + 3, True)


# --- Haunt -----------------------------------------------------------------------------------------

def test_haunt_keeps_the_chosen_hero_and_its_weapon_out_of_the_battle(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Chulian Rat", "Torch"], "Haunt")
    t.do("equip [Dagger] [Stoneguard Brute]")
    assert t.breakdown("Haunt").total == 3 + 2 + 1 + 1
    t.do("attack [Haunt]")
    assert options(t) == ["Chulian Rat", "Stoneguard Brute"]
    t.do(f"choose {t.card('Stoneguard Brute')}")
    bd = fought(t, "Haunt")
    assert bd.line("Stoneguard Brute").attack == 0 and "cannot attack: Haunt" in bd.line("Stoneguard Brute").notes
    assert bd.line("Dagger").attack == 0 and "its hero does not attack" in bd.line("Dagger").notes
    assert bd.idle_heroes == [t.card("Stoneguard Brute")]
    assert (resolved(t).total, resolved(t).won) == (1, False)
    t.do("end")
    assert t.names("destroyed") == []  # kept out, not destroyed


def test_haunt_takes_the_light_of_the_chosen_hero_too(table):
    t = table(players=[{"hand": ["Stoneguard Brute", "Dagger", "Chulian Rat", "Torch"], "deck": DECK}, {"deck": DECK}],
              hall=["Harpy", "Haunt", "Half-Ogre"], dungeon=["Plague Zombie"], choice="dungeon")
    t.do("equip [Dagger] [Stoneguard Brute]")
    bd = t.breakdown("Haunt")  # rank 2: the Rat's light 1 and the Torch cancel the penalty
    assert (bd.light, bd.light_penalty, bd.total) == (2, 0, 7)
    t.do("attack [Haunt]", f"choose {t.card('Chulian Rat')}")
    bd = fought(t, "Haunt", rank=2)
    assert (bd.light, bd.light_penalty, bd.total) == (1, 1, 3 + 2 + 1 - 2)
    assert (resolved(t).total, resolved(t).won) == (4, True)


def test_haunt_picks_the_only_hero_a_militia_without_asking(table):
    t = dungeon_table(table, ["Militia", "Frost Bolt", "Torch"], "Haunt")
    t.do("attack [Haunt]")
    assert t.state.prompt is None
    assert fought(t, "Haunt").idle_heroes == [t.card("Militia")]
    assert (resolved(t).total, resolved(t).won) == (3, False)


def test_haunt_cannot_pick_a_hero_already_kept_out_of_the_battle(table):
    t = dungeon_table(table, ["Evoker Adept", "Militia", "Half-Orc Raider", "Torch"], "Haunt")
    assert t.breakdown("Haunt").idle_heroes == [t.card("Evoker Adept")]  # no Evoker attacks rank 1
    t.do("attack [Haunt]")
    assert options(t) == ["Half-Orc Raider", "Militia"]


def test_haunt_does_nothing_without_heroes(table):
    t = dungeon_table(table, ["Frost Bolt", "Dagger", "Torch"], "Haunt")
    t.do("attack [Haunt]")
    assert t.state.prompt is None and (resolved(t).total, resolved(t).won) == (3, False)


# --- Revenant --------------------------------------------------------------------------------------

def test_revenant_cannot_be_defeated_without_magic_attack_but_may_be_attacked(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Stoneguard Brute", "Torch"], "Revenant")
    bd = t.breakdown("Revenant")
    assert bd.total >= bd.health and bd.failed_requirement == "needs at least 1 magic attack"
    t.do("attack [Revenant]")
    assert resolved(t).won is False and t.names("dungeon")[-1] == "Revenant"


def test_revenant_destroys_every_hero_it_brings_to_strength_0_when_the_battle_ends(table):
    hand = ["Stoneguard Tanker", "Dagger", "Belzur Curate", "Half-Orc Raider", "Militia", "Gorinth Amateur", "Torch"]
    t = dungeon_table(table, hand, "Revenant")
    t.do("equip [Dagger] [Stoneguard Tanker]", "attack [Revenant]")
    # Tanker 8 - 4 = 4 keeps the Dagger; Curate 4, Raider 4, Militia 2, Amateur 3 all fall to 0
    assert (resolved(t).total, resolved(t).won) == (6 + 4 + 1 + 1 + 2 + 1 + 2, True)
    assert doomed(t) == ["Belzur Curate", "Gorinth Amateur", "Half-Orc Raider", "Militia"]
    assert "Belzur Curate" in t.names("p0.hand")  # still there until the battle is over
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Belzur Curate", "Gorinth Amateur", "Half-Orc Raider", "Militia"]
    assert "Stoneguard Tanker" in t.names("p0.hand") + t.names("p0.discard") + t.names("p0.deck")


def test_revenant_makes_weapons_fall_from_weakened_heroes(table):
    t = dungeon_table(table, ["Stoneguard Tanker", "Guardian Blade", "Frost Bolt", "Torch"], "Revenant")
    t.do("equip [Guardian Blade] [Stoneguard Tanker]")
    assert t.breakdown("Revenant").total == 6 + 4 + 3 + 3
    t.do("attack [Revenant]")
    bd = fought(t, "Revenant")
    assert bd.line("Guardian Blade").attack == 0  # strength 4 cannot hold weight 5
    assert (resolved(t).total, resolved(t).won) == (6 + 4 + 3, True)


# --- Spectre and Wraith ----------------------------------------------------------------------------

@pytest.mark.parametrize("name, health", [("Spectre", 5), ("Wraith", 6)])
def test_spectre_and_wraith_destroy_one_militia_who_still_fights(table, name, health):
    t = dungeon_table(table, ["Militia"] * health + ["Torch"], name)
    t.do(f"attack [{name}]")
    assert doomed(t) == ["Militia"]
    assert (resolved(t).total, resolved(t).won) == (health, True)
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


@pytest.mark.parametrize("name", ["Spectre", "Wraith"])
def test_spectre_and_wraith_spare_heroes_that_are_not_militia(table, name):
    t = dungeon_table(table, ["Half-Orc Raider", "Belzur Curate", "Torch"], name)
    t.do(f"attack [{name}]", "end")
    assert t.names("destroyed") == []
