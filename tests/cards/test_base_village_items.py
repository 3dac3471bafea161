"""The base set's Items: Feast, Goodberries (Food), Lantern, Lightstone Gem (Light)
(cards/base/*.yaml).

Rulebook: Light and Darkness, Dungeon Effects, Attack and Magic Attack, Winning the Game; glossary
entries for Feast, Goodberries, Lantern and Lightstone Gem.
"""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.events import ModifierGained
from game.engine.rules import scoring
from game.engine.rules.village import gold_total
from game.engine.turn_modifiers import ATTACK_TO_MAGIC
from tests.cards.dungeon_helpers import by_name

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6, 5 in ranks 1, 2, 3
MAGIC_ONLY = ["Minotaur", "Half-Ogre", "Harpy"]  # the Minotaur (health 8) counts only magic attack
FILLER = ["Militia"] * 8


def play(table, place, hand, deck=(), hall=HALL, **kw):
    return table(players=[{"hand": list(hand), "deck": list(deck)}, {}], hall=list(hall), choice=place, **kw)


def strength(t, hero, nth=1):
    return hero_strengths(t.game, list(t.game.hand()))[0][t.card(hero, nth)]


@pytest.mark.parametrize("name, cost, gold, light, vp, classes", [
    ("Feast", 5, 3, 0, 0, ("Item", "Food")),
    ("Goodberries", 4, 2, 0, 1, ("Item", "Food", "Magic")),
    ("Lantern", 4, 2, 2, 0, ("Item", "Light")),
    ("Lightstone Gem", 6, 3, 3, 0, ("Item", "Light", "Magic")),
])
def test_the_base_items_have_their_printed_values(catalog, name, cost, gold, light, vp, classes):
    d = by_name(catalog, name)
    assert (d.set, d.kind, d.count, d.cost, d.gold, d.light, d.vp, d.attack, d.magic, d.weight, d.classes) == (
        "base", "village", 8, cost, gold, light, vp, 0, 0, None, classes)


@pytest.mark.parametrize("item, gold", [("Feast", 3), ("Goodberries", 2), ("Lantern", 2), ("Lightstone Gem", 3)])
def test_each_item_adds_its_gold_value_in_the_village(table, item, gold):
    t = play(table, "village", [item, "Militia"])
    assert gold_total(t.game) == gold


# --- Lantern and Lightstone Gem -------------------------------------------------------------------

def test_lantern_gives_light_2_without_any_hero(table):
    t = play(table, "dungeon", ["Lantern"])
    bd = t.breakdown("Half-Ogre")
    assert (bd.line("Lantern").light, bd.light, bd.darkness, bd.light_penalty) == (2, 2, 2, 0)
    assert t.breakdown("Orc Blademaster").light_penalty == 1


def test_lightstone_gem_gives_light_3_without_any_hero(table):
    t = play(table, "dungeon", ["Lightstone Gem"])
    bd = t.breakdown("Orc Blademaster")
    assert (bd.line("Lightstone Gem").light, bd.light, bd.darkness, bd.light_penalty) == (3, 3, 3, 0)


def test_a_lantern_lets_a_hero_fight_in_rank_2_at_full_strength(table):
    lit = play(table, "dungeon", ["Half-Orc Raider", "Half-Orc Raider", "Lantern"])
    dark = play(table, "dungeon", ["Half-Orc Raider", "Half-Orc Raider", "Militia"])
    assert (lit.breakdown("Half-Ogre").total, dark.breakdown("Half-Ogre").total) == (4, 1)  # 4 and 5 - 4


def test_light_beyond_the_darkness_adds_nothing(table):
    t = play(table, "dungeon", ["Lightstone Gem", "Half-Orc Raider"])
    bd = t.breakdown("Harpy")
    assert (bd.light_penalty, bd.total) == (0, 2)


# --- Feast ----------------------------------------------------------------------------------------

def test_feast_gives_every_hero_strength_3_and_attack_1_militia_included(table):
    t = play(table, "dungeon", ["Feast", "Militia", "Militia", "Gorinth Amateur", "Torch"])
    t.do("use [Feast] 0")
    assert (strength(t, "Militia"), strength(t, "Militia", 2), strength(t, "Gorinth Amateur")) == (5, 5, 6)
    bd = t.breakdown("Harpy")
    assert [bd.line("Militia").attack, bd.line("Militia", 2).attack, bd.line("Gorinth Amateur").attack] == [2, 2, 1]
    assert bd.total == 7  # 2 + 2 + 1 + 2 magic attack


def test_feast_lets_a_militia_carry_a_flaming_sword(table):
    t = play(table, "dungeon", ["Feast", "Militia", "Flaming Sword"])
    assert "weighs 5" in t.refused("equip [Flaming Sword] [Militia]")
    t.do("use [Feast] 0", "equip [Flaming Sword] [Militia]")
    bd = t.breakdown("Harpy")
    assert (bd.line("Flaming Sword").magic, bd.light_penalty, bd.total) == (3, 0, 5)


def test_feast_is_used_once_a_turn_and_only_in_the_dungeon(table):
    t = play(table, "dungeon", ["Feast", "Militia"])
    t.do("use [Feast] 0")
    assert t.refused("use [Feast] 0") == "each ability can be used only once per turn"
    assert strength(t, "Militia") == 5
    v = play(table, "village", ["Feast", "Militia"])
    assert v.refused("use [Feast] 0") == "this ability of Feast cannot be used in the village"


def test_feast_is_food_for_a_half_orc_marauder(table):
    t = play(table, "dungeon", ["Half-Orc Marauder", "Feast", "Torch"], deck=FILLER)
    t.do("use [Half-Orc Marauder] 0")
    assert t.names("destroyed") == ["Feast"]
    assert t.breakdown("Harpy").total == 4


# --- Goodberries ----------------------------------------------------------------------------------

def test_goodberries_gives_the_only_hero_strength_3_and_turns_its_attack_into_magic_attack(table):
    t = play(table, "dungeon", ["Goodberries", "Half-Orc Raider", "Torch"], hall=MAGIC_ONLY)
    raider = t.card("Half-Orc Raider")
    t.do("use [Goodberries] 0")
    assert t.state.prompt is None
    assert [e for e in t.events if isinstance(e, ModifierGained)] == [
        ModifierGained(t.card("Goodberries"), "strength", 3, raider),
        ModifierGained(t.card("Goodberries"), ATTACK_TO_MAGIC, 1, raider)]
    assert strength(t, "Half-Orc Raider") == 7
    bd = t.breakdown("Minotaur")
    line = bd.line(raider)
    assert (line.attack, line.magic) == (0, 2)
    assert line.notes == ["its Attack counts as Magic Attack (Goodberries)"]
    assert (bd.attack, bd.magic, bd.total) == (0, 2, 2)


def test_goodberries_asks_which_hero_and_only_that_hero_attacks_with_magic(table):
    t = play(table, "dungeon", ["Goodberries", "Half-Orc Raider", "Militia", "Torch"], hall=MAGIC_ONLY)
    t.do("use [Goodberries] 0")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Half-Orc Raider", "Militia"]
    t.do("choose [Militia]")
    assert (strength(t, "Militia"), strength(t, "Half-Orc Raider")) == (5, 4)
    bd = t.breakdown("Minotaur")
    assert (bd.line("Militia").magic, bd.line("Half-Orc Raider").attack, bd.total) == (1, 0, 1)  # physical attack counts for nothing against it


def test_goodberries_turns_the_heros_final_attack_weapon_and_bonuses_included_into_magic(table):
    t = play(table, "dungeon", ["Goodberries", "Battle Fury", "Militia", "Short Sword", "Torch"], hall=MAGIC_ONLY,
             deck=FILLER)
    t.do("use [Battle Fury] 0", "use [Goodberries] 0", "equip [Short Sword] [Militia]")  # strength 5 carries it
    bd = t.breakdown("Minotaur")
    assert (bd.line("Militia").magic, bd.line("Short Sword").magic) == (2, 4)
    assert (bd.attack, bd.total, bd.wins) == (0, 6, False)


def test_goodberries_counts_a_battle_effect_on_the_heros_attack_too(table):
    # the Lich Lord: every Hero Attack -1 and Strength -4, and it ignores magic attack
    t = play(table, "dungeon", ["Goodberries", "Half-Orc Raider", "Torch"], hall=["Lich Lord", "Harpy", "Harpy"],
             deck=FILLER)
    t.do("use [Goodberries] 0", "attack [Lich Lord]")
    bd = t.breakdown("Lich Lord")
    line = bd.line("Half-Orc Raider")
    assert (line.attack, line.magic, bd.total) == (0, 0, 0)  # 2 - 1, as magic attack
    assert "magic attack does nothing to it" in line.notes


def test_goodberries_is_worth_1_victory_point(table):
    t = table(players=[{"discard": ["Goodberries", "Goodberries", "Torch"]}, {}], hall=HALL)
    assert scoring.score_card(t.game, 0, t.card("Goodberries")) == 1
    assert scoring.breakdown(t.game, 0) == {"Village cards": 2}


def test_goodberries_without_a_hero_gives_nothing(table):
    t = play(table, "dungeon", ["Goodberries", "Torch"])
    t.do("use [Goodberries] 0")
    assert [e for e in t.events if isinstance(e, ModifierGained)] == []
    assert t.breakdown("Harpy").total == 0


def test_goodberries_is_food_and_a_dungeon_effect(table):
    t = play(table, "village", ["Goodberries", "Militia"])
    assert t.refused("use [Goodberries] 0") == "this ability of Goodberries cannot be used in the village"
    d = play(table, "dungeon", ["Half-Orc Marauder", "Goodberries", "Torch"], deck=FILLER)
    d.do("use [Half-Orc Marauder] 0")
    assert d.names("destroyed") == ["Goodberries"]


def test_an_effect_may_let_the_player_choose_whose_attack_becomes_magic_attack(trait_table):
    # Moonwater (tests/data/trait_cards): attack_becomes_magic without a hero named by a step before
    t = play(trait_table, "dungeon", ["Moonwater", "Half-Orc Raider", "Militia", "Torch"], hall=MAGIC_ONLY)
    t.do("use [Moonwater] 0")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Half-Orc Raider", "Militia"]
    t.do("choose [Half-Orc Raider]")
    bd = t.breakdown("Minotaur")
    assert (bd.line("Half-Orc Raider").magic, bd.line("Militia").attack, bd.total) == (2, 0, 2)  # physical attack counts for nothing here
