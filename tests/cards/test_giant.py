"""Giants: Fire Giant, Frost Giant, Mountain Giant, Stone Giant, Titan (cards/dragonspire/giant.yaml).

Rulebook: Battle Effects (cards a battle effect destroys still fight and leave when the battle is
over), Resolving Battles, Trophies (Fire Giant's starred Dungeon effect works from a hand).
A Hero's Strength is its strength in the battle (Iron Rations, Toryn Gauntlet, trophies included);
when Heroes tie for the lowest (or highest) Strength the player chooses among them.
"""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.events import BattleResolved

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]
DECK = ["Militia"] * 6


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, dungeon=("Plague Zombie",)):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand), "deck": DECK}, {"deck": DECK}], hall=hall,
                 dungeon=list(dungeon), choice="dungeon")


def doomed(t):
    return sorted(t.game.name(c) for c in t.state.turn.doomed)


def resolved(t):
    return next(e for e in t.events if isinstance(e, BattleResolved))


def options(t):
    return sorted(t.game.name(c) for c in t.state.prompt.options)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, vp, xp, health", [
    ("Fire Giant", 2, 1, 5),
    ("Frost Giant", 5, 2, 7),
    ("Mountain Giant", 3, 1, 6),
    ("Stone Giant", 3, 2, 6),
    ("Titan", 6, 3, 9),
])
def test_giants_have_their_printed_values(catalog, name, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.count, d.gold, d.vp, d.xp, d.health, d.classes) == ("monster", 2, 2, vp, xp, health, ("Giant",))


@pytest.mark.parametrize("name, health", [("Fire Giant", 5), ("Frost Giant", 7), ("Mountain Giant", 6),
                                          ("Stone Giant", 6), ("Titan", 9)])
def test_an_attack_equal_to_the_health_defeats_a_giant_and_one_less_does_not(table, name, health):
    # the giants destroy Militia, but destroyed cards fight on until the battle is over
    t = dungeon_table(table, ["Torch"] + ["Militia"] * health, name)
    t.do(f"attack [{name}]")
    assert (resolved(t).total, resolved(t).won) == (health, True)
    assert t.names("p0.discard")[0] == name and t.state.players[0].xp == by_name(t.game.catalog, name).xp
    short = dungeon_table(table, ["Torch"] + ["Militia"] * (health - 1), name)
    short.do(f"attack [{name}]")
    assert not resolved(short).won
    assert short.names("dungeon") == ["Plague Zombie", name] and short.state.players[0].xp == 0


# --- Fire Giant and Mountain Giant -------------------------------------------------------------------

@pytest.mark.parametrize("giant", ["Fire Giant", "Mountain Giant"])
def test_the_hero_with_the_lowest_strength_is_destroyed_but_still_fights(table, giant):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Militia", "Torch"], giant)
    t.do(f"attack [{giant}]")
    assert t.state.prompt is None
    assert doomed(t) == ["Militia"]
    assert resolved(t).total == 3 + 2 + 1  # the Militia still adds its attack
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


@pytest.mark.parametrize("giant", ["Fire Giant", "Mountain Giant"])
def test_the_player_chooses_between_heroes_tied_for_the_lowest_strength(table, giant):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Belzur Curate", "Torch"], giant)
    t.do(f"attack [{giant}]")
    assert options(t) == ["Belzur Curate", "Half-Orc Raider"]  # both strength 4
    t.do(f"choose {t.card('Belzur Curate')}")
    assert doomed(t) == ["Belzur Curate"]


def test_identical_weakest_heroes_need_no_choice(table):
    t = dungeon_table(table, ["Militia", "Militia", "Half-Orc Raider", "Torch"], "Mountain Giant")
    t.do("attack [Mountain Giant]")
    assert t.state.prompt is None and doomed(t) == ["Militia"]


def test_strength_gained_while_preparing_changes_which_hero_is_weakest(table):
    t = dungeon_table(table, ["Militia", "Gorinth Amateur", "Iron Rations", "Torch"], "Mountain Giant")
    t.do("use [Iron Rations] 0", f"choose {t.card('Militia')}")  # Militia 2 + 2 = 4, Amateur 3
    t.do("attack [Mountain Giant]")
    assert doomed(t) == ["Gorinth Amateur"]


def test_a_giant_finds_no_hero_to_destroy_in_a_party_of_spells(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Torch"], "Fire Giant")
    t.do("attack [Fire Giant]")
    assert t.state.prompt is None and doomed(t) == [] and resolved(t).won


def test_a_guardian_blade_saves_the_weakest_hero_from_a_giant(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Iron Rations", "Guardian Blade", "Stoneguard Bruiser", "Torch"],
                      "Mountain Giant")
    t.do("use [Iron Rations] 0", f"choose {t.card('Half-Orc Raider')}")  # strength 4 + 2 = 6, Bruiser 7
    t.do("equip [Guardian Blade] [Half-Orc Raider]")
    t.do("attack [Mountain Giant]")
    assert doomed(t) == ["Half-Orc Raider"]
    t.do("end")
    assert "Half-Orc Raider" not in t.names("destroyed")
    assert "Half-Orc Raider" in t.names("p0.discard")


def test_a_fire_giant_trophy_gives_a_hero_strength_3_in_the_dungeon(table):
    t = dungeon_table(table, ["Fire Giant", "Militia", "Gorinth Amateur", "Guardian Blade", "Torch"], "Harpy")
    with pytest.raises(IllegalAction):
        t.do("use [Fire Giant] 0")  # its battle effect never works from a hand
    t.do("use [Fire Giant] 1")
    assert t.state.prompt is not None and t.state.prompt.reason == "hero"
    t.do(f"choose {t.card('Militia')}")  # strength 2 + 3 = 5: enough for the Guardian Blade
    t.do("equip [Guardian Blade] [Militia]")
    assert t.breakdown("Harpy").total == 1 + 3 + 2


def test_a_fire_giant_in_the_hall_gives_no_strength(table):
    t = dungeon_table(table, ["Militia", "Guardian Blade"], "Fire Giant")
    assert all(not str(a).startswith("use") for a in t.game.legal_actions())


# --- Frost Giant -----------------------------------------------------------------------------------

def test_frost_giant_destroys_two_heroes_of_strength_5_or_less_and_the_lightest_weapon(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Marauder", "Militia", "Dagger", "Guardian Blade",
                              "Torch"], "Frost Giant")
    t.do("equip [Guardian Blade] [Stoneguard Brute]", "equip [Dagger] [Militia]")
    t.do("attack [Frost Giant]")
    assert t.state.prompt is None  # exactly two heroes qualify and one weapon is the lightest
    assert doomed(t) == ["Dagger", "Half-Orc Marauder", "Militia"]
    # 3 + 2 + 3 (Brute with Blade) + 2 (Marauder) + 1 + 1 (Militia with Dagger): all still fight
    assert resolved(t).total == 12 and resolved(t).won
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Dagger", "Half-Orc Marauder", "Militia"]


def test_frost_giant_lets_the_player_choose_two_of_three_weak_heroes(table):
    t = dungeon_table(table, ["Militia", "Belzur Curate", "Gorinth Amateur", "Torch"], "Frost Giant")
    t.do("attack [Frost Giant]")
    assert options(t) == ["Belzur Curate", "Gorinth Amateur", "Militia"] and t.state.prompt.min == 2
    t.do(f"choose {t.card('Militia')} {t.card('Gorinth Amateur')}")
    assert doomed(t) == ["Gorinth Amateur", "Militia"]


def test_a_hero_made_stronger_than_5_escapes_the_frost_giant(table):
    t = dungeon_table(table, ["Belzur Curate", "Toryn Gauntlet", "Militia", "Torch"], "Frost Giant")
    t.do("equip [Toryn Gauntlet] [Belzur Curate]")  # strength 4 + 2 = 6
    t.do("attack [Frost Giant]")
    assert doomed(t) == ["Militia", "Toryn Gauntlet"]


def test_frost_giant_destroys_a_weapon_even_when_it_is_not_equipped(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Torch"], "Frost Giant")
    t.do("attack [Frost Giant]")
    assert doomed(t) == ["Dagger"]


# --- Stone Giant -----------------------------------------------------------------------------------

def test_stone_giant_destroys_two_heroes_of_strength_4_or_less(table):
    t = dungeon_table(table, ["Half-Orc Marauder", "Half-Orc Raider", "Militia", "Dagger", "Torch"], "Stone Giant")
    t.do("attack [Stone Giant]")
    assert t.state.prompt is None
    assert doomed(t) == ["Half-Orc Raider", "Militia"]  # the Marauder has strength 5; weapons are safe


def test_stone_giant_with_one_weak_hero_destroys_only_that_one(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Gorinth Amateur", "Torch"], "Stone Giant")
    t.do("attack [Stone Giant]")
    assert doomed(t) == ["Gorinth Amateur"]


# --- Titan ---------------------------------------------------------------------------------------

def test_titan_spares_only_the_two_strongest_heroes_and_the_heaviest_weapon(table):
    t = dungeon_table(table, ["Stoneguard Bruiser", "Stoneguard Brute", "Half-Orc Raider", "Militia",
                              "Guardian Blade", "Dagger", "Torch"], "Titan")
    t.do("equip [Guardian Blade] [Stoneguard Bruiser]", "equip [Dagger] [Stoneguard Brute]")
    t.do("attack [Titan]")
    assert t.state.prompt is None
    assert doomed(t) == ["Dagger", "Half-Orc Raider", "Militia"]
    assert resolved(t).won  # everything still fought: 4 + 3 + 3, 3 + 2 + 1, 2, 1
    assert resolved(t).total == 19
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Dagger", "Half-Orc Raider", "Militia"]


def test_titan_lets_the_player_keep_one_of_two_heroes_tied_for_second_strongest(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Belzur Curate", "Torch"], "Titan")
    t.do("attack [Titan]")
    prompt = t.state.prompt
    assert prompt.reason == "keep" and prompt.min == prompt.max == 1
    assert options(t) == ["Belzur Curate", "Half-Orc Raider"]
    t.do(f"choose {t.card('Belzur Curate')}")
    assert doomed(t) == ["Half-Orc Raider"]


def test_titan_destroys_nothing_from_a_party_of_two_heroes_and_one_weapon(table):
    t = dungeon_table(table, ["Militia", "Militia", "Dagger", "Torch"], "Titan")
    t.do("attack [Titan]")
    assert doomed(t) == []
