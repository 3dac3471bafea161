"""The printed facts of the base set's eleven hero types (cards/base/*.yaml), in play: level, classes,
strength, cost, gold, light, victory points, the XP to level up and the card it levels into, and the
printed Attack or Magic Attack (rulebook: Hero Cards, Leveling Up). Each effect is tested in the
file of its hero type (test_base_heroes_*.py)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Half-Ogre", "Harpy", "Orc Blademaster"]  # no battle effects; rank 2 suits every hero

F, A, C, T, W = "Fighter", "Archer", "Cleric", "Thief", "Wizard"
# name, group, level, classes, strength, cost, gold, light, vp, printed attack, printed magic,
# level-up XP and the card it levels into (None: the highest level)
HEROES = [
    ("Amazon Archer", "amazon", 1, (F, A), 4, 6, 0, 0, 0, 1, 0, 2, "Amazon Huntress"),
    ("Amazon Huntress", "amazon", 2, (F, A), 5, 9, 0, 0, 0, 2, 0, 3, "Amazon Queen"),
    ("Amazon Queen", "amazon", 3, (F, A), 6, 11, 0, 0, 2, 2, 0, None, None),
    ("Chalice Quester", "chalice", 1, (F, C), 5, 7, 0, 0, 0, 2, 0, 2, "Chalice Defender"),
    ("Chalice Defender", "chalice", 2, (F, C), 6, 10, 0, 0, 0, 3, 0, 3, "Chalice Paladin"),
    ("Chalice Paladin", "chalice", 3, (F, C), 7, 12, 0, 0, 2, 4, 0, None, None),
    ("Dwarf Guardian", "dwarf", 1, (F,), 5, 6, 0, 0, 0, 1, 0, 2, "Dwarf Janissary"),
    ("Dwarf Janissary", "dwarf", 2, (F,), 6, 9, 0, 0, 0, 2, 0, 3, "Dwarf Sentinel"),
    ("Dwarf Sentinel", "dwarf", 3, (F,), 8, 12, 0, 0, 2, 3, 0, None, None),
    ("Elf Wizard", "elf", 1, (W,), 3, 5, 0, 1, 0, 0, 2, 2, "Elf Sorcerer"),
    ("Elf Sorcerer", "elf", 2, (W,), 3, 8, 0, 2, 0, 0, 3, 2, "Elf Archmage"),
    ("Elf Archmage", "elf", 3, (W,), 4, 10, 0, 2, 2, 0, 4, None, None),
    ("Feayn Archer", "feayn", 1, (F, A), 4, 7, 0, 1, 0, 2, 0, 2, "Feayn Marksman"),
    ("Feayn Marksman", "feayn", 2, (F, A), 5, 10, 0, 1, 0, 3, 0, 3, "Feayn Sniper"),
    ("Feayn Sniper", "feayn", 3, (F, A), 6, 12, 0, 2, 2, 4, 0, None, None),
    ("Lorigg Thief", "lorigg", 1, (T,), 4, 5, 2, 1, 0, 1, 0, 2, "Lorigg Rogue"),
    ("Lorigg Rogue", "lorigg", 2, (T,), 4, 8, 3, 1, 0, 2, 0, 3, "Lorigg Outlaw"),
    ("Lorigg Outlaw", "lorigg", 3, (T,), 5, 10, 4, 2, 1, 2, 0, None, None),
    ("Outlands Warrior", "outlands", 1, (F,), 7, 8, 0, 0, 0, 3, 0, 2, "Outlands Slayer"),
    ("Outlands Slayer", "outlands", 2, (F,), 8, 11, 0, 0, 0, 5, 0, 3, "Outlands Khan"),
    ("Outlands Khan", "outlands", 3, (F,), 8, 13, 0, 0, 3, 7, 0, None, None),
    ("Redblade Killer", "redblade", 1, (F, T), 5, 5, 1, 0, 0, 2, 0, 2, "Redblade Poisoner"),
    ("Redblade Poisoner", "redblade", 2, (F, T), 5, 8, 2, 0, 0, 3, 0, 3, "Redblade Assassin"),
    ("Redblade Assassin", "redblade", 3, (F, T), 6, 9, 2, 0, 2, 4, 0, None, None),
    ("Regian Cleric", "regian", 1, (C,), 4, 5, 0, 0, 0, 0, 1, 2, "Regian Priest"),
    ("Regian Priest", "regian", 2, (C,), 4, 8, 0, 0, 0, 0, 2, 3, "Regian Bishop"),
    ("Regian Bishop", "regian", 3, (C,), 5, 11, 0, 0, 2, 0, 3, None, None),
    ("Selurin Magician", "selurin", 1, (W,), 2, 8, 0, 0, 0, 0, 2, 2, "Selurin Warlock"),
    ("Selurin Warlock", "selurin", 2, (W,), 2, 10, 0, 0, 0, 0, 2, 3, "Selurin Theurge"),
    ("Selurin Theurge", "selurin", 3, (W,), 3, 13, 0, 0, 1, 0, 2, None, None),
    ("Thyrian Squire", "thyrian", 1, (F,), 6, 7, 0, 0, 0, 2, 0, 2, "Thyrian Knight"),
    ("Thyrian Knight", "thyrian", 2, (F,), 8, 9, 0, 0, 0, 4, 0, 3, "Thyrian Lord"),
    ("Thyrian Lord", "thyrian", 3, (F,), 9, 11, 0, 0, 2, 4, 0, None, None),
]
COUNTS = {1: 6, 2: 4, 3: 2}
GROUPS = sorted({h[1] for h in HEROES})


def in_village(table, group, hand, xp=0):
    return table(players=[{"hand": list(hand), "xp": xp}, {}], hall=HALL, choice="village",
                 village={"heroes": [group], "village": []})


def test_the_base_set_has_eleven_hero_types_of_three_levels():
    assert GROUPS == ["amazon", "chalice", "dwarf", "elf", "feayn", "lorigg", "outlands", "redblade", "regian",
                      "selurin", "thyrian"]
    assert len(HEROES) == 33


@pytest.mark.parametrize("name, group, level, classes, strength, cost, gold, light, vp, attack, magic, xp, into",
                         HEROES)
def test_each_base_hero_has_its_printed_facts(catalog, name, group, level, classes, strength, cost, gold, light, vp,
                                               attack, magic, xp, into):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.set, d.group, d.kind, d.count) == ("base", group, "hero", COUNTS[level])
    assert (d.level, d.classes, d.strength, d.cost, d.gold, d.light, d.vp) == (
        level, classes, strength, cost, gold, light, vp)
    assert (d.attack, d.magic, d.level_up_xp) == (attack, magic, xp)


@pytest.mark.parametrize("name, group, level, classes, strength, cost, gold, light, vp, attack, magic, xp, into",
                         HEROES)
def test_each_base_hero_fights_with_its_printed_strength_attack_and_light(
        table, name, group, level, classes, strength, cost, gold, light, vp, attack, magic, xp, into):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="dungeon")
    hero = t.card(name)
    assert hero_strengths(t.game, [hero])[0] == {hero: strength}
    line = t.breakdown("Harpy").line(hero)  # rank 2: every hero attacks, no rank bonus is missed
    if group != "amazon":  # the Amazon's rank bonus is tested with the Amazon
        assert (line.attack, line.magic) == (attack, magic)
    assert line.light == light


@pytest.mark.parametrize("name, group, level, classes, strength, cost, gold, light, vp, attack, magic, xp, into",
                         HEROES)
def test_each_base_hero_brings_its_gold_to_the_village_and_its_vp_to_the_score(
        table, name, group, level, classes, strength, cost, gold, light, vp, attack, magic, xp, into):
    t = in_village(table, group, [name])
    assert gold_total(t.game) == gold
    assert scoring.score(t.game, 0) == vp


@pytest.mark.parametrize("name, group, level, classes, strength, cost, gold, light, vp, attack, magic, xp, into",
                         [h for h in HEROES if h[-1] is not None])
def test_each_base_hero_levels_up_into_the_next_level_for_its_xp(
        table, name, group, level, classes, strength, cost, gold, light, vp, attack, magic, xp, into):
    t = in_village(table, group, [name], xp=xp)
    hero = t.card(name)
    t.do(f"level {hero}")
    assert t.state.loc[hero] == "destroyed"
    assert t.names("p0.discard") == [into]
    assert t.state.players[0].xp == 0
    short = in_village(table, group, [name], xp=xp - 1)
    assert short.refused(f"level [{name}]") == f"levelling up {name} costs {xp} XP and you have {xp - 1}"


@pytest.mark.parametrize("name", [h[0] for h in HEROES if h[-1] is None])
def test_each_level_3_base_hero_is_the_highest_level(table, name):
    group = next(h[1] for h in HEROES if h[0] == name)
    t = in_village(table, group, [name], xp=10)
    assert t.refused(f"level [{name}]") == f"{name} is at its highest level"


@pytest.mark.parametrize("group", GROUPS)
def test_each_base_hero_stack_holds_6_4_2_cards_lowest_level_on_top_at_their_costs(table, group):
    t = in_village(table, group, [])
    want = [h for h in HEROES if h[1] == group]
    assert t.names(f"stack.{group}") == [h[0] for h in want for _ in range(COUNTS[h[2]])]
    assert [t.game.defn(c).cost for c in t.state.zone(f"stack.{group}")] == \
        [h[5] for h in want for _ in range(COUNTS[h[2]])]


@pytest.mark.parametrize("group", GROUPS)
def test_a_level_1_base_hero_is_bought_for_its_cost_and_not_for_one_gold_less(table, group):
    name, cost = next((h[0], h[5]) for h in HEROES if h[1] == group)
    purse = ["Torch"] * (cost // 2) + ["Dagger"] * (cost % 2)  # 2 gold and 1 gold
    t = in_village(table, group, purse)
    t.do(f"buy {group}")
    assert t.names("p0.discard") == [name]
    poor = ["Torch"] * ((cost - 1) // 2) + ["Dagger"] * ((cost - 1) % 2)
    assert in_village(table, group, poor).refused(f"buy {group}") == f"{name} costs {cost} gold and you have {cost - 1}"


def test_a_militia_levels_up_into_a_level_1_base_hero_for_3_xp(table):
    t = in_village(table, "selurin", ["Militia"], xp=3)
    t.do("level [Militia] selurin")
    assert t.names("p0.discard") == ["Selurin Magician"]
