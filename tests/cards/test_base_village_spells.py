"""The base set's Spells: Arcane Energies, Battle Fury, Fireball, Magical Aura (cards/base/*.yaml).

Rulebook: Dungeon Effects, Weapons, Attack and Magic Attack, Traits (Magic Attack Only, Magic Attack
Immunity, Immune to Spells); glossary entries for Arcane Energies, Battle Fury, Fireball, Magical
Aura and Polearm.
"""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.events import ModifierGained
from game.engine.rules.village import gold_total
from game.engine.turn_modifiers import ARMED_ATTACK_TO_MAGIC, WEIGHTLESS
from tests.cards.dungeon_helpers import by_name

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5 in ranks 1, 2, 3
MAGIC_ONLY = ["Minotaur", "Half-Ogre", "Harpy"]  # the Minotaur (health 8) counts only magic attack
FILLER = ["Militia"] * 8


def play(table, place, hand, deck=(), hall=HALL, **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, {}], hall=list(hall), choice=place, **kw)


def strength(t, hero, nth=1):
    return hero_strengths(t.game, list(t.game.hand()))[0][t.card(hero, nth)]


@pytest.mark.parametrize("name, cost, gold, light, magic", [
    ("Arcane Energies", 2, 0, 0, 0),
    ("Battle Fury", 3, 0, 0, 0),
    ("Fireball", 9, 0, 1, 3),
    ("Magical Aura", 4, 2, 0, 0),
])
def test_the_base_spells_have_their_printed_values(catalog, name, cost, gold, light, magic):
    d = by_name(catalog, name)
    assert (d.set, d.kind, d.count, d.cost, d.gold, d.light, d.magic, d.attack, d.vp, d.classes) == (
        "base", "village", 8, cost, gold, light, magic, 0, 0, ("Spell",))


# --- Fireball -------------------------------------------------------------------------------------

def test_fireball_gives_magic_attack_3_and_light_1_without_any_hero(table):
    t = play(table, "dungeon", ["Fireball"])
    bd = t.breakdown("Harpy")
    line = bd.line("Fireball")
    assert (line.magic, line.light, line.notes) == (3, 1, [])
    assert (bd.light_penalty, bd.total) == (0, 3)


def test_two_fireballs_and_a_torch_defeat_a_monster_in_rank_3_without_heroes(table):
    t = play(table, "dungeon", ["Fireball", "Fireball", "Torch"], deck=FILLER)
    bd = t.breakdown("Orc Blademaster")
    assert (bd.light, bd.light_penalty, bd.total, bd.wins) == (3, 0, 6, True)
    t.do("attack [Orc Blademaster]")
    assert t.state.turn.battle_won is True


def test_fireball_hurts_a_monster_that_only_magic_attack_hurts(table):
    t = play(table, "dungeon", ["Fireball", "Fireball", "Militia", "Militia"], hall=MAGIC_ONLY)
    assert t.breakdown("Minotaur").total == 6  # the Militia's attack is left out


def test_fireball_still_lights_a_monster_immune_to_spells(trait_table):
    t = play(trait_table, "dungeon", ["Fireball", "Half-Orc Raider"], hall=["Null Wraith", "Harpy", "Harpy"])
    bd = t.breakdown("Null Wraith")
    assert (bd.line("Fireball").magic, bd.light, bd.light_penalty, bd.total) == (0, 1, 0, 2)


# --- Battle Fury ----------------------------------------------------------------------------------

def test_battle_fury_gives_every_hero_attack_1_militia_included(table):
    t = play(table, "dungeon", ["Battle Fury", "Militia", "Militia", "Half-Orc Raider", "Torch"])
    assert t.breakdown("Harpy").total == 4
    t.do("use [Battle Fury] 0")
    bd = t.breakdown("Harpy")
    assert [bd.line("Militia").attack, bd.line("Militia", 2).attack, bd.line("Half-Orc Raider").attack] == [2, 2, 3]
    assert bd.total == 7


def test_battle_fury_gives_a_wizard_attack_besides_its_magic_attack(table):
    t = play(table, "dungeon", ["Battle Fury", "Gorinth Amateur", "Torch"])
    t.do("use [Battle Fury] 0")
    line = t.breakdown("Harpy").line("Gorinth Amateur")
    assert (line.attack, line.magic) == (1, 2)


def test_battle_fury_gives_no_strength(table):
    t = play(table, "dungeon", ["Battle Fury", "Militia"])
    t.do("use [Battle Fury] 0")
    assert strength(t, "Militia") == 2


def test_battle_fury_without_heroes_gives_nothing(table):
    t = play(table, "dungeon", ["Battle Fury", "Torch"])
    t.do("use [Battle Fury] 0")
    assert t.breakdown("Harpy").total == 0


def test_battle_fury_is_used_once_a_turn_and_only_in_the_dungeon(table):
    t = play(table, "dungeon", ["Battle Fury", "Militia"])
    t.do("use [Battle Fury] 0")
    assert t.refused("use [Battle Fury] 0") == "each ability can be used only once per turn"
    v = play(table, "village", ["Battle Fury", "Militia"])
    assert v.refused("use [Battle Fury] 0") == "this ability of Battle Fury cannot be used in the village"


# --- Magical Aura ---------------------------------------------------------------------------------

def test_magical_aura_lets_a_militia_carry_any_weapon_and_draws_a_card(table):
    t = play(table, "dungeon", ["Magical Aura", "Militia", "Short Sword"], deck=["Torch", "Dagger"])
    assert "weighs 4" in t.refused("equip [Short Sword] [Militia]")
    t.do("use [Magical Aura] 0")
    assert t.state.prompt is None  # the draw is not a choice (Magical Aura glossary)
    assert t.names("p0.hand") == ["Magical Aura", "Militia", "Short Sword", "Torch"]
    assert [e for e in t.events if isinstance(e, ModifierGained)] == [
        ModifierGained(t.card("Magical Aura"), WEIGHTLESS, 1)]
    t.do("equip [Short Sword] [Militia]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Short Sword").attack, bd.total) == (4, 5)


def test_magical_aura_makes_every_weapon_weigh_0_for_the_turn(table):
    t = play(table, "dungeon", ["Magical Aura", "Militia", "Gorinth Amateur", "Flaming Sword", "Warhammer"],
             deck=FILLER)
    t.do("use [Magical Aura] 0", "equip [Flaming Sword] [Militia]", "equip [Warhammer] [Gorinth Amateur]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Flaming Sword").magic, bd.line("Warhammer").attack) == (3, 3)
    assert strength(t, "Militia") == 2  # the strength itself does not change


def test_weapons_stay_weightless_when_a_battle_effect_weakens_their_hero(table):
    # the Lich Lord: every Hero Strength -4 and Attack -1 (a Half-Orc Dervish keeps Strength 2)
    t = play(table, "dungeon", ["Magical Aura", "Half-Orc Dervish", "Flaming Sword", "Torch"],
             hall=["Lich Lord", "Harpy", "Harpy"], deck=FILLER)
    t.do("use [Magical Aura] 0", "equip [Flaming Sword] [Half-Orc Dervish]", "attack [Lich Lord]")
    bd = t.breakdown("Lich Lord")
    assert "too heavy for its hero now" not in bd.line("Flaming Sword").notes
    assert bd.line("Flaming Sword").light == 1


def test_with_magical_aura_a_polearm_still_needs_a_hero_with_strength_8_for_attack_6(table):
    t = play(table, "dungeon", ["Magical Aura", "Militia", "Stoneguard Tanker", "Polearm", "Polearm", "Torch"],
             deck=FILLER)
    t.do("use [Magical Aura] 0", "equip [Polearm] [Militia]", "equip [Polearm#2] [Stoneguard Tanker]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Polearm").attack, bd.line("Polearm", 2).attack) == (2, 6)


def test_after_magical_aura_every_weapon_ties_for_the_lowest_weight(table):
    # the Frost Giant destroys 2 Heroes of Strength 5 or lower, then the Weapon with the lowest Weight
    t = play(table, "dungeon", ["Magical Aura", "Stoneguard Tanker", "Dagger", "Flaming Sword", "Torch", "Torch"],
             hall=["Harpy", "Frost Giant", "Harpy"], deck=FILLER)
    t.do("use [Magical Aura] 0", "equip [Flaming Sword] [Stoneguard Tanker]", "attack [Frost Giant]")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Dagger", "Flaming Sword"]


def test_magical_aura_gives_2_gold_in_the_village(table):
    t = play(table, "village", ["Magical Aura", "Torch"])
    assert gold_total(t.game) == 4
    assert t.refused("use [Magical Aura] 0") == "this ability of Magical Aura cannot be used in the village"


# --- Arcane Energies ------------------------------------------------------------------------------

def test_arcane_energies_turns_the_attack_of_equipped_heroes_into_magic_attack(table):
    t = play(table, "dungeon", ["Arcane Energies", "Half-Orc Raider", "Short Sword", "Militia", "Torch"],
             hall=MAGIC_ONLY, deck=["Dagger"])
    t.do("equip [Short Sword] [Half-Orc Raider]")
    assert t.breakdown("Minotaur").total == 0
    t.do("use [Arcane Energies] 0")
    bd = t.breakdown("Minotaur")
    raider, sword, militia = bd.line("Half-Orc Raider"), bd.line("Short Sword"), bd.line("Militia")
    assert (raider.attack, raider.magic, sword.attack, sword.magic) == (0, 2, 0, 4)
    assert "its Attack counts as Magic Attack (Arcane Energies)" in raider.notes
    assert "its Attack counts as Magic Attack (Arcane Energies)" in sword.notes
    # no weapon: its attack stays physical, which counts for nothing against the Minotaur
    assert (militia.attack, militia.magic) == (0, 0)
    assert (bd.attack, bd.magic, bd.total) == (0, 6, 6)


def test_arcane_energies_always_draws_a_card(table):
    t = play(table, "dungeon", ["Arcane Energies", "Militia"], deck=["Torch", "Dagger"])
    t.do("use [Arcane Energies] 0")
    assert t.state.prompt is None
    assert t.names("p0.hand") == ["Arcane Energies", "Militia", "Torch"]
    assert [e for e in t.events if isinstance(e, ModifierGained)] == [
        ModifierGained(t.card("Arcane Energies"), ARMED_ATTACK_TO_MAGIC, 1)]


def test_arcane_energies_covers_a_hero_equipped_after_it_was_used(table):
    t = play(table, "dungeon", ["Arcane Energies", "Militia", "Dagger", "Torch"], hall=MAGIC_ONLY, deck=FILLER)
    t.do("use [Arcane Energies] 0", "equip [Dagger] [Militia]")
    bd = t.breakdown("Minotaur")
    assert (bd.magic, bd.total) == (2, 2)


def test_arcane_energies_counts_effects_on_the_heros_attack_too(table):
    t = play(table, "dungeon", ["Arcane Energies", "Battle Fury", "Militia", "Dagger", "Torch"], hall=MAGIC_ONLY,
             deck=FILLER)
    t.do("use [Battle Fury] 0", "use [Arcane Energies] 0", "equip [Dagger] [Militia]")
    assert t.breakdown("Minotaur").total == 3  # 1 + 1 from Battle Fury + 1 from the Dagger


def test_arcane_energies_makes_the_attack_useless_against_magic_attack_immunity(table):
    t = play(table, "dungeon", ["Arcane Energies", "Half-Orc Raider", "Hatchet", "Torch"],
             hall=["Grave Knight", "Harpy", "Harpy"], deck=["Dagger"])
    t.do("equip [Hatchet] [Half-Orc Raider]")
    assert t.breakdown("Grave Knight").total == 5
    t.do("use [Arcane Energies] 0")
    bd = t.breakdown("Grave Knight")
    assert (bd.magic, bd.total) == (0, 0)
    assert "magic attack does nothing to it" in bd.line("Hatchet").notes


def test_arcane_energies_keeps_magic_attack_as_it_was(table):
    t = play(table, "dungeon", ["Arcane Energies", "Half-Orc Marauder", "Flaming Sword", "Torch"], deck=["Dagger"])
    t.do("equip [Flaming Sword] [Half-Orc Marauder]", "use [Arcane Energies] 0")
    bd = t.breakdown("Harpy")
    assert (bd.attack, bd.magic, bd.total) == (0, 5, 5)


def test_arcane_energies_is_a_dungeon_effect(table):
    t = play(table, "village", ["Arcane Energies", "Torch"])
    assert t.refused("use [Arcane Energies] 0") == "this ability of Arcane Energies cannot be used in the village"
    assert gold_total(t.game) == 2
