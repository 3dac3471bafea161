"""Doomknight Humanoids of the base set: Darkness, Judgement, Knightmare, Lord Mortis, The Prince
(cards/base/doomknight_humanoid.yaml).

Rulebook: Traits (Unequipped Heroes Cannot Attack, Light +/- X: counted before the battle), Light and
Darkness, Battle Effects (a Strength loss counts before the monster can be defeated; a Weapon its
Hero can no longer carry gives nothing), Resolving Battles (a Hero at Strength 0 is destroyed when
the battle is over), Golden Rule; glossary: Darkness, Judgement, Knightmare, Lord Mortis, Prince.
Readings: Judgement's -1 falls on Attack or Magic Attack as the player chooses once for the whole
effect, for every Hero; Lord Mortis has the card's Light -1 (its glossary entry says 2: the card wins).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.catalog import load_catalog
from game.scenario import build
from tests.cards.dungeon_helpers import by_name, doomed, dungeon_table, resolved
from tests.conftest import ROOT, Table


def fought(t, name):
    """The breakdown of the battle as it was fought (the monster has left rank 1 since)."""
    return t.game.breakdown(t.card(name), rank=1)


# --- printed values ------------------------------------------------------------------------------

@pytest.mark.parametrize("name, gold, vp, xp, health", [
    ("Darkness", 1, 4, 2, 6),
    ("Judgement", 1, 3, 1, 5),
    ("Knightmare", 1, 6, 3, 8),
    ("Lord Mortis", 1, 2, 1, 4),
    ("The Prince", 1, 5, 2, 7),
])
def test_doomknights_have_their_printed_values(catalog, name, gold, vp, xp, health):
    d = by_name(catalog, name)
    assert (d.kind, d.set, d.count, d.gold, d.vp, d.xp, d.health, d.light) == (
        "monster", "base", 2, gold, vp, xp, health, 0)
    assert d.classes == ("Doomknight", "Humanoid")


def test_the_doomknight_group_holds_ten_cards(catalog):
    group = catalog.groups["doomknight_humanoid"]
    assert (group.name, group.kind, group.set) == ("Doomknight • Humanoid", "monster", "base")
    assert sum(catalog.cards[k].count for k in group.cards) == 10


@pytest.mark.parametrize("name, health, xp", [("Judgement", 5, 1), ("The Prince", 7, 2)])
def test_enough_magic_attack_defeats_it_for_its_xp(table, name, health, xp):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch"], name)
    t.do(f"attack [{name}]")
    assert resolved(t).won and t.names("p0.discard") == [name] and t.state.players[0].xp == xp


# --- Darkness --------------------------------------------------------------------------------------

def test_darkness_counts_only_heroes_with_a_weapon_militia_included(table):
    t = dungeon_table(table, ["Militia", "Militia", "Stoneguard Brute", "Dagger", "Torch", "Torch"], "Darkness")
    bd = t.breakdown("Darkness")
    assert (bd.attack, bd.total) == (0, 0)
    assert "unequipped heroes cannot attack it" in bd.line("Stoneguard Brute").notes
    t.do("equip [Dagger] [Militia]")
    bd = t.breakdown("Darkness")
    assert (bd.attack, bd.total) == (1 + 1, 2)  # the armed Militia and its Dagger; the Brute adds 0
    assert sorted(bd.idle_heroes) == sorted([t.card("Militia", 2), t.card("Stoneguard Brute")])


def test_darkness_lets_spells_and_armed_heroes_defeat_it(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Dagger", "Militia", "Torch", "Torch"], "Darkness")
    t.do("equip [Dagger] [Stoneguard Brute]", "attack [Darkness]")
    assert (resolved(t).total, resolved(t).won) == (3 + 2 + 1, True)
    assert t.names("p0.discard") == ["Darkness"] and t.state.players[0].xp == 2


def test_darkness_deepens_the_light_penalty_by_1(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Torch"], "Darkness")
    bd = t.breakdown("Darkness")
    assert (bd.darkness, bd.light, bd.light_penalty, bd.total) == (2, 1, 1, 6 - 2)
    lit = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Torch", "Torch"], "Darkness")
    assert lit.breakdown("Darkness").total == 6 and lit.breakdown("Darkness").wins


def test_an_unarmed_heros_light_does_not_count_against_darkness(table):
    t = dungeon_table(table, ["Chulian Rat", "Frost Bolt", "Frost Bolt", "Torch"], "Darkness")
    bd = t.breakdown("Darkness")
    assert (bd.light, bd.light_penalty) == (1, 1)
    assert bd.line("Chulian Rat").light == 0


@pytest.fixture(scope="module")
def executioner_catalog(tmp_path_factory):
    """The real cards plus a made-up monster with Darkness's traits and a Battle effect: Darkness
    itself has none, but its glossary entry says unarmed Heroes still suffer them."""
    root = tmp_path_factory.mktemp("cards") / "cards"
    shutil.copytree(ROOT / "cards", root)
    (root / "test").mkdir()
    Path(root / "test" / "executioner.yaml").write_text(
        "set: test\ngroup: test_executioner\nname: Test Executioner\nkind: monster\ncards:\n"
        "  - name: Dark Executioner\n    count: 1\n    classes: [Doomknight]\n    gold: 1\n    vp: 1\n"
        "    xp: 1\n    health: 6\n    traits: [unequipped_heroes_cannot_attack, {light: -1}]\n"
        "    abilities:\n      - when: battle\n        do: [destroy: {filter: {class: Militia}}]\n")
    return load_catalog(root)


def test_heroes_kept_out_by_the_darkness_traits_still_suffer_battle_effects(executioner_catalog):
    spec = {"players": [{"hand": ["Militia", "Stoneguard Brute", "Dagger", "Torch", "Torch"]}, {}],
            "hall": ["Dark Executioner", "Harpy", "Half-Ogre"], "choice": "dungeon"}
    t = Table(build(executioner_catalog, spec))
    t.do("equip [Dagger] [Stoneguard Brute]")
    assert t.game.breakdown(t.card("Dark Executioner")).idle_heroes == [t.card("Militia")]
    t.do("attack [Dark Executioner]")
    assert doomed(t) == ["Militia"]  # the idle Militia was still there to be destroyed
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


# --- Judgement -------------------------------------------------------------------------------------

def test_judgement_lets_the_player_put_the_minus_1_of_every_hero_on_attack(table):
    t = dungeon_table(table, ["Gorinth Amateur", "Half-Orc Raider", "Torch"], "Judgement")
    t.do("attack [Judgement]")
    pr = t.state.prompt
    assert (pr.kind, pr.options, pr.player) == ("option", ["attack", "magic"], 0)
    t.do("choose attack")
    bd = fought(t, "Judgement")
    assert (bd.line("Gorinth Amateur").attack, bd.line("Half-Orc Raider").attack) == (-1, 1)
    assert (bd.attack, bd.magic, bd.total) == (0, 2, 2)


def test_judgement_lets_the_player_put_the_minus_1_of_every_hero_on_magic_attack(table):
    t = dungeon_table(table, ["Gorinth Amateur", "Half-Orc Raider", "Torch"], "Judgement")
    t.do("attack [Judgement]", "choose magic")
    bd = fought(t, "Judgement")
    assert (bd.line("Gorinth Amateur").magic, bd.line("Half-Orc Raider").magic) == (1, -1)
    assert (bd.attack, bd.magic, bd.total) == (2, 0, 2)
    assert resolved(t).total == 2 and not resolved(t).won


def test_judgement_weakens_every_hero_so_a_militia_falls_at_0_strength_and_drops_its_dagger(table):
    t = dungeon_table(table, ["Militia", "Dagger", "Stoneguard Brute", "Torch"], "Judgement")
    t.do("equip [Dagger] [Militia]", "attack [Judgement]", "choose attack")
    bd = fought(t, "Judgement")
    assert "too heavy for its hero now" in bd.line("Dagger").notes  # Militia: strength 2 - 2 = 0
    assert bd.line("Dagger").attack == 0
    assert resolved(t).total == (1 - 1) + (3 - 1) and not resolved(t).won
    assert doomed(t) == ["Militia"]
    t.do("end")
    assert t.names("destroyed") == ["Militia"]


def test_judgement_makes_a_heavy_weapon_fall_from_a_weakened_hero(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Frost Bolt", "Torch"], "Judgement")
    t.do("equip [Guardian Blade] [Stoneguard Brute]")
    assert t.breakdown("Judgement").total == 3 + 2 + 3 + 3
    t.do("attack [Judgement]", "choose attack")
    bd = fought(t, "Judgement")  # strength 6 - 2 = 4 cannot hold the Blade (weight 5)
    assert bd.line("Guardian Blade").attack == 0 and bd.line("Stoneguard Brute").attack == 3 + 2 - 1
    assert resolved(t).total == 4 + 3 and resolved(t).won


def test_judgement_asks_nothing_of_a_party_without_heroes(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Torch"], "Judgement")
    t.do("attack [Judgement]")
    assert t.state.prompt is None and resolved(t).total == 6 and resolved(t).won


# --- Knightmare ------------------------------------------------------------------------------------

def test_knightmare_deepens_the_light_penalty_of_its_rank_by_2(table):
    t = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch", "Torch"], "Knightmare")
    bd = t.breakdown("Knightmare")
    assert (bd.darkness, bd.light_penalty, bd.total, bd.wins) == (3, 1, 9 - 2, False)
    lit = dungeon_table(table, ["Frost Bolt", "Frost Bolt", "Frost Bolt", "Torch", "Torch", "Torch"], "Knightmare")
    lit.do("attack [Knightmare]")
    assert resolved(lit).won and lit.state.players[0].xp == 3


def test_knightmare_destroys_one_fighter_of_the_players_choice(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Half-Orc Raider", "Gorinth Amateur", "Torch"], "Knightmare")
    t.do("attack [Knightmare]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Half-Orc Raider", "Stoneguard Brute"]
    t.do(f"choose {t.card('Half-Orc Raider')}", "end")
    assert t.names("destroyed") == ["Half-Orc Raider"]


def test_knightmare_does_nothing_to_a_party_without_fighters(table):
    t = dungeon_table(table, ["Gorinth Amateur", "Militia", "Torch"], "Knightmare")
    t.do("attack [Knightmare]", "end")
    assert t.names("destroyed") == []


# --- Lord Mortis -----------------------------------------------------------------------------------

def test_lord_mortis_deepens_the_light_penalty_by_the_cards_1_not_the_glossarys_2(table):
    t = dungeon_table(table, ["Militia"] * 4 + ["Torch"], "Lord Mortis")
    bd = t.breakdown("Lord Mortis")
    assert (bd.darkness, bd.light_penalty, bd.total) == (2, 1, 4 - 2)
    lit = dungeon_table(table, ["Militia"] * 4 + ["Torch", "Torch"], "Lord Mortis")
    assert lit.breakdown("Lord Mortis").light_penalty == 0  # with the glossary's 2, one would remain
    lit.do("attack [Lord Mortis]")
    assert resolved(lit).won and lit.names("p0.discard") == ["Lord Mortis"] and lit.state.players[0].xp == 1


def test_lord_mortis_in_rank_2_needs_3_light(table):
    t = table(players=[{"hand": ["Militia"] * 4 + ["Torch"] * 3}, {}],
              hall=["Harpy", "Lord Mortis", "Half-Ogre"], choice="dungeon")
    bd = t.breakdown("Lord Mortis")
    assert (bd.rank, bd.darkness, bd.light_penalty, bd.wins) == (2, 3, 0, True)


# --- The Prince ------------------------------------------------------------------------------------

def test_the_prince_weakens_every_hero_and_destroys_a_fighter(table):
    t = dungeon_table(table, ["Stoneguard Brute", "Guardian Blade", "Half-Orc Raider", "Militia", "Torch"],
                      "The Prince")
    t.do("equip [Guardian Blade] [Stoneguard Brute]", "attack [The Prince]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Half-Orc Raider", "Stoneguard Brute"]
    t.do(f"choose {t.card('Stoneguard Brute')}")
    bd = fought(t, "The Prince")
    assert "too heavy for its hero now" in bd.line("Guardian Blade").notes  # strength 6 - 2 = 4
    # Brute 3 + 2 (still counted as equipped), Raider 2, Militia 1: 8 beats health 7
    assert (resolved(t).total, resolved(t).won) == (8, True)
    assert doomed(t) == ["Militia", "Stoneguard Brute"]  # the Militia fell to strength 0
    t.do("end")
    # the Guardian Blade that fell from the weakened Brute lost its effects: it saves no one
    assert sorted(t.names("destroyed")) == ["Militia", "Stoneguard Brute"]


def test_the_prince_destroys_no_one_else_without_fighters(table):
    t = dungeon_table(table, ["Gorinth Amateur", "Belzur Curate", "Torch"], "The Prince")
    t.do("attack [The Prince]", "end")
    assert t.names("destroyed") == []  # strength 3 - 2 and 4 - 2 stay above 0
