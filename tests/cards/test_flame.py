"""Flame, the Fighter-Wizard whose spare light turns into magic: Watch (1), Guard (2), Hero (3)
(cards/dragonspire/flame.yaml).

Rulebook: Light and Darkness (the penalty is the rank plus the monster's light modifier, each
point of light cancels one), Leveling Up; glossary: Flame (light must cancel the whole penalty
before any extra light gives magic attack).
"""

from __future__ import annotations

import pytest

from game.catalog.text import card_text
from game.engine.rules import scoring

HALL = ["Harpy", "Half-Ogre", "Orc Blademaster"]  # health 4, 6 and 5
FLAME = {"heroes": ["flame"], "village": []}








def dungeon(table, hand, hall=HALL):
    return table(players=[{"hand": list(hand)}, {}], hall=list(hall), choice="dungeon")


# --- printed facts -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level, strength, attack, light, cost, vp", [
    ("Flame Watch", 1, 5, 2, 1, 6, 0),
    ("Flame Guard", 2, 5, 3, 1, 9, 0),
    ("Flame Hero", 3, 6, 3, 2, 12, 1),
])
def test_each_flame_has_its_printed_values(table, name, level, strength, attack, light, cost, vp):
    t = dungeon(table, [name])
    hero = t.card(name)
    d = t.game.defn(hero)
    assert (d.level, d.classes, d.strength, d.cost, d.gold) == (level, ("Fighter", "Wizard"), strength, cost, 0)
    bd = t.breakdown("Orc Blademaster")  # rank 3: no light to spare, so no magic
    assert (bd.line(hero).attack, bd.line(hero).magic, bd.line(hero).light) == (attack, 0, light)
    assert scoring.score(t.game, 0) == vp


def test_the_flame_stack_holds_6_watches_4_guards_and_2_heroes(table):
    t = table(players=[{}, {}], hall=HALL, village=FLAME)
    assert t.names("stack.flame") == ["Flame Watch"] * 6 + ["Flame Guard"] * 4 + ["Flame Hero"] * 2


@pytest.mark.parametrize("name, into, xp", [("Flame Watch", "Flame Guard", 2), ("Flame Guard", "Flame Hero", 3)])
def test_flame_levels_up_for_its_xp(table, name, into, xp):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village", village=FLAME)
    t.do(f"level [{name}]")
    assert t.names("p0.discard") == [into] and t.state.players[0].xp == 0


def test_flame_hero_is_the_highest_level(table):
    t = table(players=[{"hand": ["Flame Hero"], "xp": 9}, {}], hall=HALL, choice="village", village=FLAME)
    assert t.refused("level [Flame Hero]") == "Flame Hero is at its highest level"


# --- magic attack from light beyond the penalty ---------------------------------------------------


def test_flame_watch_turns_no_light_into_magic(table):
    t = dungeon(table, ["Flame Watch", "Torch", "Torch"])
    bd = t.breakdown("Harpy")  # light 3 against a penalty of 1
    assert bd.line(t.card("Flame Watch")).magic == 0 and bd.magic == 0


@pytest.mark.parametrize("hand, monster, magic", [
    (["Flame Guard"], "Harpy", 0),                              # light 1 just cancels rank 1
    (["Flame Guard", "Torch"], "Harpy", 1),                     # 1 spare
    (["Flame Guard", "Torch", "Torch", "Torch"], "Harpy", 3),   # 3 spare
    (["Flame Guard", "Torch", "Torch"], "Half-Ogre", 1),        # 3 against rank 2
    (["Flame Guard", "Torch"], "Orc Blademaster", 0),           # 2 against rank 3: still a penalty
])
def test_flame_guard_gains_magic_1_per_point_of_light_beyond_the_penalty(table, hand, monster, magic):
    t = dungeon(table, hand)
    bd = t.breakdown(monster)
    assert bd.line(t.card("Flame Guard")).magic == magic
    assert bd.magic == magic


def test_flame_hero_gains_magic_2_per_spare_light_and_it_counts_in_the_total(table):
    t = dungeon(table, ["Flame Hero", "Torch"])
    bd = t.breakdown("Harpy")  # light 3 against 1: 2 spare
    assert (bd.attack, bd.magic, bd.light_penalty, bd.total) == (3, 4, 0, 7)
    t.do("attack [Harpy]")
    assert t.state.turn.battle_won is True


def test_flame_light_must_cancel_the_whole_penalty_first(table):
    t = dungeon(table, ["Flame Hero"])
    bd = t.breakdown("Orc Blademaster")  # light 2 against rank 3: a penalty of 1 remains
    assert (bd.magic, bd.light_penalty, bd.total) == (0, 1, 1)


def test_every_flame_counts_all_the_spare_light_of_the_party(table):
    t = dungeon(table, ["Flame Guard", "Flame Hero", "Torch"])
    bd = t.breakdown("Harpy")  # light 1 + 2 + 1 = 4 against 1: 3 spare
    assert bd.line(t.card("Flame Guard")).magic == 3
    assert bd.line(t.card("Flame Hero")).magic == 6


def test_a_monster_with_light_minus_1_needs_one_more_light_before_flame_magic(trait_table):
    t = dungeon(trait_table, ["Flame Guard", "Torch", "Torch"], hall=["Gloom Bat", "Half-Ogre", "Orc Blademaster"])
    bd = t.breakdown("Gloom Bat")  # light 3 against rank 1 plus 1
    assert bd.darkness == 2 and bd.line(t.card("Flame Guard")).magic == 1


def test_no_flame_magic_when_light_cannot_lower_the_penalty(trait_table):
    t = dungeon(trait_table, ["Flame Hero", "Torch", "Torch"], hall=["Void Shadow", "Half-Ogre", "Orc Blademaster"])
    bd = t.breakdown("Void Shadow")
    assert bd.light == 4 and bd.light_penalty == 1
    assert bd.line(t.card("Flame Hero")).magic == 0


def test_flame_hero_text_reads_its_magic_per_spare_light_and_its_spoils(catalog):
    hero = next(d for d in catalog.cards.values() if d.name == "Flame Hero")
    assert card_text(hero) == [
        "Attack +3", "Magic Attack +2 per point of Light left over once the light penalty is cancelled",
        "Spoils: You may buy a Light Item from the Village with the gold of your revealed cards still in play."]


# --- Flame Hero's spoils: one Light Item bought with the revealed gold ------------------------------

LIGHT_SHOP = {"heroes": ["flame"], "village": ["soul_gem", "thunder_ring", "guide", "frost_giant_axe"]}


def flame_hero_won(table, hand, monster="Harpy"):
    t = table(players=[{"hand": list(hand)}, {}], hall=HALL, choice="dungeon", village=LIGHT_SHOP)
    t.do(f"attack [{monster}]")
    return t


def test_flame_hero_spoils_offer_the_light_items_the_revealed_gold_pays_for(table):
    t = flame_hero_won(table, ["Flame Hero", "Torch", "Torch", "Dagger"])  # 5 gold; 3 + 2 x 3 spare light
    assert t.state.turn.battle_won is True
    t.do("use [Flame Hero] 0")
    pr = t.state.prompt
    assert (pr.player, pr.reason, pr.min, pr.max) == (0, "buy", 0, 1)
    # a Light Item is an Item of the Light class: not the Guide (light, but a Villager), not a Weapon
    assert sorted(t.game.name(c) for c in pr.options) == ["Soul Gem", "Thunder Ring", "Torch"]
    gem = next(c for c in pr.options if t.game.name(c) == "Soul Gem")
    t.do(f"choose {gem}")
    assert t.state.loc[gem] == "p0.discard"
    assert len(t.state.zone("stack.soul_gem")) == 7


def test_flame_hero_spoils_leave_out_light_items_the_gold_cannot_pay_for(table):
    t = flame_hero_won(table, ["Flame Hero", "Torch", "Dagger"])  # 3 gold
    t.do("use [Flame Hero] 0")
    assert sorted(t.game.name(c) for c in t.state.prompt.options) == ["Thunder Ring", "Torch"]
    t.do("choose")  # buying is optional
    assert t.names("p0.discard") == ["Harpy"]


def test_flame_hero_spoils_need_a_victory(table):
    t = flame_hero_won(table, ["Flame Hero", "Torch"], monster="Half-Ogre")  # 3 + 2 against health 6
    assert t.state.turn.battle_won is False
    assert t.refused("use [Flame Hero] 0") == "Spoils need a victory"

