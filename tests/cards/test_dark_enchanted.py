"""Dark Enchanted monsters: Basilisk, Harpy, Manticore, Medusa, Minotaur (cards/dragonspire/dark_enchanted.yaml).

Rulebook: Battle Effects, Resolving Battles, Traits (Magic Attack Only), Golden Rule; Medusa's card text
puts its first destruction before the attack total is worked out.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.scenario import build
from tests.conftest import ROOT, Table

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]


def by_name(catalog, name):
    return next(d for d in catalog.cards.values() if d.name == name)


def dungeon_table(table, hand, monster, players=2, dungeon=("Plague Zombie",), **kw):
    """Player 0 in the dungeon with `hand`, `monster` in rank 1 (Harpy, Half-Ogre behind it)."""
    hall = [monster] + [m for m in HALL if m != monster][:2]
    return table(players=[{"hand": list(hand)}] + [{} for _ in range(players - 1)], hall=hall,
                 dungeon=list(dungeon), choice="dungeon", **kw)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, vp, xp, health", [
    ("Basilisk", 2, 3, 1, 5),
    ("Harpy", 2, 1, 1, 4),
    ("Manticore", 2, 3, 1, 6),
    ("Medusa", 3, 5, 2, 7),
    ("Minotaur", 3, 6, 3, 8),
])
def test_dark_enchanted_monsters_have_their_printed_values(catalog, name, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.gold, d.vp, d.xp, d.health, d.classes) == ("monster", gold, vp, xp, health, ("DarkEnchanted",))


def test_the_dark_enchanted_group_holds_ten_cards(catalog):
    counts = {catalog.cards[k].name: catalog.cards[k].count for k in catalog.groups["dark_enchanted"].cards}
    assert counts == {"Basilisk": 2, "Harpy": 2, "Manticore": 2, "Medusa": 2, "Minotaur": 2}


@pytest.mark.parametrize("name, health", [("Basilisk", 5), ("Harpy", 4), ("Manticore", 6), ("Medusa", 7)])
def test_an_attack_equal_to_the_health_is_enough_and_one_less_is_not(table, name, health):
    t = dungeon_table(table, ["Torch"] + ["Militia"] * health, name)
    bd = t.breakdown(name)
    assert (bd.health, bd.total, bd.wins) == (health, health, True)
    short = dungeon_table(table, ["Torch"] + ["Militia"] * (health - 1), name)
    assert short.breakdown(name).wins is False


@pytest.mark.parametrize("name, xp", [("Basilisk", 1), ("Harpy", 1), ("Manticore", 1), ("Medusa", 2), ("Minotaur", 3)])
def test_a_defeated_dark_enchanted_monster_goes_to_the_discard_pile_with_its_xp(table, name, xp):
    # Spells need no Hero and carry Magic Attack, so this hand beats every one of them (9 magic, light 1)
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], name)
    t.do(f"attack [{name}]")
    assert t.state.players[0].xp == xp
    assert t.names("p0.discard")[0] == name
    assert t.names("hall.1") == []
    assert name not in t.names("dungeon")


@pytest.mark.parametrize("name", ["Basilisk", "Harpy", "Manticore", "Medusa", "Minotaur"])
def test_an_undefeated_dark_enchanted_monster_goes_to_the_bottom_of_the_dungeon_deck(table, name):
    t = dungeon_table(table, ["Torch"], name)
    t.do(f"attack [{name}]")
    assert t.names("dungeon") == ["Plague Zombie", name]
    assert t.state.players[0].xp == 0
    assert name not in t.names("p0.discard")


# --- Harpy ---------------------------------------------------------------------------------------

def test_harpy_has_no_battle_effect(table):
    t = dungeon_table(table, ["Militia", "Militia", "Torch"], "Harpy")
    t.do("attack [Harpy]")
    assert t.state.prompt is None and t.state.turn.doomed == []
    assert t.names("p0.discard") == []  # no Disease or other card gained: Harpy was not defeated (2 < 4)
    t.do("end")
    assert t.names("destroyed") == []


# --- Basilisk -------------------------------------------------------------------------------------

def test_basilisk_destroys_a_militia_which_still_fights_and_leaves_at_the_end_of_the_battle(table):
    t = dungeon_table(table, ["Militia", "Militia", "Militia", "Militia", "Militia", "Torch"], "Basilisk")
    t.do("attack [Basilisk]")
    doomed = t.state.turn.doomed
    assert [t.game.name(c) for c in doomed] == ["Militia"]
    assert doomed[0] in t.state.players[0].hand  # still in the battle...
    assert t.state.turn.battle_won is True  # ...and its Attack counted: 5 Militia against health 5
    assert t.names("p0.discard") == ["Basilisk"]
    t.do("end")
    assert t.names("destroyed") == ["Militia"]
    assert t.state.loc[doomed[0]] == "destroyed"


def test_basilisk_destroys_a_militia_even_when_it_is_not_defeated(table):
    t = dungeon_table(table, ["Militia", "Torch"], "Basilisk")
    t.do("attack [Basilisk]")
    assert t.state.turn.battle_won is False
    assert t.names("dungeon")[-1] == "Basilisk"
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_basilisk_destroys_only_one_militia_and_no_other_hero(table):
    t = dungeon_table(table, ["Militia", "Militia", "Half-Orc Raider", "Torch"], "Basilisk")
    t.do("attack [Basilisk]", "end")
    assert t.names("destroyed") == ["Militia"]
    owned = t.names("p0.hand") + t.names("p0.deck") + t.names("p0.discard")
    assert owned.count("Militia") == 1 and "Half-Orc Raider" in owned


def test_basilisk_lets_the_player_pick_which_militia_when_they_differ(table):
    t = dungeon_table(table, ["Militia", "Militia", "Dagger", "Torch"], "Basilisk")
    armed, bare = t.card("Militia", 1), t.card("Militia", 2)
    t.do(f"equip [Dagger] {armed}", "attack [Basilisk]")
    prompt = t.state.prompt
    assert prompt is not None and sorted(prompt.options) == sorted([armed, bare])
    assert (prompt.min, prompt.max, prompt.player) == (1, 1, 0)
    t.do(f"choose {bare}")
    assert t.state.turn.doomed == [bare]


def test_basilisk_does_nothing_to_a_party_without_militia(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Dagger", "Torch"], "Basilisk")
    t.do("attack [Basilisk]", "end")
    assert t.names("destroyed") == []
    assert t.state.prompt is None


# --- Manticore ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def archer_catalog(tmp_path_factory):
    """The real cards plus a made-up Archer Hero: no first-game Hero is an Archer."""
    root = tmp_path_factory.mktemp("cards") / "cards"
    shutil.copytree(ROOT / "cards", root)
    (root / "test").mkdir()
    Path(root / "test" / "archer.yaml").write_text(
        "set: test\ngroup: test_archer\nname: Test Archer\nkind: hero\ncards:\n"
        "  - {name: Test Bowman, level: 1, count: 2, classes: [Archer], strength: 3, cost: 5, level_up_xp: 2,"
        " attack: 2}\n")
    return load_catalog(root)


def test_manticore_destroys_every_archer_who_still_fights_until_the_battle_ends(archer_catalog):
    spec = {"players": [{"hand": ["Test Bowman", "Test Bowman", "Militia", "Torch"]}, {}],
            "hall": ["Manticore", "Harpy", "Half-Ogre"], "choice": "dungeon"}
    t = Table(build(archer_catalog, spec))
    t.do("attack [Manticore]")
    assert sorted(t.game.name(c) for c in t.state.turn.doomed) == ["Test Bowman", "Test Bowman"]
    assert t.state.turn.battle_won is False  # 2 + 2 + 1 = 5 against health 6, the Archers counted
    assert next(e for e in t.events if type(e).__name__ == "BattleResolved").total == 5
    t.do("end")
    assert t.names("destroyed") == ["Test Bowman", "Test Bowman"]
    assert "Militia" in t.names("p0.hand") + t.names("p0.discard") + t.names("p0.deck")


def test_manticore_spares_heroes_that_are_not_archers(table):
    t = dungeon_table(table, ["Half-Orc Raider", "Militia", "Militia", "Torch", "Frost Bolt"], "Manticore")
    t.do("attack [Manticore]", "end")
    assert t.state.turn.doomed == []
    assert t.names("destroyed") == []
    assert t.state.players[0].xp == 1  # 2 + 1 + 1 + 3 = 7 beat health 6


# --- Medusa ---------------------------------------------------------------------------------------

def test_medusa_destroys_a_hero_without_an_edged_weapon_before_the_attack_counts(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Militia", "Dagger", "Torch"], "Medusa")
    t.do("equip [Dagger] [Militia]", "attack [Medusa]")
    assert t.names("destroyed") == ["Stoneguard Brute"]  # gone at once, not at the end of the battle
    resolved = next(e for e in t.events if type(e).__name__ == "BattleResolved")
    assert resolved.total == 2  # Militia 1 + Dagger 1: the Brute's 3 never counted
    assert resolved.won is False
    t.do("end")
    assert t.names("destroyed") == ["Stoneguard Brute"]  # the armed Militia survives


def test_medusa_asks_which_unarmed_hero_falls_first_and_the_others_fall_at_the_end(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Frost Bolt", "Frost Bolt", "Torch"], "Medusa")
    brute, raider = t.card("Stoneguard Brute"), t.card("Half-Orc Raider")
    t.do("attack [Medusa]")
    assert t.state.prompt is not None and sorted(t.state.prompt.options) == sorted([brute, raider])
    t.do(f"choose {brute}")
    assert t.state.loc[brute] == "destroyed"
    assert t.state.turn.doomed == [raider]
    # the Raider still fights: 2 + 3 + 3 = 8 beats health 7
    assert t.state.turn.battle_won is True
    assert t.names("p0.discard") == ["Medusa"] and t.state.players[0].xp == 2
    t.do("end")
    assert sorted(t.names("destroyed")) == ["Half-Orc Raider", "Stoneguard Brute"]


def test_medusa_spares_heroes_with_an_edged_weapon(table):
    t = dungeon_table(table, ["Militia", "Dagger", "Stoneguard Brute", "Dagger", "Torch"], "Medusa")
    t.do("equip [Dagger] [Militia]", "equip [Dagger#2] [Stoneguard Brute]", "attack [Medusa]")
    assert t.state.prompt is None
    assert t.state.turn.doomed == [] and t.names("destroyed") == []
    assert t.state.turn.battle_won is True  # 1 + 1 + 3 + 2 + 1 = 8
    t.do("end")
    assert t.names("destroyed") == []


def test_medusa_counts_only_edged_weapons_as_protection(table):
    t = dungeon_table(table, ["Militia", "Toryn Gauntlet", "Torch"], "Medusa")
    t.do("equip [Toryn Gauntlet] [Militia]", "attack [Medusa]")
    assert t.names("destroyed") == ["Militia"]
    assert t.state.turn.battle_won is False


def test_medusa_also_destroys_heroes_when_it_is_defeated(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Militia", "Militia", "Torch"], "Medusa")
    t.do("equip [Guardian Blade] [Stoneguard Brute]", "attack [Medusa]")
    # one Militia at once, the other at the end: 3 + 2 + 3 + 1 = 9 against health 7
    assert t.names("destroyed") == ["Militia"]
    assert t.state.turn.battle_won is True
    t.do("end")
    assert t.names("destroyed") == ["Militia", "Militia"]
    owned = t.names("p0.hand") + t.names("p0.deck") + t.names("p0.discard")
    assert "Stoneguard Brute" in owned and "Medusa" in owned


def test_medusa_leaves_a_party_without_heroes_untouched(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], "Medusa")
    t.do("attack [Medusa]", "end")
    assert t.names("destroyed") == []
    assert t.state.players[0].xp == 2


# --- Minotaur -------------------------------------------------------------------------------------

def test_minotaur_counts_only_magic_attack(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Frost Bolt", "Frost Bolt", "Torch"], "Minotaur")
    t.do("equip [Dagger] [Stoneguard Brute]")
    bd = t.breakdown("Minotaur")
    assert bd.magic == 6
    assert bd.total == 6  # the Brute's 3 + 2 + 1 Attack counts for nothing
    assert bd.wins is False
    t.do("attack [Minotaur]")
    assert t.names("dungeon")[-1] == "Minotaur"


def test_minotaur_falls_to_enough_magic_attack_alone(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Gorinth Amateur", "Torch"], "Minotaur")
    assert t.breakdown("Minotaur").total == 8
    t.do("attack [Minotaur]")
    assert t.names("p0.discard") == ["Minotaur"] and t.state.players[0].xp == 3


def test_minotaur_magic_attack_still_suffers_the_light_penalty(table):
    t = table(players=[{"hand": ["Frost Bolt", "Frost Bolt", "Frost Bolt"]}, {}],
              hall=["Harpy", "Minotaur", "Half-Ogre"], choice="dungeon")
    bd = t.breakdown("Minotaur")
    assert (bd.rank, bd.light_penalty, bd.total, bd.wins) == (2, 2, 5, False)


def test_minotaur_takes_a_disease_from_magic_attack_even_with_attack_revealed(table):
    # rulebook: Disease Cards: no trait affects a Disease, so it cannot fall on the ignored attack
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Gorinth Amateur", "Militia", "Disease", "Torch"],
                      "Minotaur")
    bd = t.breakdown("Minotaur")
    assert bd.diseases[0][1] == "magic"
    assert (bd.total, bd.wins) == (7, False)


def test_minotaur_takes_a_disease_from_magic_attack_when_there_is_no_attack(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Gorinth Amateur", "Disease", "Torch"], "Minotaur")
    bd = t.breakdown("Minotaur")
    assert bd.diseases[0][1] == "magic"
    assert (bd.total, bd.wins) == (7, False)
