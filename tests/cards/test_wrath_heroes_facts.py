"""The printed facts of Wrath of the Elements' eight hero types (cards/wrath/*.yaml), in play: level,
classes, strength, cost, gold, victory points, the XP to level up and the card it levels into, and the
printed Attack or Magic Attack (rulebook: Hero Cards, Leveling Up). Each effect is tested in the file
of its hero type (test_wrath_heroes_*.py)."""

from __future__ import annotations

import pytest

from game.engine.battle import hero_strengths
from game.engine.rules import scoring
from game.engine.rules.village import gold_total

HALL = ["Half-Ogre", "Harpy", "Orc Blademaster"]  # no battle effects

F, C, T, W = "Fighter", "Cleric", "Thief", "Wizard"
# name, group, level, classes, strength, cost, gold, vp, printed attack, printed magic,
# level-up XP and the card it levels into (None: the highest level)
HEROES = [
    ("Blind Neophyte", "blind", 1, (F, C), 4, 6, 0, 0, 2, 0, 2, "Blind Monk"),
    ("Blind Monk", "blind", 2, (F, C), 4, 9, 0, 0, 3, 0, 3, "Blind Grandmaster"),
    ("Blind Grandmaster", "blind", 3, (F, C), 5, 12, 0, 3, 3, 0, None, None),
    ("Diin Illusionist", "diin", 1, (W,), 3, 5, 0, 0, 0, 2, 2, "Diin Beguiler"),
    ("Diin Beguiler", "diin", 2, (W,), 3, 8, 0, 0, 0, 2, 3, "Diin Enchanter"),
    ("Diin Enchanter", "diin", 3, (W,), 4, 11, 0, 2, 0, 3, None, None),
    ("Divine Healer", "divine", 1, (C,), 4, 5, 0, 0, 2, 0, 2, "Divine Chaplain"),
    ("Divine Chaplain", "divine", 2, (C,), 5, 8, 0, 0, 2, 0, 3, "Divine Prophet"),
    ("Divine Prophet", "divine", 3, (C,), 6, 11, 0, 2, 3, 0, None, None),
    ("Gangland Thug", "gangland", 1, (T,), 4, 6, 0, 0, 1, 0, 2, "Gangland Heavy"),
    ("Gangland Heavy", "gangland", 2, (T,), 4, 9, 1, 0, 2, 0, 3, "Gangland Crook"),
    ("Gangland Crook", "gangland", 3, (T,), 5, 11, 1, 1, 3, 0, None, None),
    ("Gohlen Trapper", "gohlen", 1, (F,), 5, 7, 0, 0, 2, 0, 2, "Gohlen Tracker"),
    ("Gohlen Tracker", "gohlen", 2, (F,), 6, 10, 0, 0, 3, 0, 3, "Gohlen Hunter"),
    ("Gohlen Hunter", "gohlen", 3, (F,), 6, 13, 0, 1, 4, 0, None, None),
    ("Runespawn Adept", "runespawn", 1, (T, W), 5, 7, 0, 0, 0, 2, 2, "Runespawn Siren"),
    ("Runespawn Siren", "runespawn", 2, (T, W), 6, 10, 0, 0, 0, 3, 3, "Runespawn Witch"),
    ("Runespawn Witch", "runespawn", 3, (T, W), 8, 13, 0, 2, 0, 3, None, None),
    ("Toryn Scrapper", "toryn", 1, (F,), 7, 7, 0, 0, 2, 0, 2, "Toryn Duelist"),
    ("Toryn Duelist", "toryn", 2, (F,), 8, 9, 0, 0, 3, 0, 3, "Toryn Gladiator"),
    ("Toryn Gladiator", "toryn", 3, (F,), 9, 12, 0, 2, 4, 0, None, None),
    ("Clan Sergeant", "clan", 1, (F,), 6, 6, 0, 0, 2, 0, 2, "Clan Commander"),
    ("Clan Commander", "clan", 2, (F,), 7, 9, 0, 0, 3, 0, 3, "Clan Champion"),
    ("Clan Champion", "clan", 3, (F,), 8, 12, 0, 3, 4, 0, None, None),
]
COUNTS = {1: 6, 2: 4, 3: 2}
GROUPS = sorted({h[1] for h in HEROES})
ARGS = "name, group, level, classes, strength, cost, gold, vp, attack, magic, xp, into"


def test_wrath_has_eight_hero_types_of_three_levels(catalog):
    assert GROUPS == ["blind", "clan", "diin", "divine", "gangland", "gohlen", "runespawn", "toryn"]
    assert sorted(g.key for g in catalog.groups.values() if g.set == "wrath" and g.kind == "hero") == GROUPS
    assert len(HEROES) == 24


@pytest.mark.parametrize(ARGS, HEROES)
def test_each_wrath_hero_has_its_printed_facts(catalog, name, group, level, classes, strength, cost, gold, vp,
                                               attack, magic, xp, into):
    d = next(d for d in catalog.cards.values() if d.name == name)
    assert (d.set, d.group, d.kind, d.count, d.light) == ("wrath", group, "hero", COUNTS[level], 0)
    assert (d.level, d.classes, d.strength, d.cost, d.gold, d.vp) == (level, classes, strength, cost, gold, vp)
    assert (d.attack, d.magic, d.level_up_xp) == (attack, magic, xp)


@pytest.mark.parametrize(ARGS, HEROES)
def test_each_wrath_hero_fights_with_its_strength_and_printed_attack(table, name, group, level, classes, strength,
                                                                     cost, gold, vp, attack, magic, xp, into):
    t = table(players=[{"hand": [name, "Lantern"]}, {}], hall=HALL, choice="dungeon",
              village={"heroes": [group], "village": []})
    hero = t.card(name)
    assert hero_strengths(t.game, [hero])[0] == {hero: strength}
    line = t.breakdown("Half-Ogre").line(hero)
    assert (line.attack, line.magic) == (attack, magic)  # a Lantern: no Grandmaster or Crook bonus


@pytest.mark.parametrize(ARGS, HEROES)
def test_each_wrath_hero_is_worth_its_gold_and_victory_points(table, name, group, level, classes, strength, cost,
                                                              gold, vp, attack, magic, xp, into):
    t = table(players=[{"hand": [name]}, {}], hall=HALL, choice="village", village={"heroes": [group], "village": []})
    assert gold_total(t.game) == gold
    assert scoring.score(t.game, 0) == vp


@pytest.mark.parametrize(ARGS, [h for h in HEROES if h[11]])
def test_each_wrath_hero_levels_up_for_its_xp(table, name, group, level, classes, strength, cost, gold, vp, attack,
                                              magic, xp, into):
    t = table(players=[{"hand": [name], "xp": xp}, {}], hall=HALL, choice="village",
              village={"heroes": [group], "village": []})
    hero = t.card(name)
    t.do(f"level {hero}")
    assert t.state.loc[hero] == "destroyed"
    assert t.names("p0.discard") == [into]
    assert t.state.players[0].xp == 0


@pytest.mark.parametrize("group", GROUPS)
def test_each_wrath_hero_stack_sells_its_levels_from_the_cheapest(table, group):
    t = table(players=[{"hand": ["Lightstone Gem"] * 3}, {}], hall=HALL, choice="village",
              village={"heroes": [group], "village": []})
    stack = t.state.zone(f"stack.{group}")
    assert [t.game.defn(c).level for c in stack] == [1] * 6 + [2] * 4 + [3] * 2
    first = t.game.defn(stack[0])
    t.do(f"buy {group}")
    assert t.names("p0.discard") == [first.name]
